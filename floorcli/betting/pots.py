"""Main and side pots from what each player has put in.

Antes and dead posts are dead money and go to the main pot; a player all-in for part of their
own ante takes an equal share of every ante, and the rest of the antes go to the next pot (an
ante one player pays for the table belongs to every player's main pot).  Chips a folded
player put in above every remaining level stay in the last pot that someone can win.
Blinds, straddles and bets are live and are layered by each all-in player's live total.

`divide` is the one division every command uses: the pots, and apart from them the chips
nobody called, which go back to their owner (TDA 2024 Rule 15-B: "the uncalled amount will be
returned"), never a pot and never in the pot total.  `split_pots` is the division SPEC section 4
pins for `ask --json`'s `pots`, where those chips form a last pot with one eligible seat;
`Division.pinned` gives it back from `divide`.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from floorcli.profiles.choices import Game

if TYPE_CHECKING:
    from floorcli.profiles.settings import Rules


class Stake(NamedTuple):
    """What one player has put in this hand, for dividing the pots (a tuple: the audit
    builds one per player per hand)."""

    seat: int
    dead: int
    live: int
    folded: bool
    all_in: bool
    owes_ante: bool = True
    ante: int = 0
    """The ante this player owed (0: none or unknown); one who paid it in full shares every
    ante and dead post, however short the rest of their chips."""


class Pot(NamedTuple):
    """One pot and the seats that may win it (ascending)."""

    amount: int
    eligible: tuple[int, ...]


class Uncalled(NamedTuple):
    """Chips one player put in that nobody matched or can match: they go back to `seat`.

    `matched_to` is the most any other player put in live (antes aside).
    """

    seat: int
    amount: int
    matched_to: int

    def as_dict(self) -> dict[str, int]:
        """The `uncalled` object of `ask`, `replay`, `sidepots` and the table's --json."""
        return {"seat": self.seat, "amount": self.amount, "matched_to": self.matched_to}


class Division(NamedTuple):
    """The pots of a hand (main pot first) and the uncalled chips returned, if any."""

    pots: tuple[Pot, ...]
    uncalled: Uncalled | None

    @property
    def total(self) -> int:
        """Every chip in the pots: the uncalled chips are not in it."""
        return sum(p.amount for p in self.pots)

    def pinned(self) -> list[Pot]:
        """The pots as SPEC section 4 pins them (`split_pots`): the uncalled chips in a last
        pot their owner alone is eligible for (joined to a last pot that is theirs alone).

        Seed 000, All-in before the deal: a main pot of 35 for seats 2 and 4, a side pot of 2
        only seat 4 can win, and seat 4's 8 nobody called: pinned as a last pot of 2 + 8 = 10.

        >>> d = Division(pots=(Pot(35, (2, 4)), Pot(2, (4,))), uncalled=Uncalled(4, 8, 8))
        >>> [(p.amount, p.eligible) for p in d.pinned()]
        [(35, (2, 4)), (10, (4,))]
        """
        pots = list(self.pots)
        back = self.uncalled
        if back is None:
            return pots
        if pots and pots[-1].eligible == (back.seat,):
            pots[-1] = Pot(amount=pots[-1].amount + back.amount, eligible=(back.seat,))
        else:
            pots.append(Pot(amount=back.amount, eligible=(back.seat,)))
        return pots

    @classmethod
    def of_pinned(cls, pinned: Sequence[Pot], uncalled: Uncalled | None) -> Division:
        """The division whose `pinned` pots are `pinned`: what a text shows from an `ask
        --json` object's `pots` and `uncalled`.

        >>> Division.of_pinned([Pot(35, (2, 4)), Pot(10, (4,))], Uncalled(4, 8, 8)).pots
        (Pot(amount=35, eligible=(2, 4)), Pot(amount=2, eligible=(4,)))
        """
        pots = list(pinned)
        if uncalled is not None and pots and pots[-1].eligible == (uncalled.seat,):
            rest = pots[-1].amount - uncalled.amount
            pots[-1:] = [Pot(amount=rest, eligible=pots[-1].eligible)] if rest else []
        return cls(pots=tuple(pots), uncalled=uncalled)


def uncalled_chips(stakes: Sequence[Stake], *, final: bool = False) -> Uncalled | None:
    """The live chips of the player who put in the most, above what anyone else put in, when
    nobody can still match them: every other player still in is all-in (or, with `final`, the
    contributions are the hand's last, as `floorcli sidepots` takes them).  None otherwise.

    Seed 000, All-in before the deal: blinds 4/8, Dianne (seat 3) calls 8 and folds, Carol
    (seat 4) raises to 16 over Alice's all-in blind of 7: 16 - 8 = 8 nobody called.

    >>> s = [Stake(seat=2, dead=1, live=7, folded=False, all_in=True),
    ...      Stake(seat=3, dead=1, live=8, folded=True, all_in=False),
    ...      Stake(seat=4, dead=1, live=16, folded=False, all_in=False)]
    >>> uncalled_chips(s)
    Uncalled(seat=4, amount=8, matched_to=8)
    """
    if len(stakes) < 2:
        return None
    top = max(stakes, key=lambda s: s.live)
    others = [s for s in stakes if s is not top]
    matched = max(s.live for s in others)
    if top.folded or top.live <= matched:
        return None
    if not final and any(not s.folded and not s.all_in for s in others):
        return None  # a player still to act may call it
    return Uncalled(seat=top.seat, amount=top.live - matched, matched_to=matched)


def divide(stakes: Sequence[Stake], *, final: bool = False) -> Division:
    """The pots once the uncalled chips (`uncalled_chips`) are given back: main pot first,
    pots of no chips left out.

    Seed 000, All-in before the deal (as `uncalled_chips`): antes of 1 from ten seats, the
    small blind's 4, and 7 each from Alice (all-in), Dianne and Carol: a main pot of
    10 + 4 + 3 x 7 = 35 for seats 2 and 4; a side pot of 2 (Dianne's and Carol's eighth chip)
    only Carol can win; Carol's 16 - 8 = 8 back to her: 35 + 2 + 8 = 45 chips in all.

    >>> s = [Stake(seat=1, dead=1, live=4, folded=True, all_in=False),
    ...      Stake(seat=2, dead=1, live=7, folded=False, all_in=True),
    ...      Stake(seat=3, dead=1, live=8, folded=True, all_in=False),
    ...      Stake(seat=4, dead=1, live=16, folded=False, all_in=False),
    ...      *(Stake(seat=n, dead=1, live=0, folded=True, all_in=False) for n in range(5, 11))]
    >>> d = divide(s)
    >>> [(p.amount, p.eligible) for p in d.pots], d.uncalled, d.total
    ([(35, (2, 4)), (2, (4,))], Uncalled(seat=4, amount=8, matched_to=8), 37)
    """
    back = uncalled_chips(stakes, final=final)
    if back is not None:
        stakes = [
            s._replace(live=s.live - back.amount) if s.seat == back.seat else s for s in stakes
        ]
    return Division(pots=tuple(p for p in split_pots(stakes) if p.amount), uncalled=back)


def _layers(levels: list[int], amounts: Sequence[int]) -> list[int]:
    """Chips of `amounts` between consecutive `levels`.

    >>> _layers([7, 16], [4, 7, 8, 16])
    [25, 10]
    """
    out, below = [], 0
    for level in levels:
        out.append(sum(min(a, level) - min(a, below) for a in amounts))
        below = level
    return out


def split_pots(stakes: Sequence[Stake]) -> list[Pot]:
    """Main pot first, then side pots; neighbouring pots with the same eligible seats merge.

    A pot's eligible seats are the players not folded who have put in its level, or who are
    not all-in and so may still put it in.  Chips nobody else has matched form a last pot
    with one eligible seat.

    The seed's side-pot example (000, Side pots): antes/blinds 6, then A bets 20, B is all-in
    for 10, C all-in for 30, A calls: a main pot of 36 for all three, a side pot of 40 for A, C.

    >>> s = [Stake(seat=1, dead=0, live=32, folded=False, all_in=False),
    ...      Stake(seat=2, dead=0, live=12, folded=False, all_in=True),
    ...      Stake(seat=3, dead=0, live=32, folded=False, all_in=True)]
    >>> [(p.amount, p.eligible) for p in split_pots(s)]
    [(36, (1, 2, 3)), (40, (1, 3))]

    SPEC section 2, antes are dead money: antes of 5 from four seats, one all-in for 2 of its
    ante: 4 x 2 = 8 for all four, the other 3 x (5 - 2) = 9 for the three who paid in full.

    >>> s = [Stake(seat=n, dead=2 if n == 2 else 5, live=0, folded=False, all_in=n == 2)
    ...      for n in (1, 2, 3, 4)]
    >>> [(p.amount, p.eligible) for p in split_pots(s)]
    [(8, (1, 2, 3, 4)), (9, (1, 3, 4))]

    A dead post is dead money, not a bigger ante: antes of 1 from three seats, seat 1 all-in
    after its ante and a dead post of 1, seat 2 all-in for its ante and a blind of 1.  Seat 2
    paid its whole ante, so it shares all 4 dead chips; only seat 3 matches its blind.

    >>> s = [Stake(seat=1, dead=2, live=0, folded=False, all_in=True, ante=1),
    ...      Stake(seat=2, dead=1, live=1, folded=False, all_in=True, ante=1),
    ...      Stake(seat=3, dead=1, live=0, folded=False, all_in=False, ante=1)]
    >>> [(p.amount, p.eligible) for p in split_pots(s)]
    [(4, (1, 2, 3)), (1, (2, 3))]
    """
    if not stakes:
        return []
    pots: list[Pot] = []
    live_players = [s for s in stakes if not s.folded]

    def eligible_dead(reaches: int) -> tuple[int, ...]:
        seats = [
            s.seat
            for s in live_players
            if not s.all_in
            or s.dead >= reaches
            or not s.owes_ante
            or 0 < s.ante <= s.dead  # the whole ante paid: a dead post above it is dead money
        ]
        return tuple(sorted(seats))

    def eligible_live(reaches: int) -> tuple[int, ...]:
        # A player all-in inside the ante (no live chips) has had their share of the dead
        # money above; the rest of the antes and the live chips are not theirs to win.
        seats = [s.seat for s in live_players if not s.all_in or s.live >= max(reaches, 1)]
        return tuple(sorted(seats))

    # Dead money: capped only by players all-in within the ante itself.
    deads = [s.dead for s in stakes]
    dead_total = sum(deads)
    ante_caps = sorted({s.dead for s in live_players if s.all_in and s.live == 0 and s.dead > 0})
    if ante_caps:
        for cap, amount in zip(ante_caps, _layers(ante_caps, deads), strict=True):
            pots.append(Pot(amount=amount, eligible=eligible_dead(cap)))
        dead_rest = dead_total - sum(p.amount for p in pots)
    else:
        dead_rest = dead_total

    lives = [s.live for s in stakes]
    top = max(lives)
    caps = sorted({s.live for s in live_players if s.all_in and 0 < s.live < top})
    caps.append(top)
    amounts = _layers(caps, lives) if len(caps) > 1 else [sum(lives)]
    for level, amount in zip(caps, amounts, strict=True):
        seats = eligible_live(level)
        if dead_rest:
            amount, dead_rest = amount + dead_rest, 0
        if amount and not seats and pots:
            # Only folded players' chips are this high: they stay in the pot below.
            pots[-1] = Pot(amount=pots[-1].amount + amount, eligible=pots[-1].eligible)
        elif amount:
            pots.append(Pot(amount=amount, eligible=seats))
    if dead_rest:
        pots.append(Pot(amount=dead_rest, eligible=eligible_live(0)))
    return _merge(pots) if len(pots) > 1 else pots


def _merge(pots: list[Pot]) -> list[Pot]:
    merged: list[Pot] = []
    for pot in pots:
        if merged and merged[-1].eligible == pot.eligible:
            merged[-1] = Pot(amount=merged[-1].amount + pot.amount, eligible=pot.eligible)
        else:
            merged.append(pot)
    return merged


ODD_CHIP_RULES = {
    Game.COMMUNITY: "TDA 2024 Rule 20-A: the first seat left of the button",
    Game.STUD: "TDA 2024 Rule 20-B: the high card by suit in the winning 5-card hand",
    Game.RAZZ: "TDA 2024 Rule 20-B: the high card by suit in the winning 5-card hand, aces low",
    Game.STUD_HI_LO: "TDA 2024 Rule 20-C: in a high-low split the high hand; between tied "
    "hands Rule 20-B, the high card by suit",
}
"""Who gets the odd chip of a split pot, by game (WSOP 2026 Live Action Rule 153 agrees;
Rule 150: suits rank spades, hearts, diamonds, clubs)."""


def odd_chip_unit(rules: Rules, put_in: Iterable[int] = ()) -> int:
    """The unit a split pot is divided in: `chip_unit` when the profile or the hand sets it,
    else the smallest chip in play, taken as the largest amount every blind, ante and bring-in
    and every player's chips put in (`put_in`) is a whole number of: a bet of 61 at 5/10
    shows 1-chips in play.

    TDA 2024 Rule 20: "odd chips will be broken into the smallest denomination in play";
    WSOP 2026 Live Action Rule 152: "broken down to the smallest unit used to make blinds ...
    since dollar chips are used to make the small blind in $2-$5 NL, an odd chip will be
    broken down to dollar units"; Rule 134: "two $5 chips are used to make the big blind" in
    $5-$10.  Blinds 25/50 are made of 25 chips; 0.25/0.50 (played in cents) of 25 cents.

    >>> from floorcli.profiles.settings import Rules
    >>> [odd_chip_unit(Rules(blinds=b)) for b in [(2, 5), (5, 10), (25, 50), (100, 200)]]
    [1, 5, 25, 100]
    >>> odd_chip_unit(Rules(blinds=(100, 200), ante=25)), odd_chip_unit(Rules(chip_unit=1))
    (25, 1)
    >>> odd_chip_unit(Rules(blinds=(5, 10)), [5, 61, 61, 61])
    1
    """
    if rules.chip_unit is not None:
        return max(1, rules.chip_unit)
    return math.gcd(*rules.blinds, rules.ante, rules.bring_in or 0, *put_in) or 1


def split_pot(
    amount: int, winners: Sequence[int], *, order: Sequence[int], unit: int
) -> dict[int, int]:
    """`amount` divided among `winners` in units of `unit`; each odd unit to the next winner
    in `order` (in a board game every seat clockwise from the button; in stud the winners by
    the high card by suit of their hands).

    TDA 2024 Rule 20 (odd chips broken into the smallest denomination in play, Rule 20-A the
    odd chip to the first seat left of the button): blinds 25/50, a pot of 75 split two ways
    in units of 25 is 3 units, 2 to the first winner left of the button: 50 + 25, not 38 + 37.
    At 0.25/0.50 (in cents) a pot of 2.75 is 11 units of 0.25: 1.50 + 1.25, not 1.38 + 1.37.

    >>> split_pot(75, [2, 3], order=[2, 3, 1], unit=25)
    {2: 50, 3: 25}
    >>> split_pot(275, [2, 3], order=[2, 3, 1], unit=25)
    {2: 150, 3: 125}

    Robert's Rules of Poker, Ties rule 5: a pot of 125 split two ways in 1-chip units is 62
    each and the odd chip to the first winner left of the button: 63 + 62 = 125.

    >>> split_pot(125, [5, 3], order=[1, 3, 5], unit=1)
    {3: 63, 5: 62}
    >>> split_pot(100, [2, 4, 6], order=[1, 2, 4, 6], unit=5)
    {2: 35, 4: 35, 6: 30}
    """
    unit = max(1, unit)
    first = [seat for seat in order if seat in winners]
    share = amount // (len(first) * unit) * unit
    left = amount - share * len(first)
    out = {seat: share for seat in first}
    for seat in first:
        if left <= 0:
            break
        extra = min(unit, left)
        out[seat] += extra
        left -= extra
    return out
