"""The random-hands check (scripts/random_hands.py) on a few hundred hands.

Random hands under random house settings; before every action `ask` is compared with the
rulings (what it offers is ruled ok, what it refuses is illegal, a raise under the minimum is
brought up to it, and stands as made when the floor says so, TDA 2024 Rule 52) and with the
invariants of SPEC section 2: no re-opening for a player facing
less than a full raise since their last action (TDA 2024 Rule 47), fixed-limit raises of
exactly one bet, caps that reset each round, pots that partition the chips by the dead-ante
convention.  Locally: `python scripts/random_hands.py --hands 20000`.
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "random_hands", ROOT / "scripts" / "random_hands.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["random_hands"] = module
    spec.loader.exec_module(module)
    return module


RANDOM_HANDS = load_script()


@pytest.mark.slow
def test_random_hands_agree_with_ask_and_the_invariants() -> None:
    checker = RANDOM_HANDS.run(300, seed=12)
    assert checker.prefixes > 1000
    assert not checker.problems, "\n".join(checker.problems[:5])


def test_the_checker_sees_a_reopening_the_rules_forbid() -> None:
    """The oracle is not the engine: a history where a caller faces less than a full raise
    must be flagged when `ask` lets them raise (issue 12, hand 7: 30 - 23 = 7 < 10)."""
    from floorcli.engine.options import options
    from floorcli.engine.replay import apply, deal
    from floorcli.model.actions import Action, Verb
    from floorcli.model.seats import SeatSpec
    from floorcli.profiles.choices import IncompleteRaise
    from floorcli.profiles.settings import Rules

    rules = Rules(blinds=(10, 20), incomplete_raise=IncompleteRaise.HALF_BET)
    seats = tuple(
        SeatSpec(seat=n, stack=s)
        for n, s in [(1, 1000), (2, 1000), (3, 1000), (4, 23), (5, 1000), (6, 30)]
    )
    state, _ = deal(rules, seats, 1)
    oracle = RANDOM_HANDS.Oracle()
    oracle.new_round(state)
    moves = [("4", Verb.ALLIN), ("5", Verb.CALL), ("6", Verb.ALLIN), ("1", Verb.CALL)]
    for who, verb in [*moves, ("2", Verb.FOLD), ("3", Verb.FOLD)]:
        after, ruling = apply(state, Action(who=who, verb=verb))
        oracle.record(state, ruling, after)
        state = after
    assert oracle.acted[5].level == 23 and oracle.acted[5].need == 10
    checker = RANDOM_HANDS.Checker(0)
    checker.check_prefix(state, oracle, "hand 7")
    assert not checker.problems
    # An engine that let seat 5 raise here would be caught by the oracle's own record.
    wrong = replace(options(state), can_raise=True)
    checker.check_reopening(state, oracle, wrong, "hand 7")
    assert checker.problems == [
        "hand 7: seat 5 acted at 23 and faces 7, less than 10, yet may raise (TDA 2024 Rule 47)"
    ]


def test_the_checker_sees_a_floor_stands_that_does_not_stand() -> None:
    """`floor <seat> stands <to>` (TDA 2024 Rule 52-A): blinds 5-10, seat 3's raise to 15 (the
    minimum is 10 + 10 = 20) stands as made; a raise to 20 is legal as made, refused as a
    standing error, which the checker reports."""
    from floorcli.engine.replay import deal
    from floorcli.model.seats import SeatSpec
    from floorcli.profiles.settings import Rules

    seats = tuple(SeatSpec(seat=n, stack=1000) for n in (1, 2, 3, 4))
    state, _ = deal(Rules(blinds=(5, 10)), seats, 4)
    checker = RANDOM_HANDS.Checker(0)
    checker.expect_stands(state, "3", 15, "stands")
    assert not checker.problems
    checker.expect_stands(state, "3", 20, "stands")
    assert len(checker.problems) == 1
    assert checker.problems[0].startswith("stands: 'floor 3 stands 20' should stand at 20")
