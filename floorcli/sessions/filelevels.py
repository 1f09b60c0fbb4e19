"""A session file's blind levels: the `levels:` structure (or the path of a levels file) and
the level changes among its `events` (``5: {level: 3}``: level 3 from hand 6).

The structure's format is `floorcli.sessions.levels`'s; a levels file is a YAML mapping with
the same `levels:` list (`floorcli table --levels FILE` reads one too).
"""

from __future__ import annotations

from pathlib import Path

from floorcli.errors import HandFileError
from floorcli.profiles.settings import Rules
from floorcli.sessions.levels import Level, read_levels
from floorcli.textio.yamlsrc import LineDict, read_yaml_file

__all__ = ["hand_with_levels", "levels_of", "read_levels_file"]


def read_levels_file(path: Path, rules: Rules) -> tuple[Level, ...]:
    """The structure of a levels file (a mapping with `levels:`), checked."""
    data = read_yaml_file(path)
    if not isinstance(data, LineDict) or "levels" not in data:
        raise HandFileError(
            "a levels file is a mapping with a 'levels:' list, e.g. 'levels: [{blinds: [100, "
            "200], ante: 200, ante_mode: big-blind, minutes: 20}]'",
            file=str(path),
            line=getattr(data, "line", 1) or 1,
        )
    return read_levels(data["levels"], file=str(path), line=data.key_line("levels"), rules=rules)


def hand_with_levels(text: str, file: str, path: Path) -> str:
    """A hand file's text with the levels of the levels file at `path` (`floorcli table
    --levels FILE`): its `levels`, and hand 1's blinds and ante from the first level (or the
    one the file's `level:` names)."""
    import yaml

    from floorcli.profiles.settings import Rules
    from floorcli.textio.yamlsrc import dump_yaml

    levels = read_levels_file(path, Rules())  # checked here, with the file and line
    raw = yaml.safe_load(path.read_text(encoding="utf-8-sig"))
    start = raw.get("level", 1) if isinstance(raw.get("level"), int) else 1
    first = levels[min(max(start, 1), len(levels)) - 1]
    data = yaml.safe_load(text) or {}
    if not isinstance(data, dict):
        raise HandFileError("a hand file is a mapping with rules, seats, button", file=file)
    data["blinds"] = list(first.blinds)
    data["ante"] = first.ante
    data.pop("ante_mode", None)
    if first.ante:
        data["ante_mode"] = first.ante_mode.value
    data["levels"] = raw["levels"]
    if start != 1:
        data["level"] = start
    return dump_yaml(data, flow=None, width=100)


def levels_of(
    data: LineDict, file: str, base: Path | None, rules: Rules
) -> tuple[tuple[Level, ...], dict[int, int]]:
    """The session's structure and its level changes (after hand N: level K)."""
    raw = data.get("levels")
    if raw is None:
        if _ups(data, file, ()):
            raise HandFileError(
                "events: a level change, but the session has no levels; add the structure "
                "under 'levels:' (see 'floorcli blinds --help')",
                file=file,
                line=data.key_line("events"),
            )
        return (), {}
    if isinstance(raw, str):
        path = Path(raw) if base is None else base / raw
        if not path.is_file():
            raise HandFileError(
                f"levels: {raw!r}: no such file; write the path of a levels file, or the "
                "levels themselves as a list",
                file=file,
                line=data.key_line("levels"),
            )
        levels = read_levels_file(path, rules)
    else:
        levels = read_levels(raw, file=file, line=data.key_line("levels"), rules=rules)
    ups = _ups(data, file, levels)
    start = data.get("level")
    if start is not None:
        ups[0] = _number(start, "level", file, data.key_line("level"), levels)
    return levels, ups


def _ups(data: LineDict, file: str, levels: tuple[Level, ...]) -> dict[int, int]:
    events = data.get("events")
    ups: dict[int, int] = {}
    if not isinstance(events, LineDict):
        return ups
    for after, value in events.items():
        if isinstance(value, LineDict) and "level" in value and isinstance(after, int):
            if not levels:
                return {after: 0}
            where = f"events: {after}: level"
            ups[after] = _number(value["level"], where, file, value.key_line("level"), levels)
    return ups


def _number(value: object, where: str, file: str, line: int, levels: tuple[Level, ...]) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= len(levels):
        return value
    raise HandFileError(
        f"{where}: {value!r} is not a level; write a level number from 1 to {len(levels)}",
        file=file,
        line=line,
    )
