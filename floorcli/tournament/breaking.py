"""Breaking a table (TDA 2024 Rule 10): the next table in the break order, its players drawn
to open seats at the other tables by the 2-step random process.

1. The seat cards: one card per player for open seats at the other tables, the tables with
   the fewest players first so that the room stays balanced; shown to the players, then
   scrambled face down into a stack.
2. The dealer deals one playing card face up to each player (seat 1 first); the seat cards
   are dealt out in order, the first to the highest card by suit (Illustration Addendum,
   Rule 10).

Every random step follows one `random.Random(seed)`, so the seed printed with the draw
reproduces it.  A player may draw any seat, the blinds or the button included, and is dealt in
except between the small blind and the button (Rules 10-A, 8-A; WSOP 2026 Tournament Rule 66).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from floorcli.errors import FloorError
from floorcli.tournament.cards import Card, shuffled_deck
from floorcli.tournament.positions import Role, role_of
from floorcli.tournament.room import Room, RoomGame

__all__ = ["BreakReport", "Draw", "SeatCard", "break_table"]

RULE_10 = "TDA 2024 Rules 10-A, 10-B (Illustration Addendum), 8-A; WSOP 2026 Tournament Rule 66"


@dataclass(frozen=True, slots=True, kw_only=True, order=True)
class SeatCard:
    """A seat card: an open seat at another table."""

    table: int
    seat: int

    def __str__(self) -> str:
        return f"table {self.table} seat {self.seat}"


@dataclass(frozen=True, slots=True, kw_only=True)
class Draw:
    """One player of the broken table: the card dealt, the seat card won, the next hand."""

    player: str
    stack: int | None
    from_seat: int
    card: Card
    to: SeatCard
    position: Role


@dataclass(frozen=True, slots=True, kw_only=True)
class BreakReport:
    """The broken table, the seed, the seat cards as shown and as stacked, every draw."""

    table: int
    why: str
    seed: int
    seat_cards: tuple[SeatCard, ...]
    stacked: tuple[SeatCard, ...]
    draws: tuple[Draw, ...]
    after: dict[int, int]
    balanced: bool
    room: Room


def table_to_break(room: Room, table: int | None) -> tuple[int, str]:
    """The table to break: `table` when given, else the first in the break order (Rule 10-A)."""
    order = ", ".join(map(str, room.break_order))
    if table is not None:
        if table not in room.tables:
            raise FloorError(
                f"--table {table}: the room has tables {', '.join(map(str, sorted(room.tables)))}",
                file=room.file,
            )
        if room.break_order and room.break_order[0] != table:
            why = (
                f"table {table}, named by --table; the break order set in advance is {order} "
                "(WSOP 2026 Tournament Rule 66: altered only in unusual circumstances)"
            )
        else:
            why = f"table {table}, named by --table"
        return table, why
    if not room.break_order:
        raise FloorError(
            "no break order: write the order tables break, e.g. 'break_order: "
            f"[{max(room.tables)}, {min(room.tables)}]' (TDA 2024 Rule 10-A), or name the "
            "table with --table N",
            file=room.file,
        )
    return room.break_order[0], f"table {room.break_order[0]}, first in the break order ({order})"


def break_table(room: Room, *, seed: int, table: int | None = None) -> BreakReport:
    """Break `table` (default: the next in the break order) and draw its players' new seats."""
    number, why = table_to_break(room, table)
    broken = room.tables[number]
    others = {n: t for n, t in room.tables.items() if n != number}
    open_seats = {
        n: [s for s in range(1, room.table_seats + 1) if s not in t.seats]
        for n, t in others.items()
    }
    room_for = sum(len(v) for v in open_seats.values())
    if room_for < broken.count:
        raise FloorError(
            f"table {number} cannot break yet: its {broken.count} players need {broken.count} "
            f"open seats and the other tables have {room_for}",
            file=room.file,
        )
    rng = random.Random(seed)
    per_table: Counter[int] = Counter()
    for _ in range(broken.count):  # the fewest players first, so the room stays balanced
        n = min(
            (n for n in others if len(open_seats[n]) > per_table[n]),
            key=lambda n: (others[n].count + per_table[n], n),
        )
        per_table[n] += 1
    cards = sorted(
        SeatCard(table=n, seat=s)
        for n in sorted(per_table)
        for s in rng.sample(open_seats[n], per_table[n])
    )
    stacked = list(cards)
    rng.shuffle(stacked)
    deck = shuffled_deck(rng)
    dealt = {seat: deck[i] for i, seat in enumerate(sorted(broken.seats))}
    by_card = sorted(dealt, key=lambda seat: dealt[seat].strength, reverse=True)
    won = dict(zip(by_card, stacked, strict=True))
    after_room = room
    for seat, card in won.items():
        target = after_room.tables[card.table].seated(card.seat, broken.seats[seat])
        after_room = after_room.with_table(target)
    tables = {n: t for n, t in after_room.tables.items() if n != number}
    after_room = Room(
        file=room.file,
        game=room.game,
        table_seats=room.table_seats,
        balance_within=room.balance_within,
        move_from=room.move_from,
        move_order=tuple(n for n in room.move_order if n != number),
        break_order=tuple(n for n in room.break_order if n != number),
        tables=tables,
    )
    draws = tuple(
        Draw(
            player=broken.seats[seat].name,
            stack=broken.seats[seat].stack,
            from_seat=seat,
            card=dealt[seat],
            to=won[seat],
            position=Role.DEALT_IN
            if room.game is RoomGame.STUD
            else role_of(tables[won[seat].table], won[seat].seat),
        )
        for seat in by_card
    )
    after = {n: t.count for n, t in sorted(tables.items())}
    return BreakReport(
        table=number,
        why=why,
        seed=seed,
        seat_cards=tuple(cards),
        stacked=tuple(stacked),
        draws=draws,
        after=after,
        balanced=max(after.values()) - min(after.values()) <= room.balance_within,
        room=after_room,
    )
