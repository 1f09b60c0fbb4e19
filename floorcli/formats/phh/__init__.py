"""PHH (the Poker Hand History standard) read into floorcli's values, nothing replayed.

`reader` reads files and hands, `header` turns header fields into rules, seats and a chip
scale, `actions` turns PHH actions into floorcli entries.  Replaying a PHH hand is done above
the formats, in `floorcli.answers.phh`.
"""

from __future__ import annotations

from floorcli.formats.phh.header import EXTRA_KEY
from floorcli.formats.phh.reader import PhhGame, iter_games, loads, read_game, read_text, tables
from floorcli.formats.phh.variants import DEFAULT_PROFILES, HOLE_CARDS, STRUCTURES

__all__ = [
    "DEFAULT_PROFILES",
    "EXTRA_KEY",
    "HOLE_CARDS",
    "STRUCTURES",
    "PhhGame",
    "iter_games",
    "loads",
    "read_game",
    "read_text",
    "tables",
]
