"""Write a file so that it is never lost and never clobbered.

`write_atomic` writes the text to a temporary file in the target's own folder, flushes and
fsyncs it, then renames it over the target and fsyncs the folder: a kill, a crash or a full
disk at any moment leaves either the old file or the new one, never half of one.  An existing
file is replaced only when the caller says so (`force`, the command line's ``--force``).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from floorcli.errors import HandFileError

__all__ = ["FileExists", "same_file", "write_atomic"]


class FileExists(HandFileError):
    """The file to write is already there and overwriting it was not asked for."""


def same_file(a: Path, b: Path) -> bool:
    """True when `a` and `b` name one file (the same path, a link, another spelling)."""
    try:
        return a.resolve() == b.resolve() or (b.exists() and os.path.samefile(a, b))
    except OSError:
        return False


def write_atomic(path: Path | str, text: str, *, force: bool = False) -> None:
    """Write `text` (UTF-8) to `path`: temporary file in the same folder, fsync, rename.

    Refused with `FileExists` when `path` exists and `force` is false; any other problem
    (no such folder, no permission, a full disk) is a `HandFileError` naming the file, and
    the old file, if any, is left as it was.
    """
    target = Path(path)
    name = str(path)
    if not force and (target.exists() or target.is_symlink()):
        raise FileExists(
            "already exists; add --force to replace it, or write to another name", file=name
        )
    if target.is_dir():
        raise HandFileError("is a folder; name a file to write", file=name)
    folder = target.parent
    if not folder.is_dir():
        raise HandFileError(f"no such folder '{folder}'; create it first", file=name)
    data = text.encode("utf-8")
    tmp = ""
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name[:100]}.", suffix=".tmp", dir=folder)
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        _keep_mode(target, tmp)
        os.replace(tmp, target)
        tmp = ""
        _sync_folder(folder)
    except OSError as err:
        raise HandFileError(
            f"cannot write the file: {err.strerror or err}; nothing was changed", file=name
        ) from None
    finally:
        if tmp:
            with contextlib.suppress(OSError):
                os.unlink(tmp)


def _keep_mode(target: Path, tmp: str) -> None:
    """Give the new file the old one's permissions (or the usual ones for a new file)."""
    try:
        mode = target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        mode = 0o666 & ~umask
    os.chmod(tmp, mode)


def _sync_folder(folder: Path) -> None:
    """fsync the folder so the rename itself survives a power cut (where the OS allows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(fd)
    finally:
        os.close(fd)
