"""Deal a hand, apply one action, replay a history: every action gets a ruling.

The engine is pure: `deal` builds the first `State`, `apply` returns the next `State` and the
`Ruling` for one action, and `replay` is a fold of `apply` over a history that stops at the
first action that cannot stand.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import dataclass

from floorcli import betting
from floorcli.disputes import interpret
from floorcli.errors import HandFileError, NotationError
from floorcli.flow import advance, clockwise_from, opening_raise
from floorcli.forced import complete_bring_in, forced_action, is_bring_in_completion
from floorcli.model import FORCED_VERBS, Action, Street, StreetMarker, Verb, streets_of
from floorcli.rules import (
    AnteMode,
    BigBlindAnteOrder,
    Game,
    KillBlindActs,
    KillKind,
    OutOfTurnCheck,
    Rules,
    Structure,
)
from floorcli.rulings import (
    RULE_ORDER,
    RULE_OUT_OF_TURN,
    Ruling,
    Verdict,
    choices,
    illegal,
    not_your_turn,
)
from floorcli.state import Pending, Player, State, evolve
from floorcli.stud import bring_in_reason, bring_in_seat, showing_value
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
    why: str = ""

    @property
    def short(self) -> bool:
        """Posted for less than was due (the player is all-in)."""
        return self.amount < self.due


@dataclass(frozen=True, slots=True, kw_only=True)
class Kill:
    """A kill hand: who posts the kill blind, and whether it is a full or a half kill."""

    seat: int
    kind: KillKind

    @property
    def ratio(self) -> tuple[int, int]:
        """The multiplier of the blind and the limits as a fraction: 2/1 (full) or 3/2 (half)."""
        return (2, 1) if self.kind is KillKind.FULL else (3, 2)

    @property
    def times(self) -> str:
        """The multiplier as a ruling writes it: ``2`` or ``1.5``."""
        return "2" if self.kind is KillKind.FULL else "1.5"

    def of(self, amount: int) -> int | None:
        """`amount` times the multiplier, or None when that is not whole chips."""
        top, bottom = self.ratio
        whole, rest = divmod(amount * top, bottom)
        return None if rest else whole


def kill_rules(rules: Rules, kill: Kill) -> Rules:
    """The limits of a kill hand: small and big bet, minimum bet and spread multiplied.

    Seed 002, Kill game: a $20/$40 game with a full kill is played as $40/$80; a $4/$8
    game with a half kill as $6/$12.  Raises `ValueError` when an amount does not divide.

    >>> kill_rules(Rules(small_bet=4, big_bet=8), Kill(seat=1, kind=KillKind.HALF)).small_bet
    6
    """

    def times(amount: int | None) -> int | None:
        if amount is None:
            return None
        value = kill.of(amount)
        if value is None:
            raise ValueError(f"{amount} x {kill.times} is not a whole number of chips")
        return value

    spread = None if rules.spread is None else tuple(times(a) or 0 for a in rules.spread)
    sources = dict(rules.sources)
    for key in ("small_bet", "big_bet", "min_bet", "spread"):
        value = getattr(rules, key)
        if value is not None:
            was = f"{value} x {kill.times}"
            base = sources.get(key)
            sources[key] = f"{kill.kind} kill hand: {was}; kill_kind (seed 002, Kill game)" + (
                f"; {base}" if base else ""
            )
    return evolve(
        rules,
        sources=sources,
        small_bet=times(rules.small_bet),
        big_bet=times(rules.big_bet),
        min_bet=times(rules.min_bet),
        spread=spread,
    )


class HandOver(Exception):
    """An action written after the betting is over; the caller reports it with the line."""


# ---------------------------------------------------------------- dealing


def deal(
    rules: Rules,
    seats: Sequence[SeatSpec],
    button: int,
    *,
    kill: Kill | None = None,
    upcards: Mapping[int, str] | None = None,
) -> tuple[State, tuple[Forced, ...]]:
    """Seat the players, post antes and blinds, and find the first player to act.

    A stack too short for its forced bets is all-in before the deal: the ante is paid first,
    then the blind (seed 000, All-in before the deal).  A short big blind does not lower the
    bet: the others still call the full blind and raise from it.  A kill hand multiplies the
    limits and adds the kill blind; a stud game posts the bring-in from the `upcards`.
    """
    if rules.game is not Game.COMMUNITY:
        return _deal_stud(rules, seats, button, upcards or {})
    if kill is not None:
        rules = kill_rules(rules, kill)
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
            players[index] = evolve(p, stack=p.stack - paid, bet=p.bet + paid, live=p.live + paid)
        else:
            players[index] = evolve(
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
    kill_index: int | None = None
    big = rules.big_blind
    round_order: tuple[int, ...] = ()
    if kill is not None:
        kill_index = next(i for i, p in enumerate(players) if p.seat == kill.seat)
        kill_blind = kill.of(big)
        if kill_blind is None:
            raise ValueError(f"{big} x {kill.times} is not a whole number of chips")
        pay(kill_index, max(0, kill_blind - players[kill_index].bet), "kill blind", live=True)
        shortfall += forced[-1].due - forced[-1].amount
        big = max(big, kill_blind)
        last = rules.kill_blind_acts is KillBlindActs.LAST
        if last and posters and kill_index != posters[-1]:
            rest = [i for i in range(len(players)) if i != kill_index]
            at = rest.index(posters[-1]) + 1
            round_order = (*rest[:at], kill_index, *rest[at:])
    if cap is not None:
        players = [_apply_cap(p, cap) for p in players]
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
        kill=kill_index,
        round_order=round_order,
    )
    start = posters[-1] if posters else (button_index if button_index is not None else order[-1])
    if kill_index is not None and not round_order:
        start = kill_index if kill_index == posters[-1] else start
    elif round_order and kill_index is not None:
        start = kill_index
    return advance(state, start), tuple(forced)


def _deal_stud(
    rules: Rules, seats: Sequence[SeatSpec], button: int, upcards: Mapping[int, str]
) -> tuple[State, tuple[Forced, ...]]:
    """Stud: every player antes, the upcards pick the bring-in, action starts left of it.

    The bring-in is not an option bet: when everyone calls it the round is over; a player
    who completes it to the small bet re-opens the betting (seeds 000 and 002, Bring-in).
    A bring-in as large as the small bet is live like a blind, with the option.
    """
    ordered = sorted(seats, key=lambda s: s.seat)
    players = [
        Player(
            seat=s.seat,
            name=s.name,
            starting_stack=s.stack,
            stack=s.stack,
            upcards=(upcards[s.seat],) if s.seat in upcards else (),
        )
        for s in ordered
    ]
    forced: list[Forced] = []
    order = clockwise_from(players, button)
    if rules.ante and rules.ante_mode is not AnteMode.NONE:
        for i in order:
            p = players[i]
            paid = min(rules.ante, p.stack)
            players[i] = evolve(p, stack=p.stack - paid, dead=paid, ante_due=rules.ante)
            forced.append(Forced(seat=p.seat, kind="ante", amount=paid, due=rules.ante))
    small = rules.small_bet or rules.opening_bet
    amount = rules.bring_in or small
    seat = bring_in_seat(rules.game, {p.seat: c for p in players for c in p.upcards[:1]})
    b = next(i for i, p in enumerate(players) if p.seat == seat)
    p = players[b]
    paid = min(amount, p.stack)
    full = amount >= small
    players[b] = evolve(
        p,
        stack=p.stack - paid,
        bet=paid,
        live=paid,
        acted=not full,
        acted_level=amount,
        acted_raise=small,
    )
    cards = {q.seat: c for q in players for c in q.upcards[:1]}
    why = f"{bring_in_reason(rules.game, cards, seat)}: it brings in for {amount}"
    forced.append(Forced(seat=seat, kind="bring-in", amount=paid, due=amount, why=why))
    state = State(
        rules=rules,
        players=tuple(players),
        button=button,
        street=Street.THIRD,
        actor=None,
        current_bet=amount,
        last_full_raise=small,
        full_bet_level=amount if full else 0,
        bets=1 if full else 0,
        round_players=len(players),
        bring_in=b,
    )
    return advance(state, b), tuple(forced)


def _apply_cap(p: Player, cap: int) -> Player:
    """Cap limit: chips past the cap are out of play this hand (the cap counts all but antes)."""
    room = max(0, cap - p.live)
    if p.stack <= room:
        return p
    return evolve(p, stack=room, reserve=p.stack - room)


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
    if (
        not after.voluntary
        and ruling.verdict is not Verdict.ILLEGAL
        and action.verb not in FORCED_VERBS
    ):
        after = evolve(after, voluntary=True)
    if ruling.verdict is not Verdict.ILLEGAL and (after.pending or state.pending):
        after, ruling = _settle_pending(state, after, ruling)
    return after, ruling


def _apply(state: State, action: Action, *, index: int) -> tuple[State, Ruling]:
    if not state.street.is_betting:
        raise HandOver(state.street)
    i = resolve(state, action.who)
    p = state.players[i]
    text = str(action)
    if state.street.is_stud and state.actor is None:
        name = state.street.value
        form = "'seventh'" if state.street is Street.SEVENTH else f"'{name} 1:7h 3:2c ...'"
        raise NotationError(
            f"the {name} street upcards are not written: write {form} (an upcard for "
            f"every player still in) before the first {name} street action; the upcards "
            "decide who acts first"
        )
    if action.verb in FORCED_VERBS:
        return forced_action(state, i, action, index=index)
    if is_bring_in_completion(state, i, action):
        return complete_bring_in(state, i, action, index=index)
    if action.out_of_turn and state.actor != i and betting.needs_to_act(state, i):
        return out_of_turn(state, i, action, index=index, text=text)
    if state.actor != i:
        why, rule = not_your_turn(state, p)
        if betting.needs_to_act(state, i) and not action.out_of_turn:
            why += (
                f" If it really happened out of turn, write '{action} out of turn' to have "
                "it ruled (binding unless the action to them changes, TDA 2024 Rule 53)."
            )
        return state, illegal(state, index, text, p, action.verb.value, (why, rule))
    opts = betting.options(state)
    plain = evolve(action, out_of_turn=False)
    resolved = interpret(state, i, plain, opts) if plain.is_table_action else None
    if resolved is not None:
        plain = resolved.action
    restricted = next((e for e in state.pending if e.index == i and e.restricted), None)
    if restricted is not None:
        state = evolve(state, pending=tuple(e for e in state.pending if e is not restricted))
        if plain.verb in (Verb.BET, Verb.RAISE, Verb.ALLIN) and opts.to_call < p.stack:
            why = (
                f"{p.label} checked out of turn and may not bet or raise on this turn. "
                f"They may fold or call {opts.to_call}."
            )
            rule = state.rules.cite("out_of_turn_check")
            return state, illegal(state, index, text, p, plain.verb.value, (why, rule))
    after, ruling = _voluntary(state, i, plain, opts, index=index, text=text)
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
    state: State, i: int, action: Action, opts: betting.Options, *, index: int, text: str
) -> tuple[State, Ruling]:
    """Fold, check, call, bet, raise or all-in by the player to act."""
    p = state.players[i]
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
    if verb is Verb.COMPLETE:
        target = opts.min_raise_to if opts.min_raise_to is not None else p.all_in_to
        action = evolve(action, verb=Verb.RAISE, amount=target)
    return wager(state, i, action, opts, index=index, text=text)


def _settle_pending(before: State, after: State, ruling: Ruling) -> tuple[State, Ruling]:
    """Actions out of turn whose turn has come: binding if the action to them did not change
    (a fold always), void otherwise (TDA 2024 Rule 53-A).  They lapse when the round ends."""
    notes: list[str] = []
    rules: list[str] = []
    street = before.street
    while True:
        if after.street is not street:
            lapsed = [e for e in after.pending if not e.restricted]
            for e in lapsed:
                who = after.players[e.index].label
                notes.append(
                    f"{who}'s '{e.action.motion}' out of turn lapses: the round ended "
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
            nxt, sub = _apply(evolve(after, pending=rest), entry.action, index=ruling.index)
            if RULE_OUT_OF_TURN not in rules:
                rules.append(RULE_OUT_OF_TURN)
            if sub.verdict is Verdict.ILLEGAL:
                notes.append(
                    f"{who}'s '{entry.action.motion}' out of turn cannot stand now: "
                    f"{sub.explanation} They act again."
                )
                after = evolve(after, pending=rest)
                break
            notes.append(
                f"The action reaches {who}: their '{entry.action.motion}' out of turn is "
                f"binding (the bet is still {entry.facing}): {sub.explanation}"
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
            f"{who}'s '{entry.action.motion}' out of turn is void: the bet is now "
            f"{after.current_bet}, not the {entry.facing} they faced, so the action to them "
            f"changed; any chips are returned and {options}."
        )
        rules.append(after.rules.cite("out_of_turn_check"))
        kept = (evolve(entry, restricted=True),) if restrict else ()
        after = evolve(after, pending=rest + kept)
        break
    if not notes:
        return after, ruling
    return after, evolve(
        ruling,
        explanation=" ".join([ruling.explanation, *notes]),
        rule="; ".join(dict.fromkeys([ruling.rule, *rules])),
    )


def out_of_turn(
    state: State, i: int, action: Action, *, index: int, text: str
) -> tuple[State, Ruling]:
    """An action out of turn: the action backs up to the player whose turn it is, and this one
    waits (TDA 2024 Rule 53-A; Robert's Rules, Betting and Raising rule 10)."""
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
            f"before them does not change it; the bet is {state.current_bet}); if someone bets "
            "or raises first, it is void and any chips go back to them."
        )
    why = (
        f"{p.label} acted out of turn ('{wait.motion}'): {actor.label if actor else 'nobody'} "
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
        rule=RULE_OUT_OF_TURN,
    )


def deal_street(state: State, marker: StreetMarker) -> State:
    """A stud street's upcards: record them and give the action to the best showing hand.

    Robert's Rules of Poker v5, Sections 5 and 8: from fourth street on, the high hand
    showing acts first (razz: the low hand); tied hands go to the first of them clockwise
    from the dealer.  Seventh street is dealt down: the order of sixth street stands.
    A player all-in does not act, so the best showing hand among the others starts.
    """
    live = [i for i, p in enumerate(state.players) if not p.folded]
    name = marker.street.value
    players = list(state.players)
    if marker.street is not Street.SEVENTH:
        seats = list(marker.seats) if marker.seats else [state.players[i].seat for i in live]
        wanted = sorted(state.players[i].seat for i in live)
        if sorted(seats) != wanted or len(marker.cards) != len(wanted):
            raise NotationError(
                f"{name} street: one upcard for each player still in (seats "
                f"{', '.join(map(str, wanted))}), {len(marker.cards)} written"
                + (f" for seats {', '.join(map(str, seats))}" if marker.seats else "")
            )
        for seat, card in zip(seats, marker.cards, strict=True):
            i = state.index_of(seat)
            players[i] = evolve(players[i], upcards=(*players[i].upcards, card))
    dealt = evolve(state, players=tuple(players))
    low = state.rules.game is Game.RAZZ
    order = clockwise_from(dealt.players, dealt.button)
    able = [i for i in order if dealt.players[i].can_act]
    if not able:
        return dealt
    first = max(
        able, key=lambda i: (showing_value(dealt.players[i].upcards, low=low), -order.index(i))
    )
    if betting.needs_to_act(dealt, first):
        return evolve(dealt, actor=first)
    return advance(dealt, first)


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
                if entry.street.is_stud and state.street is entry.street and state.actor is None:
                    state = deal_street(state, entry)
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
    order = list(streets_of(state.street))
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
