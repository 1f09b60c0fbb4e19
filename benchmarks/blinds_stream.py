"""`floorcli blinds` on long sessions: time and peak memory against the number of hands.

    .venv/bin/python benchmarks/blinds_stream.py --hands 1000 2500 5000 10000

Writes a session of N hands (nine seats, a player leaving, joining, stepping away and coming
back every few hands, under the moving button), then runs `floorcli blinds FILE` and `--json`
in a fresh process each, writing to /dev/null, and prints the wall time and the peak resident
memory of the process.  `blinds` prints each hand as it is planned (JSON piece by piece, the
table a hundred hands at a time), so the time should grow linearly with the hands and the
memory should stay flat beyond the session file itself.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

NAMES = ["Ann", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"]


def session_text(hands: int) -> str:
    """A session of `hands` hands with an event every third hand (away, back, leave, join)."""
    lines = ["rules: cash-nlhe", "blinds: [1, 2]", "seats:"]
    lines += [f"  {seat}: {NAMES[seat - 1]}" for seat in range(1, 10)]
    lines += ["button: 1", "events:"]
    names = {seat: NAMES[seat - 1] for seat in range(1, 10)}
    joined = 0
    for after in range(1, hands):
        step, seat = after % 12, (after // 12) % 9 + 1
        if step == 3:
            lines.append(f"  {after}: {{away: [{names[seat]}]}}")
        elif step == 6:
            lines.append(f"  {after}: {{back: [{names[seat]}]}}")
        elif step == 9:
            lines.append(f"  {after}: {{leave: [{names[seat]}]}}")
        elif step == 10:
            joined += 1
            names[seat] = f"{NAMES[seat - 1]}{joined}"
            lines.append(f"  {after}: {{join: {{{seat}: {names[seat]}}}}}")
    lines.append(f"hands: {hands}")
    return "\n".join(lines) + "\n"


WRAP = """
import resource, runpy, sys
sys.argv = ["floorcli", *sys.argv[1:]]
try:
    runpy.run_module("floorcli", run_name="__main__")
finally:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    sys.stderr.write(f"peak-kb {peak}\\n")
"""


def run(args: list[str]) -> tuple[float, float]:
    """Wall seconds and peak resident MB of one `floorcli` process."""
    start = time.perf_counter()
    with open(os.devnull, "w", encoding="utf-8") as sink:
        done = subprocess.run(
            [sys.executable, "-c", WRAP, *args], stdout=sink, stderr=subprocess.PIPE, text=True
        )
    seconds = time.perf_counter() - start
    peak = next(line for line in done.stderr.splitlines() if line.startswith("peak-kb "))
    return seconds, int(peak.split()[1]) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, nargs="+", default=[1000, 2500, 5000, 10000])
    options = parser.parse_args()
    print(f"{'hands':>6} {'form':>5} {'seconds':>8} {'us/hand':>8} {'peak MB':>8}")
    with tempfile.TemporaryDirectory() as tmp:
        for hands in options.hands:
            path = Path(tmp) / f"session-{hands}.yaml"
            path.write_text(session_text(hands), encoding="utf-8")
            for form, extra in (("text", []), ("json", ["--json"])):
                seconds, peak = run(["blinds", str(path), *extra])
                per = seconds / hands * 1e6
                print(f"{hands:>6} {form:>5} {seconds:>8.2f} {per:>8.0f} {peak:>8.1f}")


if __name__ == "__main__":
    main()
