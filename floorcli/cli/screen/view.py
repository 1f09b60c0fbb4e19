"""What the full screen shows, as plain text: the seats, the centre and the status bar.

`look(live, report)` reads the session once a redraw (`floorcli.table.seatmap` for the seats,
the `ask` answer the line mode already asked for, `floorcli.cli.live.loop.TableSession.report`)
and the functions below only word it; `floorcli.cli.screen.app` places the words.  Nothing here
imports textual, so the words can be tested without a screen.  Amounts carry thousands
separators as the line mode writes them (`floorcli.cli.render.glance.chips`); names are escaped
for the terminal.  Every mark is a word or a letter (``>``, ``D``, ``SB``, ``folded``), so the
screen reads the same without colour (NO_COLOR).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from floorcli.cli.boundary import visible
from floorcli.cli.render.glance import chips, pots_apart, who
from floorcli.profiles.amounts import amount_json, amounts_of

if TYPE_CHECKING:
    from floorcli.table.session import LiveSession

__all__ = [
    "SEAT_HEADER",
    "Look",
    "Seat",
    "centre_lines",
    "look",
    "seat_lines",
    "seat_runs",
    "stakes",
    "status_bar",
]

SEAT_HEADER = "  #  name      pos     stack  front  status"
_STREETS = ("flop", "turn", "river")


@dataclass(frozen=True, slots=True, kw_only=True)
class Seat:
    """One seat as the screen words it: amounts written out, marks as letters."""

    seat: int
    name: str
    stack: str
    front: str
    marks: str  # D, SB, BB, STR (a live straddle)
    status: str  # to act, folded, all-in, away, dead, not dealt in, or empty

    @property
    def to_act(self) -> bool:
        return self.status == "to act"


@dataclass(frozen=True, slots=True, kw_only=True)
class Look:
    """The table for one redraw: the seats in their order, the `ask` answer (escaped), the
    names by seat, the board, and the dead button's note."""

    seats: tuple[Seat, ...]
    report: Mapping[str, Any]
    names: Mapping[int, str]
    board: str
    note: str
    structure: str


def look(live: LiveSession, report: Mapping[str, Any]) -> Look:
    """The table as it stands, read once: `report` is the `ask` answer of its state; the
    stacks count the pots awarded (as `stacks` counts them)."""
    from floorcli.cli.render import shown
    from floorcli.table.seatmap import seat_map

    rows, button, dead = seat_map(live)
    won = live.awarded()  # the pots awarded at the end of a hand, in the stacks
    table = live.table
    decimals = table.state.rules.decimals
    steps = table.steps
    straddled = {
        s.ruling.seat
        for s in steps
        if s.ruling is not None
        and s.ruling.action == "straddle"
        and s.ruling.verdict.value != "illegal"
    }
    seats = tuple(
        Seat(
            seat=r.seat,
            name=visible(r.name)[:12] or f"Seat {r.seat}",
            stack=chips(amount_json(r.stack + won.get(r.seat, 0), decimals)),
            front=chips(amount_json(r.in_front, decimals)) if r.in_front else "",
            marks=" ".join((*r.positions, *(("STR",) if r.seat in straddled else ()))),
            status=r.status,
        )
        for r in rows
    )
    cards = [s.text.split(None, 1) for s in steps if s.ruling is None]
    board = " ".join(w[1] for w in cards if len(w) == 2 and w[0].lower() in _STREETS)
    if not board and cards and len(cards[-1]) == 2:  # stud: the last street's upcards
        board = f"{cards[-1][0]} {cards[-1][1]}"
    note = f"dead button on seat {button} (TDA 2024 Rule 32)" if dead and button else ""
    return Look(
        seats=seats,
        report=shown(dict(report)),
        names={p.seat: visible(p.name) for p in table.state.players if p.name},
        board=visible(board),
        note=note,
        structure=str(table.state.rules.structure),
    )


def seat_lines(view: Look) -> tuple[str, ...]:
    """The compact map (80x24): the seats in their order around the table, one line each:
    the seat number, the name, the button and blinds, the stack, the chips in front (this
    round's bet) and why the seat is not playing on; the player to act is marked ``>``."""
    lines = [SEAT_HEADER]
    for s in view.seats:
        mark = ">" if s.to_act else " "
        lines.append(
            f"{mark}{s.seat:>2}  {s.name[:8]:<8}  {s.marks:<5} {s.stack:>7} {s.front:>6}  "
            f"{s.status}"
        )
    if view.note:
        lines.append(f"  {view.note}")
    return tuple(lines)


def seat_runs(seats: list[int]) -> str:
    """Seats as a dealer reads them out, a run of four or more as its ends (a full table's
    pot fits the centre at 80 columns).

    >>> seat_runs([1, 2, 3, 4, 6, 7, 8, 9, 10]), seat_runs([1, 2, 3, 5]), seat_runs([])
    ('1-4 6-10', '1 2 3 5', '')
    """
    runs: list[list[int]] = []
    for seat in seats:
        if runs and seat == runs[-1][-1] + 1:
            runs[-1].append(seat)
        else:
            runs.append([seat])
    return " ".join(f"{r[0]}-{r[-1]}" if len(r) >= 4 else " ".join(map(str, r)) for r in runs)


def centre_lines(view: Look) -> tuple[str, ...]:
    """The middle of the table: the street and the board, each pot with the seats that can
    win it, the uncalled chips apart (returned, TDA 2024 Rule 15-B), who acts, the amount to
    call, the raise range and, in pot limit, that its top is the pot-limit maximum."""
    report = view.report
    head = f"{report['street']}  {view.board}" if view.board else f"{report['street']}"
    lines = [head]
    pots = pots_apart(report)
    for n, pot in enumerate(pots):
        label = "main" if n == 0 else ("side" if len(pots) == 2 else f"side {n}")
        lines.append(f"{label} {chips(pot['amount'])}: seats {seat_runs(pot['eligible'])}")
    if not pots:
        lines.append("pot 0")
    back = report["uncalled"]
    if back:
        lines.append(f"uncalled {chips(back['amount'])} back to seat {back['seat']}")
    seat = report["to_act"]
    if seat is None:
        lines.append("no more betting" if report["street"] != "complete" else "hand over")
        return tuple(lines)
    lines.append(f"{who(seat, view.names)} to act")
    if "call" in report["legal"]:
        lines.append(f"to call {chips(report['to_call'])}")
    low, high = report["min_raise_to"], report["max_raise_to"]
    if report["can_raise"] and low is not None and high is not None:
        word = "raise to" if "raise" in report["legal"] else "bet"
        size = chips(low) if low == high else f"{chips(low)}-{chips(high)}"
        lines.append(f"{word} {size}")
        if view.structure == "pot-limit":
            lines.append(f"pot-limit max {chips(high)}")
    lines.append(" ".join(report["legal"]))
    return tuple(lines)


def stakes(live: LiveSession) -> str:
    """The game in a few words: the profile, the blinds, a fixed-limit game's two bets, the
    ante, a stud game's bring-in (``stud bets 10/20 ante 1 bring-in 5``), as the greeting
    names them (`floorcli.cli.live.status.greeting`)."""
    from floorcli.profiles.choices import Game, Structure

    rules = live.table.hand.rules
    a = amounts_of(rules)
    words = [rules.name]
    if rules.blinds:
        words.append("/".join(chips(amount_json(b, rules.decimals)) for b in rules.blinds))
    if rules.structure is Structure.FIXED_LIMIT and rules.small_bet and rules.big_bet:
        words.append(f"bets {a(rules.small_bet)}/{a(rules.big_bet)}")
    if rules.game is not Game.COMMUNITY:
        words += [f"ante {a(rules.ante)}"] if rules.ante else []
        words.append(f"bring-in {a(rules.bring_in or rules.small_bet or rules.opening_bet)}")
    return " ".join(words)


def status_bar(live: LiveSession, saved_to: str, width: int = 78, now: float = 0.0) -> str:
    """Hand number, the stakes (or the blind level of a tournament), the clock when a player
    is on it, how to leave and where the session is saved (a long path cut from the left, so
    the file's name stays in view); `now` is the table's time source."""
    from floorcli.table.tourney import level_status

    level = level_status(live, now)
    clock = f" · {live.clock.words(now)}" if live.clock is not None else ""
    head = f"hand {live.number} · {level or stakes(live)}{clock} · ^q saves and quits to "
    path = visible(saved_to)
    room = max(width - len(head), 12)
    if len(path) > room:
        path = "…" + path[-(room - 1) :]
    return head + path
