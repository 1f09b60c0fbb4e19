"""Every scenario and example hand, its amounts moved into a profile of its own, rules as before.

`tests/test_cents_scaling.py` types each hand again in cents with the amounts as hand-file
overrides.  Here the amount settings go into a profile file instead (``extends:`` the hand's
own profile), the way a home game writes its stakes once:

- **a profile in cents, a hand in cents**: every amount divided by 100 and typed with two
  decimals, in the profile and in the hand; the engine sees the very same whole numbers, so
  the rulings must be the same, and the words the same once ``1.50`` is read as 150;
- **a profile in cents, a hand in whole chips**: the profile writes each amount with two
  decimals of zeros (``blinds: [5.00, 10.00]``) and the hand is left in whole chips; the hand
  is scaled to the profile (played in cents), so the rulings must be the same, and the words
  the same once ``150.00`` is read as 150.  `chip_unit` counts the unit the hand is played
  in, so the profile sets it to 100 cents times the hand's (one chip, as before).
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import yaml

from floorcli.answers.hand import ask_report, ruling_dict
from floorcli.engine.replay import replay_hand
from floorcli.errors import FloorError
from floorcli.formats.handfile import parse_yaml_hand
from floorcli.model.hand import Hand
from floorcli.profiles.amounts import AMOUNT_SETTINGS
from floorcli.profiles.loader import load_profile
from floorcli.textio.numbers import Written
from floorcli.textio.yamlsrc import dump_yaml
from tests.test_cents_scaling import HANDS, as_whole, cents, cents_action

HAND_FILE = "hand.yaml"
PROFILE_FILE = "house.yaml"
WORDS = {"input": None, "explanation": None, "rule": None}


def zeros(value: int) -> Written:
    """A whole number of chips typed with two decimals of zeros (``150`` -> ``150.00``)."""
    return Written(f"{value}.00")


def split(data: dict[str, Any], hand: Hand, amount: Any) -> tuple[str, str]:
    """A profile that `extends` the hand's own and holds its amount settings (`amount` of
    each), and the hand without them: (profile text, hand text, the hand's amounts as they
    are)."""
    parent = str(data["rules"])
    own = load_profile(parent).settings
    profile: dict[str, Any] = {"name": "house", "extends": parent}
    for key in sorted(AMOUNT_SETTINGS):
        if key not in data and key not in own:
            continue  # a default the hand relies on: the profile leaves it so too
        value = getattr(hand.rules, key)
        if isinstance(value, int):
            profile[key] = amount(value)
        elif isinstance(value, tuple) and value:
            profile[key] = [amount(v) for v in value]
        elif value is None:
            profile[key] = None
    rest = {k: v for k, v in data.items() if k not in AMOUNT_SETTINGS}
    return dump_yaml(profile), dump_yaml({**rest, "rules": PROFILE_FILE})


def whole_hand(data: dict[str, Any]) -> tuple[Hand, Any]:
    """The hand as written, and its replay (skipped when the hand itself is refused)."""
    if any(isinstance(v, float) for v in _numbers(data)):
        pytest.skip("the hand is already typed with decimals")
    if not isinstance(data.get("rules"), str) or "/" in data["rules"]:
        pytest.skip("the hand names its profile by path")
    try:
        whole = parse_yaml_hand(dump_yaml(data), file=HAND_FILE)
        return whole, replay_hand(whole)
    except FloorError:
        pytest.skip("the whole-chip hand is refused (a case about a bad hand)")


def cited(text: str) -> str:
    """Words citing the house profile as the hand file (where the settings were)."""
    return text.replace(f"set in {PROFILE_FILE}", f"set in {HAND_FILE}")


@pytest.mark.parametrize("data", HANDS)
def test_a_profile_in_cents_rules_a_hand_in_cents_as_in_whole_chips(
    data: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole, expected = whole_hand(data)
    monkeypatch.chdir(tmp_path)
    profile, hand_text = split(data, whole, cents)
    (tmp_path / PROFILE_FILE).write_text(profile, encoding="utf-8")
    typed = yaml.safe_load(hand_text)
    typed["seats"] = {
        seat: {**spec, "stack": cents(spec["stack"])} if isinstance(spec, dict) else cents(spec)
        for seat, spec in data["seats"].items()
    }
    typed["actions"] = [cents_action(str(a)) for a in data.get("actions") or []]
    hand = parse_yaml_hand(dump_yaml(typed), file=HAND_FILE)
    assert hand.rules.decimals == 2
    got = replay_hand(hand)
    assert [ruling_dict(r) | WORDS for r in got.rulings] == [
        ruling_dict(r) | WORDS for r in expected.rulings
    ]
    assert [(cited(as_whole(r.explanation)), cited(as_whole(r.rule))) for r in got.rulings] == [
        (r.explanation, r.rule) for r in expected.rulings
    ]
    final, want = ask_report(got.final), ask_report(expected.final)
    assert cited(as_whole(final.pop("explanation"))) == want.pop("explanation")
    assert _hundredths(final) == want


@pytest.mark.parametrize("data", HANDS)
def test_a_whole_chip_hand_under_a_profile_in_cents_is_played_in_cents(
    data: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole, expected = whole_hand(data)
    monkeypatch.chdir(tmp_path)
    profile, hand_text = split(data, whole, zeros)
    if whole.rules.chip_unit is not None:  # unset, the smallest chip in play scales itself
        profile += f"chip_unit: {whole.rules.chip_unit * 100}\n"  # one chip is 100 cents
    (tmp_path / PROFILE_FILE).write_text(profile, encoding="utf-8")
    typed = yaml.safe_load(hand_text)
    typed.pop("chip_unit", None)  # it counts the unit the hand is played in: the profile's
    hand = parse_yaml_hand(dump_yaml(typed), file=HAND_FILE)
    assert hand.rules.decimals == 2
    got = replay_hand(hand)
    # Exact amounts as typed (Decimal('150.00')) equal the whole numbers (150).
    assert [ruling_dict(r, 2) | WORDS for r in got.rulings] == [
        ruling_dict(r) | WORDS for r in expected.rulings
    ]
    assert [(as_chips(r.explanation), as_chips(r.rule)) for r in got.rulings] == [
        (r.explanation, r.rule) for r in expected.rulings
    ]
    final, want = ask_report(got.final), ask_report(expected.final)
    assert as_chips(final.pop("explanation")) == want.pop("explanation")
    assert final == want


def as_chips(text: str) -> str:
    """Words of a hand in cents read back in whole chips (``150.00`` -> ``150``), the
    house profile cited as the hand file, and its chip unit of 100 cents as one chip."""
    text = cited(re.sub(r"\b(\d+)\.00\b", r"\1", text))
    return re.sub(r"chip_unit: (\d+)00\b", r"chip_unit: \1", text)


def _numbers(data: object) -> list[object]:
    if isinstance(data, dict):
        return [n for v in data.values() for n in _numbers(v)]
    if isinstance(data, list):
        return [n for v in data for n in _numbers(v)]
    return [data]


def _hundredths(data: Any) -> Any:
    """An answer in cents with each exact amount back in whole hundredths."""
    from decimal import Decimal

    if isinstance(data, dict):
        return {k: _hundredths(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_hundredths(v) for v in data]
    if isinstance(data, Decimal):
        return int(data * 100)
    return data
