"""The allowed values of each house-rule setting that is a choice of words.

Each is a `StrEnum` whose values are what a profile writes (``structure: no-limit``); the
meaning of each value is in `floorcli.profiles.settings.SETTINGS`.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "AnteMode",
    "BigBlindAnteOrder",
    "ButtonRule",
    "DeclaredRaise",
    "Draws",
    "Game",
    "HeadsUpUncapped",
    "IncompleteRaise",
    "KillBlindActs",
    "KillKind",
    "MinRaiseBasis",
    "MissedBlinds",
    "NewPlayer",
    "OutOfTurnCheck",
    "PotLimitPreflop",
    "ShowOrder",
    "Straddle",
    "StraddleMinRaise",
    "Structure",
    "Undercall",
    "Underraise",
    "VerbalVsChips",
]


class Structure(StrEnum):
    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"
    FIXED_LIMIT = "fixed-limit"
    SPREAD_LIMIT = "spread-limit"
    CAP_LIMIT = "cap-limit"


class AnteMode(StrEnum):
    NONE = "none"
    ALL = "all"
    BIG_BLIND = "big-blind"
    BUTTON = "button"


class BigBlindAnteOrder(StrEnum):
    BLIND_FIRST = "blind-first"
    ANTE_FIRST = "ante-first"


class IncompleteRaise(StrEnum):
    FULL_BET = "full-bet"
    HALF_BET = "half-bet"


class MinRaiseBasis(StrEnum):
    LAST_FULL_RAISE = "last-full-raise"
    CUMULATIVE = "cumulative"


class HeadsUpUncapped(StrEnum):
    NEVER = "never"
    ROUND_START = "round-start"
    ANY_TIME = "any-time"


class PotLimitPreflop(StrEnum):
    TRUE_POT = "true-pot"
    POSTED = "posted"
    ASSUMED_CALL = "assumed-call"


class Straddle(StrEnum):
    NONE = "none"
    UTG = "utg"
    MISSISSIPPI = "mississippi"


class StraddleMinRaise(StrEnum):
    STRADDLE = "straddle"
    DIFFERENCE = "difference"


class Draws(StrEnum):
    NONE = "none"
    SINGLE = "single"
    TRIPLE = "triple"


class Game(StrEnum):
    COMMUNITY = "community"
    STUD = "stud"
    STUD_HI_LO = "stud-hi-lo"
    RAZZ = "razz"


class KillKind(StrEnum):
    FULL = "full"
    HALF = "half"


class KillBlindActs(StrEnum):
    LAST = "last"
    IN_TURN = "in-turn"


class ButtonRule(StrEnum):
    DEAD = "dead"
    MOVING = "moving"
    SIMPLIFIED = "simplified"


class ShowOrder(StrEnum):
    """Who shows first at the showdown."""

    # Robert's Rules of Poker, The Showdown 7: the last to bet or raise on the final round,
    # else the first to act; players in a side pot before a player all-in for the main pot.
    LAST_AGGRESSOR = "last-aggressor"
    # TDA 2024 Rule 16: once a player is all-in and the betting is complete, every hand is
    # tabled at once; Rule 17-A otherwise: the last aggressor on the final round, else the
    # first to act.
    TDA = "tda"


class MissedBlinds(StrEnum):
    BIG_LIVE_SMALL_DEAD = "big-live-small-dead"
    ONE_PER_HAND = "one-per-hand"
    WAIT = "wait"
    # TDA 2024 Rule 30: an absent player is dealt in, the blinds and antes posted, the hand
    # killed at the deal: nothing is missed and nothing is owed on coming back.
    BLINDED_OFF = "blinded-off"


class NewPlayer(StrEnum):
    POST = "post"
    WAIT = "wait"
    # TDA 2024 Rules 8-A and 10-A (and WSOP 2026 Live Action Rule 104-a for no-limit): dealt in
    # without posting, except in a seat between the button and the small blind.
    FREE = "free"


class DeclaredRaise(StrEnum):
    # TDA 2024 Rules 42 and 56; Robert's Rules, Tournament Rules 23: one motion or a string raise.
    ONE_MOTION = "one-motion"
    # Robert's Rules, no-limit rule 4 (non-tournament): moves until the hands come to rest.
    MANY_MOVES = "many-moves"


class VerbalVsChips(StrEnum):
    FIRST = "first"
    VERBAL = "verbal"


class Underraise(StrEnum):
    FIFTY_PERCENT = "fifty-percent"
    MINIMUM = "minimum"


class Undercall(StrEnum):
    OPENING_OR_HEADS_UP = "opening-or-heads-up"
    CORRECTED = "corrected"


class OutOfTurnCheck(StrEnum):
    ALL_OPTIONS = "all-options"
    NO_BET_OR_RAISE = "no-bet-or-raise"
