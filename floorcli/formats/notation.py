"""Parse and print the action grammar: ``<who> <verb> [amount] [dead]`` (a bet or raise with
no amount is read: the one size in fixed limit, refused by the engine elsewhere), the table forms
(``says``, ``chips``, ``raise by``, ``pot``, ``unclear``, ``then``, ``with``, ``out of turn``),
floor decisions (``floor <who> dead|forfeit <amount>|no-raise|stands <to>``) and street
markers."""

from __future__ import annotations

import functools
import re

from floorcli.errors import NotationError
from floorcli.formats.amounts import is_number as _is_number
from floorcli.formats.amounts import parse_amount
from floorcli.formats.words import (
    MOTION_WORDS,
    SAYS,
    VERB_WORDS,
    did_you_mean,
    example,
    guess,
    nearest_form,
    plain,
    subject,
)
from floorcli.model.actions import (
    ALONE_VERBS,
    STUD_STREETS,
    Action,
    Decision,
    Entry,
    Street,
    StreetMarker,
    Verb,
    needs_amount,
)
from floorcli.model.evolve import evolve

_MARKERS = {s.value: s for s in (Street.FLOP, Street.TURN, Street.RIVER, *STUD_STREETS[1:])}
_CARDS_PER_MARKER = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}


@functools.cache
def _card() -> re.Pattern[str]:
    """A card, rank then suit: compiled on first use (most hands write no cards)."""
    return re.compile(r"^(?:[2-9TJQKA]|10)[cdhs]$", re.IGNORECASE)


@functools.cache
def _seat_card() -> re.Pattern[str]:
    """A stud upcard with its seat (``1:7h``): compiled on first use."""
    return re.compile(r"^(\d+):(\S+)$")


def is_card(text: str) -> bool:
    """True for a card written rank then suit.

    >>> is_card("Kh"), is_card("10c"), is_card("K")
    (True, True, False)
    """
    return bool(_card().match(text))


def parse_entry(text: str, *, decimals: int = 0) -> Entry:
    """Read one action or street marker (amounts in units of ``10**-decimals`` chips: a hand
    typed in cents reads ``raise 1.50`` as 150 with ``decimals=2``).

    >>> str(parse_entry("3 raise 25"))
    '3 raise 25'
    >>> parse_entry("3 says raise then chips 100,25,25").then[0].chips
    (100, 25, 25)
    >>> parse_entry("flop Ah Kd 2c")
    StreetMarker(street=<Street.FLOP: 'flop'>, cards=('Ah', 'Kd', '2c'), seats=(), drawn=())
    """
    words = text.split()
    if not words:
        raise NotationError("an empty action; write e.g. '3 call' or '3 raise 25'")
    head = words[0].lower()
    if head in _MARKERS:
        return _parse_marker(_MARKERS[head], words[1:], text)
    if head == "floor":
        return _parse_floor(words[1:], text, decimals)
    who, rest = subject(words)
    if not rest or rest[0].lower() not in MOTION_WORDS or who.lower() == "goes":
        _say_who(words, text)  # 'goes all in' is an action, not a player named goes
    if not rest:
        _no_action(words, text)
    if _is_number(who) and not who.isascii():
        parse_amount(who, context=text)  # refuses the digit with its position
    out_of_turn = False
    if len(rest) > 3 and [w.lower() for w in rest[-3:]] == ["out", "of", "turn"]:
        out_of_turn, rest = True, rest[:-3]
    parts: list[list[str]] = [[]]
    joins: list[bool] = []
    for word in rest:
        if word.lower() in ("then", "with"):
            parts.append([])
            joins.append(word.lower() == "with")
        else:
            parts[-1].append(word)
    if any(not part for part in parts):
        raise NotationError(
            f"'{text}': 'then' and 'with' need an action on each side, e.g. "
            f"'{who} says raise then chips 100,25'"
        )
    first = _parse_motion(who, parts[0], text, later=False, decimals=decimals)
    then = tuple(
        evolve(_parse_motion(who, part, text, later=True, decimals=decimals), together=together)
        for part, together in zip(parts[1:], joins, strict=True)
    )
    if (then or out_of_turn) and first.verb in ALONE_VERBS:
        raise NotationError(
            f"'{text}': a {first.verb.value} is written alone (no 'then', 'with' or 'out of "
            f"turn'), e.g. {example(who, first.verb)}"
        )
    return evolve(first, then=then, out_of_turn=out_of_turn)


def _say_who(words: list[str], text: str) -> None:
    """Refuse a line that begins with its action (``checks``, ``raises to 200``, ``fodl``):
    a hand file says who acts (SPEC section 3)."""
    spoken = plain(words)[0].lower()
    verb, misspelt = VERB_WORDS.get(spoken), ""
    if verb is None:
        near = guess(spoken)
        verb = VERB_WORDS.get(near) if near else None
        misspelt = f" unknown action '{words[0]}'{did_you_mean(spoken)};"
    if verb is not None:
        amount = next((w for w in words if _is_number(w)), None)
        raise NotationError(
            f"'{text}':{misspelt} say who, e.g. {example('3', verb, amount)}; only at the table "
            "may the seat to act be left out"
        )


def _no_action(words: list[str], text: str) -> None:
    """Refuse a line of one word (or ``seat 4``) with what to write instead: a number alone
    may be chips a [flow, list] cut off."""
    word = words[-1]
    if _is_number(word) and not word.isascii():
        parse_amount(word, context=text)  # refuses the digit with its position
    if len(words) == 1 and word.replace(",", "").isdigit():
        raise NotationError(
            f"'{text}' is a number with no seat or action: if it belongs to the chips before "
            "it, a [flow, list] splits an action at its commas; quote the action or write one "
            "action a line"
        )
    raise NotationError(f"'{text}' has no action after '{word}'; write e.g. '{word} call'")


FLOOR_HINT = (
    "write 'floor <seat or name> dead' (the floor rules the hand dead), "
    "'floor <seat or name> forfeit <amount>' (an undercall's chips forfeited and the hand "
    "folded), 'floor <seat or name> no-raise' (limited to calling or folding) or "
    "'floor <seat or name> stands <to>' (a bet or raise of the wrong size, noticed only after "
    "the next card, stands as made)"
)


def _parse_floor(words: list[str], text: str, decimals: int = 0) -> Action:
    """A floor decision: ``floor 3 dead``, ``floor 8 forfeit 30``, ``floor 3 no-raise``,
    ``floor 2 stands 1000``.

    >>> _parse_floor(["8", "forfeit", "30"], "floor 8 forfeit 30").amount
    30
    >>> str(_parse_floor(["2", "stands", "1000"], "floor 2 stands 1000"))
    'floor 2 stands 1000'
    """
    if len(words) < 2:
        raise NotationError(f"'{text}': say whose hand and the decision; {FLOOR_HINT}")
    who, word, rest = words[0], words[1].lower(), words[2:]
    try:
        decision = Decision(word)
    except ValueError:
        raise NotationError(
            f"'{text}': unknown floor decision '{words[1]}'; {FLOOR_HINT}"
        ) from None
    amount = None
    if decision.takes_amount:
        if len(rest) != 1:
            example = f"'floor {who} {decision} {30 if decision is Decision.FORFEIT else 1000}'"
            what = (
                "how many chips are forfeited"
                if decision is Decision.FORFEIT
                else "the bet or raise-to that stands"
            )
            raise NotationError(f"'{text}': say {what}, e.g. {example}")
        amount = parse_amount(rest[0], context=text, decimals=decimals)
    elif rest:
        raise NotationError(f"'{text}': unexpected '{' '.join(rest)}'; {FLOOR_HINT}")
    return Action(who=who, verb=Verb.FLOOR, decision=decision, amount=amount)


def _chips(words: list[str], text: str, decimals: int = 0) -> tuple[int, ...]:
    """The chips of ``chips 100,25,25`` (commas or spaces between them; none may be 0).

    >>> _chips(["100,25", "25"], "3 chips 100,25 25")
    (100, 25, 25)
    """
    values = [w for word in words for w in word.split(",") if w]
    if not values:
        raise NotationError(f"'{text}': say which chips, e.g. 'chips 100,25,25' or 'chip 500'")
    chips = tuple(parse_amount(v, context=text, decimals=decimals) for v in values)
    if 0 in chips:
        raise NotationError(f"'{text}': a chip of 0; write each chip's value, e.g. 'chips 100,25'")
    return chips


def _parse_motion(
    who: str, words: list[str], text: str, *, later: bool, decimals: int = 0
) -> Action:
    """One motion: ``[says] <verb> [by] [amount]``, ``says <amount>``, ``chip(s) <values>``;
    after ``then`` a bare amount is more chips pushed."""
    head = words[0].lower()
    if head in ("chip", "chips"):
        return Action(who=who, verb=Verb.CHIPS, chips=_chips(words[1:], text, decimals))
    if later and len(words) == 1 and _is_number(head):
        return Action(who=who, verb=Verb.CHIPS, chips=_chips(words, text, decimals))
    said = head in SAYS
    unclear = False
    if said:
        words = words[1:]
        if not words:
            raise NotationError(
                f"'{text}': 'says' needs what was said, e.g. '{who} says raise 60' "
                f"or '{who} says 60'"
            )
        unclear = len(words) > 1 and words[-1].lower() == "unclear"
        if unclear:
            words = words[:-1]
            if not _is_number(words[-1]):
                raise NotationError(
                    f"'{text}': 'unclear' follows the number as said, e.g. '{who} says 5 "
                    f"unclear' or '{who} says bet 5 unclear'"
                )
        if len(words) == 1 and _is_number(words[0]):
            amount = parse_amount(words[0], context=text, decimals=decimals)
            return Action(who=who, verb=Verb.CHIPS, said=True, amount=amount, unclear=unclear)
    words = plain(words)
    verb_word, rest = words[0].lower(), words[1:]
    verb = VERB_WORDS.get(verb_word)
    if verb_word in ("chip", "chips", "floor"):
        raise NotationError(f"'{text}': {_misplaced(who, verb_word)}")
    if verb is None:
        raise NotationError(
            f"'{text}': unknown action '{words[0]}'{did_you_mean(verb_word)}; write "
            f"{nearest_form(who, words)}"
        )
    if said and verb in ALONE_VERBS:
        raise NotationError(f"'{text}': a {verb.value} is not said; write {example(who, verb)}")
    by = False
    if verb is Verb.RAISE and rest and rest[0].lower() == "by":
        by, rest = True, rest[1:]
    # A bare bet or raise (`3 raise`) is read here: in fixed limit it is the one legal size,
    # which the engine fills (`floorcli.engine.options`); elsewhere the engine refuses it.
    optional = said or verb in (Verb.CALL, Verb.BET, Verb.RAISE)
    if verb.takes_amount or verb is Verb.CALL:
        if not rest:
            if optional and not by:
                return Action(who=who, verb=verb, said=said)
            raise NotationError(f"'{text}': {needs_amount(who, verb, by=by)}")
        amount = parse_amount(rest[0], context=text, decimals=decimals)
        dead = False
        extra = rest[1:]
        if verb is Verb.POST and extra and extra[0].lower() == "dead":
            dead, extra = True, extra[1:]
        if extra:
            shown = example(who, verb, rest[0], by=by)
            raise NotationError(f"'{text}': unexpected '{' '.join(extra)}'; write {shown}")
        if unclear and (by or verb not in (Verb.BET, Verb.RAISE)):
            raise NotationError(
                f"'{text}': an unclear amount is a bet or raise said, e.g. '{who} says bet 5 "
                "unclear'"
            )
        return Action(
            who=who, verb=verb, amount=amount, dead=dead, by=by, said=said, unclear=unclear
        )
    if rest:
        raise NotationError(f"'{text}': '{verb.value}' takes no amount; write '{who} {verb.value}'")
    return Action(who=who, verb=verb, said=said)


def _misplaced(who: str, word: str) -> str:
    """What to write for ``chips`` after ``says`` and ``floor`` after the player.

    >>> _misplaced("3", "chips")
    "chips are pushed, not said: write '3 chips 100,25' or '3 says 125'"
    """
    if word == "floor":
        return f"a floor decision begins with 'floor', e.g. 'floor {who} dead'"
    return f"chips are pushed, not said: write '{who} chips 100,25' or '{who} says 125'"


def _parse_marker(street: Street, cards: list[str], text: str) -> StreetMarker:
    """A board marker (`flop Ah Kd 2c`) or a stud street's upcards.

    >>> _parse_marker(Street.FOURTH, ["1:7h", "3:2c"], "fourth 1:7h 3:2c").seats
    (1, 3)
    """
    seats: list[int] = []
    if street.is_stud:
        pairs = [_seat_card().match(c) for c in cards]
        if any(pairs):
            if not all(pairs):
                raise NotationError(
                    f"'{text}': write every upcard as seat:card (e.g. 'fourth 1:7h 3:2c') "
                    "or every one without seats, in seat order"
                )
            seats = [int(m.group(1)) for m in pairs if m]
            cards = [m.group(2) for m in pairs if m]
    for card in cards:
        if not _card().match(card):
            raise NotationError(
                f"'{text}': '{card}' is not a card; write rank then suit, e.g. Ah, Td, 7c"
            )
    if street is Street.SEVENTH and cards:
        raise NotationError(
            f"'{text}': seventh street is dealt face down; write 'seventh' without cards"
        )
    if len(set(seats)) != len(seats):
        raise NotationError(f"'{text}': a seat is written twice")
    if street.is_stud:
        return StreetMarker(street=street, cards=tuple(cards), seats=tuple(seats))
    want = _CARDS_PER_MARKER[street]
    if cards and len(cards) != want:
        raise NotationError(
            f"'{text}': the {street.value} is {want} card{'s' if want > 1 else ''}, "
            f"{len(cards)} written"
        )
    return StreetMarker(street=street, cards=tuple(cards))


def format_entry(entry: Entry) -> str:
    """The text form of an action or marker; `parse_entry(format_entry(e)) == e`."""
    return str(entry)
