"""What the full screen shows, as plain text: the seat map, the centre and the status bar.

Each function reads the session (`floorcli.table.seatmap`, `floorcli.answers.hand.ask_report`)
and returns lines; `floorcli.cli.screen.app` only places them.  Nothing here imports textual,
so the words can be tested without a screen.  Amounts carry thousands separators as the line
mode writes them (`floorcli.cli.render.glance.chips`); names are escaped for the terminal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from floorcli.cli.boundary import visible
from floorcli.cli.render.glance import chips, pots_apart, who
from floorcli.profiles.amounts import amount_json

if TYPE_CHECKING:
    from floorcli.table.session import LiveSession

__all__ = ["centre_lines", "seat_lines", "status_bar"]

SEAT_HEADER = "  #  name      pos     stack  front  status"


def seat_lines(live: LiveSession) -> tuple[str, ...]:
    """The seats in their order around the table, one line each: the seat number, the name,
    the button and blinds, the stack, the chips in front (this round's bet) and why the seat
    is not playing on; the player to act is marked ``>`` (readable without colour)."""
    from floorcli.table.seatmap import seat_map

    rows, button, dead = seat_map(live)
    decimals = live.table.state.rules.decimals
    lines = [SEAT_HEADER]
    for r in rows:
        mark = ">" if r.status == "to act" else " "
        name = visible(r.name)[:8] or f"Seat {r.seat}"
        front = chips(amount_json(r.in_front, decimals)) if r.in_front else ""
        stack = chips(amount_json(r.stack, decimals))
        pos = " ".join(r.positions)
        lines.append(f"{mark}{r.seat:>2}  {name:<8}  {pos:<5} {stack:>7} {front:>6}  {r.status}")
    if dead and button is not None:
        lines.append(f"  dead button on seat {button} (TDA 2024 Rule 32)")
    return tuple(lines)


def centre_lines(live: LiveSession) -> tuple[str, ...]:
    """The middle of the table: the street, each pot with the seats that can win it, the
    uncalled chips apart, who acts, the amount to call and the raise range."""
    from floorcli.answers.hand import ask_report
    from floorcli.cli.render import shown

    state = live.table.state
    report = shown(ask_report(state))
    names = {p.seat: visible(p.name) for p in state.players if p.name}
    lines = [f"{report['street']}"]
    pots = pots_apart(report)
    for n, pot in enumerate(pots):
        label = "main" if n == 0 else ("side" if len(pots) == 2 else f"side {n}")
        seats = " ".join(map(str, pot["eligible"]))
        lines.append(f"{label} {chips(pot['amount'])}: seats {seats}")
    if not pots:
        lines.append("pot 0")
    back = report["uncalled"]
    if back:
        lines.append(f"uncalled {chips(back['amount'])} back to seat {back['seat']}")
    seat = report["to_act"]
    if seat is None:
        lines.append("no more betting" if report["street"] != "complete" else "hand over")
        return tuple(lines)
    lines.append(f"{who(seat, names)} to act")
    if "call" in report["legal"]:
        lines.append(f"to call {chips(report['to_call'])}")
    low, high = report["min_raise_to"], report["max_raise_to"]
    if report["can_raise"] and low is not None and high is not None:
        word = "raise to" if "raise" in report["legal"] else "bet"
        size = chips(low) if low == high else f"{chips(low)}-{chips(high)}"
        lines.append(f"{word} {size}")
    lines.append(" ".join(report["legal"]))
    return tuple(lines)


def status_bar(live: LiveSession, saved_to: str, width: int = 78) -> str:
    """Hand number, blinds, profile, how to leave and where the session is saved (a long
    path cut from the left, so the file's name stays in view)."""
    rules = live.table.hand.rules
    blinds = "/".join(chips(amount_json(b, rules.decimals)) for b in rules.blinds)
    stakes = f" {blinds}" if blinds else ""
    head = f"hand {live.number} · {rules.name}{stakes} · ^q saves and quits to "
    path = visible(saved_to)
    room = max(width - len(head), 12)
    if len(path) > room:
        path = "…" + path[-(room - 1) :]
    return head + path
