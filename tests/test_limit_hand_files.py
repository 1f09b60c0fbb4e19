"""Fixed limit in hand files at dealer speed (issue 21): a bet or raise has one size, so a bare
``3 raise`` / ``3 bet`` / ``3 raises`` is that size, and a game with blinds and no bet sizes
takes them from the blinds, as `floorcli table` does (`floorcli.profiles.profile.limit_bets`).

The rulebooks: in limit play the allowable raise sizes are specified by the game (WSOP 2026 Live
Action Rule 154), a wager of the lower limit on an upper-limit round is brought up to the
proper size (Rule 142), and an all-in of half a bet or more is treated as a full bet (Rule 133).
At 5/10 fixed limit the small bet is the big blind, 10, and the big bet twice that, 20 (Hold'em
betting rules, Betting Limits: "the big blind is the size of a small bet"; Wikipedia: Betting in
poker, Fixed limit: the bets double on the turn and river).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from floorcli.answers.load import load_hand
from floorcli.cli.app import app
from floorcli.engine.deal import deal_hand
from floorcli.engine.options import options
from floorcli.engine.replay import apply
from floorcli.model.actions import Action, Verb

runner = CliRunner()

RULED = ("seat", "action", "to", "added", "verdict", "reopens", "all_in")
"""What a ruling decides (its words differ: a bare size says it came from the structure)."""


def hand(
    tmp: Path, actions: list[str], *, stacks: dict[int, int] | None = None, **over: object
) -> Path:
    data: dict[str, object] = {"rules": "limit-holdem", "blinds": [5, 10], "button": 1}
    data.update(over)
    data["seats"] = stacks or {1: 500, 2: 500, 3: 500}
    data["actions"] = actions
    path = tmp / f"hand{len(list(tmp.iterdir()))}.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False), encoding="utf-8")
    return path


def replay_json(path: Path) -> tuple[int, dict[str, object]]:
    done = runner.invoke(app, ["replay", "--json", str(path)])
    return done.exit_code, json.loads(done.stdout) if done.stdout.strip() else {}


def rulings(report: dict[str, object]) -> list[dict[str, object]]:
    found = report["rulings"]
    assert isinstance(found, list)
    return found


def test_a_bare_preflop_raise_is_one_small_bet_over_the_big_blind(tmp_path: Path) -> None:
    # Button seat 1, seat 2 posts 5, seat 3 posts 10; seat 1 raises one small bet: 10 + 10 = 20.
    code, report = replay_json(hand(tmp_path, ["1 raise", "2 call", "3 raises"]))
    assert code == 0
    first, _, third = rulings(report)
    assert (first["action"], first["to"], first["added"], first["verdict"]) == (
        "raise",
        20,
        20,
        "ok",
    )
    assert "no amount written: in fixed limit a raise has one size" in str(first["explanation"])
    assert "WSOP 2026 Live Action Rules 154" in str(first["rule"])
    # The big blind re-raises one small bet over the 20 faced: 20 + 10 = 30.
    assert (third["action"], third["to"], third["added"]) == ("raise", 30, 20)


def test_on_the_turn_the_bare_bet_is_the_big_bet_and_the_raise_one_more(tmp_path: Path) -> None:
    actions = ["1 call", "2 call", "3 check", "flop", "2 bet", "3 call", "1 call", "turn"]
    code, report = replay_json(hand(tmp_path, [*actions, "2 bet", "3 raise"]))
    assert code == 0
    flop_bet, turn_bet, turn_raise = (rulings(report)[i] for i in (3, 6, 7))
    assert flop_bet["to"] == 10  # the flop is a small-bet round: 10
    assert (turn_bet["action"], turn_bet["to"]) == ("bet", 20)  # the big bet: 2 x 10 = 20
    assert (turn_raise["action"], turn_raise["to"]) == ("raise", 40)  # 20 + 20 = 40
    assert "big_bet: 20 (not set, so twice the small bet" in str(turn_bet["rule"])


def test_a_short_stacks_bare_raise_is_an_all_in(tmp_path: Path) -> None:
    # Seat 3 posted the big blind of 10 from 25: faced with 20 it can reach only 25, not
    # 20 + 10 = 30.  5 over 20 is half the small bet of 10, so it counts as a raise (WSOP 2026
    # Live Action Rule 133, the profile's half-bet rule) and seat 1 may raise again to 35.
    path = hand(tmp_path, ["1 raise", "2 call", "3 raise"], stacks={1: 500, 2: 500, 3: 25})
    code, report = replay_json(path)
    assert code == 0
    last = rulings(report)[2]
    assert (last["action"], last["to"], last["all_in"], last["verdict"]) == (
        "raise",
        25,
        True,
        "ok",
    )
    final = report["final"]
    assert isinstance(final, dict)
    assert final["min_raise_to"] == 35  # 25 + 10


def test_a_bare_raise_short_of_a_call_is_an_all_in_call(tmp_path: Path) -> None:
    # 16 in all (10 posted, 6 behind) against 20: the one size capped at the chips is 16.
    path = hand(tmp_path, ["1 raise", "2 call", "3 raise"], stacks={1: 500, 2: 500, 3: 16})
    last = rulings(replay_json(path)[1])[2]
    assert (last["action"], last["to"], last["all_in"], last["verdict"]) == (
        "call",
        16,
        True,
        "corrected",
    )


def test_a_bare_raise_past_the_cap_is_illegal_as_a_written_one(tmp_path: Path) -> None:
    # A bet and three raises (raise_cap 3): 10, 20, 30, 40 on the flop; a fourth is refused.
    actions = ["1 call", "2 call", "3 check", "2 bet", "3 raise", "1 raise", "2 raise", "3 raise"]
    code, report = replay_json(hand(tmp_path, actions))
    assert code == 1
    assert [r["to"] for r in rulings(report)[3:7]] == [10, 20, 30, 40]
    assert rulings(report)[7]["verdict"] == "illegal"


def test_sizes_the_profile_or_file_set_win_over_the_blinds(tmp_path: Path) -> None:
    code, report = replay_json(hand(tmp_path, ["1 raise", "2 raise"], small_bet=20, big_bet=40))
    assert code == 0
    # A big blind of 10 under a small bet of 20: the first raise completes it to the full bet
    # of 20 (seed 000, Blinds: in a $5 game with a $2 blind, call 2 or raise to 5), the next
    # is one bet more, 20 + 20 = 40; blinds alone would have made them 20 and 30.
    assert [r["to"] for r in rulings(report)] == [20, 40]


def test_rules_show_says_where_an_unset_bet_comes_from() -> None:
    shown = runner.invoke(app, ["rules", "show", "limit-holdem"]).stdout
    assert "fixed-limit bet, rounds 1-2 (null in a game with blinds: the big blind)" in " ".join(
        shown.split()
    )


def test_no_limit_refuses_a_bare_raise_with_one_line(tmp_path: Path) -> None:
    path = hand(tmp_path, ["1 raise"], rules="tda-nlhe")
    done = runner.invoke(app, ["replay", str(path)])
    assert done.exit_code == 2
    line = path.read_text(encoding="utf-8").splitlines().index("- 1 raise") + 1
    assert done.stderr.strip() == (
        f"error: {path}:{line}: '1 raise': 'raise' needs an amount, e.g. '1 raise 20' (bet and "
        "raise amounts are the round total; '1 raise by 20' is 20 over the bet)"
    )
    assert "\n" not in done.stderr.strip()


def test_pot_limit_and_spread_refuse_a_bare_bet(tmp_path: Path) -> None:
    for over in ({"rules": "tda-plo"}, {"structure": "spread-limit", "spread": [2, 10]}):
        done = runner.invoke(
            app, ["replay", str(hand(tmp_path, ["1 call", "2 call", "3 bet"], **over))]
        )
        assert done.exit_code == 2, over
        assert "'3 bet': 'bet' needs an amount" in done.stderr


def test_a_stud_open_pair_makes_two_sizes_so_the_amount_is_written(tmp_path: Path) -> None:
    # examples/stud.yaml: $5/$10 stud; on fourth street seat 1 shows a pair of kings, so a bet
    # may be the small bet of 5 or the big bet of 10 (Robert's Rules of Poker v5, Seven-Card
    # Stud): a bare bet says neither.  Third street's bare bet completes the bring-in to 5.
    text = (Path(__file__).parent.parent / "examples" / "stud.yaml").read_text(encoding="utf-8")
    path = tmp_path / "stud.yaml"
    path.write_text(text.replace("- 1 complete", "- 1 bet").replace("- 1 bet 10", "- 1 bet"))
    done = runner.invoke(app, ["replay", str(path)])
    assert done.exit_code == 2
    assert "two sizes are legal here" in done.stderr
    assert "write the amount, '1 bet 5' or '1 bet 10'" in " ".join(done.stderr.split())
    path.write_text(text.replace("- 1 complete", "- 1 bet"), encoding="utf-8")
    assert [r["to"] for r in rulings(replay_json(path)[1])][1] == 5  # 2 brought in, 5 complete


def _random_hand(draw: st.DrawFn, tmp: Path) -> tuple[Path, list[str], list[str]]:
    """A fixed-limit hand played at random with every bet or raise at its one legal size:
    the actions with their amounts written, and the same with the amounts left out."""
    count = draw(st.integers(2, 5))
    stacks = {s: draw(st.sampled_from([8, 16, 25, 45, 120, 500])) for s in range(1, count + 1)}
    base = hand(tmp, [], stacks=stacks, button=draw(st.integers(1, count)))
    state, _ = deal_hand(load_hand(base))
    written: list[str] = []
    bare: list[str] = []
    for _ in range(40):
        if state.actor is None:
            break
        opts = options(state)
        seat = str(state.players[state.actor].seat)
        choices = [v for v in opts.legal if v != "raise" and v != "bet"]
        sized = opts.min_raise_to == opts.max_raise_to and opts.max_raise_to is not None
        if sized:
            choices += [v for v in opts.legal if v in ("bet", "raise")] * 2
        verb = draw(st.sampled_from(choices))
        if verb in ("bet", "raise"):
            action = Action(who=seat, verb=Verb(verb), amount=opts.max_raise_to)
            bare.append(f"{seat} {verb}")
        else:
            action = Action(who=seat, verb=Verb(verb))
            bare.append(str(action))
        written.append(str(action))
        state, _ = apply(state, action)
    return base, written, bare


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_bare_sizes_rule_as_the_written_legal_sizes(data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as where:
        tmp = Path(where)
        base, written, bare = _random_hand(data.draw, tmp)
        stacks = yaml.safe_load(base.read_text(encoding="utf-8"))
        stacks["actions"] = written
        one = tmp / "written.yaml"
        one.write_text(yaml.safe_dump(stacks), encoding="utf-8")
        stacks["actions"] = bare
        two = tmp / "bare.yaml"
        two.write_text(yaml.safe_dump(stacks), encoding="utf-8")
        code_one, as_written = replay_json(one)
        code_two, as_bare = replay_json(two)
        assert code_one == code_two == 0
        assert [[r[k] for k in RULED] for r in rulings(as_written)] == [
            [r[k] for k in RULED] for r in rulings(as_bare)
        ]
        assert as_written["final"] == as_bare["final"]
