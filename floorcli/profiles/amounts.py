"""Amounts as a hand was typed: the one formatter of chips, and the settings that are amounts.

The engine plays whole numbers.  A hand typed in cents (``0.25/0.50``) is played in hundredths
of a chip: its `Rules` carry ``decimals=2`` and every amount shown (rulings, `ask`, pots, the
calculators, live mode) goes through `amount_text` (text) or `amount_json` (JSON), so 50 is
shown as ``0.50``.  With ``decimals=0`` (every whole-chip hand) both give the integer as
before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from functools import partial
from typing import TYPE_CHECKING

from floorcli.profiles.settings import SETTINGS, Rules
from floorcli.profiles.shown import amount_text
from floorcli.textio.numbers import Written, decimal_of, scaled
from floorcli.textio.yamlvalues import LineDict, LineList

if TYPE_CHECKING:
    from decimal import Decimal

__all__ = [
    "AMOUNT_SETTINGS",
    "amount_json",
    "amount_text",
    "amounts_of",
    "copy_mapping",
    "scale_settings",
    "scaled_amount",
    "scaled_settings",
    "setting_amounts",
    "typed_setting",
    "written",
]

AMOUNT_SETTINGS = frozenset(key for key, s in SETTINGS.items() if "amount" in s.kind)
"""The settings that are amounts of chips (one or a list), scaled with a hand's decimals."""


def amounts_of(rules: Rules) -> Callable[[int | None], str]:
    """`amount_text` at the decimals a hand is ruled under: ``a = amounts_of(state.rules)``,
    then ``f"calls {a(20)}"``.  A whole-chip hand gets `str` itself, so wording a ruling
    costs what it did before cents.

    >>> amounts_of(Rules(decimals=2))(150), amounts_of(Rules())(150)
    ('1.50', '150')
    """
    return partial(amount_text, decimals=rules.decimals) if rules.decimals else str


def amount_json(chips: int, decimals: int = 0) -> int | Decimal:
    """`chips` for JSON: the integer itself in a whole-chip hand, else the exact `Decimal`
    (written as a JSON number by `floorcli.cli.render.write_json`).

    >>> amount_json(50, 2), amount_json(50, 0)
    (Decimal('0.50'), 50)
    """
    if not decimals:
        return chips
    from decimal import Decimal  # only for a hand in cents: start-up stays as it was

    return Decimal(amount_text(chips, decimals))


def written(chips: int, decimals: int = 0) -> int | Written:
    """An amount as a file written by floorcli holds it: the integer in a whole-chip hand,
    else a `Written` float that a YAML writer prints as typed (``0.50``) and the loader reads
    back exactly.

    >>> written(50, 0), written(50, 2).text
    (50, '0.50')
    """
    return Written(amount_text(chips, decimals)) if decimals else chips


def typed_setting(key: str, value: object, decimals: int = 0) -> object:
    """A setting's value as the hand typed it: in a hand in cents, each amount of an amount
    setting as its exact `Decimal`; anything else as it is.

    >>> typed_setting("blinds", (25, 50), 2), typed_setting("raise_cap", 3, 2)
    ([Decimal('0.25'), Decimal('0.50')], 3)
    """
    if not decimals or key not in AMOUNT_SETTINGS:
        return value
    if isinstance(value, int) and not isinstance(value, bool):
        return amount_json(value, decimals)
    if isinstance(value, list | tuple):
        return [amount_json(v, decimals) for v in value]
    return value


def scale_settings(settings: Mapping[str, object], factor: int) -> dict[str, object]:
    """Profile settings with every amount (`AMOUNT_SETTINGS`) multiplied by `factor`.

    >>> scale_settings({"blinds": [1, 2], "ante": 0, "cap": None, "raise_cap": 3}, 100)
    {'blinds': [100, 200], 'ante': 0, 'cap': None, 'raise_cap': 3}
    """
    out: dict[str, object] = {}
    for key, value in settings.items():
        if key in AMOUNT_SETTINGS and isinstance(value, int) and not isinstance(value, bool):
            value = value * factor
        elif key in AMOUNT_SETTINGS and isinstance(value, list | tuple):
            value = type(value)(v * factor for v in value)
        out[key] = value
    return out


def setting_amounts(data: LineDict) -> Iterator[tuple[object, str, int]]:
    """Every amount of the amount settings a loaded mapping writes (a profile, or a hand's or
    a session's overrides), in the file's order: (value, key, line)."""
    for key, value in data.items():
        if key not in AMOUNT_SETTINGS:
            continue
        if isinstance(value, LineList):
            for n, item in enumerate(value):
                yield item, key, value.item_line(n)
        else:
            yield value, key, data.key_line(key)


def scaled_settings(data: LineDict, decimals: int) -> LineDict:
    """A copy of a loaded mapping (a profile, a hand, a session) with each amount setting in
    units of ``10**-decimals`` (a whole number); anything that is not an amount is left as it
    is, for the settings' own checks to refuse with its line.

    >>> data = LineDict({"blinds": LineList([Written("0.25"), Written("0.50")]), "ante": 1})
    >>> scaled = scaled_settings(data, 2)
    >>> scaled["blinds"], scaled["ante"]
    ([25, 50], 100)
    """
    out = copy_mapping(data)
    for key, value in data.items():
        if key not in AMOUNT_SETTINGS:
            continue
        if isinstance(value, LineList):
            items = LineList((scaled_amount(v, decimals) for v in value), line=value.line)
            items.item_lines = list(value.item_lines)
            out[key] = items
        else:
            out[key] = scaled_amount(value, decimals)
    return out


def copy_mapping(mapping: LineDict) -> LineDict:
    """A copy of a loaded mapping with its lines (to change without changing the file's)."""
    out = LineDict(mapping, line=mapping.line)
    out.key_lines = dict(mapping.key_lines)
    return out


def scaled_amount(value: object, decimals: int) -> object:
    """An amount in units of ``10**-decimals`` (anything that is not one, as it is).

    >>> scaled_amount(Written("1.50"), 2), scaled_amount(3, 2), scaled_amount("x", 2)
    (150, 300, 'x')
    """
    exact = decimal_of(value) if isinstance(value, int | float) else None
    if exact is None or exact < 0:
        return value
    return scaled(exact, decimals)
