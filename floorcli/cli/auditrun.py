"""`floorcli audit`'s body: the same for typer's command line and the fast path.

No typer here: `floorcli.cli.app.main` calls `run_audit` directly for a plain audit command
line (paths and the usual options), and the typer command `floorcli.cli.audit.audit` calls it
for every other spelling, so both answer alike (tests/test_fast_path.py).
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING

from floorcli.errors import FloorError, HandFileError

if TYPE_CHECKING:
    from floorcli.audit.listing import Listing
    from floorcli.audit.results import FileResult, Summary

__all__ = ["run_audit"]


def run_audit(
    paths: Sequence[str],
    *,
    json: bool = False,
    rules: str | None = None,
    jobs: int | None = None,
    max_size: str | None = None,
    engine: str = "local",
    scheduler: str | None = None,
    files_from: str | None = None,
    out: str | None = None,
    force: bool = False,
) -> int:
    """Audit the named files and folders, print the report, and return the exit code."""
    from floorcli.audit.engines import ENGINES, audit_with
    from floorcli.audit.fanout import local_workers, worker_count
    from floorcli.cli.render import write_json
    from floorcli.cli.render.audit import render_summary, with_progress

    if engine not in ENGINES:
        raise FloorError(f"--engine {engine!r}: write --engine local or --engine dask")
    if scheduler is not None and engine != "dask":
        raise FloorError("--scheduler is for --engine dask: add --engine dask")
    chosen = jobs is not None
    jobs = worker_count(jobs)
    max_bytes = _max_bytes(max_size)
    if rules is not None:
        from floorcli.cli.flags import profile_flag

        profile_flag(rules)
    names = list(paths) + (_manifest(files_from) if files_from is not None else [])
    if not names:
        raise FloorError("name the hand files or folders to audit (or --files-from FILE)")
    try:
        listing = _listing(names, max_bytes)
        if not chosen and engine == "local":
            jobs = min(jobs, local_workers(len(listing.names)))

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

        with _jsonl(out, force=force) as sink:
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
    listing = list_files(local, max_bytes=max_bytes)
    unread = {s["file"] for s in listing.skipped if s["kind"] == "unreadable"}
    missing = [p for p in local if p in unread and not os.path.lexists(p)]
    if missing:  # a name that is not there at all (a broken link is there: it is skipped)
        raise FloorError(f"{missing[0]}: no such file or folder")
    urls = [n for n in names if is_url(n)]
    if urls:
        from floorcli.audit.cluster import list_urls

        list_urls(listing, urls)
    return listing


@contextlib.contextmanager
def _jsonl(out: str | None, *, force: bool) -> Iterator[Callable[[FileResult], None] | None]:
    """`--out FILE.jsonl`: each irregular record written as one JSON line as it arrives; an
    existing FILE is refused unless `--force`, and then replaced when the audit ends
    (`floorcli.textio.atomic.stream_file`)."""
    if out is None:
        yield None
        return
    import json as jsonlib

    from floorcli.textio.atomic import stream_file

    with stream_file(out, force=force) as handle:

        def write(result: FileResult) -> None:
            try:
                for record in result.irregular:
                    handle.write(jsonlib.dumps(record, ensure_ascii=False) + "\n")
                handle.flush()
            except BrokenPipeError:
                raise  # the reader stopped (`--out /dev/stdout | head -1`): ends quietly
            except OSError as err:  # a full disk: one line naming the file, as any write
                raise HandFileError(
                    f"cannot write the file: {err.strerror or err}", file=out
                ) from None

        yield write
