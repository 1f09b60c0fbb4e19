"""Replay the same PHH files with floorcli and with PokerKit 0.7.7, in one process each.

    .venv/bin/pip install -e '.[bench]'
    .venv/bin/python benchmarks/bench_pokerkit.py ../shared/corpus/phh --limit 3000

Prints hands per second for each (reading the file included: both parse the TOML and replay
every action, checking that each is legal), the ratio, and `floorcli audit --jobs 2` against
`--jobs 1` on the whole folder.

floorcli's row is what `floorcli audit` does in one process (`audit_files`): the fast lane
(`floorcli.audit.fastlane`) confirms the hands with nothing to rule on and the engine replays any
other.  The "engine, every hand" row replays every hand with the engine and words every
ruling, as `floorcli replay` does.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from floorcli.answers.phh import iter_hands
from floorcli.audit.run import audit, audit_files
from floorcli.formats.phh import STRUCTURES, loads

VARIANTS = frozenset(STRUCTURES)


def corpus(root: Path, limit: int | None) -> list[Path]:
    """PHH files of the variants both replay (NT, PO, FT), in name order, spread over folders."""
    files = []
    for path in sorted(root.rglob("*.phh")):
        variant = loads(path.read_text(encoding="utf-8"), file=str(path)).get("variant")
        if variant in VARIANTS:
            files.append(path)
    if limit is not None and len(files) > limit:
        step = len(files) / limit
        files = [files[int(k * step)] for k in range(limit)]
    return files


def run_floorcli(files: list[Path]) -> int:
    result = audit_files([str(f) for f in files])
    if result.irregular or result.skipped:
        raise SystemExit(f"unexpected: {result.irregular[:1]} {result.skipped[:1]}")
    return result.hands


def run_engine(files: list[Path]) -> int:
    hands = 0
    for path in files:
        for _name, item in iter_hands(path):
            if isinstance(item, Exception):
                raise item
            hands += 1
    return hands


def run_pokerkit(files: list[Path]) -> int:
    from pokerkit import HandHistory

    hands = 0
    for path in files:
        with path.open("rb") as f:
            history = HandHistory.load(f)
        for _state in history:
            pass
        hands += 1
    return hands


def _loop(n: int) -> int:
    total = 0
    for i in range(n):
        total += i * i
    return total


def spin(jobs: int, work: int = 10_000_000) -> float:
    """Seconds for a fixed pure-Python loop split over `jobs` processes: what the machine
    allows at the moment (a VM's cores are often shared)."""
    start = time.perf_counter()
    if jobs == 1:
        _loop(work)
    else:
        context = multiprocessing.get_context("fork" if hasattr(os, "fork") else "spawn")
        with context.Pool(jobs) as pool:
            pool.map(_loop, [work // jobs] * jobs)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=Path, help="folder of PHH files (e.g. ../shared/corpus/phh)")
    parser.add_argument("--limit", type=int, default=2000, help="files for the PokerKit race")
    parser.add_argument("--repeat", type=int, default=3, help="best of N runs")
    parser.add_argument("--rounds", type=int, default=5, help="best of N for --jobs")
    args = parser.parse_args()
    files = corpus(args.root, args.limit)
    print(f"{len(files)} PHH files (NT, PO, FT) from {args.root}; best of {args.repeat}")
    runners: dict[str, Callable[[list[Path]], int]] = {
        "audit": run_floorcli,
        "engine": run_engine,
        "pokerkit": run_pokerkit,
    }
    try:
        import pokerkit  # noqa: F401
    except ImportError:
        print("pokerkit   not installed (pip install -e '.[bench]')")
        del runners["pokerkit"]
    seconds = {name: float("inf") for name in runners}
    counts = dict.fromkeys(runners, 0)
    for _ in range(args.repeat):  # interleaved, so a busy moment of the machine hits all three
        for name, run in runners.items():
            start = time.perf_counter()
            counts[name] = run(files)
            seconds[name] = min(seconds[name], time.perf_counter() - start)
    rows = {
        "audit": "floorcli (audit)",
        "engine": "floorcli (engine, every hand)",
        "pokerkit": "pokerkit",
    }
    rates = {name: counts[name] / seconds[name] for name in runners}
    for name in runners:
        row = f"{rows[name]:30} {counts[name]:6d} hands  {seconds[name]:6.2f} s"
        print(f"{row}  {rates[name]:8.0f} hands/s")
    if "pokerkit" in runners:
        kit = rates["pokerkit"]
        print(f"ratio: floorcli audit is {rates['audit'] / kit:.1f}x PokerKit;")
        print(f"       the engine on every hand is {rates['engine'] / kit:.1f}x")
    print(f"audit --jobs on all of {args.root} ({os.cpu_count()} cores), best of {args.rounds}:")
    best = {1: float("inf"), 2: float("inf")}
    ceiling = {1: float("inf"), 2: float("inf")}
    hands = 0
    for _ in range(args.rounds):  # interleaved, so a busy moment hits both
        for jobs in (1, 2):
            start = time.perf_counter()
            hands = audit([args.root], jobs=jobs).hands
            best[jobs] = min(best[jobs], time.perf_counter() - start)
            ceiling[jobs] = min(ceiling[jobs], spin(jobs))
    for jobs in (1, 2):
        rate = hands / best[jobs]
        print(f"  --jobs {jobs}  {hands} hands  {best[jobs]:6.2f} s  {rate:8.0f} hands/s")
    print(f"  --jobs 2 is {best[1] / best[2]:.2f}x --jobs 1")
    print(
        f"  the machine: the same pure-Python loop split over 2 processes is "
        f"{ceiling[1] / ceiling[2]:.2f}x one process"
    )
    sys.stdout.flush()


if __name__ == "__main__":
    main()
