"""A whole session at the live table: hand after hand, with the pots awarded and the stacks
carried, the button and the blinds moved by the code of `floorcli blinds`.

A `LiveSession` holds the hand being played (a `floorcli.table.hand.Table`), the hands played
before it (`Played`), and the session as `floorcli blinds` sees it (`SessionStart`, and a
`Planner` that deals each hand as `plan_hands` would).  `award` rules on `3 wins` / `split 3 5`
(`table.awards`); `next_hand` ends the hand (stack = chips behind + won + a rebuy; a player left
with nothing busts) and deals the next from the hand file `sessions.write` writes for its plan;
`event` (`join`, `leave`, `away`, `back`, `rebuy`) deals a new hand again before anything is
typed in it, later waits for its end; levels, busts and the clock are `table.tourney`'s, stud
`table.studsession`'s.  `undo` takes back an action, an award, an event, and across a hand
boundary the `next` itself.  Every state is frozen; an answer costs the same at hand 200 as
at hand 1 (the played hands are a `Chain`, walked only to save by `table.savefile`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from floorcli.errors import FloorError, NotationError
from floorcli.sessions.model import HandPlan, Result
from floorcli.sessions.table import Seat
from floorcli.sessions.tourney import is_tournament
from floorcli.table.awards import Award, award, chips_given, pots_left
from floorcli.table.chain import Chain
from floorcli.table.clock import Clock
from floorcli.table.deal import (
    HAND_KEYS,
    Played,
    SessionStart,
    award_first,
    bust_words,
    dealt_table,
    empty,
    entry_of,
    event_words,
    hand_words,
    kill_result,
    left_words,
    not_over,
    pushed,
    session_start,
    stacks_now,
    unnamed,
    within_hand,
)
from floorcli.table.events import LiveEvent, read_event, session_events
from floorcli.table.hand import Outcome, Table
from floorcli.table.kinds import Kind, Query
from floorcli.table.planner import Planner
from floorcli.table.stud import STUD_HAND_KEYS, StudStart, stud_start

__all__ = ["LiveSession", "Played", "Reply", "SessionStart"]

_ACTION, _AWARD, _EVENT = "action", "award", "event"


@dataclass(frozen=True, slots=True, kw_only=True)
class Reply:
    """The table's reply to one typed line (`floorcli.table.dealer`): what the line was
    (`kind`), the session after it, and all the terminal draws.

    The terminal prints each of `said`, then `hint` (what to type instead), then when `answer`
    is set the table's answer (to `outcome.ruling` for an action).  A `QUERY` is answered from
    `live`; a `SAVE` writes to `save_name` (empty: the `--save` target); a `QUIT` leaves.
    """

    live: LiveSession
    kind: Kind = Kind.ACTION
    outcome: Outcome | None = None
    hint: str = ""
    said: tuple[str, ...] = ()
    answer: bool = False
    query: Query | None = None
    save_name: str = ""
    force: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class LiveSession:
    """The live table over a whole session (frozen: each line gives a new one)."""

    table: Table
    number: int = 1
    entry: Mapping[str, Any] = field(default_factory=dict)
    start: SessionStart | None = None
    why_one_hand: str = ""
    planner: Planner | None = None
    before: Planner | None = None
    plan: HandPlan | None = None
    stacks: Mapping[int, int] = field(default_factory=dict)
    awards: tuple[Award, ...] = ()
    pending: tuple[LiveEvent, ...] = ()
    applied: tuple[LiveEvent, ...] = ()
    used: tuple[str, ...] = ()
    played: Chain[Played] = field(default_factory=Chain)
    marks: Chain[str] = field(default_factory=Chain)
    back: LiveSession | None = None
    typed: int = 0
    saved_at: int = 0
    stud: StudStart | None = None  # a stud session (`table.studsession`): no planner
    seated: Mapping[int, Seat] = field(default_factory=dict)  # stud: seated at this hand
    waiting: bool = False  # stud, after `next`: the next hand waits for its upcards
    clock: Clock | None = None  # a player on the clock (TDA 2024 Rule 29; `table.tourney`)
    level_since: tuple[int, float] | None = None  # the level, when announced (time source)

    @classmethod
    def begin(cls, table: Table) -> LiveSession:
        """The session from the first hand's table (started from flags or a hand file)."""
        entry = entry_of(table, (*HAND_KEYS, "upcards"))
        stacks = {p.seat: p.starting_stack for p in table.initial.players}
        typed = len(table.typed)
        live = cls(table=table, entry=entry, stacks=stacks, typed=typed, saved_at=table.saved_at)
        try:
            stud = stud_start(table)
        except FloorError as err:
            return replace(live, why_one_hand=err.message)
        if stud is not None:  # stud: no button, no blinds (each hand its seats and upcards)
            entry = entry_of(table, STUD_HAND_KEYS)
            return replace(live, stud=stud, entry=entry)
        try:
            start = session_start(table)
            plan, planner = Planner.start(start.session).deal()
        except FloorError as err:
            return replace(live, why_one_hand=err.message)
        return replace(live, start=start, planner=planner, before=None, plan=plan)

    # -- what the loop reads

    @property
    def dirty(self) -> bool:
        """Something was typed since the last save."""
        return self.typed > self.saved_at

    @property
    def hands(self) -> int:
        """Hands in the session so far, the one being played included."""
        return len(self.played) + 1

    def saved(self) -> LiveSession:
        """The session, remembering that everything typed so far is saved."""
        return replace(self, table=self.table.saved(), saved_at=self.typed)

    def noted(self, line: str) -> LiveSession:
        """The session with `line` kept in the hand's log (typed, changing nothing else)."""
        return replace(self, table=self.table.note(line), typed=self.typed + 1)

    # -- actions, awards, events, undo

    def enter(self, line: str) -> Reply:
        """An action or street marker of the hand being played."""
        outcome = self.table.enter(line)
        live = replace(self, table=outcome.table, typed=self.typed + 1)
        if outcome.stood:
            live = replace(live, marks=self.marks.push(_ACTION))
        return Reply(live=live, outcome=outcome)

    def award(self, line: str) -> Reply:
        """`3 wins`, `split 3 5`: pots of the hand that is over, to the best hand."""
        live = self.noted(line)
        if not self.table.is_over:
            return Reply(live=live, hint=f"the hand is not over: {not_over(self.table)}")
        try:
            given = award(line, self.table.state, self.awards)
        except NotationError as err:
            return Reply(live=live, hint=err.message)
        live = replace(
            live,
            awards=(*self.awards, given),
            used=(*self.used, given.text),
            marks=self.marks.push(_AWARD),
        )
        said = f"{given.words} {stacks_now(live.table, live.awarded(), given)}."
        return Reply(live=live, said=(said, *left_words(live.table, live.awards)))

    def event(self, line: str) -> Reply:
        """`join 7 Gina 500`, `leave 3`, `away Alice`, `back 3`, `rebuy 3 500`."""
        live = self.noted(line)
        if self.start is None or self.planner is None:
            return Reply(live=live, hint=self._one_hand(line.split()[0].lower()))
        redeal = self.number > 1 and not len(self.marks) and self.before is not None
        planner = self.before if redeal and self.before is not None else self.planner
        queued = self.applied if redeal else self.pending
        awarded = self.table.is_over and not pots_left(self.table.state, self.awards)
        if awarded and not redeal and line.split()[0].lower() != "rebuy":
            # the hand is over and awarded: who busts is known (a rebuy may still save them)
            queued = (*self.settled()[2], *(e for e in queued if e.kind != "rebuy"))
        try:
            table = planner.seated(session_events(queued, after=planner.hand))
            rules = self.table.hand.rules  # SPEC section 2: seats 1 to table_seats
            new = read_event(
                line, table, auto=self.start.auto, seats=rules.table_seats, decimals=rules.decimals
            )
            planner.seated(session_events((*queued, new), after=planner.hand))
        except (NotationError, FloorError) as err:  # a player seated unnamed: by the seat
            return Reply(live=live, hint=unnamed(err.message, self.start))
        if not redeal:
            when = "before the next hand"
            live = replace(live, pending=(*self.pending, new), marks=self.marks.push(_EVENT))
            return Reply(live=live, said=(f"{event_words(new, rules.decimals)} {when}.",))
        stacks = dict(self.stacks)
        if new.kind == "rebuy":
            stacks[new.seat] = stacks.get(new.seat, 0) + new.amount
        used = (*self.used, new.text) if new.kind != "rebuy" else self.used
        events = (*self.applied, new)
        dealt = live.deal_after(self.before, events, stacks, used=used, keep=live.table.typed)
        if isinstance(dealt, str):
            return Reply(live=live, hint=dealt)
        dealt = replace(dealt, back=live)
        words = hand_words(dealt)
        return Reply(
            live=dealt,
            said=(f"{event_words(new, rules.decimals)}; hand {self.number} dealt again.", *words),
        )

    def next_hand(self, line: str = "next") -> Reply:
        """End the hand (every pot awarded) and deal the next one."""
        live = self.noted(line)
        if self.start is None or self.planner is None or self.plan is None:
            return Reply(live=live, hint=self._one_hand("next"))
        unfinished = self.unfinished(live)
        if unfinished is not None:
            return unfinished
        won, ends, busts = self.settled()
        result = self._result(won)
        planner = self.planner.judged(self.plan, result)
        gone_seats = {e.seat for e in busts}
        # a player who busts leaves: a 'leave', 'away' or 'back' typed for them is done with
        pending = tuple(e for e in self.pending if e.seat not in gone_seats or e.kind == "join")
        leaving = {e.seat for e in (*busts, *pending) if e.kind in ("leave", "bust")}
        stacks = {s: c for s, c in ends.items() if s not in leaving}
        ended = self.ended(live.table, line, pending, won, result)
        moved = replace(live, played=pushed(self.played, ended), number=self.number + 1)
        dealt = moved.deal_after(planner, (*busts, *pending), stacks, used=(), keep=empty())
        if isinstance(dealt, str):
            return Reply(live=live, hint=dealt)
        said = (*bust_words(self.plan, busts, self.planner.table, self.table), *hand_words(dealt))
        return Reply(live=replace(dealt, back=within_hand(live)), said=said)

    def ended(
        self,
        table: Table,
        line: str,
        pending: tuple[LiveEvent, ...],
        won: Mapping[int, int],
        result: Result | None = None,
    ) -> Played:
        """This hand as it ended at `line`, the events typed for the next one among its lines."""
        typed = tuple(e.text for e in pending if e.kind != "rebuy")
        return Played(
            table=table,
            entry=self.entry,
            awards=self.awards,
            won=tuple(sorted(won.items())),
            applied=self.applied,
            used=(*self.used, *typed, " ".join(line.split())),
            result=result,
        )

    def unfinished(self, live: LiveSession) -> Reply | None:
        """Why `next` cannot end the hand yet (a hint on `live`), or None."""
        if not self.table.is_over:
            return Reply(live=live, hint=f"the hand is not over: {not_over(self.table)}")
        hint = award_first(self.table, self.awards)
        return None if hint is None else Reply(live=live, hint=hint)

    def settled(self) -> tuple[dict[int, int], dict[int, int], tuple[LiveEvent, ...]]:
        """Once every pot is awarded: the chips each seat won, each stack for the next hand
        (chips behind + won + a rebuy), and a `leave` for each player left with nothing."""
        names = self.start.names if self.start is not None else self.stud.names if self.stud else {}
        won = self.awarded()
        ends = {p.seat: p.stack + p.reserve + won.get(p.seat, 0) for p in self.table.state.players}
        for e in self.pending:
            if e.kind == "rebuy":
                ends[e.seat] = ends.get(e.seat, 0) + e.amount
        busts = tuple(
            LiveEvent(kind=self.bust_kind, name=names.get(seat, ""), seat=seat)
            for seat, chips in ends.items()
            if chips == 0
        )
        return won, ends, busts

    @property
    def bust_kind(self) -> str:
        """A player left with nothing: a `bust` in a tournament, else a `leave`."""
        tournament = self.start is not None and is_tournament(self.start.session)
        return "bust" if tournament else "leave"

    def awarded(self) -> dict[int, int]:
        """The chips given to each seat so far (`table.awards.chips_given`)."""
        return chips_given(self.table.state, self.awards) if self.table.is_over else {}

    def undo(self) -> Reply:
        """Take back the last action, award or event; right after `next` (or a hand dealt
        again), go back to the table before it."""
        live = self.noted("undo")
        mark = self.marks.last
        if mark == _AWARD:
            gone = self.awards[-1]
            used = list(self.used)
            used.remove(gone.text)
            live = replace(live, awards=self.awards[:-1], used=tuple(used), marks=self.marks.pop())
            return Reply(live=live, said=(f"undone: {gone.text}",))
        if mark == _EVENT:
            gone_event = self.pending[-1]
            live = replace(live, pending=self.pending[:-1], marks=self.marks.pop())
            return Reply(live=live, said=(f"undone: {gone_event.text}",))
        if mark == _ACTION or (mark is None and self.back is None and self.table.steps):
            table, step = self.table.undo()
            assert step is not None
            live = replace(self, table=table, typed=self.typed + 1, marks=self.marks.pop())
            return Reply(live=live, said=(f"undone: {step.text}",))
        if self.back is not None:
            return Reply(live=self._restored(self.back), said=self._back_words(self.back))
        return Reply(live=live, hint="nothing to undo")

    # -- helpers

    def _restored(self, back: LiveSession) -> LiveSession:
        """`back` with every line typed since (and this undo) kept in its hand's log."""
        since = list(self.table.typed)
        if back.number == self.number:  # dealt again: the log was carried over
            since = since[len(back.table.typed) :]
        typed = back.table.typed
        for line in (*since, "undo"):
            typed = typed.push(line)
        table = replace(back.table, typed=typed)
        return replace(back, table=table, typed=self.typed + 1, saved_at=self.saved_at)

    def _back_words(self, back: LiveSession) -> tuple[str, ...]:
        if back.waiting:  # stud: an event or the upcards line typed while the hand waited
            gone = list(self.table.typed)[len(back.table.typed)]
            return (f"undone: {gone}; hand {back.number} waits for its upcards",)
        if back.number < self.number:
            return (
                f"undone: next; back to the end of hand {back.number} (awards and stacks "
                "as they were)",
            )
        return (f"undone: {back.table.log[-1]}; hand {back.number} as it was dealt before",)

    def deal_after(
        self,
        planner: Planner | None,
        events: tuple[LiveEvent, ...],
        stacks: Mapping[int, int],
        *,
        used: tuple[str, ...],
        keep: Chain[str],
    ) -> LiveSession | str:
        """This session with hand `self.number` dealt after `events` (or a hint)."""
        assert planner is not None and self.start is not None
        number = self.number
        try:
            plan, after = planner.deal(session_events(events, after=number - 1), stacks=stacks)
            table = dealt_table(self.start, plan, number)
        except FloorError as err:
            why = err.message.removeprefix(f"hand {number} cannot be dealt: ")
            why = re.sub(r"end the session earlier \(hands: \d+\) or ", "", why)
            return unnamed(f"hand {number} cannot be dealt: {why}", self.start)
        table = replace(table, typed=keep, saved_at=0)
        entry = entry_of(table)
        names = dict(self.start.names)
        auto = set(self.start.auto)
        for e in events:
            if e.kind == "join":
                names[e.seat] = e.name
        start = replace(self.start, names=names, auto=frozenset(auto))
        return replace(
            self,
            table=table,
            entry=entry,
            start=start,
            planner=after,
            before=planner,
            plan=plan,
            stacks={p.seat: p.starting_stack for p in table.initial.players},
            awards=(),
            pending=(),
            applied=events,
            used=used,
            marks=empty(),
        )

    def _result(self, won: Mapping[int, int]) -> Result | None:
        """Who won the hand, for a kill game (`sessions.kill.judge`); None elsewhere."""
        assert self.start is not None
        return kill_result(self.table, self.awards, won, self.start, self.number)

    def label(self, seat: int) -> str:
        """How the hand names `seat`: ``Seat 3 (Ann)``, or ``Seat 3``."""
        return next((p.label for p in self.table.state.players if p.seat == seat), f"Seat {seat}")

    def _one_hand(self, word: str) -> str:
        return (
            f"'{word}' needs a table that can go on to another hand, and this one cannot: "
            f"{self.why_one_hand}"
        )
