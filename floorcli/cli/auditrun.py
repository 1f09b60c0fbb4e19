"""`floorcli audit`'s body: the same for typer's command line and the fast path.

No typer here: `floorcli.cli.app.main` calls `run_audit` directly for a plain audit command
line (paths and the usual options), and the typer command `floorcli.cli.audit.audit` calls it
for every other spelling, so both answer alike (tests/test_fast_path.py).
"""

from __future__ import annotations

import contextlib
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import TYPE_CHECKING, Any

from floorcli.errors import FloorError, HandFileError
from floorcli.textio.limits import is_stdin

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
    """Audit the named files and folders (`-`: a hand or a `.phhs` on standard input), print
    the report, and return the exit code."""
    from floorcli.audit.engines import ENGINES, audit_with
    from floorcli.audit.fanout import local_workers, worker_count
    from floorcli.audit.results import Summary
    from floorcli.cli.render import write_json
    from floorcli.cli.render.audit import render_summary, with_progress

    if engine not in ENGINES:
        raise FloorError(f"--engine {engine!r}: write --engine local or --engine dask")
    if scheduler is not None and engine != "dask":
        raise FloorError("--scheduler is for --engine dask: add --engine dask")
    if scheduler is not None:
        from floorcli.audit.cluster import check_scheduler

        check_scheduler(scheduler)
    chosen = jobs is not None
    jobs = worker_count(jobs)
    max_bytes = _max_bytes(max_size)
    if rules is not None:
        from floorcli.cli.flags import profile_flag

        profile_flag(rules)
    names = list(paths) + (_manifest(files_from) if files_from is not None else [])
    if not names:
        raise FloorError("name the hand files or folders to audit (or --files-from FILE)")
    from_stdin = any(is_stdin(n) for n in names)
    listing = _listing([n for n in names if not is_stdin(n)], max_bytes)
    if not listing.names and not listing.skipped and not from_stdin:
        shown = ", ".join(names[:3]) + (", ..." if len(names) > 3 else "")
        raise FloorError(f"nothing to audit: no hand files (.phh, .phhs, .yaml, .yml) in {shown}")
    if out is not None:
        _refuse_input_as_out(out, listing, files_from)
    if not chosen and engine == "local":  # a large .phhs is shared in parts (audit.parts)
        from floorcli.audit.parts import large_files

        jobs = min(jobs, local_workers(len(listing.names)) + large_files(listing.names))
    so_far = Summary(skipped=list(listing.skipped))
    done = [0, 0]  # files whose results are in; files the workers have finished
    stdin: FileResult | None = None
    try:
        with _jsonl(out, force=force) as write:
            if write is not None:
                write(listing.skipped)

            def sink(result: FileResult, files: int = 0) -> None:
                # the files and the hands they hold are counted together, with Ctrl-C held
                # off between the two, so the totals it prints never split a batch
                with _ctrl_c_held():
                    done[0] += files
                    so_far.add(result, files=0)
                if write is not None:
                    write(records(result))

            if from_stdin:
                stdin = _audit_stdin(rules, max_bytes)
                sink(stdin)

            def run(progress: Callable[[int], None] | None) -> Summary:
                def counted(files: int) -> None:
                    done[1] += files  # finished by a worker, its result not yet handed back
                    if progress is not None:
                        progress(files)

                return audit_with(
                    listing,
                    engine=engine,
                    scheduler=scheduler,
                    default_rules=rules,
                    jobs=jobs,
                    max_bytes=max_bytes,
                    progress=counted,
                    on_result=sink,
                )

            if not json and sys.stderr.isatty() and listing.names:
                summary = with_progress(len(listing.names), run)
            else:
                summary = run(None)
    except KeyboardInterrupt:
        from floorcli.cli.boundary import INTERRUPTED, interrupted

        sys.stderr.write(_totals(so_far, done[0], done[1], len(listing.names)) + "\n")
        interrupted()
        return INTERRUPTED
    if stdin is not None:  # the hand read from standard input, with the listed files'
        summary.add(stdin)
        summary.sort()
    if json:
        write_json(summary.report())
    else:
        render_summary(summary)
    return summary.exit_code()


def records(result: FileResult) -> list[dict[str, Any]]:
    """Every problem of a result as `--out` writes it, each with its `kind`: `irregular`,
    `chip_mismatch`, or a skipped file's own kind (`unreadable`, `too large`, ...)."""
    return [
        *({"kind": "irregular", **r} for r in result.irregular),
        *({"kind": "chip_mismatch", **m} for m in result.chip_mismatches),
        *result.skipped,
    ]


@contextlib.contextmanager
def _ctrl_c_held() -> Iterator[None]:
    """SIGINT is held (blocked) inside, and delivered on leaving: a few counters are updated
    as one.  Where signals cannot be blocked (another thread, another system), nothing is."""
    try:
        held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    except (AttributeError, ValueError, OSError):
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _totals(summary: Summary, done: int, finished: int, listed: int) -> str:
    """What an audit stopped by Ctrl-C had found: the totals so far, in one line.

    The files counted are those whose results are in, so the hands and problems are theirs;
    files the workers finished but had not yet handed back are named apart.

    >>> from floorcli.audit.results import Summary
    >>> print(_totals(Summary(hands=3), 3, 10, 30).replace(": ", ":\\n").replace(" (", "\\n("))
    audit stopped:
    3 of 30 files audited so far:
    3 hands, 0 irregular actions, 0 chip mismatches, 0 skipped
    (7 more finished by the workers, not yet counted)
    """
    unsent = finished - done
    return (
        f"audit stopped: {done:,} of {listed:,} files audited so far: "
        f"{summary.hands:,} hands, {len(summary.irregular):,} irregular actions, "
        f"{len(summary.chip_mismatches):,} chip mismatches, {len(summary.skipped):,} skipped"
        + (f" ({unsent:,} more finished by the workers, not yet counted)" if unsent > 0 else "")
    )


def _audit_stdin(rules: str | None, max_bytes: int) -> FileResult:
    """`audit -`: a hand file, a `.phh` or a `.phhs` read from standard input (within the
    size limit); the format is told from the text (TOML tables `[1]`: a `.phhs`; a TOML
    `variant =`: a `.phh`; else a floorcli hand file)."""
    from floorcli.audit.run import audit_file
    from floorcli.textio.limits import STDIN_NAME, read_limited

    data = read_limited("-", limit=max_bytes, what="standard input")
    return audit_file(STDIN_NAME, rules, data=data, max_bytes=max_bytes, kind=_kind_of(data))


def _kind_of(data: bytes) -> str:
    """The format of a hand read from standard input, from its text.

    >>> _kind_of(b"[1]\\nvariant = 'NT'\\n"), _kind_of(b"variant = 'NT'\\n"), _kind_of(b"seats: {}")
    ('.phhs', '.phh', '.yaml')
    """
    import re

    if re.search(rb"^\s*\[[^\[\].]+\]\s*$", data, re.MULTILINE):
        return ".phhs"
    if re.search(rb"^\s*variant\s*=", data, re.MULTILINE):
        return ".phh"
    return ".yaml"


def _refuse_input_as_out(out: str, listing: Listing, files_from: str | None) -> None:
    """`--out` naming one of the inputs (the same device and inode, through any link) is
    refused before anything is written, `--force` or not: an audit never writes its input."""
    import os

    try:
        info = os.stat(out)
    except OSError:
        return  # not there yet: a new file, not an input
    inputs = set(listing.seen)
    if files_from is not None:
        with contextlib.suppress(OSError):
            manifest = os.stat(files_from)
            inputs.add((manifest.st_dev, manifest.st_ino))
    if (info.st_dev, info.st_ino) in inputs and os.path.isfile(out):
        raise FloorError(
            f"--out {out}: is one of the files audited; the audit never writes over its "
            "input: write the records to another file"
        )


def _max_bytes(max_size: str | None) -> int:
    from floorcli.audit.listing import DEFAULT_MAX_BYTES, parse_size

    if max_size is None:
        return DEFAULT_MAX_BYTES
    try:
        return parse_size(max_size)
    except ValueError as err:
        raise FloorError(f"--max-size: {err}") from None


def _manifest(path: str) -> list[str]:
    """The paths and URLs of a `--files-from` file (`-`: standard input): one a line,
    blanks and # comments out; read within the size limit, and a NUL byte (no path holds
    one: a binary file, not a list of paths) is refused naming its line."""
    from floorcli.textio.limits import MAX_PARSED_BYTES, read_text_limited

    try:
        text = read_text_limited(path, limit=MAX_PARSED_BYTES, what="a list of files")
    except HandFileError as err:
        raise FloorError(f"--files-from {err.file}: {err.message}") from None
    lines = text.splitlines()
    for number, line in enumerate(lines, start=1):
        if "\0" in line:
            raise FloorError(
                f"--files-from {path}:{number}: holds a NUL byte, which no path has; "
                "write one path or URL a line"
            )
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
def _jsonl(
    out: str | None, *, force: bool
) -> Iterator[Callable[[list[dict[str, Any]]], None] | None]:
    """`--out FILE.jsonl`: each problem's record written as one JSON line as it arrives; an
    existing FILE is refused unless `--force`, and then replaced when the audit ends
    (`floorcli.textio.atomic.stream_file`)."""
    if out is None:
        yield None
        return
    import json as jsonlib

    from floorcli.textio.atomic import stream_file

    with stream_file(out, force=force) as handle:

        def write(found: list[dict[str, Any]]) -> None:
            try:
                for record in found:
                    handle.write(jsonlib.dumps(record, ensure_ascii=False) + "\n")
                handle.flush()
            except BrokenPipeError:
                raise  # the reader stopped (`--out /dev/stdout | head -1`): ends quietly
            except OSError as err:  # a full disk: one line naming the file, as any write
                raise HandFileError(
                    f"cannot write the file: {err.strerror or err}", file=out
                ) from None

        yield write
