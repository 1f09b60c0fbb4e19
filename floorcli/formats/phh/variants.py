"""The PHH variants (`variant` codes of the PHH standard) as floorcli's games: betting
structure, draws, stud games, the profile each variant is ruled under by default, its name,
and the cards dealt before the first betting round."""

from __future__ import annotations

from floorcli.profiles.choices import Draws, Game, Structure

__all__ = ["DEFAULT_PROFILES", "DRAWS", "GAMES", "HOLE_CARDS", "STRUCTURES", "VARIANT_NAMES"]

STRUCTURES = {
    "NT": Structure.NO_LIMIT,
    "NS": Structure.NO_LIMIT,
    "PO": Structure.POT_LIMIT,
    "FT": Structure.FIXED_LIMIT,
    "FO/8": Structure.FIXED_LIMIT,
    "F7S": Structure.FIXED_LIMIT,
    "F7S/8": Structure.FIXED_LIMIT,
    "FR": Structure.FIXED_LIMIT,
    "N2L1D": Structure.NO_LIMIT,
    "F2L3D": Structure.FIXED_LIMIT,
    "FB": Structure.FIXED_LIMIT,
}
"""The PHH variants floorcli replays, and their betting structure."""

DRAWS = {"N2L1D": Draws.SINGLE, "F2L3D": Draws.TRIPLE, "FB": Draws.TRIPLE}
"""The draw variants and their `draws`: blinds and a button like hold'em, draws for a board."""

GAMES = {"F7S": Game.STUD, "F7S/8": Game.STUD_HI_LO, "FR": Game.RAZZ}
"""The stud variants and their `game`; every other variant is a community-card game."""

DEFAULT_PROFILES = {
    "NT": "tda-nlhe",
    "NS": "tda-nlhe",
    "PO": "tda-plo",
    "FT": "limit-holdem",
    "FO/8": "limit-holdem",
    "F7S": "stud",
    "F7S/8": "stud-hi-lo",
    "FR": "razz",
    "N2L1D": "tda-nlhe",
    "F2L3D": "limit-holdem",
    "FB": "limit-holdem",
}
"""The profile for a hand that names none and is read without `--rules`."""

VARIANT_NAMES = {
    "NT": "no-limit Texas hold'em",
    "NS": "no-limit short-deck hold'em",
    "PO": "pot-limit Omaha",
    "FT": "fixed-limit Texas hold'em",
    "FO/8": "fixed-limit Omaha hi-lo",
    "F7S": "fixed-limit seven-card stud",
    "F7S/8": "fixed-limit seven-card stud hi-lo",
    "FR": "fixed-limit razz",
    "N2L1D": "no-limit 2-7 single draw",
    "F2L3D": "fixed-limit 2-7 triple draw",
    "FB": "fixed-limit badugi",
}

HOLE_CARDS = {
    "NT": 2,
    "NS": 2,
    "PO": 4,
    "FT": 2,
    "FO/8": 4,
    "F7S": 3,
    "F7S/8": 3,
    "FR": 3,
    "N2L1D": 5,
    "F2L3D": 5,
    "FB": 4,
}
"""Cards a player is dealt before the first betting round (stud: two down, one up)."""
