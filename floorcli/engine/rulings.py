"""How a ruling is written: the verdicts, the common rules cited, the shared phrases."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import partial

from floorcli.engine import options
from floorcli.engine.state import DeadHand, Player, State
from floorcli.model.actions import Street
from floorcli.model.evolve import evolve
from floorcli.profiles.amounts import amount_text
from floorcli.profiles.rulebooks import Cited

ORDER = Cited(
    topic="order of action",
    tda="TDA 2024 Rule 50-A (players must act in turn)",
    roberts="Robert's Rules of Poker, Betting and Raising",
    usual="Robert's Rules of Poker, Betting and Raising",
)
RULE_STAKES = "table stakes (a player bets only the chips in front of them)"
POST = Cited(  # the TDA has no rule on how a blind is posted
    topic="posting",
    roberts="Robert's Rules of Poker, Section 4, Button and Blind Use",
    usual="Robert's Rules of Poker, Section 4, Button and Blind Use",
)
RULE_AWAY = (
    "TDA 2024 Rule 30 (a player not at the seat when the last card of the initial deal is "
    "dealt has a dead hand; the blinds and antes posted stay in the pot)"
)
OUT_OF_TURN = Cited(
    tda=(
        "TDA 2024 Rule 53-A (action out of turn is binding if the action to that player does "
        "not change)"
    ),
    roberts=(
        "Robert's Rules of Poker, Betting and Raising rule 10 (action out of turn is binding if "
        "the action to that player does not change)"
    ),
    usual=(
        "TDA 2024 Rule 53-A; Robert's Rules of Poker, Betting and Raising rule 10 (action out of "
        "turn is binding if the action to that player does not change)"
    ),
)
MIN_RAISE = Cited(
    tda=(
        "TDA 2024 Rule 52-A (opening or raising less than the minimum legal amount is corrected "
        "to the minimum)"
    ),
    roberts=(
        "Robert's Rules of Poker, no-limit rule 10 (a short bet or raise is brought up to the "
        "minimum)"
    ),
    usual=(
        "Robert's Rules of Poker, no-limit rule 10 (a short bet or raise is brought up to the "
        "minimum)"
    ),
)


class Verdict(StrEnum):
    OK = "ok"
    CORRECTED = "corrected"
    ILLEGAL = "illegal"


@dataclass(frozen=True, slots=True, kw_only=True)
class Ruling:
    """The floor's answer to one action."""

    index: int
    input: str
    seat: int | None
    action: str
    to: int | None
    added: int
    verdict: Verdict
    reopens: bool | None
    explanation: str
    rule: str
    all_in: bool = False
    completes: bool = False  # a raise that completes a sub-minimum blind or bring-in


def not_your_turn(state: State, p: Player) -> tuple[str, str]:
    if p.dead_hand is DeadHand.AWAY:
        return f"{p.label} was away at the deal: the hand is dead and has no action.", RULE_AWAY
    if p.dead_hand is DeadHand.FLOOR:
        return f"{p.label}'s hand was ruled dead by the floor: it has no action.", ORDER.text(
            state.rules
        )
    if p.folded:
        return f"{p.label} has folded and has no more action this hand.", ORDER.text(state.rules)
    if p.stack == 0:
        return f"{p.label} is all-in and has no more action this hand.", ORDER.text(state.rules)
    actor = state.to_act
    who = actor.label if actor else "nobody"
    return f"{p.label} acted out of turn: {who} is to act.", ORDER.text(state.rules)


def choices(opts: options.Options, decimals: int = 0) -> str:
    a = partial(amount_text, decimals=decimals)
    words = []
    for word in opts.legal:
        if word == "call":
            words.append(f"call {a(opts.to_call)}")
        elif word in ("bet", "raise") and opts.min_raise_to is not None:
            low, high = a(opts.min_raise_to), a(opts.max_raise_to or 0)
            # one legal size (fixed limit, or all-in is the only raise): no range of one
            words.append(f"{word} to {low}" if low == high else f"{word} to {low}-{high}")
        else:
            words.append(word)
    return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]


def illegal(
    state: State, index: int, text: str, p: Player, action: str, why: tuple[str, str]
) -> Ruling:
    return Ruling(
        index=index,
        input=text,
        seat=p.seat,
        action=action,
        to=None,
        added=0,
        verdict=Verdict.ILLEGAL,
        reopens=None,
        explanation=why[0],
        rule=why[1],
    )


def acted(p: Player, state: State, **changes: object) -> Player:
    """`p` after acting voluntarily: the betting as it stood is recorded for re-opening."""
    bet = changes.get("bet", p.bet)
    return evolve(
        p,
        **changes,
        acted=True,
        acted_level=bet,
        acted_raise=state.last_full_raise,
        acted_seq=state.reopen_seq,
    )


def closing(before: State, after: State) -> str:
    """A sentence on what the action closed: the round, the betting, the hand."""
    if after.street is before.street:
        return ""
    if after.street is Street.COMPLETE:
        return f" Only {after.in_hand[0].label} is left."
    if after.street is Street.SHOWDOWN:
        return " No more betting is possible: the cards are dealt out to the showdown."
    return f" The {before.street.label} betting is closed; on to the {after.street.label}."
