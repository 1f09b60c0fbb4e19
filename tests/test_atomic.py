"""`textio.atomic.write_atomic`: a whole new file or the old one, never half, never clobbered."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from floorcli.errors import FileExistsRefused, FloorError
from floorcli.textio.atomic import write_atomic


def test_writes_the_text_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    target = tmp_path / "hand.yaml"
    write_atomic(target, "rules: tda-nlhe\n")
    assert target.read_text(encoding="utf-8") == "rules: tda-nlhe\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hand.yaml"]


def test_an_existing_file_is_refused_without_force_and_left_as_it_was(tmp_path: Path) -> None:
    target = tmp_path / "hand.yaml"
    target.write_text("old\n", encoding="utf-8")
    with pytest.raises(FileExistsRefused) as caught:
        write_atomic(target, "new\n")
    assert "already exists" in str(caught.value) and "--force" in str(caught.value)
    assert target.read_text(encoding="utf-8") == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hand.yaml"]


def test_force_replaces_an_existing_file(tmp_path: Path) -> None:
    target = tmp_path / "hand.yaml"
    target.write_text("old\n", encoding="utf-8")
    write_atomic(target, "new\n", force=True)
    assert target.read_text(encoding="utf-8") == "new\n"


def test_a_folder_that_does_not_exist_is_refused_with_what_to_do(tmp_path: Path) -> None:
    with pytest.raises(FloorError, match="does not exist; create it first"):
        write_atomic(tmp_path / "nowhere" / "hand.yaml", "x\n")


def test_a_failure_before_the_rename_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "hand.yaml"
    target.write_text("old\n", encoding="utf-8")

    def full_disk(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(OSError):
        write_atomic(target, "new\n", force=True)
    assert target.read_text(encoding="utf-8") == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hand.yaml"]


KILLED_BETWEEN_WRITE_AND_RENAME = """
import os, signal, sys
from floorcli.textio import atomic
def killed(*args):
    os.kill(os.getpid(), signal.SIGKILL)
atomic.os.replace = killed
atomic.write_atomic(sys.argv[1], "new\\n", force=True)
"""


def test_a_kill_between_write_and_rename_leaves_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "hand.yaml"
    target.write_text("old\n", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", KILLED_BETWEEN_WRITE_AND_RENAME, str(target)], check=False
    )
    assert done.returncode == -signal.SIGKILL
    assert target.read_text(encoding="utf-8") == "old\n"
