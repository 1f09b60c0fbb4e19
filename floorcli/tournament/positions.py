"""Where the next hand's button and blinds fall at a table, and the worst position.

Tournaments play a dead button (TDA 2024 Rule 32): each hand the big blind moves forward one
player, the small blind is due from last hand's big blind seat and the button goes to last
hand's small blind seat, whether or not those seats are still filled.  Balancing (Rule 11-A)
and breaking (Rules 10-A, 8-A) both ask the same question of it: for a seat at this table,
what will its player do next hand?
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from floorcli.model.seats import clockwise, is_between
from floorcli.tournament.room import RoomTable

__all__ = ["NextHand", "Role", "WorstSeat", "next_big_blind", "next_hand", "role_of", "worst_seat"]


@dataclass(frozen=True, slots=True, kw_only=True)
class NextHand:
    """The next hand's button, small blind and big blind seats (the first two may be empty
    seats: a dead button, no small blind)."""

    button: int
    small_blind: int
    big_blind: int


class Role(StrEnum):
    """What a seat's player does on the next hand."""

    BIG_BLIND = "big blind"
    SMALL_BLIND = "small blind"
    BUTTON = "button"
    DEALT_IN = "dealt in"
    WAITS = "waits for the button"


def next_big_blind(table: RoomTable) -> int:
    """The seat of the player who is big blind next: the first player clockwise after last
    hand's big blind (the big blind moves forward one player, Rule 32).

    >>> from floorcli.tournament.room import Player
    >>> t = RoomTable(number=1, seats={s: Player(name=f"P{s}") for s in (1, 2, 5, 7)},
    ...               button=1, small_blind=2, big_blind=3)
    >>> next_big_blind(t)
    5
    """
    assert table.big_blind is not None and table.seats
    return clockwise(table.seats, after=table.big_blind)[0]


def next_hand(table: RoomTable) -> NextHand:
    """The next hand at `table` under the dead button (Rule 32)."""
    assert table.small_blind is not None and table.big_blind is not None
    return NextHand(
        button=table.small_blind, small_blind=table.big_blind, big_blind=next_big_blind(table)
    )


def role_of(table: RoomTable, seat: int) -> Role:
    """What the player in `seat` does on the next hand: a blind, the button, dealt in, or
    (a seat between the button and the small blind) waits until the button passes (TDA 2024
    Rules 8-A and 10-A: dealt in except between the small blind and the button)."""
    upcoming = next_hand(table)
    if seat == upcoming.big_blind:
        return Role.BIG_BLIND
    if seat == upcoming.small_blind:
        return Role.SMALL_BLIND
    if seat == upcoming.button:
        return Role.BUTTON
    if is_between(seat, after=upcoming.button, before=upcoming.small_blind):
        return Role.WAITS
    return Role.DEALT_IN


@dataclass(frozen=True, slots=True, kw_only=True)
class WorstSeat:
    """The worst open seat at a table and why: `hands` is how many hands its player plays
    before posting the big blind (0: the big blind next hand)."""

    seat: int
    hands: int
    why: str


def worst_seat(table: RoomTable, *, size: int) -> WorstSeat | None:
    """The worst open seat at `table` for a player moved in to balance (TDA 2024 Rule 11-A):
    the open seat that posts the big blind soonest, never the small blind.

    That is the first open seat clockwise after last hand's big blind.  When no player sits
    between them, the moved player is the big blind next hand (the big blind moves forward
    one player, to them); a single big blind, with no small blind, when last hand's big blind
    has gone.  Last hand's big blind seat itself is never chosen: under the dead button it is
    the next small blind (Rule 32).  None when the table has no open seat but that one.

    >>> from floorcli.tournament.room import Player
    >>> t = RoomTable(number=1, seats={s: Player(name=f"P{s}") for s in (1, 2, 3, 6, 7)},
    ...               button=1, small_blind=2, big_blind=3)
    >>> worst_seat(t, size=7).seat
    4
    """
    assert table.big_blind is not None
    bb = table.big_blind
    open_seats = [
        s for s in clockwise(range(1, size + 1), after=bb) if s not in table.seats and s != bb
    ]
    if not open_seats:
        return None
    seat = open_seats[0]
    before = sum(1 for s in table.seats if is_between(s, after=bb, before=seat))
    if before == 0:
        single = (
            f"; seat {bb}, last hand's big blind, is open, so it is a single big blind with no "
            "small blind"
            if bb not in table.seats
            else ""
        )
        why = (
            f"seat {seat} is the big blind next hand: it is the first open seat after last "
            f"hand's big blind (seat {bb}) and the big blind moves forward one player{single}"
        )
    else:
        hands = "hand" if before == 1 else "hands"
        why = (
            f"seat {seat} is the open seat nearest after last hand's big blind (seat {bb}): "
            f"its player posts the big blind after {before} more {hands}"
        )
    return WorstSeat(seat=seat, hands=before, why=why)
