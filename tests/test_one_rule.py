"""One rule, one implementation (issue 27): the clockwise turn round the table is
`floorcli.model.seats` (`clockwise`, `clockwise_positions`, `circle_from`); the engine, the
audit's fast lane and the answers go round with it and keep no modular arithmetic of their own.
The turns of a betting round go round in `floorcli.betting.rounds` (`following`,
`clockwise_table`) and the straddles in `floorcli.betting.posting` (`straddler_in_turn`), which
the engine and the lane call (tests/test_shared_rules.py)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from floorcli.model.seats import circle_from, clockwise, clockwise_positions

ROOT = Path(__file__).parent.parent / "floorcli"
ROUNDERS = ["betting/rounds.py", "betting/posting.py", "answers/pots.py"]
TURNERS = ["engine/turns.py", "engine/forced.py", "audit/counters.py"]


@pytest.mark.parametrize("module", ROUNDERS)
def test_the_module_turns_round_the_table_with_model_seats_only(module: str) -> None:
    """No `%` (a modulo: a rotation of its own) in the module, and it imports `circle_from`."""
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    modulos = [
        node.lineno
        for node in ast.walk(tree)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod)
    ]
    assert modulos == []
    imported = {
        alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module == "floorcli.model.seats"
        for alias in node.names
    }
    assert "circle_from" in imported


@pytest.mark.parametrize("module", TURNERS)
def test_the_turns_go_round_with_betting_rounds(module: str) -> None:
    """No `%` in the engine's turns and straddles or the lane (`floorcli.betting` goes round)."""
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    assert not any(
        isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) for node in ast.walk(tree)
    )


def test_the_circle_agrees_with_clockwise_seats() -> None:
    """Seats 1, 3, 5, 6 with the button on 3 (TDA 2024 Rule 34-B: the blinds are left of the
    button): clockwise from seat 5, i.e. positions 2, 3, 0, 1, the button last."""
    seats = [1, 3, 5, 6]
    assert clockwise(seats, after=3) == [5, 6, 1, 3]
    assert clockwise_positions(seats, after=3) == circle_from(4, 1 + 1) == [2, 3, 0, 1]
    # After the last position (6, position 3) the circle starts again at position 0 (seat 1).
    assert circle_from(4, 3 + 1) == [0, 1, 2, 3]
