"""`floorcli table`, `floorcli potmax`, `floorcli sidepots`: the tools used at the table.

Registered in `floorcli.cli.app.build_app`.  Each command reads its options, calls one function and
prints the answer: the reports and their text are `floorcli.answers.calculators`, the live loop
`floorcli.cli.tableloop` over `floorcli.answers.live`.  rich is imported only when something
is drawn.
"""

from __future__ import annotations

import json as jsonlib
from pathlib import Path
from typing import Annotated

import typer

from floorcli.answers.calculators import (
    Contribution,
    format_potmax,
    format_sidepots,
    parse_contribution,
    potmax_report,
    sidepots_report,
)
from floorcli.errors import FloorError

__all__ = [
    "Contribution",
    "parse_contribution",
    "potmax",
    "potmax_report",
    "sidepots",
    "sidepots_report",
    "table",
]

JsonOpt = Annotated[bool, typer.Option("--json", help="print JSON")]


def _fail(err: FloorError) -> typer.Exit:
    from floorcli.cli.render import error

    error(str(err))
    return typer.Exit(2)


def _amounts(text: str, flag: str) -> list[int]:
    from floorcli.formats.notation import parse_amount

    words = [w for w in text.replace(",", " ").replace("/", " ").split() if w]
    return [parse_amount(w, context=f"{flag} {text}") for w in words]


# ---------------------------------------------------------------- potmax


def potmax(
    *,
    pot: Annotated[
        int,
        typer.Option(
            "--pot", min=0, help="the starting pot S: chips from earlier rounds (antes included)"
        ),
    ] = 0,
    bets: Annotated[
        str,
        typer.Option(
            "--bets",
            help="this round's bets, each player's round total in order, e.g. 5,35,35 "
            "(pre-flop: the blinds first)",
        ),
    ] = "",
    mine: Annotated[
        int, typer.Option("--mine", min=0, help="your own chips already in this round")
    ] = 0,
    blinds: Annotated[
        str | None,
        typer.Option(
            "--blinds", help="pre-flop: the blinds due, e.g. 1,2 (--bets start with them)"
        ),
    ] = None,
    preflop: Annotated[
        str | None,
        typer.Option(
            "--preflop",
            metavar="VARIANT",
            help="pre-flop pot: true-pot (default), posted or assumed-call",
        ),
    ] = None,
    json: JsonOpt = False,
) -> None:
    """Pot-limit maximum without a hand file: the pot count and the (3L+T)+S shortcut."""
    from floorcli.betting.potlimit import PREFLOP_VARIANTS

    try:
        if preflop is not None and preflop not in PREFLOP_VARIANTS:
            raise FloorError(f"--preflop: '{preflop}' is not one of {', '.join(PREFLOP_VARIANTS)}")
        due = _amounts(blinds, "--blinds") if blinds else []
        round_bets = _amounts(bets, "--bets") if bets else list(due)
        report = potmax_report(pot=pot, bets=round_bets, mine=mine, blinds=due, variant=preflop)
    except FloorError as err:
        raise _fail(err) from None
    if json:
        typer.echo(jsonlib.dumps(report, indent=2))
        return
    typer.echo(format_potmax(report))


# ---------------------------------------------------------------- sidepots


def sidepots(
    players: Annotated[
        list[str],
        typer.Argument(
            metavar="SEAT:TOTAL[:allin|folded]...",
            help="each player's total chips in the hand (antes included), and whether they "
            "are all-in or folded, e.g. 1:30 2:10:allin 3:30:allin",
            show_default=False,
        ),
    ],
    *,
    ante: Annotated[
        int, typer.Option("--ante", min=0, help="each player's ante, dead money in the main pot")
    ] = 0,
    button: Annotated[
        int | None, typer.Option("--button", min=1, help="the button seat (for the odd chip)")
    ] = None,
    json: JsonOpt = False,
) -> None:
    """Main and side pots from each player's contribution: who can win which, uncalled chips."""
    try:
        report = sidepots_report([parse_contribution(p) for p in players], ante=ante, button=button)
    except FloorError as err:
        raise _fail(err) from None
    if json:
        typer.echo(jsonlib.dumps(report, indent=2))
        return
    typer.echo(format_sidepots(report))


# ---------------------------------------------------------------- table


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
) -> None:
    """Live mode for a dealer: type actions as they happen; the ruling and the next options."""
    from floorcli.answers.live import hand_from_flags, start_table
    from floorcli.cli.tableloop import TableSession, greet
    from floorcli.textio.yamlsrc import LineDict, read_yaml_file

    try:
        if hand is not None:
            if stacks or seats or blinds or ante is not None or button is not None:
                raise FloorError(
                    "give either a hand file or --stacks/--seats/--blinds/--ante/--button, not both"
                )
            from floorcli.formats.handfile import resolve_hand

            path = resolve_hand(hand)
            data = read_yaml_file(path)
            if not isinstance(data, LineDict):
                raise FloorError(
                    "a hand file is a mapping with rules, seats, button and actions", file=str(path)
                )
            outcome = start_table(data, file=str(path), base=path.parent)
        else:
            data = hand_from_flags(
                rules=rules, blinds=blinds, ante=ante, button=button, stacks=stacks, seats=seats
            )
            try:
                outcome = start_table(data, file="the command line")
            except FloorError as err:
                err.file, err.line = None, None
                raise
    except FloorError as err:
        raise _fail(err) from None
    session = TableSession(outcome.table, as_json=json, save_to=save)
    greet(session, outcome)
    raise typer.Exit(session.run())
