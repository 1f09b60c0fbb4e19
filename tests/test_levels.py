"""The tournament floor: blind levels (TDA 2024 Rules 23, 36), busts and their places (WSOP 2026
Tournament Rule 126.b), chip counts, and the clock (TDA 2024 Rule 29), at the table and in
`floorcli blinds`.

The walks of session files are scenarios in tests/sessions/levels.yaml; here: the format's
refusals, substantial action, the clock on an injected time source (no sleeping), and a table
night with levels, busts and the clock whose saved session `floorcli blinds` reads back to the
same levels, busts and stacks.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import build_app
from floorcli.errors import FloorError
from floorcli.sessions.file import parse_session
from floorcli.sessions.filelevels import hand_with_levels
from floorcli.sessions.levels import substantial_action
from floorcli.table.clock import Clock
from floorcli.table.dealer import dealer_for
from floorcli.table.hand import start_table
from floorcli.table.savefile import session_file_text
from floorcli.table.session import LiveSession, Reply
from floorcli.table.tourney import due
from floorcli.textio.yamlsrc import load_yaml

LEVELS = """\
levels:
  - {blinds: [100, 200], ante: 200, ante_mode: big-blind, hands: 2}
  - {break: 10}
  - {blinds: [200, 400], ante: 400, ante_mode: big-blind, minutes: 20}
  - {blinds: [300, 600], ante: 600, ante_mode: big-blind, minutes: 20}
"""
HAND = """\
rules: tda-nlhe
button: 4
seats: {1: {name: Ann, stack: 5000}, 2: {name: Bob, stack: 5000}, 3: {name: Cat, stack: 1000},
        4: {name: Dan, stack: 1500}}
actions: []
"""
SESSION = "rules: tda-nlhe\nseats: {1: Ann, 2: Bob, 3: Cat}\nbutton: 3\nhands: 3\n"


def refusal(text: str) -> str:
    with pytest.raises(FloorError) as caught:
        parse_session(load_yaml(text, "s.yaml"), file="s.yaml")
    message = str(caught.value)
    assert "\n" not in message
    return message


@pytest.mark.parametrize(
    ("levels", "expected"),
    [
        ("levels: 5\n", "s.yaml:5: levels: write a list of levels; write each level as e.g."),
        (
            "levels: [{blinds: [100, 200]}]\n",
            "s.yaml:5: levels: item 1: say how long the level lasts, in 'minutes' or in 'hands'",
        ),
        (
            "levels: [{blinds: [200, 100], hands: 3}]\n",
            "s.yaml:5: levels: item 1: blinds: [200, 100]: write 1 to 3 amounts, smallest first",
        ),
        (
            "levels: [{blinds: [100, 200], ante: 25, ante_mode: sometimes, hands: 3}]\n",
            "s.yaml:5: levels: item 1: ante_mode: 'sometimes' is not one of none, all, big-blind",
        ),
        (
            "levels: [{blinds: [100, 200], minutes: 20, speed: fast}]\n",
            "s.yaml:5: levels: item 1: unknown key 'speed' (a level has blinds, ante, ante_mode",
        ),
        (
            "levels: [{blinds: [100, 200], minutes: 20}]\nevents: {1: {level: 2}}\n",
            "s.yaml:6: events: 1: level: 2 is not a level; write a level number from 1 to 1",
        ),
        (
            "blinds: [5, 10]\nlevels: [{blinds: [100, 200], minutes: 20}]\n",
            "s.yaml:5: blinds: the levels set the blinds and ante of every hand, and hand 1's "
            "level says blinds: 100, 200",
        ),
        (
            "events: {1: {level: 2}}\n",
            "s.yaml:5: events: a level change, but the session has no levels",
        ),
    ],
)
def test_a_bad_structure_is_refused_with_its_line(levels: str, expected: str) -> None:
    assert refusal(SESSION.replace("hands: 3\n", "hands: 3\n" + levels)).startswith(expected)


def test_a_bad_levels_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "levels.yaml"
    bad.write_text("levels:\n  - {blinds: [100, 200], hands: 0}\n", encoding="utf-8")
    args = ["table", "--stacks", "1000,1000", "--levels", str(bad)]
    result = CliRunner().invoke(build_app(), args, input="quit\n")
    assert result.exit_code == 2
    assert f"{bad}:2: levels: item 1: hands: 0 is not a whole number of at least 1" in (
        result.stderr
    )
    assert "Traceback" not in result.output


@pytest.mark.parametrize(
    ("actions", "substantial"),
    [
        # TDA 2024 Rule 36 A: two actions in turn, at least one putting chips in
        (["fold", "call"], True),
        (["raise", "fold"], True),
        (["fold", "fold"], False),  # two folds: no chips in
        (["check", "check"], False),  # two checks: no chips in
        # TDA 2024 Rule 36 B: any three actions in turn
        (["fold", "fold", "fold"], True),
        (["check", "check", "check"], True),
        (["call"], False),  # one action is never substantial
        ([], False),  # posted blinds do not count (they are not in the list)
    ],
)
def test_substantial_action_is_rule_36(actions: list[str], substantial: bool) -> None:
    assert substantial_action(actions) is substantial


def test_the_clock_runs_on_the_time_source() -> None:
    # TDA 2024 Rule 29: 25 seconds plus a 5 second countdown; a tie goes to the player.
    clock = Clock(seat=2, name="Bob", started=1000.0)
    assert clock.deadline == 1030.0  # 1000 + 25 + 5
    assert clock.words(1010.0) == "clock: Bob (seat 2) 20 s"  # 1030 - 1010
    assert clock.words(1027.0) == "clock: Bob (seat 2) countdown 3"  # past 1025: the countdown
    assert not clock.expired(1030.0)  # exactly at the deadline: a tie, the player's
    assert clock.expired(1030.01)


class Night:
    """A table started with --levels, driven line by line on a clock the test moves."""

    def __init__(self, tmp_path: Path, hand: str = HAND) -> None:
        levels = tmp_path / "levels.yaml"
        levels.write_text(LEVELS, encoding="utf-8")
        text = hand_with_levels(hand, "night.yaml", levels)
        data = load_yaml(text, "night.yaml")
        self.live = LiveSession.begin(start_table(data, file="night.yaml", base=None).table)
        self.now = 0.0
        self.tmp_path = tmp_path

    def type(self, line: str) -> Reply:
        reply = dealer_for(self.live, now=lambda: self.now).line(line)
        self.live = reply.live
        return reply

    def run(self, *lines: str) -> Iterator[Reply]:
        for line in lines:
            reply = self.type(line)
            assert not reply.hint, (line, reply.hint)
            yield reply

    def said(self, line: str) -> str:
        reply = self.type(line)
        return " ".join((*reply.said, reply.hint))

    def saved(self) -> Path:
        path = self.tmp_path / "night.yaml"
        path.write_text(session_file_text(self.live), encoding="utf-8")
        return path


def blinds_json(path: Path) -> dict[str, Any]:
    result = CliRunner().invoke(build_app(), ["blinds", str(path), "--json"])
    assert result.exit_code == 0, result.output
    report: dict[str, Any] = json.loads(result.stdout)
    return report


def test_a_night_with_levels_busts_and_the_clock_agrees_with_blinds(tmp_path: Path) -> None:
    night = Night(tmp_path)
    assert night.live.plan is not None and night.live.plan.level is not None
    assert night.said("level") == "Hand 1: level 1: blinds 100/200, big-blind ante 200. "
    # Hand 1 (button Dan 4, Ann 1 small blind 100, Bob 2 big blind 200 and the big-blind ante
    # of 200): Cat all-in 1,000, Dan all-in 1,500, Ann calls, Bob folds; Ann wins both pots:
    # main 3 x 1,000 + Bob's 200 + ante 200 = 3,400, side 2 x 500 = 1,000 (stack 5,000 - 1,500
    # + 4,400 = 7,900).
    list(night.run("3 allin", "4 allin", "1 call", "2 fold", "1 wins"))
    # WSOP 2026 Tournament Rule 126.b: Dan began the hand with 1,500, Cat with 1,000; four
    # seated: Dan 3rd, Cat 4th.
    busted = night.said("next")
    assert "Cat (seat 3) busts in 4th place; Dan (seat 4) busts in 3rd place" in busted
    assert "WSOP 2026 Tournament Rule 126.b" in busted
    # Hand 2, still level 1 (it lasts 2 hands): heads-up, Bob on the button posts the small
    # blind of 100 and acts first facing 200.
    assert night.live.plan is not None and night.live.plan.level is not None
    assert night.live.plan.level.number == 1
    assert "on the clock" in night.said("clock 2")
    night.now = 30.0  # 25 + 5 seconds: a tie goes to the player
    assert due(night.live, night.now) == ()
    night.now = 30.5
    assert due(night.live, night.now) == ("time",)
    timed = night.type("time")
    assert timed.said == (
        "Time: Seat 2 (Bob)'s time expired on the clock, the hand is dead: it faced a bet "
        "(TDA 2024 Rule 29).",
    )
    assert night.live.clock is None  # the clock stops with the ruling
    list(night.run("next"))  # the one pot went to Ann without a word
    # Hand 3: level 1 lasted 2 hands, so level 2 (200/400, big-blind ante 400), the 10-minute
    # break before it (TDA 2024 Rule 23).
    plan = night.live.plan
    assert plan is not None and plan.level is not None and plan.level.number == 2
    assert [f.amount for f in night.live.table.forced] == [200, 400, 400]
    saved = night.saved()
    report = blinds_json(saved)
    assert [c["agrees"] for c in report["checks"]] == [True, True, True]
    assert [h["level"] for h in report["hands"]] == [1, 1, 2]
    assert [h["blinds"] for h in report["hands"]] == [[100, 200], [100, 200], [200, 400]]
    assert report["hands"][0]["busts"] == [
        {"seat": 4, "name": "Dan", "place": 3, "stack": 1500},
        {"seat": 3, "name": "Cat", "place": 4, "stack": 1000},
    ]
    counts = report["chip_counts"]
    # 5,000 + 5,000 + 1,000 + 1,500 = 12,500 in play all night.  Hand 2 starts Ann 7,900, Bob
    # 5,000 - 400 = 4,600; in it Bob posts 100, Ann 200 and the big-blind ante of 200, Bob's hand
    # is dead: Ann takes the 500, 7,900 - 400 + 500 = 8,000, Bob 4,600 - 100 = 4,500.
    assert [c["total"] for c in counts] == [12500, 12500, 12500]
    assert [c["in_play"] for c in counts] == [12500, 12500, 12500]
    assert [c["average"] for c in counts] == [3125, 6250, 6250]  # 12,500 / 4, / 2, / 2
    assert [[s["chips"] for s in c["stacks"]] for c in counts[1:]] == [[7900, 4600], [8000, 4500]]


def test_a_new_level_applies_to_the_next_hand_and_a_mistake_stands_after_action(
    tmp_path: Path,
) -> None:
    night = Night(tmp_path)
    # TDA 2024 Rule 23: 'next level' during hand 1 applies from hand 2.
    assert "it applies from the next hand, hand 2 (TDA 2024 Rule 23)" in night.said("next level")
    list(night.run("3 fold", "4 fold", "1 fold"))  # Bob's big blind wins
    list(night.run("next"))
    plan = night.live.plan
    assert plan is not None and plan.level is not None and plan.level.number == 2
    # Hand 2 should have been at level 3: no action yet, so it is dealt again at level 3.
    said = night.said("level 3")
    assert "no substantial action yet (TDA 2024 Rule 36): dealt again at level 3" in said
    # Bob 300, Cat 600 and the ante of 600 from the 400 Cat has left (1,000 - 600: the blind
    # first, big_blind_ante_order blind-first)
    assert [f.amount for f in night.live.table.forced] == [300, 600, 400]
    # Hand 3 should be at level 4 - there is none; at level 2 after two actions in turn, one a
    # call (Rule 36 A), the hand continues at its level and the new one waits.
    assert "the levels are 1 to 3" in night.said("level 4")
    actor = night.live.table.state.to_act
    assert actor is not None
    list(night.run(f"{actor.seat} call"))
    second = night.live.table.state.to_act
    assert second is not None
    list(night.run(f"{second.seat} call"))
    said = night.said("level 2")
    assert "after substantial action (TDA 2024 Rule 36) it continues at level 3" in said
    assert night.live.plan is not None and night.live.plan.level is not None
    assert night.live.plan.level.number == 3


def test_time_runs_out_not_facing_a_bet_is_a_check(tmp_path: Path) -> None:
    night = Night(tmp_path)
    list(night.run("3 call", "4 call", "1 call", "2 check"))  # preflop over: the flop
    list(night.run("flop"))
    actor = night.live.table.state.to_act
    assert actor is not None
    night.type(f"clock {actor.seat}")
    night.now = 31.0  # past 25 + 5
    reply = night.type("time")
    assert reply.said[0].endswith("the hand is checked (TDA 2024 Rule 29).")
    assert reply.outcome is not None and reply.outcome.ruling is not None
    assert reply.outcome.ruling.action == "check"


def test_a_level_by_minutes_is_due_when_its_time_is_up(tmp_path: Path) -> None:
    night = Night(tmp_path)
    night.said("next level")  # level 2 (20 minutes) announced at time 0, from hand 2
    list(night.run("3 fold", "4 fold", "1 fold", "next"))
    night.now = 20 * 60 - 1
    assert due(night.live, night.now) == ()
    night.now = 20 * 60  # 20 minutes after the announcement
    assert due(night.live, night.now) == ("next level",)


def test_the_table_refuses_a_clock_on_a_player_not_to_act(tmp_path: Path) -> None:
    night = Night(tmp_path)
    assert "only the player to act is put on the clock ('clock 3')" in night.said("clock 1")
    assert "nobody is on the clock" in night.said("time")
    assert "a player busts once the hand is over" in night.said("bust 3")


def test_a_chip_count_that_does_not_add_up_is_refused_where_it_is_written(tmp_path: Path) -> None:
    night = Night(tmp_path)
    list(night.run("3 allin", "4 allin", "1 call", "2 fold", "1 wins", "next"))
    saved = night.saved()
    # Ann starts hand 2 with 7,900 (5,000 - 1,500 + 4,400); a record of 8,000 is 100 more than
    # the chips in play, with no rebuy typed between the hands: the checked records refuse
    # the edited file at that line and say what to write.
    text = saved.read_text(encoding="utf-8").replace(
        "{name: Ann, stack: 7900}", "{name: Ann, stack: 8000}"
    )
    saved.write_text(text, encoding="utf-8")
    result = CliRunner().invoke(build_app(), ["blinds", str(saved)], terminal_width=200)
    assert result.exit_code == 2, result.output
    assert "seat 1 starts with 8,000, but it ended hand 1 with 7,900; write 7,900" in " ".join(
        result.output.split()
    )


def test_bust_names_the_place_once_the_pots_are_awarded(tmp_path: Path) -> None:
    night = Night(tmp_path)
    list(night.run("3 allin", "4 fold", "1 fold", "2 call", "2 wins"))
    # Bob (5,000) covers Cat's 1,000 and wins: Cat has nothing left, four seated: 4th place.
    assert night.said("bust Cat").startswith("Cat (seat 3) busts in 4th place.")
    assert night.said("bust Ann") == (
        "Seat 1 (Ann) has 4,900 chips after the awards and does not bust; a player busts with "
        "no chips left ('help' shows what to type)"
    )
