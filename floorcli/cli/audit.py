"""`floorcli audit` and `floorcli convert`: many hand histories, and PHH in and out."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated

import typer

from floorcli.cli.boundary import command, error
from floorcli.errors import FloorError

__all__ = ["audit", "convert"]

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
    typer.Option("--jobs", "-j", help="worker processes (default: every core; at most the cores)"),
]


@command
def audit(
    paths: PathsArg, *, json: JsonOpt = False, rules: RulesOpt = None, jobs: JobsOpt = None
) -> int:
    """Replay many hand histories and report every irregular action (exit 1 if any)."""
    from floorcli.audit import run as auditing
    from floorcli.audit.fanout import worker_count
    from floorcli.cli.render import write_json
    from floorcli.cli.render.audit import render_summary, with_progress

    jobs = worker_count(jobs)
    missing = [p for p in paths if not p.exists()]
    if missing:
        raise FloorError(f"{missing[0]}: no such file or folder")
    if rules is not None:
        from floorcli.profiles.loader import load_profile

        load_profile(rules)
    try:
        if not json and sys.stderr.isatty():
            summary = with_progress(paths, rules, jobs)
        else:
            summary = auditing.audit(paths, default_rules=rules, jobs=jobs)
    except KeyboardInterrupt:
        error("audit stopped (Ctrl-C) before the end: nothing to report")
        return 130
    if json:
        write_json(summary.report())
    else:
        render_summary(summary)
    return 1 if summary.irregular else 0


@command
def convert(
    source: Annotated[Path, typer.Argument(help="hand file to read (.yaml, .phh)")],
    target: Annotated[
        Path, typer.Argument(help="file to write: .phh for PHH, .yaml for a hand file")
    ],
    *,
    rules: RulesOpt = None,
    force: Annotated[
        bool, typer.Option("--force", help="replace FILE if it exists (never the hand read)")
    ] = False,
) -> None:
    """Convert a hand between floorcli's hand file (YAML) and PHH; the format follows the suffix."""
    from floorcli.answers.convert import convert_file

    convert_file(source, target, default_rules=rules, force=force)
