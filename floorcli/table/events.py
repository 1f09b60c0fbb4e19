"""Players coming and going at a live table: `join`, `leave`, `away`, `back`, `rebuy`.

`read_event` turns a typed line into a `LiveEvent` (or a `NotationError` saying what to type);
`session_events` gives the events `floorcli blinds` reads (`sessions.model.Event`, the same
kinds as a session file's `events`); `events_yaml` writes them as a session file does.  A rebuy
is not a session event: it changes the stack the player starts the next hand with.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from floorcli.errors import NotationError, close_match_hint
from floorcli.profiles.amounts import written
from floorcli.sessions.model import Event, EventKind
from floorcli.sessions.table import Seat, Status

__all__ = ["EVENT_WORDS", "LiveEvent", "events_yaml", "read_event", "session_events"]

EVENT_WORDS = ("join", "leave", "away", "back", "rebuy")
REBUY = "rebuy"

_FORMS = {
    "join": "join SEAT NAME STACK, e.g. 'join 7 Gina 500'",
    "leave": "leave SEAT or NAME, e.g. 'leave 3' or 'leave Alice'",
    "away": "away SEAT or NAME, e.g. 'away 3'",
    "back": "back SEAT or NAME, e.g. 'back 3'",
    "rebuy": "rebuy SEAT or NAME AMOUNT, e.g. 'rebuy 3 500'",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class LiveEvent:
    """One change between hands, as typed (`text` is empty for a bust: nobody typed it)."""

    kind: str
    name: str
    seat: int
    amount: int = 0
    text: str = ""


def _amount(word: str, kind: str, decimals: int) -> int:
    from floorcli.formats.amounts import parse_amount

    try:
        amount = parse_amount(word, context=f"{kind} {word}", decimals=decimals)
    except NotationError:
        amount = 0
    if amount <= 0:
        raise NotationError(f"'{word}' is not a number of chips; write {_FORMS[kind]}")
    return amount


def _seated(word: str, table: Mapping[int, Seat], auto: AbstractSet[str], kind: str) -> Seat:
    """The seated player a seat number or a name means (`auto`: the names floorcli gave
    players seated without one)."""
    for seat, here in table.items():
        if word == str(seat) or word.lower() == here.player.name.lower():
            return here
    names = [h.player.name for h in table.values() if h.player.name not in auto]
    hint = close_match_hint(word, [str(s) for s in table] + names)
    who = ", ".join(
        str(s) if h.player.name in auto else f"{s} ({h.player.name})"
        for s, h in sorted(table.items())
    )
    raise NotationError(
        f"'{word}' is not seated{hint}; seated: {who or 'nobody'}; write {_FORMS[kind]}"
    )


def read_event(
    line: str, table: Mapping[int, Seat], *, auto: AbstractSet[str], seats: int, decimals: int = 0
) -> LiveEvent:
    """The event a typed line asks for, checked against the seated players (`table`, the
    table as it will be before the next hand) and the table's `seats` (table_seats)."""
    words = line.split()
    kind = words[0].lower()
    rest = words[1:]
    if kind == "join":
        if len(rest) != 3:
            raise NotationError(f"write {_FORMS[kind]}")
        seat_word, name, stack_word = rest
        if not (seat_word.isascii() and seat_word.isdigit()) or not 1 <= int(seat_word) <= seats:
            raise NotationError(
                f"'{seat_word}' is not a seat: seats are 1 to {seats}; write {_FORMS[kind]}"
            )
        seat = int(seat_word)
        if seat in table:
            raise NotationError(
                f"seat {seat} is taken by {table[seat].player.name}; join an empty seat "
                f"(empty: {', '.join(str(s) for s in range(1, seats + 1) if s not in table)})"
            )
        if name.isdigit() or not name.isprintable():
            raise NotationError(f"'{name}' is not a player's name: use a word with a letter in it")
        for here in table.values():
            if here.player.name.lower() == name.lower():
                raise NotationError(
                    f"{name} is already seated at seat {here.player.seat}; give another name"
                )
        return LiveEvent(
            kind=kind,
            name=name,
            seat=seat,
            amount=_amount(stack_word, kind, decimals),
            text=" ".join(words),
        )
    want = 2 if kind == REBUY else 1
    if len(rest) != want:
        raise NotationError(f"write {_FORMS[kind]}")
    here = _seated(rest[0], table, auto, kind)
    if kind == "away" and here.status is Status.AWAY:
        raise NotationError(
            f"{here.player.label} is already away; 'back {here.player.seat}' brings them in"
        )
    if kind == "back" and here.status is not Status.AWAY:
        raise NotationError(f"{here.player.label} is not away; 'away {here.player.seat}' first")
    amount = _amount(rest[1], kind, decimals) if kind == REBUY else 0
    return LiveEvent(
        kind=kind, name=here.player.name, seat=here.player.seat, amount=amount, text=" ".join(words)
    )


def session_events(events: Iterable[LiveEvent], *, after: int) -> tuple[Event, ...]:
    """The events `floorcli blinds` applies after hand `after` (a rebuy is none).  A player
    who leaves is done with stepping away or coming back: a session file applies `leave`
    before `away` and `back`, so those typed for them before the `leave` are dropped."""
    events = tuple(events)
    leaving = {e.name.lower() for e in events if e.kind == "leave"}
    return tuple(
        Event(
            after=after,
            kind=EventKind(e.kind),
            name=e.name,
            line=0,
            seat=e.seat if e.kind == "join" else None,
            stack=e.amount if e.kind == "join" else None,
        )
        for e in events
        if e.kind != REBUY and not (e.kind in ("away", "back") and e.name.lower() in leaving)
    )


def events_yaml(events: Sequence[LiveEvent], decimals: int = 0) -> dict[str, object]:
    """One hand's events as a session file writes them: ``{leave: [Bob], join: {7: {name:
    Gina, stack: 500}}}`` (an `away` or `back` of a player who then leaves is dropped, as
    `session_events` drops it)."""
    out: dict[str, object] = {}
    leaving = {e.name.lower() for e in events if e.kind == "leave"}
    for e in events:
        if e.kind == REBUY or (e.kind in ("away", "back") and e.name.lower() in leaving):
            continue
        if e.kind == "join":
            joins = out.setdefault("join", {})
            assert isinstance(joins, dict)
            joins[e.seat] = {"name": e.name, "stack": written(e.amount, decimals)}
        else:
            names = out.setdefault(e.kind, [])
            assert isinstance(names, list)
            names.append(e.name)
    return out
