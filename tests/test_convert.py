"""`floorcli convert`: hand file to PHH and back replays identically, both ways."""

from __future__ import annotations

from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from floorcli.answers.convert import to_phh, to_yaml
from floorcli.answers.hand import replay_report
from floorcli.answers.load import load_hand
from floorcli.cli.audit import convert
from floorcli.engine.deal import deal_hand
from floorcli.engine.replay import replay_hand
from floorcli.formats.phh import loads

DATA = Path(__file__).resolve().parent / "data" / "phh"
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

app = typer.Typer()
app.command()(convert)
app.command("noop")(lambda: None)
runner = CliRunner()


def rulings(path: Path) -> list[tuple[object, ...]]:
    hand = load_hand(path)
    _, forced = deal_hand(hand)
    report = replay_report(replay_hand(hand), forced)
    return [
        (r["seat"], r["action"], r["to"], r["verdict"], r["reopens"]) for r in report["rulings"]
    ] + [tuple((k, str(v)) for k, v in sorted(report["final"].items()) if k != "explanation")]


def convertible_examples() -> list[Path]:
    found = []
    for path in sorted(EXAMPLES.glob("*.yaml")):
        if any(a.is_table_action for a in load_hand(path).actions):
            continue  # floor disputes: PHH records only what an action became
        try:
            to_phh(load_hand(path))
        except Exception:
            continue
        found.append(path)
    return found


@pytest.mark.parametrize("path", convertible_examples(), ids=lambda p: p.stem)
def test_hand_file_to_phh_and_back_replays_identically(path: Path, tmp_path: Path) -> None:
    phh = tmp_path / f"{path.stem}.phh"
    back = tmp_path / f"{path.stem}.yaml"
    assert runner.invoke(app, ["convert", str(path), str(phh)]).exit_code == 0
    assert runner.invoke(app, ["convert", str(phh), str(back)]).exit_code == 0
    assert rulings(phh) == rulings(path)
    assert rulings(back) == rulings(path)


@pytest.mark.parametrize(
    "name",
    [
        "nt-pluribus.phh",
        "nt-big-blind-ante.phh",
        "po-wsop.phh",
        "ft-wsop.phh",
        "heads-up.phh",
        "straddle.phh",
        "irregular.phh",
    ],
)
def test_phh_to_hand_file_and_back_replays_identically(name: str, tmp_path: Path) -> None:
    yaml_path = tmp_path / "hand.yaml"
    phh_path = tmp_path / "hand.phh"
    yaml_path.write_text(to_yaml(load_hand(DATA / name)))
    phh_path.write_text(to_phh(load_hand(yaml_path)))
    assert rulings(yaml_path) == rulings(DATA / name)
    assert rulings(phh_path) == rulings(DATA / name)


def test_phh_output_is_valid_phh_with_hole_and_board_deals() -> None:
    text = to_phh(load_hand(DATA / "heads-up.phh"))
    data = loads(text, file="x.phh")
    assert data["variant"] == "NT"
    assert data["blinds_or_straddles"] == [1, 2]
    assert data["actions"][:2] == ["d dh p1 ????", "d dh p2 ????"]
    assert "d db AhKd2c" in data["actions"]
    assert data["_floorcli"]["rules"] == "tda-nlhe"


def test_an_unknown_target_format_is_exit_2(tmp_path: Path) -> None:
    result = runner.invoke(app, ["convert", str(DATA / "heads-up.phh"), str(tmp_path / "x.txt")])
    assert result.exit_code == 2
    assert ".phh" in result.output


def test_pokerkit_reads_what_convert_writes(tmp_path: Path) -> None:
    pokerkit = pytest.importorskip("pokerkit", reason="pokerkit is not installed (the test extra)")
    path = tmp_path / "hand.phh"
    path.write_text(to_phh(load_hand(DATA / "nt-pluribus.phh")))
    with path.open("rb") as f:
        history = pokerkit.HandHistory.load(f)
    states = list(history)
    assert states[-1].stacks[0] >= 0
