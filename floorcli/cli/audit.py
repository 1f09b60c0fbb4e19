"""`floorcli audit` and `floorcli convert`: many hand histories, and PHH in and out."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer

from floorcli.cli.boundary import command
from floorcli.cli.complete import complete_hand, complete_profile

__all__ = ["audit", "convert"]

PathsArg = Annotated[
    list[str] | None,  # str, not Path: typer converts a Path argument with a new adapter each
    typer.Argument(
        metavar="PATH...",
        help="hand files (PHH .phh/.phhs, YAML) and folders (searched recursively)",
    ),
]
JsonOpt = Annotated[
    bool, typer.Option("--json", help="print the report as JSON (its keys: docs/commands/audit.md)")
]
RulesOpt = Annotated[
    str | None,
    typer.Option(
        "--rules",
        metavar="NAME",
        autocompletion=complete_profile,
        help="profile for hands that name none (default for PHH: tda-nlhe for NT, tda-plo "
        "for PO, limit-holdem for FT)",
    ),
]
JobsOpt = Annotated[
    int | None,
    typer.Option(
        "--jobs",
        "-j",
        metavar="N",
        help="worker processes (default: every core, one per 500 files and one per .phhs "
        "over 8 MB; at most the cores)",
    ),
]


MaxSizeOpt = Annotated[
    str | None,
    typer.Option(
        "--max-size",
        metavar="SIZE",
        help="skip (and report) a hand file larger than this, or a hand of a .phhs larger "
        "than this (a .phhs is read a hand at a time): bytes or 64K, 100M, 4G (default 16M)",
    ),
]


EngineOpt = Annotated[
    str,
    typer.Option(
        "--engine",
        metavar="local|dask",
        help="local: worker processes on this machine; dask: a Dask cluster (pip install "
        "'floorcli[dask]')",
    ),
]
SchedulerOpt = Annotated[
    str | None,
    typer.Option(
        "--scheduler",
        metavar="ADDRESS",
        help="with --engine dask: the scheduler's address, tcp://HOST:8786 (default: a "
        "local cluster of --jobs workers)",
    ),
]
FilesFromOpt = Annotated[
    str | None,
    typer.Option(
        "--files-from",
        metavar="FILE",
        help="a manifest: one path or URL per line (blank lines and # comments skipped)",
    ),
]
OutOpt = Annotated[
    str | None,
    typer.Option(
        "--out",
        metavar="FILE",
        help="write every problem found (irregular action, chip mismatch, file skipped) to this "
        "file as it is found, one JSON object a line with its kind",
    ),
]


@command
def audit(
    paths: PathsArg = None,
    *,
    json: JsonOpt = False,
    rules: RulesOpt = None,
    jobs: JobsOpt = None,
    max_size: MaxSizeOpt = None,
    engine: EngineOpt = "local",
    scheduler: SchedulerOpt = None,
    files_from: FilesFromOpt = None,
    out: OutOpt = None,
    force: Annotated[
        bool, typer.Option("--force", help="with --out: replace the file if it exists")
    ] = False,
) -> int:
    """Replay many hand histories and report every irregular action, chip total that does not
    match and file that could not be read (exit 1 if any)."""
    from floorcli.cli.auditrun import run_audit

    return run_audit(
        paths or [],
        json=json,
        rules=rules,
        jobs=jobs,
        max_size=max_size,
        engine=engine,
        scheduler=scheduler,
        files_from=files_from,
        out=out,
        force=force,
    )


@command
def convert(
    source: Annotated[
        Path,
        typer.Argument(
            metavar="SOURCE",
            autocompletion=complete_hand,
            help="hand file to read (.yaml, .phh) or a shipped example by name",
        ),
    ],
    target: Annotated[
        Path,
        typer.Argument(
            metavar="TARGET",
            help="file to write: .phh for PHH, .phhs for a whole session, .yaml for a hand file",
        ),
    ],
    *,
    rules: RulesOpt = None,
    force: Annotated[
        bool, typer.Option("--force", help="replace TARGET if it exists (never the hand read)")
    ] = False,
) -> None:
    """Convert a hand between floorcli's hand file (YAML) and PHH; the format follows the suffix."""
    from floorcli.answers.convert import convert_file
    from floorcli.cli.flags import profile_flag
    from floorcli.table.phhs import session_phhs

    profile_flag(rules)
    convert_file(source, target, default_rules=rules, force=force, session=session_phhs)
