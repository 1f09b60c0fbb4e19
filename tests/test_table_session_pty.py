"""A whole night at `floorcli table` in a real pseudo-terminal: five hands with a bust, a join,
a player away and back, an undo across a hand boundary and a save; the saved file replays to
the rulings the table printed, and `floorcli blinds` agrees with every hand's button and posts.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest
from tableproc import replayed_as_printed

SEATS = "1:Ann:1000,2:Bob:1000,3:Cat:300,4:Dan:1000"


@pytest.mark.slow
def test_five_hands_at_a_terminal_replay_to_the_same_rulings(tmp_path: Path) -> None:
    screen = io.StringIO()
    args = ["table", "--rules", "cash-nlhe", "--blinds", "5,10", "--seats", SEATS, "--button", "4"]
    child = pexpect.spawn(
        sys.executable,
        ["-m", "floorcli", *args],
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 250),
        env={**os.environ, "TERM": "dumb"},
    )
    child.logfile_read = screen

    def say(line: str, *expect: str) -> None:
        child.expect("table> ")
        child.sendline(line)
        for pattern in expect:  # TERM=dumb: rich wraps at 80 columns, at a space
            child.expect(pattern.replace(" ", r"\s+"))

    # Hand 1 (button Dan, seat 4): Ann posts 5, Bob 10; Cat all-in for 300, Dan calls.
    say("3 allin", r"ok  Cat \(seat 3\) raises to 300, all-in, re-opens the betting")
    say("4 call")
    say("1 fold")
    say("2 fold", r"showdown \| pot 615")
    # 300 + 300 + 5 + 10 = 615 to Dan
    say("4 wins", r"Dan \(seat 4\) wins the main pot of 615 \(stack 1,315\)\.")
    # Cat has 300 - 300 = 0: she busts (stack = start - put in + won)
    say("next", r"Cat \(seat 3\) busts and leaves\.", r"Hand 2: button Ann \(seat 1\)")
    # undo across the hand boundary: back to the end of hand 1, its award and stacks
    say("undo", "undone: next; back to the end of hand 1", r"showdown \| pot 615")
    say("stacks", r"Dan \(seat 4\)\s+1,315 behind\s+300 in")  # 700 + the 615 awarded
    # Moving button (seed 002): the button moves to Ann; Bob, last hand's big blind,
    # posts the small blind
    say(
        "next",
        r"Hand 2: button Ann \(seat 1\); forced bets: Bob \(seat 2\) small blind 5, "
        r"Dan \(seat 4\) big blind 10",
    )
    # Eve sits down before anything is typed: hand 2 is dealt again with her
    say("join 3 Eve 500", "Eve joins at seat 3 with 500; hand 2 dealt again")
    say("4 fold")
    say("1 fold")
    say(
        "2 fold",
        r"complete \| Eve \(seat 3\) is the last player in \| pot 10 · uncalled 5 back to Eve \(seat 3\)",
    )
    say("next", "Hand 3")
    say("away Bob", r"Bob \(seat 2\) steps away; hand 3 dealt again")
    say("3 fold")
    say("4 fold", r"Ann \(seat 1\) is the last player in")
    say("next", "Hand 4")
    say("back Bob", r"Bob \(seat 2\) is back; hand 4 dealt again")
    say("3 fold")
    say("4 fold")
    say("1 fold", r"Bob \(seat 2\) is the last player in")
    say(
        "next",
        r"Hand 5: button Ann \(seat 1\); forced bets: Bob \(seat 2\) small blind 5, "
        r"Eve \(seat 3\) big blind 10",
    )
    say("4 fold")
    say("1 fold")
    say("2 call")
    say("3 check", r"flop \| Bob \(seat 2\) to act: check · bet 10-")
    for _ in range(3):
        say("2 check")
        say("3 check")
    # 10 + 10 = 20 split: 10 each, no odd chip
    say("split 2 3", r"the main pot of 20 is split: Bob \(seat 2\) 10, Eve \(seat 3\) 10")
    say("save night.yaml", r"saved \d+ lines of 5 hands to night\.yaml")
    say("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0

    # every ruling of the file, in order, is one the table printed, with its verdict
    def names(hand: int) -> dict[int, str]:
        return {1: "Ann", 2: "Bob", 3: "Cat" if hand == 1 else "Eve", 4: "Dan"}

    hands, count = replayed_as_printed(tmp_path, "night.yaml", screen.getvalue(), names)
    assert hands == 5
    assert count == 4 + 3 + 2 + 3 + 10
    checked = subprocess.run(
        [sys.executable, "-m", "floorcli", "blinds", "night.yaml"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert checked.returncode == 0
    assert "5 of 5 recorded hands agree" in checked.stdout
