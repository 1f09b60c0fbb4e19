"""Load a hand from any format floorcli reads: a hand file (YAML) or PHH.

A PHH hand is replayed as it is read (`floorcli.answers.phh`): its `cc` and `cbr` become the
check, call, bet or raise they were, so the `Hand` reads like one from a hand file.
"""

from __future__ import annotations

from pathlib import Path

from floorcli.errors import HandFileError
from floorcli.formats.handfile import load_yaml_hand, resolve_hand
from floorcli.model.hand import Hand


def load_hand(path: Path, *, default_rules: str | None = None, number: str | None = None) -> Hand:
    """Read and check a hand file, a PHH file, or a shipped example by name; errors name the
    file and the line.  `number` picks hand `[number]` of a `.phhs` file (`--hand N`)."""
    path = resolve_hand(path)
    if number is not None:
        return _phhs_hand(path, number, default_rules)
    if path.suffix.lower() in (".phh", ".phhs"):
        from floorcli.answers.phh import load_phh  # TOML is read only for PHH files

        return load_phh(path, default_rules=default_rules)
    return load_yaml_hand(path, default_rules=default_rules)


def _phhs_hand(path: Path, number: str, default_rules: str | None) -> Hand:
    """Hand `[number]` of a `.phhs` file, replayed; any other file, or a number the file does
    not hold, is a `HandFileError` naming the file and what to write instead."""
    from floorcli.answers.phh import read_hand
    from floorcli.formats.phh.reader import read_text, tables

    if path.suffix.lower() != ".phhs":
        raise HandFileError(
            f"--hand {number} picks a hand of a .phhs file; this file holds one hand: "
            "leave --hand out",
            file=str(path),
        )
    text = read_text(path)
    found = tables(path, text)
    for name, data in found:
        if name == number:
            item = read_hand(
                data, file=str(path), name=name, default_rules=default_rules, text=text
            )
            return item.hand
    names = [str(n) for n, _ in found]
    shown = ", ".join(names[:10]) + (f", ... ({len(names)} hands)" if len(names) > 10 else "")
    raise HandFileError(
        f"no hand [{number}] in this file; write --hand with one of: {shown}", file=str(path)
    )


__all__ = ["load_hand"]
