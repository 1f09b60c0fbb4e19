"""A `.phhs` file cut into its hands line by line, as a TOML reader would see them.

A `.phhs` file is TOML whose top-level tables `[1]`, `[2]`, ... are hands.  Read whole, a file
of 100,000 hands is held as text and as parsed tables at once; `hand_chunks` reads it line by
line instead and gives the text of one hand at a time (its `[N]` line up to the next top-level
table).  A dotted table (`[1.meta]`) belongs to the hand before it, and a line that only looks
like a table header inside a multi-line string (`notes = '''` ... `[2]` ... `'''`) is
part of that string, as the whole file's TOML reads it (`replay --hand`).  Each hand is held
within `max_bytes` (`floorcli.textio.limits.MAX_PARSED_BYTES` by default).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator

from floorcli.errors import HandFileError
from floorcli.textio.limits import MAX_PARSED_BYTES, too_large

__all__ = ["hand_chunks", "header_name", "is_hand_header"]

_HAND_TABLE = re.compile(rb"\[\s*[^\[\]\.\s]+\s*\]\s*(#.*)?")
"""A top-level table header with a plain name, `[12]`: the start of the next hand."""
_BASIC = b'"' * 3
_LITERAL = b"'" * 3
_QUOTES = (_BASIC, _LITERAL)


def is_hand_header(line: bytes) -> bool:
    """Whether a line (outside any multi-line string) starts the next hand.

    >>> is_hand_header(b"[12]\\n"), is_hand_header(b"[12.meta]\\n"), is_hand_header(b"a = [1]")
    (True, False, False)
    """
    return line[:1] == b"[" and _HAND_TABLE.fullmatch(line.rstrip(b"\r\n")) is not None


def header_name(chunk: str) -> str:
    """The name of the hand whose text `chunk` is, from its `[N]` header line (a quoted
    name without its quotes), without parsing the hand.

    >>> header_name("[12]  # day 2\\nvariant = 'NT'\\n"), header_name('[ "7" ]\\n')
    ('12', '7')
    """
    line = chunk.split("\n", 1)[0].split("#", 1)[0].strip()
    name = line[1:-1].strip()
    if len(name) >= 2 and name[0] == name[-1] and name[0] in "\"'":
        return name[1:-1]
    return name


def string_after(line: bytes, open_quote: bytes | None) -> bytes | None:
    r"""The multi-line string delimiter still open after `line`, given the one open before it
    (None: outside any).  Ordinary strings and comments are stepped over, as TOML reads them.

    >>> Q = b'"' * 3
    >>> string_after(b"notes = " + Q + b"first line\n", None) == Q
    True
    >>> string_after(b"[2] ends " + Q + b" here\n", Q) is None
    True
    >>> string_after(b"a = 'x" + Q + b"' # " + Q + b"\n", None) is None
    True
    """
    at, end = 0, len(line)
    while at < end:
        if open_quote is not None:
            found = _closing(line, at, open_quote)
            if found < 0:
                return open_quote
            at, open_quote = found, None
            continue
        char = line[at : at + 1]
        if char == b"#":
            return None
        if line[at : at + 3] in _QUOTES:
            open_quote, at = line[at : at + 3], at + 3
        elif char in (b'"', b"'"):
            at = _end_of_string(line, at + 1, char)
        else:
            at += 1
    return open_quote


def _closing(line: bytes, at: int, quote: bytes) -> int:
    """Just past where the multi-line string closed by `quote` ends on this line, or -1."""
    while True:
        found = line.find(quote, at)
        if found < 0:
            return -1
        if quote == _BASIC and _escaped(line, found):
            at = found + 1
            continue
        end = found + 3
        while line[end : end + 1] == quote[:1] and end - found < 5:  # up to 2 quotes end the string
            end += 1
        return end


def _escaped(line: bytes, at: int) -> bool:
    """Whether the character at `at` follows an odd run of backslashes."""
    run = 0
    while at - run - 1 >= 0 and line[at - run - 1 : at - run] == b"\\":
        run += 1
    return run % 2 == 1


def _end_of_string(line: bytes, at: int, quote: bytes) -> int:
    """Just past a one-line string opened before `at` (a basic string's `\\"` is escaped)."""
    while at < len(line):
        char = line[at : at + 1]
        if char == b"\\" and quote == b'"':
            at += 2
            continue
        at += 1
        if char == quote:
            break
    return at


def hand_chunks(
    file: str,
    lines: Iterable[bytes],
    *,
    max_bytes: int = MAX_PARSED_BYTES,
    first_line: int = 1,
) -> Iterator[tuple[int, str]]:
    """(line of the hand's `[N]` header, the hand's TOML text) for each hand of `lines`.

    `lines` may start further into a file, at line `first_line` where a hand starts
    outside any string (a part of the file, `floorcli.formats.phh.cuts`).

    A hand over `max_bytes`, or one that is not UTF-8, is a `HandFileError` naming the file
    and the hand's line.

    >>> text = b"# day 1\\n[1]\\nnotes = '''\\n[2]\\n'''\\n\\n[2]\\nvariant = 'PO'\\n"
    >>> lines = (text + b"[2.x]\\na = 1\\n").splitlines(True)
    >>> [(line, chunk.splitlines()[0]) for line, chunk in hand_chunks("d.phhs", lines)]
    [(2, '[1]'), (7, '[2]')]
    """
    start, size, open_quote = 0, 0, None
    chunk: list[bytes] = []
    for number, line in enumerate(lines, start=first_line):
        if number == 1:
            line = line.removeprefix(b"\xef\xbb\xbf")  # a byte-order mark
        if open_quote is None and is_hand_header(line):
            if chunk and start:
                yield start, _text(file, chunk, start)
            start, chunk, size = number, [], 0
        if open_quote is not None or _BASIC in line or _LITERAL in line:
            open_quote = string_after(line, open_quote)
        if start:
            chunk.append(line)
            size += len(line)
            if size > max_bytes:
                reason = too_large(max_bytes, "one hand")
                raise HandFileError(f"the hand at line {start} {reason}", file=file)
    if chunk and start:
        yield start, _text(file, chunk, start)


def _text(file: str, chunk: list[bytes], start: int) -> str:
    try:
        return b"".join(chunk).decode("utf-8")
    except UnicodeDecodeError:
        raise HandFileError(
            f"cannot read: the hand at line {start} is not UTF-8 text; save the file as UTF-8",
            file=file,
        ) from None
