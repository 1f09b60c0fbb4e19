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


def measure(args: list[str]) -> tuple[float, float, int]:
    """(seconds, peak MB, exit code) of one command in a fresh process."""
    start = time.perf_counter()
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    done = subprocess.run(FLOORCLI + args, capture_output=True, check=False)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    # ru_maxrss of the children is the largest of any child so far: commands run from the
    # smallest expected to the largest, and a smaller peak than before prints as "<=".
    return time.perf_counter() - start, max(peak, before) / 1024, done.returncode


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
            seconds, peak, code = measure(args)
            print(
                f"{' '.join(args[:1] + args[2:])}: {seconds:.1f} s, peak {peak:.0f} MB, exit {code}"
            )


if __name__ == "__main__":
    main(float(sys.argv[1]) if len(sys.argv) > 1 else 180.0)
