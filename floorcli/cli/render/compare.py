"""`floorcli compare` for people: the rulings that differ, one column a profile."""

from __future__ import annotations

from typing import Any

__all__ = ["render_compare"]


def _cell(ruling: dict[str, Any] | None) -> str:
    if ruling is None:
        return "(not reached)"
    amount = f" {ruling['to']}" if ruling["to"] is not None else ""
    head = f"{ruling['action']}{amount}: {ruling['verdict']}"
    return f"{head}\n{ruling['explanation']}"  # the rule is quoted in the explanation


def value_text(value: Any) -> str:
    """A final answer's value as text, not JSON.

    >>> value_text([{"amount": 113, "eligible": [4, 5, 6, 8]}, {"amount": 10, "eligible": [4, 6]}])
    'main pot 113 (seats 4, 5, 6, 8); side pot 10 (seats 4, 6)'
    >>> value_text(["fold", "call"]), value_text(None), value_text(True)
    ('fold, call', 'none', 'yes')
    """
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list) and value and isinstance(value[0], dict):
        return "; ".join(
            f"{'main pot' if n == 0 else 'side pot'} {p['amount']} "
            f"(seats {', '.join(map(str, p['eligible']))})"
            for n, p in enumerate(value)
        )
    if isinstance(value, list):
        return ", ".join(map(str, value))
    return str(value)


def _because(keys: list[str], report: dict[str, Any]) -> str:
    """The settings behind a difference, each with its value under every profile."""
    parts = []
    for key in keys:
        parts.append(key)
        parts += [f"  {n}: {v}" for n, v in report["settings"][key].items()]
    return "\n".join(parts) if parts else "(same settings)"


def render_compare(report: dict[str, Any]) -> None:
    """The summary sentence, then (when the profiles disagree) a table of the differences,
    each with the settings that make it when set alone."""
    from rich.table import Table
    from rich.text import Text

    from floorcli.cli.render import console as make_console
    from floorcli.cli.render import shown

    report = shown(report)
    console = make_console(width=120)
    names = report["profiles"]
    console.print(f"{report['hand']}: {report['summary']}", markup=False)
    if report["same"]:
        return
    table = Table(title=Text(f"Differences: {report['hand']}"), show_lines=True)
    table.add_column("#")
    table.add_column("action")
    for name in names:
        table.add_column(Text(name), overflow="fold")
    table.add_column("because of", overflow="fold")
    for row in report["rulings"]:
        cells = [Text(_cell(row["by_profile"][n])) for n in names]
        because = Text(_because(row["settings"], report))
        table.add_row(str(row["index"]), Text(row["input"]), *cells, because)
    for key, values in report["final"].items():
        finals = [Text(value_text(values[n])) for n in names]
        table.add_row(
            "", f"final {key}", *finals, Text(_because(report["final_settings"][key], report))
        )
    console.print(table)
