"""Replay PHH hands: the reader's `PhhGame` walked by the engine, a ruling for every action.

PHH writes `cc` for a check or a call and `cbr` for a bet or a raise; the engine makes each the
verb it was in the state it was made in, so the `Hand` returned holds the actions as floorcli
writes them (`3 call`, `4 raise 300`) and converts back and forth like a hand file.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from itertools import chain
from pathlib import Path
from typing import Any

from floorcli.engine.deal import deal
from floorcli.engine.neutral import as_played
from floorcli.engine.replay import HandOver, MarkerMismatch, Replay, Walk
from floorcli.errors import FloorError, NotationError, ReplayError
from floorcli.formats.phh.actions import action_lines
from floorcli.formats.phh.entries import entries_of
from floorcli.formats.phh.reader import PhhGame, only_table, read_game, read_text, tables
from floorcli.model.actions import Action, Entry, Verb
from floorcli.model.hand import Hand


@dataclass(frozen=True, slots=True, kw_only=True)
class PhhHand:
    """One PHH hand read and replayed."""

    file: str
    name: str | None
    variant: str
    hand: Hand
    result: Replay
    finishing_stacks: tuple[float, ...] | None
    scale: int
    numbers: tuple[int, ...]
    """Each entry's number in the PHH `actions` array (counting from 1): a stud street's
    deals or a draw's draws are one entry, numbered by its first action."""


def replay_game(game: PhhGame, text: str = "") -> PhhHand:
    """Replay a hand read from PHH with the engine; `text` (the file's) gives each action
    its line.  An action the engine cannot rule on is a `ReplayError` naming it."""
    file = game.file
    state, _ = deal(game.rules, game.specs, game.button, upcards=dict(game.upcards))
    walk = Walk(state=state)
    entries: list[Entry] = []
    numbers: list[int] = []
    posted = [
        (0, Action(who=str(seat), verb=Verb.STRADDLE, amount=to)) for seat, to in game.straddles
    ]
    for k, written in chain(posted, entries_of(game.tokens, game.seats, game.scale, file=file)):
        entry = as_played(walk.state, written) if isinstance(written, Action) else written
        entries.append(entry)
        numbers.append(k)
        if walk.stopped:
            continue
        try:
            walk, _ = walk.step(entry)
        except NotationError as err:
            raise ReplayError(
                f"action {k}: {err.message}", file=file, index=k, state=walk.state
            ) from None
        except HandOver:
            raise ReplayError(
                f"action {k} '{entry}': the hand is already over ({walk.state.street.value})",
                file=file,
                index=k,
                state=walk.state,
            ) from None
        except MarkerMismatch:
            dealt = "the players draw" if getattr(entry, "drawn", ()) else "the board is dealt"
            raise ReplayError(
                f"action {k} '{entry}': {dealt} but the betting is at the "
                f"{walk.state.street.value}",
                file=file,
                index=k,
                state=walk.state,
            ) from None
    by_number = action_lines(text, game.tokens) if text else {}
    hand = Hand(
        file=file,
        rules=game.rules,
        seats=game.specs,
        button=game.button,
        entries=tuple(entries),
        lines=tuple(by_number.get(k, 0) for k in numbers),
        upcards=game.upcards,
    )
    return PhhHand(
        file=file,
        name=game.name,
        variant=game.variant,
        hand=hand,
        result=walk.result,
        finishing_stacks=game.finishing_stacks,
        scale=game.scale,
        numbers=tuple(numbers),
    )


def read_hand(
    data: Mapping[str, Any],
    *,
    file: str,
    name: str | None = None,
    default_rules: str | None = None,
    text: str = "",
) -> PhhHand:
    """Build and replay one hand from its PHH fields."""
    game = read_game(data, file=file, name=name, default_rules=default_rules)
    return replay_game(game, text)


def iter_hands(
    path: Path, *, default_rules: str | None = None
) -> Iterator[tuple[str | None, PhhHand | FloorError]]:
    """(table name, hand) for every hand of a PHH file; a hand that cannot be read is its error."""
    text = read_text(path)
    for name, data in tables(path, text):
        try:
            hand = read_hand(
                data, file=str(path), name=name, default_rules=default_rules, text=text
            )
        except FloorError as err:
            err.file = err.file or str(path)
            yield name, err
        else:
            yield name, hand


def load_phh(path: Path, *, default_rules: str | None = None) -> Hand:
    """The one hand of a PHH file (a `.phhs` file must hold exactly one), replayed."""
    text = read_text(path)
    name, data = only_table(path, text)
    return read_hand(data, file=str(path), name=name, default_rules=default_rules, text=text).hand


__all__ = ["PhhHand", "iter_hands", "load_phh", "read_hand", "replay_game"]
