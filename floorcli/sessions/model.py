"""The session model: players, events and results in, hand plans out (frozen data).

`floorcli.sessions.plan.plan_hands` turns a `Session` into one `HandPlan` per hand;
`session_report` is the `blinds --json` document of those plans.
"""

from __future__ import annotations

import json
import textwrap
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from floorcli.profiles.amounts import amount_json
from floorcli.profiles.choices import KillKind, MissedBlinds, NewPlayer
from floorcli.profiles.settings import Rules
from floorcli.profiles.shown import amount_text
from floorcli.sessions.levels import Level

RULE_POSTING = "Robert's Rules of Poker, Section 4 (button and blind use)"


class PostKind(StrEnum):
    """What a forced bet before the deal is: a blind by position, or a make-up or entry post."""

    FIRST_BLIND = "first blind"
    SMALL_BLIND = "small blind"
    BIG_BLIND = "big blind"
    MISSED_BIG_BLIND = "missed big blind"
    MISSED_SMALL_BLIND = "missed small blind"
    NEW_PLAYER = "new player"
    BUYS_BUTTON = "buys the button"  # the dead small blind of a new player buying the button
    STRADDLE = "straddle"  # a returning player's under-the-gun straddle
    KILL_BLIND = "kill blind"


BLIND_KINDS = frozenset({PostKind.FIRST_BLIND, PostKind.SMALL_BLIND, PostKind.BIG_BLIND})
"""Posts that are blinds by position (the others make up a missed blind or buy a new player in)."""


def blind_kinds(count: int) -> tuple[PostKind, ...]:
    """What each of `count` blinds is called, smallest first.

    >>> [k.value for k in blind_kinds(3)]
    ['first blind', 'small blind', 'big blind']
    """
    return (PostKind.FIRST_BLIND, PostKind.SMALL_BLIND, PostKind.BIG_BLIND)[3 - count :]


class EventKind(StrEnum):
    LEAVE = "leave"
    JOIN = "join"
    AWAY = "away"
    BACK = "back"
    # WSOP 2026 Live Action Rule 161: dealt in without posting what was owed, and played
    UNPOSTED = "played_without_posting"
    BUST = "bust"  # out of chips: leaves with a finishing place (WSOP 2026 Tournament Rule 126.b)


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
    buys_button: bool = False  # join: buys the button (WSOP 2026 Live Action Rule 158)
    straddle: bool = False  # back: as the under-the-gun straddle (WSOP 2026 Live Action Rule 160)


@dataclass(frozen=True, slots=True, kw_only=True)
class Share:
    """One winner of a hand and the chips won (`pot`: None when the file does not say)."""

    name: str
    pot: int | None = None
    walk: bool = False  # won without a full bet beyond the blinds (WSOP 2026 Live Action 195)


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
    levels: tuple[Level, ...] = ()  # the blind structure (`floorcli.sessions.levels`)
    level_ups: Mapping[int, int] = field(default_factory=dict)  # after hand N: level K

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

    def action(self, decimals: int = 0) -> str:
        """The post in the hand-file grammar (in a session in cents, with its `decimals`).

        >>> Post(seat=6, name="Ellen", amount=1, kind=PostKind.SMALL_BLIND, live=False).action()
        '6 post 1 dead'
        >>> Post(seat=4, name="Dee", amount=400, kind=PostKind.STRADDLE, live=True).action(2)
        '4 straddle 4.00'
        """
        amount = amount_text(self.amount, decimals)
        if self.kind is PostKind.STRADDLE:
            return f"{self.seat} straddle {amount}"
        return f"{self.seat} post {amount}" + ("" if self.live else " dead")

    def to_json(self, decimals: int = 0) -> dict[str, object]:
        return {
            "seat": self.seat,
            "name": self.name,
            "amount": amount_json(self.amount, decimals),
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
    difference (the blind counts toward it, as `floorcli.engine.replay.deal` posts it).
    """

    seat: int
    name: str
    kind: KillKind
    amount: int
    trigger: str  # "pot", "streak", "pot and streak", or "split" (the kill split its pot)
    won_hand: int
    pot: int | None
    wins: int

    def to_json(self, decimals: int = 0) -> dict[str, object]:
        return {
            "seat": self.seat,
            "name": self.name,
            "kind": self.kind.value,
            "amount": amount_json(self.amount, decimals),
            "trigger": self.trigger,
            "won_hand": self.won_hand,
            "pot": None if self.pot is None else amount_json(self.pot, decimals),
            "wins": self.wins,
        }


@dataclass(frozen=True, slots=True, kw_only=True)
class Bust:
    """A player out of chips after a hand, and the place they finish in.

    Players busting in the same hand finish by their stacks at the start of it, the larger
    stack in the higher place (WSOP 2026 Tournament Rule 126.b); equal stacks tie.
    """

    seat: int
    name: str
    place: int
    stack: int  # at the start of the hand

    def to_json(self, decimals: int = 0) -> dict[str, object]:
        return {
            "seat": self.seat,
            "name": self.name,
            "place": self.place,
            "stack": amount_json(self.stack, decimals),
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
    absent: tuple[int, ...] = ()  # dealt in while away and blinded off (missed_blinds)
    level: Level | None = None  # the level the hand is played at (a session with levels)
    ante: tuple[int, str] = (0, "none")  # the hand's ante and ante_mode
    busts: tuple[Bust, ...] = ()  # players out of chips after this hand, with their places

    def to_json(self, decimals: int = 0) -> dict[str, object]:
        """The hand's entry in `blinds --json` (amounts of a session in cents as `Decimal`)."""
        doc: dict[str, object] = {
            "hand": self.hand,
            "button": self.button,
            "button_dead": self.button_dead,
            "small_blinds": list(self.small_blinds),
            "big_blinds": list(self.big_blinds),
            "posts": [p.to_json(decimals) for p in self.posts],
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
            doc["kill"] = self.kill.to_json(decimals)
        if self.absent:
            doc["absent"] = list(self.absent)
        if self.level is not None:
            doc["level"] = self.level.number
            doc["blinds"] = [amount_json(b, decimals) for b in self.level.blinds]
        if self.level is not None or self.ante[0]:
            doc["ante"] = amount_json(self.ante[0], decimals)
            doc["ante_mode"] = self.ante[1]
        if self.busts:
            doc["busts"] = [b.to_json(decimals) for b in self.busts]
        return doc


def session_report(session: Session, plans: Sequence[HandPlan]) -> dict[str, object]:
    """The `blinds --json` document: the settings it used and one entry per hand."""
    decimals = session.rules.decimals
    doc: dict[str, object] = {
        "rules": session.rules.name,
        "button_rule": session.rules.button_rule.value,
        "blinds": [amount_json(b, decimals) for b in session.rules.blinds],
        "missed_blinds": session.missed_blinds.value,
        "new_player": session.new_player.value,
    }
    if session.levels:
        doc["levels"] = [_level_json(level, decimals) for level in session.levels]
    doc["hands"] = [plan.to_json(decimals) for plan in plans]
    return doc


def _level_json(level: Level, decimals: int) -> dict[str, object]:
    doc = level.to_json()
    doc["blinds"] = [amount_json(b, decimals) for b in level.blinds]
    doc["ante"] = amount_json(level.ante, decimals)
    return doc


def report_chunks(
    session: Session, plans: Iterable[HandPlan], dumps: Callable[..., str] = json.dumps
) -> Iterator[str]:
    """`session_report` as indented JSON text (``dumps(..., indent=2)`` and a newline), one
    piece per hand as the plans come, so a long session is never held whole.  `dumps` is
    `json.dumps`, or a writer that takes the `Decimal` amounts of a session in cents."""
    head = dumps({**session_report(session, ()), "hands": []}, indent=2)
    yield head.removesuffix("[]\n}") + "["
    sep = "\n"
    decimals = session.rules.decimals
    for plan in plans:
        yield sep + textwrap.indent(dumps(plan.to_json(decimals), indent=2), "    ")
        sep = ",\n"
    yield ("\n  ]\n}\n" if sep != "\n" else "]\n}\n")


__all__ = [
    "BLIND_KINDS",
    "RULE_POSTING",
    "Bust",
    "Event",
    "EventKind",
    "HandPlan",
    "KillPlan",
    "Player",
    "Post",
    "PostKind",
    "Result",
    "Session",
    "Share",
    "SittingOut",
    "blind_kinds",
    "report_chunks",
    "session_report",
]
