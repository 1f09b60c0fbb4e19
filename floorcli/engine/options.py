"""What the player to act may do: to call, minimum and maximum raise-to, legal actions.

`options` is the one computation behind both `ask` and the engine's rulings, so what floorcli
says is legal and what it enforces never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from floorcli.betting import raises, rounds
from floorcli.betting.stakes import bet_to_match, someone_can_call
from floorcli.betting.words import Limit, Words, closed_words, min_raise_limit
from floorcli.engine.state import Pending, Player, State
from floorcli.engine.stud import has_open_pair
from floorcli.model.actions import EARLY_STREETS, LAST_STREETS, Street
from floorcli.model.seats import blind_posters
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import Game, Structure
from floorcli.profiles.rulebooks import Cited

if TYPE_CHECKING:
    from floorcli.betting.potlimit import PotLimit

NOBODY_TO_CALL = Cited(  # table stakes: a cash-game rule, the TDA has none
    topic="table stakes",
    wsop=(
        "WSOP 2026 Live Action Rules, No-Limit and Pot-Limit: a wager is limited by the table "
        "stakes rule, the chips a player has on the table; with every other player all-in or "
        "short of the bet, no one can call a raise"
    ),
    usual=(
        "WSOP 2026 Live Action Rules, No-Limit and Pot-Limit: a wager is limited by the table "
        "stakes rule, the chips a player has on the table; with every other player all-in or "
        "short of the bet, no one can call a raise"
    ),
)
RULE_POT_OVER_MIN = (
    "WSOP 2026 Live Action Rules, No-Limit and Pot-Limit (the rules of no-limit play apply to "
    "pot-limit play, except that a bet may not exceed the pot size)"
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Options:
    """The actor's choices.  `min_raise`/`max_raise` are None when they may not bet or raise."""

    seat: int | None
    to_call: int
    call_to: int
    current_bet: int
    can_raise: bool
    min_raise: Limit | None
    max_raise: Limit | None
    legal: tuple[str, ...]
    why_not: str = ""
    why_not_rule: str = ""

    @property
    def min_raise_to(self) -> int | None:
        """Smallest legal total for a bet or raise."""
        return None if self.min_raise is None else self.min_raise.to

    @property
    def max_raise_to(self) -> int | None:
        """Largest legal total for a bet or raise."""
        return None if self.max_raise is None else self.max_raise.to


NO_OPTIONS = Options(
    seat=None,
    to_call=0,
    call_to=0,
    current_bet=0,
    can_raise=False,
    min_raise=None,
    max_raise=None,
    legal=(),
)


def others(state: State, index: int) -> tuple[Player, ...]:
    """Every other player still in the hand."""
    return tuple(p for i, p in enumerate(state.players) if i != index and not p.folded)


def effective_bet(state: State, index: int) -> int:
    """The bet this player must match.

    Normally the current bet; when every other player still in is all-in, only the
    largest of their bets (nobody is left to claim the rest).

    """
    return bet_to_match(state.current_bet, ((p.bet, p.stack) for p in others(state, index)))


def needs_to_act(state: State, index: int) -> bool:
    """True when this player still has a decision this round (`betting.rounds.needs_to_act`)."""
    players = state.players
    folded = [p.folded for p in players]
    stack = [p.stack for p in players]
    return rounds.needs_to_act(
        index,
        folded,
        stack,
        [p.bet for p in players],
        [p.acted for p in players],
        state.current_bet,
        sum(1 for f, s in zip(folded, stack, strict=True) if s > 0 and not f),
    )


def bet_unit(state: State) -> int:
    """Fixed-limit bet size this round: the small bet on rounds 1-2, the big bet on 3-4."""
    rules = state.rules
    early = state.street in EARLY_STREETS and not state.big_round
    size = rules.small_bet if early else rules.big_bet
    return size if size is not None else rules.opening_bet


def open_pair_option(state: State) -> bool:
    """Stud fourth street with a pair showing: a bet or raise may be the big bet.

    Robert's Rules of Poker v5, Seven-Card Stud (seven-card stud): with an open pair on fourth
    street a player may bet either limit; once the big bet is made, the round stays there.
    """
    rules = state.rules
    return (
        state.street is Street.FOURTH
        and rules.open_pair_big_bet
        and rules.game is not Game.RAZZ
        and not state.big_round
        and rules.big_bet is not None
        and any(has_open_pair(p.upcards) for p in state.in_hand)
    )


def why_closed(state: State, p: Player) -> Words | None:
    """Why the betting is not re-opened to `p` (TDA 2024 Rule 47), or None when it is open."""
    open_to = raises.reopening(
        state.rules,
        acted=p.acted,
        acted_seq=p.acted_seq,
        acted_level=p.acted_level,
        acted_raise=p.acted_raise,
        reopen_seq=state.reopen_seq,
        current_bet=state.current_bet,
    )
    return None if open_to.is_open else closed_words(open_to, state.rules, who=p.label)


def restriction(state: State, index: int) -> Pending | None:
    """A limit on this player's turn: call or fold, no bet or raise (`Pending.restricted`)."""
    return next((e for e in state.pending if e.index == index and e.restricted), None)


def raise_capped(state: State) -> bool:
    """True when `raise_cap` raises have been made and no heads-up exception applies."""
    return raises.is_capped(
        state.rules,
        bets=state.bets,
        round_players=state.round_players,
        betting=state.betting,
        cap_reached_with=state.cap_reached_with,
    )


def smaller_blinds(state: State, asker: Player) -> tuple[tuple[int, int], ...]:
    """Each blind smaller than the big blind as (its amount, its poster's chips in now),
    leaving out the asker's own: what `pot_limit_preflop: assumed-call` counts up."""
    rules = state.rules
    seats = blind_posters(
        (q.seat for q in state.players),
        button=state.button,
        count=len(rules.blinds),
        button_blind=rules.button_blind,
    )
    return tuple(
        (due, state.players[state.index_of(seat)].bet)
        for seat, due in zip(seats, rules.blinds, strict=False)
        if due < rules.big_blind and seat != asker.seat
    )


def pot_limit_of(state: State, p: Player) -> PotLimit:
    """The pot-limit question for the actor (`floorcli.betting.potlimit` does the arithmetic,
    imported for a pot-limit game only: a cold `ask` on any other does without it)."""
    from floorcli.betting.potlimit import pot_limit_to_act

    big = state.big_blind
    preflop = state.street is Street.PREFLOP
    return pot_limit_to_act(
        state.rules.pot_limit_preflop,
        preflop=preflop,
        pot_total=state.pot_total,
        bets=[q.bet for q in state.players],
        mine=p.bet,
        current_bet=state.current_bet,
        big_blind=state.rules.big_blind,
        smaller_blinds=smaller_blinds(state, p) if preflop else (),
        shortfall=state.blind_shortfall,
        big_blind_acted=big is not None and state.players[big].acted,
    )


def _min_limit(state: State) -> Limit:
    low = raises.min_raise(
        state.rules,
        unit=bet_unit(state),
        current_bet=state.current_bet,
        last_full_raise=state.last_full_raise,
        full_bet_level=state.full_bet_level,
    )
    return min_raise_limit(low, state.rules, big_round=state.big_round)


def max_limit(state: State, p: Player) -> Limit:
    """The largest bet or raise-to by the betting structure, before the all-in cap."""
    rules = state.rules
    structure = rules.structure
    if structure is Structure.FIXED_LIMIT:
        if open_pair_option(state) and rules.big_bet is not None:
            to = state.full_bet_level + rules.big_bet
            a = amounts_of(rules)
            why = (
                f"a pair shows on fourth street, so the bet may be the big bet: "
                f"{a(state.full_bet_level)} + {a(rules.big_bet)} = {a(to)}"
            )
            return Limit(to=to, why=why, rule=rules.cite("open_pair_big_bet"))
        return _min_limit(state)
    if structure is Structure.POT_LIMIT:
        question = pot_limit_of(state, p)
        why = question.max_text(rules.decimals)
        if state.current_bet:
            why += "; " + question.shortcut_text(rules.decimals)
        return Limit(to=question.max_to, why=why, rule=rules.cite("structure"))
    if structure is Structure.SPREAD_LIMIT and rules.spread:
        last = state.street in LAST_STREETS
        high = rules.spread[-1] if last else rules.spread[1]
        to = state.current_bet + high
        where = " on the last round" if last and len(rules.spread) > 2 else ""
        a = amounts_of(rules)
        return Limit(
            to=to,
            why=f"{a(state.current_bet)} + the spread maximum{where} of {a(high)} = {a(to)}",
            rule=rules.cite("spread"),
        )
    all_in = amounts_of(rules)(p.all_in_to)
    return Limit(to=p.all_in_to, why=f"all-in for {all_in}", rule=rules.cite("structure"))


def options(state: State) -> Options:
    """The choices of the player to act (empty when nobody is to act)."""
    if state.actor is None:
        return NO_OPTIONS
    index = state.actor
    p = state.players[index]
    bet = effective_bet(state, index)
    to_call = min(max(0, bet - p.bet), p.stack)
    call_to = p.bet + to_call
    why_not, why_rule = "", ""
    if not someone_can_call(state.current_bet, ((q.bet, q.stack) for q in others(state, index))):
        why_not = (
            "every other player still in is all-in or cannot cover the bet: "
            "nobody is left to call a raise"
        )
        why_rule = NOBODY_TO_CALL.text(state.rules)
    elif p.stack <= to_call:
        why_not = f"{p.label} has no chips behind after calling"
        why_rule = "table stakes"
    elif (limit := restriction(state, index)) is not None:
        why_not, why_rule = limit.why, limit.rule
    elif raise_capped(state):
        why_not = f"the betting is capped: a bet and {state.rules.raise_cap} raises have been made"
        why_rule = state.rules.cite("raise_cap")
    else:
        closed = why_closed(state, p)
        if closed is not None:
            why_not, why_rule = closed.why, closed.rule
    can_raise = not why_not
    word = "raise" if state.current_bet > 0 else "bet"
    low = high = None
    if can_raise:
        low, high = _min_limit(state), max_limit(state, p)
        if high.to > p.all_in_to:
            all_in = amounts_of(state.rules)(p.all_in_to)
            high = Limit(
                to=p.all_in_to,
                why=f"{high.why}, capped at the all-in total of {all_in}",
                rule=high.rule,
            )
        if low.to > high.to == p.all_in_to:
            low = Limit(to=high.to, why=f"{low.why}; all-in for less is allowed", rule=low.rule)
        elif low.to > high.to:
            # A minimum above the pot: a pot-limit bet may not exceed the pot (WSOP 2026 Live
            # Action Rules, No-Limit and Pot-Limit), so the minimum is the pot-limit maximum.
            pot = amounts_of(state.rules)(high.to)
            why = f"{low.why}, more than the pot allows: the {word} is {pot}"
            low = Limit(to=high.to, why=why, rule=f"{low.rule}; {RULE_POT_OVER_MIN}")
    legal: list[str] = []
    if to_call > 0:
        legal += ["fold", "call"]
    else:
        legal.append("check")
    if can_raise:
        legal.append("raise" if state.current_bet > 0 else "bet")
    return Options(
        seat=p.seat,
        to_call=to_call,
        call_to=call_to,
        current_bet=state.current_bet,
        can_raise=can_raise,
        min_raise=low,
        max_raise=high,
        legal=tuple(legal),
        why_not=why_not,
        why_not_rule=why_rule,
    )
