"""Kill game across hands: which win puts the kill on the next hand, and who posts it.

Seed 002, Kill game; seed 000, Kill game and Kill blind; WSOP 2026 Live Action Rules, Kill Pots
(193-206); Robert's Rules of Poker, Kill Pots: a pot over `kill_pot_over` won by one player, or
`kill_win_streak` pots in a row won by the same player, puts the kill on the next hand: the
winner posts a live kill blind of `kill_kind` x the big blind (2 x full, 1.5 x half).

A leg after the first must win at least one full bet beyond the blinds: a walk is no second leg
(WSOP LA 195; Robert's Kill Pots 3).  A split pot keeps a leg up for the player who had it, and
a player who posted the kill and splits the kill pot kills the next hand too (WSOP LA 196;
Robert's Kill Pots 4); a split nobody with a leg up shares leaves the kill button neutral (WSOP
LA 193).  A hand with no result written ends every run of wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from floorcli.errors import HandFileError, close_match_hint
from floorcli.model.hand import Kill
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import KillBlindActs
from floorcli.profiles.settings import Rules
from floorcli.sessions.model import HandPlan, KillPlan, Player, PostKind, Result, Session, Share
from floorcli.sessions.table import Posting, Table

KILL_SOURCE = (
    "WSOP 2026 Live Action Rules, Kill Pots (a participant who wins two consecutive pots, or a "
    "pot over a set size, must kill the next pot); Robert's Rules of Poker, Kill Pots"
)
RULE_LEG = (
    "WSOP 2026 Live Action Rule 195; Robert's Rules of Poker, Kill Pots 3 (no pot-size "
    "requirement for the first leg; a second leg must win at least one full bet, not any part "
    "of the blind structure)"
)
RULE_SPLIT = (
    "WSOP 2026 Live Action Rule 196; Robert's Rules of Poker, Kill Pots 4 (a player with a leg "
    "up who splits the next pot keeps the leg up; a player who was the kill and splits the pot "
    "must kill the next hand too)"
)
RULE_NEUTRAL = (
    "WSOP 2026 Live Action Rule 193 (the kill button is neutral when the previous pot was split "
    "and neither player had it)"
)


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
    by_split: bool = False

    @property
    def kind(self) -> str:
        """``pot``, ``streak``, ``pot and streak``, or ``split`` (the kill split the kill pot)."""
        if self.by_split:
            return "split"
        return " and ".join(w for w, on in (("pot", self.by_pot), ("streak", self.by_streak)) if on)

    def words(self, rules: Rules) -> str:
        """``Alice (seat 2) won hand 2's pot of 450, over kill_pot_over 400``."""
        if self.by_split:
            return (
                f"{self.label} posted the kill in hand {self.hand} and split its pot, so must "
                "kill again"
            )
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
    """The rules a kill hand rests on: the kill game's, then the settings that triggered it."""
    if trigger.by_split:
        return "; ".join([f"kill: {RULE_SPLIT}", *(rules.cite(k) for k in ("kill_kind",))])
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
        return _split(plan, [dealt[s.name.lower()] for s in result.shares], streak)
    share = result.shares[0]
    player = dealt[share.name.lower()]
    note = ""
    if _is_walk(rules, plan, share):
        if name == player.name or rules.kill_win_streak is not None:
            note = (
                f"Hand {plan.hand}'s pot was won without a full bet beyond the blinds: "
                f"{player.label} holds one leg up and no more ({RULE_LEG})."
            )
        wins = 1
    else:
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
    return trigger, (player.name, wins), note


def _is_walk(rules: Rules, plan: HandPlan, share: Share) -> bool:
    """Won without a full bet beyond the blind structure (the kill blind is not part of it,
    WSOP 2026 Live Action Rule 195): written ``walk: true``, or a pot written smaller than the
    blinds plus one full bet of the hand's first round.

    """
    if share.walk:
        return True
    if share.pot is None:
        return False
    blinds = sum(p.amount for p in plan.posts if p.kind is not PostKind.KILL_BLIND)
    bet = rules.small_bet if rules.small_bet is not None else rules.big_blind
    if plan.kill is not None:
        bet = Kill(seat=plan.kill.seat, kind=plan.kill.kind).of(bet) or bet
    return share.pot < blinds + bet


def _split(
    plan: HandPlan, sharers: list[Player], streak: tuple[str, int]
) -> tuple[Trigger | None, tuple[str, int], str]:
    """A split pot: the kill who splits it kills again; a leg up is kept by whoever had it
    (WSOP 2026 Live Action Rule 196); otherwise the kill button is neutral (Rule 193)."""
    name, wins = streak
    who = " and ".join(p.label for p in sharers)
    kill = plan.kill
    killer = next((p for p in sharers if kill is not None and p.name == kill.name), None)
    if killer is not None:
        note = (
            f"Hand {plan.hand}'s pot was split between {who}: {killer.label} posted the kill "
            f"and split the kill pot, so kills the next hand too ({RULE_SPLIT})."
        )
        trigger = Trigger(
            name=killer.name,
            label=killer.label,
            hand=plan.hand,
            pot=None,
            wins=wins if name == killer.name else 1,
            by_pot=False,
            by_streak=False,
            by_split=True,
        )
        return trigger, (killer.name, max(wins, 1) if name == killer.name else 1), note
    holder = next((p for p in sharers if p.name == name), None)
    if holder is not None:
        note = (
            f"Hand {plan.hand}'s pot was split between {who}: {holder.label} keeps the leg up "
            f"({RULE_SPLIT}); a split is no second leg."
        )
        return None, streak, note
    note = (
        f"Hand {plan.hand}'s pot was split between {who}, neither with a leg up: no kill, and the "
        f"kill button is neutral ({RULE_NEUTRAL})."
    )
    return None, ("", 0), note


__all__ = ["KILL_SOURCE", "RULE_LEG", "RULE_SPLIT", "Trigger", "judge", "kill_cite", "post_kill"]
