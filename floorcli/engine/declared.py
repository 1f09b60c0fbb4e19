"""Declarations that need reading: "pot" (TDA 2024 Rule 54-D; pot limit: the maximum) and an
amount said whose unit is unclear (TDA 2024 Rule 57, "I bet five")."""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from floorcli.engine import options
from floorcli.profiles.amounts import amount_text, amounts_of
from floorcli.profiles.choices import Structure
from floorcli.profiles.rulebooks import Cited
from floorcli.profiles.settings import Rules

POT_LIMIT = Cited(  # the TDA names "pot" an official term (Rule 3) but not its size
    wsop=(
        'WSOP 2026 Live Action Rules, No-Limit and Pot-Limit (a participant who announces "pot" '
        "calls the bet and raises the size of the pot: pot $100, bet $50, a pot raise is to $250)"
    ),
    usual=(
        'WSOP 2026 Live Action Rules, No-Limit and Pot-Limit (a participant who announces "pot" '
        "calls the bet and raises the size of the pot: pot $100, bet $50, a pot raise is to $250)"
    ),
)
RULE_POT_NO_LIMIT = (
    'TDA 2024 Rule 54-D ("I bet the pot" is not a valid bet in no-limit but binds the player '
    "to a valid bet, at least a minimum bet; facing a bet, a valid raise)"
)
RULE_POT_FIXED = "fixed limit: every bet and raise is one bet of the round (seed 000, Fixed limit)"
RULE_UNCLEAR = (
    "TDA 2024 Rule 57 (a declared bet that can legally have several meanings is the highest "
    "reasonable amount less than or equal to the pot before the bet)"
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Reading:
    """What a declaration amounts to: a bet or raise to `to` (None: it cannot be a bet or
    raise here), the words and the rule."""

    to: int | None
    why: str
    rule: str
    corrected: bool


def read_pot(rules: Rules, opts: options.Options, *, label: str, chips_to: int | None) -> Reading:
    """ "Pot" declared: pot limit, a bet or raise of the maximum; fixed limit, one bet; no
    limit (and spread or cap limit), a bet or raise of at least the minimum (TDA 2024 Rule
    54-D), to the chips that go with it when there are any."""
    a = amounts_of(rules)
    word = "raise" if opts.current_bet else "bet"
    if not opts.can_raise or opts.min_raise_to is None or opts.max_raise_to is None:
        then = f"a call of {a(opts.call_to)}" if opts.to_call > 0 else "a check"
        why = f"{label} declared pot but may not {word} ({opts.why_not}): it is {then}."
        return Reading(to=None, why=why, rule=opts.why_not_rule, corrected=True)
    if rules.structure is Structure.POT_LIMIT:
        to = opts.max_raise_to
        why = f"{label} declared pot: a pot-sized {word}, to {a(to)} (the most allowed)."
        return Reading(to=to, why=why, rule=POT_LIMIT.text(rules), corrected=False)
    if rules.structure is Structure.FIXED_LIMIT:
        to = opts.min_raise_to
        why = f"{label} declared pot in fixed limit: a {word} is one bet, to {a(to)}."
        return Reading(to=to, why=why, rule=RULE_POT_FIXED, corrected=False)
    low = opts.min_raise_to
    if chips_to is not None:
        why = (
            f"{label} declared pot, which is not a valid bet in {rules.structure}: it binds "
            f"them to a valid {word}, and the chips that went with it make it a {word} to "
            f"{a(chips_to)} (at least the minimum, to {a(low)})."
        )
        return Reading(to=max(chips_to, low), why=why, rule=RULE_POT_NO_LIMIT, corrected=True)
    why = (
        f"{label} declared pot, which is not a valid bet in {rules.structure}: it binds them "
        f"to a valid {word}, at least the minimum: a {word} to {a(low)}."
    )
    return Reading(to=low, why=why, rule=RULE_POT_NO_LIMIT, corrected=True)


def meanings(amount: int) -> tuple[int, ...]:
    """What "five" may mean when chips run from ones to millions: 5, 50, 500, ...

    >>> meanings(5)[:4]
    (5, 50, 500, 5000)
    """
    return tuple(amount * 10**k for k in range(10)) if amount else (0,)


def unclear_to(
    amount: int, *, low: int, all_in_to: int, pot: int, decimals: int = 0
) -> tuple[int, str]:
    """The round total an unclear amount is ruled to be (TDA 2024 Rule 57): of its meanings
    that are legal (at least `low`; over `all_in_to` is all-in), the highest at most the pot;
    when none is, the smallest legal one.  Returns the amount and the arithmetic.

    TDA 2024 Rule 57's example: no-limit 200-400, "I bet five" is 500 when the pot is under
    5000, and 5000 when it is 5000 or more.

    >>> unclear_to(5, low=400, all_in_to=20000, pot=1600)[0]
    500
    >>> unclear_to(5, low=400, all_in_to=20000, pot=5200)[0]
    5000
    """
    a = partial(amount_text, decimals=decimals)
    # Each meaning as said, and what it puts in: a meaning over the stack is an all-in.
    said: dict[int, int] = {}
    for m in meanings(amount):
        if min(m, all_in_to) >= low:
            said.setdefault(min(m, all_in_to), m)
    legal = sorted(said)
    if not legal:
        return all_in_to, f"no meaning of {a(amount)} is a legal amount; all-in for {a(all_in_to)}"

    def meaning(to: int) -> str:
        m = said[to]
        return a(m) if m == to else f"{a(m)} (all-in for {a(to)})"

    shown = ", ".join(map(meaning, legal[:4])) + (", ..." if len(legal) > 4 else "")
    within = [m for m in legal if m <= pot]
    if within:
        to = within[-1]
        return to, (
            f"its legal meanings are {shown}; the pot before the bet is {a(pot)}, so it is "
            f"the highest that puts in at most the pot: {meaning(to)}"
        )
    to = legal[0]
    return to, (
        f"its legal meanings are {shown}; none is at most the pot of {a(pot)}, so it is the "
        f"smallest: {meaning(to)}"
    )


__all__ = ["Reading", "meanings", "read_pot", "unclear_to"]
