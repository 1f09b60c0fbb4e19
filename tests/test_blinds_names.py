"""`floorcli blinds` names its session as every command does: `-` is standard input, titled
`<stdin>` as ask, replay, compare and audit name it in messages; a shipped example session is
taken by name (as `replay situation-6` takes a hand), with did-you-mean for a misspelling."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import app

runner = CliRunner()
SESSIONS = Path(__file__).resolve().parent.parent / "examples" / "sessions"
WIDE = {"COLUMNS": "200"}


def blinds(*args: str, stdin: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, ["blinds", *args], input=stdin, env=WIDE)
    return result.exit_code, result.stdout, result.stderr


def rows(out: str) -> list[str]:
    """The printed plan from its table's top border on (the title above names the file)."""
    lines = out.splitlines()
    top = next(i for i, line in enumerate(lines) if line.startswith("┏"))
    return lines[top:]


def test_a_session_on_standard_input_is_titled_as_standard_input() -> None:
    text = (SESSIONS / "dead-big-blind-busts.yaml").read_text(encoding="utf-8")
    code, out, err = blinds("-", stdin=text)
    assert (code, err) == (0, "")
    assert out.splitlines()[0].strip() == "Button and blinds: <stdin>"
    _, from_file, _ = blinds(str(SESSIONS / "dead-big-blind-busts.yaml"))
    assert rows(out) == rows(from_file)  # the same plan, hand by hand, as from the file
    # TDA 2024 Rule 32 (dead button): Bob, the big blind of hand 1, busts; the button moves to
    # Alice for hand 2 and is dead on Bob's empty seat for hand 3
    assert "3 (dead)" in out


def test_a_played_session_on_standard_input_checks_its_hands_the_same(tmp_path: Path) -> None:
    path = tmp_path / "s.yaml"
    flags = ["--stacks", "1000,1000,1000,400", "--blinds", "5,10", "--button", "4"]
    lines = ["3 fold", "4 fold", "1 fold", "2 wins", "next", "4 fold", "1 fold", "3 wins", "next"]
    played = runner.invoke(app, ["table", *flags, "--save", str(path)], input="\n".join(lines))
    assert played.exit_code == 0, played.output
    code, out, err = blinds("-", stdin=path.read_text(encoding="utf-8"))
    expected = blinds(str(path))
    assert (code, err) == expected[0::2]
    assert out.splitlines()[0].strip() == "Button and blinds: <stdin>"
    assert rows(out) == rows(expected[1])
    assert "2 of 2 recorded hands agree" in out


def test_a_bad_session_on_standard_input_names_stdin_and_its_line() -> None:
    text = "rules: tda-nlhe\nblinds: [1, 2]\nseats: {1: Ann}\nbutton: 1\nhands: 2\n"
    code, out, err = blinds("-", stdin=text)
    assert (code, out) == (2, "")
    assert err.startswith("error: <stdin>:3: ") and err.count("\n") == 1, err
    assert "'-'" not in err and " -:" not in err


def test_json_from_standard_input_is_the_json_from_the_file() -> None:
    path = SESSIONS / "cash-night.yaml"
    code, out, _ = blinds("-", "--json", stdin=path.read_text(encoding="utf-8"))
    assert code == 0
    assert json.loads(out) == json.loads(blinds(str(path), "--json")[1])


def test_an_example_session_is_taken_by_name() -> None:
    code, out, err = blinds("cash-night")
    assert (code, err) == (0, "")
    assert rows(out) == rows(blinds(str(SESSIONS / "cash-night.yaml"))[1])
    assert blinds("cash-night.yaml")[1] == out
    named = json.loads(blinds("kill-night", "--json")[1])
    assert named == json.loads(blinds(str(SESSIONS / "kill-night.yaml"), "--json")[1])


def test_a_misspelt_example_session_gets_did_you_mean() -> None:
    code, out, err = blinds("cash-nite")
    assert (code, out) == (2, "")
    assert err == (
        "error: no file 'cash-nite' here, and no shipped example session of that name "
        "(did you mean 'cash-night'?); 'floorcli examples' lists the examples\n"
    )
    code, _, err = blinds("no-such-session-at-all")
    assert code == 2 and "'floorcli examples' lists the examples" in err
    assert err.count("\n") == 1


def test_a_missing_file_is_still_cannot_read(tmp_path: Path) -> None:
    code, _, err = blinds(str(tmp_path / "night.yaml"))
    assert code == 2 and "night.yaml: cannot read" in err


def test_a_file_in_the_current_folder_wins_over_an_example(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine = "rules: tda-nlhe\nblinds: [1, 2]\nseats: {1: Ann, 2: Bea, 3: Cy}\nbutton: 2\nhands: 1\n"
    (tmp_path / "cash-night").write_text(mine, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    code, out, _ = blinds("cash-night")
    assert code == 0 and "Ann" in out and "Gina" not in out


def test_examples_lists_the_sessions() -> None:
    listed = runner.invoke(app, ["examples"]).stdout
    assert "(the example sessions, for 'floorcli blinds':)" in listed
    for path in SESSIONS.glob("*.yaml"):
        line = next(x for x in listed.splitlines() if x.startswith(f"{path.stem} "))
        assert line.rstrip().endswith((".", ")")), line  # a whole sentence
