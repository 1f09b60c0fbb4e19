"""`ask` and `replay` on one hand file, printed: shared by the argv fast path and typer.

Nothing heavy is imported here (no typer, click or rich until a table is drawn), so the fast
path in `floorcli.cli.app` answers through this module as cheaply as it can.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["run_hand"]


def run_hand(
    command: str, hand: Path, *, as_json: bool, rules: str | None, number: str | None = None
) -> int:
    """`ask` or `replay` on one hand file: print the answer, return the exit code.

    0 when every action stood, 1 when a ruling corrected or refused one; a `FloorError`
    (bad input) is left to the caller's boundary (`floorcli.cli.boundary`).  `number` picks
    hand `[number]` of a `.phhs` file.
    """
    from floorcli.answers.hand import ask_file, replay_file

    if command == "replay":
        answer = replay_file(hand, default_rules=rules, number=number)
    else:
        answer = ask_file(hand, default_rules=rules, number=number)
    if as_json:
        from floorcli.cli.render import write_json

        write_json(answer.report)
    else:
        from floorcli.cli.render import hand as render

        title = str(hand) if number is None else f"{hand} hand {number}"
        if command == "replay":
            render.render_replay(answer.report, title)
        else:
            render.render_ask(answer.report, title)
    return 0 if answer.stands else 1
