"""The audit's fast lane for PHH hands: a `PhhGame`'s actions as the lane's moves.

`floorcli.audit.fastlane.screen` plays plain counters; this module only says what each PHH
action is to it (`f` a fold, `cc` a check or call, `cbr X` a bet or raise to X, `d db` the
next board) and which player makes it.
"""

from __future__ import annotations

import functools

from floorcli.audit.fastlane import Screened, dealt
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
    fold, call, raise_to, board = table.fold, table.call, table.raise_to, table.board
    scale = game.scale
    boards = 0
    if game.plain is not None:  # the usual spelling: played as `plain_actions` read it
        for actor, verb, raiser, amount, cards in game.plain:
            if actor:
                who = movers.get(actor)
                if who is None or not (fold(who) if verb == "f" else call(who)):
                    return None  # a position past the players, or a ruling to make
            elif raiser:
                who = movers.get(raiser)
                if who is None or not raise_to(who, int(amount) * scale):
                    return None
            elif cards:
                if not board(boards):
                    return None
                boards += 1
        return Screened(table)
    for actor, verb, arg, _k in game.tokens:
        if verb == "db":
            ok = board(boards)
            boards += 1
        else:
            who = movers.get(actor)
            if who is None:
                return None  # a position past the players
            if verb == "f":
                ok = fold(who)
            elif verb == "cc":
                ok = call(who)
            else:
                ok = raise_to(who, round(float(arg) * scale))
        if not ok:
            return None
    return Screened(table)


@functools.lru_cache(maxsize=256)
def _movers(positions: tuple[int, ...]) -> dict[str, int]:
    """Each PHH player (`p1`, `p2`, ...) as the index of their seat, for the positions of a
    header (the reader shares one tuple between the hands of a header)."""
    return {f"p{k}": index for k, index in enumerate(positions, start=1)}


__all__ = ["screen_game"]
