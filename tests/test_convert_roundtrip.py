"""`floorcli convert` never writes what it cannot read back: every hand floorcli ships or is
tested on (the examples, the scenarios, the shared acceptance cases) goes hand file -> PHH ->
hand file and is played the same, or is refused in one line naming what PHH cannot hold."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from floorcli.answers.convert import to_phh, to_yaml
from floorcli.answers.hand import replay_report
from floorcli.answers.load import load_hand
from floorcli.answers.phhwrite import checked_phh, checked_yaml
from floorcli.engine.deal import deal_hand
from floorcli.engine.replay import replay_hand
from floorcli.errors import FloorError, HandFileError
from floorcli.model.hand import Hand

ROOT = Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "acceptance" / "cases"


def hand_inputs() -> Iterator[tuple[str, dict[str, Any] | Path]]:
    for path in sorted((ROOT / "examples").glob("*.yaml")):
        yield f"examples/{path.stem}", path
    for folder, tag in ((ROOT / "tests" / "scenarios", "scenario"), (SHARED, "case")):
        for path in sorted(folder.glob("*.yaml")):
            for doc in yaml.safe_load_all(path.read_text(encoding="utf-8")):
                if isinstance(doc, dict) and isinstance(doc.get("input"), dict):
                    yield f"{tag}/{doc.get('id', path.stem)}", doc["input"]


CASES = list(hand_inputs())


def played(hand: Hand) -> list[tuple[Any, ...]]:
    """What was played: each action as it was ruled (seat, action, amount, re-opening), then
    the answers after the history.  A floor dispute comes back from PHH as the action it was
    ruled to be, so its verdict ("corrected") is not compared, only what it became."""
    _, forced = deal_hand(hand)
    report = replay_report(replay_hand(hand), forced)
    final = report["final"]
    return [(r["seat"], r["action"], r["to"], r["reopens"]) for r in report["rulings"]] + [
        tuple((k, str(final[k])) for k in sorted(final) if k != "explanation")
    ]


def verdicts(hand: Hand) -> list[str]:
    return [r.verdict.value for r in replay_hand(hand).rulings]


@pytest.mark.parametrize(("name", "source"), CASES, ids=[c[0] for c in CASES])
def test_every_hand_converts_and_reads_back_or_is_refused_in_one_line(
    name: str, source: dict[str, Any] | Path, tmp_path: Path
) -> None:
    if isinstance(source, dict):
        path = tmp_path / "hand.yaml"
        path.write_text(yaml.safe_dump(source), encoding="utf-8")
    else:
        path = source
    try:
        hand = load_hand(path)
        replay_hand(hand)
    except FloorError:
        return  # a case that tests a refusal of the hand itself: nothing to convert
    try:
        phh = checked_phh(hand, to_phh(hand))
    except HandFileError as err:
        assert "\n" not in err.message  # refused in one line, naming what PHH cannot hold
        return
    assert "None" not in phh
    phh_path = tmp_path / "hand.phh"
    phh_path.write_text(phh, encoding="utf-8")
    from_phh = load_hand(phh_path)
    assert played(from_phh) == played(hand), name
    try:
        yaml_text = checked_yaml(from_phh, to_yaml(from_phh))
    except HandFileError as err:  # a setting a hand file cannot hold: refused, never written
        assert "\n" not in err.message
        return
    back = tmp_path / "back.yaml"
    back.write_text(yaml_text, encoding="utf-8")
    assert played(load_hand(back)) == played(hand), name
    if not any(a.is_table_action for a in hand.actions):
        assert verdicts(from_phh) == verdicts(hand)  # plain actions: the very same rulings


def test_a_dispute_is_written_as_the_action_it_was_ruled_with_the_words_beside_it(
    tmp_path: Path,
) -> None:
    # disputes-verbal under tda-nlhe: Seat 3 raises to 25 over the blinds 5/10; Seat 4 puts
    # out 20 + 20 = 40 facing 25, then says "raise 100".  TDA 2024 Rule 40-A: the first
    # (the chips) defines the action; Rule 45-A: without one 20 it is 20, less than the 25 to
    # call, so every chip is needed and it is a call of 25.  PHH records the call (`cc`),
    # the typed words kept in a comment; before, it wrote `p4 cbr 1000`.
    out = tmp_path / "verbal.phh"
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "convert", "disputes-verbal", str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8")
    assert '"p4 cc # floorcli: 4 chips 20,20 then says raise 100",' in text
    assert "cbr 1000" not in text and "None" not in text


def test_a_table_action_ruled_illegal_is_refused_in_one_line(tmp_path: Path) -> None:
    # Seat 5 pushes chips while Seat 3 is to act: out of turn, ruled illegal (it is not
    # written 'out of turn').  PHH has no record of what the chips became: refused, exit 2.
    hand = tmp_path / "h.yaml"
    hand.write_text(
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 4\n"
        "seats: {1: 1000, 2: 1000, 3: 1000, 4: 1000, 5: 1000}\n"
        "actions:\n  - 5 chips 25,25\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "convert", str(hand), str(tmp_path / "h.phh")],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 2
    [line] = done.stderr.splitlines()
    assert "'5 chips 25,25' was ruled illegal" in line
    assert not (tmp_path / "h.phh").exists()


def test_a_played_session_becomes_one_phhs_with_every_hand(tmp_path: Path) -> None:
    # Two hands at a four-handed 5/10 table.  Hand 1: Seat 3 raises to 30; Seat 4 pushes
    # 20 + 20 with "raise 60" in the same motion (TDA 2024 Rule 40-A: words and chips agree
    # on 60, a full raise of 30 over 30); the blinds fold, Seat 3 calls, Seat 4 wins.  Hand 2
    # (the button on seat 2): checked down to the flop, Seat 1 wins.
    lines = [
        "3 raise 30",
        "4 chips 20,20 with says raise 60",
        "1 fold",
        "2 fold",
        "3 call",
        "4 wins",
        "next",
        "save night.yaml",
        "quit",
    ]
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "floorcli",
            "table",
            "--rules",
            "tda-nlhe",
            "--blinds",
            "5,10",
            "--stacks",
            "1000,1000,1000,1000",
            "--lines",
        ],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert (tmp_path / "night.yaml").is_file(), done.stdout + done.stderr
    out = tmp_path / "night.phhs"
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "convert", "night.yaml", "night.phhs"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr
    text = out.read_text(encoding="utf-8")
    assert text.startswith("[1]\n")
    assert '"p4 cbr 60 # floorcli: 4 chips 20,20 with says raise 60",' in text
    hand = load_hand(out)  # `replay --hand 1` reads it as it reads any .phhs
    ruled = [(r.seat, r.action, r.to) for r in replay_hand(hand).rulings]
    assert ruled[:2] == [(3, "raise", 30), (4, "raise", 60)]
