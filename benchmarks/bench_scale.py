"""The audit's cost against its floor: whole processes, per file, per stage, and --jobs.

    .venv/bin/pip install -e '.[bench]'
    .venv/bin/python benchmarks/bench_scale.py ../shared/corpus/phh

0. typer's conversion of 2,000 arguments typed `list[Path]` against `list[str]` (what
   `floorcli audit` takes: a `Path` argument gets a new pydantic adapter each).
1. `floorcli audit` of 2,000 and of 200 Pluribus files passed as that many arguments, the
   whole process (start-up, argument parsing, listing, workers), against PokerKit 0.7.7's
   strict replay of the same files (read, parse, every action checked) in one process, and
   beside them the whole-process floor: Python started, the TOML reader imported, the
   files read and parsed on every core and nothing else (`FLOOR_PROCESS`): the ratio no
   whole-process audit can pass on this machine.
2. Per file, in one process: reading the file, reading and parsing the TOML (the floor: no
   audit can do less), each stage after it on its own (reading the hand's fields, the fast
   lane, the chip check), and the whole audit of the file (`audit_files`); CPU time of the
   process (`time.process_time`: on a shared machine, not the time spent waiting for a core),
   best of `--rounds`.
3. `--jobs 2` against `--jobs 1` on the whole folder, whole processes, best of 5, beside
   two ceilings: a pure-Python loop split over two processes, and the same audit work
   split over two independent processes started together (nothing shared: what the two
   cores give for this work).

The load average is printed before and after, and whether bytecode caches are on (an
installed package has them; with PYTHONDONTWRITEBYTECODE set every floorcli module is compiled
again in every process).  Nothing here is a test: the numbers go to docs/speed.md.
"""

import argparse
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

from floorcli.audit.chips import chips_problem
from floorcli.audit.listing import read_regular
from floorcli.audit.phhlane import screen_game
from floorcli.audit.run import audit_files
from floorcli.formats.phh import loads, read_game


def best(
    rounds: int, run: Callable[[], object], clock: Callable[[], float] = time.perf_counter
) -> float:
    times = []
    for _ in range(rounds):
        start = clock()
        run()
        times.append(clock() - start)
    return min(times)


def cpu(rounds: int, run: Callable[[], object]) -> float:
    return best(rounds, run, time.process_time)


def floorcli_command() -> list[str]:
    """The `floorcli` command as installed (pip's script next to this Python), else
    `python -m floorcli` (which also imports runpy, about 3 ms)."""
    script = Path(sys.executable).with_name("floorcli")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "floorcli"]


def whole_process(args: list[str]) -> None:
    done = subprocess.run(
        [*floorcli_command(), "audit", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        check=False,
    )
    if done.returncode not in (0, 1):
        raise SystemExit(done.stderr.decode())


FLOOR_PROCESS = """
import os, sys
from rtoml import loads
names = sys.argv[1:]
workers = max(1, min(len(names), len(os.sched_getaffinity(0))))
children = []
for k in range(workers):
    if k < workers - 1 and (pid := os.fork()):
        children.append(pid)
        continue
    for name in names[k::workers]:
        fd = os.open(name, os.O_RDONLY)
        loads(os.read(fd, os.fstat(fd).st_size + 1).decode())
        os.close(fd)
    if k < workers - 1:
        os._exit(0)
for pid in children:
    os.waitpid(pid, 0)
"""
"""The whole-process floor: Python starts, imports the TOML reader, and reads and parses the
files on every core (forked as the audit's workers are), doing nothing else."""


def floor_process(files: list[str]) -> None:
    subprocess.run([sys.executable, "-c", FLOOR_PROCESS, *files], check=True)


def pokerkit(files: list[str]) -> None:
    from pokerkit import HandHistory

    for name in files:
        with open(name, "rb") as f:
            history = HandHistory.load(f)
        for _state in history:
            pass


def argument_cost(kind: str, n: int = 2000) -> float:
    """Seconds per argument for typer to parse `n` path arguments typed `kind`."""
    import typer  # noqa: TID251 - measuring typer itself
    from typer.testing import CliRunner  # noqa: TID251

    app = typer.Typer()
    if kind == "Path":

        @app.command()
        def a(paths: Annotated[list[Path], typer.Argument()]) -> None:
            pass
    else:

        @app.command()
        def a(paths: Annotated[list[str], typer.Argument()]) -> None:
            pass

    @app.command()
    def b() -> None:
        pass

    names = [f"x{k}.phh" for k in range(n)]
    runner = CliRunner()
    return best(5, lambda: runner.invoke(app, ["a", *names])) / n


def _loop(n: int) -> int:
    total = 0
    for k in range(n):
        total += k % 7
    return total


def ceiling(rounds: int, work: int = 10_000_000) -> float:
    """The machine's own ceiling: a pure-Python loop over 2 processes against 1."""
    import multiprocessing

    one = best(rounds, lambda: _loop(work))
    with multiprocessing.get_context("fork").Pool(2) as pool:
        two = best(rounds, lambda: pool.map(_loop, [work // 2, work // 2]))
    return one / two


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpus", type=Path)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--only", default="0123", help="the parts to run, e.g. 12 (default: all four)"
    )
    options = parser.parse_args()
    root: Path = options.corpus
    pluribus = sorted(str(p) for p in (root / "pluribus").rglob("*.phh"))[:2000]
    rounds = options.rounds
    caches = "off" if sys.flags.dont_write_bytecode else "on"
    load = os.getloadavg()[0]
    print(f"load average {load:.2f} (cores: {os.cpu_count()}); bytecode caches {caches}")

    if "0" in options.only:
        typer_arguments()
    if "1" in options.only:
        whole_processes(pluribus, rounds)
    if "2" in options.only:
        per_file(pluribus, rounds)
    if "3" in options.only:
        jobs(root, rounds)
    print(f"load average {os.getloadavg()[0]:.2f}")


def typer_arguments() -> None:
    print("0. typer, 2,000 path arguments (best of 5)")
    for kind in ("Path", "str"):
        print(f"  list[{kind}]  {argument_cost(kind) * 1e6:6.1f} us per argument")


def whole_processes(pluribus: list[str], rounds: int) -> None:
    command = " ".join(Path(w).name for w in floorcli_command())
    print(f"1. whole process ({command} audit), Pluribus files as arguments (best of {rounds})")
    for n in (2000, 200):
        files = pluribus[:n]
        theirs = best(rounds, lambda files=files: pokerkit(files))
        for output in ([], ["--json"]):
            ours = best(rounds, lambda files=files, o=output: whole_process([*files, *o]))
            print(
                f"  {n:5} files  floorcli audit{' --json' if output else '       '} {ours:6.3f} s"
                f"   pokerkit {theirs:6.3f} s   {theirs / ours:5.1f}x"
            )
        floor = best(rounds, lambda files=files: floor_process(files))
        print(
            f"  {n:5} files  floor (read+parse)    {floor:6.3f} s   pokerkit {theirs:6.3f} s"
            f"   {theirs / floor:5.1f}x   (no whole-process audit can pass this)"
        )
    one = best(rounds, lambda: whole_process([pluribus[0]]))
    bare = best(rounds, lambda: subprocess.run([sys.executable, "-c", "pass"], check=True))
    print(f"  start-up: floorcli audit of 1 file {one:.3f} s   python -c pass {bare:.3f} s")


def per_file(pluribus: list[str], rounds: int) -> None:
    print(f"2. per file, one process, {len(pluribus)} files (CPU time, best of {rounds})")
    read = cpu(rounds, lambda: [read_regular(f) for f in pluribus])
    floor = cpu(rounds, lambda: [loads(read_regular(f).decode(), file=f) for f in pluribus])
    tables = [loads(read_regular(f).decode(), file=f) for f in pluribus]
    hands = [read_game(t, file=f) for t, f in zip(tables, pluribus, strict=True)]
    ends = [screen_game(g) for g in hands]
    pairs = list(zip(tables, pluribus, strict=True))
    fields = cpu(rounds, lambda: [read_game(t, file=f) for t, f in pairs])
    lane = cpu(rounds, lambda: [screen_game(g) for g in hands])
    chips = cpu(rounds, lambda: [_chips(g, end) for g, end in zip(hands, ends, strict=True)])
    audit = cpu(rounds, lambda: audit_files(pluribus))
    per = 1e6 / len(pluribus)
    print(f"  read                    {read * per:6.1f} us")
    print(f"  read + parse (floor)    {floor * per:6.1f} us")
    print(f"  the hand's fields       {fields * per:6.1f} us   (read_game)")
    print(f"  the fast lane           {lane * per:6.1f} us   (screen_game)")
    print(f"  the chip check          {chips * per:6.1f} us   (chips_problem)")
    print(f"  audit (everything)      {audit * per:6.1f} us   {audit / floor:.1f}x the floor")


def jobs(root: Path, rounds: int) -> None:
    print(f"3. --jobs on all of {root} (best of {rounds}, whole processes)")
    one = best(rounds, lambda: whole_process([str(root), "--json", "--jobs", "1"]))
    two = best(rounds, lambda: whole_process([str(root), "--json", "--jobs", "2"]))
    print(
        f"  --jobs 1 {one:.2f} s   --jobs 2 {two:.2f} s   {one / two:.2f}x   "
        f"(cores: {len(os.sched_getaffinity(0)) if hasattr(os, 'sched_getaffinity') else '?'})"
    )
    print(f"  the machine: a pure-Python loop over 2 processes is {ceiling(rounds):.2f}x one")
    alone, halves = same_work_ceiling(root, rounds)
    print(
        f"  the machine on this work: one audit of every file {alone:.2f} s, two audits of "
        f"half the files each, started together, {halves:.2f} s: {alone / halves:.2f}x"
    )


def same_work_ceiling(root: Path, rounds: int) -> tuple[float, float]:
    """What two cores give for this very work, with nothing shared: one `--jobs 1` audit of
    every file of the folder (named in a manifest) against two `--jobs 1` audits of half the
    files each, started at once (wall time until both are done); best of `rounds` each."""
    import tempfile

    from floorcli.audit.listing import list_files

    names = list_files([root]).names
    with tempfile.TemporaryDirectory() as folder:
        every, first, second = (Path(folder) / n for n in ("all.txt", "1.txt", "2.txt"))
        half = len(names) // 2
        for path, part in ((every, names), (first, names[:half]), (second, names[half:])):
            path.write_text("".join(n + "\n" for n in part))
        command = [*floorcli_command(), "audit", "--json", "--jobs", "1", "--files-from"]

        def together() -> None:
            running = [
                subprocess.Popen([*command, str(f)], stdout=subprocess.DEVNULL)
                for f in (first, second)
            ]
            for process in running:
                process.wait()

        alone = best(
            rounds, lambda: whole_process(["--json", "--jobs", "1", "--files-from", str(every)])
        )
        halves = best(rounds, together)
    return alone, halves


def _chips(game: Any, end: Any) -> object:
    if end is None or game.finishing_stacks is None:
        return None
    return chips_problem(end.seats, end.behind, end.starting_total, end.pots, game.finishing_stacks)


if __name__ == "__main__":
    main()
