"""textio.atomic.write_atomic: a file written whole or not at all, never over another unasked."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from floorcli.errors import FileExistsRefused, HandFileError
from floorcli.textio.atomic import same_file, stream_file, write_atomic


def test_a_new_file_is_written_whole_with_nothing_left_beside_it(tmp_path: Path) -> None:
    target = tmp_path / "hand.yaml"
    write_atomic(target, "rules: tda-nlhe\n")
    assert target.read_text(encoding="utf-8") == "rules: tda-nlhe\n"
    assert [p.name for p in tmp_path.iterdir()] == ["hand.yaml"]


def test_an_existing_file_is_replaced_only_when_forced(tmp_path: Path) -> None:
    target = tmp_path / "hand.yaml"
    target.write_text("mine\n", encoding="utf-8")
    with pytest.raises(FileExistsRefused) as refused:
        write_atomic(target, "theirs\n")
    assert str(refused.value) == (
        f"{target}: already exists; add --force to replace it, or write to another name"
    )
    assert target.read_text(encoding="utf-8") == "mine\n"
    write_atomic(target, "theirs\n", force=True)
    assert target.read_text(encoding="utf-8") == "theirs\n"


def test_the_old_file_keeps_its_permissions(tmp_path: Path) -> None:
    target = tmp_path / "hand.yaml"
    target.write_text("mine\n", encoding="utf-8")
    target.chmod(0o640)
    write_atomic(target, "theirs\n", force=True)
    assert target.stat().st_mode & 0o777 == 0o640


def test_a_missing_folder_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    with pytest.raises(HandFileError, match="does not exist; create it first"):
        write_atomic(tmp_path / "nowhere" / "hand.yaml", "x\n")
    assert list(tmp_path.iterdir()) == []


def test_a_failed_rename_leaves_the_old_file_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "hand.yaml"
    target.write_text("mine\n", encoding="utf-8")

    def full_disk(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(HandFileError, match="No space left on device; nothing was changed"):
        write_atomic(target, "theirs\n", force=True)
    assert target.read_text(encoding="utf-8") == "mine\n"
    assert [p.name for p in tmp_path.iterdir()] == ["hand.yaml"]


def test_same_file_sees_through_spellings_and_links(tmp_path: Path) -> None:
    target = tmp_path / "hand.yaml"
    target.write_text("x\n", encoding="utf-8")
    link = tmp_path / "link.yaml"
    link.symlink_to(target)
    assert same_file(target, tmp_path / "." / "hand.yaml")
    assert same_file(target, link)
    assert not same_file(target, tmp_path / "other.yaml")


def test_a_failed_replace_when_forced_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "hand.yaml"
    target.write_text("old\n", encoding="utf-8")

    def full_disk(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    with pytest.raises(HandFileError):
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


def test_a_new_stream_file_grows_as_it_is_written(tmp_path: Path) -> None:
    """`stream_file` (audit --out): a new file holds each flushed line at once (`tail -f`)."""
    target = tmp_path / "found.jsonl"
    with stream_file(target) as out:
        out.write("one\n")
        out.flush()
        assert target.read_text() == "one\n"
        out.write("two\n")
    assert target.read_text() == "one\ntwo\n"
    assert [p.name for p in tmp_path.iterdir()] == ["found.jsonl"]


def test_a_stream_never_replaces_a_file_without_force(tmp_path: Path) -> None:
    target = tmp_path / "found.jsonl"
    target.write_text("mine\n")
    with pytest.raises(FileExistsRefused), stream_file(target) as out:
        out.write("theirs\n")
    assert target.read_text() == "mine\n"
    with stream_file(target, force=True) as out:
        out.write("theirs\n")
        out.flush()
        assert target.read_text() == "mine\n"  # replaced whole, at the end
    assert target.read_text() == "theirs\n"
    assert [p.name for p in tmp_path.iterdir()] == ["found.jsonl"]


def test_a_stream_stopped_by_ctrl_c_keeps_what_was_found(tmp_path: Path) -> None:
    target = tmp_path / "found.jsonl"
    with pytest.raises(KeyboardInterrupt), stream_file(target) as out:
        out.write("found before Ctrl-C\n")
        raise KeyboardInterrupt
    assert target.read_text() == "found before Ctrl-C\n"
    assert [p.name for p in tmp_path.iterdir()] == ["found.jsonl"]


@pytest.mark.parametrize("stop", [KeyboardInterrupt, RuntimeError])
def test_a_forced_stream_stopped_early_leaves_the_old_file(
    tmp_path: Path, stop: type[BaseException]
) -> None:
    """`audit --out FILE --force` stopped by Ctrl-C (or a worker that dies) must not replace
    a whole earlier record with a partial (with several workers: empty) one."""
    target = tmp_path / "found.jsonl"
    target.write_text("old, whole\n")
    with pytest.raises(stop), stream_file(target, force=True) as out:
        out.write("partial\n")
        out.flush()
        raise stop
    assert target.read_text() == "old, whole\n"
    assert [p.name for p in tmp_path.iterdir()] == ["found.jsonl"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("force", [False, True])
def test_a_stream_to_a_pipe_writes_into_it(tmp_path: Path, force: bool) -> None:
    """`audit --out /dev/stdout` or `--out >(jq ...)` (a pipe): written into, as before
    `--force` existed; never refused as an existing file, nor replaced by a regular file
    (as root, `--force` would otherwise put a file in place of /dev/stdout)."""
    import threading

    pipe = tmp_path / "records.fifo"
    os.mkfifo(pipe)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(pipe.read_bytes()), daemon=True)
    reader.start()
    with stream_file(pipe, force=force) as out:
        out.write("one\n")
    reader.join(timeout=10)
    assert got == [b"one\n"]
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["records.fifo"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("force", [False, True])
def test_a_file_written_to_a_pipe_goes_into_it(tmp_path: Path, force: bool) -> None:
    """`convert`, `blinds --write-hand` or `save` onto a pipe (or a device: /dev/stdout,
    /dev/full): written into it, as `stream_file` does; never replaced by a regular file of
    the same name (as root, `--force` put a file in place of /dev/full)."""
    import threading

    pipe = tmp_path / "hand.fifo"
    os.mkfifo(pipe)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(pipe.read_bytes()), daemon=True)
    reader.start()
    write_atomic(pipe, "rules: tda-nlhe\n", force=force)
    reader.join(timeout=10)
    assert got == [b"rules: tda-nlhe\n"]
    assert stat.S_ISFIFO(os.lstat(pipe).st_mode)
    assert [p.name for p in tmp_path.iterdir()] == ["hand.fifo"]


@pytest.mark.skipif(
    not (os.path.exists("/dev/full") and stat.S_ISCHR(os.stat("/dev/full").st_mode)),
    reason="no /dev/full here",
)
def test_a_full_device_is_one_error_naming_it() -> None:
    # /dev/full takes no byte: every write fails with ENOSPC, as on a full disk.
    with pytest.raises(HandFileError) as full:
        write_atomic("/dev/full", "rules: tda-nlhe\n")
    assert str(full.value) == "/dev/full: cannot write the file: No space left on device"
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode)  # the device is still the device
