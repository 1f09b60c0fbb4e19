"""`floorcli audit` and `floorcli convert`: many hand histories, and PHH in and out."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:
    from floorcli.audit.results import Summary

PathsArg = Annotated[
    list[Path],
    typer.Argument(help="hand files (PHH .phh/.phhs, YAML) and folders (searched recursively)"),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="print JSON (the keys of SPEC section 4)")]
RulesOpt = Annotated[
    str | None,
    typer.Option(
        "--rules",
        help="profile for hands that name none (default for PHH: tda-nlhe for NT, tda-plo "
        "for PO, limit-holdem for FT)",
    ),
]
JobsOpt = Annotated[
    int | None,
    typer.Option("--jobs", "-j", min=1, help="worker processes (default: every core)"),
]


def _fail(message: str) -> typer.Exit:
    from floorcli.cli.render import error

    error(message)
    return typer.Exit(2)


def audit(
    paths: PathsArg, *, json: JsonOpt = False, rules: RulesOpt = None, jobs: JobsOpt = None
) -> None:
    """Replay many hand histories and report every irregular action (exit 1 if any)."""
    from floorcli.audit import run as auditing

    missing = [p for p in paths if not p.exists()]
    if missing:
        raise _fail(f"{missing[0]}: no such file or folder")
    if rules is not None:
        from floorcli.errors import FloorError
        from floorcli.profiles.loader import load_profile

        try:
            load_profile(rules)
        except FloorError as err:
            raise _fail(str(err)) from None
    try:
        if not json and sys.stderr.isatty():
            summary = _with_progress(paths, rules, jobs)
        else:
            summary = auditing.audit(paths, default_rules=rules, jobs=jobs)
    except KeyboardInterrupt:
        from floorcli.cli.render import error

        error("audit stopped (Ctrl-C) before the end: nothing to report")
        raise typer.Exit(130) from None
    if json:
        from floorcli.cli import render

        render.print_json(summary.report())
    else:
        _render(summary)
    raise typer.Exit(1 if summary.irregular else 0)


def _with_progress(paths: list[Path], rules: str | None, jobs: int | None) -> Summary:
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


def _render(summary: Summary) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console(highlight=False)
    table = Table(title="Audit", show_header=True)
    table.add_column("", style="bold")
    table.add_column("count", justify="right")
    table.add_row("files read", str(summary.files))
    table.add_row("hands replayed", str(summary.hands))
    table.add_row("irregular actions", str(len(summary.irregular)))
    for kind, n in sorted(summary.irregular_by_kind().items()):
        table.add_row(f"  {kind}", str(n))
    table.add_row("hands skipped", str(len(summary.skipped)))
    for reason, n in sorted(summary.skipped_by_reason().items()):
        table.add_row(f"  {reason}", str(n))
    table.add_row("chip accounting checked", str(summary.chip_checked))
    table.add_row("chip mismatches", str(len(summary.chip_mismatches)))
    console.print(table)
    for r in summary.irregular[:20]:
        where = f"{r['file']}" + (f" hand {r['hand']}" if r["hand"] is not None else "")
        at = f" action {r['index']}" if r["index"] is not None else ""
        console.print(f"{where}{at}: {r['verdict']}: {r['explanation']}", markup=False)
    if len(summary.irregular) > 20:
        console.print(f"... and {len(summary.irregular) - 20} more (--json lists them all)")
    for m in summary.chip_mismatches[:10]:
        where = f"{m['file']}" + (f" hand {m['hand']}" if m["hand"] is not None else "")
        console.print(f"chips: {where}: {m['reason']}", markup=False)
    if len(summary.chip_mismatches) > 10:
        console.print(f"... and {len(summary.chip_mismatches) - 10} more (--json lists them all)")


def convert(
    source: Annotated[Path, typer.Argument(help="hand file to read (.yaml, .phh)")],
    target: Annotated[
        Path, typer.Argument(help="file to write: .phh for PHH, .yaml for a hand file")
    ],
    *,
    rules: RulesOpt = None,
) -> None:
    """Convert a hand between floorcli's hand file (YAML) and PHH; the format follows the suffix."""
    from floorcli.answers.convert import convert_file
    from floorcli.errors import FloorError

    try:
        convert_file(source, target, default_rules=rules)
    except FloorError as err:
        raise _fail(str(err)) from None
