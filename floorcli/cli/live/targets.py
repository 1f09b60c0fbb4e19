"""Where `floorcli table` may save: checked at the start (`check_target`, the `--save` file)
and at each save (`save_refused`).  The hand file the table starts from is never written over,
nor a journal; a folder, a dangling link or a named pipe is refused before the session starts,
not after it (a save onto a pipe would wait for a reader for ever).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from floorcli.errors import FloorError

if TYPE_CHECKING:
    from floorcli.table.journal import Journal

__all__ = ["check_target", "save_refused"]


def check_target(path: Path, *, force: bool, input_file: Path | None) -> None:
    """Refuse a `--save` target before the hand starts: a folder that does not exist, a
    folder, a dangling link, a pipe or device (even with --force: a save replaces a regular
    file or makes a new one), the hand file the table starts from, or an existing file
    without --force."""
    from floorcli.textio.atomic import check_folder, same_file

    check_folder(path)
    where = f"--save {path}"
    if path.is_dir():
        raise FloorError(f"{where}: is a folder; name a file to save to")
    if path.is_symlink() and not path.exists():
        raise FloorError(f"{where}: is a link to nothing; give another name, or remove the link")
    if path.exists() and not path.is_file():
        raise FloorError(f"{where}: is not a regular file (a pipe or a device); name a file")
    if input_file is not None and path.exists() and same_file(path, input_file):
        raise FloorError(
            f"{where}: is the hand file the table starts from, which is never written over; "
            "give another name"
        )
    if path.name.endswith(".journal"):
        raise FloorError(f"{where}: a journal is never a save target; give another name")
    if path.exists() and not force:
        raise FloorError(
            f"{where}: the file already exists; give another name, or --force to replace it"
        )


def save_refused(path: Path, input_file: Path | None, journal: Journal | None) -> None:
    """Refuse (`FloorError`) a save at the table onto the hand file the table started from,
    onto its own journal, or onto a named pipe (which a save would wait on)."""
    from floorcli.textio.atomic import same_file

    if input_file is not None and same_file(path, input_file):
        raise FloorError(f"{path} is the hand file the table started from; save to another name")
    if journal is not None and (same_file(path, journal.path) or path.name.endswith(".journal")):
        raise FloorError(f"{path} is a journal, which a save never replaces; give another name")
    if path.is_fifo() or path.is_socket():  # a save would wait on it for a reader
        raise FloorError(f"{path} is a named pipe, which a save would wait on; name a file")
