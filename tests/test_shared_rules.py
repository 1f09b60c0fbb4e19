"""One rule, one implementation (issue 27): who posts what and in which order (antes, blinds,
the kill blind, the straddler in turn), the opening level of a round, who acts next, when a round
closes and the cap mark live in `floorcli.betting.posting` and `floorcli.betting.rounds`.  The
engine (`engine/deal.py`, `engine/turns.py`, `engine/forced.py`) and the audit's fast lane
(`audit/counters.py`) import them and keep no copy: every function they define is on an
allow-list of their own bookkeeping, each of those that stands for a shared rule calls it, and
neither names the settings only the shared rules read (the ante modes and orders, the
fixed-limit bet sizes)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent / "floorcli"

POSTING = "floorcli.betting.posting"
ROUNDS = "floorcli.betting.rounds"

DEFINES: dict[str, frozenset[str]] = {
    # The lane: its counters (post, put in, mark acted, copy) and the moves; the rules are asked.
    "audit/counters.py": frozenset(
        {
            "__init__",
            "copy",
            "_post",
            "_to_match",
            "_advance",
            "_next_street",
            "board",
            "fold",
            "call",
            "raise_to",
            "_put",
            "_acted",
            "_wager",
            "_can_raise",
            "_pot_limit_max",
        }
    ),
    "audit/fastlane.py": frozenset(
        {
            "__init__",
            "street",
            "seats",
            "starting_total",
            "behind",
            "stakes",
            "pots",
            "players",
            "plays",
            "screen",
            "play",
            "dealt",
        }
    ),
    "audit/phhlane.py": frozenset(
        {"screen_game", "_plays_as_written", "_plays_tokens", "_folds_and_calls", "_movers"}
    ),
    # The engine: `State`s built and evolved; the rules are asked.
    "engine/deal.py": frozenset(
        {"deal", "deal_hand", "kill_away", "_deal_stud", "_post", "_apply_cap", "deal_street"}
    ),
    "engine/turns.py": frozenset(
        {"opening_raise", "advance", "next_street", "cap_mark", "keep_or_move_action"}
    ),
}
"""Every function each module may define: none decides posting, turns or round closing."""

IMPORTS: dict[str, dict[str, frozenset[str]]] = {
    "audit/counters.py": {
        POSTING: frozenset({"forced_bets", "start_after"}),
        ROUNDS: frozenset(
            {
                "betting_is_over",
                "cap_mark",
                "clockwise_table",
                "next_actor",
                "opening_level",
                "opening_levels",
                "to_match",
            }
        ),
    },
    "engine/deal.py": {
        POSTING: frozenset({"forced_bets", "kill_round_order", "start_after"}),
        ROUNDS: frozenset({"opening_levels"}),
    },
    "engine/turns.py": {
        ROUNDS: frozenset({"betting_is_over", "cap_mark", "following", "next_actor"}),
    },
    "engine/forced.py": {POSTING: frozenset({"straddler_in_turn"})},
}
"""The shared rules each module must take from `floorcli.betting`."""

CALLS: dict[tuple[str, str], frozenset[str]] = {
    ("audit/counters.py", "__init__"): frozenset({"forced_bets", "opening_levels", "start_after"}),
    ("audit/counters.py", "_advance"): frozenset({"next_actor"}),
    ("audit/counters.py", "_next_street"): frozenset({"betting_is_over", "opening_level"}),
    ("audit/counters.py", "_to_match"): frozenset({"to_match"}),
    ("audit/counters.py", "_wager"): frozenset({"cap_mark"}),
    ("engine/deal.py", "deal"): frozenset({"forced_bets", "opening_levels", "start_after"}),
    ("engine/deal.py", "_deal_stud"): frozenset({"forced_bets"}),
    ("engine/turns.py", "opening_raise"): frozenset({"opening_level"}),
    ("engine/turns.py", "advance"): frozenset({"next_actor", "following"}),
    ("engine/turns.py", "next_street"): frozenset({"betting_is_over", "opening_raise"}),
    ("engine/turns.py", "cap_mark"): frozenset({"rounds_cap_mark"}),
    ("engine/options.py", "needs_to_act"): frozenset({"needs_to_act"}),
    ("engine/forced.py", "_straddle_refused"): frozenset({"straddler_in_turn"}),
}
"""Where a module's function stands for a shared rule, the shared functions it calls."""

FORBIDDEN = frozenset(
    {"AnteMode", "BigBlindAnteOrder", "small_bet", "big_bet", "spread", "circle_from"}
)
"""Names only the shared rules read: the ante modes and orders (posting), the fixed-limit and
spread sizes (the opening level), the circle itself (`rounds.following`)."""


def tree_of(module: str) -> ast.Module:
    return ast.parse((ROOT / module).read_text(encoding="utf-8"))


def functions(tree: ast.AST) -> dict[str, ast.FunctionDef | ast.AsyncFunctionDef]:
    return {
        node.name: node
        for node in ast.walk(tree)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
    }


def called(node: ast.AST) -> set[str]:
    names: set[str] = set()
    for call in ast.walk(node):
        if isinstance(call, ast.Call):
            f = call.func
            names.add(
                f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            )
    return names


@pytest.mark.parametrize("module", sorted(DEFINES))
def test_the_module_defines_only_its_own_bookkeeping(module: str) -> None:
    defined = set(functions(tree_of(module)))
    assert defined - DEFINES[module] == set(), f"{module} defines a function of its own"


@pytest.mark.parametrize("module", sorted(IMPORTS))
def test_the_module_takes_the_shared_rules_from_betting(module: str) -> None:
    tree = tree_of(module)
    for source, wanted in IMPORTS[module].items():
        imported = {
            alias.name
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == source
            for alias in node.names
        }
        assert wanted <= imported, f"{module} does not import {sorted(wanted - imported)}"


@pytest.mark.parametrize(("module", "function"), sorted(CALLS))
def test_the_rule_is_asked_of_the_shared_function(module: str, function: str) -> None:
    body = functions(tree_of(module))[function]
    missing = CALLS[module, function] - called(body)
    assert missing == set(), f"{module}:{function} does not call {sorted(missing)}"


@pytest.mark.parametrize("module", ["audit/counters.py", "engine/deal.py", "engine/turns.py"])
def test_the_module_reads_no_setting_of_the_shared_rules(module: str) -> None:
    names = {
        node.id if isinstance(node, ast.Name) else node.attr
        for node in ast.walk(tree_of(module))
        if isinstance(node, ast.Name | ast.Attribute)
    }
    if module == "engine/deal.py":
        names -= {"small_bet"}  # the stud bring-in: the small bet it completes to
    assert names & FORBIDDEN == set()
