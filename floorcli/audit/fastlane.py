"""The audit's fast lane: confirm that a plain hand needs no ruling, without building rulings.

`floorcli audit` reads thousands of hands, and nearly all of them were played without an
irregular action.  `screen` plays such a hand on plain counters and returns its final
chips when every action is one the engine rules `ok`; anything else (an action out of turn,
a bet below the minimum, a short forced bet, a street marker out of place, a game the lane
does not play) returns None, and the caller replays the hand with the engine, which makes
every ruling.  The lane never words a ruling and never decides one on its own numbers: the
minimum raise, re-opening, raise caps and the effect of a raise come from
`floorcli.betting.raises` and the pot-limit maximum from `floorcli.betting.potlimit`, the same
functions the engine uses, and so do the forced bets, whose turn it is, when a round closes
and the cap mark (`floorcli.betting.posting`, `floorcli.betting.rounds`).  What the lane keeps
itself is the bookkeeping, on plain lists (`floorcli.audit.counters`); `tests/test_screen.py`
checks it against the engine on random hands (legal and illegal actions) and on corpus hands.

It plays community-card games (no-limit, pot-limit, fixed-limit) with blinds and antes as
`floorcli.engine.deal.deal` posts them, without a kill blind, a cap or a button blind.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from floorcli.audit.counters import HandCounters
from floorcli.betting.pots import Pot, Stake, split_pots
from floorcli.model.seats import SeatSpec
from floorcli.profiles.choices import Game, Structure
from floorcli.profiles.settings import Rules

if TYPE_CHECKING:
    from floorcli.engine.state import Player
    from floorcli.model.actions import Street

__all__ = ["BOARD", "CALL", "FOLD", "RAISE", "Screened", "dealt", "play", "screen"]

FOLD, CALL, RAISE, BOARD = 0, 1, 2, 3
"""Move kinds: (FOLD, player), (CALL, player) for a check or call, (RAISE, player, to) for a
bet or raise to a round total, (BOARD, k) for the k-th board deal (0 flop, 1 turn, 2 river)."""

_STRUCTURES = frozenset({Structure.NO_LIMIT, Structure.POT_LIMIT, Structure.FIXED_LIMIT})


class Screened:
    """A hand whose every action stands as written: the chips at the end and the street."""

    __slots__ = ("_table",)

    def __init__(self, table: HandCounters) -> None:
        self._table = table

    @property
    def street(self) -> Street:
        """The street the hand ended on, as the engine names it (for the tests: the audit
        never asks, so the lane does not load the model's streets)."""
        from floorcli.model.actions import Street

        streets = (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)
        return (*streets, Street.SHOWDOWN, Street.COMPLETE)[self._table.street]

    @property
    def seats(self) -> tuple[int, ...]:
        return self._table.seat_numbers

    @property
    def starting_total(self) -> int:
        """Every chip the players sat down with."""
        return self._table.starting_total

    @property
    def behind(self) -> list[int]:
        """Each player's chips behind at the end, in seat order (none are held in reserve)."""
        return list(self._table.stack)

    def stakes(self) -> list[Stake]:
        """What each player put in, for `floorcli.betting.pots.split_pots`."""
        t = self._table
        seats = [s.seat for s in t.seats]
        all_in = [not f and c == 0 for f, c in zip(t.folded, t.stack, strict=True)]
        owes_ante = [due > 0 for due in t.ante_due]
        # Stake's fields in order: seat, dead, live, folded, all_in, owes_ante.
        return list(map(Stake, seats, t.dead, t.live, t.folded, all_in, owes_ante))

    def pots(self) -> list[Pot]:
        """Main and side pots at the end.

        A hand won by the one player left, with chips behind (most hands of a corpus), has
        one pot of every chip put in, theirs alone: what `split_pots` gives when one stake
        is not folded and not all-in (no all-in level splits it, no ante cap applies), and
        the audit skips building a stake per player for it.
        """
        t = self._table
        if t.in_hand == 1:
            winner = t.folded.index(False)
            if t.stack[winner] > 0:
                total = sum(t.dead) + sum(t.live)
                return [Pot(amount=total, eligible=(t.seats[winner].seat,))] if total else []
        return split_pots(self.stakes())

    @property
    def players(self) -> tuple[Player, ...]:
        """The players at the end, as the engine's final `State` holds them."""
        from floorcli.engine.state import Player  # for the tests: the audit never asks

        t = self._table
        return tuple(
            Player(
                seat=s.seat,
                name=s.name,
                starting_stack=s.stack,
                stack=t.stack[i],
                dead=t.dead[i],
                bet=t.bet[i],
                live=t.live[i],
                folded=t.folded[i],
                acted=t.acted[i],
                acted_level=t.acted_level[i],
                acted_raise=t.acted_raise[i],
                acted_seq=t.acted_seq[i],
                ante_due=t.ante_due[i],
            )
            for i, s in enumerate(t.seats)
        )


def plays(rules: Rules) -> bool:
    """Whether the lane plays this profile at all (else every hand goes to the engine)."""
    return (
        rules.game is Game.COMMUNITY and rules.structure in _STRUCTURES and not rules.button_blind
    )


def screen(
    rules: Rules, seats: Sequence[SeatSpec], button: int, moves: Sequence[tuple[int, ...]]
) -> Screened | None:
    """The end of the hand when every move stands as written, else None (ask the engine).

    `seats` in seat order; a move's player is an index into them.
    """
    table = dealt(rules, seats, button)
    if table is None:
        return None
    for move in moves:
        if not play(table, move):
            return None
    return Screened(table)


def play(table: HandCounters, move: tuple[int, ...]) -> bool:
    """Play one move (see `FOLD`); False when the engine would rule it other than `ok`."""
    kind = move[0]
    if kind == BOARD:
        return table.board(move[1])
    if kind == FOLD:
        return table.fold(move[1])
    if kind == CALL:
        return table.call(move[1])
    return table.raise_to(move[1], move[2])


def dealt(rules: Rules, seats: Sequence[SeatSpec], button: int) -> HandCounters | None:
    """The counters after the deal, or None when the lane does not play the hand (a game it
    does not play, a short forced bet)."""
    if not plays(rules):
        return None
    key = (id(rules), id(seats), button)
    found = _DEALT.get(key)
    if found is None or found.rules is not rules or found.seats is not seats:
        if len(_DEALT) >= _DEALT_MAX:
            _DEALT.clear()
        found = _DEALT[key] = HandCounters(rules, seats, button)
    return found.copy() if found.dealt else None


# The counters after the deal, dealt once per distinct header (the PHH reader shares one
# `rules` and one `seats` between the hands of a header) and copied for each hand.  Keyed by
# identity; an entry holds its `rules` and `seats`, so their ids cannot be reused meanwhile.
_DEALT: dict[tuple[int, int, int], HandCounters] = {}
_DEALT_MAX = 1024
