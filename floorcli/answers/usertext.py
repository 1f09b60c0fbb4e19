"""What `convert` keeps of the user's own text: a hand file's `source:` and `notes:`, and the
`#` comment lines a file starts with."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path

from floorcli.answers.load import load_hand
from floorcli.errors import FloorError
from floorcli.formats.handfile import parse_yaml_hand
from floorcli.formats.phh import EXTRA_KEY
from floorcli.model.hand import Hand
from floorcli.textio.limits import STDIN_NAME, is_stdin, stdin_text
from floorcli.textio.yamlsrc import load_yaml, one_line, read_yaml_file

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
    return comments_of(text)


def comments_of(text: str) -> list[str]:
    """`leading_comments` of a hand file's text (read from standard input, for `-`)."""
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
    return kept_text(data)


def kept_text(data: object) -> dict[str, str]:
    """The `source:` and `notes:` of a hand file's (or `_floorcli` table's) data."""
    if not isinstance(data, Mapping):
        return {}
    return {k: data[k] for k in USER_TEXT if isinstance(data.get(k), str)}


def read_source(
    source: Path, *, default_rules: str | None = None
) -> tuple[Hand, dict[str, str], str]:
    """What `convert` reads of `source`: the hand, its `source:` and `notes:`, and its leading
    comment lines as text; `-` is a hand file on standard input, read once."""
    if is_stdin(source):
        given = stdin_text()
        hand = parse_yaml_hand(given, file=STDIN_NAME, default_rules=default_rules)
        kept = kept_text(load_yaml(given, STDIN_NAME))
        lines = comments_of(given)
    else:
        hand = load_hand(source, default_rules=default_rules)
        kept, lines = user_text(source), leading_comments(source)
    return hand, kept, "".join(f"{line}\n" for line in lines)


__all__ = [
    "USER_TEXT",
    "comments_of",
    "kept_text",
    "leading_comments",
    "read_source",
    "user_text",
]
