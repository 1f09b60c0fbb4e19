"""What a typed line at the live table is (`Kind`), and the questions a dealer asks (`Query`).

`floorcli.table.dealer` decides them; `floorcli.table.session.Reply` carries them to the
terminal, which only draws the reply.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = ["Kind", "Query"]


class Kind(StrEnum):
    """What a typed line is."""

    ACTION = "action"  # an action of the hand (its ruling in `outcome`)
    MARKER = "marker"  # a street marker: flop, turn Ks, fourth 1:Qh ...
    AWARD = "award"  # 3 wins, split 3 5
    NEXT = "next"  # next, new hand, next 3 wins
    EVENT = "event"  # join, leave, away, back, rebuy
    UPCARDS = "upcards"  # stud: the next hand's third-street upcards
    UNDO = "undo"
    QUERY = "query"  # a question whose answer the terminal draws (`Query`)
    SAVE = "save"  # save FILE [--force], or a bare save (to the --save target)
    QUIT = "quit"  # quit, exit, q


class Query(StrEnum):
    """A question about the table; the answer is drawn from `Reply.live`."""

    STATE = ""  # an empty line: the table's answer again
    POTS = "pots"
    STACKS = "stacks"
    MAP = "map"  # every seat at a glance (`floorcli.table.seatmap`)
    WHY = "why"
    HAND = "hand"
    RULES = "rules"
    HELP = "help"
