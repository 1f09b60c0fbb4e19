"""Button and blinds across hands: who has the button and who posts what, hand after hand.

A session is one table over several hands: the seats, the button of hand 1, and the events
after each hand (players leave, join, step away, come back).  `plan_hands` walks the hands
under the profile's `button_rule`:

- **dead** (TDA 2024 Rule 32; Robert's Rules of Poker, Section 4): the big blind moves forward
  one player every hand; the small blind is due from last hand's big-blind seat and the button
  goes to last hand's small-blind seat.  Either seat may be empty: no small blind that hand, or
  a dead button (the player before the empty seat keeps last action).
- **moving** (seed 002, Moving button rule): the button moves to the next player; the player two
  seats to its left posts a big blind, as does every player the big blind skipped; whoever posted
  a big blind last hand posts a small blind.
- **simplified** (seed 000, Simplified): the button moves to the next player and the next two
  players post the blinds; a blind skipped because a player left is simply missed.

Heads-up (TDA 2024 Rule 34; seeds 000 and 002, When there are only two players) the button
posts the small blind, and the big blind keeps moving: going from three players to two nobody
posts the big blind twice in a row.

A player who is away misses every blind that passes the seat and makes it up on coming back
(`missed_blinds`); a new player posts a big blind or waits for it (`new_player`).

Kill game (seed 002, Kill game; seed 000, Kill game and Kill blind): a `won` result after a hand
names its winner and pot.  A pot over `kill_pot_over` won by one player, or `kill_win_streak`
pots in a row won by the same player, puts the kill on the next hand: the winner posts a live
kill blind of `kill_kind` x the big blind (2 x full, 1.5 x half).  A split pot is no kill and
ends every streak; so does a hand with no result written.  Only this
module's callers read files: `plan_hands` is a pure function of a `Session`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace

from floorcli.errors import HandFileError
from floorcli.model.seats import clockwise
from floorcli.profiles.choices import ButtonRule, MissedBlinds, NewPlayer
from floorcli.profiles.settings import Rules
from floorcli.sessions.button import place, place_bought, place_heads_up
from floorcli.sessions.entrants import (
    deal_in_absent,
    enter_players,
    entering_free,
    everyone_new_playing,
    note_sitting_out,
    settle_entrants,
)
from floorcli.sessions.events import apply_events, restore_unposted
from floorcli.sessions.kill import Trigger, judge, kill_cite, post_kill
from floorcli.sessions.levels import LevelWalk
from floorcli.sessions.missed import away_sit_out, kill_absent, miss_blinds
from floorcli.sessions.model import (
    BLIND_KINDS,
    Event,
    EventKind,
    HandPlan,
    KillPlan,
    Player,
    Post,
    PostKind,
    Result,
    Session,
    Share,
    SittingOut,
    blind_kinds,
    session_report,
)
from floorcli.sessions.table import (
    Last,
    Placement,
    Posting,
    Seat,
    Status,
    Table,
    labels,
    shape,
)
from floorcli.sessions.tourney import busts_after, leveled, with_level

__all__ = [
    "BLIND_KINDS",
    "Event",
    "EventKind",
    "HandPlan",
    "KillPlan",
    "MissedBlinds",
    "NewPlayer",
    "Player",
    "Post",
    "PostKind",
    "Result",
    "Session",
    "Share",
    "SittingOut",
    "between_hands",
    "blind_kinds",
    "deal_plan",
    "iter_plans",
    "plan_hands",
    "session_report",
]


def deal_plan(
    session: Session,
    hand: int,
    table: Table,
    last: Last | None,
    *,
    trigger: Trigger | None = None,
    carry: str = "",
) -> tuple[HandPlan, Table, Last]:
    """Hand `hand`'s plan from the table before it (the one step `iter_plans` takes per hand
    after `between_hands`), with the table and the last blinds after it.

    The decisions, in the order a floor person makes them, each a function named for its rule:
    who is at the table (`players_present`) and whether it is a new game (`new_game`); where the
    button and the blinds go (`place_button`: the dead button of TDA 2024 Rule 32 or a moving
    button, free entry under TDA 2024 Rules 8-A and 10-A, a bought button under WSOP 2026 Live
    Action Rule 158); who is dealt in (`deal_in`, heads-up under TDA 2024 Rule 34-B); the
    blinds by position (`post_position_blinds`); what each player coming in posts
    (`enter_players`); an absent player's hand killed at the deal (`kill_absent`, TDA 2024
    Rule 30); the kill blind (`post_kill`); and the blinds that pass players who are away
    (`miss_blinds`, Robert's Rules of Poker, Section 4).
    """
    rules = session.rules
    table, absent = deal_in_absent(session, table)
    present = players_present(session, hand, table)
    table, restart = new_game(table, present, last)
    placement, table, free = place_button(session, table, last, present, restart=restart)
    placement, dealt, sitting = deal_in(
        session, hand, table, placement, last, kill_hand=trigger is not None
    )
    anchor = placement.levels[-1][-1]
    posting, in_blinds = post_position_blinds(rules, table, placement)
    notes = list(placement.notes)
    cited: set[str] = set()
    new_table, buying = enter_players(
        session, table, placement, dealt, free, posting, in_blinds, notes, cited
    )
    note_sitting_out(table, sitting, notes, cited)
    kill_absent(rules, table, absent, posting, new_table, notes, cited)
    if carry:
        notes.append(carry)
    kill = None if trigger is None else post_kill(session, table, dealt, posting, trigger, notes)
    passed = miss_blinds(rules, table, last, anchor, sitting, new_table, notes, cited)
    rule = "; ".join([placement.cite, *(session.cite(key) for key in sorted(cited))])
    if trigger is not None and kill is not None:
        rule += "; " + kill_cite(rules, trigger)
    dealt_seats = sorted(dealt)
    plan = HandPlan(
        hand=hand,
        button=placement.button,
        button_dead=placement.button not in dealt,
        small_blinds=tuple(
            clockwise((s for level in placement.levels[:-1] for s in level), after=anchor)
        ),
        big_blinds=tuple(clockwise(placement.levels[-1], after=anchor)),
        posts=tuple(posting.posts),
        dealt_in=tuple(table[s].player for s in dealt_seats),
        sitting_out=tuple(away_sit_out(table, sitting)),
        last_action=clockwise(dealt_seats, after=placement.button)[-1],  # at or before the button
        heads_up=placement.heads_up,
        explanation=" ".join(notes),
        rule=rule,
        kill=kill,
        absent=absent,
    )
    due = {table[s].player.name for s in (*placement.levels[-1], *passed)}
    after = Last(
        button=placement.natural or placement.button,
        chain=placement.chain,
        levels=tuple(tuple(level) for level in placement.levels),
        anchor=anchor,
        bb_due=frozenset(due),
        count=len(dealt),
        bought=buying,
    )
    return plan, new_table, after


def players_present(session: Session, hand: int, table: Table) -> list[int]:
    """The seats of the players at the table (not away); a hand needs two of them, else the
    session is refused at the line of the event that left too few."""
    present = sorted(s for s, h in table.items() if h.status is not Status.AWAY)
    if len(present) < 2:
        who = ", ".join(table[s].player.label for s in present) or "nobody"
        raise HandFileError(
            f"hand {hand} cannot be dealt: only {who} is seated and not away; a hand needs two "
            f"players: end the session earlier (hands: {hand - 1}) or seat a player with 'join'",
            file=session.file,
            line=session.event_lines.get(hand - 1, session.hands_line),
        )
    return present


def new_game(table: Table, present: list[int], last: Last | None) -> tuple[Table, bool]:
    """A new game when fewer than two players are still playing but more than two are seated
    (the others new or back): everyone seated is dealt in and nothing is owed, as at the start
    of a session (the button is placed afresh, `place_button(restart=True)`)."""
    playing = [s for s in present if table[s].status is Status.PLAYING]
    restart = last is not None and len(playing) < 2 and len(present) > 2
    if not restart:
        return table, False
    return {
        s: replace(h, status=Status.PLAYING, owed=frozenset()) if h.entering else h
        for s, h in table.items()
    }, True


def place_button(
    session: Session, table: Table, last: Last | None, present: list[int], *, restart: bool
) -> tuple[Placement, Table, list[int]]:
    """Where the button and the blinds go under `button_rule`, with the table after free entry
    and the free new players dealt in.

    Dead button (TDA 2024 Rule 32) or a moving one (`floorcli.sessions.button.place`).  Under
    `new_player: free` the dead button places the blinds on seats, whoever sits there (TDA 2024
    Rule 10-A: a new player may get the small or big blind); the moving rules place them on the
    players already in, so the big blind never moves backwards onto a new seat.  A button bought
    last hand (WSOP 2026 Live Action Rule 158) goes to its buyer.
    """
    rules = session.rules
    _, offset = shape(rules)
    free_entry = session.new_player is NewPlayer.FREE and last is not None and not restart
    placing = table
    if free_entry and rules.button_rule is ButtonRule.DEAD:
        placing = everyone_new_playing(table)
    placement = place(session, placing, last, present, restart=restart)
    bought = last.bought if last is not None and offset and not restart else 0
    if last is not None and bought in table and table[bought].status is Status.PLAYING:
        placement = place_bought(session, placing, last, present, bought) or placement
    if not free_entry:
        return placement, table, []
    table, free, _ = entering_free(table, placement)
    return placement, table, free


def deal_in(
    session: Session,
    hand: int,
    table: Table,
    placement: Placement,
    last: Last | None,
    *,
    kill_hand: bool,
) -> tuple[Placement, list[int], list[SittingOut]]:
    """Who is dealt in on the placement and who sits out (`settle_entrants`), the placement
    made again heads-up when only two are dealt in (TDA 2024 Rule 34-B: the button posts the
    small blind); refused when fewer than two can be dealt in.  In a `kill_hand` under a
    profile without `straddle_in_kill_pot` a player back may not come in as the straddle."""
    no_straddle = kill_hand and not session.rules.straddle_in_kill_pot
    dealt, sitting = settle_entrants(session, table, placement, no_straddle=no_straddle)
    if len(dealt) == 2 and not placement.heads_up:  # the others wait: a heads-up hand
        placement = place_heads_up(session, table, sorted(dealt), last)
    if len(dealt) < 2:
        raise HandFileError(
            f"hand {hand} cannot be dealt: only {labels(table, dealt) or 'nobody'} can be dealt "
            "in; seat more players or end the session earlier",
            file=session.file,
            line=session.event_lines.get(hand - 1, session.hands_line),
        )
    return placement, dealt, sitting


def post_position_blinds(
    rules: Rules, table: Table, placement: Placement
) -> tuple[Posting, set[int]]:
    """The blinds by position, live, each capped at the poster's stack, clockwise from the
    big blind; returns the posts and the seats that posted one."""
    count, _ = shape(rules)
    kinds = blind_kinds(count)
    posting = Posting(table=table)
    in_blinds: set[int] = set()
    for j, seats in enumerate(placement.levels):
        for seat in clockwise(seats, after=placement.levels[-1][-1]):
            posting.add(seat, rules.blinds[j], kinds[j], live=True)
            in_blinds.add(seat)
    return posting, in_blinds


def plan_hands(session: Session) -> tuple[HandPlan, ...]:
    """Button, blinds and posts of every hand of the session, in order.

    Raises `HandFileError` (file and line of the event) when an event names a player who is
    not seated, seats two players in one seat, or leaves fewer than two players.
    """
    return tuple(iter_plans(session))


def between_hands(
    session: Session, table: Table, events: Sequence[Event], previous: HandPlan, carry: str
) -> tuple[Table, str]:
    """The table for the next hand after hand `previous.hand` and its `events`, and the words
    carried into the next hand's explanation.  `iter_plans` and the live table
    (`floorcli.table.planner`) both go from hand to hand through here."""
    table, owing = restore_unposted(table, events, previous, session)
    table = apply_events(table, events, session)
    return table, " ".join(part for part in (carry, owing) if part)


def iter_plans(session: Session) -> Iterator[HandPlan]:
    """`plan_hands` one hand at a time: each plan is yielded as soon as it is made, so a long
    session is walked in memory that does not grow with the number of hands."""
    table: Table = {p.seat: Seat(player=p, status=Status.PLAYING) for p in session.players}
    by_hand: dict[int, list[Event]] = {}
    for event in session.events:
        by_hand.setdefault(event.after, []).append(event)
    results = {r.hand: r for r in session.results}
    last: Last | None = None
    previous: HandPlan | None = None
    trigger: Trigger | None = None
    streak: tuple[str, int] = ("", 0)
    carry = ""
    walk = LevelWalk(levels=session.levels, ups=session.level_ups)
    for hand in range(1, session.hands + 1):
        if previous is not None:
            events = by_hand.get(hand - 1, [])
            busts = busts_after(previous, events, table)  # places: WSOP Tournament Rule 126.b
            table, carry = between_hands(session, table, events, previous, carry)
            yield replace(previous, busts=busts) if busts else previous
        walk = walk.step(hand)  # the hand's blind level (TDA 2024 Rule 23)
        at = leveled(session, walk)
        previous, table, last = deal_plan(at, hand, table, last, trigger=trigger, carry=carry)
        previous = with_level(previous, session, walk)
        trigger, streak, carry = judge(session, previous, results.get(hand), streak)
    if previous is None:
        return
    carry = ""  # what the last result says of a next hand the session does not walk
    if trigger is not None:
        carry = (
            f"Kill: {trigger.words(session.rules)}: the kill would be on in hand "
            f"{session.hands + 1}, after the session ends (hands: {session.hands})."
        )
    if carry:
        previous = replace(previous, explanation=f"{previous.explanation} {carry}")
    yield previous
