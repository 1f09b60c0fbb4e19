"""Main and side pots from what each player has put in.

Antes and dead posts are dead money and go to the main pot; a player all-in for part of their
own ante takes an equal share of every ante, and the rest of the antes go to the next pot (an
ante one player pays for the table belongs to every player's main pot).  Chips a folded
player put in above every remaining level stay in the last pot that someone can win.
Blinds, straddles and bets are live and are layered by each all-in player's live total.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple


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


def split_pot(
    amount: int, winners: Sequence[int], *, order: Sequence[int], unit: int
) -> dict[int, int]:
    """`amount` divided among `winners` in units of `unit`; each odd unit to the next winner
    clockwise from the button (`order`: every seat clockwise from the button).

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
