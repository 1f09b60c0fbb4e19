"""Whose rule a ruling cites: the profile's own rulebook first (issue 23, citations).

A profile is written from one rulebook, the one its sources cite most: the Poker TDA Rules
2024 (tda-nlhe, tda-plo), Robert's Rules of Poker (cash-nlhe, roberts-nlhe) or the WSOP 2026
Live Action Rules (limit-holdem, the stud games).  A rule the engine cites whatever the
profile (the order of action, a short bet brought up to the minimum) is a `Cited`: the rule
as each rulebook words it, `None` where that rulebook is silent.  A ruling cites the
profile's own rulebook where it has the rule, and the others only where it is silent: a TDA
profile never rests a ruling on Robert's Rules when the TDA says the same.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from floorcli.profiles.settings import Rules

__all__ = ["Cited", "Rulebook", "own_rulebook", "rulebook_of"]


class Rulebook(StrEnum):
    """A rulebook as its citations begin."""

    TDA = "TDA 2024"
    WSOP = "WSOP 2026"
    ROBERTS = "Robert's Rules"


@lru_cache(maxsize=1024)  # asked for every source of the profile at every citation of a ruling
def rulebook_of(text: str) -> Rulebook | None:
    """The rulebook a citation names first (None: it names none).

    >>> rulebook_of("TDA 2024 Rule 53-A; Robert's Rules of Poker, Betting and Raising rule 10")
    <Rulebook.TDA: 'TDA 2024'>
    >>> rulebook_of("table stakes (a player bets only the chips in front of them)") is None
    True
    """
    found = [(text.find(book.value), book) for book in Rulebook if book.value in text]
    return min(found)[1] if found else None


def own_rulebook(rules: Rules) -> Rulebook | None:
    """The rulebook a profile is written from: the one its sources cite most, the source of
    its `structure` breaking a tie (None for a profile that cites none).  Counted over every
    source, so a hand file that sets a few settings of its own does not change it.

    >>> own_rulebook(Rules(sources={"structure": "TDA 2024 Rules", "ante": "TDA 2024 RP-11",
    ...                             "min_bet": "Robert's Rules of Poker v5"}))
    <Rulebook.TDA: 'TDA 2024'>
    """
    books = [rulebook_of(source) for source in rules.sources.values()]
    counts = {book: books.count(book) for book in Rulebook if book in books}
    if not counts:
        return None
    first = rulebook_of(rules.sources.get("structure", ""))
    return max(counts, key=lambda book: (counts[book], book is first))


@dataclass(frozen=True, slots=True, kw_only=True)
class Cited:
    """One rule as each rulebook words it (`None`: silent), after the `topic` words.

    `usual` is the citation for a profile whose own rulebook is silent or unknown: the
    rulebooks that have the rule, in the order they were always cited.
    """

    topic: str = ""
    tda: str | None = None
    wsop: str | None = None
    roberts: str | None = None
    usual: str

    def by(self, book: Rulebook) -> str | None:
        """The rule in `book`'s words, or None when `book` is silent."""
        return {Rulebook.TDA: self.tda, Rulebook.WSOP: self.wsop, Rulebook.ROBERTS: self.roberts}[
            book
        ]

    def text(self, rules: Rules) -> str:
        """The citation under `rules`: the profile's own rulebook where it has the rule.

        >>> order = Cited(topic="order of action", tda="TDA 2024 Rule 50-A", usual="Robert's")
        >>> order.text(Rules(sources={"structure": "TDA 2024 Rules"}))
        'order of action (TDA 2024 Rule 50-A)'
        >>> order.text(Rules())
        "order of action (Robert's)"
        """
        own = own_rulebook(rules)
        rule = (self.by(own) if own is not None else None) or self.usual
        return f"{self.topic} ({rule})" if self.topic else rule
