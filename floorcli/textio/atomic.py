"""Writing a file safely: a temporary file in the same folder, flushed, fsynced, renamed.

A kill, a power cut or a full disk in the middle of a write leaves the old file (or no file)
in place, never half a file; an existing file is replaced only when the caller says so
(`force`, the command line's ``--force``).  Every file floorcli writes goes through
`write_atomic`: `convert`, `blinds --write-hand`, the saves of `floorcli table`; a file
written as it goes (`audit --out`) is created for that stream alone, or, replacing a file,
streamed to a temporary file renamed at the end (`stream_file`).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from floorcli.errors import FileExistsRefused, HandFileError

__all__ = ["check_folder", "fsync_folder", "same_file", "stream_file", "write_atomic"]


def same_file(a: Path, b: Path) -> bool:
    """True when `a` and `b` name one file (the same path, a link, another spelling)."""
    try:
        return a.resolve() == b.resolve() or (b.exists() and os.path.samefile(a, b))
    except OSError:
        return False


def check_folder(path: Path) -> None:
    """Refuse, before any work is done, a target whose folder does not exist or is not a
    folder, or whose name is blank.

    >>> try:
    ...     check_folder(Path("no-such-folder/hand.yaml"))
    ... except HandFileError as err:
    ...     print(err.message[:60])
    cannot save to no-such-folder/hand.yaml: the folder no-such-
    """
    if not path.name.strip():  # `--save "   "`: a name of spaces is a lost value, not a file
        raise HandFileError(
            f"cannot save to {str(path)!r}: the file name is blank; name a file to write"
        )
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise HandFileError(
            f"cannot save to {path}: the folder {folder} {what}; create it first or give "
            "another path"
        )


def write_atomic(path: Path | str, text: str, *, force: bool = False) -> Path:
    """Write `text` (UTF-8) to `path` so that it is either the old file or the whole new one.

    The text goes to a temporary file in the same folder, which is flushed, fsynced and
    renamed over `path` (the folder is fsynced too, where the system allows); a replaced
    file keeps its permissions.  Without `force` an existing `path` is refused
    (`FileExistsRefused`) and left as it was; the check and the rename are one step (a hard
    link), so two writers cannot both win.  Any other problem (no permission, a full disk) is
    a `HandFileError` naming the file, and the old file, if any, is left as it was.

    A pipe, a terminal or a device (`/dev/stdout`, `/dev/full`) holds no file to keep: the
    text is written into it, as `stream_file` does, never a file put in its place.
    """
    target = Path(path)
    name = str(path)
    check_folder(target)
    if target.is_dir():
        raise HandFileError("is a folder; name a file to write", file=name)
    if _is_special(target):
        try:
            with contextlib.contextmanager(_stream_to)(name, os.O_WRONLY) as out:
                out.write(text)
        except OSError as err:  # /dev/full: the write fails as on a full disk
            raise HandFileError(
                f"cannot write the file: {err.strerror or err}", file=name
            ) from None
        return target
    folder = target.parent if str(target.parent) else Path(".")
    if not force and (target.exists() or target.is_symlink()):
        raise FileExistsRefused(target)
    tmp = ""
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name[:100]}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as out:
            out.write(text.encode("utf-8"))
            out.flush()
            os.fsync(out.fileno())
        _keep_mode(target, tmp)
        if force:
            os.replace(tmp, target)
        else:
            try:
                os.link(tmp, target)  # fails if the target appeared meanwhile
            except FileExistsError:
                raise FileExistsRefused(target) from None
            except OSError:  # a file system without hard links
                if target.exists():
                    raise FileExistsRefused(target) from None
                os.replace(tmp, target)
                tmp = ""
    except OSError as err:
        raise HandFileError(
            f"cannot write the file: {err.strerror or err}; nothing was changed", file=name
        ) from None
    finally:
        if tmp:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    fsync_folder(folder)
    return target


@contextlib.contextmanager
def stream_file(path: Path | str, *, force: bool = False) -> Iterator[IO[str]]:
    """A text stream (UTF-8) written to the file `path` as it goes, for a record of what an
    audit finds (`audit --out`), which may be followed with ``tail -f`` while it grows.

    A new `path` is created for this stream alone (never over a file that appears
    meanwhile), and whatever the block writes and flushes is on disk at once; if the block
    ends with an error (Ctrl-C included), what was written stays.  An existing `path` is
    refused before anything is written, unless `force`: then the stream goes to a temporary
    file in the same folder that replaces `path` when the block ends, as `write_atomic`
    does, so the old file is whole until the new one is; a block that ends with an error
    (Ctrl-C included) leaves the old file as it was and removes the temporary file.
    """
    target = Path(path)
    name = str(path)
    check_folder(target)
    if target.is_dir():
        raise HandFileError("is a folder; name a file to write", file=name)
    if _is_special(target):
        # A pipe, a terminal or a device (`--out /dev/stdout`, `--out >(jq ...)`) holds no
        # file to keep: written to as it is, never replaced by a file of our own.
        yield from _stream_to(name, os.O_WRONLY)
        return
    exists = target.exists() or target.is_symlink()
    if exists and not force:
        raise FileExistsRefused(target)
    folder = target.parent if str(target.parent) else Path(".")
    tmp = ""
    try:
        if exists:
            fd, tmp = tempfile.mkstemp(prefix=f".{target.name[:100]}.", suffix=".tmp", dir=folder)
        else:
            fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except FileExistsError:
        raise FileExistsRefused(target) from None
    except OSError as err:
        raise HandFileError(f"cannot write the file: {err.strerror or err}", file=name) from None
    stopped: BaseException | None = None
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            try:
                yield out
            except (Exception, KeyboardInterrupt) as err:  # keep what was written, then stop
                stopped = err
            out.flush()
            os.fsync(out.fileno())
        if tmp and stopped is None:  # a stopped stream never replaces the old, whole file
            _keep_mode(target, tmp)
            os.replace(tmp, target)
            tmp = ""
    except OSError as err:
        raise HandFileError(f"cannot write the file: {err.strerror or err}", file=name) from None
    finally:
        if tmp:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
    fsync_folder(folder)
    if stopped is not None:
        raise stopped


def _is_special(target: Path) -> bool:
    """True when `target` is there (through any link) and is neither a regular file nor a
    folder: a pipe, a terminal, a device."""
    return target.exists() and not target.is_file() and not target.is_dir()


FIFO_WAIT = 5.0
"""Seconds a FIFO written to may wait for its reader to open it (a shell's `>(...)`)."""


def _open_waiting(name: str, flags: int) -> int:
    """`os.open` for writing without blocking, tried again for `FIFO_WAIT` seconds while a
    FIFO has no reader (ENXIO); the descriptor returned blocks as usual."""
    import errno
    import time

    deadline = time.monotonic() + FIFO_WAIT
    while True:
        try:
            fd = os.open(name, flags | os.O_NONBLOCK)
        except OSError as err:
            if err.errno != errno.ENXIO or time.monotonic() > deadline:
                raise
            time.sleep(0.02)
            continue
        os.set_blocking(fd, True)
        return fd


def _stream_to(name: str, flags: int) -> Iterator[IO[str]]:
    """`stream_file`'s text stream on the existing pipe or device `name`.

    Opened without blocking: a FIFO that no program opens for reading within
    `FIFO_WAIT` seconds is refused in one line instead of waited on forever; once open,
    writes block as usual."""
    try:
        fd = _open_waiting(name, flags)
    except OSError as err:
        import errno

        reason = err.strerror or str(err)
        if err.errno == errno.ENXIO:
            reason = "it is a FIFO (named pipe) no program is reading; start the reader first"
        raise HandFileError(f"cannot write the file: {reason}", file=name) from None
    out = os.fdopen(fd, "w", encoding="utf-8")
    try:
        yield out
    except BaseException:
        with contextlib.suppress(OSError):  # what stopped the block is what is reported
            out.close()
        raise
    try:
        out.close()  # what is still buffered is written now: a full device says so here
    except BrokenPipeError:
        raise  # the reader stopped reading: the command ends quietly (`boundary.closed_pipe`)
    except OSError as err:
        raise HandFileError(f"cannot write the file: {err.strerror or err}", file=name) from None


def _keep_mode(target: Path, tmp: str) -> None:
    """Give the new file the old one's permissions (or the usual ones for a new file:
    `mkstemp` makes it readable by its owner only)."""
    try:
        mode = target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.chmod(tmp, mode)


def fsync_folder(folder: Path) -> None:
    """Make a rename or a new file in `folder` durable (a no-op where folders cannot be
    opened, as on Windows)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
