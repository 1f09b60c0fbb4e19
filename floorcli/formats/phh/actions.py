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
from floorcli.model.actions import Action, Entry, Street, StreetMarker, Verb

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
    out: list[Token] = []
    whole = True
    for k, item in enumerate(raw, start=1):
        if not isinstance(item, str):
            raise HandFileError(f"{where}action {k}: {item!r} is not a string", file=file)
        if item.startswith("d dh "):
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
    for actor, verb, arg, k in tokens:
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
            amount = chips(float(arg), scale)
            yield k, Action(who=who, verb=Verb.RAISE, amount=amount, neutral=True)


__all__ = ["action_lines", "entries_of", "tokens_of"]
