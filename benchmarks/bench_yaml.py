"""YAML reading with libyaml's C parser against PyYAML's pure-Python loader.

    .venv/bin/python benchmarks/bench_yaml.py [--rounds 5] [--files 2000] [--hands 10000]

1. 2,000 hand files (the repository's examples, copied round-robin into a temporary folder):
   parsing each file (`read_yaml_file`), and reading and replaying each one as `floorcli
   replay` does in a loop (`load_hand` + `replay`).
2. A session of 10,000 hands (a `won` event after every hand of a kill game, players away and
   back): parsing it, and reading it as `floorcli blinds` does (`load_session`).

Each row runs once with the C parser and once with the pure loader (`yamlfast.CLoader` set
to None); both pause the garbage collector while a document is built, as `load_yaml` does.
The last row is the session parsed as before this work: the pure loader, collecting.  Best
of `--rounds`, in CPU time (`time.process_time`: on a shared machine, not the time spent
waiting for a core).  Nothing here is a test: the numbers go to docs/speed.md.
"""

from __future__ import annotations

import argparse
import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from floorcli.api import load_hand, replay
from floorcli.sessions.file import load_session
from floorcli.textio import yamlfast, yamlsrc

ROOT = Path(__file__).resolve().parent.parent
NAMES = ("Frank", "Alice", "Bob", "Carol", "David", "Ellen", "Gina", "Hank", "Ivy")


def best(rounds: int, run: Callable[[], object]) -> float:
    times = []
    for _ in range(rounds):
        start = time.process_time()
        run()
        times.append(time.process_time() - start)
    return min(times)


def both(rounds: int, run: Callable[[], object]) -> tuple[float, float]:
    """Seconds with the C parser and with the pure loader."""
    fast = yamlfast.CLoader
    with_c = best(rounds, run)
    yamlfast.CLoader = None
    try:
        pure = best(rounds, run)
    finally:
        yamlfast.CLoader = fast
    return with_c, pure


def hand_files(folder: Path, count: int) -> list[Path]:
    """`count` hand files: the examples that replay cleanly, copied round-robin."""
    sources = []
    for path in sorted((ROOT / "examples").glob("*.yaml")):
        try:
            replay(load_hand(path))
        except Exception:  # examples of refusals are left out
            continue
        sources.append(path)
    out = []
    for k in range(count):
        target = folder / f"hand-{k:05}.yaml"
        shutil.copyfile(sources[k % len(sources)], target)
        out.append(target)
    return out


def session_text(hands: int) -> str:
    """A kill game of `hands` hands: a winner after every hand, a player away and back."""
    seats = ", ".join(f"{k + 1}: {name}" for k, name in enumerate(NAMES))
    lines = [
        "rules: limit-holdem",
        "small_bet: 20",
        "big_bet: 40",
        "blinds: [10, 20]",
        "kill_pot_over: 400",
        f"seats: {{{seats}}}",
        "button: 1",
        "events:",
    ]
    for hand in range(1, hands):
        winner = NAMES[(hand * 7) % (len(NAMES) - 1)]  # never Ivy, who is away at times
        event = f"won: {{player: {winner}, pot: {100 + (hand * 37) % 500}}}"
        if hand % 50 == 10:
            event += ", away: [Ivy]"
        elif hand % 50 == 20:
            event += ", back: [Ivy]"
        lines.append(f"  {hand}: {{{event}}}")
    lines.append(f"hands: {hands}")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--hands", type=int, default=10000)
    options = parser.parse_args()
    rounds = options.rounds
    print(f"libyaml: {'yes' if yamlfast.CLoader is not None else 'no (both rows are pure)'}")
    print(f"{'':34} {'C parser':>10} {'pure':>10} {'speed-up':>9}")

    def row(label: str, times: tuple[float, float]) -> None:
        with_c, pure = times
        print(f"{label:34} {with_c:8.3f} s {pure:8.3f} s {pure / with_c:8.1f}x")

    with tempfile.TemporaryDirectory() as tmp:
        files = hand_files(Path(tmp), options.files)
        row(f"parse {len(files)} hand files", both(rounds, lambda: [_parse(f) for f in files]))
        row(
            f"load + replay {len(files)} hand files",
            both(rounds, lambda: [replay(load_hand(f)) for f in files]),
        )
        session = Path(tmp) / "session.yaml"
        session.write_text(session_text(options.hands), encoding="utf-8")
        row(f"parse a {options.hands}-hand session", both(rounds, lambda: _parse(session)))
        row(f"load a {options.hands}-hand session", both(rounds, lambda: load_session(session)))
        text = session.read_text(encoding="utf-8")
        fast = yamlfast.CLoader
        yamlfast.CLoader = None
        try:  # the loader before libyaml and the paused collector: pure, collecting
            before = best(rounds, lambda: yamlsrc._load(text, "session.yaml"))
        finally:
            yamlfast.CLoader = fast
        print(f"{'parse the session, pure, collecting':34} {before:8.3f} s   (before this work)")


def _parse(path: Path) -> object:
    return yamlsrc.read_yaml_file(path)


if __name__ == "__main__":
    main()
