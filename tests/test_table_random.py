"""Random nights at the live table, checked against what the rulebooks make true at every step.

Each night: 3 to 6 named players under a random shipped no-limit or pot-limit profile, a few hands
of random legal actions (fold, check, call, a minimum or maximum raise, all-in), the pots awarded
to random eligible players, players stepping away and coming back between hands, `undo` now and
then.  After every typed line:

- **the chips add up**: every chip a player had at the start of the night is behind them, in front
  of them (in a pot, or an uncalled bet about to be returned), or was won by them; nothing is
  created or lost (TDA 2024 Rule 21 and WSOP 2026 Live Action 152: the pot is awarded whole);
- **a dead hand never acts**: a player who is away when the hand is dealt has no hand (TDA 2024
  Rule 30: a player must be at the seat by the time the last card of the deal is dealt) and is never
  the player to act, nor eligible for any pot;
- **the state the table reports and its rulings agree**: the legal actions offered are the ones
  the engine accepts (every typed action below comes from the offered options and must stand).

`python -m pytest tests/test_table_random.py --hypothesis-seed=N` runs other nights.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorcli.answers.pots import division_of, pots_of
from floorcli.engine.options import options
from floorcli.engine.state import State
from floorcli.table.awards import is_award, pots_left
from floorcli.table.events import EVENT_WORDS
from floorcli.table.hand import hand_from_flags, start_table
from floorcli.table.session import LiveSession, Reply

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")


def type_line(live: LiveSession, line: str) -> Reply:
    """What the table does with a typed line."""
    word = line.split()[0].lower()
    if word == "next":
        return live.next_hand(line)
    if word == "undo":
        return live.undo()
    if is_award(line):
        return live.award(line)
    if word in EVENT_WORDS:
        return live.event(line)
    return live.enter(line)


def chips_on_table(state: State) -> int:
    """Every chip of the hand: behind, out of play above a cap, or put in."""
    return sum(p.stack + p.reserve + p.committed for p in state.players)


def seated_chips(live: LiveSession) -> int:
    """The chips of everyone seated at the start of the hand: the players dealt in, and the
    stacks of those who sit out (away, or waiting to come in)."""
    dealt = {p.seat: p.starting_stack for p in live.table.initial.players}
    planner = live.planner
    out = planner.table.values() if planner is not None else ()
    return sum(dealt.values()) + sum(s.player.stack for s in out if s.player.seat not in dealt)


def check_hand(state: State, away: set[str]) -> None:
    # The chips of the hand: what each player brought to it is behind them or in front of them.
    assert chips_on_table(state) == sum(p.starting_stack for p in state.players)
    # The pots as SPEC section 4 pins them (an uncalled bet as a pot its owner alone can win)
    # hold every chip put in; so do the pots the table shows plus the uncalled chips returned
    # apart (TDA 2024 Rule 15-B), and no uncalled chip is counted in a pot.
    put_in = sum(p.committed for p in state.players)
    assert sum(pot.amount for pot in pots_of(state)) == put_in
    division = division_of(state)
    back = division.uncalled.amount if division.uncalled else 0
    assert division.total + back == put_in
    dead = {p.seat for p in state.players if p.name in away}
    if state.actor is not None:
        actor = state.players[state.actor]
        assert actor.seat not in dead, f"{actor.label} is away (a dead hand) but is to act"
    for pot in pots_of(state):
        if len(pot.eligible) > 1:
            assert not dead & set(pot.eligible), f"a dead hand is eligible for {pot}"


def action_line(state: State, draw: st.DrawFn) -> str:
    """A legal action for the player to act, as a dealer types it."""
    opts = options(state)
    choices = [v for v in opts.legal if v in ("fold", "check", "call")]
    if opts.min_raise is not None and opts.max_raise is not None:
        verb = "raise" if "raise" in opts.legal else "bet"
        choices += [f"{verb} {opts.min_raise.to}", f"{verb} {opts.max_raise.to}", "allin"]
    return str(draw(st.sampled_from(choices)))


def begin(data: st.DataObject) -> tuple[LiveSession, int]:
    count = data.draw(st.integers(3, 6), label="players")
    stacks = [data.draw(st.sampled_from([40, 150, 300, 1000])) for _ in range(count)]
    seats = ",".join(f"{i + 1}:{NAMES[i]}:{stacks[i]}" for i in range(count))
    rules = data.draw(st.sampled_from(["tda-nlhe", "cash-nlhe", "tda-plo"]), label="rules")
    flags = hand_from_flags(
        rules=rules, blinds="5,10", ante=None, button=count, stacks=None, seats=seats
    )
    return LiveSession.begin(start_table(flags, file="flags").table), sum(stacks)


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_nights_keep_every_chip_and_never_let_a_dead_hand_act(data: st.DataObject) -> None:
    live, total = begin(data)
    hands = data.draw(st.integers(1, 4), label="hands")
    away: set[str] = set()
    last_was_action = False
    for _ in range(150):
        if live.number > hands:
            break
        state = live.table.state
        check_hand(state, away)
        started = seated_chips(live)
        assert started == total, f"hand {live.number} starts with {started} chips, not {total}"
        if last_was_action and data.draw(st.integers(0, 9), label="undo?") == 0:
            step = type_line(live, "undo")
            assert not step.hint and step.said[0].startswith("undone"), step.hint
            live, last_was_action = step.live, False
            continue
        if not live.table.is_over:
            line = action_line(state, data.draw)
        elif left := pots_left(state, live.awards):
            line = f"{data.draw(st.sampled_from(left[0][1].eligible))} wins"
        else:
            line = "next"
        played = len(live.played)
        step = type_line(live, line)
        if line == "next" and "a hand needs two players" in step.hint:
            break  # everyone else busted or stepped away: the night is over
        assert not step.hint, f"{line}: {step.hint}"
        assert step.outcome is None or step.outcome.stood, f"{line}: {step.outcome}"
        live, last_was_action = step.live, step.outcome is not None
        if len(live.played) > played and data.draw(st.booleans(), label="away or back?"):
            # between hands, before anything is typed in the new hand: the hand is dealt again
            seated = sorted(p.name for p in live.table.state.players if p.name)
            name = data.draw(st.sampled_from(sorted({*seated, *away})), label="who")
            word = "back" if name in away else "away"
            if word == "back" or len(set(seated) - away) > 2:
                stepped = type_line(live, f"{word} {name}")
                assert not stepped.hint, f"{word} {name}: {stepped.hint}"
                live = stepped.live
                away = away - {name} if word == "back" else away | {name}
