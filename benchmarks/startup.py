"""Startup benchmark: a cold `floorcli ask --json` against a bare `python -c pass`.

Run from the repository root:  python benchmarks/startup.py [--runs N] [--base DIR]

Each sample is a fresh process (nothing cached in memory); the commands take turns (one run of
each, N times over), so a shared machine's load falls on all of them alike.  The median wall
clock and the median user + system CPU of N runs are reported (CPU time is less sensitive to
the load), and the ratio of the medians to `python -c pass` (issue 27's target: cold `ask` at
most 6x on a quiet machine), with the load average before and after.  Bytecode caches are
allowed (an installed package has them); set PYTHONDONTWRITEBYTECODE before running to see the
cost without them.  `--base DIR` (a checkout of another commit, e.g. `git worktree add
/tmp/base main`, its bytecode compiled) also runs both `ask` lines on that tree's floorcli
(first on PYTHONPATH, same interpreter and packages), taking turns with the others: a
before/after in one run.  The second part times one answer in `floorcli table` (rule on a typed
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


Command = tuple[list[str], dict[str, str] | None]
"""A command line and its environment (None: this process's)."""


def once(cmd: Command) -> tuple[float, float]:
    """(wall-clock seconds, user + system CPU seconds) of one fresh process running `cmd`."""
    start = time.perf_counter()
    child = subprocess.Popen(cmd[0], stdout=subprocess.DEVNULL, cwd=ROOT, env=cmd[1])
    _, _, usage = os.wait4(child.pid, 0)
    child.returncode = 0  # reaped by wait4: nothing left for Popen to wait for
    return time.perf_counter() - start, usage.ru_utime + usage.ru_stime


def interleaved(cmds: list[Command], runs: int) -> list[tuple[float, float]]:
    """(median wall, median CPU) seconds of each command over `runs` fresh processes, the
    commands taking turns (after one warm-up run of each)."""
    for cmd in cmds:
        once(cmd)
    samples: list[list[tuple[float, float]]] = [[] for _ in cmds]
    for _ in range(runs):
        for cmd, kept in zip(cmds, samples, strict=True):
            kept.append(once(cmd))
    return [
        (statistics.median(w for w, _ in kept), statistics.median(c for _, c in kept))
        for kept in samples
    ]


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
    parser.add_argument("--base", type=Path, help="another checkout to time the same way")
    args = parser.parse_args()
    floorcli = shutil.which("floorcli", path=str(Path(sys.executable).parent)) or "floorcli"
    cmds: dict[str, Command] = {
        "python -c pass": ([sys.executable, "-c", "pass"], None),
        "floorcli ask situation-6 --json": ([floorcli, "ask", "situation-6", "--json"], None),
        "floorcli ask situation-6 (to a pipe)": ([floorcli, "ask", "situation-6"], None),
    }
    if args.base is not None:
        # The console script's folder comes first on sys.path, then PYTHONPATH: the base's
        # floorcli is imported instead of the installed one.
        base = {**os.environ, "PYTHONPATH": str(args.base.resolve())}
        script = [sys.executable, floorcli]
        cmds["base: ask situation-6 --json"] = ([*script, "ask", "situation-6", "--json"], base)
        cmds["base: ask situation-6 (to a pipe)"] = ([*script, "ask", "situation-6"], base)
    bytecode = "off" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "on"
    load = os.getloadavg()[0]
    medians = interleaved(list(cmds.values()), args.runs)
    print(f"load average {load:.2f} -> {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores;", end="")
    print(f" bytecode caches {bytecode}; median of {args.runs} interleaved runs")
    (bare_wall, bare_cpu) = medians[0]
    for name, (wall, cpu) in zip(cmds, medians, strict=True):
        print(
            f"{name:<38} {wall * 1000:7.1f} ms wall {wall / bare_wall:5.1f}x"
            f"   {cpu * 1000:6.1f} ms CPU {cpu / bare_cpu:5.1f}x"
        )
    median, worst = table_answer_ms(50)
    print(f"table: one answer                    {median:7.2f} ms median, {worst:.2f} ms worst")


if __name__ == "__main__":
    main()
