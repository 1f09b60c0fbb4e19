"""A stud session at the live table: `next`, players coming and going, and the upcards line.

Stud has no button and no blinds (antes and the bring-in by the upcards: Robert's Rules of Poker
v5, Seven-Card Stud), so `next` neither moves a button nor plans posts: it ends the hand as
`LiveSession.next_hand` does for a blind game (every pot awarded; stack = chips behind + chips
won + a rebuy; a player left with nothing busts and leaves), applies the events typed during
the hand to the seated players (`table.stud`), and then the next hand waits: nothing is
dealt until the dealer types its third-street upcards, ``upcards 1:Kh 2:3c 4:9d``, one for
each seat dealt in (seated, not away, with chips).  Events typed while it waits change who is
dealt in at once.  `undo` right after `next`, an event or the upcards goes back to the session
before it (`LiveSession.undo`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from floorcli.errors import FloorError, NotationError
from floorcli.profiles.amounts import amounts_of
from floorcli.sessions.table import Seat
from floorcli.table.awards import pots_left
from floorcli.table.deal import empty, entry_of, event_words, pushed, within_hand
from floorcli.table.events import LiveEvent, read_event
from floorcli.table.session import LiveSession, Reply
from floorcli.table.stud import (
    STUD_HAND_KEYS,
    StudStart,
    apply_event,
    seated_after,
    stud_table,
    upcards_words,
)

__all__ = ["stud_event", "stud_next", "stud_upcards", "waiting_hint"]


def _seated(live: LiveSession, stud: StudStart) -> Mapping[int, Seat]:
    """The players seated at the hand being played (hand 1: every seat of the table)."""
    return live.seated or seated_after(live.stacks, stud)


def _named(stud: StudStart, events: tuple[LiveEvent, ...]) -> StudStart:
    names = dict(stud.names)
    for e in events:
        if e.kind == "join":
            names[e.seat] = e.name
    return replace(stud, names=names)


def waiting_hint(live: LiveSession) -> str:
    """What to type while the next stud hand waits for its upcards."""
    return upcards_words(live.number, live.seated)


def stud_next(live: LiveSession, stud: StudStart, line: str = "next") -> Reply:
    """End the stud hand (every pot awarded); the next one waits for its upcards."""
    noted = live.noted(line)
    if live.waiting:
        return Reply(live=noted, hint=waiting_hint(live))
    unfinished = live.unfinished(noted)
    if unfinished is not None:
        return unfinished
    won, ends, busts = live.settled()
    gone = {e.seat for e in busts}
    # a player who busts leaves: a 'leave', 'away' or 'back' typed for them is done with
    pending = tuple(e for e in live.pending if e.seat not in gone or e.kind == "join")
    in_hand = {p.seat for p in live.table.state.players}
    seated = dict(_seated(live, stud))
    for seat in in_hand:  # chips behind + chips won (+ a rebuy, in `ends`)
        here = seated[seat]
        seated[seat] = replace(here, player=replace(here.player, stack=ends[seat]))
    events = (*busts, *(e for e in pending if not (e.kind == "rebuy" and e.seat in in_hand)))
    for e in events:
        seated = apply_event(seated, e)
    ended = live.ended(noted.table, line, pending, won)
    waiting = replace(
        noted,
        table=replace(noted.table, typed=empty(), saved_at=0),
        played=pushed(live.played, ended),
        number=live.number + 1,
        stud=_named(stud, tuple(pending)),
        entry={},
        awards=(),
        pending=(),
        applied=(*busts, *pending),
        used=(),
        marks=empty(),
        seated=seated,
        waiting=True,
        back=within_hand(live),
    )
    said = tuple(f"{live.label(e.seat)} busts and leaves." for e in busts)
    return Reply(live=waiting, said=(*said, waiting_hint(waiting) + "."))


def stud_event(live: LiveSession, stud: StudStart, line: str) -> Reply:
    """`join 7 Gina 500`, `leave 3`, `away Alice`, `back 3`, `rebuy 3 500` at a stud table:
    while the next hand waits, it changes who is dealt in at once; during a hand it waits for
    the next one."""
    noted = live.noted(line)
    rules = live.table.hand.rules
    seats, decimals = rules.table_seats, rules.decimals  # seats 1 to table_seats; cents
    auto = stud.auto
    if live.waiting:
        try:
            new = read_event(line, live.seated, auto=auto, seats=seats, decimals=decimals)
        except NotationError as err:
            return Reply(live=noted, hint=err.message)
        seated = apply_event(live.seated, new)
        used = (*live.used, new.text) if new.kind != "rebuy" else live.used
        after = replace(
            noted,
            seated=seated,
            applied=(*live.applied, new),
            used=used,
            stud=_named(stud, (new,)),
            back=live,
        )
        said = (f"{event_words(new, decimals)}.", waiting_hint(after) + ".")
        return Reply(live=after, said=said)
    queued = live.pending
    awarded = live.table.is_over and not pots_left(live.table.state, live.awards)
    if awarded and line.split()[0].lower() != "rebuy":
        # the hand is over and awarded: who busts is known (a rebuy may still save them)
        queued = (*live.settled()[2], *(e for e in queued if e.kind != "rebuy"))
    table: Mapping[int, Seat] = _seated(live, stud)
    for e in queued:
        if e.kind != "rebuy":
            table = apply_event(table, e)
    try:
        new = read_event(line, table, auto=auto, seats=seats, decimals=decimals)
    except NotationError as err:
        return Reply(live=noted, hint=err.message)
    after = replace(noted, pending=(*live.pending, new), marks=live.marks.push("event"))
    return Reply(live=after, said=(f"{event_words(new, decimals)} before the next hand.",))


def stud_upcards(live: LiveSession, stud: StudStart, line: str) -> Reply:
    """``upcards 1:Kh 2:3c 4:9d``: deal the waiting stud hand (antes, then the bring-in)."""
    noted = live.noted(line)
    if not live.waiting:
        return Reply(
            live=noted,
            hint="this hand's upcards are dealt; after 'next' the table asks for the next hand's",
        )
    try:
        table = stud_table(stud, live.seated, line, live.number, live.table.hand.rules.decimals)
    except FloorError as err:
        return Reply(live=noted, hint=err.message)
    table = replace(table, typed=noted.table.typed, saved_at=0)
    dealt = replace(
        noted,
        table=table,
        entry=entry_of(table, STUD_HAND_KEYS),
        stacks={p.seat: p.starting_stack for p in table.initial.players},
        used=(*live.used, " ".join(line.split())),
        waiting=False,
        marks=empty(),
        back=live,
    )
    a = amounts_of(table.hand.rules)
    forced = ", ".join(
        f"seat {f.seat} {f.kind} {a(f.amount)}" + (" (all-in, short)" if f.short else "")
        for f in table.forced
    )
    return Reply(live=dealt, said=(f"Hand {live.number}: forced bets: {forced or 'none'}",))
