"""How a setting's value and an amount are written for people: the one formatter of an
amount (`amount_text`), and a setting's value as a ruling quotes it (`shown_value`).

This module imports nothing of floorcli's, so the settings table (`floorcli.profiles.settings`)
and everything above it use the same words.
"""

from __future__ import annotations

__all__ = ["amount_text", "grouped", "shown_value", "typed_amounts"]


def amount_text(chips: int | None, decimals: int = 0) -> str:
    """`chips` (in units of ``10**-decimals``) as the hand wrote amounts (None, an amount not
    given, as ``None``, the same as ``str``).

    >>> amount_text(50, 2), amount_text(1234, 2), amount_text(5, 0), amount_text(-5, 2)
    ('0.50', '12.34', '5', '-0.05')
    """
    if not decimals or chips is None:
        return str(chips)
    whole, part = divmod(abs(chips), 10**decimals)
    sign = "-" if chips < 0 else ""
    return f"{sign}{whole}.{part:0{decimals}d}"


def grouped(chips: int, decimals: int = 0) -> str:
    """`amount_text` with thousands separators, as a dealer reads an amount at a glance.

    >>> grouped(1505), grouped(123456, 2), grouped(-2500)
    ('1,505', '1,234.56', '-2,500')
    """
    whole, dot, part = amount_text(chips, decimals).partition(".")
    return f"{int(whole):,}{dot}{part}" if whole != "-0" else f"-0{dot}{part}"


def typed_amounts(value: object, decimals: int) -> object:
    """An amount setting's value (a number, a tuple of them or None) as text with `decimals`.

    >>> typed_amounts((25, 50), 2), typed_amounts(None, 2)
    (('0.25', '0.50'), None)
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return amount_text(value, decimals)
    if isinstance(value, tuple):
        return tuple(amount_text(v, decimals) for v in value)
    return value


_UNSET_WORDS = {
    "min_bet": "the big blind",
    "raise_cap": "unlimited",
    "max_straddles": "unlimited",
    "chip_unit": "the smallest chip in play",
}


def shown_value(key: str, value: object) -> str:
    """A setting's value as a ruling quotes it: words, never a Python value.

    >>> shown_value("min_bet", None), shown_value("raise_cap", None), shown_value("cap", None)
    ('the big blind', 'unlimited', 'none')
    >>> shown_value("blinds", (5, 10)), shown_value("sleeper", False)
    ('5, 10', 'false')
    """
    if value is None:
        return _UNSET_WORDS.get(key, "none")
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, tuple):
        return ", ".join(shown_value(key, v) for v in value)
    return str(value)
