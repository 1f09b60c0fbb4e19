"""Actions out of turn: record one that waits, and settle it when the turn comes round.

TDA 2024 Rule 53-A: an action out of turn is binding if the action to that player does not
change (a fold always is); if someone bets or raises first it is void.  Pending actions lapse
when the round ends.
"""

from __future__ import annotations

from typing import Protocol

from floorcli.engine.rulings import OUT_OF_TURN, Ruling, Verdict
from floorcli.engine.state import Pending, State
from floorcli.model.actions import Action, Verb
from floorcli.model.evolve import evolve
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import OutOfTurnCheck


class ActOne(Protocol):
    """Rule on one action (the engine's step before out-of-turn actions are settled)."""

    def __call__(self, state: State, action: Action, *, index: int) -> tuple[State, Ruling]: ...


def out_of_turn(
    state: State, i: int, action: Action, *, index: int, text: str
) -> tuple[State, Ruling]:
    """An action out of turn: the action backs up to the player whose turn it is, and this one
    waits (TDA 2024 Rule 53-A; Robert's Rules, Betting and Raising rule 10)."""
    a = amounts_of(state.rules)
    p = state.players[i]
    actor = state.to_act
    wait = evolve(action, out_of_turn=False)
    entry = Pending(index=i, action=wait, facing=state.current_bet)
    pending = (*(e for e in state.pending if e.index != i), entry)
    if action.verb is Verb.FOLD:
        binds = "A fold out of turn is binding: they fold when their turn comes."
    else:
        binds = (
            f"It is binding if the action to {p.label} does not change (a check, call or fold "
            f"before them does not change it; the bet is {a(state.current_bet)}); if someone bets "
            "or raises first, it is void and any chips go back to them."
        )
    why = (
        f"{p.label} acted out of turn ('{wait.motion_text(state.rules.decimals)}'): "
        f"{actor.label if actor else 'nobody'} "
        f"is to act. The action backs up to {actor.label if actor else 'them'}. {binds}"
    )
    return evolve(state, pending=pending), Ruling(
        index=index,
        input=text,
        seat=p.seat,
        action=wait.verb.value,
        to=None,
        added=0,
        verdict=Verdict.CORRECTED,
        reopens=None,
        explanation=why,
        rule=OUT_OF_TURN.text(state.rules),
    )


def settle_pending(
    before: State, after: State, ruling: Ruling, *, act: ActOne
) -> tuple[State, Ruling]:
    """Actions out of turn whose turn has come: binding if the action to them did not change
    (a fold always), void otherwise (TDA 2024 Rule 53-A).  They lapse when the round ends.

    `act` rules on one action (the engine's own step, passed in so this module does not
    import the engine that calls it)."""
    a = amounts_of(after.rules)
    d = after.rules.decimals
    notes: list[str] = []
    rules: list[str] = []
    street = before.street
    while True:
        if after.street is not street:
            lapsed = [e for e in after.pending if not e.restricted]
            for e in lapsed:
                who = after.players[e.index].label
                notes.append(
                    f"{who}'s '{e.action.motion_text(d)}' out of turn lapses: the round ended "
                    "before their turn."
                )
            after = evolve(after, pending=())
            break
        actor = after.actor
        entry = next((e for e in after.pending if e.index == actor and not e.restricted), None)
        if actor is None or entry is None:
            break
        rest = tuple(e for e in after.pending if e is not entry)
        who = after.players[actor].label
        if entry.action.verb is Verb.FOLD or after.current_bet == entry.facing:
            nxt, sub = act(evolve(after, pending=rest), entry.action, index=ruling.index)
            if (cited := OUT_OF_TURN.text(after.rules)) not in rules:
                rules.append(cited)
            if sub.verdict is Verdict.ILLEGAL:
                notes.append(
                    f"{who}'s '{entry.action.motion_text(d)}' out of turn cannot stand now: "
                    f"{sub.explanation} They act again."
                )
                after = evolve(after, pending=rest)
                break
            notes.append(
                f"The action reaches {who}: their '{entry.action.motion_text(d)}' out of turn is "
                f"binding (the bet is still {a(entry.facing)}): {sub.explanation}"
            )
            after = evolve(nxt, voluntary=True)
            continue
        restrict = (
            entry.action.verb is Verb.CHECK
            and after.rules.out_of_turn_check is OutOfTurnCheck.NO_BET_OR_RAISE
        )
        options = (
            "they may call or fold but not bet or raise" if restrict else "they have every option"
        )
        notes.append(
            f"{who}'s '{entry.action.motion_text(d)}' out of turn is void: the bet is now "
            f"{a(after.current_bet)}, not the {a(entry.facing)} they faced, so the action to them "
            f"changed; any chips are returned and {options}."
        )
        rule = after.rules.cite("out_of_turn_check")
        rules.append(rule)
        why = f"{who} checked out of turn and may not bet or raise on this turn"
        kept = (evolve(entry, restricted=True, why=why, rule=rule),) if restrict else ()
        after = evolve(after, pending=rest + kept)
        break
    if not notes:
        return after, ruling
    return after, evolve(
        ruling,
        explanation=" ".join([ruling.explanation, *notes]),
        rule="; ".join(dict.fromkeys([ruling.rule, *rules])),
    )


__all__ = ["ActOne", "out_of_turn", "settle_pending"]
