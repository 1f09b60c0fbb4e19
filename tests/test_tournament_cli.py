"""`floorcli balance`, `floorcli break` and `floorcli colorup` through typer's CliRunner: the
words, the JSON keys, the exit codes, and bad input as one line naming the file and line."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import build_app

ROOT = Path(__file__).resolve().parent.parent
ROOMS = ROOT / "examples" / "rooms"
runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(build_app(), list(args), env={"COLUMNS": "100"})
    return result.exit_code, result.stdout, result.stderr


def write(tmp_path: Path, text: str, name: str = "room.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("command", ["balance", "break", "colorup"])
def test_every_command_has_help(command: str) -> None:
    code, out, _ = run(command, "--help")
    assert code == 0 and "Usage" in out and "--json" in out


def test_the_commands_come_after_blinds_in_help() -> None:
    _, out, _ = run("--help")
    names = re.findall(r"^  (\w+) ", out, flags=re.MULTILINE)
    at = names.index("blinds")
    assert names[at : at + 4] == ["blinds", "balance", "break", "colorup"]


def test_balance_json_and_exit_1_when_a_player_must_move() -> None:
    # The Addendum's Rule 11-D example: table 1 (5 players) halts, Fay moves (halt-11d.yaml).
    code, out, err = run("balance", str(ROOMS / "halt-11d.yaml"), "--json")
    assert (code, err) == (1, "")
    data = json.loads(out)
    assert set(data) == {"room", "balance_within", "tables", "moves", "after", "balanced"}
    assert set(data["tables"][0]) == {
        "table", "players", "short", "out_of_balance", "halt", "explanation", "rule",
    }  # fmt: skip
    assert [t["out_of_balance"] for t in data["tables"]] == [True, False]  # 8 - 5 = 3 > 1
    assert [t["halt"] for t in data["tables"]] == [True, False]
    (move,) = data["moves"]
    assert set(move) == {
        "move", "player", "stack", "from_table", "from_seat", "to_table", "to_seat",
        "position", "explanation", "rule",
    }  # fmt: skip
    assert (move["player"], move["stack"], move["to_table"], move["to_seat"]) == (
        "Fay", 25000, 1, 6,
    )  # fmt: skip
    assert data["after"] == [{"table": 1, "players": 6}, {"table": 2, "players": 7}]


BALANCED = """\
table_seats: 9
tables:
  1: {button: 1, seats: {1: Ann, 2: Bob, 3: Cy}}
  2: {button: 2, seats: {1: Dee, 2: Eve, 3: Fay, 4: Gus}}
"""


def test_balance_exit_0_when_nothing_is_to_do(tmp_path: Path) -> None:
    # 4 - 3 = 1: within one, and fewer than 3 short: nobody moves, nothing halts.
    code, out, _ = run("balance", str(write(tmp_path, BALANCED)))
    assert code == 0
    assert "No move: the tables are balanced (balanced within 1)." in out


def test_break_with_a_seed_draws_the_same_again() -> None:
    room = str(ROOMS / "three-tables.yaml")
    first = run("break", room, "--seed", "7")
    assert first == run("break", room, "--seed", "7")
    assert first[0] == 0
    assert f"The same draw again: floorcli break {room} --seed 7" in first[1]


def test_break_without_a_seed_prints_the_one_it_drew() -> None:
    room = str(ROOMS / "three-tables.yaml")
    code, out, _ = run("break", room, "--json")
    data = json.loads(out)
    assert code == 0
    again = json.loads(run("break", room, "--json", "--seed", str(data["seed"]))[1])
    assert again == data
    assert set(data) == {
        "table", "explanation", "seed", "seat_cards", "stacked", "draws", "after",
        "balanced", "rule",
    }  # fmt: skip
    assert set(data["draws"][0]) == {
        "player", "stack", "from_seat", "card", "to_table", "to_seat", "position",
    }  # fmt: skip


def test_colorup_json() -> None:
    code, out, _ = run("colorup", str(ROOMS / "colorup.yaml"), "--seed", "1", "--json")
    data = json.loads(out)
    assert code == 0
    # 7 + 2 + 5 + 1 + 3 + 0 = 18 chips of 25 = 450 before; the odd chips 3 + 2 + 1 + 1 + 3 =
    # 10 x 25 = 250 = 2 x 100 + 50, half a chip rounds up: 3 raced.
    assert (data["value_before"], data["odd_chips"], data["raced"]) == (450, 10, 3)
    assert sum(p["won"] for p in data["players"]) == 3


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("tabels: {}\n", 1, "unknown key 'tabels' in a room file (did you mean 'tables'?)"),
        ("game: holdem\ntables: {}\n", 1, "game: 'holdem' is not one of flop, mixed, stud"),
        ("table_seats: 12\n", 1, "table_seats: 12: write the seats per table, 2 to 10"),
        ("tables: []\n", 1, "tables: write each table by number"),
        ("tables:\n  1: {button: 1, seats: {11: Ann}}\n", 2, "seats: 11 is not a seat"),
        (
            "tables:\n  1: {button: 1, seats: {1: Ann, 2: Bob}}\n  2: {button: 1, seats: {1: ann}}\n",
            3,
            "table 2 seat 1: ann is already seated at table 1 seat 1",
        ),
        (
            "tables:\n  1:\n    button: 1\n    small_blind: 3\n    big_blind: 2\n"
            "    seats: {1: Ann, 2: Bob, 3: Cy}\n",
            5,
            "button 1, small blind 3, big blind 2 do not go clockwise",
        ),
        (
            "game: stud\ntables:\n  1:\n    button: 1\n    seats: {1: Ann}\n",
            4,
            "a stud room has no button or blinds",
        ),
        (
            "break_order: [1, 4]\ntables:\n  1: {button: 1, seats: {1: Ann, 2: Bob}}\n",
            1,
            "break_order: 4 is not a table of the room",
        ),
        (
            "move_from: random\ntables:\n  1: {button: 1, seats: {1: Ann, 2: Bob}}\n",
            1,
            "move_from: 'random': write break-order, table-number, or a list of tables",
        ),
        (
            "tables:\n  1: {button: 1, seats: {1: {name: Ann, stack: -5}, 2: Bob}}\n",
            2,
            "stack -5 is not a positive whole number of chips",
        ),
    ],
)
def test_a_bad_room_is_one_line_with_file_and_line(
    tmp_path: Path, text: str, line: int, words: str
) -> None:
    path = write(tmp_path, text)
    code, out, err = run("balance", str(path))
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    assert err.startswith(f"error: {path}:{line}: ")
    assert words in err


def test_stud_balancing_asks_which_seat_opened_last(tmp_path: Path) -> None:
    text = (
        "game: stud\ntables:\n  1:\n    seats: {1: Ann, 2: Bob}\n"
        "  2:\n    seats: {1: Cy, 2: Dee, 3: Eve, 4: Fay, 5: Gus}\n"
    )
    path = write(tmp_path, text)
    code, _, err = run("balance", str(path))
    assert code == 2
    assert err == (
        f"error: {path}:3: table 1: which seat opened last? Stud balancing fills it (TDA 2024 "
        "Rule 11-A); write the open seats in the order their players left, e.g. "
        "'opened: [3, 9]'\n"
    )


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("remove: 25\nnext: 30\nseats: {1: {name: Ann, chips: 1}}\n", 2, "next: 30"),
        ("remove: 25\nnext: 100\nseats: {1: {name: Ann, chips: -1}}\n", 3, "chips: -1"),
        (
            "remove: 25\nnext: 100\nseats:\n  1: {name: Ann, chips: 4, stack: 50}\n",
            4,
            "at least the 4 x 25 = 100 being colored up",
        ),
        ("remove: 25\nnxt: 100\n", 2, "(did you mean 'next'?)"),
    ],
)
def test_a_bad_colorup_file_is_one_line(tmp_path: Path, text: str, line: int, words: str) -> None:
    path = write(tmp_path, text, "colorup.yaml")
    code, out, err = run("colorup", str(path))
    assert (code, out) == (2, "")
    assert err.startswith(f"error: {path}:{line}: ") and err.count("\n") == 1
    assert words in err


@pytest.mark.parametrize("command", ["balance", "break", "colorup"])
def test_a_missing_file_is_one_line(command: str, tmp_path: Path) -> None:
    code, out, err = run(command, str(tmp_path / "nothing.yaml"))
    assert (code, out) == (2, "")
    assert err.startswith("error: ") and err.count("\n") == 1


def test_text_from_the_file_reaches_the_terminal_escaped(tmp_path: Path) -> None:
    text = (
        'tables:\n  1: {button: 1, seats: {1: "Ann\\e]52;c;aGk=\\a", 2: Bob}}\n'
        "  2: {button: 1, seats: {1: Cy, 2: Dee, 3: Eve, 4: Fay}}\n"
    )
    code, out, _ = run("balance", str(write(tmp_path, text)))
    assert code == 1
    assert "\x1b" not in out and "\x07" not in out
    code, _, err = run("balance", str(write(tmp_path, 'tables:\n  "x\\e[2J": {}\n', "bad.yaml")))
    assert code == 2 and "\x1b" not in err and "\\x1b[2J" in err


def test_break_when_the_other_tables_have_no_room(tmp_path: Path) -> None:
    text = (
        "table_seats: 3\nbreak_order: [1]\ntables:\n  1: {button: 1, seats: {1: Ann, 2: Bob}}\n"
        "  2: {button: 1, seats: {1: Cy, 2: Dee}}\n"
    )
    path = write(tmp_path, text)
    code, _, err = run("break", str(path))
    assert code == 2
    assert err == (
        f"error: {path}: table 1 cannot break yet: its 2 players need 2 open seats and the "
        "other tables have 1\n"
    )
