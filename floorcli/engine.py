"""Deal a hand, apply one action, replay a history: every action gets a ruling.

The engine is pure: `deal` builds the first `State`, `apply` returns the next `State` and the
`Ruling` for one action, and `replay` is a fold of `apply` over a history that stops at the
first action that cannot stand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Set
from dataclasses import dataclass, replace
from enum import StrEnum

from floorcli import betting
from floorcli.errors import HandFileError, NotationError
from floorcli.model import BETTING_STREETS, FORCED_VERBS, Action, Street, StreetMarker, Verb
from floorcli.rules import (
    AnteMode,
    BigBlindAnteOrder,
    IncompleteRaise,
    MinRaiseBasis,
    Rules,
    Structure,
)
from floorcli.state import Player, State

RULE_ORDER = "order of action (Robert's Rules of Poker, Betting and Raising)"
RULE_STAKES = "table stakes (a player bets only the chips in front of them)"
RULE_POST = "posting (Robert's Rules of Poker, Section 4; seed 000, Post)"
RULE_MIN_RAISE = (
    "Robert's Rules of Poker, no-limit rule 10 (a short bet or raise is brought up to the minimum)"
)


class Verdict(StrEnum):
    OK = "ok"
    CORRECTED = "corrected"
    ILLEGAL = "illegal"


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


@dataclass(frozen=True, slots=True, kw_only=True)
class Ruling:
    """The floor's answer to one action."""

    index: int
    input: str
    seat: int | None
    action: str
    to: int | None
    added: int
    verdict: Verdict
    reopens: bool | None
    explanation: str
    rule: str
    all_in: bool = False


class HandOver(Exception):
    """An action written after the betting is over; the caller reports it with the line."""


# ---------------------------------------------------------------- dealing


def clockwise_from(players: Sequence[Player], seat: int) -> list[int]:
    """Indexes of players in order of action starting left of `seat` (which may be empty)."""
    after = [i for i, p in enumerate(players) if p.seat > seat]
    before = [i for i, p in enumerate(players) if p.seat <= seat]
    return after + before


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
    opening = _opening_raise(rules, Street.PREFLOP)
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
    return _advance(state, start), tuple(forced)


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


def _opening_raise(rules: Rules, street: Street) -> int:
    """The smallest opening bet of a round (fixed limit: the bet of the round)."""
    if rules.structure is Structure.FIXED_LIMIT:
        early = street in (Street.PREFLOP, Street.FLOP)
        size = rules.small_bet if early else rules.big_bet
        return size if size is not None else rules.opening_bet
    if rules.structure is Structure.SPREAD_LIMIT and rules.spread:
        return rules.spread[0]
    return rules.opening_bet


# ---------------------------------------------------------------- moving on


def _advance(state: State, from_index: int) -> State:
    """Find the next player to act, or close the round."""
    if len(state.in_hand) == 1:
        return replace(state, street=Street.COMPLETE, actor=None)
    n = len(state.players)
    for k in range(1, n + 1):
        j = (from_index + k) % n
        if betting.needs_to_act(state, j):
            return replace(state, actor=j)
    return _next_street(state)


def _next_street(state: State) -> State:
    """Close the round: deal the next street, or go to showdown when no betting is left."""
    able = [p for p in state.in_hand if p.stack > 0]
    if state.street is Street.RIVER or len(able) <= 1:
        return replace(state, street=Street.SHOWDOWN, actor=None)
    street = BETTING_STREETS[BETTING_STREETS.index(state.street) + 1]
    players = tuple(
        replace(p, bet=0, acted=False, acted_level=0, acted_raise=0, acted_seq=0)
        for p in state.players
    )
    opening = _opening_raise(state.rules, street)
    fresh = replace(
        state,
        players=players,
        street=street,
        actor=None,
        current_bet=0,
        last_full_raise=opening,
        full_bet_level=0,
        reopen_seq=0,
        bets=0,
        round_players=len(state.in_hand),
        last_aggressor=None,
    )
    order = clockwise_from(players, state.button)
    return _advance(fresh, order[-1])


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
        return _forced_action(state, i, action, index=index)
    if state.actor != i:
        return state, _illegal(state, index, text, p, action.verb.value, _not_your_turn(state, p))
    opts = betting.options(state)
    verb = action.verb
    if verb is Verb.FOLD:
        return _fold(state, i, opts, index=index, text=text)
    if verb is Verb.CHECK:
        if opts.to_call > 0:
            why = (
                f"{p.label} may not check facing a bet: {opts.to_call} to call. "
                f"They may {_choices(opts)}."
            )
            return state, _illegal(state, index, text, p, "check", (why, RULE_ORDER))
        return _check(state, i, index=index, text=text, note="")
    if verb is Verb.CALL:
        if opts.to_call == 0:
            note = f"{p.label} wrote call with nothing to call: it is a check."
            return _check(state, i, index=index, text=text, note=note, corrected=True)
        return _call(state, i, opts, index=index, text=text, note="")
    return _wager(state, i, action, opts, index=index, text=text)


def _not_your_turn(state: State, p: Player) -> tuple[str, str]:
    if p.folded:
        return f"{p.label} has folded and has no more action this hand.", RULE_ORDER
    if p.stack == 0:
        return f"{p.label} is all-in and has no more action this hand.", RULE_ORDER
    actor = state.to_act
    who = actor.label if actor else "nobody"
    return f"{p.label} acted out of turn: {who} is to act.", RULE_ORDER


def _choices(opts: betting.Options) -> str:
    words = []
    for word in opts.legal:
        if word == "call":
            words.append(f"call {opts.to_call}")
        elif word in ("bet", "raise") and opts.min_raise_to is not None:
            words.append(f"{word} to {opts.min_raise_to}-{opts.max_raise_to}")
        else:
            words.append(word)
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]


def _illegal(
    state: State, index: int, text: str, p: Player, action: str, why: tuple[str, str]
) -> Ruling:
    return Ruling(
        index=index,
        input=text,
        seat=p.seat,
        action=action,
        to=None,
        added=0,
        verdict=Verdict.ILLEGAL,
        reopens=None,
        explanation=why[0],
        rule=why[1],
    )


def _acted(p: Player, state: State, **changes: object) -> Player:
    moved = replace(p, **changes)  # type: ignore[arg-type]
    return replace(
        moved,
        acted=True,
        acted_level=moved.bet,
        acted_raise=state.last_full_raise,
        acted_seq=state.reopen_seq,
    )


def _fold(
    state: State, i: int, opts: betting.Options, *, index: int, text: str
) -> tuple[State, Ruling]:
    p = state.players[i]
    folded = replace(state, players=state.with_player(i, _acted(p, state, folded=True)))
    after = _advance(folded, i)
    why = f"{p.label} folds."
    if opts.to_call == 0:
        why = f"{p.label} folds with nothing to call (a check was free); the fold stands."
    if after.street is Street.COMPLETE:
        winner = after.in_hand[0]
        why += f" Only {winner.label} is left and wins the pot of {after.pot_total}."
    else:
        why += _closing(state, after)
    return after, Ruling(
        index=index,
        input=text,
        seat=p.seat,
        action="fold",
        to=None,
        added=0,
        verdict=Verdict.OK,
        reopens=None,
        explanation=why,
        rule=RULE_ORDER,
    )


def _check(
    state: State, i: int, *, index: int, text: str, note: str, corrected: bool = False
) -> tuple[State, Ruling]:
    p = state.players[i]
    checked = replace(state, players=state.with_player(i, _acted(p, state)))
    after = _advance(checked, i)
    why = (note + " " if note else "") + f"{p.label} checks."
    return after, Ruling(
        index=index,
        input=text,
        seat=p.seat,
        action="check",
        to=p.bet,
        added=0,
        verdict=Verdict.CORRECTED if corrected else Verdict.OK,
        reopens=None,
        explanation=why + _closing(state, after),
        rule=RULE_ORDER,
    )


def _call(
    state: State,
    i: int,
    opts: betting.Options,
    *,
    index: int,
    text: str,
    note: str,
    corrected: bool = False,
) -> tuple[State, Ruling]:
    p = state.players[i]
    add = opts.to_call
    all_in = add == p.stack
    moved = _acted(p, state, stack=p.stack - add, bet=p.bet + add, live=p.live + add)
    after = _advance(replace(state, players=state.with_player(i, moved)), i)
    owed = betting.effective_bet(state, i) - p.bet
    if all_in and add < owed:
        why = (
            f"{p.label} calls all-in for {add}, {owed - add} short of the {owed} to call: "
            f"they can win only up to {p.bet + add} from each other player this round; "
            "the rest goes to a side pot."
        )
        rule = RULE_STAKES
    else:
        why = f"{p.label} calls {opts.call_to}, adding {add}" + (" (all-in)." if all_in else ".")
        rule = RULE_ORDER
    return after, Ruling(
        index=index,
        input=text,
        seat=p.seat,
        action="call",
        to=p.bet + add,
        added=add,
        verdict=Verdict.CORRECTED if corrected else Verdict.OK,
        reopens=None,
        explanation=(note + " " if note else "") + why + _closing(state, after),
        rule=rule,
        all_in=all_in,
    )


def _closing(before: State, after: State) -> str:
    """A sentence on what the action closed: the round, the betting, the hand."""
    if after.street is before.street:
        return ""
    if after.street is Street.COMPLETE:
        return f" Only {after.in_hand[0].label} is left."
    if after.street is Street.SHOWDOWN:
        return " No more betting is possible: the board is dealt out to the showdown."
    return f" The {before.street.value} betting is closed; on to the {after.street.value}."


def _wager(
    state: State, i: int, action: Action, opts: betting.Options, *, index: int, text: str
) -> tuple[State, Ruling]:
    """A bet, raise or all-in: check it against the limits, then classify it."""
    p = state.players[i]
    asked = p.all_in_to if action.verb is Verb.ALLIN or action.amount is None else action.amount
    notes: list[str] = []
    rule_notes: list[str] = []
    corrected = False
    to = asked
    if asked > p.all_in_to:
        notes.append(
            f"{p.label} has {p.stack} behind ({p.all_in_to} in all this round): "
            f"{action.verb.value} {asked} is all-in for {p.all_in_to}."
        )
        rule_notes.append(RULE_STAKES)
        to, corrected = p.all_in_to, True
    all_in = to == p.all_in_to
    if to <= opts.call_to and all_in:
        return _call(
            state, i, opts, index=index, text=text, note=" ".join(notes), corrected=corrected
        )
    word = "raise" if state.current_bet > 0 else "bet"
    if not opts.can_raise:
        why = f"{p.label} may not {word}: {opts.why_not}. They may {_choices(opts)}."
        return state, _illegal(state, index, text, p, word, (why, opts.why_not_rule))
    low, high = opts.min_raise, opts.max_raise
    assert low is not None and high is not None
    if to > high.to:
        over = to - high.to
        notes.append(
            f"{p.label}'s {word} to {to} is over the maximum of {high.to} "
            f"({high.why}): the {over} over is returned and the {word} stands at {high.to}."
        )
        rule_notes.append(high.rule)
        to, corrected = high.to, True
        all_in = to == p.all_in_to
    elif to < low.to and not all_in:
        notes.append(
            f"{p.label}'s {word} to {to} is below the minimum of {low.to} ({low.why}) "
            f"with chips behind: it is brought up to {low.to}."
        )
        rule_notes.append(f"{low.rule}; {RULE_MIN_RAISE}")
        to, corrected = low.to, True
    after, reopens, why, rule = _raise_to(state, i, to, all_in=all_in)
    explanation = " ".join([*notes, why])
    return after, Ruling(
        index=index,
        input=text,
        seat=p.seat,
        action=word,
        to=to,
        added=to - p.bet,
        verdict=Verdict.CORRECTED if corrected else Verdict.OK,
        reopens=reopens,
        explanation=explanation + _closing(state, after),
        rule="; ".join([*rule_notes, rule]),
        all_in=all_in,
    )


def _raise_to(state: State, i: int, to: int, *, all_in: bool) -> tuple[State, bool, str, str]:
    """Put the player's round total at `to` and decide whether it re-opens the betting.

    A bet or raise of at least the last full raise re-opens the betting (TDA 2024 Rule 47);
    an all-in for less does not, unless `cumulative_allins` adds it to earlier short all-ins
    to make a full raise over the last full bet, or `incomplete_raise: half-bet` and it is at
    least half a full raise.  Returns the new state, `reopens`, the words and the rule.
    """
    rules = state.rules
    p = state.players[i]
    word = "raises to" if state.current_bet > 0 else "bets"
    label = f"{p.label} {word} {to}" + (" all-in" if all_in else "")
    own = to - state.current_bet
    over_full = to - state.full_bet_level
    need = state.last_full_raise
    fixed = rules.structure is Structure.FIXED_LIMIT
    seq, bets, lfr, level = state.reopen_seq, state.bets, need, state.full_bet_level
    cumulative_basis = rules.min_raise_basis is MinRaiseBasis.CUMULATIVE
    if state.current_bet == 0:
        base = f"a bet of {to}, at least the minimum bet of {need}"
    else:
        base = f"{own} over the bet of {state.current_bet}, at least the full raise of {need}"
    individual = own >= need or (not rules.cumulative_allins and level == 0 and to >= need)
    cumulative = rules.cumulative_allins and over_full >= need
    half = rules.incomplete_raise is IncompleteRaise.HALF_BET and (
        2 * own >= need or (rules.cumulative_allins and 2 * over_full >= need)
    )
    if not all_in or individual:
        reopens = True
        seq, bets, level = seq + 1, bets + 1, to
        if not fixed:
            lfr = over_full if cumulative_basis else own
        why = f"{label}: {base}, a full {'bet' if state.current_bet == 0 else 'raise'}."
        rule = rules.cite("structure")
        if all_in:
            why += " It re-opens the betting to everyone who has already acted."
            rule = rules.cite("incomplete_raise")
    elif cumulative:
        reopens = True
        bets, level = bets + 1, to
        if cumulative_basis and not fixed:
            lfr = over_full
        why = (
            f"{label}: {over_full} over the last full bet of {state.full_bet_level}, at least "
            f"the full raise of {need}, so the betting is re-opened to anyone who faces a full "
            f"raise (short all-ins add up)."
        )
        rule = f"{rules.cite('cumulative_allins')}; {rules.cite('min_raise_basis')}"
    elif half:
        reopens = True
        seq, bets, level = seq + 1, bets + 1, to
        shown = own if 2 * own >= need else over_full
        why = (
            f"{label}: {shown} over {to - shown}, at least half of the full "
            f"{'bet' if state.current_bet == 0 else 'raise'} of {need}, so it counts as a "
            "raise and re-opens the betting; the next raise is a full one over it."
        )
        rule = rules.cite("incomplete_raise")
    else:
        reopens = False
        if state.current_bet == 0:
            short = f"a bet of {to}, less than the minimum bet of {need}"
        else:
            short = f"{own} over the bet of {state.current_bet}"
            if over_full != own:
                short += f" ({over_full} over the last full bet of {state.full_bet_level})"
            short += f", less than the full raise of {need}"
        why = (
            f"{label}: {short}. It does not re-open the betting to players who have "
            "already acted: they may only call or fold."
        )
        rule = rules.cite("incomplete_raise")
    moved = replace(p, stack=p.stack - (to - p.bet), bet=to, live=p.live + (to - p.bet))
    raised = replace(
        state,
        players=state.with_player(i, moved),
        current_bet=max(state.current_bet, to),
        last_full_raise=lfr,
        full_bet_level=level,
        reopen_seq=seq,
        bets=bets,
        last_aggressor=i,
        voluntary=True,
    )
    raised = replace(
        raised,
        players=raised.with_player(i, _acted(moved, raised)),
        cap_reached_with=_cap_mark(raised),
    )
    after = _advance(raised, i)
    nxt = betting.options(after)
    if nxt.seat is not None and nxt.min_raise_to is not None and nxt.can_raise:
        why += " " + _next_choice(after, nxt)
    return after, reopens, why, rule


def _next_choice(after: State, nxt: betting.Options) -> str:
    """``Seat 5 may call 20 or raise to at least 30.`` for the next player."""
    who = after.players[after.actor or 0]
    low = nxt.min_raise_to or 0
    word = "raise" if after.current_bet else "bet"
    if low == who.all_in_to:
        return f"{who.label} may call {nxt.to_call} or {word} all-in to {low}."
    return f"{who.label} may call {nxt.to_call} or {word} to at least {low}."


def _cap_mark(state: State) -> int:
    """Record how many players were in the hand when the raise cap was reached."""
    cap = state.rules.raise_cap
    if state.cap_reached_with or cap is None or state.bets < 1 + cap:
        return state.cap_reached_with
    return len(state.in_hand)


def _keep_or_move_action(state: State, poster: int) -> State:
    """After a forced bet the action stays where it was, unless that player has no decision."""
    actor = state.actor
    if actor is not None and betting.needs_to_act(state, actor):
        return state
    return _advance(state, poster if actor is None else actor)


def _forced_action(state: State, i: int, action: Action, *, index: int) -> tuple[State, Ruling]:
    """A post, straddle or sleeper: allowed only before the first voluntary action."""
    p = state.players[i]
    text = str(action)
    verb = action.verb
    if state.street is not Street.PREFLOP or state.voluntary:
        why = (
            f"{p.label} may not {verb.value} now: posts, straddles and sleepers come before "
            "the first action of the hand."
        )
        return state, _illegal(state, index, text, p, verb.value, (why, RULE_ORDER))
    if p.folded or p.stack == 0:
        return state, _illegal(state, index, text, p, verb.value, _not_your_turn(state, p))
    if verb is Verb.POST:
        return _post(state, i, action, index=index)
    return _straddle(state, i, action, index=index)


def _post(state: State, i: int, action: Action, *, index: int) -> tuple[State, Ruling]:
    """A posted blind: live (counts toward a call, keeps the option) or dead (goes to the pot)."""
    p = state.players[i]
    paid = min(action.amount or 0, p.stack)
    big = state.rules.big_blind
    if not action.dead and big and p.bet + paid > big:
        why = (
            f"{p.label} may not post {paid} live: a live post is at most the big blind of {big} "
            f"(with {p.bet} already in). Post the rest dead, e.g. '{action.who} post "
            f"{max(0, big - p.bet)}' and '{action.who} post {paid - max(0, big - p.bet)} dead'."
        )
        return state, _illegal(state, index, str(action), p, "post", (why, RULE_POST))
    if action.dead:
        moved = replace(p, stack=p.stack - paid, dead=p.dead + paid)
        why = f"{p.label} posts {paid} dead: it goes to the pot and does not count toward a call."
    else:
        moved = replace(p, stack=p.stack - paid, bet=p.bet + paid, live=p.live + paid)
        why = (
            f"{p.label} posts {paid} live: it counts toward their call, and they keep the "
            "option to raise when the action comes back to them."
        )
    posted = _keep_or_move_action(replace(state, players=state.with_player(i, moved)), i)
    return posted, Ruling(
        index=index,
        input=str(action),
        seat=p.seat,
        action="post",
        to=moved.bet,
        added=paid,
        verdict=Verdict.OK,
        reopens=None,
        explanation=why,
        rule=RULE_POST,
        all_in=moved.stack == 0,
    )


def _straddle(state: State, i: int, action: Action, *, index: int) -> tuple[State, Ruling]:
    """A live straddle (the straddler keeps the option) or a sleeper (a blind raise without it).

    Seed 000, Straddle and sleeper bets: a straddle must be at least a minimum raise over the
    big blind; action starts left of the straddler (a sleeper leaves it where it was); each
    re-straddle is posted by the player to the left of the last and is at least double it.
    """
    p = state.players[i]
    rules = state.rules
    text = str(action)
    verb = action.verb
    asked = action.amount or 0
    if verb is Verb.STRADDLE:
        refused = _straddle_refused(state, i)
        if refused:
            return state, _illegal(
                state, index, text, p, "straddle", (refused, rules.cite("straddle"))
            )
    elif not rules.sleeper:
        why = f"{p.label} may not post a sleeper: this house allows no blind raises."
        return state, _illegal(state, index, text, p, "sleeper", (why, rules.cite("sleeper")))
    low, high = _blind_raise_limits(state)
    notes: list[str] = []
    to, corrected = asked, False
    if asked < low and p.all_in_to >= low:
        notes.append(
            f"A {verb.value} of {asked} is less than the {low} it must be: "
            f"it is brought up to {low}."
        )
        to, corrected = low, True
    elif asked < low:
        why = (
            f"{p.label} has {p.all_in_to} in all, less than the {low} a {verb.value} must be: "
            "they may not post it."
        )
        return state, _illegal(state, index, text, p, verb.value, (why, rules.cite("straddle")))
    if high is not None and to > high:
        notes.append(f"A {verb.value} of {to} is over the {high} allowed: it stands at {high}.")
        to, corrected = high, True
    if to > p.all_in_to:
        notes.append(
            f"{p.label} has only {p.all_in_to} in all: "
            f"the {verb.value} is all-in for {p.all_in_to}."
        )
        to, corrected = p.all_in_to, True
    basis = rules.straddle_min_raise.value == "difference"
    raise_size = to - state.current_bet if basis else to
    counts = rules.straddle_counts_toward_cap
    moved = replace(p, stack=p.stack - (to - p.bet), bet=to, live=p.live + (to - p.bet))
    posted = replace(
        state,
        players=state.with_player(i, moved),
        current_bet=to,
        last_full_raise=max(raise_size, 1)
        if verb is Verb.STRADDLE
        else max(state.last_full_raise, to - state.current_bet),
        full_bet_level=to,
        reopen_seq=state.reopen_seq + 1,
        bets=state.bets + (1 if counts else 0),
        straddles=state.straddles + (1 if verb is Verb.STRADDLE else 0),
        cap_reached_with=_cap_mark(replace(state, bets=state.bets + (1 if counts else 0))),
        last_straddler=i if verb is Verb.STRADDLE else state.last_straddler,
    )
    if verb is Verb.STRADDLE:
        after = _advance(posted, i)
        why = (
            f"{p.label} straddles {to}: a live blind raise; the next raise is to at least "
            f"{to + posted.last_full_raise} ({to} + {posted.last_full_raise}). Action starts "
            f"left of the straddle, and {p.label} keeps the option when it comes back unraised."
        )
        rule = f"{rules.cite('straddle')}; {rules.cite('straddle_min_raise')}"
    else:
        moved = replace(
            moved,
            acted=True,
            acted_level=to,
            acted_raise=posted.last_full_raise,
            acted_seq=posted.reopen_seq,
        )
        posted = replace(posted, players=posted.with_player(i, moved))
        after = _keep_or_move_action(posted, i)
        why = (
            f"{p.label} posts a sleeper of {to}: the bet to everyone is now {to}, and play "
            f"passes over {p.label} unless someone raises (a sleeper has no option)."
        )
        rule = rules.cite("sleeper")
    return after, Ruling(
        index=index,
        input=text,
        seat=p.seat,
        action=verb.value,
        to=to,
        added=to - p.bet,
        verdict=Verdict.CORRECTED if corrected else Verdict.OK,
        reopens=None,
        explanation=" ".join([*notes, why]),
        rule=rule,
        all_in=to == p.all_in_to,
    )


def _blind_raise_limits(state: State) -> tuple[int, int | None]:
    """Smallest and largest straddle or sleeper: a minimum raise, double a previous straddle;
    in fixed limit exactly one bet more."""
    rules = state.rules
    low = state.current_bet + state.last_full_raise
    if state.straddles:
        low = max(low, 2 * state.current_bet)
    if rules.structure is Structure.FIXED_LIMIT:
        return low, low
    return low, None


def _straddle_refused(state: State, i: int) -> str:
    """Why this player may not straddle now ('' when they may)."""
    rules = state.rules
    p = state.players[i]
    mode = rules.straddle.value
    if mode == "none":
        return f"{p.label} may not straddle: this house allows no straddles."
    if state.straddles >= rules.max_straddles:
        allowed = rules.max_straddles
        return (
            f"{p.label} may not straddle: {allowed} straddle{'s' if allowed != 1 else ''} "
            "already posted, the most this house allows (max_straddles)."
        )
    n = len(state.players)
    after = state.last_straddler if state.last_straddler is not None else state.big_blind
    expected = None if after is None else (after + 1) % n
    blinds = {state.small_blind, state.big_blind}
    if mode == "utg" or state.straddles:
        if expected != i:
            who = "" if expected is None else f" (seat {state.players[expected].seat})"
            place = (
                "left of the last straddle"
                if state.straddles
                else "under the gun, left of the big blind"
            )
            return f"{p.label} may not straddle: only the player {place}{who} may."
        return ""
    if i in blinds:
        return (
            f"{p.label} may not straddle from the blinds: a Mississippi straddle is posted "
            "by any other seat."
        )
    return ""


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
