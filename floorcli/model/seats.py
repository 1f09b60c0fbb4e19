"""Seats around the table: clockwise order from a seat, and who posts the blinds.

Seats are numbered clockwise, so "clockwise from seat 3" is the higher seat numbers first, then
round to the lowest.  Every part of floorcli that walks the ring (the engine's order of action,
the odd chip, the session's button and blinds) uses `clockwise`; the engine, the audit's fast
lane and the session's hand files all take the blind posters from `blind_posters`.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

__all__ = [
    "SeatSpec",
    "blind_posters",
    "circle_from",
    "clockwise",
    "clockwise_positions",
    "is_between",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatSpec:
    """A seat at the start of the hand: its number, its chips and, if given, the player's name."""

    seat: int
    stack: int
    name: str | None = None


def clockwise(seats: Iterable[int], *, after: int) -> list[int]:
    """The distinct `seats` clockwise, starting with the first one after seat `after`.

    `after` need not be among the seats; when it is, it comes last.

    >>> clockwise([1, 3, 5, 6], after=3)
    [5, 6, 1, 3]
    >>> clockwise([1, 3, 5, 6], after=4)
    [5, 6, 1, 3]
    """
    ordered = sorted(set(seats))
    cut = bisect_right(ordered, after)
    return ordered[cut:] + ordered[:cut]


def clockwise_positions(seats: Sequence[int], *, after: int) -> list[int]:
    """Positions in `seats` (ascending and distinct, as a hand's players are) clockwise,
    starting with the first seat after seat `after`: `clockwise` by position, in one pass.

    >>> clockwise_positions([1, 3, 5, 6], after=3)
    [2, 3, 0, 1]
    """
    return circle_from(len(seats), bisect_right(seats, after))


def circle_from(n: int, first: int) -> list[int]:
    """The positions of `n` places round a circle (players in seat order: clockwise), starting
    at position `first` (0 to `n`; `n` is 0 again).  Every clockwise turn of the engine and the
    audit goes round with this one function: after position `i` is ``circle_from(n, i + 1)``.

    >>> circle_from(4, 2), circle_from(4, 4)
    ([2, 3, 0, 1], [0, 1, 2, 3])
    """
    return [*range(first, n), *range(first)]


def is_between(seat: int, *, after: int, before: int) -> bool:
    """True when `seat` is strictly clockwise after seat `after` and before seat `before`.

    When `after` and `before` are the same seat, every other seat is between them.

    >>> is_between(1, after=5, before=2), is_between(5, after=5, before=2)
    (True, False)
    >>> is_between(3, after=1, before=1)
    True
    """
    span = 1 << 20
    distance = (before - after) % span or span
    return 0 < (seat - after) % span < distance


def blind_posters(
    seats: Iterable[int], *, button: int, count: int, button_blind: bool = False
) -> list[int]:
    """The seats that post `count` blinds, smallest blind first.

    The blinds are posted clockwise from the player left of the button (who may sit on an
    empty seat).  Heads-up the button posts the small blind (TDA 2024 Rule 34); with
    `button_blind` the button posts the first blind and the players after it the rest.

    >>> blind_posters([1, 3, 5, 6], button=3, count=2)
    [5, 6]
    >>> blind_posters([2, 7], button=7, count=2), blind_posters([2, 7], button=4, count=2)
    ([7, 2], [7, 2])
    >>> blind_posters([1, 3, 5, 6], button=3, count=2, button_blind=True)
    [3, 5]
    """
    order = clockwise(seats, after=button)
    if len(order) == 2 and button in order:
        posters = [button, order[0]]
    elif button_blind and button in order:
        posters = [button, *order[:-1]]
    else:
        posters = order
    return posters[:count]
