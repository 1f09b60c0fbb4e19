"""PHH tokens as the floorcli entries the engine replays: actions and street markers.

`cc` and `cbr` become neutral actions (a check or a call, a bet or a raise): the engine makes
each the verb it was in the state it was made in.  `d db` is a street marker (checked against
the betting); a stud hand's `d dh` deals and a draw game's `pN sd` draws are gathered into one
marker a street.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from floorcli.errors import HandFileError, UnsupportedHand
from floorcli.formats.phh.actions import PLAYER, cards_of
from floorcli.formats.phh.numbers import Token, chips
from floorcli.model.actions import (
    DRAW_STREETS,
    STUD_STREETS,
    Action,
    Entry,
    Street,
    StreetMarker,
    Verb,
)

__all__ = ["entries_of"]

_CARD = re.compile(r"[2-9TJQKA][cdhs]")
_BOARD = (Street.FLOP, Street.TURN, Street.RIVER)


def entries_of(
    tokens: Sequence[Token], seats: Sequence[int], scale: int, *, file: str
) -> Iterator[tuple[int, Entry]]:
    """(action number, entry) for each token, read one at a time: a replay that stops at an
    earlier action reports that, not a later token's problem (a fourth board deal, a player
    who is not there).  `seats` are the seat numbers in PHH position order."""
    boards = 0
    stud = _StudDeals(seats, file)
    draws = _Draws(seats, file)
    for actor, verb, arg, k in tokens:
        if verb != "dh":
            yield from stud.flush()
        if verb != "sd":
            yield from draws.flush()
        if verb == "dh":
            stud.add(arg, k)
            continue
        if verb == "sd":
            draws.add(actor, arg, k)
            continue
        if verb == "pb":
            continue  # the deal posts the bring-in of the player the upcards pick
        if actor == "d":
            if boards >= len(_BOARD):
                raise HandFileError(f"action {k} 'd db {arg}': a fourth board deal", file=file)
            cards = _CARD.findall(arg)
            street = _BOARD[boards]
            boards += 1
            want = 3 if street is Street.FLOP else 1
            yield k, StreetMarker(street=street, cards=tuple(cards) if len(cards) == want else ())
            continue
        position = int(actor[1:])
        if position > len(seats):
            raise HandFileError(
                f"action {k} '{actor} {verb}': there are {len(seats)} players", file=file
            )
        who = str(seats[position - 1])
        if verb == "f":
            yield k, Action(who=who, verb=Verb.FOLD)
        elif verb == "cc":
            yield k, Action(who=who, verb=Verb.CALL, neutral=True)
        else:
            amount = chips(arg, scale)
            yield k, Action(who=who, verb=Verb.RAISE, amount=amount, neutral=True)
    yield from stud.flush()
    yield from draws.flush()


class _Draws:
    """A draw game's `pN sd` actions gathered into one marker a draw: the seats that drew
    and how many cards each (`pN sd` alone: stood pat, 0)."""

    def __init__(self, seats: Sequence[int], file: str) -> None:
        self.seats = seats
        self.file = file
        self.count = 0
        self.drawn: list[tuple[int, int]] = []
        self.first = 0

    def add(self, actor: str, arg: str, k: int) -> None:
        position = int(actor[1:])
        if position > len(self.seats):
            raise HandFileError(
                f"action {k} '{actor} sd': there are {len(self.seats)} players", file=self.file
            )
        if not self.drawn:
            self.first = k
        seat = self.seats[position - 1]
        if any(s == seat for s, _ in self.drawn):
            raise HandFileError(
                f"action {k} '{actor} sd {arg}': {actor} has drawn already in this draw",
                file=self.file,
            )
        self.drawn.append((seat, len(arg) // 2))

    def flush(self) -> Iterator[tuple[int, Entry]]:
        if not self.drawn:
            return
        drawn, self.drawn = self.drawn, []
        self.count += 1
        if self.count >= len(DRAW_STREETS):
            raise HandFileError(f"action {self.first}: a fourth draw", file=self.file)
        yield (
            self.first,
            StreetMarker(
                street=DRAW_STREETS[self.count],
                seats=tuple(s for s, _ in drawn),
                drawn=tuple(n for _, n in drawn),
            ),
        )


class _StudDeals:
    """Stud's `d dh` actions gathered into one street marker a street: the first deal is
    third street (its upcards pick the bring-in before any action), each later run of deals
    the next street with one upcard a player (seventh street is dealt down)."""

    def __init__(self, seats: Sequence[int], file: str) -> None:
        self.seats = seats
        self.file = file
        self.street = -1
        self.dealt: list[tuple[int, str | None]] = []
        self.first = 0

    def add(self, arg: str, k: int) -> None:
        player, _, text = arg.partition(" ")
        if PLAYER.fullmatch(player) is None or int(player[1:]) > len(self.seats):
            raise HandFileError(
                f"action {k} 'd dh {arg}': deal to a player, e.g. 'd dh p1 7h'", file=self.file
            )
        if not self.dealt:
            self.first = k
        cards = cards_of(text.strip())
        self.dealt.append((self.seats[int(player[1:]) - 1], cards[-1] if cards else None))

    def flush(self) -> Iterator[tuple[int, Entry]]:
        if not self.dealt:
            return
        dealt, self.dealt = self.dealt, []
        self.street += 1
        if self.street == 0:
            return  # third street: read before the deal (`third_street_upcards`)
        if self.street >= len(STUD_STREETS):
            raise HandFileError(f"action {self.first}: an eighth stud deal", file=self.file)
        street = STUD_STREETS[self.street]
        if street is Street.SEVENTH:
            yield self.first, StreetMarker(street=street)
            return
        if any(card is None for _, card in dealt):
            raise UnsupportedHand(
                f"action {self.first}: a {street.value} street upcard is unknown (??); "
                "floorcli needs every upcard to tell who acts first",
                file=self.file,
            )
        pairs = sorted((seat, card) for seat, card in dealt if card is not None)
        yield (
            self.first,
            StreetMarker(
                street=street, cards=tuple(c for _, c in pairs), seats=tuple(s for s, _ in pairs)
            ),
        )
