"""The seat map drawn for the screen as styled text (rich `Text`; textual places it).

`compact` is the 80x24 map: one line a seat (`floorcli.cli.screen.view.seat_lines`), the
player to act in the palette's highlight.  `ring_text` is the map of a larger terminal (120x40 and
up): each seat a card, the seats going round the table clockwise (the first half along the top
from left to right, the rest back along the bottom from right to left) with the centre
between them.  The player to act has a heavy border and ``> to act``, so the ring reads the
same without colour.  The cards are drawn as lines of text, not rich panels in a table: a
key press redraws them, and laying out ten panels took a tenth of a second.
"""

from __future__ import annotations

from rich.text import Text

from floorcli.cli.screen.palette import Palette
from floorcli.cli.screen.view import Look, Seat, centre_lines, seat_lines

__all__ = ["compact", "log_line", "ring_text"]

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


_CARD = 24  # a card's widest: five across 120 columns
_ROUND = "╭─╮│╰─╯"
_HEAVY = "┏━┓┃┗━┛"  # the player to act: a heavy border, readable without colour


def _card(seat: Seat, colours: Palette, wide: int) -> list[tuple[str, str]]:
    """A seat's card as five lines of (text, style): the seat and its marks on the top
    border, the name, the stack, the chips in front, the status on the bottom border."""
    tl, h, tr, v, bl, _, br = tuple(_HEAVY if seat.to_act else _ROUND)
    style = _style(seat, colours)
    inner = wide - 2
    title = f"{h} {seat.seat} {seat.marks} ".replace("  ", " ")
    status = f" {'> to act' if seat.to_act else seat.status} " if seat.status else ""
    rows = (seat.name, f"stack {seat.stack}", f"front {seat.front or '-'}")
    lines = [(tl + (title + h * inner)[:inner] + tr, style)]
    lines += [(v + f" {row}"[:inner].ljust(inner) + v, style) for row in rows]
    bottom = (h * inner + status + h)[-inner:] if status else h * inner
    lines.append((bl + bottom + br, style))
    return lines


def _row(
    cards: list[list[tuple[str, str]]], slots: int, width: int, wide: int, *, right: bool
) -> Text:
    """Cards `wide` columns wide side by side in `slots` places (from the left, or from the
    right), centred in `width` columns."""
    blank = [(" " * wide, "")] * 5
    placed = [*([blank] * (slots - len(cards))), *cards] if right else [*cards]
    placed += [blank] * (slots - len(placed))
    indent = " " * max((width - slots * (wide + 1) + 1) // 2, 0)
    text = Text(no_wrap=True, overflow="crop")
    for line in range(5):
        text.append(indent)
        for n, card in enumerate(placed):
            words, style = card[line]
            text.append((" " if n else "") + words, style)
        text.append("\n")
    return text


def ring_text(view: Look, colours: Palette, width: int) -> Text:
    """The map of a larger terminal (120x40 and up): the seats round the centre, clockwise
    (the first half along the top, the rest back along the bottom), drawn as styled lines."""
    seats = list(view.seats)
    half = (len(seats) + 1) // 2
    slots = max(half, 2)
    wide = max(min(_CARD, (width + 1) // slots - 1), 14)
    top = [_card(s, colours, wide) for s in seats[:half]]
    bottom = [_card(s, colours, wide) for s in reversed(seats[half:])]
    room = slots * (wide + 1) - 1
    indent = " " * max((width - room) // 2, 0)
    middle = [*centre_lines(view), *([view.note] if view.note else [])]
    text = _row(top, slots, width, wide, right=False)
    text.append(f"{indent}┌─ centre {'─' * (room - 11)}┐\n")
    for row in middle:
        text.append(f"{indent}│  {row[: room - 4].ljust(room - 4)}│\n")
    text.append(f"{indent}└{'─' * (room - 2)}┘\n")
    text.append_text(_row(bottom, slots, width, wide, right=True))
    text.right_crop(1)  # the last newline
    return text


def log_line(summary: str, verdict: str, colours: Palette) -> Text:
    """One line of the ruling log, its verdict word in the verdict's colour."""
    text = Text(summary, no_wrap=True, overflow="ellipsis")
    at = summary.find(f" {verdict} ") if verdict else -1
    if at >= 0:
        text.stylize(colours.verdict(verdict), at + 1, at + 1 + len(verdict))
    return text
