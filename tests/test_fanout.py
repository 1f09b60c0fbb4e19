"""`floorcli.audit.fanout`: every batch of the list is worked on exactly once, whatever the workers."""

from __future__ import annotations

import multiprocessing
import os
import time

import pytest

from floorcli.audit.fanout import fan_out


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


@pytest.mark.parametrize(("jobs", "size"), [(2, 1), (2, 7), (3, 32), (2, 500)])
def test_every_name_is_worked_on_once(jobs: int, size: int) -> None:
    told: list[int] = []
    results = fan_out(batches(size), names_and_worker, jobs=jobs, progress=told.append)
    seen = [name for batch, _pid in results for name in batch]
    assert sorted(seen) == sorted(names())
    assert len(seen) == len(set(seen)) == 101
    assert all(0 < len(batch) <= size for batch, _pid in results)
    assert sum(told) == 101  # the progress bar reaches the end


def test_batches_go_to_every_worker_when_there_are_enough() -> None:
    # 100 batches of 5 ms: one worker alone would need 0.5 s, the other starts within ms.
    results = fan_out(batches(1), slow_names_and_worker, jobs=2)
    assert len({pid for _batch, pid in results}) == 2


def test_a_worker_that_dies_is_an_error_not_a_hang() -> None:
    with pytest.raises(RuntimeError, match="exit code 3"):
        fan_out(batches(10), die, jobs=2)


def test_ctrl_c_stops_every_worker() -> None:
    """Ctrl-C reaches the main process (the workers ignore it): it stops the workers."""

    def interrupt(_files: int) -> None:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        fan_out(batches(1), slow_names_and_worker, jobs=2, progress=interrupt)
    assert multiprocessing.active_children() == []
