"""`floorcli audit` and `floorcli convert`: many hand histories, and PHH in and out."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from floorcli.cli.boundary import command
from floorcli.errors import FloorError

if TYPE_CHECKING:
    from floorcli.audit.listing import Listing
    from floorcli.audit.results import FileResult, Summary

__all__ = ["audit", "convert"]

PathsArg = Annotated[
    list[str] | None,  # str, not Path: typer converts a Path argument with a new adapter each
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


MaxSizeOpt = Annotated[
    str | None,
    typer.Option(
        "--max-size",
        help="skip (and report) any file larger than this: bytes or 64K, 100M, 4G (default 1G)",
    ),
]


EngineOpt = Annotated[
    str,
    typer.Option(
        "--engine",
        help="local: worker processes on this machine; dask: a Dask cluster (pip install "
        "'floorcli[dask]')",
    ),
]
SchedulerOpt = Annotated[
    str | None,
    typer.Option(
        "--scheduler",
        help="with --engine dask: the scheduler's address, tcp://HOST:8786 (default: a "
        "local cluster of --jobs workers)",
    ),
]
FilesFromOpt = Annotated[
    str | None,
    typer.Option(
        "--files-from",
        help="a manifest: one path or URL per line (blank lines and # comments skipped)",
    ),
]
OutOpt = Annotated[
    str | None,
    typer.Option("--out", help="write each irregular record to this file as a JSON line, as found"),
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
) -> int:
    """Replay many hand histories and report every irregular action, chip total that does not
    match and file that could not be read (exit 1 if any)."""
    from floorcli.audit.engines import ENGINES, audit_with
    from floorcli.audit.fanout import worker_count
    from floorcli.cli.render import write_json
    from floorcli.cli.render.audit import render_summary, with_progress

    if engine not in ENGINES:
        raise FloorError(f"--engine {engine!r}: write --engine local or --engine dask")
    if scheduler is not None and engine != "dask":
        raise FloorError("--scheduler is for --engine dask: add --engine dask")
    jobs = worker_count(jobs)
    max_bytes = _max_bytes(max_size)
    if rules is not None:
        from floorcli.profiles.loader import load_profile

        load_profile(rules)
    names = list(paths or []) + (_manifest(files_from) if files_from is not None else [])
    if not names:
        raise FloorError("name the hand files or folders to audit (or --files-from FILE)")
    try:
        listing = _listing(names, max_bytes)

        def run(progress: Callable[[int], None] | None) -> Summary:
            return audit_with(
                listing,
                engine=engine,
                scheduler=scheduler,
                default_rules=rules,
                jobs=jobs,
                max_bytes=max_bytes,
                progress=progress,
                on_result=sink,
            )

        with _jsonl(out) as sink:
            if not json and sys.stderr.isatty():
                summary = with_progress(len(listing.names), run)
            else:
                summary = run(None)
    except KeyboardInterrupt:
        from floorcli.cli.boundary import INTERRUPTED, interrupted

        interrupted()
        return INTERRUPTED
    if json:
        write_json(summary.report())
    else:
        render_summary(summary)
    return summary.exit_code()


def _max_bytes(max_size: str | None) -> int:
    from floorcli.audit.listing import DEFAULT_MAX_BYTES, parse_size

    if max_size is None:
        return DEFAULT_MAX_BYTES
    try:
        return parse_size(max_size)
    except ValueError as err:
        raise FloorError(f"--max-size: {err}") from None


def _manifest(path: str) -> list[str]:
    """The paths and URLs of a `--files-from` file: one a line, blanks and # comments out."""
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except (OSError, UnicodeDecodeError) as err:
        reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
        raise FloorError(f"--files-from {path}: cannot read it: {reason}") from None
    return [s for line in lines if (s := line.strip()) and not s.startswith("#")]


def _listing(names: list[str], max_bytes: int) -> Listing:
    """Every file to audit, listed once: local paths (each must exist) and URLs."""
    import os

    from floorcli.audit.listing import is_url, list_files

    local = [n for n in names if not is_url(n)]
    missing = [p for p in local if not os.path.lexists(p)]
    if missing:
        raise FloorError(f"{missing[0]}: no such file or folder")
    listing = list_files(local, max_bytes=max_bytes)
    urls = [n for n in names if is_url(n)]
    if urls:
        from floorcli.audit.cluster import list_urls

        list_urls(listing, urls)
    return listing


@contextlib.contextmanager
def _jsonl(out: str | None) -> Iterator[Callable[[FileResult], None] | None]:
    """`--out FILE.jsonl`: each irregular record written as one JSON line as it arrives."""
    if out is None:
        yield None
        return
    import json as jsonlib

    try:
        handle = open(out, "w", encoding="utf-8")  # noqa: SIM115 - closed below
    except OSError as err:
        raise FloorError(f"--out {out}: cannot write it: {err.strerror or err}") from None

    def write(result: FileResult) -> None:
        for record in result.irregular:
            handle.write(jsonlib.dumps(record, ensure_ascii=False) + "\n")
        handle.flush()

    with handle:
        yield write


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
