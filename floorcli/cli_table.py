"""`floorcli table`, `floorcli potmax`, `floorcli sidepots`: the tools used at the table.

Registered in `floorcli.cli.build_app`.  rich is imported only when something is drawn; the
live session logic is `floorcli.table`, the pot-limit arithmetic `floorcli.potlimit`, the pots
`floorcli.pots.split_pots`.
"""

from __future__ import annotations

import json as jsonlib
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from floorcli.errors import FloorError

if TYPE_CHECKING:
    from rich.console import Console

    from floorcli.pots import Pot, Stake
    from floorcli.table import Outcome, Table

__all__ = ["potmax", "sidepots", "sidepots_report", "table"]

JsonOpt = Annotated[bool, typer.Option("--json", help="print JSON")]


def _fail(err: FloorError) -> typer.Exit:
    from floorcli.render import error

    error(str(err))
    return typer.Exit(2)


def _amounts(text: str, flag: str) -> list[int]:
    from floorcli.notation import parse_amount

    words = [w for w in text.replace(",", " ").replace("/", " ").split() if w]
    return [parse_amount(w, context=f"{flag} {text}") for w in words]


# ---------------------------------------------------------------- potmax


def potmax_report(
    *,
    pot: int,
    bets: Sequence[int],
    mine: int = 0,
    blinds: Sequence[int] = (),
    variant: str | None = None,
) -> dict[str, Any]:
    """The pot-limit maximum for a player to act, both ways (the `potmax --json` object)."""
    from floorcli.potlimit import pot_limit, preflop_additions

    if mine and mine not in bets:
        shown = ", ".join(map(str, bets)) or "none"
        raise FloorError(
            f"--mine {mine} is not one of the bets of the round ({shown}); list your own "
            "bet in --bets too"
        )
    additions: list[tuple[int, str]] = []
    current: int | None = None
    if blinds or variant:
        if not blinds:
            raise FloorError("--preflop needs the blinds: add e.g. --blinds 1,2")
        posted = list(bets[: len(blinds)])
        shortfall = sum(max(0, due - got) for due, got in zip(blinds, posted, strict=False))
        small = posted[0] if len(blinds) >= 2 and posted else None
        additions = preflop_additions(
            variant or "true-pot", big_blind=max(blinds), small_blind_bet=small, shortfall=shortfall
        )
        current = max(max(bets, default=0), max(blinds))
    limit = pot_limit(start=pot, bets=bets, mine=mine, current_bet=current, additions=additions)
    adds = limit.max_to - mine
    if limit.last:
        head = (
            f"The maximum raise is to {limit.max_to}: the bet of {limit.last} plus the pot "
            f"after the call ({limit.pot_after_call})."
        )
    else:
        head = f"The maximum bet is {limit.max_to}: the pot ({limit.pot_after_call})."
    tail = f" It adds {adds} chips" + (f" to the {mine} already in." if mine else ".")
    return {
        "max_raise_to": limit.max_to,
        "to_call": limit.call,
        "adds": adds,
        "pot_after_call": limit.pot_after_call,
        "last": limit.last,
        "trail": limit.trail,
        "start": limit.start,
        "mine": mine,
        "additions": [{"amount": a, "why": w} for a, w in limit.additions],
        "pot_count": limit.max_text(),
        "shortcut": limit.shortcut_text(),
        "explanation": head + tail,
    }


def potmax(
    *,
    pot: Annotated[
        int,
        typer.Option(
            "--pot", min=0, help="the starting pot S: chips from earlier rounds (antes included)"
        ),
    ] = 0,
    bets: Annotated[
        str,
        typer.Option(
            "--bets",
            help="this round's bets, each player's round total in order, e.g. 5,35,35 "
            "(pre-flop: the blinds first)",
        ),
    ] = "",
    mine: Annotated[
        int, typer.Option("--mine", min=0, help="your own chips already in this round")
    ] = 0,
    blinds: Annotated[
        str | None,
        typer.Option(
            "--blinds", help="pre-flop: the blinds due, e.g. 1,2 (--bets start with them)"
        ),
    ] = None,
    preflop: Annotated[
        str | None,
        typer.Option(
            "--preflop",
            metavar="VARIANT",
            help="pre-flop pot: true-pot (default), posted or assumed-call",
        ),
    ] = None,
    json: JsonOpt = False,
) -> None:
    """Pot-limit maximum without a hand file: the pot count and the (3L+T)+S shortcut."""
    from floorcli.potlimit import PREFLOP_VARIANTS

    try:
        if preflop is not None and preflop not in PREFLOP_VARIANTS:
            raise FloorError(f"--preflop: '{preflop}' is not one of {', '.join(PREFLOP_VARIANTS)}")
        due = _amounts(blinds, "--blinds") if blinds else []
        round_bets = _amounts(bets, "--bets") if bets else list(due)
        report = potmax_report(pot=pot, bets=round_bets, mine=mine, blinds=due, variant=preflop)
    except FloorError as err:
        raise _fail(err) from None
    if json:
        typer.echo(jsonlib.dumps(report, indent=2))
        return
    lines = [
        f"max raise to   {report['max_raise_to']}",
        f"to call        {report['to_call']}",
        f"pot count      {report['pot_count']}",
        f"(3L+T)+S       {report['shortcut'].split(' = ', 1)[1]}"
        f"   (L {report['last']}, T {report['trail']}, S {report['start']})",
        "",
        report["explanation"],
    ]
    typer.echo("\n".join(lines))


# ---------------------------------------------------------------- sidepots

_STATUS = {
    "in": "in",
    "allin": "all-in",
    "all-in": "all-in",
    "a": "all-in",
    "folded": "folded",
    "fold": "folded",
    "f": "folded",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Contribution:
    """One player's chips in the hand, as typed: `3:120:allin`."""

    seat: int
    total: int
    status: str


def parse_contribution(text: str) -> Contribution:
    """``SEAT:TOTAL[:allin|folded]``.

    >>> parse_contribution("3:120:allin")
    Contribution(seat=3, total=120, status='all-in')
    """
    from floorcli.notation import parse_amount

    parts = text.split(":")
    status = _STATUS.get(parts[2].lower()) if len(parts) == 3 else "in"
    if len(parts) not in (2, 3) or not parts[0].isdigit() or int(parts[0]) < 1 or status is None:
        raise FloorError(
            f"'{text}' is not SEAT:TOTAL or SEAT:TOTAL:allin or SEAT:TOTAL:folded; "
            "write e.g. 1:30 2:10:allin 3:30:folded"
        )
    return Contribution(
        seat=int(parts[0]), total=parse_amount(parts[1], context=text), status=status
    )


def clockwise_after(button: int, seats: Sequence[int]) -> list[int]:
    """Seats in order of the odd chip: the first clockwise from the button first.

    >>> clockwise_after(3, [1, 3, 5, 8])
    [5, 8, 1, 3]
    """
    ordered = sorted(seats)
    return [s for s in ordered if s > button] + [s for s in ordered if s <= button]


def sidepots_report(
    players: Sequence[Contribution], *, ante: int = 0, button: int | None = None
) -> dict[str, Any]:
    """Main and side pots, eligibility, uncalled chips and the odd chip (`sidepots --json`)."""
    from floorcli.pots import Stake, split_pots

    seen: set[int] = set()
    for c in players:
        if c.seat in seen:
            raise FloorError(f"seat {c.seat} is given twice; give each seat once")
        seen.add(c.seat)
    if len(players) < 2:
        raise FloorError("give at least two players, e.g. 1:30 2:10:allin")
    if not any(c.status != "folded" for c in players):
        raise FloorError("everyone folded: at least one player must still be in the hand")
    stakes = [
        Stake(
            seat=c.seat,
            dead=min(ante, c.total),
            live=c.total - min(ante, c.total),
            folded=c.status == "folded",
            all_in=c.status == "all-in",
            owes_ante=ante > 0,
        )
        for c in players
    ]
    pots = split_pots(stakes)
    uncalled = _uncalled(stakes)
    out_pots = []
    for n, pot in enumerate(pots):
        name = "main pot" if n == 0 else f"side pot {n}" if len(pots) > 2 else "side pot"
        entry: dict[str, Any] = {"name": name, "amount": pot.amount, "eligible": list(pot.eligible)}
        entry["split"] = _split(pot, button) if len(pot.eligible) > 1 else None
        out_pots.append(entry)
    total = sum(c.total for c in players)
    return {
        "total": total,
        "pots": out_pots,
        "uncalled": uncalled,
        "odd_chip": _odd_chip_note(button, sorted(seen)),
        "explanation": _sidepots_text(out_pots, uncalled, total, ante),
    }


def _uncalled(stakes: Sequence[Stake]) -> dict[str, int] | None:
    """The top contributor's live chips above everyone else's: nobody called them."""
    ranked = sorted(stakes, key=lambda s: s.live, reverse=True)
    top, second = ranked[0], ranked[1]
    if top.folded or top.live <= second.live:
        return None
    return {"seat": top.seat, "amount": top.live - second.live, "matched_to": second.live}


def _split(pot: Pot, button: int | None) -> dict[str, Any]:
    """An even split among every eligible seat, the odd chips to the first seats clockwise."""
    share, odd = divmod(pot.amount, len(pot.eligible))
    order = clockwise_after(button, pot.eligible) if button is not None else []
    return {
        "ways": len(pot.eligible),
        "each": share,
        "odd_chips": odd,
        "odd_chips_to": order[:odd] if odd and order else [],
    }


def _odd_chip_note(button: int | None, seats: Sequence[int]) -> str:
    rule = (
        "In a split pot the odd chip goes to the first tied hand clockwise from the button "
        "(Robert's Rules of Poker, Ties rule 5a)"
    )
    if button is None:
        return rule + "; give --button to name the seats in that order."
    order = ", ".join(map(str, clockwise_after(button, seats)))
    return f"{rule}: from button seat {button}, the order is {order}."


def _sidepots_text(
    pots: list[dict[str, Any]], uncalled: dict[str, int] | None, total: int, ante: int
) -> str:
    parts = [f"{total} chips in all" + (f" (antes of {ante} are dead money)" if ante else "")]
    for pot in pots:
        seats = ", ".join(map(str, pot["eligible"]))
        if len(pot["eligible"]) == 1:
            parts.append(f"{pot['name']} {pot['amount']}: only seat {seats} can win it")
        else:
            parts.append(f"{pot['name']} {pot['amount']}: seats {seats}")
    text = "; ".join(parts) + "."
    if uncalled:
        text += (
            f" Seat {uncalled['seat']}'s last {uncalled['amount']} was not called (the most "
            f"anyone else bet was {uncalled['matched_to']}"
            + (", antes aside" if ante else "")
            + "): it goes back to them."
        )
    return text


def sidepots(
    players: Annotated[
        list[str],
        typer.Argument(
            metavar="SEAT:TOTAL[:allin|folded]...",
            help="each player's total chips in the hand (antes included), and whether they "
            "are all-in or folded, e.g. 1:30 2:10:allin 3:30:allin",
            show_default=False,
        ),
    ],
    *,
    ante: Annotated[
        int, typer.Option("--ante", min=0, help="each player's ante, dead money in the main pot")
    ] = 0,
    button: Annotated[
        int | None, typer.Option("--button", min=1, help="the button seat (for the odd chip)")
    ] = None,
    json: JsonOpt = False,
) -> None:
    """Main and side pots from each player's contribution: who can win which, uncalled chips."""
    try:
        report = sidepots_report([parse_contribution(p) for p in players], ante=ante, button=button)
    except FloorError as err:
        raise _fail(err) from None
    if json:
        typer.echo(jsonlib.dumps(report, indent=2))
        return
    lines = []
    for pot in report["pots"]:
        seats = ", ".join(map(str, pot["eligible"]))
        line = f"{pot['name']:<12} {pot['amount']:>6}  seats {seats}"
        split = pot["split"]
        if split:
            line += f"  (split {split['ways']} ways: {split['each']} each"
            if split["odd_chips"]:
                to = ", ".join(map(str, split["odd_chips_to"])) or "see below"
                line += f", odd chip{'s' if split['odd_chips'] > 1 else ''} to {to}"
            line += ")"
        lines.append(line)
    if report["uncalled"]:
        u = report["uncalled"]
        lines.append(f"{'uncalled':<12} {u['amount']:>6}  back to seat {u['seat']}")
    lines += ["", report["explanation"], report["odd_chip"]]
    typer.echo("\n".join(lines))


# ---------------------------------------------------------------- table

TABLE_HELP = """\
Type each action as it happens, one a line, as in a hand file:
  3 raise 25    4 call    5 fold    6 allin    Alice bet 40    flop    turn Ks
Commands:
  undo          take back the last action (or street marker)
  pots          the main and side pots with the seats that can win them
  why           the full explanation for the player to act
  hand          the actions so far with their rulings
  rules         the active house-rule profile, every setting
  save FILE     write a hand file ('floorcli replay FILE' gives the same rulings)
  help          this list
  quit          leave (offers to save what is not saved yet)
Ctrl-C or end of input also leaves, the same way."""


class _Session:
    """The terminal side of one table: reads lines, prints answers, keeps the `Table`."""

    def __init__(self, table: Table, *, as_json: bool, save_to: Path | None) -> None:
        from floorcli.render import table_console

        self.table = table
        self.as_json = as_json
        self.save_to = save_to
        self.tty = sys.stdin.isatty()
        self.console: Console = table_console()

    # -- output

    def say(self, text: str, style: str = "") -> None:
        if self.as_json:
            sys.stdout.write(jsonlib.dumps({"message": text}) + "\n")
        else:
            self.console.print(text, style=style or None, markup=False, highlight=False)

    def hint(self, text: str) -> None:
        if self.as_json:
            sys.stdout.write(jsonlib.dumps({"hint": text}) + "\n")
        else:
            self.console.print(f"? {text}", style="yellow", markup=False, highlight=False)

    def answer(self, ruling: Any = None, *, echo: str | None = None) -> None:
        from floorcli.render import render_table_answer
        from floorcli.report import ask_report, ruling_dict

        report = ask_report(self.table.state)
        data = None if ruling is None else ruling_dict(ruling)
        if self.as_json:
            sys.stdout.write(jsonlib.dumps({"input": echo, "ruling": data, "state": report}) + "\n")
        else:
            render_table_answer(self.console, data, report)
        sys.stdout.flush()

    # -- input

    def read(self) -> str | None:
        """One line, or None at end of input."""
        try:
            line = input("table> " if self.tty else "")
        except EOFError:
            return None
        if not self.tty and not self.as_json:
            self.console.print(f"table> {line}", markup=False, highlight=False)
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
            except KeyboardInterrupt:
                self.say("")
                return self.leave(interrupted=True)
            if line is None:
                return self.leave(interrupted=False)
            try:
                if not self.command(line.strip()):
                    return self.leave(interrupted=False)
            except KeyboardInterrupt:
                return self.leave(interrupted=True)

    def command(self, line: str) -> bool:
        """Act on one typed line; False to leave."""
        word, _, rest = line.partition(" ")
        word = word.lower()
        if not line:
            self.answer()
        elif word in ("quit", "exit", "q") and not rest:
            return False
        elif word in ("help", "?") and not rest:
            self.say(TABLE_HELP)
        elif word == "undo" and not rest:
            self.table, step = self.table.undo()
            if step is None:
                self.hint("nothing to undo")
            else:
                self.say(f"undone: {step.text}", style="yellow")
                self.answer()
        elif word == "pots" and not rest:
            self.show_pots()
        elif word in ("why", "explain") and not rest:
            from floorcli.report import ask_report

            self.say(ask_report(self.table.state)["explanation"])
        elif word == "hand" and not rest:
            self.show_hand()
        elif word == "rules" and not rest:
            self.show_rules()
        elif word == "save":
            self.save(rest.strip())
        else:
            self.act(line)
        return True

    def act(self, line: str) -> None:
        outcome: Outcome = self.table.enter(line)
        self.table = outcome.table
        if outcome.hint:
            short = outcome.hint.split("; write '<seat or name>")[0]
            self.hint(f"{short} ('help' shows what to type)")
        else:
            self.answer(outcome.ruling, echo=line)

    def show_pots(self) -> None:
        from floorcli.report import describe_pots, pots_of

        pots = pots_of(self.table.state)
        self.say(f"{describe_pots(pots)}; {self.table.state.pot_total} in all")

    def show_hand(self) -> None:
        if not self.table.steps:
            self.say("no actions yet")
        for step in self.table.steps:
            r = step.ruling
            self.say(f"  {step.text:<18} {r.verdict.value if r else 'street'}")

    def show_rules(self) -> None:
        from floorcli.rules import SETTINGS
        from floorcli.rulesets import format_value

        rules = self.table.hand.rules
        self.say(f"{rules.name}: {rules.description}".rstrip(": "))
        for key in SETTINGS:
            value = format_value(getattr(rules, key))
            source = rules.sources.get(key, "floorcli default")
            self.say(f"  {key:<27} {value:<18} {source}")

    def save(self, name: str) -> None:
        if not name or " " in name:
            self.hint("write 'save FILE', e.g. save hand-12.yaml")
            return
        self.write(Path(name).expanduser())

    def write(self, path: Path) -> bool:
        try:
            self.table = self.table.save(path)
        except OSError as err:
            self.hint(f"cannot write {path}: {err.strerror or err}")
            return False
        self.say(f"saved {len(self.table.steps)} lines to {path} (floorcli replay {path})")
        return True

    def leave(self, *, interrupted: bool) -> int:
        """Save or ask before leaving, as the docs say: nothing typed is lost."""
        if self.save_to is not None:
            self.write(self.save_to)
            return 0
        if not self.table.dirty:
            return 0
        default = _auto_name()
        if not self.tty:
            self.write(default)
            return 0
        try:
            answer = input(f"Save this hand? file name [{default}], or 'n' to leave without: ")
        except (KeyboardInterrupt, EOFError):
            self.say("")
            answer = ""
        answer = answer.strip()
        if answer.lower() in ("n", "no"):
            self.say("left without saving")
            return 0
        if not self.write(Path(answer).expanduser() if answer else default):
            self.write(default)
        return 0


def _auto_name() -> Path:
    """``table-20250101-203000.yaml`` in the current folder (never an existing file)."""
    import time

    stem = time.strftime("table-%Y%m%d-%H%M%S")
    path, n = Path(f"{stem}.yaml"), 1
    while path.exists():
        n += 1
        path = Path(f"{stem}-{n}.yaml")
    return path


def table(
    hand: Annotated[
        Path | None,
        typer.Argument(
            help="start from this hand file (its actions are replayed)", show_default=False
        ),
    ] = None,
    *,
    rules: Annotated[
        str, typer.Option("--rules", help="profile when starting from flags (e.g. tda-plo)")
    ] = "tda-nlhe",
    blinds: Annotated[
        str | None, typer.Option("--blinds", help="blinds, e.g. 5,10 (default: the profile's)")
    ] = None,
    ante: Annotated[int | None, typer.Option("--ante", min=0, help="ante amount")] = None,
    stacks: Annotated[
        str | None, typer.Option("--stacks", help="stacks of seats 1, 2, 3 ..., e.g. 1000,800,1200")
    ] = None,
    seats: Annotated[
        str | None,
        typer.Option("--seats", help="seat:stack or seat:name:stack, e.g. 1:1000,4:Alice:800"),
    ] = None,
    button: Annotated[
        int | None, typer.Option("--button", min=1, help="the button seat (default: the last seat)")
    ] = None,
    save: Annotated[
        Path | None,
        typer.Option(
            "--save",
            help="on leaving, save the hand here (default: ask at a terminal; with input "
            "from a pipe or file, save to table-<date>-<time>.yaml)",
        ),
    ] = None,
    json: Annotated[bool, typer.Option("--json", help="one JSON object a line per answer")] = False,
) -> None:
    """Live mode for a dealer: type actions as they happen; the ruling and the next options."""
    from floorcli.table import hand_from_flags, start_table
    from floorcli.yamlsrc import LineDict, read_yaml_file

    try:
        if hand is not None:
            if stacks or seats or blinds or ante is not None or button is not None:
                raise FloorError(
                    "give either a hand file or --stacks/--seats/--blinds/--ante/--button, not both"
                )
            from floorcli.handfile import resolve_hand

            path = resolve_hand(hand)
            data = read_yaml_file(path)
            if not isinstance(data, LineDict):
                raise FloorError(
                    "a hand file is a mapping with rules, seats, button and actions", file=str(path)
                )
            outcome = start_table(data, file=str(path), base=path.parent)
        else:
            data = hand_from_flags(
                rules=rules, blinds=blinds, ante=ante, button=button, stacks=stacks, seats=seats
            )
            try:
                outcome = start_table(data, file="the command line")
            except FloorError as err:
                err.file, err.line = None, None
                raise
    except FloorError as err:
        raise _fail(err) from None
    session = _Session(outcome.table, as_json=json, save_to=save)
    _greet(session, outcome)
    raise typer.Exit(session.run())


def _greet(session: _Session, outcome: Outcome) -> None:
    t = outcome.table
    rules = t.hand.rules
    blinds = "/".join(map(str, rules.blinds)) or "no blinds"
    seats = ", ".join(
        f"{p.seat}{'(' + p.name + ')' if p.name else ''}:{p.starting_stack}"
        for p in t.initial.players
    )
    session.say(
        f"{rules.name} {rules.structure.value} {blinds}, button {t.initial.button}; seats {seats}. "
        "'help' for commands."
    )
    if t.forced:
        posts = ", ".join(
            f"seat {f.seat} {f.kind} {f.amount}" + (" (all-in, short)" if f.short else "")
            for f in t.forced
        )
        session.say(f"Forced bets: {posts}", style="dim")
    if t.steps:
        session.say(f"replayed {len(t.rulings)} actions from the file")
    if outcome.hint:
        session.hint(outcome.hint)
    elif outcome.ruling is not None:
        session.say("the file's next action does not stand; the table stops before it:")
        session.answer(outcome.ruling)
        return
    session.answer()
