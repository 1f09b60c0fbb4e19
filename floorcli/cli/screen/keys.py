"""The screen's one-touch actions: fold, check, call, min, pot, max, all-in and undo, each a
key and a button, each made the ordinary line a dealer types.

A touch becomes the line the table's shorthand expands it to for the player to act
(`floorcli.table.typed.expand`: ``r min`` is ``3 raise 60`` when seat 3 is to act and 60 is
the smallest legal total), so the journal and the saved file hold ordinary lines and the one
reader of a typed line (`floorcli.table.dealer`) rules on it.  When the shorthand cannot be
expanded (nobody to act, no raise allowed) the short line itself is played and the dealer's
hint says why.  Nothing here imports textual.

The keys are function keys, not letters: a letter typed into the empty input line begins a
line of the grammar (``flop Ah Kd 2c``, a player's name such as ``Cy call``), which a
single-letter action would take away.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from floorcli.errors import NotationError

if TYPE_CHECKING:
    from floorcli.table.session import LiveSession

__all__ = ["ACTIONS", "Action", "line_for"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Action:
    """One touch: its name (the button's id is ``act-NAME``), its key, the shorthand it
    types and the word on its button."""

    name: str
    key: str
    short: str
    label: str


ACTIONS = (
    Action(name="fold", key="f2", short="f", label="fold"),
    Action(name="check", key="f3", short="x", label="check"),
    Action(name="call", key="f4", short="c", label="call"),
    Action(name="min", key="f5", short="r min", label="min"),
    Action(name="pot", key="f6", short="r pot", label="pot"),
    Action(name="max", key="f7", short="r max", label="max"),
    Action(name="allin", key="f8", short="a", label="all-in"),
    Action(name="undo", key="f9", short="undo", label="undo"),
)
"""The actions in the order of their buttons; F2 to F9 in the same order."""


def line_for(action: Action, live: LiveSession) -> str:
    """The line `action` types for the player to act: ``3 raise 60`` for ``min`` (the
    shorthand expanded by the table's own reader), ``undo`` as it is.

    When the shorthand cannot be expanded the short form is returned, for the dealer to
    refuse with its hint (nothing is ruled here)."""
    if action.name == "undo" or live.waiting:
        return action.short
    from floorcli.table.typed import expand

    try:
        return expand(action.short, live.table.state)
    except NotationError:
        return action.short
