"""The action grammar: every form parses, prints back the same, and bad forms are refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcli.errors import NotationError
from floorcli.model import Action, Entry, Street, StreetMarker, Verb
from floorcli.notation import format_entry, parse_amount, parse_entry

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
    ("3 raise 1_000", Action(who="3", verb=Verb.RAISE, amount=1000)),
    ("5 post 5 DEAD", Action(who="5", verb=Verb.POST, amount=5, dead=True)),
    ("FLOP ah kd 2c", StreetMarker(street=Street.FLOP, cards=("ah", "kd", "2c"))),
]

BAD = [
    "",
    "   ",
    "3",
    "Alice",
    "3 dance",
    "3 raise",
    "3 bet",
    "3 straddle",
    "3 post",
    "3 raise abc",
    "3 raise -5",
    "3 raise 2.5",
    "3 bet 1e3",
    "3 call 20",
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
    for text in ("3 raise -5", "3 raise 2.5"):
        with pytest.raises(NotationError, match="whole, non-negative"):
            parse_entry(text)


def test_parse_amount() -> None:
    assert parse_amount("25", context="3 raise 25") == 25
    assert parse_amount("1,000", context="3 raise 1,000") == 1000
    with pytest.raises(NotationError):
        parse_amount("ten", context="3 raise ten")


STREET_WORDS = {"flop", "turn", "river"}
names = st.from_regex(r"[A-Za-z][A-Za-z0-9_]{0,11}", fullmatch=True).filter(
    lambda n: n.lower() not in STREET_WORDS
)
seats = st.integers(1, 99).map(str)
ranks = st.sampled_from([*"23456789TJQKA", *"tjqka", "10"])
cards = st.builds(lambda r, s: r + s, ranks, st.sampled_from("cdhsCDHS"))


@st.composite
def actions(draw: st.DrawFn) -> Action:
    verb = draw(st.sampled_from(list(Verb)))
    who = draw(seats | names)
    amount = draw(st.integers(0, 10**9)) if verb.takes_amount else None
    dead = verb is Verb.POST and draw(st.booleans())
    return Action(who=who, verb=verb, amount=amount, dead=dead)


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
