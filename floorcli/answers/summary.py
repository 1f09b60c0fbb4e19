"""The short answer a dealer reads at a glance: one line per ruling.

`ruling_lines` walks a hand's history once (`floorcli.engine.replay.Walk`, the walk every
replay uses) and words each ruling in a few words: what the action became, and who acts next
with their choices, from the same `options` computation that `ask` prints and the engine
enforces.  The rule is cited only where a ruling corrects or refuses an action; the full
arithmetic is `replay --explain`.
"""

from __future__ import annotations

from functools import partial

from floorcli.engine.options import options
from floorcli.engine.replay import Walk
from floorcli.engine.rulings import Ruling, Verdict
from floorcli.engine.state import State
from floorcli.model.actions import Street
from floorcli.model.hand import Hand
from floorcli.profiles.amounts import amount_text

__all__ = ["next_words", "ruling_word", "short_lines"]


def short_lines(hand: Hand, state: State, *, irregular: bool = False) -> list[str]:
    """One line per ruling of `hand` walked from the dealt `state`: ``what it became; who
    acts next and their choices``, with the rule in brackets where the action was corrected
    (a refused action keeps its whole explanation: replay stops there).  `irregular` keeps
    only the rulings that are not ok.

    The history has already been replayed without error (`replay_file`), so the walk
    raises nothing.
    """
    walk = Walk(state=state)
    out: list[str] = []
    for entry in hand.entries:
        walk, ruling = walk.step(entry)
        if ruling is not None and not (irregular and ruling.verdict is Verdict.OK):
            out.append(_line(ruling, walk.state))
        if walk.stopped:
            break
    return out


def _line(ruling: Ruling, after: State) -> str:
    if ruling.verdict is Verdict.OK:
        return f"{ruling_word(ruling, after.rules.decimals)}; {next_words(after)}"
    rule = "; ".join(dict.fromkeys(ruling.rule.split("; ")))  # each source once
    if ruling.verdict is Verdict.CORRECTED:
        return f"{ruling_word(ruling, after.rules.decimals)} [{rule}]; {next_words(after)}"
    return f"{ruling.explanation} [{rule}]"


_FLOOR_WORDS = {
    "dead": "the floor rules the hand dead",
    "no-raise": "the floor rules that they may not bet or raise this turn",
    "forfeit": "forfeits the undercall and folds",
}


def ruling_word(ruling: Ruling, decimals: int = 0) -> str:
    """What an action that stood amounts to, in a word or three (amounts as the hand types
    them: `decimals`).

    A first bet only opens the betting; a raise is a full raise (it re-opens the betting) or
    a short all-in (it does not).
    """
    action = ruling.action
    to = None if ruling.to is None else amount_text(ruling.to, decimals)
    if action == "bet":
        word = f"bets {to}"
    elif action == "raise" and ruling.completes:
        word = f"completes to {to}"  # WSOP 2026 Live Action Rule 223: not a raise
    elif action == "raise":
        word = f"raises to {to}" + (
            "" if ruling.reopens is None else ", a full raise" if ruling.reopens else ""
        )
    elif action == "call":
        word = f"calls {amount_text(ruling.added, decimals)}"
    elif action in ("post", "straddle"):
        word = f"{action}s {to}"
    elif action in _FLOOR_WORDS or action == "sleeper":
        word = _FLOOR_WORDS.get(action, f"posts a sleeper of {to}")
    else:
        word = f"{action}s"
    if ruling.all_in:
        word += " (all-in)"
    if ruling.reopens is False:
        word += ": short, it does not re-open the betting"
    return word


def next_words(state: State) -> str:
    """Who acts next and their choices: ``Seat 5 may call 20 or raise to 26-1000``."""
    if state.street is Street.COMPLETE:
        return f"{state.in_hand[0].label} wins the pot"
    if state.street is Street.SHOWDOWN:
        return "no more betting: showdown"
    opts = options(state)
    actor = state.to_act
    a = partial(amount_text, decimals=state.rules.decimals)
    if actor is None:
        return f"the {state.street.label} is to be dealt"
    words = []
    for word in opts.legal:
        if word == "call":
            words.append(f"call {a(opts.to_call)}")
        elif word in ("bet", "raise") and opts.min_raise_to is not None:
            low, high = a(opts.min_raise_to), a(opts.max_raise_to or 0)
            if opts.min_raise_to == opts.max_raise_to:
                all_in = " all-in" if opts.max_raise_to == actor.all_in_to else ""
                words.append(f"bet{all_in} {low}" if word == "bet" else f"raise{all_in} to {low}")
            else:
                words.append(f"bet {low}-{high}" if word == "bet" else f"raise to {low}-{high}")
        else:
            words.append(word)
    choices = ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]
    return f"{actor.label} may {choices}"
