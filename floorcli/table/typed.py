"""Fast input at the table: what a dealer types in a hurry, made a full action.

`expand` turns ``r 40`` into ``3 raise 40`` when seat 3 is to act: the seat may be left out
when it is that seat's turn; ``f x c b r a`` stand for fold, check, call, bet, raise, all-in;
``b`` and ``r`` both mean whichever of bet and raise is legal now;
in fixed limit a bare ``b`` or ``r`` is the one legal size, and so is ``a`` for a stack
deeper than it;
``min``, ``max`` and ``pot`` stand for the smallest and largest legal total and a pot-sized
bet or raise, all read from the one legal-action computation (`floorcli.engine.options`) that
`ask` prints.  The floor's words read as in a hand file (``seat 4 calls``, ``raises to 200``
for the seat to act): `read` hands the line to the one grammar of hand files
(`floorcli.formats.notation`).  A misspelt first word gets a did-you-mean over the action
words and the table's commands (`floorcli.table.commands`), a misspelt name over the players.
"""

from __future__ import annotations

from floorcli.engine.options import options, pot_limit_of
from floorcli.engine.state import State
from floorcli.errors import NotationError, close_match_hint
from floorcli.formats.notation import parse_entry
from floorcli.formats.words import (
    MOTION_WORDS,
    VERB_WORDS,
    did_you_mean,
    guess,
    nearest_form,
    subject,
)
from floorcli.model.actions import STUD_STREETS, Entry, Street, Verb
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import Structure
from floorcli.table.commands import COMMAND_WORDS
from floorcli.table.streets import street_to_deal

__all__ = ["SHORT", "expand", "read"]

SHORT = {"f": "fold", "x": "check", "k": "check", "c": "call", "b": "bet", "r": "raise"}
SHORT["a"] = "allin"
_KNOWN = MOTION_WORDS | SHORT.keys()
_MARKERS = frozenset(s.value for s in (Street.FLOP, Street.TURN, Street.RIVER, *STUD_STREETS))
_AMOUNTS = ("min", "max", "pot")
_BEFORE_AMOUNT = frozenset(
    {"to", "by", *(w for w, v in VERB_WORDS.items() if v in (Verb.BET, Verb.RAISE))}
)
"""The words `min`, `max` and `pot` may follow as an amount: ``r pot``, ``raises to max``
(``says pot`` is the word "pot" said, TDA 2024 Rule 54-D, not an amount)."""


def read(text: str, state: State) -> Entry:
    """The action or street marker a line typed at the table means: the table's shorthand
    (`expand`), then the one grammar of hand files (`floorcli.formats.notation`).

    Raises `NotationError` with the one form to type instead.
    """
    return parse_entry(expand(text, state), decimals=state.rules.decimals)


def expand(text: str, state: State) -> str:
    """The full action for a typed line (unchanged when nothing is short).

    Raises `NotationError` (what to type instead) for a misspelt first word (matched against
    the action words and the table's commands) or name, a line with no seat when nobody is to
    act, and `min`/`max`/`pot` when the player may not bet or raise.
    """
    words = text.split()
    if not words or words[0].lower() in _MARKERS or words[0].lower() == Verb.FLOOR.value:
        return text  # a street marker or a floor decision names its own seat, if any
    first = words[0]
    named, rest = subject(words)  # 'seat 4 call' names seat 4
    seats = ", ".join(str(p.seat) for p in state.players)
    if named.isdigit() and rest and not any(str(p.seat) == named for p in state.players):
        # before the words are read: a hint never proposes an action for a seat not in it
        raise NotationError(
            f"'{text}': no seat {named} in this hand; the seats dealt in are {seats}"
        )
    if _is_player(named, state):
        who = named
    elif first.lower() in _KNOWN:
        actor = state.to_act
        if actor is None:  # no action to propose: say what the hand waits for
            deal = street_to_deal(state)
            raise NotationError(f"'{text}': nobody is to act; {deal or 'the betting is over'}")
        who, rest = str(actor.seat), words
    elif len(words) > 1 and words[1].lower() in _KNOWN and first.lower() not in COMMAND_WORDS:
        names = [p.name for p in state.players if p.name]
        raise NotationError(
            f"'{text}': no player '{first}'{close_match_hint(first, names)}; "
            f"the seats dealt in are {seats}"
        )
    else:
        raise NotationError(_unknown(text, words, state))
    if not rest:
        if named.isascii() and not any(str(p.seat) == named for p in state.players):
            raise NotationError(
                f"'{text}': a number alone is no action; type 'r {text}' or 'b {text}' for "
                f"the seat to act, or say who, e.g. '3 raise {text}'"
            )
        return text
    verb = SHORT.get(rest[0].lower(), rest[0])
    if rest[0].lower() in ("b", "r"):  # the one of bet and raise that is legal now
        legal = options(state).legal if state.to_act is not None else ()
        verb = "raise" if "raise" in legal else "bet" if "bet" in legal else verb
    line = [who, verb]
    for word in rest[1:]:
        amount = word.lower() in _AMOUNTS and line[-1].lower() in _BEFORE_AMOUNT
        line.append(_amount(word, text, who, state) if amount else word)
    if state.rules.structure is Structure.FIXED_LIMIT and len(line) == 2:
        if VERB_WORDS.get(verb.lower()) in (Verb.BET, Verb.RAISE):
            line.append(_limit_size(text, who, state))
        elif rest[0].lower() == "a" and _is_actor(who, state):
            verb, amounts = _limit_all_in(state)
            line = [who, verb, *amounts]
    return " ".join(line)


def _unknown(text: str, words: list[str], state: State) -> str:
    """What to type for a line whose first word is neither a player, an action word nor a
    command: the nearest of the action words and the table's commands."""
    first = words[0]
    if first.lower() in COMMAND_WORDS:
        return f"'{text}': '{first}' is a table command; 'help' shows how to write it"
    hint = did_you_mean(first, COMMAND_WORDS)
    if not hint:
        return f"'{text}': unknown word '{first}'; {_TYPE}"
    actor = state.to_act
    if guess(first, COMMAND_WORDS) not in VERB_WORDS or actor is None:
        return f"'{text}': unknown word '{first}'{hint}"
    return f"'{text}': unknown word '{first}'{hint}; type {nearest_form(str(actor.seat), words)}"


_TYPE = "type an action ('3 raise 25', or for the seat to act 'r 25', 'c', 'f') or a command"


def _is_actor(who: str, state: State) -> bool:
    actor = state.to_act
    return actor is not None and who.lower() in (str(actor.seat), (actor.name or "").lower())


def _limit_all_in(state: State) -> tuple[str, list[str]]:
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
    bets and raises of a fixed size)."""
    actor = state.to_act
    if actor is None or not _is_actor(who, state):
        raise NotationError(
            f"'{text}': in fixed limit a bare bet or raise is the one size of the player to "
            f"act ({actor.label if actor else 'nobody'}); for an action out of turn write its "
            "amount (the round total)"
        )
    choice = options(state)
    low, high = choice.min_raise_to, choice.max_raise_to
    if low is not None and high is not None and low != high:
        # two sizes (stud: an open pair on fourth street allows the big bet, Robert's Rules
        # of Poker v5, Seven-Card Stud): the bare word does not say which
        a = amounts_of(state.rules)
        word = "raise" if "raise" in choice.legal else "bet"
        raise NotationError(
            f"'{text}': {actor.label} may {'raise to' if word == 'raise' else 'bet'} "
            f"{a(low)} or {a(high)} here; type "
            f"'{word[0]} {a(low)}' or '{word[0]} {a(high)}'"
        )
    return _amount("max", text, who, state)


def _is_player(word: str, state: State) -> bool:
    if word.isdigit():
        return True
    return any(p.name is not None and p.name.lower() == word.lower() for p in state.players)


def _amount(word: str, text: str, who: str, state: State) -> str:
    """``min``, ``max`` or ``pot`` as a round total for the player to act."""
    actor = state.to_act
    if actor is None or not _is_actor(who, state):
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
