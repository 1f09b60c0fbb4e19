"""Stud at the live table over a session: who is dealt in next, and the next hand once its
third-street upcards are typed.

A stud game has no button to move and no blinds to post (antes and the bring-in by the upcards,
Robert's Rules of Poker v5, Seven-Card Stud), so the live session does not ask `floorcli
blinds`'s planner: between hands it keeps the seated players (`sessions.table.Seat`, as
`table.events.read_event` reads them), applies `join`, `leave`, `away`, `back` and
`rebuy` to them, and deals the next hand only when the dealer types its upcards, one for
each seat dealt in (every seated player not away, with chips).  The hand is started from a
hand mapping (the session's rules and settings, the seats with their stacks, the upcards) by
`table.hand.start_table`, the same start as a hand file, so antes and the bring-in are the
engine's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from floorcli.errors import FloorError
from floorcli.profiles.amounts import written
from floorcli.sessions.model import Player
from floorcli.sessions.table import Seat, Status
from floorcli.table.events import LiveEvent
from floorcli.table.hand import Table, plain, start_table, upcards_from_flag
from floorcli.textio.yamlsrc import LineDict

__all__ = [
    "UPCARDS_HINT",
    "StudStart",
    "apply_event",
    "carried_stacks",
    "dealt_in",
    "seated_after",
    "stud_start",
    "stud_table",
    "upcards_words",
]

UPCARDS_HINT = "type the third-street upcards, one a seat, e.g. 'upcards 1:Kh 2:3c 3:9d'"
"""What to type for the upcards (also `floorcli table`'s first stud line, `cli.live.upcards`)."""

_CARDS = ("Kh", "3c", "9d", "Qs", "7h", "2d", "Jc", "5s", "Ad", "8c")

STUD_HAND_KEYS = ("seats", "upcards")
"""A played stud hand's own keys in a session file (no button, no blinds)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class StudStart:
    """A stud session: the rules and settings every hand shares (`head`), the players' names
    by seat and `auto`, the names floorcli gave players seated without one."""

    head: Mapping[str, Any]
    names: Mapping[int, str]
    auto: frozenset[str]


def stud_start(table: Table) -> StudStart | None:
    """The stud session of a table's first hand; None for a game with a board (blinds)."""
    from floorcli.profiles.choices import Game
    from floorcli.profiles.settings import SETTINGS

    if table.hand.rules.game is Game.COMMUNITY:
        return None
    head: dict[str, Any] = {"rules": plain(table.header.get("rules"))}
    for key, value in table.header.items():
        if key in SETTINGS and key != "button":
            head[key] = plain(value)
    names: dict[int, str] = {}
    auto: set[str] = set()
    for p in table.initial.players:
        names[p.seat] = p.name or f"seat{p.seat}"
        if not p.name:
            auto.add(names[p.seat])
    return StudStart(head=head, names=names, auto=frozenset(auto))


def seated_after(
    stacks: Mapping[int, int], start: StudStart, events: tuple[LiveEvent, ...] = ()
) -> dict[int, Seat]:
    """The players seated for the next hand: each seat with its stack, then `events`."""
    seated = {
        seat: Seat(
            player=Player(seat=seat, name=start.names[seat], stack=stack), status=Status.PLAYING
        )
        for seat, stack in sorted(stacks.items())
    }
    for event in events:
        seated = apply_event(seated, event)
    return seated


def apply_event(seated: Mapping[int, Seat], event: LiveEvent) -> dict[int, Seat]:
    """`seated` after one `join`, `leave`, `away`, `back` or `rebuy` (read by `read_event`)."""
    out = dict(seated)
    if event.kind == "join":
        player = Player(seat=event.seat, name=event.name, stack=event.amount)
        out[event.seat] = Seat(player=player, status=Status.PLAYING)
    elif event.kind == "leave":
        out.pop(event.seat, None)
    elif event.seat in out:
        here = out[event.seat]
        if event.kind == "away":
            out[event.seat] = replace(here, status=Status.AWAY)
        elif event.kind == "back":
            out[event.seat] = replace(here, status=Status.PLAYING)
        else:  # rebuy: chips added to the stack the next hand starts with
            stack = here.player.stack + event.amount
            out[event.seat] = replace(here, player=replace(here.player, stack=stack))
    return dict(sorted(out.items()))


def dealt_in(seated: Mapping[int, Seat]) -> list[int]:
    """The seats dealt the next hand: seated, not away, with chips."""
    return [
        s for s, h in sorted(seated.items()) if h.status is not Status.AWAY and h.player.stack > 0
    ]


def carried_stacks(seated: Mapping[int, Seat]) -> dict[int, int]:
    """The stack each seat dealt in takes into the next hand (chips behind + chips won, a
    rebuy, a new player's buy-in): what `stud_table` deals with and what the table's
    `stacks` shows while the hand waits for its upcards."""
    return {s: seated[s].player.stack for s in dealt_in(seated)}


def upcards_words(number: int, seated: Mapping[int, Seat]) -> str:
    """What the table says while the next stud hand waits for its upcards."""
    seats = dealt_in(seated)
    away = [str(s) for s, h in seated.items() if h.status is Status.AWAY]
    aside = f" (away: seat {', '.join(away)})" if away else ""
    example = " ".join(f"{s}:{c}" for s, c in zip(seats, _CARDS, strict=False))
    return (
        f"Hand {number}: seats {', '.join(map(str, seats)) or 'none'} dealt in{aside}; "
        f"type their third-street upcards, one a seat, e.g. 'upcards {example}'"
    )


def stud_table(
    start: StudStart, seated: Mapping[int, Seat], line: str, number: int, decimals: int = 0
) -> Table:
    """Hand `number` dealt to `seated` with the upcards of an ``upcards 1:Kh 2:3c ...`` line
    (a `FloorError` saying what to type when they do not deal a hand)."""
    from floorcli.formats.handfile import UPCARDS_HINT as FILE_HINT
    from floorcli.table.hand import hand_yaml
    from floorcli.textio.yamlsrc import load_yaml

    seats = dealt_in(seated)
    if len(seats) < 2:
        who = "only one player is" if seats else "no player is"
        raise FloorError(
            f"hand {number} cannot be dealt: {who} dealt in, a hand needs two; seat a player "
            "('join 7 Gina 500') or bring one back ('back 3')"
        )
    rest = line.partition(" ")[2]
    if not rest.strip():
        raise FloorError(UPCARDS_HINT)
    where = f"hand {number}"
    try:
        cards = upcards_from_flag(rest)
        data: dict[str, Any] = dict(start.head)
        # cents as typed
        stacks = {s: written(chips, decimals) for s, chips in carried_stacks(seated).items()}
        data["seats"] = {
            s: stacks[s]
            if seated[s].player.name in start.auto
            else {"name": seated[s].player.name, "stack": stacks[s]}
            for s in seats
        }
        data["upcards"] = cards
        mapping = load_yaml(hand_yaml(data), where)
        assert isinstance(mapping, LineDict)
        outcome = start_table(mapping, file=where)
    except FloorError as err:
        # the hand file's form of the hint, 'upcards: {1: Kh}', as a line at the table
        message = err.message.replace(FILE_HINT, UPCARDS_HINT).replace("--upcards", "upcards")
        raise FloorError(message) from None
    if not outcome.stood:
        raise FloorError(f"its forced bets do not stand: {outcome.hint or 'a post was refused'}")
    return outcome.table
