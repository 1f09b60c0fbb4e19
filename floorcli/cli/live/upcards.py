"""Stud at the live table: the third-street upcards typed as a line before the first action.

A stud game started from flags without `--upcards` cannot be dealt yet (the upcards decide who
brings in).  Instead of refusing, `floorcli table` asks for them and reads lines until one is
``upcards 1:Kh 2:3c 3:9d`` (the same seat:card pairs as `--upcards`, spaces or commas between
them) that deals a hand; then the table starts as if they had been given with the flag, so the
saved hand file and the journal hold them.  A mistyped line changes nothing and says what to
type; ``quit`` (or the end of the input) leaves without a hand.  With ``--json`` each of these
answers is one JSON object a line, as at the table itself (`cli.live.loop`): ``{"message":
...}`` for what the table says, ``{"hint": ...}`` for a line that changed nothing; the line
typed is not echoed.
"""

from __future__ import annotations

import sys
from collections.abc import Callable

from floorcli.errors import FloorError
from floorcli.table.stud import UPCARDS_HINT
from floorcli.textio.yamlsrc import LineDict

__all__ = ["UPCARDS_HINT", "needs_upcards", "read_upcards"]


def needs_upcards(data: LineDict) -> bool:
    """True for a stud game built from flags that has no upcards yet (anything else wrong
    with the flags is left for the table's own start to refuse)."""
    from floorcli.formats.handfile import HAND_KEYS
    from floorcli.profiles import loader
    from floorcli.profiles.choices import Game
    from floorcli.profiles.validate import validate_settings

    if "upcards" in data:
        return False
    try:
        overrides = validate_settings(data, "the command line", allow_hand_keys=HAND_KEYS)
        rules = loader.build_rules(str(data.get("rules")), overrides)
    except FloorError:
        return False
    return rules.game is not Game.COMMUNITY


def read_upcards(
    data: LineDict,
    *,
    say: Callable[[str], None],
    read: Callable[[str], str] = input,
    tty: bool | None = None,
    as_json: bool = False,
) -> bool:
    """Read lines until one is an ``upcards ...`` line that deals `data`'s hand, and put the
    upcards in `data`; False when the input ends or says ``quit`` first.  `as_json`: each
    answer is said as one JSON object (``{"message": ...}``, ``{"hint": ...}``)."""
    from floorcli.cli.render import json_text
    from floorcli.formats.handfile import UPCARDS_HINT as FILE_HINT
    from floorcli.formats.handfile import parse_yaml_hand
    from floorcli.table.hand import hand_yaml, upcards_from_flag

    def hint(text: str) -> None:
        say(json_text({"hint": text}, indent=None) if as_json else f"? {text}")

    tty = sys.stdin.isatty() if tty is None else tty
    opening = f"Stud: {UPCARDS_HINT}."
    say(json_text({"message": opening}, indent=None) if as_json else opening)
    while True:
        try:
            line = read("upcards> " if tty else "").strip()
        except EOFError:
            return False
        if not tty and not as_json:
            say(f"upcards> {line}")
        word, _, rest = line.partition(" ")
        if word.lower() in ("quit", "exit", "q") and not rest:
            return False
        if word.lower() != "upcards" or not rest.strip():
            hint(f"'{line}': the upcards come first; {UPCARDS_HINT}")
            continue
        try:
            cards = upcards_from_flag(rest)
            trial = LineDict(data)
            trial["upcards"] = LineDict(cards)
            parse_yaml_hand(hand_yaml(trial), file="the command line")
        except FloorError as err:
            # the hand file's form of the hint, 'upcards: {1: Kh}', as a line at the table
            message = err.message.replace(FILE_HINT, UPCARDS_HINT).replace("--upcards", "upcards")
            hint(f"'{line}': {message}")
            continue
        data["upcards"] = LineDict(cards)
        return True
