"""Deal a hand, apply one action, replay a history: every action gets a ruling.

The engine is pure: `deal` builds the first `State`, `apply` returns the next `State` and the
`Ruling` for one action, and `replay` is a fold of `apply` over a history that stops at the
first action that cannot stand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Set
from dataclasses import dataclass, replace

from floorcli import betting
from floorcli.errors import HandFileError, NotationError
from floorcli.flow import advance, clockwise_from, opening_raise
from floorcli.forced import forced_action
from floorcli.model import BETTING_STREETS, FORCED_VERBS, Action, Street, StreetMarker, Verb
from floorcli.rules import (
    AnteMode,
    BigBlindAnteOrder,
    Rules,
    Structure,
)
from floorcli.rulings import RULE_ORDER, Ruling, Verdict, choices, illegal, not_your_turn
from floorcli.state import Player, State
from floorcli.voluntary import call, check, fold, wager


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatSpec:
    """A seat at the start of the hand."""

    seat: int
    stack: int
    name: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class Forced:
    """A forced bet posted before the deal."""

    seat: int
    kind: str
    amount: int
    due: int

    @property
    def short(self) -> bool:
        """Posted for less than was due (the player is all-in)."""
        return self.amount < self.due


class HandOver(Exception):
    """An action written after the betting is over; the caller reports it with the line."""


# ---------------------------------------------------------------- dealing


def deal(rules: Rules, seats: Sequence[SeatSpec], button: int) -> tuple[State, tuple[Forced, ...]]:
    """Seat the players, post antes and blinds, and find the first player to act.

    A stack too short for its forced bets is all-in before the deal: the ante is paid first,
    then the blind (seed 000, All-in before the deal).  A short big blind does not lower the
    bet: the others still call the full blind and raise from it.
    """
    ordered = sorted(seats, key=lambda s: s.seat)
    cap = rules.cap if rules.structure is Structure.CAP_LIMIT else None
    players = [
        Player(seat=s.seat, name=s.name, starting_stack=s.stack, stack=s.stack) for s in ordered
    ]
    order = clockwise_from(players, button)
    button_index = next((i for i, p in enumerate(players) if p.seat == button), None)
    if len(players) == 2 and button_index is not None:
        posters = [button_index, order[0] if order[0] != button_index else order[1]]
    elif rules.button_blind and button_index is not None:
        posters = [button_index] + [i for i in order if i != button_index]
    else:
        posters = list(order)
    posters = posters[: len(rules.blinds)]
    forced: list[Forced] = []

    def pay(index: int, amount: int, kind: str, *, live: bool) -> None:
        p = players[index]
        paid = min(amount, p.stack)
        if live:
            players[index] = replace(p, stack=p.stack - paid, bet=p.bet + paid, live=p.live + paid)
        else:
            players[index] = replace(
                p, stack=p.stack - paid, dead=p.dead + paid, ante_due=p.ante_due + amount
            )
        forced.append(Forced(seat=p.seat, kind=kind, amount=paid, due=amount))

    blind_names = _blind_names(len(posters))
    ante_payer: int | None = None
    if rules.ante and rules.ante_mode is AnteMode.ALL:
        for i in order:
            pay(i, rules.ante, "ante", live=False)
    elif rules.ante and rules.ante_mode is AnteMode.BUTTON:
        ante_payer = button_index if button_index is not None else order[-1]
        pay(ante_payer, rules.ante, "ante", live=False)
    elif rules.ante and rules.ante_mode is AnteMode.BIG_BLIND and posters:
        ante_payer = posters[-1]
        if rules.big_blind_ante_order is BigBlindAnteOrder.ANTE_FIRST:
            pay(ante_payer, rules.ante, "big blind ante", live=False)
    shortfall = 0
    for index, (amount, kind) in zip(
        posters, zip(rules.blinds, blind_names, strict=False), strict=False
    ):
        pay(index, amount, kind, live=True)
        shortfall += forced[-1].due - forced[-1].amount
    if (
        rules.ante
        and rules.ante_mode is AnteMode.BIG_BLIND
        and ante_payer is not None
        and rules.big_blind_ante_order is BigBlindAnteOrder.BLIND_FIRST
    ):
        pay(ante_payer, rules.ante, "big blind ante", live=False)
    if cap is not None:
        players = [_apply_cap(p, cap) for p in players]
    big = rules.big_blind
    opening = opening_raise(rules, Street.PREFLOP)
    full_level = (big if big >= opening else 0) if rules.structure is Structure.FIXED_LIMIT else big
    state = State(
        rules=rules,
        players=tuple(players),
        button=button,
        street=Street.PREFLOP,
        actor=None,
        current_bet=big,
        last_full_raise=max(big, opening)
        if rules.structure is not Structure.FIXED_LIMIT
        else opening,
        full_bet_level=full_level,
        bets=1 if full_level else 0,
        round_players=len(players),
        blind_shortfall=shortfall,
        small_blind=posters[-2] if len(posters) >= 2 else None,
        big_blind=posters[-1] if posters else None,
    )
    start = posters[-1] if posters else (button_index if button_index is not None else order[-1])
    return advance(state, start), tuple(forced)


def _apply_cap(p: Player, cap: int) -> Player:
    """Cap limit: chips past the cap are out of play this hand (the cap counts all but antes)."""
    room = max(0, cap - p.live)
    if p.stack <= room:
        return p
    return replace(p, stack=room, reserve=p.stack - room)


def _blind_names(count: int) -> list[str]:
    """What each blind is called, first poster first."""
    names = {1: ["blind"], 2: ["small blind", "big blind"]}
    return names.get(count, ["first blind", "small blind", "big blind"])


# ---------------------------------------------------------------- one action


def resolve(state: State, who: str) -> int:
    """The index of the player an action names, by seat number or name."""
    if who.isdigit():
        seat = int(who)
        for i, p in enumerate(state.players):
            if p.seat == seat:
                return i
        seats = ", ".join(str(p.seat) for p in state.players)
        raise NotationError(f"no seat {seat} in this hand; the seats dealt in are {seats}")
    for i, p in enumerate(state.players):
        if p.name is not None and p.name.lower() == who.lower():
            return i
    names = ", ".join(f"{p.name} ({p.seat})" for p in state.players if p.name)
    if not names:
        raise NotationError(f"no player named '{who}': nobody has a name here; write a seat number")
    raise NotationError(f"no player named '{who}'; write a seat number or one of: {names}")


def apply(state: State, action: Action, *, index: int = 1) -> tuple[State, Ruling]:
    """Rule on one action.  An illegal action leaves the state unchanged."""
    after, ruling = _apply(state, action, index=index)
    if ruling.verdict is not Verdict.ILLEGAL and action.verb not in FORCED_VERBS:
        after = replace(after, voluntary=True)
    return after, ruling


def _apply(state: State, action: Action, *, index: int) -> tuple[State, Ruling]:
    if not state.street.is_betting:
        raise HandOver(state.street)
    i = resolve(state, action.who)
    p = state.players[i]
    text = str(action)
    if action.verb in FORCED_VERBS:
        return forced_action(state, i, action, index=index)
    if state.actor != i:
        return state, illegal(state, index, text, p, action.verb.value, not_your_turn(state, p))
    opts = betting.options(state)
    verb = action.verb
    if verb is Verb.FOLD:
        return fold(state, i, opts, index=index, text=text)
    if verb is Verb.CHECK:
        if opts.to_call > 0:
            why = (
                f"{p.label} may not check facing a bet: {opts.to_call} to call. "
                f"They may {choices(opts)}."
            )
            return state, illegal(state, index, text, p, "check", (why, RULE_ORDER))
        return check(state, i, index=index, text=text, note="")
    if verb is Verb.CALL:
        if opts.to_call == 0:
            note = f"{p.label} wrote call with nothing to call: it is a check."
            return check(state, i, index=index, text=text, note=note, corrected=True)
        return call(state, i, opts, index=index, text=text, note="")
    return wager(state, i, action, opts, index=index, text=text)


# ---------------------------------------------------------------- replay


@dataclass(frozen=True, slots=True, kw_only=True)
class Replay:
    """Every ruling of a history and the state after the last action that stood."""

    rulings: tuple[Ruling, ...]
    final: State
    stopped: bool

    @property
    def stands(self) -> bool:
        """True when every action stood as written."""
        return all(r.verdict is Verdict.OK for r in self.rulings)


class MarkerMismatch(Exception):
    """A street marker that disagrees with the engine's own street."""

    def __init__(self, marker: StreetMarker, state: State) -> None:
        super().__init__(marker.street.value)
        self.marker = marker
        self.state = state


def check_marker(state: State, marker: StreetMarker, bet_on: Set[Street] = frozenset()) -> None:
    """A `flop`/`turn`/`river` marker must stand where that street was dealt: the betting has
    reached it (or is over) and nobody has acted on it yet."""
    if marker.street in bet_on:
        raise MarkerMismatch(marker, state)
    if state.street is marker.street or state.street in (Street.SHOWDOWN, Street.COMPLETE):
        return
    raise MarkerMismatch(marker, state)


def replay(
    state: State, entries: Iterable[Action | StreetMarker], lines: Sequence[int | None] = ()
) -> Replay:
    """Apply every action in order; stop at the first illegal one.

    Input that cannot be ruled on at all (a seat not dealt in, an action after the hand is
    over, a street marker that disagrees with the betting) raises `HandFileError` with the
    entry's line from `lines`.
    """
    rulings: list[Ruling] = []
    bet_on: set[Street] = set()
    for n, entry in enumerate(entries):
        line = lines[n] if n < len(lines) else None
        try:
            if isinstance(entry, StreetMarker):
                check_marker(state, entry, bet_on)
                continue
            bet_on.add(state.street)
            state, ruling = apply(state, entry, index=len(rulings) + 1)
        except NotationError as err:
            raise HandFileError(f"'{entry}': {err.message}", line=line) from None
        except HandOver:
            raise HandFileError(
                f"'{entry}': the hand is already over ({_over(state)}); "
                "remove this action or fix the ones before it",
                line=line,
            ) from None
        except MarkerMismatch:
            raise HandFileError(f"'{entry}': {_marker_problem(state, entry)}", line=line) from None
        rulings.append(ruling)
        if ruling.verdict is Verdict.ILLEGAL:
            return Replay(rulings=tuple(rulings), final=state, stopped=True)
    return Replay(rulings=tuple(rulings), final=state, stopped=False)


def _over(state: State) -> str:
    if state.street is Street.COMPLETE:
        return f"only {state.in_hand[0].label} is left"
    return "no more betting is possible: it goes to the showdown"


def _marker_problem(state: State, entry: Action | StreetMarker) -> str:
    assert isinstance(entry, StreetMarker)
    if state.street is entry.street or not state.street.is_betting:
        return (
            f"the {entry.street.value} marker comes after actions on the {entry.street.value}; "
            f"move it before the first {entry.street.value} action"
        )
    actor = state.to_act
    order = list(BETTING_STREETS)
    if order.index(entry.street) > order.index(state.street):
        who = f"{actor.label} is to act" if actor else "the round is still open"
        return (
            f"the {entry.street.value} is written but the {state.street.value} betting is "
            f"not over: {who}; write the missing actions before the marker"
        )
    return (
        f"the {entry.street.value} is written but the betting has already reached the "
        f"{state.street.value}; move the marker to where the {entry.street.value} was dealt"
    )


__all__ = [
    "Forced",
    "HandOver",
    "MarkerMismatch",
    "Replay",
    "Ruling",
    "SeatSpec",
    "Verdict",
    "apply",
    "check_marker",
    "clockwise_from",
    "deal",
    "replay",
    "resolve",
]
