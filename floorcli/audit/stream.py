"""A `.phhs` file read one hand at a time: memory flat however many hands it holds.

A `.phhs` file is TOML whose top-level tables `[1]`, `[2]`, ... are hands.  Read whole, a file
of 100,000 hands is held as text and as parsed tables at once (855 MB); `phhs_chunks` reads
it line by line instead and gives the text of one hand at a time (its `[N]` line up to the
next top-level table), each parsed and audited on its own.  A dotted table (`[1.meta]`)
belongs to the hand before it.
"""

from __future__ import annotations

import io
import os
import re
from collections.abc import Iterator

from floorcli.audit.listing import DEFAULT_MAX_BYTES, NotReadable, read_regular

__all__ = ["phhs_chunks"]

_HAND_TABLE = re.compile(rb"\[\s*[^\[\]\.\s]+\s*\]\s*(#.*)?")
"""A top-level table header with a plain name, `[12]`: the start of the next hand."""


def phhs_chunks(path: str, *, max_bytes: int = DEFAULT_MAX_BYTES) -> Iterator[tuple[int, str]]:
    """(line of the hand's `[N]` header, the hand's TOML text) for each hand of the file.

    The file is checked as `read_regular` checks it (a regular file within `max_bytes`,
    opened without blocking); a file that is not UTF-8 raises `NotReadable` naming the line.

    >>> import tempfile, os
    >>> with tempfile.NamedTemporaryFile("w", suffix=".phhs", delete=False) as f:
    ...     _ = f.write("# day 1\\n[1]\\nvariant = 'NT'\\n\\n[2]\\nvariant = 'PO'\\n")
    ...     _ = f.write("[2.x]\\na = 1\\n")
    >>> [(line, text.splitlines()[0]) for line, text in phhs_chunks(f.name)]
    [(2, '[1]'), (5, '[2]')]
    >>> os.remove(f.name)
    """
    if os.path.getsize(path) <= 1 << 16:  # a small file: one read, the same chunks
        lines = io.BytesIO(read_regular(path, max_bytes=max_bytes))
        yield from _chunks(path, lines)
        return
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        _check_open(path, fd, max_bytes)
        with os.fdopen(fd, "rb", buffering=1 << 16, closefd=False) as handle:
            yield from _chunks(path, handle)
    finally:
        os.close(fd)


def _check_open(path: str, fd: int, max_bytes: int) -> None:
    """Refuse an open file that is not a regular file or is over `max_bytes`."""
    import stat

    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):
        raise NotReadable("not read: not a regular file", file=path, kind="not a file")
    if info.st_size > max_bytes:
        raise NotReadable(
            f"not read: {info.st_size:,} bytes is over the limit of {max_bytes:,} "
            "(raise it with --max-size, e.g. --max-size 4G)",
            file=path,
            kind="too large",
        )


def _chunks(path: str, lines: Iterator[bytes] | io.BufferedIOBase) -> Iterator[tuple[int, str]]:
    start = 0
    chunk: list[bytes] = []
    for number, line in enumerate(lines, start=1):
        if number == 1:
            line = line.removeprefix(b"\xef\xbb\xbf")  # a byte-order mark
        if line[:1] == b"[" and _HAND_TABLE.fullmatch(line.rstrip(b"\r\n")):
            if chunk and start:
                yield start, _text(path, chunk, start)
            start, chunk = number, []
        if start:
            chunk.append(line)
    if chunk and start:
        yield start, _text(path, chunk, start)


def _text(path: str, chunk: list[bytes], start: int) -> str:
    try:
        return b"".join(chunk).decode("utf-8")
    except UnicodeDecodeError:
        raise NotReadable(
            f"cannot read: the hand at line {start} is not UTF-8 text; save the file as UTF-8",
            file=path,
            kind="unreadable",
        ) from None
