"""A hand typed in cents (``blinds: [0.25, 0.50]``): its decimal places, and its amounts as the
whole numbers the engine plays.

A hand's unit is the finest decimal place of its stacks and of the amount settings it
overrides (the blinds, the ante ...).  ``0.25/0.50`` has two places, so every amount of the hand
(the profile's own included) is multiplied by 100 and the hand is played in cents; its `Rules`
carry ``decimals=2`` and every answer shows the amounts back as typed
(`floorcli.profiles.amounts`).  The actions are then read in that unit: ``raise 1.50`` is 150,
and an action finer than the hand (``raise 2.5`` at 1/2) is refused, as the live table refuses
it, since the table's unit is fixed when it starts.
Amounts are read exactly from the text (`floorcli.textio.numbers.Written`), never through a
float.  A hand with no decimal point anywhere is read exactly as before.
"""

from __future__ import annotations

from collections.abc import Iterator

from floorcli.errors import HandFileError
from floorcli.profiles.amounts import copy_mapping, scaled_amount, scaled_settings, setting_amounts
from floorcli.textio.numbers import MAX_DECIMALS, decimal_of, decimals_of
from floorcli.textio.yamlsrc import LineDict

__all__ = [
    "copy_mapping",
    "hand_decimals",
    "places_of",
    "scale_hand",
    "scaled_amount",
]


def _amounts(data: LineDict) -> Iterator[tuple[object, str, int]]:
    """Every amount a hand file writes outside its actions: (value, where, line)."""
    seats = data.get("seats")
    if isinstance(seats, LineDict):
        for key, value in seats.items():
            if isinstance(value, LineDict):
                yield value.get("stack"), f"seat {key}: stack", value.key_line("stack")
            else:
                yield value, f"seat {key}", seats.key_line(key)
    yield from setting_amounts(data)


def places_of(value: object, where: str, file: str, line: int) -> int:
    """The decimal places of an amount as written (0 for a whole number or not a number);
    more than `MAX_DECIMALS` is refused with the file and line."""
    exact = decimal_of(value) if isinstance(value, float) else None
    if exact is None:
        return 0
    places = decimals_of(exact)
    if places > MAX_DECIMALS:
        raise HandFileError(
            f"{where}: {exact} has {places} decimal places; amounts have at most "
            f"{MAX_DECIMALS} (cents need two: write e.g. 0.25)",
            file=file,
            line=line,
        )
    return places


def hand_decimals(data: LineDict, file: str) -> int:
    """The most decimal places of the hand's stacks and amount settings (0: whole chips).

    More than `MAX_DECIMALS` is refused with the file and line.
    """
    found = 0
    for value, where, line in _amounts(data):
        found = max(found, places_of(value, where, file, line))
    return found


def scale_hand(data: LineDict, decimals: int) -> LineDict:
    """A copy of the hand's mapping with each stack and amount setting in units of
    ``10**-decimals`` (a whole number); anything that is not an amount is left for the
    hand file's own checks to refuse, with its line.  The settings are scaled as a profile's
    are (`floorcli.profiles.amounts.scaled_settings`)."""
    out = scaled_settings(data, decimals)
    seats = data.get("seats")
    if isinstance(seats, LineDict):
        new_seats = copy_mapping(seats)
        for key, value in seats.items():
            if isinstance(value, LineDict):
                seat = copy_mapping(value)
                seat["stack"] = scaled_amount(value.get("stack"), decimals)
                new_seats[key] = seat
            else:
                new_seats[key] = scaled_amount(value, decimals)
        out["seats"] = new_seats
    return out
