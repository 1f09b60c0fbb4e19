"""The tournament floor's rulings, one scenario file per rule (tests/tournament/*.yaml).

Each file names the rule it pins and works the expected answer out in its comments: which
tables halt, each move (``"NAME FROM_TABLE/SEAT -> TO_TABLE/SEAT POSITION"``), the players per
table after; for a broken table, what each drawn seat does next hand; for a color-up, the
exchanges, the chips raced, who cannot be raced out.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from floorcli.errors import FloorError
from floorcli.textio.yamlsrc import read_yaml_file
from floorcli.tournament.balance import balance
from floorcli.tournament.breaking import break_table
from floorcli.tournament.colorup import color_up
from floorcli.tournament.colorupfile import parse_color_up
from floorcli.tournament.roomfile import parse_room

SCENARIOS = sorted((Path(__file__).parent / "tournament").glob("*.yaml"))


def _balance(data: dict[str, Any], file: str) -> None:
    expect = data["expect"]
    report = balance(parse_room(data["room"], file=file))
    assert [t.table for t in report.tables if t.halt] == expect["halt"]
    moves = [
        f"{m.player} {m.from_table}/{m.from_seat} -> {m.to_table}/{m.to_seat} {m.position}"
        for m in report.moves
    ]
    assert moves == expect["moves"]
    assert report.after == expect["after"]
    assert report.balanced is expect["balanced"]
    said = " ".join(
        [*(t.explanation for t in report.tables), *(m.explanation for m in report.moves)]
    )
    said += " ".join(m.rule for m in report.moves)
    for words in expect.get("explanation_has", []):
        assert words in said


def _break(data: dict[str, Any], file: str) -> None:
    expect = data["expect"]
    room = parse_room(data["room"], file=file)
    if "error" in expect:
        with pytest.raises(FloorError, match=expect["error"]):
            break_table(room, seed=data["seed"], table=data.get("table"))
        return
    report = break_table(room, seed=data["seed"], table=data.get("table"))
    assert report.table == expect["broken"]
    positions = {f"{d.to.table}/{d.to.seat}": d.position.value for d in report.draws}
    assert positions == expect["positions"]
    assert report.after == expect["after"]
    assert report.balanced is expect["balanced"]
    # The 2-step process (Rule 10-B): the stacked seat cards go out highest card first.
    assert [d.card.strength for d in report.draws] == sorted(
        (d.card.strength for d in report.draws), reverse=True
    )
    assert [d.to for d in report.draws] == list(report.stacked)
    for words in expect.get("explanation_has", []):
        assert words in report.why


def _colorup(data: dict[str, Any], file: str) -> None:
    expect = data["expect"]
    game = parse_color_up(data["colorup"], file=file)
    results, raced = color_up(game, seed=data["seed"])
    by_name = {r.racer.name: r for r in results}
    assert raced == expect["raced"]
    assert sum(r.won for r in results) == expect["winners"]
    assert {n: r.exchanged for n, r in by_name.items()} == expect["exchanged"]
    if "odd" in expect:
        assert {n: r.odd for n, r in by_name.items()} == expect["odd"]
    if "won" in expect:
        assert sorted(n for n, r in by_name.items() if r.won) == expect["won"]
    assert sorted(n for n, r in by_name.items() if r.protected) == expect["not_raced_out"]
    if "stack_after" in expect:
        assert {n: r.stack_after for n, r in by_name.items()} == expect["stack_after"]


RUNNERS = {"balance": _balance, "break": _break, "colorup": _colorup}


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    data = read_yaml_file(path)
    assert isinstance(data, dict)
    assert data["rule"], "each scenario names the rule it pins"
    RUNNERS[data["command"]](data, str(path))


def test_every_rule_has_a_scenario() -> None:
    rules = " ".join(str(read_yaml_file(p)["rule"]) for p in SCENARIOS)  # type: ignore[index]
    for rule in (
        "Rule 11-A",
        "Rule 11-C",
        "Rule 11-D",
        "11-B",
        "Rules 10-A",
        "8-A",
        "Rule 24-A",
        "Rule 24-C",
    ):
        assert rule in rules
