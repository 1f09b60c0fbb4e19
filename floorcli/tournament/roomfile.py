"""Read a room file: every table of a tournament between hands (docs/tournament.md).

```yaml
game: flop                  # flop, mixed or stud (TDA 2024 Rule 11-A)
table_seats: 9              # seats per table, numbered 1 to 9
balance_within: 1           # tables may differ by at most this many players
move_from: break-order      # break-order, table-number, or a list of tables (Rule 11-C)
break_order: [3, 2, 1]      # the order tables break (Rule 10-A)
tables:
  1:
    button: 3               # last hand's button, small blind and big blind seats
    small_blind: 4          #   (the blinds default to the players after the button)
    big_blind: 5
    seats: {1: {name: Ann, stack: 12000}, 3: Bob, 4: Cy, 5: Dee}
```

Every problem is a `HandFileError` naming the file and line and what to write instead.
"""

from __future__ import annotations

from pathlib import Path

from floorcli.errors import HandFileError, close_match_hint
from floorcli.model.seats import blind_posters, is_between
from floorcli.textio.yamlsrc import LineDict, LineList, read_yaml_file
from floorcli.tournament.room import MoveFrom, Player, Room, RoomGame, RoomTable

__all__ = ["ROOM_KEYS", "TABLE_KEYS", "load_room", "parse_room"]

ROOM_KEYS = (
    "game",
    "table_seats",
    "balance_within",
    "move_from",
    "break_order",
    "tables",
    "notes",
    "source",
)
TABLE_KEYS = ("button", "small_blind", "big_blind", "opened", "seats")
MAX_TABLES = 1000


def load_room(path: Path) -> Room:
    """Read and check a room file."""
    return parse_room(read_yaml_file(path), file=str(path))


def _refuse(message: str, file: str, line: int) -> HandFileError:
    return HandFileError(message, file=file, line=line)


def _whole(value: object, *, low: int, high: int) -> int | None:
    """`value` when it is a whole number from `low` to `high`, else None."""
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    return None


def _unknown(data: LineDict, keys: tuple[str, ...], what: str, file: str) -> None:
    for key in data:
        if key not in keys:
            hint = close_match_hint(key, keys, fold=True)
            raise _refuse(
                f"unknown key {str(key)!r} in {what}{hint}; it has {', '.join(keys)}",
                file,
                data.key_line(key),
            )


def parse_room(data: object, *, file: str) -> Room:
    """Build a `Room` from loaded YAML (a `LineDict`)."""
    if not isinstance(data, LineDict):
        raise _refuse(
            "a room file is a mapping with table_seats, break_order and tables "
            "(see docs/tournament.md)",
            file,
            getattr(data, "line", 1) or 1,
        )
    _unknown(data, ROOM_KEYS, "a room file", file)
    game_text = data.get("game", "flop")
    if game_text not in [g.value for g in RoomGame]:
        raise _refuse(
            f"game: {game_text!r} is not one of {', '.join(RoomGame)}", file, data.key_line("game")
        )
    game = RoomGame(game_text)
    size = _whole(data.get("table_seats", 9), low=2, high=10)
    if size is None:
        raise _refuse(
            f"table_seats: {data.get('table_seats')!r}: write the seats per table, 2 to 10 "
            "(e.g. 'table_seats: 9')",
            file,
            data.key_line("table_seats"),
        )
    within = _whole(data.get("balance_within", 1), low=1, high=size)
    if within is None:
        raise _refuse(
            f"balance_within: {data.get('balance_within')!r}: write how many players tables "
            "may differ by, e.g. 'balance_within: 1'",
            file,
            data.key_line("balance_within"),
        )
    tables = _tables(data, file, size, game)
    move_from, move_order = _move_from(data, file, tables)
    break_order = _table_list(data, "break_order", file, tables)
    return Room(
        file=file,
        game=game,
        table_seats=size,
        balance_within=within,
        move_from=move_from,
        move_order=move_order,
        break_order=break_order,
        tables=tables,
    )


def _table_list(
    data: LineDict, key: str, file: str, tables: dict[int, RoomTable]
) -> tuple[int, ...]:
    """A list of table numbers of the room, each once (absent: empty)."""
    value = data.get(key, LineList())
    if not isinstance(value, LineList):
        raise _refuse(
            f"{key}: {value!r}: write a list of table numbers, e.g. '{key}: [3, 1, 2]'",
            file,
            data.key_line(key),
        )
    seen: list[int] = []
    for index, item in enumerate(value):
        line = value.item_line(index)
        if item not in tables or isinstance(item, bool):
            raise _refuse(
                f"{key}: {item!r} is not a table of the room (tables "
                f"{', '.join(map(str, sorted(tables)))})",
                file,
                line,
            )
        if item in seen:
            raise _refuse(f"{key}: table {item} is listed twice; list each table once", file, line)
        seen.append(item)
    return tuple(seen)


def _move_from(
    data: LineDict, file: str, tables: dict[int, RoomTable]
) -> tuple[MoveFrom, tuple[int, ...]]:
    value = data.get("move_from", "break-order")
    if isinstance(value, LineList):
        return MoveFrom.LIST, _table_list(data, "move_from", file, tables)
    if value in (MoveFrom.BREAK_ORDER.value, MoveFrom.TABLE_NUMBER.value):
        return MoveFrom(value), ()
    raise _refuse(
        f"move_from: {value!r}: write break-order, table-number, or a list of tables "
        "(the house's predetermined procedure, TDA 2024 Rule 11-C)",
        file,
        data.key_line("move_from"),
    )


def _tables(data: LineDict, file: str, size: int, game: RoomGame) -> dict[int, RoomTable]:
    raw = data.get("tables")
    if not isinstance(raw, LineDict) or not raw:
        raise _refuse(
            "tables: write each table by number, e.g. 'tables: {1: {button: 1, seats: "
            "{1: Ann, 2: Bob, 3: Cy}}}'",
            file,
            data.key_line("tables"),
        )
    if len(raw) > MAX_TABLES:
        raise _refuse(f"tables: at most {MAX_TABLES} tables", file, data.key_line("tables"))
    tables: dict[int, RoomTable] = {}
    names: dict[str, str] = {}
    for number, value in raw.items():
        line = raw.key_line(number)
        if _whole(number, low=1, high=10**6) is None:
            raise _refuse(f"table {number!r}: tables are numbered 1, 2, 3 ...", file, line)
        tables[number] = _table(number, value, file, line, size, game, names)
    return tables


def _table(
    number: int,
    value: object,
    file: str,
    line: int,
    size: int,
    game: RoomGame,
    names: dict[str, str],
) -> RoomTable:
    where = f"table {number}"
    if not isinstance(value, LineDict):
        raise _refuse(
            f"{where}: write its seats and button, e.g. '{number}: {{button: 1, seats: "
            "{1: Ann, 2: Bob}}'",
            file,
            line,
        )
    _unknown(value, TABLE_KEYS, where, file)
    seats = _seats(value, where, file, size, names)
    opened = _seat_list(value, "opened", where, file, size)
    taken = [s for s in opened if s in seats]
    if taken:
        raise _refuse(
            f"{where}: opened: seat {taken[0]} has a player; list only empty seats, in the "
            "order their players left",
            file,
            value.key_line("opened"),
        )
    if game is RoomGame.STUD:
        for key in ("button", "small_blind", "big_blind"):
            if key in value:
                raise _refuse(
                    f"{where}: {key}: a stud room has no button or blinds; leave it out "
                    "(or write 'game: mixed')",
                    file,
                    value.key_line(key),
                )
        return RoomTable(number=number, line=line, seats=seats, opened=opened)
    button, small, big = _positions(value, where, file, size, seats)
    return RoomTable(
        number=number,
        line=line,
        seats=seats,
        button=button,
        small_blind=small,
        big_blind=big,
        opened=opened,
    )


def _seat(value: object, key: str, where: str, file: str, line: int, size: int) -> int:
    seat = _whole(value, low=1, high=size)
    if seat is None:
        raise _refuse(
            f"{where}: {key}: {value!r} is not a seat: seats are numbered 1 to {size} "
            f"(table_seats: {size})",
            file,
            line,
        )
    return seat


def _seat_list(data: LineDict, key: str, where: str, file: str, size: int) -> tuple[int, ...]:
    value = data.get(key, [])
    if isinstance(value, int) and not isinstance(value, bool):
        value = [value]
    if not isinstance(value, list):
        raise _refuse(
            f"{where}: {key}: write a list of seats, e.g. '{key}: [4, 7]'",
            file,
            data.key_line(key),
        )
    seats = tuple(_seat(s, key, where, file, data.key_line(key), size) for s in value)
    if len(set(seats)) < len(seats):
        raise _refuse(
            f"{where}: {key}: a seat is listed twice; list each seat once", file, data.key_line(key)
        )
    return seats


def _seats(
    table: LineDict, where: str, file: str, size: int, names: dict[str, str]
) -> dict[int, Player]:
    raw = table.get("seats")
    if not isinstance(raw, LineDict) or not raw:
        raise _refuse(
            f"{where}: seats: write seat -> player, e.g. 'seats: {{1: Ann, 2: {{name: Bob, "
            "stack: 12000}}}'",
            file,
            table.key_line("seats"),
        )
    seats: dict[int, Player] = {}
    for key, value in raw.items():
        line = raw.key_line(key)
        seat = _seat(key, "seats", where, file, line, size)
        player = _player(value, f"{where} seat {seat}", file, line)
        folded = player.name.casefold()
        if folded in names:
            raise _refuse(
                f"{where} seat {seat}: {player.name} is already seated at {names[folded]}; "
                "each player sits once in the room",
                file,
                line,
            )
        names[folded] = f"{where} seat {seat}"
        seats[seat] = player
    return seats


def _player(value: object, where: str, file: str, line: int) -> Player:
    hint = "write 'Ann' or '{name: Ann, stack: 12000}'"
    stack: object = None
    if isinstance(value, LineDict):
        extra = [k for k in value if k not in ("name", "stack")]
        if extra:
            raise _refuse(
                f"{where}: unknown key {str(extra[0])!r}; a player has name and stack",
                file,
                value.key_line(extra[0]),
            )
        name, stack, line = value.get("name"), value.get("stack"), value.key_line("stack")
    else:
        name = value
    if not isinstance(name, str) or not name.strip() or name.strip().isdigit():
        raise _refuse(f"{where}: {name!r} is not a player's name; {hint}", file, line)
    if stack is not None and _whole(stack, low=1, high=10**15) is None:
        raise _refuse(
            f"{where}: stack {stack!r} is not a positive whole number of chips; {hint}",
            file,
            line,
        )
    return Player(name=name.strip(), stack=stack if isinstance(stack, int) else None)


def _positions(
    table: LineDict, where: str, file: str, size: int, seats: dict[int, Player]
) -> tuple[int, int, int]:
    """Last hand's button, small blind and big blind seats, checked to go clockwise."""
    if "button" not in table:
        raise _refuse(
            f"{where}: no button: write last hand's button seat, e.g. 'button: {min(seats)}'",
            file,
            table.line,
        )
    button = _seat(table["button"], "button", where, file, table.key_line("button"), size)
    posters = blind_posters(seats, button=button, count=2) if len(seats) >= 2 else []
    small = table.get("small_blind", posters[0] if posters else None)
    big = table.get("big_blind", posters[1] if len(posters) > 1 else None)
    if small is None or big is None:
        raise _refuse(
            f"{where}: write last hand's blinds, e.g. 'small_blind: 2' and 'big_blind: 3'",
            file,
            table.line,
        )
    small = _seat(small, "small_blind", where, file, table.key_line("small_blind"), size)
    big = _seat(big, "big_blind", where, file, table.key_line("big_blind"), size)
    heads_up = small == button and big != button
    if big in (small, button) or not (heads_up or is_between(small, after=button, before=big)):
        raise _refuse(
            f"{where}: button {button}, small blind {small}, big blind {big} do not go "
            "clockwise: the small blind sits after the button and the big blind after the "
            "small blind (heads-up the button is the small blind)",
            file,
            table.key_line("big_blind"),
        )
    return button, small, big
