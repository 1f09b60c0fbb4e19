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
from floorcli.model.seats import clockwise, is_between
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import AnteMode, ButtonRule, MissedBlinds, NewPlayer
from floorcli.sessions.button import place, place_bought, place_heads_up
from floorcli.sessions.entrants import (
    RULE_ABSENT,
    RULE_BUY,
    RULE_FREE,
    RULE_STRADDLE_BACK,
    deal_in_absent,
    entering_free,
    everyone_new_playing,
    post_owed,
    settle_entrants,
)
from floorcli.sessions.events import apply_events, restore_unposted
from floorcli.sessions.kill import Trigger, judge, kill_cite, post_kill
from floorcli.sessions.levels import LevelWalk
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
    BIG,
    SMALL,
    Last,
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
    after `between_hands`), with the table and the last blinds after it."""
    rules = session.rules
    a = amounts_of(rules)
    count, offset = shape(rules)
    amounts = rules.blinds
    table, absent = deal_in_absent(session, table)
    present = sorted(s for s, h in table.items() if h.status is not Status.AWAY)
    if len(present) < 2:
        who = ", ".join(table[s].player.label for s in present) or "nobody"
        raise HandFileError(
            f"hand {hand} cannot be dealt: only {who} is seated and not away; a hand needs two "
            f"players: end the session earlier (hands: {hand - 1}) or seat a player with 'join'",
            file=session.file,
            line=session.event_lines.get(hand - 1, session.hands_line),
        )
    playing = [s for s in present if table[s].status is Status.PLAYING]
    restart = last is not None and len(playing) < 2 and len(present) > 2
    if restart:  # a new game: everyone seated is dealt in, nothing owed
        table = {
            s: replace(h, status=Status.PLAYING, owed=frozenset()) if h.entering else h
            for s, h in table.items()
        }
    # new_player free: the dead button places the blinds on seats, whoever sits there (TDA 2024
    # Rule 10-A: a new player may get the small or big blind); the moving rules place them on
    # the players already in, so the big blind never moves backwards onto a new seat.
    free_entry = session.new_player is NewPlayer.FREE and last is not None and not restart
    placing = table
    if free_entry and rules.button_rule is ButtonRule.DEAD:
        placing = everyone_new_playing(table)
    placement = place(session, placing, last, present, restart=restart)
    bought = last.bought if last is not None and offset and not restart else 0
    if last is not None and bought in table and table[bought].status is Status.PLAYING:
        placement = place_bought(session, placing, last, present, bought) or placement
    free: list[int] = []
    if free_entry:
        table, free, _ = entering_free(table, placement)

    no_straddle = trigger is not None and not rules.straddle_in_kill_pot
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

    anchor = placement.levels[-1][-1]
    posting = Posting(table=table)
    kinds = blind_kinds(count)
    in_blinds: set[int] = set()
    for j, seats in enumerate(placement.levels):
        for seat in clockwise(seats, after=anchor):
            posting.add(seat, amounts[j], kinds[j], live=True)
            in_blinds.add(seat)
    notes = list(placement.notes)
    new_table = dict(table)
    small_amount = amounts[-2] if count > 1 else 0
    bigs = set(placement.levels[-1])
    cited: set[str] = set()
    buying = 0
    for seat in free:
        cited.add("new_player")
        how = "on the blind of the seat" if seat in in_blinds else "without posting"
        notes.append(
            f"{table[seat].player.label} is new and is dealt in {how} ({RULE_FREE}: anywhere "
            "but between the button and the small blind)."
        )
    for seat in clockwise(dealt, after=anchor):
        here = table[seat]
        joined = replace(here, status=Status.PLAYING, dealt=True, buys_button=0, straddle=False)
        if here.straddle and not here.entering:
            notes.append(
                f"{here.player.label} is back and owes no blind: dealt in with no straddle to post."
            )
        if seat in bigs and here.entering:
            what = "new" if here.status is Status.NEW else "back"
            notes.append(f"{here.player.label} is {what} and comes in on the big blind.")
            joined = replace(joined, owed=frozenset())
        elif placement.heads_up and here.entering:
            joined = replace(joined, owed=frozenset())  # heads-up: leftover blinds written off
        elif seat in in_blinds:
            pass  # a blind by position; a small blind still owed waits for a hand without one
        elif here.status is Status.NEW and here.buys_button:
            buying = seat if seat != placement.button else 0
            posting.add(seat, rules.big_blind, PostKind.NEW_PLAYER, live=True)
            if small_amount:
                posting.add(seat, small_amount, PostKind.BUYS_BUTTON, live=False)
            notes.append(
                f"{here.player.label} is new and buys the button ({RULE_BUY}): posts a live big "
                f"blind of {a(rules.big_blind)}"
                + (f" and a dead small blind of {a(small_amount)}" if small_amount else "")
                + " to be dealt in now"
                + (", and has the button next hand." if buying else ".")
            )
        elif here.status is Status.BACK and here.straddle:
            straddle = 2 * rules.big_blind
            posting.add(seat, straddle, PostKind.STRADDLE, live=True)
            joined = replace(joined, owed=frozenset())
            notes.append(
                f"{here.player.label} is back under the gun and comes back as the live straddle "
                f"of {a(straddle)}, twice the big blind, instead of posting the missed blinds "
                f"({RULE_STRADDLE_BACK})."
            )
        elif here.status is Status.NEW:
            cited.add("new_player")
            posting.add(seat, rules.big_blind, PostKind.NEW_PLAYER, live=True)
            notes.append(
                f"{here.player.label} is new and posts a live big blind of {a(rules.big_blind)} "
                "to be dealt in now."
            )
        elif here.owed:
            joined = replace(joined, owed=post_owed(session, posting, here, small_amount, notes))
            cited.add("missed_blinds")
        new_table[seat] = joined
    for out in sitting:
        notes.append(f"{table[out.seat].player.label} sits out: {out.reason}.")
        cited.add("new_player" if table[out.seat].status is Status.NEW else "missed_blinds")
    for seat in absent:
        cited.add("missed_blinds")
        new_table[seat] = replace(new_table[seat], status=Status.AWAY)
        posted = [p for p in posting.posts if p.seat == seat]
        parts = [f"the {p.kind.value} of {a(p.amount)}" for p in posted]
        big = any(p.kind is PostKind.BIG_BLIND for p in posted)
        if rules.ante and (
            rules.ante_mode is AnteMode.ALL or (rules.ante_mode is AnteMode.BIG_BLIND and big)
        ):  # TDA 2024 Rule 30: the posted blinds *and antes* forfeit to the pot
            bb_ante = "big blind " if rules.ante_mode is AnteMode.BIG_BLIND else ""
            parts.append(f"the {bb_ante}ante of {a(rules.ante)}")
        what = " and ".join(parts)
        notes.append(
            f"{table[seat].player.label} is away and is dealt in all the same: the hand is "
            f"killed at the deal ({RULE_ABSENT})"
            + (f" and {what} {'stay' if len(parts) > 1 else 'stays'} in the pot." if parts else ".")
        )
    if carry:
        notes.append(carry)
    kill = None if trigger is None else post_kill(session, table, dealt, posting, trigger, notes)

    passed: list[int] = []
    missed_small: list[int] = []
    # back, but not dealt in (between the button and the blinds): the small blind due passes
    # the seat as it does an away one, so the debt does not hang on when 'back' was said
    back_out = {
        s.seat
        for s in sitting
        if table[s.seat].status is Status.BACK and not table[s.seat].straddle  # owes nothing
    }
    missed_back: list[int] = []
    if last is not None:
        for seat, here in table.items():
            if here.status is not Status.AWAY and seat not in back_out:
                continue
            owed = set(here.owed)
            away = here.status is Status.AWAY
            if away and is_between(seat, after=last.anchor, before=anchor) and here.dealt:
                owed.add(BIG)
                passed.append(seat)
            if count > 1 and here.player.name in last.bb_due:
                owed.add(SMALL)
                (missed_small if away else missed_back).append(seat)
            new_table[seat] = replace(here, owed=frozenset(owed))
    if passed or missed_small or missed_back:
        cited.add("missed_blinds")
    if missed_back:
        notes.append(
            f"{labels(table, missed_back)} was due the small blind after the big blind but is "
            "not dealt in: a missed small blind."
        )
    if passed:
        notes.append(
            f"The big blind passes {labels(table, passed)}, who is away: a missed big blind."
        )
    if missed_small:
        notes.append(
            f"{labels(table, missed_small)} was due the small blind after the big blind but is "
            "away: a missed small blind."
        )
    for seat, here in table.items():
        if here.status is Status.AWAY:
            sitting.append(SittingOut(seat=seat, name=here.player.name, reason="away"))
    sitting.sort(key=lambda s: s.seat)

    dealt_seats = sorted(dealt)
    button_dead = placement.button not in dealt
    last_action = clockwise(dealt_seats, after=placement.button)[-1]  # at or before the button
    rule = "; ".join([placement.cite, *(session.cite(key) for key in sorted(cited))])
    if trigger is not None and kill is not None:
        rule += "; " + kill_cite(rules, trigger)
    blinds_order = clockwise(placement.levels[-1], after=anchor)
    smalls = clockwise((s for level in placement.levels[:-1] for s in level), after=anchor)
    plan = HandPlan(
        hand=hand,
        button=placement.button,
        button_dead=button_dead,
        small_blinds=tuple(smalls),
        big_blinds=tuple(blinds_order),
        posts=tuple(posting.posts),
        dealt_in=tuple(table[s].player for s in dealt_seats),
        sitting_out=tuple(sitting),
        last_action=last_action,
        heads_up=placement.heads_up,
        explanation=" ".join(notes),
        rule=rule,
        kill=kill,
        absent=absent,
    )
    due = {table[s].player.name for s in placement.levels[-1]}
    due.update(table[s].player.name for s in passed)
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
