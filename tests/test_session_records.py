"""A played session file edited by hand is checked before `replay` or `blinds` reports on it
(issue 26, item 7): awards against the pots and who could win them, amounts in whole chips,
stacks against the chips in play; each refused with its file:line and what to write, and
never "N of N recorded hands agree".

The session: blinds 5/10, button 4, seats 1-3 with 1,000 and seat 4 with 400 (SPEC section 2:
seat 1 posts 5, seat 2 posts 10, seat 3 acts first).
Hand 1: 3 folds, 4 calls 10, 1 calls (5 more), 2 checks: 30; flop 1 bets 20, 2 folds, 4 calls:
30 + 40 = 70; checked down, seat 1 wins 70.  Stacks after: seat 1 1000 - 30 + 70 = 1040,
seat 2 1000 - 10 = 990, seat 3 1000, seat 4 400 - 30 = 370.
Hand 2 (button 1: seat 2 posts 5, seat 3 posts 10): 4, 1 and 2 fold; seat 3 takes the 15.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from tests import inproc

LINES = [
    *["3 fold", "4 call", "1 call", "2 check", "flop", "1 bet 20", "2 fold", "4 call"],
    *["turn", "1 check", "4 check", "river", "1 check", "4 check", "1 wins", "next"],
    *["4 fold", "1 fold", "2 fold", "3 wins", "next"],
]


def floorcli(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return inproc.run(*args, cwd=cwd, stdin=stdin)  # in this process: tests/inproc.py


@pytest.fixture(scope="module")
def saved(tmp_path_factory: pytest.TempPathFactory) -> str:
    folder = tmp_path_factory.mktemp("night")
    flags = ["--stacks", "1000,1000,1000,400", "--blinds", "5,10", "--button", "4"]
    done = floorcli("table", *flags, "--save", "s.yaml", cwd=folder, stdin="\n".join(LINES))
    assert done.returncode == 0, done.stderr
    text = (folder / "s.yaml").read_text(encoding="utf-8")
    assert "  won: {1: 70}\n" in text and "seats: {1: 1040, 2: 990, 3: 1000, 4: 370}" in text
    return text


def test_the_session_as_saved_passes(saved: str, tmp_path: Path) -> None:
    (tmp_path / "s.yaml").write_text(saved, encoding="utf-8")
    assert floorcli("replay", "s.yaml", cwd=tmp_path).returncode == 0
    checked = floorcli("blinds", "s.yaml", cwd=tmp_path)
    assert checked.returncode == 0 and "3 of 3 recorded hands agree" in checked.stdout


EDITS = [
    (
        "  won: {1: 70}\n",
        "  won: {2: 9999}\n",
        # seat 2 folded on the flop: it can win nothing of the 70
        "s.yaml:17: hands: hand 1: won: seat 2 takes 9,999, but Seat 2 folded and can win "
        "nothing; write what it took from the pots it was in",
    ),
    (
        "  won: {1: 70}\n",
        "  won: {1: 9999}\n",
        # seat 1 is in the one pot of 70: no more
        "s.yaml:17: hands: hand 1: won: seat 1 takes 9,999, but Seat 1 is in pots of 70; "
        "write what it took from the pots it was in",
    ),
    (
        "  won: {1: 70}\n",
        "  won: {1: -15.5}\n",
        "s.yaml:17: hands: hand 1: won: seat 1: -15.5 is not an amount of chips; write a whole "
        "number of chips, 0 or more",
    ),
    (
        "  won: {1: 70}\n",
        "  won: {1: 60}\n",
        # 10 of the 70 put in went nowhere
        "s.yaml:17: hands: hand 1: won: the seats take 60 in all, but 70 was put in; write "
        "awards that add up to 70",
    ),
    (
        "seats: {1: 1040, 2: 990, 3: 1000, 4: 370}",
        "seats: {1: 100039, 2: 990, 3: 1000, 4: 370}",
        # 99,999 chips from nowhere: seat 1 ended hand 1 with 1,040
        "s.yaml:19: hands: hand 2: seats: seat 1 starts with 100,039, but it ended hand 1 "
        "with 1,040; write 1,040 (a rebuy is typed 'rebuy SEAT AMOUNT' between the hands)",
    ),
]


@pytest.mark.parametrize(("old", "new", "said"), EDITS)
def test_an_edited_record_is_refused_with_its_line(
    saved: str, tmp_path: Path, old: str, new: str, said: str
) -> None:
    assert old in saved
    (tmp_path / "s.yaml").write_text(saved.replace(old, new, 1), encoding="utf-8")
    for command in ("replay", "blinds"):
        done = floorcli(command, "s.yaml", cwd=tmp_path)
        assert (done.returncode, done.stderr) == (2, f"error: {said}\n"), command
        assert "recorded hands agree" not in done.stdout


def test_a_rebuy_noted_between_the_hands_may_add_to_a_stack(tmp_path: Path) -> None:
    # hand 1: 3, 4 and 1 fold, seat 2 takes the blinds 5 + 10 = 15 (stack 1,005); seat 1
    # (995) rebuys 500 between the hands: 1,495 at hand 2, as the file records
    flags = ["--stacks", "1000,1000,1000,400", "--blinds", "5,10", "--button", "4"]
    lines = ["3 fold", "4 fold", "1 fold", "next", "rebuy 1 500", "4 fold"]
    done = floorcli("table", *flags, "--save", "r.yaml", cwd=tmp_path, stdin="\n".join(lines))
    assert done.returncode == 0, done.stderr
    text = (tmp_path / "r.yaml").read_text(encoding="utf-8")
    assert "seats: {1: 1495, 2: 1005, 3: 1000, 4: 400}" in text
    checked = floorcli("blinds", "r.yaml", cwd=tmp_path)
    assert checked.returncode == 0 and "2 of 2 recorded hands agree" in checked.stdout
    # the rebuy's note taken out: 500 from nowhere
    (tmp_path / "r.yaml").write_text(text.replace("rebuy 1 500", "hello"), encoding="utf-8")
    checked = floorcli("blinds", "r.yaml", cwd=tmp_path)
    assert checked.returncode == 2
    assert "seat 1 starts with 1,495, but it ended hand 1 with 995; write 995" in checked.stderr
