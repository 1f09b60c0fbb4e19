"""The live table's session lines: awards, `next`, players coming and going, `undo`.

The logic is `floorcli.table.session.LiveSession`; this module reads the typed words and
prints what each line did (a hint on a line that changed nothing), then the answer.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from floorcli.table.session import LiveSession, Reply


class TableSession(Protocol):
    """What this module needs of the loop (`floorcli.cli.live.loop.TableSession`)."""

    live: LiveSession

    def say(self, text: str, style: str = "") -> None: ...
    def hint(self, text: str) -> None: ...
    def answer(self, ruling: Any = None, *, echo: str | None = None) -> None: ...


__all__ = ["between_hands", "session_status", "undo"]


def between_hands(session: TableSession, line: str) -> bool:
    """Act on an award, `next` or an event line; False when the line is none of those."""
    from floorcli.table.awards import is_award
    from floorcli.table.events import EVENT_WORDS

    words = line.split()
    if not words:
        return False
    first = words[0].lower()
    if session.live.stud is not None and stud_line(session, line, first):
        return True
    if first == "next" or [w.lower() for w in words[:2]] == ["new", "hand"]:
        rest = words[1:] if first == "next" else words[2:]
        if rest:  # 'next 3 wins': the award, then the next hand
            if not is_award(" ".join(rest)):
                session.hint(
                    f"'{line}': after 'next' write the winner ('next 3 wins', 'next split 3 "
                    "5') or nothing"
                )
                return True
            if not show(session, session.live.award(" ".join(rest)), answer=False):
                return True
        said = " ".join(words[: 2 - (first == "next")])
        if session.live.stud is not None:
            from floorcli.table.studsession import stud_next

            show(session, stud_next(session.live, said), answer=False)
            return True
        show(session, session.live.next_hand(said))
        return True
    if is_award(line):
        show(session, session.live.award(line), answer=False)
        return True
    if first in EVENT_WORDS:
        if session.live.stud is not None:
            from floorcli.table.studsession import stud_event

            show(session, stud_event(session.live, line), answer=not session.live.waiting)
            return True
        show(session, session.live.event(line))
        return True
    return False


def stud_line(session: TableSession, line: str, first: str) -> bool:
    """At a stud table: the `upcards` line, and while the next hand waits for its upcards,
    any line but an event or `undo` (those go on as usual); False for the other lines."""
    from floorcli.table.events import EVENT_WORDS
    from floorcli.table.studsession import stud_upcards, waiting_hint

    if first == "upcards":
        show(session, stud_upcards(session.live, line))
        return True
    if session.live.waiting and first not in EVENT_WORDS:
        session.live = session.live._noted(line)
        session.hint(f"'{line}': {waiting_hint(session.live)}")
        return True
    return False


def undo(session: TableSession) -> None:
    """`undo`: the last action, award or event; right after `next`, the hand before."""
    show(session, session.live.undo())


def show(session: TableSession, step: Reply, *, answer: bool = True) -> bool:
    """Keep the step's session, print what it did; False when the line changed nothing."""
    session.live = step.live
    if step.hint:
        session.hint(f"{step.hint} ('help' shows what to type)")
        return False
    for text in step.said:
        session.say(text, style="yellow" if text.startswith("undone") else "")
    if answer and not session.live.waiting:
        session.answer()
    return True


def session_status(live: LiveSession, status: str) -> str:
    """The status line with the hand number once there is more than one, and at the end of
    a hand what to type next: the winner of a pot still to award, or `next`."""
    from floorcli.table.awards import pots_left

    if live.waiting:
        from floorcli.table.studsession import waiting_hint

        return f"hand {live.number} | {waiting_hint(live)}"
    if len(live.played):
        status = f"hand {live.number} | {status}"
    if live.table.is_over and live.start is not None:
        left = pots_left(live.table.state, live.awards)
        if left:
            seats = left[0][1].eligible
            status += f" | award: '{seats[0]} wins' or 'split {' '.join(map(str, seats))}'"
        else:
            status += " | 'next' deals the next hand"
    return status
