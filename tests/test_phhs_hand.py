"""`ask`/`replay` on a `.phhs` file with `--hand N` (issue 15, "Reports in the file's own terms")."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from floorcli.cli.app import app

SESSION = Path(__file__).resolve().parent / "data" / "phh" / "session.phhs"
runner = CliRunner()


def test_replay_picks_the_hand_under_its_table() -> None:
    # Hand [3]: pot-limit Omaha, blinds 5/10; p3 raises to 35 and both blinds fold.  The pot
    # before the raise is 5 + 10 = 15, so the pot-limit maximum is (3 x 10 + 0) + 5 = 35
    # ((3L+T)+S, TDA 2024 Rule 54): a full raise at the maximum, ok; Seat 3 wins 5 + 10 + 35 = 50.
    result = runner.invoke(app, ["replay", str(SESSION), "--hand", "3", "--json"])
    assert result.exit_code == 0, result.output
    report = json.loads(result.output)
    assert [(r["input"], r["verdict"]) for r in report["rulings"]] == [
        ("3 raise 35", "ok"),
        ("1 fold", "ok"),
        ("2 fold", "ok"),
    ]
    assert report["final"]["pots"] == [{"amount": 50, "eligible": [3]}]


def test_ask_on_the_first_hand() -> None:
    # Hand [1]: every street checked to the river's end: nobody is left to act (showdown).
    result = runner.invoke(app, ["ask", str(SESSION), "--hand", "1", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["street"] == "showdown"


def test_a_hand_the_file_does_not_hold_is_refused_with_the_ones_it_does() -> None:
    result = runner.invoke(app, ["ask", str(SESSION), "--hand", "7"])
    assert result.exit_code == 2
    assert result.output == (
        f"error: {SESSION}: no hand [7] in this file; write --hand with one of: 1, 2, 3\n"
    )


def test_hand_on_a_single_hand_file_and_a_phhs_without_hand() -> None:
    one = SESSION.with_name("heads-up.phh")
    result = runner.invoke(app, ["replay", str(one), "--hand", "1"])
    assert result.exit_code == 2
    assert "this file holds one hand: leave --hand out" in result.output
    result = runner.invoke(app, ["replay", str(SESSION)])
    assert result.exit_code == 2
    assert "pick one with --hand N (e.g. --hand 1)" in result.output
