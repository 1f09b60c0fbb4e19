"""The audit's fast lane for PHH hands: a `PhhGame`'s actions as the lane's moves.

`floorcli.audit.fastlane.screen` plays plain counters; this module only says what each PHH
action is to it (`f` a fold, `cc` a check or call, `cbr X` a bet or raise to X, `d db` the
next board) and which player makes it.
"""

from __future__ import annotations

from floorcli.audit.fastlane import BOARD, CALL, FOLD, RAISE, Screened, screen
from floorcli.formats.phh.reader import PhhGame
from floorcli.formats.phh.variants import DRAWS, GAMES


def screen_game(game: PhhGame) -> Screened | None:
    """The end of the hand when every action stands as written, else None (replay it with
    the engine for the rulings)."""
    if game.upcards or game.variant in GAMES or game.variant in DRAWS:
        return None  # stud (the upcards decide who acts), draws: the engine replays them
    index = game.positions
    moves: list[tuple[int, ...]] = []
    boards = 0
    scale = game.scale
    for actor, verb, arg, _k in game.tokens:
        if verb == "db":
            moves.append((BOARD, boards))
            boards += 1
        else:
            position = int(actor[1:])
            if position > len(index):
                return None
            who = index[position - 1]
            if verb == "f":
                moves.append((FOLD, who))
            elif verb == "cc":
                moves.append((CALL, who))
            else:
                moves.append((RAISE, who, round(float(arg) * scale)))
    return screen(game.rules, game.specs, game.button, moves)


__all__ = ["screen_game"]
