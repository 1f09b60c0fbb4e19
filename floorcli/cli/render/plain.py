"""A titled two-column table and plain lines, written byte for byte as rich would write them
to a pipe or a file, without importing rich (about 40 ms of a short `floorcli audit`).

`plain_width` says when that is possible: the output is not a terminal (so rich writes no
styles), nothing forces rich to treat it as one (`FORCE_COLOR`, `TTY_COMPATIBLE`, a Jupyter
kernel), the encoding is UTF-8 (so rich draws the same box characters), and not Windows.  It
gives the width rich would lay out to: `COLUMNS`, else the first of stdin, stdout and stderr
that is a terminal, else 80.  `write_table` then writes only when every text is printable
ASCII and the table fits; otherwise the caller draws with rich.  A longer line is wrapped as
rich wraps it (`wrapped`, after rich's `divide_line`).
`tests/test_plain_render.py` compares the two on random tables and widths.
"""

from __future__ import annotations

import builtins
import itertools
import os
import re
import sys
from collections.abc import Sequence

__all__ = ["plain_width", "wrapped", "write_table"]

_WORD = re.compile(r" *[^ ]+ *")
"""A word and the spaces around it, as rich's wrapping sees printable ASCII."""


def plain_width() -> int | None:
    """The width rich would use for stdout now, or None when rich might write anything but
    plain text (a terminal, a forced terminal, Jupyter, another encoding, Windows)."""
    environ = os.environ
    if sys.platform == "win32" or hasattr(builtins, "get_ipython"):
        return None
    if "TTY_COMPATIBLE" in environ or "FORCE_COLOR" in environ:
        return None
    out = sys.stdout
    try:
        if out is None or out.isatty():
            return None
    except (AttributeError, ValueError):
        return None
    if not (getattr(out, "encoding", None) or "utf-8").lower().startswith("utf"):
        return None
    columns = environ.get("COLUMNS")
    if columns is not None and columns.isdigit():
        return int(columns)
    for fd in (0, 1, 2):
        try:
            return os.get_terminal_size(fd).columns or 80
        except (AttributeError, ValueError, OSError):
            continue
    return 80


def _plain(text: str) -> bool:
    return text.isascii() and text.isprintable()


def write_table(
    title: str,
    headers: tuple[str, str],
    rows: Sequence[tuple[str, int]],
    lines: Sequence[str],
    width: int,
) -> bool:
    """Write `title` over a table of `rows` (text, number; the number right-aligned) with
    rich's heavy-headed box, then `lines`, each on its own line; False (and nothing written)
    when rich would lay it out otherwise: text that is not printable ASCII, or a table wider
    than `width`.  Lines wider than `width` are wrapped as rich wraps them."""
    cells = [(label, str(n)) for label, n in rows]
    texts = [title, *headers, *(c for row in cells for c in row), *lines]
    if not all(_plain(t) for t in texts):
        return False
    left = max(len(c[0]) for c in [headers, *cells])
    right = max(len(c[1]) for c in [headers, *cells])
    inner = left + right + 5  # a space each side of both cells, and the middle border
    if inner + 2 > width or len(title) > inner + 2:
        return False
    spare = inner + 2 - len(title)
    out = [
        " " * (spare // 2) + title + " " * (spare - spare // 2),
        f"┏{'━' * (left + 2)}┳{'━' * (right + 2)}┓",
        f"┃ {headers[0].ljust(left)} ┃ {headers[1].rjust(right)} ┃",
        f"┡{'━' * (left + 2)}╇{'━' * (right + 2)}┩",
        *(f"│ {a.ljust(left)} │ {b.rjust(right)} │" for a, b in cells),
        f"└{'─' * (left + 2)}┴{'─' * (right + 2)}┘",
        *(part for line in lines for part in wrapped(line, width)),
    ]
    sys.stdout.write("".join(line + "\n" for line in out))
    return True


def wrapped(line: str, width: int) -> list[str]:
    """`line` (printable ASCII) as rich prints it on a console `width` wide: broken before the
    word that does not fit, a word wider than the line cut into pieces, the spaces that end a
    line kept as far as they fit.

    >>> wrapped("chips: file hand 0: a finishing stack is not whole", 24)
    ['chips: file hand 0: a ', 'finishing stack is not ', 'whole']
    """
    breaks: list[int] = []
    used = 0
    for word in _WORD.finditer(line):
        start, text = word.start(), word.group()
        length = len(text.rstrip(" "))
        if width - used >= length:
            used += len(text)
        elif length > width:
            pieces = [text[i : i + width] for i in range(0, len(text), width)]
            for piece in pieces:
                if start:
                    breaks.append(start)
                start += len(piece)
            used = len(pieces[-1])
        elif used and start:
            breaks.append(start)
            used = len(text)
    edges = [0, *breaks, len(line)]
    parts = [line[a:b] for a, b in itertools.pairwise(edges)]
    return [_fit(part, width) for part in parts]


def _fit(part: str, width: int) -> str:
    """rich's `rstrip_end` then `truncate`: trailing spaces beyond the width go, then the rest."""
    excess = len(part) - width
    if excess > 0:
        spaces = len(part) - len(part.rstrip(" "))
        part = part[: len(part) - min(spaces, excess)]
    return part[:width]
