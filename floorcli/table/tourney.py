"""The tournament floor at the live table: blind levels, busts with their places, the clock.

- `level` says the level of the hand in play; `next level` announces the next one, which
  applies to the next hand (TDA 2024 Rule 23); `level N` says the hand should be at level N
  (the level was up before it began): dealt again at level N while there has been no
  substantial action, else the hand continues at its level (TDA 2024 Rules 23 and 36) and
  level N applies from the next hand.
- `bust NAME`: a player out of chips once the pots are awarded, with the place they finish in
  (several in one hand: the larger stack at its start finishes higher, WSOP 2026 Tournament
  Rule 126.b); `next` busts them as it always did, in a tournament as a `bust`.
- `clock NAME` puts the player to act on the clock (`table.clock`, TDA 2024 Rule 29); `time`
  (typed, or journaled by the terminal when `due` says the time ran out) rules the hand dead
  facing a bet and checked otherwise.

Every function takes the time as `now` (the table's time source), never reads a clock.
"""

from __future__ import annotations

from dataclasses import replace

from floorcli.sessions.levels import RULE_NEW_LEVEL, RULE_SA, Level, substantial_action
from floorcli.table.awards import pots_left
from floorcli.table.clock import RULE_CLOCK, TIME_WORD, Clock
from floorcli.table.deal import bust_words, chips
from floorcli.table.session import LiveSession, Reply

__all__ = [
    "TOURNEY_WORDS",
    "bust",
    "clock",
    "due",
    "level",
    "level_status",
    "settle_clock",
    "time_out",
    "tourney_line",
]

TOURNEY_WORDS = ("level", "bust", "clock", TIME_WORD)
"""The first words of the lines read here (`next level` is read with `next`)."""

_VOLUNTARY = frozenset({"fold", "check", "call", "bet", "raise", "allin", "complete"})
_NO_LEVELS = (
    "this table has no levels: start it with 'floorcli table --levels FILE' (a levels file, "
    "see the Levels page of the docs), or write 'levels:' in the hand file"
)


def bust(live: LiveSession, line: str) -> Reply:
    """`bust NAME`: once the pots are awarded, a player with no chips busts (at `next`); says
    the place."""
    noted = live.noted(line)
    words = line.split()
    if len(words) != 2:
        return Reply(live=noted, hint="write 'bust NAME' or 'bust SEAT', e.g. 'bust 3'")
    if not live.table.is_over or pots_left(live.table.state, live.awards):
        return Reply(
            live=noted,
            hint="a player busts once the hand is over and every pot is awarded; award the "
            "pots first, then 'bust NAME' (or just 'next': it busts every player left with "
            "nothing)",
        )
    _, ends, busts = live.settled()
    who = words[1].lower()
    player = next(
        (p for p in live.table.state.players if who in (str(p.seat), (p.name or "").lower())),
        None,
    )
    if player is None:
        return Reply(live=noted, hint=f"'{words[1]}' is not seated at this hand")
    if ends.get(player.seat, 0) > 0:
        left = chips(ends[player.seat], live.table.hand.rules.decimals)
        return Reply(
            live=noted,
            hint=f"{player.label} has {left} chips after the awards and does not bust; a "
            "player busts with no chips left",
        )
    seated = live.planner.table if live.planner is not None else {}
    said = bust_words(live.plan, busts, seated, live.table)
    return Reply(live=noted, said=(*said, "The bust is recorded with 'next'."))


def level_status(live: LiveSession, now: float | None = None) -> str:
    """``level 2: blinds 200/400, big-blind ante 400`` (with the minutes left when the level
    runs by the clock), or empty for a table without levels."""
    plan = live.plan
    if plan is None or plan.level is None:
        return ""
    level = plan.level
    text = level.words(live.table.hand.rules.decimals)
    since = live.level_since
    if level.minutes is not None and since is not None and since[0] == level.number and now:
        left = max(0, level.minutes * 60 - int(now - since[1]))
        text += f" ({left // 60}:{left % 60:02d} left)"
    announced = _announced(live)
    if announced is not None:
        text += f"; level {announced.number} from the next hand"
    return text


def _announced(live: LiveSession) -> Level | None:
    planner = live.planner
    if planner is None or planner.hand not in planner.walk.ups:
        return None
    return planner.walk.levels[planner.walk.ups[planner.hand] - 1]


def level(live: LiveSession, line: str, now: float) -> Reply:
    """`level`, `level N`, `next level` (TDA 2024 Rule 23)."""
    noted = live.noted(line)
    words = line.lower().split()
    plan, planner = live.plan, live.planner
    if plan is None or planner is None or plan.level is None:
        return Reply(live=noted, hint=_NO_LEVELS)
    levels = planner.walk.levels
    decimals = live.table.hand.rules.decimals
    if words == ["level"]:
        return Reply(live=noted, said=(f"Hand {live.number}: {level_status(live, now)}.",))
    if words == ["next", "level"]:
        target = (_announced(live) or plan.level).number + 1
    elif len(words) == 2 and words[1].isdigit():
        target = int(words[1])
    else:
        return Reply(live=noted, hint="write 'level', 'next level' or 'level N' (e.g. 'level 3')")
    if not 1 <= target <= len(levels):
        return Reply(live=noted, hint=f"the levels are 1 to {len(levels)}; level {target} is none")
    new = levels[target - 1]
    said = f"Level {new.words(decimals).removeprefix('level ')}"
    if words[0] == "level" and target == plan.level.number:
        return Reply(live=noted, hint=f"hand {live.number} is at level {target} already")
    if words[0] == "level":  # this hand should be at `target`
        actions = [s.ruling.action for s in live.table.steps if s.ruling is not None]
        if not substantial_action([a for a in actions if a in _VOLUNTARY]):
            before = live.before
            if before is None:  # hand 1: dealt from the hand file as it was started
                return Reply(
                    live=noted,
                    hint=f"hand 1 is dealt as the table was started; start it at level {target} "
                    f"(the levels file's 'level: {target}') to deal it there",
                )
            if before is not None:
                again = live.deal_after(
                    before.announced(target),
                    live.applied,
                    live.stacks,
                    used=live.used,
                    keep=noted.table.typed,
                )
                if isinstance(again, str):
                    return Reply(live=noted, hint=again)
                again = replace(again, back=noted, level_since=(target, now), typed=noted.typed)
                return Reply(
                    live=again,
                    said=(
                        f"{said}: hand {live.number} started at the prior level by mistake and "
                        f"there is no substantial action yet ({RULE_SA}): dealt again at level "
                        f"{target} ({RULE_NEW_LEVEL}).",
                    ),
                )
        said += (
            f": hand {live.number} started at level {plan.level.number} by mistake, but after "
            f"substantial action ({RULE_SA}) it continues at level {plan.level.number}; level "
            f"{target} applies from the next hand ({RULE_NEW_LEVEL})."
        )
    else:
        said += f": it applies from the next hand, hand {live.number + 1} ({RULE_NEW_LEVEL})."
    moved = replace(noted, planner=planner.announced(target), level_since=(target, now))
    return Reply(live=moved, said=(said,))


def clock(live: LiveSession, line: str, now: float) -> Reply:
    """`clock NAME` / `clock SEAT`: the player to act is on the clock (TDA 2024 Rule 29)."""
    noted = live.noted(line)
    words = line.split()
    actor = live.table.state.to_act
    if len(words) != 2:
        return Reply(live=noted, hint="write 'clock NAME' or 'clock SEAT', e.g. 'clock 3'")
    if actor is None:
        return Reply(live=noted, hint="nobody is to act: there is nobody to put on the clock")
    if words[1].lower() not in (str(actor.seat), (actor.name or "").lower()):
        return Reply(
            live=noted,
            hint=f"{actor.label} is to act: only the player to act is put on the clock "
            f"('clock {actor.seat}')",
        )
    rules = live.table.hand.rules
    on = Clock(
        seat=actor.seat,
        name=actor.name or "",
        started=now,
        seconds=rules.clock_seconds,
        countdown=rules.clock_countdown,
    )
    said = (
        f"{actor.label} is on the clock: {on.seconds} seconds to act, then a {on.countdown} "
        f"second countdown; when time expires the hand is dead facing a bet, checked "
        f"otherwise ({RULE_CLOCK})."
    )
    return Reply(live=replace(noted, clock=on), said=(said,))


def time_out(live: LiveSession, line: str) -> Reply:
    """`time`: the clock ran out: the hand is dead facing a bet, checked otherwise (TDA 2024
    Rule 29)."""
    on = live.clock
    actor = live.table.state.to_act
    if on is None or actor is None or actor.seat != on.seat:
        return Reply(live=live.noted(line), hint="nobody is on the clock ('clock NAME' first)")
    facing = live.table.state.current_bet > actor.bet
    action = f"{on.seat} fold" if facing else f"{on.seat} check"  # a dead hand: folded
    step = replace(live, clock=None).enter(action)
    ruling = "the hand is dead: it faced a bet" if facing else "the hand is checked"
    said = f"Time: {actor.label}'s time expired on the clock, {ruling} ({RULE_CLOCK})."
    return replace(step, said=(said,))


def settle_clock(reply: Reply) -> Reply:
    """The reply with the clock stopped once the player on it is no longer to act."""
    live = reply.live
    if live.clock is None:
        return reply
    actor = live.table.state.to_act
    if actor is not None and actor.seat == live.clock.seat:
        return reply
    return replace(reply, live=replace(live, clock=None))


def due(live: LiveSession, now: float) -> tuple[str, ...]:
    """Lines the table's time source says are due before the next typed line (the terminal
    journals and runs them as typed): ``time`` when the clock ran out, ``next level`` when a
    level by minutes is over and the next one is not yet announced."""
    lines: list[str] = []
    if live.clock is not None and live.clock.expired(now):
        lines.append(TIME_WORD)
    plan, planner, since = live.plan, live.planner, live.level_since
    if plan is None or plan.level is None or planner is None or since is None:
        return tuple(lines)
    minutes = plan.level.minutes
    last = plan.level.number == len(planner.walk.levels)
    over = since[0] == plan.level.number and minutes is not None and now - since[1] >= minutes * 60
    if over and not last and not _announced(live):
        lines.append("next level")
    return tuple(lines)


def tourney_line(live: LiveSession, line: str, now: float) -> Reply:
    """A line of `TOURNEY_WORDS` (or `next level`), read by `table.dealer`."""
    first = line.split()[0].lower()
    if first == "bust":
        return bust(live, line)
    if first == "clock":
        return clock(live, line, now)
    if first == TIME_WORD:
        return time_out(live, line)
    return level(live, line, now)
