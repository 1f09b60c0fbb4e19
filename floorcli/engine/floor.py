"""Floor decisions: where the rules leave the choice to the floor, the history records it.

``floor 3 dead`` (the floor rules a hand dead), ``floor 8 forfeit 30`` (an undercall's chips
forfeited and the hand folded, TDA 2024 Rule 51-B), ``floor 3 no-raise`` (a player limited to
calling or folding, TDA 2024 Rule 53-B).  Each ruling says the rule and that it was the floor's
call.  A declared "check" facing a bet (TDA 2024 Rule 55) limits the player the same way.
"""

from __future__ import annotations

from floorcli.engine import options
from floorcli.engine.rulings import Ruling, Verdict, acted, closing, illegal
from floorcli.engine.state import Pending, State
from floorcli.engine.turns import advance, keep_or_move_action
from floorcli.model.actions import Action, Decision, Street, Verb
from floorcli.model.evolve import evolve
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.settings import Undercall

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
    if action.decision is Decision.NO_RAISE:
        why = f"the floor limited {p.label} to calling or folding on this turn"
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
    folded = evolve(state, players=state.with_player(i, evolve(p, folded=True)), pending=pending)
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
) -> Ruling:
    return Ruling(
        index=index,
        input=text,
        seat=seat,
        action=action,
        to=to,
        added=added,
        verdict=Verdict.CORRECTED,
        reopens=None,
        explanation=explanation,
        rule=rule,
    )


__all__ = ["declared_check", "floor_decision", "is_declared_check"]
