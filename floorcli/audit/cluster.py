"""`floorcli audit --engine dask`: the same audit on a Dask cluster, past one machine.

The client lists the files once (`floorcli.audit.listing`, or a manifest given with
`--files-from`), cuts the list into batches (one task a batch, never a task a file; a large
`.phhs` is cut into parts, a task a part: `floorcli.audit.parts`), submits
them to the cluster with retries, and merges each batch's `FileResult` as it completes.  A
worker runs `run_batch`: the same pure function of a file's name and bytes as the local
audit (`floorcli.audit.run.audit_file`), so both give the same report.  A batch that still
fails after its retries (a worker killed each time, a file system the workers cannot see) is
reported as skipped files of kind `engine-error`, which makes the exit code 1: no hand is
ever silently lost.

Paths may be URLs (`s3://`, `gs://`, `file://`...) read through fsspec; the matching
fsspec implementation (s3fs, gcsfs) must be installed on the client and the workers.
dask, distributed and fsspec are the optional extra `floorcli[dask]`, imported only here.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import Any

from floorcli.audit.listing import DEFAULT_MAX_BYTES, HAND_SUFFIXES, Listing
from floorcli.audit.parts import Part
from floorcli.audit.results import FileResult, Summary
from floorcli.errors import FloorError

__all__ = ["audit_on_dask", "check_scheduler", "list_urls", "run_batch"]

RETRIES = 2
"""How many times a failed batch is tried again (on another worker, when one has died)."""


def _need(module: str) -> Any:
    """Import an optional dependency, or say how to install it (a `FloorError`: exit 2)."""
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        raise FloorError(
            f"{module} is not installed: install the extra with pip install 'floorcli[dask]'"
        ) from None


def check_scheduler(address: str) -> None:
    """Refuse, before anything starts, a `--scheduler` that is not a scheduler's address:
    `tcp://HOST:PORT` or `tls://HOST:PORT` (or `HOST:PORT`, taken as tcp).  `inproc://`
    exists only inside one process and `ucx://` needs UCX: neither reaches a cluster here.

    >>> check_scheduler("tcp://10.0.0.5:8786")
    >>> check_scheduler("not a url")
    Traceback (most recent call last):
    ...
    floorcli.errors.FloorError: --scheduler 'not a url': not a scheduler's address; write ...
    """
    import re

    found = re.fullmatch(
        r"(?:(tcp|tls)://)?([A-Za-z0-9._-]+|\[[0-9A-Fa-f:]+\]):([0-9]{1,5})", address
    )
    if found is None or not 0 < int(found.group(3)) < 65536:
        raise FloorError(
            f"--scheduler {address!r}: not a scheduler's address; write tcp://HOST:8786 "
            "(or tls://HOST:PORT)"
        )


def _no_root(url: str) -> None:
    """Refuse a `file://` URL that names no folder (`file://`, `file:///`): never a walk of
    the whole machine."""
    if url.lower().startswith("file://") and not url[len("file://") :].strip("/"):
        raise FloorError(
            f"{url!r} names no folder (it would be the whole machine); write the folder, "
            "file:///PATH/TO/HANDS, or its plain path"
        )


def list_urls(listing: Listing, urls: Sequence[str]) -> None:
    """Add the hand files at `urls` to `listing`: a folder URL is searched recursively."""
    for url in urls:
        _no_root(url)
    fsspec = _need("fsspec")
    for url in urls:
        try:
            fs, root = fsspec.core.url_to_fs(url)
            if fs.isdir(root):
                for path in sorted(fs.find(root)):
                    if str(path).lower().endswith(tuple(HAND_SUFFIXES)):
                        listing.names.append(fs.unstrip_protocol(path))
            elif fs.exists(root):
                listing.names.append(url)
            else:
                listing.skip(url, "unreadable", "cannot read the file: no such file or folder")
        except (OSError, ValueError, ImportError) as err:  # no such bucket, no s3fs ...
            listing.skip(url, "unreadable", f"cannot list: {type(err).__name__}: {err}")


def run_batch(
    names: Sequence[str | Part], default_rules: str | None, max_bytes: int = DEFAULT_MAX_BYTES
) -> dict[str, Any]:
    """A worker's task: audit a batch of files (paths or URLs) or one part of a large
    `.phhs` (`floorcli.audit.parts`), return the merged result as plain data
    (`FileResult.as_dict`) and whether the file stopped in the part."""
    from floorcli.audit.run import audit_task

    done = audit_task(default_rules, max_bytes, names)
    return {"files": done.files, "result": done.result.as_dict(), "stopped": done.stopped}


def _client(scheduler: str | None, jobs: int | None) -> Any:
    """A client of the cluster at `scheduler`, or of a new local cluster (`jobs` workers)."""
    distributed = _need("distributed")
    if scheduler is not None:
        try:
            return distributed.Client(scheduler, timeout="30s")
        except (OSError, TimeoutError, ValueError) as err:
            raise FloorError(
                f"--scheduler {scheduler}: cannot reach the Dask scheduler ({err}); "
                "write its address as tcp://HOST:8786"
            ) from None
    import logging

    try:
        cluster = distributed.LocalCluster(
            n_workers=jobs or os.cpu_count() or 1,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",  # any free port: never "8787 is already in use"
            silence_logs=logging.CRITICAL,  # shutting down is not news: no log on the terminal
        )
    except (OSError, RuntimeError) as err:
        raise FloorError(f"--engine dask: cannot start a local Dask cluster: {err}") from None
    return distributed.Client(cluster)


def audit_on_dask(
    listing: Listing,
    *,
    scheduler: str | None = None,
    default_rules: str | None = None,
    jobs: int | None = None,
    batch: int = 32,
    max_bytes: int = DEFAULT_MAX_BYTES,
    progress: Callable[[int], None] | None = None,
    on_result: Callable[[FileResult, int], None] | None = None,
    client: Any = None,
    part_bytes: int | None = None,
) -> Summary:
    """Audit the listed files on a Dask cluster; the same `Summary` as the local audit.

    `client` is a `distributed.Client` already connected (else one is made from
    `scheduler`, or a local cluster with `jobs` workers, and closed at the end);
    `progress` is told how many files each finished batch adds and `on_result` gets each
    batch's result as it arrives (`--out` streams its irregular records); a local `.phhs`
    larger than `part_bytes` is cut into parts, one task each, handed on in the file's order.
    """
    from floorcli.audit.parts import Done, InOrder, batches, cut_files, weight

    summary = Summary()
    summary.skipped.extend(listing.skipped)
    own = client is None
    if own:
        client = _client(scheduler, jobs)
    distributed = _need("distributed")

    def hand_on(result: FileResult, files: int) -> None:
        summary.add(result, files=files)
        if on_result is not None:
            on_result(result, files)

    ordered = InOrder(hand_on)
    try:
        names, parts = cut_files(listing.names, part_bytes)
        chunks: list[list[str | Part]] = [[p] for p in parts]
        chunks.extend([*b] for b in batches(names, batch))
        pending: dict[Any, list[str | Part]] = {}
        for chunk in chunks:
            future = client.submit(
                run_batch, chunk, default_rules, max_bytes, retries=RETRIES, pure=False
            )
            pending[future] = chunk
        for future in distributed.as_completed(list(pending)):
            chunk = pending.pop(future)
            part = chunk[0] if isinstance(chunk[0], Part) else None
            try:
                done = future.result()
                result = FileResult.from_dict(done["result"])
                ordered.add(Done(int(done["files"]), result, part, bool(done.get("stopped"))))
            except Exception as err:  # the batch failed after its retries
                files = len(chunk) if part is None else 0
                ordered.add(Done(files, _engine_error(chunk, err), part))
            if progress is not None:
                progress(weight(chunk))
    finally:
        if own:
            cluster = getattr(client, "cluster", None)
            client.close()
            if cluster is not None:
                cluster.close()
    summary.sort()
    return summary


def _engine_error(chunk: Sequence[str | Part], err: BaseException) -> FileResult:
    """Every file of a batch that failed on the cluster (or the hands of a part of one), as
    skipped with the reason."""
    failed = f"({type(err).__name__}: {err})"
    reason = f"not audited: its batch failed on the cluster after {RETRIES} retries {failed}"
    skipped = [
        {"file": n, "hand": None, "kind": "engine-error", "reason": reason}
        if isinstance(n, str)
        else {
            "file": n.file,
            "hand": None,
            "kind": "engine-error",
            "reason": f"not audited: the hands from line {n.line} (part {n.number + 1} of "
            f"{n.total}) failed on the cluster after {RETRIES} retries {failed}",
        }
        for n in chunk
    ]
    return FileResult(file="", skipped=skipped)
