"""Raise sizes, short all-ins, re-opening and raise caps as pure functions of chip counts.

This is the one module that holds the minimum raise, what a short all-in does, when the betting
is re-opened and when it is capped.  Nothing here knows a hand's state: `floorcli.engine` calls
these with a `State`'s numbers and `floorcli.audit.fastlane` (the audit's fast lane) with its own
counters, so the engine's rulings and the fast lane decide with the same code.  Each answer is a
small result that carries what the words need (`floorcli.betting.words` puts them into words), so
no caller works any part of the rule out again.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from floorcli.profiles.choices import HeadsUpUncapped, IncompleteRaise, MinRaiseBasis, Structure
from floorcli.profiles.settings import Rules

__all__ = [
    "MinRaise",
    "MinRaiseCase",
    "RaiseEffect",
    "RaiseKind",
    "Reopening",
    "is_capped",
    "is_reopened",
    "min_raise",
    "min_raise_to",
    "raise_effect",
    "reopen_need",
    "reopening",
]


class MinRaiseCase(StrEnum):
    """Which rule sets the minimum: each reads differently in a ruling."""

    FIXED_COMPLETION = "fixed-completion"
    """Fixed limit, a sub-minimum blind or bring-in to complete to the full bet."""
    FIXED_BET = "fixed-bet"
    """Fixed limit, nobody has bet: the bet is the round's unit."""
    FIXED_RAISE = "fixed-raise"
    """Fixed limit: one unit over the last full bet."""
    MIN_BET = "min-bet"
    """Nobody has bet: the minimum bet."""
    SPREAD_BET = "spread-bet"
    """Spread limit, nobody has bet: the spread's minimum."""
    SPREAD_RAISE = "spread-raise"
    """Spread limit: at least the previous bet or raise."""
    FULL_RAISE = "full-raise"
    """The bet plus the last full raise."""
    BLIND_RAISE = "blind-raise"
    """No full bet yet (a short blind): the bet plus the minimum bet."""


class MinRaise(NamedTuple):
    """The smallest legal bet or raise-to: `to` is `current_bet` (or, in fixed limit, the last
    full bet `full_bet_level`) plus `over`, by the rule `case` names."""

    to: int
    case: MinRaiseCase
    over: int
    current_bet: int
    full_bet_level: int


def min_raise(
    rules: Rules, *, unit: int, current_bet: int, last_full_raise: int, full_bet_level: int
) -> MinRaise:
    """The smallest legal bet or raise-to (before the all-in cap), and which rule sets it.

    Fixed limit: one bet of the round (`unit`) over the last full bet.  Otherwise the minimum
    bet when nobody has bet, else the bet plus the last full raise (TDA 2024 Rule 43-A; spread
    limit: at least the previous bet or raise).

    Seed 000, Betting (no-limit): a $5 bet re-raised by $7 to $12; the next re-raise is
    to at least 12 + 7 = 19.

    >>> from floorcli.profiles.settings import Rules
    >>> low = min_raise(Rules(blinds=(1, 2)), unit=2, current_bet=12, last_full_raise=7,
    ...                 full_bet_level=12)
    >>> low.to, low.case, low.over
    (19, <MinRaiseCase.FULL_RAISE: 'full-raise'>, 7)
    """
    # The fast lane asks for the minimum on every wager: the structures are read from module
    # globals (below) and the result is built in field order (to, case, over, current_bet,
    # full_bet_level), not by keyword, which would double its cost.
    structure = rules.structure
    if structure is _FIXED_LIMIT:
        if full_bet_level:
            case = MinRaiseCase.FIXED_RAISE
        else:
            case = MinRaiseCase.FIXED_COMPLETION if current_bet else MinRaiseCase.FIXED_BET
        return MinRaise(full_bet_level + unit, case, unit, current_bet, full_bet_level)
    spread = rules.spread if structure is _SPREAD_LIMIT else None
    if current_bet == 0:
        to = spread[0] if spread else rules.opening_bet
        case = MinRaiseCase.SPREAD_BET if spread else MinRaiseCase.MIN_BET
        return MinRaise(to, case, to, 0, full_bet_level)
    if spread:
        over, case = max(last_full_raise, spread[0]), MinRaiseCase.SPREAD_RAISE
    else:
        over = last_full_raise
        case = MinRaiseCase.FULL_RAISE if full_bet_level else MinRaiseCase.BLIND_RAISE
    return MinRaise(current_bet + over, case, over, current_bet, full_bet_level)


def min_raise_to(
    rules: Rules, *, unit: int, current_bet: int, last_full_raise: int, full_bet_level: int
) -> int:
    """The smallest legal bet or raise-to (before the all-in cap): `min_raise(...).to`.

    >>> from floorcli.profiles.settings import Rules
    >>> min_raise_to(Rules(blinds=(1, 2)), unit=2, current_bet=12, last_full_raise=7,
    ...              full_bet_level=12)
    19
    >>> min_raise_to(Rules(blinds=(1, 2)), unit=2, current_bet=0, last_full_raise=2,
    ...              full_bet_level=0)
    2
    """
    return min_raise(
        rules,
        unit=unit,
        current_bet=current_bet,
        last_full_raise=last_full_raise,
        full_bet_level=full_bet_level,
    ).to


def reopen_need(rules: Rules, acted_raise: int) -> int:
    """What a player who already acted must face to be re-opened: the full raise they faced
    when they acted, or half of it under `incomplete_raise: half-bet` (rounded up).

    >>> reopen_need(Rules(), 20), reopen_need(Rules(incomplete_raise=IncompleteRaise.HALF_BET), 25)
    (20, 13)
    """
    if rules.incomplete_raise is IncompleteRaise.HALF_BET:
        return (acted_raise + 1) // 2
    return acted_raise


class Reopening(NamedTuple):
    """Whether the betting is open to a player; when it is not, what they acted at, how much
    more they face and what it would take (`need`: the full raise `full_raise` they faced, or
    half of it under the half-bet rule; `adds_up`: short all-ins make it, uncounted)."""

    is_open: bool
    acted_level: int = 0
    faced: int = 0
    need: int = 0
    adds_up: bool = False
    full_raise: int = 0


OPEN = Reopening(is_open=True)
"""The betting is open: the player has not acted, or a full raise has come since."""


def reopening(
    rules: Rules,
    *,
    acted: bool,
    acted_seq: int,
    acted_level: int,
    acted_raise: int,
    reopen_seq: int,
    current_bet: int,
) -> Reopening:
    """Whether the betting is open to a player (TDA 2024 Rule 47-A: per player), and why not.

    Open to a player who has not acted this round, or who faces a full raise over their own
    action (half one under the half-bet rule) that includes a re-opening bet or (with
    `cumulative_allins`) is made of short all-ins; one who acted before any full bet (a check,
    a call of a short blind, bring-in or all-in) is re-opened by the first full bet.  Issue 12,
    hand 7: blinds 10-20, half-bet rule, a call of 23 then an all-in to 30: 7 < 10, call or fold.

    >>> half = Rules(incomplete_raise=IncompleteRaise.HALF_BET)
    >>> reopening(half, acted=True, acted_seq=1, acted_level=23, acted_raise=20,
    ...           reopen_seq=2, current_bet=30).is_open
    False

    Seed 000, Incomplete bet (full bet rule): the opener bet 20 and faces an all-in to 30
    (10 more, less than the full bet of 20): the betting is not re-opened to them.

    >>> from floorcli.profiles.settings import Rules
    >>> reopening(Rules(), acted=True, acted_seq=1, acted_level=20, acted_raise=20,
    ...           reopen_seq=1, current_bet=30)
    Reopening(is_open=False, acted_level=20, faced=10, need=20, adds_up=False, full_raise=20)
    """
    if not acted:
        return OPEN
    need = reopen_need(rules, acted_raise)
    faced = current_bet - acted_level
    # Acted before any full bet (level below it): the first full bet, short all-ins included.
    before_full = acted_level < acted_raise
    if reopen_seq > acted_seq and (faced >= need or before_full):
        return OPEN
    adds_up = faced >= need > 0
    if rules.cumulative_allins and (adds_up or (before_full and current_bet >= acted_raise)):
        return OPEN
    return Reopening(
        is_open=False,
        acted_level=acted_level,
        faced=faced,
        need=need,
        adds_up=adds_up,
        full_raise=acted_raise,
    )


def is_reopened(
    rules: Rules,
    *,
    acted: bool,
    acted_seq: int,
    acted_level: int,
    acted_raise: int,
    reopen_seq: int,
    current_bet: int,
) -> bool:
    """Whether the betting is open to a player: `reopening(...).is_open`.

    >>> from floorcli.profiles.settings import Rules
    >>> is_reopened(Rules(), acted=True, acted_seq=1, acted_level=20, acted_raise=20,
    ...             reopen_seq=1, current_bet=30)
    False
    """
    return reopening(
        rules,
        acted=acted,
        acted_seq=acted_seq,
        acted_level=acted_level,
        acted_raise=acted_raise,
        reopen_seq=reopen_seq,
        current_bet=current_bet,
    ).is_open


def is_capped(
    rules: Rules, *, bets: int, round_players: int, betting: int, cap_reached_with: int
) -> bool:
    """True when a bet and `raise_cap` raises have been made and no heads-up exception applies.

    `heads_up_uncapped: round-start` lifts the cap for a round that began heads-up;
    `any-time` lifts it once two players are left, unless the cap was reached with more in
    the hand (Robert's Rules, Betting and Raising 4).  The counts are of players betting
    (`round_players` at the round's start, `betting` now, `cap_reached_with` when the cap was
    reached): not folded and not all-in, for the cap holds only "for a pot involving three or
    more players who are not all-in" (Betting and Raising 3; seed 000: "only two players
    betting in the round"): a third player all-in leaves the other two heads-up.

    >>> from floorcli.profiles.settings import Rules
    >>> is_capped(Rules(raise_cap=3), bets=4, round_players=3, betting=3, cap_reached_with=3)
    True
    >>> is_capped(Rules(raise_cap=3), bets=3, round_players=3, betting=3, cap_reached_with=0)
    False
    """
    cap = rules.raise_cap
    if cap is None or bets < 1 + cap:
        return False
    heads_up = rules.heads_up_uncapped
    if heads_up is HeadsUpUncapped.ROUND_START and round_players <= 2:
        return False
    return not (heads_up is HeadsUpUncapped.ANY_TIME and betting <= 2 and cap_reached_with <= 2)


class RaiseKind(StrEnum):
    """What a legal bet or raise does to the betting."""

    FULL = "full"
    """A full bet or raise, or any bet that is not all-in: re-opens the betting."""
    CUMULATIVE = "cumulative"
    """Short all-ins that add up to a full raise (`cumulative_allins`)."""
    HALF = "half"
    """At least half a full raise under `incomplete_raise: half-bet`: counts as a raise."""
    SHORT = "short"
    """An all-in for less: the betting is not re-opened."""


class RaiseEffect(NamedTuple):
    """What a bet or raise to `to` is and does (a named tuple: the fast lane makes one a wager).

    `over` is how much it goes over the bet it faced, `over_full` over the last full bet,
    `measured` the amount held against the full raise `need` (`over`, or `over_full` when short
    all-ins add up), `completes` a completion of a sub-minimum blind or bring-in (an all-in
    too), `counted` whether it counts toward the raise cap; then the round's counters after it.
    """

    kind: RaiseKind
    to: int
    over: int
    over_full: int
    measured: int
    need: int
    completes: bool
    counted: bool
    reopen_seq: int
    bets: int
    last_full_raise: int
    full_bet_level: int

    @property
    def reopens(self) -> bool:
        """Whether the betting is re-opened to players who have already acted."""
        return self.kind is not RaiseKind.SHORT


def raise_effect(
    rules: Rules,
    *,
    to: int,
    all_in: bool,
    current_bet: int,
    full_bet_level: int,
    last_full_raise: int,
    reopen_seq: int,
    bets: int,
) -> RaiseEffect:
    """Classify a legal bet or raise to `to` and give the round's counters after it.

    A bet or raise of at least the last full raise re-opens the betting (TDA 2024 Rule 47);
    an all-in for less does not, unless `cumulative_allins` adds it to earlier short all-ins
    to make a full raise over the last full bet, or `incomplete_raise: half-bet` and it is at
    least half a full raise.  In fixed limit an all-in that reaches one bet over the last full
    bet is that full raise, whatever it went over (issue 12, hand 4: 10 -> short 15 -> 20).
    Over a blind or bring-in smaller than the bet (no full bet yet) an all-in is measured
    from zero: under the half-bet rule an all-in to 7 over a bring-in of 3 in a 10 game is at
    least half the bet, so it counts as the completion (Robert's Rules, half-bet rule).

    Seed 000, Incomplete bet (full bet rule): a bet of 20, then an all-in to 30 (10 over,
    less than the full bet of 20): short, so the bet is 30 but the full bet stays 20.

    >>> from floorcli.profiles.settings import Rules
    >>> effect = raise_effect(Rules(blinds=(1, 2)), to=30, all_in=True, current_bet=20,
    ...                       full_bet_level=20, last_full_raise=20, reopen_seq=1, bets=1)
    >>> effect.kind, effect.reopens, effect.over, effect.full_bet_level, effect.bets
    (<RaiseKind.SHORT: 'short'>, False, 10, 20, 1)
    """
    own = to - current_bet
    over_full = to - full_bet_level
    need = last_full_raise
    fixed = rules.structure is _FIXED_LIMIT
    completes = fixed and current_bet > 0 and full_bet_level == 0 and to == need
    cumulative_basis = rules.min_raise_basis is _CUMULATIVE_BASIS
    cumulative_allins = rules.cumulative_allins
    # Each result is built in field order, not by keyword (the fast lane makes one a wager, and
    # keywords double the cost of a twelve-field tuple): kind, to, over, over_full, measured,
    # need, completes, counted, then the counters reopen_seq, bets, last_full_raise,
    # full_bet_level.  Callers read it back by name.
    seq, more = reopen_seq + 1, bets + 1
    if not all_in or own >= need or (fixed and over_full >= need):
        lfr = need if fixed else over_full if cumulative_basis else own
        return RaiseEffect(
            _FULL, to, own, over_full, own, need, completes, True, seq, more, lfr, to
        )
    if cumulative_allins and over_full >= need:
        lfr = over_full if cumulative_basis and not fixed else need
        return RaiseEffect(
            _CUMULATIVE,
            to,
            own,
            over_full,
            over_full,
            need,
            completes,
            True,
            reopen_seq,
            more,
            lfr,
            to,
        )
    if rules.incomplete_raise is _HALF_BET and (
        2 * own >= need or ((cumulative_allins or full_bet_level == 0) and 2 * over_full >= need)
    ):
        half = own if 2 * own >= need else over_full
        done = completes or (current_bet > 0 and half == to)  # from nothing: completes the bet
        return RaiseEffect(_HALF, to, own, over_full, half, need, done, True, seq, more, need, to)
    counted = rules.short_allin_counts_toward_cap and rules.raise_cap is not None and own > 0
    return RaiseEffect(
        _SHORT,
        to,
        own,
        over_full,
        own,
        need,
        completes,
        counted,
        reopen_seq,
        more if counted else bets,
        need,
        full_bet_level,
    )


# Plain globals for the enum members the fast lane reads on every wager (a class attribute
# lookup on an enum costs more than the arithmetic around it).
_FULL, _CUMULATIVE, _HALF, _SHORT = RaiseKind
_FIXED_LIMIT, _SPREAD_LIMIT = Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT
_CUMULATIVE_BASIS, _HALF_BET = MinRaiseBasis.CUMULATIVE, IncompleteRaise.HALF_BET
