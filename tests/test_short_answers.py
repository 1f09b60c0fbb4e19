"""Answers a dealer can read (issue 13): one line per ruling by default, `--explain` for the
arithmetic, `--irregular` for the rulings that are not ok, and the wording fixes.

Each test drives the command line as a user does (typer's CliRunner).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import build_app

runner = CliRunner()

FIXED_LIMIT = """\
rules: limit-holdem
blinds: [5, 10]
small_bet: 10
big_bet: 20
button: 4
seats: {1: 1000, 2: 1000, 3: 1000, 4: 1000}
actions:
  - 3 raise 20
  - 4 call
"""


def replay(*args: str, stdin: str | None = None) -> tuple[int, list[str]]:
    result = runner.invoke(build_app(), ["replay", *args], input=stdin)
    return result.exit_code, result.stdout.splitlines()


def test_one_line_per_ruling() -> None:
    # Seed 001, Situation 4 (blinds 5-10): seat 4 raises to 20 (a full raise of 10); seat 5
    # is all-in for 26, 6 over 20, less than the full raise of 10: it does not re-open the
    # betting (TDA 2024 Rule 47-A); seat 6 may raise to at least 26 + 10 = 36.
    code, lines = replay("situation-4")
    assert code == 1  # action 9 (seat 4 raising again) is refused
    assert lines[1] == (
        "  1  3 fold      ok         folds; Seat 4 may fold, call 10 or raise to 20-1000"
    )
    assert lines[2] == (
        "  2  4 raise 20  ok         raises to 20, a full raise; "
        "Seat 5 may fold, call 20 or raise all-in to 26"
    )
    assert lines[3] == (
        "  3  5 allin     ok         raises to 26 (all-in): short, it does not re-open the "
        "betting; Seat 6 may fold, call 26 or raise to 36-1000"
    )
    # The rule is cited only where a ruling corrects or refuses: on the refused line.
    assert [n for n, line in enumerate(lines) if "TDA 2024 Rule 47-A" in line] == [9]
    assert lines[9].startswith("  9  4 raise 60  illegal    Seat 4 may not raise")


def test_explain_gives_the_arithmetic_and_sources() -> None:
    for flag in ("--explain", "-v"):
        code, lines = replay("situation-4", flag)
        text = " ".join(" ".join(lines).split())
        assert code == 1
        assert "Rulings: situation-4" in text
        assert "Seat 3 folds." in text
        assert "Seat 4 to act on the preflop: 6 to call (the bet is 26)." in text


def test_irregular_shows_only_the_rulings_that_are_not_ok() -> None:
    # pot-limit-overbet: action 6, '2 raise 50', is cut back to the pot-limit maximum of 35
    # (seed 000, Pot limit; TDA 2024 Rule 54); every other action stands.
    code, lines = replay("pot-limit-overbet", "--irregular")
    assert code == 1
    rulings = [line for line in lines if line[:3].strip().isdigit()]
    assert len(rulings) == 1
    assert rulings[0].startswith("  6  2 raise 50  corrected  raises to 35, a full raise [")
    assert "TDA 2024 Rule 54" in rulings[0]
    as_json = runner.invoke(build_app(), ["replay", "pot-limit-overbet", "--irregular", "--json"])
    data = json.loads(as_json.stdout)
    assert [(r["index"], r["verdict"]) for r in data["rulings"]] == [(6, "corrected")]


def test_ask_is_short_unless_explained() -> None:
    short = runner.invoke(build_app(), ["ask", "situation-6"]).stdout
    full = runner.invoke(build_app(), ["ask", "situation-6", "--explain"]).stdout
    assert "A raise is to at least 41" not in " ".join(short.split())
    assert "A raise is to at least 41" in " ".join(full.split())
    assert short.splitlines()[:3] == full.splitlines()[:3]


def test_only_a_bet_is_legal_says_bet_not_raise_to() -> None:
    # Seed 000, Pot limit (pot-limit-overbet, blinds 2-5): four players in for 5 each, a pot
    # of 20 on the flop and nothing bet: seat 1 may check or bet from the big blind (5) to
    # the pot (20). The answer says "bet", not "raise to".
    _, lines = replay("pot-limit-overbet")
    assert "  4  2 check     ok         checks; Seat 1 may check or bet 5-20" in lines
    flop = (
        "rules: tda-plo\nblinds: [2, 5]\nbutton: 4\n"
        "seats: {1: 1000, 2: 1000, 3: 1000, 4: 1000}\n"
        "actions: [3 call, 4 call, 1 call, 2 check]\n"
    )
    asked = runner.invoke(build_app(), ["ask", "-"], input=flop).stdout.splitlines()
    assert "  bet          5 - 20" in asked
    assert not any(line.startswith("  raise to") for line in asked)


def test_fixed_limit_says_the_exact_raise() -> None:
    # Limit 10/20 (blinds 5-10): seat 3 raises to 20; a raise is always one small bet of 10
    # over the bet (seed 000, Fixed limit): exactly 20 + 10 = 30, never "at least".
    code, lines = replay("-", stdin=FIXED_LIMIT)
    assert code == 0
    assert lines[1].endswith("Seat 4 may fold, call 20 or raise to 30")
    assert "  raise to     30" in lines
    explained = runner.invoke(build_app(), ["replay", "-", "--json"], input=FIXED_LIMIT)
    first = json.loads(explained.stdout)["rulings"][0]["explanation"]
    assert first.endswith("Seat 4 may call 20 or raise to 30.")


def test_a_first_bet_opens_the_betting(tmp_path: Path) -> None:
    # A bet of a player's last chips that is a full bet opens the betting on the flop;
    # nothing was bet before it, so nothing is "re-opened" (TDA 2024 Rule 47 speaks of
    # raises after a bet).
    hand = tmp_path / "bet.yaml"
    hand.write_text(
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 3\n"
        "seats: {1: 1000, 2: 1000, 3: 60}\n"
        "actions: ['3 call', '1 call', '2 check', flop, '1 check', '2 check', '3 allin']\n",
        encoding="utf-8",
    )
    result = runner.invoke(build_app(), ["replay", str(hand), "--json"])
    last = json.loads(result.stdout)["rulings"][-1]
    assert last["explanation"] == (
        "Seat 3 bets 50 all-in: a bet of 50, at least the minimum bet of 10, a full bet. "
        "It opens the betting: anyone after it may raise. "
        "Seat 1 may call 50 or raise to at least 100."
    )
    assert "re-open" not in last["explanation"]


@pytest.mark.parametrize("flag", ["--explain", "--irregular"])
def test_flags_are_in_the_help(flag: str) -> None:
    result = runner.invoke(build_app(), ["replay", "--help"])
    assert flag in result.stdout


def test_tournament_profiles_give_the_tda_show_order() -> None:
    # Seed 000, Side pots: B all-in for 10, C all-in for 30, A calls. Under tda-nlhe a player
    # is all-in and the betting is over: every hand is tabled at once (TDA 2024 Rule 16).
    data = json.loads(runner.invoke(build_app(), ["ask", "side-pots", "--json"]).stdout)
    assert (data["all_tabled"], data["show_rule"]) == (True, "TDA 2024 Rule 16")
    # Under cash-nlhe the side pot's players show first (Robert's Rules, The Showdown 7):
    # seats 1 and 3 contest the side pot, seat 2 is all-in for the main pot only.
    cash = runner.invoke(build_app(), ["ask", "side-pots", "--rules", "cash-nlhe", "--json"])
    data = json.loads(cash.stdout)
    assert (data["all_tabled"], data["show_rule"]) == (False, "Robert's Rules, The Showdown 7")
    assert data["show_order"][-1] == 2
