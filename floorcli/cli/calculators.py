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

JsonOpt = Annotated[bool, typer.Option("--json", help="print the answer as JSON")]


def _words(text: str | None, flag: str) -> list[str]:
    from floorcli.formats.amounts import list_items

    return [] if text is None else list_items(text, flag=flag, required=True)


def _amounts(text: str | None, flag: str, decimals: int) -> list[int]:
    from floorcli.formats.amounts import parse_amount

    words = _words(text, flag)
    return [parse_amount(w, context=f"{flag} {text}", decimals=decimals) for w in words]


def _amount(text: str | None, flag: str, decimals: int) -> int | None:
    """One amount flag in units of ``10**-decimals`` chips (None when not given)."""
    from floorcli.formats.amounts import parse_amount

    return None if text is None else parse_amount(text, context=f"{flag} {text}", decimals=decimals)


# ---------------------------------------------------------------- potmax


@command
def potmax(
    start: Annotated[
        str | None,
        typer.Argument(
            metavar="POT",
            help="the pot (the same as --pot): potmax 100 is the largest bet into 100 "
            "(amounts may have cents: potmax 1.50)",
            show_default=False,
        ),
    ] = None,
    *,
    pot: Annotated[
        str | None,
        typer.Option(
            "--pot",
            metavar="AMOUNT",
            help="the starting pot S: chips from earlier rounds (antes included)",
        ),
    ] = None,
    bets: Annotated[
        str | None,
        typer.Option(
            "--bets",
            metavar="BET,...",
            help="this round's bets, each player's round total in order, e.g. 5,35,35 "
            "(pre-flop: the blinds first)",
        ),
    ] = None,
    mine: Annotated[
        str,
        typer.Option("--mine", metavar="AMOUNT", help="your own chips already in this round"),
    ] = "0",
    blinds: Annotated[
        str | None,
        typer.Option(
            "--blinds",
            metavar="SB,BB",
            help="pre-flop: the blinds due, e.g. 1,2 (--bets start with them)",
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
        str | None,
        typer.Option(
            "--stack",
            metavar="AMOUNT",
            help="your chips behind (beyond --mine): caps the bet at all-in",
        ),
    ] = None,
    big_blind: Annotated[
        str | None,
        typer.Option(
            "--big-blind",
            metavar="AMOUNT",
            help="after the flop: the big blind, the smallest bet of an unopened round",
        ),
    ] = None,
    json: JsonOpt = False,
) -> None:
    """Pot-limit maximum and minimum without a hand file: the pot count and (3L+T)+S."""
    from floorcli.betting.potlimit import PREFLOP_VARIANTS
    from floorcli.cli.render import write_json
    from floorcli.cli.render.calculators import potmax_text

    if preflop is not None and preflop not in PREFLOP_VARIANTS:
        from floorcli.errors import close_match_hint

        hint = close_match_hint(preflop, PREFLOP_VARIANTS)
        raise FloorError(f"--preflop {preflop}: not one of {', '.join(PREFLOP_VARIANTS)}{hint}")
    if start is not None and pot is not None:
        raise FloorError(f"give the pot once: either potmax {start} or --pot {pot}, not both")
    if start is None and pot is None and not bets and not blinds:
        raise FloorError(
            "nothing to count: give the pot (potmax 100), this round's bets (--bets 5,35,35) "
            "or the blinds (--blinds 1,2)"
        )
    from floorcli.formats.amounts import amount_decimals

    # Cents anywhere (potmax 1.50 --bets 0.25,0.50) and every amount is counted in cents.
    typed = [
        start,
        pot,
        mine,
        stack,
        big_blind,
        *_words(bets, "--bets"),
        *_words(blinds, "--blinds"),
    ]
    decimals = amount_decimals(w for w in typed if w is not None)
    flag = "potmax" if start is not None else "--pot"
    pot_chips = _amount(start if start is not None else pot, flag, decimals) or 0
    due = _amounts(blinds, "--blinds", decimals) if blinds is not None else []
    round_bets = _amounts(bets, "--bets", decimals) if bets is not None else list(due)
    report = potmax_report(
        pot=pot_chips,
        bets=round_bets,
        mine=_amount(mine, "--mine", decimals) or 0,
        blinds=due,
        variant=preflop,
        stack=_amount(stack, "--stack", decimals),
        decimals=decimals,
        big_blind=_amount(big_blind, "--big-blind", decimals),
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
        str,
        typer.Option(
            "--ante", metavar="AMOUNT", help="each player's ante, dead money in the main pot"
        ),
    ] = "0",
    button: Annotated[
        int | None,
        typer.Option("--button", min=1, metavar="SEAT", help="the button seat (for the odd chip)"),
    ] = None,
    json: JsonOpt = False,
) -> None:
    """Main and side pots from each player's contribution: who can win which, uncalled chips."""
    from floorcli.cli.render import write_json
    from floorcli.cli.render.calculators import sidepots_text
    from floorcli.formats.amounts import amount_decimals

    # Cents anywhere (1:2.50 2:0.75:allin) and every amount is counted in cents.
    decimals = amount_decimals([ante, *(p.split(":")[1] for p in players if ":" in p)])
    report = sidepots_report(
        [parse_contribution(p, decimals=decimals) for p in players],
        ante=_amount(ante, "--ante", decimals) or 0,
        button=button,
        decimals=decimals,
    )
    if json:
        write_json(report)
    else:
        typer.echo(sidepots_text(report))
