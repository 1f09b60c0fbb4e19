# ruff: noqa: RUF001  (the ambiguous digits are the point: floorcli must refuse them)
"""Hostile and careless input, for every command: refused in one line, never a crash.

Each test drives the command line (typer's runner, or a real process where a signal or a pipe
is the point) and asserts what issue 14 promises: the exit code is 0, 1, 2 or 130; there is
no traceback; nothing printed for people carries a raw control character (a terminal would
act on it: OSC 8 links, OSC 52 clipboard writes, cursor moves); `--json` stays exact JSON;
and the input file is left byte for byte as it was.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from floorcli.cli.app import app

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
CODES = {0, 1, 2, 130}
# C0 controls but tab and newline, DEL, C1 controls: a terminal acts on them.
RAW_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
FEW = settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

# ---------------------------------------------------------------- what hostile input is made of

ESCAPES = [
    "\x1b]8;;http://evil.example/\x07click\x1b]8;;\x07",  # OSC 8 link
    "\x1b]52;c;cm0gLXJmIH4=\x07",  # OSC 52 clipboard write
    "\x1b[2J\x1b[H",  # clear the screen
    "\x9b31m",  # C1 CSI
    "\x07\x08\x7f\x85",
    "[/bold]",
    "[link=http://evil.example/]x[/link]",
    "[bold red]",
]
DIGITS = ["²", "٥٠", "１２", "৪", "Ⅻ", "½", "1_000", "1,000", "-5", "2.5", "nan", "inf", "1e400"]
odd_text = st.one_of(
    st.sampled_from(ESCAPES),
    st.sampled_from(DIGITS),
    st.text(
        st.characters(
            blacklist_categories=("Cs",), blacklist_characters="\x00"
        ),  # YAML cannot even hold NUL
        max_size=12,
    ),
)
amounts = st.one_of(
    st.integers(-(10**30), 10**30).map(str),
    st.sampled_from(DIGITS),
    st.integers(0, 400).map(str),
    st.just("9" * 5000),
)
verbs = st.sampled_from(["fold", "check", "call", "bet", "raise", "allin", "says", "chips"])
actions = st.lists(
    st.one_of(
        st.tuples(st.sampled_from(["1", "2", "3"]), verbs, amounts).map(" ".join),
        st.tuples(odd_text, verbs, amounts).map(" ".join),
        odd_text,
    ),
    max_size=6,
)
stacks = st.one_of(
    st.integers(-5, 10**6), st.integers(10**14, 10**40), st.sampled_from([float("inf"), 1e300])
)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def check(args: list[str], *, json_out: bool = False) -> int:
    """Run floorcli with `args`; assert the promises; return the exit code."""
    result = runner.invoke(app, args)
    assert result.exit_code in CODES, (args, result.exit_code, result.output)
    if result.exception is not None:
        assert isinstance(result.exception, SystemExit), (args, repr(result.exception))
    out, err = result.stdout, result.stderr
    assert "Traceback" not in out + err, (args, out + err)
    if json_out and result.exit_code in (0, 1):
        json.loads(out)  # exact JSON: parses, nothing printed around it
    else:
        assert not RAW_CONTROL.search(out), (args, out)
    assert not RAW_CONTROL.search(err), (args, err)
    if result.exit_code == 2:
        assert err.count("\n") <= 1 or err.startswith("Usage"), (args, err)
    return result.exit_code


def hand_text(names: list[str], stacks_: list[object], written: list[str]) -> str:
    seats = {
        k: ({"name": n, "stack": s} if n else s)
        for k, (n, s) in enumerate(zip(names, stacks_, strict=False), 1)
    }
    data = {"rules": "tda-nlhe", "blinds": [1, 2], "button": 1, "seats": seats, "actions": written}
    return yaml.safe_dump(data, allow_unicode=False)


# ---------------------------------------------------------------- every command, hostile input


@pytest.mark.slow
@FEW
@given(
    names=st.lists(st.one_of(st.none(), odd_text), min_size=2, max_size=3),
    stacks_=st.lists(stacks, min_size=2, max_size=3),
    written=actions,
)
def test_hostile_hand_files_are_answered_or_refused_in_one_line(
    tmp_path: Path, names: list[str], stacks_: list[object], written: list[str]
) -> None:
    hand = tmp_path / "hand.yaml"
    hand.write_text(hand_text(names, stacks_, written), encoding="utf-8")
    before = digest(hand)
    for command in ("ask", "replay"):
        check([command, str(hand)])
        check([command, str(hand), "--json"], json_out=True)
    check(["compare", str(hand), "--rules", "tda-nlhe", "--rules", "cash-nlhe"])
    for suffix in (".phh", ".yaml"):
        target = tmp_path / f"out{suffix}"
        target.unlink(missing_ok=True)
        check(["convert", str(hand), str(target)])
        if target.exists():  # the conversion reads back the same way
            check(["ask", str(target)])
    check(["audit", str(tmp_path), "--jobs", "1"])
    assert digest(hand) == before


phh_numbers = st.one_of(
    st.integers(-5, 500),
    st.integers(10**15, 10**40),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["nan", "inf", "-inf", "1e400", "1e300", "-0.0"]),
)


def toml_number(value: object) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, float) and value != value:
        return "nan"
    if isinstance(value, float) and value in (float("inf"), float("-inf")):
        return "inf" if value > 0 else "-inf"
    return repr(value)


@pytest.mark.slow
@FEW
@given(
    stacks_=st.lists(phh_numbers, min_size=3, max_size=3),
    blind=phh_numbers,
    bet=st.one_of(amounts, st.sampled_from(["nan", "1e400", "1_0", "٥٠"])),
    extra=st.sampled_from(
        [
            "{rules = 5}",
            "{blinds = [[1]]}",
            "{rules = 'tda-nlhe', blinds = {a = 1}}",
            "7",
            "{rules = '/etc/passwd'}",
            "{notes = '\\u001b]52;c;eA==\\u0007'}",
            "{rules = '" + "x" * 300 + "'}",
        ]
    ),
    finishing=st.lists(phh_numbers, min_size=3, max_size=3),
)
def test_hostile_phh_numbers_name_the_file(
    tmp_path: Path,
    stacks_: list[object],
    blind: object,
    bet: str,
    extra: str,
    finishing: list[object],
) -> None:
    stacks_text = ", ".join(toml_number(v) for v in stacks_)
    text = (
        'variant = "NT"\nantes = [0, 0, 0]\n'
        f"blinds_or_straddles = [1, {toml_number(blind)}, 0]\nmin_bet = 2\n"
        f"starting_stacks = [{stacks_text}]\n"
        f"finishing_stacks = [{', '.join(toml_number(v) for v in finishing)}]\n"
        f'actions = ["d dh p1 ????", "d dh p2 ????", "d dh p3 ????", "p3 cbr {bet}"]\n'
        f"_floorcli = {extra}\n"
    )
    hand = tmp_path / "hand.phh"
    hand.write_text(text, encoding="utf-8")
    before = digest(hand)
    result = runner.invoke(app, ["ask", str(hand)])
    check(["ask", str(hand)])
    if result.exit_code == 2:  # a bad number is refused naming the file
        assert "hand.phh" in result.stderr, result.stderr
    check(["replay", str(hand), "--json"], json_out=True)
    check(["audit", str(hand), "--json", "--jobs", "1"], json_out=True)
    check(["audit", str(hand), "--jobs", "1"])
    check(["convert", str(hand), str(tmp_path / "out.yaml")])
    assert digest(hand) == before


@pytest.mark.slow
@FEW
@given(names=st.lists(odd_text, min_size=3, max_size=3), hands=st.integers(-2, 4))
def test_hostile_sessions_are_planned_or_refused(
    tmp_path: Path, names: list[str], hands: int
) -> None:
    session = tmp_path / "session.yaml"
    data = {
        "rules": "tda-nlhe",
        "blinds": [1, 2],
        "seats": dict(enumerate(names, 1)),
        "button": 1,
        "hands": hands,
    }
    session.write_text(yaml.safe_dump(data, allow_unicode=False), encoding="utf-8")
    before = digest(session)
    check(["blinds", str(session)])
    check(["blinds", str(session), "--json"], json_out=True)
    check(["blinds", str(session), "--write-hand", "1", str(session)])
    check(["blinds", str(session), "--write-hand", "1", str(tmp_path / "h.yaml")])
    check(["blinds", str(session), "--write-hand", "1", "-"])
    assert digest(session) == before


@pytest.mark.slow
@FEW
@given(description=odd_text, name=odd_text, source=odd_text)
def test_hostile_profiles_are_shown_escaped(
    tmp_path: Path, description: str, name: str, source: str
) -> None:
    profile = tmp_path / "mine.yaml"
    data = {
        "name": name,
        "description": description,
        "extends": "tda-nlhe",
        "sources": {"ante": source},
        "ante": 1,
    }
    profile.write_text(yaml.safe_dump(data, allow_unicode=False), encoding="utf-8")
    check(["rules", "show", str(profile)])
    check(["rules", "check", str(profile)])
    check(["rules", "show", str(profile), "--json"], json_out=True)


@pytest.mark.slow
@FEW
@given(words=st.lists(st.one_of(odd_text, amounts), min_size=1, max_size=4))
def test_hostile_calculator_arguments(words: list[str]) -> None:
    check(["sidepots", *[f"1:{w}" for w in words], "2:10"])
    check(["sidepots", *[f"{w}:10" for w in words], "--json"], json_out=True)
    check(["potmax", "--bets", ",".join(words)])
    check(["potmax", "--pot", words[0]])


# ---------------------------------------------------------------- the crashes of issue 14, each


def write_hand(tmp_path: Path, action: str, *, stack: str = "1000") -> Path:
    hand = tmp_path / "h.yaml"
    hand.write_text(
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 1\n"
        f"seats: {{1: {stack}, 2: 1000, 3: 1000}}\nactions: [{json.dumps(action)}]\n",
        encoding="utf-8",
    )
    return hand


@pytest.mark.parametrize(
    ("action", "said"),
    [
        ("1 raise ²", "'²' (U+00B2, character 9)"),  # a key of its own on French keyboards
        ("1 raise ٥٠", "'٥' (U+0665, character 9)"),  # Arabic-Indic 50: int() reads it, we do not
        ("² raise 50", "'²' (U+00B2, character 1)"),
        ("1 raise 1" + "0" * 40, "too large"),
    ],
)
def test_amounts_are_ascii_digits_within_a_bound(tmp_path: Path, action: str, said: str) -> None:
    result = runner.invoke(app, ["ask", str(write_hand(tmp_path, action))])
    assert result.exit_code == 2
    assert said in result.stderr and "h.yaml:5" in result.stderr


PHH_HEAD = 'variant = "NT"\nantes = [0, 0, 0]\nseats = [1, 2, 3]\n'


@pytest.mark.parametrize(
    ("fields", "said"),
    [
        ("starting_stacks = [nan, 100, 100]", "starting_stacks: nan is not a number of chips"),
        ("starting_stacks = [1e300, 100, 100]", "starting_stacks: 1e+300 is too large"),
        ("min_bet = nan", "min_bet: nan is not a number of chips"),
        ("min_bet = -2", "min_bet: -2 is not a non-negative number of chips"),
        ('actions = ["p3 cbr nan"]', "action 1 'p3 cbr nan': the amount is not a number"),
        ('actions = ["p3 cbr 1e400"]', "action 1 'p3 cbr 1e400': the amount is not a number"),
        ('actions = ["p3 cbr ٥٠"]', "the amount is not a number of chips"),
        ("_floorcli = {rules = 5}", "_floorcli: rules = 5 is not a profile name"),
        ("_floorcli = {blinds = [[1]]}", "blinds: [1] is not a whole number of chips"),
        ("_floorcli = {rules = 'x/y.yaml'}", "profile file x/y.yaml not found"),
    ],
)
def test_bad_phh_numbers_and_tables_name_the_file(tmp_path: Path, fields: str, said: str) -> None:
    defaults = {
        "starting_stacks": "starting_stacks = [100, 100, 100]",
        "blinds_or_straddles": "blinds_or_straddles = [1, 2, 0]",
        "min_bet": "min_bet = 2",
        "actions": "actions = []",
    }
    key = fields.split(" = ", 1)[0]
    lines = [v for k, v in defaults.items() if k != key] + [fields]
    hand = tmp_path / "bad.phh"
    hand.write_text(PHH_HEAD + "\n".join(lines) + "\n", encoding="utf-8")
    result = runner.invoke(app, ["ask", str(hand)])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: ") and "bad.phh" in result.stderr, result.stderr
    assert said in result.stderr and result.stderr.count("\n") == 1, result.stderr


def test_a_stack_of_thousands_of_digits_is_refused_in_one_line(tmp_path: Path) -> None:
    result = runner.invoke(app, ["ask", str(write_hand(tmp_path, "1 call", stack="9" * 5000))])
    assert result.exit_code == 2
    assert "h.yaml:4: 999999999999...(5000 characters) is too large" in result.stderr


def test_a_newline_in_a_file_name_cannot_add_keys(tmp_path: Path) -> None:
    odd = tmp_path / "x\nbutton: 9\nseats: {}.yaml"
    odd.write_bytes((EXAMPLES / "side-pots.yaml").read_bytes())
    target = tmp_path / "out.yaml"
    assert check(["convert", str(odd), str(target)]) == 0
    written = yaml.safe_load(target.read_text(encoding="utf-8"))
    assert written["button"] == 3 and len(written["seats"]) == 3
    assert target.read_text(encoding="utf-8").startswith("# converted from x\\nbutton: 9")


def test_markup_and_escapes_in_names_reach_the_terminal_escaped(tmp_path: Path) -> None:
    hand = tmp_path / "h.yaml"
    hand.write_text(
        "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats:\n"
        '  1: {name: "[link=http://evil.example/]A[/link]", stack: 100}\n'
        '  2: {name: "B\\e]52;c;eA==\\a", stack: 100}\n'
        "actions: ['[link=http://evil.example/]A[/link] call']\n",
        encoding="utf-8",
    )
    result = runner.invoke(app, ["replay", str(hand)], env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    assert "[link=http://evil.example/]A[/link]" in result.stdout  # shown, not obeyed
    assert "B\\x1b]52;c;eA==\\x07" in result.stdout
    data = json.loads(runner.invoke(app, ["replay", str(hand), "--json"]).stdout)
    assert "B\x1b]52;c;eA==\x07" in data["final"]["explanation"]  # JSON stays exact


def test_the_audit_report_shows_odd_variants_as_text(tmp_path: Path) -> None:
    for k, variant in enumerate(["[/x]", "[link=http://evil.example/]NT", "\x1b]52;c;eA==\x07"]):
        (tmp_path / f"{k}.phh").write_text(
            f"variant = {json.dumps(variant)}\nstarting_stacks = [100, 100]\n", encoding="utf-8"
        )
    result = runner.invoke(app, ["audit", str(tmp_path), "--jobs", "1"], env={"COLUMNS": "250"})
    assert check(["audit", str(tmp_path), "--jobs", "1"]) == 0
    assert "variant [/x]" in result.stdout
    assert "\\x1b]52;c;eA==\\x07" in result.stdout


def test_a_device_named_as_a_hand_is_refused_not_read_forever() -> None:
    result = runner.invoke(app, ["ask", "/dev/zero"])
    assert result.exit_code == 2
    assert result.stderr == (
        "error: /dev/zero: is larger than 16,000,000 bytes, the most floorcli reads for this "
        "file; is it the file you meant?\n"
    )


def test_jobs_zero_is_refused_and_absurd_jobs_are_capped(tmp_path: Path) -> None:
    result = runner.invoke(app, ["audit", str(EXAMPLES), "--jobs", "0"])
    assert result.exit_code == 2
    assert result.stderr.startswith("error: --jobs 0: write a number of worker processes from 1")
    assert result.stderr.count("\n") == 1
    assert check(["audit", str(EXAMPLES / "side-pots.yaml"), "--jobs", "10" * 10]) == 0


def test_a_name_too_long_for_the_system_is_one_line(tmp_path: Path) -> None:
    result = runner.invoke(app, ["ask", str(EXAMPLES / "side-pots.yaml"), "--rules", "x" * 300])
    assert result.exit_code in (0, 2)  # the hand names its own profile
    hand = tmp_path / "h.yaml"
    hand.write_text(f"rules: {'x' * 300}\nbutton: 1\nseats: {{1: 5, 2: 5}}\n", encoding="utf-8")
    result = runner.invoke(app, ["ask", str(hand)])
    assert result.exit_code == 2 and "unknown profile" in result.stderr
    assert check(["ask", str(tmp_path / ("y" * 300 + ".yaml"))]) == 2


# ---------------------------------------------------------------- real processes: pipes, signals


def floorcli(*args: str, **kwargs: object) -> subprocess.Popen[bytes]:
    return subprocess.Popen(  # type: ignore[call-overload,no-any-return]
        [sys.executable, "-c", "from floorcli.cli.app import main; main()", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        **kwargs,
    )


@pytest.mark.parametrize(
    "args",
    [
        ["ask", str(EXAMPLES / "side-pots.yaml"), "--json"],  # the fast path
        ["replay", str(EXAMPLES / "side-pots.yaml")],
        ["audit", str(EXAMPLES), "--jobs", "1"],  # the typer path
        ["rules", "show", "tda-nlhe"],
    ],
)
def test_a_closed_pipe_ends_quietly(args: list[str]) -> None:
    with floorcli(*args) as proc:
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.read(1)
        proc.stdout.close()  # `| head -c1`
        err = proc.stderr.read().decode()
        code = proc.wait(timeout=60)
    assert err == ""
    assert code in (0, 1)  # 1 only when the answer itself is "irregular" or "corrected"
    if code == 1:
        with floorcli(*args) as whole:
            whole.communicate(timeout=60)
        assert whole.returncode == 1


READY_THEN_MAIN = """
import sys
from floorcli.cli.app import main
sys.argv = ["floorcli", *sys.argv[1:]]
sys.stderr.write("ready\\n")
sys.stderr.flush()
main()
"""


def test_ctrl_c_while_starting_up_is_one_line_and_exit_130() -> None:
    # Ctrl-C lands as soon as floorcli's entry point runs, while the typer app (typer, click,
    # rich) is still being imported and built: before that, Python itself is starting.
    with subprocess.Popen(
        [sys.executable, "-c", READY_THEN_MAIN, "rules", "show", "tda-nlhe"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    ) as proc:
        assert proc.stderr is not None
        assert proc.stderr.readline() == b"ready\n"
        time.sleep(0.05)  # into main(): importing typer and rich takes far longer
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
    assert proc.returncode in (0, 130), err
    assert b"Traceback" not in err
    if proc.returncode == 130:
        assert err.decode() == "error: stopped (Ctrl-C)\n"


# ---------------------------------------------------------------- files: never lost, never clobbered


def test_convert_never_overwrites_without_force_nor_its_own_input(tmp_path: Path) -> None:
    hand = tmp_path / "h.yaml"
    hand.write_bytes((EXAMPLES / "side-pots.yaml").read_bytes())
    before = digest(hand)
    for args in (["convert", str(hand), str(hand)], ["convert", str(hand), str(hand), "--force"]):
        result = runner.invoke(app, args)
        assert result.exit_code == 2 and "is the file being converted" in result.stderr
    target = tmp_path / "h.phh"
    target.write_text("mine\n", encoding="utf-8")
    result = runner.invoke(app, ["convert", str(hand), str(target)])
    assert result.exit_code == 2 and "already exists; add --force" in result.stderr
    assert target.read_text(encoding="utf-8") == "mine\n"
    assert runner.invoke(app, ["convert", str(hand), str(target), "--force"]).exit_code == 0
    assert '\nvariant = "NT"\n' in target.read_text(encoding="utf-8")
    assert digest(hand) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["h.phh", "h.yaml"]  # no temp file left


def test_convert_keeps_the_source_and_notes_both_ways(tmp_path: Path) -> None:
    hand = tmp_path / "h.yaml"
    hand.write_text(
        (EXAMPLES / "side-pots.yaml").read_text(encoding="utf-8")
        + 'source: "Main event, table 12"\nnotes: |\n  disputed: seat 3 said "raise"\n',
        encoding="utf-8",
    )
    assert check(["convert", str(hand), str(tmp_path / "h.phh")]) == 0
    assert check(["convert", str(tmp_path / "h.phh"), str(tmp_path / "back.yaml")]) == 0
    text = (tmp_path / "back.yaml").read_text(encoding="utf-8")
    first_comment = (EXAMPLES / "side-pots.yaml").read_text(encoding="utf-8").splitlines()[0]
    assert text.splitlines()[:2] == ["# converted from h.phh by floorcli convert", first_comment]
    back = yaml.safe_load(text)
    assert back["source"] == "Main event, table 12"
    assert back["notes"] == 'disputed: seat 3 said "raise"\n'


def test_write_hand_never_destroys_the_session(tmp_path: Path) -> None:
    session_file = EXAMPLES / "sessions" / "cash-night.yaml"
    session = tmp_path / session_file.name
    session.write_bytes(session_file.read_bytes())
    before = digest(session)
    result = runner.invoke(app, ["blinds", str(session), "--write-hand", "1", str(session)])
    assert result.exit_code == 2 and "the session file itself" in result.stderr
    result = runner.invoke(
        app, ["blinds", str(session), "--write-hand", "1", str(session), "--force"]
    )
    assert result.exit_code == 2
    assert digest(session) == before
    target = tmp_path / "h1.yaml"
    assert check(["blinds", str(session), "--write-hand", "1", str(target)]) == 0
    result = runner.invoke(app, ["blinds", str(session), "--write-hand", "1", str(target)])
    assert result.exit_code == 2 and "already exists" in result.stderr
    assert check(["blinds", str(session), "--write-hand", "1", str(target), "--force"]) == 0


KILL_BETWEEN_WRITE_AND_RENAME = """
import os, signal, sys
def killed(*args, **kwargs):
    os.kill(os.getpid(), signal.SIGKILL)
os.replace = killed
from floorcli.cli.app import main
sys.argv = ["floorcli", *sys.argv[1:]]
main()
"""


def test_a_convert_killed_between_write_and_rename_leaves_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "out.phh"
    target.write_text("the old conversion\n", encoding="utf-8")
    proc = subprocess.run(
        [
            sys.executable,
            "-c",
            KILL_BETWEEN_WRITE_AND_RENAME,
            "convert",
            str(EXAMPLES / "side-pots.yaml"),
            str(target),
            "--force",
        ],
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert target.read_text(encoding="utf-8") == "the old conversion\n"
    # the new text was complete on disk, in a temporary file beside the target
    leftovers = [p for p in tmp_path.iterdir() if p != target]
    assert [p.name.startswith(".out.phh.") for p in leftovers] == [True]
    assert (
        leftovers[0]
        .read_text(encoding="utf-8")
        .endswith('_floorcli = {rules = "tda-nlhe", min_bet = "null"}\n')
    )


# ---------------------------------------------------------------- where a hand file may read from


def test_rules_naming_another_file_never_echo_its_contents(tmp_path: Path) -> None:
    secret = tmp_path / "secret.txt"
    secret.write_text("password: hunter2\n", encoding="utf-8")
    for name in ("/etc/passwd", str(secret)):
        hand = tmp_path / "h.yaml"
        hand.write_text(f"rules: {name}\nbutton: 1\nseats: {{1: 5, 2: 5}}\n", encoding="utf-8")
        result = runner.invoke(app, ["ask", str(hand)])
        assert result.exit_code == 2
        assert "is not a profile file" in result.stderr
        assert "hunter2" not in result.stderr and "root:" not in result.stderr


def test_extends_chains_are_limited_with_their_own_message(tmp_path: Path) -> None:
    for k in range(20):
        parent = f"p{k + 1}.yaml" if k < 19 else "tda-nlhe"
        (tmp_path / f"p{k}.yaml").write_text(f"name: p{k}\nextends: {parent}\n", encoding="utf-8")
    result = runner.invoke(app, ["rules", "check", str(tmp_path / "p0.yaml")])
    assert result.exit_code == 2
    assert "extends: a chain of more than 16 profiles" in result.output


def test_a_huge_profile_file_is_refused_unread(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    big.write_text("name: big\n" + "#" * 2_000_000 + "\n", encoding="utf-8")
    result = runner.invoke(app, ["rules", "check", str(big)])
    assert result.exit_code == 2
    assert "is larger than 1,000,000 bytes" in result.output


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any folder")
def test_a_file_in_an_unreadable_folder_is_one_line(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    (folder / "h.yaml").write_bytes((EXAMPLES / "side-pots.yaml").read_bytes())
    folder.chmod(0)
    try:
        assert check(["ask", str(folder / "h.yaml")]) == 2
    finally:
        folder.chmod(0o755)
