"""Parse and print the action grammar: ``<who> <verb> [amount] [dead]``, the table forms
(``says``, ``chips``, ``raise by``, ``pot``, ``unclear``, ``then``, ``with``, ``out of turn``),
floor decisions (``floor <who> dead|forfeit <amount>|no-raise``) and street markers."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from floorcli.errors import NotationError
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
from floorcli.textio.numbers import (
    MAX_CHIPS,
    MAX_DECIMALS,
    Written,
    decimals_of,
    scaled,
    too_large,
)

if TYPE_CHECKING:
    from decimal import Decimal

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
    "'floor <seat or name> dead|no-raise|forfeit <amount>' (a floor decision), "
    "or a street marker 'flop|turn|river [cards]' "
    "(stud: 'fourth|fifth|sixth [seat:card ...]', 'seventh')"
)


def is_card(text: str) -> bool:
    """True for a card written rank then suit.

    >>> is_card("Kh"), is_card("10c"), is_card("K")
    (True, True, False)
    """
    return bool(_CARD.match(text))


def parse_amount(word: str, *, context: str, decimals: int = 0) -> int:
    """A non-negative number of chips, in ASCII digits, at most `MAX_CHIPS`, in units of
    ``10**-decimals`` chips: whole chips by default, cents (``1.50`` is 150) with
    ``decimals=2``.

    >>> parse_amount("1,000", context="3 raise 1,000"), parse_amount("1.5", context="", decimals=2)
    (1000, 150)
    """
    cleaned = word.replace(",", "").replace("_", "")
    if cleaned.isascii() and cleaned.isdigit():  # whole chips: no Decimal needed
        if len(cleaned) > len(str(MAX_CHIPS)) or too_large(int(cleaned)):
            raise NotationError(
                f"'{_short(context)}': the amount {_short(word)} is too large; amounts are at "
                f"most {MAX_CHIPS:,} chips"
            )
        return int(cleaned) * int(10**decimals)
    value = exact_amount(word, context=context)
    places = decimals_of(value)
    if places > decimals:
        if decimals == 0:
            raise NotationError(
                f"'{_short(context)}': the amount {_short(word)} has cents but this hand is "
                "played in whole chips; write a whole number of chips such as 25, or give the "
                "hand's blinds or stacks in cents (e.g. blinds 1.00, 2.00)"
            )
        raise NotationError(
            f"'{_short(context)}': the amount {_short(word)} has {places} decimal places and "
            f"this hand's blinds and stacks {decimals}; write it with at most {decimals}"
        )
    return scaled(value, decimals)


def exact_amount(word: str, *, context: str) -> Decimal:
    """A non-negative amount as typed, exactly: ASCII digits (thousands may be grouped with
    commas), at most `MAX_DECIMALS` decimal places, at most `MAX_CHIPS`.

    >>> exact_amount("0.50", context=""), exact_amount("1,000", context="")
    (Decimal('0.50'), Decimal('1000'))
    """
    cleaned = word.replace(",", "").replace("_", "")
    whole, dot, part = cleaned.partition(".")
    if cleaned.isascii() and whole.isdigit() and (not dot or part.isdigit()):
        if len(whole) > len(str(MAX_CHIPS)) or too_large(int(whole)):
            raise NotationError(
                f"'{_short(context)}': the amount {_short(word)} is too large; amounts are at "
                f"most {MAX_CHIPS:,} chips"
            )
        if len(part) > MAX_DECIMALS:
            raise NotationError(
                f"'{_short(context)}': the amount {_short(word)} has {len(part)} decimal places; "
                f"amounts have at most {MAX_DECIMALS}, e.g. 0.25"
            )
        from decimal import Decimal

        value = Decimal(cleaned)
        if too_large(value):
            raise NotationError(
                f"'{_short(context)}': the amount {_short(word)} is too large; amounts are at "
                f"most {MAX_CHIPS:,} chips"
            )
        return value
    if re.fullmatch(r"-[0-9]+(\.[0-9]+)?", cleaned):
        raise NotationError(
            f"'{context}': the amount {word} is not a whole, non-negative number of chips; "
            "amounts are chip counts such as 25"
        )
    odd = next((c for c in word if not (c.isascii() and (c.isdigit() or c in ",_"))), None)
    if odd is not None and any(c.isdigit() or c.isnumeric() for c in word):
        at = context.find(word) + word.index(odd) + 1
        raise NotationError(
            f"'{context}': '{odd}' (U+{ord(odd):04X}, character {at}) is not a digit floorcli "
            "reads; write numbers with the digits 0-9, e.g. 25"
        )
    raise NotationError(f"'{context}': '{word}' is not an amount; write a number such as 25")


def typed_amount(word: str, *, context: str) -> int | Written:
    """An amount flag as it was typed, for a hand file built from flags: a whole number, or
    a `Written` float that keeps its text (``0.50``) so the hand reads it exactly.

    >>> typed_amount("1,000", context=""), typed_amount("0.50", context="").text
    (1000, '0.50')
    """
    value = exact_amount(word, context=context)
    return int(value) if decimals_of(value) == 0 else Written(str(value))


def amount_decimals(words: Iterable[str]) -> int:
    """The most decimal places among `words` that are amounts (the rest are left for their own
    parsing to refuse): the unit a set of flags is read in, ``0.25,0.50`` two places.

    >>> amount_decimals(["0.25", "0.5", "3"]), amount_decimals(["100", "x"])
    (2, 0)
    """
    found = 0
    for word in words:
        try:
            found = max(found, decimals_of(exact_amount(word, context=word)))
        except NotationError:
            continue
    return found


def _short(text: str) -> str:
    return text if len(text) <= 40 else f"{text[:20]}...({len(text)} characters)"


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
    "folded) or 'floor <seat or name> no-raise' (limited to calling or folding)"
)


def _parse_floor(words: list[str], text: str, decimals: int = 0) -> Action:
    """A floor decision: ``floor 3 dead``, ``floor 8 forfeit 30``, ``floor 3 no-raise``.

    >>> _parse_floor(["8", "forfeit", "30"], "floor 8 forfeit 30").amount
    30
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
            raise NotationError(
                f"'{text}': say how many chips are forfeited, e.g. 'floor {who} forfeit 30'"
            )
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


def _is_number(word: str) -> bool:
    cleaned = word.replace(",", "").replace("_", "")
    whole, dot, part = cleaned.partition(".")
    if dot and whole and part:  # an amount with cents, 1.50
        cleaned = whole + part
    return cleaned.isdigit() or cleaned.isnumeric()


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
