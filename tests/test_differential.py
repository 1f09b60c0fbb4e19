"""Differential test: random no-limit and pot-limit hands played through PokerKit and floorcli.

At every decision both must agree on who acts, the amount to call, the minimum and maximum
raise-to, and the chips in the pot (pots with their eligible players at the start of each
street).  floorcli plays under `tda-nlhe`/`tda-plo` (full-bet rule, cumulative short all-ins,
minimum raise = last full raise), which is how PokerKit 0.7.7 plays no-limit and pot-limit;
short stacks (7 to 45 chips at blinds 1-2) make short all-ins, and the betting not being
re-opened by them, common.  The settings PokerKit has no notion of (half-bet rule, straddle
options, assumed-call pot limit, raise caps in big-bet games) are left at these values.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from floorcli.answers.phh import read_hand
from floorcli.answers.pots import pots_of
from floorcli.engine import options
from floorcli.engine.replay import apply
from floorcli.engine.state import State
from floorcli.model.actions import Action, Verb

pokerkit = pytest.importorskip("pokerkit", reason="pokerkit is not installed (the test extra)")

AUTOMATIONS = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
    pokerkit.Automation.CARD_BURNING,
    pokerkit.Automation.HOLE_DEALING,
    pokerkit.Automation.BOARD_DEALING,
    pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
)
HANDS = 60
STACKS = [7, 15, 30, 45, 200, 1000]  # short stacks make short all-ins


def kit_state(variant: str, stacks: list[int]) -> Any:
    game = pokerkit.NoLimitTexasHoldem if variant == "NT" else pokerkit.PotLimitOmahaHoldem
    return game.create_state(AUTOMATIONS, True, 0, (1, 2), 2, tuple(stacks), len(stacks))


def floor_state(variant: str, stacks: list[int]) -> State:
    n = len(stacks)
    data = {
        "variant": variant,
        "antes": [0] * n,
        "blinds_or_straddles": [1, 2] + [0] * (n - 2),
        "min_bet": 2,
        "starting_stacks": stacks,
        "actions": [],
    }
    return read_hand(data, file="random.phh").result.final


def compare(kit: Any, state: State, where: str) -> None:
    opts = options.options(state)
    assert kit.actor_index is not None, where
    assert opts.seat == kit.actor_index + 1, where
    assert opts.to_call == kit.checking_or_calling_amount, where
    if kit.can_complete_bet_or_raise_to():
        assert opts.can_raise, where
        assert opts.min_raise_to == kit.min_completion_betting_or_raising_to_amount, where
        assert opts.max_raise_to == kit.max_completion_betting_or_raising_to_amount, where
    else:
        assert not opts.can_raise, where
    kit_total = sum(p.amount for p in kit.pots) + sum(kit.bets)
    assert state.pot_total == kit_total, where
    if not any(kit.bets):
        ours = [(p.amount, tuple(p.eligible)) for p in pots_of(state)]
        theirs = [(p.amount, tuple(i + 1 for i in p.player_indices)) for p in kit.pots]
        assert ours == theirs, where


def play(seed: int) -> None:
    rng = random.Random(seed)
    variant = rng.choice(["NT", "PO"])
    n = rng.randint(2, 6)
    stacks = [rng.choice(STACKS) for _ in range(n)]
    kit = kit_state(variant, stacks)
    state = floor_state(variant, stacks)
    for step in range(200):
        if state.actor is None:
            assert kit.actor_index is None
            return
        where = f"seed {seed} ({variant}, stacks {stacks}), step {step}"
        compare(kit, state, where)
        opts = options.options(state)
        seat = str(opts.seat)
        choices = ["call"] * 3 + (["fold"] if opts.to_call else [])
        if opts.can_raise:
            choices += ["min", "max", "mid"]
        pick = rng.choice(choices)
        if pick == "fold":
            kit.fold()
            action = Action(who=seat, verb=Verb.FOLD)
        elif pick == "call":
            kit.check_or_call()
            action = Action(who=seat, verb=Verb.CALL if opts.to_call else Verb.CHECK)
        else:
            low, high = opts.min_raise_to or 0, opts.max_raise_to or 0
            to = {"min": low, "max": high, "mid": rng.randint(low, high)}[pick]
            kit.complete_bet_or_raise_to(to)
            action = Action(who=seat, verb=Verb.RAISE, amount=to)
        state, ruling = apply(state, action)
        assert ruling.verdict == "ok", f"{where}: {ruling.explanation}"
    raise AssertionError("hand did not finish")


@pytest.mark.parametrize("seed", range(HANDS))
def test_floorcli_agrees_with_pokerkit(seed: int) -> None:
    play(seed)
