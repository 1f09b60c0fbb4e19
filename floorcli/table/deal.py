"""The hands of a live session as `floorcli blinds` deals them, and the words said about them.

`session_start` reads the first hand's table as the head of a session file (parsed by
`sessions.file.parse_session`, as `floorcli blinds` reads one); `dealt_table` starts the table of
a hand from the hand file `sessions.write.hand_file_text` writes for its plan; the rest word what
`floorcli.table.session` did.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol, TypeVar

from floorcli.engine.replay import Walk
from floorcli.engine.state import DeadHand
from floorcli.errors import FloorError
from floorcli.profiles.amounts import amounts_of, written
from floorcli.profiles.shown import grouped
from floorcli.sessions.model import Event, EventKind, HandPlan, PostKind, Result, Session, Share
from floorcli.sessions.table import Seat
from floorcli.sessions.tourney import busts_after, place_words
from floorcli.table.awards import Award, pot_name, pots_left
from floorcli.table.chain import Chain
from floorcli.table.events import LiveEvent
from floorcli.table.hand import Step, Table, start_table
from floorcli.table.planner import Planner
from floorcli.table.streets import street_to_deal
from floorcli.textio.yamlsrc import LineDict, dump_yaml

HAND_KEYS = ("button", "blinds", "ante", "ante_mode", "button_blind", "kill", "seats", "away")
"""A played hand's own keys in a session file (the rest is the session's)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Played:
    """A hand that ended: the table as it stood, its own keys, the awards and chips won, the
    events dealt into it (after the hand before), and lines kept elsewhere than its notes."""

    table: Table
    entry: Mapping[str, Any]
    awards: tuple[Award, ...]
    won: tuple[tuple[int, int], ...]
    applied: tuple[LiveEvent, ...]
    used: tuple[str, ...]
    result: Result | None = None


def pushed(played: Chain[Played], ended: Played) -> Chain[Played]:
    """`played` with `ended` added, the hand before it kept as its record only: its lines
    and log, not the ruling and state after each line (undo goes back one hand, no further), so
    a night's memory grows by a record a hand, not by every state of every hand."""
    last = played.last
    if last is not None:
        table = last.table
        start = Walk(state=table.initial, keep_rulings=False)
        steps: Chain[Step] = Chain()
        for step in table.chain:
            steps = steps.push(replace(step, walk=start, ruling=None))
        played = played.pop().push(replace(last, table=replace(table, chain=steps)))
    return played.push(ended)


class _Backed(Protocol):
    """A live session as `within_hand` sees it (a dataclass with `back` and `number`)."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def back(self) -> Any: ...
    @property
    def number(self) -> int: ...


_Live = TypeVar("_Live", bound=_Backed)


def within_hand(live: _Live) -> _Live:
    """`live` as the `back` of the next hand: undo comes back into its hand (and to before
    an event that dealt it again), never to the hands before it."""
    back = live.back
    if back is None:
        return live
    return replace(live, back=None if back.number < live.number else within_hand(back))


@dataclass(frozen=True, slots=True, kw_only=True)
class SessionStart:
    """The session as `floorcli blinds` reads it: the file head (rules, settings, seats with
    names, button) and the `Session` parsed from it; `auto` are the names floorcli gave
    players seated without one (written as plain stacks in each hand)."""

    head: Mapping[str, Any]
    session: Session
    auto: frozenset[str]
    names: Mapping[int, str]


def empty() -> Chain[str]:
    empty: Chain[str] = Chain()
    return empty


def pots(table: Table) -> list[Any]:
    """The pots of the hand, the uncalled chips returned apart (`answers.pots.division_of`)."""
    from floorcli.answers.pots import division_of

    return list(division_of(table.state).pots)


def not_over(table: Table) -> str:
    deal = street_to_deal(table.state)  # a stud street waits for its cards: nobody acts
    if deal is not None:
        return f"nobody is to act; {deal}"
    actor = table.state.to_act
    who = f"{actor.name} (seat {actor.seat}) is to act" if actor and actor.name else ""
    who = who or (f"{actor.label} is to act" if actor else "the betting is not over")
    return f"{who}; type the actions until it is (a fold, the calls), then the winner"


def left_words(table: Table, awards: tuple[Award, ...]) -> tuple[str, ...]:
    """What is still to award, by name: ``Still to award: side pot 990, to Ann (seat 1) or
    Dan (seat 4).``"""
    left = pots_left(table.state, awards)
    if not left:
        return ("Every pot is awarded: 'next' deals the next hand.",)
    count = len(pots(table))
    decimals = table.state.rules.decimals
    label = {p.seat: p.label for p in table.state.players}
    rest = "; ".join(
        f"{pot_name(i, count)} {chips(pot.amount, decimals)}, to "
        + either([label.get(s, f"Seat {s}") for s in pot.eligible])
        for i, pot in left
    )
    return (f"Still to award: {rest}.",)


def either(names: list[str]) -> str:
    """``Ann (seat 1) or Dan (seat 4)``; ``A, B or C``."""
    return " or ".join(names) if len(names) < 3 else f"{', '.join(names[:-1])} or {names[-1]}"


def stacks_now(table: Table, won: Mapping[int, int], award: Award) -> str:
    """``(stack 1,210)``: the stack of the seat `award` paid (named in its words), or
    ``(stacks Ann (seat 1) 753, Bob (seat 2) 752)`` for a split: the pots pushed (chips
    behind + every chip given them this hand)."""
    decimals = table.state.rules.decimals
    paid = [p for p in table.state.players if p.seat in {seat for seat, _ in award.won}]
    rows = [(p.label, chips(p.stack + p.reserve + won.get(p.seat, 0), decimals)) for p in paid]
    if len(rows) == 1:
        return f"(stack {rows[0][1]})"
    return f"(stacks {', '.join(f'{who} {amount}' for who, amount in rows)})"


def award_first(table: Table, awards: tuple[Award, ...]) -> str | None:
    """What to award before `next`, or None when every pot is awarded."""
    left = pots_left(table.state, awards)
    if not left:
        return None
    first = left[0][1]
    seats = ", ".join(map(str, first.eligible))
    return (
        f"award the {pot_name(left[0][0], len(pots(table)))} of "
        f"{chips(first.amount, table.state.rules.decimals)} first (seats {seats}): type "
        f"'{first.eligible[0]} wins' or 'split {' '.join(map(str, first.eligible))}'"
    )


def event_words(event: LiveEvent, decimals: int = 0) -> str:
    """What a `join`, `leave`, `away`, `back` or `rebuy` does, naming the player: ``Gus (seat
    7) steps away``; a player seated without a name is ``Seat 7``.

    >>> event_words(LiveEvent(kind="away", name="Gus", seat=7))
    'Gus (seat 7) steps away'
    >>> event_words(LiveEvent(kind="rebuy", name="seat4", seat=4, amount=1500))
    'Seat 4 rebuys 1,500'
    """
    amount = chips(event.amount, decimals)
    if event.kind == "join":
        return f"{event.name} joins at seat {event.seat} with {amount}"
    # `session_start` names a player seated without a name ``seat<N>``: say the seat alone
    who = f"Seat {event.seat}" if event.name == f"seat{event.seat}" else player(event)
    if event.kind == "rebuy":
        return f"{who} rebuys {amount}"
    verb = {"leave": "leaves", "away": "steps away", "back": "is back"}[event.kind]
    return f"{who} {verb}"


def bust_words(
    plan: HandPlan | None, busts: Sequence[LiveEvent], seated: Mapping[int, Seat], hand: Table
) -> tuple[str, ...]:
    """What `next` says of the players left with nothing at the end of `hand`: in a tournament
    (`bust` events) the place each finishes in (`sessions.tourney.busts_after`; `seated`: the
    table before the hand's events), else that they bust and leave."""
    labels = {p.seat: p.label for p in hand.state.players}
    if plan is None or not busts or busts[0].kind != "bust":
        return tuple(f"{labels.get(e.seat, f'Seat {e.seat}')} busts and leaves." for e in busts)
    events = [Event(after=plan.hand, kind=EventKind.BUST, name=e.name, line=0) for e in busts]
    return (place_words(busts_after(plan, events, seated), hand.hand.rules.decimals),)


def player(event: LiveEvent) -> str:
    return f"{event.name} (seat {event.seat})"


def chips(amount: int, decimals: int = 0) -> str:
    """An amount as the table says it, with thousands separators (a hand in cents as typed).

    >>> chips(1500), chips(123456, 2)
    ('1,500', '1,234.56')
    """
    return grouped(amount, decimals)


class Dealt(Protocol):
    """A session with a hand just dealt (`floorcli.table.session.LiveSession`)."""

    @property
    def table(self) -> Table: ...
    @property
    def number(self) -> int: ...
    @property
    def start(self) -> SessionStart | None: ...
    @property
    def plan(self) -> HandPlan | None: ...
    @property
    def before(self) -> Planner | None: ...


def hand_words(live: Dealt, *, whole: bool = False) -> tuple[str, ...]:
    """The head of the hand `live` just dealt (`plan_words`): how the button and blinds moved
    only when it is not the plain rotation (`is_rotation`), or when the dealer asks (`whole`:
    `why` before the hand's first action)."""
    assert live.plan is not None and live.start is not None
    before = live.before.previous if live.before is not None and not whole else None
    brief = is_rotation(live.plan, before)
    return plan_words(live.plan, live.table, live.number, live.start, brief=brief)


_BLINDS = frozenset({PostKind.FIRST_BLIND, PostKind.SMALL_BLIND, PostKind.BIG_BLIND})


def is_rotation(plan: HandPlan, before: HandPlan | None) -> bool:
    """The button and each blind moved one player on from the hand `before` (the big blind to
    the next player dealt in, TDA 2024 Rule 32), with nothing else to say: the button is
    live, nobody is new, away, sitting out or skipped, no blind is missed or made up, no
    kill, and the table is no more or less heads-up than it was."""
    if before is None or plan.button_dead or plan.sitting_out or plan.absent:
        return False
    if plan.kill is not None or plan.heads_up != before.heads_up:
        return False
    dealt = [p.seat for p in plan.dealt_in]
    if not {(p.seat, p.name) for p in plan.dealt_in} <= {(p.seat, p.name) for p in before.dealt_in}:
        return False  # a new player, or one back
    if any(p.kind not in _BLINDS for p in plan.posts):
        return False  # a missed blind, a new player's post, a straddle
    chain = tuple(dict.fromkeys((plan.button, *plan.small_blinds, *plan.big_blinds)))
    last = tuple(dict.fromkeys((before.button, *before.small_blinds, *before.big_blinds)))
    if len(chain) != len(last) or chain[:-1] != last[1:]:
        return False
    ahead = [s for s in sorted(dealt) if s > last[-1]] or sorted(dealt)
    return chain[-1] == ahead[0]  # the big blind: the next player dealt in


def plan_words(
    plan: HandPlan, table: Table, number: int, start: SessionStart, *, brief: bool = False
) -> tuple[str, ...]:
    """The head of a hand just dealt: ``Hand 2: button Ann (seat 1); forced bets: Bob (seat 2)
    small blind 5, ...``, then how the button and blinds moved (not when `brief`: a plain
    rotation).  The TDA placement's words begin with "Dead button:" on every hand (the
    method's name); the table says so only when the button really is dead (on a seat nobody
    plays, TDA 2024 Rule 32)."""
    names = {p.seat: p.name for p in table.initial.players if p.name}

    def who(seat: int) -> str:
        return f"{names[seat]} (seat {seat})" if seat in names else f"seat {seat}"

    forced = ", ".join(
        f"{who(f.seat)} {f.kind} {chips(f.amount, table.hand.rules.decimals)}"
        + (" (all-in, short)" if f.short else "")
        for f in table.forced
    )
    posts = [s.text for s in table.steps]
    button = f"seat {plan.button} (dead)" if plan.button_dead else who(plan.button)
    words = [
        f"Hand {number}: button {button}; forced bets: {forced or 'none'}"
        + (f"; {', '.join(posts)}" if posts else "")
    ]
    if plan.explanation and not brief:
        text = unnamed(plan.explanation, start)
        if not plan.button_dead and text.startswith(_DEAD):
            text = "The " + text[len(_DEAD) + len("the ") :]
        words.append(text)
    return (*words, *dead_words(table, start))


def dead_words(table: Table, start: SessionStart | None = None) -> tuple[str, ...]:
    """One line for each hand killed at the deal (away: TDA 2024 Rule 30), with what it
    posted: the table folds it itself, and it wins no pot."""
    a = amounts_of(table.hand.rules)
    auto = start.auto if start is not None else frozenset()
    words = []
    for p in table.initial.players:
        if p.dead_hand is not DeadHand.AWAY:
            continue
        who = f"{p.name} (seat {p.seat})" if p.name and p.name not in auto else f"Seat {p.seat}"
        posted = [f"the {f.kind} of {a(f.amount)}" for f in table.forced if f.seat == p.seat]
        stays = f"; {' and '.join(posted)} stays in the pot" if posted else ""
        words.append(f"{who} is away: the hand is dead (TDA 2024 Rule 30){stays}.")
    return tuple(words)


_DEAD = "Dead button: "


def unnamed(text: str, start: SessionStart) -> str:
    """The plan's words with a player seated without a name called by the seat alone."""
    for seat, name in start.names.items():
        if name in start.auto:
            text = text.replace(f"{name} (seat {seat})", f"seat {seat}")
            text = re.sub(rf"\b{re.escape(name)}\b", f"seat {seat}", text)
    return text


def dealt_table(start: SessionStart, plan: HandPlan, number: int) -> Table:
    """The table of a hand as `sessions.write.hand_file_text` writes it for `plan`."""
    from floorcli.sessions.write import hand_file_text
    from floorcli.textio.yamlsrc import load_yaml

    where = f"hand {number}"
    data = load_yaml(hand_file_text(start.session, plan), where)
    assert isinstance(data, LineDict)
    seats = data.get("seats")
    if isinstance(seats, LineDict):
        for seat, value in list(seats.items()):
            if isinstance(value, Mapping) and value.get("name") in start.auto:
                seats[seat] = value.get("stack")
    outcome = start_table(data, file=where, base=None)
    if not outcome.stood:
        raise FloorError(f"its posts do not stand: {outcome.hint or 'a post was refused'}")
    return outcome.table


def entry_of(table: Table, keys: tuple[str, ...] = HAND_KEYS) -> dict[str, Any]:
    """A played hand's own keys in the session file: `HAND_KEYS` for a blind game, a stud
    hand's `table.stud.STUD_HAND_KEYS` (its seats and upcards)."""
    return {k: v for k, v in table.header.items() if k in keys}


def session_start(table: Table) -> SessionStart:
    """The session head of a table's first hand, read by `sessions.file.parse_session` as
    `floorcli blinds` reads a session file."""
    from floorcli.profiles.settings import SETTINGS
    from floorcli.sessions.file import parse_session
    from floorcli.table.hand import plain
    from floorcli.textio.yamlsrc import load_yaml

    head: dict[str, Any] = {"rules": plain(table.header.get("rules"))}
    decimals = table.hand.rules.decimals
    for key, value in table.header.items():
        if key in SETTINGS and key not in ("button",):
            head[key] = plain(value)
    names: dict[int, str] = {}
    auto: set[str] = set()
    seats: dict[int, dict[str, object]] = {}
    for p in table.initial.players:
        name = p.name or f"seat{p.seat}"
        if not p.name:
            auto.add(name)
        names[p.seat] = name
        seats[p.seat] = {"name": name, "stack": written(p.starting_stack, decimals)}
    head["seats"] = seats
    head["button"] = table.initial.button
    if "levels" in table.header:  # the blind levels (`floorcli table --levels FILE`)
        head["levels"] = plain(table.header["levels"])
    text = dump_yaml({**head, "hands": 1})
    session = parse_session(load_yaml(text, "the table"), file="the table")
    return SessionStart(head=head, session=session, auto=frozenset(auto), names=names)


def kill_result(
    table: Table,
    awards: tuple[Award, ...],
    won: Mapping[int, int],
    start: SessionStart,
    number: int,
) -> Result | None:
    """Who won hand `number`, for a kill game (`sessions.kill.judge`); None elsewhere."""
    rules = table.hand.rules
    if rules.kill_pot_over is None and rules.kill_win_streak is None:
        return None
    contested = {seat for a in awards for seat, _ in a.won}
    winners = contested or {s for s, c in won.items() if c > 0}
    total = sum(pot.amount for pot in pots(table))
    shares = tuple(
        Share(name=start.names[s], pot=total if len(winners) == 1 else won.get(s, 0))
        for s in sorted(winners)
    )
    return Result(hand=number, shares=shares, line=0)
