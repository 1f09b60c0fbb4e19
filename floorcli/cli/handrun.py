"""`ask` and `replay` on one hand file, printed: shared by the argv fast path and typer.

Nothing heavy is imported here (no typer, click or rich until a table is drawn), so the fast
path in `floorcli.cli.app` answers through this module as cheaply as it can.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

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
    from floorcli.cli.flags import profile_flag
    from floorcli.textio.limits import stdin_text

    profile_flag(rules)
    text = stdin_text() if hand == STDIN else None
    played = _played(hand, text) if number is None and rules is None else None
    if played is not None and command == "replay":
        return _replay_session(hand, played, as_json=as_json, explain=explain, irregular=irregular)
    if played is not None:  # ask: the hand being played, the last of the session
        from floorcli.table.played import ask_session

        answer = ask_session(hand, *played)
        number = str(len(played[1]))
    elif command == "replay":
        short = not (as_json or explain)
        answer = replay_file(
            hand, rules=rules, text=text, short=short, irregular=irregular, number=number
        )
    else:
        answer = ask_file(hand, rules=rules, text=text, number=number)
    for note in answer.notes:
        from floorcli.cli.boundary import visible

        sys.stderr.write(visible(note) + "\n")  # the file's own words: escaped
    if as_json:
        from floorcli.cli.render import write_json

        write_json(answer.report)
    else:
        from floorcli.cli.render import hand as render

        title = str(hand) if number is None else f"{hand} hand {number}"
        if command == "replay" and not explain:
            render.render_short_replay(answer.report, answer.short, answer.returned_to)
        elif command == "replay":
            render.render_replay(answer.report, title, answer.returned_to)
        else:
            render.render_ask(answer.report, title, explain=explain, returned_to=answer.returned_to)
    return 0 if answer.stands else 1


def _played(hand: Path, text: str | None) -> tuple[Any, Any] | None:
    """A played session file (`hands:` a list, as `floorcli table` saves one), or None.

    The played-session reader (and through it the session model) is imported only for a text
    that names `hands` at all: a plain hand file is answered without it.
    """
    if hand == Path("-"):
        if text is None or "hands" not in text:
            return None
        from floorcli.table.played import read_played

        return read_played(Path("<stdin>"), text)
    if hand.suffix.lower() not in (".yaml", ".yml") or not hand.is_file():
        return None
    try:
        if b"hands" not in hand.read_bytes():
            return None
    except OSError:
        return None  # the hand reader says what is wrong with it
    from floorcli.table.played import read_played

    return read_played(hand)


def _replay_session(
    hand: Path, played: tuple[Any, Any], *, as_json: bool, explain: bool, irregular: bool
) -> int:
    """`replay` on a played session: every hand in order; the exit code is the worst."""
    from floorcli.table.played import replay_session
    from floorcli.table.records import check_records

    data, hands = played
    check_records(hand, data, hands)  # a won or a stack no table could have saved: refused
    short = not (as_json or explain)
    answers = replay_session(hand, data, hands, short=short, irregular=irregular)
    if as_json:
        from floorcli.cli.render import write_json

        write_json([answer.report for _, answer in answers])
    else:
        from floorcli.cli.render import hand as render

        for number, answer in answers:
            render.render_hand_title(f"{hand} hand {number} of {len(answers)}")
            if explain:
                render.render_replay(answer.report, f"{hand} hand {number}")
            else:
                render.render_short_replay(answer.report, answer.short)
    return 0 if all(answer.stands for _, answer in answers) else 1
