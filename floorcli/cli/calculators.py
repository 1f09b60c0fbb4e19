"""`floorcli potmax` and `floorcli sidepots`: the pot tools used at the table without a hand.

Registered in `floorcli.cli.app.build_app`.  Each command reads its options, calls one report
function (`floorcli.answers.calculators`) and prints it: JSON, or the text of
`floorcli.cli.render.calculators`.
"""

from __future__ import annotations

from typing import Annotated

import typer

from floorcli.answers.calculators import parse_contribution, potmax_report, sidepots_report
from floorcli.cli.boundary import command
from floorcli.errors import FloorError

__all__ = ["potmax", "sidepots"]

JsonOpt = Annotated[bool, typer.Option("--json", help="print JSON")]


def _amounts(text: str, flag: str) -> list[int]:
    from floorcli.formats.notation import parse_amount

    words = [w for w in text.replace(",", " ").replace("/", " ").split() if w]
    return [parse_amount(w, context=f"{flag} {text}") for w in words]


# ---------------------------------------------------------------- potmax


@command
def potmax(
    start: Annotated[
        int | None,
        typer.Argument(
            metavar="[POT]",
            min=0,
            help="the pot (the same as --pot): potmax 100 is the largest bet into 100",
            show_default=False,
        ),
    ] = None,
    *,
    pot: Annotated[
        int | None,
        typer.Option(
            "--pot", min=0, help="the starting pot S: chips from earlier rounds (antes included)"
        ),
    ] = None,
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
    stack: Annotated[
        int | None,
        typer.Option(
            "--stack", min=0, help="your chips behind (beyond --mine): caps the bet at all-in"
        ),
    ] = None,
    json: JsonOpt = False,
) -> None:
    """Pot-limit maximum and minimum without a hand file: the pot count and (3L+T)+S."""
    from floorcli.betting.potlimit import PREFLOP_VARIANTS
    from floorcli.cli.render import write_json
    from floorcli.cli.render.calculators import potmax_text

    if preflop is not None and preflop not in PREFLOP_VARIANTS:
        raise FloorError(f"--preflop: '{preflop}' is not one of {', '.join(PREFLOP_VARIANTS)}")
    if start is not None and pot is not None:
        raise FloorError(f"give the pot once: either potmax {start} or --pot {pot}, not both")
    if start is None and pot is None and not bets and not blinds:
        raise FloorError(
            "nothing to count: give the pot (potmax 100), this round's bets (--bets 5,35,35) "
            "or the blinds (--blinds 1,2)"
        )
    pot = start if start is not None else pot or 0
    due = _amounts(blinds, "--blinds") if blinds else []
    round_bets = _amounts(bets, "--bets") if bets else list(due)
    report = potmax_report(
        pot=pot, bets=round_bets, mine=mine, blinds=due, variant=preflop, stack=stack
    )
    if json:
        write_json(report)
    else:
        typer.echo(potmax_text(report))


# ---------------------------------------------------------------- sidepots


@command
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
    from floorcli.cli.render import write_json
    from floorcli.cli.render.calculators import sidepots_text

    report = sidepots_report([parse_contribution(p) for p in players], ante=ante, button=button)
    if json:
        write_json(report)
    else:
        typer.echo(sidepots_text(report))
