"""Share a list of batches among worker processes, each claiming the next batch as it frees up.

The main process lists the files once (`floorcli.audit.listing`) and cuts them into batches;
every worker is handed that same list (inherited when forked), and the main process hands out
the batch numbers as the workers finish batches, so a worker on a faster core simply takes
more of them and every batch is worked on exactly once, however the folder changes meanwhile.
Nothing goes through the main process but the batch numbers, a count of the files done (for
a progress bar) and each worker's results at the end.
"""

from __future__ import annotations

import contextlib
import gc
import os
import signal
from collections.abc import Callable, Iterator, Sequence, Sized
from typing import TYPE_CHECKING, Any, TypeVar

from floorcli.errors import FloorError

if TYPE_CHECKING:
    from multiprocessing.connection import Connection

__all__ = ["fan_out", "worker_count"]

T = TypeVar("T")
B = TypeVar("B", bound=Sized)


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
    batches: Sequence[B],
    work: Callable[[B], T],
    *,
    jobs: int,
    progress: Callable[[int], None] | None = None,
    weight: Callable[[B], int] = len,
) -> list[T]:
    """`work` on every batch of `batches`, each exactly once, in `jobs` worker processes.

    Returns the results of all batches, in no particular order; `progress` is told how many
    names each finished batch adds (`weight`: by default its length).  A worker that dies
    is an error.  Where the system can fork, the workers are forked and fed batch numbers
    through pipes (`_forked`: no multiprocessing to import, about 30 ms of a short audit);
    elsewhere they are spawned by
    multiprocessing (`_spawned`), and `work` must be picklable (a module-level function,
    `functools.partial`).
    """
    if hasattr(os, "fork"):
        return _forked(batches, work, jobs=jobs, progress=progress, weight=weight)
    return _spawned(batches, work, jobs=jobs, progress=progress, weight=weight)


_DEPTH = 2
"""Batches handed to a worker ahead of its results, so that it never waits for the next."""


class _Child:
    """The main process's side of one forked worker: its pipes, and what it has sent."""

    def __init__(self, pid: int, tasks: int, reports: int) -> None:
        self.pid = pid
        self.tasks: int | None = tasks  # where batch numbers are written; None once closed
        self.reports = reports  # where "D" + count (a batch done) and "R" + results come
        self.pending = bytearray()
        self.results: list[Any] | None = None

    def give(self, number: int | None) -> None:
        """Hand the worker batch `number`, or (None) tell it there are no more."""
        if self.tasks is None:
            return
        if number is None:
            os.close(self.tasks)
            self.tasks = None
            return
        with contextlib.suppress(BrokenPipeError):  # it died: its reports pipe says so
            os.write(self.tasks, number.to_bytes(4, "little"))


def _forked(
    batches: Sequence[B],
    work: Callable[[B], T],
    *,
    jobs: int,
    progress: Callable[[int], None] | None,
    weight: Callable[[B], int] = len,
) -> list[T]:
    """`fan_out` with forked workers: the main process hands out batch numbers, `_DEPTH`
    ahead, as each worker reports a batch done, and collects every worker's results."""
    import pickle
    import selectors

    cores = sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else []
    children: list[_Child] = []
    results: list[T] = []
    queue = iter(range(len(batches)))
    selector = selectors.DefaultSelector()
    gc.freeze()  # the workers' collections leave the shared objects alone: fewer pages copied
    try:
        for k in range(jobs):
            task_r, task_w = os.pipe()
            report_r, report_w = os.pipe()
            pid = os.fork()
            if pid == 0:  # the worker: never returns to the caller
                code = 1
                try:
                    for child in children:  # another worker's pipes would hide its end
                        os.close(child.reports)
                        if child.tasks is not None:
                            os.close(child.tasks)
                    os.close(task_w)
                    os.close(report_r)
                    core = cores[k] if len(cores) >= jobs else None
                    _forked_worker(batches, work, task_r, report_w, core, weight)
                    code = 0
                except BaseException:
                    import traceback

                    # Straight to fd 2: sys.stderr may be a progress bar's proxy whose lock
                    # another thread of the main process held at the fork (a hang).
                    with contextlib.suppress(OSError):
                        os.write(2, traceback.format_exc().encode("utf-8", "replace"))
                finally:
                    os._exit(code)
            os.close(task_r)
            os.close(report_w)
            children.append(_Child(pid, task_w, report_r))
            selector.register(report_r, selectors.EVENT_READ, children[-1])
        gc.unfreeze()
        for _ in range(_DEPTH):
            for child in children:
                child.give(next(queue, None))
        running = len(children)
        while running:
            for key, _events in selector.select():
                child = key.data
                data = os.read(child.reports, 1 << 16)
                if not data:
                    selector.unregister(child.reports)
                    running -= 1
                    _reap(child)
                    assert child.results is not None
                    results.extend(child.results)
                    continue
                child.pending += data
                for done in _reports(child, pickle.loads):
                    if progress is not None:
                        progress(done)
                    child.give(next(queue, None))
    finally:
        gc.unfreeze()
        selector.close()
        for child in children:
            child.give(None)
            os.close(child.reports)
            if child.pid:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(child.pid, signal.SIGTERM)
                with contextlib.suppress(ChildProcessError):
                    os.waitpid(child.pid, 0)
    return results


def _reports(child: _Child, load: Callable[[bytes], Any]) -> Iterator[int]:
    """The batch sizes a worker reported done in what has come from it so far; its results
    once they have all come."""
    pending = child.pending
    while pending:
        if pending[0:1] == b"D" and len(pending) >= 5:
            yield int.from_bytes(pending[1:5], "little")
            del pending[:5]
        elif pending[0:1] == b"R" and len(pending) >= 9:
            size = int.from_bytes(pending[1:9], "little")
            if len(pending) < 9 + size:
                return
            child.results = load(bytes(pending[9 : 9 + size]))
            del pending[: 9 + size]
        else:
            return


def _reap(child: _Child) -> None:
    """Wait for a worker whose reports ended; one that ended without its results is an error."""
    _pid, status = os.waitpid(child.pid, 0)
    child.pid = 0
    if child.results is None or child.pending:
        raise RuntimeError(
            f"an audit worker stopped without its results (exit code "
            f"{os.waitstatus_to_exitcode(status)})"
        )


def _forked_worker(
    batches: Sequence[B],
    work: Callable[[B], T],
    tasks: int,
    reports: int,
    core: int | None,
    weight: Callable[[B], int] = len,
) -> None:
    """Work each batch number read from `tasks` until it closes; report each batch done
    ("D" and its size) and, at the end, every result ("R", the size, the pickle)."""
    import pickle

    _settle(core)
    results: list[T] = []
    with os.fdopen(tasks, "rb") as numbers, os.fdopen(reports, "wb") as out:
        while len(number := numbers.read(4)) == 4:
            batch = batches[int.from_bytes(number, "little")]
            results.append(work(batch))
            out.write(b"D" + weight(batch).to_bytes(4, "little"))
            out.flush()
        payload = pickle.dumps(results, protocol=pickle.HIGHEST_PROTOCOL)
        out.write(b"R" + len(payload).to_bytes(8, "little") + payload)


def _spawned(
    batches: Sequence[B],
    work: Callable[[B], T],
    *,
    jobs: int,
    progress: Callable[[int], None] | None = None,
    weight: Callable[[B], int] = len,
) -> list[T]:
    """`fan_out` where the system cannot fork: multiprocessing's workers, each claiming the
    next batch number from a shared counter."""
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
            args=(batches, work, counter, done, sender, core, weight),
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
    batches: Sequence[B],
    work: Callable[[B], T],
    counter: Any,
    done: Any,
    sender: Connection,
    core: int | None,
    weight: Callable[[B], int] = len,
) -> None:
    """Claim the next batch number until none is left; work each claimed batch."""
    _settle(core)
    results: list[T] = []
    while (number := _claim(counter)) < len(batches):
        batch = batches[number]
        results.append(work(batch))
        with done.get_lock():
            done.value += weight(batch)
    sender.send(results)
    sender.close()


def _settle(core: int | None) -> None:
    """A worker's first step: Ctrl-C is left to the main process, and the worker is pinned to
    `core` when given (a container may list cores it will not pin to: then it runs unpinned)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if core is not None:
        with contextlib.suppress(OSError):
            os.sched_setaffinity(0, {core})
