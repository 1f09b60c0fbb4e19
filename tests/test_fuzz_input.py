"""Whatever a hand file says, floorcli answers or refuses it with a FloorError: never a crash."""

from __future__ import annotations

import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorcli.answers.hand import ask_report, replay_report
from floorcli.engine.deal import deal_hand
from floorcli.engine.replay import replay_hand
from floorcli.errors import FloorError
from floorcli.formats.handfile import parse_hand
from floorcli.textio.yamlsrc import LineDict, load_yaml

words = st.sampled_from(
    [
        "fold",
        "check",
        "call",
        "bet",
        "raise",
        "allin",
        "straddle",
        "sleeper",
        "post",
        "jump",
        "",
        "complete",
        "says raise",
        "says call then chips",
        "chips",
        "chip",
        "raise by",
        "call out of turn",
        "fold out of turn",
    ]
)
amounts = st.one_of(
    st.integers(-5, 3000).map(str),
    st.sampled_from(["", "2.5", "x", "dead", "100,25", "500 25", "0"]),
)
subjects = st.one_of(st.integers(0, 11).map(str), st.sampled_from(["Alice", "bob", "flop"]))
actions = st.lists(
    st.tuples(subjects, words, amounts).map(lambda t: " ".join(x for x in t if x)), max_size=25
)
settings_values = st.fixed_dictionaries(
    {},
    optional={
        "structure": st.sampled_from(["no-limit", "pot-limit", "fixed-limit", "nope", 3]),
        "blinds": st.one_of(
            st.lists(st.integers(-1, 60), max_size=4), st.just("1/2"), st.just([1.5, 3])
        ),
        "ante": st.integers(-1, 10),
        "ante_mode": st.sampled_from(["none", "all", "big-blind", "button", "every"]),
        "incomplete_raise": st.sampled_from(["full-bet", "half-bet", "full"]),
        "straddle": st.sampled_from(["none", "utg", "mississippi"]),
        "sleeper": st.sampled_from([True, False, "yes"]),
        "small_bet": st.integers(1, 20),
        "big_bet": st.integers(1, 40),
        "raise_cap": st.one_of(st.none(), st.integers(0, 4)),
        "button_blind": st.booleans(),
        "min_bet": st.one_of(st.none(), st.integers(0, 50)),
        "pot_limit_preflop": st.sampled_from(["true-pot", "posted", "assumed-call"]),
        "kill": st.one_of(st.integers(-1, 10), st.just({"seat": 2, "kind": "half"})),
        "spread": st.sampled_from([[1, 5], [1, 5, 10], [5, 1]]),
        "cap": st.integers(1, 100),
        "verbal_vs_chips": st.sampled_from(["first", "verbal"]),
        "underraise": st.sampled_from(["fifty-percent", "minimum"]),
    },
)
seat_maps = st.dictionaries(
    st.integers(-1, 10),
    st.one_of(
        st.integers(-10, 2000),
        st.fixed_dictionaries(
            {"name": st.sampled_from(["Alice", "Bob", "7", "a b"]), "stack": st.integers(0, 500)}
        ),
    ),
    max_size=9,
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    overrides=settings_values,
    seats=seat_maps,
    button=st.one_of(st.integers(-1, 11), st.just("x")),
    history=actions,
    profile=st.sampled_from(
        ["tda-nlhe", "tda-plo", "cash-nlhe", "limit-holdem", "stud", "razz", "nope"]
    ),
)
def test_any_hand_file_is_answered_or_refused_cleanly(
    overrides: dict[str, object],
    seats: dict[int, object],
    button: object,
    history: list[str],
    profile: str,
) -> None:
    doc = {"rules": profile, **overrides, "button": button, "seats": seats, "actions": history}
    text = yaml.safe_dump(doc, sort_keys=False)
    try:
        data = load_yaml(text, "fuzz.yaml")
        assert isinstance(data, LineDict)
        hand = parse_hand(data, file="fuzz.yaml")
        _, forced = deal_hand(hand)
        result = replay_hand(hand)
        report = replay_report(result, forced)
        assert ask_report(result.final) == report["final"]
    except FloorError as err:
        message = str(err)
        assert "\n" not in message
        assert message.startswith("fuzz.yaml") or "profile" in message
