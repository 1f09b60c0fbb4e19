"""The live table on one full screen (Textual): what `floorcli table` opens at a terminal
(`--screen` asks for it anywhere, `--lines` keeps the lines: `floorcli.cli.live.full_screen`).

The only package that imports textual, and only when the screen opens, so every other command
starts as fast as before.  `app` is the screen, `view` its words, `ring` the seat map drawn,
`keys` the one-touch actions, `line` the input line, `palette` its colours.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floorcli.cli.live.loop import TableSession
    from floorcli.table.hand import Outcome

__all__ = ["open_screen", "run_screen"]


def open_screen(session: TableSession, outcome: Outcome, *, resumed: int = 0) -> TableApp:
    """The screen over a started session, greeted as line mode greets (or with the hand in
    play when it was taken up from its journal)."""
    from floorcli.cli.live.greeting import greet
    from floorcli.cli.screen.app import TableApp

    app = TableApp(session)
    greet(session, outcome, resumed=resumed)  # into the log, as its first entry
    return app


def run_screen(session: TableSession, outcome: Outcome, *, resumed: int = 0) -> int:
    """Open the screen; when it closes print what leaving said; the exit code of leaving."""
    import sys

    app = open_screen(session, outcome, resumed=resumed)
    app.run()
    sys.stdout.write(app.farewell())
    return app.code


if TYPE_CHECKING:
    from floorcli.cli.screen.app import TableApp
