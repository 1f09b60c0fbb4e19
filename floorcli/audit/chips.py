"""The audit's chip check: can the finishing stacks PHH gives come from the end of the replay?

Chips are conserved, every stack is a whole number of chips, and the pots of the final state
can be shared among their eligible players so as to give exactly the finishing stacks (see
`distributable`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from floorcli.audit.flow import FlowNetwork
from floorcli.betting.pots import Pot

if TYPE_CHECKING:
    from floorcli.audit.results import FileResult
    from floorcli.engine.state import Player


def chip_problem(
    players: Sequence[Player], finishing: Sequence[float], seats: Sequence[Any]
) -> tuple[list[float], list[float], str] | None:
    """None when the finishing stacks can come from the players at the end; else why not.

    `finishing` is in PHH order (seat order here, as the reader numbers seats ascending
    by position).  Returns (expected, stacks before the pots are awarded, reason).
    """
    from floorcli.answers.pots import pots_of_players  # the engine's hands only

    order = [s.seat for s in seats]
    index = {p.seat: p for p in players}
    behind = [index[s].stack + index[s].reserve for s in order]
    start = sum(p.starting_stack for p in players)
    return chips_problem(order, behind, start, lambda: pots_of_players(players), finishing)


def chips_problem(
    order: Sequence[int],
    behind: Sequence[int],
    start: int,
    pots: Callable[[], Sequence[Pot]],
    finishing: Sequence[float],
) -> tuple[list[float], list[float], str] | None:
    """`chip_problem` from the chips alone: seats in order, their chips behind at the end,
    the chips at the start, and the pots (asked for only when needed)."""
    total = sum(finishing)
    if abs(total - start) > 1e-6:
        reason = f"chips not conserved: {start} at the start, {total:g} at the end"
        return _problem(finishing, behind, reason)
    if not all(map(float.is_integer, map(float, finishing))):
        reason = (
            "a finishing stack is not a whole number of chips (a split pot's odd chip was halved)"
        )
        return _problem(finishing, behind, reason)
    won: dict[int, float] = {}
    for seat, end, chips in zip(order, finishing, behind, strict=True):
        won[seat] = gained = end - chips
        if gained < -1e-9:
            reason = f"seat {seat} finishes with less than it had behind after the betting"
            return _problem(finishing, behind, reason)
    if not distributable(pots(), won):
        reason = "the pots cannot be shared among their eligible players to give these stacks"
        return _problem(finishing, behind, reason)
    return None


def _problem(
    finishing: Sequence[float], behind: Sequence[int], reason: str
) -> tuple[list[float], list[float], str]:
    """What `chips_problem` reports: the stacks PHH gives, the chips behind, why not."""
    return list(finishing), [float(b) for b in behind], reason


def distributable(pots: Sequence[Pot], won: dict[int, float]) -> bool:
    """Whether each pot can be split among its eligible seats so that seat s gets `won[s]`.

    A transportation problem, solved as a maximum flow (`floorcli.audit.flow`): source ->
    each pot (its chips) -> each eligible seat -> sink (what the seat won).  With the totals
    equal, a split exists exactly when the whole of the pots can flow (Gale's supply-demand
    theorem); polynomial in the pots and seats, so a 100-player all-in hand is checked at once.

    >>> from floorcli.betting.pots import Pot
    >>> pots = [Pot(amount=30, eligible=(1, 2)), Pot(amount=10, eligible=(1,))]
    >>> distributable(pots, {1: 10, 2: 30})
    True
    >>> distributable(pots, {1: 0, 2: 40})
    False
    """
    if len(pots) == 1:  # most hands: every winner may win the one pot, if the totals agree
        (pot,) = pots
        eligible = pot.eligible
        if abs(pot.amount - sum(won.values())) > 1e-6:
            return False
        # A loop, not `any` over a generator (twice the cost): the audit checks every hand.
        for seat, w in won.items():  # noqa: SIM110
            if w > 1e-9 and seat not in eligible:
                return False
        return True
    total = sum(p.amount for p in pots)
    if abs(total - sum(won.values())) > 1e-6:
        return False
    eligible_all = {s for p in pots for s in p.eligible}
    if any(w > 1e-9 and s not in eligible_all for s, w in won.items()):
        return False
    if any(not float(w).is_integer() for w in won.values()):
        return False  # chips are whole (the caller has refused half chips already)
    seats = sorted(eligible_all)
    node = {seat: 1 + len(pots) + k for k, seat in enumerate(seats)}
    sink = 1 + len(pots) + len(seats)
    net = FlowNetwork(sink + 1)
    for k, pot in enumerate(pots, start=1):
        net.add(0, k, pot.amount)
        for seat in pot.eligible:
            net.add(k, node[seat], pot.amount)
    for seat in seats:
        net.add(node[seat], sink, int(won.get(seat, 0)))
    return net.max_flow(0, sink) == total


# ---------------------------------------------------------------- records


def chip_result(
    result: FileResult, game: Any, problem: tuple[list[float], list[float], str] | None
) -> None:
    result.chip_checked += 1
    if problem is not None:
        expected, actual, reason = problem
        result.chip_mismatches.append(_mismatch(game, expected, actual, reason))


def chip_unchecked(result: FileResult, game: Any, behind: Sequence[float]) -> None:
    """A hand whose `finishing_stacks` cannot be checked as written (`"lost"`, one stack
    short): a chip mismatch with the reason, never a check skipped without a word."""
    result.chip_mismatches.append(_mismatch(game, None, behind, game.finishing_problem))


def _mismatch(
    game: Any, finishing: Sequence[float] | None, behind: Sequence[float], reason: str
) -> dict[str, Any]:
    """A `chip_mismatches` record: `expected` and `actual` (the pinned keys: the file's
    finishing stacks and the stacks before the pots are awarded), and the same two under
    names that say which is which, in seat order as the file lists them."""
    after = None if finishing is None else [_number(v / game.scale) for v in finishing]
    before = [_number(v / game.scale) for v in behind]
    return {
        "file": game.file,
        "hand": game.name,
        "expected": after,
        "actual": before,
        "finishing_stacks": after,
        "stacks_before_award": before,
        "reason": reason,
    }


def _number(value: float) -> float | int:
    return int(value) if float(value).is_integer() else value


__all__ = ["chip_problem", "chip_result", "chip_unchecked", "chips_problem", "distributable"]
