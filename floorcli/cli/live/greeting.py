"""The live table's greeting: the profile, the blinds, the button and every seat by name,
the forced bets, and what a file or a journal replayed; then the first answer.

Amounts are written with thousands separators (``1,000``), players as the table names them
(``Ann (seat 1)``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcli.cli.render.glance import chips, who
from floorcli.profiles.amounts import amount_json
from floorcli.profiles.choices import Game

if TYPE_CHECKING:
    from floorcli.cli.live.loop import TableSession
    from floorcli.table.hand import Outcome

__all__ = ["greet"]


def greet(session: TableSession, outcome: Outcome, *, resumed: int = 0) -> None:
    """The first words: the game, the button and the seats by name, hand 1's forced bets; a
    session taken up from its journal greets with the hand in play instead."""
    from floorcli.cli.live.status import greeting
    from floorcli.table.deal import dead_words

    if resumed:
        from floorcli.table.dealer import dealer_for, resumed_words

        for text in resumed_words(dealer_for(session.live), resumed):
            session.say(text)
        session.answer()
        return
    t = outcome.table
    rules = t.hand.rules
    names = session.names()

    def named(seat: int) -> str:  # mid-sentence: 'seat 3' when it has no name
        return who(seat, names) if seat in names else f"seat {seat}"

    session.say(greeting(t))
    if t.forced:
        posts = ", ".join(
            f"{named(f.seat)} {f.kind} {chips(amount_json(f.amount, rules.decimals))}"
            + (" (all-in, short)" if f.short else "")
            for f in t.forced
        )
        session.say(f"Forced bets: {posts}", style="dim")
    elif not rules.blinds and rules.game is Game.COMMUNITY:
        session.say(
            "No blinds: nobody posts before the deal (start with --blinds 5,10 to post them)"
        )
    for line in dead_words(t):  # a hand file's seats away at the deal (TDA 2024 Rule 30)
        session.say(line)
    if t.steps:
        session.say(f"replayed {len(t.rulings)} actions from the file")
    if outcome.hint:
        session.hint(outcome.hint)
    elif outcome.ruling is not None:
        session.say("the file's next action does not stand; the table stops before it:")
        session.answer(outcome.ruling)
        return
    session.answer()
