"""Kill the table after any typed line, resume it, and the saved file is byte for byte the one
an uninterrupted session saves (issue 26: the red team's kill-at-every-line differential, kept
in the suite for a night of several hands, a stud night and a night in cents).

Each session is typed once without a stop (the reference), then, for each line N, typed up to
N, killed with SIGKILL once line N is in the journal, and taken up with `--resume` and the
rest of the lines.  Only the killed table is a process of its own (the kill is what is tested);
the reference and the resume run in the test's process (tests/inproc.py).  The quick test stops at two lines of each; the slow one at every line, six lines a test.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tableproc import killed

from tests.inproc import run_table as run

HOLDEM = (
    ["--stacks", "1000,1000,1000,400", "--blinds", "5,10", "--button", "4"],
    [
        # hand 1: checked down after a flop bet, seat 1 wins; a mistyped line and an undo
        *["3 fold", "4 call", "1 call", "2 check", "flop", "1 bet 20", "2 fold", "4 rasie"],
        *["4 call", "turn", "1 check", "4 check", "undo", "4 check", "river", "1 check"],
        *["4 check", "1 wins", "next", "rebuy 4 100"],
        # hand 2 (button 1): folded to the big blind; then hand 3 begins
        *["undo", "rebuy 4 100", "4 fold", "1 fold", "2 fold", "3 wins", "next", "1 call"],
    ],
)
STUD = (
    [
        *["--rules", "stud", "--set", "small_bet=10", "--set", "big_bet=20", "--set", "ante=1"],
        *["--set", "bring_in=5", "--stacks", "6,1000,1000", "--upcards", "1:Kh,2:3c,3:9d"],
    ],
    # as tests/test_table_stud_session.py plays it: a bust, a player away, a join, undo
    [
        *["3 f", "1 c", "away 3", "2 wins", "join 4 Gina 500", "next", "undo", "next"],
        *["2 c", "upcards 2:Qs 4:7h", "2 f", "back 3", "next", "upcards 2:Ad 3:2d"],
        *["upcards 2:Ad 3:2d 4:8c", "undo", "upcards 2:Ad 3:2d 4:8c", "4 c"],
    ],
)
CENTS = (
    [
        *["--rules", "stud", "--set", "small_bet=1", "--set", "big_bet=2", "--set", "ante=0.10"],
        *["--set", "bring_in=0.50", "--stacks", "0.60,100,100", "--upcards", "1:Kh,2:3c,3:9d"],
    ],
    # tests/test_table_stud_session.py's night in cents: 1.30 won, a join at 20.50, a rebuy
    [
        *["3 f", "1 c", "2 wins", "next", "join 5 Dan 20.5", "rebuy 3 2.50", "stacks"],
        *["pots", "upcards 2:Qs 3:7h 5:2d", "3 c", "5 f"],
    ],
)
SESSIONS = {"holdem": HOLDEM, "stud": STUD, "cents": CENTS}


def reference(cwd: Path, flags: list[str], lines: list[str]) -> bytes:
    done = run(*flags, "--save", "s.yaml", cwd=cwd, stdin="".join(f"{x}\n" for x in lines))
    assert done.returncode == 0, done.stderr
    return (cwd / "s.yaml").read_bytes()


def differs_after(tmp_path: Path, name: str, stops: list[int]) -> list[int]:
    """The stops after which the resumed session saved anything else than the reference."""
    flags, lines = SESSIONS[name]
    whole = reference(tmp_path, flags, lines)
    wrong = []
    for n in stops:
        here = tmp_path / f"stop-{n}"
        here.mkdir()
        journal = killed(*flags, cwd=here, lines=lines[:n], save="s.yaml")
        assert journal.read_bytes().count(b"\n") == n + 1  # the header and each line
        rest = "".join(f"{x}\n" for x in lines[n:])
        done = run("--resume", "s.yaml.journal", cwd=here, stdin=rest)
        assert done.returncode == 0, (n, done.stderr)
        if (here / "s.yaml").read_bytes() != whole or (here / "s.yaml.journal").exists():
            wrong.append(n)
    return wrong


@pytest.mark.parametrize("name", sorted(SESSIONS))
def test_a_kill_at_two_lines_resumes_to_the_same_file(tmp_path: Path, name: str) -> None:
    count = len(SESSIONS[name][1])
    assert differs_after(tmp_path, name, [count // 3, 2 * count // 3]) == []


SHARD = 6
"""Stops per test of the slow run: a session's stops are cut into ranges of six, each its own
test, so that xdist's workers share a session (the hold'em night alone was 18 s of CPU, the
longest test of the suite) instead of one worker taking all of it."""
SHARDS = [
    (name, first, min(first + SHARD, len(lines)))
    for name, (_, lines) in sorted(SESSIONS.items())
    for first in range(1, len(lines), SHARD)
]


def test_the_shards_stop_at_every_line_once() -> None:
    for name, (_, lines) in SESSIONS.items():
        stops = [n for each, first, end in SHARDS if each == name for n in range(first, end)]
        assert stops == list(range(1, len(lines))), name


@pytest.mark.slow
@pytest.mark.parametrize(
    ("name", "first", "end"), SHARDS, ids=[f"{n}-{a}-{b - 1}" for n, a, b in SHARDS]
)
def test_a_kill_at_every_line_resumes_to_the_same_file(
    tmp_path: Path, name: str, first: int, end: int
) -> None:
    assert differs_after(tmp_path, name, list(range(first, end))) == []
