"""Moving on: who acts next, when a round closes, what the next street starts with."""

from __future__ import annotations

from floorcli.betting.rounds import betting_is_over, following, next_actor, opening_level
from floorcli.betting.rounds import cap_mark as rounds_cap_mark
from floorcli.engine import options
from floorcli.engine.state import State
from floorcli.model.actions import EARLY_STREETS, LAST_STREETS, Street, streets_of
from floorcli.model.evolve import evolve
from floorcli.model.seats import clockwise
from floorcli.profiles.settings import Rules


def opening_raise(rules: Rules, street: Street) -> int:
    """The smallest opening bet of a round on `street` (`betting.rounds.opening_level`)."""
    return opening_level(rules, early=street in EARLY_STREETS)


# ---------------------------------------------------------------- moving on


def advance(state: State, from_index: int) -> State:
    """Find the next player to act (`betting.rounds.next_actor`), or close the round."""
    players = state.players
    if len(state.in_hand) == 1:
        return evolve(state, street=Street.COMPLETE, actor=None)
    folded = [p.folded for p in players]
    stack = [p.stack for p in players]
    able = sum(1 for f, s in zip(folded, stack, strict=True) if s > 0 and not f)
    actor = next_actor(
        following(len(players), from_index, state.round_order),
        folded,
        stack,
        [p.bet for p in players],
        [p.acted for p in players],
        state.current_bet,
        able,
    )
    return next_street(state) if actor is None else evolve(state, actor=actor)


def next_street(state: State) -> State:
    """Close the round: deal the next street, or go to showdown when no betting is left."""
    able = [p for p in state.in_hand if p.stack > 0]
    streets = streets_of(state.street, state.rules.draws)
    last_street = state.street in LAST_STREETS or state.street is streets[-1]
    if betting_is_over(last_street=last_street, able=len(able)):
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
    """`betting.rounds.cap_mark` for the player who made the last bet or raise."""
    raiser = state.last_aggressor
    return rounds_cap_mark(
        state.rules.raise_cap,
        bets=state.bets,
        cap_reached_with=state.cap_reached_with,
        betting=state.betting,
        capper_all_in=raiser is not None and state.players[raiser].is_all_in,
    )


def keep_or_move_action(state: State, poster: int) -> State:
    """After a forced bet the action stays where it was, unless that player has no decision."""
    actor = state.actor
    if actor is not None and options.needs_to_act(state, actor):
        return state
    return advance(state, poster if actor is None else actor)
