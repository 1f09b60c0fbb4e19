"""Random hands under random house settings: every prefix's `ask` against the rulings and the
invariants of SPEC section 2.

    python scripts/random_hands.py --hands 20000          # locally: tens of thousands
    python scripts/random_hands.py --hands 300 --seed 7   # what tests/test_random_hands.py runs

Each hand is dealt under random rules (no limit, pot limit, fixed limit, spread limit with
an optional last-round maximum, cap limit; one to three blinds, antes of every kind, straddles,
re-straddles and sleepers of every size from short of the minimum up, kill hands of either
kind with the kill acting last or in turn, draw games, stud, stud high-low and razz with
bring-ins and open pairs; full-bet or half-bet rule, cumulative all-ins or not, either
min-raise basis, raise caps in every structure with every heads-up setting and short all-ins
counted or not, every pot-limit pre-flop count, tables of 8 to 12 seats) and
played with actions drawn from what `ask` offers, plus typed amounts off the limits.  Before
every action, `Checker.check_prefix` compares `ask` with the rulings:

- every action `ask` offers is ruled `ok` (a bet or raise to its minimum and to its maximum
  included), a raise it does not offer is ruled `illegal` and changes nothing, and a raise
  typed below the minimum by a player who has the chips is brought up to the minimum;
- the floor's `floor <seat> stands <to>` (an error noticed only after the next card, TDA 2024
  Rule 52) lets the same amount under the minimum, or a pot-limit bet over the pot, stand as
  made, and refuses a legal amount; hands also play on after such a standing underraise;

and checks the invariants (`Oracle` keeps its own record of the round from the rulings):

- no re-opening: a player who already acted this round and faces less than a full raise
  since their last action (half a raise under the half-bet rule) may not raise, unless they
  acted before there was any full bet (TDA 2024 Rule 47; SPEC section 2);
- fixed limit: a bet or raise is exactly one bet over the last full bet, never more, and a
  straddle one bet over the bet before it (SPEC section 2);
- caps reset each round: a round is capped only after a bet and `raise_cap` raises of its
  own, and never when the house lifts the cap heads-up for it (SPEC section 2);
- the pots partition every chip put in by the dead-ante convention: what each player still
  in can win is, from every player, the lesser of that player's chips and their own (antes
  and live chips apart; SPEC section 2), and the pots add up to the chips in;
- amounts from the chips on the table: to call is never more than the bet (nor, when every
  other player is all-in, than the largest of their bets); no raise is offered that nobody
  could call; the bet < minimum <= maximum <= all-in; the pot-limit maximum after the flop is
  the bet plus the pot once called; a spread-limit raise is at most the round's spread
  maximum; a cap-limit raise never takes a player past the cap.

It prints the number of hands, prefixes and problems, and exits 1 when there is a problem.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, field, fields

from floorcli.answers.hand import ask_report
from floorcli.answers.pots import pots_of
from floorcli.engine import options
from floorcli.engine.deal import deal_street
from floorcli.engine.replay import Verdict, apply, deal
from floorcli.engine.rulings import Ruling
from floorcli.engine.state import State
from floorcli.model.actions import (
    EARLY_STREETS,
    Action,
    Decision,
    Street,
    StreetMarker,
    Verb,
)
from floorcli.model.hand import Kill
from floorcli.model.seats import SeatSpec
from floorcli.profiles.choices import (
    AnteMode,
    BigBlindAnteOrder,
    Draws,
    Game,
    HeadsUpUncapped,
    IncompleteRaise,
    KillBlindActs,
    KillKind,
    MinRaiseBasis,
    PotLimitPreflop,
    Straddle,
    StraddleMinRaise,
    Structure,
)
from floorcli.profiles.settings import Rules

MAX_ACTIONS = 80


def random_rules(rng: random.Random) -> Rules:
    """Random house rules for a community-card hand (or, one hand in eight, a stud hand)."""
    if rng.random() < 0.12:
        return random_stud_rules(rng)
    structure = rng.choice(
        [
            Structure.NO_LIMIT,
            Structure.POT_LIMIT,
            Structure.FIXED_LIMIT,
            Structure.SPREAD_LIMIT,
            Structure.CAP_LIMIT,
        ]
    )
    fixed = structure is Structure.FIXED_LIMIT
    limited = fixed or structure is Structure.SPREAD_LIMIT
    big = rng.randint(1, 20)
    count = rng.randint(1, 3)
    blinds = (*sorted(rng.randint(1, big) for _ in range(count - 1)), big)
    small_bet = rng.randint(big, 2 * big) if fixed else None
    spread = None
    if structure is Structure.SPREAD_LIMIT:
        low = rng.randint(1, big)
        spread = (low, rng.randint(low, 5 * big))
        if rng.random() < 0.3:
            spread = (*spread, rng.randint(spread[1], 8 * big))
    raise_cap = None
    if limited or rng.random() < 0.1:
        raise_cap = rng.choice([None, 1, 2, 3, 4])
    return Rules(
        structure=structure,
        blinds=blinds,
        button_blind=count == 3 and rng.random() < 0.5,
        ante=rng.choice([0, 0, rng.randint(1, 10)]),
        ante_mode=rng.choice(list(AnteMode)),
        big_blind_ante_order=rng.choice(list(BigBlindAnteOrder)),
        small_bet=small_bet,
        big_bet=None if small_bet is None else 2 * small_bet,
        spread=spread,
        cap=rng.randint(big, 40 * big) if structure is Structure.CAP_LIMIT else None,
        min_bet=None if fixed or rng.random() < 0.7 else rng.randint(1, 3 * big),
        incomplete_raise=rng.choice(list(IncompleteRaise)),
        cumulative_allins=rng.random() < 0.5,
        min_raise_basis=rng.choice(list(MinRaiseBasis)),
        raise_cap=raise_cap,
        heads_up_uncapped=rng.choice(list(HeadsUpUncapped)),
        short_allin_counts_toward_cap=rng.random() < 0.3,
        pot_limit_preflop=rng.choice(list(PotLimitPreflop)),
        straddle=rng.choice(list(Straddle)),
        max_straddles=rng.randint(1, 3),
        straddle_min_raise=rng.choice(list(StraddleMinRaise)),
        straddle_counts_toward_cap=rng.random() < 0.5,
        straddle_in_kill_pot=rng.random() < 0.5,
        sleeper=rng.random() < 0.3,
        kill_kind=rng.choice(list(KillKind)),
        kill_blind_acts=rng.choice(list(KillBlindActs)),
        draws=rng.choice([Draws.NONE, Draws.NONE, Draws.SINGLE, Draws.TRIPLE]),
        table_seats=rng.randint(9, 12),
    )


def random_stud_rules(rng: random.Random) -> Rules:
    """Random rules for a stud hand: antes, a bring-in, fixed limit, any re-opening rule."""
    small = rng.randint(2, 20)
    return Rules(
        structure=Structure.FIXED_LIMIT,
        game=rng.choice([Game.STUD, Game.STUD_HI_LO, Game.RAZZ]),
        ante=rng.randint(0, small // 2),
        ante_mode=AnteMode.ALL,
        small_bet=small,
        big_bet=2 * small,
        bring_in=rng.choice([None, rng.randint(1, small)]),
        incomplete_raise=rng.choice(list(IncompleteRaise)),
        cumulative_allins=rng.random() < 0.5,
        raise_cap=rng.choice([None, 1, 2, 3, 4]),
        heads_up_uncapped=rng.choice(list(HeadsUpUncapped)),
        short_allin_counts_toward_cap=rng.random() < 0.3,
        open_pair_big_bet=rng.random() < 0.5,
        table_seats=rng.randint(8, 10),
    )


DECK = tuple(r + s for r in "23456789TJQKA" for s in "cdhs")


def random_table(
    rng: random.Random,
) -> tuple[Rules, tuple[SeatSpec, ...], int, Kill | None]:
    """Rules, seats (some stacks shorter than the forced bets), a button and a kill (or None)."""
    rules = random_rules(rng)
    stud = rules.game is not Game.COMMUNITY
    n = rng.randint(max(2, len(rules.blinds)), 8 if stud else 9)
    numbers = sorted(rng.sample(range(1, rules.table_seats + 1), n))
    short = 2 * max(rules.big_blind, rules.small_bet or 0) + rules.ante + 1
    stacks = [
        rng.choice([rng.randint(1, short), rng.randint(1, 500), rng.randint(500, 5000)])
        for _ in numbers
    ]
    seats = tuple(SeatSpec(seat=s, stack=c) for s, c in zip(numbers, stacks, strict=True))
    kill = None
    if not stud and rng.random() < 0.15:
        kind = rules.kill_kind
        if kind is KillKind.HALF and any(
            Kill(seat=1, kind=kind).of(v) is None
            for v in (
                rules.big_blind,
                rules.small_bet,
                rules.big_bet,
                rules.min_bet,
                *(rules.spread or ()),
            )
            if v is not None
        ):
            kind = KillKind.FULL
        kill = Kill(seat=rng.choice(numbers), kind=kind)
    return rules, seats, rng.choice(numbers), kill


@dataclass
class Acted:
    """A player's last voluntary action this round, as the oracle saw it."""

    level: int
    need: int
    had_full_bet: bool


@dataclass
class Oracle:
    """Its own record of the round, kept from the rulings: who acted at what level, how many
    bets and raises the round has had, how many players it started with."""

    street: Street | None = None
    acted: dict[int, Acted] = field(default_factory=dict)
    wagers: int = 0
    started_with: int = 0

    def new_round(self, state: State) -> None:
        self.street = state.street
        self.acted = {}
        # Players betting (not all-in): a raise cap's heads-up exception counts these.
        self.started_with = sum(1 for p in state.in_hand if p.stack > 0)
        # Pre-flop the big blind (stud: the bring-in) is the round's bet when it is a full one.
        first = state.street in (Street.PREFLOP, Street.THIRD)
        self.wagers = 1 if first and state.full_bet_level else 0

    def record(self, before: State, ruling: Ruling, after: State) -> None:
        if self.street is not before.street:
            self.new_round(before)
        if ruling.verdict is Verdict.ILLEGAL or ruling.seat is None:
            return
        rules = before.rules
        if ruling.action in ("bet", "raise") and (ruling.reopens or rules_count_short(rules)):
            self.wagers += 1
        # A sleeper is a blind raise: like a straddle it counts toward the cap when
        # `straddle_counts_toward_cap` says so (seed 000, Straddle and sleeper bets).
        if ruling.action in ("straddle", "sleeper") and rules.straddle_counts_toward_cap:
            self.wagers += 1
        if ruling.action in ("fold", "check", "call", "bet", "raise"):
            # The full raise that would re-open the betting to them: after their own bet or
            # raise, that raise's size; and whether a full bet (at least the round's opening
            # bet) stood when they acted.
            now = after if after.street is before.street else before
            full = now.last_full_raise
            need = (full + 1) // 2 if rules.incomplete_raise is IncompleteRaise.HALF_BET else full
            opening = bet_unit(before) if rules.structure is Structure.FIXED_LIMIT else 0
            self.acted[ruling.seat] = Acted(
                level=ruling.to if ruling.to is not None else 0,
                need=need,
                had_full_bet=now.full_bet_level >= max(opening, rules.opening_bet, 1),
            )
        if after.street is not before.street:
            self.new_round(after)


def rules_count_short(rules: Rules) -> bool:
    return rules.short_allin_counts_toward_cap and rules.raise_cap is not None


def bet_unit(state: State) -> int:
    rules = state.rules
    early = state.street in EARLY_STREETS and not state.big_round
    size = rules.small_bet if early else rules.big_bet
    return size or rules.opening_bet


def describe(
    rules: Rules,
    seats: tuple[SeatSpec, ...],
    button: int,
    kill: Kill | None = None,
    upcards: dict[int, str] | None = None,
) -> str:
    """The table as hand-file settings: what differs from the defaults, seats, button."""
    default = Rules()
    changed = {
        f.name: getattr(rules, f.name)
        for f in fields(rules)
        if getattr(rules, f.name) != getattr(default, f.name)
    }
    settings = ", ".join(f"{k}: {getattr(v, 'value', v)}" for k, v in changed.items())
    stacks = ", ".join(f"{s.seat}: {s.stack}" for s in seats)
    extra = "" if kill is None else f", kill: {{seat: {kill.seat}, kind: {kill.kind.value}}}"
    if upcards:
        extra += ", upcards: {" + ", ".join(f"{k}: {v}" for k, v in upcards.items()) + "}"
    return f"{{{settings}, button: {button}, seats: {{{stacks}}}{extra}}}"


def winnable(state: State, seat: int) -> int:
    """What `seat` can win, by the dead-ante convention, from first principles."""
    me = state.players[state.index_of(seat)]
    still_in = [p for p in state.players if not p.folded]
    top = max(p.live for p in still_in)
    # All-in inside dead money (an ante, or a dead post that took every chip): from each
    # player, at most what this player put in; a dead post is dead money like an ante.
    dead_cap = me.dead if me.is_all_in and me.live == 0 and me.dead > 0 else None
    live_cap = me.live if me.is_all_in and me.live < top else None
    total = 0
    for p in state.players:
        total += p.dead if dead_cap is None else min(p.dead, dead_cap)
        if dead_cap is not None:
            continue
        total += p.live if live_cap is None else min(p.live, live_cap)
    return total


class Checker:
    """Plays random hands and collects every disagreement as one line."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.problems: list[str] = []
        self.prefixes = 0

    def fail(self, where: str, what: str) -> None:
        self.problems.append(f"{where}: {what}")

    def check_prefix(self, state: State, oracle: Oracle, where: str) -> None:
        self.prefixes += 1
        if oracle.street is not state.street:
            oracle.new_round(state)
        report = ask_report(state)
        self.check_pots(state, where)
        opts = options.options(state)
        if state.actor is None:
            return
        actor = state.players[state.actor]
        if report["legal"] != list(opts.legal) or report["min_raise_to"] != opts.min_raise_to:
            self.fail(where, f"ask {report['legal']} disagrees with the options {opts.legal}")
        who = str(actor.seat)
        # What ask offers is ruled ok; what it does not is refused.
        for verb in (Verb.FOLD, Verb.CHECK, Verb.CALL):
            if verb.value in opts.legal:
                self.expect(state, Action(who=who, verb=verb), Verdict.OK, where)
        if opts.to_call > 0:
            self.expect(state, Action(who=who, verb=Verb.CHECK), Verdict.ILLEGAL, where)
        word = Verb.RAISE if state.current_bet else Verb.BET
        if opts.can_raise:
            low, high = opts.min_raise_to, opts.max_raise_to
            assert low is not None and high is not None
            self.expect(state, Action(who=who, verb=word, amount=low), Verdict.OK, where)
            self.expect(state, Action(who=who, verb=word, amount=high), Verdict.OK, where)
            if low - 1 > opts.call_to and low < actor.all_in_to:
                _, ruling = apply(state, Action(who=who, verb=word, amount=low - 1))
                if ruling.verdict is not Verdict.CORRECTED or ruling.to != low:
                    self.fail(where, f"{word.value} {low - 1} under the minimum {low}: {ruling}")
                # Noticed only after the next card, the same amount stands (TDA 2024 Rule 52-A).
                self.expect_stands(state, who, low - 1, where)
            if high + 1 < actor.all_in_to and state.rules.structure is Structure.POT_LIMIT:
                self.expect_stands(state, who, high + 1, where)  # Rule 52-B: the overbet stands
            # A legal amount has no error to let stand.
            stands = Action(who=who, verb=Verb.FLOOR, decision=Decision.STANDS, amount=low)
            if low < actor.all_in_to:
                self.expect(state, stands, Verdict.ILLEGAL, where)
        elif actor.stack > opts.to_call:
            self.expect(
                state, Action(who=who, verb=word, amount=actor.all_in_to), Verdict.ILLEGAL, where
            )
        self.check_invariants(state, oracle, where, opts=opts)

    def check_invariants(
        self, state: State, oracle: Oracle, where: str, *, opts: options.Options | None = None
    ) -> None:
        """The invariants alone (no probing actions): re-opening, fixed limit, caps, pots."""
        if oracle.street is not state.street:
            oracle.new_round(state)
        if opts is None:
            self.check_pots(state, where)
            opts = options.options(state)
        if state.actor is None:
            return
        self.check_reopening(state, oracle, opts, where)
        self.check_fixed_limit(state, opts, where)
        self.check_cap(state, oracle, opts, where)
        self.check_amounts(state, opts, where)

    def check_amounts(self, state: State, opts: options.Options, where: str) -> None:
        """To call, nobody left to call, the pot-limit, spread-limit and cap-limit maximums,
        each worked out from the chips on the table."""
        rules = state.rules
        actor = state.players[state.actor or 0]
        rest = [p for p in state.players if not p.folded and p.seat != actor.seat]
        # Never more than the bet (a short blind does not lower it), and when every other
        # player still in is all-in, never more than the largest of their bets.
        most = state.current_bet
        if not any(p.stack for p in rest):
            most = min(most, max((p.bet for p in rest), default=0))
        if opts.to_call > max(0, most - actor.bet) or opts.to_call > actor.stack:
            self.fail(where, f"to call {opts.to_call}: nobody else has more than {most} to match")
        if opts.can_raise and not any(
            p.stack and p.bet + p.stack > state.current_bet for p in rest
        ):
            self.fail(where, "a raise is offered that nobody left could call")
        if not opts.can_raise:
            return
        low, high = opts.min_raise_to or 0, opts.max_raise_to or 0
        if not state.current_bet < low <= high <= actor.all_in_to:
            self.fail(where, f"raise-to {low}-{high} over a bet of {state.current_bet}")
        if rules.structure is Structure.POT_LIMIT and state.street is not Street.PREFLOP:
            # The dealer's count: the bet to call plus the pot once it is called.
            call = state.current_bet - actor.bet
            pot = min(actor.all_in_to, state.current_bet + state.pot_total + call)
            if high != pot:
                self.fail(where, f"pot-limit maximum {high}, the pot allows {pot}")
        if rules.structure is Structure.SPREAD_LIMIT and rules.spread:
            last = state.street in (Street.RIVER, Street.THIRD_DRAW) or (
                state.street is Street.FIRST_DRAW and rules.draws is Draws.SINGLE
            )
            top = rules.spread[-1] if last else rules.spread[1]
            if high - state.current_bet > top:
                self.fail(where, f"spread-limit raise to {high} is more than {top} over the bet")
        cap = rules.cap if rules.structure is Structure.CAP_LIMIT else None
        if cap is not None and actor.live - actor.bet + high > cap:
            self.fail(where, f"cap-limit raise to {high} puts in more than the cap {cap}")

    def expect(self, state: State, action: Action, verdict: Verdict, where: str) -> None:
        after, ruling = apply(state, action)
        if ruling.verdict is not verdict:
            self.fail(
                where,
                f"{action} ruled {ruling.verdict.value}, expected {verdict.value}: "
                f"{ruling.explanation}",
            )
        if verdict is Verdict.ILLEGAL and after != state:
            self.fail(where, f"the refused {action} changed the state")

    def expect_stands(self, state: State, who: str, to: int, where: str) -> None:
        """`floor <who> stands <to>`: the amount stands as made, and nothing else changes."""
        action = Action(who=who, verb=Verb.FLOOR, decision=Decision.STANDS, amount=to)
        after, ruling = apply(state, action)
        if ruling.verdict is not Verdict.CORRECTED or ruling.to != to:
            self.fail(where, f"'{action}' should stand at {to}: {ruling}")
        elif after.pot_total - state.pot_total != ruling.added:
            self.fail(where, f"'{action}' added {ruling.added} but the pot grew otherwise")

    def check_reopening(
        self, state: State, oracle: Oracle, opts: options.Options, where: str
    ) -> None:
        actor = state.players[state.actor or 0]
        acted = oracle.acted.get(actor.seat)
        if acted is None or not acted.had_full_bet or not opts.can_raise:
            return
        faced = state.current_bet - acted.level
        if faced < acted.need:
            self.fail(
                where,
                f"seat {actor.seat} acted at {acted.level} and faces {faced}, less than "
                f"{acted.need}, yet may raise (TDA 2024 Rule 47)",
            )

    def check_fixed_limit(self, state: State, opts: options.Options, where: str) -> None:
        if state.rules.structure is not Structure.FIXED_LIMIT or not opts.can_raise:
            return
        low, high = opts.min_raise_to or 0, opts.max_raise_to or 0
        actor = state.players[state.actor or 0]
        unit = bet_unit(state)
        if options.open_pair_option(state):
            unit = state.rules.big_bet or unit  # stud, an open pair on fourth: either size
        elif high < actor.all_in_to and low != high:
            self.fail(where, f"fixed limit offers {low} to {high}, not one size")
        if high - state.current_bet > unit:
            self.fail(where, f"fixed limit raise to {high} is more than one bet of {unit}")

    def check_cap(self, state: State, oracle: Oracle, opts: options.Options, where: str) -> None:
        rules = state.rules
        if not opts.why_not.startswith("the betting is capped") or rules.raise_cap is None:
            return
        if oracle.wagers < 1 + rules.raise_cap:
            self.fail(where, f"capped after {oracle.wagers} bets and raises this round")
        lifted = rules.heads_up_uncapped is not HeadsUpUncapped.NEVER
        if lifted and oracle.started_with <= 2:
            self.fail(where, "capped on a round that started heads-up")

    def check_pots(self, state: State, where: str) -> None:
        pots = pots_of(state)
        if sum(p.amount for p in pots) != state.pot_total:
            self.fail(where, f"pots {pots} do not add up to {state.pot_total}")
        for p in state.players:
            if p.folded:
                continue
            got = sum(pot.amount for pot in pots if p.seat in pot.eligible)
            want = winnable(state, p.seat)
            if got != want:
                self.fail(where, f"seat {p.seat} can win {got} in {pots}, should be {want}")

    def play(self, number: int) -> None:
        rules, seats, button, kill = random_table(self.rng)
        deck = list(DECK)
        self.rng.shuffle(deck)
        upcards = {s.seat: deck.pop() for s in seats} if rules.game is not Game.COMMUNITY else None
        where = f"hand {number} {describe(rules, seats, button, kill, upcards)}"
        state, _ = deal(rules, seats, button, kill=kill, upcards=upcards)
        oracle = Oracle()
        oracle.new_round(state)
        history: list[str] = []
        state = self.blind_raises(state, oracle, history, where)
        # Random actions, then checks and calls: a fixed-limit round with no cap may go on.
        for n in range(2 * MAX_ACTIONS):
            if state.street.is_stud and state.actor is None and state.street.is_betting:
                marker = self.stud_street(state, deck)
                state = deal_street(state, marker)
                history.append(str(marker))
                oracle.new_round(state)
            if state.actor is None:
                return
            self.check_prefix(state, oracle, f"{where} after {history}")
            action = self.choose(state) if n < MAX_ACTIONS else self.passive(state)
            after, ruling = apply(state, action)
            if ruling.verdict is Verdict.ILLEGAL:
                self.fail(where, f"the chosen {action} was refused: {ruling.explanation}")
                return
            oracle.record(state, ruling, after)
            history.append(str(action))
            state = after
        self.fail(where, f"no end after {2 * MAX_ACTIONS} actions")

    def stud_street(self, state: State, deck: list[str]) -> StreetMarker:
        """The next stud street's upcards (seventh street is dealt down)."""
        if state.street is Street.SEVENTH:
            return StreetMarker(street=Street.SEVENTH)
        seats = tuple(p.seat for p in state.in_hand)
        return StreetMarker(
            street=state.street, cards=tuple(deck.pop() for _ in seats), seats=seats
        )

    def blind_raises(self, state: State, oracle: Oracle, history: list[str], where: str) -> State:
        """Straddles (under the gun or Mississippi, re-straddles) and sleepers, at random
        sizes from short of the minimum to several times it, before the first action."""
        if state.actor is None or state.street is not Street.PREFLOP:
            return state
        for _ in range(self.rng.randint(0, 3)):
            if self.rng.random() < 0.4:
                break
            sleeper = state.rules.sleeper and self.rng.random() < 0.3
            if sleeper or state.rules.straddle is not Straddle.NONE:
                seat = self.rng.choice(state.players).seat
            else:
                seat = state.players[state.actor or 0].seat
            if (
                state.straddles
                and not sleeper
                and self.rng.random() < 0.7
                and state.last_straddler is not None
            ):
                seat = state.players[(state.last_straddler + 1) % len(state.players)].seat
            elif (
                not sleeper and state.rules.straddle is Straddle.UTG and state.big_blind is not None
            ):
                seat = state.players[(state.big_blind + 1) % len(state.players)].seat
            low = state.current_bet + max(state.last_full_raise, 1)
            amount = self.rng.choice(
                [
                    2 * state.current_bet,
                    low,
                    low - 1,
                    3 * state.current_bet,
                    low + self.rng.randint(0, 50),
                ]
            )
            verb = Verb.SLEEPER if sleeper else Verb.STRADDLE
            before = state
            after, ruling = apply(state, Action(who=str(seat), verb=verb, amount=max(amount, 1)))
            if ruling.verdict is Verdict.ILLEGAL:
                continue
            self.check_straddle(before, ruling, f"{where} [{verb.value}]")
            oracle.record(before, ruling, after)
            history.append(ruling.input)
            state = after
            if state.actor is None:
                break
        return state

    def passive(self, state: State) -> Action:
        """Check when free, else call."""
        opts = options.options(state)
        who = str(state.players[state.actor or 0].seat)
        return Action(who=who, verb=Verb.CHECK if opts.to_call == 0 else Verb.CALL)

    def check_straddle(self, state: State, ruling: Ruling, where: str) -> None:
        """A straddle or sleeper never lowers the bet; it is one bet in fixed limit, at most
        the spread maximum over the bet in spread limit, at most the pot in pot limit (as
        posted: the other pre-flop counts only add to it)."""
        rules = state.rules
        if ruling.to is None:
            return
        if ruling.to <= state.current_bet:
            self.fail(where, f"{ruling.action} to {ruling.to} over a bet of {state.current_bet}")
        if rules.structure is Structure.FIXED_LIMIT:
            unit = bet_unit(state)
            if ruling.to - state.current_bet not in (unit, 0) and not ruling.all_in:
                self.fail(where, f"fixed-limit straddle to {ruling.to} over {state.current_bet}")
        spread = rules.spread if rules.structure is Structure.SPREAD_LIMIT else None
        if spread and ruling.to - state.current_bet > spread[1]:
            self.fail(where, f"spread-limit straddle to {ruling.to} over {state.current_bet}")
        poster = state.players[state.index_of(ruling.seat or 0)]
        call = state.current_bet - poster.bet
        pot = state.current_bet + state.pot_total + call
        posted = rules.pot_limit_preflop is PotLimitPreflop.POSTED
        if rules.structure is Structure.POT_LIMIT and posted and ruling.to > pot:
            self.fail(where, f"pot-limit straddle to {ruling.to}, more than the pot's {pot}")

    def choose(self, state: State) -> Action:
        opts = options.options(state)
        actor = state.players[state.actor or 0]
        who = str(actor.seat)
        # Folds are rarer than the other choices, so that hands go on to later rounds.
        kinds = [k for k in opts.legal if k != "fold"]
        if self.rng.random() < 0.2:
            kinds.append("allin")
        kind = (
            "fold" if "fold" in opts.legal and self.rng.random() < 0.1 else self.rng.choice(kinds)
        )
        if kind in ("bet", "raise"):
            low, high = opts.min_raise_to or 0, opts.max_raise_to or 0
            if low - 1 > opts.call_to and low < actor.all_in_to and self.rng.random() < 0.05:
                # An underraise noticed only after the next card: it stands (Rule 52-A).
                return Action(who=who, verb=Verb.FLOOR, decision=Decision.STANDS, amount=low - 1)
            to = self.rng.choice([low, high, self.rng.randint(low, high), low - 1, high + 1])
            return Action(who=who, verb=Verb(kind), amount=max(to, 1))
        if kind == "allin" and not opts.can_raise and actor.stack > opts.to_call:
            return Action(who=who, verb=Verb.CALL)
        return Action(who=who, verb=Verb(kind))


def run(hands: int, seed: int) -> Checker:
    """Play `hands` random hands from `seed` and check every prefix."""
    checker = Checker(seed)
    for number in range(1, hands + 1):
        checker.play(number)
    return checker


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--hands", type=int, default=1000, help="how many hands to play")
    parser.add_argument("--seed", type=int, default=1, help="the random seed")
    parser.add_argument("--show", type=int, default=10, help="problems to print at most")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    checker = run(args.hands, args.seed)
    took = time.perf_counter() - start
    for line in checker.problems[: args.show]:
        print(line)
    print(
        f"{args.hands} hands, {checker.prefixes} prefixes checked, "
        f"{len(checker.problems)} problems, {took:.1f} s"
    )
    return 1 if checker.problems else 0


if __name__ == "__main__":
    sys.exit(main())
