"""The tournament floor's next hand agrees with `floorcli blinds` (hypothesis).

`floorcli.tournament.positions` says what a player seated in an open seat does next hand (for
balancing's worst position, TDA 2024 Rule 11-A, and a broken table's draw, Rules 10-A, 8-A).
The session planner (`floorcli.sessions`, the dead button of TDA 2024 Rule 32, written
separately) is asked the same question: hand 1 is dealt, some players bust, a player sits in
the open seat, and hand 2's button and blinds are planned.  Both must say the same.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcli.sessions.file import parse_session
from floorcli.sessions.model import HandPlan
from floorcli.sessions.plan import plan_hands
from floorcli.textio.yamlsrc import dump_yaml, load_yaml
from floorcli.tournament.positions import Role, role_of, worst_seat
from floorcli.tournament.room import Player, RoomTable

SIZE = 9


def _plans(session: dict[str, object]) -> tuple[HandPlan, ...]:
    return plan_hands(parse_session(load_yaml(dump_yaml(session), "s.yaml"), file="s.yaml"))


@st.composite
def tables(draw: st.DrawFn) -> tuple[dict[str, object], RoomTable, list[str]]:
    """Hand 1 of a session, the table after it (some players bust), and who busted."""
    seats = sorted(draw(st.lists(st.integers(1, SIZE), min_size=4, max_size=8, unique=True)))
    names = {s: f"P{s}" for s in seats}
    session = {"rules": "tda-nlhe", "blinds": [1, 2], "seats": names, "hands": 1}
    session["button"] = draw(st.sampled_from(seats))
    bust = draw(st.lists(st.sampled_from(seats), max_size=len(seats) - 3, unique=True))
    first = _plans(session)[0]
    table = RoomTable(
        number=1,
        seats={s: Player(name=names[s]) for s in seats if s not in bust},
        button=first.button,
        small_blind=first.small_blinds[0],
        big_blind=first.big_blinds[0],
    )
    return session, table, [names[s] for s in bust]


def _hand_2(session: dict[str, object], bust: list[str], seat: int) -> HandPlan:
    event: dict[str, object] = {"join": {seat: "New"}}
    if bust:
        event["leave"] = bust
    return _plans({**session, "hands": 2, "events": {1: event}})[1]


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(tables(), st.data())
def test_a_seated_player_s_next_hand_is_what_the_session_planner_says(
    hand_1: tuple[dict[str, object], RoomTable, list[str]], data: st.DataObject
) -> None:
    session, table, bust = hand_1
    seat = data.draw(st.sampled_from([s for s in range(1, SIZE + 1) if s not in table.seats]))
    role = role_of(table.seated(seat, Player(name="New")), seat)
    plan = _hand_2(session, bust, seat)
    assert (role is Role.BIG_BLIND) == (seat in plan.big_blinds)
    assert (role is Role.SMALL_BLIND) == (seat in plan.small_blinds)
    assert (role is Role.BUTTON) == (plan.button == seat)
    waits = {s.seat for s in plan.sitting_out}
    assert (role is Role.WAITS) == (seat in waits)


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(tables())
def test_the_worst_position_is_never_the_small_blind(
    hand_1: tuple[dict[str, object], RoomTable, list[str]],
) -> None:
    session, table, bust = hand_1
    worst = worst_seat(table, size=SIZE)
    assert worst is not None
    plan = _hand_2(session, bust, worst.seat)
    assert worst.seat not in plan.small_blinds
    assert (worst.hands == 0) == (worst.seat in plan.big_blinds)
