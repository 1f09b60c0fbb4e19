"""The full-screen table's speed: a key press to the redrawn screen, and the screen's start-up.

    .venv/bin/python benchmarks/screen.py [--presses 200] [--opens 5]

- per key: a ten-seat table (blinds 5/10, 1,000 each) at 120x40 and at 80x24, driven by
  Textual's Pilot (its headless driver draws every frame as a terminal would get it): each
  press of F4 (call: the journaled line ruled by the dealer, the map, centre, log and status
  drawn again) then F9 (undo) is timed from the key to the screen idle again after its
  refresh; median and worst over `--presses`.
- start-up: `floorcli table --screen` in an 80x24 pseudo-terminal, from the process start to
  the first frame on the terminal that shows the action buttons; median and worst of `--opens`
  fresh processes.

Nothing here is a test: the numbers go to docs/speed.md (goal: under 50 ms a key, under 1 s
to open).  Bytecode caches are allowed, as for benchmarks/startup.py (an installed package
has them); run with PYTHONDONTWRITEBYTECODE set to see the start-up without them.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

SEATS = ",".join(f"{n}:P{n}:1000" for n in range(1, 11))


def _app(folder: Path) -> object:
    from floorcli.cli.live.start import Start, start
    from floorcli.cli.screen import open_screen
    from floorcli.table.hand import hand_from_flags, hand_yaml

    data = hand_from_flags(
        rules="tda-nlhe",
        blinds="5,10",
        ante=None,
        button=None,
        stacks=None,
        seats=SEATS,
        settings=[],
        upcards=None,
    )
    request = Start(
        hand_yaml=hand_yaml(data),
        file="the command line",
        base=None,
        save=folder / "bench.yaml",
        force=False,
        resume=None,
        as_json=False,
    )
    session, outcome, resumed = start(request)
    return open_screen(session, outcome, resumed=resumed)


def per_key(presses: int, size: tuple[int, int]) -> tuple[list[float], list[float]]:
    """Milliseconds from each key press to the screen redrawn and idle: wall clock, and the
    process's CPU time (what a shared machine's load does not inflate)."""
    from floorcli.cli.screen.app import TableApp

    times: list[float] = []
    cpu: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        app = _app(Path(folder))
        assert isinstance(app, TableApp)

        async def main() -> None:
            async with app.run_test(size=size) as pilot:
                await pilot.pause()
                for n in range(presses):
                    key = "f4" if n % 2 == 0 else "f9"
                    began, used = time.perf_counter(), time.process_time()
                    await pilot.press(key)
                    await pilot.pause()
                    times.append((time.perf_counter() - began) * 1000)
                    cpu.append((time.process_time() - used) * 1000)
                app.action_leave()

        asyncio.run(main())
    return times, cpu


def opening(opens: int) -> tuple[list[float], list[float]]:
    """Seconds from `floorcli table --screen` started to its first frame with the buttons
    (wall clock), and the CPU time of the whole process (open, draw, leave at once)."""
    import resource

    import pexpect

    floorcli = str(Path(sys.executable).parent / "floorcli")
    times = []
    cpu = []
    for _ in range(opens):
        with tempfile.TemporaryDirectory() as folder:
            args = ["table", "--screen", "--blinds", "5,10", "--seats", SEATS]
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            began = time.perf_counter()
            child = pexpect.spawn(
                floorcli, args, dimensions=(24, 80), encoding="utf-8", timeout=30, cwd=folder
            )
            child.expect("call F4")
            times.append(time.perf_counter() - began)
            child.send("\x11")  # Ctrl+Q: leave (nothing typed, nothing saved)
            child.expect(pexpect.EOF)
            child.close()
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu.append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return times, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--presses", type=int, default=200)
    parser.add_argument("--opens", type=int, default=5)
    args = parser.parse_args()
    bytecode = "off" if os.environ.get("PYTHONDONTWRITEBYTECODE") else "on"
    load = os.getloadavg()[0]
    print(f"load average {load:.1f} on {os.cpu_count()} cores; bytecode caches {bytecode}")
    for size in ((120, 40), (80, 24)):
        times, cpu = per_key(args.presses, size)
        print(
            f"key to redrawn screen, 10 seats, {size[0]}x{size[1]}: "
            f"{statistics.median(times):5.1f} ms median, {max(times):5.1f} ms worst wall; "
            f"{statistics.median(cpu):5.1f} ms median, {max(cpu):5.1f} ms worst CPU "
            f"({len(times)} presses)"
        )
    opened, cpu = opening(args.opens)
    print(
        f"start-up to the first frame (80x24): {statistics.median(opened):5.2f} s median, "
        f"{max(opened):5.2f} s worst wall; {statistics.median(cpu):5.2f} s median CPU "
        f"({len(opened)} opens)"
    )


if __name__ == "__main__":
    main()
