"""`floorcli table` never writes over what it reads, and refuses a bad target or input in one
line before anything is played (issue 26: item 4, the tracebacks, the hangs, the injections).

Blinds 5/10, button 4 (SPEC section 2): seat 1 posts 5, seat 2 posts 10, seat 3 acts first.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.inproc import run_table as run

FLAGS = ["--stacks", "1000,1000,1000,400", "--blinds", "5,10", "--button", "4"]
HAND = """\
# Hand 12 of the Friday game, as the floor wrote it down
source: Friday game, table 3
rules: tda-nlhe
blinds: [5, 10]
seats: {1: 1000, 2: 1000, 3: 1000, 4: 400}
button: 4
actions:
  - 3 call
notes:
  - seat 4 asked for a clock
"""


@pytest.fixture
def hand(tmp_path: Path) -> Path:
    path = tmp_path / "in.yaml"
    path.write_text(HAND, encoding="utf-8")
    return path


@pytest.mark.parametrize("name", ["in.yaml", "link.yaml", "hard.yaml"])
def test_the_input_hand_file_is_never_a_save_target(hand: Path, name: str) -> None:
    (hand.parent / "link.yaml").symlink_to("in.yaml")
    os.link(hand, hand.parent / "hard.yaml")
    done = run("in.yaml", "--save", name, "--force", cwd=hand.parent, stdin="4 call\n")
    assert done.returncode == 2
    assert done.stderr == (
        f"error: --save {name}: is the hand file the table starts from, which is never "
        "written over; give another name\n"
    )
    at_table = run("link.yaml", cwd=hand.parent, stdin=f"save {name} --force\n4 call\nquit\n")
    assert f"? {name} is the hand file the table started from; save to another name" in (
        at_table.stdout
    )
    assert hand.read_text(encoding="utf-8") == HAND  # through every link: unchanged


def test_a_saved_hand_keeps_the_inputs_notes_and_comments(hand: Path) -> None:
    done = run("in.yaml", "--save", "out.yaml", cwd=hand.parent, stdin="4 call\nxx\n")
    assert done.returncode == 0, done.stderr
    assert (hand.parent / "out.yaml").read_text(encoding="utf-8") == (
        "# written by 'floorcli table'\n"
        "# Hand 12 of the Friday game, as the floor wrote it down\n"
        "source: Friday game, table 3\n"
        "rules: tda-nlhe\n"
        "blinds: [5, 10]\n"
        "seats: {1: 1000, 2: 1000, 3: 1000, 4: 400}\n"
        "button: 4\n"
        "actions:\n- 3 call\n- 4 call\n"
        "notes:\n- seat 4 asked for a clock\n- 'typed at the table, not in the hand:'\n- xx\n"
    )


@pytest.mark.parametrize(
    ("flag", "value", "said"),
    [
        (
            "--stacks",
            "",
            "error: --stacks/--seats name no seat; write e.g. --stacks 1000,1000,1000",
        ),
        (
            "--seats",
            " ",
            "error: --stacks/--seats name no seat; write e.g. --stacks 1000,1000,1000",
        ),
    ],
)
def test_no_seat_at_all_is_one_line(tmp_path: Path, flag: str, value: str, said: str) -> None:
    done = run(flag, value, cwd=tmp_path)
    assert (done.returncode, done.stderr) == (2, said + "\n")


@pytest.mark.parametrize("args", [["--resume", "/dev/zero"], ["/dev/zero"]])
def test_a_device_is_refused_unread(tmp_path: Path, args: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *args],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=30,  # it used to read /dev/zero until the memory ran out
    )
    assert done.returncode == 2 and done.stderr.count("\n") == 1
    assert "not a regular file" in done.stderr


def test_a_hand_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    # MAX_HAND_BYTES is 16,000,000: one byte more is refused before it is parsed
    (tmp_path / "big.yaml").write_bytes(b"#" * 16_000_001)
    done = run("big.yaml", cwd=tmp_path)
    assert done.returncode == 2
    assert "is larger than 16,000,000 bytes" in done.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_bad_save_targets_are_refused_at_the_start_even_with_force(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "folder").mkdir()
    (tmp_path / "dangling.yaml").symlink_to("nowhere/x.yaml")
    said = {
        "pipe": "is not a regular file (a pipe or a device); name a file",
        "folder": "is a folder; name a file to save to",
        "dangling.yaml": "is a link to nothing; give another name, or remove the link",
    }
    for target, words in said.items():
        done = subprocess.run(
            [sys.executable, "-m", "floorcli", "table", *FLAGS, "--save", target, "--force"],
            cwd=tmp_path,
            capture_output=True,
            text=True,
            input="3 call\n",
            timeout=30,  # a save onto the pipe used to wait for a reader for ever
        )
        assert (done.returncode, done.stderr) == (2, f"error: --save {target}: {words}\n")
    at_table = run(*FLAGS, "--save", "t.yaml", cwd=tmp_path, stdin="save pipe --force\n")
    assert "? pipe is a named pipe, which a save would wait on; name a file" in at_table.stdout


def test_a_journal_name_with_escape_codes_reaches_the_terminal_escaped(tmp_path: Path) -> None:
    odd = "t\x1b]52;c;aGk=\x07.yaml"
    first = subprocess.Popen(
        [sys.executable, "-m", "floorcli", "table", *FLAGS, "--save", odd],
        cwd=tmp_path,
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
    )
    assert first.stdin is not None
    first.stdin.write("3 call\n")
    first.stdin.flush()
    journal = tmp_path / (odd + ".journal")
    deadline = time.monotonic() + 30
    while (not journal.exists() or b"3 call" not in journal.read_bytes()) and (
        time.monotonic() < deadline
    ):
        time.sleep(0.02)
    first.kill()
    first.wait()
    first.stdin.close()
    done = run(*FLAGS, cwd=tmp_path, stdin="")  # not a terminal: a note on stderr
    assert "\x1b" not in done.stderr and "\x07" not in done.stderr
    assert "t\\x1b]52;c;aGk=\\x07.yaml.journal holds an unfinished session" in done.stderr


def test_the_stud_upcards_prompt_echoes_a_typed_escape_escaped(tmp_path: Path) -> None:
    flags = ["--rules", "stud", "--set", "small_bet=10", "--set", "big_bet=20"]
    flags += ["--set", "ante=1", "--set", "bring_in=5", "--stacks", "100,100"]
    done = run(*flags, cwd=tmp_path, stdin="\x1b]52;c;aGk=\x07\nquit\n")
    assert "\x1b" not in done.stdout and "\x07" not in done.stdout
    assert "upcards> \\x1b]52;c;aGk=\\x07" in done.stdout


def test_the_rules_note_escapes_the_files_rules_value(tmp_path: Path) -> None:
    (tmp_path / "h.yaml").write_text(
        'rules: "my\\x1b]52;c;aGk=\\x07room"\nblinds: [5, 10]\nseats: {1: 100, 2: 100}\n'
        "button: 2\nactions: []\n",
        encoding="utf-8",
    )
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", "ask", "h.yaml", "--rules", "tda-nlhe"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
    )
    assert "\x1b" not in done.stderr and "\x07" not in done.stderr
    assert "the file names 'my\\x1b]52;c;aGk=\\x07room'" in done.stderr
