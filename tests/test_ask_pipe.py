"""`floorcli ask HAND` to a pipe is written without rich, byte for byte as rich writes it.

`render_ask` (the short answer) writes the answer block, the note on an action that did not
stand and the rules line itself when rich would write them plain (not a terminal, nothing
forcing one: `floorcli.cli.render.plain.plain_width`), wrapping a long line as rich does;
anything else (a wide character, a tiny width) is left to rich.  Each hand below is drawn
both ways at several widths and compared (issue 27: rich was a third of a cold `ask` to a
pipe).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from floorcli.answers.hand import ask_file
from floorcli.cli.render import hand as render
from floorcli.formats.handfile import list_examples, resolve_hand
from tests.test_fast_path import loaded_after

# A name rich draws two cells wide (王), one written with an accent (Zoë), many overrides
# (a rules line longer than 80 columns), an action that did not stand (the note), chips
# returned uncalled, a hand over before the river.
HANDS = {
    "wide-name.yaml": """\
rules: tda-nlhe
blinds: [5, 10]
button: 3
seats: {1: {name: "Zoë", stack: 1000}, 2: {name: "王", stack: 30}, 3: 1000}
actions: [3 raise 500, 1 call, 2 allin]
""",
    "overrides.yaml": """\
rules: tda-nlhe
blinds: [5, 10]
ante: 1
min_bet: 10
sleeper: true
straddle: utg
max_straddles: 3
button: 3
seats: {1: 1000, 2: 30, 3: 1000}
actions: [3 raise 30, 1 fold]
""",
    "illegal-check.yaml": """\
rules: tda-nlhe
blinds: [5, 10]
button: 3
seats: {1: 1000, 2: 1000, 3: 1000}
actions: [3 check]
""",
    "over.yaml": """\
rules: tda-nlhe
blinds: [5, 10]
button: 3
seats: {1: {name: "Zoë", stack: 1000}, 2: 30, 3: 1000}
actions: [3 raise 30, 1 fold, 2 fold]
""",
}


def _hands(tmp: Path) -> list[Path]:
    for name, text in HANDS.items():
        (tmp / name).write_text(text, encoding="utf-8")
    examples = [resolve_hand(Path(name)) for name, _ in list_examples()]
    return [*examples, *(tmp / name for name in HANDS)]


def _drawn(
    hand: Path, *, plain: bool, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> str:
    answer = ask_file(hand, rules=None, text=None, number=None)
    capsys.readouterr()
    with monkeypatch.context() as patch:
        if not plain:
            patch.setattr(render, "plain_width", lambda: None)
        render.render_ask(answer.report, str(hand), explain=False, returned_to=answer.returned_to)
    return str(capsys.readouterr().out)


@pytest.mark.parametrize("columns", ["80", "40", "200", "12"])
def test_the_plain_answer_is_riches_bytes(
    columns: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    monkeypatch.setenv("COLUMNS", columns)
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(name, raising=False)
    for hand in _hands(tmp_path):
        plain = _drawn(hand, plain=True, monkeypatch=monkeypatch, capsys=capsys)
        assert plain == _drawn(hand, plain=False, monkeypatch=monkeypatch, capsys=capsys), hand


def test_the_usual_answer_is_written_plain(monkeypatch: pytest.MonkeyPatch) -> None:
    """Situation 6 at 80 columns, ASCII only: written without rich, as `ask` prints it:
    seat 4 faces 31 - 20 = 11 to call, and may raise to 31 + 10 = 41 (the last full raise
    is 10: 31 is 11 over 20, TDA 2024 Rule 43 cumulative short all-ins)."""
    monkeypatch.setenv("COLUMNS", "80")
    for name in ("FORCE_COLOR", "TTY_COMPATIBLE"):
        monkeypatch.delenv(name, raising=False)
    answer = ask_file(resolve_hand(Path("situation-6")), rules=None, text=None, number=None)
    report = render.shown(answer.report)
    spans = render._answer_spans(report)
    with monkeypatch.context() as patch:
        written: list[str] = []
        patch.setattr(sys.stdout, "write", written.append)
        assert render._print_plain(report, "".join(text for text, _ in spans))
    assert "".join(written).splitlines()[:3] == [
        "PREFLOP  Seat 4 to act",
        "  to call      11",
        "  raise to     41 - 1000",
    ]


@pytest.mark.parametrize("env", [{"FORCE_COLOR": "1"}, {"TTY_COMPATIBLE": "1"}, {"COLUMNS": "5"}])
def test_rich_draws_when_it_would_not_write_plain(env: dict[str, str]) -> None:
    """Forced to a terminal rich writes styles; under 10 columns it lays out its own way: then
    rich draws (and is loaded)."""
    done = loaded_after(["ask", "situation-6"], ("rich",), env)
    assert "Seat" in done.stdout
    assert done.stderr == "['rich']"
