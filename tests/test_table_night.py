"""A night a dealer runs at `floorcli table`, in a real 24x80 terminal: twelve hands, six named
players and a seventh who sits down short.  Raises, a full-raise all-in, a short all-in that does
not re-open the betting, side pots and an uncalled bet returned, a three-way split, busts, a
rebuy, joins, a player away (a dead hand) and back, undo across a hand, and the terminal killed
mid-hand (kill -9) with a bare `floorcli table` finding the journal and taking the hand up again.

What the dealer sees is checked as they see it: at most three lines for a routine action, no
line wider than the terminal, every player named, a dead hand never asked to act; and the saved
night replays (`floorcli replay`) to exactly the rulings the table printed.
"""

from __future__ import annotations

import io
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest
from tableproc import replayed_as_printed

SEATS = "1:Ann:1000,2:Bob:1000,3:Cat:300,4:Dan:1000,5:Eve:500,6:Fay:800"
WIDTH = 80
PROMPT = "table> "
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


class Dealer:
    """One terminal at the table: types a line, keeps what each answer printed."""

    def __init__(self, cwd: Path, *args: str) -> None:
        self.screen = io.StringIO()
        self.child = pexpect.spawn(
            sys.executable,
            ["-m", "floorcli", "table", *args],
            cwd=str(cwd),
            encoding="utf-8",
            timeout=30,
            dimensions=(24, WIDTH),
            env={**os.environ, "TERM": "dumb", "NO_COLOR": "1"},
        )
        self.child.logfile_read = self.screen
        self.answers: list[tuple[str, list[str]]] = []

    def wait(self) -> list[str]:
        """The lines printed up to the next prompt."""
        self.child.expect_exact(PROMPT)
        text = ANSI.sub("", self.child.before)
        return [line for line in text.replace("\r", "").split("\n") if line.strip()]

    def type(self, line: str, *expect: str) -> list[str]:
        """Type `line`; the lines of its answer (the echo left out), each pattern found."""
        self.child.sendline(line)
        printed = self.wait()
        if printed and printed[0].strip() == line:
            printed = printed[1:]
        said = " ".join(" ".join(printed).split())  # wrapped lines read as one
        for pattern in expect:
            assert re.search(pattern, said), f"{line!r}: no {pattern!r} in {said!r}"
        self.answers.append((line, printed))
        return printed

    def routine(self, line: str, *expect: str) -> list[str]:
        """A routine action: ruled ok, answered in at most three lines."""
        printed = self.type(line, r"^ok ", *expect)
        assert len(printed) <= 3, f"{line!r} took {len(printed)} lines: {printed}"
        return printed

    def fold_around(self, winner: str) -> None:
        """Everyone folds to the big blind, who wins the blinds."""
        for _ in range(8):
            printed = self.routine("f")
            if "is the last player in" in " ".join(" ".join(printed).split()):
                break
        assert winner in " ".join(printed)


@pytest.mark.slow
def test_a_night_of_twelve_hands_with_a_kill_and_a_resume(tmp_path: Path) -> None:
    flags = ["--blinds", "5,10", "--seats", SEATS, "--button", "6", "--save", "night.yaml"]
    d = Dealer(tmp_path, *flags)
    greeting = " ".join(" ".join(d.wait()).split())
    # The greeting names the game and every player; the first to act by name (SPEC section 2:
    # blinds left of the button 6: Ann small blind, Bob big blind, Cat first).
    assert "button Fay (seat 6)" in greeting
    assert "Cat (seat 3) to act: call 10" in greeting

    # Hand 1: Cat raises to 30, Dan calls, Bob calls from the big blind.
    d.routine("r 30", r"Cat \(seat 3\) raises to 30", r"Dan \(seat 4\) to act: call 30")
    d.routine("c")
    d.routine("f")
    d.routine("f")
    d.routine("f")
    d.routine("c", r"flop \| Bob \(seat 2\) to act")
    d.routine("x")
    d.routine("b 50")
    # Dan raises to 150: 100 over the bet of 50, at least the full raise of 50.
    d.routine("r 150", r"Bob \(seat 2\) to act: call 150 · raise 250-")
    d.routine("f")
    # Cat all-in to 270 (300 - 30): 120 over 150, at least the last full raise of 100: a full
    # raise, which re-opens the betting (TDA 2024 Rule 47).
    d.routine("a", r"Cat \(seat 3\) raises to 270, all-in, re-opens the betting")
    d.routine("c", r"showdown \| pot 635")
    # The pot: Ann 5 + Bob 30 + Cat 300 + Dan 300 = 635.
    d.type("4 wins", r"Dan \(seat 4\) wins the main pot of 635")
    d.type("next", r"Cat \(seat 3\) busts", r"Hand 2: button Ann \(seat 1\)")

    # Hand 2: side pots and a bet nobody called.  Eve all-in for 500, Ann calls, Dan raises to
    # 1,000 and Ann calls all-in for 995 (1,000 - her small blind of hand 1).
    d.routine("a", r"Eve \(seat 5\) raises to 500, all-in")
    d.routine("f")
    d.routine("c")
    d.routine("f")
    d.routine("r 1000", r"Ann \(seat 1\) to act: call 495")
    # Main pot 500 x 3 + Bob's 5 = 1,505 (Ann, Dan, Eve); side pot 495 x 2 = 990 (Ann, Dan);
    # Dan's last 5 was not called: it goes back to him (TDA 2024 Rule 15-B), never a pot.
    # Not routine: the showdown with two pots, the returned bet and the show order: 4 lines.
    showdown = d.type(
        "c",
        r"^ok ",
        r"pot 2,495 \(main 1,505, side 990\)",
        r"uncalled 5 back to Dan \(seat 4\)",
    )
    assert len(showdown) <= 4
    d.type("5 wins", r"Eve \(seat 5\) wins the main pot of 1,?505")
    d.type("1 wins side", r"Ann \(seat 1\) wins the side pot of 990")
    # Undo across the hand: back to the end of hand 2, then on again.
    d.type("next", "Hand 3")
    d.type("undo", "undone: next; back to the end of hand 2")
    d.type("next", r"Hand 3: button Bob \(seat 2\)")

    # Hand 3: Gus takes Cat's seat; between the button and the small blind he waits (TDA 2024
    # Rules 8-A and 10-A).
    d.type("join 3 Gus 600", r"Gus joins at seat 3 with 600; hand 3 dealt again")
    seat_map = d.type("map")
    assert any(re.match(r"3\s+Gus\s", row) and "not dealt in" in row for row in seat_map)
    d.fold_around("Eve (seat 5)")
    d.type("next", "Hand 4")

    # Hand 4: checked down, split three ways: 30 / 3 = 10 each, no odd chip.
    for line in ("c", "f", "f", "f", "c", "x"):
        d.routine(line)
    for _ in range(9):
        d.routine("x")
    d.type("split 1 5 6", r"the main pot of 30 is split: Eve \(seat 5\) 10, Fay \(seat 6\) 10")
    d.type("next", "Hand 5")

    # Hand 5: Bob steps away before anything is typed: his hand is dead at the deal (TDA 2024
    # Rule 30), never asked to act, and a call typed for him is refused.
    d.type("away Bob", r"Bob \(seat 2\) steps away", r"Bob \(seat 2\) is away: the hand is dead")
    assert "Bob (seat 2) to act" not in " ".join(" ".join(d.answers[-1][1]).split())
    d.type("2 call", r"^illegal\s+Bob \(seat 2\) was away at the deal", "TDA 2024 Rule 30")
    d.fold_around("Ann (seat 1)")
    d.type("next", "Hand 6")
    # Hand 6: Bob's big blind would be dead; he comes back before anything is typed.
    d.type("back Bob", r"Bob \(seat 2\) is back; hand 6 dealt again")

    # Hand 6: Gus raises to 100, Dan all-in for 335 (a full raise: 235 over 100), Gus calls;
    # Gus wins and Dan, with nothing left, rebuys for 500 before the next hand.
    d.routine("r 100")
    d.routine("a", r"Dan \(seat 4\) raises to 335, all-in, re-opens the betting")
    for line in ("f", "f", "f", "f"):
        d.routine(line)
    d.routine("c", "showdown")
    # 335 + 335 + Ann 5 + Bob 10 = 685
    d.type("3 wins", r"Gus \(seat 3\) wins the main pot of 685")
    d.type("rebuy Dan 500", "rebuy")
    d.type("next", "Hand 7")
    assert not any("busts" in row for row in d.answers[-1][1])

    # Hand 7: checked to the river; Bob's bet of 20 is not called and goes back to him.
    for line in ("c", "f", "f", "f", "c", "x", *["x"] * 6):
        d.routine(line)
    d.routine("b 20")
    d.routine("f")
    d.routine("f", r"pot 30 · uncalled 20 back to Bob \(seat 2\)")
    d.type("next", "Hand 8")

    # Hand 8: Hal sits down with 25 in seat 7.  Eve raises to 20; Hal's all-in to 25 is 5 over
    # 20, short of the full raise of 10: it does not re-open the betting (TDA 2024 Rule 47), so
    # Eve, who has acted, may only call or fold when it comes back to her.
    d.type("join 7 Hal 25", r"Hal joins at seat 7 with 25")
    d.routine("r 20")
    d.routine("c")
    d.routine("a", r"Hal \(seat 7\) calls|Hal \(seat 7\) raises to 25, all-in")
    for line in ("f", "f", "f"):
        d.routine(line)
    d.routine("c", r"Eve \(seat 5\) to act: call 5 · fold")
    d.routine("c")
    d.routine("c", r"flop \| Dan \(seat 4\) to act")
    d.routine("x")

    # The terminal dies mid-hand: kill -9.  A bare `floorcli table` in the folder finds the
    # journal, asks, and takes hand 8 up where it was.
    d.child.kill(signal.SIGKILL)
    d.child.close(force=True)
    assert (tmp_path / "night.yaml.journal").is_file()
    r = Dealer(tmp_path)
    r.child.expect(r"Resume it\? \[Y/n\]")
    r.child.sendline("y")
    resumed = " ".join(" ".join(r.wait()).split())
    assert "Hand 8" in resumed and "Eve (seat 5) to act" in resumed
    for _ in range(8):
        r.routine("x")
    # Main pot: 25 x 4 + Gus's small blind 5 = 105, all four eligible.
    r.type("7 wins", r"Hal \(seat 7\) wins the main pot of 105")
    r.type("next", "Hand 9")
    for hand in (9, 10, 11, 12):
        r.fold_around("is the last player in")
        r.type("next", f"Hand {hand + 1}")
    r.type("save", r"saved \d+ lines of 13 hands to night\.yaml")
    r.child.sendline("quit")
    r.child.expect(pexpect.EOF)
    r.child.close()
    assert r.child.exitstatus == 0
    assert not (tmp_path / "night.yaml.journal").exists()

    # What the dealer saw fits the terminal, and routine answers read at a glance.
    for dealer in (d, r):
        for line, printed in dealer.answers:
            wide = [row for row in printed if len(row) > WIDTH]
            assert not wide, f"{line!r}: wider than {WIDTH}: {wide}"
    printed_all = " ".join((ANSI.sub("", d.screen.getvalue() + r.screen.getvalue())).split())

    # The saved night replays to the rulings the table printed, in order.
    def names(hand: int) -> dict[int, str]:
        cat = "Cat" if hand <= 2 else "Gus"
        return {1: "Ann", 2: "Bob", 3: cat, 4: "Dan", 5: "Eve", 6: "Fay", 7: "Hal"}

    hands, count = replayed_as_printed(tmp_path, "night.yaml", printed_all, names)
    assert hands == 13
    assert count > 80
    checked = subprocess.run(
        [sys.executable, "-m", "floorcli", "blinds", "night.yaml"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "13 of 13 recorded hands agree" in checked.stdout
