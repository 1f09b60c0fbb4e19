"""The table between hands: who sits where, playing or not, and what a hand leaves behind.

The table is a mapping seat -> `Seat` (a player and whether they are playing, away, new, or
back owing blinds); `Last` is what a hand leaves for the next one; a `Placement` is one hand's
button and blinds by position; `Posting` collects one hand's forced bets.  The placers are
`floorcli.sessions.button`; the walk over the hands is `floorcli.sessions.plan`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from floorcli.profiles.settings import Rules
from floorcli.sessions.model import Player, Post, PostKind


class Status(StrEnum):
    """Where a seated player stands between hands."""

    PLAYING = "playing"  # dealt in every hand
    AWAY = "away"  # stepped away: misses the blinds that pass the seat
    NEW = "new"  # sat down, not dealt in yet
    BACK = "back"  # back from away, owes blinds, not dealt in yet


BIG, SMALL = "big", "small"
NEW = "new"  # a new player's post, owed after playing a hand without it (WSOP LA 161)
"""The missed blinds a player can owe (one of each at most)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Seat:
    """One occupied seat between hands: the player, their status and the blinds they owe."""

    player: Player
    status: Status
    owed: frozenset[str] = frozenset()
    dealt: bool = True  # has been dealt a hand this session
    buys_button: int = 0  # a new player buying the button: the line of the join (0: not)
    straddle: bool = False  # back as the under-the-gun straddle (WSOP 2026 Live Action Rule 160)

    @property
    def entering(self) -> bool:
        """New, or back owing blinds: not dealt in until allowed to come in."""
        return self.status in (Status.NEW, Status.BACK)


@dataclass(frozen=True, slots=True, kw_only=True)
class Last:
    """What the next hand's placement needs from the hand before."""

    button: int
    chain: tuple[int, ...]  # dead button: the button, then each blind position
    levels: tuple[tuple[int, ...], ...]  # seats that posted each blind, smallest first
    anchor: int  # the (last) big blind
    bb_due: frozenset[str]  # names due the big blind: posted it, or missed it while away
    count: int  # players dealt in
    bought: int = 0  # the seat of a player who bought the button this hand (0: none)


@dataclass(slots=True, kw_only=True)
class Placement:
    """One hand's button and blinds by position under a rule, with the reasons in words."""

    button: int
    levels: list[list[int]]  # seats posting each blind by position, smallest first
    chain: tuple[int, ...]  # the button, then each blind position (for the dead button)
    notes: list[str]
    heads_up: bool = False
    cite: str = ""
    natural: int = 0  # a bought button: where the rule would have put it (the next hand's start)


Table = dict[int, Seat]


def shape(rules: Rules) -> tuple[int, int]:
    """(number of blinds, blind positions after the button): (2, 1) means button, SB, BB."""
    count = len(rules.blinds)
    return count, 0 if rules.button_blind else 1


def label(table: Table, seat: int) -> str:
    here = table.get(seat)
    return here.player.label if here else f"seat {seat}"


def labels(table: Table, seats: Iterable[int]) -> str:
    names = [label(table, s) for s in seats]
    if len(names) <= 2:
        return " and ".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def moved_from(table: Table, seat: int) -> str:
    """Where a blind moves from: the player still there, or the empty seat."""
    here = table.get(seat)
    return here.player.label if here else f"seat {seat} (now empty)"


def why_not(table: Table, seat: int) -> str:
    """Why nobody posts from `seat`: empty, away, or not dealt in yet."""
    here = table.get(seat)
    if here is None:
        return f"seat {seat} is empty"
    if here.status is Status.AWAY:
        return f"{here.player.label} is away"
    return f"{here.player.label} is not dealt in yet"


@dataclass(slots=True, kw_only=True)
class Posting:
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
