"""Floor disputes: what a table action (words said, chips pushed, several motions) amounts to.

`interpret` turns an action as it happened at the table (README, Action grammar) into the plain
fold, check, call, bet or raise the floor rules it to be, with the reasons and the rules.  The
engine then rules on that plain action like any other (`options.options` decides the limits).
"""

from __future__ import annotations

from dataclasses import dataclass

from floorcli.engine import options
from floorcli.engine.declared import RULE_UNCLEAR, read_pot, unclear_to
from floorcli.engine.pushed import rule_pushed, undercall
from floorcli.engine.resolved import OVERCHIP, VERBAL, Resolved, chips_text
from floorcli.engine.state import Player, State
from floorcli.model.actions import Action, Verb
from floorcli.model.evolve import evolve
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import DeclaredRaise, Structure, VerbalVsChips
from floorcli.profiles.rulebooks import Cited
from floorcli.profiles.settings import Rules

RULE_RAISE_BY = (
    "TDA 2024 Rule 43-B (raise and an amount is the total bet without other clarifying "
    "information; 'raise by X' clarifies it: X over the bet)"
)
STRING = Cited(
    tda=(
        "TDA 2024 Rules 42 and 56 (a raise is the full amount in one motion or declared first: "
        "string bets and raises are not allowed)"
    ),
    roberts=(
        "Robert's Rules of Poker, Tournament Rules 23 (a raise is an amount said or one "
        "motion: otherwise it is a string bet)"
    ),
    usual=(
        "TDA 2024 Rules 42 and 56; Robert's Rules of Poker, Tournament Rules 23 (a raise is one "
        "motion or declared first: a string raise is a call)"
    ),
)
_ROBERTS_4 = (
    "Robert's Rules of Poker, no-limit rule 4 (at non-tournament play a player who says "
    '"raise" may put chips in with more than one move, the wager complete when the hands come '
    "to rest; otherwise one motion, or it is a string bet)"
)
MOVES = Cited(roberts=_ROBERTS_4, usual=_ROBERTS_4)  # declared_raise: many-moves
RULE_INVALID = "TDA 2024 Rule 55 (call with no bet is a check; raise with no bet is a bet)"
TOO_MUCH = Cited(  # the TDA: "call" said first defines the action and commits to a call
    tda=(
        'TDA 2024 Rules 40-A and 51-A (a declaration made first defines the action: "call" '
        "commits the player to the full current action, a call): the excess is returned"
    ),
    roberts=(
        "Robert's Rules of Poker, no-limit rule 10 (it does not apply to a player who "
        "unintentionally put too much in to call): the excess is returned"
    ),
    usual=(
        "Robert's Rules of Poker, no-limit rule 10 (it does not apply to a player who "
        "unintentionally put too much in to call): the excess is returned"
    ),
)
RULE_SIMULTANEOUS = (
    "TDA 2024 Rule 40-A (words and chips at the same time: a clear and reasonable verbal "
    "declaration takes precedence, otherwise the chips play)"
)
RULE_ONE_MOTION = (
    "TDA 2024 Rules 40-A and 42-A (words and chips in one motion that do not contradict: the "
    "word names the action, the full amount pushed in one motion is its size)"
)
_LA_192 = (
    'WSOP 2026 Live Action Rule 192 (pot limit: "raise" announced without an amount with a '
    "chip larger than a pot-sized raise is a full pot-sized raise)"
)
POT_CHIP = Cited(  # Robert's Rules has no rule on it
    tda=(
        "TDA 2024 Rule 44 (raise declared with an oversized chip and no amount is the maximum "
        "allowable for the chip, and opening an overchip is a bet of the maximum for the chip: "
        "in pot limit, a pot-sized bet or raise)"
    ),
    wsop=_LA_192,
    usual=_LA_192,
)
_SIZED_BY_CHIPS = (Verb.BET, Verb.RAISE, Verb.CALL, Verb.POT)


def interpret(state: State, i: int, action: Action, opts: options.Options) -> Resolved:
    """The plain action the floor rules `action` to be (the player `i` is to act).

    Which motion defines the action (`_defining_motion`: TDA 2024 Rule 40-A), what an unclear
    amount means (Rule 57), the one rule that decides the defining motion (`_resolve`), and
    what the later motions are (a string raise: Rules 42 and 56).
    """
    p = state.players[i]
    d = state.rules.decimals  # amounts as the hand types them
    motions = list(action.motions)
    res = Resolved(action=Action(who=action.who, verb=Verb.CALL))
    spoken = next((k for k, m in enumerate(motions) if m.said), None)
    define, payment = _defining_motion(state, p, motions, spoken, res)
    main = motions[define]
    if main.unclear and main.amount is not None:
        main = _unclear(state, p, main, opts, res)
    rest = [m for k, m in enumerate(motions) if k > define and not (define == 0 and k == spoken)]
    if payment is None and main.said and main.verb is not Verb.CHIPS and rest and rest[0].chips:
        payment, rest = rest[0], rest[1:]
    moves = 1
    if payment is not None and (_many_moves(state, main) or _declared_first(main)):
        while rest and rest[0].chips and not rest[0].said:
            payment = evolve(payment, chips=payment.chips + rest[0].chips)
            rest, moves = rest[1:], moves + 1
    _resolve(
        _Dispute(state=state, p=p, main=main, payment=payment, opts=opts, res=res, moves=moves)
    )
    string = string_rule(state.rules)
    for later in rest:
        done = _done(res.action, state)
        if later.said:
            res.say(
                f"'{later.motion_text(d)}' after {done}: '{main.motion_text(d)}' came first "
                "and binds; 'I call and raise' is a call.",
                string,
            )
        else:
            res.say(
                f"'{later.motion_text(d)}' is a second motion after {done}: a string raise; "
                f"the action stands as {done} and those chips are returned.",
                string,
            )
    return res


def string_rule(rules: Rules) -> str:
    """The rule a string bet or raise breaks under `rules` (`declared_raise`)."""
    many = rules.declared_raise is DeclaredRaise.MANY_MOVES
    return (MOVES if many else STRING).text(rules)


def _declared_first(main: Action) -> bool:
    """The full amount was said before any chips (TDA 2024 Rule 42-B: "verbally declaring the
    full amount prior to pushing out chips"): the chips that follow pay it, in as many moves
    as it takes; none of them is a string raise."""
    return main.said and main.amount is not None and main.verb in (Verb.BET, Verb.RAISE)


def _many_moves(state: State, main: Action) -> bool:
    """Chips after a said "raise" count move by move until the hands come to rest (Robert's
    Rules, no-limit rule 4: non-tournament play, `declared_raise: many-moves`)."""
    many = state.rules.declared_raise is DeclaredRaise.MANY_MOVES
    return many and main.said and main.verb is Verb.RAISE


def _defining_motion(
    state: State, p: Player, motions: list[Action], spoken: int | None, res: Resolved
) -> tuple[int, Action | None]:
    """Which motion defines the action, and the chips that size it (TDA 2024 Rule 40-A: the
    first defines it; at the same time, words and chips that agree are one action, and where
    they contradict a clear declaration takes precedence)."""
    if spoken is None or spoken == 0 or motions[0].said:
        return 0, None
    d = state.rules.decimals
    first, words = motions[0], motions[spoken]
    done_first = first.motion_text(d)
    said_later = words.motion_text(d).removeprefix("says ")
    if spoken == 1 and words.together:
        if first.chips and words.verb in _SIZED_BY_CHIPS and words.amount is None:
            res.say(
                f"{p.label} did '{done_first}' while saying '{said_later}', in one motion: the "
                f"word names the action and the chips its size.",
                RULE_ONE_MOTION,
                corrected=False,
            )
            return spoken, first
        res.say(
            f"{p.label} did '{done_first}' while saying '{said_later}', in one motion: a "
            "clear verbal declaration made at the same time takes precedence.",
            RULE_SIMULTANEOUS,
        )
        return spoken, None
    if state.rules.verbal_vs_chips is VerbalVsChips.VERBAL:
        res.say(
            f"{p.label} did '{done_first}' and then said '{said_later}': the verbal "
            "statement prevails.",
            state.rules.cite("verbal_vs_chips"),
        )
        return spoken, None
    res.say(
        f"{p.label} did '{done_first}' before saying '{said_later}': the first defines the "
        "action, and what was said after does not change it.",
        state.rules.cite("verbal_vs_chips"),
    )
    return 0, None


def _done(action: Action, state: State) -> str:
    a = amounts_of(state.rules)
    if action.verb in (Verb.BET, Verb.RAISE):
        return f"the {action.verb.value} to {a(action.amount)}"
    return f"the {action.verb.value}"


@dataclass(frozen=True, slots=True, kw_only=True)
class _Dispute:
    """The motion that defines a table action and the facts every rule deciding it reads: the
    player `p` acting in `state`, facing `opts`; the motion `main` and the chips `payment` that
    went with its words; the ruling `res` being written."""

    state: State
    p: Player
    main: Action
    payment: Action | None
    opts: options.Options
    res: Resolved
    moves: int = 1  # the moves `payment` was put in with (`declared_raise: many-moves`)


def _resolve(d: _Dispute) -> None:
    """The one rule that decides `d.main` (with the chips `d.payment` that went with its words)."""
    main = d.main
    if main.said and main.verb not in (Verb.CHIPS, Verb.POT):
        d.res.cite(VERBAL.text(d.state.rules))
    if main.verb is Verb.POT:
        _pot_declared(d)
    elif main.verb in (Verb.FOLD, Verb.CHECK, Verb.ALLIN, Verb.COMPLETE):
        d.res.rule(main.who, main.verb)
    elif main.verb is Verb.CALL:
        _call(d)
    elif main.verb in (Verb.BET, Verb.RAISE):
        _bet_or_raise(d)
    else:
        rule_pushed(d.state, d.p, main, d.opts, d.res)


def _pot_declared(d: _Dispute) -> None:
    """ "Pot": the pot-limit maximum, or in other structures what TDA 2024 Rule 54-D binds."""
    state, p, payment, res = d.state, d.p, d.payment, d.res
    chips_to = None if payment is None else p.bet + sum(payment.chips)
    reading = read_pot(state.rules, d.opts, label=p.label, chips_to=chips_to)
    res.say(reading.why, reading.rule, corrected=reading.corrected)
    if reading.to is None:
        res.rule(d.main.who, Verb.CALL)
    else:
        res.rule(d.main.who, Verb.RAISE if state.current_bet else Verb.BET, reading.to)


def _call(d: _Dispute) -> None:
    """A call, said or written: too much is returned ("call" binds to a call, TDA 2024 Rules
    40-A and 51-A; Robert's no-limit 10), too little is an undercall (TDA 2024 Rule 51)."""
    state, p, main, payment, opts, res = d.state, d.p, d.main, d.payment, d.opts, d.res
    a = amounts_of(state.rules)
    res.rule(main.who, Verb.CALL)
    if opts.to_call <= 0:
        if main.said:
            res.rule(main.who, Verb.CHECK)
            res.say(f"{p.label} said call with nothing to call: it is a check.", RULE_INVALID)
        return
    total = main.amount if payment is None else p.bet + sum(payment.chips)
    if total is None or total == opts.call_to:
        return
    if total > opts.call_to:
        res.say(
            f"{p.label} calls with {a(total - p.bet)} in chips where {a(opts.to_call)} calls: "
            f"the call is {a(opts.call_to)} and the {a(total - opts.call_to)} over is returned.",
            TOO_MUCH.text(state.rules),
            corrected=payment is None,
        )
    else:
        undercall(state, p, total, opts, res, declared=main.said)


def _bet_or_raise(d: _Dispute) -> None:
    """A bet or raise, said or written: to the amount stated (TDA 2024 Rule 43-B), to the chips
    that went with the word (Rules 42-A and 44), or with neither, a minimum one."""
    state, p, main, opts, res = d.state, d.p, d.main, d.opts, d.res
    a = amounts_of(state.rules)
    verb = main.verb
    word = Verb.RAISE if opts.to_call > 0 or state.current_bet else Verb.BET
    if main.said and verb is Verb.RAISE and state.current_bet == 0 and opts.to_call <= 0:
        res.say(
            f"{p.label} said raise with no bet to raise: it is a bet, at least the minimum.",
            RULE_INVALID,
            corrected=False,
        )
    to = _raised_by(d)
    if d.payment is not None:
        to = _with_chips(d, d.payment, word, to)
    if to is None:
        to = opts.min_raise_to if opts.min_raise_to is not None else p.all_in_to
        res.say(
            f"{p.label} declared {verb.value} with no amount: it is a minimum {word.value}, "
            f"to {a(to)}.",
            VERBAL.text(state.rules),
        )
    res.rule(main.who, word, to)


def _raised_by(d: _Dispute) -> int | None:
    """``raise by X`` is X over the bet; any other amount stated is the total (TDA 2024 Rule
    43-B)."""
    main, bet = d.main, d.state.current_bet
    if not main.by or main.amount is None:
        return main.amount
    a = amounts_of(d.state.rules)
    to = bet + main.amount
    d.res.say(
        f"{d.p.label} raises by {a(main.amount)}: {a(bet)} + {a(main.amount)} = "
        f"{a(to)}, a raise to {a(to)}.",
        RULE_RAISE_BY,
        corrected=False,
    )
    return to


def _with_chips(d: _Dispute, payment: Action, word: Verb, to: int | None) -> int:
    """The chips `payment` that went with a declared bet or raise: with no amount said they are
    the amount (TDA 2024 Rules 42-A and 44: a raise declared with an overchip is the most the
    chip allows; pot limit, WSOP 2026 Live Action 192: a chip larger than a pot-sized raise is a
    pot-sized raise); an amount said that differs from them stands (TDA 2024 Rule 40-A)."""
    state, p, verb, res = d.state, d.p, d.main.verb, d.res
    a = amounts_of(state.rules)
    pushed = p.bet + sum(payment.chips)
    chips = chips_text(payment.chips, a)
    if to is not None:
        if pushed != to:
            res.say(
                f"{p.label} said {verb.value} {a(to)} and put out {a(sum(payment.chips))}: the "
                f"declared {a(to)} stands.",
                VERBAL.text(state.rules),
            )
        return to
    high = d.opts.max_raise_to
    if (
        len(payment.chips) == 1
        and state.rules.structure is Structure.POT_LIMIT
        and high is not None
        and pushed > high
    ):
        res.say(
            f"{p.label} declared {verb.value} and put out {chips}, larger than a pot-sized "
            f"{word.value}: it is a pot-sized {word.value}, to {a(high)}.",
            POT_CHIP.text(state.rules),
            corrected=False,
        )
        return high
    if d.moves > 1:
        res.say(
            f"{p.label} declared {verb.value} and put out {chips} in {d.moves} moves: the "
            f"{word.value} is every chip put in until the hands came to rest, to {a(pushed)}.",
            string_rule(state.rules),
            corrected=False,
        )
        return pushed
    res.say(
        f"{p.label} declared {verb.value} and put out {chips}: a {word.value} to {a(pushed)}.",
        OVERCHIP.text(state.rules) if len(payment.chips) == 1 else RULE_ONE_MOTION,
        corrected=False,
    )
    return pushed


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
