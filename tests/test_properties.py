"""Properties of the engine on random hands (hypothesis).

Random tables (2-9 seats, stacks from a single chip to deep, antes, one to three blinds) under
random house rules (no-limit, pot-limit, fixed limit), played with actions chosen from what
`options.options` says is legal: fold, check, call, the minimum and maximum bet or raise, an amount
between them, all-in, after a few posts, straddles and sleepers.  At every step:

- chips are conserved: stacks + chips out of play + chips in the pot == the starting stacks;
- the pots (`report.pots_of`) add up to every chip put in, and name eligible seats ascending;
- whenever a raise is legal, min raise-to <= max raise-to <= the actor's all-in total;
- every legal action is ruled `ok` (what `ask` offers, `replay` accepts), and a check facing a
  bet, a raise when none is allowed and an action out of turn are ruled `illegal` and change
  nothing;
- replaying a prefix of the history gives the prefix of the replay's rulings;
- a hand always ends (showdown or complete) once the players only check and call;
- an underraise the floor lets stand (`floor <seat> stands <to>`, TDA 2024 Rule 52-A) is judged
  exactly as an all-in of that amount would be;
- the invariants of SPEC section 2, from the oracle of scripts/random_hands.py (its own record
  of each round, kept from the rulings): no re-opening for a player facing less than a full
  raise since their last action (TDA 2024 Rule 47); fixed-limit raises exactly one bet; caps
  that reset each round; pots that partition the chips by the dead-ante convention.
"""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorcli.answers.hand import ask_report
from floorcli.answers.pots import pots_of
from floorcli.engine import options
from floorcli.engine.replay import Verdict, apply, deal, replay
from floorcli.engine.state import State
from floorcli.model.actions import Action, Decision, Street, Verb
from floorcli.model.evolve import evolve
from floorcli.model.seats import SeatSpec
from floorcli.profiles.choices import (
    AnteMode,
    BigBlindAnteOrder,
    HeadsUpUncapped,
    IncompleteRaise,
    MinRaiseBasis,
    PotLimitPreflop,
    Straddle,
    StraddleMinRaise,
    Structure,
)
from floorcli.profiles.settings import Rules


def _load_random_hands() -> ModuleType:
    path = Path(__file__).resolve().parent.parent / "scripts" / "random_hands.py"
    # A private copy under its own name: never one another test file loaded or replaced, so
    # the checker this property uses does not depend on what else ran in the process.
    name = "_random_hands_for_properties"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


RANDOM_HANDS = _load_random_hands()

PROPERTY_SETTINGS = settings(
    max_examples=200,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
MAX_RANDOM_ACTIONS = 60
MAX_PASSIVE_ACTIONS = 4 * 10 + 10


@st.composite
def house_rules(draw: st.DrawFn) -> Rules:
    """Random rules for a no-limit, pot-limit or fixed-limit hand."""
    structure = draw(
        st.sampled_from([Structure.NO_LIMIT, Structure.POT_LIMIT, Structure.FIXED_LIMIT])
    )
    big = draw(st.integers(1, 20))
    count = draw(st.integers(1, 3))
    smaller = sorted(draw(st.lists(st.integers(1, big), min_size=count - 1, max_size=count - 1)))
    blinds = (*smaller, big)
    ante_mode = draw(st.sampled_from(list(AnteMode)))
    fixed = structure is Structure.FIXED_LIMIT
    small_bet = draw(st.integers(big, 2 * big)) if fixed else None
    return Rules(
        structure=structure,
        blinds=blinds,
        button_blind=count == 3 and draw(st.booleans()),
        ante=draw(st.integers(0, 10)),
        ante_mode=ante_mode,
        big_blind_ante_order=draw(st.sampled_from(list(BigBlindAnteOrder))),
        small_bet=small_bet,
        big_bet=None if small_bet is None else 2 * small_bet,
        min_bet=None if fixed else draw(st.none() | st.integers(1, 3 * big)),
        incomplete_raise=draw(st.sampled_from(list(IncompleteRaise))),
        cumulative_allins=draw(st.booleans()),
        min_raise_basis=draw(st.sampled_from(list(MinRaiseBasis))),
        raise_cap=draw(st.none() | st.integers(1, 4)) if fixed else None,
        heads_up_uncapped=draw(st.sampled_from(list(HeadsUpUncapped))),
        pot_limit_preflop=draw(st.sampled_from(list(PotLimitPreflop))),
        straddle=draw(st.sampled_from(list(Straddle))),
        max_straddles=draw(st.integers(1, 3)),
        straddle_min_raise=draw(st.sampled_from(list(StraddleMinRaise))),
        straddle_counts_toward_cap=draw(st.booleans()),
        sleeper=draw(st.booleans()),
    )


@st.composite
def tables(draw: st.DrawFn) -> tuple[Rules, tuple[SeatSpec, ...], int]:
    """Rules, seats (numbers from 1-10, some stacks shorter than the blinds) and a button."""
    rules = draw(house_rules())
    # Three blinds need three players (issue 12, hand 11: fewer is refused as bad input).
    fewest = max(2, len(rules.blinds))
    numbers = draw(st.lists(st.integers(1, 10), min_size=fewest, max_size=9, unique=True))
    short = st.integers(1, 2 * rules.big_blind + rules.ante + 1)
    stacks = draw(
        st.lists(
            st.one_of(short, st.integers(1, 500), st.integers(500, 5000)),
            min_size=len(numbers),
            max_size=len(numbers),
        )
    )
    seats = tuple(SeatSpec(seat=n, stack=s) for n, s in zip(numbers, stacks, strict=True))
    button = draw(st.sampled_from(sorted(numbers)))
    return rules, seats, button


@dataclass
class Played:
    """A random hand: the first state, the actions written, and every state after each."""

    start: State
    actions: list[Action]
    states: list[State]
    total: int


def chips(state: State) -> int:
    """Every chip at the table: behind, out of play, and in the pot."""
    return sum(p.stack + p.reserve + p.committed for p in state.players)


def check_state(state: State, total: int) -> None:
    """The invariants that hold between any two actions."""
    assert chips(state) == total
    pots = pots_of(state)
    assert sum(pot.amount for pot in pots) == state.pot_total
    for pot in pots:
        assert pot.amount > 0
        # Someone can win every pot.  Known failure (rare in random hands): a folded player's chips
        # above every remaining all-in; see short-big-blind-folded-chips-stay-in-the-pot.
        assert pot.eligible, pots
        assert list(pot.eligible) == sorted(set(pot.eligible))
        assert all(not state.players[state.index_of(s)].folded for s in pot.eligible)
    opts = options.options(state)
    if state.actor is None:
        assert state.street in (Street.SHOWDOWN, Street.COMPLETE) or not state.street.is_betting
        return
    actor = state.players[state.actor]
    assert actor.can_act
    assert 0 <= opts.to_call <= actor.stack
    assert ("fold" in opts.legal) == (opts.to_call > 0)
    if opts.can_raise:
        assert opts.min_raise_to is not None and opts.max_raise_to is not None
        assert opts.min_raise_to <= opts.max_raise_to <= actor.all_in_to
        assert opts.max_raise_to > opts.call_to
    else:
        assert opts.min_raise_to is None and opts.max_raise_to is None
    report = ask_report(state)
    assert sum(p["amount"] for p in report["pots"]) == state.pot_total


def legal_actions(state: State) -> list[Action]:
    """One of each kind of legal action for the player to act (amounts chosen later)."""
    opts = options.options(state)
    assert state.actor is not None
    actor = state.players[state.actor]
    who = str(actor.seat)
    out: list[Action] = []
    if "fold" in opts.legal:
        out.append(Action(who=who, verb=Verb.FOLD))
    if "check" in opts.legal:
        out.append(Action(who=who, verb=Verb.CHECK))
    if "call" in opts.legal:
        out.append(Action(who=who, verb=Verb.CALL))
    # All-in is legal as a call for everything, or as a raise when the limit allows every chip.
    if actor.stack <= opts.to_call or (opts.can_raise and opts.max_raise_to == actor.all_in_to):
        out.append(Action(who=who, verb=Verb.ALLIN))
    return out


def wager(state: State, data: st.DataObject) -> Action | None:
    """A bet or raise between the minimum and maximum, or None when none is legal."""
    opts = options.options(state)
    if not opts.can_raise or opts.min_raise_to is None or opts.max_raise_to is None:
        return None
    low, high = opts.min_raise_to, opts.max_raise_to
    to = data.draw(st.sampled_from([low, high]) | st.integers(low, high), label="to")
    verb = Verb.BET if "bet" in opts.legal else Verb.RAISE
    assert state.actor is not None
    return Action(who=str(state.players[state.actor].seat), verb=verb, amount=to)


def illegal_actions(state: State) -> list[Action]:
    """Actions that must be refused here: a check facing a bet, a raise when none is allowed,
    anything by a player whose turn it is not."""
    opts = options.options(state)
    assert state.actor is not None
    actor = state.players[state.actor]
    who = str(actor.seat)
    out: list[Action] = []
    if opts.to_call > 0:
        out.append(Action(who=who, verb=Verb.CHECK))
    if not opts.can_raise and actor.stack > opts.to_call:
        out.append(Action(who=who, verb=Verb.RAISE, amount=actor.all_in_to))
    others = [p for i, p in enumerate(state.players) if i != state.actor]
    out += [Action(who=str(p.seat), verb=Verb.CALL) for p in others[:2]]
    return out


def passive(state: State) -> Action:
    """Check when free, else call (an all-in call when short)."""
    opts = options.options(state)
    assert state.actor is not None
    who = str(state.players[state.actor].seat)
    return Action(who=who, verb=Verb.CHECK if opts.to_call == 0 else Verb.CALL)


def forced(state: State, data: st.DataObject) -> Action:
    """A post, straddle or sleeper by a random seat, before the first voluntary action."""
    seat = data.draw(st.sampled_from([p.seat for p in state.players]), label="poster")
    verb = data.draw(st.sampled_from([Verb.POST, Verb.STRADDLE, Verb.SLEEPER]), label="forced")
    bet = state.current_bet
    amount = data.draw(st.sampled_from([bet, 2 * bet, 2 * bet + 1]) | st.integers(0, 3 * bet + 1))
    dead = verb is Verb.POST and data.draw(st.booleans(), label="dead")
    return Action(who=str(seat), verb=verb, amount=amount, dead=dead)


def play(data: st.DataObject, table: tuple[Rules, tuple[SeatSpec, ...], int]) -> Played:
    """Deal and play a random hand with legal actions, checking every ruling is ok.

    It may start with posts, straddles and sleepers; those the house does not allow are ruled
    illegal and change nothing (and are left out of the history).
    """
    rules, seats, button = table
    start, _ = deal(rules, seats, button)
    total = sum(s.stack for s in seats)
    check_state(start, total)
    state = start
    actions: list[Action] = []
    states: list[State] = []
    oracle = RANDOM_HANDS.Oracle()
    oracle.new_round(start)
    checker = RANDOM_HANDS.Checker(0)
    for _ in range(data.draw(st.integers(0, 2), label="forced actions")):
        if state.actor is None:
            break
        action = forced(state, data)
        after, ruling = apply(state, action, index=len(actions) + 1)
        if ruling.verdict is Verdict.ILLEGAL:
            assert after == state
            continue
        oracle.record(state, ruling, after)
        state = after
        actions.append(action)
        states.append(state)
        check_state(state, total)
    steps = data.draw(st.integers(0, MAX_RANDOM_ACTIONS), label="random steps")
    for n in range(steps + MAX_PASSIVE_ACTIONS):
        if state.actor is None:
            break
        if n < steps:
            choices = legal_actions(state)
            raise_to = wager(state, data)
            if raise_to is not None:
                choices.append(raise_to)
            action = data.draw(st.sampled_from(choices), label="action")
        else:
            action = passive(state)
        for wrong in illegal_actions(state):
            unchanged, refused = apply(state, wrong, index=len(actions) + 1)
            assert refused.verdict is Verdict.ILLEGAL, (wrong, refused.explanation)
            assert unchanged == state
        checker.check_invariants(state, oracle, f"after {[str(a) for a in actions]}")
        assert not checker.problems, checker.problems
        before = state
        state, ruling = apply(state, action, index=len(actions) + 1)
        assert ruling.verdict is Verdict.OK, (action, ruling.explanation)
        oracle.record(before, ruling, state)
        mover = before.players[before.index_of(int(action.who))]
        after = state.players[state.index_of(int(action.who))]
        assert ruling.added == mover.stack - after.stack
        actions.append(action)
        states.append(state)
        check_state(state, total)
    assert state.actor is None, "the hand did not end once the players only checked and called"
    assert state.street in (Street.SHOWDOWN, Street.COMPLETE)
    return Played(start=start, actions=actions, states=states, total=total)


@pytest.mark.slow
@PROPERTY_SETTINGS
@given(data=st.data(), table=tables())
def test_random_hands_conserve_chips_and_accept_legal_actions(
    data: st.DataObject, table: tuple[Rules, tuple[SeatSpec, ...], int]
) -> None:
    play(data, table)


@pytest.mark.slow
@PROPERTY_SETTINGS
@given(data=st.data(), table=tables())
def test_replaying_a_prefix_gives_the_prefix_of_the_replay(
    data: st.DataObject, table: tuple[Rules, tuple[SeatSpec, ...], int]
) -> None:
    played = play(data, table)
    whole = replay(played.start, played.actions)
    assert not whole.stopped
    assert len(whole.rulings) == len(played.actions)
    assert whole.final == played.states[-1] if played.states else whole.final == played.start
    cut = data.draw(st.integers(0, len(played.actions)), label="prefix")
    part = replay(played.start, played.actions[:cut])
    assert part.rulings == whole.rulings[:cut]
    assert part.final == (played.states[cut - 1] if cut else played.start)


@pytest.mark.slow
@PROPERTY_SETTINGS
@given(data=st.data(), table=tables())
def test_checks_and_calls_always_end_the_hand(
    data: st.DataObject, table: tuple[Rules, tuple[SeatSpec, ...], int]
) -> None:
    rules, seats, button = table
    start, _ = deal(rules, seats, button)
    total = sum(s.stack for s in seats)
    state = start
    for _ in range(MAX_PASSIVE_ACTIONS):
        if state.actor is None:
            break
        state, ruling = apply(state, passive(state))
        assert ruling.verdict is Verdict.OK
        check_state(state, total)
    assert state.actor is None
    assert state.street in (Street.SHOWDOWN, Street.COMPLETE)
    # Nobody folded, so nobody won uncontested: it went to a showdown.
    assert state.street is Street.SHOWDOWN
    assert all(not p.folded for p in state.players)


@pytest.mark.slow
@PROPERTY_SETTINGS
@given(data=st.data(), table=tables())
def test_a_standing_underraise_is_judged_as_a_short_allin_of_it(
    data: st.DataObject, table: tuple[Rules, tuple[SeatSpec, ...], int]
) -> None:
    """`floor <seat> stands <to>` under the minimum (TDA 2024 Rule 52-A, noticed after the next
    card) is judged on its actual amount exactly as an all-in of that amount would be (SPEC
    section 2, a corrected amount is judged after the correction): the same re-opening, the
    same bet, full raise and full level, the same count toward the cap."""
    played = play(data, table)
    for state in [played.start, *played.states]:
        opts = options.options(state)
        if state.actor is None or not opts.can_raise or opts.min_raise_to is None:
            continue
        actor = state.players[state.actor]
        to = opts.min_raise_to - 1
        if not opts.call_to < to < actor.all_in_to:
            continue
        who = str(actor.seat)
        stood, ruling = apply(
            state, Action(who=who, verb=Verb.FLOOR, decision=Decision.STANDS, amount=to)
        )
        assert ruling.verdict is Verdict.CORRECTED and ruling.to == to, ruling.explanation
        short = evolve(
            state, players=state.with_player(state.actor, evolve(actor, stack=to - actor.bet))
        )
        went, allin = apply(short, Action(who=who, verb=Verb.ALLIN))
        assert allin.verdict is Verdict.OK and allin.to == to, allin.explanation
        assert ruling.reopens == allin.reopens
        if went.street is stood.street:
            for name in ("current_bet", "last_full_raise", "full_bet_level", "reopen_seq", "bets"):
                assert getattr(stood, name) == getattr(went, name), name
