"""Fast input at the table: what a dealer types in a hurry, made a full action.

`expand` turns ``r 40`` into ``3 raise 40`` when seat 3 is to act: the seat may be left out
when it is that seat's turn; ``f x c b r a`` stand for fold, check, call, bet, raise, all-in;
``b`` and ``r`` both mean whichever of bet and raise is legal now;
in fixed limit a bare ``b`` or ``r`` is the one legal size, and so is ``a`` for a stack
deeper than it;
``min``, ``max`` and ``pot`` stand for the smallest and largest legal total and a pot-sized
bet or raise, all read from the one legal-action computation (`floorcli.engine.options`) that
`ask` prints.  A misspelt verb or name gets a did-you-mean; every other line is returned as
typed, for the grammar (`floorcli.formats.notation`) to read.
"""

from __future__ import annotations

from floorcli.engine.options import options, pot_limit_of
from floorcli.engine.state import State
from floorcli.errors import NotationError, close_match_hint
from floorcli.model.actions import STUD_STREETS, Street, Verb
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import Structure
from floorcli.table.streets import street_to_deal

__all__ = ["SHORT", "expand"]

SHORT = {"f": "fold", "x": "check", "k": "check", "c": "call", "b": "bet", "r": "raise"}
SHORT["a"] = "allin"
_VERBS = frozenset(
    {v.value for v in Verb} | {"all-in", "all_in", "shove", "jam", "says", "chip", "by"}
)
_KNOWN = _VERBS | SHORT.keys()
_MARKERS = frozenset(s.value for s in (Street.FLOP, Street.TURN, Street.RIVER, *STUD_STREETS))
_AMOUNTS = ("min", "max", "pot")


def expand(text: str, state: State) -> str:
    """The full action for a typed line (unchanged when nothing is short).

    Raises `NotationError` (what to type instead) for a misspelt verb or name, a line with no
    seat when nobody is to act, and `min`/`max`/`pot` when the player may not bet or raise.
    """
    words = text.split()
    if not words or words[0].lower() in _MARKERS or words[0].lower() == Verb.FLOOR.value:
        return text  # a street marker or a floor decision names its own seat, if any
    first = words[0]
    if _is_player(first, state):
        who, rest = first, words[1:]
    elif first.lower() in _KNOWN:
        actor = state.to_act
        if actor is None:  # no action to propose: say what the hand waits for
            deal = street_to_deal(state)
            raise NotationError(f"'{text}': nobody is to act; {deal or 'the betting is over'}")
        who, rest = str(actor.seat), words
    elif len(words) > 1 and words[1].lower() in _KNOWN:
        names = [p.name for p in state.players if p.name]
        raise NotationError(
            f"'{text}': no player '{first}'{close_match_hint(first, names)}; "
            f"the seats dealt in are {', '.join(str(p.seat) for p in state.players)}"
        )
    else:
        hint = close_match_hint(first.lower(), sorted(_VERBS)) or f"; {_TYPE}"
        raise NotationError(f"'{text}': unknown action '{first}'{hint}")
    if not rest:
        if first.isascii() and not any(str(p.seat) == first for p in state.players):
            raise NotationError(
                f"'{text}': a number alone is no action; type 'r {text}' or 'b {text}' for "
                f"the seat to act, or say who, e.g. '3 raise {text}'"
            )
        return text
    verb = SHORT.get(rest[0].lower(), rest[0].lower())
    if rest[0].lower() in ("b", "r"):  # the one of bet and raise that is legal now
        legal = options(state).legal if state.to_act is not None else ()
        verb = "raise" if "raise" in legal else "bet" if "bet" in legal else verb
    if verb not in _VERBS:
        hint = close_match_hint(verb, sorted(_VERBS)) or f"; {_TYPE}"
        raise NotationError(f"'{text}': unknown action '{rest[0]}'{hint}")
    amounts = [_amount(w, text, who, state) if w.lower() in _AMOUNTS else w for w in rest[1:]]
    if state.rules.structure is Structure.FIXED_LIMIT and not amounts:
        if verb in ("bet", "raise"):
            amounts = [_limit_size(text, who, state)]
        elif rest[0].lower() == "a" and _is_actor(who, state):
            verb, amounts = _limit_all_in(who, state)
    return " ".join([who, verb, *amounts])


def _is_actor(who: str, state: State) -> bool:
    actor = state.to_act
    return actor is not None and who.lower() in (str(actor.seat), (actor.name or "").lower())


def _limit_all_in(who: str, state: State) -> tuple[str, list[str]]:
    """Fixed limit: a bare ``a`` from a player with more than the one bet or raise left is
    that bet or raise (no bet is larger); a shorter stack goes all-in."""
    actor = state.to_act
    choice = options(state)
    high = choice.max_raise_to
    if actor is None or high is None or actor.all_in_to <= high:
        return "allin", []
    return ("raise" if "raise" in choice.legal else "bet"), [amounts_of(state.rules)(high)]


def _limit_size(text: str, who: str, state: State) -> str:
    """Fixed limit: a bet or raise has one size, so a bare ``b`` or ``r`` is that size: the
    round's bet over the bet faced, capped at the player's chips (`structure: fixed-limit`,
    Wikipedia: Betting in poker, Fixed limit: bets and raises of a fixed size)."""
    actor = state.to_act
    if actor is None or not _is_actor(who, state):
        raise NotationError(
            f"'{text}': in fixed limit a bare bet or raise is the one size of the player to "
            f"act ({actor.label if actor else 'nobody'}); for an action out of turn write its "
            "amount (the round total)"
        )
    return _amount("max", text, who, state)


_TYPE = "type e.g. '3 raise 25', 'r 25' (the seat to act), 'c', 'f', 'x', 'a', 'r min', 'b pot'"


def _is_player(word: str, state: State) -> bool:
    if word.isdigit():
        return True
    return any(p.name is not None and p.name.lower() == word.lower() for p in state.players)


def _amount(word: str, text: str, who: str, state: State) -> str:
    """``min``, ``max`` or ``pot`` as a round total for the player to act."""
    actor = state.to_act
    if actor is None or who.lower() not in (str(actor.seat), (actor.name or "").lower()):
        raise NotationError(
            f"'{text}': '{word}' is an amount for the player to act "
            f"({actor.label if actor else 'nobody'}); write a number"
        )
    choice = options(state)
    low, high = choice.min_raise_to, choice.max_raise_to
    if low is None or high is None:
        raise NotationError(
            f"'{text}': {actor.label} may not bet or raise now ({', '.join(choice.legal)})"
        )
    kind = word.lower()
    a = amounts_of(state.rules)
    if kind == "min":
        return a(low)
    if kind == "max":
        return a(high)
    # a pot-sized bet or raise, (3L+T)+S, within what is legal
    return a(max(low, min(high, pot_limit_of(state, actor).max_to)))
