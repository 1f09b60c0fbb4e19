"""`floorcli audit` for people: the progress bar, then the summary table and the findings.

Everything taken from a file (names, variants, explanations) is shown as plain text, never as
rich markup (a variant named `[/x]` is printed as written), with control characters escaped
(`floorcli.cli.boundary.visible`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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


def _irregular(r: dict[str, Any]) -> list[str]:
    """One irregular action: in the PHH file's own terms when it came from one (its number in
    `actions`, the line, the action as written, the advice), then floorcli's reading."""
    at = f" action {r['index']}" if r["index"] is not None else ""
    at += f", line {r['line']}" if r.get("line") else ""
    if r.get("phh") is None:
        return [f"{_where(r)}{at}: {r['verdict']}: {r['explanation']}"]
    advice = f": {r['advice']}" if r.get("advice") else ""
    who = f" (Seat {r['seat']} is {r['player']})" if r.get("player") else ""
    return [
        f"{_where(r)}{at}: '{r['phh']}': {r['verdict']}{advice}",
        f"  floorcli{who}: {r['explanation']}",
    ]


def summary_rows(summary: Summary) -> list[tuple[str, int]]:
    """The summary table's rows: (label, count)."""
    rows = [
        ("files read", summary.files),
        ("hands replayed", summary.hands),
        ("irregular actions", len(summary.irregular)),
    ]
    rows += [(f"  {kind}", n) for kind, n in sorted(summary.irregular_by_kind().items())]
    rows.append(("skipped", len(summary.skipped)))
    rows += [(f"  {reason}", n) for reason, n in sorted(summary.skipped_by_reason().items())]
    rows.append(("chip accounting checked", summary.chip_checked))
    rows.append(("chip mismatches", len(summary.chip_mismatches)))
    return [(visible(label), n) for label, n in rows]


def summary_lines(summary: Summary) -> list[str]:
    """The lines under the table: the first irregular actions and chip mismatches, and every
    skipped file or hand with its reason, control characters escaped."""
    lines = [line for r in summary.irregular[:20] for line in _irregular(r)]
    if len(summary.irregular) > 20:
        lines.append(f"... and {len(summary.irregular) - 20} more (--json lists them all)")
    lines += [f"chips: {_where(m)}: {m['reason']}" for m in summary.chip_mismatches[:10]]
    if len(summary.chip_mismatches) > 10:
        lines.append(f"... and {len(summary.chip_mismatches) - 10} more (--json lists them all)")
    for s in summary.skipped:
        reason = str(s["reason"]).removeprefix(f"hand {s.get('hand')}: ")
        lines.append(f"skipped: {_where(s)}: {reason}")
    return [visible(line) for line in lines]


def render_summary(summary: Summary) -> None:
    """The counts as a table, then the first irregular actions and chip mismatches, and every
    skipped file or hand with its reason.

    Written by `floorcli.cli.render.plain` when that gives rich's very bytes (output to a pipe
    or a file, nothing to wrap), so a batch audit does not load rich (about 40 ms).
    """
    from floorcli.cli.render.plain import plain_width, write_table

    rows, lines = summary_rows(summary), summary_lines(summary)
    width = plain_width()
    if width is not None and write_table("Audit", ("", "count"), rows, lines, width):
        return
    _rich_summary(rows, lines)


def _rich_summary(rows: list[tuple[str, int]], lines: list[str]) -> None:
    from rich.table import Table
    from rich.text import Text

    from floorcli.cli.render import console as make_console

    console = make_console(highlight=False)
    table = Table(title="Audit", show_header=True)
    table.add_column("", style="bold")
    table.add_column("count", justify="right")
    for label, n in rows:
        table.add_row(Text(label), str(n))
    console.print(table)
    for line in lines:
        console.print(line, markup=False, highlight=False, emoji=False)
