"""A betting round: its opening level, whose turn it is, when it closes, and the cap mark.

The engine (`floorcli.engine.turns`, `floorcli.engine.deal`) and the audit's fast lane
(`floorcli.audit.counters`) both move the action with these functions; neither keeps its own
copy.  They take plain values: players are positions in seat order, and a round is read from
four lists indexed by them (`folded`, `stack` = chips behind, `bet` = this round's bet,
`acted` = has acted this round), the current bet, and `able`, how many players are still in
with chips behind.  The lane passes its own lists (it plays ~20,000 hands a second, so nothing
here builds an object per action); the engine builds them from its players.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from floorcli.betting.stakes import bet_to_match
from floorcli.model.seats import circle_from
from floorcli.profiles.choices import Structure
from floorcli.profiles.settings import Rules

__all__ = [
    "Levels",
    "betting_is_over",
    "cap_mark",
    "clockwise_table",
    "following",
    "needs_to_act",
    "next_actor",
    "opening_level",
    "opening_levels",
    "to_match",
]


def opening_level(rules: Rules, *, early: bool) -> int:
    """The smallest opening bet of a round: fixed limit, the small bet on the `early` rounds
    and the big bet after (the opening bet when they are not set); spread limit, the spread's
    low end; otherwise the opening bet.

    >>> opening_level(Rules(blinds=(1, 2), structure=Structure.FIXED_LIMIT,
    ...                     small_bet=2, big_bet=4), early=False)
    4
    """
    if rules.structure is Structure.FIXED_LIMIT:
        size = rules.small_bet if early else rules.big_bet
        return size if size is not None else rules.opening_bet
    if rules.structure is Structure.SPREAD_LIMIT and rules.spread:
        return rules.spread[0]
    return rules.opening_bet


class Levels(NamedTuple):
    """The betting of the first round once the blinds are in."""

    current_bet: int
    """The bet to call: the big blind (a kill blind when larger)."""
    last_full_raise: int
    """The size a raise must match to be full."""
    full_bet_level: int
    """The last full bet: the big blind, or 0 in fixed limit when it is short of a bet."""
    bets: int
    """Bets made towards a raise cap: the big blind is the first when it is a full bet."""


def opening_levels(rules: Rules, big: int) -> Levels:
    """The first round's levels after a big blind of `big`: in fixed limit a blind smaller
    than the bet is no full bet (a raise to the bet completes it), elsewhere the big blind is
    the bet and a raise is at least the blind or the opening bet, whichever is larger.

    >>> opening_levels(Rules(blinds=(50, 100)), 100)
    Levels(current_bet=100, last_full_raise=100, full_bet_level=100, bets=1)
    """
    opening = opening_level(rules, early=True)
    if rules.structure is Structure.FIXED_LIMIT:
        full = big if big >= opening else 0
        return Levels(big, opening, full, 1 if full else 0)
    return Levels(big, max(big, opening), big, 1 if big else 0)


@functools.lru_cache(maxsize=64)
def clockwise_table(n: int) -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    """For each of `n` players in seat order: everyone clockwise from their left, themselves
    last (who may act after them), and the others in seat order (whom a raise is against).

    >>> clockwise_table(3)
    (((1, 2, 0), (2, 0, 1), (0, 1, 2)), ((1, 2), (0, 2), (0, 1)))
    """
    after = tuple(tuple(circle_from(n, i + 1)) for i in range(n))
    others = tuple(tuple(j for j in range(n) if j != i) for i in range(n))
    return after, others


def following(n: int, after: int, round_order: Sequence[int] = ()) -> Sequence[int]:
    """The players in turn after player `after`, themselves last: clockwise, or round the
    `round_order` when the round has one (a kill blind that acts last).

    >>> following(4, 1), following(4, 1, (0, 2, 1, 3))
    ([2, 3, 0, 1], [3, 0, 2, 1])
    """
    if round_order:
        start = list(round_order).index(after) + 1
        return [round_order[k] for k in circle_from(len(round_order), start)]
    return circle_from(n, after + 1)


def to_match(
    i: int,
    folded: Sequence[bool],
    stack: Sequence[int],
    bet: Sequence[int],
    current_bet: int,
    able: int,
) -> int:
    """The bet player `i` must match: the current bet while another player still in has chips
    behind, else the largest bet of the others still in (`stakes.bet_to_match`).

    >>> to_match(0, [False, False], [50, 0], [100, 300], 500, 1)  # one all-in for 300
    300
    """
    if able - (1 if stack[i] > 0 and not folded[i] else 0) > 0:
        return current_bet
    rest = ((bet[j], stack[j]) for j in range(len(bet)) if j != i and not folded[j])
    return bet_to_match(current_bet, rest)


def needs_to_act(
    i: int,
    folded: Sequence[bool],
    stack: Sequence[int],
    bet: Sequence[int],
    acted: Sequence[bool],
    current_bet: int,
    able: int,
) -> bool:
    """Whether player `i` still has a decision this round: in the hand with chips behind, and
    short of the bet to match, or not yet acted while someone else could answer a bet.

    >>> needs_to_act(0, [False, False], [50, 50], [2, 2], [False, True], 2, 2)
    True
    """
    if folded[i] or not stack[i]:
        return False
    if bet[i] < (current_bet if able > 1 else to_match(i, folded, stack, bet, current_bet, able)):
        return True
    return not acted[i] and able > 1


def next_actor(
    turns: Iterable[int],
    folded: Sequence[bool],
    stack: Sequence[int],
    bet: Sequence[int],
    acted: Sequence[bool],
    current_bet: int,
    able: int,
) -> int | None:
    """The first of `turns` (`following` the last to act) with a decision, or None: the round
    is closed (everyone has acted and matched the bet, or nobody is left to bet).

    >>> next_actor([1, 2, 0], [False, False, True], [9, 9, 9], [2, 2, 0], [False, True, True],
    ...            2, 2)  # 1 called, 2 folded: 0, the big blind, has the option
    0
    """
    if able > 1:  # `needs_to_act` with the current bet to match, written out (the lane's hot path)
        for j in turns:
            if not folded[j] and stack[j] and (bet[j] < current_bet or not acted[j]):
                return j
        return None
    for j in turns:
        if needs_to_act(j, folded, stack, bet, acted, current_bet, able):
            return j
    return None


def betting_is_over(*, last_street: bool, able: int) -> bool:
    """Whether a closed round ends the betting of the hand (showdown next): it was the last
    street's, or at most one player still in has chips behind (nobody to bet against).

    >>> betting_is_over(last_street=False, able=1)
    True
    """
    return last_street or able <= 1


def cap_mark(
    raise_cap: int | None, *, bets: int, cap_reached_with: int, betting: int, capper_all_in: bool
) -> int:
    """How many players were betting (not all-in) when the round's raise cap was reached, the
    player whose raise reached it counted even when it put them all-in; once marked the mark
    stays for the round (`raises.is_capped` reads it for the heads-up exception).

    >>> cap_mark(3, bets=4, cap_reached_with=0, betting=2, capper_all_in=True)
    3
    """
    if cap_reached_with or raise_cap is None or bets < 1 + raise_cap:
        return cap_reached_with
    return betting + (1 if capper_all_in else 0)
