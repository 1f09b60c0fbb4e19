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
    return subprocess.run(
        [sys.executable, "-m", "floorcli", *args],
        input=stdin,
        cwd=cwd,
        capture_output=True,
        text=True,
    )


def test_a_stud_session_of_three_hands(tmp_path: Path) -> None:
    result = run("table", *FLAGS, "--save", "stud.yaml", cwd=tmp_path, stdin="\n".join(LINES))
    assert result.returncode == 0, result.stderr
    out = result.stdout
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
        for o in map(json.loads, table.stdout.splitlines()[2:])  # after the first upcards
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
    lines += ["upcards 2:Qs 3:7h 5:2d", "save stud.yaml"]
    result = run("table", *flags, cwd=tmp_path, stdin="\n".join(lines) + "\n")
    assert "Seat 2 wins the main pot of 1.30." in result.stdout
    assert "Dan joins at seat 5 with 20.50." in result.stdout
    assert "seat 3 rebuys 2.50." in result.stdout
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
        for pattern in expect:
            child.expect(pattern)

    say("3 f")
    say("1 c", "SHOWDOWN")
    # 3 antes of 1 + the bring-in 5 + seat 1's call of 5 = 13 to seat 2
    say("2 wins", r"Seat 2 wins the main pot of 13\.")
    say("next", r"Seat 1 busts and leaves\.")
    # the status line before the prompt says what the table waits for
    child.expect(r"hand 2 \| Hand 2: seats 2, 3 dealt in; type their third-street upcards")
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
