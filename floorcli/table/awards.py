"""Awarding the pots at the end of a live hand: `3 wins`, `split 3 5`, pot by pot.

The pots are the engine's own division (`floorcli.answers.pots.division_of`: main pot first,
then the side pots, each with the seats eligible for it; the chips nobody called are returned
apart and are no pot to name).  A pot only one seat can win (the last player left) and the
uncalled chips go to that seat without a word.  For the others the dealer names the best hand:
`3 wins` gives seat 3 every pot still to award that it is eligible for; `split 3 5` divides
each such pot among the named seats eligible for it (TDA 2024 Rules 20 and 21: each pot split
separately, in units of the smallest chip in play (`odd_chip_unit`); the odd chip in a board
game to the first winner left of the button (20-A); in stud and razz to the high card by suit
of the winning five-card hand (20-B) and in high-low to the high hand (20-C): the table does not
know the cards, so it asks, and the dealer names the seat: `split 3 5 odd 3`).  A pot may be
named (`5 wins side`, `3 wins main`, `split 3 5 side 2`); a winner not eligible for it, or for
any pot still to award, is refused with the pots left.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from floorcli.answers.pots import division_of, pot_name
from floorcli.betting.pots import ODD_CHIP_RULES, Pot, odd_chip_unit, split_pot
from floorcli.engine.state import Player, State
from floorcli.errors import NotationError, close_match_hint
from floorcli.model.seats import clockwise
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import Game
from floorcli.profiles.shown import grouped

__all__ = ["TIES_RULE", "Award", "award", "chips_given", "is_award", "pot_name", "pots_left"]

TIES_RULE = "TDA 2024 Rule 21: each pot is split separately"


@dataclass(frozen=True, slots=True, kw_only=True)
class Award:
    """One award line that stood: what was typed, the pots it gave, and the chips by seat."""

    text: str
    pots: tuple[int, ...]
    won: tuple[tuple[int, int], ...]
    words: str


def pots_left(state: State, awards: Sequence[Award]) -> list[tuple[int, Pot]]:
    """The contested pots no award has given yet, with their index."""
    given = {i for a in awards for i in a.pots}
    return [
        (i, pot)
        for i, pot in enumerate(division_of(state).pots)
        if len(pot.eligible) > 1 and i not in given
    ]


def uncontested(state: State) -> dict[int, int]:
    """Chips of the pots only one seat can win (the last player left), and the uncalled chips
    returned to their owner (TDA 2024 Rule 15-B)."""
    division = division_of(state)
    won: dict[int, int] = {}
    for pot in division.pots:
        if len(pot.eligible) == 1:
            won[pot.eligible[0]] = won.get(pot.eligible[0], 0) + pot.amount
    if division.uncalled is not None:
        seat = division.uncalled.seat
        won[seat] = won.get(seat, 0) + division.uncalled.amount
    return won


def chips_given(state: State, awards: Sequence[Award]) -> dict[int, int]:
    """The chips given to each seat in a hand that is over: the pots only one seat can win
    and the uncalled chips at once (`uncontested`), then each award."""
    won = uncontested(state)
    for a in awards:
        for seat, chips in a.won:
            won[seat] = won.get(seat, 0) + chips
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
    lowered = [w.lower() for w in words]
    odd_names: list[str] = []
    if "odd" in lowered:  # 'split 3 5 odd 3': the dealer names who gets the odd chip
        at = lowered.index("odd")
        words, odd_names = words[:at], words[at + 1 :]
        if not odd_names:
            raise NotationError("name the seat that gets the odd chip, e.g. 'split 3 5 odd 3'")
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
    odd = _odd_seats(odd_names, seats, state)
    pots = division_of(state).pots
    left = pots_left(state, awards)
    if not left:
        raise NotationError("every pot is awarded; 'next' deals the next hand ('undo' to change)")
    named = _pot_named(tail, len(pots))
    if named is not None:
        left = [(i, pot) for i, pot in left if i == named]
        if not left:
            raise NotationError(f"the {pot_name(named, len(pots))} is already awarded")
    a = partial(grouped, decimals=state.rules.decimals)  # 1,505; a hand in cents: 1.30
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
    unit = odd_chip_unit(state.rules, (p.committed for p in state.players))
    given: list[int] = []
    won: dict[int, int] = {}
    said: list[str] = []
    for i, pot in left:
        winners = [s for s in seats if s in pot.eligible]
        if not winners:
            continue
        given.append(i)
        name = pot_name(i, len(pots))
        order = _odd_order(state, winners, odd, pot.amount % (len(winners) * unit), name)
        shares = split_pot(pot.amount, winners, order=order, unit=unit)
        for seat, chips in shares.items():
            won[seat] = won.get(seat, 0) + chips
        said.append(_words(name, pot.amount, shares, state, unit=unit))
    return Award(
        text=" ".join(line.split()),
        pots=tuple(given),
        won=tuple(sorted(won.items())),
        words="; ".join(said),
    )


def _odd_seats(names: Sequence[str], seats: Sequence[int], state: State) -> list[int]:
    """The seats named after `odd` (stud and high-low only), each one of the winners."""
    if not names:
        return []
    if state.rules.game is Game.COMMUNITY:
        raise NotationError(
            f"in a board game the odd chip is not named: {ODD_CHIP_RULES[Game.COMMUNITY]}; "
            "leave out 'odd ...'"
        )
    odd = [_who(w, state).seat for w in names]
    for seat in odd:
        if seat not in seats:
            raise NotationError(f"seat {seat} gets the odd chip but is not named as a winner")
    return odd


def _odd_order(
    state: State, winners: Sequence[int], odd: Sequence[int], left: int, name: str
) -> list[int]:
    """The winners in the order the odd units go to them.  A board game: clockwise from the
    button (TDA 2024 Rule 20-A).  Stud, razz and high-low: the seats the dealer named after
    `odd`, then the rest; with odd chips left and none named the table asks (`odd chip to?`)."""
    if state.rules.game is Game.COMMUNITY:
        return clockwise((p.seat for p in state.players), after=state.button)
    named = [s for s in odd if s in winners]
    if left and not named:
        a = amounts_of(state.rules)
        raise NotationError(
            f"odd chip to? The {name} leaves {a(left)} over ({ODD_CHIP_RULES[state.rules.game]}); "
            f"name the seat: 'split {' '.join(map(str, winners))} odd {winners[0]}'"
        )
    return [*named, *(s for s in winners if s not in named)]


def _words(name: str, chips: int, shares: dict[int, int], state: State, *, unit: int) -> str:
    label = {p.seat: p.label for p in state.players}
    a = partial(grouped, decimals=state.rules.decimals)  # 1,505; a hand in cents: 1.30
    amount = a(chips)
    if len(shares) == 1:
        return f"{label[next(iter(shares))]} wins the {name} of {amount}"
    parts = ", ".join(f"{label[s]} {a(c)}" for s, c in shares.items())
    low = min(shares.values())
    odd = [label[s] for s, c in shares.items() if c > low]
    if not odd:
        return f"the {name} of {amount} is split: {parts} ({TIES_RULE})"
    cite, rule = ODD_CHIP_RULES[state.rules.game].split(": ", 1)
    units = f"chip{'s' if len(odd) > 1 else ''} of {a(unit)}"  # the smallest chip in play
    odd_words = f"the odd {units} to {', '.join(odd)}, {rule} ({cite})"
    return f"the {name} of {amount} is split: {parts}; {odd_words}"
