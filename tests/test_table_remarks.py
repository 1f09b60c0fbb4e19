"""A hand file's comment at the end of an action line is kept beside that action when the table
saves (issue 26: `table H --save OUT` kept `notes:` and the leading `#` lines, but lost
``- 3 raise 20   # said "raise" first``), and the saved file replays to the same rulings.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from floorcli.cli.app import build_app
from floorcli.table.remarks import actions_yaml, remarks_of

# Blinds 5/10, button 3 (three seats): seat 1 posts 5, seat 2 posts 10, seat 3 acts first.
HAND = """\
# Friday, table 3
rules: tda-nlhe
blinds: [5, 10]
button: 3
seats: {1: 1000, 2: 1000, 3: 1000}
actions:
  - 3 raise 30   # said "raise" first
  - 1 fold
  - "2 call"  # slow, but in turn
notes: [from the floor]
"""

PLAYED_ON = "flop Ah Kd 2c\n2 check\n3 bet 40\n2 call\n"


def _play(hand: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / f"{name}.yaml").write_text(hand, encoding="utf-8")
    result = CliRunner().invoke(
        build_app(),
        ["table", f"{name}.yaml", "--lines", "--save", f"{name}-saved.yaml"],
        input=PLAYED_ON,
    )
    assert result.exit_code == 0, result.output
    return tmp_path / f"{name}-saved.yaml"


def test_comments_on_action_lines_are_saved_beside_their_actions(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = _play(HAND, tmp_path, monkeypatch, "hand").read_text(encoding="utf-8")
    assert '- 3 raise 30  # said "raise" first\n- 1 fold\n- 2 call  # slow, but in turn\n' in saved
    assert "# Friday, table 3\n" in saved and "- from the floor\n" in saved
    assert "- 3 bet 40\n- 2 call\nnotes:" in saved  # the actions played on, after them


def test_the_saved_file_replays_to_the_same_rulings_as_without_comments(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with_comments = _play(HAND, tmp_path, monkeypatch, "hand")
    bare = HAND.replace('   # said "raise" first', "").replace("  # slow, but in turn", "")
    without = _play(bare, tmp_path, monkeypatch, "bare")
    runner = CliRunner()
    replayed = [
        runner.invoke(build_app(), ["replay", str(p), "--json"]) for p in (with_comments, without)
    ]
    assert replayed[0].exit_code == replayed[1].exit_code == 0
    first, second = (
        r.stdout.replace(str(p), "FILE")
        for r, p in zip(replayed, (with_comments, without), strict=True)
    )
    assert first == second
    # 3 raises to 30, 1 folds (5 dead), 2 calls 20 more: 30 + 30 + 5 = 65 before the flop;
    # 3 bets 40 and 2 calls: 65 + 80 = 145.
    text = runner.invoke(build_app(), ["replay", str(with_comments)]).stdout
    assert "main pot     145  (seats 2, 3)" in text


def test_a_remark_follows_its_action_not_its_place() -> None:
    # An undo took "4 call" back and "4 fold" was typed: the comment on "4 call" is not
    # put on "4 fold".
    remarks = remarks_of(
        "actions:\n  - 3 bet 20\n  - 4 call  # quick\n", ["3 bet 20", "4 call"], [2, 3]
    )
    assert remarks == ((1, "4 call", "# quick"),)
    assert actions_yaml(["3 bet 20", "4 fold"], remarks) == "actions:\n- 3 bet 20\n- 4 fold\n"
    # A flow list on one line gives no action a comment of its own.
    assert remarks_of("actions: [3 fold, 4 call]  # both\n", ["3 fold", "4 call"], [1, 1]) == ()


def test_a_session_keeps_the_comments_in_its_hands_notes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A session file writes each hand's actions as one flow list, so each comment goes to
    # that hand's notes with its action.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "hand.yaml").write_text(HAND, encoding="utf-8")
    result = CliRunner().invoke(
        build_app(),
        ["table", "hand.yaml", "--lines", "--save", "night.yaml"],
        input="flop Ah Kd 2c\n2 check\n3 bet 40\n2 fold\nnext\n",
    )
    assert result.exit_code == 0, result.output
    saved = (tmp_path / "night.yaml").read_text(encoding="utf-8")
    # The hand file's own words stay too: its leading `#` line at the top of the session, and
    # its `notes:` first in hand 1's notes (a session saved from a hand file dropped both).
    assert saved.splitlines()[2] == "# Friday, table 3"
    first = yaml.safe_load(saved)["hands"][0]["notes"]
    assert first == [
        "from the floor",
        '3 raise 30  # said "raise" first',
        "2 call  # slow, but in turn",
    ]
    replayed = CliRunner().invoke(build_app(), ["replay", "night.yaml"])
    assert replayed.exit_code == 0, replayed.output
