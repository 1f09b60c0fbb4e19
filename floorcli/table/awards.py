"""Awarding the pots at the end of a live hand: `3 wins`, `split 3 5`, pot by pot.

The pots are the engine's own (`floorcli.answers.hand.pots_of`: main pot first, then the side
pots, each with the seats eligible for it).  A pot only one seat can win (the last player left,
an uncalled bet) goes to that seat without a word.  For the others the dealer names the best
hand: `3 wins` gives seat 3 every pot still to award that it is eligible for; `split 3 5`
divides each such pot among the named seats eligible for it (a tie: Robert's Rules of Poker,
Ties rule 5, as seed 001 words it: side pots and the main pot are split separately, the odd
chip, in units of `chip_unit`, to the first winner clockwise from the button).  A pot may be
named (`5 wins side 1`, `3 wins main`); a winner not eligible for it, or for any pot still to
award, is refused with the pots left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floorcli.answers.pots import pots_of
from floorcli.betting.pots import Pot, split_pot
from floorcli.engine.state import Player, State
from floorcli.errors import NotationError, close_match_hint
from floorcli.model.seats import clockwise
from floorcli.profiles.amounts import amounts_of

__all__ = ["TIES_RULE", "Award", "award", "is_award", "pot_name", "pots_left"]

TIES_RULE = "Robert's Rules of Poker, Ties rule 5"


@dataclass(frozen=True, slots=True, kw_only=True)
class Award:
    """One award line that stood: what was typed, the pots it gave, and the chips by seat."""

    text: str
    pots: tuple[int, ...]
    won: tuple[tuple[int, int], ...]
    words: str


def pot_name(index: int, count: int) -> str:
    """``main pot``, ``side pot`` (the only one) or ``side pot 2``, as `describe_pots` says.

    >>> pot_name(0, 3), pot_name(1, 2), pot_name(2, 3)
    ('main pot', 'side pot', 'side pot 2')
    """
    if index == 0:
        return "main pot"
    return f"side pot {index}" if count > 2 else "side pot"


def pots_left(state: State, awards: Sequence[Award]) -> list[tuple[int, Pot]]:
    """The contested pots no award has given yet, with their index."""
    given = {i for a in awards for i in a.pots}
    return [
        (i, pot) for i, pot in enumerate(pots_of(state)) if len(pot.eligible) > 1 and i not in given
    ]


def uncontested(state: State) -> dict[int, int]:
    """Chips of the pots only one seat can win (the last player left, an uncalled bet)."""
    won: dict[int, int] = {}
    for pot in pots_of(state):
        if len(pot.eligible) == 1:
            won[pot.eligible[0]] = won.get(pot.eligible[0], 0) + pot.amount
    return won


def is_award(line: str) -> bool:
    """`3 wins`, `Alice wins side 1`, `split 3 5`: an award line, not an action."""
    words = line.lower().split()
    return bool(words) and (words[0] == "split" or (len(words) >= 2 and words[1] in _WINS))


_WINS = ("wins", "win")


def _who(word: str, state: State) -> Player:
    for p in state.players:
        if word == str(p.seat) or (p.name and word.lower() == p.name.lower()):
            return p
    names = [str(p.seat) for p in state.players] + [p.name for p in state.players if p.name]
    raise NotationError(
        f"'{word}' is not a seat at this table{close_match_hint(word, names)}; "
        f"seats: {', '.join(str(p.seat) for p in state.players)}"
    )


def _pot_named(words: list[str], count: int) -> int | None:
    """`main`, `side`, `side 2` (or `pot 2`) at the end of an award line: the pot's index."""
    if not words:
        return None
    if words == ["main"] or words == ["main", "pot"]:
        return 0
    if words[0] in ("side", "pot") and count == 2 and len(words) == 1:
        return 1
    side = len(words) == 2 and words[0] in ("side", "pot")
    if side and words[1].isascii() and words[1].isdigit() and 1 <= int(words[1]) < count:
        return int(words[1])
    raise NotationError(
        f"'{' '.join(words)}' is not a pot of this hand; name one as 'main', "
        + ("'side'" if count == 2 else f"'side 1' to 'side {count - 1}'")
        if count > 1
        else f"'{' '.join(words)}': this hand has one pot, the main pot; leave the pot out"
    )


def award(line: str, state: State, awards: Sequence[Award]) -> Award:
    """The award a typed line makes, or a `NotationError` saying what to type instead."""
    words = line.split()
    if words[0].lower() == "split":
        names, tail = words[1:], []
        for n, w in enumerate(names):
            if w.lower() in ("main", "side", "pot"):
                names, tail = names[:n], [x.lower() for x in names[n:]]
                break
        if len(names) < 2:
            raise NotationError("write the seats that split, e.g. 'split 3 5'")
    else:
        names, tail = words[:1], [w.lower() for w in words[2:]]
    players = [_who(w, state) for w in names]
    seats = [p.seat for p in players]
    if len(set(seats)) != len(seats):
        raise NotationError("a seat is named twice; name each winner once, e.g. 'split 3 5'")
    for p in players:
        if p.folded:
            raise NotationError(f"{p.label} folded and cannot win a pot")
    pots = pots_of(state)
    left = pots_left(state, awards)
    if not left:
        raise NotationError("every pot is awarded; 'next' deals the next hand ('undo' to change)")
    named = _pot_named(tail, len(pots))
    if named is not None:
        left = [(i, pot) for i, pot in left if i == named]
        if not left:
            raise NotationError(f"the {pot_name(named, len(pots))} is already awarded")
    a = amounts_of(state.rules)  # a hand in cents: 1.30, not 130
    open_words = "; ".join(
        f"{pot_name(i, len(pots))} {a(pot.amount)} (seats {', '.join(map(str, pot.eligible))})"
        for i, pot in left
    )
    for p in players:
        if not any(p.seat in pot.eligible for _, pot in left):
            raise NotationError(
                f"{p.label} is not eligible for {'that pot' if named is not None else 'any pot'}"
                f" left to award: {open_words}; name a seat eligible for it"
            )
    order = clockwise((p.seat for p in state.players), after=state.button)
    unit = state.rules.chip_unit
    given: list[int] = []
    won: dict[int, int] = {}
    said: list[str] = []
    for i, pot in left:
        winners = [s for s in seats if s in pot.eligible]
        if not winners:
            continue
        given.append(i)
        shares = split_pot(pot.amount, winners, order=order, unit=unit)
        for seat, chips in shares.items():
            won[seat] = won.get(seat, 0) + chips
        said.append(_words(pot_name(i, len(pots)), pot.amount, shares, state))
    return Award(
        text=" ".join(words),
        pots=tuple(given),
        won=tuple(sorted(won.items())),
        words="; ".join(said),
    )


def _words(name: str, chips: int, shares: dict[int, int], state: State) -> str:
    label = {p.seat: p.label for p in state.players}
    a = amounts_of(state.rules)  # a hand in cents: 1.30, not 130
    amount = a(chips)
    if len(shares) == 1:
        return f"{label[next(iter(shares))]} wins the {name} of {amount}"
    parts = ", ".join(f"{label[s]} {a(c)}" for s, c in shares.items())
    low = min(shares.values())
    odd = [label[s] for s, c in shares.items() if c > low]
    tail = f"; the odd chips to {', '.join(odd)}, first left of the button" if odd else ""
    return f"the {name} of {amount} is split: {parts}{tail} ({TIES_RULE})"
