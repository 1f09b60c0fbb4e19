"""Moving on: who acts next, when a round closes, what the next street starts with."""

from __future__ import annotations

from floorcli.engine import options
from floorcli.engine.state import State
from floorcli.model.actions import EARLY_STREETS, LAST_STREETS, Street, streets_of
from floorcli.model.evolve import evolve
from floorcli.model.seats import circle_from, clockwise
from floorcli.profiles.choices import Structure
from floorcli.profiles.settings import Rules


def opening_raise(rules: Rules, street: Street) -> int:
    """The smallest opening bet of a round (fixed limit: the bet of the round)."""
    if rules.structure is Structure.FIXED_LIMIT:
        early = street in EARLY_STREETS
        size = rules.small_bet if early else rules.big_bet
        return size if size is not None else rules.opening_bet
    if rules.structure is Structure.SPREAD_LIMIT and rules.spread:
        return rules.spread[0]
    return rules.opening_bet


# ---------------------------------------------------------------- moving on


def advance(state: State, from_index: int) -> State:
    """Find the next player to act, or close the round."""
    if len(state.in_hand) == 1:
        return evolve(state, street=Street.COMPLETE, actor=None)
    order = state.round_order
    if order:  # a circle of its own (a kill blind acts last): round it from `from_index`
        following = [order[k] for k in circle_from(len(order), order.index(from_index) + 1)]
    else:
        following = circle_from(len(state.players), from_index + 1)
    for j in following:
        if options.needs_to_act(state, j):
            return evolve(state, actor=j)
    return next_street(state)


def next_street(state: State) -> State:
    """Close the round: deal the next street, or go to showdown when no betting is left."""
    able = [p for p in state.in_hand if p.stack > 0]
    streets = streets_of(state.street, state.rules.draws)
    if state.street in LAST_STREETS or state.street is streets[-1] or len(able) <= 1:
        return evolve(state, street=Street.SHOWDOWN, actor=None)
    street = streets[streets.index(state.street) + 1]
    players = tuple(
        evolve(p, bet=0, acted=False, acted_level=0, acted_raise=0, acted_seq=0)
        for p in state.players
    )
    opening = opening_raise(state.rules, street)
    fresh = evolve(
        state,
        players=players,
        street=street,
        actor=None,
        current_bet=0,
        last_full_raise=opening,
        full_bet_level=0,
        reopen_seq=0,
        bets=0,
        round_players=len(able),
        cap_reached_with=0,
        last_aggressor=None,
        round_order=(),
        big_round=False,
    )
    if street.is_stud:
        # Who acts first depends on the upcards: the street waits for its marker.
        return fresh
    last = clockwise((p.seat for p in players), after=state.button)[-1]
    return advance(fresh, fresh.index_of(last))


def cap_mark(state: State) -> int:
    """Record how many players were betting (not all-in) when the raise cap was reached; the
    player whose raise reached it counts even when that raise put them all-in."""
    cap = state.rules.raise_cap
    if state.cap_reached_with or cap is None or state.bets < 1 + cap:
        return state.cap_reached_with
    raiser = state.last_aggressor
    capper_all_in = raiser is not None and state.players[raiser].is_all_in
    return state.betting + (1 if capper_all_in else 0)


def keep_or_move_action(state: State, poster: int) -> State:
    """After a forced bet the action stays where it was, unless that player has no decision."""
    actor = state.actor
    if actor is not None and options.needs_to_act(state, actor):
        return state
    return advance(state, poster if actor is None else actor)
