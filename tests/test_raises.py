"""`floorcli.betting.raises` and `floorcli.betting.words`: the minimum raise, short all-ins and
re-opening decided in one place, and the words read from what was decided."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcli.betting.potlimit import pot_limit, pot_limit_to_act, preflop_additions
from floorcli.betting.raises import (
    MinRaiseCase,
    RaiseKind,
    min_raise,
    min_raise_to,
    raise_effect,
    reopening,
)
from floorcli.betting.words import closed_words, min_raise_limit, raise_words
from floorcli.errors import RulesetError
from floorcli.profiles.choices import IncompleteRaise, MinRaiseBasis, PotLimitPreflop, Structure
from floorcli.profiles.settings import Rules

NO_LIMIT = Rules(blinds=(1, 2))


def test_tda_rule_40_next_raise_is_the_last_full_raise_over_the_bet() -> None:
    # Seed 000, Betting: a $5 bet re-raised by $7 to $12; the next re-raise is to at least 19.
    low = min_raise(NO_LIMIT, unit=2, current_bet=12, last_full_raise=7, full_bet_level=12)
    assert (low.to, low.case, low.over) == (19, MinRaiseCase.FULL_RAISE, 7)
    assert min_raise_limit(low, NO_LIMIT).why == "12 + the last full raise of 7 = 19"


def test_fixed_limit_completing_a_short_blind_is_one_full_bet() -> None:
    rules = Rules(structure=Structure.FIXED_LIMIT, blinds=(1, 2), small_bet=4, big_bet=8)
    low = min_raise(rules, unit=4, current_bet=2, last_full_raise=4, full_bet_level=0)
    assert (low.to, low.case) == (4, MinRaiseCase.FIXED_COMPLETION)
    assert min_raise_limit(low, rules).why == "completing the bet of 2 to the full bet of 4"


@pytest.mark.parametrize("all_in", [False, True])
def test_completing_a_bring_in_is_worded_as_a_completion(all_in: bool) -> None:
    # Seed 002, Bring-ins: a $5 fixed bet with a $2 bring-in; raising to $5 completes it (3
    # over the 2, less than a full bet of 5 yet a full bet), and the next raise is to $10.
    # It was worded as a pot-limit bet: "all the pot allows (the full raise of 5 is more)".
    rules = Rules(structure=Structure.FIXED_LIMIT, blinds=(), small_bet=5, big_bet=10)
    effect = raise_effect(
        rules,
        to=5,
        all_in=all_in,
        current_bet=2,
        full_bet_level=0,
        last_full_raise=5,
        reopen_seq=0,
        bets=0,
    )
    assert effect.completes and effect.kind is RaiseKind.FULL
    why = raise_words(effect, rules, all_in=all_in).why
    assert why.startswith("completing the 2 to the full bet of 5, a full bet.")
    assert "pot" not in why


def test_spread_limit_raise_is_at_least_the_previous_bet() -> None:
    rules = Rules(structure=Structure.SPREAD_LIMIT, blinds=(1, 2), spread=(2, 10))
    low = min_raise(rules, unit=2, current_bet=6, last_full_raise=4, full_bet_level=6)
    assert (low.to, low.case, low.over) == (10, MinRaiseCase.SPREAD_RAISE, 4)


def test_tda_rule_47_short_all_in_does_not_reopen() -> None:
    # Seed 000, Incomplete bet: a bet of 20, then an all-in to 30 (10 more, short of 20).
    effect = raise_effect(
        NO_LIMIT,
        to=30,
        all_in=True,
        current_bet=20,
        full_bet_level=20,
        last_full_raise=20,
        reopen_seq=1,
        bets=1,
    )
    assert effect.kind is RaiseKind.SHORT and not effect.reopens
    assert (effect.full_bet_level, effect.last_full_raise, effect.bets) == (20, 20, 1)
    closed = reopening(
        NO_LIMIT,
        acted=True,
        acted_seq=1,
        acted_level=20,
        acted_raise=20,
        reopen_seq=effect.reopen_seq,
        current_bet=30,
    )
    assert not closed.is_open and (closed.faced, closed.need) == (10, 20)
    assert "less than a full raise of 20" in closed_words(closed, NO_LIMIT, who="Seat 1").why


def test_cumulative_allins_add_up_to_a_full_raise() -> None:
    rules = Rules(blinds=(1, 2), min_raise_basis=MinRaiseBasis.CUMULATIVE)
    effect = raise_effect(
        rules,
        to=40,
        all_in=True,
        current_bet=30,
        full_bet_level=20,
        last_full_raise=20,
        reopen_seq=1,
        bets=2,
    )
    assert effect.kind is RaiseKind.CUMULATIVE and effect.measured == 20
    assert effect.last_full_raise == 20 and effect.reopen_seq == 1
    assert raise_words(effect, rules, all_in=True).why.startswith("20 over the last full bet")


def test_half_bet_rule_counts_half_a_raise() -> None:
    rules = Rules(blinds=(1, 2), incomplete_raise=IncompleteRaise.HALF_BET)
    effect = raise_effect(
        rules,
        to=30,
        all_in=True,
        current_bet=20,
        full_bet_level=20,
        last_full_raise=20,
        reopen_seq=1,
        bets=1,
    )
    assert effect.kind is RaiseKind.HALF and effect.reopens and effect.measured == 10


def test_raise_kind_is_a_str_enum() -> None:
    assert [str(kind) for kind in RaiseKind] == ["full", "cumulative", "half", "short"]


@settings(max_examples=300, deadline=None)
@given(
    structure=st.sampled_from([Structure.NO_LIMIT, Structure.FIXED_LIMIT]),
    basis=st.sampled_from(list(MinRaiseBasis)),
    incomplete=st.sampled_from(list(IncompleteRaise)),
    cumulative=st.booleans(),
    current=st.integers(0, 200),
    level_gap=st.integers(0, 60),
    need=st.integers(1, 80),
    add=st.integers(1, 300),
    all_in=st.booleans(),
)
def test_effect_and_words_agree(
    structure: Structure,
    basis: MinRaiseBasis,
    incomplete: IncompleteRaise,
    cumulative: bool,
    current: int,
    level_gap: int,
    need: int,
    add: int,
    all_in: bool,
) -> None:
    rules = Rules(
        structure=structure,
        blinds=(1, 2),
        small_bet=4,
        big_bet=8,
        min_raise_basis=basis,
        incomplete_raise=incomplete,
        cumulative_allins=cumulative,
    )
    level = max(0, current - level_gap)
    low = min_raise(rules, unit=4, current_bet=current, last_full_raise=need, full_bet_level=level)
    limit = min_raise_limit(low, rules)
    assert (
        limit.to
        == low.to
        == min_raise_to(
            rules, unit=4, current_bet=current, last_full_raise=need, full_bet_level=level
        )
    )
    effect = raise_effect(
        rules,
        to=current + add,
        all_in=all_in,
        current_bet=current,
        full_bet_level=level,
        last_full_raise=need,
        reopen_seq=3,
        bets=2,
    )
    assert effect.reopens == (effect.kind is not RaiseKind.SHORT)
    assert effect.bets in (2, 3) and effect.reopen_seq in (3, 4)
    assert (effect.reopen_seq == 4) == (effect.kind in (RaiseKind.FULL, RaiseKind.HALF))
    assert not all_in or effect.kind is RaiseKind.FULL or effect.over < need
    words = raise_words(effect, rules, all_in=all_in)
    assert str(effect.to) in words.why or str(effect.measured) in words.why
    assert words.rule


def test_one_pot_limit_adapter_counts_the_assumed_small_blind_call() -> None:
    question = pot_limit_to_act(
        PotLimitPreflop.ASSUMED_CALL,
        preflop=True,
        pot_total=7,
        bets=[2, 5, 0],
        mine=0,
        current_bet=5,
        big_blind=5,
        smaller_blinds=[(2, 2)],
    )
    added = preflop_additions("assumed-call", big_blind=5, smaller_blinds=[(2, 2)])
    assert question == pot_limit(start=0, bets=[2, 5, 0], current_bet=5, additions=added)
    assert question.max_to == 20


def test_unknown_pot_limit_preflop_is_a_ruleset_error() -> None:
    with pytest.raises(RulesetError, match="unknown pot_limit_preflop 'half-pot'"):
        preflop_additions("half-pot", big_blind=2)
