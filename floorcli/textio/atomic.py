"""Writing a file safely: a temporary file in the same folder, flushed, fsynced, renamed.

A kill, a power cut or a full disk in the middle of a write leaves the old file (or no file)
in place, never half a file; an existing file is replaced only when the caller says so
(`force`).  Every file floorcli writes goes through `write_atomic`.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path

from floorcli.errors import FileExistsRefused, FloorError

__all__ = ["check_folder", "write_atomic"]


def check_folder(path: Path) -> None:
    """Refuse, before any work is done, a target whose folder does not exist or is not a
    folder.

    >>> try:
    ...     check_folder(Path("no-such-folder/hand.yaml"))
    ... except FloorError as err:
    ...     print(err.message[:60])
    cannot save to no-such-folder/hand.yaml: the folder no-such-
    """
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise FloorError(
            f"cannot save to {path}: the folder {folder} {what}; create it first or give "
            "another path"
        )


def write_atomic(path: Path | str, text: str, *, force: bool = False) -> Path:
    """Write `text` (UTF-8) to `path` so that it is either the old file or the whole new one.

    The text goes to a temporary file in the same folder, which is flushed, fsynced and
    renamed over `path` (the folder is fsynced too, where the system allows).  Without
    `force` an existing `path` is refused (`FileExistsRefused`) and left as it was; the
    check and the rename are one step (a hard link), so two writers cannot both win.
    """
    target = Path(path)
    check_folder(target)
    folder = target.parent if str(target.parent) else Path(".")
    if not force and target.exists():
        raise FileExistsRefused(target)
    fd, tmp_name = tempfile.mkstemp(dir=folder, prefix=f".{target.name}.", suffix=".tmp")
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        with contextlib.suppress(OSError):  # mkstemp makes 0600; a saved file is the usual mode
            mask = os.umask(0)
            os.umask(mask)
            os.chmod(tmp, 0o666 & ~mask)
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
    finally:
        with contextlib.suppress(OSError):
            tmp.unlink()
    fsync_folder(folder)
    return target


def fsync_folder(folder: Path) -> None:
    """Make a rename or a new file in `folder` durable (a no-op where folders cannot be
    opened, as on Windows)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
