"""Bad hand files through the CLI: exit 2, one line on stderr naming file:line, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import app

runner = CliRunner()

HEAD = """\
rules: tda-nlhe
blinds: [5, 10]
button: 4
seats: {1: 1000, 2: 1000, 3: 1000, 4: 1000}
actions:
"""
# Actions start on line 6.

# (id, file text, line the message must name, words the message must contain)
BAD_FILES: list[tuple[str, str, int, tuple[str, ...]]] = [
    ("seat-not-dealt-in", HEAD + "  - 3 call\n  - 9 call\n", 7, ("no seat 9", "1, 2, 3, 4")),
    ("unknown-name", HEAD + "  - Bob call\n", 6, ("Bob",)),
    ("negative-amount", HEAD + "  - 3 raise -5\n", 6, ("-5", "whole")),
    # Cents are amounts (0.25/0.50 stakes); more than four decimal places are refused.
    (
        "fractional-amount",
        HEAD + "  - 3 call\n  - 4 raise 2.12345\n",
        7,
        ("2.12345", "5 decimal places", "at most 4"),
    ),
    ("unknown-verb", HEAD + "  - 3 dance\n", 6, ("dance",)),
    ("missing-amount", HEAD + "  - 3 raise\n", 6, ("raise", "amount")),
    ("words-after-call", HEAD + "  - 3 call 20 more\n", 6, ("call",)),
    (
        "action-after-the-hand-is-over",
        HEAD + "  - 3 fold\n  - 4 fold\n  - 1 fold\n  - 2 check\n",
        9,
        ("over",),
    ),
    (
        "action-after-showdown",
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 2\nseats: {1: 1000, 2: 50}\n"
        "actions:\n  - 2 allin\n  - 1 call\n  - 1 check\n",
        8,
        ("over", "showdown"),
    ),
    ("yaml-syntax-error", "rules: tda-nlhe\nblinds: [5, 10\nbutton: 4\n", 3, ()),
    (
        "yaml-bad-indentation",
        "rules: tda-nlhe\nseats:\n  1: 1000\n 2: 1000\nbutton: 1\n",
        4,
        (),
    ),
    (
        "python-tag",
        "rules: tda-nlhe\nblinds: !!python/object/apply:os.system ['echo hi']\n"
        "button: 1\nseats: {1: 1000, 2: 1000}\n",
        2,
        ("python",),
    ),
    ("missing-seats", "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 1\nactions: []\n", 1, ("seats",)),
    ("empty-seats", "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 1\nseats: {}\n", 4, ("seats",)),
    (
        "one-seat",
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 1\nseats: {1: 1000}\n",
        4,
        ("two seats",),
    ),
    (
        "missing-button",
        "rules: tda-nlhe\nblinds: [5, 10]\nseats: {1: 1000, 2: 1000}\n",
        1,
        ("button",),
    ),
    (
        "button-not-a-number",
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: left\nseats: {1: 1000, 2: 1000}\n",
        3,
        ("button",),
    ),
    (
        "negative-stack",
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 1\nseats:\n  1: 1000\n  2: -50\n",
        6,
        ("seat 2", "stack"),
    ),
    (
        "fractional-stack",
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 1\nseats:\n  1: 1000\n  2: 99.123456\n",
        6,
        ("seat 2", "6 decimal places", "write e.g. 0.25"),
    ),
    (
        "seat-not-a-number",
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 1\nseats:\n  1: 1000\n  two: 1000\n",
        6,
        ("seat",),
    ),
    (
        "street-marker-too-early",
        HEAD + "  - 3 call\n  - flop\n  - 4 call\n",
        7,
        ("flop", "preflop"),
    ),
    (
        "street-marker-too-late",
        HEAD
        + "  - 3 call\n  - 4 call\n  - 1 call\n  - 2 check\n"
        + "  - 1 check\n  - 2 check\n  - 3 check\n  - 4 check\n  - flop\n",
        14,
        ("flop", "turn"),
    ),
    ("bad-card", HEAD + "  - 3 call\n  - flop Ah Kd 2x\n", 7, ("2x",)),
    ("actions-not-a-list", HEAD.replace("actions:\n", "actions: 3 call\n"), 5, ("actions",)),
    ("action-is-a-mapping", HEAD + "  - {3: call}\n", 6, ("action",)),
    ("no-profile", "blinds: [5, 10]\nbutton: 1\nseats: {1: 1000, 2: 1000}\n", 1, ("rules",)),
    (
        "unknown-profile",
        "rules: no-such-house\nblinds: [5, 10]\nbutton: 1\nseats: {1: 1000, 2: 1000}\n",
        1,
        ("no-such-house",),
    ),
    (
        "bad-setting-value",
        "rules: tda-nlhe\nincomplete_raise: full\nblinds: [5, 10]\nbutton: 1\n"
        "seats: {1: 1000, 2: 1000}\n",
        2,
        ("incomplete_raise", "full-bet", "half-bet"),
    ),
    (
        "unknown-setting",
        "rules: tda-nlhe\nblind: [5, 10]\nbutton: 1\nseats: {1: 1000, 2: 1000}\n",
        2,
        ("blind",),
    ),
    (
        "duplicate-key",
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 1\nbutton: 2\nseats: {1: 1000, 2: 1000}\n",
        4,
        ("button",),
    ),
    ("not-a-mapping", "- 3 call\n- 4 call\n", 1, ()),
]


def run(command: str, path: Path) -> tuple[int, str, str]:
    result = runner.invoke(app, [command, str(path), "--json"])
    assert not isinstance(result.exception, Exception) or isinstance(
        result.exception, SystemExit
    ), result.exception
    return result.exit_code, result.stdout, result.stderr


@pytest.mark.parametrize("command", ["replay", "ask"])
@pytest.mark.parametrize(
    ("text", "line", "words"),
    [pytest.param(text, line, words, id=name) for name, text, line, words in BAD_FILES],
)
def test_bad_hand_file(
    tmp_path: Path, command: str, text: str, line: int, words: tuple[str, ...]
) -> None:
    path = tmp_path / "hand.yaml"
    path.write_text(text)
    code, out, err = run(command, path)
    assert code == 2, (out, err)
    assert out == ""
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert f"{path}:{line}" in lines[0], err
    for word in words:
        assert word.lower() in lines[0].lower(), err


def test_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.yaml"
    for command in ("replay", "ask"):
        code, out, err = run(command, path)
        assert code == 2
        assert out == ""
        assert "Traceback" not in err
        assert len(err.strip().splitlines()) == 1
        assert str(path) in err


def test_empty_file(tmp_path: Path) -> None:
    path = tmp_path / "empty.yaml"
    path.write_text("")
    code, _, err = run("replay", path)
    assert code == 2
    assert "Traceback" not in err
    assert len(err.strip().splitlines()) == 1
    assert str(path) in err


def test_good_file_is_not_an_error(tmp_path: Path) -> None:
    """The same hand without the mistake: exit 0 and JSON on stdout, nothing on stderr."""
    path = tmp_path / "hand.yaml"
    path.write_text(HEAD + "  - 3 call\n")
    code, out, err = run("ask", path)
    assert (code, err) == (0, "")
    assert '"to_act": 4' in out


def test_illegal_action_is_a_ruling_not_an_error(tmp_path: Path) -> None:
    """A check facing a bet is a floor ruling (exit 1, JSON), not bad input (exit 2)."""
    path = tmp_path / "hand.yaml"
    path.write_text(HEAD + "  - 3 check\n")
    code, out, err = run("replay", path)
    assert (code, err) == (1, "")
    assert '"verdict": "illegal"' in out
