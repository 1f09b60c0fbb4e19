"""A damaged journal loses one line, never the lines after it (issue 26, items 1, 2, 5, 10).

A last line cut short (a kill, a full disk) is cut off before anything is appended, so the next
line never glues to it; a bad line in the middle is named and skipped, the lines after it kept,
and the journal is then kept when the session ends (exit 1); a line torn inside a UTF-8
character (José) damages that line only.  The journal keeps the profile the table started
with: a resume under a profile changed meanwhile is refused in one line.  A save never
replaces a journal.

Only the tables killed (and the one that meets a real full disk) are processes; the resumes
run in the test's process (tests/inproc.py).

Blinds 5/10, button 4 (SPEC section 2): seat 1 posts 5, seat 2 posts 10, seat 3 acts first.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
import tableproc
from tableproc import killed

from floorcli.answers.load import load_hand
from floorcli.engine.replay import replay_hand
from tests.inproc import run_table as run

FLAGS = ["--stacks", "1000,1000,1000,400", "--blinds", "5,10", "--button", "4"]


def test_a_bad_middle_line_and_a_torn_utf8_tail_lose_only_themselves(tmp_path: Path) -> None:
    journal = killed(*FLAGS, cwd=tmp_path, lines=["3 call", "4 call", "1 call"])
    head, *typed = journal.read_bytes().split(b"\n")[:-1]
    # a line glued by an older floorcli in the middle, and a tail torn inside the é of José
    torn = '"José'.encode()[:-1]
    journal.write_bytes(b"\n".join([head, typed[0], b'"2 chec"4 call"', *typed[1:]]) + b"\n" + torn)
    done = run("--resume", "t.yaml.journal", cwd=tmp_path, stdin="2 check\n")
    assert "Traceback" not in done.stderr
    assert done.stderr == (
        "warning: t.yaml.journal:3: a damaged line (not a JSON string) was skipped; the lines "
        "after it were typed again, and the journal is kept when the session ends: read it, "
        "then remove it\n"
    )
    assert done.returncode == 1  # lines were skipped: not a clean end
    # every line but the damaged one stood: 3 call, 4 call, 1 call, then 2 check closes
    # preflop (the big blind's option, 10 each from four seats: pot 40)
    hand = replay_hand(load_hand(tmp_path / "t.yaml"))
    assert [r.input for r in hand.rulings] == ["3 call", "4 call", "1 call", "2 check"]
    kept = journal.read_bytes().split(b"\n")
    assert kept[-2:] == [b'"2 check"', b""]  # the torn tail cut off, the new line on its own
    assert torn not in journal.read_bytes()


def test_a_journal_whose_only_line_is_torn_utf8_still_resumes(tmp_path: Path) -> None:
    journal = killed("--seats", "1:José:1000,2:Ana:1000,3:Bo:1000", cwd=tmp_path, lines=["3 call"])
    journal.write_bytes(journal.read_bytes() + '"3 José'.encode()[:-1])  # cut inside é
    done = run("--resume", "t.yaml.journal", cwd=tmp_path, stdin="")
    assert done.returncode == 0, done.stderr
    assert "- 3 call\n" in (tmp_path / "t.yaml").read_text(encoding="utf-8")
    assert not journal.exists()  # nothing was skipped: a clean end removes it


def test_a_real_full_disk_tears_the_journal_and_the_resume_loses_nothing(tmp_path: Path) -> None:
    """A 64 KB tmpfs filled up while the dealer types: the line that could not be journaled
    is not ruled on (one error line, exit 2); with room made, the resume takes every line
    that was journaled and appends the next on a line of its own."""
    disk = tmp_path / "disk"
    disk.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(disk)], capture_output=True
    )
    if mounted.returncode != 0:
        pytest.skip("no tmpfs mount here (not root): the fault-injecting test covers it")
    try:
        (disk / "filler").write_bytes(b"\0" * 60_000)
        typed = ["3 rasie 25 José"] * 300 + ["3 call"]
        # a process: the full disk is met by the table's own writes, its exit and its stderr
        done = tableproc.run(*FLAGS, "--save", "t.yaml", cwd=disk, stdin="\n".join(typed) + "\n")
        assert done.returncode == 2 and "Traceback" not in done.stderr
        assert "cannot write the journal: No space left on device; the line" in done.stderr
        (disk / "filler").unlink()
        lines = (disk / "t.yaml.journal").read_bytes().split(b"\n")
        whole = len(lines) - 2  # the header and the torn tail aside
        again = tableproc.run("--resume", "t.yaml.journal", cwd=disk, stdin="3 call\n")
        assert again.returncode == 0, again.stderr
        saved = (disk / "t.yaml").read_text(encoding="utf-8")
        assert saved.count("- 3 rasie 25 José\n") == whole  # every journaled line, in notes
        assert "actions:\n- 3 call\n" in saved
    finally:
        subprocess.run(["umount", str(disk)], check=False)


def test_a_journal_write_that_fails_rules_on_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without a small disk to fill: the write is made to fail as a full disk fails it."""
    from floorcli.errors import FloorError
    from floorcli.table.journal import Journal, JournalStart, read_whole

    journal = Journal.create(
        JournalStart(hand_yaml="{}", file="f", base=None, target=str(tmp_path / "t.yaml"))
    )
    journal.append("3 call")
    real = os.fsync

    def full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(FloorError, match="the line '4 call' was not ruled on"):
        journal.append("4 call")
    monkeypatch.setattr(os, "fsync", real)
    assert journal._out is not None
    journal._out.close()  # the table stopped at the error: its file is closed, its lock gone
    path = tmp_path / "t.yaml.journal"
    path.write_bytes(path.read_bytes() + b'"1 ca')  # what a full disk leaves: a torn tail
    assert read_whole(path).lines == ("3 call", "4 call")  # the flushed line was written
    again = Journal.reopen(path)
    again.append("1 call")
    assert path.read_bytes().endswith(b'"4 call"\n"1 call"\n')
    again.finish()


def test_a_changed_profile_refuses_the_resume_and_another_folder_keeps_it(
    tmp_path: Path,
) -> None:
    room = tmp_path / "room"
    room.mkdir()
    (room / "room.yaml").write_text(
        "name: room\nextends: tda-nlhe\nmin_raise_basis: cumulative\n", encoding="utf-8"
    )
    killed("--rules", "room.yaml", *FLAGS, cwd=room, lines=["3 call"])
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "room.yaml").write_text("name: room\nextends: tda-nlhe\n", encoding="utf-8")
    shutil.copy(room / "t.yaml.journal", tmp_path / "copy.journal")
    # from another folder the profile is the one the table started with, and so is the target
    done = run("--resume", "../room/t.yaml.journal", cwd=elsewhere)
    assert done.returncode == 0, done.stderr
    assert (room / "t.yaml").is_file() and not (elsewhere / "t.yaml").exists()
    # the profile edited meanwhile: refused in one line, naming what changed
    (room / "room.yaml").write_text(
        "name: room\nextends: tda-nlhe\nmin_raise_basis: last-full-raise\n", encoding="utf-8"
    )
    shutil.copy(tmp_path / "copy.journal", room / "again.yaml.journal")
    done = run("--resume", "again.yaml.journal", cwd=room)
    assert done.returncode == 2
    assert done.stderr == (
        "error: --resume: again.yaml.journal: the profile changed since the session started "
        "(min_raise_basis cumulative -> last-full-raise); put it back as it was to resume, "
        "or start a new table\n"
    )


def test_a_save_never_replaces_the_sessions_journal(tmp_path: Path) -> None:
    done = run(
        *FLAGS, "--save", "t.yaml", cwd=tmp_path, stdin="3 call\nsave t.yaml.journal --force\n"
    )
    assert "t.yaml.journal is a journal, which a save never replaces" in done.stdout
    assert done.returncode == 0 and (tmp_path / "t.yaml").is_file()
    refused = run(*FLAGS, "--save", "x.yaml.journal", "--force", cwd=tmp_path)
    assert refused.returncode == 2
    assert "a journal is never a save target" in refused.stderr


def test_a_resumed_table_saves_over_the_file_it_saved_itself(tmp_path: Path) -> None:
    journal = killed(*FLAGS, cwd=tmp_path, lines=["3 call", "save", "4 call"])
    assert (tmp_path / "t.yaml").is_file()  # the bare save wrote it before the kill
    done = run("--resume", journal.name, cwd=tmp_path, stdin="1 call\n")
    assert done.returncode == 0, done.stderr
    assert "- 3 call\n- 4 call\n- 1 call\n" in (tmp_path / "t.yaml").read_text(encoding="utf-8")
    assert not journal.exists()
