"""The command line: pinned JSON keys, exit codes, help on every command, clean errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import app

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

ASK_KEYS = {
    "street",
    "to_act",
    "to_call",
    "current_bet",
    "min_raise_to",
    "max_raise_to",
    "can_raise",
    "legal",
    "pots",
    "uncalled",  # issue 21: the chips nobody called, apart (null, or seat, amount, matched_to)
    "explanation",
}
RULING_KEYS = {
    "index",
    "input",
    "seat",
    "action",
    "to",
    "added",
    "verdict",
    "reopens",
    "explanation",
    "rule",
}


def write(tmp_path: Path, text: str, name: str = "hand.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "command",
    [[], ["ask"], ["replay"], ["examples"], ["rules"], ["rules", "list"], ["rules", "show"]],
)
def test_every_command_has_help(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"])
    assert result.exit_code == 0, result.output
    assert "Usage" in result.output


def test_ask_json_has_the_pinned_keys() -> None:
    # Seed 001 Situation 6: seat 4 faces 31 - 20 = 11 and may raise to 31 + 10 = 41.
    result = runner.invoke(app, ["ask", str(EXAMPLES / "situation-6.yaml"), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert set(data) == ASK_KEYS | {"rules"}
    assert (data["to_act"], data["to_call"], data["min_raise_to"]) == (4, 11, 41)


def test_replay_json_has_the_pinned_keys_and_exit_0_when_everything_stands() -> None:
    result = runner.invoke(app, ["replay", str(EXAMPLES / "situation-6.yaml"), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert {"rulings", "final"} <= set(data)
    assert set(data["final"]) == ASK_KEYS
    for ruling in data["rulings"]:
        assert set(ruling) >= RULING_KEYS
    # 5's all-in to 26 is 6 over 20: short of the full raise of 10, it does not re-open.
    assert data["rulings"][2]["reopens"] is False
    # 6's all-in to 31 is 11 over the last full bet of 20: the short all-ins add up.
    assert data["rulings"][3]["reopens"] is True


def test_replay_exits_1_and_stops_at_an_illegal_action() -> None:
    # Seed 001 Situation 4: seat 4 faces only 6 more after his raise of 10: no re-raise.
    result = runner.invoke(app, ["replay", str(EXAMPLES / "situation-4.yaml"), "--json"])
    assert result.exit_code == 1
    last = json.loads(result.stdout)["rulings"][-1]
    assert (last["seat"], last["verdict"]) == (4, "illegal")


def test_replay_exits_1_when_a_ruling_corrects_an_action() -> None:
    # Seed 000 Pot limit: after a bet of 5 into 20 the pot raise is to 5 + (20 + 5 + 5) = 35.
    result = runner.invoke(app, ["replay", str(EXAMPLES / "pot-limit-overbet.yaml"), "--json"])
    assert result.exit_code == 1
    last = json.loads(result.stdout)["rulings"][-1]
    assert (last["verdict"], last["to"]) == ("corrected", 35)


def test_a_shipped_example_is_found_by_name() -> None:
    result = runner.invoke(app, ["ask", "side-pots", "--json"])
    assert result.exit_code == 0, result.output
    pots = json.loads(result.stdout)["pots"]
    assert pots == [{"amount": 36, "eligible": [1, 2, 3]}, {"amount": 40, "eligible": [1, 3]}]


def test_examples_lists_the_shipped_hands() -> None:
    result = runner.invoke(app, ["examples"])
    assert result.exit_code == 0
    assert "situation-6" in result.output


def test_rich_output_puts_the_answer_first() -> None:
    result = runner.invoke(app, ["ask", str(EXAMPLES / "situation-6.yaml")])
    assert result.exit_code == 0
    first = result.output.splitlines()[:4]
    assert "Seat 4 to act" in first[0]
    assert "11" in first[1] and "41" in first[2]


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("rules: no-such-profile\nbutton: 1\nseats: {1: 10, 2: 10}\n", "no-such-profile"),
        ("rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats: {1: 10}\n", "two seats"),
        ("rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats: {1: 10, 2: -5}\n", "stack"),
        (
            "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats: {1: 10, 2: 10}\nactions: [9 call]\n",
            "no seat 9",
        ),
        (
            "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats: {1: 10, 2: 10}\nactions: [1 jump]\n",
            "unknown action",
        ),
        (
            "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats: {1: 10, 2: 10}\nactions: [1 raise 2.5]\n",
            "whole",
        ),
        (
            "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats: {1: 10, 2: 10}\nactions: [1 fold, 2 check]\n",
            "already over",
        ),
        (
            "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats: {1: 10, 2: 10}\nactions: [turn]\n",
            "turn",
        ),
        ("rules: tda-nlhe\nblinds: [1, 2\n", "hand.yaml:"),
        (
            "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats: {1: 10, 2: 10}\n"
            "actions: [1 call, 2 check, flop, 2 check, flop]\n",
            "comes after actions on the flop",
        ),
        (
            "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats: {1: {name: Flop, stack: 10}, 2: 10}\n",
            "street marker word",
        ),
        ("rules: tda-nlhe\nblinds: [1, 2]\nseats: {1: 10, 2: 10}\n", "no button"),
        ("!!python/object:os.system {}\n", "hand.yaml:1"),
    ],
)
def test_bad_hand_files_exit_2_with_one_line(tmp_path: Path, text: str, fragment: str) -> None:
    path = write(tmp_path, text)
    for command in ("ask", "replay"):
        result = runner.invoke(app, [command, str(path), "--json"])
        assert result.exit_code == 2, result.output
        assert result.stdout == ""
        message = result.stderr.strip()
        assert len(message.splitlines()) == 1, message
        assert "Traceback" not in message
        assert fragment in message
        assert str(path) in message or "hand.yaml" in message


def test_a_missing_file_is_a_clean_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["ask", str(tmp_path / "nope.yaml")])
    assert result.exit_code == 2
    assert "nope.yaml" in result.stderr


def test_ask_at_the_showdown_says_who_shows_first_and_how_a_tie_splits(tmp_path: Path) -> None:
    """Blinds 1-2, button 3: seat 3 raises to 4, the small blind folds (its 1 stays in), the
    big blind calls, nobody bets after: a pot of 4 + 4 + 1 = 9.  Nobody bet on the river, so
    the first to act (seat 2, left of the button after the small blind folded) shows first
    (tda-nlhe, nobody all-in: TDA 2024 Rule 17-A; Robert's Rules, The Showdown 7 agree); tied, 9 splits 4 each and the odd chip goes to the first
    seat clockwise from the button: seat 2 (seed 001, Ties 5)."""
    hand = tmp_path / "odd.yaml"
    hand.write_text(
        "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 3\nseats: {1: 100, 2: 100, 3: 100}\n"
        "actions: [3 raise 4, 1 fold, 2 call, flop, 2 check, 3 check, turn, 2 check, 3 check,"
        " river, 2 check, 3 check]\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["ask", str(hand)])
    assert result.exit_code == 0, result.output
    lines = [line.strip() for line in result.output.splitlines()]
    assert "show order   seat 2, then 3  (TDA 2024 Rule 17-A)" in lines
    assert "if tied      main pot (9): 4 each, odd chip to seat 2" in lines
