"""Chips pushed out, or an amount said with no action word: what the floor rules they are.

One function per rule, tried in the order a floor person asks the questions: is there a bet to
call (TDA 2024 Rule 44: opening, chips are a bet of their value); do the chips reach past the
call; a single overchip (Rule 44); is every chip needed to call (Rule 45-A); are they the
player's last chips (Rule 45-B-2); may the player raise at all; a full raise; short of it (the
50% standard, Rule 43-A, or the house's underraise choice).  `undercall` is the short call
(Rule 51), shared with a declared call.
"""

from __future__ import annotations

from floorcli.engine import options
from floorcli.engine.resolved import OVERCHIP, VERBAL, Resolved, chips_text
from floorcli.engine.state import Player, State
from floorcli.model.actions import Action, Verb
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import Undercall, Underraise

RULE_MULTIPLE = "TDA 2024 Rule 45-A (several chips are a call if every chip is needed to call)"
RULE_MULTIPLE_RAISE = (
    "TDA 2024 Rule 45-B (chips not all needed to call: a raise when they make a full raise)"
)
RULE_AMOUNT = "TDA 2024 Rule 40-C (an amount said is the same as pushing out that amount)"
RULE_ALL_IN_CHIPS = "TDA 2024 Rule 45-B-2 (a bet of a player's last chips is an all-in bet)"
RULE_80 = "Robert's Rules of Poker, no-limit rule 8 (the 80% rule of thumb)"


class Pushed:
    """Chips pushed (or an amount said) by `p`, facing `opts`: the facts every rule reads."""

    __slots__ = ("a", "all_in", "chips", "opts", "p", "said", "shown", "state", "total", "who")

    def __init__(self, state: State, p: Player, main: Action, opts: options.Options) -> None:
        self.state, self.p, self.opts, self.who = state, p, opts, main.who
        self.a = amounts_of(state.rules)
        self.said = main.said
        self.chips = main.chips
        amount = main.amount
        self.total = amount if self.said and amount is not None else p.bet + sum(main.chips)
        self.shown = (
            f"says {self.a(amount)}" if self.said else f"puts out {chips_text(main.chips, self.a)}"
        )
        self.all_in = self.total >= p.all_in_to

    @property
    def over_call(self) -> int:
        """What the chips put in past the call."""
        return self.total - self.opts.call_to


def rule_pushed(
    state: State, p: Player, main: Action, opts: options.Options, res: Resolved
) -> None:
    """Chips pushed (or an amount said with no action word): the first rule that decides it."""
    push = Pushed(state, p, main, opts)
    if opts.to_call <= 0:
        _opening(push, res)
        return
    for rule in (_no_more_than_a_call, _single_overchip, _every_chip_needed, _last_chips):
        if rule(push, res):
            return
    low = opts.min_raise_to
    if not opts.can_raise or low is None:
        _may_not_raise(push, res)
    elif push.total >= low:
        _full_raise(push, low, res)
    else:
        _short_of_a_raise(push, low, res)


def _opening(push: Pushed, res: Resolved) -> None:
    """No bet to call: the chips (or the amount) are a bet of their value (TDA 2024 Rules 40-C,
    44, 45)."""
    a, p = push.a, push.p
    overchip = OVERCHIP.text(push.state.rules)
    rule = RULE_AMOUNT if push.said else overchip if len(push.chips) == 1 else RULE_MULTIPLE
    res.rule(push.who, Verb.ALLIN if push.all_in else Verb.BET, min(push.total, p.all_in_to))
    res.say(
        f"{p.label} {push.shown} with no bet to call: a bet of {a(push.total - p.bet)}.",
        rule,
        corrected=False,
    )


def _no_more_than_a_call(push: Pushed, res: Resolved) -> bool:
    """The chips reach the call and no further (or the player has no more): a call, or short of
    it an undercall."""
    opts, p = push.opts, push.p
    if not (push.total <= opts.call_to or (push.all_in and p.all_in_to <= opts.call_to)):
        return False
    if push.total == opts.call_to or push.all_in:
        res.rule(push.who, Verb.CALL)
        rule = RULE_AMOUNT if push.said else RULE_MULTIPLE
        res.say(f"{p.label} {push.shown}: a call.", rule, corrected=False)
    else:
        undercall(push.state, p, push.total, opts, res, declared=False)
    return True


def _single_overchip(push: Pushed, res: Resolved) -> bool:
    """A single oversized chip facing a bet with no declaration is a call (TDA 2024 Rule 44)."""
    if push.said or len(push.chips) != 1:
        return False
    a = push.a
    res.rule(push.who, Verb.CALL)
    res.say(
        f"{push.p.label} puts out a single {a(push.chips[0])} chip facing a bet with no "
        f"declaration: a call of {a(push.opts.to_call)}; the {a(push.over_call)} over is change.",
        OVERCHIP.text(push.state.rules),
        corrected=False,
    )
    return True


def _every_chip_needed(push: Pushed, res: Resolved) -> bool:
    """Several chips, every one needed to call: a call (TDA 2024 Rule 45-A)."""
    if push.said or push.total - min(push.chips) >= push.opts.call_to:
        return False
    a, p, chips = push.a, push.p, push.chips
    put = push.total - p.bet
    res.rule(push.who, Verb.CALL)
    res.say(
        f"{p.label} puts out {chips_text(chips, a)} = {a(put)} facing {a(push.opts.to_call)} "
        f"to call: without the smallest chip ({a(min(chips))}) it is {a(put - min(chips))}, less "
        f"than the call, so every chip is needed: a call; the {a(push.over_call)} over is change.",
        RULE_MULTIPLE,
        corrected=False,
    )
    return True


def _last_chips(push: Pushed, res: Resolved) -> bool:
    """A bet of a player's last chips is an all-in, full raise or not (TDA 2024 Rule 45-B-2)."""
    if not push.all_in:
        return False
    res.rule(push.who, Verb.ALLIN)
    res.say(
        f"{push.p.label} {push.shown}, every chip they have: an all-in to "
        f"{push.a(push.p.all_in_to)}.",
        RULE_ALL_IN_CHIPS,
        corrected=False,
    )
    return True


def _may_not_raise(push: Pushed, res: Resolved) -> None:
    """The player may not raise (`opts.why_not`): a call, the rest returned."""
    a, opts = push.a, push.opts
    res.rule(push.who, Verb.CALL)
    res.say(
        f"{push.p.label} {push.shown} = {a(push.total)} but may not raise ({opts.why_not}): a "
        f"call of {a(opts.call_to)}; the {a(push.over_call)} over is returned.",
        opts.why_not_rule,
    )


def _full_raise(push: Pushed, low: int, res: Resolved) -> None:
    """At least the minimum raise: a raise to what was put out (TDA 2024 Rules 40-C, 45-B)."""
    a = push.a
    res.rule(push.who, Verb.RAISE, push.total)
    res.say(
        f"{push.p.label} {push.shown}: {a(push.total)} is at least the minimum raise to "
        f"{a(low)}, a raise to {a(push.total)}.",
        RULE_AMOUNT if push.said else RULE_MULTIPLE_RAISE,
        corrected=False,
    )


def _short_of_a_raise(push: Pushed, low: int, res: Resolved) -> None:
    """Past the call but short of the minimum raise, no raise declared: brought up to the
    minimum (underraise: minimum), or the 50% standard (TDA 2024 Rule 43-A): half the raise or
    more is a full raise, less is a call."""
    a, state = push.a, push.state
    bet = state.current_bet
    over, need = push.total - bet, low - bet
    head = (
        f"{push.p.label} {push.shown} = {a(push.total)} with no raise declared: {a(over)} over "
        f"the bet of {a(bet)}, short of the minimum raise of {a(need)} (to {a(low)})"
    )
    cite = state.rules.cite("underraise")
    if state.rules.underraise is Underraise.MINIMUM:
        res.rule(push.who, Verb.RAISE, low)
        res.say(f"{head}: it is brought up to the minimum, {a(low)}.", cite)
    elif 2 * over >= need:
        res.rule(push.who, Verb.RAISE, low)
        res.say(
            f"{head}; {a(over)} is at least half of {a(need)} ({a(over)} x 2 = {a(2 * over)} ≥ "
            f"{a(need)}), so it must be a full raise, to {a(low)}.",
            cite,
        )
    else:
        res.rule(push.who, Verb.CALL)
        res.say(
            f"{head}; {a(over)} is less than half of {a(need)} ({a(over)} x 2 = {a(2 * over)} < "
            f"{a(need)}), so it is a call of {a(push.opts.call_to)}; the {a(over)} over is "
            "returned.",
            cite,
        )


def undercall(
    state: State, p: Player, total: int, opts: options.Options, res: Resolved, *, declared: bool
) -> None:
    """A call of less than the amount with chips behind (TDA 2024 Rule 51; Robert's 7 and 8)."""
    a = amounts_of(state.rules)
    put, owed = total - p.bet, opts.to_call
    res.rule(res.action.who, Verb.CALL)
    head = f"{p.label} puts in {a(put)} where {a(owed)} calls"
    if declared:
        res.say(
            f"{head}, after saying call: 'call' commits them to the full call of "
            f"{a(opts.call_to)}; {a(owed - put)} more goes in.",
            VERBAL.text(state.rules),
        )
    pct = 100 * put // owed if owed else 100
    if state.rules.undercall is Undercall.CORRECTED:
        if not declared:
            res.say(
                f"{head}: a short call is corrected to the full {a(owed)} (to {a(opts.call_to)}).",
                state.rules.cite("undercall"),
            )
        verdict = (
            "80% or more: no claim of misunderstanding the amount"
            if pct >= 80
            else "under 80%: if the caller clearly misunderstood the amount, the floor may "
            f"let the call be retracted (the {a(put)} is then forfeited or returned at the "
            "floor's discretion)"
        )
        res.say(f"Floor check: {a(put)} of {a(owed)} is {pct}%, {verdict}.", RULE_80)
        return
    if declared:
        return
    heads_up = len(state.in_hand) == 2
    opening = state.bets <= 1
    if heads_up or opening:
        why = "heads-up" if heads_up else "facing the opening bet of the round"
        res.say(
            f"{head}: an undercall {why} is a mandatory full call of {a(owed)} (to "
            f"{a(opts.call_to)}).",
            state.rules.cite("undercall"),
        )
    else:
        res.say(
            f"{head}: an undercall facing a raise multi-way is the floor's decision; ruled a "
            f"full call of {a(owed)} (to {a(opts.call_to)}), but the floor may instead let them "
            f"forfeit the {a(put)} and fold ({pct}% of the call).",
            state.rules.cite("undercall"),
        )
