"""PHH actions: the tokens the betting follows, their lines, and the floorcli entries they are.

`pN cbr X` is a bet or raise to X, `pN cc` a check or a call, `pN f` a fold; `d db` deals the
board (a street marker, checked against the betting); hole cards, shows and mucks are not
rulings and are passed over.  `cc` and `cbr` become neutral actions (a check or a call, a bet
or a raise): the engine makes each the verb it was in the state it was made in.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from floorcli.errors import HandFileError, UnsupportedHand
from floorcli.formats.phh.header import Token, chips
from floorcli.formats.phh.numbers import MAX_DIGITS
from floorcli.formats.phh.variants import DRAWS, GAMES
from floorcli.model.actions import (
    DRAW_STREETS,
    STUD_STREETS,
    Action,
    Entry,
    Street,
    StreetMarker,
    Verb,
)

_CARD = re.compile(r"[2-9TJQKA][cdhs]")
_PLAYER = re.compile(r"p[1-9][0-9]*")
_PLAIN = re.compile(r"(p[1-9][0-9]*) (f|cc)|(p[1-9][0-9]*) cbr ([0-9]+)|d db (\S+)")
"""`pN f`, `pN cc`, `pN cbr X` in whole chips and `d db CARDS`, written with single spaces."""
_BOARD = (Street.FLOP, Street.TURN, Street.RIVER)


def tokens_of(data: Mapping[str, Any], file: str, where: str) -> tuple[list[Token], bool]:
    """(actor, verb, argument, action number) of each action that the betting follows
    (commentary, hole cards and shown hands left out), and whether every bet is in whole
    chips."""
    raw = data.get("actions", [])
    if not isinstance(raw, list):
        raise HandFileError(f"{where}actions: PHH needs a list of strings", file=file)
    stud = data.get("variant") in GAMES  # stud: the upcards decide who acts
    draw = data.get("variant") in DRAWS  # draw games: `pN sd` between betting rounds
    every = plain_actions(data)
    if every is not None:
        return tokens_from_plain(every), True
    out: list[Token] = []
    whole = True
    for k, item in enumerate(raw, start=1):
        if not isinstance(item, str):
            raise HandFileError(f"{where}action {k}: {item!r} is not a string", file=file)
        if item.startswith("d dh "):
            if stud:
                out.append(("d", "dh", item.split("#", 1)[0][5:].strip(), k))
            continue  # hole cards: nothing to rule on
        plain = _PLAIN.fullmatch(item)
        if plain is not None:  # the usual spelling, read in one step
            actor, verb, raiser, amount, board = plain.groups()
            if actor is not None:
                out.append((actor, verb, "", k))
            elif raiser is not None:
                out.append((raiser, "cbr", amount, k))
            else:
                out.append(("d", "db", board, k))
            continue
        words = (item.split("#", 1)[0] if "#" in item else item).split()
        if not words:
            continue
        actor, verb = words[0], words[1] if len(words) > 1 else ""
        arg = words[2] if len(words) == 3 else " ".join(words[2:])
        player = _PLAYER.fullmatch(actor) is not None
        if (actor == "d" and verb == "db") or (player and verb in ("f", "cc")):
            out.append((actor, verb, arg, k))
        elif (actor == "d" and verb == "dh") or (player and verb == "sm"):
            continue
        elif player and verb == "cbr":
            if not (arg.isascii() and arg.isdigit()):
                whole = False
                try:
                    float(arg)
                except ValueError:
                    raise HandFileError(
                        f"{where}action {k} '{item}': 'cbr' needs an amount, e.g. 'p3 cbr 300'",
                        file=file,
                    ) from None
            out.append((actor, verb, arg, k))
        elif player and verb == "pb" and stud:
            out.append((actor, verb, "", k))
        elif player and verb == "sd" and draw:
            out.append((actor, verb, arg.replace(" ", ""), k))
        elif verb in ("sd", "pb"):
            raise UnsupportedHand(
                f"{where}action {k} '{item}': draws and bring-ins are not supported", file=file
            )
        else:
            raise HandFileError(
                f"{where}action {k} '{item}': not a PHH action (d db, d dh, pN f, pN cc, "
                "pN cbr X, pN sm)",
                file=file,
            )
    return out, whole


_LINES = re.compile(
    r"^(?:d dh [^\n]*|(p[1-9][0-9]*) (f|cc)|(p[1-9][0-9]*) cbr ([0-9]{1,"
    + str(MAX_DIGITS)
    + r"})|d db (\S+))$",
    re.M,
)
"""`_PLAIN` and hole cards, one line each of the actions joined with newlines; a `cbr`
amount of more than `MAX_DIGITS` digits is left to the loop (which refuses it)."""

PlainAction = tuple[str, str, str, str, str]
"""One action written the usual way, as `_LINES` reads it: (player, `f` or `cc`, raiser,
amount, board), the parts it is not empty (a hole-card deal is all empty)."""


def plain_actions(data: Mapping[str, Any]) -> list[PlainAction] | None:
    """The actions of a hold'em or Omaha hand whose every action is written the usual way
    (`_PLAIN` with a bounded amount, or hole cards dealt), read with one regular-expression
    pass over all of them; None for anything else (stud, draws, comments, other spellings,
    not a list of text), for `tokens_of`'s own loop to read one by one."""
    raw = data.get("actions", [])
    if type(raw) is not list or data.get("variant") in GAMES or data.get("variant") in DRAWS:
        return None
    try:
        joined = "\n".join(raw)
    except TypeError:  # an action that is not a string: the loop names it
        return None
    if joined.count("\n") != len(raw) - 1:
        return None  # an action holding a line break
    found: list[PlainAction] = _LINES.findall(joined)
    return found if len(found) == len(raw) else None  # else a line did not match


def tokens_from_plain(found: list[PlainAction]) -> list[Token]:
    """The tokens `tokens_of`'s loop reads from the same actions (hole cards left out)."""
    return [
        (actor, verb, "", k)
        if actor
        else (raiser, "cbr", amount, k)
        if raiser
        else ("d", "db", board, k)
        for k, (actor, verb, raiser, amount, board) in enumerate(found, start=1)
        if actor or raiser or board
    ]


def action_lines(text: str, tokens: Sequence[Token]) -> dict[int, int]:
    """The line of each action in the file's text (best effort: 0 when not found)."""
    lines: dict[int, int] = {}
    pos = text.find("actions")
    line = text.count("\n", 0, pos) + 1 if pos >= 0 else 0
    for actor, verb, _arg, k in tokens:
        needle = f"{actor} {verb}"
        found = text.find(needle, pos) if pos >= 0 else -1
        if found >= 0:
            line += text.count("\n", pos, found)
            pos = found
        lines[k] = line
    return lines


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


def cards_of(text: str) -> list[str | None]:
    """A PHH card string as cards, None for each unknown one (`??`).

    >>> cards_of("5d??Ad")
    ['5d', None, 'Ad']
    """
    return [None if text[i : i + 2] == "??" else text[i : i + 2] for i in range(0, len(text), 2)]


def third_street_upcards(
    tokens: Sequence[Token], seats: Sequence[int]
) -> tuple[tuple[int, str], ...]:
    """A stud hand's third-street upcards, (seat, card): the third card of each player's first
    deal (two down, one up); a player whose upcard is unknown (`??`) has none."""
    seen: set[str] = set()
    out: list[tuple[int, str]] = []
    for _actor, verb, arg, _k in tokens:
        if verb != "dh":
            if seen:
                break
            continue
        player, _, text = arg.partition(" ")
        if player in seen or _PLAYER.fullmatch(player) is None:
            break
        seen.add(player)
        cards = cards_of(text.strip())
        position = int(player[1:])
        if len(cards) >= 3 and cards[2] is not None and position <= len(seats):
            out.append((seats[position - 1], cards[2]))
    return tuple(sorted(out))


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
        if _PLAYER.fullmatch(player) is None or int(player[1:]) > len(self.seats):
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


__all__ = [
    "PlainAction",
    "action_lines",
    "cards_of",
    "entries_of",
    "plain_actions",
    "third_street_upcards",
    "tokens_from_plain",
    "tokens_of",
]
