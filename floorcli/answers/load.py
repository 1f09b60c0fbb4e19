"""Load a hand from any format floorcli reads: a hand file (YAML) or PHH.

A PHH hand is replayed as it is read (`floorcli.answers.phh`): its `cc` and `cbr` become the
check, call, bet or raise they were, so the `Hand` reads like one from a hand file.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

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
    not hold, is a `HandFileError` naming the file and what to write instead.

    The file is read a line at a time until the hand is found (`hand_chunks`, as `audit`
    streams it): a file of any number of hands is never held whole, each hand within
    `MAX_PARSED_BYTES`."""
    from floorcli.answers.phh import read_hand
    from floorcli.formats.phh.reader import tables

    if path.suffix.lower() != ".phhs":
        raise HandFileError(
            f"--hand {number} picks a hand of a .phhs file; this file holds one hand: "
            "leave --hand out",
            file=str(path),
        )
    names: list[str] = []
    for name, data, start, chunk in _streamed_tables(path, number):
        if name == number and data is not None:
            text = "\n" * (start - 1) + chunk  # a ruling's line is the line of the whole file
            item = read_hand(
                data, file=str(path), name=name, default_rules=default_rules, text=text
            )
            return item.hand
        names.append(str(name))
    if not names:
        tables(path, "")  # none found: the same one line as a file read whole
    shown = ", ".join(names[:10]) + (f", ... ({len(names)} hands)" if len(names) > 10 else "")
    raise HandFileError(
        f"no hand [{number}] in this file; write --hand with one of: {shown}", file=str(path)
    )


def _streamed_tables(
    path: Path, number: str
) -> Iterator[tuple[str | None, dict[str, Any] | None, int, str]]:
    """(name, table, line of its header, its text) of each hand of a `.phhs` file, read one
    hand at a time (`hand_chunks`); only a hand whose header names `number` is parsed (the
    table of any other is None), so a file of 300,000 hands is mostly read, not parsed."""
    from floorcli.formats.phh.chunks import hand_chunks, header_name
    from floorcli.formats.phh.reader import tables

    try:
        handle = open(path, "rb")  # noqa: SIM115 (closed below, whatever the generator does)
    except OSError as err:
        raise HandFileError(
            f"cannot read the file: {err.strerror or err}", file=str(path)
        ) from None
    with handle:
        for start, chunk in hand_chunks(str(path), handle):
            if header_name(chunk) != number:
                yield header_name(chunk), None, start, chunk
                continue
            for name, data in tables(path, chunk):
                yield name, data, start, chunk


__all__ = ["load_hand"]
