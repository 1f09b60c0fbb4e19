"""A 1,000,000-hand `.phhs` audited as a user runs it: hands a second and the peak resident
memory of every process (issue 27).

Run: .venv/bin/python benchmarks/million.py [--hands N] [--parts K] [--rows ROWS] [--jobs J,..]
     [--folder DIR]

The file is written into a temporary folder (under DIR, never the repository) from the
corpus's `.phh` hands (../shared/corpus, or $FLOORCLI_CORPUS), numbered [1], [2], ... in turn,
as `phhs_ask.py` writes its file; the same hands are also written as K `.phhs` files of N/K
hands (`--parts`, default 8).  Workers (`--jobs`, Dask tasks) share the hands of one large
`.phhs` in parts (`floorcli.audit.parts`), and files among them.  The disk is checked first.

Each row runs the installed `floorcli audit ... --json` in a fresh process and polls /proc
every 0.1 s for the peak resident memory (`VmHWM`) of that process and of every process under
it (its forked workers).  `--rows` picks them: `local-file` (the one file, with no flag and
with each `--jobs` of `--jobs`), `local-parts` (the K files, with each `--jobs`), `dask-file`
and `dask-parts`: a local Dask cluster (1, then 2 worker processes, one thread each) started
in a process of its own, its workers' peaks cleared (`/proc/PID/clear_refs`) before each
audit and read after it, the audit run with `--engine dask --scheduler tcp://...`.  Linux
only (/proc).  Not a test: the numbers depend on the machine (docs/speed.md).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

CORPUS = Path(os.environ.get("FLOORCLI_CORPUS", Path(__file__).parents[2] / "shared" / "corpus"))
POLL = 0.1
ROWS = ("local-file", "local-parts", "dask-file", "dask-parts")
CLUSTER = """\
import logging, os, sys
import distributed
cluster = distributed.LocalCluster(n_workers={workers}, threads_per_worker=1, processes=True,
    dashboard_address=":0", silence_logs=logging.CRITICAL)
client = distributed.Client(cluster)
pids = sorted(client.run(os.getpid).values())
print(cluster.scheduler_address, *pids, flush=True)
sys.stdin.read()
client.close()
cluster.close()
"""


def floorcli() -> str:
    """The installed `floorcli` command (pip's script), as a user runs it."""
    return shutil.which("floorcli", path=str(Path(sys.executable).parent)) or "floorcli"


def corpus_hands(corpus: Path) -> list[str]:
    """Every `.phh` hand of the corpus, as text without its trailing blank lines."""
    return [p.read_text(encoding="utf-8").rstrip() for p in sorted(corpus.rglob("*.phh"))]


def numbered(hands: Sequence[str], count: int) -> Iterator[str]:
    """`count` hands taken from `hands` in turn, each as a `.phhs` table [1], [2], ..."""
    for n in range(count):
        yield f"[{n + 1}]\n{hands[n % len(hands)]}\n\n"


def write_files(folder: Path, hands: Sequence[str], count: int, parts: int) -> list[Path]:
    """big.phhs with `count` hands, then the same hands as `parts` files; returns them all."""
    big = folder / "big.phhs"
    with big.open("w", encoding="utf-8") as out:
        out.writelines(numbered(hands, count))
    paths = [big]
    if parts > 1:
        split = folder / "parts"
        split.mkdir()
        per = -(-count // parts)
        blocks = numbered(hands, count)
        for k in range(parts):
            path = split / f"part-{k + 1:02}.phhs"
            with path.open("w", encoding="utf-8") as out:
                for _ in range(min(per, count - k * per)):
                    out.write(next(blocks))
            paths.append(path)
    return paths


def enough_disk(folder: Path, hands: Sequence[str], count: int, parts: int) -> None:
    """Stop before writing when the files would not fit with 1 GB to spare."""
    average = sum(len(h.encode("utf-8")) + 12 for h in hands) / len(hands)
    need = average * count * (2 if parts > 1 else 1)
    free = shutil.disk_usage(folder).free
    print(f"files: about {need / 1e6:,.0f} MB; free in {folder}: {free / 1e6:,.0f} MB")
    if need + 1e9 > free:
        sys.exit(f"not enough disk in {folder}: pick another with --folder")


def peak_kb(pid: int) -> int:
    """The peak resident memory of a live process (`VmHWM`), in kB; 0 when it is gone."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def cpu_seconds(pid: int) -> float:
    """User + system CPU seconds of a live process so far."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children_of(pid: int) -> list[int]:
    """The processes whose parent is `pid` (one level)."""
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii") as stat:
                    parent = int(stat.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            if parent == pid:
                found.append(int(entry))
    return found


@dataclass
class Row:
    label: str
    hands: int = 0
    seconds: float = 0.0
    cpu: float = 0.0
    main_mb: float = 0.0
    workers_mb: list[float] = field(default_factory=list)
    load: tuple[float, float] = (0.0, 0.0)
    code: int = 0

    def line(self) -> str:
        rate = self.hands / self.seconds if self.seconds else 0.0
        workers = ", ".join(f"{mb:.0f}" for mb in self.workers_mb) or "none"
        return (
            f"{self.label:<34} {self.hands:>9,} hands {self.seconds:7.1f} s "
            f"{rate:8,.0f} hands/s  CPU {self.cpu:6.1f} s  main {self.main_mb:4.0f} MB  "
            f"workers {workers} MB  load {self.load[0]:.1f}->{self.load[1]:.1f}  exit {self.code}"
        )


def run(label: str, args: list[str], watch: Sequence[int] = ()) -> Row:
    """Run `floorcli audit ARGS --json`, polling the peak memory of it and its workers.

    `watch` are other processes (Dask workers) whose peak is cleared before and read after,
    and whose CPU time is added."""
    row = Row(label, load=(os.getloadavg()[0], 0.0))
    for pid in watch:
        Path(f"/proc/{pid}/clear_refs").write_text("5")  # reset the peak resident memory
    cpu_before = sum(cpu_seconds(p) for p in watch)
    peaks: dict[int, int] = {}
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        child = subprocess.Popen([floorcli(), "audit", *args, "--json"], stdout=out)
        polls = 0
        while child.poll() is None:
            if polls % 10 == 0:  # look for new workers once a second: /proc is long
                for pid in children_of(child.pid):
                    peaks.setdefault(pid, 0)
            for pid in [child.pid, *peaks]:
                peaks[pid] = max(peaks.get(pid, 0), peak_kb(pid))
            polls += 1
            time.sleep(POLL)
        row.seconds = time.perf_counter() - start
        out.seek(0)
        report = json.loads(out.read() or b"{}")
    row.code = child.returncode
    row.hands = int(report.get("hands", 0))
    row.main_mb = peaks.pop(child.pid, 0) / 1024
    row.workers_mb = [kb / 1024 for kb in peaks.values() if kb]
    row.workers_mb += [peak_kb(p) / 1024 for p in watch]
    row.cpu = sum(cpu_seconds(p) for p in watch) - cpu_before
    row.load = (row.load[0], os.getloadavg()[0])
    return row


def with_children_cpu(row_of: Row, before: float) -> Row:
    """Add the CPU seconds of the reaped children since `before` (the audit and its workers)."""
    import resource

    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    row_of.cpu += after.ru_utime + after.ru_stime - before
    return row_of


def children_cpu() -> float:
    import resource

    now = resource.getrusage(resource.RUSAGE_CHILDREN)
    return now.ru_utime + now.ru_stime


def dask_rows(targets: Sequence[tuple[str, list[str]]], workers: int) -> Iterator[Row]:
    """The audit of each target on a new local Dask cluster of `workers` worker processes."""
    script = CLUSTER.format(workers=workers)
    with subprocess.Popen(
        [sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    ) as cluster:
        assert cluster.stdout is not None and cluster.stdin is not None
        address, *pids = cluster.stdout.readline().split()
        watch = [int(p) for p in pids]
        try:
            for label, files in targets:
                before = children_cpu()
                args = [*files, "--engine", "dask", "--scheduler", address]
                row = run(f"dask, {workers} worker(s), {label}", args, watch)
                yield with_children_cpu(row, before)
            scheduler = peak_kb(cluster.pid) / 1024
            yield Row(f"  (the cluster's own process, the scheduler: peak {scheduler:.0f} MB)")
        finally:
            cluster.stdin.close()
            cluster.wait(timeout=60)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000)
    parser.add_argument("--parts", type=int, default=8)
    parser.add_argument(
        "--rows",
        default=",".join(ROWS[:2]),
        help=f"which rows, comma-separated, of {', '.join(ROWS)} (default: the local ones)",
    )
    parser.add_argument("--jobs", default="1,2", help="the --jobs of the local rows (default 1,2)")
    parser.add_argument("--folder", type=Path, help="where to write the files (a temp dir)")
    parser.add_argument("--corpus", type=Path, default=CORPUS)
    args = parser.parse_args(argv)
    rows = args.rows.split(",")
    if not set(rows) <= set(ROWS):
        parser.error(f"--rows: write some of {', '.join(ROWS)}")
    with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
        folder = Path(tmp)
        hands = corpus_hands(args.corpus)
        enough_disk(folder, hands, args.hands, args.parts)
        start = time.perf_counter()
        paths = write_files(folder, hands, args.hands, args.parts)
        size = paths[0].stat().st_size
        print(
            f"{args.hands:,} hands from {len(hands):,} corpus hands: big.phhs {size / 1e6:,.0f} MB"
            f" (+ {len(paths) - 1} parts), written in {time.perf_counter() - start:.0f} s"
        )
        print(f"load average {os.getloadavg()[0]:.2f} (cores: {os.cpu_count()})", flush=True)
        targets = {"file": ("1 file", [str(paths[0])])}
        if len(paths) > 1:
            targets["parts"] = (f"{len(paths) - 1} files", [str(p) for p in paths[1:]])
        for where in ("file", "parts"):
            if f"local-{where}" in rows and where in targets:
                label, files = targets[where]
                each = [int(j) for j in args.jobs.split(",")]
                for jobs in each if where == "parts" else [None, *each]:
                    flag = [] if jobs is None else ["--jobs", str(jobs)]
                    before = children_cpu()
                    row = run(f"local {' '.join(flag) or 'no flag'}, {label}", [*files, *flag])
                    print(with_children_cpu(row, before).line(), flush=True)
        chosen = [targets[w] for w in ("file", "parts") if f"dask-{w}" in rows and w in targets]
        if chosen:
            for workers in (1, 2):
                for row in dask_rows(chosen, workers):
                    print(row.line() if row.seconds else row.label, flush=True)
        print(f"load average {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
