"""Everything floorcli prints for people, and the one JSON writer for programs.

One module per kind of answer: `hand` (ask, replay, the live table), `audit`, `blinds`,
`calculators` (potmax, sidepots), `compare`, `rules`.  They import rich inside the functions
that draw, so printing JSON or an error never loads it.  Errors are `floorcli.cli.boundary`'s.
"""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

from floorcli.cli.boundary import visible

if TYPE_CHECKING:
    from rich.console import Console

__all__ = ["console", "shown", "write_json"]


def console(**options: Any) -> Console:
    """A rich console for stdout whose closed pipe is a `BrokenPipeError` like any other
    write's (rich's own answer is exit code 1), so the boundary ends it quietly."""
    from rich.console import Console

    class _Console(Console):
        def on_broken_pipe(self) -> None:
            raise BrokenPipeError

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
    sys.stdout.write(json.dumps(data, indent=indent) + "\n")
