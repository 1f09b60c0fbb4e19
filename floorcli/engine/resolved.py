"""What a table action was ruled to be: the plain action, the floor's reasons, the rules cited.

`Resolved` is filled in by the dispute rules (`disputes`, `pushed`): each rule that decides part
of a table action says why (`Resolved.say`), and the engine then rules on the plain action.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from floorcli.model.actions import Action, Verb
from floorcli.profiles.rulebooks import Cited

VERBAL = Cited(
    tda="TDA 2024 Rules 40-B and 51-A (a verbal declaration in turn is binding)",
    roberts=(
        "Robert's Rules of Poker, Betting and Raising rule 8 (a verbal declaration in turn is "
        "binding)"
    ),
    usual=(
        "TDA 2024 Rules 40-B and 51-A; Robert's Rules of Poker, Betting and Raising rule 8 "
        "(a verbal declaration in turn is binding)"
    ),
)
OVERCHIP = Cited(
    tda=(
        "TDA 2024 Rule 44 (a single oversized chip is a call facing a bet unless raise is "
        "declared first; raise declared with no amount is the maximum allowable for the chip; "
        "opening, a bet of the maximum for the chip)"
    ),
    roberts=(
        "Robert's Rules of Poker, no-limit rule 9 (a single oversized chip is a call facing a "
        "bet unless raise is declared; opening, a bet of the chip's full value)"
    ),
    usual=(
        "TDA 2024 Rule 44; Robert's Rules of Poker, no-limit rule 9 (a single oversized chip is "
        "a call facing a bet unless raise is declared; opening, a bet of the chip's full value)"
    ),
)


@dataclass(slots=True, kw_only=True)
class Resolved:
    """The plain action a table action amounts to, with the floor's reasons."""

    action: Action
    notes: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)
    corrected: bool = False

    def say(self, note: str, rule: str, *, corrected: bool = True) -> None:
        """Add the floor's reason `note` resting on `rule`; `corrected`: the action was changed."""
        self.notes.append(note)
        self.cite(rule)
        self.corrected = self.corrected or corrected

    def cite(self, rule: str) -> None:
        """Cite `rule` once, with no note of its own."""
        if rule not in self.rules:
            self.rules.append(rule)

    def rule(self, who: str, verb: Verb, amount: int | None = None) -> None:
        """The plain action is `verb` (to `amount`) by `who`."""
        self.action = Action(who=who, verb=verb, amount=amount)


def chips_text(chips: tuple[int, ...], a: Callable[[int | None], str] = str) -> str:
    """``100 + 25 + 25`` (or ``a 500 chip``), each amount written by `a` (`amounts_of`).

    >>> chips_text((500,)), chips_text((100, 25, 25))
    ('a 500 chip', '100 + 25 + 25')
    """
    return f"a {a(chips[0])} chip" if len(chips) == 1 else " + ".join(map(a, chips))
