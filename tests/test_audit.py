"""`floorcli audit`: many files, worker processes, skips, chip accounting, the pinned JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from floorcli.answers.phh import load_phh
from floorcli.audit.chips import chip_problem, distributable
from floorcli.audit.run import audit, audit_file
from floorcli.betting.pots import Pot
from floorcli.cli.audit import audit as audit_command
from floorcli.engine.replay import replay_hand

DATA = Path(__file__).resolve().parent / "data" / "phh"
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "phh"

app = typer.Typer()
app.command()(audit_command)
app.command("noop")(lambda: None)  # a second command keeps `audit` a subcommand
runner = CliRunner()


def test_audit_reports_irregular_skipped_and_chip_mismatches() -> None:
    summary = audit([DATA], jobs=1)
    assert summary.files == 12
    assert summary.hands == 12  # session.phhs holds two playable hands, corrupt.phh none
    assert [(r["file"].split("/")[-1], r["verdict"], r["action"]) for r in summary.irregular] == [
        ("irregular.phh", "corrected", "raise")
    ]
    assert sorted((s["file"].split("/")[-1], s["hand"], s["kind"]) for s in summary.skipped) == [
        ("corrupt.phh", None, "unreadable"),
        ("session.phhs", "2", "unsupported variant XX"),
    ]
    assert [m["file"].split("/")[-1] for m in summary.chip_mismatches] == ["nt-half-chips.phh"]
    assert "not a whole number" in summary.chip_mismatches[0]["reason"]


def test_worker_processes_give_the_same_answer() -> None:
    one = audit([DATA], jobs=1).report()
    two = audit([DATA], jobs=2, batch=2).report()
    assert one == two


def test_json_has_the_pinned_keys_and_exit_1_when_irregular() -> None:
    result = runner.invoke(app, ["audit", str(DATA), "--json", "--jobs", "1"])
    assert result.exit_code == 1, result.output
    report = json.loads(result.output)
    assert {"hands", "irregular", "skipped", "chip_mismatches"} <= set(report)
    assert {"file", "hand", "index", "seat", "verdict", "explanation"} <= set(
        report["irregular"][0]
    )
    assert {"file", "reason"} <= set(report["skipped"][0])
    assert {"file", "hand", "expected", "actual"} <= set(report["chip_mismatches"][0])


def test_clean_files_exit_0_with_a_summary_table() -> None:
    result = runner.invoke(
        app, ["audit", str(DATA / "nt-pluribus.phh"), str(DATA / "heads-up.phh"), "-j", "1"]
    )
    assert result.exit_code == 0, result.output
    assert "hands replayed" in result.output
    assert "chip mismatches" in result.output


def test_a_missing_path_or_unknown_profile_is_exit_2() -> None:
    assert runner.invoke(app, ["audit", "no/such/dir"]).exit_code == 2
    result = runner.invoke(app, ["audit", str(DATA), "--rules", "no-such-profile"])
    assert result.exit_code == 2


def test_a_corrupt_file_is_skipped_not_fatal() -> None:
    result = audit_file(DATA / "corrupt.phh")
    assert result.hands == 0 and result.skipped[0]["kind"] == "unreadable"


def test_yaml_hand_files_are_audited_too() -> None:
    summary = audit([EXAMPLES], jobs=1)
    assert summary.hands > 0


def test_chip_accounting_accepts_the_recorded_finish() -> None:
    item = load_phh(DATA / "straddle.phh")
    assert replay_hand(item).stands


def test_chip_problem_spots_a_finish_the_pots_cannot_give() -> None:
    from floorcli.answers.phh import iter_hands

    ((_, item),) = iter_hands(DATA / "heads-up.phh")
    assert not isinstance(item, Exception)
    assert item.finishing_stacks is not None
    assert chip_problem(item.result.final.players, item.finishing_stacks, item.hand.seats) is None
    wrong = (item.finishing_stacks[0] + 6, item.finishing_stacks[1] - 6)
    problem = chip_problem(item.result.final.players, wrong, item.hand.seats)
    assert problem is not None and "pots cannot be shared" in problem[2]


@pytest.mark.parametrize(
    ("won", "ok"),
    [({1: 10, 2: 30}, True), ({1: 40, 2: 0}, True), ({1: 0, 2: 40}, False), ({1: 5, 2: 30}, False)],
)
def test_distributable_is_halls_condition(won: dict[int, float], ok: bool) -> None:
    pots = [Pot(amount=30, eligible=(1, 2)), Pot(amount=10, eligible=(1,))]
    assert distributable(pots, won) is ok


@pytest.mark.skipif(not CORPUS.is_dir(), reason="the shared corpus is not beside the checkout")
def test_a_slice_of_the_corpus_replays_with_nothing_irregular() -> None:
    files = sorted((CORPUS / "wsop").rglob("*.phh")) + sorted(CORPUS.glob("*.phh"))
    files += sorted((CORPUS / "pluribus" / "100").glob("*.phh"))[:200]
    summary = audit(files, jobs=2)
    assert summary.irregular == []
    assert summary.hands == len(files) - len(summary.skipped)
    assert all(s["kind"].startswith("unsupported variant") for s in summary.skipped)
    assert summary.chip_mismatches == []


def test_an_action_by_a_player_not_in_the_hand_is_a_skip_not_an_irregular_ruling(
    tmp_path: Path,
) -> None:
    """'p7' in a three-player hand: the file is not a hand floorcli can read (the fast lane
    defers it, the engine's reading refuses it), so it is skipped as unreadable."""
    (tmp_path / "p7.phh").write_text(
        "variant = 'NT'\nantes = [0, 0, 0]\nblinds_or_straddles = [1, 2, 0]\nmin_bet = 2\n"
        "starting_stacks = [100, 100, 100]\nactions = ['p3 cc', 'p7 f']\n",
        encoding="utf-8",
    )
    report = audit([tmp_path], jobs=1).report()
    assert report["hands"] == 0 and report["irregular"] == []
    assert [(s["kind"], s["reason"]) for s in report["skipped"]] == [
        ("unreadable", "action 2 'p7 f': there are 3 players")
    ]
