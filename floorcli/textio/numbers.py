"""The one bound on a number of chips, and reading amounts written as text.

A number floorcli reads (a stack, a blind, a bet) is a whole number of chips written in ASCII
digits, at most `MAX_CHIPS`.  The bound is far beyond any real table (the PHH corpus's largest
amount has 8 digits) and keeps every amount exact as a float (below 2**53), so a typo of
thousands of digits is refused in one line instead of slowing or crashing what follows.
"""

from __future__ import annotations

import re

__all__ = ["MAX_CHIPS", "ascii_number", "too_large"]

MAX_CHIPS = 10**15
"""The largest amount of chips floorcli accepts (a thousand trillion)."""

_ASCII_NUMBER = re.compile(r"[0-9]+(?:\.[0-9]+)?")


def ascii_number(text: str) -> bool:
    """True for a number written in ASCII digits (an optional decimal part), nothing else.

    Python's `int` and `float` also read other scripts' digits (Arabic-Indic
    five zero is 50) and ``1_0``;
    a ruling tool reads only what a dealer would read.

    >>> ascii_number("25"), ascii_number("0.25"), ascii_number("\u0665\u0660"), ascii_number("²")
    (True, True, False, False)
    """
    return _ASCII_NUMBER.fullmatch(text) is not None


def too_large(value: float) -> bool:
    """True for an amount beyond `MAX_CHIPS` (or not a number at all: nan, inf).

    >>> too_large(10**15), too_large(10**15 + 1), too_large(float("nan"))
    (False, True, True)
    """
    return not -MAX_CHIPS <= value <= MAX_CHIPS
