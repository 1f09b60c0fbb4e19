"""Floor decisions: where the rules leave the choice to the floor, the history records it.

``floor 3 dead`` (the floor rules a hand dead), ``floor 8 forfeit 30`` (an undercall's chips
forfeited and the hand folded, TDA 2024 Rule 51-B), ``floor 3 no-raise`` (a player limited to
calling or folding, TDA 2024 Rule 53-B), ``floor 2 stands 1000`` (a bet or raise of the wrong
size, noticed only after the next card was dealt, stands as made: TDA 2024 Rule 52).  Each
ruling says the rule and that it was the floor's call.  A declared "check" facing a bet (TDA
2024 Rule 55) limits the player the same way.
"""

from __future__ import annotations

from floorcli.engine import options
from floorcli.engine.rulings import Ruling, Verdict, acted, closing, illegal
from floorcli.engine.state import DeadHand, Pending, State
from floorcli.engine.turns import advance, keep_or_move_action
from floorcli.engine.voluntary import fixed_between, raise_to
from floorcli.model.actions import LAST_STREETS, Action, Decision, Street, Verb
from floorcli.model.evolve import evolve
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import Structure, Undercall
from floorcli.profiles.rulebooks import Cited

FLOOR_CALL = "the floor's decision"
RULE_DISCRETION = (
    "TDA 2024 Rule 1 (the floor decides in the best interest of the game and fairness)"
)
RULE_SKIPPED = (
    "TDA 2024 Rule 53-B (a player skipped by action out of turn who does not speak up before "
    "substantial action: the floor may rule the hand dead or limit it to non-aggressive action)"
)
RULE_FORFEIT = (
    "TDA 2024 Rule 51-B (an undercall is a mandatory full call heads-up or facing the opening "
    "bet; elsewhere the floor may let the player forfeit the chips of the undercall and fold)"
)
RULE_FORFEIT_80 = (
    "Robert's Rules of Poker, no-limit rules 7 and 8 (a caller who clearly misunderstood an "
    "amount under 80% of the call may be let off the call; the chips are forfeited)"
)
UNDER_STANDS = Cited(
    tda=(
        "TDA 2024 Rule 52-A (opening or raising less than the minimum is corrected anywhere on "
        "the current street; after the next card is dealt the error stands)"
    ),
    wsop=(
        "WSOP 2026 Live Action Rule 142 (a wager of an improperly low amount is brought up to "
        "size if the error is discovered before the betting round has been completed)"
    ),
    usual=(
        "TDA 2024 Rule 52-A (opening or raising less than the minimum is corrected anywhere on "
        "the current street; after the next card is dealt the error stands); WSOP 2026 Live "
        "Action Rule 142 (a wager of an improperly low amount is brought up to size if the error "
        "is discovered before the betting round has been completed)"
    ),
)
OVER_STANDS = Cited(
    tda=(
        "TDA 2024 Rule 52-B and Addendum Example 3 (a pot-limit bet over the pot is reduced for "
        "all players anywhere on the current street; if the next card is dealt the error stands)"
    ),
    wsop=(
        "WSOP 2026 Live Action Rules 188 and 189 (an oversize pot-limit wager stands as accepted "
        "action once the betting round is complete)"
    ),
    usual=(
        "TDA 2024 Rule 52-B and Addendum Example 3 (a pot-limit bet over the pot is reduced for "
        "all players anywhere on the current street; if the next card is dealt the error "
        "stands); WSOP 2026 Live Action Rules 188 and 189 (an oversize pot-limit wager stands as "
        "accepted action once the betting round is complete)"
    ),
)
RULE_CHECK_FACING = (
    "TDA 2024 Rule 55 (a player declaring 'check' when facing a bet may call or fold, but "
    "cannot raise)"
)


def is_declared_check(action: Action, opts: options.Options) -> bool:
    """True for ``says check`` by a player facing a bet (later motions are ruled after it)."""
    return action.said and action.verb is Verb.CHECK and opts.to_call > 0


def declared_check(
    state: State, i: int, opts: options.Options, *, index: int, text: str
) -> tuple[State, Ruling]:
    """ "Check" declared facing a bet: not a check and not a fold; the player may call or fold
    but not raise (TDA 2024 Rule 55).  They are still to act."""
    a = amounts_of(state.rules)
    p = state.players[i]
    why = f"{p.label} declared check facing a bet"
    limited = _limit(state, i, Action(who=str(p.seat), verb=Verb.CHECK, said=True), why=why)
    explanation = (
        f"{p.label} said check facing a bet of {a(state.current_bet)} ({a(opts.to_call)} to call): "
        "a check is not possible and the word does not fold the hand. "
        f"{p.label} is still to act and may call {a(opts.to_call)} or fold, but not raise."
    )
    return limited, _ruling(index, text, p.seat, "check", explanation, RULE_CHECK_FACING)


def floor_decision(state: State, i: int, action: Action, *, index: int) -> tuple[State, Ruling]:
    """Apply a floor decision (`Verb.FLOOR`): it is ruled as the floor's call, with the rule."""
    p = state.players[i]
    text = action.text(state.rules.decimals)
    word = str(action.decision)
    if p.folded:
        why = f"{p.label} has already folded: there is no hand to rule on."
        return state, illegal(state, index, text, p, word, (why, FLOOR_CALL))
    if action.decision is Decision.DEAD:
        return _dead(state, i, index=index, text=text)
    if p.stack == 0:
        why = f"{p.label} is all-in and has no more action this hand: there is nothing to limit."
        return state, illegal(state, index, text, p, word, (why, FLOOR_CALL))
    if action.decision is Decision.STANDS:
        return _stands(state, i, action, index=index, text=text)
    if action.decision is Decision.NO_RAISE:
        why = f"the floor ruled that {p.label} may not bet or raise on this turn"
        limited = _limit(state, i, action, why=why)
        explanation = (
            f"Floor decision: {p.label} keeps the hand but may only check, call or fold on "
            f"their next turn this {state.street.label}; no bet or raise."
        )
        rule = f"{RULE_SKIPPED}; {FLOOR_CALL}"
        return limited, _ruling(index, text, p.seat, word, explanation, rule)
    return _forfeit(state, i, action, index=index, text=text)


def _limit(state: State, i: int, action: Action, *, why: str) -> State:
    """`state` with player `i` limited to calling or folding on their next turn this round."""
    rule = RULE_CHECK_FACING if action.verb is Verb.CHECK else f"{RULE_SKIPPED}; {FLOOR_CALL}"
    entry = Pending(
        index=i, action=action, facing=state.current_bet, restricted=True, why=why, rule=rule
    )
    return evolve(state, pending=(*(e for e in state.pending if e.index != i), entry))


def _dead(state: State, i: int, *, index: int, text: str) -> tuple[State, Ruling]:
    """The floor rules the hand dead: it is folded, and its chips stay in the pot."""
    a = amounts_of(state.rules)
    p = state.players[i]
    pending = tuple(e for e in state.pending if e.index != i)
    dead = evolve(p, folded=True, dead_hand=DeadHand.FLOOR)
    folded = evolve(state, players=state.with_player(i, dead), pending=pending)
    if state.actor == i:
        after = advance(folded, i)
    elif len(folded.in_hand) == 1:
        after = evolve(folded, street=Street.COMPLETE, actor=None)
    else:
        after = keep_or_move_action(folded, i)
    explanation = (
        f"Floor decision: {p.label}'s hand is dead"
        + (f"; the {a(p.committed)} they put in stays in the pot" if p.committed else "")
        + ": they have no more action this hand."
    )
    explanation += closing(state, after)
    rule = f"{RULE_SKIPPED}; {RULE_DISCRETION}; {FLOOR_CALL}"
    return after, _ruling(index, text, p.seat, "dead", explanation, rule)


def _forfeit(
    state: State, i: int, action: Action, *, index: int, text: str
) -> tuple[State, Ruling]:
    """An undercall the floor lets the player take back: the chips put in stay, the hand folds."""
    a = amounts_of(state.rules)
    p = state.players[i]
    put = action.amount or 0
    opts = options.options(state)
    if state.actor != i or opts.to_call == 0 or not 0 < put < min(opts.to_call, p.stack):
        why = (
            f"'{text}' records an undercall forfeited: {p.label} must be the player to act, "
            f"facing a bet, having put in less than the call with chips behind "
            f"({opts.to_call if state.actor == i else 'not their turn'} to call). Write the "
            f"undercall itself, e.g. '{action.who} call {a(p.bet + max(1, opts.to_call // 2))}'."
        )
        return state, illegal(state, index, text, p, "forfeit", (why, RULE_FORFEIT))
    owed = opts.to_call
    pct = 100 * put // owed
    rules = state.rules
    if rules.undercall is Undercall.CORRECTED:
        allowed, rule = pct < 80, RULE_FORFEIT_80
        mandatory = f"{a(put)} of {a(owed)} is {pct}% of the call, 80% or more: a full call"
    else:
        heads_up, opening = len(state.in_hand) == 2, state.bets <= 1
        allowed, rule = not (heads_up or opening), RULE_FORFEIT
        where = "heads-up" if heads_up else "facing the opening bet of the round"
        mandatory = f"an undercall {where} is a mandatory full call"
    if not allowed:
        why = (
            f"The floor may not let {p.label} forfeit and fold: {mandatory} of {a(owed)} "
            f"(to {a(opts.call_to)}). Write '{action.who} call {a(p.bet + put)}' to have it ruled."
        )
        return state, illegal(
            state, index, text, p, "forfeit", (why, f"{rule}; {rules.cite('undercall')}")
        )
    moved = acted(p, state, stack=p.stack - put, bet=p.bet + put, live=p.live + put, folded=True)
    after = advance(evolve(state, players=state.with_player(i, moved)), i)
    explanation = (
        f"Floor decision: {p.label} put in {a(put)} where {a(owed)} calls ({pct}% of the call); "
        f"the floor lets them take back the call: the {a(put)} is forfeited to the pot and the "
        "hand is folded."
    )
    explanation += closing(state, after)
    return after, _ruling(
        index,
        text,
        p.seat,
        "forfeit",
        explanation,
        f"{rule}; {FLOOR_CALL}",
        added=put,
        to=moved.bet,
    )


def _stands(state: State, i: int, action: Action, *, index: int, text: str) -> tuple[State, Ruling]:
    """A bet or raise of the wrong size that nobody noticed until the next card was dealt: it
    stands as made (TDA 2024 Rule 52).  Written where it was made, in the player's turn.

    Under the minimum (Rule 52-A, any structure) it is judged on its actual amount as a short
    all-in of it would be; over the pot-limit maximum (Rule 52-B) it is a raise of that size.
    Refused when the amount needs no correction, or is one Rule 52 does not let stand.
    """
    p = state.players[i]
    to = action.amount or 0
    opts = options.options(state)
    word = "raise" if state.current_bet > 0 else "bet"
    a = amounts_of(state.rules)

    def refused(why: str, rule: str = "") -> tuple[State, Ruling]:
        rule = rule or UNDER_STANDS.text(state.rules)
        return state, illegal(state, index, text, p, "stands", (why, f"{rule}; {FLOOR_CALL}"))

    if state.actor != i:
        who = state.to_act.label if state.to_act else "nobody"
        return refused(
            f"'{text}' records {p.label}'s own {word}, written where it was made: {who} is to "
            "act, not them."
        )
    if not opts.can_raise:
        return refused(f"{p.label} may not {word} at all: {opts.why_not}.", opts.why_not_rule)
    if to == 0:
        return refused(f"a {word} of 0 is no {word}: write '{action.who} check' or a fold.")
    if to <= state.current_bet:
        return refused(
            f"{a(to)} is not over the bet of {a(state.current_bet)}: that is a call or an "
            f"undercall (TDA 2024 Rule 51), not a {word}; write e.g. '{action.who} call {a(to)}'."
        )
    if to >= p.all_in_to:
        return refused(
            f"{p.label} has {a(p.all_in_to)} in all: a {word} to {a(to)} is all-in, legal at any "
            f"amount; write '{action.who} allin'."
        )
    low, high = opts.min_raise, opts.max_raise
    assert low is not None and high is not None
    # On the river the error stands once the showdown has begun (Rule 52-A).
    late = "the showdown began" if state.street in LAST_STREETS else "the next card was dealt"
    if to < low.to:
        head = (
            f"{p.label}'s {word} to {a(to)} is below the minimum of {a(low.to)} ({low.why}); it "
            f"was noticed only after {late}, so it stands as made and is not brought up to "
            f"{a(low.to)}."
        )
        rule = f"{UNDER_STANDS.text(state.rules)}; {low.rule}"
        raised = raise_to(state, i, to, all_in=False, stands=True)
    elif to > high.to and state.rules.structure is Structure.POT_LIMIT:
        head = (
            f"{p.label}'s {word} to {a(to)} is over the pot-limit maximum of {a(high.to)} "
            f"({high.why}); it was noticed only after {late}, so it stands as made: the "
            f"{a(to - high.to)} over is not returned."
        )
        rule = f"{OVER_STANDS.text(state.rules)}; {high.rule}"
        raised = raise_to(state, i, to, all_in=False)
    elif to > high.to or fixed_between(state, low.to, high.to, to):
        return refused(
            f"a {word} to {a(to)} is not one TDA 2024 Rule 52 lets stand: it covers an amount "
            f"under the minimum ({a(low.to)}) and a pot-limit bet over the pot; here a {word} is "
            f"{a(low.to)}" + (f" to {a(high.to)}" if high.to != low.to else "") + "."
        )
    else:
        return refused(
            f"a {word} to {a(to)} is legal as made (from {a(low.to)} to {a(high.to)}): there is no "
            f"error to let stand; write '{action.who} {word} {a(to)}'."
        )
    after = raised.after
    return after, _ruling(
        index,
        text,
        p.seat,
        word,
        f"Floor decision: {head} {raised.why}{closing(state, after)}",
        f"{rule}; {raised.rule}; {FLOOR_CALL}",
        added=to - p.bet,
        to=to,
        reopens=raised.reopens,
    )


def _ruling(
    index: int,
    text: str,
    seat: int,
    action: str,
    explanation: str,
    rule: str,
    *,
    added: int = 0,
    to: int | None = None,
    reopens: bool | None = None,
) -> Ruling:
    return Ruling(
        index=index,
        input=text,
        seat=seat,
        action=action,
        to=to,
        added=added,
        verdict=Verdict.CORRECTED,
        reopens=reopens,
        explanation=explanation,
        rule=rule,
    )


__all__ = ["declared_check", "floor_decision", "is_declared_check"]
