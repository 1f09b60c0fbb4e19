"""Random sessions checked against the button and blind invariants the rulebooks state.

Each session: 3-9 players under a random `button_rule`, `missed_blinds` and `new_player`, with
players leaving, joining (some buying the button), stepping away and coming back (some as the
under-the-gun straddle).  Every hand of every session must satisfy:

- exactly one big blind, unless the moving button's rule asks for more (seed 002, Moving button
  rule: "the player two seats to the left of the button always posts a big blind, as well as any
  players that the big blind has skipped past");
- no player skips the big blind under a forward-moving rule: under the dead button (TDA 2024 Rule
  32; seed 002, Dead button rule: "the big blind is posted by the player due for it") nobody dealt
  in both hands sits between last hand's big blind and this hand's; under the moving button every
  such player posts a big blind;
- heads-up the button posts the small blind (TDA 2024 Rule 34-B);
- nobody posts the big blind two hands running, in particular going from three players to two
  (TDA 2024 Rule 34-B; seed 002, When there are only two players), except when every player of
  the next hand posted one (two big blinds under the moving button, then the third player leaves).

`python -m pytest tests/test_session_random.py --hypothesis-seed=N` runs other sessions; raise
`max_examples` locally for tens of thousands.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from floorcli.errors import HandFileError
from floorcli.model.seats import is_between
from floorcli.sessions.file import parse_session
from floorcli.sessions.plan import HandPlan, MissedBlinds, NewPlayer, PostKind, plan_hands
from floorcli.textio.yamlsrc import load_yaml

NAMES = ["Ann", "Ben", "Cal", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy"]


@st.composite
def sessions(draw: st.DrawFn) -> dict[str, Any]:
    """A random session file (as data) and the hands it walks."""
    seats = sorted(draw(st.sets(st.integers(1, 9), min_size=3, max_size=9)))
    seated = {seat: NAMES[seat - 1] for seat in seats}
    away: set[str] = set()
    hands = draw(st.integers(2, 16))
    events: dict[int, dict[str, Any]] = {}
    joined = 0
    for after in range(1, hands):
        event: dict[str, Any] = {}
        present = [n for n in seated.values() if n not in away]
        kind = draw(st.sampled_from(["none", "none", "leave", "join", "away", "back"]))
        if kind == "leave" and len(present) > 2:
            who = draw(st.sampled_from(present))
            event["leave"] = [who]
            seated = {s: n for s, n in seated.items() if n != who}
        elif kind == "join" and len(seated) < 9:
            seat = draw(st.sampled_from([s for s in range(1, 10) if s not in seated]))
            joined += 1
            name = f"{NAMES[seat - 1]}{joined}"
            buys = draw(st.sampled_from([False, False, True]))
            event["join"] = {seat: {"name": name, "buys_button": True} if buys else name}
            seated[seat] = name
        elif kind == "away" and len(present) > 2:
            who = draw(st.sampled_from(present))
            event["away"] = [who]
            away.add(who)
        elif kind == "back" and away & set(seated.values()):
            who = draw(st.sampled_from(sorted(away & set(seated.values()))))
            straddle = draw(st.booleans())
            event["back"] = [{"name": who, "straddle": True} if straddle else who]
            away.discard(who)
        if event:
            events[after] = event
    return {
        "rules": "cash-nlhe",
        "button_rule": draw(st.sampled_from(["dead", "moving", "simplified"])),
        "missed_blinds": draw(st.sampled_from([m.value for m in MissedBlinds])),
        "new_player": draw(st.sampled_from([n.value for n in NewPlayer])),
        "blinds": [1, 2],
        "seats": {s: NAMES[s - 1] for s in seats},
        "button": draw(st.sampled_from(seats)),
        "events": events,
        "hands": hands,
    }


def walk(data: dict[str, Any]) -> tuple[HandPlan, ...]:
    text = yaml.safe_dump(data, sort_keys=False)
    try:
        return plan_hands(parse_session(load_yaml(text, "session.yaml"), file="session.yaml"))
    except HandFileError as err:
        # A generated `buys_button` in a seat the blinds have not just passed is refused (WSOP
        # 2026 Live Action Rule 158), and so is any `buys_button` under a tournament's settings
        # (blinded-off, new_player free, dead button: TDA 2024 Rules 8-A, 10-A, 30 and 32), as is
        # a table that cannot deal a hand: not a session.
        assume("may buy the button only" not in err.message)
        assume("no buying the button in a tournament" not in err.message)
        assume("cannot be dealt" not in err.message)
        raise


def big_blind_names(plan: HandPlan) -> set[str]:
    return {p.name for p in plan.posts if p.kind is PostKind.BIG_BLIND}


CHECKS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.slow
@CHECKS
@given(sessions())
def test_one_big_blind_unless_the_moving_button_asks_for_more(data: dict[str, Any]) -> None:
    for plan in walk(data):
        assert plan.big_blinds, plan.hand
        if data["button_rule"] != "moving" or plan.heads_up:
            assert len(plan.big_blinds) == 1, (plan.hand, plan.big_blinds)
        # Every big blind by position is posted by a player dealt in.
        dealt = {p.seat for p in plan.dealt_in}
        assert set(plan.big_blinds) <= dealt


@pytest.mark.slow
@CHECKS
@given(sessions())
def test_heads_up_the_button_posts_the_small_blind(data: dict[str, Any]) -> None:
    for plan in walk(data):
        if plan.heads_up:
            assert plan.small_blinds == (plan.button,)
            assert any(p.seat == plan.button and p.kind is PostKind.SMALL_BLIND for p in plan.posts)


@pytest.mark.slow
@CHECKS
@given(sessions())
def test_nobody_posts_the_big_blind_twice_in_a_row(data: dict[str, Any]) -> None:
    for before, after in itertools.pairwise(walk(data)):
        if {p.name for p in after.dealt_in} <= big_blind_names(before):
            continue  # everyone of the next hand posted one: no rule can avoid it
        assert not big_blind_names(before) & big_blind_names(after), (before.hand, after.hand)


@pytest.mark.slow
@CHECKS
@given(sessions())
def test_no_player_skips_the_big_blind_under_a_forward_moving_rule(data: dict[str, Any]) -> None:
    assume(data["button_rule"] in ("dead", "moving"))
    for before, after in itertools.pairwise(walk(data)):
        if before.heads_up or after.heads_up:
            continue  # heads-up places the big blind by its own rule (tested above)
        names = {p.seat: p.name for p in after.dealt_in}
        both = {p.name for p in before.dealt_in} & set(names.values())
        last, this = before.big_blinds[-1], after.big_blinds[-1]
        if last not in {p.seat for p in before.dealt_in} or this == last:
            continue
        # A player who posted a big blind's worth last hand (a new player's post, e.g. buying
        # the button, WSOP 2026 Live Action Rule 158) has paid for this pass of the big blind.
        paid = {p.name for p in before.posts if p.kind in (PostKind.BIG_BLIND, PostKind.NEW_PLAYER)}
        passed = [
            s
            for s, name in names.items()
            if name in both - paid and is_between(s, after=last, before=this)
        ]
        if data["button_rule"] == "dead":
            assert not passed, (after.hand, last, this, passed)
        else:
            assert set(passed) <= set(after.big_blinds), (after.hand, last, this, passed)
