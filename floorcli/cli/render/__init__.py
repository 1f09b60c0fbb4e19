"""Everything floorcli prints for people, and the one JSON writer for programs.

One module per kind of answer: `hand` (ask, replay, the live table), `audit`, `blinds`,
`calculators` (potmax, sidepots), `compare`, `rules`.  They import rich inside the functions
that draw, so printing JSON or an error never loads it.  Errors are `floorcli.cli.boundary`'s.
"""

from __future__ import annotations

import json
import sys

__all__ = ["write_json"]


def write_json(data: object, *, indent: int | None = 2) -> None:
    """Write `data` as JSON on stdout, then a newline: indented, or one line (`indent=None`)."""
    sys.stdout.write(json.dumps(data, indent=indent) + "\n")
