"""The hand answers for people: `ask`, `replay` and the live table's answer after each action.

rich is imported inside the functions that draw.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console
    from rich.text import Text

from floorcli.cli.boundary import visible
from floorcli.cli.render import shown
from floorcli.cli.render.plain import plain_width, wrapped

VERDICT_STYLE = {"ok": "green", "corrected": "yellow", "illegal": "bold red"}


class _Spans(list[tuple[str, str]]):
    """(text, style) pieces, appended as to a rich `Text`."""

    def append(self, text: str, style: str = "") -> None:  # type: ignore[override]
        super().append((text, style))


def _console() -> Console:
    from floorcli.cli.render import console as make_console

    return make_console(highlight=False, soft_wrap=False)


def _answer_lines(report: dict[str, Any], returned_to: str = "") -> Text:
    """The answer block; the uncalled chips (`uncalled`) apart from the pots, returned to
    `returned_to` (``Seat 1 (Ann)``: the player's name when known) or to the seat."""
    from rich.text import Text

    return Text.assemble(*_answer_spans(report, returned_to))


def _answer_spans(report: dict[str, Any], returned_to: str = "") -> list[tuple[str, str]]:
    """`_answer_lines` as (text, style) pieces, without rich: written plain to a pipe."""
    from floorcli.betting.pots import Division, Pot, Uncalled

    text = _Spans()
    street = report["street"]
    if report["to_act"] is None:
        text.append(f"{street.upper()}", style="bold")
        text.append(" — nobody is to act\n")
    else:
        text.append(f"{street.upper()}  ", style="bold")
        text.append(f"Seat {report['to_act']} to act\n", style="bold cyan")
        text.append("  to call      ", style="dim")
        text.append(f"{report['to_call']}\n", style="bold")
        text.append(
            "  bet          " if "bet" in report["legal"] else "  raise to     ", style="dim"
        )
        if report["can_raise"]:
            low, high = report["min_raise_to"], report["max_raise_to"]
            text.append(f"{low}\n" if low == high else f"{low} - {high}\n", style="bold")
        else:
            text.append("not allowed\n", style="bold red")
        text.append("  legal        ", style="dim")
        text.append(", ".join(report["legal"]) + "\n")
    back = report.get("uncalled")
    returned = None if back is None else Uncalled(back["seat"], back["amount"], back["matched_to"])
    pinned = [Pot(pot["amount"], tuple(pot["eligible"])) for pot in report["pots"]]
    for n, pot in enumerate(Division.of_pinned(pinned, returned).pots):
        name = "main pot" if n == 0 else f"side pot {n}"
        seats = ", ".join(map(str, pot.eligible))
        text.append(f"  {name:<12} ", style="dim")
        text.append(f"{pot.amount}", style="bold")
        text.append(f"  (seats {seats})\n")
    if returned is not None:  # TDA 2024 Rule 15-B: never a pot, never in the pot total
        text.append(f"  {'uncalled':<12} ", style="dim")
        text.append(f"{returned.amount}", style="bold")
        text.append(f"  returned to {returned_to or f'Seat {returned.seat}'}\n")
    if report.get("show_order"):
        first, *rest = report["show_order"]
        rule = report.get("show_rule", "Robert's Rules, The Showdown 7")
        text.append("  show order   ", style="dim")
        if report.get("all_tabled"):
            text.append("every hand face up at once (a player is all-in)")
        else:
            text.append(f"seat {first}" + (", then " + ", ".join(map(str, rest)) if rest else ""))
        text.append(f"  ({rule})\n", style="dim")
    for split in report.get("splits", []):
        name = "main pot" if split["pot"] == 0 else f"side pot {split['pot']}"
        text.append(f"  {'if tied' if split is report['splits'][0] else '':<12} ", style="dim")
        odd = ""
        if split["odd_chips"]:
            to = ", ".join(map(str, split["odd_to"]))
            rule = split.get("odd_rule", "").partition(": ")[2]  # stud: by the cards
            to = f"seat {to}" if to else rule
            odd = f", odd chip{'s' if len(split['odd_to']) > 1 else ''} to {to}"
        text.append(f"{name} ({split['amount']}): {split['share']} each{odd}\n")
    return text


def rules_line(summary: dict[str, Any]) -> str:
    """``rules: tda-nlhe (blinds 5, 10)``: the profile that ruled and the hand's overrides.

    >>> rules_line({"profile": "tda-nlhe", "overrides": {"blinds": [5, 10], "ante": 1}})
    'rules: tda-nlhe (blinds 5, 10; ante 1)'
    >>> rules_line({"profile": "cash-nlhe", "overrides": {"sleeper": True, "min_bet": None}})
    'rules: cash-nlhe (sleeper true; min_bet none)'
    """
    parts = []
    for key, value in summary["overrides"].items():
        if isinstance(value, list):
            text = ", ".join(map(str, value))
        elif isinstance(value, bool):  # as written in a hand file, not Python's True
            text = "true" if value else "false"
        else:
            text = "none" if value is None else str(value)
        parts.append(f"{key} {text}")
    return visible(f"rules: {summary['profile']}" + (f" ({'; '.join(parts)})" if parts else ""))


def render_ask(
    report: dict[str, Any], file_name: str, *, explain: bool = True, returned_to: str = ""
) -> None:
    """The dealer's answer first, then (with `explain`) the explanation, and the profile that
    ruled.  Without `explain` only a note that an action of the history did not stand is
    kept of the explanation."""
    report = shown(report)
    spans = _answer_spans(report, visible(returned_to))
    if not explain and _print_plain(report, "".join(text for text, _ in spans)):
        return
    from rich.text import Text

    console = _console()
    console.print(Text.assemble(*spans), end="")
    if explain:
        console.print()
        console.print(report["explanation"], style="italic", markup=False)
    elif report["explanation"].startswith("Note: "):
        console.print(
            report["explanation"].split("'floorcli replay'.", 1)[0] + "'floorcli replay'.",
            markup=False,
        )
    if "rules" in report:
        console.print(rules_line(report["rules"]), style="dim", markup=False)


def _print_plain(report: dict[str, Any], answer: str) -> bool:
    """Write the short answer (`render_ask` without `explain`) without rich when rich would
    write it plain (`floorcli.cli.render.plain`), byte for byte: True when it was written.

    A line of printable ASCII is wrapped as rich wraps it; any other line must be printable,
    narrower than the width and of characters one cell wide (below U+0300, where the
    combining accents start, or the dash of "nobody is to act"), else rich draws it all.
    Not loading rich is a third of a cold `floorcli ask HAND | less` (issue 27)."""
    width = plain_width()
    if width is None or width < 10:  # (COLUMNS=0: rich's own layout)
        return False
    lines = answer.removesuffix("\n").split("\n")
    if report["explanation"].startswith("Note: "):
        lines.append(report["explanation"].split("'floorcli replay'.", 1)[0] + "'floorcli replay'.")
    if "rules" in report:
        lines.append(rules_line(report["rules"]))
    out: list[str] = []
    for line in lines:
        if line.isascii() and line.isprintable():
            out += wrapped(line, width)
        elif (
            len(line) < width
            and line.isprintable()
            and all(c < "\u0300" or c == "\u2014" for c in line)
        ):
            out.append(line)
        else:
            return False
    sys.stdout.write("".join(line + "\n" for line in out))
    return True


def render_replay(report: dict[str, Any], file_name: str, returned_to: str = "") -> None:
    """One row per ruling, then the answer for the player to act."""
    from rich.table import Table
    from rich.text import Text

    report, file_name = shown(report), visible(file_name)
    console = _console()
    _forced_line(console, report["forced"])
    table = Table(title=Text(f"Rulings: {file_name}"), show_lines=False, expand=False)
    table.add_column("#", justify="right")
    table.add_column("action")
    table.add_column("ruling")
    table.add_column("explanation and rule", overflow="fold", max_width=90)
    for r in report["rulings"]:
        verdict = Text(r["verdict"], style=VERDICT_STYLE.get(r["verdict"], ""))
        became = r["action"] + (
            f" {r['to']}"
            if r["to"] is not None and r["action"] in ("bet", "raise", "call", "post")
            else ""
        )
        ruling = Text.assemble(verdict, f"\n{became}")
        words = Text.assemble(f"{r['explanation']}\n", (r["rule"], "dim"))
        table.add_row(str(r["index"]), Text(r["input"]), ruling, words)
    console.print(table)
    console.print(_answer_lines(report["final"], visible(returned_to)), end="")
    console.print()
    console.print(report["final"]["explanation"], style="italic", markup=False)
    if "rules" in report:
        console.print(rules_line(report["rules"]), style="dim", markup=False)


def _forced_line(console: Console, forced: list[dict[str, Any]]) -> None:
    """``Forced bets: seat 1 small blind 5, ...`` (nothing when none were posted)."""
    if forced:
        posts = ", ".join(
            f"seat {f['seat']} {f['kind']} {f['amount']}"
            + (" (all-in, short)" if f["amount"] < f["due"] else "")
            for f in forced
        )
        console.print(f"Forced bets: {posts}", style="dim", markup=False)


def render_short_replay(
    report: dict[str, Any], lines: tuple[str, ...], returned_to: str = ""
) -> None:
    """One line per ruling (``#  input  verdict  what it became; who acts next``), then
    the dealer's answer; `--explain` gives the table with the arithmetic instead."""
    from rich.text import Text

    report = shown(report)
    console = _console()
    _forced_line(console, report["forced"])
    width = max((len(r["input"]) for r in report["rulings"]), default=0)
    for ruling, words in zip(report["rulings"], lines, strict=True):
        text = Text(f"{ruling['index']:>3}  {ruling['input']:<{width}}  ")
        text.append(f"{ruling['verdict']:<9}", style=VERDICT_STYLE.get(ruling["verdict"], ""))
        text.append(f"  {visible(words)}")
        console.print(text, soft_wrap=True)
    console.print(_answer_lines(report["final"], visible(returned_to)), end="")
    if "rules" in report:
        console.print(rules_line(report["rules"]), style="dim", markup=False)


def render_hand_title(title: str) -> None:
    """The line before each hand of a played session."""
    _console().print(visible(f"== {title}"), style="bold", markup=False, highlight=False)


# ---------------------------------------------------------------- floorcli table


def table_console() -> Console:
    """The console the live table mode prints to: long lines wrapped at word boundaries to
    the terminal's width (80 columns when the output is piped)."""
    from floorcli.cli.render import console as make_console

    return make_console(highlight=False, soft_wrap=False)


def ruling_lines(ruling: dict[str, Any]) -> Text:
    """One ruling as the table shows it: the verdict, the explanation, the rule."""
    from rich.text import Text

    ruling = shown(ruling)
    text = Text()
    text.append(f"  {ruling['verdict']:<9}", style=VERDICT_STYLE.get(ruling["verdict"], ""))
    text.append(f" {ruling['explanation']}\n")
    text.append(f"            {ruling['rule']}\n", style="dim")
    return text


def render_table_answer(
    console: Console, ruling: dict[str, Any] | None, report: dict[str, Any], returned_to: str = ""
) -> None:
    """After a typed action: its ruling, then the next player's options and the pots (the
    uncalled chips returned to `returned_to`)."""
    if ruling is not None:
        console.print(ruling_lines(ruling), end="")
    console.print(_answer_lines(shown(report), visible(returned_to)), end="")
