"""`floorcli table` taken up again (issue 21, item 7): after kill -9 a bare `floorcli table`
finds the unfinished journal (at a terminal it asks, from a pipe it prints the exact
`--resume` command and exits 2); the resumed table greets with the hand in play, not hand 1's
forced bets; a session in which nothing was typed leaves no journal; Ctrl-C exits 130 as
every command does; a bare `save` writes to `--save`.

Blinds 5/10, button 4 (SPEC section 2: the blinds are posted clockwise left of the button):
seat 1 posts the small blind 5, seat 2 the big blind 10, seat 3 acts first.
"""

from __future__ import annotations

import signal
from pathlib import Path

import pexpect
from tableproc import spawn

from tests.inproc import run_table as run

FLAGS = ["--stacks", "1000,1000,1000,400", "--blinds", "5,10", "--button", "4"]


def killed_in_hand_2(tmp_path: Path) -> Path:
    """Hand 1: seats 3, 4 and 1 fold, the big blind (seat 2) wins the blinds uncontested;
    `next` moves the button to seat 1 (the next seat clockwise from 4), so seat 2 posts the
    small blind, seat 3 the big blind and seat 4 acts first; seat 4 calls 10.  Then kill -9."""
    child = spawn(*FLAGS, cwd=tmp_path)
    child.expect("table> ")
    for line in ("3 fold", "4 fold", "1 fold", "next", "4 call"):
        child.sendline(line)
        child.expect("table> ")
    child.kill(signal.SIGKILL)
    child.expect(pexpect.EOF)
    child.close()
    (journal,) = tmp_path.glob("table-*.yaml.journal")
    return journal


def test_kill_9_then_a_bare_table_finds_the_journal_and_greets_with_the_hand_in_play(
    tmp_path: Path,
) -> None:
    journal = killed_in_hand_2(tmp_path)
    again = spawn(cwd=tmp_path)  # no flags at all
    again.expect(r"An unfinished session is in (\S+) \(5 lines typed\)\. Resume it\? \[Y/n\] ")
    assert again.match.group(1) == journal.name
    again.sendline("y")
    again.expect("table> ")
    greeting = again.before
    assert "resumed the unfinished session: 5 typed lines again, 1 in the hand" in greeting
    # hand 2: the button on seat 1; after seat 4's call the button (seat 1) is next to act
    assert "Hand 2, button Seat 1, Seat 1 to act" in greeting
    assert "Forced bets" not in greeting  # hand 1's posts are not the hand in play
    again.sendline("quit")
    again.expect(rf"Save this session\? file name \[{journal.name.removesuffix('.journal')}\]")
    again.sendline("")  # Enter: the name beside the journal
    again.expect(pexpect.EOF)
    again.close()
    assert again.exitstatus == 0
    assert not journal.exists()  # saved beside it and done with
    assert (tmp_path / journal.name.removesuffix(".journal")).is_file()


def test_a_bare_table_from_a_pipe_prints_the_exact_resume_command_and_exits_2(
    tmp_path: Path,
) -> None:
    journal = killed_in_hand_2(tmp_path)
    done = run(cwd=tmp_path, stdin="4 call\n")
    assert done.returncode == 2
    assert done.stderr == (
        f"error: {journal.name} holds an unfinished session (5 lines typed); take it up "
        f"with: floorcli table --resume {journal.name}\n"
    )
    assert journal.exists()  # untouched
    resumed = run("--resume", journal.name, cwd=tmp_path, stdin="1 call\n")
    assert resumed.returncode == 0, resumed.stderr
    assert "Hand 2, button Seat 1, Seat 1 to act" in resumed.stdout


def test_a_bare_table_finds_the_journal_of_a_save_session_too(tmp_path: Path) -> None:
    child = spawn(*FLAGS, "--save", "night.yaml", cwd=tmp_path)
    child.expect("table> ")
    child.sendline("3 call")  # seat 3 calls the big blind, 10
    child.expect("table> ")
    child.kill(signal.SIGKILL)
    child.expect(pexpect.EOF)
    child.close()
    done = run(cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.endswith("take it up with: floorcli table --resume night.yaml.journal\n")
    # taken up from a pipe: saved where it was meant to be, beside its journal
    resumed = run("--resume", "night.yaml.journal", cwd=tmp_path, stdin="4 fold\n")
    assert resumed.returncode == 0, resumed.stderr
    assert "- 3 call\n- 4 fold\n" in (tmp_path / "night.yaml").read_text(encoding="utf-8")
    assert not (tmp_path / "night.yaml.journal").exists()


def test_a_bare_table_with_no_journal_still_asks_for_the_seats(tmp_path: Path) -> None:
    done = run(cwd=tmp_path)
    assert done.returncode == 2
    assert "--stacks" in done.stderr and "resume" not in done.stderr


def test_a_session_where_nothing_was_typed_leaves_no_journal(tmp_path: Path) -> None:
    child = spawn(*FLAGS, cwd=tmp_path)
    child.expect("table> ")
    child.kill(signal.SIGKILL)  # killed before a line was typed: nothing to resume
    child.expect(pexpect.EOF)
    child.close()
    assert not list(tmp_path.glob("*.journal"))
    piped = run(*FLAGS, cwd=tmp_path)  # a pipe with nothing in it
    assert piped.returncode == 0, piped.stderr
    assert not list(tmp_path.glob("*.journal"))


def test_ctrl_c_at_the_table_saves_to_save_and_exits_130(tmp_path: Path) -> None:
    child = spawn(*FLAGS, "--save", "night.yaml", cwd=tmp_path)
    child.expect("table> ")
    child.sendline("3 call")
    child.expect("table> ")
    child.sendintr()
    child.expect("saved 1 line to night.yaml")
    child.expect(r"error: stopped \(Ctrl-C\)")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 130  # 128 + SIGINT, as for every command (docs/safety.md)
    assert "- 3 call\n" in (tmp_path / "night.yaml").read_text(encoding="utf-8")
    assert not list(tmp_path.glob("*.journal"))


def test_a_bare_save_writes_to_the_save_target(tmp_path: Path) -> None:
    done = run(*FLAGS, "--save", "night.yaml", cwd=tmp_path, stdin="3 call\nsave\n4 fold\n")
    assert done.returncode == 0, done.stderr
    assert "saved 1 line to night.yaml (floorcli replay night.yaml)" in done.stdout
    # on leaving, the file it saved itself is replaced with both lines
    assert "- 3 call\n- 4 fold\n" in (tmp_path / "night.yaml").read_text(encoding="utf-8")


def test_a_bare_save_without_save_says_what_to_type(tmp_path: Path) -> None:
    done = run(*FLAGS, cwd=tmp_path, stdin="save\n")
    hints = [row for row in done.stdout.splitlines() if row.startswith("? ")]
    assert len(hints) == 1  # one hint, wrapped at 80 columns: read back as one line
    assert (
        "? write 'save FILE' (e.g. save hand-12.yaml); a bare 'save' writes to the --save "
        "FILE the table was started with"
    ) in " ".join(done.stdout.split())
