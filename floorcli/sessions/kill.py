"""Kill game across hands: which win puts the kill on the next hand, and who posts it.

Seed 002, Kill game; seed 000, Kill game and Kill blind: a pot over `kill_pot_over` won by one
player, or `kill_win_streak` pots in a row won by the same player, puts the kill on the next
hand: the winner posts a live kill blind of `kill_kind` x the big blind (2 x full, 1.5 x half).
A split pot is no kill and ends every streak; so does a hand with no result written.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floorcli.errors import HandFileError, close_match_hint
from floorcli.model.hand import Kill
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import KillBlindActs
from floorcli.profiles.settings import Rules
from floorcli.sessions.model import HandPlan, KillPlan, PostKind, Result, Session
from floorcli.sessions.table import Posting, Table

KILL_SOURCE = "a kill game: the house's posted kill rule"


@dataclass(frozen=True, slots=True, kw_only=True)
class Trigger:
    """A win that puts the kill on the next hand: by the pot's size, the run of wins, or both."""

    name: str
    label: str
    hand: int
    pot: int | None
    wins: int
    by_pot: bool
    by_streak: bool

    @property
    def kind(self) -> str:
        return " and ".join(w for w, on in (("pot", self.by_pot), ("streak", self.by_streak)) if on)

    def words(self, rules: Rules) -> str:
        """``Alice (seat 2) won hand 2's pot of 450, over kill_pot_over 400``."""
        parts = []
        if self.by_pot:
            parts.append(
                f"{self.label} won hand {self.hand}'s pot of {self.pot}, over kill_pot_over "
                f"{rules.kill_pot_over}"
            )
        if self.by_streak:
            first = self.hand - self.wins + 1
            run = f"{self.wins} pots in a row (hands {first} to {self.hand}; kill_win_streak "
            run += f"{rules.kill_win_streak})"
            parts.append(f"that is {run}" if parts else f"{self.label} won {run}")
        return ", and ".join(parts)


def kill_cite(rules: Rules, trigger: Trigger) -> str:
    keys = [
        k
        for k, on in (("kill_pot_over", trigger.by_pot), ("kill_win_streak", trigger.by_streak))
        if on
    ]
    return "; ".join(
        [f"kill: {KILL_SOURCE}", *(rules.cite(k) for k in [*keys, "kill_kind", "kill_blind_acts"])]
    )


def post_kill(
    session: Session,
    table: Table,
    dealt: Sequence[int],
    posting: Posting,
    trigger: Trigger,
    notes: list[str],
) -> KillPlan | None:
    """The winner posts the kill blind (seed 002, Kill game), or nobody when they are gone."""
    rules = session.rules
    seat = next((s for s in dealt if table[s].player.name == trigger.name), None)
    if seat is None:
        gone = all(h.player.name != trigger.name for h in table.values())
        why = "has left the table" if gone else "is not dealt in this hand"
        notes.append(
            f"Kill: {trigger.words(rules)}, but {trigger.name} {why}: no kill this hand (only "
            f"the winner posts the kill blind; {KILL_SOURCE})."
        )
        return None
    kill = Kill(seat=seat, kind=rules.kill_kind)
    amount = kill.of(rules.big_blind)
    a = amounts_of(rules)
    assert amount is not None  # checked when the session was read
    already = sum(p.amount for p in posting.posts if p.seat == seat and p.live)
    posting.add(seat, amount - already, PostKind.KILL_BLIND, live=True)
    topup = ""
    if already:
        blind = next(p.kind.value for p in posting.posts if p.seat == seat)
        topup = (
            f" The {blind} of {already} counts toward the kill blind: {trigger.name} adds "
            f"{amount - already}."
        )
    if rules.kill_blind_acts is KillBlindActs.LAST:
        acts = "acts last in the opening round, after the other blinds, whatever the seat"
    else:
        acts = "acts in the seat's own turn"
    limits = ""
    if rules.small_bet is not None and rules.big_bet is not None:
        small, big = kill.of(rules.small_bet), kill.of(rules.big_bet)
        limits = f" The hand is played at {kill.times} x the limits: {a(small)}/{a(big)}."
    notes.append(
        f"Kill: {trigger.words(rules)}, so this is a {kill.kind} kill hand ({KILL_SOURCE}): "
        f"{trigger.name} posts a live kill blind of {a(amount)} ({kill.times} x the big blind "
        f"of {a(rules.big_blind)}) and {acts} (kill_blind_acts: {rules.kill_blind_acts.value})."
        f"{topup}{limits}"
    )
    return KillPlan(
        seat=seat,
        name=trigger.name,
        kind=kill.kind,
        amount=amount,
        trigger=trigger.kind,
        won_hand=trigger.hand,
        pot=trigger.pot,
        wins=trigger.wins,
    )


def judge(
    session: Session, plan: HandPlan, result: Result | None, streak: tuple[str, int]
) -> tuple[Trigger | None, tuple[str, int], str]:
    """What hand `plan.hand`'s result does: a kill trigger or none, the run of wins, a note."""
    rules = session.rules
    name, wins = streak
    if result is None:
        note = ""
        if name and rules.kill_win_streak is not None:
            note = (
                f"No result is written for hand {plan.hand} ('won'), so {name}'s run of wins "
                "ends there."
            )
        return None, ("", 0), note
    dealt = {p.name.lower(): p for p in plan.dealt_in}
    for share in result.shares:
        if share.name.lower() not in dealt:
            names = [p.name for p in plan.dealt_in]
            hint = close_match_hint(share.name, names)
            raise HandFileError(
                f"events: {plan.hand}: won: {share.name!r} was not dealt in hand {plan.hand}"
                f"{hint}; dealt in: {', '.join(names)}",
                file=session.file,
                line=result.line,
            )
    if len(result.shares) > 1:
        who = " and ".join(dealt[s.name.lower()].label for s in result.shares)
        note = (
            f"Hand {plan.hand}'s pot was split between {who}: a split pot puts no kill on and "
            "ends every run of wins."
        )
        return None, ("", 0), note
    share = result.shares[0]
    player = dealt[share.name.lower()]
    wins = wins + 1 if name == player.name else 1
    over = rules.kill_pot_over
    by_pot = over is not None and share.pot is not None and share.pot > over
    by_streak = rules.kill_win_streak is not None and wins >= rules.kill_win_streak
    trigger = None
    if by_pot or by_streak:
        trigger = Trigger(
            name=player.name,
            label=player.label,
            hand=plan.hand,
            pot=share.pot,
            wins=wins,
            by_pot=by_pot,
            by_streak=by_streak,
        )
    return trigger, (player.name, wins), ""


__all__ = ["KILL_SOURCE", "Trigger", "judge", "kill_cite", "post_kill"]
