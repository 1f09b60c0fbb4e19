"""Every command by one convention: `--help` in words a user writes, in the order a user meets
the commands; one table of exit codes (README, `--help`) that every command follows; a wrong
name on the command line blamed on the flag, with did-you-mean; shell completion of profile
and example names."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from typer.main import get_command
from typer.testing import CliRunner

from floorcli.cli.app import build_app
from floorcli.cli.complete import complete_example, complete_hand, complete_profile
from floorcli.cli.helptext import COMMAND_ORDER, EXIT_CODES
from tests import inproc

ROOT = Path(__file__).resolve().parent.parent
runner = CliRunner()


def floorcli(
    *args: str, cwd: Path | None = None, stdin: str = ""
) -> subprocess.CompletedProcess[str]:
    """The command line as a user runs it (`main`: the argv fast path included), in this
    process (`tests/inproc.py`)."""
    env = {**os.environ, "COLUMNS": "100", "NO_COLOR": "1"}
    return inproc.run(*args, cwd=cwd or ROOT, stdin=stdin, env=env)


def _commands() -> list[list[str]]:
    """Every command as typed: `ask`, ..., `rules list`, `rules show`, `rules check`."""
    app = get_command(build_app())
    found = []
    for name, cmd in app.commands.items():  # type: ignore[attr-defined]
        subs = getattr(cmd, "commands", None)
        found += [[name, sub] for sub in subs] if subs else [[name]]
    return found


def _help(words: list[str]) -> str:
    result = runner.invoke(build_app(), [*words, "--help"], env={"COLUMNS": "100"})
    assert result.exit_code == 0, result.output
    return result.output


# ---------------------------------------------------------------- --help


@pytest.mark.parametrize("words", [[], *_commands()], ids=lambda w: " ".join(w) or "floorcli")
def test_help_names_values_in_words(words: list[str]) -> None:
    text = _help(words)
    for jargon in ("SPEC", "seed 0", "seeds'", "Wikipedia", "<str>", "<path>", "<int", "<list"):
        assert jargon not in text, f"{jargon!r} in floorcli {' '.join(words)} --help"
    assert not re.search(r"\{[a-z_]+\}", text), text  # typer's `{hand}` for a required argument
    assert "x>=1" not in text


def test_help_lists_commands_in_the_order_a_user_meets_them() -> None:
    text = _help([])
    listed = re.findall(r"^  ([a-z]+)  ", text.split("Commands:")[1], flags=re.MULTILINE)
    expected = [
        "ask",
        "replay",
        "table",
        "potmax",
        "sidepots",
        "compare",
        "blinds",
        "audit",
        "convert",
        "rules",
        "examples",
    ]
    assert [name for name in listed if name in expected] == expected
    assert [name for name in listed if name in COMMAND_ORDER] == [
        name for name in COMMAND_ORDER if name in listed
    ]


def test_help_describes_each_command_whole() -> None:
    commands = _help([]).split("Commands:")[1].split("Exit codes")[0]
    assert "..." not in commands  # no description cut short
    # one description a command: each ends a sentence before the next command's name
    entries = re.split(r"\n  (?=[a-z]+  )", commands.strip())
    assert len(entries) >= 11
    for entry in entries:
        assert entry.rstrip().endswith((".", ")")), entry


def test_rules_check_json_says_what_it_prints() -> None:
    text = " ".join(_help(["rules", "check"]).split())
    assert '"ok": true, "file": ..., "profile": ..., "settings"' in text
    done = runner.invoke(build_app(), ["rules", "check", "tda-nlhe", "--json"])
    assert set(__import__("json").loads(done.output)) == {"ok", "file", "profile", "settings"}


# ---------------------------------------------------------------- exit codes


def _readme_exit_codes() -> list[tuple[int, str]]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("| exit code | meaning |")[1].split("\n\n")[0]
    rows = [line.strip("|").split("|") for line in block.strip().splitlines()[1:]]
    return [(int(code.strip().strip("*")), meaning.strip()) for code, meaning in rows]


def test_the_readme_and_help_show_the_same_exit_codes() -> None:
    assert _readme_exit_codes() == list(EXIT_CODES)
    text = " ".join(_help([]).split())
    for code, meaning in EXIT_CODES:
        assert f"{code} {meaning}" in text


# One case for each exit code a command can give (Ctrl-C's 130 for every command:
# tests/test_interrupt.py).  situation-6 stands; situation-4's last raise is refused (a short
# all-in does not re-open the betting); disputes-verbal's chips-then-words is corrected.
EXIT_CASES: list[tuple[list[str], int]] = [
    (["ask", "situation-6"], 0),
    (["ask", "situation-4"], 1),  # the history has a refused action: SPEC's exit 1
    (["ask", "situaton-6"], 2),
    (["replay", "situation-6"], 0),
    (["replay", "disputes-verbal"], 1),
    (["replay", "situation-6", "--rules", "tda-nlh"], 2),
    (["table", "--stacks", "100,100", "--blinds", "1,2", "--save", "{tmp}/t.yaml"], 0),
    (["table", "--stacks", "100,100", "--rules", "tda-nlh"], 2),
    (["serve", "--stacks", "100,100", "--rules", "tda-nlh"], 2),  # refused before serving
    (["potmax", "--pot", "20", "--bets", "5,35,35"], 0),
    (["potmax", "--pot", "20", "--preflop", "tru-pot", "--blinds", "1,2"], 2),
    (["sidepots", "1:30", "2:10:allin", "3:30:allin"], 0),
    (["sidepots", "1:thirty"], 2),
    (["compare", "situation-6", "--rules", "tda-nlhe", "--rules", "tda-plo"], 1),
    (["compare", "situation-4", "--rules", "tda-nlhe", "--rules", "cash-nlhe"], 0),
    (["compare", "situation-6", "--rules", "tda-nlhe", "--rules", "robertz"], 2),
    (["blinds", "examples/sessions/cash-night.yaml"], 0),
    (["blinds", "examples/sessions/nothere.yaml"], 2),
    (["balance", "examples/rooms/halt-11d.yaml"], 1),  # TDA 2024 Rule 11-D: play halts
    (["balance", "examples/situation-6.yaml"], 2),  # a hand file is not a room
    (["break", "examples/rooms/three-tables.yaml", "--seed", "7"], 0),
    (["break", "examples/rooms/nothere.yaml"], 2),
    (["colorup", "examples/rooms/colorup.yaml", "--seed", "7"], 0),
    (["colorup", "examples/rooms/nothere.yaml"], 2),
    (["audit", "examples/situation-6.yaml"], 0),
    (["audit", "examples/situation-4.yaml"], 1),
    (["audit", "examples", "--rules", "tda-nlh"], 2),
    (["convert", "situation-6", "{tmp}/s6.phh"], 0),
    (["convert", "situation-6", "{tmp}/s6.phh", "--rules", "tda-nlh"], 2),
    (["rules", "list"], 0),
    (["rules", "show", "tda-nlhe"], 0),
    (["rules", "show", "tda-nlh"], 2),
    (["rules", "check", "tda-nlhe"], 0),
    (["rules", "check", "nothere.yaml"], 2),
    (["examples"], 0),
]


@pytest.mark.parametrize(
    ("args", "code"), EXIT_CASES, ids=lambda v: " ".join(v)[:50] if isinstance(v, list) else str(v)
)
def test_every_command_follows_the_exit_code_table(
    args: list[str], code: int, tmp_path: Path
) -> None:
    assert code in dict(EXIT_CODES)
    done = floorcli(*[a.replace("{tmp}", str(tmp_path)) for a in args], stdin="quit\n")
    assert done.returncode == code, done.stdout[-500:] + done.stderr
    if code == 2:  # one line on stderr, never a traceback
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_every_command_has_its_exit_codes_checked() -> None:
    checked = {tuple(args[:2]) if args[0] == "rules" else (args[0],) for args, _ in EXIT_CASES}
    assert {tuple(words) for words in _commands()} <= checked
    for words in _commands():
        codes = {c for a, c in EXIT_CASES if a[: len(words)] == words}
        if words == ["serve"]:  # its exit 0 needs a browser to leave the table: test_serve.py
            codes.add(0)  # (test_one_browser_at_a_time_and_leaving_saves) checks it
        assert codes & {0, 1}, words
        assert 2 in codes or words == ["examples"] or words == ["rules", "list"], words


# ---------------------------------------------------------------- a wrong name, blamed where it is


@pytest.mark.parametrize(
    "args",
    [
        ["ask", "situation-6"],
        ["replay", "situation-6"],
        ["ask", "tests/data/phh/irregular.phh"],
        ["table", "--stacks", "100,100"],
        ["table", "situation-6"],
        ["audit", "examples"],
        ["convert", "situation-6", "out.phh"],
        ["compare", "situation-6", "--rules", "tda-nlhe"],
    ],
    ids=lambda a: " ".join(a),
)
def test_a_wrong_profile_flag_is_blamed_on_the_flag(args: list[str], tmp_path: Path) -> None:
    args = [a if a != "out.phh" else str(tmp_path / a) for a in args]
    done = floorcli(*args, "--rules", "tda-nlh", stdin="quit\n")
    assert done.returncode == 2
    assert done.stderr.startswith("error: --rules tda-nlh: unknown profile 'tda-nlh'"), done.stderr
    assert "(did you mean 'tda-nlhe'?)" in done.stderr
    assert ".yaml:" not in done.stderr  # not blamed on the hand file's `rules:` line
    assert not (tmp_path / "out.phh").exists()


def test_a_profile_beside_the_hand_file_still_rules_it(tmp_path: Path) -> None:
    """`--rules room.yaml` is found beside the hand file, as the file's own `rules:` is."""
    (tmp_path / "room.yaml").write_text("name: room\nextends: tda-nlhe\n", encoding="utf-8")
    hand = (ROOT / "examples" / "situation-6.yaml").read_text(encoding="utf-8")
    (tmp_path / "hand.yaml").write_text(hand, encoding="utf-8")
    done = floorcli("ask", str(tmp_path / "hand.yaml"), "--rules", "room.yaml")
    assert done.returncode == 0, done.stderr
    assert "rules: room" in done.stdout


@pytest.mark.parametrize("command", ["ask", "replay", "table", "compare", "convert"])
def test_a_misspelt_example_gets_did_you_mean(command: str, tmp_path: Path) -> None:
    extra = {
        "compare": ["--rules", "tda-nlhe", "--rules", "cash-nlhe"],
        "convert": [str(tmp_path / "o.phh")],
    }
    done = floorcli(command, "situaton-6", *extra.get(command, []), stdin="quit\n")
    assert done.returncode == 2
    assert done.stderr == (
        "error: no file 'situaton-6' here, and no shipped example of that name "
        "(did you mean 'situation-6'?); 'floorcli examples' lists the examples\n"
    )


def test_a_missing_file_with_a_suffix_is_still_a_file_error() -> None:
    done = floorcli("ask", "nothere.phh")
    assert done.returncode == 2
    assert done.stderr.startswith("error: nothere.phh: cannot read")


def test_a_misspelt_preflop_variant_gets_did_you_mean() -> None:
    done = floorcli("potmax", "--pot", "20", "--blinds", "1,2", "--preflop", "tru-pot")
    assert "(did you mean 'true-pot'?)" in done.stderr


# ---------------------------------------------------------------- shell completion


def test_completion_functions_name_profiles_and_examples() -> None:
    assert [name for name, _ in complete_profile("tda")] == ["tda-nlhe", "tda-plo"]
    assert [name for name, _ in complete_example("situ")] == ["situation-4", "situation-6"]
    about = dict(complete_profile("roberts"))["roberts-nlhe"]
    assert about.startswith("Robert's Rules of Poker")
    assert ("situation-6", dict(complete_example("situation-6"))["situation-6"]) in complete_hand(
        "situation-6"
    )


def test_completion_finds_hand_files_in_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "night").mkdir()
    (tmp_path / "night" / "hand1.yaml").write_text("", encoding="utf-8")
    (tmp_path / "night" / "notes.txt").write_text("", encoding="utf-8")
    assert complete_hand("nig") == [("night/", "folder")]
    assert complete_hand("night/h") == [("night/hand1.yaml", "file")]
    assert complete_hand("night/n") == []


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("floorcli ask --rules tda", ["tda-nlhe", "tda-plo"]),
        ("floorcli table --rules cash", ["cash-nlhe"]),
        ("floorcli compare situation-6 --rules rob", ["roberts-nlhe"]),
        ("floorcli rules show stud", ["stud", "stud-hi-lo"]),
        ("floorcli replay situation", ["situation-4", "situation-6"]),
        ("floorcli ask disputes-v", ["disputes-verbal"]),
    ],
)
def test_the_shell_completes_names(line: str, expected: list[str], tmp_path: Path) -> None:
    """Through the environment variable the installed shell script sets (bash)."""
    script = Path(sys.executable).parent / "floorcli"
    if not script.exists():
        pytest.skip("floorcli is not installed beside this Python")
    env = {
        **os.environ,
        "_FLOORCLI_COMPLETE": "complete_bash",
        "COMP_WORDS": line,
        "COMP_CWORD": str(len(line.split()) - 1),
    }
    done = subprocess.run(
        [str(script)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=60,
        check=False,
    )
    assert done.stdout.split() == expected, done.stderr


# ---------------------------------------------------------------- the pot tools and the table


def test_potmax_states_the_minimum_bet_as_a_number() -> None:
    # A pot of 100 after the flop at blinds 1/2: the largest bet is the pot, 100; the smallest
    # is the big blind, 2 (TDA 2024 Rule 43-A).
    done = floorcli("potmax", "100", "--big-blind", "2")
    assert done.stdout.splitlines()[:2] == ["max bet        100", "min bet        2"]
    assert "The minimum bet is the big blind, 2 (TDA 2024 Rule 43-A)." in done.stdout
    # 20 in the pot, bets 5, 35, 35: the raise of 30 makes the next raise at least 35 + 30 = 65
    raised = floorcli("potmax", "--pot", "20", "--bets", "5,35,35")
    assert "min raise to   65" in raised.stdout.splitlines()


def test_sidepots_names_who_gets_the_odd_chip() -> None:
    # 11 + 12 + 12 = 35 chips, nobody all-in: one pot three ways, 11 each and 2 odd chips;
    # without a button they go to the first tied hands left of it, with --button 1 to seats 2
    # and 3 (Robert's Rules, Ties rule 5a).
    done = floorcli("sidepots", "1:11", "2:12", "3:12")
    assert "2 odd chips to the first tied hand left of the button" in done.stdout
    assert "see below" not in done.stdout
    placed = floorcli("sidepots", "1:11", "2:12", "3:12", "--button", "1")
    assert "2 odd chips to seat 2, 3" in placed.stdout


def test_a_table_with_no_blinds_says_so(tmp_path: Path) -> None:
    done = floorcli(
        "table", "--stacks", "100,100", "--save", str(tmp_path / "t.yaml"), stdin="quit\n"
    )
    assert "No blinds: nobody posts before the deal" in done.stdout
    with_blinds = floorcli(
        "table",
        "--stacks",
        "100,100",
        "--blinds",
        "1,2",
        "--save",
        str(tmp_path / "u.yaml"),
        stdin="quit\n",
    )
    assert "No blinds" not in with_blinds.stdout


def test_examples_are_described_in_whole_sentences() -> None:
    done = floorcli("examples")
    rows = [
        line.split(None, 1)
        for line in done.stdout.splitlines()
        if line and not line.startswith("(")
    ]
    assert len(rows) >= 20
    for name, about in rows:
        assert about[0].isupper() or about[0] == '"', name
        assert about.endswith("."), name
        for jargon in ("seed", "Seed", "SPEC", "Wikipedia"):
            assert jargon not in about, name
