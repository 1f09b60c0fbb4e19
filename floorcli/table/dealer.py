"""The live table's one reader of a typed line: what the line is, and the table's reply.

`dealer_for(live)` gives the dealer of a session, one of two types behind the `Dealer`
protocol: a `BlindsDealer` (a button and blinds; `next` deals the next hand as `floorcli blinds`
plans it) or a `StudDealer` (no button, no blinds: Robert's Rules of Poker v5, Seven-Card Stud;
after `next` the next hand waits for its third-street upcards, `table.studsession`).

`Dealer.line(text)` decides what a typed line is (an action or street marker, an award, `next`,
a player coming or going, the stud upcards, `undo`, a question such as `pots`, `save`, `quit`)
and returns a `Reply` (`table.session.Reply`, its kinds in `table.kinds`) that the terminal
only draws; `Dealer.undo()` takes back the last thing that changed the table.  Nothing here
prints or reads the terminal.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Protocol

from floorcli.table.awards import is_award
from floorcli.table.events import EVENT_WORDS
from floorcli.table.kinds import Kind, Query
from floorcli.table.session import LiveSession, Reply
from floorcli.table.stud import StudStart
from floorcli.table.tourney import TOURNEY_WORDS, tourney_line

__all__ = [
    "QUERIES",
    "QUIT_WORDS",
    "BlindsDealer",
    "Dealer",
    "StudDealer",
    "dealer_for",
    "resumed_words",
]

QUERIES = {q.value: q for q in Query if q.value} | {"explain": Query.WHY, "?": Query.HELP}
"""The questions a dealer types alone on a line (`why` is also `explain`, `help` is `?`)."""

QUIT_WORDS = ("quit", "exit", "q")
"""Leave the table (a `quit` in a journal is skipped when a session is taken up again)."""

_HELP = " ('help' shows what to type)"


class Dealer(Protocol):
    """The table over a session: reads each typed line and replies."""

    @property
    def live(self) -> LiveSession:
        """The session as it stands."""
        ...

    def line(self, text: str) -> Reply:
        """What the typed line `text` is, and what the table replies (a new session in it)."""
        ...

    def undo(self) -> Reply:
        """Take back the last action, award or event; right after `next`, the hand before."""
        ...

    def in_play(self) -> str:
        """The hand in play in a few words: its number, its button, who is to act."""
        ...


def dealer_for(live: LiveSession, now: Callable[[], float] = time.monotonic) -> Dealer:
    """The dealer of `live`: stud (dealt by its upcards) or a game with a button and blinds.
    `now` is the table's time source (the clock and levels by minutes), any function in a
    test."""
    if live.stud is not None:
        return StudDealer(live=live, stud=live.stud)
    return BlindsDealer(live=live, now=now)


@dataclass(frozen=True, slots=True, kw_only=True)
class BlindsDealer:
    """A game with a button and blinds: `next` moves them as `floorcli blinds` does."""

    live: LiveSession
    now: Callable[[], float] = field(default=time.monotonic)

    def line(self, text: str) -> Reply:
        from floorcli.table.tourney import settle_clock

        level = self.live.plan.level if self.live.plan is not None else None
        since = self.live.level_since
        if level is not None and (since is None or since[0] < level.number):
            live = replace(self.live, level_since=(level.number, self.now()))  # its time starts
            return settle_clock(read_line(replace(self, live=live), text))
        return settle_clock(read_line(self, text))

    def undo(self) -> Reply:
        return _shown(self.live.undo(), Kind.UNDO)

    def in_play(self) -> str:
        table = self.live.table
        button = table.initial.button
        player = next((p for p in table.state.players if p.seat == button), None)
        return _in_play(self.live, f"button {player.label if player else f'Seat {button}'}")

    def between(self, line: str) -> Reply | None:
        """An award, `next` or an event (None: the line is none of those)."""
        first = line.split()[0].lower()
        if first in TOURNEY_WORDS or line.lower().split() == ["next", "level"]:
            return _shown(tourney_line(self.live, line, self.now()), Kind.EVENT)
        if _is_next(line):
            return _next(
                self.live, line, lambda live, said: _shown(live.next_hand(said), Kind.NEXT)
            )
        if is_award(line):
            return _shown(self.live.award(line), Kind.AWARD, answer=False)
        if first in EVENT_WORDS:
            return _shown(self.live.event(line), Kind.EVENT)
        return None


@dataclass(frozen=True, slots=True, kw_only=True)
class StudDealer:
    """Stud: no button, no blinds; after `next` the next hand waits for its upcards line,
    and while it waits every other line but an event, `undo` or a question gets a hint."""

    live: LiveSession
    stud: StudStart

    def line(self, text: str) -> Reply:
        return read_line(self, text)

    def undo(self) -> Reply:
        return _shown(self.live.undo(), Kind.UNDO)

    def in_play(self) -> str:
        if self.live.waiting:  # the next hand waits for its upcards
            from floorcli.table.studsession import waiting_hint

            return waiting_hint(self.live)
        return _in_play(self.live)

    def between(self, line: str) -> Reply | None:
        """The upcards line, a line while the next hand waits, an award, `next` or an event
        (None: the line is none of those)."""
        from floorcli.table.studsession import (
            stud_event,
            stud_next,
            stud_upcards,
            waiting_hint,
        )

        live = self.live
        first = line.split()[0].lower()
        if first == "upcards":
            return _shown(stud_upcards(live, self.stud, line), Kind.UPCARDS)
        if live.waiting and first not in EVENT_WORDS:
            noted = live.noted(line)
            return Reply(live=noted, kind=_kind_of(line), hint=f"'{line}': {waiting_hint(noted)}")
        if _is_next(line):
            return _next(
                live,
                line,
                lambda now, said: _shown(stud_next(now, self.stud, said), Kind.NEXT, answer=False),
            )
        if is_award(line):
            return _shown(live.award(line), Kind.AWARD, answer=False)
        if first in EVENT_WORDS:
            return _shown(stud_event(live, self.stud, line), Kind.EVENT)
        return None


class _Reads(Protocol):
    """What `read_line` needs of a dealer: the session, `undo` and its own between-hands lines."""

    @property
    def live(self) -> LiveSession: ...
    def undo(self) -> Reply: ...
    def between(self, line: str) -> Reply | None: ...


def resumed_words(dealer: Dealer, typed: int) -> tuple[str, ...]:
    """What a session taken up from its journal says first: how many lines were typed again,
    then the hand in play (`Dealer.in_play`), not hand 1's greeting."""
    live = dealer.live
    count = 0 if live.waiting else len(live.table.steps)
    said = f"resumed the unfinished session: {typed} typed lines again, {count} in the hand"
    return said, dealer.in_play()


def _in_play(live: LiveSession, *button: str) -> str:
    actor = live.table.state.to_act
    acts = f"{actor.label} to act" if actor else "no more betting"
    return ", ".join((f"Hand {live.number}", *button, acts))


def read_line(dealer: _Reads, text: str) -> Reply:
    """The one reading of a typed line, in order: a question, `quit`, `undo`, `save`, then the
    dealer's own lines (awards, `next`, events, stud upcards), and last an action or street
    marker of the hand being played."""
    live = dealer.live
    line = text.strip()
    word, _, rest = line.partition(" ")
    word = word.lower()
    if not line:
        return Reply(live=live, kind=Kind.QUERY, query=Query.STATE)
    if not rest and word in QUERIES:
        return Reply(live=live, kind=Kind.QUERY, query=QUERIES[word])
    if not rest and word in QUIT_WORDS:
        return Reply(live=live, kind=Kind.QUIT)
    if not rest and word == "undo":
        return dealer.undo()
    if word == "save":
        return _save(live, rest)
    between = dealer.between(line)
    if between is not None:
        return between
    step = live.enter(line)
    outcome = step.outcome
    assert outcome is not None
    kind = Kind.MARKER if outcome.stood and outcome.ruling is None else Kind.ACTION
    if outcome.hint:
        return Reply(live=step.live, kind=kind, outcome=outcome, hint=outcome.hint + _HELP)
    return Reply(live=step.live, kind=kind, outcome=outcome, answer=True)


def _save(live: LiveSession, rest: str) -> Reply:
    """``save``, ``save FILE``, ``save FILE --force``: the file is the terminal's to write."""
    words = rest.split()
    names = [w for w in words if w != "--force"]
    if len(names) > 1:
        return Reply(
            live=live,
            kind=Kind.SAVE,
            hint="write 'save FILE' (or 'save FILE --force' to replace a file), "
            "e.g. save hand-12.yaml",
        )
    name = names[0] if names else ""
    return Reply(live=live, kind=Kind.SAVE, save_name=name, force="--force" in words)


def _is_next(line: str) -> bool:
    words = [w.lower() for w in line.split()]
    return words[0] == "next" or words[:2] == ["new", "hand"]


def _kind_of(line: str) -> Kind:
    """What a line typed while a stud hand waits would have been (for the reply's kind)."""
    if _is_next(line):
        return Kind.NEXT
    return Kind.AWARD if is_award(line) else Kind.ACTION


class _Next(Protocol):
    def __call__(self, live: LiveSession, said: str, /) -> Reply: ...


def _next(live: LiveSession, line: str, deal: _Next) -> Reply:
    """`next`, `new hand`, `next 3 wins`: the award first when one is given, then the deal."""
    words = line.split()
    first = words[0].lower()
    rest = words[1:] if first == "next" else words[2:]
    before: tuple[str, ...] = ()
    if rest:  # 'next 3 wins': the award, then the next hand
        if not is_award(" ".join(rest)):
            hint = (
                f"'{line}': after 'next' write the winner ('next 3 wins', 'next split 3 "
                "5') or nothing"
            )
            return Reply(live=live, kind=Kind.NEXT, hint=hint)
        awarded = live.award(" ".join(rest))
        if awarded.hint:
            return _shown(awarded, Kind.NEXT)
        live, before = awarded.live, awarded.said
    step = deal(live, " ".join(words[: 2 - (first == "next")]))
    return replace(step, said=(*before, *step.said))


def _shown(step: Reply, kind: Kind, *, answer: bool = True) -> Reply:
    """A session step as the terminal draws it: a hint ends in where to look for help; the
    table's answer follows unless the line changed nothing or a stud hand waits."""
    if step.hint:
        return replace(step, kind=kind, hint=step.hint + _HELP, answer=False)
    return replace(step, kind=kind, answer=answer and not step.live.waiting)
