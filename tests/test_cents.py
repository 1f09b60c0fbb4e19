"""Amounts with cents (0.25/0.50 stakes): read exactly, played in cents, shown as typed.

Every command a user types: a hand file (ask and replay, text and JSON), PHH, the calculators
(`potmax`, `sidepots`) and the live table.  The arithmetic is the whole-chip arithmetic of the
rule each test cites, in hundredths of a chip.
"""

from __future__ import annotations

import json
import subprocess
import sys
from decimal import Decimal
from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import app
from floorcli.cli.render import json_text

runner = CliRunner()

HAND = """\
rules: tda-nlhe
blinds: [0.25, 0.50]
button: 3
seats: {1: 50, 2: 50, 3: 50}
actions:
  - 3 raise 1.50
"""


def run(*args: str, code: int = 0) -> str:
    result = runner.invoke(app, list(args))
    assert result.exit_code == code, result.output
    return result.stdout


def hand_file(tmp_path: Path, text: str = HAND, name: str = "cents.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


# ---------------------------------------------------------------- hand files


def test_ask_a_quarter_half_hand_in_cents(tmp_path: Path) -> None:
    # 0.25/0.50 no-limit, seat 3 raises to 1.50, a raise of 1.00 over the big blind.  Seat 1
    # (the small blind, 0.25 in) calls 1.50 - 0.25 = 1.25 or raises to at least the bet plus
    # the last full raise, 1.50 + 1.00 = 2.50 (TDA 2024 Rule 43-A), at most all-in for its
    # 50.00.  Pot: 0.25 + 0.50 + 1.50 = 2.25.
    out = run("ask", hand_file(tmp_path))
    assert out.splitlines()[:5] == [
        "PREFLOP  Seat 1 to act",
        "  to call      1.25",
        "  raise to     2.50 - 50.00",
        "  legal        fold, call, raise",
        "  main pot     2.25  (seats 1, 2, 3)",
    ]
    assert "rules: tda-nlhe (blinds 0.25, 0.50)" in out


def test_ask_json_numbers_are_exact_decimals(tmp_path: Path) -> None:
    # The same numbers as JSON numbers written from their decimal text, never through a float.
    out = run("ask", hand_file(tmp_path), "--json")
    assert '"to_call": 1.25,' in out
    assert '"min_raise_to": 2.50,' in out
    assert '"max_raise_to": 50.00,' in out
    data = json.loads(out, parse_float=Decimal)
    assert data["pots"] == [{"amount": Decimal("2.25"), "eligible": [1, 2, 3]}]
    assert data["rules"]["overrides"] == {"blinds": [Decimal("0.25"), Decimal("0.50")]}
    assert "1.25 to call" in data["explanation"]


def test_replay_words_every_amount_as_typed(tmp_path: Path) -> None:
    # TDA 2024 Rule 43-A: 1.50 is 1.00 over the bet of 0.50, at least the full raise of 0.50
    # (the big blind), so it is a full raise; the next raise is to 1.50 + 1.00 = 2.50.
    out = run("replay", hand_file(tmp_path))
    assert out.splitlines()[:2] == [
        "Forced bets: seat 1 small blind 0.25, seat 2 big blind 0.50",
        "  1  3 raise 1.50  ok         raises to 1.50, a full raise; Seat 1 may fold, "
        "call 1.25 or raise to 2.50-50.00",
    ]
    data = json.loads(run("replay", hand_file(tmp_path), "--json"), parse_float=Decimal)
    ruling = data["rulings"][0]
    assert (ruling["input"], ruling["to"], ruling["added"]) == (
        "3 raise 1.50",
        Decimal("1.50"),
        Decimal("1.50"),
    )
    assert ruling["explanation"] == (
        "Seat 3 raises to 1.50: 1.00 over the bet of 0.50, at least the full raise of 0.50, "
        "a full raise. Seat 1 may call 1.25 or raise to at least 2.50."
    )
    assert data["forced"][1] == {
        "seat": 2,
        "kind": "big blind",
        "amount": Decimal("0.50"),
        "due": Decimal("0.50"),
    }


def test_a_raise_under_the_minimum_is_brought_up_in_cents(tmp_path: Path) -> None:
    # Seat 1 raises to 2.00, under the minimum of 1.50 + 1.00 = 2.50 with chips behind: it is
    # brought up to 2.50 (TDA 2024 Rule 43-A; the underraise setting: to the minimum).
    text = HAND + "  - 1 raise 2\n"
    data = json.loads(run("replay", hand_file(tmp_path, text), "--json", code=1))
    ruling = data["rulings"][1]
    assert ruling["verdict"] == "corrected"
    assert "Seat 1's raise to 2.00 is below the minimum of 2.50" in ruling["explanation"]
    assert '"to": 2.50' in run("replay", hand_file(tmp_path, text), "--json", code=1)


def test_a_whole_chip_hand_is_unchanged(tmp_path: Path) -> None:
    # The same hand typed in whole chips (25/50, stacks 5000): the same rulings, integers.
    whole = HAND.replace("0.25, 0.50", "25, 50").replace(
        "50, 2: 50, 3: 50", "5000, 2: 5000, 3: 5000"
    )
    out = run("ask", hand_file(tmp_path, whole.replace("1.50", "150")), "--json")
    assert '"to_call": 125,' in out and '"min_raise_to": 250,' in out


def test_cents_exact_where_a_float_is_not(tmp_path: Path) -> None:
    # 999999999999999.99 has 17 significant digits: a float cannot hold it (it reads back as
    # 1000000000000000.0).  Read from its text and written from the Decimal, it is exact.
    big = "999999999999999.99"
    assert float(big) != Decimal(big)
    text = HAND.replace("{1: 50, 2: 50, 3: 50}", f"{{1: {big}, 2: 50, 3: 50}}")
    out = run("ask", hand_file(tmp_path, text), "--json")
    assert f'"max_raise_to": {big}' in out


def test_json_text_matches_json_dumps_for_whole_chips() -> None:
    data = {"a": [1, {"b": None, "c": []}], "d": {}, "e": 'é"', "f": True}
    for indent in (2, None):
        assert json_text(data, indent=indent) == json.dumps(data, indent=indent)
    assert json_text({"to": Decimal("0.50")}, indent=None) == '{"to": 0.50}'


def test_straddles_and_disputes_word_their_amounts_in_cents(tmp_path: Path) -> None:
    # 0.25/0.50 with a live straddle: seed 000, Live straddle: the straddle is a normal raise
    # over the big blind, 0.50 + 0.50 = 1.00, and (straddle_min_raise: straddle) the next
    # raise is to at least 1.00 + 1.00 = 2.00.  Seat 4 says raise and puts out 1.00 + 1.50:
    # a raise to 2.50.  Seat 1 (0.25 in) puts out a single 5.00 chip with no declaration:
    # a call (TDA 2024 Rule 44, a single oversized chip), 2.50 - 0.25 = 2.25, and 5.00 - 2.25
    # = 2.75 is change.
    text = (
        "rules: cash-nlhe\nblinds: [0.25, 0.50]\nstraddle: utg\nbutton: 4\n"
        "seats: {1: 50, 2: 50, 3: 50, 4: 50}\n"
        "actions:\n  - 3 straddle 1\n  - 4 says raise then chips 1,1.50\n  - 1 chip 5\n"
    )
    rulings = json.loads(run("replay", hand_file(tmp_path, text), "--json"))["rulings"]
    words = [(r["input"], r["explanation"]) for r in rulings]
    assert words[0][0] == "3 straddle 1.00"
    assert words[0][1].startswith(
        "Seat 3 straddles 1.00: a live blind raise; the next raise is to at least 2.00 "
        "(1.00 + 1.00)."
    )
    assert words[1][0] == "4 says raise then chips 1.00,1.50"
    assert words[1][1].startswith("Seat 4 declared raise and put out 1.00 + 1.50: a raise to 2.50.")
    assert words[2][1].startswith(
        "Seat 1 puts out a single 5.00 chip facing a bet with no declaration: a call of 2.25; "
        "the 2.75 over is change."
    )


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        # A whole-chip hand refuses cents, and says what to write instead.
        (
            "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 2\nseats: {1: 100, 2: 100}\n"
            "actions:\n  - 1 raise 4.50\n",
            6,
            ("4.50 has cents but this hand is played in whole chips", "blinds 1.00, 2.00"),
        ),
        # An action finer than the hand's blinds and stacks.
        (
            "rules: tda-nlhe\nblinds: [0.5, 1]\nbutton: 2\nseats: {1: 100, 2: 100}\n"
            "actions:\n  - 1 raise 2.25\n",
            6,
            ("2.25 has 2 decimal places", "write it with at most 1"),
        ),
        # More than four decimal places, anywhere.
        (
            "rules: tda-nlhe\nblinds: [0.00001, 0.5]\nbutton: 2\nseats: {1: 100, 2: 100}\n",
            2,
            ("blinds: 0.00001 has 5 decimal places", "at most 4"),
        ),
        # A float PyYAML would read (1e3) is not an amount floorcli reads: the one rule for
        # numbers gives the plain number to write (1 x 10^3 = 1000).
        (
            "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 2\nseats: {1: 1e3, 2: 100}\n",
            4,
            ("1e3", "write 1000"),
        ),
    ],
)
def test_bad_cents_are_one_line_naming_file_and_line(
    tmp_path: Path, text: str, line: int, words: tuple[str, ...]
) -> None:
    result = runner.invoke(app, ["ask", hand_file(tmp_path, text)])
    assert result.exit_code == 2
    message = result.stderr.strip()
    assert "\n" not in message and "Traceback" not in message
    assert f"cents.yaml:{line}:" in message
    for word in words:
        assert word in message


# ---------------------------------------------------------------- PHH


PHH = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [0.25, 0.5, 0]
min_bet = 0.5
starting_stacks = [50, 50, 50]
actions = ['d dh p1 KsQs', 'd dh p2 5cJc', 'd dh p3 TdAh', 'p3 cbr 1.5', 'p1 cc', 'p2 cc',
  'd db AcKd6h', 'p1 cc', 'p2 cbr 1.10']
"""


def test_phh_with_decimal_amounts(tmp_path: Path) -> None:
    # The PHH standard writes amounts as TOML numbers, which may have decimals (the corpus
    # has them only in finishing stacks).  0.25/0.50, p3 raises to 1.50 and both blinds
    # call: 3 x 1.50 = 4.50 in the pot.  On the flop seat 1 checks and seat 2 bets 1.10,
    # at least the minimum bet of 0.50 (the big blind): seat 3, next, may call 1.10 or raise
    # to at least 1.10 + 1.10 = 2.20 (TDA 2024 Rule 43-A), at most all-in for 50.00 - 1.50 =
    # 48.50.  Pot: 4.50 + 1.10 = 5.60.
    path = tmp_path / "cents.phh"
    path.write_text(PHH, encoding="utf-8")
    out = run("ask", str(path))
    assert out.splitlines()[:5] == [
        "FLOP  Seat 3 to act",
        "  to call      1.10",
        "  raise to     2.20 - 48.50",
        "  legal        fold, call, raise",
        "  main pot     5.60  (seats 1, 2, 3)",
    ]
    replay = run("replay", str(path))
    assert "bets 1.10; Seat 3 may fold, call 1.10 or raise to 2.20-48.50" in replay
    assert json.loads(run("ask", str(path), "--json"), parse_float=Decimal)["to_call"] == (
        Decimal("1.10")
    )


def test_convert_writes_a_hand_in_cents_with_its_cents(tmp_path: Path) -> None:
    # Hand file -> PHH -> hand file: the amounts stay in chips with their cents (never 100
    # times too large) and each file replays to the same rulings.
    phh, back = tmp_path / "out.phh", tmp_path / "back.yaml"
    run("convert", hand_file(tmp_path), str(phh))
    text = phh.read_text(encoding="utf-8")
    assert "blinds_or_straddles = [0.25, 0.50, 0.00]" in text
    assert "starting_stacks = [50.00, 50.00, 50.00]" in text
    assert '"p3 cbr 1.50",' in text
    run("convert", str(phh), str(back))
    again = back.read_text(encoding="utf-8")
    assert "blinds: [0.25, 0.50]" in again and '- "3 raise 1.50"' in again
    first = json.loads(run("replay", hand_file(tmp_path), "--json"))["rulings"]
    for path in (phh, back):
        assert json.loads(run("replay", str(path), "--json"))["rulings"] == first


def test_a_house_amount_in_cents_goes_to_phh_and_back(tmp_path: Path) -> None:
    # A hand in cents with a house amount PHH has no field for (kill_pot_over: a kill game's
    # pot trigger, seed 002): convert writes it in the `_floorcli` table with its cents, and
    # the PHH reader counts it in the hand's cents, 20.00 = 2000 hundredths, as typed.
    text = HAND.replace("blinds: [0.25, 0.50]\n", "blinds: [0.25, 0.50]\nkill_pot_over: 20.00\n")
    phh = tmp_path / "out.phh"
    run("convert", hand_file(tmp_path, text), str(phh))
    assert "kill_pot_over = 20.00," in phh.read_text(encoding="utf-8")
    asked = json.loads(run("ask", str(phh), "--json"), parse_float=Decimal)
    assert asked["rules"]["overrides"]["kill_pot_over"] == Decimal("20.00")
    typed = json.loads(run("ask", hand_file(tmp_path, text), "--json"), parse_float=Decimal)
    assert asked | {"rules": None} == typed | {"rules": None}  # PHH names its game's settings


# ---------------------------------------------------------------- calculators


def test_potmax_in_cents_is_table_1_in_hundredths() -> None:
    # Seed 000, Table 1 and (3L+T)+S in cents: 0.20 in the pot from the last round, A bets
    # 0.05, B pots to 0.35, C calls 0.35.  For D: L = 0.35, T = 0.05 + 0.35 = 0.40,
    # S = 0.20; (3L+T)+S = 3 x 0.35 + 0.40 + 0.20 = 1.65.  The pot count agrees: 0.20 +
    # 0.05 + 0.35 + 0.35 + D's call 0.35 = 1.30, and 0.35 + 1.30 = 1.65.
    out = run("potmax", "--pot", "0.20", "--bets", "0.05,0.35,0.35")
    assert out.splitlines()[:5] == [
        "max raise to   1.65",
        "min raise to   0.65",
        "to call        0.35",
        "pot count      0.35 + a pot-size raise of 1.30 (0.95 in the pot + 0.35 to call) = 1.65",
        "(3L+T)+S       3 x 0.35 + 0.40 + 0.20 = 1.65   (L 0.35, T 0.40, S 0.20)",
    ]
    data = json.loads(run("potmax", "0.20", "--bets", "0.05,0.35,0.35", "--json"))
    assert data["shortcut"] == "(3L+T)+S = 3 x 0.35 + 0.40 + 0.20 = 1.65"
    text = run("potmax", "0.20", "--bets", "0.05,0.35,0.35", "--json")
    assert '"max_raise_to": 1.65,' in text and '"trail": 0.40,' in text


def test_potmax_with_cents_in_one_flag_counts_every_amount_in_cents() -> None:
    # Seed 000, Table 1 again: the pot 20 and bets 5, 35, 35 with one flag in cents.
    out = run("potmax", "--pot", "20.00", "--bets", "5,35,35")
    assert out.splitlines()[0] == "max raise to   165.00"


def test_sidepots_in_cents() -> None:
    # Seed 000, Side pots, in cents: A opens 0.20, B calls all-in for 0.10, C re-raises
    # all-in to 0.30 and A calls: main pot 3 x 0.10 = 0.30 (A, B, C), side pot 2 x 0.20 =
    # 0.40 (A and C).
    out = run("sidepots", "1:0.30", "2:0.10:allin", "3:0.30:allin")
    assert out.splitlines()[:2] == [
        "main pot       0.30  seats 1, 2, 3  (split 3 ways: 0.10 each)",
        "side pot       0.40  seats 1, 3  (split 2 ways: 0.20 each)",
    ]
    assert "0.70 chips in all" in out
    data = json.loads(run("sidepots", "1:0.30", "2:0.10:allin", "3:0.30:allin", "--json"))
    assert [p["amount"] for p in data["pots"]] == [0.3, 0.4]


def test_sidepots_uncalled_cents_go_back() -> None:
    # Seat 3 bets 2.00, seat 1 calls 1.00 (all it will put in), seat 2 is all-in for 0.50:
    # main pot 3 x 0.50 = 1.50, side pot 2 x 0.50 = 1.00, and seat 3's 2.00 - 1.00 = 1.00
    # nobody called goes back (seed 000, All-in before the deal: the excess is paid back).
    out = run("sidepots", "1:1.00", "2:0.50:allin", "3:2.00")
    assert "uncalled       1.00  back to seat 3" in out
    assert "3.50 chips in all, 2.50 in the pots" in out


def test_calculator_flags_refuse_too_many_decimals() -> None:
    result = runner.invoke(app, ["potmax", "--pot", "0.123456"])
    assert result.exit_code == 2
    assert "has 6 decimal places; amounts have at most 4" in result.stderr


# ---------------------------------------------------------------- the live table


def table(*args: str, lines: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *args],
        input=lines,
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
    )


def test_table_with_blinds_in_cents(tmp_path: Path) -> None:
    # 0.25/0.50, three seats of 50.00, button 3: seat 3 raises to 1.50 (TDA 2024 Rule 43-A:
    # at least 0.50 + 0.50 = 1.00), then seat 1 types 'r min': 1.50 + 1.00 = 2.50.
    done = table(
        *("--stacks", "50,50,50", "--blinds", "0.25,0.50", "--save", "h.yaml"),
        lines="3 raise 1.50\nr min\nstacks\nrules\n",
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    out = done.stdout
    flat = " ".join(out.split())  # lines wrapped at 80 columns read as one
    assert (
        "no-limit 0.25/0.50, button seat 3. Seats: seat 1 50.00; seat 2 50.00; seat 3 50.00."
        in flat
    )
    # 1.50 is 1.00 over the big blind of 0.50: a full raise; the next is to 1.50 + 1.00 = 2.50
    assert "ok  Seat 3 raises to 1.50\npreflop | Seat 1 to act: call 1.25 · raise 2.50-50.00" in out
    assert "ok  Seat 1 raises to 2.50" in out
    assert "4.50 in the pot; started with 150.00" in out
    assert "  blinds                      [0.25, 0.50]" in out
    saved = (tmp_path / "h.yaml").read_text(encoding="utf-8")
    assert "blinds: [0.25, 0.50]" in saved
    assert "- 1 raise 2.50" in saved
    # The saved hand replays to the same rulings.
    replayed = run("replay", str(tmp_path / "h.yaml"))
    assert "raises to 2.50, a full raise" in replayed


def test_table_refuses_cents_in_a_whole_chip_hand(tmp_path: Path) -> None:
    done = table("--stacks", "100,100", "--blinds", "1,2", lines="2 raise 4.50\n", cwd=tmp_path)
    assert "4.50 has cents but this hand is played in whole chips" in " ".join(done.stdout.split())


@pytest.mark.parametrize("args", [("ask", "--json"), ("replay",), ("replay", "--json")])
def test_the_fast_path_answers_cents_like_the_typer_path(args: tuple[str, ...]) -> None:
    # `ask` and `replay` with plain arguments are answered without typer (docs/speed.md).
    data = str(Path(__file__).parent / "data" / "cents.yaml")
    argv = [args[0], data, *args[1:]]
    fast = subprocess.run(
        [sys.executable, "-m", "floorcli", *argv], capture_output=True, text=True, check=False
    )
    assert fast.returncode == 0, fast.stderr
    assert fast.stdout == run(*argv)
    assert "0.25" in fast.stdout
