"""`floorcli balance`, `floorcli break`, `floorcli colorup`: the tournament floor between hands.

Registered in `floorcli.cli.app.build_app` after `blinds`.  Each reads its file, calls one
function of `floorcli.tournament` and prints the words or the JSON of
`floorcli.cli.render.tournament`.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Annotated

import typer

from floorcli.cli.boundary import command

__all__ = ["balance", "break_table", "colorup"]

RoomArg = Annotated[
    Path,
    typer.Argument(
        help="room file (YAML): every table's seats, players, stacks, button and blinds; "
        "the break order (docs/tournament.md)",
        show_default=False,
    ),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="print JSON")]
SeedOpt = Annotated[
    int | None,
    typer.Option(
        "--seed",
        min=0,
        help="the seed of the random draw (printed with it, so the same draw can be made "
        "again); default: a new one",
        show_default=False,
    ),
]


def _seed(seed: int | None) -> int:
    return random.SystemRandom().randrange(1_000_000) if seed is None else seed


@command
def balance(room: RoomArg, *, json: JsonOpt = False) -> int:
    """Which tables are out of balance or must halt, and which player moves to which seat
    (TDA 2024 Rule 11). Exit 1 when a player must move or a table must halt."""
    from floorcli.cli.render import write_json
    from floorcli.cli.render.tournament import balance_json, render_balance
    from floorcli.tournament.balance import balance as balance_room
    from floorcli.tournament.roomfile import load_room

    report = balance_room(load_room(room))
    if json:
        write_json(balance_json(report))
    else:
        render_balance(report)
    return 1 if report.moves or any(t.halt for t in report.tables) else 0


@command
def break_table(
    room: RoomArg,
    *,
    table: Annotated[
        int | None,
        typer.Option(
            "--table",
            min=1,
            help="break this table instead of the next in the room's break order",
            show_default=False,
        ),
    ] = None,
    seed: SeedOpt = None,
    json: JsonOpt = False,
) -> int:
    """Break the next table in the break order: its players drawn to new tables and seats by
    the 2-step random process (TDA 2024 Rules 10, 8-A)."""
    from floorcli.cli.render import write_json
    from floorcli.cli.render.tournament import break_json, render_break
    from floorcli.tournament.breaking import break_table as break_room
    from floorcli.tournament.roomfile import load_room

    report = break_room(load_room(room), seed=_seed(seed), table=table)
    if json:
        write_json(break_json(report))
    else:
        render_break(report, str(room))
    return 0


@command
def colorup(
    file: Annotated[
        Path,
        typer.Argument(
            help="color-up file (YAML): remove, next, and each seat's name, chips of the "
            "removed denomination and stack (docs/tournament.md)",
            show_default=False,
        ),
    ],
    *,
    seed: SeedOpt = None,
    json: JsonOpt = False,
) -> int:
    """A scheduled color-up: equal-value exchanges, the chips raced, the race from seat 1
    with at most one chip a player, nobody raced out (TDA 2024 Rule 24)."""
    from floorcli.cli.render import write_json
    from floorcli.cli.render.tournament import colorup_json, render_colorup
    from floorcli.tournament.colorup import color_up
    from floorcli.tournament.colorupfile import load_color_up

    game = load_color_up(file)
    drawn = _seed(seed)
    results, raced = color_up(game, seed=drawn)
    if json:
        write_json(colorup_json(game, results, raced, drawn))
    else:
        render_colorup(game, results, raced, drawn)
    return 0
