"""The argv fast path answers exactly like the typer app: same stdout, stderr and exit code.

`floorcli.cli.app.main` answers a plain `ask`/`replay` command line without importing typer
(`fast_args` picks those lines).  Each command line below is run through `main` twice: as
shipped, and with `fast_args` replaced by one that accepts nothing, so typer parses it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from floorcli.cli import app as cli_app
from floorcli.formats.handfile import list_examples

DATA = Path(__file__).parent / "data"
REPO = Path(__file__).parent.parent

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


# `floorcli audit` command lines the fast path answers itself (`audit_args`): paths (files and
# folders), --json, --jobs/-j N, --rules NAME, --max-size SIZE, in any order.
PHH = str(DATA / "phh")
AUDIT_FAST = [
    ["audit", PHH, "--json", "--jobs", "1"],
    ["audit", PHH, "--jobs=1"],
    ["audit", str(DATA / "phh" / "heads-up.phh"), "-j", "1", "--rules", "cash-nlhe", "--json"],
    ["audit", "--json", "--rules=tda-plo", str(DATA / "phh" / "nt-dwan-ivey.phh")],
    ["audit", PHH, "--json", "--max-size", "2K", "--jobs", "1"],
    ["audit", PHH, "--max-size=1X"],  # bad input: one line, exit 2
    ["audit", PHH, "--jobs", "0"],
    ["audit", "{tmp}/no-such-folder", "--json"],
    ["audit", PHH, "--rules", "no-such-profile"],
    ["audit", "{tmp}/bad-grammar.yaml", "{tmp}/tabs.yaml", "--json"],
]

# Audit command lines left to typer.
AUDIT_TYPER = [
    ["audit"],
    ["audit", "--help"],
    ["audit", PHH, "--json", "--json"],
    ["audit", PHH, "--jobs", "two"],
    ["audit", PHH, "--jobs"],
    ["audit", PHH, "-j=1"],
    ["audit", PHH, "--jobs", "1", "-j", "2"],
    ["audit", PHH, "--rules", "--json"],
    ["audit", PHH, "--engine", "local"],
    ["audit", PHH, "--out", "{tmp}/x.jsonl", "--force"],  # each way writes it
    ["audit", "--", PHH],
    ["audit", PHH, ""],
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
            patch.setattr(cli_app, "audit_args", lambda argv: None)
        with pytest.raises(SystemExit) as stopped:
            cli_app.main()
    captured = capsys.readouterr()
    code = stopped.value.code
    return (0 if code is None else code), captured.out, captured.err


# rich writes plain text to a pipe unless told it is a terminal (tests/test_ask_pipe.py).
PIPED = {k: v for k, v in os.environ.items() if k not in ("FORCE_COLOR", "TTY_COMPATIBLE")}


def loaded_after(
    argv: list[str], names: tuple[str, ...], env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """`floorcli ARGV` in a fresh Python, its output to a pipe: the process, whose stderr is
    the sorted list of those of `names` that were imported (`repr`)."""
    script = (
        "import sys\n"
        "from floorcli.cli import app\n"
        f"sys.argv = ['floorcli', *{argv!r}]\n"
        "try:\n"
        "    app.main()\n"
        "except SystemExit:\n"
        "    pass\n"
        f"sys.stderr.write(repr(sorted(m for m in {names!r} if m in sys.modules)))\n"
    )
    return subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env={**PIPED, **(env or {})},
        stdin=subprocess.DEVNULL,
        check=False,
    )


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


@pytest.mark.parametrize("argv", TYPER + AUDIT_TYPER, ids=" ".join)
def test_typer_takes_these_lines(argv: list[str]) -> None:
    assert cli_app.fast_args(argv) is None
    assert cli_app.audit_args(argv) is None


@pytest.mark.parametrize("argv", AUDIT_FAST + AUDIT_TYPER, ids=" ".join)
def test_audit_fast_path_and_typer_answer_the_same(
    argv: list[str],
    hands: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture,
) -> None:
    argv = [word.replace("{tmp}", str(hands)) for word in argv]
    if argv in AUDIT_FAST:
        assert cli_app.audit_args(argv) is not None
    fast = run_main(argv, fast=True, monkeypatch=monkeypatch, capsys=capsys)
    typer = run_main(argv, fast=False, monkeypatch=monkeypatch, capsys=capsys)
    assert fast == typer
    assert fast[1] or fast[2], "the command printed nothing"


def test_audit_fast_path_covers_every_exit_code(
    hands: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    """0 (nothing found), 1 (a hand irregular or a file unreadable) and 2 (bad input)."""
    lines = [*AUDIT_FAST, ["audit", str(DATA / "phh" / "heads-up.phh"), "--jobs", "1"]]
    codes = {
        run_main(
            [word.replace("{tmp}", str(hands)) for word in argv],
            fast=True,
            monkeypatch=monkeypatch,
            capsys=capsys,
        )[0]
        for argv in lines
    }
    assert codes == {0, 1, 2}


def test_audit_arguments_are_read_in_one_pass() -> None:
    """2,000 paths: the words are read once each (a copy per word would be 2,000 x 2,000)."""
    names = [f"hands/{k}.phh" for k in range(2000)]
    parsed = cli_app.audit_args(["audit", *names, "--json", "--jobs", "2"])
    assert parsed == (names, {"json": True, "jobs": 2})


@pytest.mark.parametrize("output", [["--json"], []], ids=["json", "text"])
def test_the_audit_fast_path_imports_no_typer_click_rich_yaml_or_engine(output: list[str]) -> None:
    """A clean PHH file is confirmed by the fast lane: neither typer nor the engine's replay
    (nor multiprocessing, with one job) is loaded; its shipped profile is read without PyYAML
    (`floorcli.profiles.shipped`), and the summary written to a pipe without rich."""
    heavy = ("typer", "click", "rich", "pydantic", "yaml", "floorcli.engine.replay")
    heavy += ("floorcli.answers.phh", "multiprocessing")
    done = loaded_after(
        ["audit", str(DATA / "phh" / "heads-up.phh"), *output, "--jobs", "1"], heavy
    )
    assert done.stderr == "[]"
    assert ("files read" in done.stdout) == (not output)


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
    done = loaded_after(["ask", "situation-6", "--json"], ("typer", "click", "rich", "pydantic"))
    assert done.stderr == "[]"


NEEDLESS = (
    *("floorcli.sessions", "floorcli.sessions.model", "floorcli.table", "floorcli.table.played"),
    *("floorcli.audit", "floorcli.cli.live", "floorcli.cli.screen", "floorcli.tournament"),
    *("textual", "typer", "click", "pydantic", "dask", "distributed", "fsspec", "asyncio"),
    *("multiprocessing", "subprocess", "logging", "rich"),
    *("floorcli.engine.disputes", "floorcli.engine.declared", "floorcli.engine.pushed"),
    *("floorcli.engine.resolved", "floorcli.betting.potlimit"),
)


@pytest.mark.parametrize(
    "hand", ["situation-6", str(REPO / "examples" / "all-in-before-the-deal.yaml")]
)
def test_ask_on_a_hand_imports_no_session_model_or_played_session_reader(hand: str) -> None:
    """`ask` on one hand (a shipped example, a hand file) answers without the session model
    or the played-session reader: they are for files that hold `hands:`; nor the audit, the
    live table, the full screen (Textual), the command-line parser (typer, click, pydantic),
    Dask or fsspec, none of which answering a hand needs (issue 27: cold `ask`).  Neither
    rich (the answer goes to a pipe: written plain, tests/test_ask_pipe.py) nor the engine's
    rulings on disputed motions (no action here says more than its verb) nor the pot-limit
    maximum (a no-limit hand) is loaded."""
    done = loaded_after(["ask", hand], NEEDLESS)
    assert done.stdout  # the hand was answered
    assert done.stderr == "[]"


def test_ask_on_a_played_session_still_reads_it(tmp_path: Path) -> None:
    """A played session (`hands:` a list, as `floorcli table` saves one) still goes to its
    reader: three players, blinds 1-2, button 1 folds, seat 2 (small blind) calls 1 more and
    seat 3 (big blind) checks, so the flop pot is 2 + 2 = 4 with seat 2 to act first."""
    hand = tmp_path / "played.yaml"
    hand.write_text(
        "rules: tda-nlhe\nblinds: [1, 2]\nseats: {1: Alice, 2: Bob, 3: Carol}\nbutton: 1\n"
        "hands:\n  - button: 1\n    seats: {1: 100, 2: 100, 3: 100}\n"
        "    actions: [1 fold, 2 call, 3 check]\n",
        encoding="utf-8",
    )
    done = loaded_after(["ask", str(hand)], NEEDLESS)
    assert "main pot     4  (seats 2, 3)" in done.stdout
    assert "'floorcli.table.played'" in done.stderr
