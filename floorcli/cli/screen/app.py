"""The full-screen table (Textual): the seat map, the centre, the ruling log, the actions, the
input line and a status bar, over the line mode's own `TableSession`.

Every typed line goes the line mode's way: journaled (fsynced) before it is ruled on, read by
the same `floorcli.table.dealer` (`line(text)`), drawn by the same `TableSession.render` into a
console kept off the terminal, whose words become the ruling log.  Leaving saves as line mode
does with input from a pipe (to `--save`, or to the default ``table-<date>-<time>.yaml``), and
a killed screen leaves its journal for `floorcli table --resume`.

At 80x24 the map is a line a seat beside the centre; from 120x40 each seat is a card round the
centre (`floorcli.cli.screen.ring`).
"""

from __future__ import annotations

import gc
import io
from dataclasses import dataclass
from time import monotonic
from typing import TYPE_CHECKING, ClassVar

from rich.console import Console
from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.widgets import Button, OptionList, Static

from floorcli.cli.boundary import typed, visible
from floorcli.cli.render.glance import relabel
from floorcli.cli.screen.keys import ACTIONS, line_for
from floorcli.cli.screen.line import TypedLine
from floorcli.cli.screen.palette import palette
from floorcli.cli.screen.ring import compact, log_line, ring_text
from floorcli.cli.screen.view import centre_lines, look, status_bar

if TYPE_CHECKING:
    from floorcli.cli.live.loop import TableSession
    from floorcli.table.session import Reply

__all__ = ["Entry", "TableApp"]

_WIDTH = 76  # a log line at 80 columns
TOUCH_ROWS = 40  # the rows a browser's screen needs for touch-sized buttons


@dataclass(frozen=True, slots=True, kw_only=True)
class Entry:
    """One line of the ruling log, and what selecting it shows: the full explanation, the
    rule, and every word the line mode printed for it."""

    summary: str
    detail: str
    verdict: str = ""


class TableApp(App[int]):
    """The live table on one screen; `run()` returns the exit code of leaving (0: saved)."""

    TITLE = "floorcli table"
    # the roomy map from 120x40 (Textual's breakpoints, its own instance attributes)
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (120, "-wide")]  # noqa: RUF012
    VERTICAL_BREAKPOINTS = [(0, "-short"), (40, "-tall")]  # noqa: RUF012
    CSS = """
    Screen { layout: vertical; }
    #top { height: 11; }
    #seats { width: 47; padding: 0 1; }
    #centre { width: 1fr; padding: 0 1; border-left: solid $secondary; }
    #seats, #centre, #ring { text-wrap: nowrap; text-overflow: ellipsis; }
    #ring { display: none; height: 20; padding: 0 1; }
    Screen.-wide.-tall #top { display: none; }
    Screen.-wide.-tall #ring { display: block; }
    #log { height: 1fr; border: none; border-top: solid $secondary; }
    #detail { height: 3; padding: 0 1; color: $text-muted; }
    Screen.-wide.-tall #detail { height: 5; }
    #actions { height: 1; }
    #actions Button { margin: 0 1 0 0; min-width: 6; }
    Screen.-touch #actions { layout: grid; grid-size: 4 2; grid-gutter: 1 2; height: 9; }
    Screen.-touch #actions Button { width: 1fr; height: 4; margin: 0; }
    #line { height: 1; border: none; padding: 0 1; }
    #status { height: 1; background: $boost; padding: 0 1; text-style: bold; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "leave", "save and quit", priority=True),
        *(Binding(a.key, f"act('{a.name}')", a.label, priority=True) for a in ACTIONS),
    ]

    def __init__(self, session: TableSession) -> None:
        super().__init__()
        self.session = session
        self.out = io.StringIO()
        session.console = Console(
            file=self.out, width=10_000, color_system=None, highlight=False, emoji=False
        )
        session.tty = False  # leaving saves as from a pipe: no question asked on the terminal
        self.entries: list[Entry] = []
        self.detailed = -1  # the log entry whose detail is shown
        self.code = 0
        self.colours = palette()
        self.heights: dict[str, int] = {}  # the rows given the map, to lay out only when changed

    def compose(self) -> ComposeResult:
        with Horizontal(id="top"):
            yield Static(id="seats", markup=False)
            yield Static(id="centre", markup=False)
        yield Static(id="ring", markup=False)
        yield OptionList(id="log")
        yield Static(id="detail", markup=False)
        with Horizontal(id="actions"):
            for a in ACTIONS:
                yield Button(f"{a.label} {a.key.upper()}", id=f"act-{a.name}", compact=True)
        yield TypedLine(
            placeholder="type an action: 3 call, r 400, undo, next ... (up: history)", id="line"
        )
        yield Static(id="status", markup=False)

    def on_mount(self) -> None:
        self.log_words("(start)", None)
        self.redraw()
        self.query_one("#line", TypedLine).focus()
        self.touch()
        self.set_interval(1.0, self.tick)
        # What is alive once the screen is drawn (Textual, floorcli, the table, the widgets:
        # some 55,000 objects) lives as long as the screen: frozen, the garbage collector's
        # full passes do not walk it (20 to 40 ms a pass: a key's worst time); `on_unmount`
        # gives it back.
        self.call_after_refresh(gc.freeze)

    def tick(self) -> None:
        """Once a second: what the table's time source says is due (`time` when the clock
        ran out, `next level` when a level by minutes is over) is played as if typed, as the
        line mode does before the next line; the status bar's clock counts down."""
        from floorcli.table.tourney import due

        for line in due(self.session.live, monotonic()):
            if not self.play(line):
                return
        live = self.session.live
        level = live.plan.level if live.plan is not None else None
        if live.clock is not None or (level is not None and level.minutes is not None):
            self.redraw()

    @property
    def saved_to(self) -> str:
        """Where leaving saves: the `--save` file, or the default name beside the journal."""
        s = self.session
        target = s.save_to or (s.journal.target if s.journal is not None else None) or s.default
        return str(target or "the file asked for on leaving")

    # -- typing and touching

    def on_input_submitted(self, event: TypedLine.Submitted) -> None:
        line = typed(event.value).strip()
        event.input.value = ""
        self.query_one("#line", TypedLine).remember(line)
        self.play(line)

    def action_act(self, name: str) -> None:
        """A one-touch action (its key or its button): the line it stands for, played as
        if typed (`floorcli.cli.screen.keys`)."""
        action = next(a for a in ACTIONS if a.name == name)
        self.play(line_for(action, self.session.live))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        name = (event.button.id or "").removeprefix("act-")
        if any(a.name == name for a in ACTIONS):
            self.action_act(name)
        self.query_one("#line", TypedLine).focus()

    def play(self, line: str) -> bool:
        """Journal `line` first, then rule on it (the dealer's `line`), draw the reply; False
        when the line leaves the table (`quit`)."""
        from floorcli.table.dealer import dealer_for

        session = self.session
        if session.journal is not None:
            session.journal.append(line)  # on disk before it is ruled on, as in line mode
        reply = dealer_for(session.live).line(line)
        going = session.render(reply, line)
        self.log_words(line, reply)
        self.redraw()
        if not going:
            self.action_leave()
        return going

    def log_words(self, line: str, reply: Reply | None) -> None:
        """What the line mode printed for `line`, as one log line and its detail: the
        ruling's explanation and rule as `why` words them, then every line printed."""
        from floorcli.answers.hand import ruling_dict
        from floorcli.cli.render import shown

        printed = [row for row in self.out.getvalue().splitlines() if row.strip()]
        self.out.seek(0)
        self.out.truncate()
        ruling = reply.outcome.ruling if reply is not None and reply.outcome else None
        detail = list(printed)
        verdict = ""
        if ruling is not None:
            data = shown(ruling_dict(ruling, self.session.table.state.rules.decimals))
            why = relabel(visible(f"{data['verdict']}: {data['explanation']}"))
            detail = [why, visible(str(data["rule"])), *printed]
            verdict = str(data["verdict"])
        if not printed and not detail:
            return
        first = printed[0] if printed else detail[0]
        summary = f"{visible(line)[:14]:<14} {first}" if line else first
        if len(summary) > _WIDTH:  # one line a ruling: the whole of it is in the detail
            summary = summary[: _WIDTH - 1] + "…"
        self.entries.append(Entry(summary=summary, detail="\n".join(detail), verdict=verdict))
        log = self.query_one("#log", OptionList)
        log.add_option(log_line(summary, verdict, self.colours))
        self.show_detail(len(self.entries) - 1)  # in the same frame as the map
        log.highlighted = len(self.entries) - 1

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self.show_detail(event.option_index)

    def show_detail(self, index: int) -> None:
        """Show the whole of log entry `index` under the log (once: not drawn again when the
        log's highlight catches up with the entry just shown)."""
        if index != self.detailed:
            self.detailed = index
            detail = Text(self.entries[index].detail)
            self.query_one("#detail", Static).update(detail, layout=False)

    def redraw(self) -> None:
        """Draw the table as it stands, from the `ask` answer the line mode already asked
        for this state (`TableSession.report`: asked once).  Each part keeps its size unless
        the seats change, so a key redraws without laying the screen out again."""
        view = look(self.session.live, self.session.report())
        centre = centre_lines(view)
        if self.screen.has_class("-wide") and self.screen.has_class("-tall"):
            drawn = ring_text(view, self.colours, max(self.size.width - 2, 40))
            self._sized("#ring", drawn.plain.count("\n") + 1, drawn)
        else:
            self._sized("#top", max(len(view.seats) + 1, len(centre), 6))
            self.query_one("#seats", Static).update(compact(view, self.colours), layout=False)
            middle = Text("\n".join(centre), no_wrap=True)
            self.query_one("#centre", Static).update(middle, layout=False)
        width = max(self.size.width - 2, 40)
        bar = status_bar(self.session.live, self.saved_to, width, monotonic())
        line = Text(bar, no_wrap=True)
        self.query_one("#status", Static).update(line, layout=False)

    def _sized(self, selector: str, height: int, content: Text | None = None) -> None:
        """Give the widget `height` rows (a new layout only when that changes), and
        `content`."""
        widget = self.query_one(selector)
        grown = self.heights.get(selector) != height
        if grown:
            self.heights[selector] = height
            widget.styles.height = height
        if isinstance(widget, Static) and content is not None:
            widget.update(content, layout=grown)

    def on_resize(self) -> None:
        self.touch()
        self.call_after_refresh(self.redraw)

    def touch(self) -> None:
        """In a browser with the rows for it (a phone or tablet at the podium: 80 columns and
        some 50 to 80 rows), the action buttons are four rows tall, four to a row (`-touch`),
        at least 40 CSS pixels a button where the page's font is 8 pixels; a terminal keeps its
        one row of buttons."""
        self.screen.set_class(self.is_web and self.size.height >= TOUCH_ROWS, "-touch")

    # -- leaving

    def action_leave(self) -> None:
        """Save as line mode does when it leaves (its journal removed once saved), then exit
        with its code; the words it said are printed after the screen closes."""
        self.code = self.session.leave(interrupted=False)
        self.exit(self.code)

    def on_unmount(self) -> None:
        """Closed: what was frozen goes back to the garbage collector; without leaving (a
        crash, a test's end) the journal is kept to resume."""
        gc.unfreeze()
        if self.session.journal is not None:
            self.session.journal.close()

    def farewell(self) -> str:
        """What leaving said (``saved 4 lines to ...``), for the terminal once it is back."""
        return self.out.getvalue()
