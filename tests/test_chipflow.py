"""The audit's chip check as a maximum flow: polynomial, and the same answer as Hall's condition."""

from __future__ import annotations

import itertools

from hypothesis import given
from hypothesis import strategies as st

from floorcli.audit.chips import distributable
from floorcli.audit.flow import FlowNetwork
from floorcli.betting.pots import Pot, Stake, split_pots


def hundred_all_ins() -> list[Pot]:
    """100 players all-in preflop, seat k for 10*k chips (no antes, no folds).

    Pots are layered by each all-in player's live total (SPEC section 2, "Antes are dead
    money ... bets are live and are layered into side pots"; seed 000, Side pots): pot j
    holds the 10 chips each of seats j..100 put in between 10*(j-1) and 10*j, so
    10 * (101 - j) chips, and only seats j..100 may win it.  Pot 100 is seat 100's last 10
    chips, which nobody matched.  Trying every subset of these 100 pots is 2**100 sums.
    """
    stakes = [Stake(seat=k, dead=0, live=10 * k, folded=False, all_in=True) for k in range(1, 101)]
    pots = split_pots(stakes)
    assert len(pots) == 100
    assert pots[0] == Pot(amount=10 * 100, eligible=tuple(range(1, 101)))  # main pot 1,000
    assert pots[-1] == Pot(amount=10, eligible=(100,))
    return pots


def test_a_100_player_all_in_hand_is_checked_in_polynomial_time() -> None:
    pots = hundred_all_ins()
    # Seat k has the k-th best hand: seat 1 wins the main pot, 10 * 100 = 1,000; seat k wins
    # pot k, 10 * (101 - k); in all 10 * (100 + 99 + ... + 1) = 10 * 5,050 = 50,500.
    won: dict[int, float] = {k: 10 * (101 - k) for k in range(1, 101)}
    assert sum(won.values()) == 50_500
    assert distributable(pots, won)
    # Seat 1 claims 1,010: 10 more than the main pot of 1,000, the only pot it may win
    # (an all-in player wins only what it matched); seat 2 gives up those 10 (980).
    won[1], won[2] = 1_010, 980
    assert not distributable(pots, won)


def test_every_pot_split_evenly_among_all_hundred_is_possible() -> None:
    pots = hundred_all_ins()
    # Seat 100 alone takes its unmatched 10; every other chip is won by seat 100 too:
    # it is eligible for every pot, so 50,500 to seat 100 is a possible finish.
    won: dict[int, float] = dict.fromkeys(range(1, 100), 0)
    won[100] = 50_500
    assert distributable(pots, won)


def halls_condition(pots: list[Pot], won: dict[int, int]) -> bool:
    """The old check: every set of pots holds at most what its eligible seats won."""
    if sum(p.amount for p in pots) != sum(won.values()):
        return False
    for size in range(1, len(pots) + 1):
        for chosen in itertools.combinations(pots, size):
            seats = {s for p in chosen for s in p.eligible}
            if sum(p.amount for p in chosen) > sum(won.get(s, 0) for s in seats):
                return False
    return all(w == 0 or any(s in p.eligible for p in pots) for s, w in won.items())


pots_strategy = st.lists(
    st.builds(
        Pot,
        amount=st.integers(min_value=0, max_value=50),
        eligible=st.sets(st.integers(1, 5), min_size=1).map(lambda s: tuple(sorted(s))),
    ),
    min_size=1,
    max_size=5,
)


@given(pots=pots_strategy, shares=st.lists(st.integers(0, 60), min_size=5, max_size=5))
def test_the_flow_agrees_with_halls_condition(pots: list[Pot], shares: list[int]) -> None:
    won = {seat: shares[seat - 1] for seat in range(1, 6)}
    assert distributable(pots, dict(won)) is halls_condition(pots, won)


def test_a_flow_network_finds_the_bottleneck() -> None:
    # 0 -> 1 -> 3 carries 2 (1 -> 3 is the bottleneck), 0 -> 2 -> 3 carries 2 (0 -> 2):
    # a maximum flow of 2 + 2 = 4.
    net = FlowNetwork(4)
    net.add(0, 1, 5)
    net.add(0, 2, 2)
    net.add(1, 3, 2)
    net.add(2, 3, 9)
    assert net.max_flow(0, 3) == 4
