"""Where a large `.phhs` file may be cut so that several workers audit its hands.

A part must hold exactly the hands the sequential reader (`floorcli.formats.phh.chunks`)
gives, so a file is cut only where that reader itself starts a hand: at a `[N]` header line
that is not inside a multi-line string.  `hand_cuts` finds such places by reading the file
once as the reader does, but a block at a time: a block of whole lines holding neither `'''`
nor `\"\"\"`, entered outside any string, leaves the reader outside any string (it calls
`string_after` only on a line holding one of them, or inside a string), so only its lines
that start with `[` need a look; any other block is read line by line with the reader's own
steps.  A part then starts at its cut with no string open, on a known line, and ends where
the next part starts: its hands are the reader's, one for one (`hand_chunks(first_line=...)`).
"""

from __future__ import annotations

import re
from typing import BinaryIO, NamedTuple

from floorcli.formats.phh.chunks import is_hand_header, string_after

__all__ = ["BLOCK", "Cut", "hand_cuts"]

BLOCK = 1 << 20
"""Bytes read at a time while looking for cuts (then up to the end of the line)."""
_BASIC = b'"' * 3
_LITERAL = b"'" * 3
_LINE_START_BRACKET = re.compile(rb"^\[", re.MULTILINE)


class Cut(NamedTuple):
    """A place where a hand starts: its byte offset and its line (1 for the first)."""

    offset: int
    line: int


def hand_cuts(handle: BinaryIO, every: int) -> list[Cut]:
    """The cuts of a file read from `handle` (at its start) into parts of about `every`
    bytes: the first hand header at or past each multiple of `every`, never the file's first
    hand (a part before it would hold no hand).  Part k runs from cut k-1 (or the start) up
    to cut k (or the end).

    >>> import io
    >>> text = b"[1]\\nnotes = '''\\n[2]\\n'''\\n[2]\\na = 1\\n[3]\\n"
    >>> hand_cuts(io.BytesIO(text), 5)
    [Cut(offset=24, line=5), Cut(offset=34, line=7)]
    """
    cuts: list[Cut] = []
    target = every
    offset, line = 0, 1
    open_quote: bytes | None = None
    seen_hand = False
    first = handle.readline()
    if first:
        bare = first.removeprefix(b"\xef\xbb\xbf")  # a byte-order mark, as the reader drops it
        seen_hand = is_hand_header(bare)
        if _BASIC in bare or _LITERAL in bare:
            open_quote = string_after(bare, None)
        offset, line = len(first), 2 if first.endswith(b"\n") else 1
    while True:
        block = handle.read(BLOCK)
        if not block:
            return cuts
        if not block.endswith(b"\n"):
            block += handle.readline()  # whole lines only
        if open_quote is None and _BASIC not in block and _LITERAL not in block:
            at = 0 if not seen_hand else max(0, target - offset)
            while (found := _LINE_START_BRACKET.search(block, at)) is not None:
                at = found.start()
                end = block.find(b"\n", at) + 1 or len(block)
                if is_hand_header(block[at:end]):
                    if seen_hand:
                        cuts.append(Cut(offset + at, line + block.count(b"\n", 0, at)))
                        target = offset + at + every
                    seen_hand = True
                    at = max(end, target - offset)
                else:
                    at = end
                if at >= len(block):
                    break
            offset, line = offset + len(block), line + block.count(b"\n")
            continue
        at = 0
        while at < len(block):  # line by line, as the reader reads (lines end at b"\n" only)
            end = block.find(b"\n", at) + 1 or len(block)
            text = block[at:end]
            if open_quote is None and is_hand_header(text):
                if seen_hand and offset + at >= target:
                    cuts.append(Cut(offset + at, line))
                    target = offset + at + every
                seen_hand = True
            if open_quote is not None or _BASIC in text or _LITERAL in text:
                open_quote = string_after(text, open_quote)
            at, line = end, line + text.endswith(b"\n")
        offset += len(block)
