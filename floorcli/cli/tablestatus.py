"""The live table's short screens: the status line before each prompt, and `stacks`.

Both read the `ask` answer (`floorcli.answers.hand.ask_report`) and the engine's players; they
only word them, so the status line says exactly what `ask` would.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from floorcli.engine.state import State
from floorcli.profiles.amounts import amounts_of

__all__ = ["stacks_lines", "status_line"]


def status_line(report: Mapping[str, Any]) -> str:
    """One line: the street, the pot, who acts, to call and the raise range.

    >>> status_line({"street": "preflop", "to_act": 4, "to_call": 25, "min_raise_to": 40,
    ...     "max_raise_to": 400, "legal": ["fold", "call", "raise"],
    ...     "pots": [{"amount": 40, "eligible": [1, 2, 3, 4]}]})
    'preflop | pot 40 | seat 4 to act | to call 25 | raise 40-400'
    >>> status_line({"street": "showdown", "to_act": None, "to_call": 0, "min_raise_to": None,
    ...     "max_raise_to": None, "legal": [], "pots": [{"amount": 800, "eligible": [1, 2]}]})
    'showdown | pot 800 | no more betting'
    """
    pot = sum(p["amount"] for p in report["pots"])  # an int, or a Decimal in cents
    parts = [str(report["street"]), f"pot {pot}"]
    if report["to_act"] is None:
        parts.append("no more betting")
        return " | ".join(parts)
    parts.append(f"seat {report['to_act']} to act")
    parts.append(f"to call {report['to_call']}" if report["to_call"] else "nothing to call")
    low, high = report["min_raise_to"], report["max_raise_to"]
    verb = "raise" if "raise" in report["legal"] else "bet" if "bet" in report["legal"] else ""
    if verb and low is not None and high is not None:
        parts.append(f"{verb} {low}" if low == high else f"{verb} {low}-{high}")
    elif not verb:
        parts.append("no raise")
    return " | ".join(parts)


def stacks_lines(state: State) -> list[str]:
    """Every seat: its stack behind, what it has in this hand (this round's bet), and
    whether it folded, is all-in or is to act.

    Seat 3 raised to 25 from 1000: 975 behind, 25 in.
    """
    actor = state.to_act
    a = amounts_of(state.rules)
    rows = []
    for p in state.players:
        name = f" ({p.name})" if p.name else ""
        mark = (
            "folded"
            if p.folded
            else "all-in"
            if p.is_all_in
            else "to act"
            if actor is not None and p.seat == actor.seat
            else ""
        )
        rows.append(
            f"  seat {p.seat}{name:<10} {a(p.stack):>9} behind  {a(p.committed):>7} in"
            f" ({a(p.bet)} this round)  {mark}".rstrip()
        )
    total = sum(p.committed for p in state.players)
    started = sum(p.starting_stack for p in state.players)
    rows.append(f"  {a(total)} in the pot; started with {a(started)}")
    return rows
