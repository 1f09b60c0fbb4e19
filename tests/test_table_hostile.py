"""`floorcli table` under careless and hostile input: nothing typed reaches the terminal as a
control sequence, and a Unicode digit is refused in one line, never a traceback (issue 14)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

CONTROLS = "\x1b\x07\x9b"


def table(args: list[str], typed: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *args],
        input=typed,
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=60,
    )


@pytest.mark.parametrize(
    "typed",
    [
        "3 raise 25\nsay \x1b]52;c;aGk=\x07\n",  # OSC 52: a clipboard write
        "3 raise \x1b[2J25\n",  # a screen clear inside an amount
        "\x9b31m3 call\n",  # a C1 control sequence introducer
    ],
)
def test_typed_control_characters_are_shown_not_obeyed(typed: str, tmp_path: Path) -> None:
    done = table(["--blinds", "5,10", "--stacks", "1000,1000,1000"], typed, tmp_path)
    assert done.returncode in (0, 1, 2), done.stderr
    assert "Traceback" not in done.stderr
    assert not any(c in done.stdout + done.stderr for c in CONTROLS)


def test_a_unicode_digit_in_an_amount_is_refused_with_its_position(tmp_path: Path) -> None:
    done = table(["--blinds", "5,10", "--stacks", "1000,1000,1000"], "3 raise ²\n", tmp_path)
    assert "Traceback" not in done.stderr
    assert "'²' (U+00B2, character 9) is not a digit floorcli reads" in done.stdout


def test_a_unicode_digit_in_a_seat_flag_is_one_line_exit_2(tmp_path: Path) -> None:
    done = table(["--blinds", "5,10", "--seats", "²:100,3:100"], "", tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith("error: --seats: '²:100' is not seat:stack")
    assert done.stderr.count("\n") == 1


def test_emoji_codes_typed_at_the_table_are_shown_as_typed(tmp_path: Path) -> None:
    # rich reads ':smile:' as an emoji code even with markup off: the echo of the line, its
    # hint and the notes listed by 'hand' must show the text the dealer typed.
    typed = "3 raise :smile:\n:fire: call\n3 call\nhand\n"
    done = table(["--blinds", "5,10", "--stacks", "1000,1000,1000"], typed, tmp_path)
    assert "Traceback" not in done.stderr
    assert "table> 3 raise :smile:" in done.stdout and "table> :fire: call" in done.stdout
    assert "? '3 raise :smile:'" in done.stdout and "? ':fire: call'" in done.stdout
    assert "\U0001f604" not in done.stdout and "\U0001f525" not in done.stdout  # 😄 🔥


@pytest.mark.parametrize(
    ("flags", "said"),
    [
        # Seat 2 left out, or a stack lost: read as seats 1:1000, 2:500 it would seat the
        # 500 in the wrong seat; refused instead.
        (
            ["--blinds", "5,10", "--stacks", "1000,,500"],
            "'--stacks 1000,,500': nothing between two commas; write the one left out, "
            "or --stacks 1000,500 if there is none",
        ),
        (
            ["--blinds", "5,,10", "--stacks", "1000,500"],
            "'--blinds 5,,10': nothing between two commas",
        ),
        (["--blinds", "5,10", "--seats", "1:1000,,4:500"], "'--seats 1:1000,,4:500': nothing"),
        # Thousands with commas: seats 1:1, 2:0, 3:1, 4:0 were read (then 'the stack 0').
        (["--blinds", "5,10", "--stacks", "1,000,1,000"], "'--stacks 1,000,1,000': '000' is no"),
    ],
)
def test_an_empty_item_in_a_list_flag_is_refused(
    flags: list[str], said: str, tmp_path: Path
) -> None:
    done = table(flags, "", tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith(f"error: {said}")
    assert done.stderr.count("\n") == 1
    assert not list(tmp_path.iterdir())  # no journal, no hand file
