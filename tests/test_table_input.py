"""Fast input at the table (`floorcli.table.typed`) and games started from `--set` flags.

Every table here: blinds 5/10, button 4, seats 1-4 with 1000 each unless said, so seat 1 posts
the small blind 5, seat 2 the big blind 10, and seat 3 acts first.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from floorcli.errors import FloorError
from floorcli.table.hand import Table, hand_from_flags, start_table


def new_table(rules: str = "tda-nlhe", *settings: str, seats: str | None = None) -> Table:
    data = hand_from_flags(
        rules=rules,
        blinds="5,10",
        ante=None,
        button=4,
        stacks=None if seats else "1000,1000,1000,1000",
        seats=seats,
        settings=list(settings),
    )
    return start_table(data, file="flags").table


def entered(table: Table, *lines: str) -> list[str]:
    """The hand as it stands after typing `lines` (each must stand)."""
    for line in lines:
        outcome = table.enter(line)
        assert outcome.stood, (line, outcome.hint, outcome.ruling)
        table = outcome.table
    return [step.text for step in table.steps]


def test_the_seat_may_be_left_out_when_it_is_that_seats_turn() -> None:
    # Seat 3 is first to act preflop, then 4, 1 and 2 (clockwise from the big blind).
    assert entered(new_table(), "call", "raise 30", "fold") == ["3 call", "4 raise 30", "1 fold"]


def test_one_letter_verbs() -> None:
    # f x c b r a: fold, check, call, bet or raise (whichever is legal), all-in.
    hand = entered(new_table(), "c", "f", "c", "x", "b 20", "r 40", "a", "f", "f")
    # After '2 check' the preflop round is closed and the flop opens with seat 1.
    assert hand == [
        *("3 call", "4 fold", "1 call", "2 check"),
        *("1 bet 20", "2 raise 40", "3 allin", "1 fold", "2 fold"),
    ]


def test_b_and_r_are_the_legal_one_of_bet_and_raise() -> None:
    # Preflop the big blind is a bet, so 'b 30' is a raise; on an unopened flop 'r 20' is a bet.
    assert entered(new_table(), "b 30")[-1] == "3 raise 30"
    table = new_table()
    for line in ("c", "c", "c", "x"):
        table = table.enter(line).table
    assert entered(table, "r 20")[-1] == "1 bet 20"


def test_min_and_max_in_no_limit() -> None:
    # TDA 2024 Rule 40: a raise is at least the previous bet or raise: 10 + 10 = 20.
    # No-limit: the most is all-in, seat 3's 1000.
    assert entered(new_table(), "r min")[-1] == "3 raise 20"
    assert entered(new_table(), "r max")[-1] == "3 raise 1000"


def test_pot_in_pot_limit() -> None:
    # TDA 2024 Rule 54 / Robert's Rules, pot-limit: call first, then raise the pot.
    # Blinds 5 + 10 = 15 in; seat 3 calls 10 -> 25; raise by 25 to 10 + 25 = 35.
    assert entered(new_table("tda-plo"), "r pot")[-1] == "3 raise 35"
    # 'max' in pot limit is the same pot-sized raise.
    assert entered(new_table("tda-plo"), "r max")[-1] == "3 raise 35"


def test_pot_in_no_limit_is_a_pot_sized_raise() -> None:
    # The same arithmetic as pot limit, (3L+T)+S: 3 x 10 + 5 = 35.
    assert entered(new_table(), "r pot")[-1] == "3 raise 35"


def test_min_for_a_player_who_may_not_raise_says_why() -> None:
    # Seat 3 is all-in for 1000; seat 4 has 1000, so calling is all it can do (no chips
    # behind for a raise): 'r min' is refused with the legal actions and changes nothing.
    table = new_table().enter("a").table
    outcome = table.enter("r min")
    assert "Seat 4 may not bet or raise now (fold, call)" in outcome.hint
    assert outcome.table.state == table.state


def test_a_misspelt_verb_gets_a_did_you_mean_and_changes_nothing() -> None:
    table = new_table()
    outcome = table.enter("4 cal")
    assert "unknown action 'cal' (did you mean 'call'?)" in outcome.hint
    assert outcome.table.state == table.state
    assert "(did you mean 'raise'?)" in table.enter("rasie 20").hint


def test_a_misspelt_name_gets_a_did_you_mean() -> None:
    table = new_table(seats="1:1000,2:Alice:1000,3:Bob:1000,4:1000")
    outcome = table.enter("Alcie call")
    assert "no player 'Alcie' (did you mean 'Alice'?)" in outcome.hint
    assert entered(table, "bob call")[-1] == "bob call"


def test_short_lines_are_saved_as_full_actions_and_not_as_notes() -> None:
    table = new_table()
    for line in ("c", "r min"):
        table = table.enter(line).table
    text = table.hand_file_text()
    assert "- 3 call\n- 4 raise 20\n" in text
    assert "notes" not in text


# ---------------------------------------------------------------- --set


def test_set_starts_a_fixed_limit_game_without_a_file() -> None:
    # Fixed limit 10/20: a raise preflop is exactly one small bet over the big blind, to 20.
    table = new_table("tda-nlhe", "structure=fixed-limit", "small_bet=10", "big_bet=20")
    assert entered(table, "r min")[-1] == "3 raise 20"
    assert entered(table, "r max")[-1] == "3 raise 20"


def test_set_spread_limit() -> None:
    # Spread 5-50 (Robert's Rules, spread limit): a raise is at least the previous bet (10),
    # so to 10 + 10 = 20, and at most the spread's 50 over it, to 10 + 50 = 60.
    table = new_table("tda-nlhe", "structure=spread-limit", "spread=[5, 50]")
    assert entered(table, "r min")[-1] == "3 raise 20"
    assert entered(table, "r max")[-1] == "3 raise 60"


@pytest.mark.parametrize(
    ("item", "message"),
    [
        ("incomplete_rase=half-bet", "did you mean 'incomplete_raise'?"),
        ("structure", "write key=value"),
    ],
)
def test_set_refuses_what_is_not_a_setting(item: str, message: str) -> None:
    with pytest.raises(FloorError, match=message.replace("?", r"\?")):
        new_table("tda-nlhe", item)


def test_set_with_a_bad_value_is_one_line_and_exit_2(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            *(sys.executable, "-m", "floorcli", "table", "--stacks", "100,100"),
            *("--set", "incomplete_raise=full"),
        ],
        input="",
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "full-bet" in done.stderr


# ---------------------------------------------------------------- cost flat in the hand's length


def test_the_live_walk_keeps_no_growing_history_and_numbers_rulings_as_replay(
    tmp_path: Path,
) -> None:
    # The live table keeps its steps in a persistent chain and the engine's walk does not
    # collect rulings (benchmarks/live_answer.py shows the cost flat to the 10,000th action);
    # the rulings are still numbered 1, 2, 3 ... as `replay` numbers them.
    from floorcli.answers.hand import ruling_dict
    from floorcli.engine.replay import replay_hand

    table = new_table()
    for line in ("r 25", "c", "f", "c", "x", "b 40", "c"):
        table = table.enter(line).table
    assert table.walk.rulings == ()
    assert [r.index for r in table.rulings] == [1, 2, 3, 4, 5, 6, 7]
    from floorcli.answers.load import load_hand
    from floorcli.textio.atomic import write_atomic

    saved = write_atomic(tmp_path / "hand.yaml", table.hand_file_text())
    again = replay_hand(load_hand(saved)).rulings
    assert [ruling_dict(r) for r in again] == [ruling_dict(r) for r in table.rulings]


# ---------------------------------------------------------------- at a terminal


def test_status_line_before_each_prompt_and_stacks(tmp_path: Path) -> None:
    import os

    import pexpect

    child = pexpect.spawn(
        sys.executable,
        ["-m", "floorcli", "table", "--stacks", "1000,1000,1000,400", "--blinds", "5,10"],
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 200),
        env={**os.environ, "TERM": "dumb"},
    )
    # Button 4 (the last seat): blinds 5 + 10 = 15 in; seat 3 owes 10; the least raise is to
    # 10 + 10 = 20 (TDA 2024 Rule 40), the most all-in for 1000.
    status = "preflop | Seat 3 to act: call 10 · raise 20-1,000 · fold | pot 15"
    child.expect_exact(status)
    child.expect_exact("table> ")
    child.sendline("r 25")
    # 25 is 15 over 10: seat 4 owes 25, may raise to 25 + 15 = 40, at most all-in for 400.
    child.expect_exact("ok  Seat 3 raises to 25")
    status = "preflop | Seat 4 to act: call 25 · raise 40-400 · fold | pot 40"
    child.expect_exact(status)
    child.expect_exact("table> ")
    # the answer ends with the status: it is not said again before the prompt
    assert status not in child.before
    child.sendline("stacks")
    child.expect(r"Seat 3\s+975 behind\s+25 in")
    child.expect(r"Seat 4\s+400 behind\s+0 in \(0 this round\)  to act")
    child.expect_exact(status)  # after another screen, before the prompt: where things stand
    child.expect_exact("table> ")
    child.sendline("quit")
    child.expect("Save this hand")
    child.sendline("n")
    child.expect(pexpect.EOF)


def test_every_shipped_fixed_limit_and_stud_profile_starts_from_flags(tmp_path: Path) -> None:
    # Razz: the highest upcard brings in (Robert's Rules of Poker v5, Razz; seed 000,
    # Bring-in: in low games the highest card brings in), so seat 1's Kh brings in and seat 2,
    # next clockwise, acts next.
    done = subprocess.run(
        [
            *(sys.executable, "-m", "floorcli", "table", "--rules", "razz"),
            *("--stacks", "1000,1000,1000", "--set", "small_bet=10", "--set", "big_bet=20"),
            *("--upcards", "1:Kh,2:3c,3:9d", "--save", "r.yaml"),
        ],
        input="c\n",
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "seat 1 bring-in" in done.stdout and "third | Seat 2 to act" in done.stdout
    assert "- 2 call" in (tmp_path / "r.yaml").read_text(encoding="utf-8")


def test_a_setting_missing_from_flags_says_to_use_set(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", "--rules", "limit-holdem", "--stacks", "9,9"],
        input="",
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "--set small_bet=10 --set big_bet=20" in done.stderr
