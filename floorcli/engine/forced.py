"""Posts, straddles and sleepers: forced or blind bets before the first action."""

from __future__ import annotations

from floorcli.betting.posting import straddler_in_turn
from floorcli.engine.options import bet_unit, max_limit
from floorcli.engine.rulings import ORDER, POST, Ruling, Verdict, illegal, not_your_turn
from floorcli.engine.state import State
from floorcli.engine.turns import advance, cap_mark, keep_or_move_action
from floorcli.model.actions import Action, Street, Verb
from floorcli.model.evolve import evolve
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import Structure


def forced_action(state: State, i: int, action: Action, *, index: int) -> tuple[State, Ruling]:
    """A post, straddle or sleeper: allowed only before the first voluntary action."""
    p = state.players[i]
    text = action.text(state.rules.decimals)
    verb = action.verb
    if state.street is not Street.PREFLOP or state.voluntary:
        why = (
            f"{p.label} may not {verb.value} now: posts, straddles and sleepers come before "
            "the first action of the hand."
        )
        return state, illegal(state, index, text, p, verb.value, (why, ORDER.text(state.rules)))
    if p.folded or p.stack == 0:
        return state, illegal(state, index, text, p, verb.value, not_your_turn(state, p))
    if verb is Verb.POST:
        return _post(state, i, action, index=index)
    if state.kill is not None and not state.rules.straddle_in_kill_pot:
        why = f"{p.label} may not {verb.value}: no straddle is allowed in a kill pot."
        rule = state.rules.cite("straddle_in_kill_pot")
        return state, illegal(state, index, text, p, verb.value, (why, rule))
    return _straddle(state, i, action, index=index)


def _post(state: State, i: int, action: Action, *, index: int) -> tuple[State, Ruling]:
    """A posted blind: live (counts toward a call, keeps the option) or dead (goes to the pot)."""
    a = amounts_of(state.rules)
    p = state.players[i]
    paid = min(action.amount or 0, p.stack)
    big = state.rules.big_blind
    if not action.dead and big and p.bet + paid > big:
        why = (
            f"{p.label} may not post {a(paid)} live: a live post is at most the big blind of "
            f"{a(big)} "
            f"(with {a(p.bet)} already in). Post the rest dead, e.g. '{action.who} post "
            f"{a(max(0, big - p.bet))}' and '{action.who} post {a(paid - max(0, big - p.bet))} "
            "dead'."
        )
        return state, illegal(
            state,
            index,
            action.text(state.rules.decimals),
            p,
            "post",
            (why, POST.text(state.rules)),
        )
    if action.dead:
        moved = evolve(p, stack=p.stack - paid, dead=p.dead + paid)
        why = (
            f"{p.label} posts {a(paid)} dead: it goes to the pot and does not count toward a call."
        )
    else:
        moved = evolve(p, stack=p.stack - paid, bet=p.bet + paid, live=p.live + paid)
        why = (
            f"{p.label} posts {a(paid)} live: it counts toward their call, and they keep the "
            "option to raise when the action comes back to them."
        )
    posted = keep_or_move_action(evolve(state, players=state.with_player(i, moved)), i)
    return posted, Ruling(
        index=index,
        input=action.text(state.rules.decimals),
        seat=p.seat,
        action="post",
        to=moved.bet,
        added=paid,
        verdict=Verdict.OK,
        reopens=None,
        explanation=why,
        rule=POST.text(state.rules),
        all_in=moved.stack == 0,
    )


def _straddle(state: State, i: int, action: Action, *, index: int) -> tuple[State, Ruling]:
    """A live straddle (the straddler keeps the option) or a sleeper (a blind raise without it).

    Seed 000, Straddle and sleeper bets: a straddle must be at least a minimum raise over the
    big blind; action starts left of the straddler (a sleeper leaves it where it was); each
    re-straddle is posted by the player to the left of the last and is at least double it.
    """
    a = amounts_of(state.rules)
    p = state.players[i]
    rules = state.rules
    text = action.text(state.rules.decimals)
    verb = action.verb
    asked = action.amount or 0
    if verb is Verb.STRADDLE:
        refused = _straddle_refused(state, i)
        if refused:
            return state, illegal(
                state, index, text, p, "straddle", (refused, rules.cite("straddle"))
            )
    elif not rules.sleeper:
        why = f"{p.label} may not post a sleeper: this house allows no blind raises."
        return state, illegal(state, index, text, p, "sleeper", (why, rules.cite("sleeper")))
    low, high = _blind_raise_limits(state, i)
    notes: list[str] = []
    to, corrected = asked, False
    if p.all_in_to < low:
        # A blind raise is at least a minimum raise (seed 001, Robert's no-limit rule 12: twice
        # the big blind): a player without the chips for one may not post it, whatever amount
        # they write, and a short one would lower the bet the others must call.
        why = (
            f"{p.label} has {a(p.all_in_to)} in all, less than the {a(low)} a {verb.value} must "
            "be: they may not post it."
        )
        return state, illegal(state, index, text, p, verb.value, (why, rules.cite("straddle")))
    if asked < low:
        notes.append(
            f"A {verb.value} of {a(asked)} is less than the {a(low)} it must be: "
            f"it is brought up to {a(low)}."
        )
        to, corrected = low, True
    if high is not None and to > high:
        notes.append(
            f"A {verb.value} of {a(to)} is over the {a(high)} allowed: it stands at {a(high)}."
        )
        to, corrected = high, True
    if to > p.all_in_to:
        notes.append(
            f"{p.label} has only {a(p.all_in_to)} in all: "
            f"the {verb.value} is all-in for {a(p.all_in_to)}."
        )
        to, corrected = p.all_in_to, True
    basis = rules.straddle_min_raise.value == "difference"
    raise_size = to - state.current_bet if basis else to
    if rules.structure is Structure.FIXED_LIMIT:
        # SPEC section 2, fixed limit: a straddle is one bet more, and so is every raise.
        raise_size = bet_unit(state)
    elif rules.structure is Structure.SPREAD_LIMIT and high is not None:
        # No raise in spread limit is more than the spread's maximum, a straddle's included.
        raise_size = min(raise_size, high - state.current_bet)
    counts = rules.straddle_counts_toward_cap
    moved = evolve(p, stack=p.stack - (to - p.bet), bet=to, live=p.live + (to - p.bet))
    posted = evolve(
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
        cap_reached_with=cap_mark(evolve(state, bets=state.bets + (1 if counts else 0))),
        last_straddler=i if verb is Verb.STRADDLE else state.last_straddler,
    )
    if verb is Verb.STRADDLE:
        after = advance(posted, i)
        # Fixed limit: a raise is exactly one bet, never "at least" (seed 000, Fixed limit).
        least = "" if rules.structure is Structure.FIXED_LIMIT else "at least "
        why = (
            f"{p.label} straddles {a(to)}: a live blind raise; the next raise is to {least}"
            f"{a(to + posted.last_full_raise)} ({a(to)} + {a(posted.last_full_raise)}). Action "
            "starts "
            f"left of the straddle, and {p.label} keeps the option when it comes back unraised."
        )
        sized_by = "structure" if rules.structure is Structure.FIXED_LIMIT else "straddle_min_raise"
        rule = f"{rules.cite('straddle')}; {rules.cite(sized_by)}"
    else:
        moved = evolve(
            moved,
            acted=True,
            acted_level=to,
            acted_raise=posted.last_full_raise,
            acted_seq=posted.reopen_seq,
        )
        posted = evolve(posted, players=posted.with_player(i, moved))
        after = keep_or_move_action(posted, i)
        why = (
            f"{p.label} posts a sleeper of {a(to)}: the bet to everyone is now {a(to)}, and play "
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


def _blind_raise_limits(state: State, i: int) -> tuple[int, int | None]:
    """Smallest and largest straddle or sleeper: a minimum raise, double a previous straddle;
    in fixed limit exactly one bet more than the blind or straddle before it (SPEC section 2:
    at 5-10 with a 10 bet, a straddle of 20, a re-straddle of 30).  A straddle is a blind
    raise, so in pot limit and spread limit it is at most the raise the poster could make
    (blinds 1/2 in pot limit: 2 + (1 + 2 + 2) = 7; a 2-10 spread: 2 + 10 = 12); a minimum above
    that maximum yields to it, as a raise's does (`floorcli.engine.options.options`)."""
    rules = state.rules
    if rules.structure is Structure.FIXED_LIMIT:
        exact = state.current_bet + bet_unit(state)
        return exact, exact
    low = state.current_bet + state.last_full_raise
    if state.straddles:
        low = max(low, 2 * state.current_bet)
    if rules.structure in (Structure.POT_LIMIT, Structure.SPREAD_LIMIT):
        high = max_limit(state, state.players[i]).to
        return min(low, high), high
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
    expected = straddler_in_turn(
        len(state.players), big_blind=state.big_blind, last_straddler=state.last_straddler
    )
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


def is_bring_in_completion(state: State, i: int, action: Action) -> bool:
    """The stud bring-in's player opening for the full small bet instead of the bring-in."""
    return (
        state.street is Street.THIRD
        and state.bring_in == i
        and not state.voluntary
        and state.actor != i
        and state.full_bet_level == 0
        and action.verb in (Verb.BET, Verb.RAISE, Verb.COMPLETE, Verb.ALLIN)
    )


def complete_bring_in(state: State, i: int, action: Action, *, index: int) -> tuple[State, Ruling]:
    """The bring-in's player completes to the small bet instead of bringing in.

    Seeds 000 and 002, Bring-in: the player forced to bring in may pay only the bring-in or
    make a normal bet (a $2 bring-in in a $5 game: bring in for 2, or complete to 5).
    """
    a = amounts_of(state.rules)
    p = state.players[i]
    rules = state.rules
    small = rules.small_bet or rules.opening_bet
    to = min(small, p.all_in_to)
    if action.verb is Verb.ALLIN:
        asked = p.all_in_to
    else:  # 'complete', or a bet or raise with no amount: the completion's one size
        asked = to if action.amount is None else action.amount
    notes = []
    if asked != to:
        notes.append(
            f"{p.label} opened for {a(asked)}: completing the bring-in is the small bet of "
            f"{a(small)}, so it stands at {a(to)}."
        )
    added = to - p.bet
    moved = evolve(
        p,
        stack=p.stack - added,
        bet=to,
        live=p.live + added,
        acted=True,
        acted_level=to,
        acted_raise=small,
        acted_seq=state.reopen_seq + 1,
    )
    posted = evolve(
        state,
        players=state.with_player(i, moved),
        current_bet=to,
        full_bet_level=to,
        last_full_raise=small,
        reopen_seq=state.reopen_seq + 1,
        bets=state.bets + 1,
        last_aggressor=i,
    )
    after = keep_or_move_action(posted, i)
    why = (
        f"{p.label} completes to {a(to)} instead of bringing in for {a(p.bet)}, adding {a(added)}: "
        f"a full bet of {a(small)}; the next raise is to {a(to + small)}."
    )
    return after, Ruling(
        index=index,
        input=action.text(state.rules.decimals),
        seat=p.seat,
        action="bet",
        to=to,
        added=added,
        verdict=Verdict.CORRECTED if notes else Verdict.OK,
        reopens=True,
        explanation=" ".join([*notes, why]),
        rule=f"{rules.cite('bring_in')}; {rules.cite('small_bet')}",
        all_in=moved.stack == 0,
    )
