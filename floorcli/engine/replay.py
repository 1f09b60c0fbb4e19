"""Apply one action, replay a history: every action gets a ruling.

The engine is pure: `deal` (in `floorcli.engine.deal`) builds the first `State`, `apply` returns the
next `State` and the `Ruling` for one action, and a `Walk` takes a history one entry at a time
(the one place that tracks which streets have been bet on).  `replay` walks a whole history and
stops at the first action that cannot stand; `replay_hand` does it for a `Hand`.  Actions out
of turn are recorded and settled by `floorcli.engine.outofturn`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Set
from dataclasses import dataclass

from floorcli.engine import options
from floorcli.engine.deal import deal, deal_hand, deal_street
from floorcli.engine.floor import declared_check, floor_decision, is_declared_check
from floorcli.engine.forced import complete_bring_in, forced_action, is_bring_in_completion
from floorcli.engine.neutral import as_played
from floorcli.engine.outofturn import out_of_turn, settle_pending
from floorcli.engine.rulings import (
    ORDER,
    Ruling,
    Verdict,
    choices,
    illegal,
    not_your_turn,
)
from floorcli.engine.state import State
from floorcli.engine.voluntary import call, check, fold, wager
from floorcli.errors import FloorError, HandFileError, NotationError
from floorcli.model.actions import (
    FORCED_VERBS,
    Action,
    Entry,
    Street,
    StreetMarker,
    Verb,
    needs_amount,
    streets_of,
)
from floorcli.model.evolve import evolve
from floorcli.model.hand import Hand
from floorcli.profiles.amounts import amount_text
from floorcli.profiles.choices import Structure


class HandOver(Exception):
    """An action written after the betting is over; the caller reports it with the line."""


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
    """Rule on one action.  An illegal action leaves the state unchanged.

    A neutral action (PHH's check-or-call, bet-or-raise) is first made the verb it is here
    (`as_played`)."""
    action = as_played(state, action)
    after, ruling = _apply(state, action, index=index)
    if (
        not after.voluntary
        and ruling.verdict is not Verdict.ILLEGAL
        and action.verb not in FORCED_VERBS
    ):
        after = evolve(after, voluntary=True)
    if ruling.verdict is not Verdict.ILLEGAL and (after.pending or state.pending):
        after, ruling = settle_pending(state, after, ruling, act=_apply)
    return after, ruling


def _apply(state: State, action: Action, *, index: int) -> tuple[State, Ruling]:
    if not state.street.is_betting:
        raise HandOver(state.street)
    i = resolve(state, action.who)
    p = state.players[i]
    text = action.text(state.rules.decimals)
    if state.street.is_stud and state.actor is None:
        name = state.street.value
        form = "'seventh'" if state.street is Street.SEVENTH else f"'{name} 1:7h 3:2c ...'"
        raise NotationError(
            f"the {name} street upcards are not written: write {form} (an upcard for "
            f"every player still in) before the first {name} street action; the upcards "
            "decide who acts first"
        )
    if action.is_bare_wager and state.rules.structure is not Structure.FIXED_LIMIT:
        raise NotationError(needs_amount(action.who, action.verb, by=action.by))
    if action.verb is Verb.FLOOR:
        return floor_decision(state, i, action, index=index)
    if action.verb in FORCED_VERBS:
        return forced_action(state, i, action, index=index)
    if is_bring_in_completion(state, i, action):
        return complete_bring_in(state, i, action, index=index)
    if action.out_of_turn and state.actor != i and options.needs_to_act(state, i):
        return out_of_turn(state, i, action, index=index, text=text)
    if state.actor != i:
        why, rule = not_your_turn(state, p)
        if options.needs_to_act(state, i) and not action.out_of_turn:
            why += (
                f" If it really happened out of turn, write '{text} out of turn' to have "
                "it ruled (binding unless the action to them changes, TDA 2024 Rule 53)."
            )
        return state, illegal(state, index, text, p, action.verb.value, (why, rule))
    opts = options.options(state)
    plain = evolve(action, out_of_turn=False)
    if is_declared_check(plain, opts):
        limited, said = declared_check(state, i, opts, index=index, text=text)
        if not plain.then:
            return limited, said
        # 'says check then chips 30': the later motions are the action, under the limit.
        later = evolve(plain.then[0], then=plain.then[1:], together=False)
        after, ruling = _apply(limited, later, index=index)
        # Refused, the declaration still binds: the state keeps the limit.
        return (limited if ruling.verdict is Verdict.ILLEGAL else after), evolve(
            ruling,
            input=text,
            explanation=f"{said.explanation} {ruling.explanation}",
            rule="; ".join(dict.fromkeys([said.rule, ruling.rule])),
            verdict=Verdict.ILLEGAL if ruling.verdict is Verdict.ILLEGAL else Verdict.CORRECTED,
        )
    resolved = None
    if plain.is_table_action:  # words, chips, motions: the disputes' rulings, loaded for them
        from floorcli.engine.disputes import interpret

        resolved = interpret(state, i, plain, opts)
    if resolved is not None:
        plain = resolved.action
    limit = options.restriction(state, i)
    acting = state
    if limit is not None:
        # The limit (in `opts`) holds for this turn only.
        acting = evolve(state, pending=tuple(e for e in state.pending if e is not limit))
    after, ruling = _voluntary(acting, i, plain, opts, index=index, text=text)
    if ruling.verdict is Verdict.ILLEGAL:
        after = state
    if resolved is None:
        return after, ruling
    corrected = resolved.corrected and ruling.verdict is Verdict.OK
    return after, evolve(
        ruling,
        input=text,
        explanation=" ".join([*resolved.notes, ruling.explanation]),
        rule="; ".join(dict.fromkeys([*resolved.rules, ruling.rule])),
        verdict=Verdict.CORRECTED if corrected else ruling.verdict,
    )


def _voluntary(
    state: State, i: int, action: Action, opts: options.Options, *, index: int, text: str
) -> tuple[State, Ruling]:
    """Fold, check, call, bet, raise or all-in by the player to act."""
    p = state.players[i]
    verb = action.verb
    if verb is Verb.FOLD:
        return fold(state, i, opts, index=index, text=text)
    if verb is Verb.CHECK:
        if opts.to_call > 0:
            why = (
                f"{p.label} may not check facing a bet: "
                f"{amount_text(opts.to_call, state.rules.decimals)} "
                "to call. "
                f"They may {choices(opts, state.rules.decimals)}."
            )
            return state, illegal(state, index, text, p, "check", (why, ORDER.text(state.rules)))
        return check(state, i, index=index, text=text, note="")
    if verb is Verb.CALL:
        if opts.to_call == 0:
            note = f"{p.label} wrote call with nothing to call: it is a check."
            return check(state, i, index=index, text=text, note=note, corrected=True)
        return call(state, i, opts, index=index, text=text, note="")
    if verb is Verb.COMPLETE:
        target = opts.min_raise_to if opts.min_raise_to is not None else p.all_in_to
        action = evolve(action, verb=Verb.RAISE, amount=target)
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


@dataclass(frozen=True, slots=True, kw_only=True)
class Walk:
    """A history taken one entry at a time: the state, the rulings so far, and the streets
    someone has acted on (a street marker must come before them).

    `step` returns the next `Walk`; an illegal action ends the walk (`stopped`) with the
    state as it was.  Every replay of a history (a hand file, a PHH hand, the live table)
    walks it this way.  `count` is the number of actions ruled on; a walk made with
    `keep_rulings=False` (the live table, which keeps its own) does not collect `rulings`,
    so a step costs the same at the 10,000th action as at the first.
    """

    state: State
    rulings: tuple[Ruling, ...] = ()
    bet_on: frozenset[Street] = frozenset()
    stopped: bool = False
    count: int = 0
    keep_rulings: bool = True

    @property
    def result(self) -> Replay:
        """The walk so far as a `Replay`."""
        return Replay(rulings=self.rulings, final=self.state, stopped=self.stopped)

    def step(self, entry: Entry) -> tuple[Walk, Ruling | None]:
        """One entry: a street marker is checked (and deals a stud street's upcards), an
        action is ruled on (None for a marker).

        Input that cannot be ruled on raises `NotationError`, `HandOver` or
        `MarkerMismatch` and leaves this walk as it was; each caller words it for its own
        medium (a hand file's line, a PHH action, a typed hint).
        """
        state = self.state
        if isinstance(entry, StreetMarker):
            check_marker(state, entry, self.bet_on)
            out = [
                s
                for s in entry.seats
                if entry.drawn and state.players[resolve(state, str(s))].folded
            ]
            if out:  # a draw: only players still in draw
                raise NotationError(f"seat {out[0]} draws but has folded")
            dealt_again = entry.cards and entry.street not in (Street.THIRD, Street.SEVENTH)
            if (
                entry.street.is_stud
                and state.street is entry.street
                and (state.actor is None or dealt_again)
            ):  # upcards written again are refused there, never dropped
                state = deal_street(state, entry)
            return evolve(self, state=state), None
        bet_on = self.bet_on if state.street in self.bet_on else self.bet_on | {state.street}
        after, ruling = apply(state, entry, index=self.count + 1)
        return (
            Walk(
                state=after,
                rulings=(*self.rulings, ruling) if self.keep_rulings else (),
                bet_on=bet_on,
                stopped=ruling.verdict is Verdict.ILLEGAL,
                count=self.count + 1,
                keep_rulings=self.keep_rulings,
            ),
            ruling,
        )


def replay(state: State, entries: Iterable[Entry], lines: Sequence[int | None] = ()) -> Replay:
    """Apply every action in order; stop at the first illegal one.

    Input that cannot be ruled on at all (a seat not dealt in, an action after the hand is
    over, a street marker that disagrees with the betting) raises `HandFileError` with the
    entry's line from `lines`.
    """
    walk = Walk(state=state)
    for n, entry in enumerate(entries):
        line = lines[n] if n < len(lines) else None
        try:
            walk, _ = walk.step(entry)
        except NotationError as err:
            raise HandFileError(f"'{entry}': {err.message}", line=line) from None
        except HandOver:
            raise HandFileError(
                f"'{entry}': the hand is already over ({_over(walk.state)}); "
                "remove this action or fix the ones before it",
                line=line,
            ) from None
        except MarkerMismatch:
            raise HandFileError(
                f"'{entry}': {_marker_problem(walk.state, entry)}", line=line
            ) from None
        if walk.stopped:
            break
    return walk.result


def replay_hand(hand: Hand) -> Replay:
    """Every ruling of a hand's history (errors name the hand's file and the line)."""
    state, _ = deal_hand(hand)
    try:
        return replay(state, hand.entries, hand.lines)
    except FloorError as err:
        err.file = err.file or hand.file
        raise


def _over(state: State) -> str:
    if state.street is Street.COMPLETE:
        return f"only {state.in_hand[0].label} is left"
    return "no more betting is possible: it goes to the showdown"


def _marker_problem(state: State, entry: Entry) -> str:
    assert isinstance(entry, StreetMarker)
    if state.street is entry.street or not state.street.is_betting:
        return (
            f"the {entry.street.value} marker comes after actions on the {entry.street.value}; "
            f"move it before the first {entry.street.value} action"
        )
    actor = state.to_act
    order = list(streets_of(state.street, state.rules.draws))
    if entry.street not in order:
        return (
            f"there is no {entry.street.value} in this game "
            f"(its streets are {', '.join(s.value for s in order)})"
        )
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
    "HandOver",
    "MarkerMismatch",
    "Replay",
    "Ruling",
    "Verdict",
    "Walk",
    "apply",
    "as_played",
    "check_marker",
    "deal",
    "deal_hand",
    "deal_street",
    "out_of_turn",
    "replay",
    "replay_hand",
    "resolve",
]
