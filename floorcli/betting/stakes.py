"""Table stakes: what a player must match when the others are all-in, and whether anyone is
left to call a raise, as pure functions of chip counts.

A player never has to put in more than the others still in can match, and a raise needs
someone to call it.  The engine (`floorcli.engine.options`) asks these with a `State`'s
players and the audit's fast lane (`floorcli.audit.counters`) with its own counters, so both
decide with the same code.  Each takes (bet, stack) of every other player still in the hand:
their bet this round and their chips behind.
"""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["bet_to_match", "someone_can_call"]


def bet_to_match(current_bet: int, others: Iterable[tuple[int, int]]) -> int:
    """The bet a player must match: the current bet, or, when every other player still in is
    all-in (no chips behind), only the largest of their bets: nobody is left to claim more.

    >>> bet_to_match(500, [(200, 0), (300, 0)])  # two short all-ins: match the 300
    300
    >>> bet_to_match(500, [(200, 0), (500, 100)])  # a player with chips behind: the 500
    500
    """
    largest = 0
    for bet, stack in others:
        if stack > 0:
            return current_bet
        largest = max(largest, bet)
    return min(current_bet, largest)


def someone_can_call(current_bet: int, others: Iterable[tuple[int, int]]) -> bool:
    """Whether any other player still in could call a raise: chips behind, and more than the
    current bet in all.

    >>> someone_can_call(500, [(200, 0), (100, 300)])  # 100 + 300 does not pass 500
    False
    >>> someone_can_call(500, [(100, 600)])
    True
    """
    # A loop, not `any` over a generator (twice the cost): the fast lane asks on every raise.
    for bet, stack in others:  # noqa: SIM110
        if stack > 0 and bet + stack > current_bet:
            return True
    return False
