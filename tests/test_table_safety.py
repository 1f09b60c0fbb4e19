"""`floorcli table` loses nothing and clobbers nothing (issue 14): every typed line is journaled
before it is ruled on, a killed session resumes with every line, saves are atomic and refused
over an existing file without --force, and a --save folder that does not exist is refused
before the hand starts."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pexpect
import pytest
from tableproc import spawn

from floorcli.answers.load import load_hand
from floorcli.engine.replay import replay_hand
from tests.inproc import run_table as run

FLAGS = ["--stacks", "1000,1000,1000,400", "--blinds", "5,10", "--button", "4"]
# Blinds 5/10, button 4: seat 1 posts 5, seat 2 posts 10, seat 3 acts first.
TYPED = ["3 raise 25", "4 rasie 80", "4 call", "1 fold"]


@pytest.mark.parametrize("sig", [signal.SIGKILL, signal.SIGHUP, signal.SIGTERM])
def test_a_killed_table_resumes_with_every_typed_line(tmp_path: Path, sig: int) -> None:
    child = spawn(*FLAGS, "--save", "night.yaml", cwd=tmp_path)
    child.expect("table> ")
    for line in TYPED:
        child.sendline(line)
        child.expect("table> ")
    journal = tmp_path / "night.yaml.journal"
    typed = [json.loads(row) for row in journal.read_text(encoding="utf-8").splitlines()[1:]]
    assert typed == TYPED  # on disk before the next prompt, the mistyped line too
    child.kill(sig)
    child.expect(pexpect.EOF)
    child.close()
    assert not (tmp_path / "night.yaml").exists()

    again = spawn(*FLAGS, "--save", "night.yaml", cwd=tmp_path)
    again.expect(r"Resume it\? \[Y/n\] ")
    assert "(4 lines typed)" in again.before + again.after
    again.sendline("y")
    again.expect("table> ")
    # 3 raise 25, 4 call, 1 fold stood (the mistyped line did not): seat 2 owes 25 - 10 = 15.
    assert "3 in the hand" in again.before
    assert "Seat 2 to act: call 15 ·" in again.before
    again.sendline("2 call")
    again.expect("table> ")
    again.sendline("quit")
    again.expect(pexpect.EOF)
    saved = (tmp_path / "night.yaml").read_text(encoding="utf-8")
    assert "- 3 raise 25\n- 4 call\n- 1 fold\n- 2 call\n" in saved
    assert "- 4 rasie 80" in saved  # kept under notes
    assert not journal.exists()  # a session that ended normally leaves no journal
    assert len(replay_hand(load_hand(tmp_path / "night.yaml")).rulings) == 4


def test_resume_by_name_from_a_pipe(tmp_path: Path) -> None:
    child = spawn(*FLAGS, cwd=tmp_path)
    child.expect("table> ")
    child.sendline("3 call")
    child.expect("table> ")
    child.kill(signal.SIGKILL)
    child.close()
    (journal,) = tmp_path.glob("table-*.yaml.journal")
    # A new session from a pipe is told about it and does not touch it.
    fresh = run(*FLAGS, cwd=tmp_path, stdin="4 fold\n")
    assert f"'floorcli table --resume {journal.name}' takes it up" in fresh.stderr
    assert journal.exists()
    done = run("--resume", journal.name, cwd=tmp_path, stdin="4 fold\n")
    assert done.returncode == 0, done.stderr
    target = tmp_path / journal.name.removesuffix(".journal")
    assert "- 3 call\n- 4 fold\n" in target.read_text(encoding="utf-8")
    assert not journal.exists()


def test_save_to_a_folder_that_does_not_exist_is_refused_before_the_hand(tmp_path: Path) -> None:
    done = run(*FLAGS, "--save", "nowhere/hand.yaml", cwd=tmp_path, stdin="3 call\n")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "folder nowhere does not exist" in done.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_save_over_an_existing_file_needs_force(tmp_path: Path) -> None:
    (tmp_path / "hand.yaml").write_text("mine\n", encoding="utf-8")
    done = run(*FLAGS, "--save", "hand.yaml", cwd=tmp_path, stdin="3 call\n")
    assert done.returncode == 2 and "already exists" in done.stderr and "--force" in done.stderr
    assert (tmp_path / "hand.yaml").read_text(encoding="utf-8") == "mine\n"
    forced = run(*FLAGS, "--save", "hand.yaml", "--force", cwd=tmp_path, stdin="3 call\n")
    assert forced.returncode == 0, forced.stderr
    assert "- 3 call" in (tmp_path / "hand.yaml").read_text(encoding="utf-8")


def test_save_command_refuses_an_existing_file_and_says_force(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text("mine\n", encoding="utf-8")
    lines = "3 call\nsave a.yaml\nsave a.yaml --force\nsave b.yaml\n4 fold\nsave b.yaml\n"
    done = run(*FLAGS, "--save", "c.yaml", cwd=tmp_path, stdin=lines)
    assert "a.yaml already exists; 'save a.yaml --force' replaces it" in done.stdout
    assert "- 3 call" in (tmp_path / "a.yaml").read_text(encoding="utf-8")
    # b.yaml was written by this session: saving to it again replaces it.
    assert "- 4 fold" in (tmp_path / "b.yaml").read_text(encoding="utf-8")


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
def test_a_save_that_fails_names_the_file_and_the_hand_goes_on(tmp_path: Path) -> None:
    """/dev/full takes no byte (ENOSPC, as a full disk): the dealer is told which save
    failed, and the hand is still saved at the end to --save."""
    lines = "3 call\nsave /dev/full\n4 call\n"
    done = run(*FLAGS, "--save", "c.yaml", cwd=tmp_path, stdin=lines)
    assert "/dev/full: cannot write the file: No space left on device" in done.stdout
    assert "- 4 call" in (tmp_path / "c.yaml").read_text(encoding="utf-8")


@pytest.mark.slow
def test_default_names_never_collide(tmp_path: Path) -> None:
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "floorcli", "table", *FLAGS],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            cwd=tmp_path,
            text=True,
        )
        for _ in range(4)
    ]
    time.sleep(0.1)
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write("3 call\n")
        proc.stdin.close()
    assert [proc.wait(timeout=60) for proc in procs] == [0, 0, 0, 0]
    saved = sorted(tmp_path.glob("table-*.yaml"))
    assert len(saved) == 4
    assert not list(tmp_path.glob("*.journal"))


def test_a_default_name_taken_meanwhile_saves_to_the_next_free_name(tmp_path: Path) -> None:
    # Another table saved to this session's automatic name after it was chosen (the journal is
    # only made at the first typed line, so both could pick it): this one takes "-2".
    proc = subprocess.Popen(
        [sys.executable, "-m", "floorcli", "table", *FLAGS],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=tmp_path,
        text=True,
    )
    assert proc.stdin is not None
    proc.stdin.write("3 call\n")
    proc.stdin.flush()
    deadline = time.monotonic() + 30
    while not list(tmp_path.glob("table-*.yaml.journal")) and time.monotonic() < deadline:
        time.sleep(0.05)
    (journal,) = tmp_path.glob("table-*.yaml.journal")
    taken = tmp_path / journal.name.removesuffix(".journal")
    taken.write_text("the other table's hand\n", encoding="utf-8")
    out, err = proc.communicate("4 fold\n", timeout=60)
    assert proc.returncode == 0, err
    moved = taken.with_name(taken.stem + "-2.yaml")
    assert f"to {moved.name}" in out
    assert "- 3 call\n- 4 fold\n" in moved.read_text(encoding="utf-8")
    assert taken.read_text(encoding="utf-8") == "the other table's hand\n"  # never overwritten
    assert not list(tmp_path.glob("*.journal"))


def test_resume_from_another_folder_saves_beside_the_journal(tmp_path: Path) -> None:
    room = tmp_path / "room"
    room.mkdir()
    child = spawn(*FLAGS, cwd=room)
    child.expect("table> ")
    child.sendline("3 call")
    child.expect("table> ")
    child.kill(signal.SIGKILL)
    child.close()
    (journal,) = room.glob("table-*.yaml.journal")
    done = run("--resume", str(journal), cwd=tmp_path, stdin="4 fold\n")
    assert done.returncode == 0, done.stderr
    saved = room / journal.name.removesuffix(".journal")
    assert "- 3 call\n- 4 fold\n" in saved.read_text(encoding="utf-8")
    assert not list(tmp_path.glob("*.yaml"))


def test_a_table_started_from_a_hand_file_resumes_from_the_file_as_it_was(tmp_path: Path) -> None:
    # Seed 001 Situation 6: the file's 8 actions are replayed; seat 4 is to act, 11 to call.
    hand = tmp_path / "s6.yaml"
    hand.write_text(
        (Path(__file__).parent.parent / "examples" / "situation-6.yaml").read_text("utf-8"),
        encoding="utf-8",
    )
    child = spawn("s6.yaml", "--save", "out.yaml", cwd=tmp_path)
    child.expect("table> ")
    child.sendline("c")
    child.expect("table> ")
    child.kill(signal.SIGHUP)
    child.close()
    hand.write_text("changed after the start\n", encoding="utf-8")  # the journal kept the start
    done = run("--resume", "out.yaml.journal", "--save", "out.yaml", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    replayed = replay_hand(load_hand(tmp_path / "out.yaml"))
    assert len(replayed.rulings) == 9 and replayed.rulings[-1].input.startswith("4 call")


def test_a_journal_that_is_not_utf8_is_refused_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "bad.journal").write_bytes(b'{"journal": \xd0\x00')  # 0xd0 at offset 12
    done = run("--resume", "bad.journal", cwd=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert done.stderr == (
        "error: --resume: bad.journal: not a floorcli table journal: not UTF-8 text (byte 0xd0 at offset"
        " 12)\n"
    )


def test_a_stray_journal_not_utf8_does_not_stop_a_new_table(tmp_path: Path) -> None:
    # A file named like a journal but not one: it is no unfinished session to offer.
    # Without --save the table looks for the newest table-*.yaml.journal in the folder.
    stray = tmp_path / "table-20250101-000000.yaml.journal"
    stray.write_bytes(b"\xd0\x00")
    done = run(*FLAGS, cwd=tmp_path, stdin="3 call\n")
    assert done.returncode == 0 and done.stderr == ""
    (saved,) = tmp_path.glob("table-*.yaml")  # the default name, the hand saved
    assert "- 3 call\n" in saved.read_text(encoding="utf-8")
    assert stray.read_bytes() == b"\xd0\x00"
