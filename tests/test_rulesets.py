"""Profiles: validation of every setting kind, extends chains, lookup and `build_rules`."""

from __future__ import annotations

import importlib.util
import os
from pathlib import Path
from typing import Any

import pytest

from floorcli.errors import FloorError, RulesetError
from floorcli.profiles.choices import (
    AnteMode,
    BigBlindAnteOrder,
    ButtonRule,
    HeadsUpUncapped,
    IncompleteRaise,
    MinRaiseBasis,
    PotLimitPreflop,
    Straddle,
    StraddleMinRaise,
    Structure,
)
from floorcli.profiles.loader import (
    DEFAULT_SOURCE,
    build_rules,
    find_profile,
    list_profiles,
    load_profile,
    settings_table,
    shipped_dir,
    validate_settings,
)
from floorcli.profiles.settings import SETTINGS, Rules
from floorcli.profiles.shipped import CACHE as SHIPPED_CACHE
from floorcli.profiles.shipped import shipped_document
from floorcli.textio.yamlsrc import LineDict, LineList, load_yaml

PINNED = ("tda-nlhe", "tda-plo", "cash-nlhe", "limit-holdem")
LIMIT_SIZES = {"small_bet": 10, "big_bet": 20, "blinds": [5, 10]}


def check(text: str, *, hand: bool = False) -> dict[str, object]:
    """Validate `text` as profile.yaml (or as a hand file's top level)."""
    data = load_yaml(text, "profile.yaml")
    assert isinstance(data, LineDict)
    keys = frozenset({"rules", "seats", "button", "actions"}) if hand else frozenset()
    return validate_settings(data, "profile.yaml", allow_hand_keys=keys)


def refusal(text: str, *, hand: bool = False) -> str:
    with pytest.raises(RulesetError) as caught:
        check(text, hand=hand)
    return str(caught.value)


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


# --- shipped profiles -------------------------------------------------------------------


def test_shipped_dir_is_the_checkout_or_the_wheel() -> None:
    folder = shipped_dir()
    assert folder.name in ("rulesets", "_rulesets")
    assert (folder / "tda-nlhe.yaml").is_file()


def test_pinned_profiles_are_shipped_and_listed_sorted() -> None:
    names = [name for name, _ in list_profiles()]
    assert set(PINNED) <= set(names)
    assert names == sorted(names)
    assert all(description for _, description in list_profiles())


@pytest.mark.parametrize("name", [name for name, _ in list_profiles()])
def test_each_shipped_profile_is_named_described_and_cites_every_choice(name: str) -> None:
    path = shipped_dir() / f"{name}.yaml"
    own = load_yaml(path.read_text(encoding="utf-8"), path.name)
    assert isinstance(own, LineDict)
    assert own["name"] == name
    assert own["description"]
    chosen = {key for key in own if key in SETTINGS}
    assert chosen <= set(own["sources"]), "every setting a profile chooses has a citation"
    profile = load_profile(name)
    assert all(profile.sources[key] and "set in" not in profile.sources[key] for key in chosen)


@pytest.mark.parametrize("name", [name for name, _ in list_profiles()])
def test_build_rules_works_for_each_shipped_profile(name: str) -> None:
    rules = build_rules(name, LIMIT_SIZES, file="hand.yaml")
    assert isinstance(rules, Rules)
    assert rules.name == name
    assert rules.blinds == (5, 10)


PINNED_VALUES: dict[str, dict[str, object]] = {
    "tda-nlhe": {
        "structure": Structure.NO_LIMIT,
        "incomplete_raise": IncompleteRaise.FULL_BET,
        "cumulative_allins": True,
        "min_raise_basis": MinRaiseBasis.LAST_FULL_RAISE,
        "button_rule": ButtonRule.DEAD,
        "straddle": Straddle.NONE,
        "pot_limit_preflop": PotLimitPreflop.TRUE_POT,
        "ante": 0,
        "ante_mode": AnteMode.BIG_BLIND,
        "big_blind_ante_order": BigBlindAnteOrder.BLIND_FIRST,
        "sleeper": False,
        "raise_cap": None,
    },
    "tda-plo": {
        "structure": Structure.POT_LIMIT,
        "pot_limit_preflop": PotLimitPreflop.TRUE_POT,
        "incomplete_raise": IncompleteRaise.FULL_BET,
        "button_rule": ButtonRule.DEAD,
    },
    "cash-nlhe": {
        "structure": Structure.NO_LIMIT,
        "straddle": Straddle.UTG,
        "max_straddles": 1,
        "straddle_min_raise": StraddleMinRaise.STRADDLE,
        "button_rule": ButtonRule.MOVING,
        "incomplete_raise": IncompleteRaise.FULL_BET,
        "sleeper": False,
    },
    "limit-holdem": {
        "structure": Structure.FIXED_LIMIT,
        "raise_cap": 3,
        "incomplete_raise": IncompleteRaise.HALF_BET,
        "heads_up_uncapped": HeadsUpUncapped.ROUND_START,
        "cumulative_allins": False,
    },
    "roberts-nlhe": {
        "min_raise_basis": MinRaiseBasis.CUMULATIVE,
        "straddle": Straddle.UTG,
        "button_rule": ButtonRule.MOVING,
    },
    "home-plo": {
        "structure": Structure.POT_LIMIT,
        "pot_limit_preflop": PotLimitPreflop.ASSUMED_CALL,
        "button_rule": ButtonRule.SIMPLIFIED,
    },
}


@pytest.mark.parametrize("name", sorted(PINNED_VALUES))
def test_shipped_profile_values(name: str) -> None:
    rules = build_rules(name, LIMIT_SIZES, file="hand.yaml")
    assert {key: getattr(rules, key) for key in PINNED_VALUES[name]} == PINNED_VALUES[name]


def test_limit_holdem_leaves_bet_sizes_and_blinds_to_the_hand() -> None:
    profile = load_profile("limit-holdem")
    assert not {"small_bet", "big_bet", "blinds"} & set(profile.settings)


def test_tda_citations_quote_confirmed_rule_numbers() -> None:
    rules = build_rules("tda-nlhe")
    assert rules.cite("incomplete_raise").startswith(
        "incomplete_raise: full-bet (TDA 2024 Rule 47-A"
    )
    assert rules.sources["button_rule"].startswith("TDA 2024 Rule 32")
    assert rules.sources["ante_mode"].startswith("TDA 2024 RP-11")


# --- every setting kind, accepted ------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "key", "value"),
    [
        ("structure: pot-limit", "structure", Structure.POT_LIMIT),
        ("blinds: [1, 2]", "blinds", (1, 2)),
        ("blinds: [1, 1, 2]", "blinds", (1, 1, 2)),
        ("blinds: [5]", "blinds", (5,)),
        ("blinds:\n  - 2\n  - 1", "blinds", (2, 1)),
        ("button_blind: true", "button_blind", True),
        ("ante: 0", "ante", 0),
        ("ante: 25", "ante", 25),
        ("small_bet: null", "small_bet", None),
        ("small_bet: 10", "small_bet", 10),
        ("spread: [2, 10]", "spread", (2, 10)),
        ("spread: [1, 5, 10]", "spread", (1, 5, 10)),
        ("spread: [5, 5]", "spread", (5, 5)),
        ("cap: 100", "cap", 100),
        ("min_bet: ~", "min_bet", None),
        ("raise_cap: null", "raise_cap", None),
        ("raise_cap: 0", "raise_cap", 0),
        ("raise_cap: 4", "raise_cap", 4),
        ("max_straddles: 0", "max_straddles", 0),
        ("heads_up_uncapped: any-time", "heads_up_uncapped", HeadsUpUncapped.ANY_TIME),
        ("cumulative_allins: false", "cumulative_allins", False),
        ("name: my-house", "name", "my-house"),
        ("description: Friday game", "description", "Friday game"),
        ("extends: tda-nlhe", "extends", "tda-nlhe"),
        ("sources: {ante: house rule 4}", "sources", {"ante": "house rule 4"}),
    ],
)
def test_setting_accepted(text: str, key: str, value: object) -> None:
    result = check(text)
    assert result == {key: value}
    assert type(result[key]) is type(value)


def test_result_keeps_key_lines() -> None:
    result = check("name: x\n\nante: 5\n")
    assert isinstance(result, LineDict)
    assert result.key_line("ante") == 3


# --- every setting kind, refused with file:line ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "name: x\nincomplete_raise: full",
            "profile.yaml:2: incomplete_raise: 'full' is not one of full-bet, half-bet "
            "(did you mean 'full-bet'?)",
        ),
        (
            "structure: No-Limit",
            "profile.yaml:1: structure: 'No-Limit' is not one of no-limit, pot-limit, "
            "fixed-limit, spread-limit, cap-limit (did you mean 'no-limit'?)",
        ),
        (
            "button_rule: deadbutton",
            "profile.yaml:1: button_rule: 'deadbutton' is not one of dead, moving, simplified "
            "(did you mean 'dead'?)",
        ),
        (
            "straddle: no",
            "profile.yaml:1: straddle: 'no' is not one of none, utg, mississippi "
            "(did you mean 'none'?)",
        ),
        (
            "straddle: false",
            "profile.yaml:1: straddle: false is not one of none, utg, mississippi "
            "(did you mean 'none'?)",
        ),
        (
            "ante_mode: everyone",
            "profile.yaml:1: ante_mode: 'everyone' is not one of none, all, big-blind, button",
        ),
        ("structure: 3", "profile.yaml:1: structure: 3 is not one of no-limit"),
        (
            "cumulative_allins: yes",
            "profile.yaml:1: cumulative_allins: 'yes' is not true or false; "
            "write cumulative_allins: true or cumulative_allins: false",
        ),
        ("sleeper: 1", "profile.yaml:1: sleeper: 1 is not true or false"),
        ("sleeper: null", "profile.yaml:1: sleeper: null is not true or false"),
        # validate_settings takes whole numbers: a profile file's cents are counted in cents
        # before it is called (tests/test_cents_profiles.py); a float here is not an amount.
        (
            "ante: 2.5",
            "profile.yaml:1: ante: 2.5 is not a whole number of chips; write e.g. ante: 1",
        ),
        ("ante: '5'", "profile.yaml:1: ante: '5' is not a whole number of chips"),
        ("ante: true", "profile.yaml:1: ante: true is not a whole number of chips"),
        ("ante: null", "profile.yaml:1: ante: null is not a whole number of chips"),
        (
            "ante: -1",
            "profile.yaml:1: ante: -1 is negative; write an amount of chips, e.g. ante: 1",
        ),
        ("small_bet: 7.5", "profile.yaml:1: small_bet: 7.5 is not a whole number of chips"),
        (
            "cap: 0",
            "profile.yaml:1: cap: 0 is not a positive number of chips; write e.g. cap: 100 "
            "(or null for none)",
        ),
        ("min_bet: 0", "profile.yaml:1: min_bet: 0 is not a positive number of chips"),
        ("raise_cap: 1.5", "profile.yaml:1: raise_cap: 1.5 is not a whole number; write e.g."),
        ("raise_cap: -1", "profile.yaml:1: raise_cap: -1 is negative; write a whole number,"),
        ("max_straddles: null", "profile.yaml:1: max_straddles: null is not a whole number"),
        (
            "blinds: [1, 2.5]",
            "profile.yaml:1: blinds: 2.5 is not a whole number of chips; write e.g. blinds: [1, 2]",
        ),
        (
            "blinds:\n  - 1\n  - two",
            "profile.yaml:3: blinds: 'two' is not a whole number of chips",
        ),
        ("blinds: [1, true]", "profile.yaml:1: blinds: true is not a whole number of chips"),
        (
            "blinds: [0, 2]",
            "profile.yaml:1: blinds: 0 is not a positive number of chips; write e.g. "
            "blinds: [1, 2]",
        ),
        ("blinds: [-1, 2]", "profile.yaml:1: blinds: -1 is not a positive number of chips"),
        (
            "blinds: 5",
            "profile.yaml:1: blinds: 5 is not a list; write e.g. blinds: [1, 2]",
        ),
        (
            "blinds: []",
            "profile.yaml:1: blinds: 0 amounts given, at least 1 needed; write e.g. blinds: [1, 2]",
        ),
        (
            "blinds: [1, 2, 4, 8]",
            "profile.yaml:1: blinds: 4 amounts given, at most 3 allowed; write e.g. blinds: [1, 2]",
        ),
        ("spread: [5]", "profile.yaml:1: spread: 1 amount given, at least 2 needed"),
        (
            "spread: [10, 2]",
            "profile.yaml:1: spread: [10, 2] has its minimum above a maximum; write [min, max], "
            "e.g. spread: [2, 10]",
        ),
        ("spread: {min: 2, max: 10}", "profile.yaml:1: spread: {"),
        ("name: [a]", "profile.yaml:1: name: ['a'] is not text"),
        ("description: ''", "profile.yaml:1: description: '' is not text"),
        ("extends: 5", "profile.yaml:1: extends: 5 is not text"),
        (
            "sources: TDA",
            "profile.yaml:1: sources: 'TDA' is not a mapping; write one citation per setting",
        ),
        (
            "sources:\n  ante: rule 1\n  straddles: rule 2",
            "profile.yaml:3: sources: 'straddles' is not a setting (did you mean 'straddle'?)",
        ),
        (
            "sources:\n  ante: 47",
            "profile.yaml:2: sources: ante: 47 is not text",
        ),
    ],
)
def test_setting_refused_with_file_and_line(text: str, message: str) -> None:
    assert refusal(text).startswith(message)


def test_unknown_setting_did_you_mean() -> None:
    assert refusal("name: x\nincomplete_raises: full-bet\n") == (
        "profile.yaml:2: unknown setting 'incomplete_raises' (did you mean 'incomplete_raise'?); "
        "see 'floorcli rules show tda-nlhe' for every setting"
    )


def test_unknown_setting_without_a_close_match() -> None:
    assert refusal("colour_up: 5") == (
        "profile.yaml:1: unknown setting 'colour_up'; see 'floorcli rules show tda-nlhe' "
        "for every setting"
    )


def test_unknown_numeric_key() -> None:
    assert refusal("5: x").startswith("profile.yaml:1: unknown setting 5;")


def test_hand_keys_in_a_profile_are_explained() -> None:
    assert refusal("seats: {1: 100}") == (
        "profile.yaml:1: 'seats' belongs in a hand file, not in a profile"
    )
    assert refusal("rules: tda-nlhe") == (
        "profile.yaml:1: a profile builds on another with 'extends: NAME', not 'rules:'"
    )


def test_hand_file_top_level_passes_through_the_same_check() -> None:
    result = check(
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 3\nseats: {1: 100}\nactions: []\n", hand=True
    )
    assert result == {"blinds": (5, 10)}
    assert refusal("rules: tda-nlhe\nextends: cash-nlhe\n", hand=True) == (
        "profile.yaml:2: a hand file names its profile with 'rules: NAME', not 'extends:'"
    )
    assert "did you mean 'seats'?" in refusal("rules: x\nseat: {1: 100}\n", hand=True)


def test_not_a_mapping() -> None:
    data = load_yaml("- a\n- b\n", "profile.yaml")
    with pytest.raises(RulesetError) as caught:
        validate_settings(data, "profile.yaml")  # type: ignore[arg-type]
    assert str(caught.value) == (
        "profile.yaml:1: expected a mapping of settings (key: value), found a list; "
        "write e.g. name: my-rules, extends: tda-nlhe"
    )


# --- files, extends and lookup ----------------------------------------------------------------


def test_profile_with_many_mistakes_reports_the_first_cleanly(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        "messy.yaml",
        "name: messy\nstructure: nolimit\nblinds: [1, 2.5, 3, 4]\nante: -1\n"
        "incomplete_raises: full\nsources: {straddles: x}\n",
    )
    with pytest.raises(RulesetError) as caught:
        load_profile(path)
    assert caught.value.line == 2
    assert str(caught.value).endswith(
        "messy.yaml:2: structure: 'nolimit' is not one of no-limit, pot-limit, fixed-limit, "
        "spread-limit, cap-limit (did you mean 'no-limit'?)"
    )


def test_yaml_errors_in_a_profile_are_ruleset_errors(tmp_path: Path) -> None:
    path = write(tmp_path, "bad.yaml", "name: bad\nante: !!python/object:os.system x\n")
    with pytest.raises(RulesetError, match=r"bad\.yaml:2: unknown tag !!python/object"):
        load_profile(path)
    empty = write(tmp_path, "empty.yaml", "# nothing yet\n")
    with pytest.raises(RulesetError, match="the profile is empty"):
        load_profile(empty)


def test_extends_chain_merges_parent_then_child(tmp_path: Path) -> None:
    write(
        tmp_path,
        "house.yaml",
        "name: house\ndescription: our game\nextends: home-plo\n"
        "sources: {straddle: house rule 3}\nstraddle: utg\nbutton_rule: dead\n",
    )
    profile = load_profile(tmp_path / "house.yaml")
    assert profile.name == "house"
    assert profile.description == "our game"
    assert profile.extends == "home-plo"
    assert [Path(f).name for f in profile.chain] == [
        "house.yaml",
        "home-plo.yaml",
        "tda-plo.yaml",
        "tda-nlhe.yaml",
    ]
    assert profile.settings["structure"] is Structure.POT_LIMIT  # from tda-plo
    assert profile.settings["pot_limit_preflop"] is PotLimitPreflop.ASSUMED_CALL  # home-plo
    assert profile.settings["button_rule"] is ButtonRule.DEAD  # the child wins
    assert profile.sources["straddle"] == "house rule 3"
    assert profile.sources["button_rule"] == f"set in {profile.file}"
    assert profile.sources["structure"].startswith("TDA 2024 Rule 54")
    assert profile.where["straddle"] == (profile.file, 5)
    assert profile.where["structure"][0] == "tda-plo.yaml"


def test_child_repeating_a_parent_value_keeps_the_parent_citation(tmp_path: Path) -> None:
    write(tmp_path, "same.yaml", "extends: tda-nlhe\nbutton_rule: dead\n")
    profile = load_profile(tmp_path / "same.yaml")
    assert profile.name == "same"
    assert profile.sources["button_rule"].startswith("TDA 2024 Rule 32")


def test_extends_a_path_relative_to_the_profile(tmp_path: Path) -> None:
    (tmp_path / "base").mkdir()
    write(tmp_path / "base", "root.yaml", "name: root\nante: 5\n")
    write(tmp_path, "leaf.yaml", "name: leaf\nextends: base/root.yaml\nsleeper: true\n")
    profile = load_profile(tmp_path / "leaf.yaml")
    assert profile.settings == {"ante": 5, "sleeper": True}


def test_extends_cycle_refused_with_the_chain(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    write(tmp_path, "a.yaml", "name: a\nextends: b.yaml\n")
    write(tmp_path, "b.yaml", "name: b\nante: 1\nextends: c.yaml\n")
    write(tmp_path, "c.yaml", "name: c\nextends: a.yaml\n")
    with pytest.raises(RulesetError) as caught:
        load_profile("a.yaml")
    assert str(caught.value) == (
        "c.yaml:2: extends: a.yaml -> b.yaml -> c.yaml -> a.yaml is a cycle; "
        "remove one of these extends"
    )
    with pytest.raises(
        RulesetError, match=r"^a\.yaml:2: extends: b\.yaml -> c\.yaml -> a\.yaml -> b"
    ):
        load_profile("b.yaml")


def test_extends_itself_is_a_cycle(tmp_path: Path) -> None:
    path = write(tmp_path, "me.yaml", "name: me\nextends: me.yaml\n")
    with pytest.raises(
        RulesetError, match=r"me\.yaml:2: extends: .*me\.yaml -> .*me\.yaml is a cycle"
    ):
        load_profile(path)


def test_unknown_extends_points_at_its_line(tmp_path: Path) -> None:
    path = write(tmp_path, "typo.yaml", "name: typo\n\nextends: tda-nhle\n")
    with pytest.raises(RulesetError) as caught:
        load_profile(path)
    assert caught.value.line == 3
    assert "unknown profile 'tda-nhle' (did you mean 'tda-nlhe'?)" in str(caught.value)


def test_find_profile_by_name_base_and_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert find_profile("tda-nlhe") == shipped_dir() / "tda-nlhe.yaml"
    mine = write(tmp_path, "mine.yaml", "name: mine\n")
    assert find_profile("mine.yaml", base=tmp_path) == mine.resolve()
    assert find_profile(str(mine)) == mine.resolve()
    monkeypatch.chdir(tmp_path)
    assert find_profile("mine.yaml") == mine.resolve()
    assert find_profile(Path("mine.yaml")) == mine.resolve()


def test_unknown_profile_lists_the_shipped_names() -> None:
    with pytest.raises(RulesetError) as caught:
        find_profile("tda-nhle")
    names = ", ".join(name for name, _ in list_profiles())
    assert str(caught.value) == (
        f"unknown profile 'tda-nhle' (did you mean 'tda-nlhe'?); shipped profiles are {names}, "
        "or give the path of a .yaml file"
    )
    with pytest.raises(RulesetError, match=r"^hand\.yaml:4: unknown profile 'zzz'; shipped"):
        find_profile("zzz", file="hand.yaml", line=4)


def test_missing_profile_file(tmp_path: Path) -> None:
    with pytest.raises(RulesetError, match=r"profile file nope\.yaml not found \(looked in "):
        find_profile("nope.yaml", base=tmp_path)
    with pytest.raises(RulesetError, match="is a folder, not a profile file"):
        find_profile(str(tmp_path) + "/")


def test_profile_cache_notices_edits(tmp_path: Path) -> None:
    path = write(tmp_path, "live.yaml", "name: live\nante: 1\n")
    assert load_profile(path).settings["ante"] == 1
    path.write_text("name: live\nante: 2\n", encoding="utf-8")
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert load_profile(path).settings["ante"] == 2


def test_settings_table_has_every_setting_in_order() -> None:
    rows = settings_table(load_profile("tda-plo"))
    assert [row[0] for row in rows] == list(SETTINGS)
    by_key = {key: (value, source) for key, value, _, source in rows}
    assert by_key["structure"][0] is Structure.POT_LIMIT
    assert by_key["blinds"] == ((), DEFAULT_SOURCE)


# --- build_rules ----------------------------------------------------------------------------


def test_build_rules_applies_overrides_with_their_source() -> None:
    overrides = check("blinds: [5, 10]\nstraddle: none\nbutton_rule: moving\n")
    rules = build_rules("tda-nlhe", overrides, file="hand.yaml")
    assert rules.blinds == (5, 10)
    assert rules.button_rule is ButtonRule.MOVING
    assert rules.sources["button_rule"] == "set in hand.yaml"
    assert rules.sources["blinds"] == "set in hand.yaml"
    # unchanged value keeps its citation
    assert rules.sources["straddle"].startswith("house rule for tournaments (no straddles")
    assert rules.cite("button_rule") == "button_rule: moving (set in hand.yaml)"


def test_build_rules_hand_sources_win() -> None:
    overrides = check("sleeper: true\nsources: {sleeper: Friday game house rule}\n", hand=True)
    rules = build_rules("cash-nlhe", overrides, file="hand.yaml")
    assert rules.sleeper is True
    assert rules.sources["sleeper"] == "Friday game house rule"


def test_build_rules_accepts_plain_values_and_paths(tmp_path: Path) -> None:
    rules = build_rules(shipped_dir() / "tda-plo.yaml", {"blinds": [1, 2], "straddle": "utg"})
    assert rules.blinds == (1, 2)
    assert rules.straddle is Straddle.UTG
    assert rules.sources["straddle"] == "set in <overrides>"
    write(tmp_path, "mine.yaml", "extends: tda-nlhe\nante: 3\n")
    assert build_rules("mine.yaml", base=tmp_path).ante == 3


def test_fixed_limit_needs_bet_sizes_from_hand_profile_or_blinds() -> None:
    # A hand that sets the small bet keeps it; the big bet left out is twice it, as the live
    # table starts a limit game from its blinds (issue 21): 2 x 15 = 30.
    overrides = check("blinds: [5, 10]\nsmall_bet: 15\n")
    rules = build_rules("limit-holdem", overrides, file="hand.yaml")
    assert (rules.small_bet, rules.big_bet) == (15, 30)
    assert rules.sources["small_bet"] == "set in hand.yaml"
    assert rules.sources["big_bet"].startswith("not set, so twice the small bet")
    # No blinds to start from (a profile alone): the sizes must be written.
    with pytest.raises(RulesetError, match=r"^limit-holdem\.yaml:\d+: structure fixed-limit"):
        build_rules("limit-holdem")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("structure: spread-limit", "needs spread; missing spread: write e.g. spread: [2, 10]"),
        ("structure: cap-limit", "needs cap; missing cap: write e.g. cap: 100"),
        ("structure: fixed-limit\nsmall_bet: 2\nbig_bet: 4", None),
        ("structure: spread-limit\nspread: [1, 5]", None),
        ("structure: cap-limit\ncap: 30", None),
    ],
)
def test_structures_need_their_sizes(text: str, message: str | None) -> None:
    overrides = check(text)
    if message is None:
        assert build_rules("cash-nlhe", overrides, file="hand.yaml").structure.value in text
        return
    with pytest.raises(RulesetError) as caught:
        build_rules("cash-nlhe", overrides, file="hand.yaml")
    assert str(caught.value).endswith(message)
    assert str(caught.value).startswith("hand.yaml:1: structure ")


def test_every_error_is_a_floor_error(tmp_path: Path) -> None:
    path = write(tmp_path, "x.yaml", "ante: [\n")
    with pytest.raises(FloorError):
        load_profile(path)


def _shipped_script() -> Any:
    path = Path(__file__).resolve().parent.parent / "scripts" / "shipped_profiles.py"
    spec = importlib.util.spec_from_file_location("shipped_profiles", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_shipped_json_is_current() -> None:
    """floorcli/profiles/shipped.json is what scripts/shipped_profiles.py writes today."""
    assert SHIPPED_CACHE.read_text(encoding="utf-8") == _shipped_script().generated(), (
        "floorcli/profiles/shipped.json is stale: run python scripts/shipped_profiles.py --write"
    )


def _lines(value: object) -> object:
    """A loaded value with every line it carries, to compare two readings of a file."""
    if isinstance(value, LineDict):
        return ("map", value.line, [(k, value.key_line(k), _lines(v)) for k, v in value.items()])
    if isinstance(value, LineList):
        items = [(value.item_line(i), _lines(v)) for i, v in enumerate(value)]
        return ("list", value.line, items)
    return (type(value).__name__, value)


@pytest.mark.parametrize("path", sorted(shipped_dir().glob("*.yaml")), ids=lambda p: p.stem)
def test_a_shipped_profile_reads_the_same_without_yaml(path: Path) -> None:
    """The kept document is the YAML loader's: the same values, types and lines; a file that
    changed by one byte is not taken from it (the loader reads it)."""
    raw = path.read_bytes()
    kept = shipped_document(path, raw)
    assert kept is not None
    assert _lines(kept) == _lines(load_yaml(raw.decode("utf-8"), path.name))
    assert shipped_document(path, raw + b"\n") is None
    assert shipped_document(path.with_name("mine.yaml"), raw) is None


def test_an_edited_shipped_profile_is_read_as_edited(tmp_path: Path) -> None:
    """The kept parse is only for the very text it was made from: a copy of the shipped folder
    with one profile changed gives the changed setting."""
    folder = tmp_path / "rulesets"
    folder.mkdir()
    for path in shipped_dir().glob("*.yaml"):
        (folder / path.name).write_bytes(path.read_bytes())
    edited = folder / "cash-nlhe.yaml"
    edited.write_text(edited.read_text().replace("max_straddles: 1", "max_straddles: 2"))
    from unittest import mock

    with mock.patch("floorcli.profiles.loader.shipped_dir", return_value=folder):
        assert load_profile(edited).settings["max_straddles"] == 2
        assert load_profile(folder / "tda-nlhe.yaml").settings == load_profile("tda-nlhe").settings


def test_a_profile_named_from_a_home_that_does_not_exist_is_not_found(tmp_path: Path) -> None:
    """`rules: ~tda-nlhe` (a stray ~) names the home of a user 'tda-nlhe': there is none, and
    Python's expanduser raises RuntimeError there (a traceback); it is a profile not found."""
    import subprocess
    import sys

    hand = tmp_path / "h.yaml"
    hand.write_text("rules: ~tda-nlhe\nblinds: [5, 10]\nbutton: 1\nseats: {1: 100, 2: 100}\n")
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "ask", str(hand)], capture_output=True, text=True
    )
    assert done.returncode == 2
    assert done.stderr == (
        f"error: {hand}:1: unknown profile '~tda-nlhe' (did you mean 'tda-nlhe'?); shipped "
        "profiles are "
        "cash-nlhe, home-plo, limit-holdem, razz, roberts-nlhe, stud, stud-hi-lo, tda-nlhe, "
        "tda-plo, or give the path of a .yaml file\n"
    )
