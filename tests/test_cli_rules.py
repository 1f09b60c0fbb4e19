"""`floorcli rules list/show/check` through typer's CliRunner, mounted as the main CLI mounts it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from floorcli.cli.rules import rules_app
from floorcli.profiles.loader import list_profiles
from floorcli.profiles.settings import SETTINGS

app = typer.Typer()
app.add_typer(rules_app, name="rules")


@app.callback()
def _root() -> None:
    """Stand-in for the main app."""


runner = CliRunner()


def run(*args: str) -> tuple[int, str, str]:
    result = runner.invoke(app, ["rules", *args], env={"COLUMNS": "250"})
    return result.exit_code, result.stdout, result.stderr


def test_list_prints_each_shipped_profile() -> None:
    code, out, err = run("list")
    assert (code, err) == (0, "")
    # A table: a header row, then one row a profile, its name in the first column.
    rows = [line.strip("│ ").split("│") for line in out.splitlines() if line.startswith("│")]
    assert [row[0].strip() for row in rows] == [name for name, _ in list_profiles()]
    assert "profile" in out.splitlines()[1] and "what it plays" in out.splitlines()[1]
    tda = next(row for row in rows if row[0].strip() == "tda-nlhe")
    assert "TDA 2024 tournament no-limit hold'em" in tda[1]
    assert out.rstrip().endswith("'floorcli rules show NAME' lists every setting of one")


def test_list_json() -> None:
    code, out, _ = run("list", "--json")
    assert code == 0
    rows = json.loads(out)
    assert {"name": "tda-plo", "description": dict(list_profiles())["tda-plo"]} in rows


def test_show_table_has_every_setting() -> None:
    code, out, err = run("show", "tda-nlhe")
    assert (code, err) == (0, "")
    for key in SETTINGS:
        assert key in out
    assert "TDA 2024 Rule 32" in out
    assert "floorcli default" in out


def test_show_json() -> None:
    code, out, _ = run("show", "tda-plo", "--json")
    assert code == 0
    doc = json.loads(out)
    assert list(doc) == ["name", "description", "extends", "settings"]
    assert (doc["name"], doc["extends"]) == ("tda-plo", "tda-nlhe")
    assert list(doc["settings"]) == list(SETTINGS)
    assert doc["settings"]["structure"] == {
        "value": "pot-limit",
        "meaning": "betting structure",
        "source": "TDA 2024 Rule 54 (pot size and pot-limit bets)",
    }
    assert doc["settings"]["blinds"]["value"] == []
    assert doc["settings"]["raise_cap"]["value"] is None
    assert doc["settings"]["cumulative_allins"]["value"] is True
    assert (
        doc["settings"]["button_rule"]["source"]
        == "TDA 2024 Rule 32 (tournament play uses a dead button)"
    )


def test_show_json_without_extends() -> None:
    doc = json.loads(run("show", "tda-nlhe", "--json")[1])
    assert "extends" not in doc
    assert doc["settings"]["ante_mode"]["value"] == "big-blind"


def test_show_a_path(tmp_path: Path) -> None:
    path = tmp_path / "house.yaml"
    path.write_text("name: house\nextends: cash-nlhe\nstraddle: mississippi\n", encoding="utf-8")
    code, out, _ = run("show", str(path), "--json")
    assert code == 0
    doc = json.loads(out)
    assert doc["settings"]["straddle"]["value"] == "mississippi"
    assert doc["settings"]["straddle"]["source"].startswith("set in ")


def test_show_unknown_profile_exits_2_with_one_line() -> None:
    code, out, err = run("show", "tda-nhle")
    assert (code, out) == (2, "")
    assert err.count("\n") == 1
    assert err.startswith("unknown profile 'tda-nhle' (did you mean 'tda-nlhe'?)")


@pytest.mark.parametrize("name", [name for name, _ in list_profiles()])
def test_check_shipped_profiles(name: str) -> None:
    code, out, err = run("check", name)
    assert (code, err) == (0, "")
    assert out.startswith(f"ok: {name}.yaml (profile {name}, ")


def test_check_ok_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("house.yaml").write_text(
        "name: house\ndescription: Friday\nextends: tda-nlhe\nante: 0\nsleeper: true\n",
        encoding="utf-8",
    )
    # 22 before issue 23; tda-nlhe now sets declared_raise too: 22 + 1 = 23.
    assert run("check", "house.yaml") == (0, "ok: house.yaml (profile house, 23 settings)\n", "")
    _, out, _ = run("check", "house.yaml", "--json")
    assert json.loads(out) == {"ok": True, "file": "house.yaml", "profile": "house", "settings": 23}


def test_check_bad_profile_exits_2(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    Path("tda.yaml").write_text(
        "name: mine\nextends: tda-nlhe\nsources:\n  incomplete_raise: house\n"
        "incomplete_raise: full\nblinds: [1, 2.5]\nstructure: nolimit\n",
        encoding="utf-8",
    )
    assert run("check", "tda.yaml") == (
        2,
        "",
        "tda.yaml:5: incomplete_raise: 'full' is not one of full-bet, half-bet "
        "(did you mean 'full-bet'?)\n",
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("name: x\nante: !!python/object:os.system ls\n", "x.yaml:2: unknown tag !!python/object"),
        ("name: x\n  ante: 1\n", "x.yaml:2: invalid YAML: mapping values are not allowed here"),
        ("name: x\nname: y\n", "x.yaml:2: duplicate key 'name' (first at line 1)"),
        ("seats: {1: 100}\n", "x.yaml:1: 'seats' belongs in a hand file, not in a profile"),
    ],
)
def test_check_reports_yaml_problems(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str, expected: str
) -> None:
    monkeypatch.chdir(tmp_path)
    Path("x.yaml").write_text(text, encoding="utf-8")
    code, out, err = run("check", "x.yaml")
    assert (code, out) == (2, "")
    assert err.startswith(expected)
    assert "Traceback" not in err


def test_check_missing_file(tmp_path: Path) -> None:
    code, _, err = run("check", str(tmp_path / "none.yaml"))
    assert code == 2
    assert "none.yaml not found" in err


@pytest.mark.parametrize("command", [[], ["list"], ["show"], ["check"]])
def test_every_command_has_help(command: list[str]) -> None:
    code, out, _ = run(*command, "--help")
    assert code == 0
    assert "Usage" in out
    assert ("--json" in out) == bool(command)
