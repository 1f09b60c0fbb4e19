"""The files an audit reads: listed once, up front, and every one either read or said.

`list_files` walks the paths once; the workers are handed that list (`floorcli.audit.fanout`),
so a file added or deleted while the audit runs cannot be read twice or missed silently: a
listed file that has gone is reported as unreadable, a new one is not in this audit.  A
folder that cannot be opened, a FIFO, a device, a socket or a link to one are reported as
skipped with the reason and never opened, and `read_regular` checks again at the moment it
opens a file (without blocking), so a file swapped for a FIFO after the listing cannot hang a
worker either.  A file over the size limit is skipped with the reason before a byte of it is
read: when it is listed if it was looked at then (a named file, a link), else when it is
opened (a folder's regular files are listed from the folder's entries, without a `stat`
each: on the corpus that is 46 of 54 ms of listing).
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from floorcli.errors import HandFileError
from floorcli.textio.limits import MAX_PARSED_BYTES

__all__ = [
    "DEFAULT_MAX_BYTES",
    "HAND_SUFFIXES",
    "Listing",
    "NotReadable",
    "is_url",
    "list_files",
    "parse_size",
    "read_any",
    "read_regular",
]

HAND_SUFFIXES = frozenset({".phh", ".phhs", ".yaml", ".yml"})
_HAND_ENDINGS = tuple(HAND_SUFFIXES)
DEFAULT_MAX_BYTES = MAX_PARSED_BYTES
"""16 MB, the most parsed in one piece (`floorcli.textio.limits.MAX_PARSED_BYTES`: what
parsing costs, docs/safety.md): a `.phh` or hand file, or one hand of a `.phhs` file, which is
read a hand at a time (`floorcli.audit.stream`) and so is not limited as a whole."""


class NotReadable(HandFileError):
    """A listed file that is not read: not a regular file, too large, or gone. `kind` says which."""

    def __init__(self, message: str, *, file: str, kind: str) -> None:
        super().__init__(message, file=file)
        self.kind = kind


@dataclass(slots=True, kw_only=True)
class Listing:
    """The files to read, in order, and what was found but will not be read (with why)."""

    names: list[str] = field(default_factory=list)
    skipped: list[dict[str, Any]] = field(default_factory=list)
    seen: set[tuple[int, int]] = field(default_factory=set, repr=False)
    """(device, inode) of every file and folder listed: a file reached twice (`audit d d`,
    a folder and a link to it, `./d d/ $PWD/d`, a hard link) is listed once."""

    def first(self, device: int, inode: int) -> bool:
        """Whether the file or folder (device, inode) is met for the first time."""
        key = (device, inode)
        if key in self.seen:
            return False
        self.seen.add(key)
        return True

    def skip(self, file: str, kind: str, reason: str) -> None:
        self.skipped.append({"file": file, "hand": None, "kind": kind, "reason": reason})


def _what(mode: int) -> str | None:
    """None for a regular file, else what it is, in words."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a regular file"


def _check(
    listing: Listing, name: str, max_bytes: int, info: os.stat_result | OSError | None = None
) -> None:
    """List `name` when it is a regular file within the limit; else say why not.  `info` is
    its `os.stat` (or the error it gave) when the caller has it already."""
    if info is None:
        try:
            info = os.stat(name)  # follows links: a link to a FIFO is a FIFO
        except OSError as err:
            info = err
    if isinstance(info, OSError):
        listing.skip(name, "unreadable", f"cannot read the file: {info.strerror or info}")
        return
    what = _what(info.st_mode)
    if what is not None:
        link = "a link to " if os.path.islink(name) else ""
        listing.skip(name, "not a file", f"not read: {link}{what}, not a hand file")
    elif info.st_size > max_bytes and not name.lower().endswith(".phhs"):
        listing.skip(name, "too large", _too_large(info.st_size, max_bytes))
    elif listing.first(info.st_dev, info.st_ino):  # a file reached twice is read once
        listing.names.append(name)


def _too_large(size: int, max_bytes: int) -> str:
    return (
        f"not read: {size:,} bytes is over the limit of {max_bytes:,} "
        "(raise it with --max-size, e.g. --max-size 4G)"
    )


def list_files(paths: Iterable[str | Path], *, max_bytes: int = DEFAULT_MAX_BYTES) -> Listing:
    """Every hand file under `paths` (folders recursively, in name order; a named file as
    is, whatever its suffix): regular, and within `max_bytes` where it was looked at.

    A folder that cannot be listed is skipped with the reason (never silently); a link to a
    folder is followed once (a loop of links is not walked forever: `os.walk` does not
    follow links below the top).
    """
    listing = Listing()
    for path in paths:
        top = str(path)
        try:
            info: os.stat_result | OSError = os.stat(top)  # one look at each named path
        except OSError as err:
            info = err
        if isinstance(info, os.stat_result) and stat.S_ISDIR(info.st_mode):
            _walk(listing, top, max_bytes)
        else:
            _check(listing, top, max_bytes, info)
    return listing


def _walk(listing: Listing, top: str, max_bytes: int) -> None:
    """List the hand files under `top` as `os.walk` walks it (files in name order, then
    each sub-folder in name order; a link to a folder is not followed).  A regular file is
    listed from the folder's own entry, without a `stat` of its own (its size is checked
    when it is opened, by `read_regular`); anything else is checked here (`_check`).  The
    folders still to walk are kept on a list, not in recursion (as `os.walk` does since
    Python 3.12): a tree deeper than Python's recursion limit is listed too."""
    waiting = [top]
    while waiting:
        folder = waiting.pop()
        try:
            here = os.stat(folder)
            if not listing.first(here.st_dev, here.st_ino):
                continue  # walked already (named twice, or through a link)
            with os.scandir(folder) as found:
                entries = list(found)
        except OSError as err:
            where = err.filename if err.filename is not None else folder
            listing.skip(str(where), "unreadable", f"cannot list the folder: {err.strerror or err}")
            continue
        files: list[os.DirEntry[str]] = []
        folders: list[os.DirEntry[str]] = []
        for entry in entries:
            try:
                (folders if entry.is_dir() else files).append(entry)
            except OSError:
                files.append(entry)
        base = os.path.join(folder, "")
        for entry in sorted(files, key=lambda e: e.name):
            if entry.name.lower().endswith(_HAND_ENDINGS):
                try:
                    regular = entry.is_file(follow_symlinks=False)
                except OSError:
                    regular = False
                if regular:
                    if listing.first(here.st_dev, entry.inode()):
                        listing.names.append(base + entry.name)
                else:
                    _check(listing, base + entry.name, max_bytes)
        inside = [
            base + e.name for e in sorted(folders, key=lambda e: e.name) if not e.is_symlink()
        ]
        waiting.extend(reversed(inside))  # the first sub-folder is walked next, whole


_ONE_READ = 1 << 20
"""Files smaller than this (every hand file) are read in one read (`read_regular`)."""


def read_regular(path: str, *, max_bytes: int = DEFAULT_MAX_BYTES) -> bytes:
    """A file's bytes, when it is (still) a regular file within `max_bytes`.

    Opened without blocking (a FIFO put in its place after the listing would otherwise wait
    for a writer forever), checked with `fstat` on the open file, then read with plain
    system calls; raises `NotReadable` naming the file.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as err:
        raise NotReadable(
            f"cannot read the file: {err.strerror or err}", file=path, kind="unreadable"
        ) from None
    try:
        info = os.fstat(fd)
        what = _what(info.st_mode)
        if what is not None:
            raise NotReadable(f"not read: {what}, not a hand file", file=path, kind="not a file")
        if info.st_size > max_bytes:
            raise NotReadable(_too_large(info.st_size, max_bytes), file=path, kind="too large")
        # A hand file is read in one read of a byte more than its size: a regular file gives
        # fewer only at its end, so exactly its size is all of it, without a second read to
        # find the end.  Anything else (a file that grew or shrank meanwhile, a large file,
        # a /proc file whose size says 0) is read on to its end.
        size = info.st_size
        first = os.read(fd, size + 1 if size < _ONE_READ else 1 << 16)
        if size < _ONE_READ and len(first) == size:
            return first
        chunks = []
        total = 0
        chunk = first
        while chunk:
            total += len(chunk)
            if total > max_bytes:  # grew while being read
                raise NotReadable(_too_large(total, max_bytes), file=path, kind="too large")
            chunks.append(chunk)
            chunk = os.read(fd, 1 << 16)
    except OSError as err:
        raise NotReadable(
            f"cannot read the file: {err.strerror or err}", file=path, kind="unreadable"
        ) from None
    finally:
        os.close(fd)
    return b"".join(chunks)


def is_url(name: str) -> bool:
    """Whether a path is a URL for fsspec (`s3://bucket/x.phh`), not a local path.

    >>> is_url("s3://hands/day1.phhs"), is_url("hands/day1.phhs")
    (True, False)
    """
    return "://" in name


def read_any(path: str, *, max_bytes: int = DEFAULT_MAX_BYTES) -> bytes:
    """A local file's bytes (`read_regular`), or a URL's through fsspec (the `floorcli[dask]`
    extra, with s3fs or gcsfs for `s3://` and `gs://`); raises `NotReadable`."""
    if not is_url(path):
        return read_regular(path, max_bytes=max_bytes)
    if path.lower().startswith("file://"):  # a local file: checked as a local path is
        from urllib.parse import unquote

        try:
            return read_regular(unquote(path[len("file://") :]), max_bytes=max_bytes)
        except NotReadable as err:  # a FIFO, a device: never opened to wait or read on
            raise NotReadable(err.message, file=path, kind=err.kind) from None
    try:
        import fsspec

        with fsspec.open(path, "rb") as handle:
            data: bytes = handle.read(max_bytes + 1)
    except ImportError:
        raise NotReadable(
            "cannot read a URL without fsspec: pip install 'floorcli[dask]'",
            file=path,
            kind="unreadable",
        ) from None
    except Exception as err:  # no such object, no credentials, no s3fs ...
        raise NotReadable(
            f"cannot read: {type(err).__name__}: {err}", file=path, kind="unreadable"
        ) from None
    if len(data) > max_bytes:
        raise NotReadable(_too_large(len(data), max_bytes), file=path, kind="too large")
    return data


_UNITS = {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30, "T": 1 << 40}


def parse_size(text: str) -> int:
    """Bytes from `500000`, `64K`, `100M`, `4G` (binary units; a trailing B is allowed).

    >>> parse_size("100M"), parse_size("4g"), parse_size("1500")
    (104857600, 4294967296, 1500)
    """
    raw = text.strip().upper().removesuffix("B").removesuffix("I")
    unit = raw[-1:] if raw[-1:] in _UNITS else ""
    digits = raw[: len(raw) - len(unit)]
    if not digits.isascii() or not digits.isdigit() or len(digits) > 15 or int(digits) < 1:
        raise ValueError(f"{text!r} is not a size: write bytes or e.g. 64K, 100M, 4G")
    return int(digits) * _UNITS[unit]
