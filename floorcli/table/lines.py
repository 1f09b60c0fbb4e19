"""The live table's status between lines: the hand number, and at the end of a hand what to
type next (the typed lines themselves are read by `floorcli.table.dealer`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floorcli.table.session import LiveSession


__all__ = ["session_status"]


def session_status(live: LiveSession, status: str, now: float | None = None) -> str:
    """The status line with the hand number once there is more than one, the level and a
    player on the clock (their time by `now`, the table's time source: `time.monotonic`
    when not given), and at the end of a hand what to type next: the winner of a pot still
    to award, or `next`."""
    import time

    from floorcli.profiles.shown import amount_text
    from floorcli.table.awards import pots_left

    now = time.monotonic() if now is None else now
    if live.plan is not None and live.plan.level is not None:
        level = live.plan.level
        blinds = "/".join(amount_text(b, live.table.hand.rules.decimals) for b in level.blinds)
        status = f"L{level.number} {blinds} | {status}"
    if live.clock is not None:
        status += f" | {live.clock.words(now)}"

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
