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

import difflib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from floorcli.buttonrules import (
    BIG,
    BLIND_KINDS,
    PLACERS,
    SMALL,
    Last,
    Placement,
    PostKind,
    Seat,
    Status,
    Table,
    between,
    blind_kinds,
    clockwise_after,
    labels,
    last_to_act,
    place_first,
    place_heads_up,
    place_restart,
    shape,
)
from floorcli.engine import Kill
from floorcli.errors import HandFileError
from floorcli.rules import KillBlindActs, KillKind, MissedBlinds, NewPlayer, Rules

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
    "blind_kinds",
    "plan_hands",
    "session_report",
]

RULE_POSTING = "Robert's Rules of Poker, Section 4 (button and blind use)"


class EventKind(StrEnum):
    LEAVE = "leave"
    JOIN = "join"
    AWAY = "away"
    BACK = "back"


_EVENT_ORDER = {EventKind.LEAVE: 0, EventKind.JOIN: 1, EventKind.AWAY: 2, EventKind.BACK: 3}


@dataclass(frozen=True, slots=True, kw_only=True)
class Player:
    """A player at the table: seat, name and the stack a written hand file starts with."""

    seat: int
    name: str
    stack: int

    @property
    def label(self) -> str:
        """``Alice (seat 2)``."""
        return f"{self.name} (seat {self.seat})"


@dataclass(frozen=True, slots=True, kw_only=True)
class Event:
    """One change after hand `after`: `name` leaves, joins `seat`, steps away or comes back."""

    after: int
    kind: EventKind
    name: str
    line: int
    seat: int | None = None
    stack: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Share:
    """One winner of a hand and the chips won (`pot`: None when the file does not say)."""

    name: str
    pot: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Result:
    """Who won hand `hand`: one share, or several for a split pot (kill games)."""

    hand: int
    shares: tuple[Share, ...]
    line: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Session:
    """A session file, checked: the rules, the table of hand 1, the events and the hand count."""

    file: str
    profile: str
    rules: Rules
    overrides: Mapping[str, object]
    missed_blinds: MissedBlinds
    new_player: NewPlayer
    players: tuple[Player, ...]
    button: int
    events: tuple[Event, ...]
    hands: int
    hands_line: int = 0
    event_lines: Mapping[int, int] = field(default_factory=dict)
    sources: Mapping[str, str] = field(default_factory=dict)
    results: tuple[Result, ...] = ()

    @property
    def ring(self) -> tuple[int, ...]:
        """Every seat number the session names, in clockwise order."""
        seats = {p.seat for p in self.players}
        seats.update(e.seat for e in self.events if e.seat is not None)
        return tuple(sorted(seats))

    def cite(self, key: str) -> str:
        """``key: value (source)`` for a session setting (`missed_blinds`, `new_player`)."""
        value = getattr(self, key)
        return f"{key}: {value} ({self.sources.get(key, RULE_POSTING)})"


@dataclass(frozen=True, slots=True, kw_only=True)
class Post:
    """A forced bet before the deal: a blind by position, or a missed-blind or new-player post."""

    seat: int
    name: str
    amount: int
    kind: PostKind
    live: bool
    due: int = 0  # the full amount, when a short stack posts less (0: same as `amount`)

    @property
    def action(self) -> str:
        """The post in the hand-file grammar.

        >>> Post(seat=6, name="Ellen", amount=1, kind=PostKind.SMALL_BLIND, live=False).action
        '6 post 1 dead'
        """
        return f"{self.seat} post {self.amount}" + ("" if self.live else " dead")

    def to_json(self) -> dict[str, object]:
        return {
            "seat": self.seat,
            "name": self.name,
            "amount": self.amount,
            "kind": self.kind.value,
            "live": self.live,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class SittingOut:
    """A seated player who is not dealt in this hand, and why."""

    seat: int
    name: str
    reason: str


@dataclass(frozen=True, slots=True, kw_only=True)
class KillPlan:
    """The kill on one hand: who posts the kill blind, how much, and what triggered it.

    `amount` is the whole kill blind; a player who also posts a blind that hand adds only the
    difference (the blind counts toward it, as `floorcli.engine.deal` posts it).
    """

    seat: int
    name: str
    kind: KillKind
    amount: int
    trigger: str  # "pot", "streak" or "pot and streak"
    won_hand: int
    pot: int | None
    wins: int

    def to_json(self) -> dict[str, object]:
        return {
            "seat": self.seat,
            "name": self.name,
            "kind": self.kind.value,
            "amount": self.amount,
            "trigger": self.trigger,
            "won_hand": self.won_hand,
            "pot": self.pot,
            "wins": self.wins,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class HandPlan:
    """The button and every forced bet of one hand, with the reasons in words.

    `small_blinds` and `big_blinds` list seats in order of action before the flop (the last big
    blind acts last); that is clockwise from the button unless a blind sits behind it.
    """

    hand: int
    button: int
    button_dead: bool
    small_blinds: tuple[int, ...]
    big_blinds: tuple[int, ...]
    posts: tuple[Post, ...]
    dealt_in: tuple[Player, ...]
    sitting_out: tuple[SittingOut, ...]
    last_action: int
    heads_up: bool
    explanation: str
    rule: str
    kill: KillPlan | None = None

    def to_json(self) -> dict[str, object]:
        doc: dict[str, object] = {
            "hand": self.hand,
            "button": self.button,
            "button_dead": self.button_dead,
            "small_blinds": list(self.small_blinds),
            "big_blinds": list(self.big_blinds),
            "posts": [p.to_json() for p in self.posts],
            "dealt_in": [p.seat for p in self.dealt_in],
            "sitting_out": [
                {"seat": s.seat, "name": s.name, "reason": s.reason} for s in self.sitting_out
            ],
            "last_action": self.last_action,
            "heads_up": self.heads_up,
            "explanation": self.explanation,
            "rule": self.rule,
        }
        if self.kill is not None:
            doc["kill"] = self.kill.to_json()
        return doc


def session_report(session: Session, plans: Sequence[HandPlan]) -> dict[str, object]:
    """The `blinds --json` document: the settings it used and one entry per hand."""
    return {
        "rules": session.rules.name,
        "button_rule": session.rules.button_rule.value,
        "blinds": list(session.rules.blinds),
        "missed_blinds": session.missed_blinds.value,
        "new_player": session.new_player.value,
        "hands": [plan.to_json() for plan in plans],
    }


# ---------------------------------------------------------------- events


def _find(table: Table, event: Event, session: Session) -> int:
    for seat, here in table.items():
        if here.player.name.lower() == event.name.lower():
            return seat
    names = [h.player.name for _, h in sorted(table.items())]
    close = difflib.get_close_matches(event.name, names, n=1)
    hint = f" (did you mean '{close[0]}'?)" if close else ""
    raise HandFileError(
        f"events: {event.after}: {event.kind.value}: {event.name!r} is not seated after hand "
        f"{event.after}{hint}; seated: {', '.join(names) or 'nobody'}",
        file=session.file,
        line=event.line,
    )


def _apply_events(table: Table, events: Sequence[Event], session: Session) -> Table:
    """The table after one hand's events: leaves first, then joins, then away and back."""
    table = dict(table)
    for event in sorted(events, key=lambda e: _EVENT_ORDER[e.kind]):
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
            table[event.seat] = Seat(player=player, status=Status.NEW, dealt=False)
            continue
        seat = _find(table, event, session)
        here = table[seat]
        if event.kind is EventKind.LEAVE:
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
            table[seat] = replace(here, status=status)
    return table


# ---------------------------------------------------------------- one hand


@dataclass(slots=True, kw_only=True)
class _Posting:
    """Posts of one hand being built, each capped at what the player has left."""

    table: Table
    left: dict[int, int] = field(default_factory=dict)
    posts: list[Post] = field(default_factory=list)

    def add(self, seat: int, amount: int, kind: PostKind, *, live: bool) -> None:
        player = self.table[seat].player
        left = self.left.setdefault(seat, player.stack)
        paid = min(amount, left)
        self.left[seat] = left - paid
        self.posts.append(
            Post(seat=seat, name=player.name, amount=paid, kind=kind, live=live, due=amount)
        )


def _deal(
    session: Session,
    hand: int,
    table: Table,
    last: Last | None,
    *,
    trigger: _Trigger | None = None,
    carry: str = "",
) -> tuple[HandPlan, Table, Last]:
    rules = session.rules
    count, _ = shape(rules)
    amounts = rules.blinds
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
    if last is None:
        placement = place_first(session, table)
    elif len(present) == 2:
        placement = place_heads_up(session, table, present, last)
    elif restart:
        placement = place_restart(session, table, last)
    else:
        placement = PLACERS[rules.button_rule](session, table, last)

    dealt, sitting = _settle_entrants(session, table, placement)
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
    order_key = {s: (s - anchor - 1) % (1 << 20) for s in table}
    posting = _Posting(table=table)
    kinds = blind_kinds(count)
    in_blinds: set[int] = set()
    for j, seats in enumerate(placement.levels):
        for seat in sorted(seats, key=order_key.__getitem__):
            posting.add(seat, amounts[j], kinds[j], live=True)
            in_blinds.add(seat)
    notes = list(placement.notes)
    new_table = dict(table)
    small_amount = amounts[-2] if count > 1 else 0
    bigs = set(placement.levels[-1])
    cited: set[str] = set()
    for seat in sorted(dealt, key=order_key.__getitem__):
        here = table[seat]
        joined = replace(here, status=Status.PLAYING, dealt=True)
        if seat in bigs and here.entering:
            what = "new" if here.status is Status.NEW else "back"
            notes.append(f"{here.player.label} is {what} and comes in on the big blind.")
            joined = replace(joined, owed=frozenset())
        elif placement.heads_up and here.entering:
            joined = replace(joined, owed=frozenset())  # heads-up: leftover blinds written off
        elif seat in in_blinds:
            pass  # a blind by position; a small blind still owed waits for a hand without one
        elif here.status is Status.NEW:
            cited.add("new_player")
            posting.add(seat, rules.big_blind, PostKind.NEW_PLAYER, live=True)
            notes.append(
                f"{here.player.label} is new and posts a live big blind of {rules.big_blind} "
                "to be dealt in now."
            )
        elif here.owed:
            joined = replace(joined, owed=_post_owed(session, posting, here, small_amount, notes))
            cited.add("missed_blinds")
        new_table[seat] = joined
    for out in sitting:
        notes.append(f"{table[out.seat].player.label} sits out: {out.reason}.")
        cited.add("new_player" if table[out.seat].status is Status.NEW else "missed_blinds")
    if carry:
        notes.append(carry)
    kill = None if trigger is None else _post_kill(session, table, dealt, posting, trigger, notes)

    passed: list[int] = []
    missed_small: list[int] = []
    if last is not None:
        for seat, here in table.items():
            if here.status is not Status.AWAY:
                continue
            owed = set(here.owed)
            if between(seat, last.anchor, anchor) and here.dealt:
                owed.add(BIG)
                passed.append(seat)
            if count > 1 and here.player.name in last.bb_due:
                owed.add(SMALL)
                missed_small.append(seat)
            new_table[seat] = replace(here, owed=frozenset(owed))
    if passed or missed_small:
        cited.add("missed_blinds")
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
    last_action = last_to_act(dealt_seats, placement.button)
    rule = "; ".join([placement.cite, *(session.cite(key) for key in sorted(cited))])
    if trigger is not None and kill is not None:
        rule += "; " + _kill_cite(rules, trigger)
    blinds_order = sorted(placement.levels[-1], key=order_key.__getitem__)
    smalls = sorted(
        (s for level in placement.levels[:-1] for s in level), key=order_key.__getitem__
    )
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
    )
    due = {table[s].player.name for s in placement.levels[-1]}
    due.update(table[s].player.name for s in passed)
    after = Last(
        button=placement.button,
        chain=placement.chain,
        levels=tuple(tuple(level) for level in placement.levels),
        anchor=anchor,
        bb_due=frozenset(due),
        count=len(dealt),
    )
    return plan, new_table, after


# ---------------------------------------------------------------- kill game

KILL_SOURCE = "seed 002, Kill game"


@dataclass(frozen=True, slots=True, kw_only=True)
class _Trigger:
    """A win that puts the kill on the next hand: by the pot's size, the run of wins, or both."""

    name: str
    label: str
    hand: int
    pot: int | None
    wins: int
    by_pot: bool
    by_streak: bool

    @property
    def kind(self) -> str:
        return " and ".join(w for w, on in (("pot", self.by_pot), ("streak", self.by_streak)) if on)

    def words(self, rules: Rules) -> str:
        """``Alice (seat 2) won hand 2's pot of 450, over kill_pot_over 400``."""
        parts = []
        if self.by_pot:
            parts.append(
                f"{self.label} won hand {self.hand}'s pot of {self.pot}, over kill_pot_over "
                f"{rules.kill_pot_over}"
            )
        if self.by_streak:
            first = self.hand - self.wins + 1
            run = f"{self.wins} pots in a row (hands {first} to {self.hand}; kill_win_streak "
            run += f"{rules.kill_win_streak})"
            parts.append(f"that is {run}" if parts else f"{self.label} won {run}")
        return ", and ".join(parts)


def _kill_cite(rules: Rules, trigger: _Trigger) -> str:
    keys = [
        k
        for k, on in (("kill_pot_over", trigger.by_pot), ("kill_win_streak", trigger.by_streak))
        if on
    ]
    return "; ".join(
        [f"kill: {KILL_SOURCE}", *(rules.cite(k) for k in [*keys, "kill_kind", "kill_blind_acts"])]
    )


def _post_kill(
    session: Session,
    table: Table,
    dealt: Sequence[int],
    posting: _Posting,
    trigger: _Trigger,
    notes: list[str],
) -> KillPlan | None:
    """The winner posts the kill blind (seed 002, Kill game), or nobody when they are gone."""
    rules = session.rules
    seat = next((s for s in dealt if table[s].player.name == trigger.name), None)
    if seat is None:
        gone = all(h.player.name != trigger.name for h in table.values())
        why = "has left the table" if gone else "is not dealt in this hand"
        notes.append(
            f"Kill: {trigger.words(rules)}, but {trigger.name} {why}: no kill this hand (only "
            f"the winner posts the kill blind; {KILL_SOURCE})."
        )
        return None
    kill = Kill(seat=seat, kind=rules.kill_kind)
    amount = kill.of(rules.big_blind)
    assert amount is not None  # checked when the session was read
    already = sum(p.amount for p in posting.posts if p.seat == seat and p.live)
    posting.add(seat, amount - already, PostKind.KILL_BLIND, live=True)
    topup = ""
    if already:
        blind = next(p.kind.value for p in posting.posts if p.seat == seat)
        topup = (
            f" The {blind} of {already} counts toward the kill blind: {trigger.name} adds "
            f"{amount - already}."
        )
    if rules.kill_blind_acts is KillBlindActs.LAST:
        acts = "acts last in the opening round, after the other blinds, whatever the seat"
    else:
        acts = "acts in the seat's own turn"
    limits = ""
    if rules.small_bet is not None and rules.big_bet is not None:
        small, big = kill.of(rules.small_bet), kill.of(rules.big_bet)
        limits = f" The hand is played at {kill.times} x the limits: {small}/{big}."
    notes.append(
        f"Kill: {trigger.words(rules)}, so this is a {kill.kind} kill hand ({KILL_SOURCE}): "
        f"{trigger.name} posts a live kill blind of {amount} ({kill.times} x the big blind of "
        f"{rules.big_blind}) and {acts} (kill_blind_acts: {rules.kill_blind_acts.value})."
        f"{topup}{limits}"
    )
    return KillPlan(
        seat=seat,
        name=trigger.name,
        kind=kill.kind,
        amount=amount,
        trigger=trigger.kind,
        won_hand=trigger.hand,
        pot=trigger.pot,
        wins=trigger.wins,
    )


def _judge(
    session: Session, plan: HandPlan, result: Result | None, streak: tuple[str, int]
) -> tuple[_Trigger | None, tuple[str, int], str]:
    """What hand `plan.hand`'s result does: a kill trigger or none, the run of wins, a note."""
    rules = session.rules
    name, wins = streak
    if result is None:
        note = ""
        if name and rules.kill_win_streak is not None:
            note = (
                f"No result is written for hand {plan.hand} ('won'), so {name}'s run of wins "
                "ends there."
            )
        return None, ("", 0), note
    dealt = {p.name.lower(): p for p in plan.dealt_in}
    for share in result.shares:
        if share.name.lower() not in dealt:
            names = [p.name for p in plan.dealt_in]
            close = difflib.get_close_matches(share.name, names, n=1)
            hint = f" (did you mean '{close[0]}'?)" if close else ""
            raise HandFileError(
                f"events: {plan.hand}: won: {share.name!r} was not dealt in hand {plan.hand}"
                f"{hint}; dealt in: {', '.join(names)}",
                file=session.file,
                line=result.line,
            )
    if len(result.shares) > 1:
        who = " and ".join(dealt[s.name.lower()].label for s in result.shares)
        note = (
            f"Hand {plan.hand}'s pot was split between {who}: a split pot puts no kill on and "
            "ends every run of wins."
        )
        return None, ("", 0), note
    share = result.shares[0]
    player = dealt[share.name.lower()]
    wins = wins + 1 if name == player.name else 1
    over = rules.kill_pot_over
    by_pot = over is not None and share.pot is not None and share.pot > over
    by_streak = rules.kill_win_streak is not None and wins >= rules.kill_win_streak
    trigger = None
    if by_pot or by_streak:
        trigger = _Trigger(
            name=player.name,
            label=player.label,
            hand=plan.hand,
            pot=share.pot,
            wins=wins,
            by_pot=by_pot,
            by_streak=by_streak,
        )
    return trigger, (player.name, wins), ""


def _post_owed(
    session: Session, posting: _Posting, here: Seat, small_amount: int, notes: list[str]
) -> frozenset[str]:
    """Posts a returning player's missed blinds; returns what is still owed after this hand."""
    rules = session.rules
    seat, label = here.player.seat, here.player.label
    owed = set(here.owed)
    if session.missed_blinds is MissedBlinds.ONE_PER_HAND:
        if BIG in owed:
            posting.add(seat, rules.big_blind, PostKind.MISSED_BIG_BLIND, live=True)
            owed.discard(BIG)
            rest = " and the missed small blind next hand" if SMALL in owed else ""
            notes.append(f"{label} posts the missed big blind of {rules.big_blind} live{rest}.")
        elif SMALL in owed and small_amount:
            posting.add(seat, small_amount, PostKind.MISSED_SMALL_BLIND, live=True)
            owed.discard(SMALL)
            notes.append(f"{label} posts the missed small blind of {small_amount}.")
        return frozenset(owed)
    parts = []
    if BIG in owed:
        posting.add(seat, rules.big_blind, PostKind.MISSED_BIG_BLIND, live=True)
        parts.append(f"the big blind of {rules.big_blind} live")
    if SMALL in owed and small_amount:
        posting.add(seat, small_amount, PostKind.MISSED_SMALL_BLIND, live=False)
        parts.append(f"the small blind of {small_amount} dead")
    notes.append(f"{label} is back and posts the missed blinds: {' and '.join(parts)}.")
    return frozenset()


def _settle_entrants(
    session: Session, table: Table, placement: Placement
) -> tuple[list[int], list[SittingOut]]:
    """Who is dealt in: every playing player, and the new or returning players who may enter."""
    in_blinds = {s for level in placement.levels for s in level}
    bigs = placement.levels[-1]
    button = placement.button
    first_big = next((s for s in clockwise_after(bigs, button) if s != button), button)
    dealt: list[int] = []
    sitting: list[SittingOut] = []
    for seat, here in sorted(table.items()):
        if here.status is Status.AWAY:
            continue
        if here.status is Status.PLAYING or seat in in_blinds or placement.heads_up:
            dealt.append(seat)  # heads-up from the start: both players present are dealt in
            continue
        waits = (
            session.new_player is NewPlayer.WAIT
            if here.status is Status.NEW
            else session.missed_blinds is MissedBlinds.WAIT
        )
        if waits:
            what = "new" if here.status is Status.NEW else "back, owing blinds"
            sitting.append(
                SittingOut(
                    seat=seat,
                    name=here.player.name,
                    reason=f"{what}: waits for the big blind",
                )
            )
        elif seat == button or between(seat, button, first_big):
            sitting.append(
                SittingOut(
                    seat=seat,
                    name=here.player.name,
                    reason="may not be dealt in between the button and the big blind; "
                    "posts once the button has passed",
                )
            )
        else:
            dealt.append(seat)
    return dealt, sitting


def plan_hands(session: Session) -> tuple[HandPlan, ...]:
    """Button, blinds and posts of every hand of the session, in order.

    Raises `HandFileError` (file and line of the event) when an event names a player who is
    not seated, seats two players in one seat, or leaves fewer than two players.
    """
    table: Table = {p.seat: Seat(player=p, status=Status.PLAYING) for p in session.players}
    by_hand: dict[int, list[Event]] = {}
    for event in session.events:
        by_hand.setdefault(event.after, []).append(event)
    results = {r.hand: r for r in session.results}
    last: Last | None = None
    plans: list[HandPlan] = []
    trigger: _Trigger | None = None
    streak: tuple[str, int] = ("", 0)
    carry = ""
    for hand in range(1, session.hands + 1):
        if hand > 1:
            table = _apply_events(table, by_hand.get(hand - 1, []), session)
        plan, table, last = _deal(session, hand, table, last, trigger=trigger, carry=carry)
        plans.append(plan)
        trigger, streak, carry = _judge(session, plan, results.get(hand), streak)
    if trigger is not None:
        carry = (
            f"Kill: {trigger.words(session.rules)}: the kill would be on in hand "
            f"{session.hands + 1}, after the session ends (hands: {session.hands})."
        )
    if carry:
        end = plans[-1]
        plans[-1] = replace(end, explanation=f"{end.explanation} {carry}")
    return tuple(plans)
