"""How `convert` writes one PHH action line (a plain action, the ruled action of a floor
dispute, a board deal, the antes), and the check that what it writes reads back.

A table action (chips, words, several motions) is written as the action the floor ruled it to be
(`ruled`), its typed words kept in a PHH comment beside it.  `checked_phh` reads the PHH text
back and plays it: a hand PHH cannot hold as floorcli rules it (an out-of-turn action that binds
later, a house setting PHH has no field for) is refused in one line naming the first action
that would read back otherwise, rather than written wrong.
"""

from __future__ import annotations

from typing import Any

from floorcli.engine import options
from floorcli.engine.replay import replay_hand
from floorcli.engine.state import Player, State
from floorcli.errors import HandFileError
from floorcli.model.actions import Action, Street, Verb
from floorcli.model.hand import Hand
from floorcli.profiles.amounts import amount_text
from floorcli.profiles.choices import AnteMode
from floorcli.profiles.settings import Rules

UNREADABLE = (
    "'{entry}' was {why}: PHH records only the action a player made, so write the plain "
    "action the floor ruled (e.g. '3 call', '3 raise 120') to convert the hand"
)


def ruled(player: Player, before: int, decimals: int) -> str:
    """The PHH action a table action was ruled to be: a fold, a check or call (`cc`: the bet
    was not raised), else a bet or raise to the total the player has in."""
    if player.folded:
        return "f"
    if player.bet <= before:
        return "cc"
    return f"cbr {amount_text(player.bet, decimals)}"


RULED = ("seat", "action", "to", "reopens")


def _played(hand: Hand) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    from floorcli.answers.hand import ask_report, ruling_dict

    result = replay_hand(hand)
    return [ruling_dict(r) for r in result.rulings], ask_report(result.final)


def checked_phh(hand: Hand, text: str) -> str:
    """`text`, the PHH written for `hand`, when it reads back to the hand as it was played
    (each action the same action to the same amount, the same answers after it); else a
    HandFileError in one line naming the first difference."""
    from floorcli.answers.phh import read_hand
    from floorcli.formats.phh.reader import loads

    back = read_hand(loads(text, file=hand.file), file=hand.file, text=text).hand
    _same_play(hand, back, "PHH")
    return text


def checked_yaml(hand: Hand, text: str) -> str:
    """`text`, the hand file written for `hand` (read from PHH), when it reads back to the
    hand as played; else a HandFileError in one line naming the first difference."""
    from pathlib import Path

    from floorcli.formats.handfile import parse_hand
    from floorcli.textio.yamlsrc import LineDict, load_yaml

    data = load_yaml(text, hand.file)
    assert isinstance(data, LineDict)  # `to_yaml` writes a mapping
    back = parse_hand(data, file=hand.file, base=Path(hand.file).parent)
    _same_play(hand, back, "a hand file")
    return text


def _same_play(hand: Hand, back: Hand, written: str) -> None:
    """Refuse (HandFileError) when `back`, the hand as written in the other format, does not
    play as `hand` does."""
    (ours, final), (theirs, final_back) = _played(hand), _played(back)
    for mine, read in zip(ours, theirs, strict=False):
        plain = not mine["input"] or mine["verdict"] == read["verdict"] or _table_action(mine)
        if any(mine[k] != read[k] for k in RULED) or not plain:
            raise HandFileError(
                f"'{mine['input']}' was ruled {_said(mine)} but would read back from {written} as "
                f"{_said(read)}: {written} cannot hold this hand as ruled; keep the original",
                file=hand.file,
            )
    from floorcli.answers.compare import FINAL_KEYS  # the answers `compare` sets side by side

    for key in FINAL_KEYS:
        if final.get(key) != final_back.get(key) or len(ours) != len(theirs):
            raise HandFileError(
                f"the hand would read back from {written} with {key} {final_back.get(key)} "
                f"instead of {final.get(key)} (a house setting it cannot hold): keep the original",
                file=hand.file,
            )


def _table_action(ruling: dict[str, Any]) -> bool:
    """A floor dispute (words, chips, several motions): read back as the plain action it was
    ruled to be, so its verdict ("corrected") is not expected back."""
    return any(w in f" {ruling['input']} " for w in (" says ", " chip ", " chips ", " then "))


def _said(ruling: dict[str, Any]) -> str:
    to = f" {ruling['to']}" if ruling["to"] is not None else ""
    return f"Seat {ruling['seat']} {ruling['action']}{to}"


BOARD_CARDS = {Street.FLOP: 3, Street.TURN: 1, Street.RIVER: 1}


def phh_antes(rules: Rules, n: int, file: str) -> list[int]:
    effective = [0] * n
    if rules.ante and rules.ante_mode is AnteMode.ALL:
        effective = [rules.ante] * n
    elif rules.ante and rules.ante_mode is AnteMode.BUTTON:
        effective[n - 1] = rules.ante
    elif rules.ante and rules.ante_mode is AnteMode.BIG_BLIND:
        if not rules.blinds:
            raise HandFileError("a big blind ante with no blinds", file=file)
        if n == 2:
            effective[0 if len(rules.blinds) == 2 else 1] = rules.ante
        else:
            effective[len(rules.blinds) - 1] = rules.ante
    return effective[::-1] if n == 2 else effective


def board_line(street: Street, cards: tuple[str, ...]) -> str:
    return "d db " + ("".join(cards) if cards else "??" * BOARD_CARDS[street])


def phh_verb(state: object, i: int, action: Action, stopped: bool, file: str) -> str:
    assert isinstance(state, State)
    verb = action.verb
    if verb is Verb.FOLD:
        return "f"
    if verb in (Verb.CHECK, Verb.CALL):
        return "cc"
    p = state.players[i]
    if verb is Verb.ALLIN:
        if not stopped and p.all_in_to <= options.effective_bet(state, i):
            return "cc"
        return f"cbr {amount_text(p.all_in_to, state.rules.decimals)}"
    to = p.all_in_to if action.amount is None else action.amount  # bare: filled on replay
    return f"cbr {amount_text(to, state.rules.decimals)}"
