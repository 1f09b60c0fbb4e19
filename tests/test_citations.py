"""Citations in words a user knows (issue 13): the rulebook and rule, never an internal name
("seed 000", "SPEC section 4") and never a Python value (`min_bet: None`)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import build_app

runner = CliRunner()
EXAMPLES = sorted((Path(__file__).resolve().parent.parent / "examples").glob("*.yaml"))
PROFILES = sorted(
    p.stem for p in (Path(__file__).resolve().parent.parent / "rulesets").glob("*.yaml")
)
INTERNAL = re.compile(r"seed 00\d|SPEC|: None\b|\bNone\)|\(None")


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_rulings_cite_rulebooks_not_internal_names(path: Path) -> None:
    result = runner.invoke(build_app(), ["replay", str(path), "--json"])
    data = json.loads(result.stdout)
    words = [r["rule"] for r in data["rulings"]] + [r["explanation"] for r in data["rulings"]]
    words.append(data["final"]["explanation"])
    for text in words:
        assert not INTERNAL.search(text), text


@pytest.mark.parametrize("name", PROFILES)
def test_rules_show_cites_rulebooks_not_internal_names(name: str) -> None:
    result = runner.invoke(build_app(), ["rules", "show", name])
    assert result.exit_code == 0, result.output
    assert not INTERNAL.search(result.stdout), result.stdout


def test_an_unset_minimum_bet_is_quoted_in_words() -> None:
    # tda-nlhe leaves min_bet unset: the minimum bet is the big blind (Robert's Rules of
    # Poker, Section 4 rule 2); a ruling quotes it as words.
    from floorcli.profiles.loader import build_rules

    assert build_rules("tda-nlhe").cite("min_bet").startswith("min_bet: the big blind (")


@pytest.mark.parametrize("name", PROFILES)
def test_rules_show_fits_80_columns(name: str) -> None:
    result = runner.invoke(build_app(), ["rules", "show", name], terminal_width=200)
    lines = result.stdout.splitlines()
    assert max(map(len, lines)) <= 80
    # a setting per block: ``key: value``, its meaning and its source below it
    at = next(n for n, line in enumerate(lines) if line.startswith("structure: "))
    assert lines[at + 1] == "    betting structure"
    assert lines[at + 2].startswith("    source: ")
