"""A profile's own rulebook first (issue 23, citations).

"A TDA profile cites the TDA rule where the TDA has one, Robert's or the WSOP only where it is
silent."  The table is the code's own: every `Cited` rule of the engine says how each rulebook
words it and where one is silent (`floorcli.profiles.rulebooks`).  Every example and every
scenario hand is replayed under every shipped profile its game allows, and each citation of
each ruling is checked against that table.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import fastyaml
import pytest
import yaml

import floorcli.engine
from floorcli.engine import disputes, resolved
from floorcli.engine.replay import replay_hand
from floorcli.errors import FloorError
from floorcli.formats.handfile import parse_hand
from floorcli.profiles.loader import build_rules
from floorcli.profiles.rulebooks import Cited, Rulebook, own_rulebook, rulebook_of
from floorcli.profiles.settings import SETTINGS, Rules
from floorcli.textio.yamlsrc import LineDict, load_yaml

ROOT = Path(__file__).resolve().parent.parent
PROFILES = sorted(p.stem for p in (ROOT / "rulesets").glob("*.yaml"))

# Citations another rulebook's words stand for where the TDA has the rule: none left (issue
# 23: verbal binding, TDA 2024 Rules 40-B and 51-A; a string raise, 42 and 56; an overchip, 44,
# also for pot limit, "the maximum allowable for the chip"; a call with too many chips, 40-A and
# 51-A, each a `Cited` in engine/resolved.py and engine/disputes.py).
PENDING: tuple[str, ...] = ()


def engine_table() -> list[Cited]:
    """Every `Cited` rule in the engine's modules: the table of who has which rule."""
    found: list[Cited] = []
    for info in pkgutil.iter_modules(floorcli.engine.__path__):
        module = importlib.import_module(f"floorcli.engine.{info.name}")
        found.extend(v for v in vars(module).values() if isinstance(v, Cited))
    return found


def citations(rule: str) -> Iterator[str]:
    """The citations of a ruling's rule text: split at '; ' outside parentheses."""
    depth, start = 0, 0
    for at, char in enumerate(rule):
        depth += {"(": 1, ")": -1}.get(char, 0)
        if depth == 0 and rule.startswith("; ", at):
            yield rule[start:at]
            start = at + 2
    yield rule[start:]


def hands() -> Iterator[tuple[str, str]]:
    for path in sorted((ROOT / "examples").glob("*.yaml")):
        yield path.stem, path.read_text(encoding="utf-8")
    for path in sorted((ROOT / "tests" / "scenarios").glob("*.yaml")):
        for case in fastyaml.load_all(path.read_text(encoding="utf-8")):
            if case and isinstance(case.get("input"), dict) and "seats" in case["input"]:
                yield case["id"], yaml.safe_dump(case["input"])


@cache
def rulings_under(profile: str) -> tuple[tuple[str, Rules, tuple[str, ...]], ...]:
    """(hand, rules, the rule text of each ruling) of every hand the profile can play."""
    out = []
    for name, text in hands():
        data = load_yaml(text, "hand.yaml")
        assert isinstance(data, LineDict)
        data["rules"] = profile
        try:
            replay = replay_hand(parse_hand(data, file="hand.yaml"))
        except FloorError:  # a stud hand under a hold'em profile, a setting it lacks
            continue
        out.append((name, replay.final.rules, tuple(r.rule for r in replay.rulings)))
    return tuple(out)


def test_the_table_has_the_tda_rules_that_replaced_roberts() -> None:
    # The rules the TDA has and Robert's Rules words too: acting in turn (TDA 2024 Rule 50-A),
    # a short bet brought up to the minimum (52-A), action out of turn (53-A).
    table = {c.usual: c for c in engine_table()}
    tda_has = {c.tda for c in table.values() if c.tda}
    assert "TDA 2024 Rule 50-A (players must act in turn)" in tda_has
    assert any(t.startswith("TDA 2024 Rule 52-A (opening or raising less") for t in tda_has)
    assert any(t.startswith("TDA 2024 Rule 53-A (action out of turn") for t in tda_has)
    assert all(c.usual for c in table.values())


@pytest.mark.slow
@pytest.mark.parametrize("profile", PROFILES)
def test_rulings_cite_the_profiles_own_rulebook_where_it_has_the_rule(profile: str) -> None:
    table = engine_table()
    played = rulings_under(profile)
    assert played, f"no hand replays under {profile}"
    for name, rules, rule_texts in played:
        own = own_rulebook(rules)
        assert own is not None
        # What this profile may cite from another rulebook: an engine rule its own is silent on.
        silent = {c.text(rules) for c in table if c.by(own) is None}
        # What it must not: another rulebook's words for a rule its own rulebook has.
        wrong = {
            c.text(Rules(sources={"structure": book.value}))
            for c in table
            if c.by(own) is not None
            for book in Rulebook
            if book is not own and c.by(book) is not None
        } - {c.text(rules) for c in table}
        for rule in rule_texts:
            for cited in citations(rule):
                assert cited not in wrong, f"{profile}, {name}: {cited!r} under {own}"
                book = rulebook_of(cited)
                if own is not Rulebook.TDA or book in (None, Rulebook.TDA):
                    continue
                setting = cited.split(":")[0]
                assert (
                    setting in SETTINGS
                    or cited in silent
                    or any(cited.startswith(p) for p in PENDING)
                ), f"{profile}, {name}: {cited!r} cites {book} where the TDA has a rule"


@pytest.mark.parametrize("profile", ["tda-nlhe", "tda-plo", "home-plo"])
def test_a_tda_profiles_sources_cite_the_tda_first(profile: str) -> None:
    # Where a TDA profile's own source names another rulebook first, the TDA is silent on the
    # setting: the minimum bet's size (the TDA speaks of "a minimum bet", Rule 54-D, but never
    # sets it; Robert's Rules, Section 4 rule 2: the big blind).  home-plo is a home game on
    # tda-plo: its moving button and missed blinds are house settings the TDA does not have.
    # "straddle: none" is a house rule (the TDA has no straddle), its source says so first.
    rules = build_rules(profile)
    assert own_rulebook(rules) is Rulebook.TDA
    silent = {"min_bet", "straddle"} | (
        {"button_rule", "missed_blinds", "new_player", "pot_limit_preflop"}
        if profile == "home-plo"
        else set()
    )
    for key, source in rules.sources.items():
        book = rulebook_of(source)
        if book is not None and book is not Rulebook.TDA:
            assert key in silent, f"{profile}: {key} cites {book} first: {source}"


@pytest.mark.parametrize(
    ("cited", "cash"),
    [
        (resolved.VERBAL, "Robert's Rules of Poker, Betting and Raising rule 8"),
        (resolved.OVERCHIP, "Robert's Rules of Poker, no-limit rule 9"),
        # Robert's rule 23 (one motion) sits under its Tournament Rules (issue 23).
        (disputes.STRING, "Robert's Rules of Poker, Tournament Rules 23"),
        (disputes.TOO_MUCH, "Robert's Rules of Poker, no-limit rule 10"),
        # Robert's Rules has no pot-limit overchip rule: the WSOP's, where the TDA is not own.
        (disputes.POT_CHIP, "WSOP 2026 Live Action Rule 192"),
    ],
)
def test_the_five_dispute_rules_cite_the_profiles_own_rulebook(cited: Cited, cash: str) -> None:
    # TDA 2024 Rules 40-B and 51-A (verbal), 44 (an overchip, and in pot limit "the maximum
    # allowable for the chip"), 42 and 56 (a string raise), 40-A and 51-A (a call said first
    # with too many chips): a TDA profile cites the TDA alone; a cash profile keeps its own.
    for profile in ("tda-nlhe", "tda-plo"):
        text = cited.text(build_rules(profile))
        assert rulebook_of(text) is Rulebook.TDA and "Robert's" not in text and "WSOP" not in text
    assert cited.text(build_rules("cash-nlhe")).startswith(cash)


def test_a_string_raise_cites_the_rule_of_the_game_it_is_played_in() -> None:
    # Robert's Rules, no-limit rule 4: "At non-tournament play, a player who says "raise" is
    # allowed to continue putting chips into the pot with more than one move" (cash-nlhe:
    # declared_raise: many-moves); tournaments keep TDA 2024 Rules 42 and 56.
    assert disputes.string_rule(build_rules("cash-nlhe")).startswith(
        "Robert's Rules of Poker, no-limit rule 4"
    )
    assert disputes.string_rule(build_rules("roberts-nlhe")).startswith(
        "Robert's Rules of Poker, no-limit rule 4"
    )
    for profile in ("tda-nlhe", "tda-plo"):
        assert disputes.string_rule(build_rules(profile)).startswith("TDA 2024 Rules 42 and 56")
