"""What a refused action says the player may do instead: a fixed-limit raise or an all-in that
is the only legal size is one number, never a range of one (`raise to 30-30`)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from tests import inproc


def rulings(*args: str, lines: list[str], cwd: Path) -> list[dict[str, Any]]:
    """The rulings of a piped `floorcli table --json`, in order."""
    return [o["ruling"] for o in table_json(*args, lines=lines, cwd=cwd) if o.get("ruling")]


def test_a_fixed_limit_check_facing_a_raise_names_the_one_raise_size(tmp_path: Path) -> None:
    # limit-holdem 5/10, button 3: the small bet is the big blind, 10 (Hold'em betting rules,
    # Betting Limits). Seat 3 raises one bet to 10 + 10 = 20; seat 1 (small blind 5) owes
    # 20 - 5 = 15 and may raise one bet more, to 20 + 10 = 30, and to nothing else.
    args = ["--rules", "limit-holdem", "--blinds", "5,10", "--stacks", "500,500,500"]
    last = rulings(*args, lines=["r", "x"], cwd=tmp_path)[-1]
    assert last["verdict"] == "illegal"
    assert last["explanation"] == (
        "Seat 1 may not check facing a bet: 15 to call. They may fold, call 15 or raise to 30."
    )


def test_a_no_limit_check_when_all_in_is_the_only_raise_names_it_once(tmp_path: Path) -> None:
    # no-limit 5/10, button 3, stacks 1000: seat 3 raises to 600; the minimum re-raise is
    # 600 + 590 = 1190 (TDA 2024 Rule 43-A), more than seat 1's 1000, so the only raise is
    # all-in to 1000 (table stakes); seat 1 owes 600 - 5 = 595.
    args = ["--blinds", "5,10", "--stacks", "1000,1000,1000"]
    last = rulings(*args, lines=["r 600", "x"], cwd=tmp_path)[-1]
    assert last["explanation"] == (
        "Seat 1 may not check facing a bet: 595 to call. They may fold, call 595 or raise to 1000."
    )


def table_json(*args: str, lines: list[str], cwd: Path) -> list[dict[str, Any]]:
    """Every object a piped `floorcli table --json` prints, in order."""
    result = inproc.run(
        "table",
        *args,
        "--json",
        "--save",
        "s.yaml",
        stdin="\n".join(lines) + "\n",
        cwd=cwd,
        env={**os.environ, "COLUMNS": "80", "NO_COLOR": "1"},
    )
    assert result.returncode == 0, result.stderr
    return [json.loads(row) for row in result.stdout.splitlines()]


RAZZ = ["--rules", "razz", "--set", "small_bet=10", "--set", "big_bet=20"]
RAZZ += ["--stacks", "1000,1000,1000", "--upcards", "1:Kh,2:3c,3:9d"]
# Razz: the highest upcard brings in (Robert's Rules of Poker, Razz): seat 1's king; seats 2
# and 3 call, seat 1 checks, and fourth street waits for its upcards.
THIRD = ["c", "c", "x"]


def test_a_stud_street_dealt_twice_is_refused_not_dropped(tmp_path: Path) -> None:
    # Fourth street 1:Qh 2:4c 3:Td: seat 2 shows 3-4, the lowest (razz: the low hand showing
    # acts first, Robert's Rules of Poker v5, Razz), so seat 2 acts. The same street typed
    # again with other cards would silently keep the first ones; it is refused with the reason.
    out = table_json(
        *RAZZ, lines=[*THIRD, "fourth 1:Qh 2:4c 3:Td", "fourth 1:Qh 2:3c 3:Td", "b"], cwd=tmp_path
    )
    assert {
        "hint": "fourth street is already dealt: its upcards cannot be written again "
        "('help' shows what to type)"
    } in out
    actions, notes = (tmp_path / "s.yaml").read_text().split("notes:")
    assert actions.count("- fourth ") == 1 and "- fourth 1:Qh 2:4c 3:Td" in actions
    assert "- fourth 1:Qh 2:3c 3:Td" in notes  # kept, as every typed line is
    assert "- 2 bet 10" in actions  # seat 2 (3-4 showing) bet the small bet, 10


def test_a_card_already_showing_is_refused_as_an_upcard(tmp_path: Path) -> None:
    # One deck: seat 1's third-street Kh cannot be its (or anyone's) fourth-street card too;
    # nor can one card go to two seats on the same street.
    out = table_json(
        *RAZZ,
        lines=[*THIRD, "fourth 1:Kh 2:4c 3:Td", "fourth 1:Qh 2:4c 3:4c"],
        cwd=tmp_path,
    )
    hints = [str(o["hint"]) for o in out if "hint" in o]
    assert any("Kh for seat 1 is already showing on seat 1" in h for h in hints)
    assert any("4c for seat 3 is already showing on seat 2" in h for h in hints)
    actions = (tmp_path / "s.yaml").read_text().split("notes:")[0]
    assert "- fourth" not in actions


def test_a_misspelt_verb_for_a_seat_not_dealt_in_names_the_seats_not_an_action(
    tmp_path: Path,
) -> None:
    # Three seats: '4 cal' must not be answered "write '4 call'" (an action for nobody); it
    # is answered as '4 call' itself is, with the seats dealt in.
    args = ["--blinds", "5,10", "--stacks", "1000,1000,1000"]
    out = table_json(*args, lines=["4 cal", "seat 4 cal", "3 cal"], cwd=tmp_path)
    hints = [str(o["hint"]) for o in out if "hint" in o]
    assert hints[0].startswith("'4 cal': no seat 4 in this hand; the seats dealt in are 1, 2, 3")
    assert hints[1].startswith("'seat 4 cal': no seat 4 in this hand")
    assert "write '3 call'" in hints[2]  # seat 3 is dealt in: the nearest form stays


def test_a_bare_bet_with_an_open_pair_on_fourth_street_asks_which_size(tmp_path: Path) -> None:
    # Stud 10/20: an open pair on fourth street lets a player bet the small bet, 10, or the
    # big bet, 20 (Robert's Rules of Poker v5, Seven-Card Stud; open_pair_big_bet). Seat 1
    # shows Kh Kd. A bare 'b' has two sizes: it is not taken as 20 silently; 'b 10' is.
    args = ["--rules", "stud", "--set", "small_bet=10", "--set", "big_bet=20"]
    args += ["--set", "bring_in=5", "--stacks", "1000,1000,1000", "--upcards", "1:Kh,2:3c,3:9d"]
    lines = ["c", "c", "fourth 1:Kd 2:4c 3:Td", "b", "b 10", "r"]  # seat 2 brought in 5
    out = table_json(*args, lines=lines, cwd=tmp_path)
    hints = [str(o["hint"]) for o in out if "hint" in o]
    assert hints[0].startswith("'b': Seat 1 may bet 10 or 20 here; type 'b 10' or 'b 20'")
    # facing the small bet of 10: a raise of one small bet to 20, or of the big bet to 30
    assert hints[1].startswith("'r': Seat 2 may raise to 20 or 30 here")
    actions = (tmp_path / "s.yaml").read_text().split("notes:")[0]
    assert "- 1 bet 10" in actions and "bet 20" not in actions


def test_a_later_stud_street_typed_while_fourth_waits_says_to_deal_fourth(tmp_path: Path) -> None:
    # Razz: seats 2 and 3 call the bring-in of 10 and seat 1 checks: third street is over and
    # fourth waits for its upcards (no betting round is open, nobody is to act). 'fifth ...'
    # is refused with what to type, not "the fourth betting is not over (the round is open)".
    out = table_json(*RAZZ, lines=[*THIRD, "fifth 1:2h 2:5c 3:6d"], cwd=tmp_path)
    hint = [str(o["hint"]) for o in out if "hint" in o][-1]
    assert hint.startswith(
        "the fifth street cannot be dealt yet; deal fourth street: type its upcards, one for "
        "each seat still in (1, 2, 3)"
    )
    assert "betting is not over" not in hint


def missed_blinds_session(back_at_hand_4: bool, cwd: Path) -> str:
    """cash-nlhe 5/10, six players, button seat 1; Eve (seat 5) steps away in hand 1 and the
    hands are folded to the big blind. Hand 3's big blind passes her (a missed big blind);
    hand 4's small blind, hers after the big blind, goes by too. She says 'back' right after
    hand 4 is dealt (it is dealt again; she may not come in between the button and the
    blinds) or during hand 4."""
    folds = ["f"] * 5
    lines = ["away 5", *folds, "next", *folds, "next", *folds, "next"]
    lines += ["back 5", *folds[:4]] if back_at_hand_4 else [*folds[:1], "back 5", *folds[1:4]]
    lines += ["next"]
    args = ["--rules", "cash-nlhe", "--blinds", "5,10", "--button", "1", "--save", "m.yaml"]
    seats = "1:Ann:1000,2:Bob:1000,3:Cy:1000,4:Dan:1000,5:Eve:1000,6:Fay:1000"
    cwd.mkdir()
    result = inproc.run(
        "table",
        *args,
        "--seats",
        seats,
        stdin="\n".join(lines) + "\n",
        cwd=cwd,
        env={**os.environ, "COLUMNS": "200", "NO_COLOR": "1"},
    )
    assert result.returncode == 0, result.stderr
    return next(row for row in result.stdout.splitlines() if row.startswith("Hand 5:"))


def test_the_missed_blinds_do_not_hang_on_when_back_was_said(tmp_path: Path) -> None:
    # WSOP 2026 Live Action Rule 160: a player who misses blinds posts all the blinds missed,
    # only the big blind live (cash-nlhe: missed_blinds big-live-small-dead, Robert's Rules
    # Section 4). Eve missed hand 3's big blind and hand 4's small blind either way, so at
    # hand 5 she posts 10 live and 5 dead, 15 in all, whenever 'back' was typed in hand 4.
    during = missed_blinds_session(False, tmp_path / "during")
    at_deal = missed_blinds_session(True, tmp_path / "deal")
    assert during.endswith("big blind 10; 5 post 10, 5 post 5 dead")
    assert at_deal.endswith("big blind 10; 5 post 10, 5 post 5 dead")
