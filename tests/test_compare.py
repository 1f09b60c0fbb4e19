"""`floorcli compare`: where two profiles rule differently on the same hand."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from floorcli.answers.compare import compare
from floorcli.cli.app import build_app


def test_verbal_vs_chips_differs_between_tda_and_cash() -> None:
    report = compare(Path("disputes-verbal"), ["tda-nlhe", "cash-nlhe"])
    assert not report["same"]
    [row] = report["rulings"]
    assert row["index"] == 2
    assert row["by_profile"]["tda-nlhe"]["action"] == "call"
    assert row["by_profile"]["cash-nlhe"]["to"] == 100
    assert report["final"]["to_call"] == {"tda-nlhe": 25, "cash-nlhe": 100}


def test_same_rulings_exit_zero() -> None:
    result = CliRunner().invoke(
        build_app(), ["compare", "situation-4", "--rules", "tda-nlhe", "--rules", "tda-plo"]
    )
    assert result.exit_code in (0, 1)
    same = CliRunner().invoke(
        build_app(),
        ["compare", "disputes-chips", "--rules", "tda-nlhe", "--rules", "tda-nlhe", "--json"],
    )
    assert same.exit_code == 0
    assert json.loads(same.stdout)["same"] is True


def test_one_profile_is_refused() -> None:
    result = CliRunner().invoke(build_app(), ["compare", "disputes-chips", "--rules", "tda-nlhe"])
    assert result.exit_code == 2


def test_compare_names_the_setting_that_causes_a_difference() -> None:
    # Seed 001, Situation 6: after all-ins to 26 and 31 over a raise to 20, TDA 2024 Rule 47
    # (last-full-raise) keeps the minimum raise at 31 + 10 = 41; Robert's Rules as worked in
    # the seed (cumulative) make it 31 + 11 = 42. The cause is min_raise_basis.
    report = compare(Path("situation-6"), ["tda-nlhe", "roberts-nlhe"])
    assert report["final"]["min_raise_to"] == {"tda-nlhe": 41, "roberts-nlhe": 42}
    assert report["final_settings"]["min_raise_to"] == ["min_raise_basis"]
    result = CliRunner().invoke(
        build_app(), ["compare", "situation-6", "--rules", "tda-nlhe", "--rules", "roberts-nlhe"]
    )
    assert "│ min_raise_basis" in result.stdout
    assert "│   roberts-nlhe: cumulative" in result.stdout
    assert "│ 41       │ 42           │" in result.stdout


def test_compare_cells_are_text_not_json() -> None:
    from floorcli.cli.render.compare import value_text

    pots = [{"amount": 113, "eligible": [4, 5, 6, 8]}, {"amount": 10, "eligible": [4, 6, 8]}]
    assert value_text(pots) == "main pot 113 (seats 4, 5, 6, 8); side pot 10 (seats 4, 6, 8)"
    assert value_text(["fold", "call"]) == "fold, call"
    assert value_text(None) == "none"


def test_because_of_names_only_the_setting_that_makes_the_row_alone() -> None:
    # disputes-verbal: Seat 4 puts out 20 + 20 facing 25, then says "raise 100".  tda-nlhe
    # (TDA 2024 Rule 40-A: whichever is first defines the bet) makes it a call of 25;
    # cash-nlhe (verbal_vs_chips: verbal, Robert's Rules) a raise to 100.  The two profiles
    # differ in ten settings, but only verbal_vs_chips, set alone on tda-nlhe, turns the call
    # into the raise: it alone is named, on the ruling and on every final answer it moves
    # (to call 25 -> 100; the minimum raise 25 + 15 = 40 -> 100 + 75 = 175).
    report = compare(Path("disputes-verbal"), ["tda-nlhe", "cash-nlhe"])
    assert len(report["settings"]) > 1
    [row] = report["rulings"]
    assert row["settings"] == ["verbal_vs_chips"]
    assert report["final"]["min_raise_to"] == {"tda-nlhe": 40, "cash-nlhe": 175}
    assert all(keys == ["verbal_vs_chips"] for keys in report["final_settings"].values())
    assert report["summary"] == "tda-nlhe and cash-nlhe: 1 of 2 rulings and 4 final answers differ."


def test_compare_prints_the_summary_first_and_stays_short() -> None:
    result = CliRunner().invoke(
        build_app(), ["compare", "disputes-verbal", "--rules", "tda-nlhe", "--rules", "cash-nlhe"]
    )
    assert result.exit_code == 1
    lines = result.stdout.splitlines()
    assert (
        lines[0]
        == "disputes-verbal: tda-nlhe and cash-nlhe: 1 of 2 rulings and 4 final answers differ."
    )
    # One row for the ruling and one per final answer that differs, each "because of" one
    # setting: the 140 lines it took when every differing setting was listed on every row.
    assert len(lines) < 40
    assert "ante_mode" not in result.stdout
    assert "min_raise_basis" not in result.stdout


def test_a_difference_no_one_setting_makes_alone_names_them_all() -> None:
    from floorcli.answers.compare import _causes

    settings = {"straddle": {"a": "none", "b": "utg"}, "ante_mode": {"a": "none", "b": "all"}}
    # Neither setting moves the row when set alone: the row needs both, so both are named.
    unchanged = {"straddle": [([], {"to_call": 25})], "ante_mode": [([], {"to_call": 25})]}
    assert _causes(settings, unchanged, lambda p: p[1]["to_call"] != 25) == [
        "straddle",
        "ante_mode",
    ]
    moved = {"straddle": [([], {"to_call": 50})], "ante_mode": [([], {"to_call": 25})]}
    assert _causes(settings, moved, lambda p: p[1]["to_call"] != 25) == ["straddle"]
