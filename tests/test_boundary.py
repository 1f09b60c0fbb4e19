"""The one error boundary of the command line (`floorcli.cli.boundary`)."""

from __future__ import annotations

import inspect

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import build_app
from floorcli.cli.boundary import command, error, run
from floorcli.errors import HandFileError

runner = CliRunner()


def refuse() -> int:
    raise HandFileError("seats: seat 3 is given twice", file="hand.yaml", line=4)


def test_a_floor_error_is_one_line_on_stderr_and_exit_2(capsys: pytest.CaptureFixture) -> None:
    assert run(refuse) == 2
    assert capsys.readouterr() == ("", "error: hand.yaml:4: seats: seat 3 is given twice\n")


def test_bare_errors_print_the_message_alone(capsys: pytest.CaptureFixture) -> None:
    assert run(refuse, bare=True) == 2
    assert capsys.readouterr().err == "hand.yaml:4: seats: seat 3 is given twice\n"


def test_tabs_in_a_message_are_expanded(capsys: pytest.CaptureFixture) -> None:
    error("a\tb")
    assert capsys.readouterr().err == "error: a" + " " * 8 + "b\n"


def test_the_body_gives_the_exit_code() -> None:
    assert run(lambda: None) == 0
    assert run(lambda: 1) == 1


def test_other_exceptions_are_not_caught() -> None:
    def broken() -> int:
        raise ValueError("a bug, not bad input")

    with pytest.raises(ValueError, match="a bug"):
        run(broken)


def test_a_command_keeps_the_signature_typer_reads() -> None:
    def body(hand: str, *, json: bool = False) -> int:
        """Doc."""
        return 0

    wrapped = command(body)
    assert inspect.signature(wrapped) == inspect.signature(body)
    assert wrapped.__doc__ == "Doc."


@pytest.mark.parametrize(
    "argv",
    [
        ["ask", "no-such-hand.yaml"],
        ["table", "no-such-hand.yaml"],
        ["compare", "no-such-hand.yaml", "--rules", "tda-nlhe", "--rules", "cash-nlhe"],
        ["audit", "no-such-folder"],
        ["convert", "no-such-hand.yaml", "out.phh"],
        ["blinds", "no-such-session.yaml"],
        ["potmax", "--bets", "5,x"],
        ["sidepots", "1:30"],
    ],
    ids=" ".join,
)
def test_every_command_turns_bad_input_into_one_error_line(argv: list[str]) -> None:
    result = runner.invoke(build_app(), argv)
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("error: ")
    assert result.stderr.count("\n") == 1


@pytest.mark.parametrize(
    "name",
    ["hand\x1b]8;;http://x\x1b\\.yaml", "hand\x1b[2J.yaml", "two\nlines.yaml", "c1\x9b.yaml"],
)
def test_an_error_never_sends_a_terminal_control_from_a_file_name(name: str) -> None:
    """A file name holding ESC (a link, a screen clear), a newline or a C1 control reaches the
    terminal as visible escapes, on one line."""
    result = runner.invoke(build_app(), ["ask", name])
    assert result.exit_code == 2
    assert result.stderr.count("\n") == 1
    assert not any(c in result.stderr[:-1] for c in "\x1b\n\x9b")
