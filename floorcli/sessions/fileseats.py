"""Players and seats as a session file writes them: a name, a seat number, `{name, stack}`.

Shared by the session file's `seats` (`floorcli.sessions.file`) and its `join` events
(`floorcli.sessions.fileevents`); every problem is a `HandFileError` with the file and line.
"""

from __future__ import annotations

from floorcli.errors import HandFileError
from floorcli.sessions.model import Player
from floorcli.textio.yamlsrc import LineDict

__all__ = ["SEATS_HINT", "read_flag", "read_name", "read_player", "read_seat_number", "refuse"]

SEATS_HINT = "write seats as 'seats: {1: Alice, 2: {name: Bob, stack: 200}}'"


def refuse(message: str, file: str, line: int | None) -> HandFileError:
    """The error for a session file: `message` at `file`:`line`."""
    return HandFileError(message, file=file, line=line)


def read_name(value: object, where: str, file: str, line: int) -> str:
    """A player's name: one word that is not a number."""
    if isinstance(value, str) and value.strip() and " " not in value.strip():
        name = value.strip()
        if not name.isdigit():
            return name
    raise refuse(
        f"{where}: {value!r} is not a player's name; use one word with a letter in it, e.g. "
        "Alice (names are how events and actions name players)",
        file,
        line,
    )


def read_seat_number(key: object, where: str, file: str, line: int, size: int) -> int:
    """A seat number: a whole number from 1 to the table's `size` (SPEC section 2, table size:
    `table_seats`)."""
    if isinstance(key, int) and not isinstance(key, bool) and key >= 1:
        if key > size:
            raise refuse(
                f"{where}: seat {key} is not at the table: seats are numbered 1 to {size} "
                f"(table_seats: {size}); renumber it, or write 'table_seats: {key}' for a bigger "
                "table",
                file,
                line,
            )
        return key
    raise refuse(
        f"{where}: {key!r} is not a seat number; seats are numbered 1, 2, 3 ...", file, line
    )


def read_player(
    seat: int,
    value: object,
    where: str,
    file: str,
    line: int,
    stack: int,
    *,
    flags: tuple[str, ...] = (),
) -> Player:
    """A seat's value: a name, or {name, stack} (and the true/false `flags` a caller reads)."""
    if isinstance(value, LineDict):
        unknown = sorted(str(k) for k in value if k not in ("name", "stack", *flags))
        if unknown:
            has = " and ".join(f"'{k}'" for k in ("name", "stack", *flags))
            raise refuse(
                f"{where}: unknown key '{unknown[0]}'; a seat has {has}",
                file,
                value.key_line(unknown[0]),
            )
        if "name" not in value:
            raise refuse(f"{where}: no name; {SEATS_HINT}", file, line)
        name = read_name(value["name"], where, file, value.key_line("name"))
        raw = value.get("stack", stack)
        if isinstance(raw, bool) or not isinstance(raw, int) or raw <= 0:
            raise refuse(
                f"{where}: the stack {raw!r} is not a positive whole number of chips; "
                f"write e.g. {{name: {name}, stack: {stack}}}",
                file,
                value.key_line("stack"),
            )
        return Player(seat=seat, name=name, stack=raw)
    if isinstance(value, int) and not isinstance(value, bool):
        raise refuse(
            f"{where}: a session names its players: write '{seat}: Alice' or "
            f"'{seat}: {{name: Alice, stack: {value}}}'",
            file,
            line,
        )
    return Player(seat=seat, name=read_name(value, where, file, line), stack=stack)


def read_flag(value: object, key: str, where: str, file: str) -> bool:
    """`key: true` or `key: false` in a mapping (absent: false)."""
    if not isinstance(value, LineDict) or key not in value:
        return False
    flag = value[key]
    if isinstance(flag, bool):
        return flag
    raise refuse(
        f"{where}: {key}: {flag!r}: write '{key}: true' or leave it out",
        file,
        value.key_line(key),
    )
