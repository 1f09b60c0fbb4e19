"""The button and blinds of a live session, one hand at a time, by the code of `floorcli blinds`.

`floorcli.sessions.plan.plan_hands` walks every hand of a session file at once; a live table
learns the events of each hand only when the dealer types them, so `Planner` takes the same
walk one hand at a time: `deal` goes from one hand to the next and places the button and the
blinds (`sessions.plan.between_hands` and `deal_plan`, the two steps `plan_hands` takes for
every hand), `judged` records the hand's winner for a kill game (`sessions.kill.judge`).
Nothing here decides a button or a blind; `tests/test_table_session.py` checks that dealing
a session file's hands one by one gives `plan_hands`'s plans.  Each step costs the same at
the 200th hand as at the first: no earlier hand is walked again.

The one addition is the stacks: a session file writes each player's stack when they sit
down, while at the table the stacks change every hand, and a short stack posts what it has
(`sessions.table.Posting`), so `deal` takes every player's stack at the start of the hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from floorcli.sessions.events import apply_events
from floorcli.sessions.kill import Trigger, judge
from floorcli.sessions.levels import LevelWalk
from floorcli.sessions.model import Event, HandPlan, Result, Session
from floorcli.sessions.plan import between_hands, deal_plan
from floorcli.sessions.table import Last, Seat, Status, Table
from floorcli.sessions.tourney import leveled, with_level

__all__ = ["Planner"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Planner:
    """The table between hands as `floorcli blinds` keeps it, after hand `hand` was dealt."""

    session: Session
    hand: int = 0
    table: Mapping[int, Seat]
    last: Last | None = None
    trigger: Trigger | None = None
    streak: tuple[str, int] = ("", 0)
    carry: str = ""
    previous: HandPlan | None = None
    walk: LevelWalk = field(default_factory=lambda: LevelWalk(levels=(), ups={}))

    @classmethod
    def start(cls, session: Session) -> Planner:
        """Before hand 1: every player of the session seated and playing."""
        table = {p.seat: Seat(player=p, status=Status.PLAYING) for p in session.players}
        walk = LevelWalk(levels=session.levels, ups=session.level_ups)
        return cls(session=session, table=table, walk=walk)

    def announced(self, level: int) -> Planner:
        """The planner with level `level` announced after this hand: it applies from the next
        hand (TDA 2024 Rule 23)."""
        return replace(self, walk=replace(self.walk, ups={**self.walk.ups, self.hand: level}))

    def seated(self, events: Sequence[Event] = ()) -> Table:
        """The table after this hand and `events` (refused as `floorcli blinds` refuses them:
        a `HandFileError` for a player not seated, a taken seat, a name used twice)."""
        return apply_events(dict(self.table), events, self.session)

    def deal(
        self, events: Sequence[Event] = (), *, stacks: Mapping[int, int] | None = None
    ) -> tuple[HandPlan, Planner]:
        """The next hand's plan after `events`, and the planner after it.

        `stacks` gives the stack of a seated player at the start of the hand (by seat); a seat
        not in it keeps the stack it had.
        """
        hand = self.hand + 1
        table, carry = dict(self.table), self.carry
        if self.previous is not None:
            table, carry = between_hands(self.session, table, events, self.previous, carry)
        for seat, stack in (stacks or {}).items():
            here = table.get(seat)
            if here is not None and here.player.stack != stack:
                table[seat] = replace(here, player=replace(here.player, stack=stack))
        walk = self.walk.step(hand)  # the hand's blind level (TDA 2024 Rule 23)
        at = leveled(self.session, walk)
        plan, table, last = deal_plan(at, hand, table, self.last, trigger=self.trigger, carry=carry)
        plan = with_level(plan, self.session, walk)
        after = replace(self, hand=hand, table=table, last=last, previous=plan, carry="", walk=walk)
        return plan, after

    def judged(self, plan: HandPlan, result: Result | None) -> Planner:
        """The planner after hand `plan.hand`'s result (a kill game's trigger and run of wins)."""
        trigger, streak, carry = judge(self.session, plan, result, self.streak)
        return replace(self, trigger=trigger, streak=streak, carry=carry)
