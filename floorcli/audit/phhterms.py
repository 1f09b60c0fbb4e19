"""An irregular PHH action in the file's own terms: where it is, as written, and the advice.

floorcli rules on its own reading of a PHH hand (`3 raise 150`, seats, rulings numbered among
the betting actions); a dealer holding the PHH file needs the action's number in its `actions`
array, the line, the action quoted exactly as the file wrote it (`p3 cbr 150`) and what the
floor allows there, in PHH's words (`p3 cbr 200`, `p1 f`, `p1 cc`).  floorcli's reading is
kept beside it.
"""

from __future__ import annotations

from typing import Any

from floorcli.answers.phh import PhhHand
from floorcli.engine.options import options
from floorcli.engine.rulings import Ruling, Verdict
from floorcli.engine.state import State
from floorcli.errors import FloorError
from floorcli.formats.phh.actions import action_lines
from floorcli.formats.phh.reader import PhhGame, loads
from floorcli.model.actions import Street, StreetMarker

__all__ = ["as_written", "error_record", "irregular_record", "phh_number"]


def as_written(text: str, game: PhhGame, number: int) -> str | None:
    """Action `number` (counting from 1) of the hand's `actions` array, exactly as written.

    The file is parsed again, which costs nothing next to an irregular hand's replay and
    happens for irregular hands only."""
    try:
        data = loads(text, file=game.file)
    except FloorError:
        return None
    table = data.get(game.table, {}) if game.table is not None else data
    actions = table.get("actions") if isinstance(table, dict) else None
    if isinstance(actions, list) and 0 < number <= len(actions):
        return str(actions[number - 1])
    return None


def phh_number(item: PhhHand, ruling_index: int) -> tuple[int, int] | None:
    """(number in the `actions` array, line) of floorcli's ruling `ruling_index`.

    Rulings count the betting actions only; the hand's entries also hold the street markers
    (boards, stud deals, draws), each entry numbered by its PHH action (`PhhHand.numbers`)."""
    entries = item.hand.entries
    if len(entries) != len(item.numbers):
        return None
    actions = [k for k, e in enumerate(entries) if not isinstance(e, StreetMarker)]
    if not 0 < ruling_index <= len(actions):
        return None
    at = actions[ruling_index - 1]
    line = item.hand.lines[at] if at < len(item.hand.lines) else 0
    return item.numbers[at], line


def _player(game: PhhGame, seat: int | None) -> str:
    """The PHH name of a seat: `p` and its position (the button last)."""
    return f"p{game.seats.index(seat) + 1}" if seat in game.seats else f"seat {seat}"


def _chips(game: PhhGame, amount: int) -> str:
    value = amount / game.scale
    return str(int(value)) if value.is_integer() else f"{value:g}"


def _phh_action(game: PhhGame, verb: str, to: int | None) -> str:
    if verb == "fold":
        return "f"
    if verb in ("check", "call"):
        return "cc"
    if verb in ("bet", "raise") and to is not None:
        return f"cbr {_chips(game, to)}"
    return verb


def advice(game: PhhGame, ruling: Ruling, before: State | None) -> str:
    """What the floor allows, in PHH's words: the corrected action, or the legal choices in
    `before` (the state the refused action was made in)."""
    if ruling.verdict is Verdict.CORRECTED or before is None:
        return f"the floor reads it as {_player(game, ruling.seat)} " + _phh_action(
            game, ruling.action, ruling.to
        )
    return legal_advice(game, before)


def legal_advice(game: PhhGame, state: State) -> str:
    """Who is to act in `state` and what they may write, in PHH's words; or why nobody may."""
    actor = state.to_act
    if actor is None:
        if state.street in (Street.SHOWDOWN, Street.COMPLETE):
            return f"the hand is over ({state.street.value}): no action may follow"
        return f"the {state.street.value} betting is over: the next cards are dealt"
    opts = options(state)
    who = _player(game, actor.seat)
    allowed = []
    for word in opts.legal:
        if word == "fold":
            allowed.append(f"{who} f")
        elif word == "check":
            allowed.append(f"{who} cc (check)")
        elif word == "call":
            allowed.append(f"{who} cc (call {_chips(game, opts.to_call)})")
        elif opts.min_raise_to is not None and opts.max_raise_to is not None:
            low, high = _chips(game, opts.min_raise_to), _chips(game, opts.max_raise_to)
            span = low if low == high else f"{low} to {high}"
            allowed.append(f"{who} cbr {span}")
    return f"{who} is to act and may write: " + ", ".join(allowed)


def irregular_record(game: PhhGame, item: PhhHand, ruling: Ruling, text: str) -> dict[str, Any]:
    """The audit's record of one irregular ruling of a PHH hand (SPEC section 4's keys, with
    `index` the action's number in the PHH `actions` array, counting from 1)."""
    # A refused action stops the replay: the final state is the one it was made in.
    before = item.result.final if ruling.verdict is Verdict.ILLEGAL else None
    where = phh_number(item, ruling.index)
    number, line = where if where is not None else (None, 0)
    return {
        "file": game.file,
        "hand": game.name,
        "index": number,
        "line": line or None,
        "phh": as_written(text, game, number) if number is not None else None,
        "player": _player(game, ruling.seat),
        "seat": ruling.seat,
        "verdict": ruling.verdict.value,
        "advice": advice(game, ruling, before),
        "action": ruling.action,
        "input": ruling.input,
        "floorcli_index": ruling.index,
        "explanation": ruling.explanation,
    }


def error_record(
    game: PhhGame, number: int | None, message: str, text: str, state: object | None = None
) -> dict[str, Any]:
    """The record of a hand the engine cannot follow at action `number` (verdict `error`);
    `state`, the hand's state there, gives the advice."""
    line = None
    if number is not None:
        line = action_lines(text, game.tokens).get(number) or None
    return {
        "file": game.file,
        "hand": game.name,
        "index": number,
        "line": line,
        "phh": as_written(text, game, number) if number is not None else None,
        "seat": None,
        "verdict": "error",
        "advice": legal_advice(game, state) if isinstance(state, State) else None,
        "action": "",
        "explanation": message,
    }
