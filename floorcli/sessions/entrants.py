"""Who comes in: new players and players back from away, and the missed blinds they post.

`settle_entrants` decides who is dealt in on a placement (a player may not come in between the
button and the big blind); `post_owed` posts a returning player's missed blinds under
`missed_blinds` (Robert's Rules of Poker, Section 4).
"""

from __future__ import annotations

from floorcli.model.seats import clockwise, is_between
from floorcli.profiles.settings import MissedBlinds, NewPlayer
from floorcli.sessions.model import PostKind, Session, SittingOut
from floorcli.sessions.table import BIG, SMALL, Placement, Posting, Seat, Status, Table

__all__ = ["post_owed", "settle_entrants"]


def post_owed(
    session: Session, posting: Posting, here: Seat, small_amount: int, notes: list[str]
) -> frozenset[str]:
    """Posts a returning player's missed blinds; returns what is still owed after this hand."""
    rules = session.rules
    seat, label = here.player.seat, here.player.label
    owed = set(here.owed)
    if session.missed_blinds is MissedBlinds.ONE_PER_HAND:
        if BIG in owed:
            posting.add(seat, rules.big_blind, PostKind.MISSED_BIG_BLIND, live=True)
            owed.discard(BIG)
            rest = " and the missed small blind next hand" if SMALL in owed else ""
            notes.append(f"{label} posts the missed big blind of {rules.big_blind} live{rest}.")
        elif SMALL in owed and small_amount:
            posting.add(seat, small_amount, PostKind.MISSED_SMALL_BLIND, live=True)
            owed.discard(SMALL)
            notes.append(f"{label} posts the missed small blind of {small_amount}.")
        return frozenset(owed)
    parts = []
    if BIG in owed:
        posting.add(seat, rules.big_blind, PostKind.MISSED_BIG_BLIND, live=True)
        parts.append(f"the big blind of {rules.big_blind} live")
    if SMALL in owed and small_amount:
        posting.add(seat, small_amount, PostKind.MISSED_SMALL_BLIND, live=False)
        parts.append(f"the small blind of {small_amount} dead")
    notes.append(f"{label} is back and posts the missed blinds: {' and '.join(parts)}.")
    return frozenset()


def settle_entrants(
    session: Session, table: Table, placement: Placement
) -> tuple[list[int], list[SittingOut]]:
    """Who is dealt in: every playing player, and the new or returning players who may enter."""
    in_blinds = {s for level in placement.levels for s in level}
    bigs = placement.levels[-1]
    button = placement.button
    first_big = next((s for s in clockwise(bigs, after=button) if s != button), button)
    dealt: list[int] = []
    sitting: list[SittingOut] = []
    for seat, here in sorted(table.items()):
        if here.status is Status.AWAY:
            continue
        if here.status is Status.PLAYING or seat in in_blinds or placement.heads_up:
            dealt.append(seat)  # heads-up from the start: both players present are dealt in
            continue
        waits = (
            session.new_player is NewPlayer.WAIT
            if here.status is Status.NEW
            else session.missed_blinds is MissedBlinds.WAIT
        )
        if waits:
            what = "new" if here.status is Status.NEW else "back, owing blinds"
            sitting.append(
                SittingOut(
                    seat=seat,
                    name=here.player.name,
                    reason=f"{what}: waits for the big blind",
                )
            )
        elif seat == button or is_between(seat, after=button, before=first_big):
            sitting.append(
                SittingOut(
                    seat=seat,
                    name=here.player.name,
                    reason="may not be dealt in between the button and the big blind; "
                    "posts once the button has passed",
                )
            )
        else:
            dealt.append(seat)
    return dealt, sitting
