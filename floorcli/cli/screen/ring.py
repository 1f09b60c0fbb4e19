"""The seat map drawn for the screen (rich renderables; textual places them).

`compact` is the 80x24 map: one line a seat (`floorcli.cli.screen.view.seat_lines`), the
player to act in the palette's highlight.  `ring` is the map of a larger terminal (120x40 and
up): each seat a card, the seats going round the table clockwise (the first half along the top
from left to right, the rest back along the bottom from right to left) with the centre
between them.  The player to act has a heavy border and ``> to act``, so the ring reads the
same without colour.
"""

from __future__ import annotations

from rich import box
from rich.align import Align
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from floorcli.cli.screen.palette import Palette
from floorcli.cli.screen.view import Look, Seat, centre_lines, seat_lines

__all__ = ["compact", "log_line", "ring"]

_OUT = ("folded", "away", "dead", "not dealt in")


def _style(seat: Seat, colours: Palette) -> str:
    if seat.to_act:
        return colours.to_act
    if seat.status == "all-in":
        return colours.all_in
    return colours.out if seat.status in _OUT else ""


def compact(view: Look, colours: Palette) -> Text:
    """The map at 80x24: a line a seat, in seat order."""
    text = Text(no_wrap=True, overflow="ellipsis")
    rows = seat_lines(view)
    text.append(rows[0] + "\n", style="bold")
    for seat, row in zip(view.seats, rows[1:], strict=False):
        text.append(row, style=_style(seat, colours))
        text.append("\n")
    for row in rows[1 + len(view.seats) :]:
        text.append(row + "\n")
    return text


def _card(seat: Seat, colours: Palette) -> Panel:
    style = _style(seat, colours)
    body = Text(no_wrap=True, overflow="ellipsis")
    body.append(f"{seat.name}\n", style="bold")
    body.append(f"stack {seat.stack}\n")
    body.append(f"front {seat.front or '-'}")
    status = "> to act" if seat.to_act else seat.status
    title = f"{seat.seat} {seat.marks}".strip()
    return Panel(
        body,
        title=title,
        title_align="left",
        subtitle=status or None,
        subtitle_align="right",
        box=box.HEAVY if seat.to_act else box.ROUNDED,
        border_style=style,
        style=colours.out if seat.status in _OUT else "",
        padding=(0, 1),
    )


_CARD = 24  # a card's width: five across 120 columns


def _row(cards: list[Panel], width: int, *, right: bool = False) -> Align:
    """A row of `width` cards' room, the cards from the left (or from the right), centred."""
    grid = Table.grid(padding=(0, 1))
    for _ in range(width):
        grid.add_column(width=_CARD)
    room: list[RenderableType] = [""] * (width - len(cards))
    if right:
        grid.add_row(*room, *cards)
    else:
        grid.add_row(*cards, *room)
    return Align.center(grid)


def ring(view: Look, colours: Palette) -> RenderableType:
    """The map of a larger terminal: the seats round the centre, clockwise."""
    seats = list(view.seats)
    half = (len(seats) + 1) // 2
    top = [_card(s, colours) for s in seats[:half]]
    bottom = [_card(s, colours) for s in reversed(seats[half:])]
    width = max(half, 1)
    middle = Text("\n".join(centre_lines(view)), no_wrap=True, overflow="ellipsis")
    if view.note:
        middle.append(f"\n{view.note}")
    room = max(width * (_CARD + 1) - 1, 40)
    centre = Panel(
        middle, title="centre", title_align="left", box=box.SQUARE, padding=(0, 2), width=room
    )
    return Group(_row(top, width), Align.center(centre), _row(bottom, width, right=True))


def log_line(summary: str, verdict: str, colours: Palette) -> Text:
    """One line of the ruling log, its verdict word in the verdict's colour."""
    text = Text(summary, no_wrap=True, overflow="ellipsis")
    at = summary.find(f" {verdict} ") if verdict else -1
    if at >= 0:
        text.stylize(colours.verdict(verdict), at + 1, at + 1 + len(verdict))
    return text
