"""A stud street waiting for its cards: what the dealer types to deal it.

From fourth street on, the best hand showing acts first (Robert's Rules of Poker v5, Sections 5
and 8), so the engine cannot go on until the dealer types the street's upcards, one for each
player still in (all-in players included: they are dealt to the end).  Seventh street is dealt
down: the order of sixth street stands, and ``seventh`` alone deals it.
"""

from __future__ import annotations

from floorcli.engine.state import State
from floorcli.model.actions import Street

__all__ = ["street_to_deal"]

_CARDS = ("Kh", "3c", "9d", "Qs", "7h", "2d", "Jc", "5s", "Ad", "8c")


def street_to_deal(state: State) -> str | None:
    """What to type to deal the stud street the hand waits for, or None when it waits for
    nothing (a player is to act, the betting is over, or the game is not stud).

    Three players still in after third street: ``fourth 1:Kh 2:3c 3:9d`` (any cards).
    """
    street = state.street
    if state.actor is not None or not street.is_stud or street is Street.THIRD:
        return None
    if not street.is_betting or len(state.in_hand) < 2:
        return None
    if street is Street.SEVENTH:
        return "deal seventh street (down): type 'seventh'"
    seats = [p.seat for p in state.in_hand]
    example = " ".join(f"{s}:{c}" for s, c in zip(seats, _CARDS, strict=False))
    return (
        f"deal {street.value} street: type its upcards, one for each seat still in "
        f"({', '.join(map(str, seats))}), e.g. '{street.value} {example}'"
    )
