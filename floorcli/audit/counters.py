"""The fast lane's counters for one hand: forced bets, turns, rounds and wagers as plain lists.

`floorcli.audit.fastlane.screen` plays a hand on these; each method mirrors the engine step it
names, and every rule is asked of `floorcli.betting`, as the engine asks it: the forced bets
(`posting`), the opening level, who acts next, when a round closes and the cap mark (`rounds`),
the minimum raise, re-opening, caps and the effect of a raise (`raises`), the pot-limit maximum
(`potlimit`).  The lane keeps the counters and applies what the rules answer.
"""

from __future__ import annotations

from collections.abc import Sequence

from floorcli.betting import raises
from floorcli.betting.posting import Post, forced_bets, start_after
from floorcli.betting.potlimit import pot_limit_to_act
from floorcli.betting.rounds import (
    betting_is_over,
    cap_mark,
    clockwise_table,
    next_actor,
    opening_level,
    opening_levels,
    to_match,
)
from floorcli.betting.stakes import someone_can_call
from floorcli.model.seats import SeatSpec, blind_posters, clockwise
from floorcli.profiles.choices import Structure
from floorcli.profiles.settings import Rules

__all__ = ["HandCounters"]

PREFLOP, _FLOP, _TURN, RIVER, SHOWDOWN, COMPLETE = range(6)
"""`HandCounters.street`: the streets as small numbers, in order."""


_SLOTS = """
able acted acted_level acted_raise acted_seq actor after ante_due bet bet_on bets
big_blind blind_shortfall button cap_reached_with current_bet dead dealt fixed
folded full_bet_level in_hand last_full_raise live n order others posters pot_limit
reopen_seq round_players rules seat_numbers seats small_blind stack starting_total
street unit
"""
"""Every counter of `HandCounters`: a slot each."""


class HandCounters:
    """Counters for one hand; each method mirrors the engine step it names."""

    __slots__ = tuple(_SLOTS.split())

    def __init__(self, rules: Rules, seats: Sequence[SeatSpec], button: int) -> None:
        """Post antes and blinds as `floorcli.engine.deal.deal` does; `dealt` is False when a
        forced bet is short (all-in before the deal: the engine rules on it)."""
        n = len(seats)
        self.rules, self.seats, self.button, self.n = rules, seats, button, n
        self.fixed = rules.structure is Structure.FIXED_LIMIT
        self.pot_limit = rules.structure is Structure.POT_LIMIT
        self.stack = [s.stack for s in seats]
        self.seat_numbers = tuple(s.seat for s in seats)
        self.starting_total = sum(self.stack)
        self.bet, self.live, self.dead, self.ante_due = [0] * n, [0] * n, [0] * n, [0] * n
        self.folded, self.acted = [False] * n, [False] * n
        self.in_hand = n  # players not folded
        self.acted_level, self.acted_raise, self.acted_seq = [0] * n, [0] * n, [0] * n
        self.bet_on = [False] * (COMPLETE + 1)  # a move was made on the street
        self.after, self.others = clockwise_table(n)
        at = {s.seat: i for i, s in enumerate(seats)}
        order = [at[s] for s in clockwise(at, after=button)]
        self.order = order
        button_index = at.get(button)
        posters = [at[s] for s in blind_posters(at, button=button, count=len(rules.blinds))]
        self.posters = posters
        self.dealt = True
        posts = forced_bets(
            rules, self.stack, order=order, posters=posters, button_index=button_index
        )
        for post in posts:
            self._post(post)
        levels = opening_levels(rules, rules.big_blind)
        self.unit = opening_level(rules, early=True)
        self.current_bet, self.last_full_raise = levels.current_bet, levels.last_full_raise
        self.full_bet_level, self.bets = levels.full_bet_level, levels.bets
        self.blind_shortfall = 0
        self.small_blind = posters[-2] if len(posters) >= 2 else None
        self.big_blind = posters[-1] if posters else None
        self.reopen_seq = self.cap_reached_with = 0
        self.street = PREFLOP
        self.actor: int | None = None
        self.able = sum(1 for x in self.stack if x > 0)
        self.round_players = self.able  # players betting: `engine.deal`'s round_players
        self._advance(start_after(posters, button_index=button_index, order=order))

    def copy(self) -> HandCounters:
        """An independent copy: the lists that moves change are copied; `order`, `posters`,
        `after`, `others`, `dead` and `ante_due` (the antes, posted at the deal), `seats` and
        `rules` are shared (no move changes them)."""
        new = object.__new__(HandCounters)
        new.able, new.actor, new.bets = self.able, self.actor, self.bets
        new.big_blind, new.blind_shortfall = self.big_blind, self.blind_shortfall
        new.button, new.cap_reached_with = self.button, self.cap_reached_with
        new.current_bet, new.dealt, new.fixed = self.current_bet, self.dealt, self.fixed
        new.full_bet_level, new.in_hand = self.full_bet_level, self.in_hand
        new.last_full_raise, new.n, new.order = self.last_full_raise, self.n, self.order
        new.after, new.others = self.after, self.others
        new.posters, new.pot_limit, new.reopen_seq = self.posters, self.pot_limit, self.reopen_seq
        new.round_players, new.rules, new.seats = self.round_players, self.rules, self.seats
        new.small_blind, new.street, new.unit = self.small_blind, self.street, self.unit
        new.seat_numbers, new.starting_total = self.seat_numbers, self.starting_total
        new.stack, new.bet, new.live = self.stack[:], self.bet[:], self.live[:]
        new.dead, new.ante_due, new.folded = self.dead, self.ante_due, self.folded[:]
        new.acted, new.acted_level = self.acted[:], self.acted_level[:]
        new.acted_raise, new.acted_seq = self.acted_raise[:], self.acted_seq[:]
        new.bet_on = self.bet_on[:]
        return new

    def _post(self, post: Post) -> None:
        """Put a forced bet in; a post that leaves no chips behind is all-in before the deal
        (or exactly all-in): the lane does not deal the hand, the engine rules on it."""
        i, paid = post.player, post.amount
        self.stack[i] -= paid
        if not self.stack[i]:
            self.dealt = False
        if post.live:
            self.bet[i] += paid
            self.live[i] += paid
        else:
            self.dead[i] += paid
            self.ante_due[i] += post.due

    # ------------------------------------------------------------ turns (floorcli.betting.rounds)

    def _to_match(self, i: int) -> int:
        """`rounds.to_match`: asked when only all-in players may be left to match (the moves
        take the current bet themselves while two players have chips behind)."""
        return to_match(i, self.folded, self.stack, self.bet, self.current_bet, self.able)

    def _advance(self, from_index: int) -> None:
        """`engine.turns.advance`: the next player with a decision, else the round closes."""
        if self.in_hand == 1:
            self.street, self.actor = COMPLETE, None
            return
        actor = next_actor(
            self.after[from_index],
            self.folded,
            self.stack,
            self.bet,
            self.acted,
            self.current_bet,
            self.able,
        )
        if actor is None:
            self._next_street()
        else:
            self.actor = actor

    def _next_street(self) -> None:
        """`engine.turns.next_street`: the showdown, or the next street's round opened."""
        if betting_is_over(last_street=self.street == RIVER, able=self.able):
            self.street, self.actor = SHOWDOWN, None
            return
        n = self.n
        self.street += 1
        self.bet, self.acted = [0] * n, [False] * n
        self.acted_level, self.acted_raise, self.acted_seq = [0] * n, [0] * n, [0] * n
        self.current_bet = self.full_bet_level = self.reopen_seq = self.bets = 0
        self.cap_reached_with = 0  # each round is capped on its own (`engine.turns.next_street`)
        self.unit = self.last_full_raise = opening_level(self.rules, early=self.street <= _FLOP)
        self.round_players = self.able
        self.actor = None
        self._advance(self.order[-1])

    # ------------------------------------------------------------ actions

    def board(self, k: int) -> bool:
        """The `k`-th board deal (0 the flop): in its place, after its street's betting."""
        street = k + 1
        if street > RIVER or self.bet_on[street]:
            return False
        return self.street == street or self.street >= SHOWDOWN

    # The moves: whose turn it is (the street's betting has begun either way), then the move.
    # `fold` and `call` are most of a hand's actions: `_acted` is written out in them (the
    # lane's hot path), and `call` settles the usual case (chips behind to call with) without
    # `_put`.

    def fold(self, i: int) -> bool:
        """Player `i` folds."""
        self.bet_on[self.street] = True
        if self.actor != i:  # not their turn (nobody's once the betting is over)
            return False
        self.folded[i] = True
        self.in_hand -= 1
        self.able -= 1  # the actor always has chips behind
        self.acted[i] = True
        self.acted_level[i] = self.bet[i]
        self.acted_raise[i] = self.last_full_raise
        self.acted_seq[i] = self.reopen_seq
        self._advance(i)
        return True

    def call(self, i: int) -> bool:
        """Player `i` checks or calls."""
        self.bet_on[self.street] = True
        if self.actor != i:  # not their turn (nobody's once the betting is over)
            return False
        bet = self.bet
        owed = (self.current_bet if self.able > 1 else self._to_match(i)) - bet[i]
        if owed > 0:
            stack = self.stack
            if owed < stack[i]:
                stack[i] -= owed
                bet[i] += owed
                self.live[i] += owed
            else:
                self._put(i, stack[i])
        self.acted[i] = True
        self.acted_level[i] = bet[i]
        self.acted_raise[i] = self.last_full_raise
        self.acted_seq[i] = self.reopen_seq
        self._advance(i)
        return True

    def raise_to(self, i: int, to: int) -> bool:
        """Player `i` bets or raises to a round total of `to`."""
        self.bet_on[self.street] = True
        if self.actor != i:  # not their turn (nobody's once the betting is over)
            return False
        owed = (self.current_bet if self.able > 1 else self._to_match(i)) - self.bet[i]
        return self._wager(i, to, min(owed, self.stack[i]) if owed > 0 else 0)

    def _put(self, i: int, add: int) -> None:
        self.stack[i] -= add
        self.bet[i] += add
        self.live[i] += add
        if add and not self.stack[i]:
            self.able -= 1

    def _acted(self, i: int) -> None:
        """`engine.rulings.acted`: the betting as it stood when the player acted."""
        self.acted[i] = True
        self.acted_level[i] = self.bet[i]
        self.acted_raise[i] = self.last_full_raise
        self.acted_seq[i] = self.reopen_seq

    def _wager(self, i: int, to: int, to_call: int) -> bool:
        """`engine.voluntary.wager` for a bet or raise that needs no correction."""
        rules = self.rules
        all_in_to = self.bet[i] + self.stack[i]
        if to > all_in_to:
            return False
        all_in = to == all_in_to
        if all_in and to <= self.bet[i] + to_call:
            self._put(i, to_call)  # all-in for no more than the call: a call
            self._acted(i)
            self._advance(i)
            return True
        if not self._can_raise(i, to_call):
            return False
        low = raises.min_raise(
            rules,
            unit=self.unit,
            current_bet=self.current_bet,
            last_full_raise=self.last_full_raise,
            full_bet_level=self.full_bet_level,
        ).to
        if self.fixed:
            high = low
        elif self.pot_limit:
            high = self._pot_limit_max(i)
        else:
            high = all_in_to
        high = min(high, all_in_to)
        low = min(low, high)
        if to > high or (to < low and not all_in):
            return False
        effect = raises.raise_effect(
            rules,
            to=to,
            all_in=all_in,
            current_bet=self.current_bet,
            full_bet_level=self.full_bet_level,
            last_full_raise=self.last_full_raise,
            reopen_seq=self.reopen_seq,
            bets=self.bets,
        )
        self._put(i, to - self.bet[i])
        self.current_bet = max(self.current_bet, to)
        self.reopen_seq, self.bets = effect.reopen_seq, effect.bets
        self.last_full_raise, self.full_bet_level = effect.last_full_raise, effect.full_bet_level
        self._acted(i)
        self.cap_reached_with = cap_mark(
            rules.raise_cap,
            bets=self.bets,
            cap_reached_with=self.cap_reached_with,
            betting=self.able,
            capper_all_in=not self.stack[i],
        )
        self._advance(i)
        return True

    def _can_raise(self, i: int, to_call: int) -> bool:
        """`engine.options.options`' can_raise: someone can call, chips behind, not capped, open."""
        stack, bet, folded, current = self.stack, self.bet, self.folded, self.current_bet
        rest = [(bet[j], stack[j]) for j in self.others[i] if not folded[j]]
        if not someone_can_call(current, rest):
            return False  # nobody is left to call a raise
        if stack[i] <= to_call:
            return False
        rules = self.rules
        if rules.raise_cap is not None and raises.is_capped(
            rules,
            bets=self.bets,
            round_players=self.round_players,
            betting=self.able,
            cap_reached_with=self.cap_reached_with,
        ):
            return False
        return raises.reopening(
            rules,
            acted=self.acted[i],
            acted_seq=self.acted_seq[i],
            acted_level=self.acted_level[i],
            acted_raise=self.acted_raise[i],
            reopen_seq=self.reopen_seq,
            current_bet=current,
        ).is_open

    def _pot_limit_max(self, i: int) -> int:
        """`engine.options.pot_limit_of(...).max_to`, from the same `pot_limit_to_act`."""
        big, rules = self.big_blind, self.rules
        preflop = self.street == PREFLOP
        smaller = [
            (due, self.bet[k])
            for k, due in zip(self.posters, rules.blinds, strict=False)
            if due < rules.big_blind and k != i
        ]
        return pot_limit_to_act(
            rules.pot_limit_preflop,
            preflop=preflop,
            pot_total=sum(self.dead) + sum(self.live),
            bets=self.bet,
            mine=self.bet[i],
            current_bet=self.current_bet,
            big_blind=self.rules.big_blind,
            smaller_blinds=smaller if preflop else (),
            shortfall=self.blind_shortfall,
            big_blind_acted=big is not None and self.acted[big],
        ).max_to
