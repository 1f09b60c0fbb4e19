"""The audit's fast lane for PHH hands: a `PhhGame`'s actions as the lane's moves.

`floorcli.audit.fastlane.screen` plays plain counters; this module only says what each PHH
action is to it (`f` a fold, `cc` a check or call, `cbr X` a bet or raise to X, `d db` the
next board) and which player makes it.
"""

from __future__ import annotations

import functools

from floorcli.audit.fastlane import BOARD, CALL, FOLD, RAISE, Screened, dealt
from floorcli.formats.phh.reader import PhhGame
from floorcli.formats.phh.variants import DRAWS, GAMES


def screen_game(game: PhhGame) -> Screened | None:
    """The end of the hand when every action stands as written, else None (replay it with
    the engine for the rulings).  Each action is played as it is read."""
    if game.upcards or game.variant in GAMES or game.variant in DRAWS:
        return None  # stud (the upcards decide who acts), draws: the engine replays them
    table = dealt(game.rules, game.specs, game.button)
    if table is None:
        return None
    movers = _movers(game.positions)
    play = table.play
    boards = 0
    scale = game.scale
    for actor, verb, arg, _k in game.tokens:
        if verb == "db":
            move: tuple[int, ...] = (BOARD, boards)
            boards += 1
        else:
            who = movers.get(actor)
            if who is None:
                return None  # a position past the players
            if verb == "f":
                move = (FOLD, who)
            elif verb == "cc":
                move = (CALL, who)
            else:
                move = (RAISE, who, round(float(arg) * scale))
        if not play(move):
            return None
    return Screened(table)


@functools.lru_cache(maxsize=256)
def _movers(positions: tuple[int, ...]) -> dict[str, int]:
    """Each PHH player (`p1`, `p2`, ...) as the index of their seat, for the positions of a
    header (the reader shares one tuple between the hands of a header)."""
    return {f"p{k}": index for k, index in enumerate(positions, start=1)}


__all__ = ["screen_game"]
