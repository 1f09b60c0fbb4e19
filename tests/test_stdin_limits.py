"""`-` is standard input for every command that reads a file, and every reader has a size limit.

Issue 24 ("`-` reads standard input for every command that reads a file") and issue 26
("Unbounded reads": a device, an endless pipe or a runaway file is refused in one line after
`MAX_PARSED_BYTES`, never read until memory runs out; a FIFO nobody reads never hangs a write).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import tracemalloc
from pathlib import Path

import pexpect
import pytest

from floorcli.answers.load import load_hand
from floorcli.textio.limits import MAX_PARSED_BYTES
from tests import inproc

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
HAND = ROOT / "examples" / "disputes-check-facing.yaml"
"""Blinds 5/10; seat 3 raises to 30 and seat 4 says "check" facing it: TDA 2024 Rule 55, a
check facing a bet is a call or a fold, never a raise."""
SESSION = ROOT / "examples" / "sessions" / "back-as-straddle.yaml"
IRREGULAR = DATA / "phh" / "irregular.phh"
"""Blinds 50/100, p3 raises to 150, short of the minimum 200 (TDA 2024 Rule 40): corrected."""
TOO_LARGE = (
    "is larger than 16,000,000 bytes, the most floorcli reads for {what}; is it the file you meant?"
)


def floorcli(
    *args: str,
    stdin: str | None = None,
    cwd: Path | None = None,
    source: object = None,
    own_process: bool = False,
) -> subprocess.CompletedProcess[str]:
    """The command in this process (`tests/inproc.py`), but in its own where it reads an open
    file or a device, or could hang on a FIFO (the timeout turns a hang into a failure)."""
    if source is None and "/dev/zero" not in args and not own_process:
        return inproc.run(*args, cwd=cwd, stdin=stdin or "")
    return subprocess.run(
        [sys.executable, "-m", "floorcli", *args],
        input=stdin,
        stdin=source if stdin is None else None,  # type: ignore[arg-type]
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=cwd,
    )


# ---------------------------------------------------------------- `-` for every command


def test_compare_reads_the_hand_from_standard_input() -> None:
    given = floorcli(
        "compare", "-", "--rules", "tda-nlhe", "--rules", "cash-nlhe", "--json",
        stdin=HAND.read_text(encoding="utf-8"),
    )  # fmt: skip
    named = floorcli("compare", str(HAND), "--rules", "tda-nlhe", "--rules", "cash-nlhe", "--json")
    assert given.returncode == named.returncode
    ours, theirs = json.loads(given.stdout), json.loads(named.stdout)
    assert {**ours, "hand": None} == {**theirs, "hand": None}


def test_blinds_reads_the_session_from_standard_input() -> None:
    given = floorcli("blinds", "-", "--json", stdin=SESSION.read_text(encoding="utf-8"))
    named = floorcli("blinds", str(SESSION), "--json")
    assert given.returncode == named.returncode == 0
    assert json.loads(given.stdout) == json.loads(named.stdout)


def test_convert_reads_the_hand_from_standard_input(tmp_path: Path) -> None:
    # A hand PHH holds as ruled (a check facing a bet, HAND, would read back as a call: refused)
    hand = ROOT / "examples" / "situation-6.yaml"
    given = floorcli(
        "convert", "-", "out.phh", stdin=hand.read_text(encoding="utf-8"), cwd=tmp_path
    )
    assert given.returncode == 0, given.stderr
    named = floorcli("convert", str(hand), "named.phh", cwd=tmp_path)
    assert named.returncode == 0, named.stderr
    assert (tmp_path / "out.phh").read_text() == (tmp_path / "named.phh").read_text()


@pytest.mark.parametrize("suffix", [".phh", ".phhs", ".yaml"])
def test_audit_reads_a_hand_or_a_stream_of_hands_from_standard_input(suffix: str) -> None:
    if suffix == ".phh":
        text = IRREGULAR.read_text(encoding="utf-8")
    elif suffix == ".phhs":
        text = "".join(f"[{n}]\n{IRREGULAR.read_text(encoding='utf-8')}\n" for n in (1, 2))
    else:
        text = HAND.read_text(encoding="utf-8")
    done = floorcli("audit", "-", "--json", stdin=text)
    assert done.returncode == 1, done.stderr
    found = json.loads(done.stdout)
    hands = 2 if suffix == ".phhs" else 1
    assert (found["hands"], found["skipped"]) == (hands, [])
    assert len(found["irregular"]) == hands  # one irregular action a hand
    assert {r["file"] for r in found["irregular"]} == {"<stdin>"}


def test_audit_of_standard_input_and_files_adds_them_up(tmp_path: Path) -> None:
    done = floorcli(
        "audit", "-", str(IRREGULAR), "--json", stdin=IRREGULAR.read_text(encoding="utf-8")
    )
    found = json.loads(done.stdout)
    assert (found["files"], found["hands"], len(found["irregular"])) == (2, 2, 2)


def test_table_with_the_hand_on_standard_input_and_no_terminal_is_one_line(
    tmp_path: Path,
) -> None:
    with HAND.open("rb") as source:
        done = subprocess.run(
            [sys.executable, "-m", "floorcli", "table", "-"],
            stdin=source,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
            cwd=tmp_path,
            start_new_session=True,  # no controlling terminal: /dev/tty cannot be opened
        )
    assert done.returncode == 2
    assert done.stderr == (
        "error: table -: the hand came from standard input, so the dealer's lines must be "
        "typed at a terminal, and there is none; save the hand to a file and name it\n"
    )


def test_table_with_the_hand_on_standard_input_reads_the_dealer_at_the_terminal(
    tmp_path: Path,
) -> None:
    child = pexpect.spawn(
        "bash",
        ["-c", f'"{sys.executable}" -m floorcli table - < "{HAND}"'],
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 200),
        env={**os.environ, "TERM": "dumb"},
    )
    child.expect("replayed 2 actions from the file")  # seat 3's raise, seat 4's "check"
    child.expect("table> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


# ---------------------------------------------------------------- size limits


@pytest.mark.parametrize(
    "args",
    [
        ["ask", "-"],
        ["replay", "-"],
        ["compare", "-", "--rules", "tda-nlhe", "--rules", "cash-nlhe"],
        ["blinds", "-"],
        ["audit", "-"],
        ["audit", "--files-from", "-"],
    ],
)
def test_an_endless_stream_on_standard_input_is_refused_in_one_line(args: list[str]) -> None:
    with open("/dev/zero", "rb") as endless:
        done = floorcli(*args, source=endless)
    assert done.returncode == 2
    what = "a list of files" if "--files-from" in args else "standard input"
    name = "--files-from <stdin>" if "--files-from" in args else "<stdin>"
    assert done.stderr == f"error: {name}: {TOO_LARGE.format(what=what)}\n"


@pytest.mark.parametrize(
    "args",
    [
        ["blinds", "/dev/zero"],
        ["compare", "/dev/zero", "--rules", "tda-nlhe", "--rules", "cash-nlhe"],
        ["replay", "/dev/zero"],
        ["audit", "--files-from", "/dev/zero"],
    ],
)
def test_a_device_named_as_a_file_is_refused_in_one_line(args: list[str]) -> None:
    done = floorcli(*args)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "is larger than 16,000,000 bytes" in done.stderr


def test_a_phh_over_the_limit_is_refused_by_ask_and_skipped_by_audit(tmp_path: Path) -> None:
    big = tmp_path / "big.phh"
    text = IRREGULAR.read_text(encoding="utf-8")
    big.write_text(text + "# " + "x" * MAX_PARSED_BYTES + "\n", encoding="utf-8")
    asked = floorcli("ask", str(big))
    assert asked.returncode == 2
    assert asked.stderr == f"error: {big}: {TOO_LARGE.format(what='this file')}\n"
    audited = floorcli("audit", str(tmp_path), "--json")
    (skip,) = json.loads(audited.stdout)["skipped"]
    assert skip["kind"] == "too large"


def test_a_phhs_over_the_limit_is_read_a_hand_at_a_time(tmp_path: Path) -> None:
    """Over 16 MB a `.phhs` is not read whole; `--hand N` reads it a hand at a time."""
    text = IRREGULAR.read_text(encoding="utf-8")
    big = tmp_path / "big.phhs"
    with big.open("w", encoding="utf-8") as out:
        out.write(f"[1]\n{text}\n[2]\n{text}\n")
        out.write(f"# {'x' * MAX_PARSED_BYTES}\n")
    whole = floorcli("ask", str(big))
    assert whole.returncode == 2
    assert whole.stderr == (
        f"error: {big}: {TOO_LARGE.format(what='this file')} (pick one hand with --hand N, or "
        "'floorcli audit' it: both read a hand at a time)\n"
    )
    one = floorcli("replay", str(big), "--hand", "1", "--json")
    assert json.loads(one.stdout)["rulings"][0]["verdict"] == "corrected"  # 150 -> 200


def test_the_audit_limit_is_on_each_hand_of_a_phhs(tmp_path: Path) -> None:
    """A `.phhs` is read a hand at a time: `--max-size` bounds each hand, not the file."""
    text = IRREGULAR.read_text(encoding="utf-8")
    day = tmp_path / "day.phhs"
    day.write_text("".join(f"[{n}]\n{text}\n" for n in range(1, 301)), encoding="utf-8")
    assert day.stat().st_size > 1 << 16  # streamed, and 36 times the limit of 2K
    done = floorcli("audit", str(day), "--json", "--max-size", "2K")
    assert json.loads(done.stdout)["hands"] == 300
    day.write_text(f"[1]\n{text}\n[2]\n{text}# {'x' * 3000}\n", encoding="utf-8")
    done = floorcli("audit", str(day), "--json", "--max-size", "2K")
    found = json.loads(done.stdout)
    assert found["hands"] == 1
    (skip,) = found["skipped"]
    assert skip["kind"] == "too large"
    assert skip["reason"].startswith("the hand at line 10 is larger than 2,048 bytes")


def test_ask_finds_a_hand_of_a_phhs_without_holding_the_file(tmp_path: Path) -> None:
    text = IRREGULAR.read_text(encoding="utf-8")
    day = tmp_path / "day.phhs"
    with day.open("w", encoding="utf-8") as out:
        for n in range(1, 5001):  # hand 4999 alone raises to 250
            out.write(f"[{n}]\n{text.replace('150', '250') if n == 4999 else text}\n")
    load_hand(IRREGULAR)  # the engine and the profile loaded before memory is counted
    tracemalloc.start()
    try:
        hand = load_hand(day, number="4999")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert str(hand.actions[0]) == "3 raise 250"  # hand 4999, not its neighbours
    assert peak < day.stat().st_size / 2, (peak, day.stat().st_size)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_convert_onto_a_fifo_nobody_reads_is_refused_not_hung(tmp_path: Path) -> None:
    fifo = tmp_path / "out.phh"
    os.mkfifo(fifo)
    start = time.monotonic()
    situation = str(ROOT / "examples" / "situation-6.yaml")
    done = floorcli("convert", situation, str(fifo), "--force", own_process=True)
    assert time.monotonic() - start < 60
    assert done.returncode == 2
    assert done.stderr == (
        f"error: {fifo}: cannot write the file: it is a FIFO (named pipe) no program is "
        "reading; start the reader first\n"
    )
