"""Startup benchmark: a cold `floorcli ask --json` against a bare `python -c pass`.

Run from the repository root:  python benchmarks/startup.py [--runs N]

Each sample is a fresh process (nothing cached in memory), timed by wall clock; the median of
N runs is reported, and the ratio of the two medians (target: 8x or less).  Bytecode caches are
allowed (an installed package has them); set PYTHONDONTWRITEBYTECODE before running to see the
cost without them.  The second part times one answer in `floorcli table` (rule on a typed
action, then compute the next player's options and pots) in-process.  Not a test: the numbers
depend on the machine.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def wall(cmd: list[str], runs: int) -> float:
    """Median wall-clock seconds of `cmd` over `runs` fresh processes (after one warm-up)."""
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=False, cwd=ROOT)
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, check=False, cwd=ROOT)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples)


def table_answer_ms(rounds: int) -> tuple[float, float]:
    """Median and worst milliseconds for one table answer over a scripted hand: the ruling,
    the next player's options and pots, and drawing them (to an in-memory console)."""
    import io

    from rich.console import Console  # noqa: TID251  (an in-memory console to draw on)

    from floorcli.answers.hand import ask_report, ruling_dict
    from floorcli.cli.render.hand import render_table_answer
    from floorcli.table.hand import hand_from_flags, start_table

    console = Console(file=io.StringIO(), highlight=False, soft_wrap=True, width=100)
    script = ["3 raise 25", "4 call", "1 raise 100", "2 fold", "3 call", "4 allin", "1 call"]
    times = []
    for _ in range(rounds):
        data = hand_from_flags(
            rules="tda-nlhe",
            blinds="5,10",
            ante=None,
            button=4,
            stacks="1000,1000,1000,800",
            seats=None,
        )
        table = start_table(data, file="bench").table
        for line in script:
            start = time.perf_counter()
            outcome = table.enter(line)
            table = outcome.table
            ruling = None if outcome.ruling is None else ruling_dict(outcome.ruling)
            render_table_answer(console, ruling, ask_report(table.state))
            times.append(time.perf_counter() - start)
    times.sort()
    return statistics.median(times) * 1000, times[-1] * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    floorcli = shutil.which("floorcli", path=str(Path(sys.executable).parent)) or "floorcli"
    bare = wall([sys.executable, "-c", "pass"], args.runs)
    ask = wall([floorcli, "ask", "situation-6", "--json"], args.runs)
    bytecode = "off" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "on"
    print(f"python -c pass                       {bare * 1000:7.1f} ms (median of {args.runs})")
    print(f"floorcli ask situation-6 --json      {ask * 1000:7.1f} ms")
    print(f"ratio                                {ask / bare:7.1f}x  (target: 8x or less)")
    print(f"bytecode caches                      {bytecode}")
    median, worst = table_answer_ms(50)
    print(f"table: one answer                    {median:7.2f} ms median, {worst:.2f} ms worst")


if __name__ == "__main__":
    main()
