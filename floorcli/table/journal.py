"""The journal of a live table: every typed line on disk as it is typed, so nothing is lost.

A journal is an append-only text file beside the save target (``<target>.journal``).  Its first
line is a JSON header (how the table started: the hand mapping as YAML text, its file name and
folder, the save target); every later line is one typed line as a JSON string.  Each line is
flushed and fsynced before it is ruled on, so a closed terminal, SIGHUP, SIGTERM, ``kill -9``
or a power cut loses nothing.  The file is made with the first typed line (a session where
nothing was typed leaves none); a session that ends normally (saved, or left without saving on
purpose) removes its journal.  Starting `floorcli table` again finds an unfinished journal and
offers to resume it: the start is rebuilt and every line typed again, in order.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import IO

from floorcli.errors import FloorError
from floorcli.textio.atomic import fsync_folder

__all__ = [
    "SUFFIX",
    "Journal",
    "JournalStart",
    "default_target",
    "find_unfinished",
    "next_free",
    "read_journal",
]

SUFFIX = ".journal"
MAGIC = "floorcli table journal"
_DATED = re.compile(r"(?P<stem>table-\d{8}-\d{6})(-\d+)?")  # an automatic default name


@dataclass(frozen=True, slots=True, kw_only=True)
class JournalStart:
    """How a table started: enough to start it again exactly."""

    hand_yaml: str
    file: str
    base: str | None
    target: str
    named: bool = True  # the target was given (--save), not a default name

    def to_json(self) -> dict[str, object]:
        return {
            "journal": MAGIC,
            "version": 1,
            "hand": self.hand_yaml,
            "file": self.file,
            "base": self.base,
            "target": self.target,
            "named": self.named,
        }


class Journal:
    """An open journal: `append` writes and fsyncs one typed line; `finish` removes it.

    The file is made with the first typed line: a session in which nothing was typed leaves
    no journal, even when it is killed.
    """

    def __init__(self, path: Path, out: IO[str] | None, start: JournalStart | None = None) -> None:
        self.path = path
        self.start = start
        self._out = out
        self._movable = False

    @classmethod
    def create(cls, start: JournalStart, *, movable: bool = False) -> Journal:
        """The journal beside `start.target`, written from the first typed line on; refused
        if one is already there (an unfinished session that was not resumed).  A `movable`
        journal (of a default target, ``table-<date>-<time>.yaml``) takes the next free name
        when another session has meanwhile taken its own."""
        path = Path(start.target + SUFFIX)
        if path.exists():
            raise _unfinished(path)
        journal = cls(path, None, start)
        journal._movable = movable
        return journal

    @property
    def movable(self) -> bool:
        """The target is an automatic default name: the session saves to the next free name
        when another table has taken it meanwhile (`next_free`)."""
        return self._movable

    @property
    def target(self) -> Path:
        """The file the session saves to by default (the journal's name without `SUFFIX`)."""
        return Path(str(self.path).removesuffix(SUFFIX))

    @classmethod
    def reopen(cls, path: Path) -> Journal:
        """An existing journal, to go on appending after a resume."""
        out = open(path, "a", encoding="utf-8")  # noqa: SIM115 (open while the table runs)
        if not _lock(out):
            out.close()
            raise FloorError(f"{path} is in use by another table that is still running")
        journal = cls(path, out)
        journal._movable = _DATED.fullmatch(path.name.removesuffix(".yaml" + SUFFIX)) is not None
        return journal

    def append(self, line: str) -> None:
        """One typed line, on disk before it is ruled on."""
        if self._out is None:
            self._out = self._open()
        self._write(self._out, json.dumps(line, ensure_ascii=False))

    def _open(self) -> IO[str]:
        """Make the file, lock it and write its header."""
        assert self.start is not None
        while True:
            try:
                fd = os.open(self.path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
                break
            except FileExistsError:
                if not self._movable:
                    raise _unfinished(self.path) from None
                self.start = replace(self.start, target=str(default_target()))
                self.path = Path(self.start.target + SUFFIX)
        out = os.fdopen(fd, "w", encoding="utf-8")
        _lock(out)
        self._write(out, json.dumps(self.start.to_json(), ensure_ascii=False))
        fsync_folder(self.path.parent if str(self.path.parent) else Path("."))
        return out

    @staticmethod
    def _write(out: IO[str], text: str) -> None:
        out.write(text + "\n")
        out.flush()
        os.fsync(out.fileno())

    def release(self) -> Path:
        """Make the file now (its header, when nothing was typed yet) and let go of it, kept:
        the table is played by another process that takes it up (``floorcli table --resume``
        under `floorcli serve`).  This journal object is not written to again."""
        out = self._out if self._out is not None else self._open()
        out.close()  # its lock goes with it
        self._out = None
        return self.path

    def close(self) -> None:
        """Let go of the file, keeping it: the session was left without being ended (its
        screen closed), and `floorcli table --resume` takes it up."""
        if self._out is not None and not self._out.closed:
            self._out.close()

    def finish(self) -> None:
        """The session ended normally: the journal is no longer needed."""
        if self._out is None:
            return  # nothing was typed: no journal was made
        self._out.close()
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


def _unfinished(path: Path) -> FloorError:
    return FloorError(
        f"{path} holds an unfinished session; resume it with "
        f"'floorcli table --resume {path}', or remove it"
    )


def read_journal(path: Path) -> tuple[JournalStart, list[str]]:
    """The start and the typed lines of a journal (a last line cut short by a kill is
    dropped: it was never ruled on)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as err:
        raise FloorError(
            f"cannot read the journal: {err.strerror or err}", file=str(path)
        ) from None
    except UnicodeDecodeError as err:  # not a journal floorcli wrote: it writes UTF-8
        raise FloorError(
            f"not a floorcli table journal: not UTF-8 text (byte 0x{err.object[err.start]:02x} "
            f"at offset {err.start})",
            file=str(path),
        ) from None
    rows = text.split("\n")
    try:
        head = json.loads(rows[0])
        if not isinstance(head, dict) or head.get("journal") != MAGIC:
            raise ValueError
        start = JournalStart(
            hand_yaml=str(head["hand"]),
            file=str(head["file"]),
            base=None if head.get("base") is None else str(head["base"]),
            target=str(head["target"]),
            named=head.get("named", True) is not False,
        )
    except (ValueError, KeyError):
        raise FloorError(
            "not a floorcli table journal (its first line is not a journal header)",
            file=str(path),
            line=1,
        ) from None
    lines: list[str] = []
    for row in rows[1:]:
        if not row:
            continue
        try:
            value = json.loads(row)
        except ValueError:
            break  # the last line, cut short
        lines.append(str(value))
    return start, lines


def find_unfinished(target: Path | None) -> Path | None:
    """The journal of an unfinished session: beside `target` when one is given, else the
    newest ``*.journal`` in the current folder.  A journal a running table holds
    (locked) is not unfinished; nor is one that cannot be read as a journal."""
    if target is not None:
        candidates = [Path(str(target) + SUFFIX)]
    else:
        candidates = list(Path(".").glob(f"*{SUFFIX}"))  # a --save FILE session's too
    dated: list[tuple[float, Path]] = []
    for path in candidates:
        try:
            if not path.is_file() or _in_use(path):
                continue
            read_journal(path)
            dated.append((path.stat().st_mtime, path))
        except (OSError, FloorError):
            continue  # gone meanwhile, or not a journal
    return max(dated)[1] if dated else None


def _lock(out: IO[str]) -> bool:
    """Hold an exclusive lock on an open journal while its table runs (False: another table
    holds it).  Where there is no `fcntl` (Windows) every journal counts as free."""
    try:
        import fcntl
    except ImportError:  # pragma: no cover - not on POSIX
        return True
    try:
        fcntl.flock(out.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _in_use(path: Path) -> bool:
    """A running table holds this journal."""
    with open(path, encoding="utf-8") as probe:
        return not _lock(probe)  # the probe's lock goes with it when it is closed


def default_target() -> Path:
    """``table-20250101-203000.yaml`` in the current folder: neither that file nor its
    journal exists (``-2``, ``-3`` ... when a session started in the same second)."""
    return next_free(Path(time.strftime("table-%Y%m%d-%H%M%S") + ".yaml"))


def next_free(path: Path) -> Path:
    """`path` when neither it nor its journal exists, else the next free name of its stem
    (``table-20250101-203000-2.yaml``, ``-3`` ...; a numbered default keeps its one stem).

    >>> next_free(Path("no-such-folder/table-20250101-203000-4.yaml")).name
    'table-20250101-203000-4.yaml'
    """
    dated = _DATED.fullmatch(path.stem)
    stem = dated["stem"] if dated else path.stem
    found, n = path, 1
    while found.exists() or Path(str(found) + SUFFIX).exists():
        n += 1
        found = path.with_name(f"{stem}-{n}{path.suffix}")
    return found
