"""Who posts what, and in which order: antes of every kind, blinds and a kill blind.

The engine's deal (`floorcli.engine.deal`) and the audit's fast lane (`floorcli.audit.counters`)
both post a hand's forced bets from `forced_bets`: a list of `Post`s in the order they go in,
each with what is due and what the player's chips pay of it.  Neither keeps a copy of the
order; each only applies the posts to its own counters.  Players are positions in seat order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from floorcli.model.seats import circle_from
from floorcli.profiles.choices import AnteMode, BigBlindAnteOrder
from floorcli.profiles.settings import Rules

__all__ = [
    "Post",
    "blind_names",
    "forced_bets",
    "kill_round_order",
    "start_after",
    "straddler_in_turn",
]


class Post(NamedTuple):
    """One forced bet: `player` (a position) posts `amount` of the `due` (less when short: all-in).

    A `live` post (a blind) counts towards the player's bet this round; an ante is dead money.
    """

    player: int
    kind: str
    amount: int
    due: int
    live: bool


def blind_names(count: int) -> list[str]:
    """What each blind is called, first poster first.

    >>> blind_names(2)
    ['small blind', 'big blind']
    """
    names = {1: ["blind"], 2: ["small blind", "big blind"]}
    return names.get(count, ["first blind", "small blind", "big blind"])


def forced_bets(
    rules: Rules,
    stacks: Sequence[int],
    *,
    order: Sequence[int],
    posters: Sequence[int],
    button_index: int | None,
    kill: tuple[int, int] | None = None,
    every_ante: bool = False,
) -> list[Post]:
    """The forced bets of a hand, in the order they are posted.

    `order` is every player clockwise from the button's left (the button last), `posters` the
    blind posters from `floorcli.model.seats.blind_posters`, `kill` the kill blind's poster and
    its size.  The antes go in first (dead money): from everyone
    (`AnteMode.ALL`, and every stud hand: `every_ante`), from the button (`AnteMode.BUTTON`; the
    last player when the button seat is empty), or from the big blind (`AnteMode.BIG_BLIND`),
    before or after the blind as `big_blind_ante_order` says.  Then the blinds, smallest first,
    and last the kill blind, which tops up what its poster has in (a blind counts towards it).
    A stack too short for a post pays what it has: all-in before the deal (seed 000).

    >>> from floorcli.profiles.settings import Rules
    >>> rules = Rules(blinds=(1, 2), ante=1, ante_mode=AnteMode.BIG_BLIND)  # blind first
    >>> [(p.player, p.kind, p.amount) for p in forced_bets(
    ...     rules, [100, 100, 100], order=[1, 2, 0], posters=[1, 2], button_index=0)]
    [(1, 'small blind', 1), (2, 'big blind', 2), (2, 'big blind ante', 1)]
    """
    left = list(stacks)
    posts: list[Post] = []

    def post(index: int, due: int, kind: str, *, live: bool) -> None:
        paid = min(due, left[index])
        left[index] -= paid
        posts.append(Post(index, kind, paid, due, live))

    ante, mode = rules.ante, rules.ante_mode
    ante_payer: int | None = None
    if ante and (mode is AnteMode.ALL or (every_ante and mode is not AnteMode.NONE)):
        for i in order:
            post(i, ante, "ante", live=False)
    elif ante and mode is AnteMode.BUTTON:
        ante_payer = button_index if button_index is not None else order[-1]
        post(ante_payer, ante, "ante", live=False)
    elif ante and mode is AnteMode.BIG_BLIND and posters:
        ante_payer = posters[-1]
        if rules.big_blind_ante_order is BigBlindAnteOrder.ANTE_FIRST:
            post(ante_payer, ante, "big blind ante", live=False)
    for index, amount, kind in zip(posters, rules.blinds, blind_names(len(posters)), strict=False):
        post(index, amount, kind, live=True)
    if (
        ante
        and mode is AnteMode.BIG_BLIND
        and ante_payer is not None
        and rules.big_blind_ante_order is BigBlindAnteOrder.BLIND_FIRST
    ):
        post(ante_payer, ante, "big blind ante", live=False)
    if kill is not None:
        index, size = kill
        blind = sum(p.amount for p in posts if p.player == index and p.live)
        post(index, max(0, size - blind), "kill blind", live=True)
    return posts


def kill_round_order(n: int, *, kill_index: int, big_blind: int) -> tuple[int, ...]:
    """The order of a round where the kill blind acts last (`KillBlindActs.LAST`): everyone in
    seat order, the kill blind moved to right after the big blind, so it closes the round.

    >>> kill_round_order(5, kill_index=1, big_blind=3)
    (0, 2, 3, 1, 4)
    """
    rest = [i for i in range(n) if i != kill_index]
    at = rest.index(big_blind) + 1
    return (*rest[:at], kill_index, *rest[at:])


def start_after(
    posters: Sequence[int],
    *,
    button_index: int | None,
    order: Sequence[int],
    kill_index: int | None = None,
    round_order: Sequence[int] = (),
) -> int:
    """The player the first round's action starts after: the big blind (the last poster), or
    without blinds the button (the last player when the button seat is empty); a kill blind
    acts after its own post, and last of all when it has a round order of its own.

    >>> start_after([1, 2], button_index=0, order=[1, 2, 0])
    2
    """
    button_or_last = button_index if button_index is not None else order[-1]
    start = posters[-1] if posters else button_or_last
    if kill_index is not None and not round_order:
        return kill_index if kill_index == posters[-1] else start
    if round_order and kill_index is not None:
        return kill_index
    return start


def straddler_in_turn(n: int, *, big_blind: int | None, last_straddler: int | None) -> int | None:
    """Who may post the next straddle in turn: the player left of the last straddle, or of
    the big blind for the first (seed 000, Straddle and sleeper bets: each re-straddle is
    posted by the player to the left of the last); None without a big blind.

    >>> straddler_in_turn(6, big_blind=2, last_straddler=None)
    3
    >>> straddler_in_turn(6, big_blind=2, last_straddler=5)
    0
    """
    after = last_straddler if last_straddler is not None else big_blind
    return None if after is None else circle_from(n, after + 1)[0]
