"""The audit's fast lane for PHH hands: a `PhhGame`'s actions as the lane's moves.

`floorcli.audit.fastlane.screen` plays plain counters; this module only says what each PHH
action is to it (`f` a fold, `cc` a check or call, `cbr X` a bet or raise to X, `d db` the
next board) and which player makes it.
"""

from __future__ import annotations

from floorcli.audit.fastlane import BOARD, CALL, FOLD, RAISE, Screened, dealt
from floorcli.formats.phh.header import DRAWS, GAMES
from floorcli.formats.phh.reader import PhhGame


def screen_game(game: PhhGame) -> Screened | None:
    """The end of the hand when every action stands as written, else None (replay it with
    the engine for the rulings).  Each action is played as it is read."""
    if game.upcards or game.variant in GAMES or game.variant in DRAWS:
        return None  # stud (the upcards decide who acts), draws: the engine replays them
    table = dealt(game.rules, game.specs, game.button)
    if table is None:
        return None
    index = game.positions
    seated = len(index)
    play = table.play
    boards = 0
    scale = game.scale
    for actor, verb, arg, _k in game.tokens:
        if verb == "db":
            move: tuple[int, ...] = (BOARD, boards)
            boards += 1
        else:
            position = int(actor[1:])
            if position > seated:
                return None
            who = index[position - 1]
            if verb == "f":
                move = (FOLD, who)
            elif verb == "cc":
                move = (CALL, who)
            else:
                move = (RAISE, who, round(float(arg) * scale))
        if not play(move):
            return None
    return Screened(table)


__all__ = ["screen_game"]
