"""Memory of `ask big.phhs --hand N` and `audit big.phhs` on a ~180 MB `.phhs` of corpus hands.

Run: .venv/bin/python benchmarks/phhs_ask.py [MB]   (default 180)

The file is generated in a temporary folder from the corpus's `.phh` hands (../shared/corpus,
or $FLOORCLI_CORPUS), numbered [1], [2], ... in turn until it reaches the size; then each
command runs in its own process and its peak resident memory (the children's
`ru_maxrss`) and time are printed.  `ask --hand N` finds hand N by reading the file one hand
at a time (`floorcli.formats.phh.chunks`), as `audit` does: neither holds the file whole.
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CORPUS = Path(os.environ.get("FLOORCLI_CORPUS", Path(__file__).parents[2] / "shared" / "corpus"))
FLOORCLI = [sys.executable, "-m", "floorcli"]


def write_phhs(path: Path, megabytes: float) -> int:
    """A `.phhs` of about `megabytes` MB; returns the number of hands written."""
    hands = [p.read_text(encoding="utf-8") for p in sorted(CORPUS.rglob("*.phh"))]
    limit = int(megabytes * 1_000_000)
    written = count = 0
    with path.open("w", encoding="utf-8") as out:
        while written < limit:
            for text in hands:
                count += 1
                block = f"[{count}]\n{text.rstrip()}\n\n"
                out.write(block)
                written += len(block.encode("utf-8"))
                if written >= limit:
                    break
    return count


def measure(args: list[str]) -> tuple[float, float, float, int]:
    """(seconds, CPU seconds, peak MB, exit code) of one command in a fresh process."""
    start = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(FLOORCLI + args, capture_output=True, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    # ru_maxrss of the children is the largest of any child so far: commands run from the
    # smallest expected to the largest.
    peak = max(after.ru_maxrss, before.ru_maxrss) / 1024
    return time.perf_counter() - start, cpu, peak, done.returncode


def main(megabytes: float) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp, "big.phhs")
        hands = write_phhs(path, megabytes)
        print(f"{path.stat().st_size / 1e6:.0f} MB, {hands:,} hands")
        for args in (
            ["ask", str(path), "--hand", str(hands), "--json"],
            ["ask", str(path), "--hand", str(hands // 2), "--json"],
            ["audit", str(path), "--json", "--jobs", "1"],
        ):
            seconds, cpu, peak, code = measure(args)
            shown = " ".join(args[:1] + args[2:])
            print(f"{shown}: {seconds:.1f} s ({cpu:.1f} s CPU), peak {peak:.0f} MB, exit {code}")


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 180.0)
