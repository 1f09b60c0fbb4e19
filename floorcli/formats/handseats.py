"""The table of a hand file: its seats (a stack, or a name and a stack), the button, and the
table size they must fit (SPEC section 2, `table_seats`)."""

from __future__ import annotations

from floorcli.errors import HandFileError
from floorcli.model.seats import SeatSpec
from floorcli.textio.yamlsrc import LineDict

__all__ = ["RESERVED_NAMES", "SEATS_HINT", "button_of", "on_the_table", "seats_of"]

RESERVED_NAMES = frozenset(
    {"flop", "turn", "river", "fourth", "fifth", "sixth", "seventh", "floor"}
)
"""Words an entry starts with (street markers, floor decisions): no player may be named so."""
SEATS_HINT = "write seats as 'seats: {1: 1000, 2: {name: Alice, stack: 1000}}'"


def seats_of(data: LineDict, file: str) -> tuple[SeatSpec, ...]:
    raw = data.get("seats")
    if not isinstance(raw, LineDict) or not raw:
        raise HandFileError(f"no seats; {SEATS_HINT}", file=file, line=data.key_line("seats"))
    seats: list[SeatSpec] = []
    names: dict[str, int] = {}
    for key, value in raw.items():
        line = raw.key_line(key)
        if isinstance(key, bool) or not isinstance(key, int) or key < 1:
            raise HandFileError(
                f"seats: {key!r} is not a seat number; seats are numbered 1, 2, 3 ...",
                file=file,
                line=line,
            )
        name: str | None = None
        if isinstance(value, LineDict):
            unknown = set(value) - {"name", "stack"}
            if unknown:
                raise HandFileError(
                    f"seat {key}: unknown key '{sorted(map(str, unknown))[0]}'; a seat has "
                    "'name' and 'stack'",
                    file=file,
                    line=value.key_line(next(iter(unknown))),
                )
            name = value.get("name")
            if name is not None:
                name = str(name)
                if name.lower() in RESERVED_NAMES:
                    raise HandFileError(
                        f"seat {key}: '{name}' is a street marker word (or 'floor') and "
                        "cannot name a player; choose another name",
                        file=file,
                        line=value.key_line("name"),
                    )
                if name.isdigit() or not name.strip() or " " in name.strip():
                    raise HandFileError(
                        f"seat {key}: the name '{name}' cannot be used in actions; "
                        "use one word with a letter in it, e.g. Alice",
                        file=file,
                        line=value.key_line("name"),
                    )
                if name.lower() in names:
                    raise HandFileError(
                        f"seat {key}: the name '{name}' is already seat {names[name.lower()]}'s; "
                        "give each player a different name",
                        file=file,
                        line=value.key_line("name"),
                    )
                names[name.lower()] = key
            value = value.get("stack")
            line = raw.key_line(key)
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise HandFileError(
                f"seat {key}: the stack {value!r} is not a positive whole number of chips; "
                f"{SEATS_HINT}",
                file=file,
                line=line,
            )
        seats.append(SeatSpec(seat=key, stack=value, name=name))
    if len(seats) < 2:
        raise HandFileError(
            "a hand needs at least two seats; " + SEATS_HINT, file=file, line=raw.line
        )
    return tuple(sorted(seats, key=lambda s: s.seat))


def button_of(data: LineDict, file: str, seats: tuple[SeatSpec, ...]) -> int:
    button = data.get("button")
    line = data.key_line("button")
    if button is None:
        raise HandFileError(
            f"no button: add the seat holding the dealer button, e.g. 'button: {seats[-1].seat}'",
            file=file,
            line=line,
        )
    if isinstance(button, bool) or not isinstance(button, int) or button < 1:
        occupied = ", ".join(str(s.seat) for s in seats)
        raise HandFileError(
            f"button: {button!r} is not a seat number; write the seat holding the dealer "
            f"button, e.g. 'button: {seats[-1].seat}' (seats: {occupied})",
            file=file,
            line=line,
        )
    return button


def on_the_table(
    data: LineDict, file: str, seats: tuple[SeatSpec, ...], button: int, size: int
) -> None:
    """Seats and the button are numbered 1 to `table_seats` (SPEC section 2, table size)."""
    raw, where = data.get("seats"), f"seats are numbered 1 to {size} (table_seats: {size})"
    for s in (s for s in seats if s.seat > size):
        line = raw.key_line(s.seat) if isinstance(raw, LineDict) else data.key_line("seats")
        fix = f"renumber it, or write 'table_seats: {s.seat}' for a bigger table"
        raise HandFileError(
            f"seat {s.seat} is not at the table: {where}; {fix}", file=file, line=line
        )
    if button > size:
        fix = "write the seat holding the dealer button"
        line = data.key_line("button")
        raise HandFileError(
            f"button: {button} is not at the table: {where}; {fix}", file=file, line=line
        )
