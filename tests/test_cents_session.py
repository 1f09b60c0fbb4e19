"""A cash game at 0.25/0.50 for a whole night: session files and live mode across hands in
cents (issue 13: amounts with cents are accepted everywhere amounts are, exactly, and shown as
typed).  The blinds and button code counts cents (the session is scaled by 100, as a hand in
cents is); every amount it writes or says comes back as typed.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from floorcli.cli.app import app

runner = CliRunner()

SESSION = """\
rules: cash-nlhe
blinds: [0.25, 0.50]
seats: {1: {name: Ann, stack: 50}, 2: Bob, 3: {name: Cat, stack: 20.75}}
button: 1
events: {1: {join: {5: {name: Dan, stack: 40.5}}}}
hands: 2
"""


def test_a_session_in_cents_is_planned_and_written_in_cents(tmp_path: Path) -> None:
    session = tmp_path / "night.yaml"
    session.write_text(SESSION, encoding="utf-8")
    text = runner.invoke(app, ["blinds", str(session)])
    assert text.exit_code == 0, text.output
    # Hand 1: the button on Ann (seat 1), Bob posts the small blind, Cat the big blind.
    assert "Bob (seat 2) posts the small blind of 0.25; Cat (seat 3) posts the big" in " ".join(
        text.output.split()
    )
    report = json.loads(runner.invoke(app, ["blinds", str(session), "--json"]).stdout)
    assert report["blinds"] == [0.25, 0.5]
    first = report["hands"][0]["posts"]
    assert [(p["seat"], p["amount"]) for p in first] == [(2, 0.25), (3, 0.5)]
    raw = runner.invoke(app, ["blinds", str(session), "--json"]).stdout
    assert '"amount": 0.25' in raw and '"amount": 0.50' in raw  # written as typed, not 0.5
    # Hand 2 (moving button): Dan, new at seat 5 with 40.50, comes in on the big blind.
    written = runner.invoke(app, ["blinds", str(session), "--write-hand", "2", "-"]).stdout
    assert "blinds: [0.25, 0.50]" in written
    assert "3: {name: Cat, stack: 20.75}" in written
    assert "5: {name: Dan, stack: 40.50}" in written
    hand = tmp_path / "hand2.yaml"
    hand.write_text(written, encoding="utf-8")
    asked = json.loads(runner.invoke(app, ["ask", str(hand), "--json"]).stdout)
    # Cat posts 0.25 and Dan 0.50: the pot is 0.75 and the first to act calls 0.50.
    assert (asked["to_call"], asked["pots"][0]["amount"]) == (0.5, 0.75)


def test_a_finer_amount_in_a_session_is_refused_with_its_line(tmp_path: Path) -> None:
    session = tmp_path / "night.yaml"
    session.write_text(SESSION.replace("stack: 40.5}", "stack: 40.12345}"), encoding="utf-8")
    result = runner.invoke(app, ["blinds", str(session)])
    assert result.exit_code == 2
    assert f"{session}:5: events: 1: join: seat 5: stack: 40.12345 has 5 decimal places" in (
        result.stderr
    )


TABLE = ["--rules", "cash-nlhe", "--blinds", "0.25,0.5", "--stacks", "50,50,50"]


def test_live_mode_in_cents_across_hands(tmp_path: Path) -> None:
    typed = [
        # Hand 1 (button 3; seat 1 posts 0.25, seat 2 posts 0.50).
        "r 1.3",  # seat 3 raises to 1.30
        "c",  # seat 1 calls: adds 1.30 - 0.25 = 1.05
        "f",  # seat 2 folds its 0.50
        "x",  # flop: seat 1 checks
        "b 2",  # seat 3 bets 2.00
        "f",  # seat 1 folds: seat 3 wins 1.30 + 1.30 + 0.50 = 3.10, its 2.00 returned uncalled
        "next",
        "join 5 Dan 20.5",
        "rebuy 1 1.30",  # seat 1: 50 - 1.30 + 1.30 = 50.00
    ]
    result = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *TABLE, "--save", "night.yaml"],
        input="\n".join(typed) + "\n",
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    out = " ".join(result.stdout.split())  # lines wrapped at 80 columns read as one
    # TDA 2024 Rule 15-B: the uncalled bet is returned, not part of the pot won
    assert (
        "complete | Seat 3 is the last player in | pot 3.10 · uncalled 2.00 back to Seat 3" in out
    )
    # Hand 2 (moving button to seat 1): seat 2 posts 0.25, seat 3 posts 0.50.
    assert (
        "Hand 2: button seat 1; forced bets: seat 2 small blind 0.25, seat 3 big blind 0.50" in out
    )
    assert "Dan joins at seat 5 with 20.50; hand 2 dealt again." in out
    assert "Seat 1 rebuys 1.30; hand 2 dealt again." in out
    saved = (tmp_path / "night.yaml").read_text(encoding="utf-8")
    assert "won: {3: 5.10}" in saved  # 50 - 1.30 - 2.00 + 5.10 = 51.80 for seat 3
    assert "5: {name: Dan, stack: 20.50}" in saved
    assert "3: 51.80" in saved and "1: 50.00" in saved
    replayed = json.loads(
        runner.invoke(app, ["replay", str(tmp_path / "night.yaml"), "--json"]).stdout
    )
    second = replayed[1]
    assert [(f["seat"], f["amount"]) for f in second["forced"]] == [(2, 0.25), (3, 0.5)]
    assert second["rules"]["overrides"]["blinds"] == [0.25, 0.5]
    checked = runner.invoke(app, ["blinds", str(tmp_path / "night.yaml")])
    assert checked.exit_code == 0, checked.output
    assert "2 of 2 recorded hands agree" in checked.stdout
