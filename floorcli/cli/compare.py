"""`floorcli compare HAND --rules A --rules B`: where two profiles rule differently."""

from __future__ import annotations

import json as json_module
from pathlib import Path
from typing import Annotated, Any

import typer

from floorcli.cli.app import guarded

__all__ = ["compare"]


def compare(
    hand: Annotated[Path, typer.Argument(help="hand file (YAML or PHH)", show_default=False)],
    *,
    rules: Annotated[
        list[str],
        typer.Option("--rules", help="a profile to compare (give two or more)", show_default=False),
    ],
    json: Annotated[bool, typer.Option("--json", help="print JSON")] = False,
) -> None:
    """Replay a hand under two or more profiles; show where their rulings differ (exit 1 if any)."""
    if len(rules) < 2:
        from floorcli.cli.render import error

        error("compare needs two profiles: e.g. --rules tda-nlhe --rules cash-nlhe")
        raise typer.Exit(2)

    def run() -> int:
        from floorcli.answers.compare import compare as compare_hand

        report = compare_hand(hand, list(rules))
        if json:
            typer.echo(json_module.dumps(report, indent=2))
        else:
            _render(report)
        return 0 if report["same"] else 1

    raise typer.Exit(guarded(run))


def _cell(ruling: dict[str, Any] | None) -> str:
    if ruling is None:
        return "(not reached)"
    amount = f" {ruling['to']}" if ruling["to"] is not None else ""
    head = f"{ruling['action']}{amount}: {ruling['verdict']}"
    return f"{head}\n{ruling['explanation']}\n{ruling['rule']}"


def _render(report: dict[str, Any]) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(width=120)
    names = report["profiles"]
    if report["same"]:
        console.print(f"{report['hand']}: the profiles {', '.join(names)} rule the same.")
        return
    table = Table(title=f"Differences: {report['hand']}", show_lines=True)
    table.add_column("#")
    table.add_column("action")
    for name in names:
        table.add_column(name, overflow="fold")
    for row in report["rulings"]:
        cells = [_cell(row["by_profile"][n]) for n in names]
        table.add_row(str(row["index"]), row["input"], *cells)
    for key, values in report["final"].items():
        table.add_row("", f"final {key}", *[json_module.dumps(values[n]) for n in names])
    console.print(table)
