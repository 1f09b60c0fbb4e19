"""Parse and print the action grammar: ``<who> <verb> [amount] [dead]``, the table forms
(``says``, ``chips``, ``raise by``, ``pot``, ``unclear``, ``then``, ``with``, ``out of turn``),
floor decisions (``floor <who> dead|forfeit <amount>|no-raise|stands <to>``) and street
markers."""

from __future__ import annotations

import re

from floorcli.errors import NotationError
from floorcli.formats.amounts import is_number as _is_number
from floorcli.formats.amounts import parse_amount
from floorcli.model.actions import (
    ALONE_VERBS,
    STUD_STREETS,
    Action,
    Decision,
    Entry,
    Street,
    StreetMarker,
    Verb,
)
from floorcli.model.evolve import evolve

_CARD = re.compile(r"^(?:[2-9TJQKA]|10)[cdhs]$", re.IGNORECASE)
_MARKERS = {s.value: s for s in (Street.FLOP, Street.TURN, Street.RIVER, *STUD_STREETS[1:])}
_CARDS_PER_MARKER = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}
_SEAT_CARD = re.compile(r"^(\d+):(\S+)$")
_SYNONYMS = {"all-in": Verb.ALLIN, "all_in": Verb.ALLIN, "shove": Verb.ALLIN, "jam": Verb.ALLIN}

GRAMMAR_HINT = (
    "write '<seat or name> fold|check|call|allin', '<seat or name> bet|raise <to>', "
    "'<seat or name> straddle|sleeper <amount>', '<seat or name> post <amount> [dead]', "
    "'<seat or name> complete', '<seat or name> call <to>' (a call of less), "
    "'<seat or name> raise by <amount>', '<seat or name> says <action> [amount]', "
    "'<seat or name> chips 100,25,25' / 'chip 500', '<seat or name> [says] pot', "
    "'<seat or name> says [bet|raise] <amount> unclear', '... then <more>', "
    "'... with <more>' (the same motion), '... out of turn', "
    "'floor <seat or name> dead|no-raise|forfeit <amount>|stands <to>' (a floor decision), "
    "or a street marker 'flop|turn|river [cards]' "
    "(stud: 'fourth|fifth|sixth [seat:card ...]', 'seventh')"
)


def is_card(text: str) -> bool:
    """True for a card written rank then suit.

    >>> is_card("Kh"), is_card("10c"), is_card("K")
    (True, True, False)
    """
    return bool(_CARD.match(text))


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
        raise NotationError(f"an empty action; {GRAMMAR_HINT}")
    head = words[0].lower()
    if head in _MARKERS:
        return _parse_marker(_MARKERS[head], words[1:], text)
    if head == "floor":
        return _parse_floor(words[1:], text, decimals)
    if len(words) < 2:
        if _is_number(words[0]) and not words[0].isascii():
            parse_amount(words[0], context=text)  # refuses the digit with its position
        if words[0].replace(",", "").isdigit():
            raise NotationError(
                f"'{text}' is a number with no seat or action: if it belongs to the chips "
                "before it, a [flow, list] splits at commas; write the chips with spaces "
                "('3 chips 1000 500') or quote the action"
            )
        raise NotationError(f"'{text}' has no action after '{words[0]}'; {GRAMMAR_HINT}")
    who, rest = words[0], words[1:]
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
            f"'{text}': 'then' and 'with' need an action on each side; {GRAMMAR_HINT}"
        )
    first = _parse_motion(who, parts[0], text, later=False, decimals=decimals)
    then = tuple(
        evolve(_parse_motion(who, part, text, later=True, decimals=decimals), together=together)
        for part, together in zip(parts[1:], joins, strict=True)
    )
    if (then or out_of_turn) and first.verb in ALONE_VERBS:
        raise NotationError(f"'{text}': a {first.verb.value} is written alone; {GRAMMAR_HINT}")
    return evolve(first, then=then, out_of_turn=out_of_turn)


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
    said = head in ("says", "say", "said")
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
    verb_word, rest = words[0].lower(), words[1:]
    verb = _SYNONYMS.get(verb_word)
    if verb is None:
        try:
            verb = Verb(verb_word)
        except ValueError:
            raise NotationError(f"'{text}': unknown action '{words[0]}'; {GRAMMAR_HINT}") from None
    if verb is Verb.CHIPS or (said and verb in ALONE_VERBS) or verb is Verb.FLOOR:
        raise NotationError(f"'{text}': unknown action '{words[0]}'; {GRAMMAR_HINT}")
    by = False
    if verb is Verb.RAISE and rest and rest[0].lower() == "by":
        by, rest = True, rest[1:]
    optional = said or verb is Verb.CALL
    if verb.takes_amount or verb is Verb.CALL:
        if not rest:
            if optional and not by:
                return Action(who=who, verb=verb, said=said)
            raise NotationError(
                f"'{text}': '{verb.value}{' by' if by else ''}' needs an amount, e.g. "
                f"'{who} {verb.value} 20' (bet and raise amounts are the round total; "
                f"'{who} raise by 20' is 20 over the bet)"
            )
        amount = parse_amount(rest[0], context=text, decimals=decimals)
        dead = False
        extra = rest[1:]
        if verb is Verb.POST and extra and extra[0].lower() == "dead":
            dead, extra = True, extra[1:]
        if extra:
            raise NotationError(f"'{text}': unexpected '{' '.join(extra)}'; {GRAMMAR_HINT}")
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


def _parse_marker(street: Street, cards: list[str], text: str) -> StreetMarker:
    """A board marker (`flop Ah Kd 2c`) or a stud street's upcards.

    >>> _parse_marker(Street.FOURTH, ["1:7h", "3:2c"], "fourth 1:7h 3:2c").seats
    (1, 3)
    """
    seats: list[int] = []
    if street.is_stud:
        pairs = [_SEAT_CARD.match(c) for c in cards]
        if any(pairs):
            if not all(pairs):
                raise NotationError(
                    f"'{text}': write every upcard as seat:card (e.g. 'fourth 1:7h 3:2c') "
                    "or every one without seats, in seat order"
                )
            seats = [int(m.group(1)) for m in pairs if m]
            cards = [m.group(2) for m in pairs if m]
    for card in cards:
        if not _CARD.match(card):
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
