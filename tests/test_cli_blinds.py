"""`floorcli blinds SESSION` through typer's CliRunner, registered as the main app will register it."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from typer.testing import CliRunner

from floorcli.answers.load import load_hand
from floorcli.cli.app import build_app
from floorcli.cli.blinds import blinds
from floorcli.engine.replay import replay_hand

app = typer.Typer()
app.command()(blinds)


@app.callback()
def _root() -> None:
    """Stand-in for the main app."""


runner = CliRunner()

SESSION = """\
rules: tda-nlhe
blinds: [1, 2]
seats: {1: Frank, 2: Alice, 3: Bob, 4: Carol, 5: David, 6: Ellen}
button: 1
events: {1: {leave: [Bob]}}
hands: 3
"""
HAND_KEYS = {"hand", "button", "button_dead", "small_blinds", "big_blinds", "posts", "explanation"}
POST_KEYS = {"seat", "name", "amount", "kind", "live"}


def write(tmp_path: Path, text: str, name: str = "session.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["blinds", *args], env={"COLUMNS": "200"})
    return result.exit_code, result.stdout, result.stderr


def test_help() -> None:
    code, out, _ = run("--help")
    assert code == 0
    assert "--write-hand" in out and "--json" in out


def test_json_has_the_pinned_keys(tmp_path: Path) -> None:
    # seed 002, Dead button rule: Bob (the big blind) busts: Alice gets the button, no small blind,
    # Carol posts the big blind; next hand the button is dead on Bob's seat.
    code, out, err = run(str(write(tmp_path, SESSION)), "--json")
    assert (code, err) == (0, "")
    data = json.loads(out)
    assert [h["hand"] for h in data["hands"]] == [1, 2, 3]
    for hand in data["hands"]:
        assert set(hand) >= HAND_KEYS
        for post in hand["posts"]:
            assert set(post) == POST_KEYS
    second, third = data["hands"][1], data["hands"][2]
    assert (second["button"], second["button_dead"], second["small_blinds"]) == (2, False, [])
    assert second["big_blinds"] == [4]
    assert second["posts"] == [
        {"seat": 4, "name": "Carol", "amount": 2, "kind": "big blind", "live": True}
    ]
    assert (third["button"], third["button_dead"], third["small_blinds"]) == (3, True, [4])


def test_table_shows_each_hand_then_the_reasons(tmp_path: Path) -> None:
    code, out, _ = run(str(write(tmp_path, SESSION)))
    assert code == 0
    assert "3 (dead)" in out
    assert "Hand 3: Dead button: the big blind moves forward one player" in out
    assert "button_rule: dead (TDA 2024 Rule 32" in out


def test_a_bad_session_is_one_line_on_stderr_and_exit_2(tmp_path: Path) -> None:
    path = write(tmp_path, SESSION.replace("leave: [Bob]", "leave: [Zed]"))
    code, out, err = run(str(path), "--json")
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    assert err.startswith(f"error: {path}:5: events: 1: leave: 'Zed' is not seated")


def test_a_missing_file_is_exit_2(tmp_path: Path) -> None:
    code, _, err = run(str(tmp_path / "nope.yaml"))
    assert code == 2
    assert "cannot read" in err


def test_write_hand_writes_a_hand_file_replay_reads(tmp_path: Path) -> None:
    out_file = tmp_path / "hand2.yaml"
    code, out, err = run(str(write(tmp_path, SESSION)), "--write-hand", "2", str(out_file))
    assert code == 0
    assert "wrote hand 2" in err
    assert "Button and blinds" in out
    hand = load_hand(out_file)
    assert hand.button == 2
    result = replay_hand(hand)
    assert result.stands
    posted = {p.seat: p.live for p in result.final.players if p.live}
    assert posted == {4: 2}  # no small blind: Bob's seat is empty (seed 002, Dead button rule)


def test_write_hand_to_stdout(tmp_path: Path) -> None:
    code, out, _ = run(str(write(tmp_path, SESSION)), "--write-hand", "3", "-")
    assert code == 0
    assert out.startswith("# Hand 3 of session.yaml")
    assert "button: 3\n" in out


def test_write_hand_out_of_range_is_exit_2(tmp_path: Path) -> None:
    code, _, err = run(str(write(tmp_path, SESSION)), "--write-hand", "4", "x.yaml")
    assert code == 2
    assert "--write-hand 4: the session has hands 1 to 3" in err
    assert not (tmp_path / "x.yaml").exists()


def test_the_table_shows_who_sat_in_each_seat_at_that_hand(tmp_path: Path) -> None:
    # Alice (seat 2) posts the small blind in hand 1 (left of button seat 1; seed 000,
    # Blinds) and leaves; Zed takes seat 2 after hand 2. Hand 1's row names Alice, not Zed.
    session = tmp_path / "night.yaml"
    session.write_text(
        "rules: cash-nlhe\nblinds: [1, 2]\n"
        "seats: {1: Frank, 2: Alice, 3: Bob, 4: Carol}\nbutton: 1\n"
        "events: {1: {leave: [Alice]}, 2: {join: {2: {name: Zed, stack: 200}}}}\nhands: 4\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(build_app(), ["blinds", str(session)], terminal_width=200)
    rows = [line for line in result.stdout.splitlines() if line.startswith("│")]
    assert rows[0].split("│")[3].strip() == "2 Alice"
    assert "2 Zed" in rows[-1]


LONG = """\
rules: cash-nlhe
blinds: [1, 2]
seats: {1: Ann, 2: Ben, 3: Cal, 4: Dee}
button: 1
events: {120: {away: [Cal]}, 130: {back: [Cal]}}
hands: 250
"""


def test_a_long_session_prints_a_table_per_hundred_hands(tmp_path: Path) -> None:
    # Streamed output (issue 15): 250 hands print as hands 1-100, 101-200 and 201-250, each
    # table followed by its hands' reasons, in hand order.
    code, out, err = run(str(write(tmp_path, LONG)))
    assert (code, err) == (0, "")
    assert out.count("Button and blinds:") == 3
    assert out.count("(hands 101-200)") == 1 and out.count("(hands 201-250)") == 1
    assert out.index("(hands 101-200)") < out.index("(hands 201-250)")
    reasons = [int(line.split(":")[0][5:]) for line in out.splitlines() if line.startswith("Hand ")]
    assert reasons == list(range(1, 251))


def test_streamed_json_is_the_whole_report(tmp_path: Path) -> None:
    from floorcli.sessions.file import load_session
    from floorcli.sessions.plan import plan_hands, session_report

    path = write(tmp_path, LONG)
    code, out, err = run(str(path), "--json")
    assert (code, err) == (0, "")
    loaded = load_session(path)
    assert out == json.dumps(session_report(loaded, plan_hands(loaded)), indent=2) + "\n"


def test_a_session_refused_late_prints_nothing(tmp_path: Path) -> None:
    # Every hand is planned before the first is printed: no half table, no half JSON document.
    text = LONG.replace("130: {back: [Cal]}", "230: {back: [Carl]}")
    for extra in ((), ("--json",)):
        code, out, err = run(str(write(tmp_path, text)), *extra)
        assert (code, out) == (2, "")
        assert "events: 230: back: 'Carl' is not seated" in err
