"""Dead hands: a player away at the deal (TDA 2024 Rule 30) or ruled dead by the floor never
acts and is eligible for no pot; the blinds a dead hand posted stay in the pot.

TDA 2024 Rule 30: "To have a live hand, players must be at their seats when the last card is
dealt to all players on the initial deal. Players not then at their seats may not look at their
cards which are killed immediately. Their posted blinds and antes forfeit to the pot and an
absent player dealt the stud bring-in card posts the bring-in."
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorcli.answers.pots import pots_of
from floorcli.engine.replay import Verdict
from floorcli.table.awards import is_award
from floorcli.table.events import EVENT_WORDS
from floorcli.table.hand import hand_from_flags, start_table
from floorcli.table.savefile import session_file_text
from floorcli.table.session import LiveSession, Reply
from floorcli.textio.yamlsrc import LineDict, load_yaml
from tests import inproc

# tda-nlhe (missed_blinds: blinded-off, button_rule: dead), blinds 5/10, button on seat 4:
# hand 1 Ann (1) small blind, Bob (2) big blind.  Hand 2 (dead button, TDA 2024 Rule 32): the
# button goes to seat 1, Bob (2) posts the small blind and Cy (3) the big blind.
SEATS = "1:Ann:1000,2:Bob:1000,3:Cy:1000,4:Gus:1000"


def begin() -> LiveSession:
    data = hand_from_flags(
        rules="tda-nlhe", blinds="5,10", ante=None, button=4, stacks=None, seats=SEATS
    )
    return LiveSession.begin(start_table(data, file="flags").table)


def type_line(live: LiveSession, line: str) -> Reply:
    """What the table loop does with a line (`floorcli.table.lines`)."""
    word = line.split()[0].lower()
    if word == "next":
        return live.next_hand(line)
    if is_award(line):
        return live.award(line)
    if word in EVENT_WORDS:
        return live.event(line)
    return live.enter(line)


def play(live: LiveSession, *lines: str) -> tuple[LiveSession, Reply]:
    reply = Reply(live=live)
    for line in lines:
        reply = type_line(live, line)
        assert not reply.hint, f"{line}: {reply.hint}"
        live = reply.live
    return live, reply


def test_the_big_blind_away_at_the_deal_never_acts_and_wins_nothing() -> None:
    # Hand 1: everyone folds to Bob.  Cy steps away before hand 2, where Cy is the big blind.
    live, _ = play(begin(), "3 f", "4 f", "1 f", "next")
    live, reply = play(live, "away Cy")
    dead = "Cy (seat 3) is away: the hand is dead (TDA 2024 Rule 30); the big blind of 10 stays"
    assert f"{dead} in the pot." in reply.said
    state = live.table.state
    cy = state.players[state.index_of(3)]
    assert cy.folded and cy.committed == 10  # the big blind stays in the pot
    # Action starts left of the big blind: Gus (seat 4), not Cy.
    assert state.to_act is not None and state.to_act.seat == 4
    # The pot: Bob's small blind 5 + Cy's dead big blind 10 = 15; Cy is eligible for none of it.
    assert [(p.amount, p.eligible) for p in pots_of(state)] == [(15, (1, 2, 4))]
    # A typed action for Cy is refused with the reason, as an illegal ruling (exit 1 in replay).
    refused = live.enter("3 call")
    assert refused.outcome is not None and refused.outcome.ruling is not None
    assert refused.outcome.ruling.verdict is Verdict.ILLEGAL
    assert "was away at the deal: the hand is dead" in refused.outcome.ruling.explanation
    assert "TDA 2024 Rule 30" in refused.outcome.ruling.rule
    # Gus and Ann fold: Bob, the only live hand, wins 5 + 10 = 15 (never the dead big blind).
    live, reply = play(refused.live, "4 f", "1 f")
    assert live.table.is_over
    assert [(p.amount, p.eligible) for p in pots_of(live.table.state)] == [(15, (2,))]


def test_the_round_closes_without_an_option_for_a_dead_big_blind() -> None:
    # Hand 2 with Cy's big blind dead: Gus calls 10, Ann calls 10, Bob completes 5 more; nobody
    # is left to act (the dead big blind has no option): on to the flop with 10 x 4 = 40.
    live, _ = play(begin(), "3 f", "4 f", "1 f", "next", "away 3", "4 c", "1 c", "2 c")
    state = live.table.state
    assert state.street.value == "flop"
    assert [(p.amount, p.eligible) for p in pots_of(state)] == [(40, (1, 2, 4))]


def test_the_saved_session_replays_with_the_hand_dead(tmp_path: Path) -> None:
    live, _ = play(begin(), "3 f", "4 f", "1 f", "next", "away 3", "4 f", "1 f")
    path = tmp_path / "night.yaml"
    path.write_text(session_file_text(live), encoding="utf-8")
    assert "away: [3]" in path.read_text(encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "replay", str(path), "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    final = json.loads(done.stdout)[-1]["final"]  # one report a hand; hand 2 is the last
    # Bob's small blind 5 + Cy's dead big blind 10 = 15, Bob's alone: the hand is over.
    assert final["street"] == "complete"
    assert final["pots"] == [{"amount": 15, "eligible": [2]}]


HAND = """\
rules: tda-nlhe
blinds: [5, 10]
button: 1
seats: {1: 1000, 2: 1000, 3: {name: Gus, stack: 1000}, 4: 1000}
away: [3]
actions: [4 call, 1 call]
"""


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return inproc.run(*args, cwd=cwd)  # in this process: tests/inproc.py


def test_ask_on_a_hand_file_with_a_hand_away(tmp_path: Path) -> None:
    (tmp_path / "h.yaml").write_text(HAND, encoding="utf-8")
    done = run("ask", "h.yaml", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    # Button 1: seat 2 small blind 5, Gus (3) big blind 10, dead at the deal.  Seats 4 and 1
    # call 10: the pot is 5 + 10 + 10 + 10 = 35; seat 2 completes for 5; Gus is eligible for
    # no pot.
    assert (answer["to_act"], answer["to_call"]) == (2, 5)
    assert answer["pots"] == [{"amount": 35, "eligible": [1, 2, 4]}]


def test_replay_refuses_an_action_for_a_dead_hand(tmp_path: Path) -> None:
    (tmp_path / "h.yaml").write_text(HAND.replace("1 call]", "1 call, 3 check]"), "utf-8")
    done = run("replay", "h.yaml", "--json", cwd=tmp_path)
    assert done.returncode == 1  # SPEC section 4: some ruling refused an action
    last = json.loads(done.stdout)["rulings"][-1]
    assert (last["seat"], last["verdict"]) == (3, "illegal")
    assert "Rule 30" in last["rule"]


@pytest.mark.parametrize(
    ("away", "message"),
    [
        ("[9]", "away: 9 is not a seat dealt in (1, 2, 3, 4)"),
        ("[1, 2, 3, 4]", "away: every seat is away"),
        ("Gus", "away: 'Gus' is not a list of seats"),
    ],
)
def test_a_bad_away_list_is_refused_in_one_line(tmp_path: Path, away: str, message: str) -> None:
    (tmp_path / "h.yaml").write_text(HAND.replace("away: [3]", f"away: {away}"), "utf-8")
    done = run("ask", "h.yaml", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith("error: h.yaml:5: " + message)
    assert len(done.stderr.splitlines()) == 1


def test_a_hand_the_floor_rules_dead_is_refused_with_the_reason() -> None:
    # Hand 1: Cy (3) is first to act; the floor rules Gus's (4) hand dead, Cy calls 10.
    live, _ = play(begin(), "floor 4 dead", "3 c")
    refused = live.enter("4 call")
    assert refused.outcome is not None and refused.outcome.ruling is not None
    assert refused.outcome.ruling.verdict is Verdict.ILLEGAL
    assert "hand was ruled dead by the floor" in refused.outcome.ruling.explanation


STUD = """\
rules: stud
small_bet: 10
big_bet: 20
ante: 1
bring_in: 5
seats: {1: 100, 2: 100, 3: 100}
upcards: {1: Kh, 2: 3c, 3: 9d}
away: [2]
"""


def test_an_absent_player_dealt_the_stud_bring_in_posts_it(tmp_path: Path) -> None:
    # TDA 2024 Rule 30: "an absent player dealt the stud bring-in card posts the bring-in".
    # The 3c is the lowest upcard: seat 2 brings in 5, then its hand is dead (RP-10-C).  The
    # pot is 3 antes of 1 + 5 = 8; seat 3, left of the bring-in, acts first facing 5.
    (tmp_path / "s.yaml").write_text(STUD, encoding="utf-8")
    done = run("ask", "s.yaml", "--json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert (answer["to_act"], answer["to_call"]) == (3, 5)
    assert answer["pots"] == [{"amount": 8, "eligible": [1, 3]}]


@st.composite
def dead_hand_deals(draw: st.DrawFn) -> tuple[str, list[int], list[str]]:
    """A hold'em hand file with some seats away at the deal, and a random run of actions."""
    seats = sorted(draw(st.sets(st.integers(1, 9), min_size=2, max_size=7)))
    away = sorted(draw(st.sets(st.sampled_from(seats), max_size=len(seats) - 1)))
    stacks = {s: draw(st.sampled_from([3, 10, 25, 100, 1000])) for s in seats}
    button = draw(st.sampled_from(seats))
    rules = draw(st.sampled_from(["tda-nlhe", "tda-plo", "cash-nlhe"]))
    text = (
        f"rules: {rules}\nblinds: [5, 10]\nbutton: {button}\n"
        f"seats: {{{', '.join(f'{s}: {c}' for s, c in stacks.items())}}}\n"
        f"away: [{', '.join(map(str, away))}]\n"
    )
    choices = draw(st.lists(st.sampled_from(["f", "c", "x", "r min", "r max"]), max_size=30))
    return text, away, choices


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(dead_hand_deals())
def test_a_dead_hand_never_acts_nor_wins_and_the_chips_add_up(
    deal: tuple[str, list[int], list[str]],
) -> None:
    text, away, choices = deal
    data = load_yaml(text, "random.yaml")
    assert isinstance(data, LineDict)
    table = start_table(data, file="random.yaml").table
    start = sum(p.starting_stack for p in table.initial.players)
    for choice in choices:
        state = table.state
        actor = state.to_act
        if actor is None:
            break
        # TDA 2024 Rule 30: a hand killed at the deal is never the one to act
        assert actor.seat not in away
        table = table.enter(choice).table  # a refused choice changes nothing
    state = table.state
    for pot in pots_of(state):
        assert not set(pot.eligible) & set(away)  # and is eligible for no pot
    # Every chip is behind or in the pot: stacks + committed = the stacks at the start (the
    # dead hands' blinds included, in the pot).
    assert sum(p.stack + p.reserve + p.committed for p in state.players) == start
    for p in state.players:
        if p.seat in away:
            assert p.folded and p.stack + p.committed == p.starting_stack


def test_converting_a_hand_with_a_dead_hand_to_phh_is_refused(tmp_path: Path) -> None:
    # PHH has no hand killed at the deal: written as a plain seat, Gus would act in the file.
    (tmp_path / "h.yaml").write_text(HAND, encoding="utf-8")
    done = run("convert", "h.yaml", "h.phh", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr == (
        "error: h.yaml: PHH output does not cover a hand killed at the deal (away: [3], TDA "
        "2024 Rule 30) yet\n"
    )
    assert not (tmp_path / "h.phh").exists()


def test_a_hand_file_with_a_hand_away_greets_with_it(tmp_path: Path) -> None:
    (tmp_path / "h.yaml").write_text(HAND, encoding="utf-8")
    done = run("table", "h.yaml", "--save", "t.yaml", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    out = " ".join(done.stdout.split())  # lines wrapped at 80 columns read as one
    assert (
        "Forced bets: seat 2 small blind 5, Gus (seat 3) big blind 10 "
        "Gus (seat 3) is away: the hand is dead (TDA 2024 Rule 30); the big blind of 10 stays "
        "in the pot."
    ) in out
