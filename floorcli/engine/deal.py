"""Deal a hand: seat the players, post the forced bets, and find the first player to act.

`deal` builds the first `State` of a hand (antes, blinds, a kill blind, or a stud bring-in);
`deal_street` records a stud street's upcards and gives the action to the best showing hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from floorcli.betting.posting import Post, forced_bets, kill_round_order, start_after
from floorcli.betting.rounds import opening_levels
from floorcli.engine import options
from floorcli.engine.state import DeadHand, Player, State
from floorcli.engine.stud import bring_in_reason, bring_in_seat, showing_value
from floorcli.engine.turns import advance
from floorcli.errors import HandFileError, NotationError, RulesetError
from floorcli.model.actions import Street, StreetMarker
from floorcli.model.evolve import evolve
from floorcli.model.hand import Forced, Hand, Kill, kill_rules
from floorcli.model.seats import SeatSpec, blind_posters, clockwise_positions
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import Game, KillBlindActs, Structure
from floorcli.profiles.settings import Rules


def deal(
    rules: Rules,
    seats: Sequence[SeatSpec],
    button: int,
    *,
    kill: Kill | None = None,
    upcards: Mapping[int, str] | None = None,
    away: Sequence[int] = (),
) -> tuple[State, tuple[Forced, ...]]:
    """Seat the players, post antes and blinds, and find the first player to act.

    A stack too short for its forced bets is all-in before the deal: the ante is paid first,
    then the blind (seed 000, All-in before the deal).  A short big blind does not lower the
    bet: the others still call the full blind and raise from it.  A kill hand multiplies the
    limits and adds the kill blind; a stud game posts the bring-in from the `upcards`.  The
    hands of the players `away` are dead once their forced bets are in (`kill_away`).
    """
    if rules.game is not Game.COMMUNITY:
        return _deal_stud(rules, seats, button, upcards or {}, away)
    if kill is not None:
        rules = kill_rules(rules, kill)
    ordered = sorted(seats, key=lambda s: s.seat)
    cap = rules.cap if rules.structure is Structure.CAP_LIMIT else None
    if len(rules.blinds) > len(ordered):
        count = len(rules.blinds)
        raise HandFileError(
            f"{count} blinds ({', '.join(map(str, rules.blinds))}) need {count} players and "
            f"the hand has {len(ordered)}: seat {count} players, or write the blinds they "
            f"post, e.g. 'blinds: [{', '.join(map(str, rules.blinds[-len(ordered) :]))}]'"
        )
    players = [
        Player(seat=s.seat, name=s.name, starting_stack=s.stack, stack=s.stack) for s in ordered
    ]
    numbers = [p.seat for p in players]
    index_of = {seat: i for i, seat in enumerate(numbers)}  # one pass: no list.index per seat
    order = clockwise_positions(numbers, after=button)
    button_index = index_of.get(button)
    posters = [
        index_of[s]
        for s in blind_posters(
            numbers, button=button, count=len(rules.blinds), button_blind=rules.button_blind
        )
    ]
    kill_at: tuple[int, int] | None = None
    big = rules.big_blind
    if kill is not None:
        kill_blind = kill.of(big)
        if kill_blind is None:
            raise RulesetError(f"{big} x {kill.times} is not a whole number of chips")
        kill_at = (index_of[kill.seat], kill_blind)
        big = max(big, kill_blind)
    posts = forced_bets(
        rules,
        [p.stack for p in players],
        order=order,
        posters=posters,
        button_index=button_index,
        kill=kill_at,
    )
    forced = _post(players, posts)
    kill_index = None if kill_at is None else kill_at[0]
    round_order: tuple[int, ...] = ()
    last = rules.kill_blind_acts is KillBlindActs.LAST
    if kill_index is not None and last and posters and kill_index != posters[-1]:
        round_order = kill_round_order(len(players), kill_index=kill_index, big_blind=posters[-1])
    if cap is not None:
        players = [_apply_cap(p, cap) for p in players]
    levels = opening_levels(rules, big)
    state = State(
        rules=rules,
        players=tuple(players),
        button=button,
        street=Street.PREFLOP,
        actor=None,
        current_bet=levels.current_bet,
        last_full_raise=levels.last_full_raise,
        full_bet_level=levels.full_bet_level,
        bets=levels.bets,
        round_players=sum(1 for p in players if p.stack > 0),
        blind_shortfall=sum(p.due - p.amount for p in posts if p.live),
        small_blind=posters[-2] if len(posters) >= 2 else None,
        big_blind=posters[-1] if posters else None,
        kill=kill_index,
        round_order=round_order,
    )
    start = start_after(
        posters,
        button_index=button_index,
        order=order,
        kill_index=kill_index,
        round_order=round_order,
    )
    return advance(kill_away(state, away), start), tuple(forced)


def deal_hand(hand: Hand) -> tuple[State, tuple[Forced, ...]]:
    """The state of `hand` before the first action, and the forced bets posted."""
    try:
        return deal(
            hand.rules,
            hand.seats,
            hand.button,
            kill=hand.kill,
            upcards=dict(hand.upcards),
            away=hand.away,
        )
    except HandFileError as err:
        err.file = err.file or hand.file
        raise


def kill_away(state: State, away: Sequence[int]) -> State:
    """`state` with the hands of the players `away` dead before anyone acts.

    TDA 2024 Rule 30: a player not at the seat when the last card of the initial deal is dealt
    has the cards killed at once; the blinds and antes posted stay in the pot, and an absent
    player dealt the stud bring-in card posts the bring-in (RP-10-C: no more cards to a hand
    that is not live).  A dead hand never acts and is eligible for no pot.
    """
    if not away:
        return state
    players = tuple(
        evolve(p, folded=True, dead_hand=DeadHand.AWAY) if p.seat in away else p
        for p in state.players
    )
    betting = sum(1 for p in players if p.can_act)
    return evolve(state, players=players, round_players=betting)


def _deal_stud(
    rules: Rules,
    seats: Sequence[SeatSpec],
    button: int,
    upcards: Mapping[int, str],
    away: Sequence[int] = (),
) -> tuple[State, tuple[Forced, ...]]:
    """Stud: every player antes, the upcards pick the bring-in, action starts left of it.

    The bring-in is not an option bet: when everyone calls it the round is over; a player
    who completes it to the small bet re-opens the betting (seeds 000 and 002, Bring-in).
    A bring-in as large as the small bet is live like a blind, with the option.
    """
    a = amounts_of(rules)
    ordered = sorted(seats, key=lambda s: s.seat)
    players = [
        Player(
            seat=s.seat,
            name=s.name,
            starting_stack=s.stack,
            stack=s.stack,
            upcards=(upcards[s.seat],) if s.seat in upcards else (),
        )
        for s in ordered
    ]
    numbers = [p.seat for p in players]
    order = clockwise_positions(numbers, after=button)
    antes = forced_bets(
        rules,
        [p.stack for p in players],
        order=order,
        posters=(),
        button_index=None,
        every_ante=True,
    )
    forced = _post(players, antes)
    small = rules.small_bet or rules.opening_bet
    amount = rules.bring_in or small
    seat = bring_in_seat(rules.game, {p.seat: c for p in players for c in p.upcards[:1]})
    b = next(i for i, p in enumerate(players) if p.seat == seat)
    p = players[b]
    paid = min(amount, p.stack)
    full = amount >= small
    players[b] = evolve(
        p,
        stack=p.stack - paid,
        bet=paid,
        live=paid,
        acted=not full,
        acted_level=amount,
        acted_raise=small,
    )
    cards = {q.seat: c for q in players for c in q.upcards[:1]}
    why = f"{bring_in_reason(rules.game, cards, seat)}: it brings in for {a(amount)}"
    forced.append(Forced(seat=seat, kind="bring-in", amount=paid, due=amount, why=why))
    state = State(
        rules=rules,
        players=tuple(players),
        button=button,
        street=Street.THIRD,
        actor=None,
        current_bet=amount,
        last_full_raise=small,
        full_bet_level=amount if full else 0,
        bets=1 if full else 0,
        round_players=sum(1 for p in players if p.stack > 0),
        bring_in=b,
    )
    return advance(kill_away(state, away), b), tuple(forced)


def _apply_cap(p: Player, cap: int) -> Player:
    """Cap limit: chips past the cap are out of play this hand (the cap counts all but antes)."""
    room = max(0, cap - p.live)
    if p.stack <= room:
        return p
    return evolve(p, stack=room, reserve=p.stack - room)


def _post(players: list[Player], posts: Sequence[Post]) -> list[Forced]:
    """Put the `posts` in (`players` changed in place); the forced bets as the hand records them."""
    forced: list[Forced] = []
    for index, kind, paid, due, live in posts:
        p = players[index]
        if live:
            players[index] = evolve(p, stack=p.stack - paid, bet=p.bet + paid, live=p.live + paid)
        else:
            players[index] = evolve(
                p, stack=p.stack - paid, dead=p.dead + paid, ante_due=p.ante_due + due
            )
        forced.append(Forced(seat=p.seat, kind=kind, amount=paid, due=due))
    return forced


_UPCARDS_AFTER = {Street.FOURTH: 2, Street.FIFTH: 3, Street.SIXTH: 4}
"""How many upcards each player still in shows once the street is dealt."""


def deal_street(state: State, marker: StreetMarker) -> State:
    """A stud street's upcards: record them and give the action to the best showing hand.

    Robert's Rules of Poker v5, Sections 5 and 8: from fourth street on, the high hand
    showing acts first (razz: the low hand); tied hands go to the first of them clockwise
    from the dealer.  Seventh street is dealt down: the order of sixth street stands.
    A player all-in does not act, so the best showing hand among the others starts.
    """
    live = [i for i, p in enumerate(state.players) if not p.folded]
    name = marker.street.value
    players = list(state.players)
    if marker.street is not Street.SEVENTH:
        seats = list(marker.seats) if marker.seats else [state.players[i].seat for i in live]
        wanted = sorted(state.players[i].seat for i in live)
        if sorted(seats) != wanted or len(marker.cards) != len(wanted):
            raise NotationError(
                f"{name} street: one upcard for each player still in (seats "
                f"{', '.join(map(str, wanted))}), {len(marker.cards)} written"
                + (f" for seats {', '.join(map(str, seats))}" if marker.seats else "")
            )
        shown = _UPCARDS_AFTER[marker.street]
        if any(len(state.players[i].upcards) >= shown for i in live):
            raise NotationError(
                f"{name} street is already dealt: its upcards cannot be written again"
            )
        showing = {c.lower(): p.seat for p in state.players for c in p.upcards}
        for seat, card in zip(seats, marker.cards, strict=True):
            if card.lower() in showing:  # one deck: a card shows once (the upcards are seen)
                raise NotationError(
                    f"{name} street: {card} for seat {seat} is already showing on seat "
                    f"{showing[card.lower()]}; each card is dealt once"
                )
            showing[card.lower()] = seat
            i = state.index_of(seat)
            players[i] = evolve(players[i], upcards=(*players[i].upcards, card))
    dealt = evolve(state, players=tuple(players))
    low = state.rules.game is Game.RAZZ
    numbers = [p.seat for p in dealt.players]
    order = clockwise_positions(numbers, after=dealt.button)
    rank = {i: k for k, i in enumerate(order)}
    able = [i for i in order if dealt.players[i].can_act]
    if not able:
        return dealt
    first = max(able, key=lambda i: (showing_value(dealt.players[i].upcards, low=low), -rank[i]))
    if options.needs_to_act(dealt, first):
        return evolve(dealt, actor=first)
    return advance(dealt, first)


__all__ = ["deal", "deal_hand", "deal_street", "kill_away"]
