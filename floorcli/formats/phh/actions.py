"""PHH actions: the tokens the betting follows and their lines.

`pN cbr X` is a bet or raise to X, `pN cc` a check or a call, `pN f` a fold; `d db` deals the
board; hole cards, shows and mucks are not rulings and are passed over.  The entries the
engine replays are made from the tokens by `floorcli.formats.phh.entries`; the audit's fast
lane plays the tokens (or `plain_actions`) as they are.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from floorcli.errors import HandFileError, UnsupportedHand
from floorcli.formats.phh.numbers import MAX_DIGITS, Token
from floorcli.formats.phh.variants import DRAWS, GAMES

PLAYER = re.compile(r"p[1-9][0-9]*")
"""A PHH player: `p1`, `p2`, ..."""
_PLAIN = re.compile(r"(p[1-9][0-9]*) (f|cc)|(p[1-9][0-9]*) cbr ([0-9]+)|d db (\S+)")
"""`pN f`, `pN cc`, `pN cbr X` in whole chips and `d db CARDS`, written with single spaces."""


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
        player = PLAYER.fullmatch(actor) is not None
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


_LINE = (
    r"(?:d d(?:h [^\n]*|b \S+)|p[1-9][0-9]* (?:f|cc|cbr [0-9]{1,"
    + str(MAX_DIGITS)
    + r"}|sm(?: [^\n]*)?))"
)
"""One action written the usual way: `_PLAIN` (a `cbr` amount of at most `MAX_DIGITS` digits:
a longer one is left to the loop, which refuses it), hole cards (`d dh ...`) or a hand shown
or mucked (`pN sm CARDS`, `pN sm`)."""
_LINES = re.compile(f"{_LINE}(?:\n{_LINE})*")
"""`_LINE`s joined with newlines: every action of a hand checked in one match, with no
groups (a group a line, as `findall` gives them, costs three times the match)."""


def plain_actions(data: Mapping[str, Any]) -> list[str] | None:
    """The actions of a hold'em or Omaha hand when every one is written the usual way
    (`_LINE`: `_PLAIN` with a bounded amount, hole cards dealt, a hand shown or mucked),
    checked with one regular-expression match over all of them: the list as it is, to be
    read action by action (`tokens_from_plain`, or the audit's fast lane) by the first
    letters alone.  None for anything else (stud, draws, comments, other spellings, not a
    list of text), for `tokens_of`'s own loop to read one by one."""
    raw = data.get("actions", [])
    if type(raw) is not list or data.get("variant") in GAMES or data.get("variant") in DRAWS:
        return None
    try:
        joined = "\n".join(raw)
    except TypeError:  # an action that is not a string: the loop names it
        return None
    if joined.count("\n") != len(raw) - 1:
        return None  # an action holding a line break (or no action at all)
    return raw if _LINES.fullmatch(joined) is not None else None


def tokens_from_plain(actions: list[str]) -> list[Token]:
    """The tokens `tokens_of`'s loop reads from the same actions (`plain_actions`' list):
    `d db CARDS` a board, `pN f`, `pN cc` and `pN cbr X`; hole cards and shows left out."""
    out: list[Token] = []
    for k, action in enumerate(actions, start=1):
        if action[0] == "d":  # `d dh ...` (hole cards: passed over) or `d db CARDS`
            if action[3] == "b":
                out.append(("d", "db", action[5:], k))
            continue
        actor, _, verb = action.partition(" ")
        if verb == "f" or verb == "cc":
            out.append((actor, verb, "", k))
        elif verb[0] == "c":  # `cbr X`
            out.append((actor, "cbr", verb[4:], k))
    return out


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
        if player in seen or PLAYER.fullmatch(player) is None:
            break
        seen.add(player)
        cards = cards_of(text.strip())
        position = int(player[1:])
        if len(cards) >= 3 and cards[2] is not None and position <= len(seats):
            out.append((seats[position - 1], cards[2]))
    return tuple(sorted(out))


__all__ = [
    "PLAYER",
    "action_lines",
    "cards_of",
    "plain_actions",
    "third_street_upcards",
    "tokens_from_plain",
    "tokens_of",
]
