"""`convert`'s values as text: TOML for PHH, YAML flow for a hand file, amounts as typed.

A hand in cents (`Rules.decimals`) is played in cents; converted, its amounts are written
back in chips with their decimals (PHH ``blinds_or_straddles = [0.25, 0.50, 0]``, a hand
file's ``blinds: [0.25, 0.50]``), never a hundred times too large.
"""

from __future__ import annotations

import json

from floorcli.profiles.amounts import AMOUNT_SETTINGS, amount_text, typed_setting
from floorcli.textio.yamlsrc import yaml_flow

__all__ = ["PHH_AMOUNTS", "toml_value", "yaml_setting"]

PHH_AMOUNTS = frozenset(
    {"antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet"}
    | {"starting_stacks"}
)
"""The PHH fields `convert` writes that are amounts of chips."""


def toml_value(value: object, *, decimals: int = 0, amount: bool = False) -> str:
    """`value` as TOML; an `amount` (a number or a list of them) in chips with `decimals`.

    >>> toml_value([25, 50, 0], decimals=2, amount=True), toml_value("NT"), toml_value(None)
    ('[0.25, 0.50, 0.00]', '"NT"', '"null"')
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return '"null"'
    if isinstance(value, int):
        return amount_text(value, decimals) if amount else str(value)
    if isinstance(value, (tuple, list)):
        inner = ", ".join(toml_value(v, decimals=decimals, amount=amount) for v in value)
        return "[" + inner + "]"
    return json.dumps(str(value), ensure_ascii=False).replace("\x7f", "\\u007f")


def yaml_setting(key: str, value: object, decimals: int = 0) -> str:
    """A setting's value in YAML flow style, an amount setting's amounts with `decimals`.

    >>> yaml_setting("blinds", (25, 50), 2), yaml_setting("structure", "pot-limit", 2)
    ('[0.25, 0.50]', 'pot-limit')
    """
    if not decimals or key not in AMOUNT_SETTINGS:
        return yaml_flow(value)
    typed = typed_setting(key, value, decimals)
    if isinstance(typed, list):
        return "[" + ", ".join(str(v) for v in typed) + "]"
    return "null" if typed is None else str(typed)
