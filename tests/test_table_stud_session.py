"""`floorcli table` over a whole stud session: no button and no blinds to move; after `next` the
next hand waits for its third-street upcards; a bust, a join, an away and back, undo after
`next` and after the upcards, the session file that `replay` reads hand by hand.

Every expected number is worked out in a comment from the rule it rests on.  The game: stud,
ante 1, bring-in 5, small bet 10, big bet 20 (`--set`); the lowest upcard brings in, suit
breaking ties (Robert's Rules of Poker v5, Seven-Card Stud; the stud profile's `game` source).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from tests import inproc

FLAGS = [
    "--rules",
    "stud",
    "--set",
    "small_bet=10",
    "--set",
    "big_bet=20",
    "--set",
    "ante=1",
    "--set",
    "bring_in=5",
    "--stacks",
    "6,1000,1000",
]

# Hand 1: seats 1:6, 2:1000, 3:1000.  Upcards Kh, 3c, 9d: the 3c is lowest, seat 2 brings in 5;
# seat 3 (left of the bring-in) acts first and folds; seat 1 calls 5 all-in (6 - ante 1 = 5).
# Pot: antes 3 x 1 = 3, + bring-in 5 + call 5 = 13; seat 2 wins it.
# Stacks after: seat 1: 6 - 1 - 5 = 0 (busts and leaves); seat 2: 1000 - 1 - 5 + 13 = 1007;
# seat 3: 1000 - 1 = 999 (steps away: not dealt hand 2).  Gina joins seat 4 with 500.
HAND_1 = ["upcards 1:Kh 2:3c 3:9d", "3 f", "1 c", "away 3", "2 wins", "join 4 Gina 500"]
# Hand 2: seats 2 and 4 (seat 3 away).  Upcards Qs, 7h: seat 4's 7h brings in 5; seat 2 folds.
# Seat 4 wins the antes 2 x 1 = 2 and its own bring-in back: 500 - 1 - 5 + 7 = 501;
# seat 2: 1007 - 1 = 1006.  Seat 3 is back for hand 3.
HAND_2 = ["upcards 2:Qs 4:7h", "2 f", "back 3"]
# Hand 3: seats 2, 3, 4.  Upcards Ad, 2d, 8c: seat 3's 2d brings in 5; seat 4 acts first.
HAND_3 = ["upcards 2:Ad 3:2d 4:8c", "4 c"]
LINES = [
    *HAND_1,
    "next",
    "undo",  # back to the end of hand 1
    "next",
    "2 c",  # refused: hand 2 waits for its upcards
    *HAND_2,
    "next",
    "upcards 2:Ad 3:2d",  # refused: no upcard for seat 4
    HAND_3[0],
    "undo",  # hand 3 waits for its upcards again
    *HAND_3,
]


def run(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return inproc.run(*args, cwd=cwd, stdin=stdin)  # in this process: tests/inproc.py


def test_a_stud_session_of_three_hands(tmp_path: Path) -> None:
    result = run("table", *FLAGS, "--save", "stud.yaml", cwd=tmp_path, stdin="\n".join(LINES))
    assert result.returncode == 0, result.stderr
    out = " ".join(result.stdout.split())  # lines wrapped at 80 columns read as one
    assert "Seat 1 busts and leaves." in out
    assert "Hand 2: seats 2, 4 dealt in (away: seat 3); type their third-street upcards" in out
    assert "undone: next; back to the end of hand 1" in out
    assert "? '2 c': Hand 2: seats 2, 4 dealt in" in out
    # hand 2: antes 1 each from seats 2 and 4, seat 4's 7h brings in 5
    assert "Hand 2: forced bets: seat 2 ante 1, seat 4 ante 1, seat 4 bring-in 5" in out
    assert "Hand 3: seats 2, 3, 4 dealt in; type" in out
    assert "upcards: no upcard for seat 4" in out
    assert "undone: upcards 2:Ad 3:2d 4:8c; hand 3 waits for its upcards" in out
    # hand 3: seat 3's 2d is the lowest upcard and brings in 5
    assert (
        "Hand 3: forced bets: seat 2 ante 1, seat 3 ante 1, seat 4 ante 1, seat 3 bring-in 5" in out
    )
    text = (tmp_path / "stud.yaml").read_text(encoding="utf-8")
    assert "\nbutton:" not in text and "- button:" not in text and "blinds:" not in text
    saved = run("replay", "stud.yaml", "--json", cwd=tmp_path)
    assert saved.returncode == 0, saved.stderr
    hands = json.loads(saved.stdout)
    assert [[r["input"] for r in h["rulings"]] for h in hands] == [
        ["3 fold", "1 call"],
        ["2 fold"],
        ["4 call"],
    ]
    assert all(r["verdict"] == "ok" for h in hands for r in h["rulings"])


def test_the_saved_stacks_carry_over(tmp_path: Path) -> None:
    import yaml

    run("table", *FLAGS, "--save", "stud.yaml", cwd=tmp_path, stdin="\n".join(LINES))
    data = yaml.safe_load((tmp_path / "stud.yaml").read_text(encoding="utf-8"))
    hands = data["hands"]
    assert [h["upcards"] for h in hands] == [
        {1: "Kh", 2: "3c", 3: "9d"},
        {2: "Qs", 4: "7h"},
        {2: "Ad", 3: "2d", 4: "8c"},
    ]
    # hand 1's pot of 13 to seat 2 (3 antes + 5 bring-in + 5 call); hand 2's 7 to seat 4
    # (2 antes + its uncalled bring-in 5)
    assert [h.get("won") for h in hands[:2]] == [{2: 13}, {4: 7}]
    assert hands[0]["seats"] == {1: 6, 2: 1000, 3: 1000}
    # 1000 - 1 - 5 + 13 = 1007 for seat 2; Gina sits down with 500; seat 3 (999) is away
    assert hands[1]["seats"] == {2: 1007, 4: {"name": "Gina", "stack": 500}}
    # seat 2: 1007 - 1 = 1006; seat 3 back with 1000 - 1 = 999; Gina 500 - 1 - 5 + 7 = 501
    assert hands[2]["seats"] == {2: 1006, 3: 999, 4: {"name": "Gina", "stack": 501}}
    assert "2 c" in hands[1]["notes"]


def test_the_table_and_replay_give_the_same_rulings(tmp_path: Path) -> None:
    table = run("table", *FLAGS, "--json", "--save", "s.yaml", cwd=tmp_path, stdin="\n".join(LINES))
    assert table.returncode == 0, table.stderr
    printed = [
        (o["ruling"]["verdict"], o["ruling"]["explanation"])
        for o in map(json.loads, table.stdout.splitlines())  # the upcards prompt too is JSON
        if o.get("ruling") and o.get("input") not in (None, "undo")
    ]
    replayed = json.loads(run("replay", "s.yaml", "--json", cwd=tmp_path).stdout)
    again = [(r["verdict"], r["explanation"]) for h in replayed for r in h["rulings"]]
    # the four actions that stood: 3 f, 1 c (hand 1), 2 f (hand 2), 4 c (hand 3)
    assert len(printed) == 4
    assert printed == again


def test_blinds_says_a_stud_session_has_none(tmp_path: Path) -> None:
    run("table", *FLAGS, "--save", "stud.yaml", cwd=tmp_path, stdin="\n".join(LINES))
    checked = run("blinds", "stud.yaml", cwd=tmp_path)
    assert checked.returncode == 0, checked.stderr
    assert checked.stdout == "stud.yaml: a stud session has no button or blinds to check\n"
    as_json = run("blinds", "stud.yaml", "--json", cwd=tmp_path)
    assert as_json.returncode == 0, as_json.stderr
    assert json.loads(as_json.stdout) == {
        "message": "stud.yaml: a stud session has no button or blinds to check",
        "checks": [],
    }


def test_next_waits_for_the_end_of_the_hand(tmp_path: Path) -> None:
    result = run("table", *FLAGS, cwd=tmp_path, stdin="upcards 1:Kh 2:3c 3:9d\nnext\n")
    assert "? the hand is not over: Seat 3 is to act" in result.stdout


def test_a_stud_session_resumes_from_its_journal(tmp_path: Path) -> None:
    journal = tmp_path / "stud.yaml.journal"
    head = {
        "journal": "floorcli table journal",
        "version": 1,
        "hand": "rules: stud\nsmall_bet: 10\nbig_bet: 20\nante: 1\nbring_in: 5\nbutton: 3\n"
        "seats: {1: 6, 2: 1000, 3: 1000}\nupcards: {1: Kh, 2: 3c, 3: 9d}\n",
        "file": "the command line",
        "base": None,
        "target": str(tmp_path / "stud.yaml"),
    }
    lines = [*HAND_1[1:], "next", *HAND_2, "next"]  # killed while hand 3 waits
    journal.write_text("\n".join(json.dumps(x) for x in [head, *lines]) + "\n", encoding="utf-8")
    rest = "\n".join(HAND_3) + "\n"
    result = run("table", "--resume", str(journal), cwd=tmp_path, stdin=rest)
    assert result.returncode == 0, result.stderr
    assert f"resumed the unfinished session: {len(lines)} typed lines again" in result.stdout
    replayed = json.loads(run("replay", "stud.yaml", "--json", cwd=tmp_path).stdout)
    assert [[r["input"] for r in h["rulings"]] for h in replayed] == [
        ["3 fold", "1 call"],
        ["2 fold"],
        ["4 call"],
    ]


def test_a_stud_session_in_cents_goes_on_in_cents(tmp_path: Path) -> None:
    # Seat 1 has 0.60: ante 0.10, then a call of the 0.50 bring-in puts it all in; seat 2
    # wins 3 x 0.10 + 0.50 + 0.50 = 1.30 and seat 1 busts.  Hand 2: seats 2 and 3, and Dan
    # joins with 20.50; 2.50 on seat 3's stack of 99.90 makes 102.40.
    flags = ["--rules", "stud", "--set", "small_bet=1", "--set", "big_bet=2", "--set", "ante=0.10"]
    flags += ["--set", "bring_in=0.50", "--stacks", "0.60,100,100", "--upcards", "1:Kh,2:3c,3:9d"]
    lines = ["3 f", "1 c", "2 wins", "next", "join 5 Dan 20.5", "rebuy 3 2.50"]
    lines += ["stacks", "pots", "upcards 2:Qs 3:7h 5:2d", "save stud.yaml"]
    result = run("table", *flags, cwd=tmp_path, stdin="\n".join(lines) + "\n")
    # seat 2: 100 - 0.10 ante - 0.50 bring-in + 1.30 = 100.70, as soon as the pot is pushed
    assert "Seat 2 wins the main pot of 1.30 (stack 100.70)." in result.stdout
    assert "Dan joins at seat 5 with 20.50." in result.stdout
    assert "Seat 3 rebuys 2.50." in result.stdout
    # while hand 2 waits: seat 2 100 - 0.10 - 0.50 + 1.30 = 100.70; seat 3 100 - 0.10 + 2.50
    # = 102.40; Dan 20.50; in play 100.70 + 102.40 + 20.50 = 223.60, and no pot yet
    assert (
        "  Seat 2                100.70 behind\n"
        "  Seat 3                102.40 behind\n"
        "  Dan (seat 5)           20.50 behind\n"
        "  223.60 in play at hand 2 (seats 2, 3, 5); no pot until the upcards are in\n"
        "table> pots\n"
    ) in result.stdout
    assert (
        "no pot yet: hand 2's antes and bring-in are posted once its third-street upcards are "
        "in; 0.00 in all"
    ) in " ".join(result.stdout.split())  # wrapped at 80 columns
    saved = (tmp_path / "stud.yaml").read_text(encoding="utf-8")
    assert "3: 102.40" in saved and "5: {name: Dan, stack: 20.50}" in saved
    replayed = json.loads(run("replay", "stud.yaml", "--json", cwd=tmp_path).stdout)
    # hand 2: each of the three antes 0.10 (the bring-in by the upcards: 2d, seat 5)
    assert [f["amount"] for f in replayed[1]["forced"] if f["kind"] == "ante"] == [0.1] * 3


def test_a_waiting_hand_needs_two_players(tmp_path: Path) -> None:
    # heads-up, seat 1 (6 chips) busts in hand 1 as above, seat 2 steps away: nobody is dealt in
    flags = [*FLAGS[:-1], "6,1000"]
    lines = ["upcards 1:Kh 2:3c", "1 c", "2 wins", "next", "away 2", "upcards 1:Qs 2:7h"]
    result = run("table", *flags, cwd=tmp_path, stdin="\n".join(lines) + "\n")
    assert "Hand 2: seats none dealt in (away: seat 2)" in result.stdout
    assert "? hand 2 cannot be dealt: no player is dealt in, a hand needs two" in result.stdout


def test_a_stud_session_at_a_terminal(tmp_path: Path) -> None:
    import io
    import os

    import pexpect

    screen = io.StringIO()
    child = pexpect.spawn(
        sys.executable,
        ["-m", "floorcli", "table", *FLAGS, "--save", "tty.yaml"],
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 250),
        env={**os.environ, "TERM": "dumb"},
    )
    child.logfile_read = screen
    child.expect("upcards> ")
    child.sendline(HAND_1[0])

    def say(line: str, *expect: str) -> None:
        child.expect("table> ")
        child.sendline(line)
        for pattern in expect:  # TERM=dumb: rich wraps at 80 columns, at a space
            child.expect(pattern.replace(" ", r"\s+"))

    say("3 f")
    say("1 c", r"showdown \| pot 13")
    # 3 antes of 1 + the bring-in 5 + seat 1's call of 5 = 13 to seat 2
    say("2 wins", r"Seat 2 wins the main pot of 13 \(stack 1,007\)\.")  # 1000 - 6 + 13
    say("next", r"Seat 1 busts and leaves\.")
    # the status line before the prompt says what the table waits for
    child.expect(
        r"hand 2 \| Hand 2: seats 2, 3 dealt in; type their third-street upcards".replace(
            " ", r"\s+"
        )
    )
    say("upcards 2:Qs 3:7h", "Hand 2: forced bets: seat 2 ante 1, seat 3 ante 1, seat 3 bring-in 5")
    say("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, screen.getvalue()
    replayed = run("replay", "tty.yaml", "--json", cwd=tmp_path)
    assert [[r["input"] for r in h["rulings"]] for h in json.loads(replayed.stdout)] == [
        ["3 fold", "1 call"],
        [],
    ]


def test_a_save_while_the_next_hand_waits(tmp_path: Path) -> None:
    # hand 1 as above (2 actions stood: 3 fold, 1 call); hand 2 is not dealt yet, so the file
    # holds one hand, and the lines typed since 'next' are in its notes
    lines = [*HAND_1[:5], "next", "join 4 Gina 500", "save w.yaml"]
    result = run("table", *FLAGS, cwd=tmp_path, stdin="\n".join(lines) + "\n")
    assert "saved 2 lines of 1 hand to w.yaml" in result.stdout
    import yaml

    text = (tmp_path / "w.yaml").read_text(encoding="utf-8")
    assert text.startswith("# written by 'floorcli table': a stud session of 1 hand (")
    hands = yaml.safe_load(text)["hands"]
    assert len(hands) == 1 and hands[0]["notes"] == ["join 4 Gina 500"]


# ------------------------------------------------- while the next hand waits for its upcards


def test_between_hands_the_table_answers_for_the_hand_being_dealt(tmp_path: Path) -> None:
    import io
    import os

    import pexpect
    import yaml

    screen = io.StringIO()
    child = pexpect.spawn(
        sys.executable,
        ["-m", "floorcli", "table", *FLAGS, "--save", "wait.yaml"],
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 250),
        env={**os.environ, "TERM": "dumb"},
    )
    child.logfile_read = screen
    child.expect("upcards> ")
    child.sendline(HAND_1[0])
    child.expect("table> ")

    def said(line: str) -> list[str]:
        """What the table printed for `line`, up to its next prompt, line by line."""
        child.sendline(line)
        child.expect("table> ")
        return [row.rstrip() for row in child.before.splitlines()]

    for line in ("3 f", "1 c", "2 wins", "next"):
        said(line)
    # Hand 1 (see HAND_1): seat 2 wins the pot of 3 antes x 1 + bring-in 5 + call 5 = 13, so
    # it carries 1000 - 1 - 5 + 13 = 1007 into hand 2; seat 3 folded after its ante: 1000 - 1
    # = 999; seat 1 (6 - 1 - 5 = 0) busted and left.  Not hand 1's 994 behind and 6 in.
    waits = "Hand 2: seats 2, 3 dealt in; type their third-street upcards, one a seat"
    assert said("stacks")[1:4] == [
        "  Seat 2                 1,007 behind",
        "  Seat 3                   999 behind",
        # 1007 + 999 = 2006 dealt in, and no pot: nothing is posted before the upcards
        "  2,006 in play at hand 2 (seats 2, 3); no pot until the upcards are in",
    ]
    said("join 4 Gina 500")
    said("rebuy 2 100")
    said("away 3")
    # seat 2: 1007 + the rebuy 100 = 1107; seat 3 keeps 999 but is away, so not dealt in;
    # Gina sits at seat 4 with 500; dealt in: 1107 + 500 = 1607
    assert said("stacks")[1:5] == [
        "  Seat 2                 1,107 behind",
        "  Seat 3                   999 behind  away, not dealt in",
        "  Gina (seat 4)            500 behind",
        "  1,607 in play at hand 2 (seats 2, 4); no pot until the upcards are in",
    ]
    # the antes and the bring-in are posted with the upcards (Robert's Rules of Poker v5,
    # Seven-Card Stud): there is no pot yet
    assert " ".join(said("pots")[1:3]) == (
        "no pot yet: hand 2's antes and bring-in are posted once its third-street upcards are "
        "in; 0 in all"
    )
    waits = "Hand 2: seats 2, 4 dealt in (away: seat 3); type their third-street upcards"
    hand = said("hand")
    assert hand[1] == "no actions yet: hand 2 is not dealt" and hand[2].startswith(waits)
    assert said("why")[1].startswith(waits)
    assert said("")[1].startswith(waits)  # an empty line: the answer for the waiting hand
    # The upcards deal it: the 7h is lower than the Qs, so seat 4 brings in 5 (Wikipedia:
    # Betting in poker, Bring-in: the lowest card showing pays it); each of the two antes is 1.
    dealt = said("upcards 2:Qs 4:7h")
    assert "Hand 2: forced bets: seat 2 ante 1, seat 4 ante 1, seat 4 bring-in 5" in dealt
    # the hand starts from the very stacks the table showed while it waited: seat 2 1107 - 1
    # = 1106 behind, Gina 500 - 1 - 5 = 494 behind; started with 1107 + 500 = 1607
    assert said("stacks")[1:4] == [
        "  Seat 2                 1,106 behind        1 in (0 this round)  to act",
        "  Gina (seat 4)            494 behind        6 in (5 this round)",
        "  7 in the pot; started with 1,607",
    ]
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0, screen.getvalue()
    # the saved session deals hand 2 from the same stacks, and replays as the table ruled
    hands = yaml.safe_load((tmp_path / "wait.yaml").read_text(encoding="utf-8"))["hands"]
    assert hands[1]["seats"] == {2: 1107, 4: {"name": "Gina", "stack": 500}}
    replayed = json.loads(run("replay", "wait.yaml", "--json", cwd=tmp_path).stdout)
    forced = [(f["seat"], f["kind"], f["amount"]) for f in replayed[1]["forced"]]
    assert forced == [(2, "ante", 1), (4, "ante", 1), (4, "bring-in", 5)]
    assert replayed[1]["final"]["pots"] == [{"amount": 7, "eligible": [2, 4]}]  # 1 + 1 + 5


def test_in_json_every_answer_between_hands_is_one_object_a_line(tmp_path: Path) -> None:
    lines = ["c", *HAND_1[:3], "2 wins", "next", "stacks", "pots", "hand", "why", ""]
    lines += ["upcards 2:Qs 3:7h", "undo", "stacks", "upcards 2:Qs 3:7h", "2 f"]
    result = run("table", *FLAGS, "--json", cwd=tmp_path, stdin="\n".join(lines) + "\n")
    assert result.returncode == 0, result.stderr
    said = [json.loads(row) for row in result.stdout.splitlines()]  # every line is JSON
    shapes = {tuple(sorted(o)) for o in said}
    assert shapes == {("message",), ("hint",), ("input", "ruling", "state")}
    upcards = "type the third-street upcards, one a seat, e.g. 'upcards 1:Kh 2:3c 3:9d'"
    # the first prompt for the upcards, and a line that is not them, as the table says them
    assert said[:2] == [
        {"message": f"Stud: {upcards}."},
        {"hint": f"'c': the upcards come first; {upcards}"},
    ]
    messages = [o["message"] for o in said if "message" in o]
    # seat 2: 1000 - 1 - 5 + 13 = 1007; seat 3: 1000 - 1 = 999 (as in the terminal test)
    stacks = [
        "  Seat 2                 1,007 behind",
        "  Seat 3                   999 behind",
        "  2,006 in play at hand 2 (seats 2, 3); no pot until the upcards are in",
    ]
    at = messages.index(stacks[0])
    assert messages[at : at + 3] == stacks
    waits = "Hand 2: seats 2, 3 dealt in; type their third-street upcards, one a seat, e.g. "
    waits += "'upcards 2:Kh 3:3c'."
    assert messages[at + 3 : at + 8] == [
        "no pot yet: hand 2's antes and bring-in are posted once its third-street upcards are "
        "in; 0 in all",
        "no actions yet: hand 2 is not dealt",
        waits,  # hand
        waits,  # why
        waits,  # an empty line
    ]
    # undo after the upcards: hand 2 waits again, and 'stacks' is again the waiting hand's
    undone = messages.index("undone: upcards 2:Qs 3:7h; hand 2 waits for its upcards")
    assert messages[undone + 1 : undone + 4] == stacks
    # hand 2 dealt: 2 antes of 1 + seat 3's bring-in 5 (7h below Qs) = 7 in the pot
    answers = [o for o in said if "state" in o]
    assert answers[-1]["input"] == "2 f"
    assert answers[-2]["state"]["pots"] == [{"amount": 7, "eligible": [2, 3]}]


def test_a_session_resumed_while_the_next_hand_waits(tmp_path: Path) -> None:
    journal = tmp_path / "stud.yaml.journal"
    head = {
        "journal": "floorcli table journal",
        "version": 1,
        "hand": "rules: stud\nsmall_bet: 10\nbig_bet: 20\nante: 1\nbring_in: 5\nbutton: 3\n"
        "seats: {1: 6, 2: 1000, 3: 1000}\nupcards: {1: Kh, 2: 3c, 3: 9d}\n",
        "file": "the command line",
        "base": None,
        "target": str(tmp_path / "stud.yaml"),
    }
    lines = [*HAND_1[1:3], "2 wins", "next"]  # killed while hand 2 waits for its upcards
    journal.write_text("\n".join(json.dumps(x) for x in [head, *lines]) + "\n", encoding="utf-8")
    result = run("table", "--resume", str(journal), cwd=tmp_path, stdin="stacks\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    # hand 2 is not dealt: nothing in it yet, and the table says what it waits for (not hand
    # 1's showdown); stacks as carried: seat 2 1007, seat 3 999 (see the terminal test)
    assert "resumed the unfinished session: 4 typed lines again, 0 in the hand\n" in out
    assert "SHOWDOWN" not in out
    assert "\nHand 2: seats 2, 3 dealt in; type their third-street upcards" in out
    assert "  Seat 2                 1,007 behind\n  Seat 3                   999 behind\n" in out


def test_help_says_what_stacks_shows_while_a_hand_waits(tmp_path: Path) -> None:
    result = run("table", *FLAGS, cwd=tmp_path, stdin="upcards 1:Kh 2:3c 3:9d\nhelp\n")
    # the help is printed line by line (a newline in a line would be shown escaped, as '\n')
    assert "\\n" not in result.stdout
    assert (
        "              back to the hand's end); in stud, the next hand waits for its\n"
        "              upcards: 'upcards 2:Kh 3:3c 5:9d' (meanwhile 'stacks' shows the\n"
        "              stacks it will be dealt with)\n"
    ) in result.stdout
