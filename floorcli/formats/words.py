"""The words of the action grammar as the floor says them, and the one form to write instead.

A dealer says "seat 4 raises to 2000", "Ann calls", "5 folds"; the grammar writes ``4 raise
2000``, ``Ann call``, ``5 fold``.  `subject` reads the player a line names (``seat 4`` is seat
4), `plain` makes a motion the grammar's own words (``raises to 2000`` is ``raise 2000``: bet
and raise amounts are round totals, so "to" adds nothing), and `nearest_form` gives the one
form nearest to a line the grammar cannot read, not the whole grammar.  The grammar itself is
`floorcli.formats.notation`; the table reads its lines with the same words
(`floorcli.table.typed`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from floorcli.errors import close_match_hint
from floorcli.formats.amounts import is_number
from floorcli.model.actions import ALONE_VERBS, Verb

__all__ = [
    "MOTION_WORDS",
    "SAYS",
    "SUGGESTED",
    "VERB_WORDS",
    "did_you_mean",
    "example",
    "guess",
    "nearest_form",
    "plain",
    "subject",
]

_GRAMMAR = {v.value: v for v in Verb if v not in (Verb.CHIPS, Verb.FLOOR)}
_ALL_IN_WORDS = {w: Verb.ALLIN for w in ("all-in", "all_in", "shove", "jam")}
_FLOOR = ("fold", "check", "call", "bet", "raise", "post", "straddle", "complete", "shove", "jam")
VERB_WORDS: dict[str, Verb] = {
    **_GRAMMAR,
    **_ALL_IN_WORDS,
    **{f"{w}s": {**_GRAMMAR, **_ALL_IN_WORDS}[w] for w in _FLOOR},
}
"""Every word a verb is written with: the verb (``raise``), the floor's ``raises``, ``folds``,
``calls``, and the all-in words (``all-in``, ``shove``, ``jams``)."""

SAYS = frozenset({"says", "say", "said"})
_CHIPS = frozenset({"chip", "chips"})
_ALL_IN = ("all", "in")
MOTION_WORDS = frozenset(VERB_WORDS) | SAYS | _CHIPS | {"all", "goes"}
"""Every word a motion may begin with: a verb word, ``says``, ``chip(s)``, ``all in``,
``goes all in``."""

SUGGESTED = (*(v.value for v in Verb if v is not Verb.CHIPS), "says", "chips")
"""The words a did-you-mean proposes for a misspelt action: the grammar's own."""


def subject(words: Sequence[str]) -> tuple[str, list[str]]:
    """Who a line names, and the words after: ``seat 4 folds`` (any case) names seat 4.

    >>> subject(["Seat", "4", "folds"]), subject(["Ann", "raises", "to", "200"])
    (('4', ['folds']), ('Ann', ['raises', 'to', '200']))
    """
    if len(words) > 1 and words[0].lower() == "seat" and words[1].isascii() and words[1].isdigit():
        return words[1], list(words[2:])
    return words[0], list(words[1:])


def plain(words: Sequence[str]) -> list[str]:
    """A motion in the grammar's own words: ``raises to 2000`` is ``raise 2000``, ``goes all
    in`` and ``all in`` are ``allin``, ``calls`` is ``call`` (words after ``says`` too).

    Only the floor's wording changes: ``raise by 50`` (50 over the bet), ``says 60`` (an
    amount said) and ``chips 100,25`` keep their meaning.

    >>> plain(["raises", "to", "2000"]), plain(["says", "goes", "all", "in"])
    (['raise', '2000'], ['says', 'allin'])
    >>> plain(["raise", "by", "50"]), plain(["calls"]), plain(["raises", "1000", "to", "2000"])
    (['raise', 'by', '50'], ['call'], ['raise', '2000'])
    """
    head = list(words[:1]) if words and words[0].lower() in SAYS else []
    rest = list(words[len(head) :])
    if len(rest) > 1 and rest[0].lower() == "goes" and _is_all_in(rest[1:]):
        rest = rest[1:]
    if tuple(w.lower() for w in rest[:2]) == _ALL_IN:
        rest = ["allin", *rest[2:]]
    if not rest or rest[0].lower() not in VERB_WORDS:
        return head + rest
    verb = VERB_WORDS[rest[0].lower()]
    tail = rest[1:]
    if verb in (Verb.BET, Verb.RAISE) and tail and tail[0].lower() == "to":
        tail = tail[1:]  # "raise to 2000": the round total, as "raise 2000" is
    elif verb is Verb.RAISE and len(tail) > 2 and tail[1].lower() == "to" and is_number(tail[0]):
        tail = tail[2:]  # "raises 1000 to 2000" (a hand history's words): the total, 2000
    return [*head, verb.value, *tail]


def _is_all_in(words: Sequence[str]) -> bool:
    first = words[0].lower()
    return VERB_WORDS.get(first) is Verb.ALLIN or tuple(w.lower() for w in words[:2]) == _ALL_IN


def did_you_mean(word: str, also: Iterable[str] = ()) -> str:
    """`` (did you mean 'raise'?)`` for a misspelt action word, or ``""``; `also`: more words
    to choose from (the table's commands).

    >>> did_you_mean("rasie"), did_you_mean("udno", ["undo", "next"])
    (" (did you mean 'raise'?)", " (did you mean 'undo'?)")
    """
    return close_match_hint(word.lower(), [*SUGGESTED, *also])


def guess(word: str, also: Iterable[str] = ()) -> str | None:
    """The word `did_you_mean` proposes, or None.

    >>> guess("fodl"), guess("stakcs", ["stacks"]), guess("xyzzy")
    ('fold', 'stacks', None)
    """
    hint = did_you_mean(word, also)
    return hint.split("'")[1] if hint else None


def nearest_form(who: str, words: Sequence[str]) -> str:
    """The one form nearest to a motion the grammar cannot read, with what it means:
    the verb it most likely misspells and the amount it was given.

    >>> nearest_form("4", ["rasies", "to", "2000"])
    "'4 raise 2000' (a raise to 2000)"
    >>> nearest_form("Ann", ["dance"])
    "an action after the player, e.g. 'Ann call', 'Ann fold' or 'Ann raise 25'"
    """
    amounts = [w for w in words if is_number(w)]
    amount = amounts[0] if amounts else None
    near = guess(words[0]) if words else None
    verb = VERB_WORDS.get(near) if near else None
    if verb is None and words and words[0].lower() in VERB_WORDS:
        verb = VERB_WORDS[words[0].lower()]
    if verb is None:
        return f"an action after the player, e.g. '{who} call', '{who} fold' or '{who} raise 25'"
    return example(who, verb, amount, by=any(w.lower() == "by" for w in words))


_TO = {Verb.BET: "of", Verb.RAISE: "to"}


def example(who: str, verb: Verb, amount: str | None = None, *, by: bool = False) -> str:
    """One form of `verb` for `who`, quoted, with what it means.

    >>> example("4", Verb.RAISE, "2000"), example("4", Verb.RAISE, "50", by=True)
    ("'4 raise 2000' (a raise to 2000)", "'4 raise by 50' (50 over the bet)")
    >>> example("3", Verb.BET), example("3", Verb.CALL, "15"), example("5", Verb.FOLD)
    ("'3 bet 20' (a bet of 20)", "'3 call 15' (a call to 15, less than the bet)", "'5 fold'")
    """
    if verb is Verb.RAISE and by:
        n = amount or "20"
        return f"'{who} raise by {n}' ({n} over the bet)"
    if verb in (Verb.BET, Verb.RAISE):
        n = amount or "20"
        return f"'{who} {verb.value} {n}' (a {verb.value} {_TO[verb]} {n})"
    if verb is Verb.CALL and amount is not None:
        return f"'{who} call {amount}' (a call to {amount}, less than the bet)"
    if verb in ALONE_VERBS and verb is not Verb.FLOOR:
        return f"'{who} {verb.value} {amount or 10}'"
    return f"'{who} {verb.value}'"
