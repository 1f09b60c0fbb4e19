"""Where the button and the blinds go each hand under each `button_rule`, and heads-up.

Each placer takes the table between hands (`floorcli.sessions.table`) and what the last hand
left, and returns a `Placement`: the button, the seats posting each blind by position, and the
reasons in words.  Pure functions; `floorcli.sessions.plan` deals with events, missed blinds and
new players.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from floorcli.model.seats import clockwise, is_between
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import ButtonRule
from floorcli.sessions.entrants import RULE_BUY
from floorcli.sessions.model import Session, blind_kinds
from floorcli.sessions.table import (
    Last,
    Placement,
    Status,
    Table,
    label,
    labels,
    moved_from,
    shape,
    why_not,
)

RULE_HEADS_UP = (
    "TDA 2024 Rule 34 (heads-up: the small blind is on the button and acts first before the "
    "flop; no player posts the big blind twice in a row)"
)


def place_first(session: Session, table: Table) -> Placement:
    """Hand 1: the blinds are posted clockwise from the written button (heads-up: on it)."""
    count, offset = shape(session.rules)
    seats = sorted(table)
    if len(seats) == 2:
        return place_heads_up(session, table, seats, None)
    order = [session.button, *clockwise(seats, after=session.button)[: count + offset - 1]]
    chain = tuple(order)
    levels = [[chain[j + offset]] for j in range(count)]
    amounts = session.rules.blinds
    a = amounts_of(session.rules)
    posted = "; ".join(
        f"{label(table, s[0])} posts the {kind.value} of {a(amount)}"
        for s, kind, amount in zip(levels, blind_kinds(count), amounts, strict=True)
    )
    note = (
        f"The button starts on {label(table, session.button)} and the blinds are posted "
        f"clockwise from it: {posted}."
    )
    return Placement(
        button=session.button, levels=levels, chain=chain, notes=[note], cite=rule_cite(session)
    )


def rule_cite(session: Session) -> str:
    """``button_rule: dead (source)``."""
    return session.rules.cite("button_rule")


def place_heads_up(
    session: Session, table: Table, pair: Sequence[int], last: Last | None
) -> Placement:
    """Two players: the button posts the small blind; the big blind keeps moving."""
    count, offset = shape(session.rules)
    first, second = sorted(pair)
    if last is None:
        button = session.button
        big = button if count == 1 else (second if button == first else first)
        notes = [
            f"Heads-up: the button {label(table, button)} posts the "
            f"{blind_kinds(count)[0].value} and acts first before the flop, last after it."
        ]
    else:
        big = clockwise(pair, after=last.anchor)[0]
        other = second if big == first else first
        button = big if count == 1 else other
        notes = [
            f"Heads-up: the big blind keeps moving, from {moved_from(table, last.anchor)} to "
            f"{label(table, big)}; the button goes to {label(table, button)}, who posts the "
            f"{blind_kinds(count)[0].value} and acts first before the flop, last after it."
        ]
        if last.count > 2:
            notes.append(
                f"Going from {last.count} players to two, the button is placed behind the big "
                "blind, so nobody posts the big blind twice in a row."
            )
    levels: list[list[int]] = [[] for _ in range(count)]
    levels[-1] = [big]
    if count > 1:
        levels[0] = [button]
    chain = (button,) * (count + offset - 1) + (big,)
    return Placement(
        button=button,
        levels=levels,
        chain=chain,
        notes=notes,
        heads_up=True,
        cite=f"heads-up ({RULE_HEADS_UP})",
    )


def place_restart(session: Session, table: Table, last: Last) -> Placement:
    """At most one player is left from the last hand: the game starts again around the new ones.

    The big blind keeps moving, to the next player after last hand's; the other blinds and the
    button are placed behind it (as the heads-up rule places the button), so nobody posts the
    big blind twice in a row.
    """
    count, offset = shape(session.rules)
    present = sorted(s for s, h in table.items() if h.status is not Status.AWAY)
    big = clockwise(present, after=last.anchor)[0]
    behind = clockwise(present, after=big)[:-1][::-1]  # counterclockwise from the big blind
    chain = (*behind[: count + offset - 1][::-1], big)
    levels = [[chain[j + offset]] for j in range(count)]
    kinds = blind_kinds(count)
    posted = "; ".join(
        f"{label(table, level[0])} the {kind.value}"
        for level, kind in zip(levels, kinds, strict=True)
    )
    notes = [
        "Too few players are left from the last hand, so the game starts again with everyone "
        f"seated: the big blind keeps moving, from {moved_from(table, last.anchor)} to "
        f"{label(table, big)}, and the button and blinds are placed behind it: {posted}; "
        f"the button is {label(table, chain[0])}."
    ]
    return Placement(
        button=chain[0], levels=levels, chain=chain, notes=notes, cite=rule_cite(session)
    )


def place_dead(session: Session, table: Table, last: Last) -> Placement:
    """TDA dead button: the big blind moves one player; the small blind and button follow it."""
    count, offset = shape(session.rules)
    playing = {s for s, h in table.items() if h.status is Status.PLAYING}
    eligible = [s for s, h in table.items() if h.status is not Status.AWAY]
    big = clockwise(eligible, after=last.chain[-1])[0]
    chain = [*last.chain[1:], big]
    for i in range(len(chain) - 2, -1, -1):  # out of heads-up, two positions may share a seat
        if chain[i] in chain[i + 1 :]:
            ring = clockwise(session.ring, after=chain[i + 1])  # the seat behind it
            chain[i] = ring[-2] if len(ring) > 1 else chain[i + 1]

    def origin(index: int) -> str:
        if chain[index] != last.chain[index + 1]:
            return f"seat {chain[index]}, the seat behind it"
        return f"seat {chain[index]}, last hand's {position_name(index + 1, count, offset)} seat"

    levels: list[list[int]] = []
    notes = [
        "Dead button: the big blind moves forward one player, from "
        f"{moved_from(table, last.chain[-1])} to {label(table, big)}."
    ]
    kinds = blind_kinds(count)
    for j in range(count - 1):
        seat = chain[j + offset]
        if seat in playing:
            levels.append([seat])
            notes.append(
                f"The {kinds[j].value} is due from {origin(j + offset)}: "
                f"{table[seat].player.name} posts it."
            )
        else:
            levels.append([])
            notes.append(
                f"The {kinds[j].value} is due from {origin(j + offset)}, but "
                f"{why_not(table, seat)}: no {kinds[j].value} this hand."
            )
    levels.append([big])
    button = chain[0]
    if not offset:
        pass  # the button posts the first blind: said above
    elif button in playing:
        notes.append(f"The button goes to {origin(0)}: {table[button].player.name}.")
    else:
        keeper = clockwise(playing, after=button)[-1]  # at or counterclockwise of the button
        notes.append(
            f"The button goes to {origin(0)}, but {why_not(table, button)}: the button is "
            f"dead and {label(table, keeper)} acts last again."
        )
    return Placement(
        button=button, levels=levels, chain=tuple(chain), notes=notes, cite=rule_cite(session)
    )


def position_name(index: int, count: int, offset: int) -> str:
    """Name of chain position `index` (0 is the button)."""
    if index == 0 and offset:
        return "button"
    return blind_kinds(count)[index - offset].value


_NUMBERS = ("no", "one", "two", "three", "four")


def places_left(places: int) -> str:
    """Where the big blind sits, counted in players left of the button (the moving button).

    >>> places_left(0), places_left(1), places_left(2)
    ('on the button', 'one player left of the button', 'two players left of the button')
    """
    if places == 0:
        return "on the button"
    word = _NUMBERS[places] if places < len(_NUMBERS) else str(places)
    return f"{word} player{'s' if places > 1 else ''} left of the button"


def place_moving(session: Session, table: Table, last: Last) -> Placement:
    """Moving button: the button always moves one player; skipped big blinds are posted."""
    count, offset = shape(session.rules)
    playing = sorted(s for s, h in table.items() if h.status is Status.PLAYING)
    eligible = [s for s, h in table.items() if h.status is not Status.AWAY]
    button = clockwise(playing, after=last.button)[0]
    # "Two seats to the left of the button" counts the players dealt in, and a player waiting to
    # come in whom the big blind has still to pass; one waiting between the button and last
    # hand's big blind may not come in yet and is not counted.
    ahead = [s for s in eligible if s in playing or is_between(s, after=last.anchor, before=button)]
    slots = clockwise(ahead, after=button)[: count - 2 + offset]
    single_on_button = count - 1 + offset == 0
    free = [s for s in eligible if s != button and s not in slots] or [button]
    target = button if single_on_button else clockwise(free, after=(slots or [button])[-1])[0]
    skipped = [s for s in eligible if is_between(s, after=last.anchor, before=target)]
    if target == last.anchor:
        skipped = []
    bigs = clockwise([*skipped, target], after=target)
    levels: list[list[int]] = [[] for _ in range(count)]
    levels[-1] = bigs
    kinds = blind_kinds(count)
    notes = [f"Moving button: the button moves to the next player, {label(table, button)}."]
    note = f"{label(table, target)} is {places_left(count - 1 + offset)} and posts the big blind"
    if len(skipped) == 1:
        note += f"; the big blind skipped {labels(table, skipped)}, who posts a big blind too"
    elif skipped:
        note += f"; the big blind skipped {labels(table, skipped)}, who each post one too"
    notes.append(note + ".")
    taken = set(bigs)
    for j in range(count - 2, -1, -1):
        before = last.levels[j + 1] if j + 1 < len(last.levels) else ()
        stay = [s for s in before if s in playing and s not in taken]
        gone = [s for s in before if s not in playing]
        levels[j] = clockwise(stay, after=target)
        taken.update(stay)
        higher = kinds[j + 1].value
        if len(stay) == 1:
            notes.append(
                f"Last hand's {higher}, {labels(table, stay)}, posts the {kinds[j].value}."
            )
        elif stay:
            notes.append(
                f"Last hand's {higher}s, {labels(table, stay)}, each post a {kinds[j].value}."
            )
        for seat in gone:
            notes.append(
                f"Last hand's {higher} from seat {seat} is due the {kinds[j].value}, but "
                f"{why_not(table, seat)}."
            )
    chain = ((button,) if offset else ()) + (*slots, target)
    return Placement(
        button=button, levels=levels, chain=chain, notes=notes, cite=rule_cite(session)
    )


def place_simplified(session: Session, table: Table, last: Last) -> Placement:
    """Simplified moving button: button to the next player, blinds to the next ones."""
    count, offset = shape(session.rules)
    playing = sorted(s for s, h in table.items() if h.status is Status.PLAYING)
    eligible = [s for s, h in table.items() if h.status is not Status.AWAY]
    button = clockwise(playing, after=last.button)[0]
    smalls = [button, *clockwise(playing, after=button)][offset : offset + count - 1]
    single_on_button = count == 1 and not offset
    free = [s for s in eligible if s != button and s not in smalls] or [button]
    big = button if single_on_button else clockwise(free, after=(smalls or [button])[-1])[0]
    levels = [[s] for s in smalls] + [[big]]
    kinds = blind_kinds(count)
    posted = ", ".join(
        f"{label(table, s[0])} the {kind.value}" for s, kind in zip(levels, kinds, strict=True)
    )
    notes = [
        f"Simplified moving button: the button moves to the next player, "
        f"{label(table, button)}, and the next players post the blinds: {posted}."
    ]
    passed = [s for s in playing if is_between(s, after=last.anchor, before=big)]
    if passed:
        notes.append(
            f"The big blind jumped past {labels(table, passed)}, who would have posted it "
            "next: under this rule a skipped blind is simply missed."
        )
    if count > 1:
        blinded = {s for level in levels[:-1] for s in level} | {big}
        missed = [s for s in last.levels[-1] if s in playing and s not in blinded]
        if missed:
            notes.append(
                f"Last hand's big blind {labels(table, missed)} does not post the small "
                "blind: under this rule it is simply missed."
            )
    chain = ((button,) if offset else ()) + (*smalls, big)
    return Placement(
        button=button, levels=levels, chain=chain, notes=notes, cite=rule_cite(session)
    )


PLACERS = {
    ButtonRule.DEAD: place_dead,
    ButtonRule.MOVING: place_moving,
    ButtonRule.SIMPLIFIED: place_simplified,
}


def place(
    session: Session, table: Table, last: Last | None, present: list[int], *, restart: bool
) -> Placement:
    """The button and blinds by position under the session's rule (first hand, heads-up, a
    restart around new players, or the profile's `button_rule`)."""
    if last is None:
        return place_first(session, table)
    if len(present) == 2:
        return place_heads_up(session, table, present, last)
    if restart:
        return place_restart(session, table, last)
    return PLACERS[session.rules.button_rule](session, table, last)


def place_bought(
    session: Session, table: Table, last: Last, present: list[int], buyer: int
) -> Placement | None:
    """The hand after a new player bought the button (WSOP 2026 Live Action Rule 158): the
    blinds move on as if the buyer were not there, and the button goes to the buyer."""
    rest = [s for s in present if s != buyer]
    if len(present) < 3:
        return None  # heads-up: the heads-up rule places the button
    if len(rest) < 3:  # too few players to move the button past the others: the big blind
        placement = PLACERS[ButtonRule.DEAD](session, table, last)  # moves on one player
        placement.notes.append(
            f"{label(table, buyer)} bought the button last hand ({RULE_BUY}), but with "
            f"{len(present)} players the big blind simply moves on one player and the button "
            "follows it."
        )
        return placement
    hidden = {**table, buyer: replace(table[buyer], status=Status.AWAY)}
    placement = place(session, hidden, last, rest, restart=False)
    if buyer in placement.chain:
        return None
    placement.notes.append(
        f"{label(table, buyer)} bought the button last hand ({RULE_BUY}): the button goes "
        f"to {table[buyer].player.name} instead of {moved_from(table, placement.button)}, and "
        "the blinds move on as usual."
    )
    placement.natural, placement.button = placement.button, buyer
    placement.chain = (buyer, *placement.chain[1:])
    return placement
