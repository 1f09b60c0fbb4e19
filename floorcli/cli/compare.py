"""`floorcli compare HAND --rules A --rules B`: where two profiles rule differently."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from floorcli.cli.boundary import command
from floorcli.cli.complete import complete_hand, complete_profile
from floorcli.cli.flags import profile_flag
from floorcli.errors import FloorError

__all__ = ["compare"]


@command
def compare(
    hand: Annotated[
        Path,
        typer.Argument(
            metavar="HAND",
            autocompletion=complete_hand,
            help="hand file (YAML or PHH) or a shipped example by name",
            show_default=False,
        ),
    ],
    *,
    rules: Annotated[
        list[str],
        typer.Option(
            "--rules",
            metavar="NAME",
            autocompletion=complete_profile,
            help="a profile to compare (give two or more: --rules tda-nlhe --rules roberts-nlhe)",
            show_default=False,
        ),
    ],
    json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
) -> int:
    """Replay a hand under two or more profiles; show where their rulings differ (exit 1 if any)."""
    from floorcli.answers.compare import compare as compare_hand
    from floorcli.cli.render import write_json
    from floorcli.cli.render.compare import render_compare

    if len(rules) < 2:
        raise FloorError("compare needs two profiles: e.g. --rules tda-nlhe --rules cash-nlhe")
    for name in rules:
        profile_flag(name)
    report = compare_hand(hand, list(rules))
    if json:
        write_json(report)
    else:
        render_compare(report)
    return 0 if report["same"] else 1
