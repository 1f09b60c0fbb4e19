"""The blinds a hand takes from players who are not there: killed at the deal, or missed.

`kill_absent` is the tournament rule (`missed_blinds: blinded-off`, TDA 2024 Rule 30): a player
away is dealt in all the same, the hand is killed at the deal and what the seat posted stays in
the pot.  `miss_blinds` is the cash-game rule (Robert's Rules of Poker, Section 4; WSOP 2026 Live
Action Rule 160): a blind that passes a player who is away is owed, and made up on coming back
(`floorcli.sessions.entrants.post_owed`).
"""

from __future__ import annotations

from dataclasses import replace

from floorcli.model.seats import is_between
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import AnteMode
from floorcli.profiles.settings import Rules
from floorcli.sessions.entrants import RULE_ABSENT
from floorcli.sessions.model import PostKind, SittingOut
from floorcli.sessions.table import BIG, SMALL, Last, Posting, Status, Table, labels, shape

__all__ = ["away_sit_out", "kill_absent", "miss_blinds"]


def kill_absent(
    rules: Rules,
    table: Table,
    absent: tuple[int, ...],
    posting: Posting,
    new_table: Table,
    notes: list[str],
    cited: set[str],
) -> None:
    """An absent player's hand is killed at the deal and the posted blinds *and antes* forfeit
    to the pot (TDA 2024 Rule 30); the seat stays away after the hand (`new_table`)."""
    a = amounts_of(rules)
    for seat in absent:
        cited.add("missed_blinds")
        new_table[seat] = replace(new_table[seat], status=Status.AWAY)
        posted = [p for p in posting.posts if p.seat == seat]
        parts = [f"the {p.kind.value} of {a(p.amount)}" for p in posted]
        big = any(p.kind is PostKind.BIG_BLIND for p in posted)
        if rules.ante and (
            rules.ante_mode is AnteMode.ALL or (rules.ante_mode is AnteMode.BIG_BLIND and big)
        ):
            bb_ante = "big blind " if rules.ante_mode is AnteMode.BIG_BLIND else ""
            parts.append(f"the {bb_ante}ante of {a(rules.ante)}")
        what = " and ".join(parts)
        notes.append(
            f"{table[seat].player.label} is away and is dealt in all the same: the hand is "
            f"killed at the deal ({RULE_ABSENT})"
            + (f" and {what} {'stay' if len(parts) > 1 else 'stays'} in the pot." if parts else ".")
        )


def miss_blinds(
    rules: Rules,
    table: Table,
    last: Last | None,
    anchor: int,
    sitting: list[SittingOut],
    new_table: Table,
    notes: list[str],
    cited: set[str],
) -> list[int]:
    """The blinds missed this hand (Robert's Rules of Poker, Section 4; WSOP 2026 Live Action
    Rule 160), added to what each player owes in `new_table`, with the words.

    A player away when the big blind passes the seat (from last hand's big blind `last.anchor`
    to this hand's `anchor`) misses the big blind; one due the small blind after last hand's
    big blind but away, or back yet not dealt in (between the button and the blinds), misses
    the small blind.  Returns the seats the big blind passed (they are due it next).
    """
    if last is None:
        return []
    count, _ = shape(rules)
    passed: list[int] = []
    missed_small: list[int] = []
    # back, but not dealt in (between the button and the blinds): the small blind due passes
    # the seat as it does an away one, so the debt does not hang on when 'back' was said
    back_out = {
        s.seat
        for s in sitting
        if table[s.seat].status is Status.BACK and not table[s.seat].straddle  # owes nothing
    }
    missed_back: list[int] = []
    for seat, here in table.items():
        if here.status is not Status.AWAY and seat not in back_out:
            continue
        owed = set(here.owed)
        away = here.status is Status.AWAY
        if away and is_between(seat, after=last.anchor, before=anchor) and here.dealt:
            owed.add(BIG)
            passed.append(seat)
        if count > 1 and here.player.name in last.bb_due:
            owed.add(SMALL)
            (missed_small if away else missed_back).append(seat)
        new_table[seat] = replace(here, owed=frozenset(owed))
    if passed or missed_small or missed_back:
        cited.add("missed_blinds")
    if missed_back:
        notes.append(
            f"{labels(table, missed_back)} was due the small blind after the big blind but is "
            "not dealt in: a missed small blind."
        )
    if passed:
        notes.append(
            f"The big blind passes {labels(table, passed)}, who is away: a missed big blind."
        )
    if missed_small:
        notes.append(
            f"{labels(table, missed_small)} was due the small blind after the big blind but is "
            "away: a missed small blind."
        )
    return passed


def away_sit_out(table: Table, sitting: list[SittingOut]) -> list[SittingOut]:
    """Everyone sitting out this hand, by seat: those not dealt in, and every player away."""
    away = [
        SittingOut(seat=seat, name=here.player.name, reason="away")
        for seat, here in table.items()
        if here.status is Status.AWAY
    ]
    return sorted([*sitting, *away], key=lambda s: s.seat)
