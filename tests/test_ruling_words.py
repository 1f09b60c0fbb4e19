"""The words of a ruling say what the ruling did (issue 23, "Words that mislead").

Each test replays a hand whose ruling was right but whose sentence was not, and checks the
numbers in the words against the ruling itself: the amounts named add up to the ruled total, a
threshold is the exact half, a first bet is "a bet", not "N over 0".
"""

from __future__ import annotations

import re

from floorcli.answers.summary import ruling_word
from floorcli.api import ask
from floorcli.engine.declared import unclear_to
from floorcli.engine.replay import Replay, replay_hand
from floorcli.engine.rulings import Ruling
from floorcli.formats.handfile import parse_hand
from floorcli.sessions.file import parse_session
from floorcli.sessions.plan import plan_hands
from floorcli.textio.yamlsrc import LineDict, load_yaml

LIMIT = "rules: limit-holdem\nsmall_bet: 20\nbig_bet: 40\nblinds: [10, 20]\nbutton: 4\n"


def replayed(text: str) -> Replay:
    data = load_yaml(text, "hand.yaml")
    assert isinstance(data, LineDict)
    return replay_hand(parse_hand(data, file="hand.yaml"))


def ruling(text: str, index: int) -> Ruling:
    return replayed(text).rulings[index - 1]


def numbers(words: str) -> list[float]:
    return [float(n) for n in re.findall(r"\d+(?:\.\d+)?", words)]


def test_fixed_limit_raise_over_a_short_all_in_is_one_bet_over_the_last_full_bet() -> None:
    # tests/scenarios/raise-cap.yaml: bet 20, raise to 40, a short all-in to 50 (full-bet rule),
    # then a raise to 60: one bet of 20 over the last full bet of 40 = 60.  Not "all the pot
    # allows", which is pot-limit talk and contradicts "a full raise".
    text = LIMIT + (
        "incomplete_raise: full-bet\nraise_cap: 3\nseats: {1: 1000, 2: 1000, 3: 70, 4: 1000}\n"
        "actions: [3 call, 4 call, 1 call, 2 check, 1 bet 20, 2 raise 40, 3 allin, 4 raise 60]\n"
    )
    r = ruling(text, 8)
    assert r.to == 60
    assert "pot allows" not in r.explanation
    assert (
        "10 over the bet of 50: in fixed limit a raise is one bet of 20 over the last full bet "
        "of 40, 40 + 20 = 60, a full raise." in r.explanation
    )
    assert "structure: fixed-limit" in r.rule and "Wikipedia" not in r.rule


def test_a_first_all_in_bet_under_the_half_bet_rule_is_a_bet_not_n_over_zero() -> None:
    # tests/scenarios/half-bet-rule.yaml: 20-40, flop checked to seat 3, all-in for 15: a first
    # bet; 15 x 2 = 30 >= 20, so it counts as a full bet.
    text = LIMIT.replace("button: 4\n", "button: 4\nincomplete_raise: half-bet\n") + (
        "seats: {1: 1000, 2: 1000, 3: 35, 4: 1000}\n"
        "actions: [3 call, 4 call, 1 call, 2 check, 1 check, 2 check, 3 allin]\n"
    )
    r = ruling(text, 7)
    assert r.to == 15 and r.action == "bet"
    assert " over 0" not in r.explanation and "of 0" not in r.explanation
    assert (
        "15 in all, at least half of the full bet of 20 (15 x 2 = 30 ≥ 20), so it counts as a "
        "full bet: the next raise is a full one over it." in r.explanation
    )
    assert "re-opens" not in r.explanation.split("so it counts")[1].split(".")[0]


def test_an_all_in_over_a_bring_in_completes_it_not_n_over_zero() -> None:
    # tests/scenarios/half-bet-completion.yaml: stud 10-20, bring-in 3, seat 4 all-in for 7:
    # measured from nothing, 7 x 2 = 14 >= 10: it counts as completing the bring-in of 3.
    text = (
        "rules: stud\nsmall_bet: 10\nbig_bet: 20\nbring_in: 3\nante: 1\n"
        "upcards: {3: 2c, 4: 9d, 5: Kh}\nseats: {3: 100, 4: 8, 5: 100}\nactions: [4 allin]\n"
    )
    r = ruling(text, 1)
    assert r.to == 7
    assert " over 0" not in r.explanation
    assert (
        "7 in all, at least half of the full bet of 10 (7 x 2 = 14 ≥ 10), so it counts as "
        "completing the bet of 3: it re-opens the betting" in r.explanation
    )


def test_an_all_in_over_a_short_all_in_opening_names_no_full_bet_of_zero() -> None:
    # tests/scenarios/reopening-per-player.yaml: blinds 5-10, seat 2 bets its last 5 (short of
    # the minimum bet of 10), seat 3 raises all-in to 10: 5 over 5, short of the full raise of
    # 10; there is no "last full bet of 0" to measure from.
    text = (
        "rules: tda-nlhe\nblinds: [5, 10]\ncumulative_allins: false\nbutton: 3\n"
        "seats: {1: 1000, 2: 15, 3: 20}\n"
        "actions: [3 call, 1 call, 2 check, 1 check, 2 allin, 3 allin]\n"
    )
    r = ruling(text, 6)
    assert r.to == 10
    assert "of 0" not in r.explanation
    assert "5 over the bet of 5, less than the full raise of 10." in r.explanation


def test_the_half_bet_threshold_is_exact() -> None:
    # Fixed limit 5-10 under the half-bet rule, blinds 2-5: seat 3 calls 5; seat 4 is all-in to
    # 7, 2 over the bet, less than half of 5; back to seat 3, who faces 2 more: half of 5 is 2.5
    # (not 3), and 2 < 2.5, so the betting is not re-opened.
    text = (
        "rules: limit-holdem\nincomplete_raise: half-bet\nsmall_bet: 5\nbig_bet: 10\n"
        "blinds: [2, 5]\nbutton: 4\nseats: {1: 100, 2: 100, 3: 100, 4: 7}\n"
        "actions: [3 call, 4 allin, 1 call, 2 call, 3 raise 12]\n"
    )
    r = ruling(text, 5)
    assert r.verdict.value == "illegal"
    assert "faces 2 more, less than half of the full raise of 5 (2.5)" in r.explanation


def test_a_spoken_call_with_nothing_to_call_is_said_not_written() -> None:
    # TDA 2024 Rule 55-A: "call" declared with no bet is a check.  The big blind's option:
    # everyone called 20, seat 2 says call: a check, and the words say it was said.
    text = LIMIT + (
        "seats: {1: 1000, 2: 1000, 3: 1000, 4: 1000}\n"
        "actions: [3 call, 4 call, 1 call, 2 says call]\n"
    )
    r = ruling(text, 4)
    assert r.action == "check"
    assert "Seat 2 said call with nothing to call: it is a check." in r.explanation
    assert "wrote call" not in r.explanation
    assert "TDA 2024 Rule 55" in r.rule


def test_floor_no_raise_with_nothing_to_call_does_not_say_calling_or_folding() -> None:
    # The floor limits seat 2 (the big blind) to no bet or raise; everyone limps, so seat 2 has
    # nothing to call: the only legal actions are check and fold, so "limited to calling or
    # folding" would be wrong; the words say no bet or raise.
    text = LIMIT + (
        "seats: {1: 1000, 2: 1000, 3: 1000, 4: 1000}\n"
        "actions: [floor 2 no-raise, 3 call, 4 call, 1 call, 2 raise 40]\n"
    )
    r = ruling(text, 5)
    assert r.verdict.value == "illegal"
    assert "calling or folding" not in r.explanation
    assert "may not bet or raise on this turn" in r.explanation


def test_fixed_limit_straddle_says_the_next_raise_exactly() -> None:
    # Fixed limit 20-40 with a straddle of 40 (one bet over the big blind of 20): the next raise
    # is exactly 40 + 20 = 60, not "at least".
    text = LIMIT + (
        "straddle: utg\nseats: {1: 1000, 2: 1000, 3: 1000, 4: 1000}\nactions: [3 straddle 40]\n"
    )
    r = ruling(text, 1)
    assert "the next raise is to 60 (40 + 20)" in r.explanation
    assert "at least 60" not in r.explanation


def test_table_stakes_and_fixed_limit_cite_rules_not_wikipedia() -> None:
    # Seat 4 (last to act) faces only all-in players: a raise nobody can call (table stakes).
    text = (
        "rules: limit-holdem\nsmall_bet: 20\nbig_bet: 40\nblinds: [10, 20]\nbutton: 4\n"
        "seats: {1: 10, 2: 20, 3: 30, 4: 1000}\nactions: [3 allin, 4 raise 60]\n"
    )
    r = ruling(text, 2)
    assert "Wikipedia" not in r.rule and "WSOP 2026 Live Action" in r.rule


def test_unclear_amount_meanings_are_the_numbers_said() -> None:
    # TDA 2024 Rule 57: "one" with 4950 behind means 100, 1000 or 10000; 10000 is more than the
    # player has, an all-in for 4950, never a meaning "4950" of the word "one".
    to, why = unclear_to(1, low=100, all_in_to=4950, pot=1500)
    assert to == 1000
    assert why.startswith("its legal meanings are 100, 1000, 10000 (all-in for 4950);")
    to, why = unclear_to(1, low=100, all_in_to=4950, pot=15000)
    assert to == 4950 and why.endswith("at most the pot: 10000 (all-in for 4950)")
    assert numbers(why)[-1] == 4950


def test_one_motion_raise_words_match_the_ruling() -> None:
    # '4 chip 100 with says raise' facing 30: the words name the chip and the raise to 100.
    text = (
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 8\n"
        "seats: {1: 1000, 2: 1000, 3: 1000, 4: 1000, 5: 1000, 6: 1000, 7: 1000, 8: 1000}\n"
        "actions: [3 raise 30, '4 chip 100 with says raise']\n"
    )
    r = ruling(text, 2)
    assert r.to == 100
    assert "put out a 100 chip: a raise to 100" in r.explanation
    assert "minimum raise" not in r.explanation


def test_stud_open_pair_offers_two_sizes_not_a_minimum() -> None:
    # Robert's Rules of Poker v5, Seven-Card Stud; WSOP 2026 Live Action Rule 224: with an open
    # pair on fourth street (seat 1 shows Kh Kd) the bet is the lower limit 5 or the upper 10,
    # nothing between: never "at least 5".
    text = (
        "rules: stud\nsmall_bet: 5\nbig_bet: 10\nbring_in: 2\nante: 1\n"
        "seats: {1: 200, 2: 200, 3: 200, 4: 200}\nupcards: {1: Kh, 2: 3d, 3: 3c, 4: 9s}\n"
        "actions: [4 call, 1 call, 2 call, 'fourth 1:Kd 2:7h 3:8c 4:2s']\n"
    )
    data = load_yaml(text, "hand.yaml")
    assert isinstance(data, LineDict)
    answer = ask(parse_hand(data, file="hand.yaml"))
    assert (answer["min_raise_to"], answer["max_raise_to"]) == (5, 10)
    assert "A bet is to 5 or 10, nothing between" in answer["explanation"]
    assert "at least 5" not in answer["explanation"]


def test_pot_declared_but_no_raise_is_a_call_in_its_own_sentence() -> None:
    # Pot limit 100-200: seat 3 is all-in to 500, seat 1 folds; seat 2 (the big blind) says pot
    # but nobody is left to call a raise: it is a call of 500 (300 more over the 200 posted), and
    # the words end that sentence before the call's own.
    text = (
        "rules: tda-plo\nblinds: [100, 200]\nbutton: 3\nseats: {1: 10000, 2: 10000, 3: 500}\n"
        "actions: [3 allin, 1 fold, 2 says pot]\n"
    )
    r = ruling(text, 3)
    assert r.action == "call" and r.added == 300
    assert "nobody is left to call a raise): it is a call of 500. Seat 2 calls 500" in (
        r.explanation
    )


def test_an_absent_big_blind_forfeits_the_big_blind_ante_too() -> None:
    # TDA 2024 Rule 30: an absent player's "posted blinds and antes forfeit to the pot".  Under
    # tda-nlhe's big blind ante (ante 200 at 100-200), Carol away in hand 2's big blind: the big
    # blind of 200 and the big blind ante of 200 stay in the pot.
    text = (
        "rules: tda-nlhe\nblinds: [100, 200]\nante: 200\n"
        "seats: {1: Frank, 2: Alice, 3: Bob, 4: Carol, 5: David, 6: Ellen}\nbutton: 1\n"
        "events: {1: {away: [Carol]}}\nhands: 2\n"
    )
    plans = plan_hands(parse_session(load_yaml(text, "night.yaml"), file="night.yaml"))
    assert plans[1].big_blinds == (4,)
    assert (
        "Carol (seat 4) is away and is dealt in all the same: the hand is killed at the deal "
        "(TDA 2024 Rule 30) and the big blind of 200 and the big blind ante of 200 stay in the pot."
    ) in plans[1].explanation


def test_a_completion_reads_completes_to_not_a_full_raise() -> None:
    # WSOP 2026 Live Action Rule 223: bringing a forced bet up to a full bet "does not count as
    # a raise, but merely as a completion of the bet".  Fixed limit 10-20, full-bet rule: seat 1
    # bets its last 6, seat 2 calls, seat 3 completes to 10 (tests/scenarios/
    # call-of-an-incomplete-bet.yaml); the floor's word for seat 3 is "completes to 10".
    text = (
        "rules: limit-holdem\nincomplete_raise: full-bet\nblinds: [5, 10]\nsmall_bet: 10\n"
        "big_bet: 20\nbutton: 4\nseats: {1: 16, 2: 200, 3: 200, 4: 200}\n"
        "actions: [3 call, 4 call, 1 call, 2 check, 1 allin, 2 call, 3 complete]\n"
    )
    r = ruling(text, 7)
    assert (r.action, r.to) == ("raise", 10)
    assert ruling_word(r) == "completes to 10"
    assert "completing the 6 to the full bet of 10" in r.explanation


def test_an_all_in_counted_as_completing_a_bring_in_reads_completes_to() -> None:
    # tests/scenarios/half-bet-completion.yaml: stud 10-20, bring-in 3, half-bet rule; seat 4
    # is all-in to 7, measured from nothing 7 x 2 = 14 >= 10, so it "counts as completing the
    # bet of 3": a completion, worded "completes to 7" (WSOP 2026 Live Action Rule 223: not a
    # raise), never "raises to 7, a full raise".
    text = (
        "rules: stud\nsmall_bet: 10\nbig_bet: 20\nbring_in: 3\nante: 1\n"
        "upcards: {3: 2c, 4: 9d, 5: Kh}\nseats: {3: 100, 4: 8, 5: 100}\nactions: [4 allin]\n"
    )
    r = ruling(text, 1)
    assert (r.action, r.to) == ("raise", 7)
    assert "counts as completing the bet of 3" in r.explanation
    assert ruling_word(r) == "completes to 7 (all-in)"


def test_the_floor_no_raise_word_says_no_bet_or_raise() -> None:
    text = LIMIT + "seats: {1: 1000, 2: 1000, 3: 1000, 4: 1000}\nactions: [floor 2 no-raise]\n"
    word = ruling_word(ruling(text, 1))
    assert word == "the floor rules that they may not bet or raise this turn"


def test_chips_in_several_moves_after_the_amount_was_said_pay_it() -> None:
    # TDA 2024 Rule 42 (methods of raising): a raise is made by A) pushing out the full amount in
    # one motion or B) "verbally declaring the full amount prior to pushing out chips"; then the
    # chips may follow in more than one move. Blinds 5-10, seat 3 raises to 50; seat 1 says
    # "raise 200" and puts in 100 then 100: a raise to 200 (150 over 50), nothing returned.
    # The words used to call the second 100 chip "a string raise ... returned", though the
    # ruling kept the raise to 200 that it pays for.
    text = (
        "rules: tda-nlhe\nblinds: [5, 10]\nbutton: 3\nseats: {1: 1000, 2: 1000, 3: 1000}\n"
        "actions: ['3 raise 50', '1 says raise 200 then chip 100 then chip 100']\n"
    )
    r = ruling(text, 2)
    assert (r.action, r.to) == ("raise", 200)
    assert "string" not in r.explanation and "returned" not in r.explanation
    assert "said raise 200 and put out 200" in r.explanation
