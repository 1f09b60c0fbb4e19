"""The `map` of the live table: every seat at a glance, as data (drawn by `floorcli.cli`).

Each row says who sits there, the chips behind and in front (this round's bet), the button
and the blinds, and why the seat is not playing on: folded, all-in, away (dealt in and
killed at the deal, TDA 2024 Rule 30) or dead (a hand the floor ruled dead).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from floorcli.engine.state import DeadHand
from floorcli.profiles.amounts import amount_json

if TYPE_CHECKING:
    from floorcli.table.session import LiveSession

__all__ = ["SeatRow", "map_answer", "seat_map"]

_POSITIONS = {"small blind": "SB", "big blind": "BB"}


@dataclass(frozen=True, slots=True, kw_only=True)
class SeatRow:
    """One seat of the map: `positions` are ``D``, ``SB``, ``BB`` (a dead button sits on
    an empty seat: no row has the ``D``; `seat_map` says so);
    `status` is ``to act``, ``folded``, ``all-in``, ``away``, ``dead``, ``not dealt in``
    (seated, waiting for the big blind) or empty."""

    seat: int
    name: str
    stack: int
    in_front: int
    positions: tuple[str, ...]
    status: str


def seat_map(live: LiveSession) -> tuple[tuple[SeatRow, ...], int | None, bool]:
    """The rows of the hand being played, the button seat (None in stud: no button) and
    whether the button is dead (it sits on a seat nobody plays: TDA 2024 Rule 32)."""
    table = live.table
    state = table.state
    stud = live.stud is not None
    button = None if stud else table.initial.button
    dead_button = bool(live.plan is not None and live.plan.button_dead)
    absent = set(live.plan.absent) if live.plan is not None else set()
    ruled_dead = {
        s.ruling.seat
        for s in table.steps
        if s.ruling is not None and s.ruling.action == "dead" and s.ruling.seat is not None
    }
    blinds: dict[int, list[str]] = {}
    for f in table.forced:
        if f.kind in _POSITIONS:
            blinds.setdefault(f.seat, []).append(_POSITIONS[f.kind])
    actor = state.to_act
    rows = []
    for p in state.players:
        positions = (("D",) if p.seat == button else ()) + tuple(blinds.get(p.seat, ()))
        if p.dead_hand is DeadHand.AWAY or p.seat in absent:  # killed at the deal: Rule 30
            status = "away"
        elif p.dead_hand is DeadHand.FLOOR or p.seat in ruled_dead:
            status = "dead"
        elif p.folded:
            status = "folded"
        elif p.is_all_in:
            status = "all-in"
        elif actor is not None and p.seat == actor.seat:
            status = "to act"
        else:
            status = ""
        rows.append(
            SeatRow(
                seat=p.seat,
                name=p.name or "",
                stack=p.stack,
                in_front=p.bet,
                positions=positions,
                status=status,
            )
        )
    if live.plan is not None:  # seated but not dealt in this hand: away, or waiting
        auto = live.start.auto if live.start is not None else frozenset()
        for out in live.plan.sitting_out:
            rows.append(
                SeatRow(
                    seat=out.seat,
                    name="" if out.name in auto else out.name,
                    stack=_behind(live, out.seat),
                    in_front=0,
                    positions=(),
                    status="away" if "away" in out.reason else "not dealt in",
                )
            )
    rows.sort(key=lambda row: row.seat)
    return tuple(rows), button, dead_button


def _behind(live: LiveSession, seat: int) -> int:
    """The stack of a seat not dealt in, as the planner seats it for this hand (a new
    player's buy-in; an away player's stack as the last hand left it)."""
    here = live.planner.table.get(seat) if live.planner is not None else None
    return here.player.stack if here is not None else live.stacks.get(seat, 0)


def map_answer(live: LiveSession) -> dict[str, Any]:
    """The map as `map` answers it (one JSON object with `--json`): ``{"map": [{"seat",
    "name", "stack", "in_front", "positions", "status"}, ...], "button", "button_dead"}``,
    amounts as the hand types them."""
    rows, button, dead = seat_map(live)
    decimals = live.table.state.rules.decimals
    data = [
        {
            "seat": r.seat,
            "name": r.name or None,
            "stack": amount_json(r.stack, decimals),
            "in_front": amount_json(r.in_front, decimals),
            "positions": list(r.positions),
            "status": r.status,
        }
        for r in rows
    ]
    return {"map": data, "button": button, "button_dead": dead}
