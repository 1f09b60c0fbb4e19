"""Pot-limit arithmetic as pure functions of chip counts: no `State`, no rules objects.

The maximum raise-to is the bet to call plus the pot after that call (seed 000, Pot limit: the
pot includes the starting pot, the trail of this round, and the raiser's call).  The dealer's
shortcut (3L+T)+S gives the same total: L is the last wager (the bet to call), T the trail
(the round's other chips), S the starting pot (chips from earlier rounds); a player who already
has chips in this round takes them off, since they are counted in T and again in the call.

`floorcli potmax` uses these directly, and the engine (`floorcli.engine.options`) and the
audit's fast lane (`floorcli.audit.fastlane`) ask `pot_limit_to_act(...)` with their own chip
counts, so all three always agree.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from floorcli.errors import RulesetError
from floorcli.profiles.amounts import amount_text
from floorcli.profiles.choices import PotLimitPreflop

__all__ = ["PREFLOP_VARIANTS", "PotLimit", "pot_limit", "pot_limit_to_act", "preflop_additions"]

PREFLOP_VARIANTS = tuple(variant.value for variant in PotLimitPreflop)
"""The `pot_limit_preflop` settings: how the blinds count in the pot before the flop."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PotLimit:
    """One pot-limit question: the chips on the table and the asker's own chips this round.

    `start` is S (chips from earlier rounds, antes included), `last` is L (the bet to call),
    `round_chips` every chip bet this round (the asker's own `mine` included), `additions`
    chips the house counts that are not on the table (a short blind at full size, an assumed
    small-blind call), each with its reason.
    """

    start: int
    last: int
    round_chips: int
    mine: int = 0
    additions: tuple[tuple[int, str], ...] = ()

    @property
    def trail(self) -> int:
        """T: this round's chips other than the last wager.

        >>> pot_limit(start=20, bets=[5, 35, 35]).trail
        40
        """
        return self.round_chips - self.last

    @property
    def added(self) -> int:
        """Chips counted in the pot that are not on the table."""
        return sum(amount for amount, _ in self.additions)

    @property
    def pot(self) -> int:
        """The pot before the asker's call: every chip in, plus the house's additions."""
        return self.start + self.round_chips + self.added

    @property
    def call(self) -> int:
        """What the asker adds to call the last wager."""
        return max(0, self.last - self.mine)

    @property
    def pot_after_call(self) -> int:
        """The size of a pot raise: the pot once the asker has called.

        >>> pot_limit(start=20, bets=[5, 35, 35]).pot_after_call
        130
        """
        return self.pot + self.call

    @property
    def max_to(self) -> int:
        """The largest legal round total: the bet to call plus the pot after the call.

        Seed 000, Table 1: Player D faces 35 with 20 from the first round and bets of 5, 35,
        35 this round: 35 + (20 + 75 + 35) = 165.

        >>> pot_limit(start=20, bets=[5, 35, 35]).max_to
        165
        """
        return self.last + self.pot_after_call

    @property
    def shortcut(self) -> int:
        """(3L+T)+S, less the asker's own chips, plus any additions: always equal to `max_to`.

        >>> pot_limit(start=20, bets=[5, 35, 35]).shortcut
        165
        """
        return 3 * self.last + self.trail + self.start - self.mine + self.added

    def pot_count_text(self, decimals: int = 0) -> str:
        """``95 in the pot + 35 to call``: the pot count, part by part (amounts shown with the
        hand's `decimals`, `floorcli.profiles.amounts.amount_text`)."""
        a = functools.partial(amount_text, decimals=decimals)
        parts = [f"{a(self.start + self.round_chips)} in the pot"]
        parts += [f"{a(amount)} {why}" for amount, why in self.additions]
        if self.call:
            parts.append(f"{a(self.call)} to call")
        return " + ".join(parts)

    def max_text(self, decimals: int = 0) -> str:
        """The maximum in words, as `floorcli ask` explains it.

        >>> pot_limit(start=20, bets=[5, 35, 35]).max_text()
        '35 + a pot-size raise of 130 (95 in the pot + 35 to call) = 165'
        >>> pot_limit(start=60, bets=[]).max_text()
        'a pot-size bet of 60 (60 in the pot)'
        """
        a = functools.partial(amount_text, decimals=decimals)
        count = self.pot_count_text(decimals)
        if not self.last:
            return f"a pot-size bet of {a(self.pot_after_call)} ({count})"
        return (
            f"{a(self.last)} + a pot-size raise of {a(self.pot_after_call)} "
            f"({count}) = {a(self.max_to)}"
        )

    def shortcut_text(self, decimals: int = 0) -> str:
        """The (3L+T)+S line, as the seed writes it.

        >>> pot_limit(start=20, bets=[5, 35, 35]).shortcut_text()
        '(3L+T)+S = 3 x 35 + 40 + 20 = 165'
        >>> pot_limit(start=20, bets=[5, 35, 35, 165], mine=5).shortcut_text()
        '(3L+T)+S - 5 already in = 3 x 165 + 75 + 20 - 5 = 585'
        """
        a = functools.partial(amount_text, decimals=decimals)
        mine = f" - {a(self.mine)} already in" if self.mine else ""
        extra = "".join(f" + {a(amount)} ({why})" for amount, why in self.additions)
        label = "(3L+T)+S" + mine + (" + additions" if self.additions else "")
        terms = f"3 x {a(self.last)} + {a(self.trail)} + {a(self.start)}"
        if self.mine:
            terms += f" - {a(self.mine)}"
        return f"{label} = {terms}{extra} = {a(self.shortcut)}"


def pot_limit(
    *,
    start: int,
    bets: Sequence[int],
    mine: int = 0,
    current_bet: int | None = None,
    additions: Sequence[tuple[int, str]] = (),
) -> PotLimit:
    """The pot-limit question for a round: `bets` are each player's chips in this round.

    `current_bet` is the bet to call; it defaults to the largest of `bets` (it is larger only
    when a big blind was posted short: the others still call the full blind).  `mine` is the
    asker's own chips this round, one of `bets`.

    >>> pot_limit(start=0, bets=[1, 2]).max_to
    7
    """
    last = max(bets, default=0) if current_bet is None else current_bet
    return PotLimit(
        start=start, last=last, round_chips=sum(bets), mine=mine, additions=tuple(additions)
    )


def preflop_additions(
    variant: PotLimitPreflop | str,
    *,
    big_blind: int,
    smaller_blinds: Sequence[tuple[int, int]] = (),
    shortfall: int = 0,
    big_blind_acted: bool = False,
) -> list[tuple[int, str]]:
    """Chips the pre-flop pot counts beyond those on the table, by `pot_limit_preflop`.

    true-pot counts a short blind at its full size; posted counts the chips as posted;
    assumed-call counts as true-pot does and also counts each blind smaller than the big blind
    as the big blind until the big blind has acted.  `smaller_blinds` holds each such blind as
    (its amount, its poster's chips in now), leaving out the asker's own: the small blind's own
    maximum counts its real chips (SPEC section 2; Robert's Rules, No-Limit and Pot-Limit 5).

    Seed 000: blinds 2-5, the small blind assumed to call: 3 more, a first raise to at most
    20 (four big blinds).  WSOP Live Action 192: blinds 1-2-5 count as 5 + 5 + 5 = 15, so a
    first pot raise is to 5 + (15 + 5) = 25.

    >>> added = preflop_additions("assumed-call", big_blind=5, smaller_blinds=[(2, 2)])
    >>> added
    [(3, 'assumed from the small blind as if it had called')]
    >>> pot_limit(start=0, bets=[2, 5], additions=added).max_to
    20
    >>> added = preflop_additions("assumed-call", big_blind=5, smaller_blinds=[(1, 1), (2, 2)])
    >>> added, pot_limit(start=0, bets=[1, 2, 5], additions=added).max_to
    ([(7, 'assumed from the smaller blinds as if they had called')], 25)
    >>> preflop_additions("true-pot", big_blind=2, shortfall=1)
    [(1, 'more for a short blind counted at full size')]
    >>> preflop_additions("half-pot", big_blind=2)
    Traceback (most recent call last):
    floorcli.errors.RulesetError: unknown pot_limit_preflop 'half-pot'
    """
    if variant not in PREFLOP_VARIANTS:
        raise RulesetError(
            f"unknown pot_limit_preflop {str(variant)!r}", hint=", ".join(PREFLOP_VARIANTS)
        )
    out: list[tuple[int, str]] = []
    if variant != "posted" and shortfall:
        out.append((shortfall, "more for a short blind counted at full size"))
    if variant == "assumed-call" and not big_blind_acted:
        # A short blind is already counted at its full size above: count up from the larger
        # of what it owes and what it has put in.
        gaps = [big_blind - max(due, bet) for due, bet in smaller_blinds if due < big_blind]
        gap = sum(g for g in gaps if g > 0)
        if gap > 0:
            who = (
                "the small blind as if it had"
                if len(gaps) == 1
                else "the smaller blinds as if they had"
            )
            out.append((gap, f"assumed from {who} called"))
    return out


def pot_limit_to_act(
    variant: PotLimitPreflop,
    *,
    preflop: bool,
    pot_total: int,
    bets: Sequence[int],
    mine: int,
    current_bet: int,
    big_blind: int,
    smaller_blinds: Sequence[tuple[int, int]] = (),
    shortfall: int = 0,
    big_blind_acted: bool = False,
) -> PotLimit:
    """The pot-limit question for the player to act, from a hand's chip counts.

    `pot_total` is every chip in the pot (this round's `bets` included), `mine` the actor's own
    bet this round.  Before the flop `variant` (`pot_limit_preflop`) decides how the blinds
    count: true-pot counts a short blind at its full size, posted counts the chips as posted,
    assumed-call also counts each smaller blind (`smaller_blinds`, as (amount, chips in), the
    asker's own left out) as a big blind until the big blind has acted.

    Seed 000, pot limit with blinds of 2 and 5 and the small blind assumed to call: the first
    raise is to at most 20, four big blinds.

    >>> pot_limit_to_act(PotLimitPreflop.ASSUMED_CALL, preflop=True, pot_total=7, bets=[2, 5, 0],
    ...                  mine=0, current_bet=5, big_blind=5, smaller_blinds=[(2, 2)]).max_to
    20
    """
    additions: list[tuple[int, str]] = []
    if preflop:
        additions = preflop_additions(
            variant,
            big_blind=big_blind,
            smaller_blinds=smaller_blinds,
            shortfall=shortfall,
            big_blind_acted=big_blind_acted,
        )
    return pot_limit(
        start=pot_total - sum(bets),
        bets=bets,
        mine=mine,
        current_bet=current_bet,
        additions=additions,
    )
