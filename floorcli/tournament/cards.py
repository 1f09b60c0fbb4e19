"""Playing cards for the floor's draws: a seeded deck, and the high card by suit.

The seat draw of a broken table (TDA 2024 Rule 10-B, Illustration Addendum) and the chip race
(Rule 24) both deal cards face up and rank them high card first, ties broken by suit
(spades, hearts, diamonds, clubs: the order of TDA 2024 Rule 20-B's "high card by suit").  The
deck is shuffled by `random.Random(seed)`, so a floor that writes the seed down gets the same
cards again.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

__all__ = ["RANKS", "SUITS", "Card", "shuffled_deck"]

RANKS = "23456789TJQKA"
"""Ranks from low to high; ``T`` is the ten."""

SUITS = "cdhs"
"""Suits from low to high: clubs, diamonds, hearts, spades."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Card:
    """One playing card, ``Card(rank="A", suit="s")`` printed ``As``."""

    rank: str
    suit: str

    @property
    def strength(self) -> tuple[int, int]:
        """Rank first, then suit: the order the high card by suit follows.

        >>> Card(rank="K", suit="s").strength > Card(rank="K", suit="h").strength
        True
        >>> Card(rank="A", suit="c").strength > Card(rank="K", suit="s").strength
        True
        """
        return RANKS.index(self.rank), SUITS.index(self.suit)

    def __str__(self) -> str:
        return f"{self.rank}{self.suit}"


def shuffled_deck(rng: random.Random) -> list[Card]:
    """The 52 cards in the order `rng` shuffles them.

    >>> [str(c) for c in shuffled_deck(random.Random(1))[:3]] == [
    ...     str(c) for c in shuffled_deck(random.Random(1))[:3]]
    True
    """
    deck = [Card(rank=r, suit=s) for s in SUITS for r in RANKS]
    rng.shuffle(deck)
    return deck
