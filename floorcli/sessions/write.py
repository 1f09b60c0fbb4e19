"""Write one hand of a session as a hand file (`floorcli blinds --write-hand`).

The blinds the engine posts from the button are written as `blinds` and `button_blind`; every
other post of the `HandPlan` becomes a `post` action, so `replay` posts the same chips.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import replace
from pathlib import Path

from floorcli.errors import HandFileError
from floorcli.model.seats import blind_posters
from floorcli.profiles.amounts import AMOUNT_SETTINGS, amounts_of
from floorcli.profiles.settings import META_KEYS, Rules
from floorcli.profiles.shown import typed_amounts
from floorcli.sessions.levels import at_level, level_overrides
from floorcli.sessions.model import BLIND_KINDS, HandPlan, Post, PostKind, Session
from floorcli.textio.yamlsrc import one_line, yaml_flow

__all__ = ["hand_file_text"]


def _split_posts(rules: Rules, plan: HandPlan) -> tuple[tuple[int, ...], bool, list[Post]]:
    """Choose `blinds` and `button_blind` for the hand file so that the engine posts some
    blinds itself exactly as planned; the other posts become `post` actions.

    The session's own blinds are tried first; a hand with a missing small blind or several
    big blinds needs a different list (e.g. `[2]`, or `[2, 2]`), always ending in the big blind.
    """
    buyer = next((p for p in plan.posts if p.kind is PostKind.BUYS_BUTTON), None)
    if buyer is not None:
        raise HandFileError(
            f"hand {plan.hand}: {buyer.name} (seat {buyer.seat}) buys the button from between the "
            "button and the blinds, and a hand file deals the blinds from the seat left of the "
            "button, so it cannot hold this hand's order of action; write the hand by hand"
        )
    seats = [p.seat for p in plan.dealt_in]
    natural = (len(rules.blinds), rules.button_blind)
    tries = [natural] + [(n, b) for n in (3, 2, 1) for b in (False, True) if (n, b) != natural]
    live: dict[int, Post] = {}
    for post in plan.posts:  # the engine posts only blinds by position
        if post.live and post.seat not in live and post.kind in BLIND_KINDS:
            live[post.seat] = post
    for count, button_blind in tries:
        posters = blind_posters(seats, button=plan.button, count=count, button_blind=button_blind)
        if len(posters) < count or any(s not in live for s in posters):
            continue
        amounts = tuple(live[s].due or live[s].amount for s in posters)
        if amounts[-1] != rules.big_blind or list(amounts) != sorted(amounts):
            continue
        used = {id(live[s]) for s in posters}
        return amounts, button_blind, [p for p in plan.posts if id(p) not in used]
    raise HandFileError(
        f"hand {plan.hand}: its posts "
        f"({', '.join(p.action(rules.decimals) for p in plan.posts)}) cannot be "
        "written so that a hand file posts the same blinds (a hand file posts them clockwise from "
        "the seat left of the button); write the hand by hand",
    )


def hand_file_text(session: Session, plan: HandPlan, *, out_dir: Path | None = None) -> str:
    """Hand `plan.hand` of the session as a hand file for `replay`, `ask` and `table`.

    The engine posts the blinds from the button; any other post (a second big blind, a missed
    blind, a new player's blind, a small blind on the button) is written as an action
    ``<seat> post <amount> [dead]``.  Names a profile file by a path relative to `out_dir`.
    """
    if plan.level is not None:  # the hand's blind level (`sessions.levels`)
        session = replace(
            session,
            rules=at_level(session.rules, plan.level),
            overrides=level_overrides(session.overrides, plan.level),
        )
    rules = session.rules
    a = amounts_of(rules)
    amounts, button_blind, extra = _split_posts(rules, plan)
    extra = [p for p in extra if p.kind is not PostKind.KILL_BLIND]
    profile = session.profile
    if os.path.isabs(profile) and out_dir is not None:
        with contextlib.suppress(ValueError):  # another drive: keep the absolute path
            profile = os.path.relpath(profile, out_dir)
    smalls = ", ".join(map(str, plan.small_blinds)) or "none"
    bigs = ", ".join(map(str, plan.big_blinds))
    lines = [
        f"# Hand {plan.hand} of {one_line(Path(session.file).name)}, written by 'floorcli blinds "
        f"--write-hand {plan.hand}':",
        f"# button {plan.button}{' (dead)' if plan.button_dead else ''}; small blinds "
        f"{smalls}; big blinds {bigs} (button_rule: {rules.button_rule.value}).",
        "# Add the hand's actions under the posts and run 'floorcli replay' on this file.",
        f"rules: {yaml_flow(profile)}",
    ]
    for key, value in session.overrides.items():
        if key in ("blinds", "button_blind", "sources") or key in META_KEYS:
            continue
        if key in AMOUNT_SETTINGS and rules.decimals:  # a session in cents: as typed
            value = typed_amounts(_tuple(value), rules.decimals)
            value = f"[{', '.join(value)}]" if isinstance(value, tuple) else value
            lines.append(f"{key}: {'null' if value is None else value}")
            continue
        lines.append(f"{key}: {yaml_flow(value)}")
    if amounts != rules.blinds:
        lines.append("# the blinds the engine posts from the button; the other posts are actions")
    lines.append(f"blinds: [{', '.join(map(a, amounts))}]")
    if button_blind != rules.button_blind or "button_blind" in session.overrides:
        lines.append(f"button_blind: {yaml_flow(button_blind)}")
    lines.append(f"button: {plan.button}")
    if plan.kill is not None:
        lines.append(
            f"# a kill hand: {one_line(str(plan.kill.name))} posts the kill blind of "
            f"{a(plan.kill.amount)} "
            f"(after hand {plan.kill.won_hand}, trigger: {plan.kill.trigger})"
        )
        lines.append(f"kill: {{seat: {plan.kill.seat}, kind: {plan.kill.kind.value}}}")
    lines.append("seats:")
    for player in plan.dealt_in:
        stack = a(player.stack)
        lines.append(f"  {player.seat}: {{name: {yaml_flow(player.name)}, stack: {stack}}}")
    for seat in plan.absent:
        name = next(p.name for p in plan.dealt_in if p.seat == seat)
        lines.append(
            f"# seat {seat} ({one_line(name)}) is away, dealt in and blinded off: the hand is "
            "killed at the deal (TDA 2024 Rule 30); it never acts and wins no pot"
        )
    if plan.absent:
        lines.append(f"away: [{', '.join(map(str, plan.absent))}]")
    extra.sort(key=lambda post: post.kind is PostKind.STRADDLE)  # posts, then the straddle
    if extra:
        lines.append("actions:")
        lines.extend(f"  - {yaml_flow(post.action(rules.decimals))}" for post in extra)
    else:
        lines.append("actions: []")
    return "\n".join(lines) + "\n"


def _tuple(value: object) -> object:
    """A list setting as a tuple (for `typed_amounts`), anything else as it is."""
    return tuple(value) if isinstance(value, list) else value
