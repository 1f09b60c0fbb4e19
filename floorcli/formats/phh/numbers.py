"""Numbers in a PHH file: amounts as written (non-negative, finite, bounded), the chip scale
that makes them whole, and `pN cbr X` amounts written in ASCII digits only."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from floorcli.errors import HandFileError
from floorcli.textio.numbers import MAX_CHIPS, ascii_number, too_large

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


def _scale(values: Sequence[float]) -> int | None:
    """The smallest power of ten that makes every amount whole (1 for whole chips)."""
    for scale in (1, 10, 100, 1000, 10000):
        if all(abs(v * scale - round(v * scale)) < 1e-6 for v in values):
            return scale
    return None


def chips(value: float, scale: int) -> int:
    """An amount as whole chips at the hand's scale.

    >>> chips(0.25, 100)
    25
    """
    return round(value * scale)


__all__ = ["Token", "cbr_amount", "chips", "number_of"]
