"""A standard stream the shell closed (`>&-`, `<&-`): floorcli answers as if it were
/dev/null, never with a traceback, and `table` still saves what was typed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
TABLE = ["table", "--stacks", "1000,1000,1000", "--blinds", "5,10", "--save", "night.yaml"]
# Blinds 5/10 and three seats: the button is seat 3 (the last), seat 1 posts 5, seat 2 posts
# 10, and seat 3 is first to act: '3 call' is the one action of the hand.


def floorcli(
    *args: str, closed: int, cwd: Path, stdin: bytes | None = None
) -> subprocess.CompletedProcess[bytes]:
    """Run floorcli with the standard stream `closed` (0 stdin, 1 stdout) closed, as the
    shell's `<&-` or `>&-` leaves it; the other two are pipes."""
    return subprocess.run(
        [sys.executable, "-m", "floorcli", *args],
        input=None if closed == 0 else stdin or b"",
        stdout=None if closed == 1 else subprocess.PIPE,
        stderr=subprocess.PIPE,
        preexec_fn=lambda: os.close(closed),
        cwd=cwd,
        check=False,
        timeout=120,
    )


@pytest.mark.parametrize(
    "args",
    [
        ["ask", str(EXAMPLES / "side-pots.yaml")],  # the fast path
        ["ask", str(EXAMPLES / "side-pots.yaml"), "--json"],
        ["rules", "show", "tda-nlhe"],  # the typer path
        ["--help"],
        ["examples"],
    ],
)
def test_a_closed_stdout_answers_into_nothing(args: list[str], tmp_path: Path) -> None:
    # `floorcli ask HAND >&-`: the answer goes nowhere; the exit code is the answer's own.
    done = floorcli(*args, closed=1, cwd=tmp_path)
    assert done.stderr == b""
    assert done.returncode == 0


def test_a_closed_stdout_at_the_table_still_saves_the_hand(tmp_path: Path) -> None:
    done = floorcli(*TABLE, closed=1, cwd=tmp_path, stdin=b"3 call\n")
    assert done.stderr == b"" and done.returncode == 0
    assert "- 3 call\n" in (tmp_path / "night.yaml").read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["night.yaml"]  # no journal left


def test_a_closed_stdin_at_the_table_is_an_empty_hand_saved(tmp_path: Path) -> None:
    # `floorcli table ... <&-`: nothing can be typed, as with an empty pipe: the hand, with
    # no actions, is saved and the journal removed.
    done = floorcli(*TABLE, closed=0, cwd=tmp_path)
    assert b"Traceback" not in done.stderr and done.returncode == 0, done.stderr
    assert "actions: []" in (tmp_path / "night.yaml").read_text(encoding="utf-8")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["night.yaml"]


@pytest.mark.parametrize("errors", ["strict", "surrogateescape"])
def test_bytes_not_utf8_typed_at_the_table_are_kept_as_escapes(errors: str, tmp_path: Path) -> None:
    # A terminal set to Latin-1 or a pasted binary: the byte 0xff is no UTF-8.  Under a
    # strict locale the read failed with every line around it (3 call was never journaled);
    # under a lenient one the journal could not write it.  The line is kept as '\xff\xfe
    # call', a note like any mistyped line, and the hand goes on: 3 call, 1 call stand.
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", *TABLE],
        input=b"3 call\n\xff\xfe call\n1 call\n",
        capture_output=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONIOENCODING": f"utf-8:{errors}"},
        check=False,
        timeout=120,
    )
    assert done.stderr == b"" and done.returncode == 0
    saved = yaml.safe_load((tmp_path / "night.yaml").read_text(encoding="utf-8"))
    assert saved["actions"] == ["3 call", "1 call"]
    assert "\\xff\\xfe call" in saved["notes"]
    assert b"table> \\xff\\xfe call" in done.stdout


def test_a_hand_on_stdin_not_utf8_is_one_line(tmp_path: Path) -> None:
    hand = b"rules: tda-nlhe\nbutton: 1\nseats: {1: 100, 2: 100}\nactions: [\xff call]\n"
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "ask", "-"],
        input=hand,
        capture_output=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONIOENCODING": "utf-8:strict"},
        check=False,
        timeout=120,
    )
    assert done.returncode == 2 and done.stdout == b""
    assert done.stderr.startswith(b"error: <stdin>:4: ")  # the line holding 0xff
    assert done.stderr.count(b"\n") == 1
