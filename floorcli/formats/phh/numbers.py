"""Numbers in a PHH file: amounts as written (non-negative, finite, bounded), the chip scale
that makes them whole, and `pN cbr X` amounts written in ASCII digits only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from floorcli.errors import HandFileError

if TYPE_CHECKING:
    from decimal import Decimal

from floorcli.textio.numbers import MAX_CHIPS, MAX_DECIMALS, ascii_number, decimals_of, too_large

MAX_DIGITS = len(str(MAX_CHIPS))
"""The most digits a `cbr` amount read as written may have (more is refused as too large)."""

Token = tuple[str, str, str, int]
"""One PHH action the betting follows: (actor, verb, argument, action number in the file)."""


def number_of(value: object, *, what: str = "", file: str | None = None) -> float:
    """A TOML number as it was written: non-negative, finite, at most `MAX_CHIPS`; anything
    else is a `HandFileError` naming `what` and the file.

    >>> number_of(float("nan"), what="min_bet", file="x.phh")
    Traceback (most recent call last):
    floorcli.errors.HandFileError: x.phh: min_bet: nan is not a number of chips; write e.g. 2
    """
    label = f"{what}: " if what else ""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != value:
        raise HandFileError(f"{label}{value!r} is not a number of chips; write e.g. 2", file=file)
    if value < 0:
        raise HandFileError(f"{label}{value!r} is not a non-negative number of chips", file=file)
    if too_large(value):
        raise HandFileError(
            f"{label}{value!r} is too large: amounts are at most {MAX_CHIPS:,} chips", file=file
        )
    return value


def _numbers(
    data: Mapping[str, Any], key: str, file: str, where: str, *, length: int | None = None
) -> list[float]:
    raw = data.get(key)
    if not isinstance(raw, list):
        raise HandFileError(f"{where}{key}: PHH needs a list of numbers, one a player", file=file)
    if length is not None and len(raw) != length:
        raise HandFileError(
            f"{where}{key} has {len(raw)} entries for {length} players (starting_stacks)",
            file=file,
        )
    out: list[float] = []
    for value in raw:
        if key == "starting_stacks" and value == float("inf"):
            out.append(value)  # an unknown stack: refused below as unsupported
            continue
        out.append(number_of(value, what=f"{where}{key}", file=file))
    return out


def cbr_amount(token: Token, *, file: str, where: str = "") -> float:
    """The amount of a `pN cbr X` action: ASCII digits (a decimal part allowed), at most
    `MAX_CHIPS`; Python's `float` would also read ``nan``, ``1e400``, ``1_0``
    and other scripts' digits."""
    actor, verb, arg, k = token
    if not ascii_number(arg):
        raise HandFileError(
            f"{where}action {k} '{actor} {verb} {arg}': the amount is not a number of chips; "
            "write digits, e.g. 'p3 cbr 300'",
            file=file,
        )
    value = float(arg)
    if too_large(value):
        shown = arg if len(arg) <= 24 else f"{arg[:12]}...({len(arg)} digits)"
        raise HandFileError(
            f"{where}action {k} '{actor} {verb} {shown}': too large; amounts are at most "
            f"{MAX_CHIPS:,} chips",
            file=file,
        )
    return value


def _exact(value: float | str) -> Decimal:
    """An amount exactly: a `cbr` amount from its text, a TOML float through its shortest
    text (``0.1`` is one tenth; a float holds what was written up to 15 digits), trailing
    zeros dropped (``100.0`` is whole)."""
    from decimal import Decimal

    exact = Decimal(value if isinstance(value, str) else repr(value))
    whole = exact.to_integral_value()
    return whole if exact == whole else exact.normalize()


def _scale(values: Sequence[float | str]) -> int | None:
    """The smallest power of ten that makes every amount whole (1 for whole chips; None
    beyond `MAX_DECIMALS` places).

    >>> _scale([50, 100.0, 0.25]), _scale(["1.5"]), _scale([0.0, 2.0]), _scale([0.000001])
    (100, 10, 1, None)
    """
    places = max(
        (decimals_of(_exact(v)) for v in values if not isinstance(v, int) and v == v),
        default=0,
    )
    return 10**places if places <= MAX_DECIMALS else None


def chips(value: float | str, scale: int) -> int:
    """An amount as whole chips at the hand's scale, exactly.

    >>> chips(0.25, 100), chips("1.10", 100), chips(7, 100)
    (25, 110, 700)
    """
    if isinstance(value, int):
        return value * scale
    if isinstance(value, str) and value.isdigit():  # a whole `cbr` amount: no Decimal needed
        return int(value) * scale
    return int(_exact(value) * scale)


__all__ = ["MAX_DIGITS", "Token", "cbr_amount", "chips", "number_of"]
