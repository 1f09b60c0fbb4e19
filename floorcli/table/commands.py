"""The words a line at the table begins with when it is not an action: the table's commands
(acted on by `floorcli.cli.live.loop`), the awards, `next` and players coming and going
(`floorcli.table.lines`, `floorcli.table.events`).  A misspelt first word is matched against
these and the action words alike (`floorcli.table.typed`): ``udno`` is ``undo``, ``nxet`` is
``next``.
"""

from __future__ import annotations

from floorcli.table.events import EVENT_WORDS

__all__ = ["COMMAND_WORDS"]

COMMAND_WORDS: tuple[str, ...] = (
    *("undo", "pots", "stacks", "map", "why", "explain", "hand", "rules", "save", "help"),
    "quit",
    *("exit", "next", "split", "upcards", "level", "bust", "clock", "time"),
    *EVENT_WORDS,
)
"""Every command word, as `help` (`floorcli.cli.live.loop.TABLE_HELP`) lists them."""
