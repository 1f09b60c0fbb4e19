"""Check a profile's settings (or a hand file's overrides) against `SETTINGS` and convert them.

`validate_settings` turns the YAML mapping into checked values (enum strings to enums, lists
to tuples) and refuses anything else with the file, the line and what to write instead;
`format_value` writes a value back as YAML for those messages and for `floorcli rules show`.
"""

from __future__ import annotations

from enum import StrEnum

from floorcli.errors import RulesetError, close_match_hint
from floorcli.profiles.amounts import setting_amounts
from floorcli.profiles.settings import META_KEYS, SETTINGS, Rules, Setting
from floorcli.profiles.shown import amount_text
from floorcli.textio.numbers import Written, decimal_of, decimals_of
from floorcli.textio.yamlvalues import LineDict, LineList

__all__ = [
    "ENUMS",
    "PROFILE_DECIMALS",
    "format_value",
    "profile_decimals",
    "refuse",
    "validate_settings",
]

PROFILE_DECIMALS = 2
"""The most decimal places a profile's amounts may have: cents (``min_bet: 0.50``)."""

_DEFAULTS = Rules()
ENUMS: dict[str, type[StrEnum]] = {
    key: type(getattr(_DEFAULTS, key)) for key, s in SETTINGS.items() if s.kind == "enum"
}
"""The enum type of each setting that is a choice of words."""
_EXAMPLES = {
    "blinds": "[1, 2]",
    "spread": "[2, 10]",
    "ante": "1",
    "small_bet": "10",
    "big_bet": "20",
    "cap": "100",
    "min_bet": "10",
    "raise_cap": "3",
    "max_straddles": "1",
    "table_seats": "9",
    "clock_seconds": "25",
    "clock_countdown": "5",
}
_POSITIVE = frozenset({"small_bet", "big_bet", "cap", "min_bet", "table_seats"})
_CHIP_UNIT_HINT = (
    "chip_unit counts the game's smallest unit (a cent when its amounts are in cents): "
    "for a 0.25 chip in a game in cents write chip_unit: 25"
)
_HAND_KEYS = frozenset({"seats", "button", "actions", "events", "hands"})
_SHOW_HINT = "see 'floorcli rules show tda-nlhe' for every setting"


def format_value(value: object) -> str:
    """A setting's value as it is written in YAML.

    >>> format_value(True), format_value(None), format_value((1, 2))
    ('true', 'null', '[1, 2]')
    >>> from floorcli.profiles.settings import Structure
    >>> format_value(Structure.NO_LIMIT), format_value("full")
    ('no-limit', "'full'")
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, StrEnum):
        return value.value
    if isinstance(value, list | tuple):
        return "[" + ", ".join(format_value(v) for v in value) + "]"
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, Written):
        return value.text
    return str(value)


def refuse(message: str, file: str | None, line: int | None) -> RulesetError:
    """The error for a profile: `message` at `file`:`line`."""
    return RulesetError(message, file=file, line=line)


def profile_decimals(data: object, file: str) -> int:
    """The decimal places a profile's amounts are written with: 0 for whole chips, 2 when
    any is in cents (``min_bet: 0.50``).  An amount finer than a cent is refused with the
    file and line.

    >>> from floorcli.textio.numbers import Written
    >>> profile_decimals(LineDict({"min_bet": Written("0.50"), "ante": 1}), "home.yaml")
    2
    >>> try:
    ...     profile_decimals(LineDict({"ante": Written("0.125")}, line=4), "home.yaml")
    ... except RulesetError as err:
    ...     print(err.message)
    ante: 0.125 is finer than a cent (3 decimal places); a profile's amounts have at most 2, \
e.g. ante: 0.10
    """
    if not isinstance(data, LineDict):
        return 0  # not a mapping: `validate_settings` says so
    found = 0
    for value, key, line in setting_amounts(data):
        exact = decimal_of(value) if isinstance(value, float) else None
        if exact is None:
            continue  # not a number of chips (or negative): `validate_settings` says so
        places = decimals_of(exact)
        if places > PROFILE_DECIMALS:
            example = "[0.25, 0.50]" if SETTINGS[key].kind == "amounts" else "0.10"
            raise refuse(
                f"{key}: {exact} is finer than a cent ({places} decimal places); a profile's "
                f"amounts have at most {PROFILE_DECIMALS}, e.g. {key}: {example}",
                file,
                line,
            )
        found = max(found, places)
    return found


def _amount(key: str, value: object, *, file: str, line: int, chips: bool = True) -> int:
    example = f"{key}: {_EXAMPLES.get(key, '10')}"
    unit = "a whole number of chips" if chips else "a whole number"
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise refuse(
            f"{key}: {format_value(value)} is not {unit}; write e.g. {example}", file, line
        )
    positive = "an amount of chips" if chips else "a whole number"
    if value < 0:
        raise refuse(
            f"{key}: {format_value(value)} is negative; write {positive}, e.g. {example}",
            file,
            line,
        )
    if isinstance(value, float):
        hint = _CHIP_UNIT_HINT if key == "chip_unit" else f"write e.g. {example}"
        raise refuse(f"{key}: {format_value(value)} is not {unit}; {hint}", file, line)
    if value == 0 and key in _POSITIVE:
        raise refuse(
            f"{key}: 0 is not a positive number of chips; write e.g. {example} (or null for none)",
            file,
            line,
        )
    return value


def _amounts(
    setting: Setting, value: object, *, file: str, line: int, decimals: int = 0
) -> tuple[int, ...]:
    key = setting.key
    example = f"{key}: {_EXAMPLES.get(key, '[1, 2]')}"
    if not isinstance(value, list):
        raise refuse(
            f"{key}: {format_value(value)} is not a list; write e.g. {example}", file, line
        )
    count = len(value)
    if not setting.min_items <= count <= setting.max_items:
        limit = (
            f"at most {setting.max_items} allowed"
            if count > setting.max_items
            else f"at least {setting.min_items} needed"
        )
        noun = "amount" if count == 1 else "amounts"
        raise refuse(f"{key}: {count} {noun} given, {limit}; write e.g. {example}", file, line)
    items: list[int] = []
    for index, item in enumerate(value):
        where = value.item_line(index) if isinstance(value, LineList) else line
        if isinstance(item, float) and item <= 0:
            raise refuse(
                f"{key}: {format_value(item)} is not a positive number of chips; "
                f"write e.g. {example}",
                file,
                where,
            )
        if isinstance(item, bool) or not isinstance(item, int):
            raise refuse(
                f"{key}: {format_value(item)} is not a whole number of chips; write e.g. {example}",
                file,
                where,
            )
        if item <= 0:
            raise refuse(
                f"{key}: {item} is not a positive number of chips; write e.g. {example}",
                file,
                where,
            )
        items.append(item)
    if key == "spread" and any(items[0] > high for high in items[1:]):
        raise refuse(
            f"spread: [{', '.join(amount_text(v, decimals) for v in items)}] has its minimum "
            "above a maximum; "
            f"write [min, max], e.g. {example}",
            file,
            line,
        )
    return tuple(items)


def _convert(setting: Setting, value: object, *, file: str, line: int, decimals: int) -> object:
    """One setting's YAML value checked and converted (enum strings to enums, lists to tuples)."""
    key, kind = setting.key, setting.kind
    if kind == "enum":
        if isinstance(value, str) and value in setting.choices:
            return ENUMS[key](value)
        hint = close_match_hint(value, setting.choices, fold=True)
        if not hint and value in (False, None) and "none" in setting.choices:
            hint = " (did you mean 'none'?)"
        choices = ", ".join(setting.choices)
        raise refuse(f"{key}: {format_value(value)} is not one of {choices}{hint}", file, line)
    if kind == "bool":
        if isinstance(value, bool):
            return value
        raise refuse(
            f"{key}: {format_value(value)} is not true or false; write {key}: true or {key}: false",
            file,
            line,
        )
    if kind.startswith("optional-") and value is None:
        return None
    if kind in ("amount", "optional-amount"):
        return _amount(key, value, file=file, line=line)
    if kind in ("count", "optional-count"):
        return _amount(key, value, file=file, line=line, chips=False)
    if kind == "amounts":
        return _amounts(setting, value, file=file, line=line, decimals=decimals)
    raise refuse(f"{key}: setting kind {kind!r} is not known to this version", file, line)


def _text(key: str, value: object, *, file: str, line: int) -> str:
    if isinstance(value, str) and value.strip():
        return value
    raise refuse(f'{key}: {format_value(value)} is not text; write e.g. {key}: "..."', file, line)


def _sources(value: object, *, file: str, line: int) -> dict[str, str]:
    if not isinstance(value, dict):
        raise refuse(
            f"sources: {format_value(value)} is not a mapping; write one citation per setting, "
            'e.g. sources: {incomplete_raise: "TDA 2024 Rule 47"}',
            file,
            line,
        )
    cited: dict[str, str] = {}
    for key, text in value.items():
        where = value.key_line(key) if isinstance(value, LineDict) else line
        if key not in SETTINGS:
            hint = close_match_hint(key, SETTINGS, fold=True)
            raise refuse(
                f"sources: {format_value(key)} is not a setting{hint}; {_SHOW_HINT}", file, where
            )
        if not isinstance(text, str) or not text.strip():
            raise refuse(
                f'sources: {key}: {format_value(text)} is not text; write e.g. {key}: "TDA 2024 '
                'Rule 47"',
                file,
                where,
            )
        cited[key] = text
    return cited


def _unknown_key(key: object, *, hand: bool, allowed: frozenset[str]) -> str:
    if hand and key == "extends":
        return "a hand file names its profile with 'rules: NAME', not 'extends:'"
    if not hand and key == "rules":
        return "a profile builds on another with 'extends: NAME', not 'rules:'"
    if not hand and key in _HAND_KEYS:
        return f"{key!r} belongs in a hand file, not in a profile"
    hint = close_match_hint(key, (*SETTINGS, *META_KEYS, *sorted(allowed)), fold=True)
    return f"unknown setting {format_value(key)}{hint}; {_SHOW_HINT}"


def validate_settings(
    data: LineDict,
    file: str,
    *,
    allow_hand_keys: frozenset[str] = frozenset(),
    decimals: int = 0,
) -> dict[str, object]:
    """Check every key and value of a profile (or a hand file's top level) and convert them.

    Keys in `allow_hand_keys` are skipped and left out of the result.  The result is a
    `LineDict` that keeps each key's line; enum values become enums and lists become tuples.
    Amounts are already whole numbers of ``10**-decimals`` chips (`profile_decimals`); a
    message shows them as typed.
    """
    if not isinstance(data, dict):
        kind = "nothing" if data is None else f"a {type(data).__name__.replace('Line', '').lower()}"
        raise refuse(
            f"expected a mapping of settings (key: value), found {kind}; "
            "write e.g. name: my-rules, extends: tda-nlhe",
            file,
            getattr(data, "line", None) or 1,
        )
    hand = bool(allow_hand_keys)
    result = LineDict(line=data.line if isinstance(data, LineDict) else 1)
    for key, value in data.items():
        line = data.key_line(key) if isinstance(data, LineDict) else result.line
        if key in allow_hand_keys:
            continue
        if not isinstance(key, str) or (key not in SETTINGS and key not in META_KEYS):
            raise refuse(_unknown_key(key, hand=hand, allowed=allow_hand_keys), file, line)
        if hand and key == "extends":
            raise refuse(_unknown_key(key, hand=True, allowed=allow_hand_keys), file, line)
        if key == "sources":
            result[key] = _sources(value, file=file, line=line)
        elif key in META_KEYS:
            result[key] = _text(key, value, file=file, line=line)
        else:
            result[key] = _convert(SETTINGS[key], value, file=file, line=line, decimals=decimals)
        result.key_lines[key] = line
    return result
