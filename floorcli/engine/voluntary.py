"""The player to act folds, checks, calls, bets or raises: each gets its ruling."""

from __future__ import annotations

from dataclasses import dataclass

from floorcli.betting import raises
from floorcli.betting.words import Limit, raise_words
from floorcli.engine import options
from floorcli.engine.rulings import (
    MIN_RAISE,
    ORDER,
    RULE_STAKES,
    Ruling,
    Verdict,
    acted,
    choices,
    closing,
    illegal,
)
from floorcli.engine.state import State
from floorcli.engine.turns import advance, cap_mark
from floorcli.errors import NotationError
from floorcli.model.actions import Action, Street, Verb
from floorcli.model.evolve import evolve
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import Structure


def fold(
    state: State, i: int, opts: options.Options, *, index: int, text: str
) -> tuple[State, Ruling]:
    p = state.players[i]
    folded = evolve(state, players=state.with_player(i, acted(p, state, folded=True)))
    after = advance(folded, i)
    why = f"{p.label} folds."
    a = amounts_of(state.rules)
    if opts.to_call == 0:
        why = f"{p.label} folds with nothing to call (a check was free); the fold stands."
    if after.street is Street.COMPLETE:
        winner = after.in_hand[0]
        division = after.division  # TDA 2024 Rule 15-B: an uncalled bet is returned
        why += f" Only {winner.label} is left and wins the pot of {a(division.total)}"
        back = division.uncalled
        why += f"; their uncalled {a(back.amount)} is returned." if back else "."
    else:
        why += closing(state, after)
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
        rule=ORDER.text(state.rules),
    )


def check(
    state: State, i: int, *, index: int, text: str, note: str, corrected: bool = False
) -> tuple[State, Ruling]:
    p = state.players[i]
    checked = evolve(state, players=state.with_player(i, acted(p, state)))
    after = advance(checked, i)
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
        explanation=why + closing(state, after),
        rule=ORDER.text(state.rules),
    )


def call(
    state: State,
    i: int,
    opts: options.Options,
    *,
    index: int,
    text: str,
    note: str,
    corrected: bool = False,
) -> tuple[State, Ruling]:
    p = state.players[i]
    add = opts.to_call
    all_in = add == p.stack
    moved = acted(p, state, stack=p.stack - add, bet=p.bet + add, live=p.live + add)
    after = advance(evolve(state, players=state.with_player(i, moved)), i)
    owed = options.effective_bet(state, i) - p.bet
    a = amounts_of(state.rules)
    if all_in and add < owed:
        why = (
            f"{p.label} calls all-in for {a(add)}, {a(owed - add)} short of the {a(owed)} to "
            f"call: they can win only up to {a(p.bet + add)} from each other player this round; "
            "the rest goes to a side pot."
        )
        rule = RULE_STAKES
    else:
        why = f"{p.label} calls {a(opts.call_to)}, adding {a(add)}" + (
            " (all-in)." if all_in else "."
        )
        rule = ORDER.text(state.rules)
    return after, Ruling(
        index=index,
        input=text,
        seat=p.seat,
        action="call",
        to=p.bet + add,
        added=add,
        verdict=Verdict.CORRECTED if corrected else Verdict.OK,
        reopens=None,
        explanation=(note + " " if note else "") + why + closing(state, after),
        rule=rule,
        all_in=all_in,
    )


def wager(
    state: State, i: int, action: Action, opts: options.Options, *, index: int, text: str
) -> tuple[State, Ruling]:
    """A bet, raise or all-in: check it against the limits, then classify it.

    A bet or raise written with no amount (fixed limit only: the engine refuses it elsewhere)
    is the one legal size that `options` computes for `ask`: the round's bet over the bet
    faced, capped at the player's chips (then it is an all-in).
    """
    p = state.players[i]
    a = amounts_of(state.rules)
    word = "raise" if state.current_bet > 0 else "bet"
    notes: list[str] = []
    rule_notes: list[str] = []
    if action.amount is None and action.verb is not Verb.ALLIN:
        if not opts.can_raise and 0 < p.stack <= opts.to_call:
            # The size capped at the chips: all-in, and no more than a call (table stakes).
            note = (
                f"{p.label} {word}s with no amount written: the one size is capped at their "
                f"chips, all-in for {a(p.all_in_to)}, short of a call of the bet of "
                f"{a(state.current_bet)}."
            )
            return call(state, i, opts, index=index, text=text, note=note, corrected=True)
        if not opts.can_raise:
            return state, _may_not(state, i, opts, index=index, text=text, word=word)
        size = fixed_size(state, i, opts, text=text)
        notes.append(
            f"{p.label} {word}s with no amount written: in fixed limit a {word} has one size "
            f"({size.why}), so it is a {word} to {a(size.to)}."
        )
        rule_notes.append(f"{size.rule}; {RULE_FIXED_SIZE}")
        action = evolve(action, amount=size.to)
    asked = p.all_in_to if action.verb is Verb.ALLIN or action.amount is None else action.amount
    corrected = False
    to = asked
    if asked > p.all_in_to:
        notes.append(
            f"{p.label} has {a(p.stack)} behind ({a(p.all_in_to)} in all this round): "
            f"{action.verb.value} {a(asked)} is all-in for {a(p.all_in_to)}."
        )
        rule_notes.append(RULE_STAKES)
        to, corrected = p.all_in_to, True
    all_in = to == p.all_in_to
    if to <= opts.call_to and all_in:
        return call(
            state, i, opts, index=index, text=text, note=" ".join(notes), corrected=corrected
        )
    if not opts.can_raise:
        return state, _may_not(state, i, opts, index=index, text=text, word=word)
    low, high = opts.min_raise, opts.max_raise
    assert low is not None and high is not None
    if to > high.to:
        over = to - high.to
        notes.append(
            f"{p.label}'s {word} to {a(to)} is over the maximum of {a(high.to)} ({high.why}): "
            f"the {a(over)} over is returned and the {word} stands at {a(high.to)}."
        )
        rule_notes.append(high.rule)
        to, corrected = high.to, True
        all_in = to == p.all_in_to
    elif fixed_between(state, low.to, high.to, to) and not all_in:
        notes.append(
            f"{p.label}'s {word} to {a(to)} is neither the small-bet {word} to {a(low.to)} nor "
            f"the big-bet {word} to {a(high.to)}: fixed-limit bets come in those two sizes, so "
            f"it stands at {a(low.to)}."
        )
        rule_notes.append(high.rule)
        to, corrected = low.to, True
    elif to < low.to and not all_in:
        notes.append(
            f"{p.label}'s {word} to {a(to)} is below the minimum of {a(low.to)} ({low.why}) "
            f"with chips behind: it is brought up to {a(low.to)}."
        )
        rule_notes.append(f"{low.rule}; {MIN_RAISE.text(state.rules)}")
        to, corrected = low.to, True
        # Brought up to a minimum capped at the stack: an all-in, judged on its actual amount
        # (SPEC section 2, a corrected amount is judged after the correction).
        all_in = to == p.all_in_to
    raised = raise_to(state, i, to, all_in=all_in)
    after = raised.after
    explanation = " ".join([*notes, raised.why])
    return after, Ruling(
        index=index,
        input=text,
        seat=p.seat,
        action=word,
        to=to,
        added=to - p.bet,
        verdict=Verdict.CORRECTED if corrected else Verdict.OK,
        reopens=raised.reopens,
        explanation=explanation + closing(state, after),
        rule=_cited([*rule_notes, raised.rule]),
        all_in=all_in,
        completes=raised.completes,
    )


RULE_FIXED_SIZE = (
    "WSOP 2026 Live Action Rules 154 (the allowable raise sizes are specified by the poker "
    "game) and 142 (a wager of the lower limit on an upper-limit round is brought up to the "
    "proper size)"
)


def fixed_size(state: State, i: int, opts: options.Options, *, text: str) -> Limit:
    """The one size of a fixed-limit bet or raise written with no amount: `ask`'s own
    maximum (`options.max_raise`, already capped at the all-in total).  With two sizes (a
    stud open pair on fourth street, Robert's Rules of Poker v5, Seven-Card Stud) a bare bet
    or raise says neither, and is refused with both."""
    low, high = opts.min_raise, opts.max_raise
    assert low is not None and high is not None
    if low.to != high.to:
        a = amounts_of(state.rules)
        said = f"{state.players[i].seat} {text.split()[1]}"
        raise NotationError(
            f"two sizes are legal here ({low.why}; {high.why}): write the amount, "
            f"'{said} {a(low.to)}' or '{said} {a(high.to)}'"
        )
    return high


def _cited(rules: list[str]) -> str:
    """The rules joined, each part once (the size's own citation names the structure too).

    >>> _cited(["structure: fixed-limit; small_bet: 10", "structure: fixed-limit"])
    'structure: fixed-limit; small_bet: 10'
    """
    return "; ".join(dict.fromkeys("; ".join(rules).split("; ")))


def _may_not(
    state: State, i: int, opts: options.Options, *, index: int, text: str, word: str
) -> Ruling:
    """A bet or raise by a player who may not bet or raise now, with what they may do."""
    p = state.players[i]
    they_may = choices(opts, state.rules.decimals)
    why = f"{p.label} may not {word}: {opts.why_not}. They may {they_may}."
    return illegal(state, index, text, p, word, (why, opts.why_not_rule))


def fixed_between(state: State, low: int, high: int, to: int) -> bool:
    """A fixed-limit bet strictly between the two sizes a stud open pair allows."""
    return state.rules.structure is Structure.FIXED_LIMIT and low < to < high


@dataclass(frozen=True, slots=True, kw_only=True)
class Raised:
    """A bet or raise put in: the state after it, whether it re-opened the betting, the words
    and the rule."""

    after: State
    reopens: bool
    why: str
    rule: str
    completes: bool = False  # a fixed-limit completion of a sub-minimum blind or bring-in


def raise_to(state: State, i: int, to: int, *, all_in: bool, stands: bool = False) -> Raised:
    """Put the player's round total at `to` and decide whether it re-opens the betting.

    A bet or raise of at least the last full raise re-opens the betting (TDA 2024 Rule 47);
    an all-in for less does not, unless `cumulative_allins` adds it to earlier short all-ins
    to make a full raise over the last full bet, or `incomplete_raise: half-bet` and it is at
    least half a full raise (`floorcli.betting.raises.raise_effect` decides which).  A bet or
    raise under the minimum that the floor let `stands` (TDA 2024 Rule 52-A, noticed only on a
    later street) is judged on its actual amount exactly as a short all-in of it would be.
    """
    rules = state.rules
    p = state.players[i]
    word = "raises to" if state.current_bet > 0 else "bets"
    label = f"{p.label} {word} {amounts_of(rules)(to)}" + (" all-in" if all_in else "")
    effect = raises.raise_effect(
        rules,
        to=to,
        all_in=all_in or stands,
        current_bet=state.current_bet,
        full_bet_level=state.full_bet_level,
        last_full_raise=state.last_full_raise,
        reopen_seq=state.reopen_seq,
        bets=state.bets,
    )
    said = raise_words(effect, rules, all_in=all_in)
    why, rule = f"{label}: {said.why}", said.rule
    reopens, lfr = effect.reopens, effect.last_full_raise
    big_round = state.big_round
    if (
        rules.structure is Structure.FIXED_LIMIT
        and options.open_pair_option(state)
        and reopens
        and to > state.full_bet_level + effect.need
    ):
        big_round = True
        lfr = rules.big_bet or lfr
        why += " The bet is now the big bet for the rest of fourth street (open pair)."
        rule += "; " + rules.cite("open_pair_big_bet")
    moved = evolve(p, stack=p.stack - (to - p.bet), bet=to, live=p.live + (to - p.bet))
    raised = evolve(
        state,
        players=state.with_player(i, moved),
        big_round=big_round,
        current_bet=max(state.current_bet, to),
        last_full_raise=lfr,
        full_bet_level=effect.full_bet_level,
        reopen_seq=effect.reopen_seq,
        bets=effect.bets,
        last_aggressor=i,
        voluntary=True,
    )
    raised = evolve(
        raised,
        players=raised.with_player(i, acted(moved, raised)),
        cap_reached_with=cap_mark(raised),
    )
    after = advance(raised, i)
    nxt = options.options(after)
    if nxt.seat is not None and nxt.min_raise_to is not None and nxt.can_raise:
        why += " " + _next_choice(after, nxt)
    return Raised(after=after, reopens=reopens, why=why, rule=rule, completes=effect.completes)


def _next_choice(after: State, nxt: options.Options) -> str:
    """``Seat 5 may call 20 or raise to at least 30.`` for the next player."""
    who = after.players[after.actor or 0]
    low = nxt.min_raise_to or 0
    word = "raise" if after.current_bet else "bet"
    a = amounts_of(after.rules)
    if low == who.all_in_to:
        return f"{who.label} may call {a(nxt.to_call)} or {word} all-in to {a(low)}."
    if low == nxt.max_raise_to:  # fixed limit: one amount, not a minimum
        return f"{who.label} may call {a(nxt.to_call)} or {word} to {a(low)}."
    if after.rules.structure is Structure.FIXED_LIMIT and nxt.max_raise_to is not None:
        # Two sizes, nothing between (a stud open pair on fourth street).
        both = f"{a(low)} or {a(nxt.max_raise_to)}"
        return f"{who.label} may call {a(nxt.to_call)} or {word} to {both}."
    return f"{who.label} may call {a(nxt.to_call)} or {word} to at least {a(low)}."
