"""What parsing one PHH file costs in memory: peak RSS for files of growing size.

Run: .venv/bin/python benchmarks/parse_cost.py [MB ...]   (default 4 12 36)

Each size is a `.phh` whose `actions` list is long (the shape that makes a hand file
large), written to a temporary folder and read in a fresh process as `audit` and `ask` read
it (`floorcli.formats.phh.reader.iter_games`: the text, the TOML, the hand's fields and
actions); the peak resident memory, less that of a process that only imports the reader,
divided by the file's size, is the cost a byte.  docs/safety.md sets `MAX_PARSED_BYTES`
(floorcli.textio.limits) from it.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

HEAD = (
    "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
    "starting_stacks = [1000000000, 1000000000]\nactions = [\n"
)
PROBE = """
import resource, sys
from floorcli.formats.phh.reader import iter_games
if sys.argv[1] != "-":
    games = list(iter_games(sys.argv[1]))
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024)
"""


def write_phh(path: Path, megabytes: float) -> int:
    """A `.phh` of about `megabytes` MB: two players calling and checking, line after line."""
    line = "'p1 cc', 'p2 cc',\n"
    count = int(megabytes * 1_000_000 / len(line))
    path.write_text(HEAD + line * count + "]\n", encoding="utf-8")
    return path.stat().st_size


def peak(path: str) -> int:
    out = subprocess.run([sys.executable, "-c", PROBE, path], capture_output=True, text=True)
    return int(out.stdout.strip())


def main(sizes: list[float]) -> None:
    base = peak("-")
    print(f"baseline (imports only): {base / 1e6:.0f} MB")
    with tempfile.TemporaryDirectory() as tmp:
        for megabytes in sizes:
            path = Path(tmp, f"{megabytes:g}mb.phh")
            size = write_phh(path, megabytes)
            used = peak(str(path)) - base
            print(
                f"{size / 1e6:6.1f} MB file: {used / 1e6:7.0f} MB to parse, "
                f"{used / size:5.1f} bytes a byte"
            )
            path.unlink()


if __name__ == "__main__":
    main([float(a) for a in sys.argv[1:]] or [4.0, 12.0, 36.0])
