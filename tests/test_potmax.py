"""`floorcli potmax` and `floorcli.betting.potlimit`: the pot-limit maximum both ways.

Numbers from seed 000 (Pot limit, Table 1 and (3L+T)+S; pot-limit pre-flop variants).
"""

from __future__ import annotations

import doctest
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.answers.load import load_hand
from floorcli.betting import potlimit
from floorcli.cli.app import app
from floorcli.engine.options import options
from floorcli.engine.replay import replay_hand

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def potmax(*args: str) -> dict[str, object]:
    result = runner.invoke(app, ["potmax", *args, "--json"])
    assert result.exit_code == 0, result.output
    data: dict[str, object] = json.loads(result.stdout)
    return data


def test_potlimit_doctests() -> None:
    assert doctest.testmod(potlimit).failed == 0


def test_table_1_player_b_pots_for_35() -> None:
    # Seed 000 Table 1: 20 from the first round, A bets 5; B's pot: call 5, pot
    # 20 + 5 + 5 = 30, so the raise is to 5 + 30 = 35.
    data = potmax("--pot", "20", "--bets", "5")
    assert (data["max_raise_to"], data["to_call"], data["pot_after_call"]) == (35, 5, 30)


def test_table_1_player_d_3l_t_s_is_165() -> None:
    # Seed 000: L = 35 (C's call), T = 5 + 35 = 40, S = 20: (3 x 35 + 40) + 20 = 165;
    # the pot count agrees: 20 + 5 + 35 + 35 + D's call 35 = 130, 35 + 130 = 165.
    data = potmax("--pot", "20", "--bets", "5,35,35")
    assert (data["last"], data["trail"], data["start"]) == (35, 40, 20)
    assert data["max_raise_to"] == 165
    assert data["pot_after_call"] == 130
    assert data["shortcut"] == "(3L+T)+S = 3 x 35 + 40 + 20 = 165"
    assert data["pot_count"] == "35 + a pot-size raise of 130 (95 in the pot + 35 to call) = 165"


def test_own_chips_in_the_round_come_off() -> None:
    # Table 1 after D's pot to 165: A has 5 in. Pot 20 + 5 + 35 + 35 + 165 = 260, A calls
    # 160 -> 420; raise to 165 + 420 = 585 = 3 x 165 + 75 + 20 - 5.
    data = potmax("--pot", "20", "--bets", "5,35,35,165", "--mine", "5")
    assert (data["max_raise_to"], data["to_call"], data["adds"]) == (585, 160, 580)


@pytest.mark.parametrize(
    ("variant", "blinds", "expected"),
    [
        # True pot: the first maximum raise is seven times the small blind (1/2: 7).
        ("true-pot", "1,2", 7),
        # Assumed call: four times the big blind (2/5: 20), the small blind counted as 5.
        ("assumed-call", "2,5", 20),
        # As posted with 2/5: pot 7 + call 5 = 12, raise to 5 + 12 = 17.
        ("posted", "2,5", 17),
    ],
)
def test_preflop_variants(variant: str, blinds: str, expected: int) -> None:
    data = potmax("--blinds", blinds, "--preflop", variant)
    assert data["max_raise_to"] == expected


def test_engine_and_calculator_agree_on_table_1() -> None:
    # The shipped hand of Table 1 ends with D to act: the engine's maximum is the same 165.
    state = replay_hand(load_hand(EXAMPLES / "pot-limit-table-1.yaml")).final
    opts = options(state)
    limit = potlimit.pot_limit(
        start=state.pot_total - sum(p.bet for p in state.players),
        bets=[p.bet for p in state.players],
        mine=state.players[state.actor or 0].bet,
        current_bet=state.current_bet,
    )
    assert opts.max_raise_to == limit.max_to == 165
    assert opts.max_raise is not None
    assert limit.max_text() in opts.max_raise.why


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bets", "5", "--mine", "3"], "--mine 3 is not one of the bets"),
        (["--bets", "5,x"], "'x' is not an amount"),
        (["--blinds", "1,2", "--preflop", "half"], "not one of true-pot"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["potmax", *args])
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.output


def test_text_output_shows_both_methods() -> None:
    result = runner.invoke(app, ["potmax", "--pot", "20", "--bets", "5,35,35"])
    assert result.exit_code == 0
    assert "max raise to   165" in result.stdout
    assert "3 x 35 + 40 + 20 = 165" in result.stdout
    assert "(95 in the pot + 35 to call)" in result.stdout


def test_minimum_raise_is_the_bet_plus_the_last_full_raise() -> None:
    # Seed 000 Table 1: A bets 5, B raises to 35 (a raise of 35 - 5 = 30), C calls 35. The
    # next raise is at least the last full raise (TDA 2024 Rule 43-A): 35 + 30 = 65.
    data = potmax("--pot", "20", "--bets", "5,35,35")
    assert data["min_raise_to"] == 65
    assert "TDA 2024 Rule 43-A" in str(data["explanation"])


def test_minimum_raise_pre_flop_is_two_big_blinds() -> None:
    # Blinds 1-2, nobody has raised: the big blind of 2 is the last full bet, so the minimum
    # raise is to 2 + 2 = 4 (TDA 2024 Rule 43-A); the pot maximum is 2 + (1 + 2 + 2) = 7.
    data = potmax("--blinds", "1,2")
    assert (data["min_raise_to"], data["max_raise_to"]) == (4, 7)


def test_a_short_all_in_leaves_the_last_full_raise() -> None:
    # Blinds 5-10: raise to 30 (a full raise of 20), a short all-in to 40 (only 10 more):
    # it does not change the last full raise (TDA 2024 Rule 47), so the minimum is
    # 40 + 20 = 60.
    data = potmax("--blinds", "5,10", "--bets", "5,10,30,40")
    assert data["min_raise_to"] == 60


def test_stack_caps_the_maximum_at_all_in() -> None:
    # Table 1, player D may pot to 165, but with 100 behind and nothing in yet the all-in is
    # to 0 + 100 = 100: that is the most D can raise to.
    data = potmax("--pot", "20", "--bets", "5,35,35", "--stack", "100")
    assert (data["max_raise_to"], data["pot_max_to"], data["adds"]) == (100, 165, 100)


def test_positional_pot() -> None:
    # Seed 000, Pot limit: with nothing bet, the maximum bet is the pot: 100.
    result = runner.invoke(app, ["potmax", "100"])
    assert result.exit_code == 0, result.output
    # Nothing bet: a bet, not a raise; the smallest is the big blind, a number once given.
    assert result.stdout.startswith(
        "max bet        100\nmin bet        the big blind (--big-blind N)\n"
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([], "nothing to count: give the pot (potmax 100)"),
        (["--blinds", "2,1"], "write --blinds 1,2"),
        (["10", "--pot", "3"], "give the pot once"),
    ],
)
def test_potmax_refuses(args: list[str], message: str) -> None:
    result = runner.invoke(app, ["potmax", *args])
    assert result.exit_code == 2
    assert message in result.stderr
    assert "Traceback" not in result.output


@pytest.mark.parametrize("bets", ["5,,35", "5,35,", ",5,35", "5//35"])
def test_a_bet_left_out_between_commas_is_refused_not_dropped(bets: str) -> None:
    # Read as 5,35 the pot would lack the bet left out: with it (say 5,15,35) the maximum
    # is 35 + (100 + 5 + 15 + 35 + 35) = 225, without it 35 + (100 + 5 + 35 + 35) = 210.
    result = runner.invoke(app, ["potmax", "100", "--bets", bets])
    assert result.exit_code == 2
    assert f"'--bets {bets}': nothing between two commas" in result.output
    assert "--bets 5,35 if there is none" in result.output


def test_thousands_written_with_commas_in_a_list_are_refused() -> None:
    # Read item by item, '--bets 1,000,2,000' is four bets 1, 0, 2 and 0: a maximum of
    # 2 + (100 + 1 + 2 + 2) = 107 where 2000 + (100 + 1000 + 2000 + 2000) = 7100 was meant.
    result = runner.invoke(app, ["potmax", "100", "--bets", "1,000,2,000"])
    assert result.exit_code == 2
    assert "'000' is no amount (a leading 0)" in result.output
    assert "write 1,000 as 1000" in result.output
