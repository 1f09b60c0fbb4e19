"""A player on the clock (TDA 2024 Rule 29): up to `clock_seconds` to act plus a countdown of
`clock_countdown` (25 + 5 by default); when time expires the hand is dead facing a bet, and
checked otherwise; a tie goes to the player.

`Clock` is the state the terminal draws (the line mode's status line, the full screen): who is
on the clock, when it started and when it runs out, in the seconds of the table's time source.
Times are never read here: every function takes `now` (a `time.monotonic` reading at the table,
any number in a test), so the clock is tested without sleeping.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

__all__ = ["RULE_CLOCK", "TIME_WORD", "Clock"]

RULE_CLOCK = "TDA 2024 Rule 29"
TIME_WORD = "time"
"""The line that says the clock ran out (typed by the dealer, or journaled by the terminal when
the time source says so, so a resumed session runs out at the same line)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Clock:
    """`name` (seat `seat`) is on the clock since `started`: `seconds` to act, then a countdown
    of `countdown` seconds; `deadline` is when the time expires."""

    seat: int
    name: str
    started: float
    seconds: int = 25
    countdown: int = 5

    @property
    def deadline(self) -> float:
        """When time expires: 25 s + 5 s after the clock was called, by default."""
        return self.started + self.seconds + self.countdown

    def left(self, now: float) -> int:
        """Whole seconds left (rounded up; 0 once time has expired).

        >>> Clock(seat=3, name="Ann", started=100.0).left(112.5)
        18
        """
        return max(0, math.ceil(self.deadline - now))

    def expired(self, now: float) -> bool:
        """Has the time expired?  Exactly at the deadline it has not: a tie goes to the player.

        >>> c = Clock(seat=3, name="Ann", started=0.0)
        >>> c.expired(30.0), c.expired(30.001)
        (False, True)
        """
        return now > self.deadline

    def counting_down(self, now: float) -> bool:
        """In the last `countdown` seconds."""
        return now >= self.started + self.seconds and not self.expired(now)

    def words(self, now: float) -> str:
        """``clock: Ann (seat 3) 18 s`` or, in the countdown, ``clock: Ann (seat 3) countdown 4``.

        >>> c = Clock(seat=3, name="Ann", started=0.0)
        >>> c.words(7.0), c.words(26.2)
        ('clock: Ann (seat 3) 23 s', 'clock: Ann (seat 3) countdown 4')
        """
        who = f"{self.name} (seat {self.seat})" if self.name else f"seat {self.seat}"
        if self.counting_down(now):
            return f"clock: {who} countdown {self.left(now)}"
        return f"clock: {who} {self.left(now)} s"

    def to_json(self, now: float) -> dict[str, object]:
        return {
            "seat": self.seat,
            "name": self.name,
            "started": self.started,
            "deadline": self.deadline,
            "left": self.left(now),
            "countdown": self.counting_down(now),
        }
