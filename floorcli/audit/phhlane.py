"""The audit's fast lane for PHH hands: a `PhhGame`'s actions as the lane's moves.

`floorcli.audit.fastlane.screen` plays plain counters; this module only says what each PHH
action is to it (`f` a fold, `cc` a check or call, `cbr X` a bet or raise to X, `d db` the
next board) and which player makes it.
"""

from __future__ import annotations

import functools

from floorcli.audit.counters import HandCounters
from floorcli.audit.fastlane import Screened, dealt
from floorcli.formats.phh.numbers import Token
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
    if game.plain is not None:
        stands = _plays_as_written(table, game.plain, game.positions, game.scale)
    else:
        stands = _plays_tokens(table, game.tokens, game.positions, game.scale)
    return Screened(table) if stands else None


def _plays_as_written(
    table: HandCounters, actions: list[str], positions: tuple[int, ...], scale: int
) -> bool:
    """Play actions in the usual spelling (`plain_actions` checked every one): each is told
    by its first letters; False at the first the engine would rule other than `ok`."""
    fold, call, raise_to, board = table.fold, table.call, table.raise_to, table.board
    folds_and_calls = _folds_and_calls(positions)
    boards = 0
    for action in actions:
        if action[0] == "d":  # `d dh ...` (hole cards: nothing to rule on) or `d db`
            if action[3] == "b":
                if not board(boards):
                    return False
                boards += 1
            continue
        known = folds_and_calls.get(action)  # `pN f` or `pN cc`: most actions
        if known is not None:
            who, folds = known
            if not (fold(who) if folds else call(who)):
                return False
            continue
        # `pN cbr X` (X in whole chips), `pN sm`, or a player past the positions
        actor, _, verb = action.partition(" ")
        if verb[0] == "s":
            continue  # `pN sm`: a hand shown or mucked
        raiser = _movers(positions).get(actor)
        if raiser is None or verb[0] != "c" or verb == "cc":
            return False  # a position past the players
        if not raise_to(raiser, int(verb[4:]) * scale):
            return False
    return True


def _plays_tokens(
    table: HandCounters, tokens: list[Token], positions: tuple[int, ...], scale: int
) -> bool:
    """Play the tokens of actions read one by one (`tokens_of`); False at the first the
    engine would rule other than `ok`."""
    movers = _movers(positions)
    boards = 0
    for actor, verb, arg, _k in tokens:
        if verb == "db":
            ok = table.board(boards)
            boards += 1
        else:
            who = movers.get(actor)
            if who is None:
                return False  # a position past the players
            if verb == "f":
                ok = table.fold(who)
            elif verb == "cc":
                ok = table.call(who)
            else:
                ok = table.raise_to(who, round(float(arg) * scale))
        if not ok:
            return False
    return True


@functools.lru_cache(maxsize=256)
def _movers(positions: tuple[int, ...]) -> dict[str, int]:
    """Each PHH player (`p1`, `p2`, ...) as the index of their seat, for the positions of a
    header (the reader shares one tuple between the hands of a header)."""
    return {f"p{k}": index for k, index in enumerate(positions, start=1)}


@functools.lru_cache(maxsize=256)
def _folds_and_calls(positions: tuple[int, ...]) -> dict[str, tuple[int, bool]]:
    """Each PHH player's fold and check-or-call as written (`p1 f`, `p1 cc`, ...): the index
    of their seat, and whether it is the fold."""
    movers = _movers(positions)
    found = {f"{actor} f": (index, True) for actor, index in movers.items()}
    found.update({f"{actor} cc": (index, False) for actor, index in movers.items()})
    return found


__all__ = ["screen_game"]
