"""What `convert` keeps of the user's own text: a hand file's `source:` and `notes:`, and the
`#` comment lines a file starts with."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from floorcli.errors import FloorError
from floorcli.formats.phh import EXTRA_KEY
from floorcli.textio.yamlsrc import one_line, read_yaml_file

USER_TEXT = ("source", "notes")
"""A hand file's own text (where the hand came from, the floor's notes), kept by `convert`:
as themselves in a hand file, in the `_floorcli` table of a PHH file."""


def leading_comments(source: Path) -> list[str]:
    r"""The ``#`` comment lines a hand file or PHH file starts with (both formats write them
    the same way), but a ``# converted from`` line of an earlier conversion.

    >>> import tempfile, pathlib
    >>> with tempfile.TemporaryDirectory() as tmp:
    ...     hand = pathlib.Path(tmp, "h.yaml")
    ...     _ = hand.write_text("# Table 12, hand 40\n# converted from x.phh by floorcli convert\n"
    ...                         "rules: tda-nlhe  # not this\n# nor this\n")
    ...     leading_comments(hand)
    ['# Table 12, hand 40']
    """
    from floorcli.formats.handfile import resolve_hand

    try:
        text = resolve_hand(source).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return []
    lines = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        if not line.startswith("# converted from "):
            lines.append(one_line(line))
    return lines


def user_text(source: Path) -> dict[str, str]:
    """The `source:` and `notes:` a hand file (or a PHH file's `_floorcli` table) carries."""
    from floorcli.formats.handfile import resolve_hand

    path = resolve_hand(source)
    data: object
    try:
        if path.suffix.lower() in (".phh", ".phhs"):
            from floorcli.formats.phh.reader import only_table, read_text

            data = only_table(path, read_text(path))[1].get(EXTRA_KEY)
        else:
            data = read_yaml_file(path)
    except FloorError:
        return {}
    if not isinstance(data, Mapping):
        return {}
    return {k: data[k] for k in USER_TEXT if isinstance(data.get(k), str)}


__all__ = ["USER_TEXT", "leading_comments", "user_text"]
