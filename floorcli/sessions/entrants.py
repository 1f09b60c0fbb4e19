"""Who comes in: new players and players back from away, and the missed blinds they post.

`settle_entrants` decides who is dealt in on a placement (a player may not come in between the
button and the big blind); `post_owed` posts a returning player's missed blinds under
`missed_blinds` (Robert's Rules of Poker, Section 4).
"""

from __future__ import annotations

from dataclasses import replace

from floorcli.errors import HandFileError
from floorcli.model.seats import clockwise, is_between
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import MissedBlinds, NewPlayer
from floorcli.sessions.model import PostKind, Session, SittingOut
from floorcli.sessions.table import BIG, NEW, SMALL, Placement, Posting, Seat, Status, Table

__all__ = [
    "RULE_ABSENT",
    "RULE_BUY",
    "RULE_FREE",
    "RULE_STRADDLE_BACK",
    "RULE_UNPOSTED",
    "deal_in_absent",
    "entering_free",
    "everyone_new_playing",
    "post_owed",
    "settle_entrants",
]


def post_owed(
    session: Session, posting: Posting, here: Seat, small_amount: int, notes: list[str]
) -> frozenset[str]:
    """Posts a returning player's missed blinds; returns what is still owed after this hand."""
    rules = session.rules
    a = amounts_of(rules)
    seat, label = here.player.seat, here.player.label
    owed = set(here.owed)
    if NEW in owed:
        owed.discard(NEW)
        if BIG not in owed:  # a missed big blind since covers the new player's post
            posting.add(seat, rules.big_blind, PostKind.NEW_PLAYER, live=True)
            notes.append(
                f"{label} posts the new player's big blind of {a(rules.big_blind)} live, owed "
                f"since playing a hand without it ({RULE_UNPOSTED})."
            )
            if not owed:
                return frozenset()
    if session.missed_blinds is MissedBlinds.ONE_PER_HAND:
        if BIG in owed:
            posting.add(seat, rules.big_blind, PostKind.MISSED_BIG_BLIND, live=True)
            owed.discard(BIG)
            rest = " and the missed small blind next hand" if SMALL in owed else ""
            notes.append(f"{label} posts the missed big blind of {a(rules.big_blind)} live{rest}.")
        elif SMALL in owed and small_amount:
            posting.add(seat, small_amount, PostKind.MISSED_SMALL_BLIND, live=True)
            owed.discard(SMALL)
            notes.append(f"{label} posts the missed small blind of {a(small_amount)}.")
        return frozenset(owed)
    parts = []
    if BIG in owed:
        posting.add(seat, rules.big_blind, PostKind.MISSED_BIG_BLIND, live=True)
        parts.append(f"the big blind of {a(rules.big_blind)} live")
    if SMALL in owed and small_amount:
        posting.add(seat, small_amount, PostKind.MISSED_SMALL_BLIND, live=False)
        parts.append(f"the small blind of {a(small_amount)} dead")
    notes.append(f"{label} is back and posts the missed blinds: {' and '.join(parts)}.")
    return frozenset()


def settle_entrants(
    session: Session, table: Table, placement: Placement, *, no_straddle: bool = False
) -> tuple[list[int], list[SittingOut]]:
    """Who is dealt in: every playing player, and the new or returning players who may enter.

    `no_straddle`: a kill hand, where a returning player may not come back as the straddle
    (WSOP 2026 Live Action Rule 203).
    """
    in_blinds = {s for level in placement.levels for s in level}
    bigs = placement.levels[-1]
    button = placement.button
    first_big = next((s for s in clockwise(bigs, after=button) if s != button), button)
    passed = [s for s in table if s == button or is_between(s, after=button, before=first_big)]
    seated = [s for s, h in table.items() if h.status is Status.PLAYING or s in in_blinds]
    dealt: list[int] = []
    sitting: list[SittingOut] = []
    for seat, here in sorted(table.items()):
        if here.status is Status.AWAY:
            continue
        if here.status is Status.PLAYING or seat in in_blinds or placement.heads_up:
            dealt.append(seat)  # heads-up from the start: both players present are dealt in
            continue
        if here.status is Status.NEW and here.buys_button:
            if seat not in passed:
                raise HandFileError(
                    f"{here.player.label} may buy the button only in a seat the blinds have "
                    f"just passed, between the button and the big blind ({RULE_BUY}); remove "
                    "'buys_button: true': the player comes in by new_player: "
                    f"{session.new_player}",
                    file=session.file,
                    line=here.buys_button,
                )
            dealt.append(seat)
            continue
        if here.status is Status.NEW and session.new_player is NewPlayer.FREE:
            sitting.append(
                SittingOut(
                    seat=seat,
                    name=here.player.name,
                    reason="new: may not be dealt in between the button and the small blind; "
                    f"dealt in once the button has passed ({RULE_FREE})",
                )
            )
            continue
        if here.status is Status.BACK and here.straddle:
            utg = clockwise([*seated, seat], after=bigs[-1])[0]
            if utg == seat and not no_straddle:
                dealt.append(seat)
                continue
            why = "no straddle in a kill pot" if no_straddle else "the seat is not under the gun"
            sitting.append(
                SittingOut(
                    seat=seat,
                    name=here.player.name,
                    reason=f"back as the under-the-gun straddle: waits, {why}",
                )
            )
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
        elif seat in passed:
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


RULE_ABSENT = "TDA 2024 Rule 30"
RULE_FREE = "TDA 2024 Rules 8-A and 10-A"
RULE_BUY = "WSOP 2026 Live Action Rule 158"
RULE_STRADDLE_BACK = "WSOP 2026 Live Action Rules 160 and 165"
RULE_UNPOSTED = "WSOP 2026 Live Action Rule 161"


def deal_in_absent(session: Session, table: Table) -> tuple[Table, tuple[int, ...]]:
    """`missed_blinds: blinded-off` (TDA 2024 Rule 30): players away are dealt in like the rest.

    Returns the table with them playing, and their seats (they stay away after the hand).
    """
    if session.missed_blinds is not MissedBlinds.BLINDED_OFF:
        return table, ()
    # A new player who stepped away before ever being dealt in has not entered the game yet.
    absent = tuple(s for s, h in sorted(table.items()) if h.status is Status.AWAY and h.dealt)
    if not absent:
        return table, ()
    return {s: replace(h, status=Status.PLAYING) if s in absent else h for s, h in table.items()}, (
        absent
    )


def free_zone(placement: Placement) -> list[int] | None:
    """The seats a free new player may not be dealt in from: strictly between the button and
    the small blind (TDA 2024 Rules 8-A and 10-A); None when the two are one seat (heads-up)."""
    head, after = placement.chain[0], placement.chain[1 % len(placement.chain)]
    if head == after:
        return None
    return [head, after]


def entering_free(table: Table, placement: Placement) -> tuple[Table, list[int], list[int]]:
    """`new_player: free`: which new players come in now without posting, on a placement made
    with all of them playing; the others (between the button and the small blind) wait."""
    newcomers = [s for s, h in table.items() if h.status is Status.NEW and not h.buys_button]
    zone = free_zone(placement)
    waiting = [
        s for s in newcomers if zone is not None and is_between(s, after=zone[0], before=zone[1])
    ]
    free = [s for s in newcomers if s not in waiting]
    new_table = {s: replace(h, status=Status.PLAYING) if s in free else h for s, h in table.items()}
    return new_table, sorted(free), waiting


def everyone_new_playing(table: Table) -> Table:
    """The table with every new player (not buying the button) playing: a trial placement."""
    return {
        s: replace(h, status=Status.PLAYING) if h.status is Status.NEW and not h.buys_button else h
        for s, h in table.items()
    }
