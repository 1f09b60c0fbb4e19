"""The ruling templates at their edges: cents and zero (issue 23, "Words that mislead").

Each template of tests/test_ruling_words.py is rendered again in cents (the same hand at a
hundredth of the stakes: 0.10-0.20 for 10-20), and the templates that can meet nothing (no
ante, no post, no small blind) at zero.  The numbers in the words are checked against the
ruling's own numbers: a hand in cents is played in hundredths (`floorcli.formats.cents`), so
the ruling's `to` of 60 is the 0.60 the words say, and no amount may leak out as "60".
"""

from __future__ import annotations

import re

import pytest

from floorcli.answers.summary import ruling_word
from floorcli.engine.replay import replay_hand
from floorcli.engine.rulings import Ruling
from floorcli.formats.handfile import parse_hand
from floorcli.sessions.file import parse_session
from floorcli.sessions.model import HandPlan
from floorcli.sessions.plan import plan_hands
from floorcli.textio.yamlsrc import LineDict, load_yaml

LIMIT = "rules: limit-holdem\nsmall_bet: 0.20\nbig_bet: 0.40\nblinds: [0.10, 0.20]\nbutton: 4\n"


def ruling(text: str, index: int) -> Ruling:
    data = load_yaml(text, "hand.yaml")
    assert isinstance(data, LineDict)
    return replay_hand(parse_hand(data, file="hand.yaml")).rulings[index - 1]


def plans(text: str) -> tuple[HandPlan, ...]:
    return plan_hands(parse_session(load_yaml(text, "night.yaml"), file="night.yaml"))


def cents(value: int) -> str:
    """A whole number of hundredths as a hand in cents types it: 60 -> 0.60."""
    return f"{value // 100}.{value % 100:02d}"


def amounts_in(words: str) -> list[str]:
    """The amounts in a sentence: every number but seat numbers and the '2' of 'x 2'."""
    plain = re.sub(r"(?i)seat \d+|x 2\b", "", words)
    return re.findall(r"\d+(?:\.\d+)?", plain)


# (hand, action index, the ruling's (action, to, added), the sentence the words must carry)
CENTS_CASES = {
    # Fixed limit 0.20-0.40: bet 0.20, raise to 0.40, a short all-in to 0.50, a raise to 0.60:
    # one bet of 0.20 over the last full bet of 0.40 = 0.60, 0.10 over the bet of 0.50.
    "fixed-limit-raise-over-a-short-all-in": (
        LIMIT + "incomplete_raise: full-bet\nraise_cap: 3\nseats: {1: 10, 2: 10, 3: 0.70, 4: 10}\n"
        "actions: [3 call, 4 call, 1 call, 2 check, 1 bet 0.20, 2 raise 0.40, 3 allin, "
        "4 raise 0.60]\n",
        8,
        ("raise", 60, 60),
        "0.10 over the bet of 0.50: in fixed limit a raise is one bet of 0.20 over the last full "
        "bet of 0.40, 0.40 + 0.20 = 0.60, a full raise.",
    ),
    # Half-bet rule, a first bet all-in for 0.15 at 0.20: 0.15 x 2 = 0.30 >= 0.20, a full bet.
    "first-bet-all-in-half-bet": (
        LIMIT.replace("button: 4\n", "button: 4\nincomplete_raise: half-bet\n")
        + "seats: {1: 10, 2: 10, 3: 0.35, 4: 10}\n"
        "actions: [3 call, 4 call, 1 call, 2 check, 1 check, 2 check, 3 allin]\n",
        7,
        ("bet", 15, 15),
        "0.15 in all, at least half of the full bet of 0.20 (0.15 x 2 = 0.30 ≥ 0.20), so it "
        "counts as a full bet",
    ),
    # Stud 0.10-0.20, bring-in 0.03, an all-in to 0.07: measured from nothing, 0.07 x 2 = 0.14
    # >= 0.10, so it counts as completing the bring-in of 0.03.
    "all-in-over-a-bring-in": (
        "rules: stud\nsmall_bet: 0.10\nbig_bet: 0.20\nbring_in: 0.03\nante: 0.01\n"
        "upcards: {3: 2c, 4: 9d, 5: Kh}\nseats: {3: 1, 4: 0.08, 5: 1}\nactions: [4 allin]\n",
        1,
        ("raise", 7, 7),
        "0.07 in all, at least half of the full bet of 0.10 (0.07 x 2 = 0.14 ≥ 0.10), so it "
        "counts as completing the bet of 0.03",
    ),
    # Blinds 0.05-0.10: a short all-in bet of 0.05, an all-in to 0.10: 0.05 over 0.05 < 0.10.
    "all-in-over-a-short-all-in-opening": (
        "rules: tda-nlhe\nblinds: [0.05, 0.10]\ncumulative_allins: false\nbutton: 3\n"
        "seats: {1: 10, 2: 0.15, 3: 0.20}\n"
        "actions: [3 call, 1 call, 2 check, 1 check, 2 allin, 3 allin]\n",
        6,
        ("raise", 10, 10),
        "0.05 over the bet of 0.05, less than the full raise of 0.10.",
    ),
    # Fixed limit 0.20-0.40, a straddle of 0.40: the next raise is exactly 0.40 + 0.20 = 0.60.
    "fixed-limit-straddle": (
        LIMIT + "straddle: utg\nseats: {1: 10, 2: 10, 3: 10, 4: 10}\nactions: [3 straddle 0.40]\n",
        1,
        ("straddle", 40, 40),
        "the next raise is to 0.60 (0.40 + 0.20)",
    ),
    # One motion, a 1.00 chip with "raise" facing 0.30 (TDA 2024 Rule 44): a raise to 1.00,
    # 1.00 - 0.30 = 0.70 over the bet, at least the full raise of 0.30 - 0.10 = 0.20.
    "one-motion-raise": (
        "rules: tda-nlhe\nblinds: [0.05, 0.10]\nbutton: 8\n"
        "seats: {1: 10, 2: 10, 3: 10, 4: 10, 5: 10, 6: 10, 7: 10, 8: 10}\n"
        "actions: [3 raise 0.30, '4 chip 1 with says raise']\n",
        2,
        ("raise", 100, 100),
        "put out a 1.00 chip: a raise to 1.00. Seat 4 raises to 1.00: 0.70 over the bet of "
        "0.30, at least the full raise of 0.20, a full raise.",
    ),
    # Pot limit 0.01-0.02: an all-in to 0.05, "pot" by the big blind with nobody left to call a
    # raise is a call of 0.05, 0.05 - 0.02 = 0.03 more.
    "pot-declared-is-a-call": (
        "rules: tda-plo\nblinds: [0.01, 0.02]\nbutton: 3\nseats: {1: 1, 2: 1, 3: 0.05}\n"
        "actions: [3 allin, 1 fold, 2 says pot]\n",
        3,
        ("call", 5, 3),
        "it is a call of 0.05. Seat 2 calls 0.05, adding 0.03.",
    ),
    # Fixed limit 0.10-0.20, a short all-in bet of 0.06 called, a completion to 0.10 (WSOP 2026
    # Live Action Rule 223).
    "completion": (
        "rules: limit-holdem\nincomplete_raise: full-bet\nblinds: [0.05, 0.10]\nsmall_bet: 0.10\n"
        "big_bet: 0.20\nbutton: 4\nseats: {1: 0.16, 2: 2, 3: 2, 4: 2}\n"
        "actions: [3 call, 4 call, 1 call, 2 check, 1 allin, 2 call, 3 complete]\n",
        7,
        ("raise", 10, 10),
        "completing the 0.06 to the full bet of 0.10, a full bet.",
    ),
}


@pytest.mark.parametrize("name", sorted(CENTS_CASES))
def test_a_template_in_cents_says_the_rulings_numbers(name: str) -> None:
    text, index, (action, to, added), sentence = CENTS_CASES[name]
    r = ruling(text, index)
    assert (r.action, r.to, r.added) == (action, to, added)
    assert sentence in r.explanation
    # Every amount in the words is in cents (two places), and the ruling's own numbers are
    # among them as the hand types them: no hundredths leak out as whole chips.
    assert all(re.fullmatch(r"\d+\.\d\d", n) for n in amounts_in(r.explanation)), r.explanation
    assert cents(to) in amounts_in(r.explanation)
    word = ruling_word(r, 2)
    assert cents(added if action == "call" else to) in word and str(to) not in word.split()


def test_the_half_bet_threshold_in_cents_is_exact() -> None:
    # Fixed limit 0.05-0.10, half-bet rule, blinds 0.02-0.05: seat 3 calls 0.05, seat 4 is
    # all-in to 0.07 (0.02 over, less than half of 0.05); back to seat 3, who faces 0.02 more.
    # Half of 0.05 is 0.025, a third decimal place the stakes do not have: the words show it
    # exactly, not rounded to 0.03 (0.02 < 0.025: not re-opened).
    text = (
        "rules: limit-holdem\nincomplete_raise: half-bet\nsmall_bet: 0.05\nbig_bet: 0.10\n"
        "blinds: [0.02, 0.05]\nbutton: 4\nseats: {1: 1, 2: 1, 3: 1, 4: 0.07}\n"
        "actions: [3 call, 4 allin, 1 call, 2 call, 3 raise 0.12]\n"
    )
    r = ruling(text, 5)
    assert r.verdict.value == "illegal"
    assert "faces 0.02 more, less than half of the full raise of 0.05 (0.025)" in r.explanation
    assert "They may fold or call 0.02." in r.explanation


# ---------------------------------------------------------------- session templates

SIX = "seats: {1: Frank, 2: Alice, 3: Bob, 4: Carol, 5: David, 6: Ellen}\nbutton: 1\n"
FIVE = "seats: {1: Frank, 2: Alice, 4: Carol, 5: David, 6: Ellen}\nbutton: 1\n"


def test_an_absent_big_blind_in_cents_forfeits_blind_and_ante() -> None:
    # TDA 2024 Rule 30, big blind ante 0.50 at 0.25-0.50: Carol (seat 4, hand 2's big blind) is
    # away: her big blind of 0.50 (50 hundredths) and big blind ante of 0.50 stay in the pot.
    text = "rules: tda-nlhe\nblinds: [0.25, 0.50]\nante: 0.50\n" + SIX
    plan = plans(text + "events: {1: {away: [Carol]}}\nhands: 2\n")[1]
    assert [(p.seat, p.amount) for p in plan.posts if p.seat == 4] == [(4, 50)]
    assert (
        "the hand is killed at the deal (TDA 2024 Rule 30) and the big blind of 0.50 and the big "
        "blind ante of 0.50 stay in the pot."
    ) in plan.explanation


def test_an_absent_big_blind_with_no_ante_names_no_ante_of_zero() -> None:
    # The same hand with ante 0: only the big blind of 0.50 is forfeit, one thing, "stays".
    text = "rules: tda-nlhe\nblinds: [0.25, 0.50]\nante: 0\n" + SIX
    plan = plans(text + "events: {1: {away: [Carol]}}\nhands: 2\n")[1]
    assert "(TDA 2024 Rule 30) and the big blind of 0.50 stays in the pot." in plan.explanation
    assert "ante" not in plan.explanation and "of 0." not in plan.explanation.replace("0.50", "")


def test_an_absent_player_who_posts_nothing_forfeits_nothing() -> None:
    # Zero posted: Ellen (seat 6) is away in hand 2 and in no blind; nothing of hers is in the
    # pot, so the sentence stops at the rule and names no amount.
    text = "rules: tda-nlhe\nblinds: [0.25, 0.50]\nante: 0.50\n" + FIVE
    plan = plans(text + "events: {1: {away: [Ellen]}}\nhands: 2\n")[1]
    assert not [p for p in plan.posts if p.seat == 6]
    assert (
        "Ellen (seat 6) is away and is dealt in all the same: the hand is killed at the deal "
        "(TDA 2024 Rule 30)."
    ) in plan.explanation


def test_buying_the_button_in_cents_posts_what_it_says() -> None:
    # WSOP 2026 Live Action Rule 158 at 0.25-0.50: a live big blind of 0.50 and a dead small
    # blind of 0.25 (tests/sessions/cash-entry.yaml at a quarter of the stakes).
    text = "rules: cash-nlhe\nblinds: [0.25, 0.50]\n" + FIVE
    plan = plans(text + "events: {1: {join: {3: {name: Gina, stack: 300, buys_button: true}}}}\n"
                 "hands: 2\n")[1]  # fmt: skip
    assert [(p.amount, p.kind.value, p.live) for p in plan.posts if p.seat == 3] == [
        (50, "new player", True),
        (25, "buys the button", False),
    ]
    assert "posts a live big blind of 0.50 and a dead small blind of 0.25" in plan.explanation


def test_a_new_player_posts_in_cents() -> None:
    # new_player: post (Robert's Rules of Poker, Section 4): Hank posts a live big blind of 0.50.
    text = "rules: cash-nlhe\nblinds: [0.25, 0.50]\n" + FIVE
    plan = plans(text + "events: {1: {join: {7: {name: Hank, stack: 300}}}}\nhands: 2\n")[1]
    assert [(p.amount, p.kind.value) for p in plan.posts if p.seat == 7] == [(50, "new player")]
    assert "Hank (seat 7) is new and posts a live big blind of 0.50 to be dealt in now." in (
        plan.explanation
    )


def test_missed_small_blind_made_up_in_cents() -> None:
    # missed_blinds: big-live-small-dead, moving button: Carol, away when due the small blind
    # of hand 2, is back for hand 4 and posts it dead: 0.25 (25 hundredths).
    text = "rules: cash-nlhe\nblinds: [0.25, 0.50]\n" + FIVE
    plan = plans(text + "events: {1: {away: [Carol]}, 3: {back: [Carol]}}\nhands: 4\n")[3]
    assert [(p.amount, p.live) for p in plan.posts if p.seat == 4] == [(25, False)]
    assert "Carol (seat 4) is back and posts the missed blinds: the small blind of 0.25 dead." in (
        plan.explanation
    )


def test_one_blind_moving_button_counts_one_player_not_1_players() -> None:
    # A one-blind game (blinds: [0.50]) under the moving button: the big blind is the first
    # player left of the button (count 1 - 1 + offset 1 = 1): "one player", never "1 players".
    text = "rules: cash-nlhe\nblinds: [0.50]\n" + FIVE
    plan = plans(text + "hands: 2\n")[1]
    assert plan.button == 2 and plan.big_blinds == (4,)
    assert "Carol (seat 4) is one player left of the button and posts the big blind." in (
        plan.explanation
    )
    assert "1 players" not in plan.explanation
