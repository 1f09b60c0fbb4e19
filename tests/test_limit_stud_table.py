"""Fixed limit and stud at dealer speed: a bare `b`/`r` is the one legal size, a limit table
starts from its blinds alone, the greeting names the bets (a stud greeting no button), and a
stud street waiting for its cards says what to type, never proposing an action.

Fixed limit 5/10: the small bet is the big blind, 10, and the big bet twice that, 20 (Hold'em
betting rules, Betting Limits: "the big blind is the size of a small bet"; Wikipedia: Betting in
poker, Fixed limit: the bets double on the turn and river); a raise is one bet over the bet.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

import pexpect
import pytest

from floorcli.answers.hand import ask_report
from floorcli.cli.live.status import greeting, status_line
from floorcli.table.hand import hand_from_flags, hand_yaml, start_table
from floorcli.table.session import LiveSession
from floorcli.table.streets import street_to_deal
from floorcli.textio.yamlsrc import LineDict, load_yaml


def begin(data: LineDict) -> LiveSession:
    """The session as `floorcli table` starts it from flags (the hand written as YAML)."""
    loaded = load_yaml(hand_yaml(data), "flags")
    assert isinstance(loaded, LineDict)
    return LiveSession.begin(start_table(loaded, file="flags").table)


def limit_table(*settings: str, blinds: str = "5,10") -> LiveSession:
    data = hand_from_flags(
        rules="limit-holdem",
        blinds=blinds,
        ante=None,
        button=3,
        stacks="200,200,200",
        seats=None,
        settings=settings,
    )
    return begin(data)


def play(live: LiveSession, *lines: str) -> LiveSession:
    for line in lines:
        reply = live.enter(line)
        assert reply.outcome is not None and reply.outcome.stood, (line, reply.outcome)
        live = reply.live
    return live


def typed_as(live: LiveSession) -> list[str]:
    return [s.text for s in live.table.steps]


def test_a_limit_table_takes_its_bets_from_the_blinds() -> None:
    rules = limit_table().table.hand.rules
    assert (rules.small_bet, rules.big_bet) == (10, 20)  # 5/10: small bet 10, big bet 2 x 10


def test_a_size_set_on_the_command_line_wins() -> None:
    rules = limit_table("big_bet=30").table.hand.rules
    assert (rules.small_bet, rules.big_bet) == (10, 30)
    # --set small_bet=20 alone: the big bet is twice the small bet given, 40
    rules = limit_table("small_bet=20").table.hand.rules
    assert (rules.small_bet, rules.big_bet) == (20, 40)


def test_a_limit_table_in_cents_takes_its_bets_from_the_blinds() -> None:
    rules = limit_table(blinds="0.25,0.50").table.hand.rules
    # 0.25/0.50: small bet 0.50 and big bet 1.00, counted in cents
    assert (rules.decimals, rules.small_bet, rules.big_bet) == (2, 50, 100)


def test_a_bare_bet_or_raise_is_the_one_size() -> None:
    # Button 3: seat 1 small blind 5, seat 2 big blind 10; seat 3 acts first.
    # Preflop: 3 raises one small bet over 10, to 20; 1 re-raises to 30; 2 and 3 call 30.
    # Flop (small bet): 1 bets 10, 2 raises to 20.  Turn (big bet): a bet of 20.
    live = play(limit_table(), "r", "r", "c", "c", "b", "r", "c", "c")
    live = play(live, "b")
    assert typed_as(live) == [
        "3 raise 20",
        "1 raise 30",
        "2 call",
        "3 call",
        "1 bet 10",
        "2 raise 20",
        "3 call",
        "1 call",
        "1 bet 20",
    ]
    assert all(r.verdict.value == "ok" for r in live.table.rulings)


def test_a_bare_all_in_is_the_one_size_for_a_deep_stack() -> None:
    # Seat 2 has 25: the big blind of 10 and 15 behind.  3 'a' with 200: no raise is larger
    # than one bet, so it is the raise to 20; 1 'a' likewise to 30; seat 2 'a' is all-in for
    # 25, a call of less (table stakes).
    data = hand_from_flags(
        rules="limit-holdem",
        blinds="5,10",
        ante=None,
        button=3,
        stacks="200,25,200",
        seats=None,
    )
    live = play(begin(data), "a", "a", "a")
    assert typed_as(live) == ["3 raise 20", "1 raise 30", "2 allin"]
    assert all(r.verdict.value == "ok" for r in live.table.rulings)


def test_a_bare_raise_for_a_player_not_to_act_proposes_no_action() -> None:
    reply = limit_table().enter("1 r")  # seat 3 is to act
    assert reply.outcome is not None
    hint = reply.outcome.hint
    assert "the one size of the player to act (Seat 3)" in hint
    assert "1 raise" not in hint  # no action proposed for seat 1


def test_no_bet_or_raise_left_is_said_not_sized() -> None:
    # A bet and three raises (raise_cap: 3): 3 raises to 20, 1 to 30, 2 caps it at 40; seat 3
    # may only fold or call, so a bare 'r' says so.
    live = play(limit_table(), "r", "r", "r")
    reply = live.enter("r")
    assert reply.outcome is not None
    assert reply.outcome.hint == "'r': Seat 3 may not bet or raise now (fold, call)"


def test_the_greeting_names_the_limit_bets() -> None:
    words = greeting(limit_table().table)
    assert words.startswith(
        "limit-holdem fixed-limit 5/10, small bet 10, big bet 20, button seat 3."
    )


def stud_table() -> LiveSession:
    data = hand_from_flags(
        rules="stud",
        blinds=None,
        ante=None,
        button=None,
        stacks="200,200,200",
        seats=None,
        settings=("small_bet=10", "big_bet=20", "ante=1", "bring_in=5"),
        upcards="1:Kh,2:3c,3:9d",
    )
    return begin(data)


def test_a_stud_greeting_names_no_button() -> None:
    words = greeting(stud_table().table)
    assert words.startswith("stud fixed-limit, small bet 10, big bet 20, ante 1, bring-in 5.")
    assert "button" not in words


def test_after_third_street_the_table_asks_for_fourth_street() -> None:
    # The 3c is the lowest upcard: seat 2 brings in 5 (ante 1 each); 3 and 1 call 5: the pot
    # is 3 x 1 + 3 x 5 = 18 and fourth street waits for its upcards.
    live = play(stud_table(), "c", "c")
    state = live.table.state
    deal = street_to_deal(state)
    assert deal == (
        "deal fourth street: type its upcards, one for each seat still in (1, 2, 3), "
        "e.g. 'fourth 1:Kh 2:3c 3:9d'"
    )
    assert status_line(ask_report(state), deal=deal) == f"fourth | pot 18 | {deal}"
    # A line typed meanwhile proposes no action: it says what the hand waits for.
    reply = live.enter("c")
    assert reply.outcome is not None
    assert reply.outcome.hint == f"'c': nobody is to act; {deal}"
    # and so does an award typed too soon: no fold or call proposed while nobody is to act
    assert live.award("3 wins").hint == f"the hand is not over: nobody is to act; {deal}"


@pytest.mark.parametrize(
    ("street", "upcards"),
    [("fifth", "1:2h 2:5c 3:Jd"), ("sixth", "1:4h 2:6c 3:Qd")],
)
def test_every_street_asks_for_its_cards(street: str, upcards: str) -> None:
    live = play(stud_table(), "c", "c", "fourth 1:Qh 2:4c 3:Td", "x", "x", "x")
    if street == "sixth":
        live = play(live, "fifth 1:2h 2:5c 3:Jd", "x", "x", "x")
    deal = street_to_deal(live.table.state)
    assert deal is not None and f"e.g. '{street} 1:Kh 2:3c 3:9d'" in deal
    assert street_to_deal(play(live, f"{street} {upcards}").table.state) is None


def test_seventh_street_is_dealt_down() -> None:
    live = play(stud_table(), "c", "c", "fourth 1:Qh 2:4c 3:Td", "x", "x", "x")
    live = play(live, "fifth 1:2h 2:5c 3:Jd", "x", "x", "x", "sixth 1:4h 2:6c 3:Qd")
    live = play(live, "x", "x", "x")
    assert street_to_deal(live.table.state) == "deal seventh street (down): type 'seventh'"
    live = play(live, "seventh")
    assert street_to_deal(live.table.state) is None and live.table.state.to_act is not None


def test_the_stud_status_line_at_a_terminal(tmp_path: Path) -> None:
    screen = io.StringIO()
    args = [
        *("table", "--rules", "stud", "--set", "small_bet=10", "--set", "big_bet=20"),
        *("--set", "ante=1", "--set", "bring_in=5", "--stacks", "200,200,200"),
        *("--upcards", "1:Kh,2:3c,3:9d", "--save", "s.yaml"),
    ]
    child = pexpect.spawn(
        sys.executable,
        ["-m", "floorcli", *args],
        cwd=str(tmp_path),
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 250),
        env={**os.environ, "TERM": "dumb"},
    )
    child.logfile_read = screen
    child.expect(r"stud fixed-limit, small bet 10, big bet 20, ante 1, bring-in 5. Seats")
    for line in ("c", "c"):
        child.expect("table> ")
        child.sendline(line)
    # 3 antes of 1 + 3 calls of 5 = 18; the status line says what to type
    child.expect(r"fourth \| pot 18 \| deal fourth street: type its upcards")
    child.expect("table> ")
    child.sendline("quit")
    child.expect(pexpect.EOF)
    child.close()
    assert "button" not in screen.getvalue().splitlines()[0]
