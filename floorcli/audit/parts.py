"""The hands of one large `.phhs` file shared among workers: the file cut into parts.

A worker task (`floorcli.audit.run.audit_task`) is a batch of files, or one part of a large
`.phhs` (`Part`: the bytes from one hand's header to another's, cut by
`floorcli.formats.phh.cuts.hand_cuts` exactly where the sequential reader starts a hand).
The main process (or the Dask client) finds the cuts in one quick pass over the file (no
hand is parsed) and never holds it; each worker reads only its part.  The parts' results
are handed on in the file's order (`InOrder`): a part that stopped the file (a hand too
large, bytes that are not UTF-8) drops the parts after it, as the sequential reader stops
there; the file is counted once, with its last part handed on.  So the report is the one
reading the file in one piece gives.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Callable, Sequence
from typing import NamedTuple

from floorcli.audit.results import FileResult

__all__ = [
    "PART_BYTES",
    "Done",
    "InOrder",
    "Part",
    "batches",
    "cut_files",
    "large_files",
    "weight",
]

PART_BYTES = 8 << 20
"""A `.phhs` larger than this is cut into parts of about this size (some 14,000 corpus
hands, a second or two of a worker's time): smaller files stay one piece."""


class Part(NamedTuple):
    """Part `number` of `total` of `file`: bytes `start` to `stop` (-1: the end), starting
    on `line`."""

    file: str
    number: int
    total: int
    start: int
    stop: int
    line: int


Task = str | Part
"""A file to audit whole, or a part of one."""


class Done(NamedTuple):
    """A task's result: the whole files it audited, what they held, and the part (if any)
    with whether it stopped the file."""

    files: int
    result: FileResult
    part: Part | None = None
    stopped: bool = False


def cut_files(names: Sequence[str], every: int | None = None) -> tuple[list[str], list[Part]]:
    """The files to audit whole, and the parts of the `.phhs` files larger than `every`
    (None: `PART_BYTES`).

    A file that cannot be opened or is not a regular file is left whole: reading it
    reports why, as for any file.
    """
    from floorcli.audit.listing import is_url

    every = every or PART_BYTES
    whole: list[str] = []
    parts: list[Part] = []
    for name in names:
        cut = None
        if name.lower().endswith(".phhs") and not is_url(name):
            cut = _parts(name, every)
        if cut:
            parts.extend(cut)
        else:
            whole.append(name)
    return whole, parts


def large_files(names: Sequence[str]) -> int:
    """How many of the local `.phhs` files named are large enough to be cut into parts
    (each is worth a worker of its own, however few the files).

    >>> large_files(["a.phh", "missing.phhs"])
    0
    """
    from floorcli.audit.listing import is_url

    large = 0
    for name in names:
        if name.lower().endswith(".phhs") and not is_url(name):
            with contextlib.suppress(OSError):
                large += os.stat(name).st_size > PART_BYTES
    return large


def _parts(name: str, every: int) -> list[Part] | None:
    from floorcli.formats.phh.cuts import hand_cuts

    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode) or info.st_size <= every:
            return None
        with os.fdopen(fd, "rb", buffering=1 << 16, closefd=False) as handle:
            cuts = hand_cuts(handle, every)
    except OSError:
        return None
    finally:
        os.close(fd)
    if not cuts:
        return None
    starts = [(0, 1), *cuts]
    ends = [c.offset for c in cuts] + [-1]  # the last part: to the end
    total = len(starts)
    return [
        Part(name, k, total, start, stop, line)
        for k, ((start, line), stop) in enumerate(zip(starts, ends, strict=True))
    ]


def batches(names: Sequence[str], size: int, *, workers: int = 1) -> list[list[str]]:
    """The names in batches of at most `size`, in order.

    For several `workers`, the batches shrink toward the end (each at most a quarter of
    what is left shared among the workers, at least one file), so that no worker is left
    with a long batch while the others wait: the hands that take longest (the engine's
    replays) may all be at the end of a folder.

    >>> [len(b) for b in batches(["x.phh"] * 70, 32)]
    [32, 32, 6]
    >>> [len(b) for b in batches(["x.phh"] * 70, 32, workers=2)]
    [9, 8, 7, 6, 5, 5, 4, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1]
    """
    out: list[list[str]] = []
    at, total = 0, len(names)
    while at < total:
        left = total - at
        step = min(size, max(1, -(-left // (4 * workers)))) if workers > 1 else size
        out.append(list(names[at : at + step]))
        at += step
    return out


def weight(batch: Sequence[Task]) -> int:
    """The files a finished task adds to a progress count: each whole file, and a file's
    last part (the last to be cut, not always the last to finish).

    >>> weight(["a.phh", "b.phh"]), weight([Part("c.phhs", 0, 2, 0, 9, 1)])
    (2, 0)
    """
    return sum(1 if isinstance(t, str) else int(t.number == t.total - 1) for t in batch)


class InOrder:
    """Tasks' results handed on (`hand_on(result, files)`) as they come, except the parts of
    a file: those in the file's order, up to the first that stopped it."""

    def __init__(self, hand_on: Callable[[FileResult, int], None]) -> None:
        self._hand_on = hand_on
        self._waiting: dict[str, dict[int, Done]] = {}
        self._next: dict[str, int] = {}

    def add(self, done: Done) -> None:
        part = done.part
        if part is None:
            self._hand_on(done.result, done.files)
            return
        number = self._next.get(part.file, 0)
        if number < 0:  # the file stopped at an earlier part: the rest is not read
            return
        waiting = self._waiting.setdefault(part.file, {})
        waiting[part.number] = done
        while number in waiting:
            ready = waiting.pop(number)
            self._hand_on(ready.result, int(ready.stopped or number == part.total - 1))
            number = -1 if ready.stopped else number + 1
        if number < 0 or number == part.total:
            del self._waiting[part.file]
        self._next[part.file] = number
