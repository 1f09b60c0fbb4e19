"""A hand as written: the seats, the forced bets, a kill, and the `Hand` a hand file describes.

These are values only: dealing and replaying a `Hand` is the engine's job
(`floorcli.engine.replay.deal_hand` and `replay_hand`).
"""

from __future__ import annotations

from dataclasses import dataclass

from floorcli.errors import RulesetError
from floorcli.model.actions import Action, Entry
from floorcli.model.evolve import evolve
from floorcli.model.seats import SeatSpec
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import KillKind
from floorcli.profiles.settings import Rules


@dataclass(frozen=True, slots=True, kw_only=True)
class Forced:
    """A forced bet posted before the deal."""

    seat: int
    kind: str
    amount: int
    due: int
    why: str = ""

    @property
    def short(self) -> bool:
        """Posted for less than was due (the player is all-in)."""
        return self.amount < self.due


@dataclass(frozen=True, slots=True, kw_only=True)
class Kill:
    """A kill hand: who posts the kill blind, and whether it is a full or a half kill."""

    seat: int
    kind: KillKind

    @property
    def ratio(self) -> tuple[int, int]:
        """The multiplier of the blind and the limits as a fraction: 2/1 (full) or 3/2 (half)."""
        return (2, 1) if self.kind is KillKind.FULL else (3, 2)

    @property
    def times(self) -> str:
        """The multiplier as a ruling writes it: ``2`` or ``1.5``."""
        return "2" if self.kind is KillKind.FULL else "1.5"

    def of(self, amount: int) -> int | None:
        """`amount` times the multiplier, or None when that is not whole chips.

        >>> Kill(seat=1, kind=KillKind.HALF).of(4), Kill(seat=1, kind=KillKind.HALF).of(5)
        (6, None)
        """
        top, bottom = self.ratio
        whole, rest = divmod(amount * top, bottom)
        return None if rest else whole


def kill_rules(rules: Rules, kill: Kill) -> Rules:
    """The limits of a kill hand: small and big bet, minimum bet and spread multiplied.

    Seed 002, Kill game: a $20/$40 game with a full kill is played as $40/$80; a $4/$8
    game with a half kill as $6/$12.  Raises `RulesetError` when an amount does not divide.

    >>> kill_rules(Rules(small_bet=4, big_bet=8), Kill(seat=1, kind=KillKind.HALF)).small_bet
    6
    """

    a = amounts_of(rules)  # a hand in cents: amounts as typed

    def times(amount: int | None) -> int | None:
        if amount is None:
            return None
        value = kill.of(amount)
        if value is None:
            raise RulesetError(f"{a(amount)} x {kill.times} is not a whole number of chips")
        return value

    spread = None if rules.spread is None else tuple(times(a) or 0 for a in rules.spread)
    sources = dict(rules.sources)
    for key in ("small_bet", "big_bet", "min_bet", "spread"):
        value = getattr(rules, key)
        if value is not None:
            shown = f"({', '.join(map(a, value))})" if isinstance(value, tuple) else a(value)
            was = f"{shown} x {kill.times}"
            base = sources.get(key)
            sources[key] = (
                f"{kill.kind} kill hand: {was}; kill_kind "
                "(WSOP 2026 Live Action Rules, Kill Pots: a full kill doubles the limits, a half "
                "kill raises them by half)" + (f"; {base}" if base else "")
            )
    return evolve(
        rules,
        sources=sources,
        small_bet=times(rules.small_bet),
        big_bet=times(rules.big_bet),
        min_bet=times(rules.min_bet),
        spread=spread,
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class Hand:
    """A hand as written: its rules, the seats, the button and the history.

    `lines` holds the file line of each entry (0 when unknown); `kill` a kill hand's kill
    blind; `upcards` a stud hand's third-street upcards as (seat, card) pairs; `away` the
    seats dealt in while away, whose hands are killed at the deal (TDA 2024 Rule 30).
    """

    file: str
    rules: Rules
    seats: tuple[SeatSpec, ...]
    button: int
    entries: tuple[Entry, ...]
    lines: tuple[int, ...]
    kill: Kill | None = None
    upcards: tuple[tuple[int, str], ...] = ()
    away: tuple[int, ...] = ()

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions, without street markers."""
        return tuple(e for e in self.entries if isinstance(e, Action))


__all__ = ["Forced", "Hand", "Kill", "SeatSpec", "kill_rules"]
