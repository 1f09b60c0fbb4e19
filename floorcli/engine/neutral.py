"""PHH's neutral actions: `cc` (check or call) and `cbr` (bet or raise to), made the verb
they are in the state they are played in."""

from __future__ import annotations

from floorcli.engine import options
from floorcli.engine.state import State
from floorcli.model.actions import Action, Verb


def as_played(state: State, action: Action) -> Action:
    """A neutral action (PHH's `cc` and `cbr`) made the verb it is in `state`.

    A neutral call is a call when the player owes chips, else a check; a neutral raise is a
    raise when there is a bet to face, else a bet.  After the betting (or for a player not
    dealt in) they are a call and a raise.  Other actions are returned as they are.
    """
    if not action.neutral:
        return action
    index = next((i for i, p in enumerate(state.players) if str(p.seat) == action.who), None)
    if index is None or not state.street.is_betting:
        owes = facing = True
    else:
        owes = options.effective_bet(state, index) > state.players[index].bet
        facing = state.current_bet > 0
    if action.verb is Verb.CALL:
        return Action(who=action.who, verb=Verb.CALL if owes else Verb.CHECK)
    amount = action.amount
    if index is not None and amount is not None and state.actor == index:
        amount = _covering(state, index, amount)
    return Action(who=action.who, verb=Verb.RAISE if facing else Verb.BET, amount=amount)


def _covering(state: State, index: int, amount: int) -> int:
    """PHH (as PokerKit writes it) records a bet or raise that covers every other player as
    the most any of them can put in; below the minimum, that is the minimum bet or raise (a
    fixed-limit raise to 750000 against a last 750000: the full raise to 1200000, whose rest
    nobody can call and which is returned)."""
    reach = max((p.all_in_to for p in options.others(state, index)), default=0)
    if amount != reach or amount <= state.current_bet:
        return amount
    low = options.options(state).min_raise_to
    if low is None or amount >= low or amount >= state.players[index].all_in_to:
        return amount
    return low


__all__ = ["as_played"]
