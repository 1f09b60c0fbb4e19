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
    list[str],  # str, not Path: typer converts a Path argument with a new adapter each
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


MaxSizeOpt = Annotated[
    str | None,
    typer.Option(
        "--max-size",
        help="skip (and report) any file larger than this: bytes or 64K, 100M, 4G (default 1G)",
    ),
]


@command
def audit(
    paths: PathsArg,
    *,
    json: JsonOpt = False,
    rules: RulesOpt = None,
    jobs: JobsOpt = None,
    max_size: MaxSizeOpt = None,
) -> int:
    """Replay many hand histories and report every irregular action, chip total that does not
    match and file that could not be read (exit 1 if any)."""
    import os

    from floorcli.audit import listing as listed
    from floorcli.audit import run as auditing
    from floorcli.cli.render import write_json
    from floorcli.cli.render.audit import render_summary, with_progress

    missing = [p for p in paths if not os.path.lexists(p)]
    if missing:
        raise FloorError(f"{missing[0]}: no such file or folder")
    max_bytes = listed.DEFAULT_MAX_BYTES
    if max_size is not None:
        try:
            max_bytes = listed.parse_size(max_size)
        except ValueError as err:
            raise FloorError(f"--max-size: {err}") from None
    if rules is not None:
        from floorcli.profiles.loader import load_profile

        load_profile(rules)
    try:
        listing = listed.list_files(paths, max_bytes=max_bytes)
        if not json and sys.stderr.isatty():
            summary = with_progress(listing, rules, jobs, max_bytes)
        else:
            summary = auditing.audit_listing(
                listing, default_rules=rules, jobs=jobs, max_bytes=max_bytes
            )
    except KeyboardInterrupt:
        error("audit stopped (Ctrl-C) before the end: nothing to report")
        return 130
    if json:
        write_json(summary.report())
    else:
        render_summary(summary)
    return summary.exit_code()


@command
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

    convert_file(source, target, default_rules=rules)
