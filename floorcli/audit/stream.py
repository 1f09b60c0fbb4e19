"""A `.phhs` file read one hand at a time: memory flat however many hands it holds.

Read whole, a file of 100,000 hands is held as text and as parsed tables at once (855 MB);
`phhs_chunks` reads it line by line instead (`floorcli.formats.phh.chunks`: the same cut as
`ask --hand N` finds a hand by) and gives the text of one hand at a time, each parsed and
audited on its own.  The size limit (`--max-size`) is then a limit on each hand, the piece
parsed at once: the file itself is never held whole.
"""

from __future__ import annotations

import io
import os
import stat
from collections.abc import Iterator
from typing import BinaryIO

from floorcli.audit.listing import DEFAULT_MAX_BYTES, NotReadable, read_regular
from floorcli.errors import HandFileError
from floorcli.formats.phh.chunks import hand_chunks, is_hand_header

__all__ = ["phhs_chunks"]


def phhs_chunks(
    path: str, *, max_bytes: int = DEFAULT_MAX_BYTES, part: tuple[int, int, int] | None = None
) -> Iterator[tuple[int, str]]:
    """(line of the hand's `[N]` header, the hand's TOML text) for each hand of the file.

    With `part` (its first byte, the byte past its end, the line it starts on: where
    `floorcli.formats.phh.cuts.hand_cuts` cut the file), only the hands of that part.

    The file is checked as `read_regular` checks it (a regular file, opened without
    blocking); a hand over `max_bytes` or not UTF-8 raises `NotReadable` naming its line.

    >>> import tempfile, os
    >>> with tempfile.NamedTemporaryFile("w", suffix=".phhs", delete=False) as f:
    ...     _ = f.write("# day 1\\n[1]\\nvariant = 'NT'\\n\\n[2]\\nvariant = 'PO'\\n")
    ...     _ = f.write("[2.x]\\na = 1\\n")
    >>> [(line, text.splitlines()[0]) for line, text in phhs_chunks(f.name)]
    [(2, '[1]'), (5, '[2]')]
    >>> os.remove(f.name)
    """
    try:
        if part is None and os.path.getsize(path) <= 1 << 16:  # small: one read, the same chunks
            lines = io.BytesIO(read_regular(path, max_bytes=max(max_bytes, 1 << 16)))
            yield from hand_chunks(path, lines, max_bytes=max_bytes)
            return
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise NotReadable("not read: not a regular file", file=path, kind="not a file")
            with os.fdopen(fd, "rb", buffering=1 << 16, closefd=False) as handle:
                if part is None:
                    yield from hand_chunks(path, handle, max_bytes=max_bytes)
                else:
                    some = _lines_of(path, handle, *part)
                    yield from hand_chunks(path, some, max_bytes=max_bytes, first_line=part[2])
        finally:
            os.close(fd)
    except NotReadable:
        raise
    except HandFileError as err:
        kind = "too large" if "the most floorcli reads" in err.message else "unreadable"
        raise NotReadable(err.message, file=path, kind=kind) from None
    except OSError as err:
        raise NotReadable(
            f"cannot read the file: {err.strerror or err}", file=path, kind="unreadable"
        ) from None


def _lines_of(path: str, handle: BinaryIO, start: int, stop: int, line: int) -> Iterator[bytes]:
    """The lines of a part of the file, from byte `start` (the start of the file, or a hand's
    header line, else the file changed since it was cut) up to byte `stop` (-1: the end)."""
    handle.seek(start)
    first = handle.readline()
    if start and not is_hand_header(first):
        raise NotReadable(
            f"not read: the file changed while it was audited (line {line} no longer starts "
            "a hand); audit it again",
            file=path,
            kind="unreadable",
        )
    yield first
    left = stop - start - len(first)
    for text in handle:
        if stop >= 0 and left <= 0:
            return
        left -= len(text)
        yield text
