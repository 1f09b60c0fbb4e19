"""`floorcli audit` for people: the progress bar, then the summary table and the first findings."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floorcli.audit.results import Summary

from floorcli.cli.boundary import visible

__all__ = ["render_summary", "with_progress"]


def with_progress(paths: list[Path], rules: str | None, jobs: int | None) -> Summary:
    """Run the audit with a progress bar on stderr (at a terminal), gone when done."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeRemainingColumn

    from floorcli.audit import run as auditing

    total = auditing.count_files(paths)
    with Progress(
        "[progress.description]{task.description}",
        BarColumn(),
        MofNCompleteColumn(),
        TimeRemainingColumn(),
        transient=True,
    ) as bar:
        task = bar.add_task("replaying", total=total)
        return auditing.audit(
            paths, default_rules=rules, jobs=jobs, progress=lambda files: bar.advance(task, files)
        )


def render_summary(summary: Summary) -> None:
    """The counts as a table, then the first irregular actions and chip mismatches."""
    from rich.table import Table
    from rich.text import Text

    from floorcli.cli.render import console as make_console
    from floorcli.cli.render import shown

    console = make_console(highlight=False)
    table = Table(title="Audit", show_header=True)
    table.add_column("", style="bold")
    table.add_column("count", justify="right")
    table.add_row("files read", str(summary.files))
    table.add_row("hands replayed", str(summary.hands))
    table.add_row("irregular actions", str(len(summary.irregular)))
    for kind, n in sorted(summary.irregular_by_kind().items()):
        table.add_row(Text(f"  {visible(str(kind))}"), str(n))
    table.add_row("hands skipped", str(len(summary.skipped)))
    for reason, n in sorted(summary.skipped_by_reason().items()):
        table.add_row(Text(f"  {visible(str(reason))}"), str(n))
    table.add_row("chip accounting checked", str(summary.chip_checked))
    table.add_row("chip mismatches", str(len(summary.chip_mismatches)))
    console.print(table)
    for r in shown(summary.irregular[:20]):
        where = f"{r['file']}" + (f" hand {r['hand']}" if r["hand"] is not None else "")
        at = f" action {r['index']}" if r["index"] is not None else ""
        console.print(f"{where}{at}: {r['verdict']}: {r['explanation']}", markup=False)
    if len(summary.irregular) > 20:
        console.print(f"... and {len(summary.irregular) - 20} more (--json lists them all)")
    for m in shown(summary.chip_mismatches[:10]):
        where = f"{m['file']}" + (f" hand {m['hand']}" if m["hand"] is not None else "")
        console.print(f"chips: {where}: {m['reason']}", markup=False)
    if len(summary.chip_mismatches) > 10:
        console.print(f"... and {len(summary.chip_mismatches) - 10} more (--json lists them all)")
