"""Who comes in: new players and players back from away, and the missed blinds they post.

`settle_entrants` decides who is dealt in on a placement (a player may not come in between the
button and the big blind); `enter_players` decides, seat by seat, what each player coming in
posts: nothing on the big blind or a free entry (TDA 2024 Rules 8-A and 10-A), a bought button
(WSOP 2026 Live Action Rule 158), a straddle instead of the missed blinds (WSOP LA 160 and 165),
a new player's big blind (Robert's Rules of Poker, Section 4; WSOP LA 104-a), or the missed
blinds (`post_owed`, under `missed_blinds`: Robert's Rules of Poker, Section 4; WSOP LA 160).
"""

from __future__ import annotations

from dataclasses import replace

from floorcli.errors import HandFileError
from floorcli.model.seats import clockwise, is_between
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import MissedBlinds, NewPlayer
from floorcli.profiles.settings import Rules
from floorcli.sessions.model import PostKind, Session, SittingOut
from floorcli.sessions.table import (
    BIG,
    NEW,
    SMALL,
    Placement,
    Posting,
    Seat,
    Status,
    Table,
    shape,
)

__all__ = [
    "RULE_ABSENT",
    "RULE_BUY",
    "RULE_FREE",
    "RULE_STRADDLE_BACK",
    "RULE_UNPOSTED",
    "deal_in_absent",
    "enter_players",
    "entering_free",
    "everyone_new_playing",
    "note_sitting_out",
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


def enter_players(
    session: Session,
    table: Table,
    placement: Placement,
    dealt: list[int],
    free: list[int],
    posting: Posting,
    in_blinds: set[int],
    notes: list[str],
    cited: set[str],
) -> tuple[Table, int]:
    """What each player dealt in posts to come in, clockwise from the big blind, with the words.

    A free new player (`free`, TDA 2024 Rules 8-A and 10-A) posts nothing; then for each seat
    dealt in, the first rule that fits: coming in on the big blind (nothing owed); heads-up
    (leftover blinds written off); a blind by position (it covers the seat); buying the button
    (`buy_button`); back as the straddle (`straddle_back`); new (`new_player_posts`); owing
    missed blinds (`post_owed`).  Returns the table after the deal (every player dealt in
    playing, with what they still owe) and the seat of a player who bought the button (0: none).
    """
    rules = session.rules
    count, _ = shape(rules)
    small_amount = rules.blinds[-2] if count > 1 else 0
    bigs = set(placement.levels[-1])
    for seat in free:
        cited.add("new_player")
        how = "on the blind of the seat" if seat in in_blinds else "without posting"
        notes.append(
            f"{table[seat].player.label} is new and is dealt in {how} ({RULE_FREE}: anywhere "
            "but between the button and the small blind)."
        )
    new_table = dict(table)
    buying = 0
    for seat in clockwise(dealt, after=placement.levels[-1][-1]):
        here = table[seat]
        joined = replace(here, status=Status.PLAYING, dealt=True, buys_button=0, straddle=False)
        if here.straddle and not here.entering:
            notes.append(
                f"{here.player.label} is back and owes no blind: dealt in with no straddle to post."
            )
        if seat in bigs and here.entering:
            what = "new" if here.status is Status.NEW else "back"
            notes.append(f"{here.player.label} is {what} and comes in on the big blind.")
            joined = replace(joined, owed=frozenset())
        elif placement.heads_up and here.entering:
            joined = replace(joined, owed=frozenset())  # heads-up: leftover blinds written off
        elif seat in in_blinds:
            pass  # a blind by position; a small blind still owed waits for a hand without one
        elif here.status is Status.NEW and here.buys_button:
            buying = buy_button(rules, here, posting, notes, has_button=seat == placement.button)
        elif here.status is Status.BACK and here.straddle:
            straddle_back(rules, here, posting, notes)
            joined = replace(joined, owed=frozenset())
        elif here.status is Status.NEW:
            cited.add("new_player")
            new_player_posts(rules, here, posting, notes)
        elif here.owed:
            joined = replace(joined, owed=post_owed(session, posting, here, small_amount, notes))
            cited.add("missed_blinds")
        new_table[seat] = joined
    return new_table, buying


def buy_button(
    rules: Rules, here: Seat, posting: Posting, notes: list[str], *, has_button: bool
) -> int:
    """A new player buying the button (WSOP 2026 Live Action Rule 158): a live big blind and a
    dead small blind to be dealt in now, and the button next hand unless already on it.

    Returns the buyer's seat when the button moves to it next hand (0 when it is there now).
    """
    a = amounts_of(rules)
    count, _ = shape(rules)
    small_amount = rules.blinds[-2] if count > 1 else 0
    seat = here.player.seat
    buying = 0 if has_button else seat
    posting.add(seat, rules.big_blind, PostKind.NEW_PLAYER, live=True)
    if small_amount:
        posting.add(seat, small_amount, PostKind.BUYS_BUTTON, live=False)
    notes.append(
        f"{here.player.label} is new and buys the button ({RULE_BUY}): posts a live big "
        f"blind of {a(rules.big_blind)}"
        + (f" and a dead small blind of {a(small_amount)}" if small_amount else "")
        + " to be dealt in now"
        + (", and has the button next hand." if buying else ".")
    )
    return buying


def straddle_back(rules: Rules, here: Seat, posting: Posting, notes: list[str]) -> None:
    """A player back under the gun comes back as the live straddle of twice the big blind
    instead of posting the missed blinds (WSOP 2026 Live Action Rules 160 and 165)."""
    a = amounts_of(rules)
    straddle = 2 * rules.big_blind
    posting.add(here.player.seat, straddle, PostKind.STRADDLE, live=True)
    notes.append(
        f"{here.player.label} is back under the gun and comes back as the live straddle "
        f"of {a(straddle)}, twice the big blind, instead of posting the missed blinds "
        f"({RULE_STRADDLE_BACK})."
    )


def new_player_posts(rules: Rules, here: Seat, posting: Posting, notes: list[str]) -> None:
    """`new_player: post`: a new player posts a live big blind to be dealt in at once (Robert's
    Rules of Poker, Section 4; WSOP 2026 Live Action Rule 104-a for limit games)."""
    a = amounts_of(rules)
    posting.add(here.player.seat, rules.big_blind, PostKind.NEW_PLAYER, live=True)
    notes.append(
        f"{here.player.label} is new and posts a live big blind of {a(rules.big_blind)} "
        "to be dealt in now."
    )


def note_sitting_out(
    table: Table, sitting: list[SittingOut], notes: list[str], cited: set[str]
) -> None:
    """Words for each player not dealt in this hand (new, or back owing blinds) and why; the
    rule cited is the profile's `new_player` or `missed_blinds` source."""
    for out in sitting:
        notes.append(f"{table[out.seat].player.label} sits out: {out.reason}.")
        cited.add("new_player" if table[out.seat].status is Status.NEW else "missed_blinds")
