"""`floorcli blinds` for people: one row a hand, then each hand's reasons."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from floorcli.sessions.plan import HandPlan, Post

from floorcli.cli.boundary import visible

__all__ = ["render_plans"]


def render_plans(
    plans: tuple[HandPlan, ...], file_name: str, *, hands: tuple[int, int] | None = None
) -> None:
    """One row per hand, then each hand's reasons (`hands`: which part of a long session)."""
    from rich.table import Table
    from rich.text import Text

    from floorcli.cli.render import console as make_console
    from floorcli.sessions.plan import BLIND_KINDS

    def who(plan: HandPlan, seats: tuple[int, ...]) -> str:
        # The player who sat in each seat at that hand (a seat changes hands between hands).
        names = {s.seat: visible(s.name) for s in plan.sitting_out}
        names.update({p.seat: visible(p.name) for p in plan.dealt_in})
        return ", ".join(f"{s} {names.get(s, '')}".strip() for s in seats) or "-"

    console = make_console(highlight=False, soft_wrap=False)
    part = f" (hands {hands[0]}-{hands[1]})" if hands else ""
    table = Table(title=Text(f"Button and blinds: {visible(file_name)}{part}"))
    table.add_column("hand", justify="right")
    leveled = any(p.level is not None or p.ante[0] for p in plans)
    if leveled:  # a session with levels or an ante: the hand's blinds and ante
        table.add_column("level", no_wrap=True)
    table.add_column("button")
    table.add_column("small blind")
    table.add_column("big blind")
    table.add_column("other posts")
    table.add_column("sitting out")
    for plan in plans:
        button = f"{plan.button} (dead)" if plan.button_dead else who(plan, (plan.button,))
        extra = [visible(_other_post(plan, p)) for p in plan.posts if p.kind not in BLIND_KINDS]
        out = [visible(f"{s.seat} {s.name}") for s in plan.sitting_out]
        out += [f"{who(plan, (s,))} (away, dealt in)" for s in plan.absent]
        level = [Text(_level(plan))] if leveled else []
        table.add_row(
            str(plan.hand),
            *level,
            Text(button),
            Text(who(plan, plan.small_blinds)),
            Text(who(plan, plan.big_blinds)),
            Text("\n".join(extra) or "-"),
            Text("\n".join(out) or "-"),
        )
    console.print(table)
    for plan in plans:
        console.print(Text(f"Hand {plan.hand}: ", style="bold") + Text(visible(plan.explanation)))
        console.print(Text(f"  {visible(plan.rule)}", style="dim"))
        if plan.busts:
            from floorcli.sessions.tourney import place_words

            console.print(Text(f"  After hand {plan.hand}: {visible(place_words(plan.busts))}"))


def _level(plan: HandPlan) -> str:
    """``2: 200/400 bba 400``: the level, its blinds and its ante (``bba``: a big-blind ante,
    ``btn``: a button ante, ``ante``: each player's), or the ante alone without levels."""
    amount, mode = plan.ante
    short = {"big-blind": "bba", "button": "btn ante", "all": "ante"}.get(mode, "")
    ante = f"{short} {amount}" if amount and short else "no ante"
    if plan.level is None:
        return ante
    return f"{plan.level.number}: {'/'.join(map(str, plan.level.blinds))} {ante}"


def _other_post(plan: HandPlan, post: Post) -> str:
    """``5 David missed big blind 2``; a kill blind shows the whole kill and what was added."""
    text = f"{post.seat} {post.name} {post.kind.value}"
    if plan.kill is not None and post.seat == plan.kill.seat and post.kind.value == "kill blind":
        added = f" (adds {post.amount})" if post.amount != plan.kill.amount else ""
        return f"{text} {plan.kill.amount}{added}"
    return f"{text} {post.amount}{'' if post.live else ' dead'}"
