"""`floorcli audit` for people: the progress bar, then the summary table and the findings.

Everything taken from a file (names, variants, explanations) is shown as plain text, never as
rich markup (a variant named `[/x]` is printed as written), with control characters escaped
(`floorcli.cli.boundary.visible`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console

    from floorcli.audit.results import Summary

from floorcli.cli.boundary import visible

__all__ = ["render_summary", "with_progress"]


def with_progress(total: int, run: Callable[[Callable[[int], None]], Summary]) -> Summary:
    """`run(advance)` with a progress bar of `total` files on stderr, gone when done."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        transient=True,
    ) as bar:
        task = bar.add_task("replaying", total=total)
        return run(lambda files: bar.advance(task, files))


def _where(record: dict[str, Any]) -> str:
    hand = record.get("hand")
    return f"{record['file']}" + (f" hand {hand}" if hand is not None else "")


def _line(console: Console, text: str) -> None:

    console.print(visible(text), markup=False, highlight=False)


def _irregular(console: Console, r: dict[str, Any]) -> None:
    """One irregular action: in the PHH file's own terms when it came from one (its number in
    `actions`, the line, the action as written, the advice), then floorcli's reading."""
    at = f" action {r['index']}" if r["index"] is not None else ""
    at += f", line {r['line']}" if r.get("line") else ""
    if r.get("phh") is None:
        _line(console, f"{_where(r)}{at}: {r['verdict']}: {r['explanation']}")
        return
    advice = f": {r['advice']}" if r.get("advice") else ""
    _line(console, f"{_where(r)}{at}: '{r['phh']}': {r['verdict']}{advice}")
    who = f" (Seat {r['seat']} is {r['player']})" if r.get("player") else ""
    _line(console, f"  floorcli{who}: {r['explanation']}")


def render_summary(summary: Summary) -> None:
    """The counts as a table, then the first irregular actions and chip mismatches, and every
    skipped file or hand with its reason."""
    from rich.table import Table
    from rich.text import Text

    from floorcli.cli.render import console as make_console

    console = make_console(highlight=False)
    table = Table(title="Audit", show_header=True)
    table.add_column("", style="bold")
    table.add_column("count", justify="right")

    def row(label: str, n: int) -> None:
        table.add_row(Text(visible(label)), str(n))

    row("files read", summary.files)
    row("hands replayed", summary.hands)
    row("irregular actions", len(summary.irregular))
    for kind, n in sorted(summary.irregular_by_kind().items()):
        row(f"  {kind}", n)
    row("skipped", len(summary.skipped))
    for reason, n in sorted(summary.skipped_by_reason().items()):
        row(f"  {reason}", n)
    row("chip accounting checked", summary.chip_checked)
    row("chip mismatches", len(summary.chip_mismatches))
    console.print(table)
    for r in summary.irregular[:20]:
        _irregular(console, r)
    if len(summary.irregular) > 20:
        _line(console, f"... and {len(summary.irregular) - 20} more (--json lists them all)")
    for m in summary.chip_mismatches[:10]:
        _line(console, f"chips: {_where(m)}: {m['reason']}")
    if len(summary.chip_mismatches) > 10:
        _line(console, f"... and {len(summary.chip_mismatches) - 10} more (--json lists them all)")
    for s in summary.skipped:
        reason = str(s["reason"]).removeprefix(f"hand {s.get('hand')}: ")
        _line(console, f"skipped: {_where(s)}: {reason}")
