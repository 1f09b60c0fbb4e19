"""Words floor people say, at the table (issue 21, item 8): the floor's words read as in a hand
file and the seat to act may be left out (``raises to 200``, ``calls``); a misspelt first word
gets a did-you-mean over the action words and the table's commands.

Every table here: blinds 5/10, button 4, seats 1-3 with 1000 (seat 2 is Ann), seat 4 with 5000, so seat 1
posts the small blind 5, Ann the big blind 10, and seat 3 acts first (SPEC section 2: blinds
left of the button).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from floorcli.cli.live.loop import TABLE_HELP
from floorcli.table.commands import COMMAND_WORDS
from floorcli.table.events import EVENT_WORDS
from floorcli.table.hand import Table, hand_from_flags, start_table
from floorcli.table.session import LiveSession

SEATS = "1:1000,2:Ann:1000,3:1000,4:5000"


def new_table() -> Table:
    data = hand_from_flags(
        rules="tda-nlhe", blinds="5,10", ante=None, button=4, stacks=None, seats=SEATS
    )
    return start_table(data, file="flags").table


def entered(table: Table, *lines: str) -> list[str]:
    """The hand as it stands after typing `lines` (each must stand)."""
    for line in lines:
        outcome = table.enter(line)
        assert outcome.stood, (line, outcome.hint, outcome.ruling)
        table = outcome.table
    return [step.text for step in table.steps]


def test_the_floors_words_with_the_seat_left_out() -> None:
    # Preflop seat 3, 4, 1, then Ann (big blind). Seat 1 folds, so the flop opens with Ann.
    hand = entered(
        new_table(),
        *("raises to 30", "calls", "folds", "Ann calls"),
        *("checks", "bets 50", "raises to 150", "folds", "calls"),
    )
    # Saved as the grammar writes them ('raise 30' is a raise to 30, SPEC section 3).
    assert hand == [
        *("3 raise 30", "4 call", "1 fold", "Ann call"),
        *("2 check", "3 bet 50", "4 raise 150", "2 fold", "3 call"),
    ]


@pytest.mark.parametrize(
    ("line", "saved"),
    [
        ("4 raises to 2000", "4 raise 2000"),
        ("4 raise to 2000", "4 raise 2000"),
        ("4 calls", "4 call"),
        ("Seat 4 folds", "4 fold"),
        ("seat 4 call", "4 call"),
    ],
)
def test_the_floors_words_with_a_seat(line: str, saved: str) -> None:
    # Seat 3 calls 10; seat 4 is next. "raise to 2000" is a total of 2000 (SPEC section 3):
    # 1990 over the bet of 10, at least the full raise of 10 (TDA 2024 Rule 43), and seat 4
    # has 5000, so it stands and seat 4 puts in 2000.
    table = new_table().enter("3 call").table
    outcome = table.enter(line)
    assert outcome.stood, outcome.hint
    assert outcome.table.steps[-1].text == saved
    if saved.endswith("2000"):
        assert outcome.ruling is not None
        assert (outcome.ruling.to, outcome.ruling.added) == (2000, 2000)


def test_ann_raises_to_200_by_name() -> None:
    # Seat 3 and 4 call 10, seat 1 completes to 10; Ann (big blind, 10 in) raises to 200: 190
    # more, at least the full raise of 10 over the bet of 10 (TDA 2024 Rule 43).
    table = new_table()
    for line in ("3 call", "4 call", "1 call"):
        table = table.enter(line).table
    outcome = table.enter("Ann raises to 200")
    assert outcome.ruling is not None
    assert (outcome.ruling.verdict.value, outcome.ruling.to, outcome.ruling.added) == (
        "ok",
        200,
        190,
    )
    assert outcome.table.steps[-1].text == "Ann raise 200"


def test_says_pot_at_the_table_stays_a_pot_declaration() -> None:
    # 'pot' after 'says' is the word said (TDA 2024 Rule 54-D), not a pot-sized amount; after
    # a bet or raise word it is the amount: (3L+T)+S = 3 x 10 + 5 = 35.
    assert entered(new_table(), "says pot")[-1] == "3 says pot"
    assert entered(new_table(), "raises to pot")[-1] == "3 raise 35"


@pytest.mark.parametrize(
    ("line", "hint"),
    [
        ("nxet", "'nxet': unknown word 'nxet' (did you mean 'next'?)"),
        ("udno", "'udno': unknown word 'udno' (did you mean 'undo'?)"),
        ("stakcs", "'stakcs': unknown word 'stakcs' (did you mean 'stacks'?)"),
        ("hlep", "'hlep': unknown word 'hlep' (did you mean 'help'?)"),
        ("spilt 3 5", "'spilt 3 5': unknown word 'spilt' (did you mean 'split'?)"),
        (
            "rasie to 200",
            "'rasie to 200': unknown word 'rasie' (did you mean 'raise'?); type '3 raise 200' "
            "(a raise to 200)",
        ),
        (
            "4 rasies to 200",
            "'4 rasies to 200': unknown action 'rasies' (did you mean 'raise'?); write "
            "'4 raise 200' (a raise to 200)",
        ),
        ("pots now", "'pots now': 'pots' is a table command; 'help' shows how to write it"),
        (
            "xyzzy",
            "'xyzzy': unknown word 'xyzzy'; type an action ('3 raise 25', or for the seat to "
            "act 'r 25', 'c', 'f') or a command",
        ),
    ],
)
def test_a_misspelt_word_gets_the_nearest_action_or_command(line: str, hint: str) -> None:
    table = new_table()
    outcome = table.enter(line)
    assert outcome.hint == hint
    assert outcome.table.state == table.state


def test_every_command_in_help_is_a_command_word() -> None:
    # The did-you-mean proposes what 'help' lists: each command line of TABLE_HELP begins with
    # a word of COMMAND_WORDS (an award line begins with a seat: '3 wins').
    commands = TABLE_HELP.split("Commands:")[1]
    firsts = {m.group(1) for m in re.finditer(r"^  ([a-z]+)\b", commands, re.MULTILINE)}
    assert firsts <= set(COMMAND_WORDS), firsts - set(COMMAND_WORDS)
    assert set(EVENT_WORDS) <= set(COMMAND_WORDS)


def test_a_live_session_reads_the_floors_words() -> None:
    live = LiveSession.begin(new_table())
    for line in ("seat 3 raises to 30", "calls", "Seat 1 folds", "Ann folds"):
        step = live.enter(line)
        assert step.outcome is not None and step.outcome.stood, (line, step.outcome)
        live = step.live
    # Seat 3 raised to 30 and seat 4 called: 30 + 30, with the small blind 5 and the big
    # blind 10 folded in: 75.
    assert live.table.state.pot_total == 75


FLAGS = ["--rules", "tda-nlhe", "--blinds", "5,10", "--seats", SEATS, "--button", "4"]


def test_the_table_through_a_pipe(tmp_path: Path) -> None:
    lines = ["nxet", "udno", "stakcs", "raises to 30", "seat 4 calls", "quit"]
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *FLAGS, "--json", "--save", "t.yaml"],
        input="\n".join(lines) + "\n",
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    answers = [json.loads(row) for row in done.stdout.splitlines()]
    hints = [a["hint"] for a in answers if "hint" in a]
    assert hints == [
        f"'{w}': unknown word '{w}' (did you mean '{m}'?) ('help' shows what to type)"
        for w, m in (("nxet", "next"), ("udno", "undo"), ("stakcs", "stacks"))
    ]
    inputs = [a["ruling"]["input"] for a in answers if a.get("ruling")]
    assert inputs == ["3 raise 30", "4 call"]
    assert "- 3 raise 30\n- 4 call\n" in (tmp_path / "t.yaml").read_text(encoding="utf-8")
