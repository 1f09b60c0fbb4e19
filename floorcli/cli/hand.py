"""`floorcli ask`, `floorcli replay` and `floorcli examples`: the typer side of the hand commands.

The work itself is `floorcli.cli.handrun.run_hand`, shared with the fast path that answers
`ask`/`replay` without importing typer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from floorcli.cli.boundary import command
from floorcli.cli.complete import complete_hand, complete_profile
from floorcli.cli.handrun import run_hand

__all__ = ["ask", "examples", "replay"]

HandArg = Annotated[
    Path,
    typer.Argument(
        metavar="HAND",
        autocompletion=complete_hand,
        help="hand file (YAML or PHH), a shipped example by name ('floorcli examples' lists "
        "them), or - to read it from stdin",
        show_default=False,
    ),
]
HandOpt = Annotated[
    str | None,
    typer.Option("--hand", metavar="N", help="hand N of a .phhs file (one that holds many hands)"),
]
JsonOpt = Annotated[
    bool,
    typer.Option(
        "--json", help="print the answer as JSON (each key is in the command's docs page)"
    ),
]
RulesOpt = Annotated[
    str | None,
    typer.Option(
        "--rules",
        metavar="NAME",
        autocompletion=complete_profile,
        help="the profile to rule by (e.g. tda-nlhe): wins over the file's own 'rules:', "
        "with a note on stderr",
    ),
]


ExplainOpt = Annotated[
    bool,
    typer.Option("--explain", "-v", help="the full arithmetic and the rule behind every answer"),
]
IrregularOpt = Annotated[
    bool,
    typer.Option("--irregular", help="show only the rulings that corrected or refused an action"),
]


@command
def replay(
    hand: HandArg,
    *,
    json: JsonOpt = False,
    rules: RulesOpt = None,
    explain: ExplainOpt = False,
    irregular: IrregularOpt = False,
    number: HandOpt = None,
) -> int:
    """Replay a hand's actions: one ruling per action (exit 1 if any was corrected or refused)."""
    return run_hand(
        "replay",
        hand,
        as_json=json,
        rules=rules,
        explain=explain,
        irregular=irregular,
        number=number,
    )


@command
def ask(
    hand: HandArg,
    *,
    json: JsonOpt = False,
    rules: RulesOpt = None,
    explain: ExplainOpt = False,
    number: HandOpt = None,
) -> int:
    """The state after the history: who acts, to call, min and max raise-to, legal actions, pots."""
    return run_hand("ask", hand, as_json=json, rules=rules, explain=explain, number=number)


@command
def examples() -> None:
    """List the shipped example hands and sessions and what each shows; any command that reads a
    hand takes one by name (floorcli replay situation-6), and blinds a session (floorcli blinds
    cash-night)."""
    from floorcli.cli.blinds import list_sessions
    from floorcli.formats.handfile import examples_dir, list_examples

    for name, summary in list_examples():
        typer.echo(f"{name:<26} {summary}")
    typer.echo("\n(the example sessions, for 'floorcli blinds':)")
    for name, summary in list_sessions():
        typer.echo(f"{name:<26} {summary}")
    typer.echo(
        f"\n(in {examples_dir()}; e.g. 'floorcli replay situation-6', 'floorcli blinds cash-night')"
    )
