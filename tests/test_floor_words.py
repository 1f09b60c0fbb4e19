"""Words floor people say, in hand files: ``4 raises to 2000``, ``seat 4 call``, ``Ann calls``
read as the action they mean (issue 21, item 8); an error shows the one form nearest to what was
written; a [flow, list] cut at a comma is named.

Amounts are the player's total for the betting round (SPEC section 3: "raise 100" means raise
to 100), so "raises to 2000" is "raise 2000"; "raise by 50" keeps its own meaning (50 over the
bet).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from floorcli.cli.app import app
from floorcli.errors import HandFileError, NotationError
from floorcli.formats.handfile import parse_yaml_hand
from floorcli.formats.notation import parse_entry
from floorcli.formats.words import MOTION_WORDS, VERB_WORDS
from floorcli.model.actions import Action, Verb
from floorcli.model.evolve import evolve
from floorcli.model.hand import Hand

runner = CliRunner()

# (as the floor says it, as the grammar writes it)
FLOOR_FORMS = [
    ("4 raises to 2000", "4 raise 2000"),
    ("4 raise to 2000", "4 raise 2000"),
    ("4 raises 2000", "4 raise 2000"),
    ("4 raises 1000 to 2000", "4 raise 2000"),
    ("4 calls", "4 call"),
    ("Seat 4 folds", "4 fold"),
    ("seat 4 call", "4 call"),
    ("SEAT 4 RAISES TO 2000", "4 raise 2000"),
    ("Ann raises to 200", "Ann raise 200"),
    ("4 checks", "4 check"),
    ("4 bets 50", "4 bet 50"),
    ("4 bet to 50", "4 bet 50"),
    ("4 folds", "4 fold"),
    ("4 calls 15", "4 call 15"),
    ("4 raises by 50", "4 raise by 50"),
    ("4 says raises to 200", "4 says raise 200"),
    ("4 said calls", "4 says call"),
    ("4 goes all in", "4 allin"),
    ("4 goes all-in", "4 allin"),
    ("4 all in", "4 allin"),
    ("4 shoves", "4 allin"),
    ("4 jams", "4 allin"),
    ("4 posts 10", "4 post 10"),
    ("4 posts 5 dead", "4 post 5 dead"),
    ("4 straddles 20", "4 straddle 20"),
    ("4 completes", "4 complete"),
    ("seat 4 raises to 1,000 out of turn", "4 raise 1000 out of turn"),
    ("4 calls then chips 25", "4 call then chip 25"),
    ("4 chips 20,20 with says raises to 100", "4 chips 20,20 with says raise 100"),
]


@pytest.mark.parametrize(("said", "written"), FLOOR_FORMS, ids=[s for s, _ in FLOOR_FORMS])
def test_floor_words_read_as_the_grammar_writes_them(said: str, written: str) -> None:
    assert parse_entry(said) == parse_entry(written)
    assert str(parse_entry(said)) == written


def test_raise_to_is_a_total_and_raise_by_is_over_the_bet() -> None:
    # SPEC section 3: "raise 2000" is a raise to 2000; "raise by 50" is 50 over the bet.
    assert parse_entry("4 raise to 2000") == Action(who="4", verb=Verb.RAISE, amount=2000)
    assert parse_entry("4 raises by 50") == Action(who="4", verb=Verb.RAISE, amount=50, by=True)


@pytest.mark.parametrize(
    ("text", "entry"),
    [
        # The table forms of issue 12 keep their meaning beside the floor's words.
        ("3 says raise", Action(who="3", verb=Verb.RAISE, said=True)),
        ("3 says 60", Action(who="3", verb=Verb.CHIPS, amount=60, said=True)),
        ("3 says pot", Action(who="3", verb=Verb.POT, said=True)),
        ("3 pot", Action(who="3", verb=Verb.POT)),
        ("3 chips 100,25", Action(who="3", verb=Verb.CHIPS, chips=(100, 25))),
        ("3 raise by 40", Action(who="3", verb=Verb.RAISE, amount=40, by=True)),
        ("3 call 15", Action(who="3", verb=Verb.CALL, amount=15)),
    ],
)
def test_dispute_forms_keep_their_meaning(text: str, entry: Action) -> None:
    assert parse_entry(text) == entry


@pytest.mark.parametrize(
    ("text", "form"),
    [
        ("checks", "'3 check'"),
        ("folds", "'3 fold'"),
        ("calls", "'3 call'"),
        ("bets 50", "'3 bet 50' (a bet of 50)"),
        ("raises to 200", "'3 raise 200' (a raise to 200)"),
        ("goes all in", "'3 allin'"),
    ],
)
def test_a_hand_file_action_says_who(text: str, form: str) -> None:
    # SPEC section 3 pins the subject of a hand file's action: a seat number or a name.
    with pytest.raises(NotationError) as caught:
        parse_entry(text)
    assert caught.value.message == (
        f"'{text}': say who, e.g. {form}; only at the table may the seat to act be left out"
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "4 rasies to 2000",
            "'4 rasies to 2000': unknown action 'rasies' (did you mean 'raise'?); write "
            "'4 raise 2000' (a raise to 2000)",
        ),
        (
            "4 rase by 50",
            "'4 rase by 50': unknown action 'rase' (did you mean 'raise'?); write "
            "'4 raise by 50' (50 over the bet)",
        ),
        ("4 clal", "'4 clal': unknown action 'clal' (did you mean 'call'?); write '4 call'"),
        (
            "4 dance",
            "'4 dance': unknown action 'dance'; write an action after the player, e.g. "
            "'4 call', '4 fold' or '4 raise 25'",
        ),
        (
            "4 raise 200 to",
            "'4 raise 200 to': unexpected 'to'; write '4 raise 200' (a raise to 200)",
        ),
        (
            "4 says chips 100",
            "'4 says chips 100': chips are pushed, not said: write "
            "'4 chips 100,25' or '4 says 125'",
        ),
        (
            "4 floor dead",
            "'4 floor dead': a floor decision begins with 'floor', e.g. 'floor 4 dead'",
        ),
        ("seat 4", "'seat 4' has no action after '4'; write e.g. '4 call'"),
    ],
)
def test_an_error_shows_the_one_nearest_form(text: str, message: str) -> None:
    with pytest.raises(NotationError) as caught:
        parse_entry(text)
    assert caught.value.message == message


@pytest.mark.parametrize(
    "text", ["", "3", "Alice", "3 dance", "3 rasie 5", "3 call then", "3 post 10 then call", "bets"]
)
def test_no_error_is_the_whole_grammar(text: str) -> None:
    # The grammar dump of before listed every form in about 700 characters.
    with pytest.raises(NotationError) as caught:
        parse_entry(text)
    assert len(caught.value.message) < 200, caught.value.message
    assert "<seat or name>" not in caught.value.message


def test_a_misspelt_action_without_a_seat_gets_the_verb_and_says_who() -> None:
    with pytest.raises(NotationError) as caught:
        parse_entry("rasie 20")
    assert caught.value.message == (
        "'rasie 20': unknown action 'rasie' (did you mean 'raise'?); say who, e.g. '3 raise 20' "
        "(a raise to 20); only at the table may the seat to act be left out"
    )


# ---------------------------------------------------------------- hand files: ask and replay

HEAD = """\
rules: tda-nlhe
blinds: [5, 10]
button: 4
seats: {1: 1000, 2: {name: Ann, stack: 1000}, 3: 1000, 4: 1000}
actions:
"""
# Blinds 5/10, button 4: seat 1 posts 5, Ann (seat 2) 10, seat 3 acts first preflop.
FLOOR_HAND = [
    "seat 3 raises to 30",
    "4 calls",
    "Seat 1 folds",
    "Ann raises to 100",
    "3 calls",
    "seat 4 folds",
    "Ann checks",
    "3 bets 50",
    "Ann raise to 150",
    "3 goes all in",
]
PLAIN_HAND = [
    "3 raise 30",
    "4 call",
    "1 fold",
    "Ann raise 100",
    "3 call",
    "4 fold",
    "Ann check",
    "3 bet 50",
    "Ann raise 150",
    "3 allin",
]


def run(tmp_path: Path, command: str, actions: list[str], name: str) -> dict[str, object]:
    path = tmp_path / name
    path.write_text(HEAD + "".join(f"  - {a}\n" for a in actions), encoding="utf-8")
    result = runner.invoke(app, [command, str(path), "--json"])
    assert result.exit_code in (0, 1), result.output
    data: dict[str, object] = json.loads(result.stdout)
    return data


@pytest.mark.parametrize("command", ["replay", "ask"])
def test_a_hand_file_in_floor_words_is_ruled_as_the_plain_one(tmp_path: Path, command: str) -> None:
    floor = run(tmp_path, command, FLOOR_HAND, "floor.yaml")
    plain = run(tmp_path, command, PLAIN_HAND, "plain.yaml")
    floor.pop("file", None)
    plain.pop("file", None)
    assert json.dumps(floor, sort_keys=True).replace("floor.yaml", "X") == json.dumps(
        plain, sort_keys=True
    ).replace("plain.yaml", "X")


def test_floor_words_in_a_hand_file_rule_as_their_amounts_say(tmp_path: Path) -> None:
    rulings = run(tmp_path, "replay", FLOOR_HAND, "floor.yaml")["rulings"]
    assert isinstance(rulings, list)
    by_input = {r["input"]: r for r in rulings}
    # "raises to 30": a total of 30, 20 over the big blind of 10, at least the full raise of
    # 10 (TDA 2024 Rule 43), so it stands; seat 3 had nothing in: it adds 30.
    assert (by_input["3 raise 30"]["to"], by_input["3 raise 30"]["added"]) == (30, 30)
    assert by_input["3 raise 30"]["verdict"] == "ok"
    # "Ann raises to 100": Ann's big blind of 10 is in, so she adds 100 - 10 = 90.
    assert (by_input["Ann raise 100"]["to"], by_input["Ann raise 100"]["added"]) == (100, 90)
    # Flop: seat 3 bets 50, Ann raises to 150: 100 over 50, at least the full bet of 50.
    assert (by_input["Ann raise 150"]["to"], by_input["Ann raise 150"]["verdict"]) == (150, "ok")
    # "3 goes all in": seat 3 had 1000 - 100 = 900 at the flop; all of it is a total of 900.
    assert by_input["3 allin"]["to"] == 900


@pytest.mark.parametrize("command", ["replay", "ask"])
def test_a_hand_file_line_without_a_seat_is_refused_in_one_line(
    tmp_path: Path, command: str
) -> None:
    path = tmp_path / "hand.yaml"
    path.write_text(HEAD + "  - checks\n", encoding="utf-8")
    result = runner.invoke(app, [command, str(path)])
    assert result.exit_code == 2
    assert result.stderr.strip() == (
        f"error: {path}:6: 'checks': say who, e.g. '3 check'; only at the table may the seat "
        "to act be left out"
    )


# ---------------------------------------------------------------- a [flow, list] cut at a comma


def hand_of(actions: str) -> Hand:
    text = HEAD.replace("actions:\n", f"actions: {actions}\n")
    return parse_yaml_hand(text, file="hand.yaml")


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        (
            "[3 call, 5 chips 1000,500 then says raise]",
            "hand.yaml:5: '500 then says raise' is the end of '5 chips 1000' cut off at a comma: "
            "in a [flow, list] a comma ends an item; quote the action ('5 chips 1000,500 then "
            "says raise') or write one action a line",
        ),
        (
            "[3 chips 100,25 call]",
            "hand.yaml:5: '25 call' is the end of '3 chips 100' cut off at a comma: in a [flow, "
            "list] a comma ends an item; quote the action ('3 chips 100,25 call') or write one "
            "action a line",
        ),
        (
            "[3 chips 100,500]",
            "hand.yaml:5: '500' is the end of '3 chips 100' cut off at a comma: in a [flow, "
            "list] a comma ends an item; quote the action or write one action a line",
        ),
        (
            "[3 raise 1,000]",
            "hand.yaml:5: '0' is the end of '3 raise 1' cut off at a comma: in a [flow, list] a "
            "comma ends an item; quote the action or write one action a line",
        ),
    ],
)
def test_a_flow_list_cut_at_a_comma_is_named(actions: str, message: str) -> None:
    with pytest.raises(HandFileError) as caught:
        hand_of(actions)
    assert str(caught.value) == message


def test_a_flow_list_of_whole_actions_is_read_as_written() -> None:
    # '3 call' after chips is seat 3's own action (seat 3 is dealt in), not chips cut off.
    hand = hand_of("[3 chips 10, 4 call, '1 chips 1000,500 then says raise']")
    assert [str(e) for e in hand.entries] == [
        "3 chip 10",
        "4 call",
        "1 chips 1000,500 then says raise",
    ]


def test_one_action_a_line_gets_no_comma_hint() -> None:
    # Only items on one line can be a flow list's pieces.
    with pytest.raises(HandFileError) as caught:
        parse_yaml_hand(HEAD + "  - 3 chips 100\n  - 500\n", file="hand.yaml")
    assert "cut off at a comma" not in str(caught.value)
    assert str(caught.value).startswith("hand.yaml:7: '500' is a number with no seat or action")


# ---------------------------------------------------------------- every floor wording


def _spellings(verb: Verb) -> list[str]:
    return sorted(w for w, v in VERB_WORDS.items() if v is verb)


names = st.from_regex(r"[A-Za-z][A-Za-z]{0,7}", fullmatch=True).filter(
    lambda n: (
        n.lower() not in {"flop", "turn", "river", "floor", "seat", *MOTION_WORDS}
        and n.lower() not in {"fourth", "fifth", "sixth", "seventh"}
    )
)
seats = st.integers(1, 10).map(str)
FLOOR_VERBS = [Verb.FOLD, Verb.CHECK, Verb.CALL, Verb.BET, Verb.RAISE, Verb.ALLIN, Verb.POST]
FLOOR_VERBS += [Verb.STRADDLE, Verb.COMPLETE]


@st.composite
def worded(draw: st.DrawFn) -> tuple[str, Action]:
    """An action and one way the floor may say it: `seat 4` for 4, `raises to` or `raises 1000
    to` for raise, `goes all in` for allin, any case."""
    who = draw(seats | names)
    verb = draw(st.sampled_from(FLOOR_VERBS))
    forced = verb in (Verb.POST, Verb.STRADDLE)
    said = not forced and draw(st.booleans())
    by = verb is Verb.RAISE and draw(st.booleans())
    amount = None
    if verb.takes_amount or (verb is Verb.CALL and draw(st.booleans())):
        amount = draw(st.integers(0, 10**6))
    action = Action(who=who, verb=verb, amount=amount, by=by, said=said)
    if not forced and draw(st.booleans()):
        action = evolve(action, out_of_turn=True)
    subject = [who] if not who.isdigit() else draw(st.sampled_from([[who], ["seat", who]]))
    words = [*subject, *(["says"] if said else [])]
    if verb is Verb.ALLIN:
        spoken = [["all", "in"], ["goes", "all", "in"], ["goes", "all-in"]]
        words += draw(st.sampled_from(spoken + [[w] for w in _spellings(verb)]))
    else:
        words.append(draw(st.sampled_from(_spellings(verb))))
    if by:
        words.append("by")
    elif verb in (Verb.BET, Verb.RAISE) and draw(st.booleans()):
        if verb is Verb.RAISE and draw(st.booleans()):  # 'raises 1000 to 2000': the total
            words.append(str(draw(st.integers(0, 10**6))))
        words.append("to")
    if amount is not None:
        words.append(f"{amount:,}" if draw(st.booleans()) else str(amount))
    if action.out_of_turn:
        words += ["out", "of", "turn"]
    upper = draw(st.booleans())
    text = " ".join(w.upper() if upper and w != who else w for w in words)
    return text, action


@pytest.mark.slow
@settings(max_examples=400, deadline=None, derandomize=True, database=None)
@given(case=worded())
def test_every_floor_wording_parses_as_its_canonical_form(case: tuple[str, Action]) -> None:
    text, action = case
    assert parse_entry(text) == action
    assert parse_entry(str(action)) == action


FLOOR_EXTRA = ["seat", "Seat", "4", "Ann", "to", "by", "says", "all", "in", "goes", "then"]
FLOOR_EXTRA += ["with", "50", "2,000", "chips", "out", "of", "turn", "unclear", "dead"]


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(
    words=st.lists(
        st.sampled_from([*VERB_WORDS, *FLOOR_EXTRA]),
        min_size=1,
        max_size=7,
    )
)
def test_any_line_of_floor_words_is_read_or_refused_in_one_line(words: list[str]) -> None:
    try:
        entry = parse_entry(" ".join(words))
    except NotationError as err:
        assert "\n" not in err.message and len(err.message) < 300
        return
    assert parse_entry(str(entry)) == entry
