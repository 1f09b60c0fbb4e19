"""Kill triggers across hands in a session (seed 002, Kill game; seed 000, Kill game, Kill blind).

The walks (a pot over the threshold, two wins in a row, a different winner, a split pot, a kill
winner who wins again, a half kill, a winner who leaves) are tests/sessions/kill.yaml; this
module checks the words, the JSON, the refusals with file and line, the written hand file and
the CLI table.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from floorcli.cli.blinds import blinds
from floorcli.engine.replay import replay_hand
from floorcli.errors import FloorError
from floorcli.formats.handfile import parse_hand
from floorcli.sessions.file import hand_file_text, parse_session
from floorcli.sessions.plan import HandPlan, PostKind, plan_hands, session_report
from floorcli.textio.yamlsrc import LineDict, load_yaml

HEAD = """\
rules: limit-holdem
small_bet: 20
big_bet: 40
blinds: [10, 20]
kill_pot_over: 400
kill_win_streak: 2
seats: {1: Frank, 2: Alice, 3: Bob, 4: Carol, 5: David, 6: Ellen}
button: 1
"""


def plans_of(text: str) -> tuple[HandPlan, ...]:
    return plan_hands(parse_session(load_yaml(text, "night.yaml"), file="night.yaml"))


def refusal(text: str) -> str:
    with pytest.raises(FloorError) as caught:
        plans_of(text)
    message = str(caught.value)
    assert "\n" not in message
    return message


def test_pot_trigger_explains_the_arithmetic_and_cites_the_seed() -> None:
    # seed 002: "in a $20/$40 game, the kill would be active if the previous pot won was greater
    # than $400"; David wins 450 > 400 and posts 2 x 20 = 40; the hand is played at $40/$80.
    plans = plans_of(HEAD + "events: {1: {won: {player: David, pot: 450}}}\nhands: 2\n")
    hand = plans[1]
    assert (
        "Kill: David (seat 5) won hand 1's pot of 450, over kill_pot_over 400, so this is a full "
        "kill hand (WSOP 2026 Live Action Rules, Kill Pots (a participant who wins two "
        "consecutive pots, or a pot over a set size, must kill the next pot); Robert's Rules of "
        "Poker, Kill Pots): David posts a live kill blind of 40 (2 x the big blind "
        "of 20) and acts last in the opening round, after the other blinds, whatever the seat "
        "(kill_blind_acts: last). The hand is played at 2 x the limits: 40/80."
    ) in hand.explanation
    assert (
        "Robert's Rules of Poker, Kill Pots; kill_pot_over: 400 (set in night.yaml)"
    ) in hand.rule
    assert "kill_blind_acts: last" in hand.rule
    assert plans[0].kill is None and "Kill" not in plans[0].explanation


def test_streak_trigger_names_the_hands() -> None:
    # seed 002: "After that player wins her second pot, she is required to post a kill blind".
    plans = plans_of(
        HEAD
        + "events: {1: {won: Alice}, 2: {won: Alice}}\nhands: 3\n".replace(
            "won: Alice", "won: {player: Alice, pot: 100}"
        )
    )
    assert (
        "Kill: Alice (seat 2) won 2 pots in a row (hands 1 to 2; kill_win_streak 2)"
        in plans[2].explanation
    )
    assert "kill_win_streak: 2 (set in night.yaml)" in plans[2].rule


def test_both_triggers_at_once() -> None:
    plans = plans_of(
        HEAD + "events: {1: {won: {player: Alice, pot: 100}}, 2: {won: {player: Alice, pot: 500}}}"
        "\nhands: 3\n"
    )
    kill = plans[2].kill
    assert kill is not None and kill.trigger == "pot and streak"
    assert (
        "won hand 2's pot of 500, over kill_pot_over 400, and that is 2 pots in a row"
        in plans[2].explanation
    )


def test_kill_json_key_only_on_kill_hands() -> None:
    session = parse_session(
        load_yaml(HEAD + "events: {1: {won: {player: Bob, pot: 401}}}\nhands: 3\n", "n.yaml"),
        file="n.yaml",
    )
    report: dict[str, Any] = session_report(session, plan_hands(session))
    hands = report["hands"]
    assert "kill" not in hands[0] and "kill" not in hands[2]
    assert hands[1]["kill"] == {
        "seat": 3,
        "name": "Bob",
        "kind": "full",
        "amount": 40,
        "trigger": "pot",
        "won_hand": 1,
        "pot": 401,
        "wins": 1,
    }
    json.dumps(report)


def test_trigger_on_the_last_hand_plans_nothing_and_says_so() -> None:
    # hands: 2; Alice's 500 > 400 in hand 2 would put the kill on hand 3, which is not walked.
    plans = plans_of(HEAD + "events: {2: {won: {player: Alice, pot: 500}}}\nhands: 2\n")
    assert len(plans) == 2 and all(p.kill is None for p in plans)
    assert plans[1].explanation.endswith(
        "Kill: Alice (seat 2) won hand 2's pot of 500, over kill_pot_over 400: the kill would be "
        "on in hand 3, after the session ends (hands: 2)."
    )


def test_split_pot_and_missing_result_are_explained() -> None:
    # WSOP 2026 Live Action Rule 196 (Robert's Kill Pots 4): Alice, with a leg up from hand 1,
    # splits hand 2 with Bob and keeps her leg up; Carol wins hand 3 (a pot of 10 is less than
    # the blinds 10 + 20 plus one full bet of 20 = 50: no full bet won, WSOP LA 195), her first
    # leg; no result for hand 4 ends Carol's run.
    plans = plans_of(
        HEAD + "events:\n  1: {won: {player: Alice, pot: 10}}\n"
        "  2: {won: [{player: Alice, pot: 450}, {player: Bob, pot: 450}]}\n"
        "  3: {won: {player: Carol, pot: 10}}\nhands: 5\n"
    )
    assert (
        "Hand 2's pot was split between Alice (seat 2) and Bob (seat 3): Alice (seat 2) keeps the "
        "leg up (WSOP 2026 Live Action Rule 196" in plans[2].explanation
    )
    assert "No result is written for hand 4 ('won'), so Carol's run of wins ends there." in (
        plans[4].explanation
    )
    assert all(p.kill is None for p in plans)


def test_an_unrecorded_hand_breaks_the_streak() -> None:
    # Alice wins hands 1 and 3; hand 2 has no result: not two in a row, no kill in hand 4.
    plans = plans_of(
        HEAD + "events: {1: {won: {player: Alice, pot: 1}}, 3: {won: {player: Alice, pot: 1}}}\n"
        "hands: 4\n"
    )
    assert all(p.kill is None for p in plans)


def test_winner_away_next_hand_posts_no_kill() -> None:
    plans = plans_of(
        HEAD + "events: {1: {won: {player: Ellen, pot: 800}, away: [Ellen]}}\nhands: 2\n"
    )
    assert plans[1].kill is None
    assert "but Ellen is not dealt in this hand: no kill this hand" in plans[1].explanation


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            HEAD + "events:\n  1: {won: {player: Zed, pot: 500}}\nhands: 2\n",
            "night.yaml:10: events: 1: won: 'Zed' was not dealt in hand 1; dealt in: Frank, "
            "Alice, Bob, Carol, David, Ellen",
        ),
        (
            HEAD + "events:\n  1: {won: {player: Alce, pot: 500}}\nhands: 2\n",
            "night.yaml:10: events: 1: won: 'Alce' was not dealt in hand 1 (did you mean 'Alice'?)",
        ),
        (
            HEAD + "events:\n  1: {leave: [Bob]}\n  2: {won: {player: Bob, pot: 500}}\nhands: 3\n",
            "night.yaml:11: events: 2: won: 'Bob' was not dealt in hand 2",
        ),
        (
            HEAD + "events:\n  1: {won: Alice}\nhands: 2\n",
            "night.yaml:10: events: 1: won: how big was Alice's pot? kill_pot_over is 400, so "
            "write e.g. 'won: {player: Alice, pot: 401}'",
        ),
        (
            HEAD + "events:\n  1: {won: {player: Alice, pot: -5}}\nhands: 2\n",
            "night.yaml:10: events: 1: won: pot -5 is not a positive whole number of chips",
        ),
        (
            HEAD + "events:\n  1: {won: {player: Alice, chips: 5}}\nhands: 2\n",
            "night.yaml:10: events: 1: won: unknown key 'chips'",
        ),
        (
            HEAD + "events:\n  1: {won: []}\nhands: 2\n",
            "night.yaml:10: events: 1: won: no winner",
        ),
        (
            HEAD + "events:\n  1:\n    won:\n      - {player: Alice, pot: 5}\n"
            "      - {player: alice, pot: 5}\nhands: 2\n",
            "night.yaml:13: events: 1: won: alice is named twice",
        ),
        (
            HEAD + "events:\n  2: {won: {player: Alice, pot: 5}, leave: [Bob]}\nhands: 2\n",
            "night.yaml:10: events: 2: an event after hand 2 changes nothing",
        ),
        (
            HEAD + "events:\n  3: {won: {player: Alice, pot: 5}}\nhands: 2\n",
            "night.yaml:10: events: 3: an event after hand 3 changes nothing",
        ),
        (
            HEAD.replace("kill_pot_over: 400\nkill_win_streak: 2\n", "")
            + "events:\n  1: {won: Alice}\nhands: 2\n",
            "night.yaml:8: events: 1: won: a hand's result only matters in a kill game, and no "
            "kill trigger is set; set kill_pot_over or kill_win_streak",
        ),
        (
            HEAD.replace("kill_win_streak: 2", "kill_win_streak: 0") + "hands: 2\n",
            "night.yaml:6: kill_win_streak: 0 wins in a row would put the kill on every hand",
        ),
        (
            HEAD.replace("blinds: [10, 20]", "blinds: [5, 15]").replace(
                "limit-holdem", "limit-holdem\nkill_kind: half"
            )
            + "hands: 2\n",
            "night.yaml:6: kill_pot_over: a half kill multiplies by 1.5, but the kill blind, "
            "1.5 x the big blind of 15 is not a whole number of chips",
        ),
        (
            HEAD.replace("kill_pot_over: 400", "kill_pot_over: lots") + "hands: 2\n",
            "night.yaml:5: kill_pot_over: 'lots' is not a whole number of chips",
        ),
        (
            HEAD + "events:\n  1: {wonn: Alice}\nhands: 2\n",
            "night.yaml:10: events: 1: unknown event 'wonn' (did you mean 'won'?)",
        ),
    ],
)
def test_bad_kill_sessions_are_refused_with_file_and_line(text: str, expected: str) -> None:
    assert refusal(text).startswith(expected), refusal(text)


def test_written_kill_hand_replays_at_the_multiplied_limits() -> None:
    # Bob wins two in a row: hand 3 is a full kill hand, $20/$40 played as $40/$80; the engine
    # posts Bob's kill blind of 40 from the hand file's `kill:`; it acts last (kill_blind_acts).
    # Each pot of 90 holds a full bet beyond the blinds (90 >= 10 + 20 + 20, WSOP LA 195).
    text = HEAD + "events: {1: {won: {player: Bob, pot: 90}}, 2: {won: {player: Bob, pot: 90}}}\n"
    session = parse_session(load_yaml(text + "hands: 3\n", "night.yaml"), file="night.yaml")
    plan = plan_hands(session)[2]
    written = hand_file_text(session, plan)
    assert "kill: {seat: 3, kind: full}\n" in written
    assert "kill blind" not in written.split("actions:")[1]
    data = load_yaml(written, "hand.yaml")
    assert isinstance(data, LineDict)
    hand = parse_hand(data, file="hand.yaml")
    result = replay_hand(hand)
    live = {p.seat: p.live for p in result.final.players if p.live}
    assert live == {4: 10, 5: 20, 3: 40}
    assert result.final.rules.small_bet == 40 and result.final.rules.big_bet == 80
    kill_posts = [p for p in plan.posts if p.kind is PostKind.KILL_BLIND]
    assert [(p.seat, p.amount, p.live) for p in kill_posts] == [(3, 40, True)]


def test_written_kill_hand_for_a_big_blind_winner() -> None:
    text = HEAD + "events: {1: {won: {player: Carol, pot: 450}}}\nhands: 2\n"
    session = parse_session(load_yaml(text, "night.yaml"), file="night.yaml")
    written = hand_file_text(session, plan_hands(session)[1])
    assert "kill: {seat: 4, kind: full}\n" in written and "actions: []" in written
    data = load_yaml(written, "hand.yaml")
    assert isinstance(data, LineDict)
    final = replay_hand(parse_hand(data, file="hand.yaml")).final
    assert {p.seat: p.live for p in final.players if p.live} == {3: 10, 4: 40}


def test_cli_table_shows_the_kill_blind(tmp_path: Path) -> None:
    app = typer.Typer()
    app.command()(blinds)

    @app.callback()
    def _root() -> None:
        """Stand-in for the main app."""

    path = tmp_path / "night.yaml"
    path.write_text(
        HEAD + "events: {1: {won: {player: Carol, pot: 450}}}\nhands: 2\n", encoding="utf-8"
    )
    result = CliRunner().invoke(app, ["blinds", str(path)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert "4 Carol kill blind 40 (adds 20)" in result.output
    result = CliRunner().invoke(app, ["blinds", str(path), "--json"])
    doc = json.loads(result.output)
    assert doc["hands"][1]["kill"]["amount"] == 40
    bad = tmp_path / "bad.yaml"
    bad.write_text(HEAD + "events:\n  1: {won: {player: Zed, pot: 1}}\nhands: 2\n")
    result = CliRunner().invoke(app, ["blinds", str(bad)])
    assert result.exit_code == 2
    assert f"error: {bad}:10: events: 1: won: 'Zed' was not dealt in hand 1" in result.output
