"""Nothing grows faster than the work: `ask` on hands of many seats or many actions, and `table`
opened on a long hand, cost a constant amount per seat and per action.

Time is not measured (a busy machine would make the test flaky, and benchmarks/scaling.py and
benchmarks/live_answer.py report the seconds).  What is counted is deterministic: every function
call the interpreter makes, Python's and the built-ins' (`sys.setprofile` sees both), a
built-in that scans a list (`index`, `count`, `remove`) counted once per item it scans.  Linear work
doubles when the hand doubles; a walk over every earlier action per action, or over every seat
per seat, would multiply it by four.  A doubling may cost at most 2.1 times as much: the fixed
cost of reading a profile and starting up only makes the ratio smaller.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from itertools import pairwise
from pathlib import Path
from types import FrameType
from typing import Any

import pytest
from typer.testing import CliRunner

from floorcli.answers.hand import ask_file
from floorcli.cli.app import app

SCANS = frozenset({"index", "count", "remove"})
LINEAR = 2.1  # the most a doubling of the hand may multiply the calls by


@contextmanager
def counting() -> Iterator[list[int]]:
    """Count every call (Python functions and built-ins) made inside the block."""
    count = [0]

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        if event == "call":
            count[0] += 1
        elif event == "c_call":
            count[0] += 1
            # A built-in that walks its whole list (`seats.index(s)` inside a loop over the
            # seats is quadratic) costs as much as the list is long.
            owner = getattr(arg, "__self__", None)
            if getattr(arg, "__name__", "") in SCANS and isinstance(owner, list | tuple):
                count[0] += len(owner)

    sys.setprofile(profile)
    try:
        yield count
    finally:
        sys.setprofile(None)


def seats_hand(n: int) -> str:
    """n players, blinds 1-2, everybody calls the big blind."""
    seats = "\n".join(f"  {k}: 1000" for k in range(1, n + 1))
    calls = "\n".join(f"  - {k} call" for k in range(3, n + 1))
    head = f"rules: tda-nlhe\nblinds: [1, 2]\ntable_seats: {n}\nbutton: 1\n"
    return f"{head}seats:\n{seats}\nactions:\n{calls}\n"


def raises_hand(n: int) -> str:
    """Two deep stacks raising each other n times, each raise the minimum (2 more)."""
    raises = "\n".join(f"  - {1 if k % 2 == 0 else 2} raise {4 + 2 * k}" for k in range(n))
    head = "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 2\nseats: {1: 100000000, 2: 100000000}\n"
    return f"{head}actions:\n{raises}\n"


def calls_for(work: Callable[[], object]) -> int:
    work()  # first run: imports and caches are not the hand's cost
    with counting() as count:
        work()
    return count[0]


def ratios(
    make: Callable[[int], str], sizes: tuple[int, ...], run: Callable[[Path], object], folder: Path
) -> list[float]:
    counts = []
    for n in sizes:
        path = folder / f"hand-{n}.yaml"
        path.write_text(make(n), encoding="utf-8")
        counts.append(calls_for(lambda path=path: run(path)))
    return [after / before for before, after in pairwise(counts)]


@pytest.mark.parametrize(
    ("make", "sizes"),
    [(seats_hand, (250, 500, 1000)), (raises_hand, (500, 1000, 2000))],
    ids=["seats", "actions"],
)
def test_ask_grows_linearly(
    tmp_path: Path, make: Callable[[int], str], sizes: tuple[int, ...]
) -> None:
    growth = ratios(make, sizes, ask_file, tmp_path)
    assert all(r <= LINEAR for r in growth), growth


def test_table_opened_on_a_long_hand_grows_linearly(tmp_path: Path) -> None:
    """`floorcli table HAND` replays the hand's N actions once, then answers: O(N)."""
    runner = CliRunner()

    def open_and_answer(path: Path) -> object:
        save = path.with_suffix(".saved.yaml")
        save.unlink(missing_ok=True)
        result = runner.invoke(app, ["table", str(path), "--save", str(save)], input="r min\n")
        assert result.exit_code == 0, result.output
        return result

    growth = ratios(raises_hand, (500, 1000, 2000), open_and_answer, tmp_path)
    assert all(r <= LINEAR for r in growth), growth
