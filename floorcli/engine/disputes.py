"""Floor disputes: what a table action (words said, chips pushed, several motions) amounts to.

`interpret` turns an action as it happened at the table (README, Action grammar) into the plain
fold, check, call, bet or raise the floor rules it to be, with the reasons and the rules.  The
engine then rules on that plain action like any other (`options.options` decides the limits).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from floorcli.engine import options
from floorcli.engine.declared import RULE_UNCLEAR, read_pot, unclear_to
from floorcli.engine.state import Player, State
from floorcli.model.actions import Action, Verb
from floorcli.model.evolve import evolve
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import Undercall, Underraise, VerbalVsChips

RULE_VERBAL = (
    "TDA 2024 Rules 40-B and 51-A; Robert's Rules of Poker, Betting and Raising rule 8 "
    "(a verbal declaration in turn is binding)"
)
RULE_RAISE_BY = (
    "Wikipedia: Betting in poker, Betting (a raise by X is X over the bet; a raise to X is "
    "the total)"
)
RULE_OVERCHIP = (
    "TDA 2024 Rule 44; Robert's Rules of Poker, no-limit rule 9 (a single oversized chip is a "
    "call facing a bet unless raise is declared; opening, a bet of the chip's full value)"
)
RULE_MULTIPLE = "TDA 2024 Rule 45-A (several chips are a call if every chip is needed to call)"
RULE_MULTIPLE_RAISE = (
    "TDA 2024 Rule 45-B (chips not all needed to call: a raise when they make a full raise)"
)
RULE_AMOUNT = "TDA 2024 Rule 40-C (an amount said is the same as pushing out that amount)"
RULE_STRING = (
    "TDA 2024 Rules 42 and 56; Robert's Rules of Poker, no-limit rule 23 (a raise is one "
    "motion or declared first: a string raise is a call)"
)
RULE_INVALID = "TDA 2024 Rule 55 (call with no bet is a check; raise with no bet is a bet)"
RULE_TOO_MUCH = (
    "Robert's Rules of Poker, no-limit rule 10 (it does not apply to a player who "
    "unintentionally put too much in to call): the excess is returned"
)
RULE_ALL_IN_CHIPS = "TDA 2024 Rule 45-B-2 (a bet of a player's last chips is an all-in bet)"
RULE_SIMULTANEOUS = (
    "TDA 2024 Rule 40-A (words and chips at the same time: a clear and reasonable verbal "
    "declaration takes precedence, otherwise the chips play)"
)
RULE_80 = "Robert's Rules of Poker, no-limit rule 8 (the 80% rule of thumb)"


@dataclass(slots=True, kw_only=True)
class Resolved:
    """The plain action a table action amounts to, with the floor's reasons."""

    action: Action
    notes: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    corrected: bool = False

    def say(self, note: str, rule: str, *, corrected: bool = True) -> None:
        self.notes.append(note)
        if rule not in self.rules:
            self.rules.append(rule)
        self.corrected = self.corrected or corrected


def interpret(state: State, i: int, action: Action, opts: options.Options) -> Resolved:
    """The plain action the floor rules `action` to be (the player `i` is to act)."""
    p = state.players[i]
    d = state.rules.decimals  # amounts as the hand types them
    motions = list(action.motions)
    res = Resolved(action=Action(who=action.who, verb=Verb.CALL))
    define = 0
    spoken = next((k for k, m in enumerate(motions) if m.said), None)
    if spoken is not None and spoken > 0 and not motions[0].said:
        done_first = motions[0].motion_text(d)
        said_later = motions[spoken].motion_text(d).removeprefix("says ")
        if spoken == 1 and motions[1].together:
            define = spoken
            res.say(
                f"{p.label} did '{done_first}' while saying '{said_later}', in one motion: a "
                "clear verbal declaration made at the same time takes precedence.",
                RULE_SIMULTANEOUS,
            )
        elif state.rules.verbal_vs_chips is VerbalVsChips.VERBAL:
            define = spoken
            res.say(
                f"{p.label} did '{done_first}' and then said '{said_later}': the verbal "
                "statement prevails.",
                state.rules.cite("verbal_vs_chips"),
            )
        else:
            res.say(
                f"{p.label} did '{done_first}' before saying '{said_later}': the first defines the "
                "action, and what was said after does not change it.",
                state.rules.cite("verbal_vs_chips"),
            )
    main = motions[define]
    if main.unclear and main.amount is not None:
        main = _unclear(state, p, main, opts, res)
    rest = [m for k, m in enumerate(motions) if k > define and not (define == 0 and k == spoken)]
    payment: Action | None = None
    if main.said and main.verb is not Verb.CHIPS and rest and rest[0].chips:
        payment, rest = rest[0], rest[1:]
    _resolve(state, p, main, payment, opts, res)
    for later in rest:
        done = _done(res.action, state)
        if later.said:
            res.say(
                f"'{later.motion_text(d)}' after {done}: '{main.motion_text(d)}' came first "
                "and binds; 'I call and raise' is a call.",
                RULE_STRING,
            )
        else:
            res.say(
                f"'{later.motion_text(d)}' is a second motion after {done}: a string raise; "
                f"the action stands as {done} and those chips are returned.",
                RULE_STRING,
            )
    return res


def _done(action: Action, state: State) -> str:
    a = amounts_of(state.rules)
    if action.verb in (Verb.BET, Verb.RAISE):
        return f"the {action.verb.value} to {a(action.amount)}"
    return f"the {action.verb.value}"


def _plain(who: str, verb: Verb, amount: int | None = None) -> Action:
    return Action(who=who, verb=verb, amount=amount)


def _resolve(
    state: State,
    p: Player,
    main: Action,
    payment: Action | None,
    opts: options.Options,
    res: Resolved,
) -> None:
    a = amounts_of(state.rules)
    who = main.who
    facing = opts.to_call > 0
    verb = main.verb
    if verb is Verb.POT:
        chips_to = None if payment is None else p.bet + sum(payment.chips)
        reading = read_pot(state.rules, opts, label=p.label, chips_to=chips_to)
        res.say(reading.why, reading.rule, corrected=reading.corrected)
        if reading.to is None:
            res.action = _plain(who, Verb.CALL)
        else:
            res.action = _plain(who, Verb.RAISE if state.current_bet else Verb.BET, reading.to)
        return
    if verb in (Verb.FOLD, Verb.CHECK, Verb.ALLIN, Verb.COMPLETE):
        res.action = _plain(who, verb)
        if main.said:
            res.rules.append(RULE_VERBAL)
        return
    if verb is Verb.CALL:
        if main.said:
            res.rules.append(RULE_VERBAL)
        if not facing:
            res.action = _plain(who, Verb.CALL)
            return
        total = main.amount
        if payment is not None:
            total = p.bet + sum(payment.chips)
        if total is None or total == opts.call_to:
            res.action = _plain(who, Verb.CALL)
        elif total > opts.call_to:
            res.action = _plain(who, Verb.CALL)
            res.say(
                f"{p.label} calls with {a(total - p.bet)} in chips where {a(opts.to_call)} calls: "
                f"the call is {a(opts.call_to)} and the {a(total - opts.call_to)} over is "
                "returned.",
                RULE_TOO_MUCH,
                corrected=payment is None,
            )
        else:
            _undercall(state, p, total, opts, res, declared=main.said)
        return
    if verb in (Verb.BET, Verb.RAISE):
        if main.said:
            res.rules.append(RULE_VERBAL)
        word = Verb.RAISE if facing or state.current_bet else Verb.BET
        if main.said and not facing and verb is Verb.RAISE and state.current_bet == 0:
            res.say(
                f"{p.label} said raise with no bet to raise: it is a bet, at least the minimum.",
                RULE_INVALID,
                corrected=False,
            )
        to = main.amount
        if main.by and to is not None:
            to = state.current_bet + to
            res.say(
                f"{p.label} raises by {a(main.amount)}: {a(state.current_bet)} + "
                f"{a(main.amount)} = {a(to)}, a raise to {a(to)}.",
                RULE_RAISE_BY,
                corrected=False,
            )
        if to is None and payment is not None:
            to = p.bet + sum(payment.chips)
            res.say(
                f"{p.label} declared {verb.value} and put out {_chips(payment.chips, a)}: a "
                f"{word.value} to {a(to)}.",
                RULE_OVERCHIP if len(payment.chips) == 1 else RULE_VERBAL,
                corrected=False,
            )
        elif to is not None and payment is not None and p.bet + sum(payment.chips) != to:
            res.say(
                f"{p.label} said {verb.value} {a(to)} and put out {a(sum(payment.chips))}: the "
                f"declared {a(to)} stands.",
                RULE_VERBAL,
            )
        if to is None:
            to = opts.min_raise_to if opts.min_raise_to is not None else p.all_in_to
            res.say(
                f"{p.label} declared {verb.value} with no amount: it is a minimum {word.value}, "
                f"to {a(to)}.",
                RULE_VERBAL,
            )
        res.action = _plain(who, word, to)
        return
    # Chips pushed, or an amount said with no action word.
    said = main.said
    chips = main.chips
    total = main.amount if said and main.amount is not None else p.bet + sum(chips)
    shown = f"says {a(main.amount)}" if said else f"puts out {_chips(chips, a)}"
    all_in = total >= p.all_in_to
    if not facing:
        rule = RULE_AMOUNT if said else RULE_OVERCHIP if len(chips) == 1 else RULE_MULTIPLE
        res.action = _plain(who, Verb.ALLIN if all_in else Verb.BET, min(total, p.all_in_to))
        res.say(
            f"{p.label} {shown} with no bet to call: a bet of {a(total - p.bet)}.",
            rule,
            corrected=False,
        )
        return
    if total <= opts.call_to or (all_in and p.all_in_to <= opts.call_to):
        if total == opts.call_to or all_in:
            res.action = _plain(who, Verb.CALL)
            rule = RULE_AMOUNT if said else RULE_MULTIPLE
            res.say(f"{p.label} {shown}: a call.", rule, corrected=False)
        else:
            _undercall(state, p, total, opts, res, declared=False)
        return
    if not said and len(chips) == 1:
        res.action = _plain(who, Verb.CALL)
        res.say(
            f"{p.label} puts out a single {a(chips[0])} chip facing a bet with no declaration: "
            f"a call of {a(opts.to_call)}; the {a(total - opts.call_to)} over is change.",
            RULE_OVERCHIP,
            corrected=False,
        )
        return
    if not said and total - min(chips) < opts.call_to:
        res.action = _plain(who, Verb.CALL)
        res.say(
            f"{p.label} puts out {_chips(chips, a)} = {a(total - p.bet)} facing {a(opts.to_call)} "
            f"to call: without the smallest chip ({a(min(chips))}) it is "
            f"{a(total - p.bet - min(chips))}, less than the call, so every chip is needed: a "
            f"call; the {a(total - opts.call_to)} over is change.",
            RULE_MULTIPLE,
            corrected=False,
        )
        return
    if all_in:
        res.action = _plain(who, Verb.ALLIN)
        res.say(
            f"{p.label} {shown}, every chip they have: an all-in to {a(p.all_in_to)}.",
            RULE_ALL_IN_CHIPS,
            corrected=False,
        )
        return
    low = opts.min_raise_to
    if not opts.can_raise or low is None:
        res.action = _plain(who, Verb.CALL)
        res.say(
            f"{p.label} {shown} = {a(total)} but may not raise ({opts.why_not}): a call of "
            f"{a(opts.call_to)}; the {a(total - opts.call_to)} over is returned.",
            opts.why_not_rule,
        )
        return
    if total >= low:
        res.action = _plain(who, Verb.RAISE, total)
        res.say(
            f"{p.label} {shown}: {a(total)} is at least the minimum raise to {a(low)}, a raise to "
            f"{a(total)}.",
            RULE_AMOUNT if said else RULE_MULTIPLE_RAISE,
            corrected=False,
        )
        return
    over, need = total - state.current_bet, low - state.current_bet
    head = (
        f"{p.label} {shown} = {a(total)} with no raise declared: {a(over)} over the bet of "
        f"{a(state.current_bet)}, short of the minimum raise of {a(need)} (to {a(low)})"
    )
    if state.rules.underraise is Underraise.MINIMUM:
        res.action = _plain(who, Verb.RAISE, low)
        res.say(
            f"{head}: it is brought up to the minimum, {a(low)}.", state.rules.cite("underraise")
        )
    elif 2 * over >= need:
        res.action = _plain(who, Verb.RAISE, low)
        res.say(
            f"{head}; {a(over)} is at least half of {a(need)} ({a(over)} x 2 = {a(2 * over)} ≥ "
            f"{a(need)}), so it must be a full raise, to {a(low)}.",
            state.rules.cite("underraise"),
        )
    else:
        res.action = _plain(who, Verb.CALL)
        res.say(
            f"{head}; {a(over)} is less than half of {a(need)} ({a(over)} x 2 = {a(2 * over)} < "
            f"{a(need)}), so it is a call of {a(opts.call_to)}; the {a(over)} over is returned.",
            state.rules.cite("underraise"),
        )


def _unclear(state: State, p: Player, main: Action, opts: options.Options, res: Resolved) -> Action:
    """An amount said whose unit is unclear, read by TDA 2024 Rule 57."""
    assert main.amount is not None
    facing = opts.to_call > 0 and main.verb is Verb.CHIPS
    low = opts.call_to if facing else opts.min_raise_to
    low = p.all_in_to if low is None else low
    to, why = unclear_to(
        main.amount,
        low=low,
        all_in_to=p.all_in_to,
        pot=state.pot_total,
        decimals=state.rules.decimals,
    )
    said = main.motion_text(state.rules.decimals).removesuffix(" unclear").removeprefix("says ")
    res.say(f"{p.label} said '{said}', an amount whose unit is unclear: {why}.", RULE_UNCLEAR)
    return evolve(main, amount=to, unclear=False)


def _chips(chips: tuple[int, ...], a: Callable[[int | None], str] = str) -> str:
    """``100 + 25 + 25`` (or ``a 500 chip``), each amount written by `a` (`amounts_of`)."""
    return f"a {a(chips[0])} chip" if len(chips) == 1 else " + ".join(map(a, chips))


def _undercall(
    state: State, p: Player, total: int, opts: options.Options, res: Resolved, *, declared: bool
) -> None:
    """A call of less than the amount with chips behind (TDA 2024 Rule 51; Robert's 7 and 8)."""
    a = amounts_of(state.rules)
    put, owed = total - p.bet, opts.to_call
    res.action = Action(who=res.action.who, verb=Verb.CALL)
    head = f"{p.label} puts in {a(put)} where {a(owed)} calls"
    if declared:
        res.say(
            f"{head}, after saying call: 'call' commits them to the full call of "
            f"{a(opts.call_to)}; {a(owed - put)} more goes in.",
            RULE_VERBAL,
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
