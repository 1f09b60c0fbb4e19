"""A tournament session hand by hand: each hand at its blind level, and the places of the
players who bust.

`leveled` is the session as one hand is played at its level (the level's blinds and ante in
its rules, so `deal_plan` posts them and `sessions.write` writes them); `with_level` marks the
hand's plan with its level and ante; `busts_after` gives each player who busts after a hand
the place they finish in.  `floorcli.sessions.plan.iter_plans` and the live table
(`floorcli.table.planner`) both call them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from floorcli.profiles.choices import AnteMode
from floorcli.sessions.levels import LevelWalk, at_level, level_overrides
from floorcli.sessions.model import Bust, Event, EventKind, HandPlan, Session
from floorcli.sessions.table import Seat

__all__ = ["RULE_BUSTS", "busts_after", "is_tournament", "leveled", "place_words", "with_level"]

RULE_BUSTS = "WSOP 2026 Tournament Rule 126.b"


def is_tournament(session: Session) -> bool:
    """A tournament: blind levels, or absent players blinded off (TDA 2024 Rule 30): a player
    left with no chips busts and finishes in a place instead of leaving."""
    from floorcli.profiles.choices import MissedBlinds

    return bool(session.levels) or session.missed_blinds is MissedBlinds.BLINDED_OFF


def leveled(session: Session, walk: LevelWalk) -> Session:
    """The session as its rules stand at the walk's level (the session itself without levels)."""
    if walk.level is None:
        return session
    return replace(
        session,
        rules=at_level(session.rules, walk.level),
        overrides=level_overrides(session.overrides, walk.level),
    )


def with_level(plan: HandPlan, session: Session, walk: LevelWalk) -> HandPlan:
    """`plan` with its level, its ante, and why the level changed (when it did)."""
    level = walk.level
    rules = session.rules
    if level is not None:
        ante = (level.ante, level.ante_mode.value)
    elif rules.ante and rules.ante_mode is not AnteMode.NONE:
        ante = (rules.ante, rules.ante_mode.value)
    else:
        ante = (0, AnteMode.NONE.value)
    words = " ".join(part for part in (walk.note, plan.explanation) if part)
    return replace(plan, level=level, ante=ante, explanation=words)


def busts_after(
    plan: HandPlan, events: Sequence[Event], table: Mapping[int, Seat]
) -> tuple[Bust, ...]:
    """The players who bust after hand `plan.hand`, each with their place among the players
    at the table (`table`, seated before the events): busting in the same hand, the larger
    stack at the start of the hand finishes higher (WSOP 2026 Tournament Rule 126.b); equal
    stacks tie for the higher place.

    Six seated, Ann (1,500 at the start of the hand) and Bob (800) bust: Ann 5th, Bob 6th.
    """
    out = [e for e in events if e.kind is EventKind.BUST]
    if not out:
        return ()
    start = {p.name.lower(): p for p in plan.dealt_in}
    seated = {h.player.name.lower(): h.player for h in table.values()}
    rows = []
    for event in out:
        player = start.get(event.name.lower()) or seated.get(event.name.lower())
        if player is None:
            continue  # not seated: `apply_events` refuses it with the file and line
        rows.append(player)
    rows.sort(key=lambda p: -p.stack)
    busts: list[Bust] = []
    remaining = len(table)
    for i, player in enumerate(rows):
        place = remaining - len(rows) + 1 + i
        if i and player.stack == rows[i - 1].stack:
            place = busts[-1].place  # a tie: the higher place for both
        busts.append(Bust(seat=player.seat, name=player.name, place=place, stack=player.stack))
    return tuple(busts)


def place_words(busts: Sequence[Bust], decimals: int = 0) -> str:
    """``Bob (seat 2) busts in 6th place; Ann (seat 1) busts in 5th place (1,500 at the start
    of the hand against 800: the larger stack finishes higher, WSOP 2026 Tournament Rule
    126.b).``"""
    from floorcli.profiles.shown import grouped

    parts = [
        f"{b.name} (seat {b.seat}) busts in {ordinal(b.place)} place"
        for b in sorted(busts, key=lambda b: -b.place)
    ]
    text = "; ".join(parts)
    if len(busts) > 1:
        stacks = " against ".join(grouped(b.stack, decimals) for b in busts)
        text += (
            f" ({stacks} at the start of the hand: the larger stack finishes higher, equal "
            f"stacks tie, {RULE_BUSTS})"
        )
    return text + "."


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th``, ``11th``, ``22nd``.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 103)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '103rd']
    """
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"
