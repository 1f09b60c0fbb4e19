"""Tournament blinds and the ways into a cash game, through `floorcli blinds` as a user runs it.

Tournaments (tda-nlhe): TDA 2024 Rule 30 (an absent player is dealt in and blinded off), Rules
8-A and 10-A (new players and players from broken tables are dealt in without posting, except
between the small blind and the button), Rule 32 (dead button).  Cash games: WSOP 2026 Live
Action Rules 104-a (no-limit new players need not post), 158 (buying the button), 160 (back as the
under-the-gun straddle) and 161 (dealt in without posting).  The walks themselves are
tests/sessions/tournament.yaml and tests/sessions/cash-entry.yaml.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from floorcli.sessions.file import hand_file_text, parse_session
from floorcli.sessions.plan import PostKind, plan_hands
from floorcli.textio.yamlsrc import load_yaml
from tests import inproc

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "sessions"
TABLE = "seats: {1: Frank, 2: Alice, 3: Bob, 4: Carol, 5: David, 6: Ellen}\nbutton: 1\n"


def floorcli(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return inproc.run(*args, cwd=cwd, env={"COLUMNS": "200", "PATH": "/usr/bin:/bin"})


def hands_json(name: str) -> list[dict[str, object]]:
    done = floorcli("blinds", str(EXAMPLES / name), "--json")
    assert (done.returncode, done.stderr) == (0, "")
    report = json.loads(done.stdout)
    hands = report["hands"]
    assert isinstance(hands, list)
    return hands


def test_tournament_absent_player_is_dealt_in_and_blinded_off() -> None:
    # TDA 2024 Rule 30: David (5) is away for hands 2 and 3. Dead button (Rule 32), big blind one
    # player a hand: hand 2 Carol 4 -> David 5, so David's big blind of 200 goes in while he is
    # away; hand 3 the small blind of 100 is due from seat 5, David's; hand 4 he is back on the
    # button and posts nothing more (100 + 200 are all he paid).
    hands = hands_json("tournament-night.yaml")
    second, third, fourth = hands[1], hands[2], hands[3]
    assert second["absent"] == [5] and 5 in second["dealt_in"]  # type: ignore[operator]
    assert {"seat": 5, "name": "David", "amount": 200, "kind": "big blind", "live": True} in (
        second["posts"]  # type: ignore[operator]
    )
    assert third["absent"] == [5]
    assert {"seat": 5, "name": "David", "amount": 100, "kind": "small blind", "live": True} in (
        third["posts"]  # type: ignore[operator]
    )
    assert "absent" not in fourth and fourth["button"] == 5
    assert [p["seat"] for p in fourth["posts"]] == [6, 7]  # type: ignore[index,union-attr]
    assert "TDA 2024 Rule 30" in str(second["explanation"])


def test_tournament_new_players_post_nothing_but_wait_between_button_and_small_blind() -> None:
    # TDA 2024 Rules 8-A and 10-A: hand 2 has button 2, small blind 4: Gina's seat 3 lies between
    # them, she waits; Hank (7) is dealt in. Posts: only the blinds 100 + 200 = 300.
    hands = hands_json("tournament-night.yaml")
    second, third = hands[1], hands[2]
    assert second["sitting_out"] == [
        {
            "seat": 3,
            "name": "Gina",
            "reason": "new: may not be dealt in between the button and the small blind; dealt in "
            "once the button has passed (TDA 2024 Rules 8-A and 10-A)",
        }
    ]
    assert sum(p["amount"] for p in second["posts"]) == 300  # type: ignore[index,union-attr]
    assert 7 in second["dealt_in"]  # type: ignore[operator]
    assert 3 in third["dealt_in"] and third["sitting_out"] == []  # type: ignore[operator]
    assert sum(p["amount"] for p in third["posts"]) == 300  # type: ignore[index,union-attr]


def test_tournament_table_shows_the_absent_player() -> None:
    done = floorcli("blinds", "examples/sessions/tournament-night.yaml")
    assert done.returncode == 0, done.stderr
    assert "5 David (away, dealt in)" in done.stdout
    assert "missed_blinds: blinded-off (TDA 2024 Rule 30" in done.stdout


def test_buying_the_button() -> None:
    # WSOP 2026 Live Action Rule 158: Gina (3) buys the button in hand 2: 2 live + 1 dead; hand 3
    # she has the button, David (last hand's big blind) posts the small blind, Ellen the big.
    hands = hands_json("buy-the-button.yaml")
    gina = [p for p in hands[1]["posts"] if p["seat"] == 3]  # type: ignore[index,union-attr]
    assert gina == [
        {"seat": 3, "name": "Gina", "amount": 2, "kind": "new player", "live": True},
        {"seat": 3, "name": "Gina", "amount": 1, "kind": "buys the button", "live": False},
    ]
    third = hands[2]
    assert (third["button"], third["small_blinds"], third["big_blinds"]) == (3, [5], [6])
    assert "WSOP 2026 Live Action Rule 158" in str(third["explanation"])


def test_a_bought_button_hand_is_not_written_as_a_hand_file(tmp_path: Path) -> None:
    done = floorcli("blinds", str(EXAMPLES / "buy-the-button.yaml"), "--write-hand", "2", "-")
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "Gina (seat 3) buys the button" in done.stderr
    assert not (tmp_path / "hand.yaml").exists()


def test_back_as_the_under_the_gun_straddle() -> None:
    # WSOP 2026 Live Action Rules 160 and 165: David waits until his seat is under the gun (hand
    # 7: big blind Carol 4, David 5 next) and posts a live straddle of 4 = 2 x the big blind of 2.
    done = floorcli("blinds", "examples/sessions/back-as-straddle.yaml")
    assert done.returncode == 0, done.stderr
    assert "5 David straddle 4" in done.stdout
    hands = hands_json("back-as-straddle.yaml")
    assert [5 in h["dealt_in"] for h in hands[3:]] == [False, False, False, True]  # type: ignore[operator]
    assert hands[6]["posts"][-1] == {  # type: ignore[index]
        "seat": 5,
        "name": "David",
        "amount": 4,
        "kind": "straddle",
        "live": True,
    }


def test_the_straddle_is_written_as_an_action_and_replays() -> None:
    done = floorcli("blinds", "examples/sessions/back-as-straddle.yaml", "--write-hand", "7", "-")
    assert done.returncode == 0, done.stderr
    assert done.stdout.rstrip().endswith('- "5 straddle 4"')
    replayed = subprocess.run(
        [sys.executable, "-m", "floorcli", "replay", "-"],
        input=done.stdout,
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=False,
    )
    assert replayed.returncode == 0, replayed.stderr
    assert "straddle" in replayed.stdout


def test_played_without_posting_posts_on_the_next_deal() -> None:
    # WSOP 2026 Live Action Rule 161: David owed 2 live + 1 dead in hand 5 and played it without
    # posting; hand 6 asks the same 2 live + 1 dead again.
    hands = hands_json("played-without-posting.yaml")
    owed = [
        {"seat": 5, "name": "David", "amount": 2, "kind": "missed big blind", "live": True},
        {"seat": 5, "name": "David", "amount": 1, "kind": "missed small blind", "live": False},
    ]
    for hand in hands[4:6]:
        assert [p for p in hand["posts"] if p["seat"] == 5] == owed  # type: ignore[index,union-attr]
    assert "WSOP 2026 Live Action Rule 161" in str(hands[5]["explanation"])


@pytest.mark.parametrize(
    ("events", "expected"),
    [
        (
            "events: {1: {join: {7: {name: Gina, buys_button: yes}}}}\nhands: 2\n",
            "session.yaml:5: events: 1: join: seat 7: buys_button: 'yes': write "
            "'buys_button: true' or leave it out",
        ),
        (
            "events: {1: {join: {7: {name: Gina, buys_button: true}}}}\nhands: 2\n",
            "session.yaml:5: Gina (seat 7) may buy the button only in a seat the blinds have just "
            "passed, between the button and the big blind (WSOP 2026 Live Action Rule 158)",
        ),
        (
            "events: {1: {away: [David]}, 2: {back: [{name: David, seat: 5}]}}\nhands: 3\n",
            "session.yaml:5: events: 2: back: unknown key 'seat'",
        ),
        (
            "events: {1: {played_without_posting: [Bob]}}\nhands: 2\n",
            "session.yaml:5: events: 1: played_without_posting: Bob owed no missed blind or new "
            "player's post in hand 1 (posts there: big blind 2); remove it",
        ),
    ],
)
def test_bad_entry_forms_are_refused_in_one_line(events: str, expected: str) -> None:
    text = "rules: cash-nlhe\nblinds: [1, 2]\n" + TABLE + events
    with pytest.raises(Exception) as caught:
        plan_hands(parse_session(load_yaml(text, "session.yaml"), file="session.yaml"))
    assert expected in str(caught.value)
    assert "\n" not in str(caught.value)


def test_a_straddle_back_needs_a_game_with_straddles(tmp_path: Path) -> None:
    path = tmp_path / "night.yaml"
    path.write_text(
        "rules: tda-nlhe\nblinds: [100, 200]\n"
        + TABLE
        + "events: {1: {away: [David]}, 2: {back: [{name: David, straddle: true}]}}\nhands: 3\n",
        encoding="utf-8",
    )
    done = floorcli("blinds", str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == (
        f"error: {path}:5: events: 2: back: straddle: straddle: none (house rule for "
        "tournaments (no straddles; WSOP 2026 Live Action Rule 22's live straddle is for cash "
        "games)): "
        "this game has no straddle to come back as (WSOP 2026 Live Action Rule 160); write the "
        "name alone to post the missed blinds\n"
    )


def test_absent_players_written_in_a_hand_file_are_dealt_in_with_a_note() -> None:
    session = parse_session(
        load_yaml((EXAMPLES / "tournament-night.yaml").read_text(), "night.yaml"),
        file="night.yaml",
    )
    plan = plan_hands(session)[1]
    text = hand_file_text(session, plan)
    assert "  5: {name: David, stack: 20000}" in text
    assert "# seat 5 (David) is away, dealt in and blinded off" in text
    # TDA 2024 Rule 30: the hand file itself kills the hand at the deal, so `ask` and `replay`
    # of it never give David an action nor a pot
    assert "\naway: [5]\n" in text
    assert all(p.kind is not PostKind.MISSED_BIG_BLIND for p in plan.posts)


def test_buying_the_button_is_refused_in_a_tournament(tmp_path: Path) -> None:
    # TDA 2024 Rules 8-A and 10-A: a tournament's new player is dealt in at once with nothing to
    # post (anywhere but between the small blind and the button); Rule 32: a dead button.  Buying
    # the button (posting a big blind and a dead small blind to play the button next hand, WSOP
    # 2026 Live Action Rule 158) is a cash game's entry: under tda-nlhe it is refused in one line.
    path = tmp_path / "night.yaml"
    path.write_text(
        "rules: tda-nlhe\nblinds: [100, 200]\n"
        + TABLE
        + "events:\n  1:\n    join: {7: {name: Gina, buys_button: true}}\nhands: 2\n",
        encoding="utf-8",
    )
    done = floorcli("blinds", str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1
    assert done.stderr.startswith(f"error: {path}:7: events: 1: join: seat 7: buys_button: ")
    assert "TDA 2024 Rules 8-A and 10-A" in done.stderr and "Rule 32" in done.stderr


def test_buying_the_button_stays_in_a_cash_game() -> None:
    # WSOP 2026 Live Action Rule 158 (tests/sessions/cash-entry.yaml): under cash-nlhe Gina joins
    # seat 3, between the button (1) and the big blind (4) of hand 1, buying the button: she is
    # dealt in on hand 2.  The same join under tda-nlhe is refused (the test above).
    text = (
        "rules: cash-nlhe\nblinds: [1, 2]\nseats: {1: Frank, 2: Alice, 4: Carol, 5: David, "
        "6: Ellen}\nbutton: 1\nevents: {1: {join: {3: {name: Gina, buys_button: true}}}}\n"
        "hands: 2\n"
    )
    plans = plan_hands(parse_session(load_yaml(text, "session.yaml"), file="session.yaml"))
    assert 3 in [p.seat for p in plans[1].dealt_in]
    with pytest.raises(Exception, match="no buying the button in a tournament"):
        parse_session(
            load_yaml(text.replace("cash-nlhe", "tda-nlhe"), "session.yaml"), file="session.yaml"
        )


def test_a_new_players_post_owed_after_playing_without_it_is_a_new_players_post() -> None:
    # WSOP 2026 Live Action Rule 161: Gina joins seat 7 after hand 1 (cash-nlhe, new_player:
    # post: she posts a big blind of 2 to come in); she is dealt hand 2 without posting it and
    # plays it, so she posts it on hand 3.  It is a new player's post, not a "missed big blind"
    # (she never missed a blind).
    text = (
        "rules: cash-nlhe\nblinds: [1, 2]\n"
        + TABLE
        + "events: {1: {join: {7: Gina}}, 2: {played_without_posting: [Gina]}}\nhands: 3\n"
    )
    plans = plan_hands(parse_session(load_yaml(text, "session.yaml"), file="session.yaml"))
    owed = [(p.kind, p.amount, p.live) for p in plans[2].posts if p.seat == 7]
    assert owed == [(PostKind.NEW_PLAYER, 2, True)]
    assert "missed big blind" not in plans[2].explanation
    assert "Gina (seat 7) posts the new player's big blind of 2 live" in plans[2].explanation
