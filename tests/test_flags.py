"""Flags that do what they say (issue 13): `--rules` on a hand that names another profile,
the `rules` key, `-` for standard input, `--version`, shell completion and Ctrl-C.

Each test drives the command line as a user does (typer's CliRunner or a subprocess).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

import floorcli
from floorcli.cli.app import build_app

runner = CliRunner()
EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SITUATION_6 = (EXAMPLES / "situation-6.yaml").read_text(encoding="utf-8")


def test_rules_flag_wins_over_the_file_and_says_so() -> None:
    # situation-6.yaml names tda-nlhe; --rules cash-nlhe rules it and stderr says so.
    result = runner.invoke(build_app(), ["ask", "situation-6", "--rules", "cash-nlhe", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)["rules"] == {
        "profile": "cash-nlhe",
        "overrides": {"blinds": [5, 10]},
    }
    assert result.stderr == "note: --rules cash-nlhe rules this hand; the file names 'tda-nlhe'\n"


def test_rules_flag_naming_the_files_own_profile_says_nothing() -> None:
    result = runner.invoke(build_app(), ["replay", "situation-6", "--rules", "tda-nlhe"])
    assert result.exit_code == 0, result.output
    assert result.stderr == ""
    assert result.stdout.rstrip().splitlines()[-1] == "rules: tda-nlhe (blinds 5, 10)"


def test_every_answer_names_the_profile_and_overrides() -> None:
    # all-in-before-the-deal.yaml: tda-nlhe with the seed's ante 1 (every player) and
    # blinds 4/8 set in the file.
    result = runner.invoke(build_app(), ["replay", "all-in-before-the-deal", "--json"])
    assert json.loads(result.stdout)["rules"] == {
        "profile": "tda-nlhe",
        "overrides": {"blinds": [4, 8], "ante": 1, "ante_mode": "all"},
    }
    text = runner.invoke(build_app(), ["ask", "all-in-before-the-deal"]).stdout
    assert text.rstrip().splitlines()[-1] == (
        "rules: tda-nlhe (blinds 4, 8; ante 1; ante_mode all)"
    )


def test_a_hand_from_standard_input() -> None:
    # `-` reads the hand file from stdin: the same answer as the file (seed 001, Situation
    # 6: seat 4 faces 31 - 20 = 11 and may raise to 31 + 10 = 41).
    from_file = runner.invoke(build_app(), ["ask", "situation-6", "--json"])
    from_stdin = runner.invoke(build_app(), ["ask", "-", "--json"], input=SITUATION_6)
    assert from_stdin.exit_code == 0, from_stdin.output
    assert json.loads(from_stdin.stdout) == json.loads(from_file.stdout)
    assert json.loads(from_stdin.stdout)["min_raise_to"] == 41


def test_bad_input_on_standard_input_names_stdin_and_the_line() -> None:
    result = runner.invoke(build_app(), ["ask", "-"], input="rules: tda-nlhe\nbutton: [\n")
    assert result.exit_code == 2
    assert result.stderr.startswith("error: <stdin>:")
    assert "Traceback" not in result.output


def test_version() -> None:
    result = runner.invoke(build_app(), ["--version"])
    assert result.exit_code == 0
    assert result.stdout == f"floorcli {floorcli.__version__}\n"


@pytest.mark.parametrize("shell", ["bash", "zsh", "fish"])
def test_shell_completion_is_typers_own(shell: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "floorcli", "--show-completion", shell],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ, "_TYPER_COMPLETE_TEST_DISABLE_SHELL_DETECTION": "1"},
    )
    assert result.returncode == 0, result.stderr
    assert "floorcli" in result.stdout
    assert "complete" in result.stdout.lower()


def _wait_until_reading_stdin(pid: int) -> None:
    """Wait until the process blocks in read(0, ...), so the signal comes while it waits.

    A fixed sleep was not enough on a loaded machine: the signal then came before Python had
    started, and the process died of it (-2) instead of exiting 130.  /proc/PID/syscall names
    the system call a process is blocked in (0 is read on x86-64, 63 on arm64; the first
    argument is the file descriptor).
    """
    syscall = Path(f"/proc/{pid}/syscall")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            fields = syscall.read_text().split()
        except OSError:
            time.sleep(2)  # no /proc here: fall back to waiting
            return
        if len(fields) > 1 and fields[0] in {"0", "63"} and int(fields[1], 16) == 0:
            return
        time.sleep(0.05)
    raise AssertionError("floorcli ask - never waited on standard input")


def test_ctrl_c_while_waiting_for_a_hand_on_stdin_exits_130() -> None:
    # `floorcli ask -` waits for the hand on stdin; Ctrl-C there exits 130 (128 + SIGINT, as
    # a shell reports it), with no traceback.
    proc = subprocess.Popen(
        [sys.executable, "-m", "floorcli", "ask", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    _wait_until_reading_stdin(proc.pid)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    assert b"Traceback" not in err


@pytest.mark.parametrize(
    "args",
    [
        ["ask", "situation-6", "--json"],
        ["replay", "situation-6", "--json"],
        ["potmax", "100", "--json"],
        ["sidepots", "1:10", "2:20", "--json"],
        ["compare", "situation-6", "--rules", "tda-nlhe", "--rules", "cash-nlhe", "--json"],
        ["blinds", str(EXAMPLES / "sessions" / "cash-night.yaml"), "--json"],
        ["rules", "list", "--json"],
        ["rules", "show", "tda-nlhe", "--json"],
        ["audit", str(EXAMPLES / "situation-6.yaml"), "--json", "--jobs", "1"],
    ],
    ids=lambda a: " ".join(a[:2]),
)
def test_ctrl_c_exits_130_in_every_command(
    args: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The interrupt arrives as the answer is written: every command exits 130.
    def interrupted(*_: object, **__: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr("floorcli.cli.render.write_json", interrupted)
    monkeypatch.setattr("floorcli.cli.rules.write_json", interrupted)
    monkeypatch.setattr("floorcli.cli.blinds.write_chunks", interrupted)  # streamed JSON
    result = runner.invoke(build_app(), args)
    assert result.exit_code == 130, result.output
    assert not isinstance(result.exception, KeyboardInterrupt)


def test_ctrl_c_while_starting_exits_130(monkeypatch: pytest.MonkeyPatch) -> None:
    from floorcli.cli import app as cli_app

    def interrupted(_: list[str]) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(cli_app, "fast_args", interrupted)
    monkeypatch.setattr(sys, "argv", ["floorcli", "ask", "situation-6"])
    with pytest.raises(SystemExit) as stop:
        cli_app.main()
    assert stop.value.code == 130
