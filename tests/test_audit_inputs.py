"""`floorcli audit` reads what it is given once, never writes over it, and reports every problem.

Issue 26 items 3, 6, 8 and 9 (an output that is an input, overlapping paths, a `[2]` line in a
multi-line string, finishing stacks and amounts that were skipped without a word) and the
audit items of issue 24 (the profile found as `replay` finds it, `--out` records of every
kind, nothing to audit, Ctrl-C).
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests import inproc

DATA = Path(__file__).resolve().parent / "data"
IRREGULAR = DATA / "phh" / "irregular.phh"
"""Blinds 50/100, p3 raises to 150: short of the minimum raise to 200 (the big blind 100 plus
a full raise of 100, TDA 2024 Rule 40), so floorcli corrects it: one irregular action."""
HEADS_UP = DATA / "phh" / "heads-up.phh"
"""Blinds 1/2: p2 raises to 6, p1 calls (pot 12), p1 checks the flop, p2 bets 10, p1 folds.
p1 ends with 200 - 6 = 194, p2 with 150 - 6 + 12 = 156: its finishing stacks [194, 156]."""


def floorcli(
    *args: str, cwd: Path | None = None, stdin: str | None = None, own_process: bool = False
) -> subprocess.CompletedProcess[str]:
    """The command, in this process (`tests/inproc.py`); in its own process where a FIFO read
    by mistake would hang (the timeout turns that into a failure)."""
    if not own_process:
        return inproc.run(*args, cwd=cwd, stdin=stdin or "")
    return subprocess.run(
        [sys.executable, "-m", "floorcli", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        cwd=cwd,
        input=stdin,
    )


def report(done: subprocess.CompletedProcess[str]) -> dict[str, object]:
    assert done.stderr == "", done.stderr
    found: dict[str, object] = json.loads(done.stdout)
    return found


# ---------------------------------------------------------------- item 3: never write an input


@pytest.mark.parametrize("how", ["same", "symlink", "hard link"])
def test_out_naming_an_input_is_refused_even_with_force(tmp_path: Path, how: str) -> None:
    hands = tmp_path / "hands"
    hands.mkdir()
    hand = hands / "irregular.phh"
    shutil.copy(IRREGULAR, hand)
    before = hand.read_bytes()
    out = hand
    if how == "symlink":
        out = tmp_path / "records.jsonl"
        out.symlink_to(hand)
    elif how == "hard link":
        out = tmp_path / "records.jsonl"
        os.link(hand, out)
    done = floorcli("audit", str(hands), "--out", str(out), "--force")
    assert done.returncode == 2
    assert done.stderr == (
        f"error: --out {out}: is one of the files audited; the audit never writes over its "
        "input: write the records to another file\n"
    )
    assert hand.read_bytes() == before  # the hand history is whole


def test_out_naming_the_files_from_list_is_refused(tmp_path: Path) -> None:
    manifest = tmp_path / "files.txt"
    manifest.write_text(f"{IRREGULAR}\n", encoding="utf-8")
    done = floorcli("audit", "--files-from", str(manifest), "--out", str(manifest), "--force")
    assert done.returncode == 2
    assert manifest.read_text(encoding="utf-8") == f"{IRREGULAR}\n"


# ---------------------------------------------------------------- item 6: each file once


def test_overlapping_paths_count_each_file_once(tmp_path: Path) -> None:
    folder = tmp_path / "d"
    folder.mkdir()
    shutil.copy(IRREGULAR, folder / "a.phh")
    shutil.copy(HEADS_UP, folder / "b.phh")
    os.link(folder / "a.phh", folder / "c.phh")  # a hard link: the same file again
    (tmp_path / "link").symlink_to(folder)
    once = report(floorcli("audit", "d", "--json", cwd=tmp_path))
    assert (once["files"], once["hands"], len(once["irregular"])) == (2, 2, 1)  # type: ignore[arg-type]
    for paths in (["d", "d"], ["d", "link"], ["./d", "d/", str(folder)], ["d/a.phh", "d"]):
        again = report(floorcli("audit", *paths, "--json", cwd=tmp_path))
        assert (again["files"], again["hands"], len(again["irregular"])) == (2, 2, 1), paths  # type: ignore[arg-type]


# ---------------------------------------------------------------- item 8: a [2] inside a string


def test_a_table_header_inside_a_multiline_string_is_not_a_hand(tmp_path: Path) -> None:
    hand = IRREGULAR.read_text(encoding="utf-8")
    clean = HEADS_UP.read_text(encoding="utf-8")
    day = tmp_path / "day.phhs"
    day.write_text(
        f'[1]\n{hand}notes = """the floor wrote:\n[2]\nis the next table"""\n\n[3]\n{clean}',
        encoding="utf-8",
    )
    found = report(floorcli("audit", str(day), "--json"))
    assert found["hands"] == 2 and found["skipped"] == []
    (record,) = found["irregular"]  # type: ignore[misc]
    assert (record["hand"], record["phh"]) == ("1", "p3 cbr 150")  # the short raise to 150
    replayed = floorcli("replay", str(day), "--hand", "1", "--json")
    assert json.loads(replayed.stdout)["rulings"][0]["verdict"] == "corrected"  # as replay reads it


def test_a_streamed_phhs_reads_a_header_in_a_string_as_the_whole_file_does(tmp_path: Path) -> None:
    """Past 64 kB the file is streamed: the same cut."""
    hand = IRREGULAR.read_text(encoding="utf-8")
    clean = HEADS_UP.read_text(encoding="utf-8")
    blocks = [f"[{n}]\n{clean}\n" for n in range(2, 400)]
    day = tmp_path / "day.phhs"
    day.write_text(f"[1]\n{hand}notes = '''\n[2]\n'''\n\n" + "".join(blocks), encoding="utf-8")
    assert day.stat().st_size > 1 << 16
    found = report(floorcli("audit", str(day), "--json"))
    assert found["hands"] == 399 and len(found["irregular"]) == 1  # type: ignore[arg-type]


# ---------------------------------------------------------------- item 9: reported, not skipped


@pytest.mark.parametrize(("written", "shown"), [('"lost"', "'lost'"), ("[194]", "a list of 1")])
def test_finishing_stacks_that_cannot_be_checked_are_a_problem(
    tmp_path: Path, written: str, shown: str
) -> None:
    hand = tmp_path / "h.phh"
    hand.write_text(
        HEADS_UP.read_text(encoding="utf-8").replace("[194, 156]", written), encoding="utf-8"
    )
    done = floorcli("audit", str(hand), "--json")
    assert done.returncode == 1
    (mismatch,) = json.loads(done.stdout)["chip_mismatches"]
    assert mismatch["reason"] == (
        f"finishing_stacks is {shown}, not a list of 2 stacks (one a player): "
        "the chips cannot be checked"
    )
    # before the pots are awarded: p1 has 200 - 6 = 194 behind, p2 150 - 6 - 10 = 134 (the
    # pot of 12 and its own uncalled 10 are still to come back to it: 134 + 22 = 156)
    assert mismatch["stacks_before_award"] == [194, 134]
    assert mismatch["finishing_stacks"] is None


def test_an_amount_finer_than_any_chip_is_a_problem_not_an_unsupported_game(
    tmp_path: Path,
) -> None:
    hand = tmp_path / "h.phh"
    hand.write_text(
        IRREGULAR.read_text(encoding="utf-8").replace("cbr 150", "cbr 30.00001"), encoding="utf-8"
    )
    done = floorcli("audit", str(hand), "--json")
    assert done.returncode == 1
    (skip,) = json.loads(done.stdout)["skipped"]
    assert skip["kind"] == "unreadable"
    assert "amounts finer than 1/10000 of a chip" in skip["reason"]


def test_a_chip_mismatch_names_the_stacks_before_and_after_the_award(tmp_path: Path) -> None:
    hand = tmp_path / "h.phh"
    hand.write_text(
        HEADS_UP.read_text(encoding="utf-8").replace("[194, 156]", "[200, 150]"), encoding="utf-8"
    )
    (mismatch,) = report_of(floorcli("audit", str(hand), "--json"))["chip_mismatches"]
    # 200 + 150 = 350 at the end as at the start, but p1 cannot finish with more than the
    # 194 it had behind when it folded with nothing to win; before the award p2 has
    # 150 - 6 - 10 = 134 behind (the pot of 12 and its uncalled 10 still to come)
    assert mismatch["finishing_stacks"] == mismatch["expected"] == [200, 150]
    assert mismatch["stacks_before_award"] == mismatch["actual"] == [194, 134]  # as above


def report_of(done: subprocess.CompletedProcess[str]) -> dict[str, list[dict[str, object]]]:
    assert done.returncode == 1, done.stderr
    found: dict[str, list[dict[str, object]]] = json.loads(done.stdout)
    return found


# ---------------------------------------------------------------- issue 24: profiles, --out, ...


def test_the_same_audit_gives_the_same_report_from_any_folder(tmp_path: Path) -> None:
    """A hand naming `rules: home-cents.yaml` finds it beside itself, as `replay` does; the
    profile file in the folder is not a hand, nor a skipped one."""
    hands = tmp_path / "night" / "hands"
    hands.mkdir(parents=True)
    shutil.copy(DATA / "home-cents.yaml", hands)
    shutil.copy(DATA / "home-cents-hand.yaml", hands)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    here = floorcli("audit", str(hands), "--json", cwd=hands)
    there = floorcli("audit", str(hands), "--json", cwd=elsewhere)
    assert here.stdout == there.stdout
    found = report_of(there)
    assert (found["hands"], found["files"], found["skipped"]) == (1, 1, [])
    # the host's min_bet is 1.00: the flop bet of 0.50 is brought up to it
    (record,) = found["irregular"]
    assert (record["verdict"], record["input"]) == ("corrected", "1 bet 0.50")
    replayed = floorcli("replay", str(hands / "home-cents-hand.yaml"), "--json", cwd=elsewhere)
    assert json.loads(replayed.stdout)["rulings"][-1]["verdict"] == "corrected"


def test_out_records_every_problem_with_its_kind(tmp_path: Path) -> None:
    hands = tmp_path / "hands"
    hands.mkdir()
    shutil.copy(IRREGULAR, hands / "a.phh")
    (hands / "b.phh").write_text(
        HEADS_UP.read_text(encoding="utf-8").replace("[194, 156]", "[200, 150]"), encoding="utf-8"
    )
    (hands / "c.phh").write_text("not = [toml\n", encoding="utf-8")
    os.mkfifo(hands / "d.phh")
    out = tmp_path / "problems.jsonl"
    done = floorcli("audit", str(hands), "--json", "--out", str(out))
    assert done.returncode == 1
    records = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    kinds = sorted((Path(r["file"]).name, r["kind"]) for r in records)
    assert kinds == [
        ("a.phh", "irregular"),
        ("b.phh", "chip_mismatch"),
        ("c.phh", "unreadable"),
        ("d.phh", "not a file"),
    ]
    found = json.loads(done.stdout)
    assert len(records) == len(found["irregular"]) + len(found["chip_mismatches"]) + len(
        found["skipped"]
    )


@pytest.mark.parametrize("what", ["empty folder", "no hand files"])
def test_nothing_to_audit_is_exit_2_in_one_line(tmp_path: Path, what: str) -> None:
    if what == "no hand files":
        (tmp_path / "notes.txt").write_text("no hands here\n", encoding="utf-8")
    done = floorcli("audit", str(tmp_path))
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == (
        f"error: nothing to audit: no hand files (.phh, .phhs, .yaml, .yml) in {tmp_path}\n"
    )


@pytest.mark.slow
def test_ctrl_c_prints_the_totals_so_far(tmp_path: Path) -> None:
    """A real SIGINT while the audit runs: the totals so far on stderr, exit 130."""
    hands = tmp_path / "hands"
    hands.mkdir()
    # Enough files that the audit (about 0.1 ms a file) cannot finish before the signal lands,
    # even when the other tests leave it a whole core.
    text = IRREGULAR.read_bytes()
    for k in range(30000):
        (hands / f"{k:05}.phh").write_bytes(text)
    out = tmp_path / "found.jsonl"
    child = subprocess.Popen(
        [sys.executable, "-m", "floorcli", "audit", str(hands), "-j", "1", "--out", str(out)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    deadline = time.monotonic() + 60
    while (not out.exists() or out.stat().st_size == 0) and time.monotonic() < deadline:
        time.sleep(0.05)  # the first records are written: the audit is under way
    child.send_signal(signal.SIGINT)
    stdout, stderr = child.communicate(timeout=60)
    assert child.returncode == 130, stderr
    first, second = stderr.splitlines()
    assert first.startswith("audit stopped: ") and " of 30,000 files audited so far: " in first
    done = int(first.split()[2].replace(",", ""))
    assert 0 < done < 30000
    assert f"{done:,} hands, {done:,} irregular actions" in first  # one short raise a file
    assert second == "error: stopped (Ctrl-C)"
    assert stdout == ""


# ---------------------------------------------------------------- bad options, URLs, FIFOs


def test_a_files_from_list_with_a_nul_byte_is_one_line(tmp_path: Path) -> None:
    manifest = tmp_path / "files.txt"
    manifest.write_bytes(f"{IRREGULAR}\n{HEADS_UP}\0x\n".encode())
    done = floorcli("audit", "--files-from", str(manifest))
    assert done.returncode == 2
    assert done.stderr == (
        f"error: --files-from {manifest}:2: holds a NUL byte, which no path has; write one "
        "path or URL a line\n"
    )


@pytest.mark.parametrize(
    "address", ["not a url", "tcp://", "tls://...", "ucx://10.0.0.1:8786", "inproc://x"]
)
def test_a_scheduler_that_is_not_an_address_is_one_line(address: str) -> None:
    done = floorcli("audit", str(IRREGULAR), "--engine", "dask", "--scheduler", address)
    assert done.returncode == 2
    assert done.stderr == (
        f"error: --scheduler {address!r}: not a scheduler's address; write tcp://HOST:8786 "
        "(or tls://HOST:PORT)\n"
    )


@pytest.mark.parametrize("url", ["file://", "file:///"])
def test_a_file_url_naming_no_folder_is_refused(url: str) -> None:
    done = floorcli("audit", url)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "names no folder" in done.stderr


def test_a_fifo_or_a_device_through_a_file_url_is_refused_never_read(tmp_path: Path) -> None:
    pytest.importorskip("fsspec")
    shutil.copy(HEADS_UP, tmp_path / "a.phh")
    os.mkfifo(tmp_path / "pipe.phh")
    done = floorcli("audit", f"file://{tmp_path}", "file:///dev/zero", "--json", own_process=True)
    assert done.returncode == 1
    found = json.loads(done.stdout)
    assert found["hands"] == 1
    reasons = sorted((s["file"], s["reason"]) for s in found["skipped"])
    assert reasons == [
        ("file:///dev/zero", "not read: a device, not a hand file"),
        (f"file://{tmp_path}/pipe.phh", "not read: a FIFO (named pipe), not a hand file"),
    ]
