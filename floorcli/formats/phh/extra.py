"""The `_floorcli` table's amounts and straddles (`header.py` reads the rest of it).

Amounts: a setting in chips (``cap = 1.50``) counts toward the hand's scale.  Straddles
`convert` wrote into PHH's `blinds_or_straddles` from a hand's straddle actions
(PHH has no straddle action): the `_floorcli` table's `straddles = N` says the last N forced
bets were straddles posted as actions, so floorcli reads them back as those actions (ruled, with
their option), while a PHH tool that ignores the table plays the same forced bets."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeGuard

from floorcli.errors import HandFileError
from floorcli.formats.phh.numbers import chips
from floorcli.profiles.amounts import AMOUNT_SETTINGS
from floorcli.textio.numbers import MAX_CHIPS

__all__ = ["STRADDLES", "house_amounts", "in_units", "straddles_of"]

STRADDLES = "straddles"
"""The `_floorcli` key that counts the straddles of `blinds_or_straddles` posted as actions."""


def straddles_of(extra: object, blinds: list[int], file: str, where: str) -> list[tuple[int, int]]:
    """(position, chips) of the last `straddles` forced bets of `blinds` (zeroed there): the
    straddles `convert` wrote into `blinds_or_straddles` from a hand's straddle actions (PHH
    has no straddle action), read back as those actions; none without the key."""
    if not isinstance(extra, Mapping) or STRADDLES not in extra:
        return []
    count = extra[STRADDLES]
    posted = [i for i, b in enumerate(blinds) if b]
    if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= len(posted) - 2:
        raise HandFileError(
            f"{where}_floorcli: {STRADDLES} = {count!r}: write how many of the last "
            "blinds_or_straddles were straddles posted as actions, e.g. straddles = 1",
            file=file,
        )
    found = [(i, blinds[i]) for i in posted[len(posted) - count :]]
    for i, _ in found:
        blinds[i] = 0
    return found


def house_amounts(extra: object) -> list[float]:
    """The amounts of the amount settings in a hand's `_floorcli` table (``cap = 1.50``, as
    `convert` writes a hand in cents): they count toward the hand's scale."""
    if not isinstance(extra, Mapping):
        return []
    found: list[float] = []
    for key, value in extra.items():
        if key in AMOUNT_SETTINGS:
            found += [v for v in (value if isinstance(value, list) else [value]) if _chips(v)]
    return found


def _chips(value: object) -> TypeGuard[float]:
    """A number of chips PHH may write (anything else is left for the settings' checks)."""
    return type(value) in (int, float) and 0 <= value <= MAX_CHIPS  # type: ignore[operator]


def in_units(key: str, value: object, scale: int) -> object:
    """A `_floorcli` amount setting at the hand's scale (a list item by item)."""
    if key not in AMOUNT_SETTINGS or scale == 1:
        return value
    if isinstance(value, list):
        return [chips(v, scale) if _chips(v) else v for v in value]
    return chips(value, scale) if _chips(value) else value
