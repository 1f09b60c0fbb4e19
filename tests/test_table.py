"""`floorcli table`: the live session logic, and the command driven in a real pseudo-terminal."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from floorcli.answers.hand import ask_report, ruling_dict
from floorcli.answers.load import load_hand
from floorcli.engine.replay import replay_hand
from floorcli.table.hand import Table, hand_from_flags, start_table
from floorcli.textio.atomic import write_atomic
from floorcli.textio.yamlsrc import LineDict, load_yaml, read_yaml_file

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
FLAGS = ["--stacks", "1000,1000,1000,1000", "--blinds", "5,10", "--button", "4"]


def new_table(**flags: str | int | None) -> Table:
    data = hand_from_flags(
        rules=str(flags.get("rules", "tda-nlhe")),
        blinds=str(flags.get("blinds", "5,10")),
        ante=None,
        button=4,
        stacks=str(flags.get("stacks", "1000,1000,1000,1000")),
        seats=None,
    )
    return start_table(data, file="flags").table


def enter_all(table: Table, *lines: str) -> Table:
    for line in lines:
        table = table.enter(line).table
    return table


# ---------------------------------------------------------------- the session logic


def test_each_action_gets_a_ruling_and_moves_the_hand_on() -> None:
    table = new_table()
    outcome = table.enter("3 raise 25")
    assert outcome.ruling is not None and outcome.ruling.verdict.value == "ok"
    assert outcome.table.state.to_act is not None and outcome.table.state.to_act.seat == 4


def test_a_mistyped_line_gets_a_hint_and_changes_nothing() -> None:
    table = new_table()
    outcome = table.enter("3 riase 25")
    assert "unknown action 'riase'" in outcome.hint
    assert outcome.table.state == table.state
    assert outcome.table.log == ("3 riase 25",)


def test_an_illegal_action_is_ruled_on_but_not_added() -> None:
    # Seat 3 faces the big blind of 10: a check is refused, the hand stays where it was.
    table = new_table()
    outcome = table.enter("3 check")
    assert outcome.ruling is not None and outcome.ruling.verdict.value == "illegal"
    assert not outcome.stood and outcome.table.steps == ()


def test_a_seat_not_dealt_in_gets_a_hint() -> None:
    outcome = new_table().enter("9 call")
    assert "no seat 9" in outcome.hint


def test_undo_returns_to_the_state_before_and_keeps_the_line_in_the_log() -> None:
    table = new_table()
    before = table.state
    table = table.enter("3 raise 25").table
    table, step = table.undo()
    assert step is not None and step.text == "3 raise 25"
    assert table.state == before
    assert table.log == ("3 raise 25", "undo")


def test_street_markers_are_checked() -> None:
    table = new_table()
    assert "cannot be dealt yet" in table.enter("flop").hint
    table = enter_all(table, "3 call", "4 call", "1 call", "2 check")
    outcome = table.enter("flop Ah Kd 2c")
    assert outcome.stood and outcome.table.steps[-1].text == "flop Ah Kd 2c"


def test_saved_file_replays_to_the_same_rulings(tmp_path: Path) -> None:
    # Seed 001 Situation 4's shape: a raise to 20, a short all-in to 26 that does not re-open.
    table = new_table(stacks="1000,1000,1000,1000")
    table = enter_all(
        table, "3 raise 20", "4 raise 2O", "4 call", "1 fold", "2 raise 45", "3 call", "flop"
    )
    table, _ = table.undo()
    table = table.enter("4 call").table
    path = tmp_path / "hand.yaml"
    write_atomic(path, table.hand_file_text())
    table = table.saved()
    assert not table.dirty
    replayed = replay_hand(load_hand(path))
    assert [ruling_dict(r) for r in replayed.rulings] == [ruling_dict(r) for r in table.rulings]
    assert replayed.final.players == table.state.players
    assert ask_report(replayed.final) == ask_report(table.state)
    text = path.read_text(encoding="utf-8")
    # Nothing typed is lost: the mistyped and undone lines are kept as notes.
    assert "4 raise 2O" in text and "- undo" in text


def test_start_from_a_hand_file_replays_its_actions() -> None:
    # Seed 000 Table 1: the shipped hand stops with D to act, max raise 165.
    path = EXAMPLES / "pot-limit-table-1.yaml"
    data = read_yaml_file(path)
    outcome = start_table(data, file=str(path), base=path.parent)  # type: ignore[arg-type]
    assert outcome.stood
    assert outcome.table.rulings == replay_hand(load_hand(path)).rulings


def test_a_stud_street_marker_deals_the_street() -> None:
    # Seed 002, Bring-in: 4 x 1 ante + the bring-in of 2 called by all = 4 + 8 = 12; the
    # fourth-street upcards decide who acts first (Robert's Rules, Seven-Card Stud: the high
    # hand showing, here seat 1's pair of kings), so the marker must deal them.
    text = (
        "rules: stud\nsmall_bet: 5\nbig_bet: 10\nbring_in: 2\nante: 1\n"
        "seats: {1: 200, 2: 200, 3: 200, 4: 200}\nupcards: {1: Kh, 2: 3d, 3: 3c, 4: 9s}\n"
    )
    data = load_yaml(text, "stud.yaml")
    assert isinstance(data, LineDict)
    table = start_table(data, file="stud.yaml").table
    table = enter_all(table, "4 call", "1 call", "2 call", "3 check")
    assert table.state.actor is None
    table = table.enter("fourth 1:Kd 2:7h 3:8c 4:2s").table
    assert table.state.to_act is not None and table.state.to_act.seat == 1
    assert ask_report(table.state)["pots"] == [{"amount": 12, "eligible": [1, 2, 3, 4]}]


# ---------------------------------------------------------------- the command in a terminal


def spawn(*args: str, cwd: Path) -> pexpect.spawn:
    child = pexpect.spawn(
        sys.executable,
        ["-m", "floorcli", "table", *args],
        cwd=str(cwd),
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 200),
        env={**os.environ, "TERM": "dumb"},  # plain text: no colour codes to match around
    )
    child.expect("table> ")
    return child


def test_terminal_session_answers_each_action(tmp_path: Path) -> None:
    child = spawn(*FLAGS, cwd=tmp_path)
    child.sendline("3 raise 25")
    # 25 is 15 over the big blind of 10: the next raise is to at least 25 + 15 = 40.
    child.expect(r"ok  Seat 3 raises to 25")
    child.expect(r"preflop \| Seat 4 to act: call 25 · raise 40-1,000 · fold \| pot 40")
    child.expect("table> ")
    child.sendline("4 rasie 80")
    child.expect(r"\? '4 rasie 80': unknown action 'rasie'")
    child.expect("table> ")
    child.sendline("undo")
    child.expect("undone: 3 raise 25")
    child.expect(r"Seat 3 to act: call 10")
    child.expect("table> ")
    child.sendline("pots")
    child.expect(r"main pot 15 \(seats 1, 2, 3, 4\)")
    child.expect("table> ")
    child.sendline("save mine.yaml")
    child.expect("saved 0 lines to mine.yaml")
    child.expect("table> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert (tmp_path / "mine.yaml").is_file()


def test_ctrl_c_offers_to_save(tmp_path: Path) -> None:
    child = spawn(*FLAGS, cwd=tmp_path)
    child.sendline("3 call")
    child.expect("Seat 3 calls")
    child.expect("table> ")
    child.sendintr()
    child.expect(r"Save this hand\? file name \[table-.*\.yaml\], or 'n' to leave without: ")
    child.sendline("kept.yaml")
    child.expect("saved 1 line to kept.yaml")
    child.expect(r"error: stopped \(Ctrl-C\)")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130  # 128 + SIGINT, after saving: as every command (issue 21)
    result = subprocess.run(
        [sys.executable, "-m", "floorcli", "replay", "kept.yaml", "--json"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    )
    assert [r["input"] for r in json.loads(result.stdout)["rulings"]] == ["3 call"]


def test_end_of_input_at_a_terminal_asks_too_and_n_leaves(tmp_path: Path) -> None:
    child = spawn(*FLAGS, cwd=tmp_path)
    child.sendline("3 call")
    child.expect("Seat 3 calls")
    child.expect("table> ")
    child.sendeof()
    child.expect("Save this hand")
    child.sendline("n")
    child.expect("left without saving")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert list(tmp_path.iterdir()) == []


def test_piped_input_saves_to_an_auto_named_file(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *FLAGS],
        input="3 call\n4 fold\n",
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    saved = list(tmp_path.glob("table-*.yaml"))
    assert len(saved) == 1
    assert f"saved 2 lines to {saved[0].name}" in result.stdout


def test_json_lines(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *FLAGS, "--json", "--save", "h.yaml"],
        input="3 raise 25\n",
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    answer = next(r for r in rows if r.get("input") == "3 raise 25")
    assert answer["ruling"]["verdict"] == "ok"
    assert (answer["state"]["to_act"], answer["state"]["min_raise_to"]) == (4, 40)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--blinds", "5,10"], "give the seats as --stacks"),
        (["--stacks", "100,x"], "'x' is not an amount"),
        (["--stacks", "100,100", "--rules", "nope"], "nope"),
    ],
)
def test_bad_start_is_one_line_and_exit_2(tmp_path: Path, args: list[str], message: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *args],
        input="",
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr
