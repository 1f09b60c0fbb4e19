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
from typing import IO, TYPE_CHECKING

from floorcli.errors import FloorError
from floorcli.textio.atomic import fsync_folder

__all__ = [
    "SUFFIX",
    "Journal",
    "JournalRead",
    "JournalStart",
    "changed_settings",
    "default_target",
    "find_unfinished",
    "next_free",
    "profile_of",
    "read_journal",
    "read_whole",
]

if TYPE_CHECKING:
    from floorcli.profiles.settings import Rules

SUFFIX = ".journal"
MAGIC = "floorcli table journal"
JOURNAL_LIMIT = 64 * 1024 * 1024  # a night is some 100 KB: more is not a journal (safety.md)
_DATED = re.compile(r"(?P<stem>table-\d{8}-\d{6})(-\d+)?")  # an automatic default name


@dataclass(frozen=True, slots=True, kw_only=True)
class JournalStart:
    """How a table started: enough to start it again exactly."""

    hand_yaml: str
    file: str
    base: str | None
    target: str
    named: bool = True  # the target was given (--save), not a default name
    profile: dict[str, object] | None = None  # the settings it started with (a resume checks)
    folder: str | None = None  # the folder it started in: a profile named by a flag is found there

    def to_json(self) -> dict[str, object]:
        return {
            "journal": MAGIC,
            "version": 1,
            "hand": self.hand_yaml,
            "file": self.file,
            "base": self.base,
            "target": self.target,
            "named": self.named,
            "profile": self.profile,
            "folder": self.folder,
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
        self.damaged: tuple[tuple[int, str], ...] = ()  # lines skipped on resume: kept

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
        whole = torn_tail(path)
        if whole < out.tell():  # a last line cut short: never glued to the next one
            out.truncate(whole)
            out.seek(whole)
            Journal._sync(out)
        journal = cls(path, out)
        journal._movable = _DATED.fullmatch(path.name.removesuffix(".yaml" + SUFFIX)) is not None
        return journal

    def append(self, line: str) -> None:
        """One typed line, on disk before it is ruled on."""
        try:
            if self._out is None:
                self._out = self._open()
            self._write(self._out, json.dumps(line, ensure_ascii=False))
        except OSError as err:  # a full disk: the line is not ruled on, the rest is kept
            raise FloorError(
                f"cannot write the journal: {err.strerror or err}; the line {line!r} was not "
                f"ruled on; make room, then 'floorcli table --resume {self.path}'",
                file=str(self.path),
            ) from None

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
        Journal._sync(out)

    @staticmethod
    def _sync(out: IO[str]) -> None:
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
        """The session ended normally: the journal is no longer needed (but for one with
        damaged lines that were skipped: it is kept, for the dealer to read)."""
        if self._out is None:
            return  # nothing was typed: no journal was made
        self._out.close()
        if self.damaged:
            return
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


def profile_of(rules: Rules) -> dict[str, object]:
    """The settings a table rules by, as a journal keeps them: a resume under a profile
    that changed meanwhile is refused (`changed_settings`)."""
    from floorcli.profiles.settings import SETTINGS
    from floorcli.profiles.validate import format_value

    return {"name": rules.name, **{k: format_value(getattr(rules, k)) for k in SETTINGS}}


def changed_settings(was: dict[str, object], now: dict[str, object]) -> list[str]:
    """The settings that differ, as ``max_raises 3 -> 4``.

    >>> changed_settings({"ante": "0", "cap": "3"}, {"ante": "0", "cap": "4"})
    ['cap 3 -> 4']
    """
    return [f"{k} {was.get(k)} -> {now.get(k)}" for k in {**was, **now} if was.get(k) != now.get(k)]


def _unfinished(path: Path) -> FloorError:
    return FloorError(
        f"{path} holds an unfinished session; resume it with "
        f"'floorcli table --resume {path}', or remove it"
    )


def read_journal(path: Path) -> tuple[JournalStart, list[str]]:
    """The start and the typed lines of a journal (`read_whole` says which lines were
    damaged and skipped)."""
    whole = read_whole(path)
    return whole.start, list(whole.lines)


@dataclass(frozen=True, slots=True)
class JournalRead:
    """A journal as read: its start, the typed lines that could be read, and the damaged
    ones skipped (line number and why).  A last line cut short by a kill or a full disk is
    not damage: it was never ruled on."""

    start: JournalStart
    lines: tuple[str, ...]
    damaged: tuple[tuple[int, str], ...] = ()


def read_whole(path: Path) -> JournalRead:
    """A journal read line by line: a line that is not a JSON string (cut by a full disk,
    a torn UTF-8 character) is skipped and named, and the lines after it are kept."""
    if path.exists() and not path.is_file():  # /dev/zero, an endless pipe: never read
        raise FloorError("is not a journal: not a regular file", file=str(path))
    try:
        with open(path, "rb") as source:  # at most JOURNAL_LIMIT bytes
            data = source.read(JOURNAL_LIMIT + 1)
    except OSError as err:
        raise FloorError(
            f"cannot read the journal: {err.strerror or err}", file=str(path)
        ) from None
    if len(data) > JOURNAL_LIMIT:
        raise FloorError(
            f"is larger than {JOURNAL_LIMIT:,} bytes, the most floorcli reads for a journal; "
            "is it the journal you meant?",
            file=str(path),
        )
    rows = data.split(b"\n")
    torn = rows.pop() if rows else b""  # after the last newline: a line cut short, or b""
    try:
        head = json.loads(rows[0].decode("utf-8") if rows else torn.decode("utf-8"))
        if not isinstance(head, dict) or head.get("journal") != MAGIC:
            raise ValueError
        start = JournalStart(
            hand_yaml=str(head["hand"]),
            file=str(head["file"]),
            base=None if head.get("base") is None else str(head["base"]),
            target=str(head["target"]),
            named=head.get("named", True) is not False,
            profile=head.get("profile") if isinstance(head.get("profile"), dict) else None,
            folder=None if head.get("folder") is None else str(head["folder"]),
        )
    except UnicodeDecodeError as err:  # not a journal floorcli wrote: it writes UTF-8
        raise FloorError(
            f"not a floorcli table journal: not UTF-8 text (byte 0x{err.object[err.start]:02x} "
            f"at offset {err.start})",
            file=str(path),
        ) from None
    except (ValueError, KeyError):
        raise FloorError(
            "not a floorcli table journal (its first line is not a journal header)",
            file=str(path),
            line=1,
        ) from None
    lines: list[str] = []
    damaged: list[tuple[int, str]] = []
    for number, row in enumerate(rows[1:], start=2):
        if not row:
            continue
        try:
            value = json.loads(row.decode("utf-8"))
            if not isinstance(value, str):
                raise ValueError
        except UnicodeDecodeError:
            damaged.append((number, "not UTF-8 text"))
            continue
        except ValueError:
            damaged.append((number, "not a JSON string"))
            continue
        lines.append(value)
    return JournalRead(start, tuple(lines), tuple(damaged))


def torn_tail(path: Path) -> int:
    """The length of `path` up to its last newline: what is after it is a line cut short
    (by a kill or a full disk) and is cut off before anything is appended."""
    with open(path, "rb") as probe:
        size = probe.seek(0, os.SEEK_END)
        at = size
        while at > 0:
            step = min(at, 4096)
            probe.seek(at - step)
            chunk = probe.read(step)
            found = chunk.rfind(b"\n")
            if found >= 0:
                return at - step + found + 1
            at -= step
    return 0


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
