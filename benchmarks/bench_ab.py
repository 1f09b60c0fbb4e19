"""The audit before and after a change: another commit against the working tree, in turn.

    .venv/bin/python benchmarks/bench_ab.py ../shared/corpus/phh --ref main [--rounds 5]

The other commit's `floorcli`, `rulesets` and `examples` are taken with `git archive` into a
temporary folder and run from there (PYTHONPATH); the working tree runs as installed
(`pip install -e`).  Each
round runs both, one after the other, so a shared machine's load falls on both alike:

- per file: `audit_files` on 2,000 Pluribus files in one process, CPU time, best of 5;
- whole processes: `floorcli audit` of 200 and of 2,000 files passed as arguments (`--json`,
  no `--jobs`), wall clock.

Best and median over the rounds.  Bytecode caches are written for both first.  Nothing here
is a test: the numbers go to docs/speed.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

PER_FILE = """
import sys, time
from floorcli.audit.run import audit_files
files = sys.argv[1:]
audit_files(files)
times = []
for _ in range(5):
    start = time.process_time()
    audit_files(files)
    times.append(time.process_time() - start)
print(min(times) / len(files) * 1e6)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--ref", default="main", help="the commit to compare with")
    parser.add_argument("--rounds", type=int, default=5)
    options = parser.parse_args()
    files = sorted(str(p) for p in (options.corpus.resolve() / "pluribus").rglob("*.phh"))[:2000]
    with tempfile.TemporaryDirectory() as other:
        archive = subprocess.run(
            ["git", "archive", options.ref, "floorcli", "rulesets", "examples"],
            cwd=ROOT,
            capture_output=True,
            check=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", other], input=archive, check=True)
        sources = {options.ref: other, "this tree": None}
        for source in sources.values():
            folder = str(ROOT / "floorcli") if source is None else f"{source}/floorcli"
            run([sys.executable, "-m", "compileall", "-q", folder], source)
        rows: dict[str, list[float]] = {}
        for _ in range(options.rounds):
            for name, source in sources.items():
                out = run([sys.executable, "-c", PER_FILE, *files], source)
                rows.setdefault(f"per file, us      {name}", []).append(float(out))
                for n in (200, 2000):
                    start = time.perf_counter()
                    run([sys.executable, "-m", "floorcli", "audit", *files[:n], "--json"], source)
                    took = time.perf_counter() - start
                    rows.setdefault(f"{n:4} files, s     {name}", []).append(took)
    print(f"{options.rounds} rounds, load average {os.getloadavg()[0]:.2f} at the end")
    for label, values in sorted(rows.items()):
        print(f"  {label:32} best {min(values):8.3f}   median {statistics.median(values):8.3f}")


def run(command: list[str], source: str | None) -> str:
    """Run `command` with `source` first on the path (None: as installed); its stdout.

    Run from the temporary folder's parent, never from the checkout: the current folder comes
    first on the path and would shadow `source`."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if source is not None:
        env["PYTHONPATH"] = source
    done = subprocess.run(
        command, env=env, capture_output=True, text=True, check=False, cwd=tempfile.gettempdir()
    )
    if done.returncode not in (0, 1):
        raise SystemExit(done.stderr)
    return done.stdout


if __name__ == "__main__":
    main()
