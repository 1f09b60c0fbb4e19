"""Amounts as typed in actions, flags and calculators: ASCII digits only, thousands grouped with
commas, at most `MAX_CHIPS`, whole chips or, in a hand played in cents, up to its decimals.
Hex, a leading ``+``, an exponent or underscores are refused with the plain number to write
(`floorcli.textio.numbers.plain_number`, the one rule for numbers)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from floorcli.errors import NotationError
from floorcli.textio.numbers import (
    MAX_CHIPS,
    MAX_DECIMALS,
    Written,
    decimals_of,
    plain_number,
    scaled,
    too_large,
)

if TYPE_CHECKING:
    from decimal import Decimal

__all__ = ["amount_decimals", "exact_amount", "is_number", "parse_amount", "typed_amount"]


def parse_amount(word: str, *, context: str, decimals: int = 0) -> int:
    """A non-negative number of chips, in ASCII digits, at most `MAX_CHIPS`, in units of
    ``10**-decimals`` chips: whole chips by default, cents (``1.50`` is 150) with
    ``decimals=2``.

    >>> parse_amount("1,000", context="3 raise 1,000"), parse_amount("1.5", context="", decimals=2)
    (1000, 150)
    """
    cleaned = word.replace(",", "")
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
    cleaned = word.replace(",", "")
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
    plain = plain_number(cleaned)
    if plain is not None:  # 0x20, +3, 1e3, 1_000: one rule for numbers (textio.numbers)
        raise NotationError(
            f"'{_short(context)}': {_short(word)} is not an amount as floorcli reads them; "
            f"write {plain}"
        )
    odd = next((c for c in word if not (c.isascii() and (c.isdigit() or c == ","))), None)
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


def list_items(text: str, *, flag: str, slash: bool = True, required: bool = False) -> list[str]:
    """The items of a list flag, split at commas, spaces and (with `slash`) slashes: ``5,10``,
    ``5 10`` and ``5/10`` alike.  Nothing between two commas (or a comma at either end) is
    refused: ``--bets 5,,35`` may have lost a bet, and a pot counted without it is wrong; so
    is a number with a leading 0, as ``--bets 1,000`` gives (the thousands of 1,000).
    `required` refuses a flag given with nothing in it (``--bets ""``).

    >>> list_items("5, 10/20", flag="--blinds")
    ['5', '10', '20']
    >>> try:
    ...     list_items("5,,35", flag="--bets")
    ... except NotationError as err:
    ...     print(err.message[:57])
    '--bets 5,,35': nothing between two commas; write the one
    """
    pieces = re.split("[,/]" if slash else ",", text)
    words = [w for piece in pieces for w in piece.split()]
    if required and not words:  # `--bets ""`: a value lost, not "no bets"
        raise NotationError(
            f"'{flag} {_short(text)}': nothing given; write the values after {flag}, or leave "
            f"{flag} out"
        )
    if len(pieces) > 1 and any(not piece.strip() for piece in pieces):
        instead = f", or {flag} {_short(','.join(words))} if there is none" if words else ""
        raise NotationError(
            f"'{flag} {_short(text)}': nothing between two commas; write the one left out" + instead
        )
    padded = next((w for w in words if len(w) > 1 and w[0] == "0" and w.isdigit()), None)
    if padded is not None:  # `--bets 1,000,2,000`: the thousands of an amount, not a bet
        raise NotationError(
            f"'{flag} {_short(text)}': '{padded}' is no amount (a leading 0); in a list the "
            "commas part the amounts, so write 1,000 as 1000"
        )
    return words


def _short(text: str) -> str:
    return text if len(text) <= 40 else f"{text[:20]}...({len(text)} characters)"


def is_number(word: str) -> bool:
    cleaned = word.replace(",", "")
    whole, dot, part = cleaned.partition(".")
    if dot and whole and part:  # an amount with cents, 1.50
        cleaned = whole + part
    return cleaned.isdigit() or cleaned.isnumeric()
