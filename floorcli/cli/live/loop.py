"""The live `floorcli table` loop, the terminal only: read a typed line, journal it, hand it to
the dealer (`floorcli.table.dealer`), draw the reply, and write a save where it asks for one;
rich is imported only when the console is built, --json writes one JSON object a line.
"""

from __future__ import annotations

import sys
from pathlib import Path
from time import monotonic
from typing import TYPE_CHECKING, Any

from floorcli.cli.boundary import typed, visible
from floorcli.cli.live.help import TABLE_HELP
from floorcli.cli.live.status import WAITING_WORDS
from floorcli.cli.render import write_json
from floorcli.cli.render.glance import relabel
from floorcli.table.tourney import due
from floorcli.textio.paths import user_path

if TYPE_CHECKING:
    from rich.console import Console

    from floorcli.table.hand import Table
    from floorcli.table.journal import Journal
    from floorcli.table.kinds import Query
    from floorcli.table.session import LiveSession, Reply

__all__ = ["TABLE_HELP", "TableSession"]


class TableSession:
    """The terminal side of one table: reads lines, prints answers, keeps the `Table`."""

    def __init__(
        self,
        table: Table,
        *,
        as_json: bool,
        save_to: Path | None,
        default: Path | None = None,
        force: bool = False,
        journal: Journal | None = None,
    ) -> None:
        from floorcli.cli.render.hand import table_console
        from floorcli.table.session import LiveSession

        self.live: LiveSession = LiveSession.begin(table)
        self.as_json = as_json
        self.save_to = save_to
        self.default = default
        self.force = force
        self.journal = journal
        self.written: set[Path] = set()
        self.input_file: Path | None = None  # the hand file it started from: never written
        self.replaying = False
        self.tty = sys.stdin.isatty()
        self.console: Console = table_console()
        self.explain = False  # --explain: the whole ruling and options after each action
        self.fresh = False  # the status was just printed with an answer: not again
        self.known: tuple[object, dict[str, Any]] | None = None  # the last state's report

    @property
    def table(self) -> Table:
        """The hand being played."""
        return self.live.table

    def report(self) -> dict[str, Any]:
        """`ask_report` of the hand as it stands, asked once a state (frozen: never stale)."""
        from floorcli.answers.hand import ask_report

        state = self.table.state
        if self.known is None or self.known[0] is not state:
            self.known = (state, ask_report(state))
        return self.known[1]

    def resume(self, lines: list[str]) -> None:
        """Type again an unfinished session's journal quietly (no `save` again, no `quit`)."""
        self.replaying = True
        try:
            for line in lines:
                self.command(line.strip())  # False after a `quit`: not acted on here
        finally:
            self.replaying = False

    # -- output

    def say(self, text: str, style: str = "") -> None:
        if self.replaying:
            return
        if self.as_json:
            write_json({"message": text}, indent=None)
        else:
            text = relabel(visible(text))
            self.console.print(text, style=style or None, markup=False, highlight=False)

    def hint(self, text: str) -> None:
        if self.replaying:
            return
        if self.as_json:
            write_json({"hint": text}, indent=None)
        else:
            text = relabel(visible(f"? {text}"))
            self.console.print(text, style="yellow", markup=False, highlight=False)

    def answer(self, ruling: Any = None, *, echo: str | None = None) -> None:
        from floorcli.answers.hand import ruling_dict
        from floorcli.cli.render import shown
        from floorcli.cli.render.hand import render_table_answer
        from floorcli.table.streets import street_to_deal

        if self.replaying:
            return
        if ruling is None and self.live.waiting:  # stud: the next hand waits for its upcards
            self.show_waiting("")
            return
        state = self.table.state
        report = self.report()
        deal = street_to_deal(state)  # a stud street waits for its cards
        data = None if ruling is None else ruling_dict(ruling, state.rules.decimals)
        if self.as_json:
            write_json({"input": echo, "ruling": data, "state": report}, indent=None)
        elif self.explain:
            back = report["uncalled"]
            owner = next((p.label for p in state.players if back and p.seat == back["seat"]), "")
            render_table_answer(self.console, shown(data), shown(report), owner)
        else:
            from floorcli.cli.render.glance import render_glance, status_text
            from floorcli.table.lines import session_status

            names = self.names()  # a stud street waiting for its cards: in the status
            seen = shown(report)
            status = session_status(self.live, status_text(seen, names, deal=deal))
            render_glance(self.console, shown(data), seen, names=names, status=status)
            self.fresh = True
        if deal is not None and (self.as_json or self.explain):
            self.say(deal[0].upper() + deal[1:] + ".")
        sys.stdout.flush()

    def names(self) -> dict[int, str]:
        """The players' names by seat, escaped for the terminal (a seat without: its number)."""
        return {p.seat: visible(p.name) for p in self.table.state.players if p.name}

    # -- input

    def read(self) -> str | None:
        """One line, or None at end of input."""
        if self.tty and not self.as_json and not self.fresh:
            from floorcli.cli.live.status import status_line
            from floorcli.table.lines import session_status
            from floorcli.table.streets import street_to_deal

            deal = street_to_deal(self.table.state)
            report = self.report()
            self.console.print(
                session_status(self.live, status_line(report, self.names(), deal=deal)),
                style="bold",
                markup=False,
                highlight=False,
            )
        self.fresh = False
        try:
            line = typed(input("table> " if self.tty else ""))
        except EOFError:
            return None
        for text in (*due(self.live, monotonic()), line):  # time out, a level over: first
            if self.journal is not None:
                self.journal.append(text)
            if text is not line:
                self.command(text)
        if not self.tty and not self.as_json:
            self.console.print(visible(f"table> {line}"), markup=False, highlight=False)
        return line

    # -- the loop

    def run(self) -> int:
        if self.tty:
            import contextlib

            with contextlib.suppress(ImportError):  # line editing and history for input()
                import readline  # noqa: F401
        while True:
            try:
                line = self.read()
                going = line is not None and self.command(line.strip())
            except KeyboardInterrupt:
                self.say("")
                return self.interrupted()
            if not going:  # end of input, or `quit`
                return self.leave(interrupted=False)

    def interrupted(self) -> int:
        """Ctrl-C: leave as `quit` does (save, or ask), then exit 130 (`boundary.INTERRUPTED`)."""
        from floorcli.cli.boundary import INTERRUPTED, interrupted

        self.leave(interrupted=True)
        interrupted()
        return INTERRUPTED

    def command(self, line: str) -> bool:
        """Act on one typed line; False to leave.  What the line is, and the reply, are the
        dealer's (`floorcli.table.dealer`); here it is only drawn."""
        from floorcli.table.dealer import dealer_for

        return self.render(dealer_for(self.live).line(line), line.strip())

    def render(self, reply: Reply, line: str) -> bool:
        """Draw the table's reply to `line` (and write a save); False to leave."""
        from floorcli.table.kinds import Kind

        self.live = reply.live
        if reply.kind is Kind.QUIT:
            return False
        if reply.kind is Kind.QUERY and reply.query is not None:
            self.show_query(reply.query)
            return True
        if reply.kind is Kind.SAVE and not reply.hint:
            self.save(reply.save_name, force=reply.force)
            return True
        for text in reply.said:
            self.say(text, style="yellow" if reply.kind is Kind.UNDO else "")
        if reply.hint:
            self.hint(reply.hint)
        elif reply.answer:  # an action or street marker: the answer to its ruling
            ruling = reply.outcome.ruling if reply.outcome else None
            self.answer(ruling, echo=line if reply.outcome else None)
        return True

    def show_query(self, query: Query) -> None:
        """The answer to `pots`, `stacks`, `why`, `hand`, `rules`, `help` or an empty line."""
        from floorcli.cli.live.status import stacks_lines
        from floorcli.table.kinds import Query

        if self.live.waiting and query.value in WAITING_WORDS:
            self.show_waiting(query.value)
        elif query is Query.STATE:
            self.answer()
        elif query is Query.HELP:
            for row in TABLE_HELP.splitlines():  # a line each: `say` escapes a newline
                self.say(row)
        elif query is Query.POTS:
            self.show_pots()
        elif query is Query.STACKS:
            for row in stacks_lines(self.table.state, self.live.awarded()):
                self.say(row)
        elif query is Query.WHY:
            self.show_why()
        elif query is Query.MAP:
            self.show_map()
        elif query is Query.HAND:
            self.show_hand()
        else:
            self.show_rules()

    def show_waiting(self, word: str) -> None:
        """`stacks`, `pots`, `hand`, `why` while a stud hand waits: that hand, not the last."""
        from floorcli.cli.live.status import waiting_lines

        for row in waiting_lines(self.live, word):
            self.say(row)

    def show_why(self) -> None:
        """`why`: the last ruling as `--explain` shows it (the arithmetic, the rule), then
        the options of the player to act in full."""
        from floorcli.answers.hand import ruling_dict
        from floorcli.cli.render.glance import relabel
        from floorcli.cli.render.hand import ruling_lines
        from floorcli.table.deal import hand_words

        rulings = self.table.rulings
        if not rulings and self.live.number > 1 and self.live.plan is not None:
            for row in hand_words(self.live, whole=True):  # right after `next`: the deal
                self.say(row)
        if rulings and not self.as_json and not self.replaying and not self.live.waiting:
            data = ruling_dict(rulings[-1], self.table.state.rules.decimals)
            data["explanation"] = relabel(data["explanation"])  # Dan (seat 4), as said above
            self.console.print(ruling_lines(data), end="")
        self.say(self.report()["explanation"])

    def show_map(self) -> None:
        """`map`: every seat of the hand being played (`floorcli.table.seatmap`)."""
        from floorcli.cli.render import shown
        from floorcli.cli.render.glance import render_map
        from floorcli.table.seatmap import map_answer

        if self.live.waiting:
            self.show_waiting("stacks")
        elif self.as_json and not self.replaying:
            write_json(map_answer(self.live), indent=None)
        elif not self.replaying:
            render_map(self.console, shown(map_answer(self.live)))

    def show_pots(self) -> None:
        from floorcli.cli.live.status import pots_line

        self.say(pots_line(self.table.state))

    def show_hand(self) -> None:
        if not self.table.steps:
            self.say("no actions yet")
        for step in self.table.steps:
            self.say(f"  {step.text:<18} {step.ruling.verdict.value if step.ruling else 'street'}")

    def show_rules(self) -> None:
        from floorcli.cli.live.status import rules_lines

        for row in rules_lines(self.table.hand.rules):
            self.say(row)

    def save(self, name: str, *, force: bool) -> None:
        """``save FILE``; a bare ``save`` writes to the ``--save`` target."""
        if not name and self.save_to is None:
            self.hint(
                "write 'save FILE' (e.g. save hand-12.yaml); a bare 'save' writes to the "
                "--save FILE the table was started with"
            )
            return
        path = user_path(name) if name else self.save_to
        assert path is not None
        if self.replaying:  # saved before the kill: the resumed table may save over it
            self.written.update([path] if path.exists() else [])
            return
        self.write(path, force=force or (not name and self.force))

    def write(self, path: Path, *, force: bool = False, movable: bool = False) -> bool:
        """Save the session to `path`; a `movable` (automatic default) name that another
        table saved to meanwhile becomes the next free one (``-2``, ``-3``): never overwritten."""
        from floorcli.cli.live.targets import save_refused
        from floorcli.errors import FileExistsRefused, FloorError
        from floorcli.table.journal import next_free
        from floorcli.table.savefile import session_file_text
        from floorcli.textio.atomic import write_atomic

        try:
            save_refused(path, self.input_file, self.journal)
            text = session_file_text(self.live)
            write_atomic(path, text, force=force or path in self.written)
        except FileExistsRefused:
            if movable:  # another table saved there meanwhile: the next free name
                return self.write(next_free(path), movable=True)
            self.hint(f"{path} already exists; 'save {path} --force' replaces it")
            return False
        except FloorError as err:
            self.hint(str(err))  # with the file it names: which save failed
            return False
        except OSError as err:
            self.hint(f"cannot write {path}: {err.strerror or err}")
            return False
        self.written.add(path)
        self.live = self.live.saved()
        waiting = self.live.waiting  # stud: the table still shows the hand that ended
        count = sum(len(h.table.steps) for h in self.live.played)
        count += 0 if waiting else len(self.table.steps)
        lines = "line" if count == 1 else "lines"
        n = self.live.hands - waiting
        hands = f" of {n} hand{'s' * (n != 1)}" if len(self.live.played) else ""
        self.say(f"saved {count} {lines}{hands} to {path} (floorcli replay {path})")
        return True

    def finish(self) -> int:
        """The session ended as the dealer meant: its journal is no longer needed."""
        if self.journal is not None:
            self.journal.finish()  # kept when damaged lines were skipped: exit 1 says so
        return 1 if self.journal is not None and self.journal.damaged else 0

    def leave(self, *, interrupted: bool) -> int:
        """Save or ask before leaving, as the docs say: nothing typed is lost (when a save
        fails the journal stays, and `floorcli table` offers to resume it)."""
        from floorcli.table.journal import default_target

        if self.save_to is not None:
            return self.finish() if self.write(self.save_to, force=self.force) else 2
        if not self.live.dirty:
            return self.finish()
        default = self.journal.target if self.journal is not None else self.default
        movable = self.journal is None or self.journal.movable  # an automatic name
        default = default or default_target()
        if not self.tty:
            return self.finish() if self.write(default, movable=movable) else 2
        try:
            what = "session" if len(self.live.played) else "hand"
            answer = input(f"Save this {what}? file name [{default}], or 'n' to leave without: ")
        except (KeyboardInterrupt, EOFError):
            self.say("")
            answer = ""
        answer = answer.strip()
        if answer.lower() in ("n", "no"):
            self.say("left without saving")
            return self.finish()
        chosen = user_path(answer) if answer else default
        if self.write(chosen, movable=movable and not answer) or self.write(
            default, movable=movable
        ):
            return self.finish()
        return 2  # no file could be written: exit 2, as for any file the system refuses
