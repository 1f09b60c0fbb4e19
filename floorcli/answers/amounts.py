"""The amounts of an answer for a hand typed in cents, as JSON numbers written as typed.

The engine plays a ``0.25/0.50`` hand in cents (whole numbers); its answers are built the same
as any hand's, then `exact_amounts` turns each amount in them into the exact `Decimal` the
hand's `decimals` make of it (50 becomes ``0.50``), which the JSON writer prints as a number.
A whole-chip hand's answer is returned as it was.
"""

from __future__ import annotations

from typing import Any

from floorcli.profiles.amounts import AMOUNT_SETTINGS, amount_json

__all__ = ["AMOUNT_KEYS", "exact_amounts"]

AMOUNT_KEYS = frozenset(
    {
        "added",
        "adds",
        "amount",
        "current_bet",
        "due",
        "each",
        "last",
        "matched_to",
        "max_raise_to",
        "min_raise_to",
        "mine",
        "odd_chips",
        "pot_after_call",
        "pot_max_to",
        "share",
        "stack",
        "start",
        "to",
        "to_call",
        "total",
        "trail",
        *AMOUNT_SETTINGS,
    }
)
"""The keys whose numbers are amounts of chips in the answers' JSON (ask, replay, potmax,
sidepots), and the amount settings of `rules.overrides`."""


def exact_amounts(data: Any, decimals: int) -> Any:
    """`data` with each amount (a number under one of `AMOUNT_KEYS`) as typed.

    >>> exact_amounts({"to": 150, "seat": 3, "pots": [{"amount": 75}]}, 2)
    {'to': Decimal('1.50'), 'seat': 3, 'pots': [{'amount': Decimal('0.75')}]}
    """
    if not decimals:
        return data
    return _walk(data, decimals, amount=False)


def _walk(data: Any, decimals: int, *, amount: bool) -> Any:
    if isinstance(data, dict):
        return {k: _walk(v, decimals, amount=k in AMOUNT_KEYS) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return [_walk(v, decimals, amount=amount) for v in data]
    if amount and isinstance(data, int) and not isinstance(data, bool):
        return amount_json(data, decimals)
    return data
