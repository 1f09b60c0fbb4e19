"""Live mode: stud upcards typed as a line, and the seat and blind flags checked as typed."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import app
from tests import inproc

runner = CliRunner()

RAZZ = ("--rules", "razz", "--stacks", "1000,1000,1000", "--set", "small_bet=10")
RAZZ_FLAGS = (*RAZZ, "--set", "big_bet=20")


def table(*args: str, lines: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return inproc.run("table", *args, stdin=lines, cwd=cwd)


def test_stud_upcards_typed_as_a_line_before_the_first_action(tmp_path: Path) -> None:
    # Razz: the highest upcard brings in (Robert's Rules of Poker v5, Razz; seed 000,
    # Bring-in: in low games the highest card brings in), so seat 1's Kh brings in for the
    # bring-in (here the small bet, 10) and seat 2, next clockwise, acts first.  A line that
    # is not the upcards, or misses a seat, changes nothing and says what to type.
    done = table(
        *RAZZ_FLAGS,
        "--save",
        "r.yaml",
        lines="c\nupcards 1:Kh 2:3c\nupcards 1:Kh 2:3c 3:9d\nc\n",
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("Stud: type the third-street upcards, one a seat, e.g. 'upcards 1:Kh")
    assert "? 'c': the upcards come first" in out
    assert "? 'upcards 1:Kh 2:3c': upcards: no upcard for seat 3; type the third-street" in out
    assert "Forced bets: seat 1 bring-in 10" in out
    assert "third | Seat 2 to act" in out
    assert "ok  Seat 2 calls 10\n" in out
    saved = (tmp_path / "r.yaml").read_text(encoding="utf-8")
    assert "upcards: {1: Kh, 2: 3c, 3: 9d}" in saved
    assert "- 2 call" in saved
    # The saved hand replays to the same ruling.
    replayed = runner.invoke(app, ["replay", str(tmp_path / "r.yaml")])
    assert replayed.exit_code == 0, replayed.output
    assert "  1  2 call" in replayed.stdout


def test_with_json_the_upcards_prompt_is_json_too(tmp_path: Path) -> None:
    # As at the table itself: what it says is {"message": ...}, a line that changed nothing
    # gets {"hint": ...}, and the typed line is not echoed.  Razz: seat 1's Kh, the highest
    # upcard, brings in 10 (Robert's Rules of Poker v5, Razz), so 10 is in the pot.
    done = table(
        *RAZZ_FLAGS, "--json", lines="c\nupcards 1:Kh 2:3c\nupcards 1:Kh 2:3c 3:9d\n", cwd=tmp_path
    )
    assert done.returncode == 0, done.stderr
    said = [json.loads(row) for row in done.stdout.splitlines()]
    upcards = "type the third-street upcards, one a seat, e.g. 'upcards 1:Kh 2:3c 3:9d'"
    assert said[:3] == [
        {"message": f"Stud: {upcards}."},
        {"hint": f"'c': the upcards come first; {upcards}"},
        {"hint": f"'upcards 1:Kh 2:3c': upcards: no upcard for seat 3; {upcards}"},
    ]
    assert said[4] == {"message": "Forced bets: seat 1 bring-in 10"}
    assert said[5]["state"]["pots"] == [{"amount": 10, "eligible": [1, 2, 3]}]


def test_the_upcards_line_takes_commas_like_the_flag(tmp_path: Path) -> None:
    done = table(*RAZZ_FLAGS, lines="upcards 1:Kh,2:3c,3:9d\n", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Forced bets: seat 1 bring-in 10" in done.stdout


def test_leaving_before_the_upcards_deals_nothing(tmp_path: Path) -> None:
    done = table(*RAZZ_FLAGS, lines="quit\n", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Forced bets" not in done.stdout
    assert not list(tmp_path.glob("*.yaml"))


def test_a_hold_em_table_asks_for_no_upcards(tmp_path: Path) -> None:
    done = table("--stacks", "100,100", "--blinds", "1,2", lines="", cwd=tmp_path)
    assert "upcards" not in done.stdout


# ---------------------------------------------------------------- --seats and --blinds


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (
            ("--seats", "1:100,1:200"),
            ("--seats 1:100,1:200: seat 1 is given twice; give each seat once",),
        ),
        (
            ("--seats", "1:100,3:Bob:200,3:300"),
            ("seat 3 is given twice",),
        ),
        (
            ("--stacks", "100,200", "--blinds", "2,1"),
            ("--blinds 2,1: the blinds go from the small blind up; write --blinds 1,2",),
        ),
        (
            ("--stacks", "100,200", "--blinds", "0.50,0.25"),
            ("write --blinds 0.25,0.50",),
        ),
    ],
)
def test_table_flags_are_refused_in_one_line(
    tmp_path: Path, args: tuple[str, ...], words: tuple[str, ...]
) -> None:
    done = table(*args, lines="", cwd=tmp_path)
    assert done.returncode == 2
    message = done.stderr.strip()
    assert "\n" not in message and "Traceback" not in message
    for word in words:
        assert word in message


def test_sidepots_names_a_duplicate_seat() -> None:
    result = runner.invoke(app, ["sidepots", "1:100", "1:200"])
    assert result.exit_code == 2
    assert "seat 1 is given twice; give each seat once" in result.stderr


def test_potmax_still_refuses_blinds_from_the_big_blind_down() -> None:
    result = runner.invoke(app, ["potmax", "--blinds", "2,1"])
    assert result.exit_code == 2
    assert "--blinds 2,1: the blinds go from the small blind up; write --blinds 1,2" in (
        result.stderr
    )
