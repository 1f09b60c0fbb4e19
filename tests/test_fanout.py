"""`floorcli.audit.fanout`: every batch of the list is worked on exactly once, whatever the workers."""

from __future__ import annotations

import multiprocessing
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from floorcli.audit.fanout import _forked, _spawned

# Where the system can fork (here), `fan_out` forks; `_spawned` is multiprocessing's way, for
# systems that cannot: both are run.
WAYS: list[Callable[..., Any]] = [_forked, _spawned]


def names(n: int = 101) -> list[str]:
    return [f"hand-{k}.phh" for k in range(n)]


def batches(size: int, n: int = 101) -> list[list[str]]:
    every = names(n)
    return [every[k : k + size] for k in range(0, n, size)]


def names_and_worker(batch: list[str]) -> tuple[list[str], int]:
    return batch, os.getpid()


def slow_names_and_worker(batch: list[str]) -> tuple[list[str], int]:
    time.sleep(0.005)
    return batch, os.getpid()


def die(batch: list[str]) -> int:
    os._exit(3)  # a worker killed mid-audit (out of memory, a signal): no results sent


@pytest.mark.parametrize("way", WAYS)
@pytest.mark.parametrize(("jobs", "size"), [(2, 1), (2, 7), (3, 32), (2, 500), (4, 50)])
def test_every_name_is_worked_on_once(way: Callable[..., Any], jobs: int, size: int) -> None:
    told: list[int] = []
    results = way(batches(size), names_and_worker, jobs=jobs, progress=told.append)
    seen = [name for batch, _pid in results for name in batch]
    assert sorted(seen) == sorted(names())
    assert len(seen) == len(set(seen)) == 101
    assert all(0 < len(batch) <= size for batch, _pid in results)
    assert sum(told) == 101  # the progress bar reaches the end


def test_fan_out_forks_without_multiprocessing() -> None:
    """Where the system can fork, the workers are forked with pipes: multiprocessing (about
    30 ms to import) is never loaded, and every batch is still worked once."""
    script = (
        "import os, sys\n"
        "from floorcli.audit.fanout import fan_out\n"
        "batches = [[str(k)] for k in range(40)]\n"
        "done = fan_out(batches, lambda b: (b, os.getpid()), jobs=2)\n"
        "print(sorted(int(b[0]) for b, _ in done) == list(range(40)), len({p for _, p in done}),"
        " 'multiprocessing' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.stdout.split()[0::2] == ["True", "False"], done.stderr


@pytest.mark.parametrize("way", WAYS)
def test_batches_go_to_every_worker_when_there_are_enough(way: Callable[..., Any]) -> None:
    # 100 batches of 5 ms: one worker alone would need 0.5 s, the other starts within ms.
    results = way(batches(1), slow_names_and_worker, jobs=2, progress=None)
    assert len({pid for _batch, pid in results}) == 2


@pytest.mark.parametrize("way", WAYS)
def test_a_worker_that_dies_is_an_error_not_a_hang(way: Callable[..., Any]) -> None:
    before = _children()
    with pytest.raises(RuntimeError, match="exit code 3"):
        way(batches(10), die, jobs=2, progress=None)
    _no_children_left(before)


@pytest.mark.parametrize("way", WAYS)
def test_ctrl_c_stops_every_worker(way: Callable[..., Any]) -> None:
    """Ctrl-C reaches the main process (the workers ignore it): it stops the workers."""

    def interrupt(_files: int) -> None:
        raise KeyboardInterrupt

    before = _children()
    with pytest.raises(KeyboardInterrupt):
        way(batches(1), slow_names_and_worker, jobs=2, progress=interrupt)
    assert multiprocessing.active_children() == []
    _no_children_left(before)


def _children() -> set[int]:
    """This process's child processes, zombies included (from /proc: Linux)."""
    found = set()
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # a process that ended meanwhile
        if int(fields[1]) == os.getpid():
            found.add(int(stat.parent.name))
    return found


def _no_children_left(before: set[int]) -> None:
    """Every worker was waited for: no child process of this one is left that was not there
    before the call (another test's server may still run), not even a zombie."""
    if Path("/proc/self/stat").exists():
        assert _children() <= before


_HELD_LOCK = """
import io, sys, threading
from rich.console import Console
from rich.progress import Progress
from floorcli.audit.fanout import fan_out

def work(batch):
    if batch[0] == 1:
        raise ValueError("a worker that raises")
    return batch[0]

console = Console(file=io.StringIO(), force_terminal=True)
with Progress(console=console, transient=True):  # sys.stderr is now rich's proxy
    held, release = threading.Event(), threading.Event()

    def hold():  # as rich's refresh thread does, a moment ten times a second
        with console._lock:
            held.set()
            release.wait()

    thread = threading.Thread(target=hold)
    thread.start()
    held.wait()
    try:
        fan_out([[0], [1], [2]], work, jobs=2)
    except RuntimeError as err:
        print("raised:", err, file=sys.__stdout__)
    finally:
        release.set()
        thread.join()
"""


def test_a_worker_raising_under_a_progress_bar_is_an_error_not_a_hang() -> None:
    """A worker forked while the progress bar's thread holds the console's lock: its
    traceback must not go through rich's stderr proxy (that lock is never released in the
    child, and the audit would wait for it forever)."""
    run = subprocess.Popen(
        [sys.executable, "-c", _HELD_LOCK],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,  # on a hang, its stuck workers are ended with it
    )
    try:
        out, err = run.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(run.pid, signal.SIGKILL)
        run.communicate()
        pytest.fail("the audit hung on a worker that raised under a progress bar")
    assert "raised: an audit worker stopped without its results" in out
    assert "ValueError: a worker that raises" in err
