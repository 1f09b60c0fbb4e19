"""The file a live session saves: one hand file while one hand was played, else one session file.

A session file is SPEC section 4's (`rules` and settings, `seats` with names, the `button` of
hand 1, `events` after each hand) with `hands:` a list of the hands played, in order, instead
of a count.  Each hand holds its own `button`, `seats` (the stacks at its start), `blinds` and
`button_blind` where the posts need them, `actions` (the posts `floorcli blinds` plans, then
every action that stood), `awards` (the award lines as typed, and `won`, the chips each seat
took) and `notes` (every line typed at that hand that is in none of those: mistyped, refused,
undone).  `floorcli replay FILE` replays it hand by hand; `floorcli blinds FILE` checks each
hand's button and posts against the session's seats and events.

A stud session (no button, no blinds) is the same file without `button`, `blinds` and the
session's `seats`: its head is the rules and settings, and each hand holds its own `seats` and
`upcards` (the third-street upcards typed at the table), then `actions`, `awards`, `won`, `notes`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from floorcli.profiles.amounts import written as amount
from floorcli.table.deal import Played
from floorcli.table.events import events_yaml
from floorcli.table.hand import Table, plain
from floorcli.table.session import LiveSession
from floorcli.textio.yamlsrc import dump_yaml

__all__ = ["session_file_text"]

HEADER = (
    "# written by 'floorcli table': a session of {n} hands ('floorcli replay FILE' replays each "
    "hand,\n# 'floorcli blinds FILE' checks the button and blinds of each)\n"
)
STUD_HEADER = (
    "# written by 'floorcli table': a stud session of {n} ('floorcli replay FILE' replays "
    "each\n# hand; stud has no button or blinds to check)\n"
)


def session_file_text(live: LiveSession) -> str:
    """What `save` writes: the hand file of the one hand played, or the session file."""
    start = live.start or live.stud
    if not len(live.played) or start is None:
        return live.table.hand_file_text()
    played = [*live.played, _current(live)] if not live.waiting else _waited(live)
    doc: dict[str, Any] = dict(plain(dict(start.head)))
    events: dict[int, Any] = {}
    decimals = live.table.hand.rules.decimals  # a session in cents: amounts as typed
    for n, hand in enumerate(played[1:], start=1):
        written = events_yaml(hand.applied, decimals)
        result = played[n - 1].result
        if result is not None:  # a kill game: who won each hand puts the kill on
            won = [
                {"player": s.name, "pot": None if s.pot is None else amount(s.pot, decimals)}
                for s in result.shares
            ]
            written["won"] = won[0] if len(won) == 1 else won
        if written:
            events[n] = written
    ups = live.planner.walk.ups if live.planner is not None else {}
    for after, level in sorted(ups.items()):  # a new level announced (TDA 2024 Rule 23)
        if 1 <= after < len(played):
            events.setdefault(after, {})["level"] = level
    if events:
        doc["events"] = dict(sorted(events.items()))
    doc["hands"] = [_hand(hand, live) for hand in played]
    if live.stud is None:
        text = HEADER.format(n=len(played))
    else:
        text = STUD_HEADER.format(n="1 hand" if len(played) == 1 else f"{len(played)} hands")
    # the hand file's own leading `#` lines (where the hand is from) stay at the top
    return text + played[0].table.comments + dump_yaml(doc, flow=None, width=100)


def _waited(live: LiveSession) -> list[Played]:
    """The hands played while the next stud hand waits for its upcards: the lines typed since
    `next` are kept in the last hand's notes."""
    *before, last = live.played
    typed = last.table.typed
    for line in live.table.typed:
        typed = typed.push(line)
    return [*before, replace(last, table=replace(last.table, typed=typed))]


def _current(live: LiveSession) -> Played:
    return Played(
        table=live.table,
        entry=live.entry,
        awards=live.awards,
        won=(),
        applied=live.applied,
        used=live.used,
    )


def _hand(hand: Played, live: LiveSession) -> dict[str, Any]:
    out: dict[str, Any] = {}
    rules = hand.table.hand.rules
    start = live.start or live.stud
    assert start is not None
    for key, value in hand.entry.items():
        if key in ("blinds", "button_blind", "ante", "ante_mode") and plain(value) == plain(
            start.head.get(key, getattr(rules, key))
        ):
            continue
        out[str(key)] = plain(value)
    out["actions"] = [s.text for s in hand.table.steps]
    if hand.awards:
        out["awards"] = [a.text for a in hand.awards]
    if hand.won:
        out["won"] = {seat: amount(won, rules.decimals) for seat, won in hand.won}
    # The hand file's comments on its action lines (a session's actions are written in one
    # flow list, so they go to the notes, each with its action).
    said = [f"{action}  {remark}" for _, action, remark in hand.table.remarks]
    had = plain(hand.table.header.get("notes") or [])  # the hand file's own notes come first
    notes = [*(had if isinstance(had, list) else [had]), *said, *_notes(hand.table, hand.used)]
    if notes:
        out["notes"] = notes
    return out


def _notes(table: Table, used: tuple[str, ...]) -> list[str]:
    return table.not_in_hand(used)
