"""The action grammar: every form parses, prints back the same, and bad forms are refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcli.errors import NotationError
from floorcli.formats.amounts import parse_amount
from floorcli.formats.notation import format_entry, parse_entry
from floorcli.model.actions import (
    ALONE_VERBS,
    Action,
    Decision,
    Entry,
    Street,
    StreetMarker,
    Verb,
)
from floorcli.model.evolve import evolve

FORMS: list[tuple[str, Entry]] = [
    ("3 fold", Action(who="3", verb=Verb.FOLD)),
    ("3 check", Action(who="3", verb=Verb.CHECK)),
    ("3 call", Action(who="3", verb=Verb.CALL)),
    ("3 bet 20", Action(who="3", verb=Verb.BET, amount=20)),
    ("3 raise 25", Action(who="3", verb=Verb.RAISE, amount=25)),
    ("3 allin", Action(who="3", verb=Verb.ALLIN)),
    ("3 straddle 20", Action(who="3", verb=Verb.STRADDLE, amount=20)),
    ("4 sleeper 4", Action(who="4", verb=Verb.SLEEPER, amount=4)),
    ("5 post 10", Action(who="5", verb=Verb.POST, amount=10)),
    ("5 post 5 dead", Action(who="5", verb=Verb.POST, amount=5, dead=True)),
    ("Alice call", Action(who="Alice", verb=Verb.CALL)),
    ("Alice raise 100", Action(who="Alice", verb=Verb.RAISE, amount=100)),
    ("10 bet 0", Action(who="10", verb=Verb.BET, amount=0)),
    ("3 call 15", Action(who="3", verb=Verb.CALL, amount=15)),
    ("3 raise by 40", Action(who="3", verb=Verb.RAISE, amount=40, by=True)),
    ("3 says raise", Action(who="3", verb=Verb.RAISE, said=True)),
    ("3 says raise 60", Action(who="3", verb=Verb.RAISE, amount=60, said=True)),
    ("3 says 60", Action(who="3", verb=Verb.CHIPS, amount=60, said=True)),
    ("3 chips 100,25,25", Action(who="3", verb=Verb.CHIPS, chips=(100, 25, 25))),
    ("3 chip 500", Action(who="3", verb=Verb.CHIPS, chips=(500,))),
    ("5 call out of turn", Action(who="5", verb=Verb.CALL, out_of_turn=True)),
    # Disputes (issue 12): pot declarations (TDA 2024 Rule 54-D), unclear amounts (Rule 57),
    # words and chips in one motion (Rule 40-A), floor decisions (Rules 51-B and 53-B).
    ("3 pot", Action(who="3", verb=Verb.POT)),
    ("3 says pot", Action(who="3", verb=Verb.POT, said=True)),
    ("3 says 5 unclear", Action(who="3", verb=Verb.CHIPS, amount=5, said=True, unclear=True)),
    ("3 says bet 5 unclear", Action(who="3", verb=Verb.BET, amount=5, said=True, unclear=True)),
    (
        "4 chips 20,20 with says raise 100",
        Action(
            who="4",
            verb=Verb.CHIPS,
            chips=(20, 20),
            then=(Action(who="4", verb=Verb.RAISE, amount=100, said=True, together=True),),
        ),
    ),
    ("floor 3 dead", Action(who="3", verb=Verb.FLOOR, decision=Decision.DEAD)),
    ("floor 8 forfeit 30", Action(who="8", verb=Verb.FLOOR, decision=Decision.FORFEIT, amount=30)),
    ("floor Alice no-raise", Action(who="Alice", verb=Verb.FLOOR, decision=Decision.NO_RAISE)),
    (
        "3 says call then chip 40",
        Action(
            who="3",
            verb=Verb.CALL,
            said=True,
            then=(Action(who="3", verb=Verb.CHIPS, chips=(40,)),),
        ),
    ),
    (
        "3 call 20 then chip 40",
        Action(
            who="3",
            verb=Verb.CALL,
            amount=20,
            then=(Action(who="3", verb=Verb.CHIPS, chips=(40,)),),
        ),
    ),
    ("flop", StreetMarker(street=Street.FLOP)),
    ("turn", StreetMarker(street=Street.TURN)),
    ("river", StreetMarker(street=Street.RIVER)),
    ("flop Ah Kd 2c", StreetMarker(street=Street.FLOP, cards=("Ah", "Kd", "2c"))),
    ("turn Ks", StreetMarker(street=Street.TURN, cards=("Ks",))),
    ("river 10h", StreetMarker(street=Street.RIVER, cards=("10h",))),
]

VARIANTS: list[tuple[str, Entry]] = [
    ("3 RAISE 25", Action(who="3", verb=Verb.RAISE, amount=25)),
    ("  3   call  ", Action(who="3", verb=Verb.CALL)),
    ("3 all-in", Action(who="3", verb=Verb.ALLIN)),
    ("3 all_in", Action(who="3", verb=Verb.ALLIN)),
    ("3 shove", Action(who="3", verb=Verb.ALLIN)),
    ("3 jam", Action(who="3", verb=Verb.ALLIN)),
    ("3 raise 1,000", Action(who="3", verb=Verb.RAISE, amount=1000)),
    ("5 post 5 DEAD", Action(who="5", verb=Verb.POST, amount=5, dead=True)),
    ("3 call 20 then 40", parse_entry("3 call 20 then chip 40")),
    ("3 chips 100, 25", Action(who="3", verb=Verb.CHIPS, chips=(100, 25))),
    ("3 SAYS Raise BY 5", Action(who="3", verb=Verb.RAISE, amount=5, by=True, said=True)),
    # a bare bet or raise: the one size in fixed limit (the engine refuses it elsewhere)
    ("3 raise", Action(who="3", verb=Verb.RAISE)),
    ("3 bets", Action(who="3", verb=Verb.BET)),
    ("FLOP ah kd 2c", StreetMarker(street=Street.FLOP, cards=("ah", "kd", "2c"))),
]

BAD = [
    "",
    "   ",
    "3",
    "Alice",
    "3 dance",
    "3 straddle",
    "3 post",
    "3 raise abc",
    "3 raise -5",
    "3 raise 2.5",
    "3 bet 1e3",
    "3 says",
    "3 chips",
    "3 chip 0",
    "3 raise by",
    "3 call then",
    "3 then call",
    "3 straddle 20 then chip 5",
    "3 says post 5",
    "3 chips 5 then says chips",
    "3 fold now",
    "3 check 0",
    "3 allin 500",
    "3 raise 25 more",
    "3 bet 10 dead",
    "5 post 10 alive",
    "flop Ah Kd",
    "flop Ah Kd 2c 3c",
    "turn Ks Qs",
    "turn Xx",
    "river 1h",
    "river Ah5",
    "3 says unclear",
    "3 says raise unclear",
    "3 says call 5 unclear",
    "3 raise 5 unclear",
    "3 says raise by 5 unclear",
    "3 pot 100",
    "3 says pot then chips 5 out of turn then",
    "3 with call",
    "floor",
    "floor 3",
    "floor 3 asleep",
    "floor 3 forfeit",
    "floor 3 dead 30",
    "floor 3 dead then call",
    "3 floor dead",
    "3 says floor",
]


@pytest.mark.parametrize(("text", "entry"), FORMS, ids=[t for t, _ in FORMS])
def test_every_form_parses(text: str, entry: Entry) -> None:
    assert parse_entry(text) == entry


@pytest.mark.parametrize(("text", "entry"), FORMS, ids=[t for t, _ in FORMS])
def test_every_form_prints_back(text: str, entry: Entry) -> None:
    assert format_entry(entry) == text
    assert str(entry) == text
    assert parse_entry(format_entry(entry)) == entry


@pytest.mark.parametrize(("text", "entry"), VARIANTS, ids=[t for t, _ in VARIANTS])
def test_variant_spellings(text: str, entry: Entry) -> None:
    parsed = parse_entry(text)
    assert parsed == entry
    assert parse_entry(format_entry(parsed)) == parsed


@pytest.mark.parametrize("text", BAD, ids=[repr(t) for t in BAD])
def test_bad_forms_are_refused(text: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_entry(text)
    assert caught.value.message
    assert "\n" not in caught.value.message


def test_unknown_verb_message_says_what_to_write() -> None:
    with pytest.raises(NotationError, match=r"unknown action 'dance'.*raise"):
        parse_entry("3 dance")


def test_negative_and_fractional_amounts_say_whole_chips() -> None:
    with pytest.raises(NotationError, match="whole, non-negative"):
        parse_entry("3 raise -5")
    # A hand played in whole chips refuses cents and says what to write instead.
    with pytest.raises(NotationError, match="played in whole chips; write a whole number"):
        parse_entry("3 raise 2.5")


def test_parse_amount() -> None:
    assert parse_amount("25", context="3 raise 25") == 25
    assert parse_amount("1,000", context="3 raise 1,000") == 1000
    with pytest.raises(NotationError):
        parse_amount("ten", context="3 raise ten")


STREET_WORDS = {"flop", "turn", "river", "floor"}
names = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,11}", fullmatch=True).filter(
    lambda n: n.lower() not in STREET_WORDS
)
seats = st.integers(1, 99).map(str)
ranks = st.sampled_from([*"23456789TJQKA", *"tjqka", "10"])
cards = st.builds(lambda r, s: r + s, ranks, st.sampled_from("cdhsCDHS"))


@st.composite
def actions(draw: st.DrawFn) -> Action:
    who = draw(seats | names)
    first = draw(motions(who))
    if first.verb in ALONE_VERBS:
        return first
    later = draw(st.lists(motions(who, voluntary=True), max_size=2))
    then = tuple(evolve(m, together=draw(st.booleans())) for m in later)
    return evolve(first, then=then, out_of_turn=draw(st.booleans()))


@st.composite
def motions(draw: st.DrawFn, who: str, *, voluntary: bool = False) -> Action:
    """One motion: a plain verb, a declaration, raise-by, a call of less, chips, a floor
    decision."""
    verbs = [v for v in Verb if not (voluntary and v in ALONE_VERBS)]
    verb = draw(st.sampled_from(verbs))
    if verb is Verb.FLOOR:
        decision = draw(st.sampled_from(list(Decision)))
        amount = draw(st.integers(0, 10**6)) if decision.takes_amount else None
        return Action(who=who, verb=verb, decision=decision, amount=amount)
    if verb is Verb.CHIPS:
        if draw(st.booleans()):
            amount = draw(st.integers(0, 10**6))
            return Action(who=who, verb=verb, said=True, amount=amount, unclear=draw(st.booleans()))
        chips = draw(st.lists(st.integers(1, 10**6), min_size=1, max_size=4))
        return Action(who=who, verb=verb, chips=tuple(chips))
    said = verb not in ALONE_VERBS and draw(st.booleans())
    by = verb is Verb.RAISE and draw(st.booleans())
    amount = None
    if verb.takes_amount or verb is Verb.CALL:
        must = (verb.takes_amount and not said) or by
        if must or draw(st.booleans()):
            amount = draw(st.integers(0, 10**9))
    dead = verb is Verb.POST and draw(st.booleans())
    unclear = (said and not by and amount is not None and verb in (Verb.BET, Verb.RAISE)) and draw(
        st.booleans()
    )
    return Action(who=who, verb=verb, amount=amount, dead=dead, by=by, said=said, unclear=unclear)


@st.composite
def markers(draw: st.DrawFn) -> StreetMarker:
    street = draw(st.sampled_from([Street.FLOP, Street.TURN, Street.RIVER]))
    count = 3 if street is Street.FLOP else 1
    dealt = draw(st.booleans())
    return StreetMarker(
        street=street,
        cards=tuple(draw(st.lists(cards, min_size=count, max_size=count))) if dealt else (),
    )


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(entry=actions() | markers())
def test_parse_format_round_trip(entry: Entry) -> None:
    assert parse_entry(str(entry)) == entry
    assert parse_entry(format_entry(entry)) == entry


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(text=st.text(max_size=30))
def test_any_text_parses_or_is_refused(text: str) -> None:
    try:
        entry = parse_entry(text)
    except NotationError:
        return
    assert parse_entry(format_entry(entry)) == entry
