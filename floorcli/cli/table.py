"""`floorcli table`: live mode for a dealer, typed actions answered as they happen.

Registered in `floorcli.cli.app.build_app`.  The command reads a hand file or its flags, starts
the table (`floorcli.answers.live`) and hands it to the loop (`floorcli.cli.tableloop`).  rich
is imported only when something is drawn.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from floorcli.cli.boundary import command
from floorcli.errors import FloorError

if TYPE_CHECKING:
    from floorcli.answers.live import Outcome

__all__ = ["table"]


@command
def table(
    hand: Annotated[
        Path | None,
        typer.Argument(
            help="start from this hand file (its actions are replayed)", show_default=False
        ),
    ] = None,
    *,
    rules: Annotated[
        str, typer.Option("--rules", help="profile when starting from flags (e.g. tda-plo)")
    ] = "tda-nlhe",
    blinds: Annotated[
        str | None, typer.Option("--blinds", help="blinds, e.g. 5,10 (default: the profile's)")
    ] = None,
    ante: Annotated[int | None, typer.Option("--ante", min=0, help="ante amount")] = None,
    stacks: Annotated[
        str | None, typer.Option("--stacks", help="stacks of seats 1, 2, 3 ..., e.g. 1000,800,1200")
    ] = None,
    seats: Annotated[
        str | None,
        typer.Option("--seats", help="seat:stack or seat:name:stack, e.g. 1:1000,4:Alice:800"),
    ] = None,
    button: Annotated[
        int | None, typer.Option("--button", min=1, help="the button seat (default: the last seat)")
    ] = None,
    save: Annotated[
        Path | None,
        typer.Option(
            "--save",
            help="on leaving, save the hand here (default: ask at a terminal; with input "
            "from a pipe or file, save to table-<date>-<time>.yaml)",
        ),
    ] = None,
    json: Annotated[bool, typer.Option("--json", help="one JSON object a line per answer")] = False,
) -> int:
    """Live mode for a dealer: type actions as they happen; the ruling and the next options."""
    from floorcli.cli.tableloop import TableSession, greet

    if hand is not None:
        if stacks or seats or blinds or ante is not None or button is not None:
            raise FloorError(
                "give either a hand file or --stacks/--seats/--blinds/--ante/--button, not both"
            )
        outcome = _from_file(hand)
    else:
        from floorcli.answers.live import hand_from_flags, start_table

        data = hand_from_flags(
            rules=rules, blinds=blinds, ante=ante, button=button, stacks=stacks, seats=seats
        )
        try:
            outcome = start_table(data, file="the command line")
        except FloorError as err:
            err.file, err.line = None, None
            raise
    session = TableSession(outcome.table, as_json=json, save_to=save)
    greet(session, outcome)
    return session.run()


def _from_file(hand: Path) -> Outcome:
    """The table after replaying the hand file's actions."""
    from floorcli.answers.live import start_table
    from floorcli.formats.handfile import resolve_hand
    from floorcli.textio.yamlsrc import LineDict, read_yaml_file

    path = resolve_hand(hand)
    data = read_yaml_file(path)
    if not isinstance(data, LineDict):
        raise FloorError(
            "a hand file is a mapping with rules, seats, button and actions", file=str(path)
        )
    return start_table(data, file=str(path), base=path.parent)
