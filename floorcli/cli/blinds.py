"""`floorcli blinds SESSION`: button and blinds for successive hands as players come and go.

Registered by the main app with ``app.command()(blinds)``.  Reads the session, plans every
hand (`floorcli.sessions.plan.plan_hands`), prints a table or JSON, and can write one
hand as a hand file.
"""

from __future__ import annotations

import json as jsonlib
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from floorcli.errors import FloorError

if TYPE_CHECKING:
    from floorcli.sessions.plan import HandPlan, Post

__all__ = ["blinds"]

SessionArg = Annotated[
    Path,
    typer.Argument(
        help="session file (YAML): rules, blinds, seats, button, events after each hand, hands",
        show_default=False,
    ),
]
JsonOpt = Annotated[bool, typer.Option("--json", help="print JSON (the keys of SPEC section 4)")]
WriteHandOpt = Annotated[
    tuple[int, Path] | None,
    typer.Option(
        "--write-hand",
        metavar="N FILE",
        help="also write hand N as a hand file (seats, button, blinds and posts) for "
        "replay/ask/table; FILE '-' prints it instead of the plan",
        show_default=False,
    ),
]


def blinds(session: SessionArg, *, json: JsonOpt = False, write_hand: WriteHandOpt = None) -> None:
    """Button and blinds hand by hand as players leave, join, step away and come back."""
    try:
        from floorcli.sessions.file import hand_file_text, load_session
        from floorcli.sessions.plan import plan_hands, session_report

        loaded = load_session(session)
        plans = plan_hands(loaded)
        text = None
        if write_hand is not None:
            number, target = write_hand
            if not 1 <= number <= len(plans):
                raise FloorError(
                    f"--write-hand {number}: the session has hands 1 to {len(plans)}; "
                    f"write e.g. '--write-hand {len(plans)} hand.yaml'"
                )
            out_dir = None if str(target) == "-" else target.resolve().parent
            text = hand_file_text(loaded, plans[number - 1], out_dir=out_dir)
            if str(target) != "-":
                try:
                    target.write_text(text, encoding="utf-8")
                except OSError as err:
                    raise FloorError(
                        f"cannot write: {err.strerror or err}", file=str(target)
                    ) from None
    except FloorError as err:
        from rich.console import Console

        Console(stderr=True, highlight=False, soft_wrap=True).print(f"error: {err}", markup=False)
        raise typer.Exit(2) from None
    if text is not None and write_hand is not None and str(write_hand[1]) == "-":
        sys.stdout.write(text)
        return
    if json:
        sys.stdout.write(jsonlib.dumps(session_report(loaded, plans), indent=2) + "\n")
    else:
        _render(plans, str(session))
    if write_hand is not None:
        typer.echo(
            f"wrote hand {write_hand[0]} to {write_hand[1]}; replay it with "
            f"'floorcli replay {write_hand[1]}'",
            err=True,
        )


def _render(plans: tuple[HandPlan, ...], file_name: str) -> None:
    """One row per hand, then each hand's reasons."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    from floorcli.sessions.plan import BLIND_KINDS

    names = {p.seat: p.name for plan in plans for p in plan.dealt_in}

    def who(seats: tuple[int, ...]) -> str:
        return ", ".join(f"{s} {names.get(s, '')}".strip() for s in seats) or "-"

    console = Console(highlight=False, soft_wrap=False)
    table = Table(title=Text(f"Button and blinds: {file_name}"))
    table.add_column("hand", justify="right")
    table.add_column("button")
    table.add_column("small blind")
    table.add_column("big blind")
    table.add_column("other posts")
    table.add_column("sitting out")
    for plan in plans:
        button = f"{plan.button} (dead)" if plan.button_dead else who((plan.button,))
        extra = [_other_post(plan, p) for p in plan.posts if p.kind not in BLIND_KINDS]
        out = [f"{s.seat} {s.name}" for s in plan.sitting_out]
        table.add_row(
            str(plan.hand),
            Text(button),
            Text(who(plan.small_blinds)),
            Text(who(plan.big_blinds)),
            Text("\n".join(extra) or "-"),
            Text("\n".join(out) or "-"),
        )
    console.print(table)
    for plan in plans:
        console.print(Text(f"Hand {plan.hand}: ", style="bold") + Text(plan.explanation))
        console.print(Text(f"  {plan.rule}", style="dim"))


def _other_post(plan: HandPlan, post: Post) -> str:
    """``5 David missed big blind 2``; a kill blind shows the whole kill and what was added."""
    text = f"{post.seat} {post.name} {post.kind.value}"
    if plan.kill is not None and post.seat == plan.kill.seat and post.kind.value == "kill blind":
        added = f" (adds {post.amount})" if post.amount != plan.kill.amount else ""
        return f"{text} {plan.kill.amount}{added}"
    return f"{text} {post.amount}{'' if post.live else ' dead'}"
