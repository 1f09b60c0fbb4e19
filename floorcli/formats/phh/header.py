"""A PHH hand's header fields as floorcli's rules, seats and chip scale.

PHH lists players by position: the first is the small blind, the last holds the button
(heads-up the list is the big blind then the button, and `antes` and `blinds_or_straddles`
apply reversed).  floorcli seats them 1..N in that order (or at the `seats` numbers when the
file gives them), so the button is the last seat.  Amounts finer than a chip are scaled by the
smallest power of ten that makes them whole.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from floorcli.errors import FloorError, HandFileError, UnsupportedHand
from floorcli.formats.phh.extra import STRADDLES, house_amounts, in_units, straddles_of
from floorcli.formats.phh.numbers import Token, _numbers, _scale, cbr_amount, chips, number_of
from floorcli.formats.phh.variants import (
    DEFAULT_PROFILES,
    DRAWS,
    GAMES,
    HOLE_CARDS,
    STRUCTURES,
    VARIANT_NAMES,
)
from floorcli.model.seats import SeatSpec, clockwise
from floorcli.profiles import loader
from floorcli.profiles.choices import Draws, Game
from floorcli.profiles.settings import Rules
from floorcli.profiles.validate import validate_settings
from floorcli.textio.yamlvalues import LineDict

EXTRA_KEY = "_floorcli"
"""A user-defined PHH field (leading underscore): the profile and house settings of the hand."""


class Setup(NamedTuple):
    """What a hand's header decides: the rules, the seats, the chip scale."""

    rules: Rules
    specs: tuple[SeatSpec, ...]
    seats: tuple[int, ...]
    order: tuple[int, ...]
    """Indexes of the PHH positions in seat order."""
    positions: tuple[int, ...]
    """For each PHH position, the index of its seat in seat order (`order` inverted)."""
    scale: int
    straddles: tuple[tuple[int, int], ...] = ()
    """(seat, chips) of the straddles `_floorcli` says were posted as actions (`extra.py`)."""


_HEADER = (
    "variant",
    "starting_stacks",
    "antes",
    "blinds_or_straddles",
    "bring_in",
    "min_bet",
    "small_bet",
    "big_bet",
    EXTRA_KEY,
    "seats",
    "seat_count",
    "players",
)


def setup_of(
    data: Mapping[str, Any],
    tokens: Sequence[Token],
    whole: bool,
    default_rules: str | None,
    file: str,
    where: str,
) -> Setup:
    """The hand's setup; hands with the same header (a corpus repeats a few games) share
    one, read once.  A header with a problem is read again to word the error."""
    found = shared_setup(data, default_rules) if whole else None
    return found if found is not None else _setup(data, tokens, default_rules, file, where)


def shared_setup(data: Mapping[str, Any], default_rules: str | None) -> Setup | None:
    """The setup of a hand whose bets are all in whole chips (then the header alone decides
    it), shared with every hand of the same header; None when the header has a problem:
    `setup_of` reads it again to word it.  The key keeps each value's type: as plain values
    `[true, 2]` and `[1, 2]` (or `2.0` and `2`) are equal, and a file refused on its own was
    read as the one before it."""
    values = list(map(data.get, _HEADER))
    typed = [
        v
        if type(v) is str or v is None
        else (tuple(v), *map(type, v))
        if type(v) is list
        else repr(v)  # a number, a bool, a table: its repr shows its type
        for v in values
    ]
    key = (*typed, default_rules)
    try:
        found = _SETUPS.get(key)
    except TypeError:  # a list holding a list or a table is no key: read uncached
        return None
    if found is None:
        header = {k: v for k, v in zip(_HEADER, values, strict=True) if v is not None}
        try:
            found = _setup(header, (), default_rules, "PHH", "")
        except FloorError:
            return None
        if len(_SETUPS) >= _SETUPS_MAX:
            _SETUPS.clear()
        _SETUPS[key] = found
    return found


_SETUPS: dict[tuple[object, ...], Setup] = {}
"""The setups read so far, by header (a corpus repeats a few games)."""
_SETUPS_MAX = 1024


class _TableKey(tuple[tuple[str, object], ...]):
    """A TOML table as part of a cache key."""


def _unhashable(value: object) -> object:
    if isinstance(value, _TableKey):
        return {k: _unhashable(v) for k, v in value}
    if isinstance(value, tuple):
        return [_unhashable(v) for v in value]
    return value


def _setup(
    data: Mapping[str, Any],
    tokens: Sequence[Token],
    default_rules: str | None,
    file: str,
    where: str,
) -> Setup:
    variant = str(data.get("variant"))
    stacks = _numbers(data, "starting_stacks", file, where)
    n = len(stacks)
    if n < 2:
        raise HandFileError(f"{where}starting_stacks: a hand needs at least two players", file=file)
    if any(s != s or s in (float("inf"), float("-inf")) for s in stacks):
        raise UnsupportedHand(
            f"{where}starting_stacks has an unknown (inf) stack; floorcli needs every stack",
            file=file,
        )
    antes = _numbers(data, "antes", file, where, length=n)
    if variant in GAMES and "blinds_or_straddles" not in data:
        blinds = [0.0] * n  # stud: a bring-in, no blinds (PHH leaves the field out)
    else:
        blinds = _numbers(data, "blinds_or_straddles", file, where, length=n)
    sizes = {k: data[k] for k in ("bring_in", "min_bet", "small_bet", "big_bet") if k in data}
    sized = [number_of(v, what=f"{where}{k}", file=file) for k, v in sizes.items()]
    for token in tokens:
        if token[1] == "cbr":
            cbr_amount(token, file=file, where=where)  # refused here unless digits, bounded
    typed = [t[2] for t in tokens if t[1] == "cbr"]  # checked by `cbr_amount` above
    house = house_amounts(data.get(EXTRA_KEY))
    scale = _scale([*stacks, *antes, *blinds, *sized, *typed, *house])
    if scale is None:  # no chip is that small: a typing slip to report, not a game to skip
        raise HandFileError(
            f"{where}amounts finer than 1/10000 of a chip; floorcli counts whole chips", file=file
        )
    stacks_i = [chips(v, scale) for v in stacks]
    forced = [chips(v, scale) for v in blinds]
    straddled = straddles_of(data.get(EXTRA_KEY), forced, file, where)
    overrides = _game_settings(variant, [chips(v, scale) for v in antes], forced, file, where)
    for key, value in sizes.items():
        overrides[key] = chips(number_of(value, file=file), scale)
    extra = data.get(EXTRA_KEY, {})
    if not isinstance(extra, Mapping):
        raise HandFileError(
            f"{where}{EXTRA_KEY} is a table of floorcli settings, e.g. "
            f"{EXTRA_KEY} = {{rules = 'tda-nlhe'}}",
            file=file,
        )
    extra = {k: None if v == "null" else in_units(k, v, scale) for k, v in extra.items()}
    for key in ("source", "notes", STRADDLES):  # the hand's own text; the straddles, read above
        extra.pop(key, None)
    named = extra.pop("rules", None)
    if named is not None and not isinstance(named, str):
        raise HandFileError(
            f"{where}{EXTRA_KEY}: rules = {named!r} is not a profile name; write e.g. "
            f"{EXTRA_KEY} = {{rules = 'tda-nlhe'}}",
            file=file,
        )
    profile = named or default_rules or DEFAULT_PROFILES[variant]
    overrides.update(extra)
    # A hand in cents: amounts shown as PHH wrote them (0.25, not 25), the profile's in cents.
    rules = _rules(str(profile), _freeze(overrides), len(str(scale)) - 1, file)
    if 10**rules.decimals > scale:  # a profile in cents over a hand in whole chips
        scale = 10**rules.decimals
        stacks_i = [chips(v, scale) for v in stacks]
    seats = _seat_numbers(data, n, file, where)
    _on_the_table(data, seats, rules.table_seats, file, where)
    names = _names(data, n)
    order = sorted(range(n), key=seats.__getitem__)
    specs = tuple(SeatSpec(seat=seats[i], stack=stacks_i[i], name=names[i]) for i in order)
    positions = [0] * n
    for k, i in enumerate(order):
        positions[i] = k
    return Setup(
        straddles=tuple((seats[i], amount) for i, amount in straddled),
        rules=rules,
        specs=specs,
        seats=tuple(seats),
        order=tuple(order),
        positions=tuple(positions),
        scale=scale,
    )


def _game_settings(
    variant: str, antes: list[int], blinds: list[int], file: str, where: str
) -> dict[str, object]:
    """structure, blinds, ante and ante_mode from PHH's per-position lists."""
    n = len(blinds)
    settings: dict[str, object] = {"structure": STRUCTURES[variant].value}
    settings["game"] = GAMES.get(variant, Game.COMMUNITY).value
    settings["draws"] = DRAWS.get(variant, Draws.NONE).value
    nonzero = [i for i, b in enumerate(blinds) if b]
    if n == 2:
        if blinds[0] and not blinds[1]:
            raise UnsupportedHand(
                f"{where}heads-up blinds_or_straddles {blinds}: only a small blind; "
                "floorcli needs the button's blind first",
                file=file,
            )
        posted = [b for b in blinds if b]
    elif nonzero == [n - 1]:  # short deck's button blind: the button posts it
        settings["button_blind"] = True
        posted = [blinds[n - 1]]
    else:
        if nonzero != list(range(len(nonzero))) or len(nonzero) > 3:
            raise UnsupportedHand(
                f"{where}blinds_or_straddles {blinds}: floorcli reads up to three forced "
                "bets left of the button (small blind, big blind, an under-the-gun straddle)",
                file=file,
            )
        posted = [blinds[i] for i in nonzero]
    if posted:
        settings["blinds"] = posted
    effective = antes[::-1] if n == 2 else antes
    paid = [i for i, a in enumerate(effective) if a]
    if not paid:
        settings["ante"] = 0
        return settings
    big_blind = (0 if len(posted) == 2 else 1) if n == 2 else max(len(posted) - 1, 0)
    if len(paid) == n and len(set(effective)) == 1:
        settings.update(ante=effective[0], ante_mode="all")
    elif paid == [big_blind] and posted:
        settings.update(ante=effective[big_blind], ante_mode="big-blind")
    elif paid == [n - 1]:
        settings.update(ante=effective[n - 1], ante_mode="button")
    else:
        raise UnsupportedHand(
            f"{where}antes {antes}: floorcli reads equal antes, a big blind ante or a button ante",
            file=file,
        )
    return settings


def _freeze(settings: Mapping[str, object]) -> tuple[tuple[str, object], ...]:
    return tuple(sorted((k, _frozen(v)) for k, v in settings.items()))


def _frozen(value: object) -> object:  # a setting's value as a cache key (`_unhashable` undoes)
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    if isinstance(value, Mapping):
        return _TableKey(sorted((str(k), _frozen(v)) for k, v in value.items()))
    return value


def _rules(
    profile: str, settings: tuple[tuple[str, object], ...], decimals: int, file: str
) -> Rules:
    """A profile with the hand's settings (in units of ``10**-decimals`` chips) on top.  A
    corpus repeats a few games, so the rules are built once per game; a bad setting is
    reported naming the file."""
    try:
        return _cached_rules(profile, settings, decimals)
    except FloorError:
        try:
            return _build_rules(profile, settings, decimals, Path(file).name)
        except FloorError as err:
            if err.file is None:  # the profile named in the hand: the hand's file says where
                err.file = file
            raise


@functools.lru_cache(maxsize=256)
def _cached_rules(profile: str, settings: tuple[tuple[str, object], ...], decimals: int) -> Rules:
    return _build_rules(profile, settings, decimals, "PHH")


def _build_rules(
    profile: str, settings: tuple[tuple[str, object], ...], decimals: int, file: str
) -> Rules:
    raw = {k: _unhashable(v) for k, v in settings}
    checked = validate_settings(LineDict(raw, line=1), file)
    return loader.build_rules(profile, checked, file=file, decimals=decimals)


def _seat_numbers(data: Mapping[str, Any], n: int, file: str, where: str) -> list[int]:
    raw = data.get("seats")
    if raw is None:
        return list(range(1, n + 1))
    ok = (
        isinstance(raw, list)
        and len(raw) == n
        and all(isinstance(s, int) and not isinstance(s, bool) and s > 0 for s in raw)
        and len(set(raw)) == n
    )
    if ok:
        ok = clockwise(raw, after=raw[-1]) == list(raw)
    if not ok:
        raise HandFileError(
            f"{where}seats {raw!r}: write one distinct seat number a player, clockwise from "
            "the small blind to the button",
            file=file,
        )
    return list(raw)


def _on_the_table(
    data: Mapping[str, Any], seats: list[int], size: int, file: str, where: str
) -> None:
    """Every seat is at the table: numbered 1 to PHH's `seat_count` when the file gives it,
    else to the profile's `table_seats` (SPEC section 2, table size)."""
    count, key = data.get("seat_count"), "table_seats"
    if count is not None:
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise HandFileError(
                f"{where}seat_count {count!r}: write the number of seats at the table, e.g. "
                "seat_count = 9",
                file=file,
            )
        size, key = count, "seat_count"
    top = max(seats)
    if top > size:
        raise HandFileError(
            f"{where}seats: seat {top} is not at the table: seats are numbered 1 to {size} "
            f"({key} = {size}); write the seat numbers the players sit in, or "
            f"seat_count = {top} for a bigger table",
            file=file,
        )


def _names(data: Mapping[str, Any], n: int) -> list[str | None]:
    raw = data.get("players")
    if not isinstance(raw, list) or len(raw) != n:
        return [None] * n
    return [str(x).strip() or None if x is not None else None for x in raw]


__all__ = [
    "DEFAULT_PROFILES",
    "DRAWS",
    "EXTRA_KEY",
    "GAMES",
    "HOLE_CARDS",
    "STRUCTURES",
    "VARIANT_NAMES",
    "Setup",
    "Token",
    "cbr_amount",
    "chips",
    "number_of",
    "setup_of",
    "shared_setup",
]
