"""A session typed in cents (``blinds: [0.25, 0.50]``), played in cents as a hand is
(`floorcli.formats.cents`): its unit is the finest decimal place among the stacks, the amount
settings, the stacks of players who join and the pots of a kill game's winners; every one of
them is scaled by that power of ten before the session is checked, so the button and blind
code counts whole numbers, and the session's `Rules` carry the decimals for the words.
"""

from __future__ import annotations

from collections.abc import Iterator

from floorcli.formats.cents import copy_mapping, hand_decimals, places_of, scale_hand, scaled_amount
from floorcli.textio.yamlsrc import LineDict, LineList

__all__ = ["scale_session", "session_decimals"]


def session_decimals(data: LineDict, file: str) -> int:
    """The most decimal places of the session's amounts (0: whole chips); more than
    `MAX_DECIMALS` is refused with the file and line."""
    found = hand_decimals(data, file)
    for holder, key, where in _event_amounts(data):
        found = max(found, places_of(holder[key], where, file, holder.key_line(key)))
    return found


def scale_session(data: LineDict, decimals: int) -> LineDict:
    """A copy of the session's mapping with every amount in units of ``10**-decimals``;
    anything that is not an amount is left for the session's own checks to refuse."""
    out = scale_hand(data, decimals)
    events = out.get("events")
    if not isinstance(events, LineDict):
        return out
    out["events"] = events = copy_mapping(events)
    for after, entry in list(events.items()):
        if not isinstance(entry, LineDict):
            continue
        events[after] = entry = copy_mapping(entry)
        joins = entry.get("join")
        if isinstance(joins, LineDict):
            entry["join"] = joins = copy_mapping(joins)
            for seat, who in list(joins.items()):
                if isinstance(who, LineDict) and "stack" in who:
                    joins[seat] = who = copy_mapping(who)
                    who["stack"] = scaled_amount(who["stack"], decimals)
        won = entry.get("won")
        if isinstance(won, LineDict) and "pot" in won:
            entry["won"] = won = copy_mapping(won)
            won["pot"] = scaled_amount(won["pot"], decimals)
        elif isinstance(won, LineList):
            items = LineList(won, line=won.line)
            items.item_lines = list(won.item_lines)
            for n, item in enumerate(won):
                if isinstance(item, LineDict) and "pot" in item:
                    items[n] = item = copy_mapping(item)
                    item["pot"] = scaled_amount(item["pot"], decimals)
            entry["won"] = items
    return out


def _event_amounts(data: LineDict) -> Iterator[tuple[LineDict, str, str]]:
    """Every amount written in the events: (the mapping holding it, its key, where)."""
    events = data.get("events")
    if not isinstance(events, LineDict):
        return
    for after, entry in events.items():
        if not isinstance(entry, LineDict):
            continue
        joins = entry.get("join")
        if isinstance(joins, LineDict):
            for seat, who in joins.items():
                if isinstance(who, LineDict) and "stack" in who:
                    yield who, "stack", f"events: {after}: join: seat {seat}: stack"
        won = entry.get("won")
        for item in won if isinstance(won, LineList) else [won]:
            if isinstance(item, LineDict) and "pot" in item:
                yield item, "pot", f"events: {after}: won: pot"
