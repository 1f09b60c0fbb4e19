"""The betting arithmetic in a ruling's words: the minimum, a raise's effect, a closed betting.

`floorcli.betting.raises` decides; this module only words what it decided, from the numbers its
results carry, so a ruling never works the rule out a second time to explain it.  Each text
reads as the dealer would say it, and each comes with the settings it rests on, cited.
"""

from __future__ import annotations

from dataclasses import dataclass

from floorcli.betting.raises import MinRaise, MinRaiseCase, RaiseEffect, RaiseKind, Reopening
from floorcli.profiles.amounts import amount_text, amounts_of
from floorcli.profiles.choices import IncompleteRaise
from floorcli.profiles.settings import Rules

__all__ = ["MIN_RAISE_RULE", "Limit", "Words", "closed_words", "min_raise_limit", "raise_words"]

MIN_RAISE_RULE = "TDA 2024 Rule 43-A"
"""The rulebook's rule for the minimum raise (Raise Amounts): "A raise must be at least equal to
the largest prior full bet or raise of the current betting round"."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Limit:
    """A bound on a bet or raise-to, with the arithmetic and the setting behind it."""

    to: int
    why: str
    rule: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Words:
    """A ruling's explanation of one piece of betting arithmetic, and the rule it cites."""

    why: str
    rule: str


def min_raise_limit(low: MinRaise, rules: Rules, *, big_round: bool = False) -> Limit:
    """The minimum bet or raise-to in words (`big_round`: stud's round at the big bet).

    >>> from floorcli.betting.raises import min_raise
    >>> low = min_raise(Rules(blinds=(1, 2)), unit=2, current_bet=12, last_full_raise=7,
    ...                 full_bet_level=12)
    >>> min_raise_limit(low, Rules(blinds=(1, 2))).why
    '12 + the last full raise of 7 = 19'
    """
    a = amounts_of(rules)
    case, to = low.case, low.to
    if case is MinRaiseCase.FIXED_COMPLETION:
        why = f"completing the bet of {a(low.current_bet)} to the full bet of {a(low.over)}"
    elif case is MinRaiseCase.FIXED_BET:
        why = f"the bet is fixed at {a(low.over)} this round"
    elif case is MinRaiseCase.FIXED_RAISE:
        why = f"a raise is one bet of {a(low.over)} over {a(low.full_bet_level)}: {a(to)}"
    elif case is MinRaiseCase.MIN_BET or case is MinRaiseCase.SPREAD_BET:
        key = "spread" if case is MinRaiseCase.SPREAD_BET else "min_bet"
        return Limit(to=to, why=f"the minimum bet is {a(to)}", rule=rules.cite(key))
    elif case is MinRaiseCase.SPREAD_RAISE:
        # Seed 002, Betting: in spread limit a raise is at least the previous bet or raise.
        why = (
            f"{a(low.current_bet)} + at least the previous bet or raise of {a(low.over)} = {a(to)}"
        )
        return Limit(to=to, why=why, rule=rules.cite("spread"))
    else:
        basis = "last full raise" if case is MinRaiseCase.FULL_RAISE else "minimum bet"
        why = f"{a(low.current_bet)} + the {basis} of {a(low.over)} = {a(to)}"
        return Limit(to=to, why=why, rule=rules.cite("min_raise_basis"))
    key = "small_bet" if low.over == rules.small_bet and not big_round else "big_bet"
    return Limit(to=to, why=why, rule=rules.cite("structure") + "; " + rules.cite(key))


def raise_words(effect: RaiseEffect, rules: Rules, *, all_in: bool) -> Words:
    """What a bet or raise is and whether it re-opens the betting (TDA 2024 Rule 47), in words.

    >>> from floorcli.betting.raises import raise_effect
    >>> effect = raise_effect(Rules(blinds=(1, 2)), to=30, all_in=True, current_bet=20,
    ...                       full_bet_level=20, last_full_raise=20, reopen_seq=1, bets=1)
    >>> raise_words(effect, Rules(blinds=(1, 2)), all_in=True).why.split(". ")[0]
    '10 over the bet of 20, less than the full raise of 20'
    """
    a = amounts_of(rules)
    to, own, over_full, need = effect.to, effect.over, effect.over_full, effect.need
    bet, level = to - own, to - over_full
    kind = effect.kind
    if kind is RaiseKind.FULL:
        if own < need and over_full >= need and not effect.completes:
            # Fixed limit over a short all-in: the raise is one bet over the last full bet,
            # whatever it goes over (seed 000, Fixed limit; issue 12, hand 4).
            why = (
                f"{a(own)} over the bet of {a(bet)}: in fixed limit a raise is one bet of "
                f"{a(need)} over the last full bet of {a(level)}, {a(level)} + {a(need)} = "
                f"{a(to)}, a full raise."
            )
        elif own < need and not all_in and not effect.completes:
            # Pot limit with a minimum above the pot: the pot is the most, and it is a full bet.
            # (A completion also adds less than a full bet: it is worded below.)
            what = f"a bet of {a(to)}" if bet == 0 else f"{a(own)} over the bet of {a(bet)}"
            size = "minimum bet" if bet == 0 else "full raise"
            full = "bet" if bet == 0 else "raise"
            why = f"{what}, all the pot allows (the {size} of {a(need)} is more), a full {full}."
        elif bet == 0:
            why = f"a bet of {a(to)}, at least the minimum bet of {a(need)}, a full bet."
        elif effect.completes:
            # Seed 000, Blinds / Bring-in: raising a sub-minimum blind or bring-in to the full
            # bet is completing it; the next raise is a full bet over it.
            why = f"completing the {a(bet)} to the full bet of {a(need)}, a full bet."
        else:
            why = (
                f"{a(own)} over the bet of {a(bet)}, at least the full raise of {a(need)}, "
                "a full raise."
            )
        if not all_in:
            return Words(why=why, rule=rules.cite("structure"))
        # A first bet opens the betting; only a raise can re-open it (TDA 2024 Rule 47).
        why += (
            " It re-opens the betting to everyone who has already acted."
            if bet
            else " It opens the betting: anyone after it may raise."
        )
        return Words(why=why, rule=_full_cite(rules, bet=bet))
    if kind is RaiseKind.CUMULATIVE and level == 0:
        why = (
            f"{a(to)} in all, at least the full bet of {a(need)}, so the betting is re-opened to "
            "anyone who faces a full bet (short all-ins add up)."
        )
        rule = f"{rules.cite('cumulative_allins')}; {rules.cite('min_raise_basis')}"
        return Words(why=why, rule=rule)
    if kind is RaiseKind.CUMULATIVE:
        why = (
            f"{a(over_full)} over the last full bet of {a(level)}, at least the full raise of "
            f"{a(need)}, "
            "so the betting is re-opened to anyone who faces a full raise (short all-ins add up)."
        )
        rule = f"{rules.cite('cumulative_allins')}; {rules.cite('min_raise_basis')}"
        return Words(why=why, rule=rule)
    if kind is RaiseKind.HALF and effect.measured == to:
        # Measured from nothing: a first bet, or an all-in over a blind or bring-in smaller than
        # the bet (no full bet yet): it counts as the full bet, or as completing the bet.
        counts = (
            "a full bet: the next raise is a full one over it"
            if bet == 0
            else f"completing the bet of {a(bet)}: it re-opens the betting, and the next raise is "
            "a full one over it"
        )
        why = (
            f"{a(to)} in all, at least half of the full bet of {a(need)} ({a(to)} x 2 = "
            f"{a(2 * to)} ≥ {a(need)}), so it counts as {counts}."
        )
        return Words(why=why, rule=rules.cite("incomplete_raise"))
    if kind is RaiseKind.HALF:
        shown = effect.measured
        why = (
            f"{a(shown)} over {a(to - shown)}, at least half of the full "
            f"{'bet' if bet == 0 else 'raise'} of {a(need)}, so it counts as a "
            "raise and re-opens the betting; the next raise is a full one over it."
        )
        return Words(why=why, rule=rules.cite("incomplete_raise"))
    if bet == 0:
        short = f"a bet of {a(to)}, less than the minimum bet of {a(need)}"
    else:
        short = f"{a(own)} over the bet of {a(bet)}"
        if over_full != own and level > 0:
            short += f" ({a(over_full)} over the last full bet of {a(level)})"
        short += f", less than the full raise of {a(need)}"
    why = (
        f"{short}. It does not re-open the betting to players who have "
        "already acted: they may only call or fold."
    )
    rule = rules.cite("incomplete_raise")
    if effect.counted:
        why += f" It counts as a raise toward the cap of {rules.raise_cap} raises."
        rule += "; " + rules.cite("short_allin_counts_toward_cap")
    return Words(why=why, rule=rule)


def _full_cite(rules: Rules, *, bet: int) -> str:
    """The rule a full all-in bet or raise rests on: what makes it full (the minimum bet, or
    the last full raise: TDA 2024 Rule 43-A), never the short all-in rule, whose source says
    that a short all-in does *not* re-open (TDA 2024 Rule 47-A).  Under the half-bet rule
    the `incomplete_raise` source is the one that says what re-opens (TDA 2024 Rule 47-B).

    >>> _full_cite(Rules(sources={"incomplete_raise": "47-A", "min_raise_basis": "43-A"}), bet=10)
    'min_raise_basis: last-full-raise (43-A)'
    """
    if rules.incomplete_raise is IncompleteRaise.HALF_BET:
        return rules.cite("incomplete_raise")
    return rules.cite("min_raise_basis" if bet else "min_bet")


def closed_words(closed: Reopening, rules: Rules, *, who: str) -> Words:
    """Why the betting is not re-opened to `who` (TDA 2024 Rule 47-A), in words.

    >>> from floorcli.betting.raises import reopening
    >>> closed = reopening(Rules(), acted=True, acted_seq=1, acted_level=20, acted_raise=20,
    ...                    reopen_seq=1, current_bet=30)
    >>> closed_words(closed, Rules(), who="Seat 1").why
    'Seat 1 already acted at 20 and now faces 10 more, less than a full raise of 20: the betting is not re-opened to them'
    """  # noqa: E501
    a = amounts_of(rules)
    if closed.adds_up:
        why = (
            f"{who} already acted at {a(closed.acted_level)}; the {a(closed.faced)} more they face "
            "comes from short all-ins that each fall short of a full raise, and this house does "
            "not add them up: the betting is not re-opened to them"
        )
        return Words(why=why, rule=rules.cite("cumulative_allins"))
    half = rules.incomplete_raise is IncompleteRaise.HALF_BET
    kind = f"a full raise of {a(closed.need)}"
    if half and closed.full_raise:
        kind = (
            f"half of the full raise of {a(closed.full_raise)} ({_half(closed.full_raise, rules)})"
        )
    elif half:
        kind = f"half a full raise ({a(closed.need)})"
    why = (
        f"{who} already acted at {a(closed.acted_level)} and now faces {a(closed.faced)} more, "
        f"less than {kind}: the betting is not re-opened to them"
    )
    return Words(why=why, rule=rules.cite("incomplete_raise"))


def _half(chips: int, rules: Rules) -> str:
    """Exactly half of `chips`, as the hand writes amounts: half of 5 is 2.5, not 3.

    >>> _half(5, Rules()), _half(20, Rules()), _half(25, Rules(decimals=2))
    ('2.5', '10', '0.125')
    """
    if chips % 2 == 0:
        return amounts_of(rules)(chips // 2)
    return amount_text(chips * 5, decimals=rules.decimals + 1)
