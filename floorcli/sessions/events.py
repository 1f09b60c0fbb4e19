"""A session's events between hands: players leave, join, step away and come back.

`apply_events` gives the table after one hand's events, refusing (with the event's file and
line) a player who is not seated, two players in one seat, or a name used twice.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from floorcli.errors import HandFileError, close_match_hint
from floorcli.profiles.amounts import amounts_of
from floorcli.sessions.model import Event, EventKind, HandPlan, Player, PostKind, Session
from floorcli.sessions.table import BIG, NEW, SMALL, Seat, Status, Table

__all__ = ["apply_events", "restore_unposted"]

RULE_UNPOSTED = "WSOP 2026 Live Action Rule 161"
_OWED = {
    PostKind.MISSED_BIG_BLIND: BIG,
    PostKind.NEW_PLAYER: NEW,
    PostKind.MISSED_SMALL_BLIND: SMALL,
}

_EVENT_ORDER = {
    EventKind.UNPOSTED: -1,
    EventKind.LEAVE: 0,
    EventKind.BUST: 0,
    EventKind.JOIN: 1,
    EventKind.AWAY: 2,
    EventKind.BACK: 3,
}


def _find(table: Table, event: Event, session: Session) -> int:
    for seat, here in table.items():
        if here.player.name.lower() == event.name.lower():
            return seat
    names = [h.player.name for _, h in sorted(table.items())]
    hint = close_match_hint(event.name, names)
    raise HandFileError(
        f"events: {event.after}: {event.kind.value}: {event.name!r} is not seated after hand "
        f"{event.after}{hint}; seated: {', '.join(names) or 'nobody'}",
        file=session.file,
        line=event.line,
    )


def apply_events(table: Table, events: Sequence[Event], session: Session) -> Table:
    """The table after one hand's events: leaves first, then joins, then away and back."""
    table = dict(table)
    for event in sorted(events, key=lambda e: _EVENT_ORDER[e.kind]):
        if event.kind is EventKind.UNPOSTED:
            continue  # `floorcli.sessions.unposted`, from the hand's plan
        where = f"events: {event.after}: {event.kind.value}"
        if event.kind is EventKind.JOIN:
            assert event.seat is not None and event.stack is not None
            taken = table.get(event.seat)
            if taken is not None:
                raise HandFileError(
                    f"{where}: two players in one seat: seat {event.seat} is "
                    f"{taken.player.name}'s after hand {event.after}; seat {event.name} at an "
                    "empty seat, or have " + taken.player.name + " leave first",
                    file=session.file,
                    line=event.line,
                )
            same = next(
                (h for h in table.values() if h.player.name.lower() == event.name.lower()), None
            )
            if same is not None:
                raise HandFileError(
                    f"{where}: {event.name!r} is already seated at seat {same.player.seat}; "
                    "give each player a different name",
                    file=session.file,
                    line=event.line,
                )
            player = Player(seat=event.seat, name=event.name, stack=event.stack)
            bought = event.line if event.buys_button else 0
            table[event.seat] = Seat(
                player=player, status=Status.NEW, dealt=False, buys_button=bought
            )
            continue
        seat = _find(table, event, session)
        here = table[seat]
        if event.kind in (EventKind.LEAVE, EventKind.BUST):  # a bust leaves, out of chips
            del table[seat]
        elif event.kind is EventKind.AWAY:
            if here.status is Status.AWAY:
                raise HandFileError(
                    f"{where}: {here.player.name} is already away; write 'back' to bring them in",
                    file=session.file,
                    line=event.line,
                )
            table[seat] = replace(here, status=Status.AWAY)
        else:
            if here.status is not Status.AWAY:
                raise HandFileError(
                    f"{where}: {here.player.name} is not away after hand {event.after}; "
                    f"write 'away: [{here.player.name}]' after an earlier hand, or remove this",
                    file=session.file,
                    line=event.line,
                )
            status = Status.NEW if not here.dealt else Status.PLAYING
            if here.dealt and here.owed:
                status = Status.BACK
            table[seat] = replace(here, status=status, straddle=event.straddle)
    return table


def restore_unposted(
    table: Table, events: Sequence[Event], plan: HandPlan, session: Session
) -> tuple[Table, str]:
    """`played_without_posting`: a player dealt hand `plan.hand` without posting what was owed
    played it, so the hand stood, and posts it on the next deal (WSOP 2026 Live Action Rule
    161).  The table after the hand, with those posts owed again, and the words for it."""
    table = dict(table)
    notes: list[str] = []
    for event in events:
        if event.kind is not EventKind.UNPOSTED:
            continue
        seat = _find(table, event, session)
        here = table[seat]
        owed = [p for p in plan.posts if p.seat == seat and p.kind in _OWED]
        a = amounts_of(session.rules)
        if not owed:
            posted = ", ".join(
                f"{p.kind.value} {a(p.amount)}" for p in plan.posts if p.seat == seat
            )
            raise HandFileError(
                f"events: {event.after}: {event.kind.value}: {here.player.name} owed no missed "
                f"blind or new player's post in hand {event.after} (posts there: "
                f"{posted or 'none'}); remove it",
                file=session.file,
                line=event.line,
            )
        table[seat] = replace(here, owed=here.owed | {_OWED[p.kind] for p in owed})
        what = " and ".join(f"the {p.kind.value} of {a(p.amount)}" for p in owed)
        notes.append(
            f"{here.player.label} was dealt hand {event.after} without posting {what} and "
            f"played it: the hand stood, and the post is owed on this deal ({RULE_UNPOSTED})."
        )
    return table, " ".join(notes)
