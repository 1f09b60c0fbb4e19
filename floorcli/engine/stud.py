"""Stud games: the bring-in from the upcards, and who acts first from the showing hands.

Seven-card stud and stud high-low bring in from the lowest upcard (ace high), razz from
the highest (ace low); a tie of ranks is broken by suit, clubs lowest, then diamonds, hearts,
spades (seeds 000 and 002, Bring-in; Robert's Rules of Poker v5, Sections 5, 7 and 8).  On
later streets the best showing hand acts first (razz: the lowest); tied showing hands go to
the first of them clockwise from the dealer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from floorcli.profiles.choices import Game

RANKS = "23456789TJQKA"
SUITS = "cdhs"
"""Suit order for breaking a tie: clubs lowest, then diamonds, hearts, spades."""


def rank(card: str, *, ace_low: bool = False) -> int:
    """A card's rank, 2..14 (ace high) or 1..13 (ace low).

    >>> rank("Kh"), rank("Ac"), rank("Ac", ace_low=True), rank("10d")
    (13, 14, 1, 10)
    """
    face = card[:-1].upper().replace("10", "T")
    value = RANKS.index(face) + 2
    return 1 if ace_low and value == 14 else value


def suit(card: str) -> int:
    """A card's suit for tie-breaks: clubs 0, diamonds 1, hearts 2, spades 3.

    >>> suit("3c"), suit("3s")
    (0, 3)
    """
    return SUITS.index(card[-1].lower())


def bring_in_seat(game: Game, upcards: Mapping[int, str]) -> int:
    """The seat that brings in on third street.

    Stud and stud high-low: the lowest upcard, ace high; a tie goes to the lower suit.
    Razz: the highest upcard, ace low (a king is the worst); a tie goes to the higher suit.

    >>> bring_in_seat(Game.STUD, {1: "3d", 2: "Kh", 3: "3c"})
    3
    >>> bring_in_seat(Game.RAZZ, {1: "Kc", 2: "Ah", 3: "Ks"})
    3
    """
    if game is Game.RAZZ:
        return max(upcards, key=lambda s: (rank(upcards[s], ace_low=True), suit(upcards[s])))
    return min(upcards, key=lambda s: (rank(upcards[s]), suit(upcards[s])))


def bring_in_reason(game: Game, upcards: Mapping[int, str], seat: int) -> str:
    """Why `seat` brings in, in words (the card, and the suit when ranks tie)."""
    card = upcards[seat]
    low = game is not Game.RAZZ
    word = "lowest" if low else "highest"
    ace = "aces high" if low else "aces low"
    tied = [s for s in upcards if rank(upcards[s], ace_low=not low) == rank(card, ace_low=not low)]
    why = f"seat {seat} shows {card}, the {word} upcard ({ace})"
    if len(tied) > 1:
        others = ", ".join(f"seat {s} {upcards[s]}" for s in tied if s != seat)
        order = "clubs, diamonds, hearts, spades"
        side = "lower" if low else "higher"
        why += f"; tied in rank with {others}, {card} has the {side} suit ({order}, low to high)"
    return why


def showing_value(cards: Sequence[str], *, low: bool) -> tuple[int, ...]:
    """A sort key for a showing hand of up to four upcards: higher is better.

    High: four of a kind, three of a kind, two pair, one pair, high cards (straights and
    flushes need five cards and do not count).  Low (razz): unpaired hands beat paired
    ones, then the lowest highest card, ace low.

    >>> showing_value(["Kh", "Kd"], low=False) > showing_value(["As", "Qd"], low=False)
    True
    >>> showing_value(["5h", "3d"], low=True) > showing_value(["7s", "2d"], low=True)
    True
    >>> showing_value(["2h", "2d"], low=True) > showing_value(["Ks", "Qd"], low=True)
    False
    """
    ranks = [rank(c, ace_low=low) for c in cards]
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    if not low:
        shape = tuple(n for _, n in groups)
        return (*shape, *(r for r, _ in groups))
    # Low: fewer pairs first, then compare from the highest card down (lower is better).
    paired = sum(n - 1 for n in counts.values())
    desc = sorted(ranks, reverse=True)
    return (-paired, *(-r for r in desc))


def has_open_pair(cards: Sequence[str]) -> bool:
    """True when the upcards show a pair (or more).

    >>> has_open_pair(["7h", "7c"]), has_open_pair(["7h", "8c"])
    (True, False)
    """
    ranks = [rank(c) for c in cards]
    return len(set(ranks)) < len(ranks)


def describe(cards: Sequence[str]) -> str:
    """The upcards as the dealer reads them: ``Kh Kd``."""
    return " ".join(cards)
