"""The live table's answer at a glance (issue 21, item 4): a routine action in at most three
lines at 80 columns, who is next by name, text wrapped at word boundaries, the `map`, and a
citation only where the floor corrects or refuses, never one that reads against the verdict."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pexpect

from floorcli.cli.render.glance import status_text
from tests import inproc

NAMED = ["--blinds", "5,10", "--seats", "1:Ann:1000,2:Bob:1000,3:Cy:400"]
# Button 3 (the last seat): Ann posts 5, Bob 10.  Cy all-in for 400: 390 over the bet of 10,
# at least the full raise of 10, so a full raise (TDA 2024 Rule 43-A) that re-opens the
# betting; Ann owes 400 - 5 = 395 and may raise to 400 + 390 = 790, at most all-in for 1000.
ROUTINE = ["a", "f", "c"]


def table(*args: str, lines: list[str], cwd: Path) -> str:
    """What a piped `floorcli table` prints at 80 columns."""
    result = inproc.run(
        "table",
        *args,
        stdin="\n".join(lines) + "\n",
        cwd=cwd,
        env={**os.environ, "COLUMNS": "80", "NO_COLOR": "1"},
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def answers(out: str) -> dict[str, list[str]]:
    """Each typed line (echoed after `table> `) and the lines printed for it."""
    said: dict[str, list[str]] = {}
    typed = None
    for row in out.splitlines():
        if row.startswith("table> "):
            typed = row.removeprefix("table> ")
            said[typed] = []
        elif typed is not None and not row.startswith("saved "):  # the save on leaving
            said[typed].append(row)
    return said


def test_a_routine_action_is_at_most_three_lines_and_names_who_is_next(tmp_path: Path) -> None:
    out = table(*NAMED, "--save", "n.yaml", lines=ROUTINE, cwd=tmp_path)
    said = answers(out)
    assert said["a"] == [
        "ok  Cy (seat 3) raises to 400, all-in, re-opens the betting",
        "preflop | Ann (seat 1) to act: call 395 · raise 790-1,000 · fold | pot 415",
    ]
    # Ann folds: Bob owes 400 - 10 = 390 and may not raise (nobody left to call a raise)
    assert said["f"] == [
        "ok  Ann (seat 1) folds",
        "preflop | Bob (seat 2) to act: call 390 · fold | pot 415",
    ]
    # Bob calls: 400 + 400 + 5 = 805; everyone is all-in or called, so every hand is shown
    # at once (TDA 2024 Rule 16): the third line
    assert said["c"][:2] == [
        "ok  Bob (seat 2) calls 390",
        "showdown | pot 805 | award: '2 wins' or 'split 2 3'",
    ]
    for typed in ROUTINE:
        assert len(said[typed]) <= 3, (typed, said[typed])


def test_ok_rulings_cite_no_rule_and_a_correction_does(tmp_path: Path) -> None:
    out = table(*NAMED, "--save", "n.yaml", lines=["a", "f", "c"], cwd=tmp_path)
    for typed, rows in answers(out).items():
        assert not any("Rule" in row or "Robert's" in row for row in rows[:2]), typed
    # Cy raises to 15: below the minimum of 10 + 10 = 20, brought up to it (TDA 2024 Rule 43-A;
    # min_raise_basis), so the ruling says why and cites the rule.
    out = table(*NAMED, "--save", "m.yaml", lines=["r 15"], cwd=tmp_path)
    rows = answers(out)["r 15"]
    assert rows[0].startswith("corrected  Cy (seat 3) raises to 20: Cy (seat 3)'s raise to 15 is")
    assert "min_raise_basis: last-full-raise (TDA 2024 Rule 47-A" in " ".join(out.split())
    # Ann checks facing the raise: refused, with the reason and the rule; nothing is taken
    out = table(*NAMED, "--save", "k.yaml", lines=["r 20", "x"], cwd=tmp_path)
    rows = answers(out)["x"]
    assert rows[0].startswith("illegal  Ann (seat 1) may not check facing a bet: 15 to call.")
    # the table's profile is tda-nlhe: its own rulebook's rule, TDA 2024 Rule 50-A (act in turn)
    assert "order of action (TDA 2024 Rule 50-A" in " ".join(rows)


def test_a_full_raise_all_in_cites_what_makes_it_full_not_the_short_all_in_rule(
    tmp_path: Path,
) -> None:
    """TDA 2024 Rule 47-A says a *short* all-in does not re-open; a full one does (Rule 43-A:
    a raise at least the last full raise).  Cy's 400 is 390 over 10: full."""
    hand = tmp_path / "h.yaml"
    hand.write_text(
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 4\nseats: {1: 1000, 2: 1000, 3: 15, 4: 400}\n"
        "actions: [3 allin, 4 allin]\n",
        encoding="utf-8",
    )
    # Button 4: seats 1 and 2 post 5 and 10.  Seat 3 all-in for 15: 5 over the bet of 10,
    # short of the full raise of 10: it does not re-open, and the short all-in rule (47-A) is
    # the one to cite.  Seat 4 all-in for 400: 385 over 15, 390 over the last full bet of 10,
    # at least the full raise of 10: a full raise.
    result = inproc.run("replay", str(hand), "--json")
    short, full = json.loads(result.stdout)["rulings"]
    assert short["reopens"] is False and "does not re-open" in short["rule"]
    assert full["reopens"] is True and "It re-opens the betting" in full["explanation"]
    assert "does not re-open" not in full["rule"] and "incomplete_raise" not in full["rule"]
    assert full["rule"].startswith("min_raise_basis: last-full-raise (TDA 2024 Rule 47-A")


def test_text_is_wrapped_at_word_boundaries_within_80_columns(tmp_path: Path) -> None:
    names = "1:Maximiliana:100000,2:Bartholomew:100000,3:Anastasiya:100000"
    args = ["--blinds", "500,1000", "--seats", names, "--save", "w.yaml"]
    out = table(*args, lines=["r 3000"], cwd=tmp_path)
    rows = out.splitlines()
    assert all(len(row) <= 80 for row in rows), max(rows, key=len)
    said = answers(out)["r 3000"]
    assert 2 < len(said) <= 3  # the status wraps onto a second line: three in all
    # 3000 is 2000 over the bet of 1000, at least the full raise of 1000: Maximiliana owes
    # 3000 - 500 = 2500 and may raise to 3000 + 2000 = 5000, at most all-in for 100,000; the
    # pot is 500 + 1000 + 3000 = 4500.  Read back as one line, every word is whole.
    report = {
        "street": "preflop",
        "to_act": 1,
        "to_call": 2500,
        "min_raise_to": 5000,
        "max_raise_to": 100000,
        "legal": ["fold", "call", "raise"],
        "pots": [{"amount": 4500, "eligible": [1, 2, 3]}],
    }
    whole = status_text(report, {1: "Maximiliana"})
    assert whole == (
        "preflop | Maximiliana (seat 1) to act: call 2,500 · raise 5,000-100,000 · fold | pot 4,500"
    )
    assert " ".join(said[1:]) == whole


def test_map_shows_every_seat(tmp_path: Path) -> None:
    out = table(*NAMED, "--save", "n.yaml", lines=["r 30", "map"], cwd=tmp_path)
    # Cy raised to 30 from 400 (370 behind); Ann's small blind 5 and Bob's big blind 10 are
    # in front; the button is Cy's (seat 3, the last seat)
    assert [row.rstrip() for row in answers(out)["map"][:3]] == [
        "1  Ann  SB  995 behind   5 in front  to act",
        "2  Bob  BB  990 behind  10 in front",
        "3  Cy   D   370 behind  30 in front",
    ]
    result = inproc.run(
        "table", *NAMED, "--json", "--save", "j.yaml", stdin="a\nf\nmap\n", cwd=tmp_path
    )
    last = json.loads(next(r for r in result.stdout.splitlines() if r.startswith('{"map"')))
    assert last == {
        "map": [
            {"seat": 1, "name": "Ann", "stack": 995, "in_front": 5, "positions": ["SB"],
             "status": "folded"},
            {"seat": 2, "name": "Bob", "stack": 990, "in_front": 10, "positions": ["BB"],
             "status": "to act"},
            {"seat": 3, "name": "Cy", "stack": 0, "in_front": 400, "positions": ["D"],
             "status": "all-in"},
        ],
        "button": 3,
        "button_dead": False,
    }  # fmt: skip


def test_away_players_are_named_and_marked_on_the_map(tmp_path: Path) -> None:
    # Hand 1: Cy and Ann fold, Bob wins the blinds.  Dan steps away: TDA 2024 Rule 30 deals
    # him in and kills his hand at the deal (tda-nlhe: missed_blinds blinded-off).
    seats = "1:Ann:1000,2:Bob:1000,3:Cy:1000,4:Dan:1000"
    lines = ["f", "f", "f", "away Dan", "next", "map"]
    out = table("--blinds", "5,10", "--seats", seats, "--save", "n.yaml", lines=lines, cwd=tmp_path)
    assert "Dan (seat 4) steps away before the next hand." in out
    # a routine rotation: the button moves; the words "Dead button:" are kept for a dead one
    assert "Dead button:" not in out
    rows = [row.rstrip() for row in answers(out)["map"]]
    assert any(re.fullmatch(r"4\s+Dan\s.*\saway", row) for row in rows), rows


def test_a_new_player_not_dealt_in_shows_the_real_stack_on_the_map(tmp_path: Path) -> None:
    # Hand 1 (button 6): everyone folds to the big blind.  Hand 2: button Ann (seat 1), small
    # blind Cat (seat 3).  Gus joins seat 2 with 600, between the button and the small blind:
    # TDA 2024 Rules 8-A and 10-A keep him out until the button passes; his stack is his
    # buy-in, 600 behind, not 0.
    seats = "1:Ann:1000,3:Cat:300,4:Dan:1000,5:Eve:500,6:Fay:800"
    lines = ["f", "f", "f", "f", "next", "join 2 Gus 600", "map"]
    out = table("--blinds", "5,10", "--seats", seats, "--button", "6", "--save", "n.yaml",
                lines=lines, cwd=tmp_path)  # fmt: skip
    rows = [row.rstrip() for row in answers(out)["map"]]
    assert "2  Gus      600 behind   0 in front  not dealt in" in rows, rows


def test_next_on_a_plain_rotation_says_the_hand_line_and_why_says_how_it_moved(
    tmp_path: Path,
) -> None:
    # Hand 1 (button Fay, seat 6): Ann posts 5, Bob 10; everyone folds to Bob.  Hand 2 (TDA
    # 2024 Rule 32, the big blind moves one player): button Ann (last hand's small blind), Bob
    # the small blind (last hand's big blind), Cat the big blind: nothing else to say.
    seats = "1:Ann:1000,2:Bob:1000,3:Cat:300,4:Dan:1000,5:Eve:500,6:Fay:800"
    lines = ["f", "f", "f", "f", "f", "next", "why", "join 7 Gus 600"]
    out = table("--blinds", "5,10", "--seats", seats, "--button", "6", "--save", "n.yaml",
                lines=lines, cwd=tmp_path)  # fmt: skip
    said = answers(out)
    assert said["next"] == [
        "Hand 2: button Ann (seat 1); forced bets: Bob (seat 2) small blind 5, Cat (seat ",
        "3) big blind 10",
        "hand 2 | preflop | Dan (seat 4) to act: call 10 · raise 20-1,000 · fold | pot 15",
    ]
    why = " ".join(" ".join(said["why"]).split())  # the rows rejoined at word boundaries
    assert "The big blind moves forward one player, from Bob (seat 2) to Cat (seat 3)." in why
    # Gus sits down after the deal: hand 2 is dealt again with him, not a plain rotation
    # (TDA 2024 Rules 8-A and 10-A: a new player is dealt in anywhere but between the
    # button and the small blind), so the words say so
    joined = " ".join(" ".join(said["join 7 Gus 600"]).split())
    assert "The big blind moves forward one player" in joined
    assert "Gus (seat 7) is new and is dealt in" in joined


def test_awards_pots_and_stacks_read_at_a_glance_with_thousands_separators(
    tmp_path: Path,
) -> None:
    # Blinds 500/1,000, button Cy (seat 3): Cy all-in for 2,500, Maximiliana all-in for
    # 150,000, Bob calls all-in for 100,000.  Main pot 3 x 2,500 = 7,500 (seats 1-3); side
    # pot 2 x (100,000 - 2,500) = 195,000 (seats 1, 2); 150,000 - 100,000 = 50,000 uncalled
    # goes back to Maximiliana (TDA 2024 Rule 15-B).  Cy wins the main pot; the side pot is
    # split, 97,500 each (TDA 2024 Rule 21): Maximiliana 50,000 + 97,500 = 147,500.
    seats = "1:Maximiliana:150000,2:Bob:100000,3:Cy:2500"
    lines = ["a", "stacks", "a", "c", "pots", "3 wins", "stacks", "split 1 2"]
    out = table("--blinds", "500,1000", "--seats", seats, "--save", "n.yaml", lines=lines,
                cwd=tmp_path)  # fmt: skip
    said = {typed: " ".join(" ".join(rows).split()) for typed, rows in answers(out).items()}
    assert said["pots"] == (
        "main pot 7,500 (seats 1, 2, 3); side pot 195,000 (seats 1, 2); uncalled 50,000 "
        "returned to Maximiliana (seat 1); 202,500 in all"
    )
    assert said["3 wins"] == (
        "Cy (seat 3) wins the main pot of 7,500 (stack 7,500). "
        "Still to award: side pot 195,000, to Maximiliana (seat 1) or Bob (seat 2)."
    )
    assert said["split 1 2"].endswith(
        "(stacks Maximiliana (seat 1) 147,500, Bob (seat 2) 97,500). "
        "Every pot is awarded: 'next' deals the next hand."
    )
    rows = [r for r in out.splitlines() if "behind" in r]  # both `stacks`: 3 seats each
    assert len(rows) == 6 and all(len(row) <= 80 for row in rows), rows
    assert "  Maximiliana (seat 1)    50,000 behind  150,000 in  +50,000 pushed" in rows
    json_out = inproc.run(
        "table", "--blinds", "500,1000", "--seats", seats, "--json", "--save", "j.yaml",
        stdin="a\na\nc\n3 wins\n", cwd=tmp_path,
    ).stdout  # fmt: skip
    rows_json = [json.loads(row) for row in json_out.splitlines()]
    last = next(row for row in reversed(rows_json) if "state" in row)  # after Bob's call
    # JSON numbers without separators; SPEC section 4 pins the uncalled 50,000 as a last pot
    assert [pot["amount"] for pot in last["state"]["pots"]] == [7500, 195000, 50000]


def test_at_an_80_column_terminal_each_routine_action_takes_at_most_three_lines(
    tmp_path: Path,
) -> None:
    child = pexpect.spawn(
        sys.executable,
        ["-m", "floorcli", "table", *NAMED],
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=30,
        dimensions=(24, 80),
        env={**os.environ, "TERM": "xterm", "NO_COLOR": "1"},
    )
    ansi = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b[=>]")
    child.expect("table> ")
    for typed in ROUTINE:
        child.sendline(typed)
        child.expect("table> ")
        rows = [r for r in ansi.sub("", child.before).splitlines() if r.strip()][1:]  # echo
        assert 2 <= len(rows) <= 3, (typed, rows)
        assert all(len(row) <= 80 for row in rows)
        assert "(seat " in rows[0]  # the player named
    child.sendline("quit")
    child.expect("Save this hand")
    child.sendline("n")
    child.expect(pexpect.EOF)


def test_why_names_each_player_as_the_table_does(tmp_path: Path) -> None:
    # Blinds 5/10 with the button on Cy (seat 3): Cy acts first and raises to 100, 90 over the
    # big blind of 10, a full raise (TDA 2024 Rule 43-A); Ann may call 95 or raise to 190.
    out = table(*NAMED, lines=["r 100", "why"], cwd=tmp_path)
    said = " ".join(out.split("table> why", 1)[1].split())
    assert "Cy (seat 3) raises to 100" in said
    assert "Ann (seat 1) may call 95" in said
    assert "Seat 3 (Cy)" not in said and "Seat 1 (Ann)" not in said
