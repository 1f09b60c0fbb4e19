"""`floorcli table` over a whole session: awards, `next`, players coming and going, undo across
hands, and the session file that `replay` reads hand by hand and `blinds` checks.

Every expected number is worked out in a comment from the rule it rests on.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
from pathlib import Path

import pytest

from floorcli.answers.pots import pots_of
from floorcli.errors import FloorError
from floorcli.sessions.file import load_session
from floorcli.sessions.plan import plan_hands
from floorcli.table.dealer import dealer_for
from floorcli.table.hand import hand_from_flags, start_table
from floorcli.table.planner import Planner
from floorcli.table.session import LiveSession, Reply
from tests import inproc

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
SESSIONS = sorted((Path(__file__).resolve().parent / "sessions").glob("*.yaml")) + sorted(
    (EXAMPLES / "sessions").glob("*.yaml")
)
# Ann, Bob, Cat (short) and Dan; blinds 5/10, button on Dan: Ann posts the small blind, Bob the
# big blind, Cat acts first (SPEC section 2: blinds are posted clockwise left of the button).
SEATS = "1:Ann:1000,2:Bob:1000,3:Cat:300,4:Dan:1000"
FLAGS = ["--rules", "cash-nlhe", "--blinds", "5,10", "--seats", SEATS, "--button", "4"]


def begin(seats: str = SEATS, rules: str = "cash-nlhe", button: int = 4) -> LiveSession:
    data = hand_from_flags(
        rules=rules, blinds="5,10", ante=None, button=button, stacks=None, seats=seats
    )
    return LiveSession.begin(start_table(data, file="flags").table)


def type_line(live: LiveSession, line: str) -> Reply:
    """What the table loop does with a line: the one entry, `floorcli.table.dealer`."""
    return dealer_for(live).line(line)


def play(live: LiveSession, *lines: str) -> LiveSession:
    for line in lines:
        step = type_line(live, line)
        assert not step.hint, f"{line}: {step.hint}"
        assert step.outcome is None or step.outcome.stood, line
        live = step.live
    return live


def stacks(live: LiveSession) -> dict[int, int]:
    """Each seat's stack at the start of the hand being played."""
    return {p.seat: p.starting_stack for p in live.table.initial.players}


# Hand 1: Cat is all-in for 300 and Dan calls; Ann and Bob fold their blinds.
HAND_1 = ("3 allin", "4 call", "1 fold", "2 fold")


def test_the_winner_takes_the_pot_and_a_player_with_nothing_busts() -> None:
    live = play(begin(), *HAND_1, "4 wins", "next")
    # The pot: Cat 300 + Dan 300 + Ann's small blind 5 + Bob's big blind 10 = 615, to Dan.
    # Stack = start - put in + won: Ann 1000 - 5 = 995, Bob 1000 - 10 = 990,
    # Dan 1000 - 300 + 615 = 1315, Cat 300 - 300 = 0: Cat busts and leaves.
    assert live.number == 2
    assert stacks(live) == {1: 995, 2: 990, 4: 1315}
    assert sum(stacks(live).values()) + 15 - 15 == 1000 + 1000 + 300 + 1000


def test_a_hand_won_by_the_last_player_left_needs_no_award() -> None:
    live = play(begin(), "3 fold", "4 fold", "1 fold", "next")
    # Everyone folds to Bob's big blind: Bob takes Ann's 5 back with his own 10,
    # 1000 - 10 + 15 = 1005; Ann 1000 - 5 = 995.
    assert stacks(live) == {1: 995, 2: 1005, 3: 300, 4: 1000}


def test_next_before_the_hand_is_over_or_awarded_is_refused() -> None:
    live = begin()
    step = live.next_hand()
    assert "the hand is not over: Cat (seat 3) is to act" in step.hint
    assert step.live.number == 1 and step.live.table.state == live.table.state
    live = play(live, *HAND_1)
    step = live.next_hand()
    assert step.hint.startswith("award the main pot of 615 first (seats 3, 4)")
    assert step.live.number == 1


def test_a_split_pot_gives_the_odd_chip_left_of_the_button() -> None:
    live = begin(seats="1:Ann:1000,2:Bob:1000,3:Cat:1000", button=3)
    live = play(live, "3 call", "1 fold", "2 check", *["2 check", "3 check"] * 3)
    # The pot: Ann's small blind 5 + Bob 10 + Cat 10 = 25, split by Bob and Cat.  The odd
    # chip is broken into the smallest chip in play (TDA 2024 Rule 20), the smallest chip
    # used to make the blinds (WSOP 2026 Live Action Rule 152; Rule 134: "two $5 chips are
    # used to make the big blind" at $5-$10): 25 = 5 chips of 5, 2 each and the odd one to the
    # first winner left of the button (seat 3; seat 1 folded): Bob 15, Cat 10, not 13/12.
    step = type_line(live, "split 2 3")
    assert step.said[0] == (
        "the main pot of 25 is split: Seat 2 (Bob) 15, Seat 3 (Cat) 10; the odd chip of 5 to "
        "Seat 2 (Bob), the first seat left of the button (TDA 2024 Rule 20-A) (stacks "
        "Seat 2 (Bob) 1,005, Seat 3 (Cat) 1,000)."
    )
    live = play(step.live, "next")
    # Bob 1000 - 10 + 15 = 1005, Cat 1000 - 10 + 10 = 1000, Ann 1000 - 5 = 995.
    assert stacks(live) == {1: 995, 2: 1005, 3: 1000}


SIDE = "1:Ann:1000,2:Bob:1000,3:Cat:100"


def side_pot_hand() -> LiveSession:
    # Button 3: Ann small blind 5, Bob big blind 10, Cat first: all-in for 100; Ann calls
    # 100, Bob raises to 300, Ann calls; they check it down.  Main pot 3 x 100 = 300
    # (seats 1, 2, 3); side pot 2 x 200 = 400 (seats 1, 2) (SPEC section 2: live chips are
    # layered into side pots by each all-in player's total).
    live = play(begin(seats=SIDE, button=3), "3 allin", "1 call", "2 raise 300", "1 call")
    live = play(live, *["1 check", "2 check"] * 3)
    assert [(p.amount, p.eligible) for p in pots_of(live.table.state)] == [
        (300, (1, 2, 3)),
        (400, (1, 2)),
    ]
    return live


def test_a_winner_named_for_a_pot_they_cannot_win_is_refused() -> None:
    live = side_pot_hand()
    step = type_line(live, "3 wins side")
    assert step.hint == (
        "Seat 3 (Cat) is not eligible for that pot left to award: side pot 400 (seats 1, 2); name a "
        "seat eligible for it ('help' shows what to type)"
    )
    assert step.live.awards == ()
    step = type_line(live, "3 wins")
    assert step.said == (
        "Seat 3 (Cat) wins the main pot of 300 (stack 300).",  # 100 - 100 + 300
        "Still to award: side pot 400, to Seat 1 (Ann) or Seat 2 (Bob).",
    )
    live = play(step.live, "1 wins", "next")
    # Ann 1000 - 300 + 400 = 1100, Bob 1000 - 300 = 700, Cat 100 - 100 + 300 = 300.
    assert stacks(live) == {1: 1100, 2: 700, 3: 300}


def test_mistyped_award_lines_change_nothing() -> None:
    live = side_pot_hand()
    for line, hint in [
        ("7 wins", "'7' is not a seat at this table"),
        ("Cta wins", "'Cta' is not a seat"),
        ("split 3", "write the seats that split, e.g. 'split 3 5'"),
        ("3 wins side 9", "'side 9' is not a pot of this hand"),
    ]:
        step = type_line(live, line)
        assert hint in step.hint, (line, step.hint)
        assert step.live.awards == () and step.live.table.state == live.table.state


def test_undo_right_after_next_goes_back_to_the_end_of_the_hand() -> None:
    ended = play(begin(), *HAND_1, "4 wins")
    live = play(ended, "next")
    step = live.undo()
    assert step.said[0].startswith("undone: next; back to the end of hand 1")
    back = step.live
    assert back.number == 1 and back.table.state == ended.table.state
    assert back.awards == ended.awards and len(back.played) == 0
    # a second undo takes back the award, a third Bob's fold
    back = play(back, "undo")
    assert back.awards == ()
    back = play(back, "undo")
    assert back.table.state.to_act is not None and back.table.state.to_act.seat == 2
    # the lines typed are all kept in the hand's log
    assert back.table.log[-3:] == ("undo", "undo", "undo")


def test_join_and_leave_right_after_next_deal_the_hand_again() -> None:
    live = play(begin(), *HAND_1, "4 wins", "next")
    # Cat busted; Eve takes her seat before any action of hand 2.
    step = type_line(live, "join 3 Eve 500")
    assert step.said[0] == "Eve joins at seat 3 with 500; hand 2 dealt again."
    live = step.live
    assert stacks(live) == {1: 995, 2: 990, 3: 500, 4: 1315}
    # undo deals hand 2 again without her
    assert stacks(play(live, "undo")) == {1: 995, 2: 990, 4: 1315}
    # during a hand a change waits for the next one
    live = play(live, "4 fold")
    step = type_line(live, "leave Ann")
    assert step.said == ("Ann (seat 1) leaves before the next hand.",)
    assert 1 in stacks(step.live)


def test_once_the_hand_is_awarded_a_new_player_may_take_a_busted_seat() -> None:
    live = play(begin(), *HAND_1, "4 wins", "join 3 Eve 500", "next")
    assert stacks(live) == {1: 995, 2: 990, 3: 500, 4: 1315}


def test_a_rebuy_before_next_keeps_a_busted_player_in() -> None:
    # Cat lost her 300; a rebuy of 300 before `next` gives her 0 + 300 = 300: she stays.
    live = play(begin(), *HAND_1, "4 wins", "rebuy Cat 300", "next")
    assert stacks(live) == {1: 995, 2: 990, 3: 300, 4: 1315}


def test_rebuy_adds_to_the_next_stack() -> None:
    live = play(begin(), "3 fold", "rebuy Cat 200", "4 fold", "1 fold", "next")
    # Cat folded without putting anything in: 300 + 200 = 500.
    assert stacks(live)[3] == 500


@pytest.mark.parametrize(
    ("line", "hint"),
    [
        ("join 2 Zed 100", "seat 2 is taken by Bob"),
        ("join 5 Bob 100", "Bob is already seated at seat 2"),
        ("join 5 Zed", "write join SEAT NAME STACK"),
        ("join 5 Zed 0", "'0' is not a number of chips"),
        ("leave Bbo", "'Bbo' is not seated (did you mean 'Bob'?)"),
        ("leave 7", "'7' is not seated"),
        ("back 2", "Bob (seat 2) is not away; 'away 2' first"),
        ("rebuy 2 x", "'x' is not a number of chips"),
        ("away", "write away SEAT or NAME"),
    ],
)
def test_bad_event_lines_get_a_hint_and_change_nothing(line: str, hint: str) -> None:
    live = play(begin(), "3 fold")
    step = type_line(live, line)
    assert hint in step.hint
    assert step.live.pending == () and step.live.table.state == live.table.state


def test_stepping_the_planner_gives_the_plans_of_floorcli_blinds() -> None:
    """The live table deals each hand with `Planner`: it must agree with `plan_hands`."""
    checked = 0
    for path in SESSIONS:
        try:
            session = load_session(path)
            plans = plan_hands(session)
        except FloorError:  # a file that is bad on purpose
            continue
        by_hand: dict[int, list[object]] = {}
        for event in session.events:
            by_hand.setdefault(event.after, []).append(event)
        results = {r.hand: r for r in session.results}
        planner = Planner.start(session)
        for plan in plans:
            got, planner = planner.deal(by_hand.get(plan.hand - 1, []))  # type: ignore[arg-type]
            planner = planner.judged(got, results.get(plan.hand))
            # the places of a hand's busts come with the events after it (the table says
            # them at `next`, `floorcli.table.deal.bust_words`)
            assert got == dataclasses.replace(plan, busts=()), (path.name, plan.hand)
        checked += 1
    assert checked >= 6


# ---------------------------------------------------------------- the command


def run(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return inproc.run(*args, cwd=cwd, stdin=stdin)  # in this process: tests/inproc.py


SESSION_LINES = [
    *HAND_1,
    "4 wins",
    "next",  # hand 2: Cat busts
    "join 3 Eve 500",
    "4 fold",
    "1 fold",
    "2 fold",
    "next",  # hand 3
    "away Bob",
    "3 fold",
    "4 fold",
    "next",  # hand 4
    "back Bob",
    "3 fold",
    "4 fold",
    "1 fold",
    "save night.yaml",
]


def test_a_played_session_saves_one_file_replayed_hand_by_hand(tmp_path: Path) -> None:
    result = run("table", *FLAGS, cwd=tmp_path, stdin="\n".join(SESSION_LINES) + "\n")
    assert result.returncode == 0, result.stderr
    assert "Cat (seat 3) busts and leaves." in result.stdout  # as the table names players
    assert " lines of 4 hands to night.yaml (floorcli replay night.yaml)" in result.stdout
    replayed = run("replay", "night.yaml", "--json", cwd=tmp_path)
    assert replayed.returncode == 0, replayed.stderr
    hands = json.loads(replayed.stdout)
    assert [h["hand"] for h in hands] == [1, 2, 3, 4]
    inputs = [[r["input"] for r in h["rulings"] if " post " not in r["input"]] for h in hands]
    assert inputs == [
        list(HAND_1),
        ["4 fold", "1 fold", "2 fold"],
        ["3 fold", "4 fold"],
        ["3 fold", "4 fold", "1 fold"],
    ]
    assert all({"rulings", "final", "forced", "rules"} <= set(h) for h in hands)
    text = run("replay", "night.yaml", cwd=tmp_path)
    assert text.stdout.count("== night.yaml hand ") == 4
    checked = run("blinds", "night.yaml", cwd=tmp_path)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    assert "4 of 4 recorded hands agree" in checked.stdout
    report = json.loads(run("blinds", "night.yaml", "--json", cwd=tmp_path).stdout)
    assert [c["agrees"] for c in report["checks"]] == [True] * 4
    # ask answers for the last hand: it ended with Bob alone, so nobody is to act
    asked = json.loads(run("ask", "night.yaml", "--json", cwd=tmp_path).stdout)
    assert (asked["street"], asked["to_act"]) == ("complete", None)


def test_blinds_says_which_recorded_hand_does_not_agree(tmp_path: Path) -> None:
    run("table", *FLAGS, cwd=tmp_path, stdin="\n".join(SESSION_LINES) + "\n")
    text = (tmp_path / "night.yaml").read_text(encoding="utf-8")
    # hand 2's button moves to Ann (seat 1) under the moving button (seed 002, Moving button)
    hand_2 = text.index("- button: 1")
    (tmp_path / "night.yaml").write_text(
        text[:hand_2] + "- button: 2" + text[hand_2 + len("- button: 1") :], encoding="utf-8"
    )
    checked = run("blinds", "night.yaml", cwd=tmp_path)
    assert checked.returncode == 1
    assert "hand 2: DOES NOT AGREE: button: recorded 2, the session gives 1" in checked.stdout


def test_a_session_resumes_from_its_journal_with_every_hand(tmp_path: Path) -> None:
    # hand 2: Cat has busted; the button moves to Ann, Bob posts the small blind and Dan
    # the big blind (seed 002, Moving button), so Ann acts first
    lines = [*HAND_1, "4 wins", "next", "1 fold"]
    journal = tmp_path / "night.yaml.journal"
    head = {
        "journal": "floorcli table journal",
        "version": 1,
        "hand": "rules: cash-nlhe\nblinds: [5, 10]\nbutton: 4\nseats:\n  1: {name: Ann, stack: "
        "1000}\n  2: {name: Bob, stack: 1000}\n  3: {name: Cat, stack: 300}\n  4: {name: Dan, "
        "stack: 1000}\n",
        "file": "the command line",
        "base": None,
        "target": str(tmp_path / "night.yaml"),
    }
    journal.write_text(
        "\n".join(json.dumps(x) for x in [head, *lines]) + "\n", encoding="utf-8"
    )  # as a table killed after these lines leaves it
    result = run("table", "--resume", str(journal), cwd=tmp_path, stdin="2 fold\n")
    assert result.returncode == 0, result.stderr
    assert "resumed the unfinished session: 7 typed lines again" in result.stdout
    replayed = json.loads(run("replay", "night.yaml", "--json", cwd=tmp_path).stdout)
    assert [[r["input"] for r in h["rulings"]] for h in replayed] == [
        list(HAND_1),
        ["1 fold", "2 fold"],
    ]


def test_a_one_hand_save_is_still_a_hand_file(tmp_path: Path) -> None:
    result = run("table", *FLAGS, "--save", "one.yaml", cwd=tmp_path, stdin="3 fold\n")
    assert result.returncode == 0, result.stderr
    text = (tmp_path / "one.yaml").read_text(encoding="utf-8")
    assert "hands:" not in text and "actions:\n- 3 fold" in text


def test_next_on_a_game_without_blinds_waits_for_the_end_of_the_hand(tmp_path: Path) -> None:
    # a stud game goes on to another hand (tests/test_table_stud_session.py), but only once this
    # one is over: razz, seat 1's king brings in, seat 2 is to act
    result = run(
        "table",
        *["--rules", "razz", "--set", "small_bet=10", "--set", "big_bet=20"],
        *["--stacks", "100,100", "--upcards", "1:Kh,2:3c"],
        cwd=tmp_path,
        stdin="next\n",
    )
    assert "? the hand is not over: Seat 2 is to act" in result.stdout


def test_a_kill_game_puts_the_kill_on_from_the_award(tmp_path: Path) -> None:
    # Limit 20/40, blinds 10/20, button 3: seat 3 raises to 40, both blinds call; checked
    # down, seat 3 wins 3 x 40 = 120, over kill_pot_over 50, so the next hand is a full
    # kill: seat 3 posts a kill blind of 2 x 20 = 40 (Wikipedia: Betting in poker (older
    # revision), Kill game); its big blind of 20 counts toward it, so it adds 20.
    checks = ["1 check", "2 check", "3 check"]
    lines = ["3 raise 40", "1 call", "2 call", *checks * 3, "3 wins", "next", "save k.yaml"]
    flags = ["--rules", "limit-holdem", "--set", "kill_pot_over=50", "--set", "small_bet=20"]
    flags += ["--set", "big_bet=40", "--blinds", "10,20", "--stacks", "1000,1000,1000"]
    result = run("table", *flags, "--button", "3", cwd=tmp_path, stdin="\n".join(lines) + "\n")
    out = " ".join(result.stdout.split())  # lines wrapped at 80 columns read as one
    assert "forced bets: seat 2 small blind 10, seat 3 big blind 20, seat 3 kill blind 20" in out
    text = (tmp_path / "k.yaml").read_text(encoding="utf-8")
    assert "won: {player: seat3, pot: 120}" in text
    assert run("blinds", "k.yaml", cwd=tmp_path).returncode == 0
    (tmp_path / "k.yaml").write_text(text.replace("pot: 120", "pot: 40"), encoding="utf-8")
    checked = run("blinds", "k.yaml", cwd=tmp_path)
    assert checked.returncode == 1
    assert (
        "hand 2: DOES NOT AGREE: kill: recorded {seat: 3, kind: full}, the session gives none"
        in (checked.stdout)
    )


def test_leave_rebuy_and_bad_lines_at_the_command(tmp_path: Path) -> None:
    lines = [
        "3 fold",
        "leave Bbo",  # did-you-mean, nothing changes
        "rebuy 2 lots",  # not an amount, nothing changes
        "leave Ann",  # waits for the end of the hand
        "rebuy Bob 500",
        "4 fold",
        "1 fold",  # Bob wins the blinds: 1000 - 10 + 15 = 1005, + 500 = 1505
        "next",
        "save s.yaml",
    ]
    result = run("table", *FLAGS, cwd=tmp_path, stdin="\n".join(lines) + "\n")
    assert result.returncode == 0, result.stderr
    out = result.stdout
    assert "? 'Bbo' is not seated (did you mean 'Bob'?)" in out
    assert "? 'lots' is not a number of chips; write rebuy SEAT or NAME AMOUNT" in out
    assert "Ann (seat 1) leaves before the next hand." in out
    assert "Bob (seat 2) rebuys 500 before the next hand." in out
    hands = json.loads(run("replay", "s.yaml", "--json", cwd=tmp_path).stdout)
    assert len(hands) == 2
    text = (tmp_path / "s.yaml").read_text(encoding="utf-8")
    # hand 2: Ann has left; Bob 1505, Cat 300, Dan 1000
    assert "1:\n    leave: [Ann]" in text
    assert "2: {name: Bob, stack: 1505}" in text and "1: {name: Ann" not in text.split("- ")[-1]
    # every line typed is in the file: the refused ones and the rebuy among hand 1's notes
    assert "notes: [leave Bbo, rebuy 2 lots, rebuy Bob 500]" in text, text


def test_replay_explain_and_json_lines_of_a_session(tmp_path: Path) -> None:
    lines = [*HAND_1, "4 wins", "next", "1 fold", "2 fold"]
    result = run(
        "table", *FLAGS, "--json", "--save", "s.yaml", cwd=tmp_path, stdin="\n".join(lines)
    )
    rows = [json.loads(line) for line in result.stdout.splitlines()]
    # Dan: 1000 - 300 + 615 = 1315 as soon as the pot is pushed
    won = "Seat 4 (Dan) wins the main pot of 615 (stack 1,315)."
    assert {"message": won} in rows
    assert {"message": "Seat 3 (Cat) busts and leaves."} in rows
    last = rows[-2]
    assert last["input"] == "2 fold" and last["state"]["street"] == "complete"
    explained = run("replay", "s.yaml", "--explain", cwd=tmp_path)
    assert explained.returncode == 0
    assert "Rulings: s.yaml hand 1" in explained.stdout
    assert "Rulings: s.yaml hand 2" in explained.stdout


def test_new_hand_and_next_with_the_winner_at_the_command(tmp_path: Path) -> None:
    lines = [*HAND_1, "next 4 wins", "1 fold", "2 fold", "new hand", "hand"]
    result = run("table", *FLAGS, "--save", "s.yaml", cwd=tmp_path, stdin="\n".join(lines))
    assert result.returncode == 0, result.stderr
    assert "Dan (seat 4) wins the main pot of 615 (stack 1,315)." in result.stdout
    assert "Hand 2: button Ann (seat 1)" in result.stdout
    # hand 2 ended with Dan alone (the big blind): 'new hand' needs no award
    assert "Hand 3: button Bob (seat 2)" in result.stdout
    hands = json.loads(run("replay", "s.yaml", "--json", cwd=tmp_path).stdout)
    assert len(hands) == 3


def test_undo_after_a_change_deals_the_hand_as_it_was() -> None:
    live = play(begin(), *HAND_1, "4 wins", "next", "join 3 Eve 500")
    step = live.undo()
    assert step.said[0] == "undone: join 3 Eve 500; hand 2 as it was dealt before"
    assert stacks(step.live) == {1: 995, 2: 990, 4: 1315}
    # and the undone line is kept, as a note of hand 2
    assert step.live.table.log == ("join 3 Eve 500", "undo")


def test_a_long_random_session_keeps_every_chip_and_blinds_agrees(tmp_path: Path) -> None:
    """Sixty hands of random legal play, awards, players joining and leaving: the chips at
    the start of every hand are the chips bought in (SPEC section 2: chips are only moved,
    never made), and `floorcli blinds` agrees with every hand the table dealt."""
    import random

    from floorcli.answers.hand import ask_report
    from floorcli.table.savefile import session_file_text

    rng = random.Random(13)
    live = begin(seats="1:Ann:300,2:Bob:300,3:Cat:300,4:Dan:300,5:Eve:300", button=5)
    bought = 1500
    joined = hands = 0
    for _ in range(60):
        while not live.table.is_over:
            report = ask_report(live.table.state)
            verb = rng.choice(report["legal"])
            amount = f" {report['min_raise_to']}" if verb in ("bet", "raise") else ""
            live = play(live, f"{report['to_act']} {verb}{amount}")
        while True:
            from floorcli.table.awards import pots_left

            left = pots_left(live.table.state, live.awards)
            if not left:
                break
            eligible = list(left[0][1].eligible)
            winners = rng.sample(eligible, k=rng.choice([1, 1, 2]) if len(eligible) > 1 else 1)
            line = f"{winners[0]} wins" if len(winners) == 1 else f"split {winners[0]} {winners[1]}"
            live = play(live, line)
        assert live.planner is not None
        seated = {p.seat for p in live.table.state.players} | set(live.planner.table)
        empty = [s for s in range(1, 8) if s not in seated]
        if empty and rng.random() < 0.3:
            joined += 1
            live = play(live, f"join {empty[0]} P{joined} 200")
            bought += 200
        step = live.next_hand()
        if step.hint:  # one player left with every chip
            assert "cannot be dealt" in step.hint
            break
        live = step.live
        hands += 1
        assert sum(p.starting_stack for p in live.table.initial.players) + _away(live) == bought
    assert hands >= 20 and joined >= 3
    (tmp_path / "random.yaml").write_text(session_file_text(live), encoding="utf-8")
    checked = run("blinds", "random.yaml", cwd=tmp_path)
    assert checked.returncode == 0, checked.stdout[-2000:] + checked.stderr
    assert run("replay", "random.yaml", "--json", cwd=tmp_path).returncode in (0, 1)


def _away(live: LiveSession) -> int:
    """Chips of players seated but not dealt in this hand (away, or waiting to come in)."""
    assert live.planner is not None
    dealt = {p.seat for p in live.table.initial.players}
    return sum(h.player.stack for s, h in live.planner.table.items() if s not in dealt)
