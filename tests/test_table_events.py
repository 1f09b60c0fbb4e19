"""Changes typed between hands at `floorcli table` that meet: a player who steps away and then
leaves, and a player seated without a name named in a hint."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from floorcli.cli.app import app

runner = CliRunner()
FLAGS = ["--blinds", "5,10", "--stacks", "1000,1000,400,500"]


def play(tmp_path: Path, *typed: str) -> str:
    result = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *FLAGS, "--save", "night.yaml"],
        input="\n".join(typed) + "\n",
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_away_then_leave_is_a_leave_and_the_saved_session_reads_back(tmp_path: Path) -> None:
    # Hand 1 (button 4; seats 1 and 2 post 5 and 10): seats 3, 4 and 1 fold, seat 2 wins.
    out = play(tmp_path, "f", "f", "f", "next", "away 1", "leave 1", "f", "f", "next")
    out = " ".join(out.split())  # lines wrapped at 80 columns (piped) read as one
    assert "Seat 1 leaves; hand 2 dealt again." in out
    # Seat 1 gone before hand 2 deals: the button is dead on seat 1 (tda-nlhe: button_rule
    # dead, TDA 2024 Rule 32) and seats 2 and 3 post the blinds.
    assert (
        "Hand 2: button seat 1 (dead); forced bets: seat 2 small blind 5, seat 3 big blind 10"
        in out
    )
    assert "Dead button: the big blind moves" in out  # it is dead: the words say so
    saved = (tmp_path / "night.yaml").read_text(encoding="utf-8")
    assert "leave: [seat1]" in saved and "away" not in saved.split("hands:")[0]
    checked = runner.invoke(app, ["blinds", str(tmp_path / "night.yaml")])
    assert checked.exit_code == 0, checked.output
    assert "3 of 3 recorded hands agree" in checked.stdout


def test_a_player_seated_without_a_name_is_named_by_the_seat_in_hints(tmp_path: Path) -> None:
    out = play(tmp_path, "f", "f", "f", "next", "away 1", "away 1")
    assert "? seat 1 is already away; 'back 1' brings them in" in out
    assert "seat1" not in out
