"""`ask` and `replay` on one hand file, printed: shared by the argv fast path and typer.

Nothing heavy is imported here (no typer, click or rich until a table is drawn), so the fast
path in `floorcli.cli.app` answers through this module as cheaply as it can.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = ["run_hand"]


def run_hand(
    command: str,
    hand: Path,
    *,
    as_json: bool,
    rules: str | None,
    explain: bool = False,
    irregular: bool = False,
    number: str | None = None,
) -> int:
    """`ask` or `replay` on one hand file: print the answer, return the exit code.

    `hand` may be `-`: the hand file is read from standard input.  `rules` (the `--rules`
    flag) rules the hand whatever the file names; a note on stderr says so.  The text is
    short (one line per ruling, the answer without its arithmetic) unless `explain`;
    `irregular` keeps only the rulings that are not ok.
    0 when every action stood, 1 when a ruling corrected or refused one; a `FloorError`
    (bad input) is left to the caller's boundary (`floorcli.cli.boundary`).  `number` picks
    hand `[number]` of a `.phhs` file.
    """
    from floorcli.answers.hand import STDIN, ask_file, replay_file

    text = sys.stdin.read() if hand == STDIN else None
    if command == "replay":
        short = not (as_json or explain)
        answer = replay_file(
            hand, rules=rules, text=text, short=short, irregular=irregular, number=number
        )
    else:
        answer = ask_file(hand, rules=rules, text=text, number=number)
    for note in answer.notes:
        sys.stderr.write(note + "\n")
    if as_json:
        from floorcli.cli.render import write_json

        write_json(answer.report)
    else:
        from floorcli.cli.render import hand as render

        title = str(hand) if number is None else f"{hand} hand {number}"
        if command == "replay" and not explain:
            render.render_short_replay(answer.report, answer.short)
        elif command == "replay":
            render.render_replay(answer.report, title)
        else:
            render.render_ask(answer.report, title, explain=explain)
    return 0 if answer.stands else 1
