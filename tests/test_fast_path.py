"""The argv fast path answers exactly like the typer app: same stdout, stderr and exit code.

`floorcli.cli.app.main` answers a plain `ask`/`replay` command line without importing typer
(`fast_args` picks those lines).  Each command line below is run through `main` twice: as
shipped, and with `fast_args` replaced by one that accepts nothing, so typer parses it.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from floorcli.cli import app as cli_app
from floorcli.formats.handfile import list_examples

DATA = Path(__file__).parent / "data"

BAD_GRAMMAR = """\
rules: tda-nlhe
blinds: [1, 2]
button: 1
seats: {1: 100, 2: 100, 3: 100}
actions: [3 raize 5]
"""

TABS = "rules: tda-nlhe\n\tblinds: [1, 2]\n"

EXAMPLES = [name for name, _ in list_examples()]

# Command lines the fast path answers itself.
FAST = [
    *[[command, name] for command in ("ask", "replay") for name in EXAMPLES],
    *[[command, name, "--json"] for command in ("ask", "replay") for name in EXAMPLES],
    ["ask", "situation-6", "--rules", "cash-nlhe"],
    ["replay", "--json", "side-pots", "--rules=tda-plo"],
    ["ask", str(DATA / "phh" / "nt-dwan-ivey.phh"), "--json"],
    ["replay", str(DATA / "phh" / "heads-up.phh")],
    # Bad input: one line on stderr, exit 2.
    ["ask", "no-such-hand.yaml"],
    ["replay", "no-such-hand.yaml", "--json"],
    ["ask", "{tmp}/bad-grammar.yaml"],
    ["replay", "{tmp}/bad-grammar.yaml", "--json"],
    ["ask", "{tmp}/tabs.yaml"],
    ["ask", "situation-6", "--rules", "no-such-profile"],
    ["replay", "situation-6", "--json", "--rules=tda-nhle"],
    ["replay", str(DATA / "phh" / "corrupt.phh")],
]

# Command lines the fast path leaves to typer (unusual spellings, bad flags, help).
TYPER = [
    ["ask", "situation-6", "--bogus"],
    ["ask", "situation-6", "--rules"],
    ["ask", "situation-6", "--rules="],
    ["replay", "situation-6", "--json", "--json"],
    ["replay", "situation-6", "extra.yaml"],
    ["ask"],
    ["ask", "--help"],
    ["replay", "-h"],
]


@pytest.fixture
def hands(tmp_path: Path) -> Path:
    (tmp_path / "bad-grammar.yaml").write_text(BAD_GRAMMAR, encoding="utf-8")
    (tmp_path / "tabs.yaml").write_text(TABS, encoding="utf-8")
    return tmp_path


def run_main(
    argv: list[str], *, fast: bool, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> tuple[object, str, str]:
    """(exit code, stdout, stderr) of `main` on `argv`, with or without the fast path."""
    with monkeypatch.context() as patch:
        patch.setattr(sys, "argv", ["floorcli", *argv])
        patch.setenv("COLUMNS", "100")
        if not fast:
            patch.setattr(cli_app, "fast_args", lambda argv: None)
        with pytest.raises(SystemExit) as stopped:
            cli_app.main()
    captured = capsys.readouterr()
    code = stopped.value.code
    return (0 if code is None else code), captured.out, captured.err


@pytest.mark.parametrize("argv", FAST + TYPER, ids=" ".join)
def test_fast_path_and_typer_answer_the_same(
    argv: list[str],
    hands: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture,
) -> None:
    argv = [word.replace("{tmp}", str(hands)) for word in argv]
    fast = run_main(argv, fast=True, monkeypatch=monkeypatch, capsys=capsys)
    typer = run_main(argv, fast=False, monkeypatch=monkeypatch, capsys=capsys)
    assert fast == typer
    assert fast[1] or fast[2], "the command printed nothing"


@pytest.mark.parametrize("argv", FAST, ids=" ".join)
def test_the_fast_path_takes_these_lines(argv: list[str]) -> None:
    assert cli_app.fast_args(argv) is not None


@pytest.mark.parametrize("argv", TYPER, ids=" ".join)
def test_typer_takes_these_lines(argv: list[str]) -> None:
    assert cli_app.fast_args(argv) is None


def test_the_table_covers_every_exit_code(
    hands: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    """0 (every action stands), 1 (a ruling corrected or refused one) and 2 (bad input)."""
    codes = {
        run_main(
            [word.replace("{tmp}", str(hands)) for word in argv],
            fast=True,
            monkeypatch=monkeypatch,
            capsys=capsys,
        )[0]
        for argv in FAST
    }
    assert codes == {0, 1, 2}


def test_the_fast_path_imports_no_typer_click_or_rich() -> None:
    script = (
        "import sys\n"
        "from floorcli.cli import app\n"
        "sys.argv = ['floorcli', 'ask', 'situation-6', '--json']\n"
        "try:\n"
        "    app.main()\n"
        "except SystemExit:\n"
        "    pass\n"
        "loaded = sorted(m for m in ('typer', 'click', 'rich', 'pydantic') if m in sys.modules)\n"
        "sys.stderr.write(repr(loaded))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.stderr == "[]"
