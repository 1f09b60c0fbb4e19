"""Every flag of every command, fed hostile values, is refused in one `error:` line (issue 26).

The commands and their options are read from the typer app's own click tree, so a flag added
later is fuzzed without a word here.  Each command runs with a line that works (`BASE`), and
one option at a time gets a bad value: empty, blank, a superscript digit, a negative, an
exponent, `nan`, hex, a leading `+`, a control character, a terminal escape, rich markup, a
missing file, a folder, a very long word.  The answer must be exit 2 and one stderr line
starting `error:` that names the flag: no `Usage:` box, no traceback, no raw escape byte.

A value a flag rightly takes (a missing file is a fine place to `--save`) is listed in
`ACCEPTED` with the reason; anything else accepted fails the test.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import typer
from typer import _click as click
from typer.models import TyperPath
from typer.testing import CliRunner

from floorcli.cli.app import build_app

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
RULESETS = Path(__file__).resolve().parent.parent / "rulesets"

BAD = {
    "empty": "",
    "blank": "   ",
    "superscript": "\u00b2",
    "negative": "-1",
    "exponent": "1e999",
    "nan": "nan",
    "hex": "0x20",
    "plus": "+3",
    "control": "\x01",
    "escape": "\x1b]52;c;aGk=\x07",
    "markup": "[/bold]",
    "missing": "{tmp}/no-such-file.yaml",
    "folder": "{tmp}",
    "long": "9" * 5000,
}
"""The hostile values (`{tmp}` is the test's own folder)."""


def _base(tmp: Path) -> dict[str, list[str]]:
    """A command line that works, for each command: the fuzzed option is added to it."""
    hand = str(EXAMPLES / "situation-6.yaml")
    room = str(EXAMPLES / "rooms" / "three-tables.yaml")
    return {
        "ask": ["ask", hand],
        "replay": ["replay", hand],
        "table": ["table", "--lines", "--blinds", "5,10", "--stacks", "1000,1000"],
        "serve": ["serve", "--blinds", "5,10", "--stacks", "1000,1000"],
        "potmax": ["potmax", "100"],
        "sidepots": ["sidepots", "1:100:allin", "2:300"],
        "compare": ["compare", hand, "--rules", "tda-nlhe", "--rules", "cash-nlhe"],
        "blinds": ["blinds", str(EXAMPLES / "sessions" / "cash-night.yaml")],
        "balance": ["balance", room],
        "break": ["break", room, "--table", "1"],
        "colorup": ["colorup", str(EXAMPLES / "rooms" / "colorup.yaml")],
        "audit": ["audit", hand],
        "convert": ["convert", hand, str(tmp / "out.phh")],
        "rules list": ["rules", "list"],
        "rules show": ["rules", "show", "tda-nlhe"],
        "rules check": ["rules", "check", str(RULESETS / "tda-nlhe.yaml")],
        "examples": ["examples"],
    }


# A file to write may have any name but a blank one or a folder's: `²`, `-1`, `nan`, a name
# with a control character (shown escaped), a file that does not exist yet.
_FILE_NAMES = {"superscript", "negative", "exponent", "nan", "hex", "plus", "control", "escape"}
ACCEPTED: dict[tuple[str, str], set[str]] = {
    ("table", "--save"): _FILE_NAMES | {"missing"},
    ("serve", "--save"): _FILE_NAMES | {"missing"},
    ("blinds", "--write-hand"): _FILE_NAMES | {"missing"},
    ("audit", "--out"): _FILE_NAMES | {"missing"},
    # Host names in form (whether they resolve is asked when the server starts).
    ("serve", "--host"): {"nan", "hex", "exponent"},
    # A relative profile path is looked for in each hand's own folder; situation-6.yaml
    # names its own profile, so `[/bold]` (the folder `[`) is never read.
    ("audit", "--rules"): {"markup"},
    ("convert", "--rules"): {"markup"},
}
"""(command, flag) -> the names in `BAD` it rightly takes, with why."""


def _commands() -> Iterator[tuple[str, click.Command]]:
    """Every leaf command of the app, by its words (`rules show`)."""
    root = typer.main.get_command(build_app())

    def walk(command: click.Command, words: list[str]) -> Iterator[tuple[str, click.Command]]:
        if hasattr(command, "list_commands"):
            ctx = click.Context(command)
            for name in command.list_commands(ctx):
                yield from walk(command.get_command(ctx, name), [*words, name])
        else:
            yield " ".join(words), command

    yield from walk(root, [])


def _value_options() -> list[tuple[str, str]]:
    """(command, flag) for every option that takes a value."""
    found = []
    for name, command in _commands():
        for param in command.params:
            if param.param_type_name != "option" or getattr(param, "is_flag", False):
                continue
            if getattr(param, "hidden", False):
                continue
            found.append((name, max(param.opts, key=len)))
    return found


OPTIONS = _value_options()


def test_the_fuzz_reaches_every_command_and_flag() -> None:
    names = {name for name, _ in _commands()}
    assert names <= set(_base(Path("/tmp")))  # a new command needs a line that works
    # Flags that take a value, counted from the app: --pot, --bets, --mine ... (at least the
    # 40 the app had when this test was written; the list grows by itself).
    assert len(OPTIONS) >= 40
    assert ("audit", "--jobs") in OPTIONS and ("table", "--stacks") in OPTIONS


def _line(args: list[str], tmp: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    monkeypatch.chdir(tmp)
    result = CliRunner().invoke(build_app(), args, input="")
    assert not isinstance(result.exception, Exception) or isinstance(
        result.exception, SystemExit
    ), repr(result.exception)
    return result.exit_code, result.stdout, result.stderr


def _is_one_error_line(stderr: str, flag: str) -> str | None:
    """Why `stderr` is not one `error:` line naming `flag` (None when it is)."""
    lines = stderr.splitlines()
    if len(lines) != 1:
        return f"{len(lines)} lines: {stderr!r}"
    if not lines[0].startswith("error: "):
        return f"not an error line: {lines[0]!r}"
    if flag not in lines[0]:
        return f"does not name {flag}: {lines[0]!r}"
    if "\x1b" in stderr or "\x07" in stderr or "\x01" in stderr:
        return f"a raw control byte: {stderr!r}"
    if "Traceback" in stderr or "Usage:" in stderr:
        return f"a traceback or usage box: {stderr!r}"
    return None


@pytest.fixture(autouse=True)
def _no_server(monkeypatch: pytest.MonkeyPatch) -> None:
    """`serve` with flags it takes would listen: it answers 0 instead (a value refused
    never gets there)."""
    import floorcli.cli.serve.web as web

    monkeypatch.setattr(web, "serve_table", lambda served: 0)


@pytest.mark.parametrize(("command", "flag"), OPTIONS, ids=[f"{c}-{f}" for c, f in OPTIONS])
def test_every_bad_value_of_every_flag_is_one_error_line(
    command: str, flag: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    failures = []
    for kind, raw in [*BAD.items(), ("no value", None)]:
        tmp = tmp_path / kind.replace(" ", "-")
        tmp.mkdir()
        args = _base(tmp)[command]
        if raw is None:  # the flag last, its value left out
            args = [word for word in args if word != flag] + [flag]
        elif flag in args:  # the base line has it: the bad value replaces the good one
            at = args.index(flag)
            args[at : at + 2] = [flag, raw.replace("{tmp}", str(tmp))]
        else:
            value = raw.replace("{tmp}", str(tmp))
            args += [flag, value] if flag != "--write-hand" else [flag, "1", value]
        code, _, stderr = _line(args, tmp, monkeypatch)
        if kind in ACCEPTED.get((command, flag), set()):
            continue
        why = _is_one_error_line(stderr, flag) if code == 2 else f"exit {code}: {stderr!r}"
        if why is not None:
            failures.append(f"{kind}: {why}")
    assert not failures, "\n".join(failures)


def _path_arguments() -> list[tuple[str, str]]:
    """(command, argument) for every argument that names a file to read."""
    found = []
    for name, command in _commands():
        for param in command.params:
            is_file = param.param_type_name == "argument" and isinstance(param.type, TyperPath)
            if is_file and (name, param.name) != ("convert", "target"):  # target: written
                found.append((name, param.name or ""))
    return found


ARGUMENTS = _path_arguments()


@pytest.mark.parametrize(("command", "argument"), ARGUMENTS, ids=[c for c, _ in ARGUMENTS])
@pytest.mark.parametrize("kind", ["missing", "folder", "binary", "no such option"])
def test_a_file_that_cannot_be_read_is_one_error_line(
    command: str, argument: str, kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The file argument of ask, replay, table, compare, blinds, ... replaced by a file that
    # is not there, a folder, or bytes that are no text; or an option no command has.
    base = _base(tmp_path)[command]
    good = {
        "ask": 1, "replay": 1, "table": None, "serve": None, "compare": 1, "blinds": 1,
        "balance": 1, "break": 1, "colorup": 1, "convert": 1,
    }[command]  # fmt: skip
    bad = {
        "missing": str(tmp_path / "no-such-file.yaml"),
        "folder": str(tmp_path),
        "binary": str(tmp_path / "binary.yaml"),
        "no such option": "--no-such-option",
    }[kind]
    (tmp_path / "binary.yaml").write_bytes(b"\xff\xfe\x00\x1b[31m" * 50)
    args = list(base)
    if good is None:  # the table from a hand file: no --stacks beside it
        args = [command, bad, "--lines"] if command == "table" else [command, bad]
    else:
        args[good] = bad
    code, _, stderr = _line(args, tmp_path, monkeypatch)
    named = "--no-such-option" if kind == "no such option" else bad
    assert code == 2, stderr
    assert _is_one_error_line(stderr, named) is None, stderr


@pytest.mark.parametrize("word", ["²", "2.5", "two"])
def test_a_whole_number_flag_given_something_else_says_so_in_words(
    word: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Not click's "is not a valid int": the dealer reads that a whole number is wanted."""
    code, _, stderr = _line(["audit", "--jobs", word, str(tmp_path)], tmp_path, monkeypatch)
    assert (code, stderr) == (2, "error: --jobs: not a whole number; write --jobs N\n")
