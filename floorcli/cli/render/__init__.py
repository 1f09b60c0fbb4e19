"""Everything floorcli prints for people, and the one JSON writer for programs.

One module per kind of answer: `hand` (ask, replay, the live table), `audit`, `blinds`,
`calculators` (potmax, sidepots), `compare`, `rules`.  They import rich inside the functions
that draw, so printing JSON or an error never loads it.  Errors are `floorcli.cli.boundary`'s.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from floorcli.cli.boundary import visible

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["console", "json_text", "shown", "write_json"]


def console(**options: Any) -> Console:
    """A rich console for stdout whose closed pipe is a `BrokenPipeError` like any other
    write's (rich's own answer is exit code 1), so the boundary ends it quietly.

    Emoji codes are off unless asked for: rich turns `:smile:` into an emoji even with markup
    off, and a player name, a typed line or a note must be shown as written."""
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            raise BrokenPipeError

    options.setdefault("emoji", False)
    return _Console(**options)


def shown(data: Any) -> Any:
    r"""`data` (an answer: dicts, lists, text) for a terminal: every text with its control
    characters written as escapes (`visible`), so a name, an action or a file name cannot
    move the cursor, set the clipboard (OSC 52) or make a link (OSC 8).  JSON is written
    from the answer itself, exact.

    >>> shown({"input": ["Bob\x1b]8;;http://x\x07 folds"]})
    {'input': ['Bob\\x1b]8;;http://x\\x07 folds']}
    """
    if isinstance(data, str):
        return visible(data)
    if isinstance(data, dict):
        return {k: shown(v) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return [shown(v) for v in data]
    return data


def write_json(data: object, *, indent: int | None = 2) -> None:
    """Write `data` as JSON on stdout, then a newline: indented, or one line (`indent=None`)."""
    sys.stdout.write(json_text(data, indent=indent) + "\n")


def json_text(data: object, *, indent: int | None = 2) -> str:
    """`data` as JSON, exactly as `json.dumps` writes it, except that a `Decimal` (an amount
    of a hand typed in cents) is written as the JSON number of its text, never through a
    float: ``Decimal("0.50")`` is ``0.50``.

    >>> from decimal import Decimal
    >>> json_text({"to": Decimal("0.50"), "seats": [1, 2]}, indent=None)
    '{"to": 0.50, "seats": [1, 2]}'
    """
    decimal = sys.modules.get("decimal")  # never imported: no Decimal can be in `data`
    if decimal is None or not _has_decimal(data, decimal.Decimal):
        return json.dumps(data, indent=indent)
    return "".join(_encode(data, indent, 0, decimal.Decimal))


def _has_decimal(data: object, kind: type) -> bool:
    if isinstance(data, kind):
        return True
    if isinstance(data, dict):
        return any(_has_decimal(v, kind) for v in data.values())
    if isinstance(data, list | tuple):
        return any(_has_decimal(v, kind) for v in data)
    return False


def _encode(data: object, indent: int | None, depth: int, kind: type) -> Iterator[str]:
    if isinstance(data, kind):
        yield str(data)
        return
    if not isinstance(data, dict | list | tuple) or not data:
        yield json.dumps(data)
        return
    pad = "" if indent is None else "\n" + " " * (indent * (depth + 1))
    end = "" if indent is None else "\n" + " " * (indent * depth)
    sep = ", " if indent is None else ","
    items = data.items() if isinstance(data, dict) else ((None, v) for v in data)
    yield "{" if isinstance(data, dict) else "["
    for n, (key, value) in enumerate(items):
        yield (sep if n else "") + pad
        if isinstance(data, dict):
            yield json.dumps(key if isinstance(key, str) else str(key)) + ": "
        yield from _encode(value, indent, depth + 1, kind)
    yield end + ("}" if isinstance(data, dict) else "]")
