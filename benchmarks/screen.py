"""The full-screen table's speed: a key press to the redrawn screen, and the screen's start-up.

    .venv/bin/python benchmarks/screen.py [--presses 200] [--opens 5]

- per key: a ten-seat table (blinds 5/10, 1,000 each) at 120x40 and at 80x24, run by Textual
  as at a terminal except for the terminal itself: the driver's `write` (which a terminal's
  driver passes to its output) records the time instead.  Each press of F4 (call: the line
  journaled with an fsync, ruled by the dealer, the map, centre, log, detail and status drawn
  again) then F9 (undo) is sent as a terminal's key arrives (the driver's `send_message`) and
  timed to the written frame that holds the ruling's words (checked), with the process's CPU
  time over the same span; median and worst over `--presses`.  The input line's cursor does
  not blink, so no other frame is written.  (Textual's Pilot is not used for this: its
  `press` and `pause` wait in steps of 20 ms until the process is idle: at least 60 ms a key
  that is the Pilot's own.)
- at a terminal: the same presses on `floorcli table --screen` in an 80x24 pseudo-terminal,
  from the key's bytes written to it to the ruling's words read back (Textual's input and
  output threads included); the mean CPU a key from the process's own clock.
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
import contextlib
import os
import re
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


# a press, and words that only the detail under the log shows once it is ruled on (the
# ruling's explanation; after an undo, what line mode prints next), so the frame timed is the
# one with the whole ruling on it, not only its line in the log
PRESSES = (
    ("f4", "calls 10, adding 10."),
    ("f9", "to act: call 10 · raise 20-1,000 · fold | pot 15"),
)


def per_key(presses: int, size: tuple[int, int]) -> tuple[list[float], list[float]]:
    """Milliseconds from each key press to the frame written with its ruling: wall clock, and
    the process's CPU time (what a shared machine's load does not inflate)."""
    from textual import events  # noqa: TID251 (a benchmark of the screen drives Textual)
    from textual.drivers.headless_driver import HeadlessDriver  # noqa: TID251

    from floorcli.cli.screen.app import TableApp
    from floorcli.cli.screen.line import TypedLine

    frames: list[tuple[float, float, str]] = []
    written = asyncio.Event()

    class Terminal(HeadlessDriver):
        """Textual's headless driver, but the app renders every frame for it as for a
        terminal (`is_headless` false); `write` notes when each frame is done."""

        @property
        def is_headless(self) -> bool:
            return False

        def write(self, data: str) -> None:
            frames.append((time.perf_counter(), time.process_time(), data))
            written.set()

    times: list[float] = []
    cpu: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        app = _app(Path(folder))
        assert isinstance(app, TableApp)
        app.driver_class = Terminal

        async def main() -> None:
            running = asyncio.create_task(app.run_async(headless=False, size=size))
            while not app.is_running or not app.query(TypedLine):
                await asyncio.sleep(0.05)
            app.query_one(TypedLine).cursor_blink = False
            await asyncio.sleep(0.5)  # the first frames drawn
            driver = app._driver
            assert driver is not None
            for n in range(presses):
                key, words = PRESSES[n % 2]
                frames.clear()
                written.clear()
                began, used = time.perf_counter(), time.process_time()
                driver.send_message(events.Key(key, None))
                ruled = await _frame_with(words, frames, written)
                times.append((ruled[0] - began) * 1000)
                cpu.append((ruled[1] - used) * 1000)
                while True:  # quiet again (the log's scroll bar follows in a frame of its own)
                    written.clear()
                    try:
                        await asyncio.wait_for(written.wait(), 0.1)
                    except TimeoutError:
                        break
            app.action_leave()
            await running

        asyncio.run(main())
    return times, cpu


async def _frame_with(
    words: str, frames: list[tuple[float, float, str]], written: asyncio.Event
) -> tuple[float, float, str]:
    """The first frame written that holds `words` (colours aside), waiting for it."""
    while True:
        for frame in frames:
            if words in re.sub("\x1b\\[[0-9;]*m", "", frame[2]):
                return frame
        written.clear()
        await asyncio.wait_for(written.wait(), 10)


KEYS = {"f4": "\x1bOS", "f9": "\x1b[20~"}  # what a terminal sends for F4 and F9


def at_a_terminal(presses: int) -> tuple[list[float], float]:
    """The same presses on `floorcli table --screen` in an 80x24 pseudo-terminal, from the
    key's bytes written to the terminal to the ruling's words read back from it (its input
    and output threads included): milliseconds a key, and the mean CPU a key (the process's
    CPU clock counts in 10 ms ticks, too coarse for one key)."""
    import pexpect

    floorcli = str(Path(sys.executable).parent / "floorcli")
    ticks = os.sysconf("SC_CLK_TCK")
    times = []
    with tempfile.TemporaryDirectory() as folder:
        args = ["table", "--screen", "--blinds", "5,10", "--seats", SEATS]
        child = pexpect.spawn(
            floorcli, args, dimensions=(24, 80), encoding="utf-8", timeout=30, cwd=folder
        )
        child.expect("call F4")
        time.sleep(1.0)
        child.read_nonblocking(1_000_000, timeout=0.2)
        stat = Path(f"/proc/{child.pid}/stat")
        used = sum(int(n) for n in stat.read_text().rsplit(")", 1)[1].split()[11:13])
        for n in range(presses):
            key, words = PRESSES[n % 2]
            shown = ""
            began = time.perf_counter()
            child.send(KEYS[key])
            while words not in re.sub("\x1b\\[[0-9;?]*[A-Za-z]", "", shown):
                shown += child.read_nonblocking(1_000_000, timeout=10)
            times.append((time.perf_counter() - began) * 1000)
            time.sleep(0.1)
            with contextlib.suppress(pexpect.TIMEOUT):  # what followed (the scroll bar)
                child.read_nonblocking(1_000_000, timeout=0.05)
        spent = sum(int(n) for n in stat.read_text().rsplit(")", 1)[1].split()[11:13]) - used
        child.sendcontrol("q")
        child.expect(pexpect.EOF)
        child.close()
    return times, spent / ticks * 1000 / presses


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
    times, mean = at_a_terminal(args.presses)
    print(
        f"key to the ruling read back from an 80x24 pseudo-terminal, 10 seats: "
        f"{statistics.median(times):5.1f} ms median, {max(times):5.1f} ms worst wall; "
        f"{mean:5.1f} ms mean CPU ({len(times)} presses)"
    )
    opened, cpu = opening(args.opens)
    print(
        f"start-up to the first frame (80x24): {statistics.median(opened):5.2f} s median, "
        f"{max(opened):5.2f} s worst wall; {statistics.median(cpu):5.2f} s median CPU "
        f"({len(opened)} opens)"
    )


if __name__ == "__main__":
    main()
