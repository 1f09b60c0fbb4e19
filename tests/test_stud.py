"""Stud: the bring-in from the upcards, the showing-hand order, the stud street markers."""

from __future__ import annotations

import pytest

from floorcli.engine.deal import deal
from floorcli.engine.stud import bring_in_seat, has_open_pair, showing_value
from floorcli.errors import NotationError, RulesetError
from floorcli.formats.notation import parse_entry
from floorcli.model.actions import Street, StreetMarker
from floorcli.model.hand import Kill, kill_rules
from floorcli.model.seats import SeatSpec
from floorcli.profiles.choices import Game, KillKind, Structure
from floorcli.profiles.settings import Rules


def test_stud_bring_in_lowest_card_ties_by_suit_clubs_lowest() -> None:
    # seed 000, Bring-in; Robert's Rules v5, Seven-Card Stud: clubs, diamonds, hearts, spades.
    assert bring_in_seat(Game.STUD, {1: "2s", 2: "2h", 3: "2d", 4: "2c"}) == 4
    assert bring_in_seat(Game.STUD, {1: "2s", 2: "2h", 3: "2d"}) == 3
    assert bring_in_seat(Game.STUD_HI_LO, {1: "Ac", 2: "Kd"}) == 2  # aces high for the bring-in


def test_razz_bring_in_highest_card_ace_low_ties_by_suit_spades_highest() -> None:
    # seed 000, Bring-in (low games: the highest card); Robert's Rules v5, Razz.
    assert bring_in_seat(Game.RAZZ, {1: "Kc", 2: "Kd", 3: "Kh", 4: "Ks"}) == 4
    assert bring_in_seat(Game.RAZZ, {1: "Ac", 2: "2d"}) == 2  # the ace is low


def test_showing_hands_high() -> None:
    trips = showing_value(["7h", "7c", "7d"], low=False)
    two_pair = showing_value(["Ah", "Ac", "2d", "2c"], low=False)
    pair = showing_value(["Kh", "Kd", "3c"], low=False)
    high = showing_value(["Ah", "Qd", "Jc"], low=False)
    assert trips > two_pair > pair > high
    assert showing_value(["Kh", "Kd"], low=False) > showing_value(["Qh", "Qd"], low=False)


def test_showing_hands_low() -> None:
    assert showing_value(["Ah", "2d"], low=True) > showing_value(["3h", "2c"], low=True)
    assert showing_value(["Kh", "Qd"], low=True) > showing_value(["Ah", "Ad"], low=True)


def test_open_pair() -> None:
    assert has_open_pair(["7h", "7c"]) and not has_open_pair(["7h", "8c", "9d"])


def test_stud_markers_parse_and_print() -> None:
    marker = parse_entry("fourth 1:7h 3:2c")
    assert marker == StreetMarker(street=Street.FOURTH, cards=("7h", "2c"), seats=(1, 3))
    assert str(marker) == "fourth 1:7h 3:2c"
    assert parse_entry(str(marker)) == marker
    assert parse_entry("fifth 7h 2c") == StreetMarker(street=Street.FIFTH, cards=("7h", "2c"))
    with pytest.raises(NotationError, match="face down"):
        parse_entry("seventh 7h")
    with pytest.raises(NotationError, match="seat:card"):
        parse_entry("fourth 1:7h 2c")


def test_stud_deal_posts_antes_and_bring_in() -> None:
    rules = Rules(
        game=Game.STUD, structure=Structure.FIXED_LIMIT, small_bet=5, big_bet=10, bring_in=2, ante=1
    )
    seats = [SeatSpec(seat=s, stack=100) for s in (1, 2, 3)]
    state, forced = deal(rules, seats, 3, upcards={1: "9h", 2: "3d", 3: "3c"})
    assert [(f.seat, f.kind, f.amount) for f in forced][-1] == (3, "bring-in", 2)
    assert "3c" in forced[-1].why and "lower suit" in forced[-1].why
    assert state.street is Street.THIRD and state.pot_total == 3 + 2
    assert state.to_act is not None and state.to_act.seat == 1


def test_kill_rules_multiply_limits() -> None:
    # seed 002, Kill game: $20/$40 full kill plays $40/$80; $4/$8 half kill plays $6/$12.
    full = kill_rules(Rules(small_bet=20, big_bet=40), Kill(seat=1, kind=KillKind.FULL))
    half = kill_rules(Rules(small_bet=4, big_bet=8), Kill(seat=1, kind=KillKind.HALF))
    assert (full.small_bet, full.big_bet, half.small_bet, half.big_bet) == (40, 80, 6, 12)
    with pytest.raises(RulesetError):
        kill_rules(Rules(small_bet=5, big_bet=10), Kill(seat=1, kind=KillKind.HALF))


def test_cap_limit_chips_conserved() -> None:
    # seed 000, Cap limit: chips over the cap stay with the player (reserve), never in the pot.
    from floorcli.engine.replay import replay

    rules = Rules(structure=Structure.CAP_LIMIT, cap=60, blinds=(2,))
    seats = [SeatSpec(seat=s, stack=500) for s in (1, 2, 3)]
    state, _ = deal(rules, seats, 3)
    final = replay(
        state, [parse_entry(t) for t in ("2 raise 10", "3 raise 60", "1 call", "2 call")]
    )
    assert final.final.pot_total == 180
    for p in final.final.players:
        assert p.stack + p.reserve + p.committed == p.starting_stack == 500
        assert p.stack + p.reserve == 440
