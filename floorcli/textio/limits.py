"""Every file floorcli reads is read within a size limit, and `-` is standard input.

A device (`/dev/zero`), an endless pipe (`yes | floorcli ask -`) or a runaway file named where
a hand or a session belongs would otherwise be read until memory runs out.  Every reader goes
through `read_limited` (or `read_text_limited`): at most `limit` bytes are read, one more shows
that there is more, and the input is then refused in one line naming it and the limit.  A
FIFO or `/dev/stdin` is read as it comes (a shell's `<(...)` is a pipe); only the amount is
bounded.  The limits, and the arithmetic behind them, are on docs/safety.md.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import BinaryIO

from floorcli.errors import HandFileError

__all__ = [
    "MAX_PARSED_BYTES",
    "MAX_SESSION_BYTES",
    "STDIN",
    "STDIN_NAME",
    "is_stdin",
    "read_limited",
    "read_text_limited",
    "stdin_text",
    "too_large",
]

STDIN = "-"
"""The name that means standard input wherever a command reads a file."""
STDIN_NAME = "<stdin>"
"""How standard input is named in messages (`<stdin>:3: ...`)."""

MAX_PARSED_BYTES = 16_000_000
"""The most read of one file (or one hand of a `.phhs`) parsed in one piece: 16 MB.

Parsing costs about 52 bytes of memory a byte of PHH (a 36 MB `.phh` took 1.86 GB; measured
by benchmarks/parse_cost.py), so 16 MB is at most about 830 MB a reader: one audit worker a
core on a 2-core, 4 GB machine stays within memory.  The largest real hand is a few kB."""
MAX_SESSION_BYTES = 16_000_000
"""The most read of a session file (`blinds`, `compare`): 16 MB, thousands of hands."""

_CHUNK = 1 << 16


def is_stdin(name: str | Path) -> bool:
    """Whether a file argument names standard input.

    >>> is_stdin("-"), is_stdin(Path("-")), is_stdin("./-")
    (True, True, False)
    """
    return str(name) == STDIN


def too_large(limit: int, what: str = "this file") -> str:
    """The one-line reason an input over `limit` is refused.

    >>> too_large(16_000_000)[:60]
    'is larger than 16,000,000 bytes, the most floorcli reads for'
    """
    return (
        f"is larger than {limit:,} bytes, the most floorcli reads for {what}; "
        "is it the file you meant?"
    )


def read_limited(name: str | Path, *, limit: int, what: str = "this file") -> bytes:
    """The bytes of file `name` (or of standard input for `-`), at most `limit` of them.

    More than `limit` bytes, or a file that cannot be read, is a `HandFileError` naming the
    input (`<stdin>` for `-`).  No more than `limit + 1` bytes are ever read.

    >>> import os, tempfile
    >>> with tempfile.NamedTemporaryFile(delete=False) as f:
    ...     _ = f.write(b"x" * 10)
    >>> len(read_limited(f.name, limit=10))
    10
    >>> read_limited(f.name, limit=9)
    Traceback (most recent call last):
    ...
    floorcli.errors.HandFileError: ...: is larger than 9 bytes, the most floorcli reads for ...
    >>> os.remove(f.name)
    """
    if is_stdin(name):
        what = "standard input" if what == "this file" else what
        return _read_stream(sys.stdin.buffer, STDIN_NAME, limit, what)
    try:
        with open(name, "rb") as stream:
            return _read_stream(stream, str(name), limit, what)
    except OSError as err:
        raise HandFileError(f"cannot read: {err.strerror or err}", file=str(name)) from None


def _read_stream(stream: BinaryIO, name: str, limit: int, what: str) -> bytes:
    chunks: list[bytes] = []
    total = 0
    try:
        while total <= limit:
            chunk = stream.read(min(_CHUNK, limit + 1 - total))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
    except OSError as err:
        raise HandFileError(f"cannot read: {err.strerror or err}", file=name) from None
    if total > limit:
        raise HandFileError(too_large(limit, what), file=name)
    return b"".join(chunks)


def read_text_limited(name: str | Path, *, limit: int, what: str = "this file") -> str:
    """`read_limited` decoded as UTF-8 (a byte-order mark dropped); text that is not UTF-8
    is a `HandFileError` naming the byte and its offset."""
    raw = read_limited(name, limit=limit, what=what)
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        stdin = is_stdin(name)  # no file to open in an editor: the line that holds the byte
        raise HandFileError(
            f"cannot read: not UTF-8 text (byte 0x{raw[err.start]:02x} at offset "
            f"{err.start}); save the file as UTF-8",
            file=STDIN_NAME if stdin else str(name),
            line=raw.count(b"\n", 0, err.start) + 1 if stdin else None,
        ) from None


def stdin_text(limit: int = MAX_PARSED_BYTES) -> str:
    """Standard input's text, within `limit` (`ask -`, `replay -`, `compare -` ...)."""
    return read_text_limited(STDIN, limit=limit, what="standard input")
