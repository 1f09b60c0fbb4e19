"""`pots.split_pots`: main and side pots from what each player put in (seed 000 and 002 numbers)."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from floorcli.betting.pots import Pot, Stake, split_pots


def stake(
    seat: int,
    live: int,
    *,
    dead: int = 0,
    folded: bool = False,
    all_in: bool = False,
    owes_ante: bool = True,
) -> Stake:
    return Stake(seat=seat, dead=dead, live=live, folded=folded, all_in=all_in, owes_ante=owes_ante)


def amounts(pots: list[Pot]) -> list[tuple[int, tuple[int, ...]]]:
    return [(p.amount, p.eligible) for p in pots]


def test_no_stakes_no_pots() -> None:
    assert split_pots([]) == []


def test_seed_000_side_pot_example() -> None:
    # seed 000, Side pots: blinds 1/2 called by three players (6); on the flop A bets 20, B calls
    # all-in for 10, C re-raises all-in to 30, A calls.  Main: 3 x (2 + 10) = 36 ("the $30 total is
    # placed in the main pot" plus the 6 from the first round); side: 2 x 20 = 40 for A and C.
    stakes = [
        stake(1, 32),
        stake(2, 12, all_in=True),
        stake(3, 32, all_in=True),
    ]
    assert amounts(split_pots(stakes)) == [(36, (1, 2, 3)), (40, (1, 3))]


def test_seed_000_allin_before_the_deal() -> None:
    # seed 000, All-in before the deal: ten players ante 1, blinds 4/8; Alice (seat 2) has 8: ante 1
    # and 7 of the blind.  Dianne (3) calls 8, Carol (4) raises to 16, everyone else folds, the small
    # blind (1) folds, Dianne folds.  Main: 10 + 4 + 3 x 7 = 35 (Alice, Carol); side: 1 + 9 = 10,
    # "paid immediately to Carol".
    stakes = [
        stake(1, 4, dead=1, folded=True),
        stake(2, 7, dead=1, all_in=True),
        stake(3, 8, dead=1, folded=True),
        stake(4, 16, dead=1),
        *(stake(seat, 0, dead=1, folded=True) for seat in range(5, 11)),
    ]
    assert amounts(split_pots(stakes)) == [(35, (2, 4)), (10, (4,))]


def test_seed_002_allin_before_the_deal_big_numbers() -> None:
    # seed 002, All-in before the deal: ante 100, blinds 400/800, Alice has 800: main
    # 1000 + 400 + 2100 = 3500; side 100 + 900 = 1000 to Carol.
    stakes = [
        stake(1, 400, dead=100, folded=True),
        stake(2, 700, dead=100, all_in=True),
        stake(3, 800, dead=100, folded=True),
        stake(4, 1600, dead=100),
        *(stake(seat, 0, dead=100, folded=True) for seat in range(5, 11)),
    ]
    assert amounts(split_pots(stakes)) == [(3500, (2, 4)), (1000, (4,))]


def test_seed_002_five_from_each() -> None:
    # seed 002, "All in": 20 bet, a player all-in for 5, a call of 20: "his $5, and $5 from each of
    # the other players" = 15 in the main pot; "$15 apiece" = 30 in the side pot.
    stakes = [stake(1, 20), stake(2, 5, all_in=True), stake(3, 20)]
    assert amounts(split_pots(stakes)) == [(15, (1, 2, 3)), (30, (1, 3))]


def test_allin_for_part_of_the_ante() -> None:
    # seed 000, All-in before the deal: "an equal amount of every other player's ante is placed in
    # the main pot, with any remaining fraction of the ante and all blinds ... in the side pot":
    # ante 2, seat 3 has 1: main 4 x 1 = 4; side 3 x 1 + 5 + 10 = 18.
    stakes = [
        stake(1, 5, dead=2),
        stake(2, 10, dead=2),
        stake(3, 0, dead=1, all_in=True),
        stake(4, 0, dead=2),
    ]
    assert amounts(split_pots(stakes)) == [(4, (1, 2, 3, 4)), (18, (1, 2, 4))]


def test_allin_for_exactly_the_ante() -> None:
    # seed 000, All-in before the deal ("or the exact amount of the ante"): main 4 x 2 = 8, side the
    # blinds 5 + 10 = 15.
    stakes = [
        stake(1, 5, dead=2),
        stake(2, 10, dead=2),
        stake(3, 0, dead=2, all_in=True),
        stake(4, 0, dead=2),
    ]
    assert amounts(split_pots(stakes)) == [(8, (1, 2, 3, 4)), (15, (1, 2, 4))]


def test_allin_for_part_of_a_blind_all_antes_in_main() -> None:
    # seed 000, All-in before the deal ("If a player is all in for part of a blind, all antes go into
    # the main pot"): ante 1 x 3, the big blind all-in for 6 of 10, two calls of 10: main
    # 3 + 3 x 6 = 21, side 2 x 4 = 8.
    stakes = [stake(1, 10, dead=1), stake(2, 6, dead=1, all_in=True), stake(3, 10, dead=1)]
    assert amounts(split_pots(stakes)) == [(21, (1, 2, 3)), (8, (1, 3))]


def test_multiple_allins_make_multiple_side_pots() -> None:
    # seed 000, Side pots ("In the case of multiple all-in bets, multiple side pots can be created"):
    # all-ins of 25, 50, 100 and a call of 100: 4 x 25, 3 x 25, 2 x 50.
    stakes = [
        stake(1, 25, all_in=True),
        stake(2, 50, all_in=True),
        stake(3, 100, all_in=True),
        stake(4, 100),
    ]
    assert amounts(split_pots(stakes)) == [(100, (1, 2, 3, 4)), (75, (2, 3, 4)), (100, (3, 4))]


def test_unmatched_chips_form_a_last_pot() -> None:
    # SPEC section 4: chips nobody has matched (or can match) form a last pot with one eligible seat:
    # seat 1 bet 100 into an all-in of 40: main 80, then 60 for seat 1 alone.
    stakes = [stake(1, 100), stake(2, 40, all_in=True)]
    assert amounts(split_pots(stakes)) == [(80, (1, 2)), (60, (1,))]


def test_folded_chips_stay_but_folded_seats_are_not_eligible() -> None:
    # seed 000, Side pots ("Players who choose to fold rather than match bets in the side pot are
    # considered to fold with respect to the main pot as well"): seat 3 all-in for 40; seat 4 put
    # in 140 and folded; seats 2 and 5 put in 240.  Main: 5 + 40 x 4 = 165 (seats 2, 3, 5); side:
    # 200 + 100 + 200 = 500 (seats 2, 5); the folded seats' chips stay in.
    stakes = [
        stake(1, 5, folded=True),
        stake(2, 240),
        stake(3, 40, all_in=True),
        stake(4, 140, folded=True),
        stake(5, 240),
    ]
    assert amounts(split_pots(stakes)) == [(165, (2, 3, 5)), (500, (2, 5))]


def test_one_player_left_takes_it_all() -> None:
    # SPEC section 4 ("when only one player is left the whole amount is shown that way too"): seat 2
    # raised, everyone else folded: one pot, one eligible seat.
    stakes = [
        stake(1, 5, dead=1, folded=True),
        stake(2, 30, dead=1),
        stake(3, 10, dead=1, folded=True),
    ]
    assert amounts(split_pots(stakes)) == [(48, (2,))]


def test_players_not_yet_allin_stay_eligible() -> None:
    # SPEC section 4: eligible are players not folded who have put in the pot's level or are not
    # all-in (they may still put it in): seat 3 has not acted on the all-in of 40 yet.
    stakes = [stake(1, 5), stake(2, 10), stake(3, 0), stake(4, 40, all_in=True)]
    assert amounts(split_pots(stakes)) == [(55, (1, 2, 3, 4))]


def test_eligible_seats_ascending() -> None:
    stakes = [stake(9, 50), stake(2, 20, all_in=True), stake(5, 50)]
    assert amounts(split_pots(stakes)) == [(60, (2, 5, 9)), (60, (5, 9))]


@st.composite
def table_stakes(draw: st.DrawFn) -> list[Stake]:
    """Random contributions as a hand makes them: everyone antes the same (all-in players with
    nothing live may have paid only part of it), and a player still in holds the top live total."""
    n = draw(st.integers(2, 9))
    seats = draw(st.lists(st.integers(1, 10), min_size=n, max_size=n, unique=True))
    ante = draw(st.integers(0, 5))
    out = []
    for seat in seats:
        folded = draw(st.booleans())
        all_in = not folded and draw(st.booleans())
        live = draw(st.integers(0, 300))
        dead = draw(st.integers(1, ante)) if all_in and live == 0 and ante else ante
        out.append(stake(seat, live, dead=dead, folded=folded, all_in=all_in))
    top = max(s.live for s in out)
    leader = draw(st.sampled_from([i for i, s in enumerate(out) if s.live == top]))
    s = out[leader]
    out[leader] = stake(s.seat, s.live, dead=ante, all_in=s.all_in and s.live > 0)
    return out


@settings(max_examples=200, deadline=None, derandomize=True, database=None)
@given(stakes=table_stakes())
def test_pots_partition_the_contributions(stakes: list[Stake]) -> None:
    pots = split_pots(stakes)
    assert sum(p.amount for p in pots) == sum(s.dead + s.live for s in stakes)
    folded = {s.seat for s in stakes if s.folded}
    for pot in pots:
        assert pot.amount > 0
        assert pot.eligible
        assert list(pot.eligible) == sorted(set(pot.eligible))
        assert not folded & set(pot.eligible)
    for before, after in itertools.pairwise(pots):
        assert before.eligible != after.eligible
        assert set(after.eligible) <= set(before.eligible)


def test_single_payer_ante_pot_open_to_everyone() -> None:
    # seed 000, Ante ("the dealer would toss six times the ante into the pot, paying for each person")
    # and SPEC section 2 (antes are dead money in the main pot): the button paid 10 of the ante and is
    # all-in; the small blind is all-in for 50, the big blind and seat 3 put in 200.  Main: the ante
    # 10 for everyone still in; then 3 x 50 = 150 (seats 1, 2, 3); then 2 x 150 = 300 (seats 2, 3).
    stakes = [
        stake(1, 50, all_in=True, owes_ante=False),
        stake(2, 200, owes_ante=False),
        stake(3, 200, owes_ante=False),
        stake(4, 0, dead=10, all_in=True),
    ]
    assert amounts(split_pots(stakes)) == [(10, (1, 2, 3, 4)), (150, (1, 2, 3)), (300, (2, 3))]


def test_folded_chips_above_every_allin_join_the_last_contested_pot() -> None:
    # seed 000, Fold / Side pots: blinds 2/3, the big blind (2) and seat 3 are all-in for 1 each, the
    # small blind (1) folds its 2: all 2 + 1 + 1 = 4 is between seats 2 and 3.
    stakes = [stake(1, 2, folded=True), stake(2, 1, all_in=True), stake(3, 1, all_in=True)]
    assert amounts(split_pots(stakes)) == [(4, (2, 3))]
