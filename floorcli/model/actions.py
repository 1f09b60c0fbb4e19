"""The vocabulary of a hand: streets, verbs, actions and street markers."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from enum import StrEnum

from floorcli.profiles.amounts import amount_text
from floorcli.profiles.choices import Draws


class Street(StrEnum):
    PREFLOP = "preflop"
    FLOP = "flop"
    TURN = "turn"
    RIVER = "river"
    THIRD = "third"
    FOURTH = "fourth"
    FIFTH = "fifth"
    SIXTH = "sixth"
    SEVENTH = "seventh"
    FIRST_DRAW = "first-draw"
    SECOND_DRAW = "second-draw"
    THIRD_DRAW = "third-draw"
    SHOWDOWN = "showdown"
    COMPLETE = "complete"
    CHIPS = "chips"
    POT = "pot"
    FLOOR = "floor"

    @property
    def is_betting(self) -> bool:
        """True for the betting rounds (of a board game, a stud game or a draw game)."""
        return self in BETTING_STREETS or self in STUD_STREETS or self in DRAW_STREETS

    @property
    def label(self) -> str:
        """How a ruling names the round: ``flop``, ``fourth street``, ``first draw``."""
        if self in STUD_STREETS:
            return f"{self.value} street"
        return self.value.replace("-", " ")

    @property
    def is_stud(self) -> bool:
        """True for the five betting rounds of a stud game (third to seventh street)."""
        return self in STUD_STREETS


BETTING_STREETS: tuple[Street, ...] = (Street.PREFLOP, Street.FLOP, Street.TURN, Street.RIVER)
STUD_STREETS: tuple[Street, ...] = (
    Street.THIRD,
    Street.FOURTH,
    Street.FIFTH,
    Street.SIXTH,
    Street.SEVENTH,
)
DRAW_STREETS: tuple[Street, ...] = (
    Street.PREFLOP,
    Street.FIRST_DRAW,
    Street.SECOND_DRAW,
    Street.THIRD_DRAW,
)
"""A triple-draw game's rounds: before the first draw (dealt like a preflop, with blinds),
then after each draw; single draw plays the first two."""
EARLY_STREETS = frozenset(
    {Street.PREFLOP, Street.FLOP, Street.THIRD, Street.FOURTH, Street.FIRST_DRAW}
)
"""Rounds played at the small bet in fixed limit (hold'em rounds 1-2; stud third and fourth;
triple draw before and after the first draw)."""
LAST_STREETS = frozenset({Street.RIVER, Street.SEVENTH, Street.THIRD_DRAW})


def streets_of(street: Street, draws: Draws = Draws.NONE) -> tuple[Street, ...]:
    """The betting rounds of the game `street` belongs to, in order (`draws`: the rules'
    draws setting, which tells a draw game's rounds from hold'em's).

    >>> [s.value for s in streets_of(Street.PREFLOP, Draws.SINGLE)]
    ['preflop', 'first-draw']
    """
    if street.is_stud:
        return STUD_STREETS
    if draws is Draws.SINGLE:
        return DRAW_STREETS[:2]
    if draws is Draws.TRIPLE or street in DRAW_STREETS[1:]:
        return DRAW_STREETS
    return BETTING_STREETS


class Verb(StrEnum):
    FOLD = "fold"
    CHECK = "check"
    CALL = "call"
    BET = "bet"
    RAISE = "raise"
    ALLIN = "allin"
    STRADDLE = "straddle"
    SLEEPER = "sleeper"
    POST = "post"
    COMPLETE = "complete"
    CHIPS = "chips"
    POT = "pot"
    FLOOR = "floor"

    @property
    def takes_amount(self) -> bool:
        """Verbs written with an amount: bet, raise, straddle, sleeper, post."""
        return self in AMOUNT_VERBS


AMOUNT_VERBS = frozenset({Verb.BET, Verb.RAISE, Verb.STRADDLE, Verb.SLEEPER, Verb.POST})
FORCED_VERBS = frozenset({Verb.STRADDLE, Verb.SLEEPER, Verb.POST})
ALONE_VERBS = FORCED_VERBS | {Verb.FLOOR}
"""Verbs written alone: no ``says``, ``then``, ``with`` or ``out of turn``."""


def needs_amount(who: str, verb: Verb, *, by: bool = False) -> str:
    """What to write for a bet, raise or forced bet with no amount where it has no one size
    (a bare bet or raise is the one size only in fixed limit).

    >>> needs_amount("3", Verb.RAISE)
    "'raise' needs an amount, e.g. '3 raise 20' (bet and raise amounts are the round total; '3 raise by 20' is 20 over the bet)"
    """  # noqa: E501
    return (
        f"'{verb.value}{' by' if by else ''}' needs an amount, e.g. '{who} {verb.value} 20' "
        f"(bet and raise amounts are the round total; '{who} raise by 20' is 20 over the bet)"
    )


class Decision(StrEnum):
    """A floor decision where the rules leave the choice to the floor (``floor 3 dead``)."""

    DEAD = "dead"
    FORFEIT = "forfeit"
    NO_RAISE = "no-raise"
    STANDS = "stands"

    @property
    def takes_amount(self) -> bool:
        """``floor 8 forfeit 30``: the chips of the undercall forfeited; ``floor 2 stands
        1000``: the bet or raise-to that stands as made."""
        return self is Decision.FORFEIT or self is Decision.STANDS


@dataclass(frozen=True, slots=True, kw_only=True)
class Action:
    """One player's action as written: `who` is a seat number or a player's name.

    Besides the plain verbs, an action may record what happened at the table (README, Action
    grammar): `said` for a verbal declaration (``3 says raise 60``; ``3 says 60`` is an amount
    only, `verb` CHIPS), `chips` for the chips pushed in one motion (``3 chips 100,25,25``,
    ``3 chip 500``), `by` for raise-by wording, `then` for later motions by the same player
    (``3 call 20 then chips 40``) and `out_of_turn` when it was done out of turn.

    A `neutral` action says what was done without the state it was done in, as PHH writes
    it: a neutral call is a check or a call (PHH `cc`), a neutral raise a bet or a raise to
    `amount` (PHH `cbr`).  The engine makes it the verb it was (`floorcli.engine.neutral.as_played`);
    the hand-file grammar has no neutral actions.

    An amount said whose unit is unclear (TDA 2024 Rule 57, "I bet five") is `unclear`
    (``3 says 5 unclear``); a later motion made in the same motion as the one before is
    `together` (``3 chips 20,20 with says raise 100``, TDA 2024 Rule 40-A).  A floor decision
    (``floor 3 dead``, ``floor 8 forfeit 30``, ``floor 3 no-raise``, ``floor 2 stands 1000``) has
    the verb FLOOR and
    its `decision`.

    >>> Action(who="3", verb=Verb.RAISE, amount=25)
    Action(who='3', verb=<Verb.RAISE: 'raise'>, amount=25, dead=False, by=False, chips=(), said=False, then=(), out_of_turn=False, neutral=False, unclear=False, together=False, decision=None)
    >>> str(Action(who="8", verb=Verb.FLOOR, decision=Decision.FORFEIT, amount=30))
    'floor 8 forfeit 30'
    >>> str(Action(who="Alice", verb=Verb.POST, amount=10, dead=True))
    'Alice post 10 dead'
    >>> str(Action(who="3", verb=Verb.CALL, said=True, then=(Action(who="3", verb=Verb.CHIPS, chips=(25, 5)),)))
    '3 says call then chips 25,5'
    """  # noqa: E501

    who: str
    verb: Verb
    amount: int | None = None
    dead: bool = False
    by: bool = False
    chips: tuple[int, ...] = ()
    said: bool = False
    then: tuple[Action, ...] = ()
    out_of_turn: bool = False
    neutral: bool = False
    unclear: bool = False
    together: bool = False
    decision: Decision | None = None

    @property
    def is_bare_wager(self) -> bool:
        """A bet or raise written with no amount (``3 raise``): in fixed limit the one legal
        size, filled by the engine; refused in every other structure."""
        return self.verb in (Verb.BET, Verb.RAISE) and self.amount is None and not self.said

    @property
    def motion(self) -> str:
        """This motion alone, without the player: ``says raise 60``, ``chip 500``."""
        return self.motion_text()

    def motion_text(self, decimals: int = 0) -> str:
        """`motion`, its amounts as a hand typed in cents writes them (`decimals`)."""
        a = functools.partial(amount_text, decimals=decimals)
        words = ["says"] if self.said else []
        if self.verb is Verb.FLOOR:
            words = [str(self.decision)]
            if self.amount is not None:
                words.append(a(self.amount))
        elif self.verb is Verb.CHIPS:
            if self.said:
                words.append(str(self.amount) if self.amount is None else a(self.amount))
            else:
                words += ["chip" if len(self.chips) == 1 else "chips"]
                words.append(",".join(map(a, self.chips)))
        else:
            words.append(self.verb.value)
            if self.by:
                words.append("by")
            if self.amount is not None:
                words.append(a(self.amount))
            if self.dead:
                words.append("dead")
        if self.unclear:
            words.append("unclear")
        return " ".join(words)

    @property
    def motions(self) -> tuple[Action, ...]:
        """Every motion in the order it happened: this one, then the `then` ones."""
        return (self, *self.then)

    @property
    def is_table_action(self) -> bool:
        """True when it records more than a plain verb: words, chips, motions, out of turn."""
        return bool(self.said or self.chips or self.by or self.then or self.out_of_turn) or (
            self.verb in (Verb.POT, Verb.FLOOR)
            or (self.verb is Verb.CALL and self.amount is not None)
        )

    def __str__(self) -> str:
        return self.text()

    def text(self, decimals: int = 0) -> str:
        """The action as written, its amounts as a hand typed in cents writes them."""
        if self.verb is Verb.FLOOR:
            return f"floor {self.who} {self.motion_text(decimals)}"
        text = f"{self.who} {self.motion_text(decimals)}"
        for later in self.then:
            text += f" {'with' if later.together else 'then'} {later.motion_text(decimals)}"
        if self.out_of_turn:
            text += " out of turn"
        return text


@dataclass(frozen=True, slots=True, kw_only=True)
class StreetMarker:
    """A dealer's note that a street was dealt (`flop`, `turn Ks`): checked, not acted on."""

    street: Street
    cards: tuple[str, ...] = ()
    seats: tuple[int, ...] = ()
    drawn: tuple[int, ...] = ()
    """A draw: how many cards each of `seats` drew (0: stood pat)."""

    def __str__(self) -> str:
        """``fourth 1:7h 3:2c`` when the cards are tied to seats, ``first-draw 1:2 4:0`` for a
        draw (cards drawn), else ``flop Ah Kd 2c``."""
        if self.drawn:
            pairs = (f"{s}:{n}" for s, n in zip(self.seats, self.drawn, strict=True))
            return " ".join((self.street.value, *pairs))
        if self.seats:
            pairs = (f"{s}:{c}" for s, c in zip(self.seats, self.cards, strict=True))
            return " ".join((self.street.value, *pairs))
        return " ".join((self.street.value, *self.cards))


Entry = Action | StreetMarker
