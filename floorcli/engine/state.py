"""The state of a hand between two actions: players, the betting round, the button.

Everything is frozen; the engine returns a new `State` for every action.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from floorcli.betting.pots import Division, Stake, divide
from floorcli.model.actions import Action, Street
from floorcli.profiles.settings import Rules


class DeadHand(StrEnum):
    """Why a hand is dead: it has no action and can win no pot; its chips stay in the pot."""

    AWAY = "away"  # away from the seat at the deal: killed at once (TDA 2024 Rule 30)
    FLOOR = "floor"  # ruled dead by the floor (`floor 3 dead`)


@dataclass(frozen=True, slots=True, kw_only=True)
class Player:
    """One seat in the hand.

    `bet` is the player's live total for the current round, `live` for the whole hand
    (blinds, straddles, bets); `dead` holds antes and dead posts, which are not bets.
    `acted_*` record the betting as it stood when the player last acted voluntarily,
    which decides whether the betting has been re-opened to them (TDA 2024 Rule 47).
    `reserve` holds chips out of play this hand (above a cap-limit cap).  `dead_hand` says
    why a folded hand is dead rather than folded by its player (away at the deal, the floor).
    """

    seat: int
    name: str | None
    starting_stack: int
    stack: int
    dead: int = 0
    bet: int = 0
    live: int = 0
    folded: bool = False
    acted: bool = False
    acted_level: int = 0
    acted_raise: int = 0
    acted_seq: int = 0
    reserve: int = 0
    ante_due: int = 0
    upcards: tuple[str, ...] = ()
    dead_hand: DeadHand | None = None

    @property
    def label(self) -> str:
        """How a ruling names the player: ``Seat 3`` or ``Seat 3 (Alice)``."""
        return f"Seat {self.seat} ({self.name})" if self.name else f"Seat {self.seat}"

    @property
    def is_all_in(self) -> bool:
        """Still in the hand with no chips behind."""
        return not self.folded and self.stack == 0

    @property
    def can_act(self) -> bool:
        """Still in the hand with chips behind."""
        return not self.folded and self.stack > 0

    @property
    def all_in_to(self) -> int:
        """The round total this player reaches by putting in every chip."""
        return self.bet + self.stack

    @property
    def committed(self) -> int:
        """Every chip this player has put into the pot this hand."""
        return self.dead + self.live


@dataclass(frozen=True, slots=True, kw_only=True)
class Pending:
    """An action out of turn waiting for the player's turn (TDA 2024 Rule 53-A).

    `facing` is the bet the player faced when they acted; the action binds if it is still the
    bet at their turn.  `restricted` marks a limit on the player's next turn: they may call or
    fold but not bet or raise (a voided check under `out_of_turn_check: no-bet-or-raise`,
    "check" declared facing a bet, a floor decision); `why` and `rule` say so in a ruling.
    """

    index: int
    action: Action
    facing: int
    restricted: bool = False
    why: str = ""
    rule: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class State:
    """A hand between two actions.

    `current_bet` is the amount to call this round: it may exceed every live bet when the
    big blind was posted short (the others still call the full blind).  `full_bet_level`
    is the round total of the last full bet or raise, `last_full_raise` the size a raise
    must be at least.  `reopen_seq` counts the bets and raises that re-open the betting;
    `cap_reached_with` is how many players were betting (in the hand and not all-in) when
    `raise_cap` was reached this round (0: not reached).  `round_order` is the circle of
    action this round when it is not the seating order (a kill blind that acts last);
    `bring_in` the stud bring-in's player; `big_round` a stud fourth street that an open pair
    has moved to the big bet; `kill` the kill blind's player.  A stud street with `actor`
    None waits for its upcards.
    """

    rules: Rules
    players: tuple[Player, ...]
    button: int
    street: Street
    actor: int | None
    current_bet: int
    last_full_raise: int
    full_bet_level: int
    reopen_seq: int = 0
    bets: int = 0
    round_players: int = 0
    blind_shortfall: int = 0
    small_blind: int | None = None
    big_blind: int | None = None
    last_aggressor: int | None = None
    voluntary: bool = False
    cap_reached_with: int = 0
    straddles: int = 0
    last_straddler: int | None = None
    round_order: tuple[int, ...] = ()
    bring_in: int | None = None
    big_round: bool = False
    kill: int | None = None
    pending: tuple[Pending, ...] = ()

    def index_of(self, seat: int) -> int:
        """Position of `seat` in `players` (clockwise order)."""
        players = self.players  # in seat order (`deal` sorts them): a binary search
        i = bisect_left(players, seat, key=_seat_of)
        if i < len(players) and players[i].seat == seat:
            return i
        raise KeyError(seat)

    @property
    def to_act(self) -> Player | None:
        """The player whose turn it is, if any."""
        return None if self.actor is None else self.players[self.actor]

    @property
    def pot_total(self) -> int:
        """Every chip in the middle, this round's bets included."""
        return sum(p.committed for p in self.players)

    @property
    def division(self) -> Division:
        """The pots so far (this round's bets included) and, apart, the chips nobody called,
        returned to their owner (`floorcli.betting.pots.divide`)."""
        return divide(stakes_of(self.players))

    @property
    def in_hand(self) -> tuple[Player, ...]:
        """Players who have not folded."""
        return tuple(p for p in self.players if not p.folded)

    @property
    def betting(self) -> int:
        """How many players are still betting: not folded and not all-in.  A raise cap's
        heads-up exception counts these (Robert's Rules of Poker v5, Betting and Raising 3:
        "a pot involving three or more players who are not all-in")."""
        return sum(1 for p in self.players if p.stack > 0 and not p.folded)

    def with_player(self, index: int, player: Player) -> tuple[Player, ...]:
        """`players` with one replaced."""
        return (*self.players[:index], player, *self.players[index + 1 :])


def stakes_of(players: Sequence[Player]) -> list[Stake]:
    """What each player has put in, for dividing the pots (`floorcli.betting.pots`)."""
    return [
        Stake(
            seat=p.seat,
            dead=p.dead,
            live=p.live,
            folded=p.folded,
            all_in=p.is_all_in,
            owes_ante=p.ante_due > 0,
            ante=p.ante_due,
        )
        for p in players
    ]


def _seat_of(player: Player) -> int:
    return player.seat
