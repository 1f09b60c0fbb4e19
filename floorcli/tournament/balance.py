"""Balancing tables (TDA 2024 Rule 11): which tables are short, which must halt, who moves
where.

Each move takes one player from a table with the most players to the table with the fewest,
until no two tables differ by more than the room's `balance_within`:

- the table moved from is chosen by the house's predetermined procedure (Rule 11-C; WSOP 2026
  Tournament Rule 67: the next table in the breaking order at full capacity, or the next
  numerical one);
- flop and mixed games: the player who is big blind next moves, to the worst position at the
  short table (Rule 11-A; in the stud rounds of a mixed game, the player who would be big
  blind if it were hold'em, Rule 11-B);
- stud: by position: the last seat to open at the short table is the seat filled, by the
  player in that seat's position at the full table (Rule 11-A).

Play halts on a table 3 or more players short of the table with the most players once the
blinds are affected: the big blind reaches an open seat (Rule 11-D, Illustration Addendum).
"""

from __future__ import annotations

from dataclasses import dataclass

from floorcli.errors import HandFileError
from floorcli.model.seats import clockwise
from floorcli.tournament.positions import next_big_blind, role_of, worst_seat
from floorcli.tournament.room import MoveFrom, Room, RoomGame, RoomTable

__all__ = ["BalanceReport", "Move", "TableShort", "balance", "halt_of"]

RULE_11B = "TDA 2024 Rule 11-B"
RULE_11D = "TDA 2024 Rule 11-D (Illustration Addendum)"
HALT_SHORT = 3
"""Rule 11-D: a table this many players short of the fullest table halts."""
WAIVER = " (the TD may waive the halt; a waiver is not a misdeal)"
FULL_RING = 8
"""Rule 11-D halts full-ring play; shorter formats halt at the TD's discretion (WSOP 2026
Tournament Rule 67 names 8, 9 and 10-handed events)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TableShort:
    """A table as the room stands: its players, how many short of the fullest, halted?"""

    table: int
    players: int
    short: int
    out_of_balance: bool
    halt: bool
    explanation: str
    rule: str | None


@dataclass(frozen=True, slots=True, kw_only=True)
class Move:
    """One player moved to balance: from where, to where, what they do next hand, and why."""

    move: int
    player: str
    stack: int | None
    from_table: int
    from_seat: int
    to_table: int
    to_seat: int
    position: str
    explanation: str
    rule: str


@dataclass(frozen=True, slots=True, kw_only=True)
class BalanceReport:
    """The room's tables, the moves, and the players per table once they are made."""

    tables: tuple[TableShort, ...]
    moves: tuple[Move, ...]
    after: dict[int, int]
    balanced: bool
    room: Room


def halt_of(room: Room, table: RoomTable, most: int, fullest: int) -> TableShort:
    """Does play halt on `table`? (Rule 11-D: 3 or more short of the fullest table, `most`
    players at table `fullest`, once the big blind reaches an open seat.)"""
    short = most - table.count
    halt, why = _halt(room, table, short, f"table {fullest}'s {most}")
    return TableShort(
        table=table.number,
        players=table.count,
        short=short,
        out_of_balance=short > room.balance_within,
        halt=halt,
        explanation=why,
        rule=RULE_11D if why else None,
    )


def _halt(room: Room, table: RoomTable, short: int, fullest: str) -> tuple[bool, str]:
    head = f"Table {table.number} has {table.count}, {short} short of {fullest}"
    if short < HALT_SHORT:
        return False, ""
    if room.table_seats < FULL_RING:
        return (
            False,
            f"{head}: in a {room.table_seats}-handed event halting is at the TD's discretion",
        )
    if room.game is RoomGame.STUD:
        return True, f"{head}: play halts until players are moved in{WAIVER}"
    assert table.big_blind is not None
    bb = table.big_blind
    after_bb = clockwise(range(1, room.table_seats + 1), after=bb)
    first_open = next(s for s in [bb, *after_bb] if s not in table.seats)
    if first_open == bb:
        return True, f"{head}: play halts: last hand's big blind seat {bb} is open{WAIVER}"
    if first_open == after_bb[0]:
        return True, (
            f"{head}: play halts: the big blind has reached an open seat (seat {first_open}, "
            f"the next after last hand's big blind seat {bb}){WAIVER}"
        )
    return False, (
        f"{head}: play goes on until the big blind reaches an open seat (last hand's big "
        f"blind seat {bb}; the next open seat is {first_open}), then halts"
    )


def balance(room: Room) -> BalanceReport:
    """The moves that balance `room` within `room.balance_within`, each with its rule."""
    most = max(t.count for t in room.tables.values())
    fullest = min(n for n, t in room.tables.items() if t.count == most)
    shorts = tuple(halt_of(room, room.tables[n], most, fullest) for n in sorted(room.tables))
    tables = dict(room.tables)
    moves: list[Move] = []
    while len(moves) <= sum(t.count for t in tables.values()):
        counts = {n: t.count for n, t in tables.items()}
        if max(counts.values()) - min(counts.values()) <= room.balance_within:
            break
        short = min(counts, key=lambda n: (counts[n], n))
        long, why_table = _table_moved_from(room, counts, short)
        seat_to, why_seat = _seat_filled(room, tables[short])
        seat_from, why_player = _player_moved(room, tables[long], seat_to)
        player = tables[long].seats[seat_from]
        tables[long] = tables[long].without(seat_from)
        tables[short] = tables[short].seated(seat_to, player)
        position = "-" if room.game is RoomGame.STUD else role_of(tables[short], seat_to).value
        rules = "11-A, 11-B, 11-C" if room.game is RoomGame.MIXED else "11-A, 11-C"
        moves.append(
            Move(
                move=len(moves) + 1,
                player=player.name,
                stack=player.stack,
                from_table=long,
                from_seat=seat_from,
                to_table=short,
                to_seat=seat_to,
                position=position,
                explanation=f"{why_table}. {why_player}. {why_seat}.",
                rule=f"TDA 2024 Rules {rules}; WSOP 2026 Tournament Rule 67",
            )
        )
    after = {n: tables[n].count for n in sorted(tables)}
    spread = max(after.values()) - min(after.values())
    return BalanceReport(
        tables=shorts,
        moves=tuple(moves),
        after=after,
        balanced=spread <= room.balance_within,
        room=room,
    )


def _table_moved_from(room: Room, counts: dict[int, int], short: int) -> tuple[int, str]:
    """The table a player moves from, by the house's procedure (Rule 11-C)."""
    most = max(c for n, c in counts.items() if n != short)
    full = sorted(n for n, c in counts.items() if c == most and n != short)
    listed = "" if len(full) == 1 else f": tables {', '.join(map(str, full))}"
    head = f"Table {short} is short ({counts[short]} players); of the tables with the most players"
    if room.move_from is MoveFrom.TABLE_NUMBER or len(full) == 1:
        how = "the lowest table number" if len(full) > 1 else "the only one"
        return full[0], f"{head} ({most}{listed}) a player moves from table {full[0]}, {how}"
    order = room.break_order if room.move_from is MoveFrom.BREAK_ORDER else room.move_order
    name = "break order" if room.move_from is MoveFrom.BREAK_ORDER else "house's move order"
    ranked = sorted(full, key=lambda n: (order.index(n) if n in order else len(order), n))
    shown = ", ".join(map(str, order)) if order else "none written"
    return ranked[0], (
        f"{head} ({most}{listed}) a player moves from table {ranked[0]}, the first in the "
        f"{name} ({shown})"
    )


def _seat_filled(room: Room, table: RoomTable) -> tuple[int, str]:
    """The open seat at the short table the moved player takes, and why (Rule 11-A)."""
    if room.game is RoomGame.STUD:
        last = [s for s in reversed(table.opened) if s not in table.seats]
        if last:
            return last[
                0
            ], f"Stud moves by position: seat {last[0]} opened last at table {table.number}"
        empty = [s for s in range(1, room.table_seats + 1) if s not in table.seats]
        raise HandFileError(
            f"table {table.number}: which seat opened last? Stud balancing fills it (TDA 2024 "
            f"Rule 11-A); write the open seats in the order their players left, e.g. "
            f"'opened: [{empty[0]}, {empty[-1]}]'",
            file=room.file,
            line=table.line,
        )
    worst = worst_seat(table, size=room.table_seats)
    # A short table has at least two open seats (two players fewer than a table that is at
    # most full), so one is not last hand's big blind seat.
    assert worst is not None
    return worst.seat, f"The worst position at table {table.number}: {worst.why}"


def _player_moved(room: Room, table: RoomTable, seat_to: int) -> tuple[int, str]:
    """The player who moves from the full table, and why (Rule 11-A, 11-B)."""
    if room.game is RoomGame.STUD:
        seat = clockwise(table.seats, after=seat_to - 1)[0]
        name = table.seats[seat].name
        same = "the same seat" if seat == seat_to else f"the next player after seat {seat_to}"
        return seat, f"{name} (seat {seat}) moves by position: {same} at table {table.number}"
    seat = next_big_blind(table)
    name = table.seats[seat].name
    mixed = (
        " (in a mixed game's stud rounds: the player who would be big blind in hold'em, "
        f"{RULE_11B})"
        if room.game is RoomGame.MIXED
        else ""
    )
    return seat, (
        f"{name} (seat {seat}) is the big blind next at table {table.number}{mixed}: the "
        f"first player after last hand's big blind (seat {table.big_blind})"
    )
