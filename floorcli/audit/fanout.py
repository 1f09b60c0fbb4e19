"""Share a list of batches among worker processes, each claiming the next batch as it frees up.

The main process lists the files once (`floorcli.audit.listing`) and cuts them into batches;
every worker is handed that same list (inherited when forked), and a shared counter hands out
the batch numbers, so a worker on a faster core simply claims more batches and every batch is
worked on exactly once, however the folder changes meanwhile.  Nothing goes through the main
process but a count of the files done (for a progress bar) and each worker's results at the
end.
"""

from __future__ import annotations

import contextlib
import os
import signal
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

from floorcli.errors import FloorError

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

__all__ = ["fan_out", "worker_count"]

T = TypeVar("T")


FILES_PER_WORKER = 500
"""Without ``--jobs``, one worker process per this many files (at least one): starting a
worker costs more than it saves on a few hundred files (docs/speed.md)."""


def local_workers(files: int) -> int:
    """The most worker processes worth starting for `files` files, when ``--jobs`` is not
    given: one per `FILES_PER_WORKER` (the cores cap it too, in `worker_count`).

    >>> local_workers(200), local_workers(500), local_workers(501), local_workers(10_088)
    (1, 1, 2, 21)
    """
    return max(1, -(-files // FILES_PER_WORKER))


def worker_count(jobs: int | None, *, force: bool = False) -> int:
    """The worker processes to start for ``--jobs`` `jobs`: every core when None; capped at
    the machine's cores (more workers than cores only wait for each other) unless `force`.

    A count below 1 is refused in one line (`FloorError`).

    >>> worker_count(10**20) == worker_count(None) == (os.cpu_count() or 1)
    True
    """
    cores = os.cpu_count() or 1
    if jobs is None:
        return cores
    if jobs < 1:
        raise FloorError(
            f"--jobs {jobs}: write a number of worker processes from 1 to {cores} (this "
            "machine's cores), or leave --jobs out to use every core"
        )
    return jobs if force else min(jobs, cores)


def fan_out(
    batches: Sequence[list[str]],
    work: Callable[[list[str]], T],
    *,
    jobs: int,
    progress: Callable[[int], None] | None = None,
) -> list[T]:
    """`work` on every batch of `batches`, each exactly once, in `jobs` worker processes.

    `work` must be picklable where processes are spawned (a module-level function,
    `functools.partial`).  Returns the results of all batches, in no particular order;
    `progress` is told how many names each report adds.  A worker that dies is an error.
    """
    import multiprocessing  # here: a one-process audit never loads it
    from multiprocessing.connection import Connection, wait

    context: Any = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    counter = context.Value("q", 0)
    done = context.Value("q", 0)
    workers: dict[Connection, Any] = {}
    for k in range(jobs):
        receiver, sender = context.Pipe(duplex=False)
        core = cores[k] if len(cores) >= jobs else None  # a core each: pinned, caches stay warm
        process = context.Process(
            target=_worker,
            args=(batches, work, counter, done, sender, core),
            daemon=True,
        )
        process.start()
        sender.close()
        workers[receiver] = process
    results: list[T] = []
    reported = 0
    try:
        while workers:
            for ready in wait(list(workers), timeout=0.1):
                assert isinstance(ready, Connection)
                receiver, process = ready, workers.pop(ready)
                try:
                    results.extend(receiver.recv())
                except EOFError:
                    process.join()
                    raise RuntimeError(
                        f"an audit worker stopped without its results (exit code "
                        f"{process.exitcode})"
                    ) from None
                process.join()
            if progress is not None and done.value > reported:
                progress(done.value - reported)
                reported = done.value
    finally:
        for process in workers.values():
            process.terminate()
            process.join()
    return results


def _claim(counter: Any) -> int:
    with counter.get_lock():
        number: int = counter.value
        counter.value += 1
    return number


def _worker(
    batches: Sequence[list[str]],
    work: Callable[[list[str]], T],
    counter: Any,
    done: Any,
    sender: Connection,
    core: int | None,
) -> None:
    """Claim the next batch number until none is left; work each claimed batch."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the main process's to handle
    if core is not None:
        # A container may list cores it will not pin to: then the worker runs unpinned.
        with contextlib.suppress(OSError):
            os.sched_setaffinity(0, {core})
    results: list[T] = []
    while (number := _claim(counter)) < len(batches):
        batch = batches[number]
        results.append(work(batch))
        with done.get_lock():
            done.value += len(batch)
    sender.send(results)
    sender.close()
