"""The live table's answer at a glance: what the action became, who is next by name, their
choices and the pot, in at most three lines at 80 columns.

A dealer reads it between two actions, so a routine action gets a few words: ``ok  Ann (seat
3) raises to 400, all-in, re-opens the betting``, then ``preflop | Bob (seat 1) to act: call
395 · raise 790-1,000 · fold | pot 415``.  A ruling that corrects or refuses an action keeps its
reason and the rule it rests on; the whole arithmetic is `why`, or `floorcli table --explain`.
The text is given to rich whole, so it wraps at word boundaries to the terminal's width (80
columns when piped).  Amounts are written with thousands separators (``1,000``); JSON is not.

rich is imported inside the functions that draw.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from rich.console import Console

__all__ = [
    "acted_words",
    "chips",
    "next_words",
    "pot_words",
    "pots_apart",
    "relabel",
    "render_glance",
    "render_map",
    "status_text",
    "who",
]

VERDICT_STYLE = {"ok": "green", "corrected": "yellow", "illegal": "bold red"}


def chips(amount: Any) -> str:
    """An amount as the table shows it, with thousands separators (an int, or a `Decimal` of
    a hand in cents).

    >>> from decimal import Decimal
    >>> chips(1000), chips(400), chips(Decimal("1234.50")), chips(None)
    ('1,000', '400', '1,234.50', 'None')
    """
    return "None" if amount is None else format(amount, ",")


def who(seat: int | None, names: Mapping[int, str]) -> str:
    """A seat as the table names it: ``Ann (seat 3)``, or ``Seat 3`` when it has no name.

    >>> who(3, {3: "Ann"}), who(7, {3: "Ann"})
    ('Ann (seat 3)', 'Seat 7')
    """
    name = names.get(seat) if seat is not None else None
    return f"{name} (seat {seat})" if name else f"Seat {seat}"


_LABEL = re.compile(r"\bSeat (\d+) \(([^()]+)\)")


def relabel(text: str) -> str:
    """A ruling's words with each player named as the table names them: the engine's
    ``Seat 3 (Ann)`` becomes ``Ann (seat 3)``, the name first, as a dealer calls a player.

    >>> relabel("Seat 3 (Ann) may not check facing a bet; Seat 4 may call")
    'Ann (seat 3) may not check facing a bet; Seat 4 may call'
    """
    return _LABEL.sub(r"\2 (seat \1)", text)


_FLOOR_WORDS = {
    "dead": "is ruled dead by the floor",
    "no-raise": "may only call or fold (the floor's ruling)",
    "forfeit": "forfeits the undercall and folds",
}


def acted_words(ruling: Mapping[str, Any], names: Mapping[int, str]) -> str:
    """What an action became, in a few words: ``Ann (seat 3) raises to 400, all-in,
    re-opens the betting``.  A raise re-opens the betting unless it is a short all-in, so
    only an all-in says which it is.

    >>> acted_words({"seat": 3, "action": "raise", "to": 400, "added": 390, "all_in": True,
    ...     "reopens": True}, {3: "Ann"})
    'Ann (seat 3) raises to 400, all-in, re-opens the betting'
    >>> acted_words({"seat": 2, "action": "raise", "to": 1500, "added": 1490, "all_in": True,
    ...     "reopens": False}, {})
    'Seat 2 raises to 1,500, all-in, short of a full raise: does not re-open the betting'
    """
    action, to = ruling["action"], ruling["to"]
    if action == "bet":
        words = f"bets {chips(to)}"
    elif action == "raise":
        words = f"raises to {chips(to)}"
    elif action == "call":
        words = f"calls {chips(ruling['added'])}"
    elif action in ("post", "straddle"):
        words = f"{action}s {chips(to)}"
    elif action == "sleeper":
        words = f"posts a sleeper of {chips(to)}"
    elif action in _FLOOR_WORDS:
        words = _FLOOR_WORDS[action]
    else:
        words = f"{action}s"
    if ruling.get("all_in"):
        words += ", all-in"
        if ruling.get("reopens") is True and action == "raise":
            words += ", re-opens the betting"
    if ruling.get("reopens") is False:
        full = "bet" if action == "bet" else "raise"
        words += f", short of a full {full}: does not re-open the betting"
    return f"{who(ruling['seat'], names)} {words}"


def next_words(report: Mapping[str, Any], names: Mapping[int, str]) -> str:
    """Who acts next and their choices: ``Bob (seat 1) to act: call 395 · raise 790-1,000 ·
    fold``; or that the betting is over.

    >>> next_words({"street": "flop", "to_act": 1, "to_call": 0, "min_raise_to": 10,
    ...     "max_raise_to": 990, "legal": ["check", "bet"], "pots": []}, {1: "Ann"})
    'Ann (seat 1) to act: check · bet 10-990'
    """
    seat = report["to_act"]
    if seat is None:
        if report["street"] == "complete":
            pots = report["pots"]
            left = pots[0]["eligible"] if pots and len(pots[0]["eligible"]) == 1 else []
            return f"{who(left[0], names)} is the last player in" if left else "hand over"
        return "no more betting"
    choices = []
    low, high = report["min_raise_to"], report["max_raise_to"]
    for word in report["legal"]:
        if word == "call":
            choices.append(f"call {chips(report['to_call'])}")
        elif word in ("bet", "raise") and low is not None and high is not None:
            size = chips(low) if low == high else f"{chips(low)}-{chips(high)}"
            choices.append(f"{word} {size}")
        elif word != "fold":
            choices.append(word)
    if "fold" in report["legal"]:
        choices.append("fold")  # last: the dealer reads the money first
    return f"{who(seat, names)} to act: {' · '.join(choices)}"


def pots_apart(report: Mapping[str, Any]) -> list[dict[str, Any]]:
    """The pots of `ask_report` as a dealer counts them: the chips nobody called taken out of
    the last pot (they are returned, never in a pot: TDA 2024 Rule 15-B), by the one reading
    of pinned pots, `floorcli.betting.pots.Division.of_pinned`.

    >>> pots_apart({"pots": [{"amount": 30, "eligible": [1, 2]}, {"amount": 90, "eligible": [2]}],
    ...     "uncalled": {"seat": 2, "amount": 90}})
    [{'amount': 30, 'eligible': [1, 2]}]
    """
    from floorcli.betting.pots import Division, Pot, Uncalled

    back = report.get("uncalled")
    returned = Uncalled(back["seat"], back["amount"], back.get("matched_to", 0)) if back else None
    pinned = [Pot(p["amount"], tuple(p["eligible"])) for p in report["pots"]]
    division = Division.of_pinned(pinned, returned)
    return [{"amount": p.amount, "eligible": list(p.eligible)} for p in division.pots]


def pot_words(report: Mapping[str, Any], names: Mapping[int, str] | None = None) -> str:
    """The pot: ``pot 415``; with side pots, each: ``pot 805 (main 600, side 205)``; chips
    nobody called are not in it, and are said apart (TDA 2024 Rule 15-B: returned).

    >>> pot_words({"pots": [{"amount": 600, "eligible": [1, 2, 3]},
    ...     {"amount": 1205, "eligible": [1, 2]}]})
    'pot 1,805 (main 600, side 1,205)'
    """
    pots = pots_apart(report)
    back = report.get("uncalled")
    total = sum(p["amount"] for p in pots)
    returned = ""
    if back:  # TDA 2024 Rule 15-B: returned, never in the pot
        returned = f" · uncalled {chips(back['amount'])} back to {who(back['seat'], names or {})}"
    if len(pots) < 2:
        return f"pot {chips(total)}" + returned
    parts = [f"main {chips(pots[0]['amount'])}"]
    parts += [
        f"side{'' if len(pots) == 2 else ' ' + str(n)} {chips(p['amount'])}"
        for n, p in enumerate(pots[1:], 1)
    ]
    return f"pot {chips(total)} ({', '.join(parts)})" + returned


def status_text(
    report: Mapping[str, Any], names: Mapping[int, str], *, deal: str | None = None
) -> str:
    """The street, who is next and their choices, the pot: the table's status line.

    >>> status_text({"street": "preflop", "to_act": 1, "to_call": 395, "min_raise_to": 790,
    ...     "max_raise_to": 1000, "legal": ["fold", "call", "raise"],
    ...     "pots": [{"amount": 415, "eligible": [1, 2, 3]}]}, {1: "Bob"})
    'preflop | Bob (seat 1) to act: call 395 · raise 790-1,000 · fold | pot 415'
    """
    pot = pot_words(report, names)
    if report["street"] == "showdown":  # the word says there is no more betting
        return f"showdown | {pot}"
    if report["to_act"] is None and deal:  # a stud street waits for its cards
        return f"{report['street']} | {pot} | {deal}"
    return f"{report['street']} | {next_words(report, names)} | {pot}"


def _show_words(report: Mapping[str, Any], names: Mapping[int, str]) -> str:
    """At the showdown, who shows first (TDA 2024 Rules 16 and 17-A)."""
    if report.get("all_tabled"):
        return "show: every hand face up at once (a player is all-in)"
    first, *rest = report["show_order"]
    then = f", then {', '.join(who(s, names) for s in rest)}" if rest else ""
    return f"show: {who(first, names)} first{then}"


def render_glance(
    console: Console,
    ruling: Mapping[str, Any] | None,
    report: Mapping[str, Any],
    *,
    names: Mapping[int, str],
    status: str,
) -> None:
    """After a typed action: what it became (with the reason and the rule when the floor
    corrected or refused it), then `status` (`status_text`, with the session's words), then
    at the showdown who shows first.  Every text is `shown` (escaped) by the caller."""
    from rich.text import Text

    if ruling is not None:
        verdict = ruling["verdict"]
        line = Text(verdict, style=VERDICT_STYLE.get(verdict, ""))
        if verdict == "illegal":  # refused: nothing was taken, the reason is the answer
            line.append(f"  {relabel(ruling['explanation'])}")
        else:
            line.append(f"  {acted_words(ruling, names)}")
            if verdict != "ok":
                line.append(f": {relabel(ruling['explanation'].split('. ')[0].rstrip('.'))}")
        console.print(line)
        if verdict != "ok":
            rule = "; ".join(dict.fromkeys(ruling["rule"].split("; ")))  # each source once
            console.print(Text(f"  {rule}", style="dim"))
    console.print(Text(status, style="bold"))
    if report.get("show_order"):
        console.print(Text(f"  {_show_words(report, names)}", style="dim"))


def render_map(console: Console, answer: Mapping[str, Any]) -> None:
    """`map`: a row a seat (``3  Ann  D SB  1,000 behind  20 in front  folded``: the rows of
    `floorcli.table.seatmap.map_answer`, escaped), then the button when it is dead."""
    from rich.table import Table
    from rich.text import Text

    grid = Table.grid(padding=(0, 2))
    for justify in ("right", "left", "left", "right", "right", "left"):
        grid.add_column(justify=justify)
    for row in answer["map"]:
        grid.add_row(
            str(row["seat"]),
            Text(row["name"] or "-"),
            " ".join(row["positions"]),
            f"{chips(row['stack'])} behind",
            f"{chips(row['in_front'])} in front",
            row["status"],
        )
    console.print(grid)
    if answer["button"] is not None and answer["button_dead"]:
        console.print(f"dead button on seat {answer['button']} (TDA 2024 Rule 32)", markup=False)
