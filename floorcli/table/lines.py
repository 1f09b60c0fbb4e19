"""The live table's status between lines: the hand number, and at the end of a hand what to
type next (the typed lines themselves are read by `floorcli.table.dealer`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floorcli.table.session import LiveSession


__all__ = ["session_status"]


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


def resumed_words(live: LiveSession, typed: int) -> tuple[str, ...]:
    """What a session taken up from its journal says first: how many lines were typed again,
    then the hand in play (its number, its button, who is to act), not hand 1's greeting."""
    count = 0 if live.waiting else len(live.table.steps)
    said = f"resumed the unfinished session: {typed} typed lines again, {count} in the hand"
    if live.waiting:  # stud: the next hand waits for its upcards
        from floorcli.table.studsession import waiting_hint

        return said, waiting_hint(live)
    state = live.table.state
    parts = [f"Hand {live.number}"]
    if live.stud is None:
        button = live.table.initial.button
        player = next((p for p in state.players if p.seat == button), None)
        parts.append(f"button {player.label if player else f'Seat {button}'}")
    actor = state.to_act
    parts.append(f"{actor.label} to act" if actor else "no more betting")
    return said, ", ".join(parts)
