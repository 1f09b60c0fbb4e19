"""A played session file (`hands:` a list of hands, as `floorcli table` saves one): each hand
replayed, and each hand's button and posts checked against the session's seats and events.

`hands_of` tells a played session from a hand file or a session file that counts its hands;
`hand_data` is one hand as a hand file (the session's profile and settings, then the hand's own
`button`, `seats`, `blinds`, `actions`); `replay_session` replays every hand; `check_session`
deals every hand again as `floorcli blinds` does (`table.planner.Planner`, with each hand's
recorded stacks) and says, hand by hand, whether the recorded button, seats and posts agree.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from floorcli.answers.amounts import exact_amounts
from floorcli.answers.hand import HandAnswer, replay_report, rules_summary
from floorcli.engine.deal import deal_hand
from floorcli.engine.replay import replay_hand
from floorcli.errors import HandFileError
from floorcli.formats.handfile import parse_hand
from floorcli.sessions.model import HandPlan, Session
from floorcli.sessions.tourney import busts_after
from floorcli.textio.yamlsrc import LineDict, LineList, load_yaml

__all__ = [
    "HandCheck",
    "ask_session",
    "check_session",
    "hand_data",
    "hands_of",
    "read_played",
    "replay_session",
    "session_of",
    "stud_session",
]

HAND_KEYS = (
    *("button", "blinds", "ante", "ante_mode", "button_blind", "kill", "seats", "upcards"),
    *("away", "actions"),
)
SESSION_ONLY = ("seats", "button", "events", "hands", "notes", "source", "level")
_POST = re.compile(r"^\d+ post \d+( dead)?$")
_MARK = re.compile(r"^hands\s*:\s*$", re.MULTILINE)


def maybe_played(text: str) -> bool:
    """Cheap first look: a `hands:` key with a list under it (the file is then read)."""
    return bool(_MARK.search(text))


def hands_of(data: object) -> LineList | None:
    """The hands of a played session, or None for any other file."""
    if isinstance(data, LineDict) and isinstance(data.get("hands"), LineList):
        hands = data["hands"]
        assert isinstance(hands, LineList)
        return hands
    return None


def read_played(path: Path, text: str | None = None) -> tuple[LineDict, LineList] | None:
    """The played session at `path` (its mapping and its hands), or None for another file."""
    if text is None:
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError):
            return None  # the hand reader says what is wrong with it
    if not maybe_played(text):
        return None
    data = load_yaml(text, str(path))
    hands = hands_of(data)
    if hands is None:
        return None
    assert isinstance(data, LineDict)
    if not hands:
        raise HandFileError(
            "hands: the list is empty; a played session holds at least one hand",
            file=str(path),
            line=data.key_line("hands"),
        )
    return data, hands


def hand_data(data: LineDict, entry: object, number: int, *, file: str) -> LineDict:
    """Hand `number` of a played session as a hand mapping (with the file's line numbers)."""
    hands = data["hands"]
    if not isinstance(entry, LineDict):
        raise HandFileError(
            f"hands: hand {number} is not a mapping; write each hand as 'button', 'seats' and "
            "'actions' (as 'floorcli table' saves them)",
            file=file,
            line=hands.item_line(number - 1),
        )
    out = LineDict(line=entry.line)
    for key, value in data.items():
        if key not in SESSION_ONLY:
            out[key] = value
            out.key_lines[key] = data.key_line(key)
    for key, value in entry.items():
        if key in HAND_KEYS:
            out[key] = value
            out.key_lines[key] = entry.key_line(key)
    return out


def stud_session(data: LineDict, hands: LineList, *, file: str, base: Path | None) -> bool:
    """True for a played stud session (no button, no blinds: nothing for `blinds` to check)."""
    from floorcli.profiles.choices import Game

    hand = parse_hand(hand_data(data, hands[0], 1, file=file), file=file, base=base)
    return hand.rules.game is not Game.COMMUNITY


def session_of(data: LineDict, *, file: str, base: Path | None) -> Session:
    """The session `floorcli blinds` reads from a played session (its hands counted)."""
    from floorcli.sessions.file import parse_session

    counted = LineDict(data, line=data.line)
    counted.key_lines = dict(data.key_lines)
    counted["hands"] = len(data["hands"])
    return parse_session(counted, file=file, base=base)


def replay_session(
    path: Path, data: LineDict, hands: LineList, *, short: bool, irregular: bool
) -> list[tuple[int, HandAnswer]]:
    """Every hand of a played session replayed, in order, with its number."""
    from floorcli.answers.summary import short_lines

    answers = []
    for number, entry in enumerate(hands, start=1):
        hand = parse_hand(
            hand_data(data, entry, number, file=str(path)), file=str(path), base=path.parent
        )
        result = replay_hand(hand)
        dealt, forced = deal_hand(hand)
        report = {"hand": number, **replay_report(result, forced)}
        report["rules"] = rules_summary(hand.rules)
        report = exact_amounts(report, hand.rules.decimals)  # a session in cents: as typed
        if irregular:
            report["rulings"] = [r for r in report["rulings"] if r["verdict"] != "ok"]
        lines = tuple(short_lines(hand, dealt, irregular=irregular)) if short else ()
        answers.append((number, HandAnswer(report=report, stands=result.stands, short=lines)))
    return answers


def ask_session(path: Path, data: LineDict, hands: LineList) -> HandAnswer:
    """`ask` on a played session: the answer for its last hand, the one being played."""
    from floorcli.answers.hand import ask_answer

    number = len(hands)
    mapping = hand_data(data, hands[-1], number, file=str(path))
    return ask_answer(replay_hand(parse_hand(mapping, file=str(path), base=path.parent)))


@dataclass(frozen=True, slots=True, kw_only=True)
class HandCheck:
    """One recorded hand against the session's plan: agrees, or the differences in words."""

    hand: int
    differences: tuple[str, ...]

    @property
    def agrees(self) -> bool:
        return not self.differences


def check_session(
    session: Session, data: LineDict, hands: LineList
) -> tuple[tuple[HandPlan, ...], tuple[HandCheck, ...]]:
    """Every hand dealt again from the session's seats and events (`floorcli blinds`'s code,
    with each hand's recorded stacks) and compared with the hand as recorded."""
    from floorcli.table.planner import Planner

    by_hand: dict[int, list[Any]] = {}
    for event in session.events:
        by_hand.setdefault(event.after, []).append(event)
    results = {r.hand: r for r in session.results}
    planner = Planner.start(session)
    plans: list[HandPlan] = []
    checks: list[HandCheck] = []
    for number, entry in enumerate(hands, start=1):
        recorded = hand_data(data, entry, number, file=session.file)
        stacks = _stacks(recorded.get("seats"))
        events, seated = by_hand.get(number - 1, []), planner.table
        plan, planner = planner.deal(events, stacks=stacks)
        busts = busts_after(plans[-1], events, seated) if plans else ()
        if busts:  # the places of the hand before's busts (WSOP 2026 Tournament Rule 126.b)
            plans[-1] = replace(plans[-1], busts=busts)
        planner = planner.judged(plan, results.get(number))
        plans.append(plan)
        checks.append(HandCheck(hand=number, differences=_compare(session, plan, recorded)))
    return tuple(plans), tuple(checks)


def _stacks(seats: object) -> dict[int, int]:
    out: dict[int, int] = {}
    if isinstance(seats, Mapping):
        for seat, value in seats.items():
            stack = value.get("stack") if isinstance(value, Mapping) else value
            if isinstance(seat, int) and isinstance(stack, int) and not isinstance(stack, bool):
                out[seat] = stack
    return out


def _shape(data: Mapping[str, Any], rules: Any) -> dict[str, Any]:
    """A hand's button, seats, blinds and posts, comparable between two hand mappings."""
    actions = [str(a) for a in data.get("actions") or []]
    posts = []
    for action in actions:
        if not _POST.match(" ".join(action.split())):
            break
        posts.append(" ".join(action.split()))
    seats = data.get("seats")
    blinds = data.get("blinds", rules.blinds)
    return {
        "button": data.get("button"),
        "seats": sorted(seats) if isinstance(seats, Mapping) else [],
        "blinds": [int(b) for b in blinds] if isinstance(blinds, (list, tuple)) else blinds,
        "button_blind": bool(data.get("button_blind", rules.button_blind)),
        "posts": posts,
        "kill": _plain_kill(data.get("kill")),
    }


def _plain_kill(kill: object) -> object:
    """A hand's kill as `{seat, kind}` (a bare seat number: the profile's kind), or None."""
    if isinstance(kill, Mapping):
        return {str(k): v for k, v in kill.items()}
    return kill


_WORDS = {
    "button": "button",
    "seats": "seats dealt in",
    "blinds": "blinds posted from the button",
    "button_blind": "button_blind",
    "posts": "posts",
    "kill": "kill",
}


def _compare(session: Session, plan: HandPlan, recorded: LineDict) -> tuple[str, ...]:
    from floorcli.sessions.write import hand_file_text

    expected = load_yaml(hand_file_text(session, plan), "plan")
    assert isinstance(expected, LineDict)
    want = _shape(expected, session.rules)
    have = _shape(recorded, session.rules)
    return tuple(
        f"{_WORDS[key]}: recorded {_show(have[key])}, the session gives {_show(want[key])}"
        for key in want
        if want[key] != have[key]
    )


def _show(value: object) -> str:
    """A value as a session file writes it: ``[5, 10]``, ``{seat: 3, kind: full}``, ``none``.

    >>> _show({"seat": 3, "kind": "full"}), _show([5, 10]), _show(None)
    ('{seat: 3, kind: full}', '[5, 10]', 'none')
    """
    if value is None:
        return "none"
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{k}: {_show(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(map(str, value)) + "]"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
