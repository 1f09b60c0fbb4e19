"""Chip counts of a played session (`floorcli blinds FILE` on a session `floorcli table` saved):
each player's chips at the start of every hand and after the last, the total and the average,
and the total checked against the chips in play.

The chips in play are those of hand 1, carried hand to hand: each hand replayed, a player's
chips at its end are the chips behind plus what the awards gave them (the hand's `won`); a
player who joins brings a stack into play, one who leaves takes theirs away (a player who busts
takes nothing).  A hand whose recorded stacks add up to something else (a rebuy, an add-on, a
miscount) says by how much.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from floorcli.engine.replay import replay_hand
from floorcli.formats.handfile import parse_hand
from floorcli.profiles.amounts import amount_json
from floorcli.profiles.shown import grouped
from floorcli.sessions.model import Event, EventKind, Session
from floorcli.table.played import hand_data
from floorcli.textio.yamlsrc import LineDict, LineList

__all__ = ["ChipCount", "chip_counts"]


@dataclass(frozen=True, slots=True, kw_only=True)
class ChipCount:
    """The chips at the start of hand `hand` (after the last hand: `hand` is one past it)."""

    hand: int
    stacks: tuple[tuple[int, str, int], ...]  # seat, name, chips
    in_play: int
    after_last: bool = False

    @property
    def total(self) -> int:
        return sum(chips for _, _, chips in self.stacks)

    @property
    def average(self) -> int:
        """The average stack, rounded down to a whole chip.

        >>> ChipCount(hand=2, stacks=((1, "Ann", 7900), (2, "Bob", 4600)), in_play=12500).average
        6250
        """
        return self.total // len(self.stacks) if self.stacks else 0

    @property
    def agrees(self) -> bool:
        return self.total == self.in_play

    def words(self, decimals: int = 0) -> str:
        """``hand 2: Ann 7,900, Bob 4,600; total 12,500, average 6,250; 12,500 in play``."""

        def g(amount: int) -> str:
            return grouped(amount, decimals)

        when = f"after hand {self.hand - 1}" if self.after_last else f"hand {self.hand}"
        players = ", ".join(f"{name} {g(chips)}" for _, name, chips in self.stacks)
        text = f"chips {when}: {players}; total {g(self.total)}, average {g(self.average)}"
        if self.agrees:
            return f"{text}; the {g(self.in_play)} in play"
        gap = self.total - self.in_play
        what = "more" if gap > 0 else "less"
        return (
            f"{text}; {g(abs(gap))} {what} than the {g(self.in_play)} carried in play (a rebuy, "
            "an add-on or a miscount?)"
        )

    def to_json(self, decimals: int = 0) -> dict[str, object]:
        return {
            "hand": self.hand,
            "after_last": self.after_last,
            "stacks": [
                {"seat": s, "name": n, "chips": amount_json(c, decimals)} for s, n, c in self.stacks
            ],
            "total": amount_json(self.total, decimals),
            "average": amount_json(self.average, decimals),
            "in_play": amount_json(self.in_play, decimals),
            "agrees": self.agrees,
        }


def chip_counts(
    session: Session, data: LineDict, hands: LineList, *, base: Path | None
) -> tuple[ChipCount, ...]:
    """The chip count at the start of every recorded hand and after the last one."""
    decimals = session.rules.decimals
    by_hand: dict[int, list[Event]] = {}
    for event in session.events:
        by_hand.setdefault(event.after, []).append(event)
    names = {p.seat: p.name for p in session.players}
    carried: dict[int, int] | None = None  # what each seat should start the next hand with
    counts: list[ChipCount] = []
    in_play_after = 0
    for number, entry in enumerate(hands, start=1):
        hand = parse_hand(
            hand_data(data, entry, number, file=session.file), file=session.file, base=base
        )
        if carried is not None:
            for event in by_hand.get(number - 1, []):
                seat = next((s for s, n in names.items() if n == event.name and s in carried), 0)
                if event.kind in (EventKind.LEAVE, EventKind.BUST):
                    carried.pop(seat, None)
                elif event.kind is EventKind.JOIN and event.seat is not None:
                    names[event.seat] = event.name
                    carried[event.seat] = event.stack or 0
        recorded = {s.seat: s.stack for s in hand.seats}
        names.update({s.seat: s.name for s in hand.seats if s.name})
        chips = {**(carried or {}), **recorded}
        in_play = sum(carried.values()) if carried is not None else sum(chips.values())
        counts.append(ChipCount(hand=number, stacks=_rows(chips, names), in_play=in_play))
        won = _won(entry, decimals)
        carried = dict(chips)
        for p in replay_hand(hand).final.players:
            carried[p.seat] = p.stack + p.reserve + won.get(p.seat, 0)
        in_play_after = in_play
    if carried is not None and _won(hands[-1], decimals):  # the last hand was awarded
        counts.append(
            ChipCount(
                hand=len(hands) + 1,
                stacks=_rows(carried, names),
                in_play=in_play_after,
                after_last=True,
            )
        )
    return tuple(counts)


def _rows(chips: Mapping[int, int], names: Mapping[int, str]) -> tuple[tuple[int, str, int], ...]:
    return tuple((s, names.get(s, f"seat {s}"), c) for s, c in sorted(chips.items()))


def _won(entry: object, decimals: int) -> dict[int, int]:
    """A recorded hand's `won` (seat: chips the awards gave), in the session's unit."""
    raw = entry.get("won") if isinstance(entry, Mapping) else None
    out: dict[int, int] = {}
    if isinstance(raw, Mapping):
        for seat, value in raw.items():
            if isinstance(seat, int) and isinstance(value, (int, float)):
                out[seat] = int(Decimal(str(value)).scaleb(decimals))
    return out
