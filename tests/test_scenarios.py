"""Every case in tests/scenarios/*.yaml: a hand, a command and the answer the rules give.

Each file is named after the rule it pins; each case's `source` gives the rulebook or seed
passage and the arithmetic behind its expected numbers.  A case the engine gets wrong stays
in, marked `xfail: "<why>"` (strict, so it is noticed when the engine is fixed).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import fastyaml
import pytest
from conftest import match, run_hand

SCENARIOS = Path(__file__).parent / "scenarios"
CASE_KEYS = {"id", "source", "command", "input", "expect", "exit", "xfail"}


def load_cases() -> list[Any]:
    params: list[Any] = []
    seen: set[str] = set()
    for file in sorted(SCENARIOS.glob("*.yaml")):
        for case in fastyaml.load_all(file.read_text()):
            if not case:
                continue
            unknown = set(case) - CASE_KEYS
            assert not unknown, f"{file.name}: {case.get('id')}: unknown keys {unknown}"
            assert case["id"] not in seen, f"{file.name}: duplicate id {case['id']}"
            assert case.get("source"), f"{file.name}: {case['id']} has no source"
            seen.add(case["id"])
            marks = []
            if "xfail" in case:
                marks.append(pytest.mark.xfail(reason=case["xfail"], strict=True))
            params.append(pytest.param(case, id=case["id"], marks=marks))
    return params


CASES = load_cases()


def test_every_file_has_cases() -> None:
    files = sorted(SCENARIOS.glob("*.yaml"))
    assert files
    for file in files:
        assert any(fastyaml.load_all(file.read_text())), f"{file.name} has no cases"


@pytest.mark.parametrize("case", CASES)
def test_scenario(case: dict[str, Any]) -> None:
    command = case.get("command", "ask")
    code, actual = run_hand(command, case["input"])
    want_exit = case.get("exit", None if command == "replay" else 0)
    problems = []
    if want_exit is not None and code != want_exit:
        problems.append(f"exit code {code}, expected {want_exit}")
    problems += match(case.get("expect", {}), actual)
    assert not problems, "\n".join([case["source"], *problems])
