"""An irregular PHH action is reported in the file's own terms (issue 15, "Reports in the file's
own terms"): its number in the `actions` array, its line, the action quoted as written, the
advice in PHH words, and floorcli's reading beside it."""

from __future__ import annotations

from pathlib import Path

import typer
from typer.testing import CliRunner

from floorcli.audit.run import audit_file
from floorcli.cli.audit import audit as audit_command

app = typer.Typer()
app.command()(audit_command)
app.command("noop")(lambda: None)
runner = CliRunner()

HEADER = """variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
"""


def write(tmp_path: Path, name: str, body: str) -> Path:
    path = tmp_path / name
    path.write_text(HEADER + body)
    return path


def test_a_short_raise_is_quoted_as_written_with_the_corrected_cbr(tmp_path: Path) -> None:
    # Blinds 50/100; p3 (the button) raises to 150: the minimum raise is to
    # 100 + the big blind's full bet of 100 = 200 (TDA 2024 Rule 40), so the floor brings it
    # up to 200: in PHH terms `p3 cbr 200`.
    path = write(
        tmp_path,
        "short.phh",
        "starting_stacks = [10000, 10000, 10000]\n"
        'actions = [\n  "d dh p1 ????",\n  "p3 cbr 150  # short",\n  "p1 f",\n  "p2 f",\n]\n',
    )
    (record,) = audit_file(path).irregular
    assert record["index"] == 2  # actions[1]: the hole cards are action 1
    assert record["line"] == 8
    assert record["phh"] == "p3 cbr 150  # short"  # as written, comment and spaces kept
    assert record["player"] == "p3"
    assert record["verdict"] == "corrected"
    assert record["advice"] == "the floor reads it as p3 cbr 200"
    # floorcli's own reading, beside it: its first ruling, `3 raise 150`.
    assert (record["floorcli_index"], record["input"], record["seat"]) == (1, "3 raise 150", 3)


def test_a_raise_the_betting_is_not_reopened_for_gets_the_legal_phh_actions(
    tmp_path: Path,
) -> None:
    # p3 raises to 300 (a raise of 200); p1, all-in for 400, adds a raise of only 100, less
    # than the full raise of 200; p2 calls 400.  p3 already acted and faces 400 - 300 = 100,
    # not a full raise: the betting is not re-opened to p3 (TDA 2024 Rule 47), who may only
    # fold or call 100.
    path = write(
        tmp_path,
        "closed.phh",
        "starting_stacks = [400, 10000, 10000]\n"
        'actions = ["p3 cbr 300", "p1 cbr 400", "p2 cc", "p3 cbr 1000", "p2 f"]\n',
    )
    (record,) = audit_file(path).irregular
    assert (record["index"], record["line"], record["phh"]) == (4, 6, "p3 cbr 1000")
    assert record["verdict"] == "illegal"
    assert record["advice"] == "p3 is to act and may write: p3 f, p3 cc (call 100)"
    assert record["input"] == "3 raise 1000"
    # A wide terminal: the path under pytest-xdist is long enough to be wrapped mid-name.
    result = runner.invoke(app, ["audit", str(path), "-j", "1"], env={"COLUMNS": "1000"})
    assert result.exit_code == 1
    text = " ".join(result.output.split())  # the terminal wraps long lines
    assert (
        f"{path} action 4, line 6: 'p3 cbr 1000': illegal: p3 is to act and may write: "
        "p3 f, p3 cc (call 100)"
    ) in text
    assert "floorcli (Seat 3 is p3): Seat 3 may not raise" in text


def test_an_action_after_the_hand_is_over_is_located_in_the_file(tmp_path: Path) -> None:
    # p3 and p1 fold to the big blind, p2: one player is left, the hand is over (SPEC
    # section 4, street `complete`); a third action cannot be ruled on.
    path = write(
        tmp_path,
        "over.phh",
        "starting_stacks = [1000, 1000, 1000]\n"
        'actions = [\n  "p3 f",\n  "p1 f",\n  "p2 cbr 300",\n]\n',
    )
    (record,) = audit_file(path).irregular
    assert (record["index"], record["line"], record["phh"]) == (3, 9, "p2 cbr 300")
    assert record["verdict"] == "error"
    assert "the hand is already over" in record["explanation"]
    assert record["advice"] == "the hand is over (complete): no action may follow"


def test_a_board_dealt_while_the_betting_is_open_advises_who_is_to_act(tmp_path: Path) -> None:
    # Blinds 50/100: p3 (the button) calls 100 and the flop is dealt, but the small blind
    # (p1) is still to act: call 50 more (100 - 50), or raise to 200 (100 + the big blind's
    # full bet of 100, TDA 2024 Rule 40) up to all in, 1000.
    path = write(
        tmp_path,
        "early.phh",
        "starting_stacks = [1000, 1000, 1000]\n"
        'actions = [\n  "p3 cc",\n  "d db 2c3d4h",\n  "p1 cc",\n]\n',
    )
    (record,) = audit_file(path).irregular
    assert (record["index"], record["line"], record["phh"]) == (2, 8, "d db 2c3d4h")
    assert record["verdict"] == "error"
    assert record["advice"] == (
        "p1 is to act and may write: p1 f, p1 cc (call 50), p1 cbr 200 to 1000"
    )


def test_a_phh_file_with_its_own_hand_number_is_quoted_as_written(tmp_path: Path) -> None:
    # A Pluribus file: `hand = 0` labels the hand (it is no table of a .phhs file).  Blinds
    # 50/100; p5 raises to 150, under the minimum of 100 + 100 = 200 (TDA 2024 Rule 40).
    path = tmp_path / "0.phh"
    path.write_text(
        "variant = 'NT'\nantes = [0, 0, 0, 0, 0, 0]\n"
        "blinds_or_straddles = [50, 100, 0, 0, 0, 0]\nmin_bet = 100\n"
        "starting_stacks = [10000, 10000, 10000, 10000, 10000, 10000]\n"
        "actions = ['d dh p1 3c9s', 'p3 f', 'p4 f', 'p5 cbr 150', 'p6 f', 'p1 f', 'p2 f']\n"
        "hand = 0\n"
    )
    (record,) = audit_file(path).irregular
    assert (record["hand"], record["index"], record["line"]) == ("0", 4, 6)
    assert record["phh"] == "p5 cbr 150"
    assert record["advice"] == "the floor reads it as p5 cbr 200"


def test_a_stud_hand_is_located_past_its_deals_and_bring_in(tmp_path: Path) -> None:
    # WSOP 2023 Event #43, Day 5, hand 10, with p4's completion written short.  Stud at
    # 200,000/400,000 with a 50,000 bring-in: p2 (4h, the lowest upcard) brings in; p4's
    # raise to 100,000 is under the completion to the full bet of 200,000 (seed 002,
    # Bring-ins).  Five deals and the bring-in come first, so it is action 8 (it had no
    # number: a stud street's deals are one entry for the engine, not one a deal).
    path = tmp_path / "10.phh"
    path.write_text(
        "variant = 'F7S'\nantes = [50000, 50000, 50000, 50000, 50000]\nbring_in = 50000\n"
        "small_bet = 200000\nbig_bet = 400000\n"
        "starting_stacks = [2600000, 11250000, 4475000, 6675000, 4700000]\n"
        "actions = ['d dh p1 5d2sAd', 'd dh p2 7h3s4h', 'd dh p3 Js6d9d', 'd dh p4 Ts8sQh',\n"
        "  'd dh p5 Qc9c9s', 'p2 pb', 'p3 f', 'p4 cbr 100000', 'p5 f', 'p1 f', 'p2 f']\n"
        "hand = 10\n"
    )
    (record,) = audit_file(path).irregular
    assert (record["index"], record["line"], record["phh"]) == (8, 8, "p4 cbr 100000")
    assert record["advice"] == "the floor reads it as p4 cbr 200000"


def test_a_phhs_hand_is_quoted_from_its_own_table(tmp_path: Path) -> None:
    path = tmp_path / "day.phhs"
    clean = 'starting_stacks = [10000, 10000, 10000]\nactions = ["p3 f", "p1 f"]\n'
    short = 'starting_stacks = [10000, 10000, 10000]\nactions = ["p3 cbr 150", "p1 f", "p2 f"]\n'
    path.write_text(f"[1]\n{HEADER}{clean}\n[2]\n{HEADER}{short}")
    (record,) = audit_file(path).irregular
    assert (record["hand"], record["index"], record["phh"]) == ("2", 1, "p3 cbr 150")
    # [1] is line 1, its hand lines 2-7, a blank line 8, [2] line 9, its header 10-13 and
    # starting stacks 14: its actions are on line 15.
    assert record["line"] == 15
