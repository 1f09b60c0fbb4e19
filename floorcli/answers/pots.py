"""The pots as the answers word them: one division of the chips (`division_of`) for `ask`,
`replay`, the table and the audit, with the chips nobody called returned apart; who shows first
and how each contested pot splits on a tie.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from floorcli.betting.pots import ODD_CHIP_RULES, Division, Pot, divide, odd_chip_unit, split_pot
from floorcli.engine.state import Player, State, stakes_of
from floorcli.model.seats import circle_from, clockwise, clockwise_positions
from floorcli.profiles.amounts import amount_text
from floorcli.profiles.choices import Game

__all__ = [
    "describe_pots",
    "division_of",
    "division_of_players",
    "owner",
    "pot_name",
    "pots_of",
    "pots_of_players",
    "show_order",
    "splits",
    "uncalled_words",
]


def pots_of(state: State) -> list[Pot]:
    """Main and side pots of the hand so far, this round's bets included, as SPEC section 4
    pins them for `ask --json` (chips nobody called form a last pot of their owner's)."""
    return division_of(state).pinned()


def division_of(state: State) -> Division:
    """The pots of the hand so far (this round's bets included) and, apart, the chips nobody
    called that go back to their owner: the one division `ask`, `replay`, the table and the
    audit show (`floorcli.betting.pots.divide`)."""
    return state.division


def division_of_players(players: Sequence[Player]) -> Division:
    """`division_of` for the players' chips in."""
    return divide(stakes_of(players))


def pots_of_players(players: Sequence[Player]) -> list[Pot]:
    """Main and side pots from the players' chips in (`pots_of` for a state)."""
    return division_of_players(players).pinned()


def pot_name(index: int, count: int) -> str:
    """``main pot``, ``side pot`` (the only one) or ``side pot 2``.

    >>> pot_name(0, 3), pot_name(1, 2), pot_name(2, 3)
    ('main pot', 'side pot', 'side pot 2')
    """
    if index == 0:
        return "main pot"
    return f"side pot {index}" if count > 2 else "side pot"


def uncalled_words(
    division: Division,
    players: Sequence[Player],
    decimals: int = 0,
    *,
    amount: Callable[[int, int], str] = amount_text,
) -> str:
    """``uncalled 300 returned to Seat 1 (Ann)``, or "" when every chip was called (TDA 2024
    Rule 15-B: an uncalled amount is returned); `amount` writes an amount at `decimals`
    (the live table's: with thousands separators)."""
    back = division.uncalled
    if back is None:
        return ""
    label = next((p.label for p in players if p.seat == back.seat), f"Seat {back.seat}")
    return f"uncalled {amount(back.amount, decimals)} returned to {label}"


def owner(state: State) -> str:
    """``Seat 1 (Ann)``: who the uncalled chips go back to, or "" when every chip was called."""
    back = state.division.uncalled
    return next((p.label for p in state.players if back and p.seat == back.seat), "")


def describe_pots(
    division: Division,
    players: Sequence[Player] = (),
    decimals: int = 0,
    *,
    amount: Callable[[int, int], str] = amount_text,
) -> str:
    """``main pot 36 (seats 1, 2, 3); side pot 40 (seats 1, 3)``, then the uncalled chips
    returned, apart (amounts as the hand types them: `decimals`, written by `amount`)."""
    parts = []
    pots = division.pots
    for n, pot in enumerate(pots):
        seats = ", ".join(map(str, pot.eligible))
        who = f"seat{'s' if len(pot.eligible) > 1 else ''} {seats}"
        if n and len(pot.eligible) == 1:
            who = f"seat {seats} only: nobody else can win it"
        parts.append(f"{pot_name(n, len(pots))} {amount(pot.amount, decimals)} ({who})")
    back = uncalled_words(division, players, decimals, amount=amount)
    return "; ".join(parts or ["no pot"]) + (f"; {back}" if back else "")


def show_order(state: State) -> list[int]:
    """Who shows first at the showdown (Robert's Rules of Poker, The Showdown rule 7).

    The last player to bet or raise on the final round shows first; if nobody did, the first
    player to act (left of the button); the rest follow clockwise.  Players in a side pot
    show before anyone all-in for only the main pot (the highest contested pot first).
    """
    pots = [p for p in division_of(state).pots if len(p.eligible) > 1]
    numbers = [p.seat for p in state.players]
    order = clockwise_positions(numbers, after=state.button)
    start = state.last_aggressor
    if start is not None and start in order and not state.players[start].folded:
        order = [order[k] for k in circle_from(len(order), order.index(start))]
    seats = [state.players[i].seat for i in order if not state.players[i].folded]

    def deepest(seat: int) -> int:
        return max((n for n, pot in enumerate(pots) if seat in pot.eligible), default=-1)

    return sorted(seats, key=lambda seat: -deepest(seat))


def splits(state: State) -> list[dict[str, Any]]:
    """Each contested pot split among its eligible seats if they tie, pot by pot.

    TDA 2024 Rules 20 and 21: each pot is split separately, in units of the smallest chip in
    play (`odd_chip_unit`); in a board game the odd chip goes to the first seat left of the
    button (20-A).  In stud and razz it goes to the high card by suit of the winning hands
    (20-B), which a hand file does not hold: `odd_to` is then empty and `odd_rule` says how.
    """
    unit = odd_chip_unit(state.rules, (p.committed for p in state.players))
    board = state.rules.game is Game.COMMUNITY
    order = clockwise((p.seat for p in state.players), after=state.button)
    result = []
    for n, pot in enumerate(division_of(state).pots):
        if len(pot.eligible) < 2:
            continue
        shares = split_pot(pot.amount, pot.eligible, order=order, unit=unit)
        share = min(shares.values())
        odd = pot.amount - share * len(shares)
        odd_to = [seat for seat, won in shares.items() if won > share] if board else []
        result.append(
            {
                "pot": n,
                "amount": pot.amount,
                "seats": list(pot.eligible),
                "share": share,
                "odd_chips": odd,
                "odd_to": odd_to,
                "odd_rule": ODD_CHIP_RULES[state.rules.game],
            }
        )
    return result
