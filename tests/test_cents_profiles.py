"""Profiles that hold amounts in cents: read exactly, carried through `extends`, played in cents.

A home game at 0.25/0.50 writes its stakes once, in its own profile (`tests/data/home-cents.yaml`:
cash-nlhe with blinds 0.25/0.50 and a minimum bet of 1.00).  Each test's numbers are the
whole-chip arithmetic of the rule it cites, in hundredths of a chip; the same hands written in
whole chips times 100 under a whole-chip profile are the reference.
"""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import app
from floorcli.errors import RulesetError
from floorcli.profiles.loader import build_rules, load_profile

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
runner = CliRunner()

# The same profile as tests/data/home-cents.yaml in whole chips times 100.
WHOLE_PROFILE = """\
name: home-quarter
description: "home no-limit hold'em at 0.25/0.50: cash-nlhe with a dollar minimum bet"
extends: cash-nlhe
sources:
  blinds: "the host's stakes"
  min_bet: "the host's rule: the smallest bet after the flop is a dollar"
blinds: [25, 50]
min_bet: 100
"""

# tests/data/home-cents-hand.yaml in whole chips times 100.
WHOLE_HAND = """\
rules: home-whole.yaml
button: 3
seats: {1: 5000, 2: 4875, 3: 6000}
actions:
  - 3 raise 150
  - 1 call
  - 2 call
  - flop
  - 1 bet 50
"""


def run(*args: str, code: int = 0) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, result.output
    return result.stdout


def refused(*args: str) -> str:
    """The one line a refused command prints (exit 2, no traceback)."""
    result = runner.invoke(app, list(args))
    assert result.exit_code == 2, result.output
    message: str = result.stderr.strip()
    assert "\n" not in message and "Traceback" not in message
    return message


def write(folder: Path, name: str, text: str) -> str:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def exact(text: str) -> Any:
    return json.loads(text, parse_float=Decimal)


def hundredths(data: Any) -> Any:
    """An answer in cents with each exact amount in whole hundredths (``1.50`` -> 150)."""
    if isinstance(data, dict):
        return {k: hundredths(v) for k, v in data.items()}
    if isinstance(data, list):
        return [hundredths(v) for v in data]
    if isinstance(data, Decimal):
        return int(data * 100)
    return data


# ---------------------------------------------------------------- loading


def test_a_profile_in_cents_is_counted_in_cents(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    profile = load_profile(DATA / "home-cents.yaml")
    assert profile.decimals == 2
    # blinds 0.25, 0.50 and min_bet 1.00 are 25, 50 and 100 hundredths of a chip.
    assert profile.settings["blinds"] == (25, 50)
    assert profile.settings["min_bet"] == 100
    assert profile.chain == ("tests/data/home-cents.yaml", "cash-nlhe.yaml")
    rules = build_rules(profile)
    assert (rules.decimals, rules.blinds, rules.min_bet) == (2, (25, 50), 100)
    assert rules.cite("min_bet") == (
        "min_bet: 1.00 (the host's rule: the smallest bet after the flop is a dollar)"
    )


def test_a_whole_chip_profile_extending_one_in_cents_is_counted_in_cents(tmp_path: Path) -> None:
    write(tmp_path, "parent.yaml", "name: parent\nextends: cash-nlhe\nblinds: [0.25, 0.50]\n")
    child = load_profile(
        write(tmp_path, "child.yaml", "name: child\nextends: parent.yaml\nante: 1\n")
    )
    # The child's ante of 1 chip is 100 hundredths; the parent's blinds come through as typed.
    assert child.decimals == 2
    assert (child.settings["ante"], child.settings["blinds"]) == (100, (25, 50))
    assert child.where["blinds"][1] == 3  # still cited where the parent set it


def test_an_extends_chain_counts_in_its_finest_unit(tmp_path: Path) -> None:
    write(tmp_path, "tenths.yaml", "name: tenths\nextends: cash-nlhe\nmin_bet: 0.5\n")
    write(tmp_path, "cents.yaml", "name: cents\nextends: tenths.yaml\nblinds: [0.05, 0.10]\n")
    top = load_profile(write(tmp_path, "top.yaml", "name: top\nextends: cents.yaml\ncap: 20\n"))
    # Tenths under cents under whole chips: everything in hundredths.  min_bet 0.5 = 50,
    # blinds 0.05/0.10 = 5/10, cap 20 = 2000.
    assert top.decimals == 2
    assert top.settings["min_bet"] == 50
    assert top.settings["blinds"] == (5, 10)
    assert top.settings["cap"] == 2000


def test_an_unchanged_amount_keeps_the_parents_citation(tmp_path: Path) -> None:
    # The same 0.50 written again (as 0.5) is the parent's setting: its source stays.
    home = DATA / "home-cents.yaml"
    text = f"name: again\nextends: {home}\nmin_bet: 1\nblinds: [0.25, 0.5]\n"
    profile = load_profile(write(tmp_path, "again.yaml", text))
    assert profile.sources["blinds"] == "the host's stakes"
    assert profile.sources["min_bet"] == (
        "the host's rule: the smallest bet after the flop is a dollar"
    )


# ---------------------------------------------------------------- rules show


def test_rules_show_prints_the_amounts_as_the_profile_typed_them() -> None:
    out = run("rules", "show", str(DATA / "home-cents.yaml"))
    assert "\nblinds: [0.25, 0.50]\n" in out
    assert "\nmin_bet: 1.00\n" in out
    assert "\nante: 0.00\n" in out  # the default, in the profile's unit
    # unset: the smallest chip of the blinds (TDA 2024 Rule 20; WSOP Live Action Rule 152)
    assert "\nchip_unit: null\n" in out
    document = exact(run("rules", "show", str(DATA / "home-cents.yaml"), "--json"))
    settings = document["settings"]
    assert settings["blinds"]["value"] == [Decimal("0.25"), Decimal("0.50")]
    assert settings["min_bet"] == {
        "value": Decimal("1.00"),
        "meaning": "minimum opening bet (null: the largest blind)",
        "source": "the host's rule: the smallest bet after the flop is a dollar",
    }
    assert '"value": 1.00' in run("rules", "show", str(DATA / "home-cents.yaml"), "--json")


def test_rules_show_of_a_whole_chip_profile_is_unchanged() -> None:
    out = run("rules", "show", "cash-nlhe")
    assert "\nante: 0\n" in out and "\nmin_bet: null\n" in out


# ---------------------------------------------------------------- refused


@pytest.mark.parametrize(
    ("body", "message"),
    [
        (
            "ante: 0.125",
            "bad.yaml:3: ante: 0.125 is finer than a cent (3 decimal places); a profile's "
            "amounts have at most 2, e.g. ante: 0.10",
        ),
        (
            "blinds:\n  - 0.25\n  - 0.505",
            "bad.yaml:5: blinds: 0.505 is finer than a cent (3 decimal places); a profile's "
            "amounts have at most 2, e.g. blinds: [0.25, 0.50]",
        ),
        (
            "ante: -0.50",
            "bad.yaml:3: ante: -0.50 is negative; write an amount of chips, e.g. ante: 1",
        ),
        (
            "blinds: [0.25, -0.5]",
            "bad.yaml:3: blinds: -0.5 is not a positive number of chips; write e.g. blinds: [1, 2]",
        ),
        (
            "spread: [5.00, 2.50]",
            "bad.yaml:3: spread: [5.00, 2.50] has its minimum above a maximum; write [min, max], "
            "e.g. spread: [2, 10]",
        ),
        (
            "chip_unit: 0.25",
            "bad.yaml:3: chip_unit: 0.25 is not a whole number; chip_unit counts the game's "
            "smallest unit (a cent when its amounts are in cents): for a 0.25 chip in a game in "
            "cents write chip_unit: 25",
        ),
    ],
)
def test_a_bad_amount_is_one_line_naming_file_and_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, body: str, message: str
) -> None:
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "bad.yaml", f"name: bad\nextends: cash-nlhe\n{body}\n")
    assert refused("rules", "check", "bad.yaml") == message
    # A hand naming the profile is refused with the profile's file and line, not the hand's.
    write(tmp_path, "hand.yaml", "rules: bad.yaml\nbutton: 2\nseats: {1: 50, 2: 50}\n")
    assert refused("ask", "hand.yaml") == f"error: {message}"


def test_a_parent_finer_than_a_cent_is_refused_in_its_own_file(tmp_path: Path) -> None:
    write(tmp_path, "parent.yaml", "name: parent\nextends: cash-nlhe\nmin_bet: 0.001\n")
    child = write(tmp_path, "child.yaml", "name: child\nextends: parent.yaml\n")
    with pytest.raises(RulesetError) as caught:
        load_profile(child)
    assert (caught.value.file, caught.value.line) == (str(tmp_path / "parent.yaml"), 3)


# ---------------------------------------------------------------- hands under the profile


def test_a_hand_at_a_quarter_and_a_half_rules_as_in_whole_chips(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write(tmp_path, "home-whole.yaml", WHOLE_PROFILE)
    whole = exact(run("replay", write(tmp_path, "hand.yaml", WHOLE_HAND), "--json", code=1))
    cents = exact(run("replay", str(DATA / "home-cents-hand.yaml"), "--json", code=1))
    words = {"input": None, "explanation": None, "rule": None}
    assert [hundredths(r) | words for r in cents["rulings"]] == [
        r | words for r in whole["rulings"]
    ]
    assert hundredths(cents["final"]) | {"explanation": None, "rules": None} == (
        whole["final"] | {"explanation": None, "rules": None}
    )
    bet = cents["rulings"][3]
    # Preflop 1.50 three ways; on the flop seat 1 bets 0.50, under the profile's minimum bet
    # of 1.00 (min_bet): brought up to 1.00 (Robert's Rules of Poker, no-limit rule 10; SPEC
    # section 4, corrected).
    assert (bet["to"], bet["verdict"]) == (Decimal("1.00"), "corrected")
    assert bet["rule"].startswith(
        "min_bet: 1.00 (the host's rule: the smallest bet after the flop is a dollar)"
    )
    final = cents["final"]
    # Seat 2 calls 1.00 or raises to at least 1.00 + the bet of 1.00 = 2.00 (TDA 2024 Rule 43:
    # at least the largest prior bet of the round), at most all-in: 48.75 - 1.50 = 47.25.
    # The pot: 3 x 1.50 + 1.00 = 5.50.
    assert (final["to_call"], final["min_raise_to"], final["max_raise_to"]) == (
        Decimal("1.00"),
        Decimal("2.00"),
        Decimal("47.25"),
    )
    assert final["pots"] == [{"amount": Decimal("5.50"), "eligible": [1, 2, 3]}]
    asked = exact(run("ask", str(DATA / "home-cents-hand.yaml"), "--json", code=1))
    assert asked["rules"] == {"profile": "home-quarter", "overrides": {}}  # none in the hand


def test_a_whole_chip_hand_under_a_profile_in_cents_is_played_in_cents() -> None:
    # Stacks 50, 48, 60 and '3 raise 2' in whole chips, blinds 0.25/0.50 from the profile: the
    # raise to 2.00 is 1.50 over the big blind, so seat 1 calls 2.00 - 0.25 = 1.75 or raises
    # to at least 2.00 + 1.50 = 3.50 (TDA 2024 Rule 43), at most all-in for 50.00.  The pot:
    # 0.25 + 0.50 + 2.00 = 2.75.
    final = exact(run("ask", str(DATA / "home-cents-whole.yaml"), "--json"))
    assert (final["to_call"], final["min_raise_to"], final["max_raise_to"]) == (
        Decimal("1.75"),
        Decimal("3.50"),
        Decimal("50.00"),
    )
    assert final["pots"] == [{"amount": Decimal("2.75"), "eligible": [1, 2, 3]}]


def test_a_whole_chip_hand_under_cents_takes_actions_in_cents_but_no_finer(
    tmp_path: Path,
) -> None:
    profile = DATA / "home-cents.yaml"
    hand = (
        f"rules: {profile}\nbutton: 3\nseats: {{1: 50, 2: 50, 3: 50}}\nactions: [3 raise 1.505]\n"
    )
    message = refused("ask", write(tmp_path, "hand.yaml", hand))
    assert message.startswith("error: ") and "hand.yaml:4:" in message and "1.505" in message


def test_a_session_under_a_profile_in_cents_posts_blinds_in_cents(tmp_path: Path) -> None:
    session = (
        f"rules: {DATA / 'home-cents.yaml'}\nseats: {{1: Frank, 2: Alice, 3: Bob}}\n"
        "button: 1\nhands: 1\n"
    )
    report = exact(run("blinds", write(tmp_path, "session.yaml", session), "--json"))
    # Button 1: Alice (2) posts the small blind 0.25 and Bob (3) the big blind 0.50, clockwise
    # from the button (SPEC section 2, blinds).
    hand = report["hands"][0]
    assert (hand["small_blinds"], hand["big_blinds"]) == ([2], [3])
    assert "posts the small blind of 0.25" in hand["explanation"]
    assert "posts the big blind of 0.50" in hand["explanation"]


# ---------------------------------------------------------------- PHH


WHOLE_PHH = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [25, 50, 0]
starting_stacks = [5000, 4875, 6000]
actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 cbr 150', 'p1 cc', 'p2 cc', \
'd db JcQh3s', 'p1 cbr 50', 'p2 f', 'p3 cc']
_floorcli = {rules = 'home-whole.yaml'}
"""


def test_audit_of_a_phh_file_naming_the_profile(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)  # a profile path in a PHH file is found from the current folder
    cents = exact(run("audit", "tests/data/home-cents.phh", "--json", "--jobs", "1", code=1))
    (found,) = cents["irregular"]
    # p1's flop bet of 0.50 is under the profile's minimum bet of 1.00: brought up to it.
    assert (found["index"], found["phh"], found["verdict"]) == (8, "p1 cbr 0.50", "corrected")
    assert found["advice"] == "the floor reads it as p1 cbr 1"
    assert found["explanation"].startswith(
        "Seat 1's bet to 0.50 is below the minimum of 1.00 (the minimum bet is 1.00)"
    )
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "home-whole.yaml", WHOLE_PROFILE)
    write(tmp_path, "whole.phh", WHOLE_PHH)
    whole = exact(run("audit", "whole.phh", "--json", "--jobs", "1", code=1))
    (reference,) = whole["irregular"]
    assert reference["explanation"].startswith(
        "Seat 1's bet to 50 is below the minimum of 100 (the minimum bet is 100)"
    )
    assert (reference["index"], reference["verdict"]) == (8, "corrected")


def test_a_whole_chip_phh_under_a_profile_in_cents_is_played_in_cents(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "home.yaml", "name: home\nextends: cash-nlhe\nmin_bet: 2.50\n")
    phh = (
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\n"
        "starting_stacks = [100, 100, 100]\n"
        "actions = ['d dh p1 ????', 'd dh p2 ????', 'd dh p3 ????', 'p3 cc', 'p1 cc', 'p2 cc', "
        "'d db JcQh3s', 'p1 cbr 2']\n_floorcli = {rules = 'home.yaml'}\n"
    )
    final = exact(run("ask", write(tmp_path, "hand.phh", phh), "--json", code=1))
    # 1/2 limped three ways: pot 6.00; seat 1's bet of 2 is under the profile's minimum of
    # 2.50 and is brought up to it; seat 2 calls 2.50 or raises to 2.50 + 2.50 = 5.00 (TDA
    # 2024 Rule 43), at most all-in for 100 - 2 = 98.00.
    assert (final["to_call"], final["min_raise_to"], final["max_raise_to"]) == (
        Decimal("2.50"),
        Decimal("5.00"),
        Decimal("98.00"),
    )


# ---------------------------------------------------------------- live table


def test_the_live_table_under_a_profile_in_cents(tmp_path: Path) -> None:
    # Stacks typed in whole chips, blinds 0.25/0.50 from the profile: the table is played in
    # cents from the start.  Seat 3 raises to 1.50 (1.00 over the big blind, at least the
    # 0.50 of the big blind: TDA 2024 Rule 43); 'r min' for seat 1 is 1.50 + 1.00 = 2.50.
    profile = str(DATA / "home-cents.yaml")
    flags = ["--rules", profile, "--stacks", "50,50,50", "--save", "h.yaml"]
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *flags],
        input="3 raise 1.50\nr min\n",
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "ok  Seat 3 raises to 1.50\npreflop | Seat 1 to act: call 1.25 · raise 2.50-50.00" in (
        done.stdout
    )
    assert "ok  Seat 1 raises to 2.50\n" in done.stdout
    saved = (tmp_path / "h.yaml").read_text(encoding="utf-8")
    assert "- 1 raise 2.50" in saved
    # The saved hand (stacks in whole chips, the profile's cents) replays to the same rulings.
    replayed = run("replay", str(tmp_path / "h.yaml"))
    assert "raises to 2.50, a full raise" in replayed
