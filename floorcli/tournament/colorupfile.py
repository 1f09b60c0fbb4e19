"""Read a color-up file: the denomination removed, the next one, each player's chips of it.

```yaml
remove: 25          # the denomination leaving play
next: 100           # the next denomination: the race pays in it (the lowest still in play)
seats:              # seat -> {name, chips (of the removed denomination), stack (optional)}
  1: {name: Ann, chips: 7, stack: 8675}
  2: {name: Bob, chips: 3}
```

A player's `stack` (all their chips, in value) says whether the removed chips are their last
(a player cannot be raced out, TDA 2024 Rule 24-A); left out, the player has other chips.
"""

from __future__ import annotations

from pathlib import Path

from floorcli.errors import HandFileError, close_match_hint
from floorcli.textio.yamlsrc import LineDict, read_yaml_file
from floorcli.tournament.colorup import ColorUp, Racer

__all__ = ["load_color_up", "parse_color_up"]

KEYS = ("remove", "next", "seats", "notes", "source")
HINT = "write '1: {name: Ann, chips: 7, stack: 8675}'"


def load_color_up(path: Path) -> ColorUp:
    """Read and check a color-up file."""
    return parse_color_up(read_yaml_file(path), file=str(path))


def _count(value: object, low: int) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= 10**15:
        return value
    return None


def parse_color_up(data: object, *, file: str) -> ColorUp:
    """Build a `ColorUp` from loaded YAML (a `LineDict`)."""

    def refuse(message: str, line: int) -> HandFileError:
        return HandFileError(message, file=file, line=line)

    if not isinstance(data, LineDict):
        raise refuse("a color-up file is a mapping with remove, next and seats", 1)
    for key in data:
        if key not in KEYS:
            hint = close_match_hint(key, KEYS, fold=True)
            raise refuse(
                f"unknown key {str(key)!r}{hint}; a color-up file has remove, next and seats",
                data.key_line(key),
            )
    remove = _count(data.get("remove"), 1)
    if remove is None:
        raise refuse(
            f"remove: {data.get('remove')!r}: write the denomination leaving play, e.g. "
            "'remove: 25'",
            data.key_line("remove"),
        )
    after = _count(data.get("next"), remove + 1)
    if after is None or after % remove:
        raise refuse(
            f"next: {data.get('next')!r}: write the next denomination, a whole multiple of "
            f"{remove} larger than it, e.g. 'next: {remove * 4}'",
            data.key_line("next"),
        )
    seats = data.get("seats")
    if not isinstance(seats, LineDict) or not seats:
        raise refuse(f"seats: write seat -> player, e.g. {HINT}", data.key_line("seats"))
    racers = []
    names: set[str] = set()
    for seat, value in seats.items():
        line = seats.key_line(seat)
        if _count(seat, 1) is None or seat > 10:
            raise refuse(f"seat {seat!r}: seats are numbered 1 to 10", line)
        if not isinstance(value, LineDict):
            raise refuse(f"seat {seat}: {HINT}", line)
        extra = [k for k in value if k not in ("name", "chips", "stack")]
        if extra:
            raise refuse(
                f"seat {seat}: unknown key {str(extra[0])!r}; a player has name, chips and stack",
                value.key_line(extra[0]),
            )
        name = value.get("name")
        if not isinstance(name, str) or not name.strip() or name.strip().isdigit():
            raise refuse(f"seat {seat}: {name!r} is not a player's name; {HINT}", line)
        if name.strip().casefold() in names:
            raise refuse(f"seat {seat}: {name.strip()} is seated twice", line)
        names.add(name.strip().casefold())
        chips = _count(value.get("chips"), 0)
        if chips is None:
            raise refuse(
                f"seat {seat}: chips: {value.get('chips')!r}: write how many {remove} chips "
                f"{name.strip()} has, e.g. 'chips: 7'",
                value.key_line("chips"),
            )
        stack = value.get("stack")
        if stack is not None and (_count(stack, 1) is None or stack < chips * remove):
            raise refuse(
                f"seat {seat}: stack {stack!r}: write all of {name.strip()}'s chips in value, "
                f"at least the {chips} x {remove} = {chips * remove} being colored up",
                value.key_line("stack"),
            )
        racers.append(Racer(seat=seat, name=name.strip(), chips=chips, stack=stack))
    return ColorUp(file=file, remove=remove, next=after, racers=tuple(racers))
