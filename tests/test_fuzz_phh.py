"""Whatever a PHH file says, `audit` reports or skips it with a reason: never a crash.

The fields are drawn around what real files hold (and what breaks them): wrong types, nested
lists, missing keys, odd action spellings, fractions of chips, players that do not exist.
A file goes through `audit_file` (the fast lane, then the engine) and `load_phh` (the
engine alone, as `replay` reads it); neither may raise anything but a `FloorError`.
`FUZZ_EXAMPLES=4000 pytest tests/test_fuzz_phh.py` runs a longer hunt (4,000 each: none found).
"""

from __future__ import annotations

import os
from pathlib import Path

import rtoml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from floorcli.answers.phh import load_phh
from floorcli.audit.run import audit_file
from floorcli.errors import FloorError

numbers = st.one_of(
    st.integers(-5, 20000),
    st.sampled_from([0, 1, 2, 50, 100, 2.5, 0.01, 1e-7, 10000.0]),
)
number_lists = st.one_of(
    st.lists(numbers, min_size=0, max_size=10),
    st.lists(st.one_of(numbers, st.text(max_size=3), st.lists(numbers, max_size=2)), max_size=7),
    st.just("100"),
)
players = st.integers(1, 10).map(lambda k: f"p{k}")
action = st.one_of(
    st.tuples(players, st.sampled_from(["f", "cc", "sm ????", "cbr", "xx"])).map(" ".join),
    st.tuples(players, st.sampled_from(["cbr"]), numbers.map(str)).map(" ".join),
    st.sampled_from(
        [
            "d db AcKd2h",
            "d db 7s",
            "d db",
            "d dh p1 ????",
            "d dh p2 AcKd",
            "p1 cbr 1e3",
            "p1 cbr ²",
            "p2  cc  # a comment",
            "p0 f",
            "p1 sd",
            "p1 pb",
            "",
            "d",
        ]
    ),
)
fields = st.fixed_dictionaries(
    {},
    optional={
        "variant": st.sampled_from(["NT", "PO", "FT", "NS", "F7S", "XX"]),
        "starting_stacks": number_lists,
        "antes": number_lists,
        "blinds_or_straddles": number_lists,
        "min_bet": numbers,
        "small_bet": numbers,
        "big_bet": numbers,
        "actions": st.one_of(st.lists(action, max_size=25), st.just("p1 f")),
        "seats": number_lists,
        "players": st.lists(st.one_of(st.text(max_size=4), numbers), max_size=7),
        "finishing_stacks": number_lists,
        "_floorcli": st.one_of(
            st.just({"rules": "cash-nlhe"}),
            st.just({"rules": "nope"}),
            st.just({"raise_cap": 2}),
            st.just({"incomplete_raise": "half-bet", "cumulative_allins": False}),
            st.just({"blinds": [[1]]}),
            st.just({"straddles": 1}),
            st.just({"straddles": [2]}),
            st.just(5),
        ),
    },
)


@settings(
    max_examples=int(os.environ.get("FUZZ_EXAMPLES", "300")),
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
@given(data=fields, suffix=st.sampled_from([".phh", ".phhs"]))
def test_any_phh_file_is_audited_or_skipped_with_a_reason(
    tmp_path_factory: object, data: dict[str, object], suffix: str
) -> None:
    folder = Path(tmp_path_factory.mktemp("phh"))  # type: ignore[attr-defined]
    path = folder / f"hand{suffix}"
    text = rtoml.dumps({"1": data} if suffix == ".phhs" else data)
    path.write_text(text, encoding="utf-8")
    result = audit_file(path)
    assert not [s for s in result.skipped if s["kind"] == "crash"], result.skipped
    try:
        load_phh(path)
    except FloorError as err:
        assert err.message and "\n" not in err.message


@st.composite
def plausible(draw: st.DrawFn) -> dict[str, object]:
    """A hand whose header is well-formed, so the actions reach the fast lane and the engine."""
    n = draw(st.integers(2, 9))
    stacks = draw(st.lists(st.integers(0, 400), min_size=n, max_size=n))
    blinds = [1, 2] + [0] * (n - 2) if n > 2 else [2, 1]
    moves = st.one_of(
        st.tuples(st.integers(1, n + 1), st.sampled_from(["f", "cc"])).map(
            lambda t: f"p{t[0]} {t[1]}"
        ),
        st.tuples(st.integers(1, n + 1), st.integers(0, 500)).map(lambda t: f"p{t[0]} cbr {t[1]}"),
        st.sampled_from(["d db AcKd2h", "d db 7s", "d db 9c"]),
    )
    return {
        "variant": draw(st.sampled_from(["NT", "PO", "FT"])),
        "starting_stacks": stacks,
        "antes": draw(st.sampled_from([[0] * n, [1] * n])),
        "blinds_or_straddles": blinds,
        "min_bet": 2,
        "small_bet": 2,
        "big_bet": 4,
        "actions": draw(st.lists(moves, max_size=30)),
        "finishing_stacks": draw(st.sampled_from([stacks, [*stacks[:-1], 0], []])),
    }


@settings(
    max_examples=int(os.environ.get("FUZZ_EXAMPLES", "300")),
    deadline=None,
    suppress_health_check=list(HealthCheck),
)
@given(data=plausible())
def test_a_well_formed_hand_with_any_actions_is_ruled_never_crashes(
    tmp_path_factory: object, data: dict[str, object]
) -> None:
    folder = Path(tmp_path_factory.mktemp("phh"))  # type: ignore[attr-defined]
    path = folder / "hand.phh"
    path.write_text(rtoml.dumps(data), encoding="utf-8")
    result = audit_file(path)
    assert not [s for s in result.skipped if s["kind"] == "crash"], result.skipped
    assert result.hands + len(result.skipped) == 1
