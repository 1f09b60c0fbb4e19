"""The live table's greeting: the profile, the blinds, the button and every seat by name,
the forced bets, and what a file or a journal replayed; then the first answer.

Amounts are written with thousands separators (``1,000``), players as the table names them
(``Ann (seat 1)``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcli.cli.render.glance import chips, who
from floorcli.profiles.amounts import amount_json, amounts_of

if TYPE_CHECKING:
    from floorcli.cli.live.loop import TableSession
    from floorcli.table.hand import Outcome

__all__ = ["greet"]


def greet(session: TableSession, outcome: Outcome, *, resumed: int = 0) -> None:
    """Say the table as it starts, then answer: who acts first and their choices."""
    t = outcome.table
    rules = t.hand.rules
    a = amounts_of(rules)
    blinds = "/".join(map(a, rules.blinds)) or "no blinds"
    names = session.names()

    def c(amount: int) -> str:  # with thousands separators: 1,000
        return chips(amount_json(amount, rules.decimals))

    def named(seat: int) -> str:  # mid-sentence: 'seat 3' when it has no name
        return who(seat, names) if seat in names else f"seat {seat}"

    seats = "; ".join(f"{named(p.seat)} {c(p.starting_stack)}" for p in t.initial.players)
    session.say(
        f"{rules.name} {rules.structure.value} {blinds}. Seats: {seats}. "
        f"Button {named(t.initial.button)}. 'help' for commands."
    )
    if t.forced:
        posts = ", ".join(
            f"{named(f.seat)} {f.kind} {c(f.amount)}" + (" (all-in, short)" if f.short else "")
            for f in t.forced
        )
        session.say(f"Forced bets: {posts}", style="dim")
    if t.steps:
        session.say(f"replayed {len(t.rulings)} actions from the file")
    if resumed:
        session.say(
            f"resumed the unfinished session: {resumed} typed lines again, "
            f"{0 if session.live.waiting else len(session.table.steps)} in the hand"
        )
        session.answer()
        return
    if outcome.hint:
        session.hint(outcome.hint)
    elif outcome.ruling is not None:
        session.say("the file's next action does not stand; the table stops before it:")
        session.answer(outcome.ruling)
        return
    session.answer()
