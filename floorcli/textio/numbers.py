"""The one bound on a number of chips, and reading amounts written as text.

A number floorcli reads (a stack, a blind, a bet) is a number of chips written in ASCII
digits, at most `MAX_CHIPS`, with at most `MAX_DECIMALS` decimal places (``0.25``).  An amount
with a decimal part is read exactly, as a `Decimal` from the text it was written as, never
through a float: a hand whose amounts have cents is played in hundredths of a chip (see
`scaled`).  The bound applies to the amount as typed: it is far beyond any real table (the PHH
corpus's largest amount has 8 digits), so a typo of thousands of digits is refused in one line
instead of slowing or crashing what follows, and the scaled amount (at most ``10**19``) is
still an exact integer.
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # decimal is imported when an amount has a decimal part (start-up)
    from decimal import Decimal

__all__ = [
    "MAX_CHIPS",
    "MAX_DECIMALS",
    "Written",
    "ascii_number",
    "decimal_of",
    "decimals_of",
    "plain_number",
    "scaled",
    "too_large",
]

MAX_CHIPS = 10**15
"""The largest amount of chips floorcli accepts (a thousand trillion)."""

MAX_DECIMALS = 4
"""The most decimal places an amount may have (``0.0025``); cents need two."""

_ASCII_NUMBER = re.compile(r"[0-9]+(?:\.[0-9]+)?")


class Written(float):
    """A float read from a file that keeps the text it was written as, so that ``0.1`` is read
    as exactly one tenth (`decimal_of`), not as the float nearest to it.

    >>> value = Written("0.50")
    >>> value == 0.5, value.text
    (True, '0.50')
    """

    __slots__ = ("text",)
    text: str

    def __new__(cls, text: str) -> Written:
        value = super().__new__(cls, text)
        value.text = text
        return value


def ascii_number(text: str) -> bool:
    """True for a number written in ASCII digits (an optional decimal part), nothing else.

    Python's `int` and `float` also read other scripts' digits (Arabic-Indic
    five zero is 50) and ``1_0``;
    a ruling tool reads only what a dealer would read.

    >>> ascii_number("25"), ascii_number("0.25"), ascii_number("\u0665\u0660"), ascii_number("²")
    (True, True, False, False)
    """
    return _ASCII_NUMBER.fullmatch(text) is not None


@functools.cache
def _spelled() -> re.Pattern[str]:
    """A number Python or YAML 1.1 would read: compiled on first use (plain numbers, the
    usual kind, never get this far)."""
    return re.compile(
        r"(?P<sign>[+-]?)(?:0[xX](?P<hex>[0-9a-fA-F_]+)|0[oO](?P<oct>[0-7_]+)|0[bB](?P<bin>[01_]+)"
        r"|(?P<dec>[0-9_]*\.?[0-9_]+(?:[eE][+-]?[0-9]+)?|[0-9_]+\.))"
    )


def plain_number(text: str) -> str | None:
    """The one rule for numbers, wherever one is read (a hand file, a profile, a session, a
    flag, a typed line): plain ASCII digits, a decimal part where amounts may have cents.

    For a number spelled another way that Python or YAML 1.1 would read (hex, octal, a
    leading ``+``, an exponent, underscores, a trailing dot) this gives the plain way to write
    it, for the message's "write 1000"; None when `text` is plain, or no number at all (the
    reader then says what it expected).

    >>> plain_number("0x3E8"), plain_number("+3"), plain_number("1e3"), plain_number("1_000")
    ('1000', '3', '1000', '1000')
    >>> plain_number("1000"), plain_number("-5"), plain_number("2.50"), plain_number("ten")
    (None, None, None, None)
    """
    if ascii_number(text.removeprefix("-")):
        return None
    found = _spelled().fullmatch(text.strip())
    if found is None:
        return None
    from decimal import Decimal, InvalidOperation

    sign = "-" if found["sign"] == "-" else ""
    for group, base in (("hex", 16), ("oct", 8), ("bin", 2)):
        if found[group] is not None:
            digits = found[group].replace("_", "")
            return f"{sign}{int(digits, base)}" if digits else None
    written = found["dec"].replace("_", "")
    try:
        value = Decimal(written)
    except InvalidOperation:
        return None
    if not value.is_finite() or abs(value.adjusted()) > len(str(MAX_CHIPS)):
        return None  # 1e999: no plain number to suggest; the reader refuses it as too large
    plain = format(value, "f")
    if "." in written and "e" not in written.lower():
        plain = plain if not plain.endswith(".") else plain[:-1]
    elif "." in plain:
        plain = plain.rstrip("0").rstrip(".")
    return sign + plain


def too_large(value: float | Decimal) -> bool:
    """True for an amount beyond `MAX_CHIPS` (or not a number at all: nan, inf).

    >>> too_large(10**15), too_large(10**15 + 1), too_large(float("nan"))
    (False, True, True)
    """
    return not -MAX_CHIPS <= value <= MAX_CHIPS


def decimal_of(value: object) -> Decimal | None:
    """An amount read from a file as an exact `Decimal`: an int, a `Written` float (from its
    text), ASCII digits with an optional decimal part, or any other finite float converted
    exactly through its shortest text (``0.1`` is one tenth); None for anything else (a bool,
    nan, inf, a word).

    >>> decimal_of(25), decimal_of(Written("0.50")), decimal_of("1.25"), decimal_of(0.1)
    (Decimal('25'), Decimal('0.50'), Decimal('1.25'), Decimal('0.1'))
    >>> decimal_of(True), decimal_of(float("nan")), decimal_of("1e3"), decimal_of(Written("1e3"))
    (None, None, None, None)
    """
    from decimal import Decimal

    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return Decimal(value)
    if isinstance(value, Written):
        return Decimal(value.text) if ascii_number(value.text) else None
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return None
        return Decimal(repr(value)) if "e" not in repr(value) else Decimal(value)
    if isinstance(value, str) and ascii_number(value):
        return Decimal(value)
    return None


def decimals_of(value: Decimal) -> int:
    """The decimal places an amount was written with (``0.50`` has two, ``25`` none).

    >>> from decimal import Decimal
    >>> decimals_of(Decimal("0.50")), decimals_of(Decimal("25")), decimals_of(Decimal("2.5"))
    (2, 0, 1)
    """
    exponent = value.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def scaled(value: Decimal, decimals: int) -> int:
    """`value` in units of ``10**-decimals`` chips, exactly: the integer the engine plays.

    >>> from decimal import Decimal
    >>> scaled(Decimal("0.25"), 2), scaled(Decimal("3"), 2), scaled(Decimal("7"), 0)
    (25, 300, 7)
    """
    whole = value.scaleb(decimals)
    if whole != whole.to_integral_value():
        raise ValueError(f"{value} has more than {decimals} decimal places")
    return int(whole)
