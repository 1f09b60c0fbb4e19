"""A tournament room between hands: its tables, their seats and players, and the house's
balancing and breaking procedures.  Values only; `floorcli.tournament.roomfile` reads them.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum

__all__ = ["MoveFrom", "Player", "Room", "RoomGame", "RoomTable"]


class RoomGame(StrEnum):
    """The game the room plays, for the balancing rule (TDA 2024 Rule 11-A)."""

    FLOP = "flop"
    MIXED = "mixed"
    STUD = "stud"


class MoveFrom(StrEnum):
    """The house's predetermined procedure for the table a player moves from (Rule 11-C)."""

    BREAK_ORDER = "break-order"
    TABLE_NUMBER = "table-number"
    LIST = "list"


@dataclass(frozen=True, slots=True, kw_only=True)
class Player:
    """A seated player: the name, and the chips when the room gives them."""

    name: str
    stack: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class RoomTable:
    """One table after its last hand: who sits where, and that hand's button and blinds.

    `button`, `small_blind` and `big_blind` are the seats of the hand just played (a seat may
    be empty since: a bust); a stud table has none.  `opened` lists empty seats in the order
    their players left (stud balancing fills the last one first, Rule 11-A).
    """

    number: int
    seats: dict[int, Player]
    line: int = 0
    button: int | None = None
    small_blind: int | None = None
    big_blind: int | None = None
    opened: tuple[int, ...] = ()

    @property
    def count(self) -> int:
        """Players at the table."""
        return len(self.seats)

    def seated(self, seat: int, player: Player) -> RoomTable:
        """The table with `player` in the empty `seat`."""
        assert seat not in self.seats, f"seat {seat} of table {self.number} is taken"
        return replace(self, seats={**self.seats, seat: player})

    def without(self, seat: int) -> RoomTable:
        """The table with `seat` emptied."""
        rest = {s: p for s, p in self.seats.items() if s != seat}
        return replace(self, seats=rest, opened=(*self.opened, seat))


@dataclass(frozen=True, slots=True, kw_only=True)
class Room:
    """Every table of the tournament and the house's procedures.

    `table_seats`: seats per table (numbered 1 to it).  `balance_within`: tables may differ
    by at most this many players.  `move_from` (with `move_order` for a written list): which
    full table a player moves from (Rule 11-C).  `break_order`: the order tables break,
    set in advance (Rule 10; WSOP 2026 Tournament Rule 66).
    """

    file: str
    game: RoomGame
    table_seats: int
    balance_within: int
    move_from: MoveFrom
    move_order: tuple[int, ...] = ()
    break_order: tuple[int, ...] = ()
    tables: dict[int, RoomTable] = field(default_factory=dict)

    def with_table(self, table: RoomTable) -> Room:
        """The room with `table` replacing the table of its number."""
        return replace(self, tables={**self.tables, table.number: table})
