"""Where the button and the blinds go each hand under each `button_rule`, and heads-up.

The table between hands is a mapping seat -> `Seat` (a player and whether they are playing,
away, new, or back owing blinds); `Last` is what a hand leaves for the next one.  Each placer
returns a `Placement`: the button, the seats posting each blind by position, and the reasons in
words.  Pure functions; `floorcli.sessions.plan` deals with events, missed blinds and new players.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from floorcli.profiles.settings import ButtonRule, Rules

if TYPE_CHECKING:
    from floorcli.sessions.model import Player, Session

RULE_HEADS_UP = "TDA 2024 Rule 34; seed 002, When there are only two players"


class PostKind(StrEnum):
    """What a forced bet before the deal is: a blind by position, or a make-up or entry post."""

    FIRST_BLIND = "first blind"
    SMALL_BLIND = "small blind"
    BIG_BLIND = "big blind"
    MISSED_BIG_BLIND = "missed big blind"
    MISSED_SMALL_BLIND = "missed small blind"
    NEW_PLAYER = "new player"
    KILL_BLIND = "kill blind"


BLIND_KINDS = frozenset({PostKind.FIRST_BLIND, PostKind.SMALL_BLIND, PostKind.BIG_BLIND})
"""Posts that are blinds by position (the others make up a missed blind or buy a new player in)."""


def blind_kinds(count: int) -> tuple[PostKind, ...]:
    """What each of `count` blinds is called, smallest first.

    >>> [k.value for k in blind_kinds(3)]
    ['first blind', 'small blind', 'big blind']
    """
    return (PostKind.FIRST_BLIND, PostKind.SMALL_BLIND, PostKind.BIG_BLIND)[3 - count :]


# ---------------------------------------------------------------- seats in a ring


def clockwise_after(seats: Iterable[int], start: int) -> list[int]:
    """`seats` clockwise starting just after `start` (which need not be among them).

    >>> clockwise_after([1, 3, 5, 6], 3)
    [5, 6, 1, 3]
    """
    ordered = sorted(set(seats))
    return [s for s in ordered if s > start] + [s for s in ordered if s <= start]


def next_seat(seats: Iterable[int], start: int) -> int:
    """The first of `seats` clockwise after `start`."""
    return clockwise_after(seats, start)[0]


def between(seat: int, start: int, end: int) -> bool:
    """True when `seat` is strictly clockwise after `start` and before `end`.

    >>> between(1, 5, 2), between(5, 5, 2), between(3, 1, 1)
    (True, False, True)
    """
    span = 1 << 20
    distance = (end - start) % span or span
    return 0 < (seat - start) % span < distance


def seat_before(ring: Sequence[int], seat: int) -> int:
    """The seat of `ring` just counterclockwise of `seat`."""
    return clockwise_after(ring, seat)[-2] if len(ring) > 1 else seat


# ---------------------------------------------------------------- the table between hands


class Status(StrEnum):
    """Where a seated player stands between hands."""

    PLAYING = "playing"  # dealt in every hand
    AWAY = "away"  # stepped away: misses the blinds that pass the seat
    NEW = "new"  # sat down, not dealt in yet
    BACK = "back"  # back from away, owes blinds, not dealt in yet


BIG, SMALL = "big", "small"
"""The missed blinds a player can owe (one of each at most)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Seat:
    """One occupied seat between hands: the player, their status and the blinds they owe."""

    player: Player
    status: Status
    owed: frozenset[str] = frozenset()
    dealt: bool = True  # has been dealt a hand this session

    @property
    def entering(self) -> bool:
        """New, or back owing blinds: not dealt in until allowed to come in."""
        return self.status in (Status.NEW, Status.BACK)


@dataclass(frozen=True, slots=True, kw_only=True)
class Last:
    """What the next hand's placement needs from the hand before."""

    button: int
    chain: tuple[int, ...]  # dead button: the button, then each blind position
    levels: tuple[tuple[int, ...], ...]  # seats that posted each blind, smallest first
    anchor: int  # the (last) big blind
    bb_due: frozenset[str]  # names due the big blind: posted it, or missed it while away
    count: int  # players dealt in


@dataclass(slots=True, kw_only=True)
class Placement:
    """One hand's button and blinds by position under a rule, with the reasons in words."""

    button: int
    levels: list[list[int]]  # seats posting each blind by position, smallest first
    chain: tuple[int, ...]  # the button, then each blind position (for the dead button)
    notes: list[str]
    heads_up: bool = False
    cite: str = ""


Table = dict[int, Seat]


def shape(rules: Rules) -> tuple[int, int]:
    """(number of blinds, blind positions after the button): (2, 1) means button, SB, BB."""
    count = len(rules.blinds)
    return count, 0 if rules.button_blind else 1


def label(table: Table, seat: int) -> str:
    here = table.get(seat)
    return here.player.label if here else f"seat {seat}"


def labels(table: Table, seats: Iterable[int]) -> str:
    names = [label(table, s) for s in seats]
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def moved_from(table: Table, seat: int) -> str:
    """Where a blind moves from: the player still there, or the empty seat."""
    here = table.get(seat)
    return here.player.label if here else f"seat {seat} (now empty)"


def why_not(table: Table, seat: int) -> str:
    """Why nobody posts from `seat`: empty, away, or not dealt in yet."""
    here = table.get(seat)
    if here is None:
        return f"seat {seat} is empty"
    if here.status is Status.AWAY:
        return f"{here.player.label} is away"
    return f"{here.player.label} is not dealt in yet"


# ---------------------------------------------------------------- placing button and blinds


def place_first(session: Session, table: Table) -> Placement:
    """Hand 1: the blinds are posted clockwise from the written button (heads-up: on it)."""
    count, offset = shape(session.rules)
    seats = sorted(table)
    if len(seats) == 2:
        return place_heads_up(session, table, seats, None)
    order = [session.button, *clockwise_after(seats, session.button)[: count + offset - 1]]
    chain = tuple(order)
    levels = [[chain[j + offset]] for j in range(count)]
    amounts = session.rules.blinds
    posted = "; ".join(
        f"{label(table, s[0])} posts the {kind.value} of {amount}"
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
        big = next_seat(pair, last.anchor)
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
    big = next_seat(present, last.anchor)
    behind = clockwise_after(present, big)[:-1][::-1]  # counterclockwise from the big blind
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
    big = next_seat(eligible, last.chain[-1])
    chain = [*last.chain[1:], big]
    for i in range(len(chain) - 2, -1, -1):  # out of heads-up, two positions may share a seat
        if chain[i] in chain[i + 1 :]:
            chain[i] = seat_before(session.ring, chain[i + 1])

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
        keeper = last_to_act(sorted(playing), button)
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


def last_to_act(seats: Sequence[int], seat: int) -> int:
    """The first of `seats` at or counterclockwise of `seat` (who acts last on that button)."""
    if seat in seats:
        return seat
    return clockwise_after(seats, seat)[-1]


def place_moving(session: Session, table: Table, last: Last) -> Placement:
    """Moving button: the button always moves one player; skipped big blinds are posted."""
    count, offset = shape(session.rules)
    playing = sorted(s for s, h in table.items() if h.status is Status.PLAYING)
    eligible = [s for s, h in table.items() if h.status is not Status.AWAY]
    button = next_seat(playing, last.button)
    # "Two seats to the left of the button" counts the players dealt in, and a player waiting to
    # come in whom the big blind has still to pass; one waiting between the button and last
    # hand's big blind may not come in yet and is not counted.
    ahead = [s for s in eligible if s in playing or between(s, last.anchor, button)]
    slots = clockwise_after(ahead, button)[: count - 2 + offset]
    single_on_button = count - 1 + offset == 0
    free = [s for s in eligible if s != button and s not in slots] or [button]
    target = button if single_on_button else next_seat(free, slots[-1] if slots else button)
    skipped = [s for s in eligible if between(s, last.anchor, target)]
    if target == last.anchor:
        skipped = []
    bigs = clockwise_after([*skipped, target], target)
    levels: list[list[int]] = [[] for _ in range(count)]
    levels[-1] = bigs
    kinds = blind_kinds(count)
    notes = [f"Moving button: the button moves to the next player, {label(table, button)}."]
    places = "two players" if count - 1 + offset == 2 else f"{count - 1 + offset} players"
    note = f"{label(table, target)} is {places} left of the button and posts the big blind"
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
        levels[j] = clockwise_after(stay, target)
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
    button = next_seat(playing, last.button)
    smalls = [button, *clockwise_after(playing, button)][offset : offset + count - 1]
    single_on_button = count == 1 and not offset
    free = [s for s in eligible if s != button and s not in smalls] or [button]
    big = button if single_on_button else next_seat(free, smalls[-1] if smalls else button)
    levels = [[s] for s in smalls] + [[big]]
    kinds = blind_kinds(count)
    posted = ", ".join(
        f"{label(table, s[0])} the {kind.value}" for s, kind in zip(levels, kinds, strict=True)
    )
    notes = [
        f"Simplified moving button: the button moves to the next player, "
        f"{label(table, button)}, and the next players post the blinds: {posted}."
    ]
    passed = [s for s in playing if between(s, last.anchor, big)]
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
