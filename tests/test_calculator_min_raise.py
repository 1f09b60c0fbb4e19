"""`floorcli potmax`'s minimum raise is the engine's, on random betting (issue 27).

The calculators word the minimum raise with the engine's one computation
(`floorcli.betting.raises.min_raise`) and words (`floorcli.betting.words.min_raise_limit`), and
cite the rulebook's rule for it: TDA 2024 Rule 43-A, "A raise must be at least equal to the
largest prior full bet or raise of the current betting round" (Rule 40 is Methods of Betting:
Verbal and Chips).  Here random pre-flop rounds of full raises and short all-ins are played
through the engine (`ask` on a hand file) and given to `potmax` as the bets of the round: the
two minimums agree.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from floorcli.answers.calculators import potmax_report
from floorcli.answers.hand import STDIN, ask_file
from floorcli.betting.words import MIN_RAISE_RULE

DEEP = 1_000_000


@st.composite
def rounds(draw: st.DrawFn) -> tuple[list[int], list[tuple[int, bool]]]:
    """Blinds [small, big], then raises-to, each a full raise or a short all-in."""
    big = draw(st.integers(2, 50))
    small = draw(st.integers(1, big))
    current, full = big, big
    raises: list[tuple[int, bool]] = []
    for _ in range(draw(st.integers(1, 6))):
        if full > 1 and draw(st.booleans()):
            to = current + draw(st.integers(1, full - 1))  # short: less than a full raise
            raises.append((to, True))
        else:
            step = draw(st.integers(full, 3 * full))
            to = current + step
            full = step
            raises.append((to, False))
        current = to
    return [small, big], raises


def hand_text(blinds: list[int], raises: list[tuple[int, bool]]) -> str:
    """A hand: the button on seat 1, the blinds on 2 and 3, then one raiser per seat from 4
    (a short all-in's stack is exactly its raise-to); seat 1 is the one asked about."""
    seats = {1: DEEP, 2: DEEP, 3: DEEP}
    actions = []
    for seat, (to, all_in) in enumerate(raises, start=4):
        seats[seat] = to if all_in else DEEP
        actions.append(f"{seat} allin" if all_in else f"{seat} raise {to}")
    return (
        f"rules: tda-nlhe\nblinds: [{blinds[0]}, {blinds[1]}]\nbutton: 1\n"
        f"seats: {{{', '.join(f'{s}: {n}' for s, n in seats.items())}}}\n"
        f"actions: [{', '.join(actions)}]\n"
    )


@settings(max_examples=60, deadline=None)
@given(rounds())
def test_potmax_minimum_raise_is_the_engines(
    case: tuple[list[int], list[tuple[int, bool]]],
) -> None:
    blinds, raises = case
    engine = ask_file(STDIN, text=hand_text(blinds, raises)).report
    bets = [*blinds, *(to for to, _ in raises)]
    report = potmax_report(pot=0, bets=bets, blinds=blinds)
    assert engine["to_act"] == 1
    assert report["min_raise_to"] == engine["min_raise_to"]
    assert f"({MIN_RAISE_RULE})." in report["explanation"]


def test_seed_000_table_1_minimum_raise_words_and_rule() -> None:
    """Seed 000, Table 1: A bets 5, B raises to 35 (a raise of 30): the next raise is to at
    least 35 + 30 = 65, worded as the engine words it and citing TDA 2024 Rule 43-A."""
    report = potmax_report(pot=20, bets=[5, 35])
    assert report["min_raise_to"] == 65
    assert report["explanation"].endswith(
        "The minimum raise is to 65: 35 + the last full raise of 30 = 65 (TDA 2024 Rule 43-A)."
    )
