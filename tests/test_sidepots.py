"""`floorcli sidepots`: pots from contributions (seed 000, Side pots; All-in before the deal)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import app
from floorcli.model.seats import clockwise

runner = CliRunner()


def sidepots(*args: str) -> dict[str, object]:
    result = runner.invoke(app, ["sidepots", *args, "--json"])
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.stdout)
    return data


def test_seed_side_pot_example() -> None:
    # Seed 000, Side pots: A opens 20, B calls all-in for 10, C re-raises all-in to 30, A
    # calls: main pot 3 x 10 = 30 for everyone, side pot 2 x 20 = 40 for A and C.
    data = sidepots("1:30", "2:10:allin", "3:30:allin")
    pots = [(p["amount"], p["eligible"]) for p in data["pots"]]  # type: ignore[index, union-attr]
    assert pots == [(30, [1, 2, 3]), (40, [1, 3])]
    assert data["uncalled"] is None


def test_all_in_before_the_deal_example() -> None:
    # Seed 000, All-in before the deal: ten players, ante 1, blinds 4/8. Alice (seat 3) has
    # 8: ante 1, 7 to the big blind, all-in. Dianne (4) calls 8 then folds, Carol (5) raises
    # to 16, the small blind (2) folds. Main pot: 10 antes + 4 + 3 x 7 = 35 (Alice, Carol);
    # the seed's "side pot of $10" (Dianne's 1 + Carol's 9) is paid to Carol. Of Carol's 9,
    # 16 - 8 = 8 was never called: it goes back to her and is not a pot, so the side pot is
    # Dianne's 1 + Carol's 1 = 2 (Carol's alone); she gets 2 + 8 = 10, as the seed says.
    others = [f"{s}:1:folded" for s in (1, 6, 7, 8, 9, 10)]
    data = sidepots(
        "--ante", "1", "--button", "1", *others, "2:5:folded", "3:8:allin", "4:9:folded", "5:17"
    )
    pots = [(p["amount"], p["eligible"]) for p in data["pots"]]  # type: ignore[index, union-attr]
    assert pots == [(35, [3, 5]), (2, [5])]
    assert data["uncalled"] == {"seat": 5, "amount": 8, "matched_to": 8}
    assert data["total"] == 45


def test_odd_chip_goes_to_the_first_seat_left_of_the_button() -> None:
    # Robert's Rules, Ties rule 5a. Main pot 35 split by seats 3 and 5: 17 each, the odd chip
    # to seat 3, the first of them clockwise from button seat 1.
    others = [f"{s}:1:folded" for s in (1, 6, 7, 8, 9, 10)]
    data = sidepots(
        "--ante", "1", "--button", "1", *others, "2:5:folded", "3:8:allin", "4:9:folded", "5:17"
    )
    main = data["pots"][0]  # type: ignore[index]
    assert main["split"] == {"ways": 2, "each": 17, "odd_chips": 1, "odd_chips_to": [3]}
    assert "Ties rule 5a" in str(data["odd_chip"])


def test_clockwise_order_wraps_past_the_highest_seat() -> None:
    assert clockwise([3, 5], after=5) == [3, 5]
    assert clockwise([3, 5], after=4) == [5, 3]


def test_an_uncalled_bet_is_returned_not_a_pot() -> None:
    # Seat 3 bets 200; seat 1 calls 100 (all it will put in), seat 2 is all-in for 50.
    # Main pot 3 x 50 = 150 (seats 1, 2, 3); side pot 2 x (100 - 50) = 100 (seats 1, 3);
    # seat 3's 200 - 100 = 100 nobody called goes back (seed 000, All-in before the deal:
    # the excess is paid back to the bettor). 150 + 100 + 100 = 350 chips in all.
    result = runner.invoke(app, ["sidepots", "1:100", "2:50:allin", "3:200"])
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    assert lines[:3] == [
        "main pot        150  seats 1, 2, 3  (split 3 ways: 50 each)",
        "side pot        100  seats 1, 3  (split 2 ways: 50 each)",
        "uncalled        100  back to seat 3",
    ]
    assert "350 chips in all, 250 in the pots" in result.stdout


def test_text_output() -> None:
    result = runner.invoke(app, ["sidepots", "1:30", "2:10:allin", "3:30:allin"])
    assert result.exit_code == 0
    assert "main pot         30  seats 1, 2, 3" in result.stdout
    assert "side pot         40  seats 1, 3" in result.stdout


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["1:30", "2:x"], "'x' is not an amount"),
        (["1:30", "2:10:maybe"], "is not SEAT:TOTAL"),
        (["1:30", "1:10"], "seat 1 is given twice"),
        (["1:30"], "at least two players"),
        (["1:30:f", "2:10:f"], "everyone folded"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["sidepots", *args])
    assert result.exit_code == 2
    assert message in result.stderr
