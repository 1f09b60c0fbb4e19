"""One pot division for every command, and awards by the rulebook (issue 21, items 2 and 6).

- Uncalled chips go back to their owner, apart from the pots: TDA 2024 Rule 15-B ("the
  uncalled amount will be returned"); never a pot, never in the pot total.  SPEC section 4
  still pins `ask --json`'s `pots` with them as a last pot of one seat; the `uncalled` key
  says which chips those are.
- Odd chips are broken into the smallest chip in play (TDA 2024 Rule 20; WSOP 2026 Live Action
  Rule 152: the smallest unit used to make the blinds); the odd chip goes left of the button
  in a board game (20-A), to the high card by suit in stud and razz (20-B), to the high hand
  in high-low (20-C): the table does not know the cards, so the dealer names the seat.
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings

from floorcli.betting.pots import Division, Stake, Uncalled, divide, split_pots, uncalled_chips
from tests import inproc
from tests.test_pots import table_stakes

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "phh"


def run(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return inproc.run(*args, cwd=cwd, stdin=stdin)  # in this process: tests/inproc.py


def stake(
    seat: int, live: int, *, dead: int = 0, folded: bool = False, all_in: bool = False
) -> Stake:
    return Stake(seat=seat, dead=dead, live=live, folded=folded, all_in=all_in)


# ---------------------------------------------------------------- the division


def test_seed_000_allin_before_the_deal_returns_the_8_nobody_called() -> None:
    # Seed 000, All-in before the deal (the shared case allin-before-deal-pots): ten antes of
    # 1, the small blind's 4 folded, Alice (seat 2) all-in for 7 of her big blind, Dianne
    # (seat 3) calls 8 and folds, Carol (seat 4) raised to 16.  Main pot 10 + 4 + 3 x 7 = 35
    # (seats 2, 4); Dianne's and Carol's eighth chip, 1 + 1 = 2, only Carol can win; her
    # 16 - 8 = 8 nobody called goes back.  SPEC's pinned pots: 35, then 2 + 8 = 10 for seat 4.
    stakes = [
        stake(1, 4, dead=1, folded=True),
        stake(2, 7, dead=1, all_in=True),
        stake(3, 8, dead=1, folded=True),
        stake(4, 16, dead=1),
        *(stake(seat, 0, dead=1, folded=True) for seat in range(5, 11)),
    ]
    division = divide(stakes)
    assert [(p.amount, p.eligible) for p in division.pots] == [(35, (2, 4)), (2, (4,))]
    assert division.uncalled == Uncalled(seat=4, amount=8, matched_to=8)
    assert division.total == 37  # 45 chips in, 8 of them returned
    assert [(p.amount, p.eligible) for p in division.pinned()] == [(35, (2, 4)), (10, (4,))]


def test_a_bet_still_to_be_called_is_not_returned() -> None:
    # Seat 1 bets 100; seat 2 has not acted and has chips: it may still call (TDA 2024 Rule
    # 15-B returns only a bet "not yet called" once nobody can call it).
    assert uncalled_chips([stake(1, 100), stake(2, 0)]) is None
    # Seat 2 all-in for 40: nobody can match the other 60 (SPEC section 4).
    assert uncalled_chips([stake(1, 100), stake(2, 40, all_in=True)]) == Uncalled(1, 60, 40)


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(stakes=table_stakes())
def test_one_division_gives_the_pinned_pots_and_conserves_the_chips(stakes: list[Stake]) -> None:
    division = divide(stakes)
    # SPEC section 4's pots are this division with the uncalled chips put back as a pot.
    assert division.pinned() == split_pots(stakes)
    # and a text reads the division back from the JSON's pots and uncalled.
    assert Division.of_pinned(division.pinned(), division.uncalled) == division
    returned = division.uncalled.amount if division.uncalled else 0
    assert division.total + returned == sum(s.dead + s.live for s in stakes)
    for pot in division.pots:
        assert pot.amount > 0


# ---------------------------------------------------------------- ask, replay, the table


RAISE_AND_FOLDS = (
    "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 3\n"
    "seats: {1: {name: Ann, stack: 1000}, 2: {name: Bob, stack: 1000}, 3: {name: Cy, stack: 400}}\n"
    "actions: [3 raise 30, 1 fold, 2 fold]\n"
)


def test_ask_keeps_the_pinned_pots_and_says_the_uncalled_chips_apart(tmp_path: Path) -> None:
    # Blinds 5/10, Cy raises to 30, both blinds fold: the pot is 5 + 10 + 10 = 25 (Cy's call
    # of the big blind); Cy's 30 - 10 = 20 nobody called goes back to him.
    (tmp_path / "h.yaml").write_text(RAISE_AND_FOLDS, encoding="utf-8")
    data = json.loads(run("ask", "h.yaml", "--json", cwd=tmp_path).stdout)
    assert data["pots"] == [{"amount": 45, "eligible": [3]}]  # SPEC section 4, pinned
    assert data["uncalled"] == {"seat": 3, "amount": 20, "matched_to": 10}
    assert (
        "they win 25 without a showdown; uncalled 20 returned to Seat 3 (Cy)"
        in (data["explanation"])
    )
    text = run("ask", "h.yaml", cwd=tmp_path).stdout
    assert "main pot     25  (seats 3)" in text
    assert "uncalled     20  returned to Seat 3 (Cy)" in text
    assert "45" not in text.split("rules:")[0]  # never a pot of 45
    assert (
        "uncalled     20  returned to Seat 3 (Cy)" in run("replay", "h.yaml", cwd=tmp_path).stdout
    )
    replayed = json.loads(run("replay", "h.yaml", "--json", cwd=tmp_path).stdout)
    assert replayed["final"]["uncalled"] == data["uncalled"]
    last = replayed["rulings"][-1]["explanation"]
    assert last.endswith(
        "Only Seat 3 (Cy) is left and wins the pot of 25; their uncalled 20 is returned."
    )


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus is not beside the checkout")
def test_dwan_ivey_the_uncalled_all_in_is_returned_not_a_side_pot(tmp_path: Path) -> None:
    # Dwan (seat 3) is all-in for 553,500 - ante 500 = 553,000 live; Ivey (seat 1) put in
    # 1,125,600 - 500 = 1,125,100: 1,125,100 - 553,000 = 572,100 nobody could call goes back
    # to Ivey.  Main pot: antes 3 x 500 + Antonius' folded big blind 2,000 + 2 x 553,000 =
    # 1,109,500; the pinned JSON keeps its last pot of 572,100 for seat 1.
    hand = str(CORPUS / "dwan-ivey-2009.phh")
    data = json.loads(run("ask", hand, "--json", cwd=tmp_path).stdout)
    assert data["pots"] == [
        {"amount": 1109500, "eligible": [1, 3]},
        {"amount": 572100, "eligible": [1]},
    ]
    assert data["uncalled"] == {"seat": 1, "amount": 572100, "matched_to": 553000}
    text = run("ask", hand, cwd=tmp_path).stdout
    assert "side pot" not in text
    assert "uncalled     572100  returned to Seat 1 (Phil Ivey)" in text


def test_at_the_table_the_side_pot_is_named_as_the_docs_write_it(tmp_path: Path) -> None:
    # Blinds 5/10, button 3: Cy (400) all-in, Ann (1000) all-in, Bob (600) calls all-in.
    # Main pot 3 x 400 = 1200 (all three); side pot 2 x (600 - 400) = 400 (Ann, Bob); Ann's
    # 1000 - 600 = 400 nobody called is returned.  'Bob wins side' (docs/commands/table.md).
    lines = ["a", "a", "c", "pots", "2 wins side", "stacks", "3 wins"]
    seats = "1:Ann:1000,2:Bob:600,3:Cy:400"
    result = run(
        "table", "--blinds", "5,10", "--seats", seats, cwd=tmp_path, stdin="\n".join(lines)
    )
    assert result.returncode == 0, result.stderr
    out = " ".join(result.stdout.split())  # lines wrapped at 80 columns read as one
    # the table names a player 'Ann (seat 1)'; the uncalled chips are said apart from the pot
    assert "showdown | pot 1,600 (main 1,200, side 400) · uncalled 400 back to Ann (seat 1)" in out
    assert (
        "main pot 1,200 (seats 1, 2, 3); side pot 400 (seats 1, 2); uncalled 400 returned to "
        "Ann (seat 1); 1,600 in all"
    ) in out
    # Bob: 0 behind + the side pot 400; Ann: 0 + her 400 back, at once, before 'next'.
    assert "Bob (seat 2) wins the side pot of 400 (stack 400)." in out
    assert re.search(r"Ann \(seat 1\) +400 behind +1,000 in .*\+400 pushed", out)
    assert "1,200 in the pot still to award" in out
    assert "Cy (seat 3) wins the main pot of 1,200 (stack 1,200)." in out


# ---------------------------------------------------------------- odd chips


ODD = (
    "rules: tda-nlhe\nblinds: [{sb}, {bb}]\nbutton: 3\nseats: {{1: 1000, 2: 1000, 3: 1000}}\n"
    "actions: [3 raise {to}, 1 fold, 2 call, flop, 2 check, 3 check, turn, 2 check, 3 check,"
    " river, 2 check, 3 check]\n"
)


@pytest.mark.parametrize(
    ("sb", "bb", "to", "share", "odd", "said"),
    [
        # Blinds 25/50: raise to 125, the big blind calls, the small blind folds its 25:
        # 25 + 125 + 125 = 275 = 11 chips of 25 (TDA 2024 Rule 20: the smallest denomination
        # in play): 5 each and the odd 25 to seat 2, first left of the button: 150 / 125,
        # not 138 / 137.
        ("25", "50", "125", 125, 25, "275 is split: Seat 2 150, Seat 3 125; the odd chip of 25"),
        # The same at 0.25/0.50 (WSOP 2026 Live Action Rule 152: the smallest unit used to
        # make the blinds, a 0.25 chip): 2.75 split as 1.50 / 1.25, not 1.38 / 1.37.
        (
            "0.25",
            "0.50",
            "1.25",
            1.25,
            0.25,
            "2.75 is split: Seat 2 1.50, Seat 3 1.25; the odd chip of 0.25",
        ),
    ],
)
def test_the_odd_chip_is_the_smallest_chip_of_the_blinds(
    tmp_path: Path, sb: str, bb: str, to: str, share: float, odd: float, said: str
) -> None:
    (tmp_path / "h.yaml").write_text(ODD.format(sb=sb, bb=bb, to=to), encoding="utf-8")
    data = json.loads(run("ask", "h.yaml", "--json", cwd=tmp_path).stdout)
    (split,) = data["splits"]
    assert (split["share"], split["odd_chips"], split["odd_to"]) == (share, odd, [2])
    assert split["odd_rule"] == "TDA 2024 Rule 20-A: the first seat left of the button"
    lines = ["3 r " + to, "1 f", "2 c", *["2 x", "3 x"] * 3, "split 2 3"]
    args = ("table", "--blinds", f"{sb},{bb}", "--stacks", "1000,1000,1000", "--button", "3")
    out = " ".join(run(*args, cwd=tmp_path, stdin="\n".join(lines)).stdout.split())  # wrapped
    assert f"the main pot of {said} to Seat 2, the first seat left of the button" in out


STUD = [
    *("--set", "small_bet=10", "--set", "big_bet=20", "--set", "ante=1", "--set", "bring_in=5"),
    *("--stacks", "6,1000,1000"),
]
# Seats 1:6, 2:1000, 3:1000, upcards Kh, 3c, 9d: the 3c brings in 5 (seat 2); seat 3 folds;
# seat 1 calls 5 all-in (6 - ante 1).  Pot: antes 3 + 5 + 5 = 13, split two ways: 6 each and
# 1 odd chip (the smallest chip of ante 1 and bring-in 5 is 1).
STUD_HAND = ["upcards 1:Kh 2:3c 3:9d", "3 f", "1 c"]


@pytest.mark.parametrize(
    ("rules", "cited"),
    [
        ("stud", "the high card by suit in the winning 5-card hand (TDA 2024 Rule 20-B)"),
        ("razz", "the high card by suit in the winning 5-card hand, aces low (TDA 2024 Rule 20-B)"),
        ("stud-hi-lo", "in a high-low split the high hand"),
    ],
)
def test_in_stud_the_table_asks_who_gets_the_odd_chip(
    tmp_path: Path, rules: str, cited: str
) -> None:
    lines = [*STUD_HAND, "split 1 2", "split 1 2 odd 1"]
    if rules == "razz":  # razz: the highest upcard brings in (the Kh, seat 1)
        lines = ["upcards 1:3c 2:Kh 3:9d", "3 f", "1 c", "split 1 2", "split 1 2 odd 1"]
    result = run("table", "--rules", rules, *STUD, cwd=tmp_path, stdin="\n".join(lines))
    out = " ".join(result.stdout.split())  # lines wrapped at 80 columns read as one
    assert "? odd chip to? The main pot leaves 1 over" in out
    assert "name the seat: 'split 1 2 odd 1'" in out
    # Seat 1 named: 7 + 6 = 13; seat 1's stack 0 + 7, seat 2's 1000 - 1 - 5 + 6 = 1000.
    assert "the main pot of 13 is split: Seat 1 7, Seat 2 6; the odd chip of 1 to Seat 1" in out
    assert cited in out
    assert "(stacks Seat 1 7, Seat 2 1,000)." in out


def test_a_board_game_does_not_take_an_odd_seat(tmp_path: Path) -> None:
    lines = ["3 c", "1 f", "2 x", *["2 x", "3 x"] * 3, "split 2 3 odd 3"]
    args = ("table", "--blinds", "5,10", "--stacks", "1000,1000,1000", "--button", "3")
    out = run(*args, cwd=tmp_path, stdin="\n".join(lines)).stdout
    assert "in a board game the odd chip is not named: TDA 2024 Rule 20-A" in out


def test_rules_show_lists_the_odd_chip_unit_and_its_source(tmp_path: Path) -> None:
    out = run("rules", "show", "tda-nlhe", cwd=tmp_path).stdout
    assert "chip_unit" in out
    assert "TDA 2024 Rule 20" in out and "Rule 152" in out
