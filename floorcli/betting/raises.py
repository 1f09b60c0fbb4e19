"""Raise sizes, re-opening and raise caps as pure functions of chip counts: no `State`.

Like `floorcli.betting.potlimit`, nothing here knows a hand's state.  `floorcli.engine.options` and
`floorcli.engine.voluntary` call these with a `State`'s numbers and put the words around them, and
`floorcli.audit.fastlane` (the audit's fast lane) calls them with its own counters, so the engine's
rulings and the fast lane decide the minimum raise, re-opening and caps with the same code.
"""

from __future__ import annotations

from typing import NamedTuple

from floorcli.profiles.settings import (
    HeadsUpUncapped,
    IncompleteRaise,
    MinRaiseBasis,
    Rules,
    Structure,
)

__all__ = [
    "RaiseEffect",
    "is_capped",
    "is_reopened",
    "min_raise_to",
    "raise_effect",
    "reopen_need",
]


def min_raise_to(
    rules: Rules, *, unit: int, current_bet: int, last_full_raise: int, full_bet_level: int
) -> int:
    """The smallest legal bet or raise-to (before the all-in cap).

    Fixed limit: one bet of the round (`unit`) over the last full bet.  Otherwise the minimum
    bet when nobody has bet, else the bet plus the last full raise (TDA 2024 Rule 40; spread
    limit: at least the previous bet or raise).

    Seed 000, Betting (no-limit): a $5 bet re-raised by $7 to $12; the next re-raise is
    to at least 12 + 7 = 19.

    >>> from floorcli.profiles.settings import Rules
    >>> min_raise_to(Rules(blinds=(1, 2)), unit=2, current_bet=12, last_full_raise=7,
    ...              full_bet_level=12)
    19
    >>> min_raise_to(Rules(blinds=(1, 2)), unit=2, current_bet=0, last_full_raise=2,
    ...              full_bet_level=0)
    2
    """
    structure = rules.structure
    if structure is Structure.FIXED_LIMIT:
        return full_bet_level + unit
    spread = rules.spread if structure is Structure.SPREAD_LIMIT else None
    if current_bet == 0:
        return spread[0] if spread else rules.opening_bet
    if spread:
        return current_bet + max(last_full_raise, spread[0])
    return current_bet + last_full_raise


def reopen_need(rules: Rules, acted_raise: int) -> int:
    """What a player who already acted must face to be re-opened: the full raise they faced
    when they acted, or half of it under `incomplete_raise: half-bet` (rounded up).

    >>> reopen_need(Rules(), 20), reopen_need(Rules(incomplete_raise=IncompleteRaise.HALF_BET), 25)
    (20, 13)
    """
    if rules.incomplete_raise is IncompleteRaise.HALF_BET:
        return (acted_raise + 1) // 2
    return acted_raise


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
    """Whether the betting is open to a player (TDA 2024 Rule 47-A: per player).

    It is open to a player who has not acted this round, or who has since faced a bet or
    raise that re-opened the betting, or (with `cumulative_allins`) who faces at least a full
    raise over their own action made up of short all-ins.

    Seed 000, Incomplete bet (full bet rule): the opener bet 20 and faces an all-in to 30
    (10 more, less than the full bet of 20): the betting is not re-opened to them.

    >>> from floorcli.profiles.settings import Rules
    >>> is_reopened(Rules(), acted=True, acted_seq=1, acted_level=20, acted_raise=20,
    ...             reopen_seq=1, current_bet=30)
    False
    """
    if not acted or reopen_seq > acted_seq:
        return True
    need = reopen_need(rules, acted_raise)
    return rules.cumulative_allins and current_bet - acted_level >= need > 0


def is_capped(
    rules: Rules, *, bets: int, round_players: int, in_hand: int, cap_reached_with: int
) -> bool:
    """True when a bet and `raise_cap` raises have been made and no heads-up exception applies.

    `heads_up_uncapped: round-start` lifts the cap for a round that began heads-up;
    `any-time` lifts it once two players are left, unless the cap was reached with more in
    the hand (Robert's Rules, Betting and Raising 4).

    >>> from floorcli.profiles.settings import Rules
    >>> is_capped(Rules(raise_cap=3), bets=4, round_players=3, in_hand=3, cap_reached_with=3)
    True
    >>> is_capped(Rules(raise_cap=3), bets=3, round_players=3, in_hand=3, cap_reached_with=0)
    False
    """
    cap = rules.raise_cap
    if cap is None or bets < 1 + cap:
        return False
    heads_up = rules.heads_up_uncapped
    if heads_up is HeadsUpUncapped.ROUND_START and round_players == 2:
        return False
    return not (heads_up is HeadsUpUncapped.ANY_TIME and in_hand == 2 and cap_reached_with <= 2)


class RaiseEffect(NamedTuple):
    """What a bet or raise to `to` does to the round's counters.

    `kind` is ``full`` (a full bet or raise, or any bet that is not all-in), ``cumulative``
    (short all-ins that add up to a full raise), ``half`` (`incomplete_raise: half-bet`) or
    ``short`` (an all-in for less: the betting is not re-opened).
    """

    kind: str
    reopen_seq: int
    bets: int
    last_full_raise: int
    full_bet_level: int

    @property
    def reopens(self) -> bool:
        return self.kind != "short"


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
    least half a full raise.

    Seed 000, Incomplete bet (full bet rule): a bet of 20, then an all-in to 30 (10 over,
    less than the full bet of 20): short, so the bet is 30 but the full bet stays 20.

    >>> from floorcli.profiles.settings import Rules
    >>> raise_effect(Rules(blinds=(1, 2)), to=30, all_in=True, current_bet=20,
    ...              full_bet_level=20, last_full_raise=20, reopen_seq=1, bets=1)
    RaiseEffect(kind='short', reopen_seq=1, bets=1, last_full_raise=20, full_bet_level=20)
    """
    own = to - current_bet
    over_full = to - full_bet_level
    need = last_full_raise
    fixed = rules.structure is Structure.FIXED_LIMIT
    cumulative_basis = rules.min_raise_basis is MinRaiseBasis.CUMULATIVE
    cumulative_allins = rules.cumulative_allins
    individual = own >= need or (not cumulative_allins and full_bet_level == 0 and to >= need)
    if not all_in or individual:
        lfr = need if fixed else over_full if cumulative_basis else own
        return RaiseEffect("full", reopen_seq + 1, bets + 1, lfr, to)
    if cumulative_allins and over_full >= need:
        lfr = over_full if cumulative_basis and not fixed else need
        return RaiseEffect("cumulative", reopen_seq, bets + 1, lfr, to)
    half = rules.incomplete_raise is IncompleteRaise.HALF_BET and (
        2 * own >= need or (cumulative_allins and 2 * over_full >= need)
    )
    if half:
        return RaiseEffect("half", reopen_seq + 1, bets + 1, need, to)
    counts = rules.short_allin_counts_toward_cap and rules.raise_cap is not None and own > 0
    return RaiseEffect("short", reopen_seq, bets + 1 if counts else bets, need, full_bet_level)
