"""Every scenario and example hand, typed again in cents, rules exactly as in whole chips.

A hand typed in cents is played in hundredths of a chip.  So a whole-chip hand whose every
amount (stacks, the amount settings of its rules, the profile's own included, and each
action's amounts) is divided by 100 and written with two decimals must give the same rulings
as the original: the engine sees the very same whole numbers.  Its words differ only in how
an amount is written (``1.50`` for ``150``).  The cases are the scenario files (each with its
rulebook source) and the shipped examples.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import fastyaml
import pytest
import yaml

from floorcli.answers.hand import ask_report, ruling_dict
from floorcli.engine.replay import replay_hand
from floorcli.errors import FloorError
from floorcli.formats.handfile import parse_yaml_hand
from floorcli.model.hand import Hand
from floorcli.profiles.amounts import AMOUNT_SETTINGS
from floorcli.textio.numbers import Written
from floorcli.textio.yamlsrc import dump_yaml

ROOT = Path(__file__).resolve().parent.parent
MARKERS = {"flop", "turn", "river", "third", "fourth", "fifth", "sixth", "seventh"}
HANDS = [
    pytest.param(case["input"], id=f"{file.stem}:{case['id']}")
    for file in sorted((ROOT / "tests" / "scenarios").glob("*.yaml"))
    for case in fastyaml.load_all(file.read_text(encoding="utf-8"))
    if case and isinstance(case.get("input"), dict)
] + [
    pytest.param(yaml.safe_load(path.read_text(encoding="utf-8")), id=path.stem)
    for path in sorted((ROOT / "examples").glob("*.yaml"))
]


def cents(value: int) -> Written:
    """A whole number of chips a hundred times smaller, typed with two decimals."""
    return Written(f"{value // 100}.{value % 100:02d}")


def cents_action(text: str) -> str:
    """An action with each amount divided by 100 (``3 raise 150`` -> ``3 raise 1.50``)."""
    words = text.split()
    if not words or words[0].lower() in MARKERS or "draw" in words[0].lower():
        return text
    first = 2 if words[0].lower() == "floor" else 1  # 'floor 8 forfeit 30': 8 is the seat

    def amount(word: str) -> str:
        parts = word.split(",")
        if all(p.isascii() and p.isdigit() for p in parts if p) and any(parts):
            return ",".join(f"{cents(int(p)).text}" if p else p for p in parts)
        return word

    return " ".join(words[:first] + [amount(w) for w in words[first:]])


def in_cents(data: dict[str, Any], hand: Hand) -> str:
    """The hand file `data` with every amount divided by 100, as YAML text."""
    out = dict(data)
    for key in AMOUNT_SETTINGS:  # the profile's own amounts too, written as overrides
        value = getattr(hand.rules, key)
        if isinstance(value, int):
            out[key] = cents(value)
        elif isinstance(value, tuple) and value:
            out[key] = [cents(v) for v in value]
    out["seats"] = {
        seat: {**spec, "stack": cents(spec["stack"])} if isinstance(spec, dict) else cents(spec)
        for seat, spec in data["seats"].items()
    }
    out["actions"] = [cents_action(str(a)) for a in data.get("actions") or []]
    return dump_yaml(out)


def as_whole(text: str) -> str:
    """Words written in cents read back in whole chips (``1.50`` -> ``150``)."""
    return re.sub(r"\b(\d+)\.(\d\d)\b", lambda m: str(int(m[1]) * 100 + int(m[2])), text)


@pytest.mark.parametrize("data", HANDS)
def test_a_hand_typed_in_cents_rules_as_in_whole_chips(data: dict[str, Any]) -> None:
    try:
        whole = parse_yaml_hand(dump_yaml(data), file="hand.yaml")
        expected = replay_hand(whole)
    except FloorError:
        pytest.skip("the whole-chip hand is refused (a case about a bad hand)")
    if any(isinstance(v, float) for v in _numbers(data)):
        pytest.skip("the hand is already typed with decimals")
    hand = parse_yaml_hand(in_cents(data, whole), file="hand.yaml")
    assert hand.rules.decimals == 2
    got = replay_hand(hand)
    words = {"input": None, "explanation": None, "rule": None}
    assert [ruling_dict(r) | words for r in got.rulings] == [
        ruling_dict(r) | words for r in expected.rulings
    ]
    assert [(as_whole(r.explanation), as_whole(r.rule)) for r in got.rulings] == [
        (r.explanation, r.rule) for r in expected.rulings
    ]
    final, want = ask_report(got.final), ask_report(expected.final)
    assert as_whole(final.pop("explanation")) == want.pop("explanation")
    assert _scaled(final) == want


def _numbers(data: object) -> list[object]:
    if isinstance(data, dict):
        return [n for v in data.values() for n in _numbers(v)]
    if isinstance(data, list):
        return [n for v in data for n in _numbers(v)]
    return [data]


def _scaled(data: Any) -> Any:
    """An answer in cents with each exact amount back in whole units of a hundredth."""
    from decimal import Decimal

    if isinstance(data, dict):
        return {k: _scaled(v) for k, v in data.items()}
    if isinstance(data, list):
        return [_scaled(v) for v in data]
    if isinstance(data, Decimal):
        return int(data * 100)
    return data
