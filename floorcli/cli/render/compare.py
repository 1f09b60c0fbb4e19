"""`floorcli compare` for people: the rulings that differ, one column a profile."""

from __future__ import annotations

import json
from typing import Any

__all__ = ["render_compare"]


def _cell(ruling: dict[str, Any] | None) -> str:
    if ruling is None:
        return "(not reached)"
    amount = f" {ruling['to']}" if ruling["to"] is not None else ""
    head = f"{ruling['action']}{amount}: {ruling['verdict']}"
    return f"{head}\n{ruling['explanation']}\n{ruling['rule']}"


def render_compare(report: dict[str, Any]) -> None:
    """One sentence when the profiles agree; else a table of the differences."""
    from rich.table import Table
    from rich.text import Text

    from floorcli.cli.render import console as make_console
    from floorcli.cli.render import shown

    report = shown(report)
    console = make_console(width=120)
    names = report["profiles"]
    if report["same"]:
        console.print(
            f"{report['hand']}: the profiles {', '.join(names)} rule the same.", markup=False
        )
        return
    table = Table(title=Text(f"Differences: {report['hand']}"), show_lines=True)
    table.add_column("#")
    table.add_column("action")
    for name in names:
        table.add_column(Text(name), overflow="fold")
    for row in report["rulings"]:
        cells = [Text(_cell(row["by_profile"][n])) for n in names]
        table.add_row(str(row["index"]), Text(row["input"]), *cells)
    for key, values in report["final"].items():
        table.add_row("", f"final {key}", *[json.dumps(values[n]) for n in names])
    console.print(table)
