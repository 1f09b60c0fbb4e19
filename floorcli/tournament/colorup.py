"""Color-ups (TDA 2024 Rule 24; WSOP 2026 Tournament Rule 77): a denomination leaves play.

1. Equal value first: each player's chips of the removed denomination are exchanged, set by
   set, for chips of the next denomination at equal value (four 25s for a 100).
2. The odd chips left are counted together; that many chips of the next denomination are
   raced, rounded to the nearest chip (half a chip or more rounds up: the usual practice the
   TDA leaves to the house).
3. The race: one card face up per odd chip, starting in seat 1, each player getting all of
   theirs before the next; the raced chips go to the highest cards by suit, at most one chip
   to a player.
4. Nobody is raced out: a player who loses their last chips in the race gets one chip of the
   lowest denomination still in play.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from floorcli.errors import FloorError
from floorcli.tournament.cards import Card, shuffled_deck

__all__ = ["ColorUp", "RaceResult", "Racer", "color_up", "raced_chips"]

RULE_24 = "TDA 2024 Rule 24; WSOP 2026 Tournament Rule 77"


@dataclass(frozen=True, slots=True, kw_only=True)
class Racer:
    """A player at the color-up: seat, name, chips of the removed denomination and, when
    known, the whole stack (to tell whether those chips are the player's last)."""

    seat: int
    name: str
    chips: int
    stack: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class ColorUp:
    """The denomination removed and the next one, which the race pays in."""

    file: str
    remove: int
    next: int
    racers: tuple[Racer, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class RaceResult:
    """One player's color-up: the exchange, the cards, what the race gave."""

    racer: Racer
    exchanged: int
    odd: int
    cards: tuple[Card, ...]
    won: bool
    protected: bool
    stack_after: int | None

    @property
    def chips_after(self) -> int:
        """Chips of the next denomination the player receives in all."""
        return self.exchanged + int(self.won) + int(self.protected)


def raced_chips(odd_value: int, next_chip: int) -> int:
    """Chips of the next denomination raced for odd chips worth `odd_value`: to the nearest
    chip, half a chip or more rounding up.

    >>> raced_chips(225, 100), raced_chips(250, 100), raced_chips(175, 100)
    (2, 3, 2)
    """
    whole, rest = divmod(odd_value, next_chip)
    return whole + (1 if 2 * rest >= next_chip else 0)


def color_up(game: ColorUp, *, seed: int) -> tuple[tuple[RaceResult, ...], int]:
    """Every player's color-up and the number of chips raced (TDA 2024 Rule 24)."""
    per_set = game.next // game.remove
    exchanged = {r.seat: r.chips // per_set for r in game.racers}
    odd = {r.seat: r.chips % per_set for r in game.racers}
    raced = raced_chips(sum(odd.values()) * game.remove, game.next)
    needed = sum(odd.values())
    deck = shuffled_deck(random.Random(seed))
    if needed > len(deck):
        raise FloorError(
            f"the race deals one card per odd chip and there are {needed} odd chips: more "
            f"than one deck of {len(deck)}; color up fewer tables at once",
            file=game.file,
        )
    cards: dict[int, tuple[Card, ...]] = {}
    at = 0
    for racer in sorted(game.racers, key=lambda r: r.seat):  # seat 1 first (Rule 24-A)
        cards[racer.seat] = tuple(deck[at : at + odd[racer.seat]])
        at += odd[racer.seat]
    ranked = sorted(
        ((card, seat) for seat, held in cards.items() for card in held),
        key=lambda pair: pair[0].strength,
        reverse=True,
    )
    winners: list[int] = []
    for _, seat in ranked:
        if len(winners) == raced:
            break
        if seat not in winners:  # at most one chip to a player
            winners.append(seat)
    results = []
    for racer in game.racers:
        won = racer.seat in winners
        last = racer.stack is not None and racer.stack == racer.chips * game.remove
        protected = last and exchanged[racer.seat] == 0 and not won
        gained = (exchanged[racer.seat] + int(won) + int(protected)) * game.next
        results.append(
            RaceResult(
                racer=racer,
                exchanged=exchanged[racer.seat],
                odd=odd[racer.seat],
                cards=cards[racer.seat],
                won=won,
                protected=protected,
                stack_after=None
                if racer.stack is None
                else racer.stack - racer.chips * game.remove + gained,
            )
        )
    return tuple(results), raced
