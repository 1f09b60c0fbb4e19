"""Random rooms and color-ups (hypothesis): what must hold whatever the tables look like.

Balancing: once the moves are made no two tables differ by more than the room's tolerance,
every move fills an empty seat from a filled one, nobody is moved into the next small blind
(last hand's big blind seat, under the dead button: TDA 2024 Rules 11-A, 32), in flop games the
player moved is the one who is big blind next, and nobody appears or vanishes.  Breaking: each
player of the broken table gets exactly one empty seat.  Color-ups: exchanges are at equal
value, the race changes the chips in play by less than half a chip (plus one chip for each
player saved from being raced out), and nobody is left without chips.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from floorcli.model.seats import clockwise
from floorcli.tournament.balance import balance
from floorcli.tournament.breaking import break_table
from floorcli.tournament.colorup import ColorUp, Racer, color_up, raced_chips
from floorcli.tournament.positions import Role
from floorcli.tournament.room import MoveFrom, Player, Room, RoomGame, RoomTable


@st.composite
def rooms(draw: st.DrawFn, *, games: tuple[RoomGame, ...] = tuple(RoomGame)) -> Room:
    size = draw(st.integers(min_value=3, max_value=10))
    game = draw(st.sampled_from(games))
    count = draw(st.integers(min_value=2, max_value=6))
    tables: dict[int, RoomTable] = {}
    names = iter(range(1000))
    for number in range(1, count + 1):
        filled = draw(
            st.lists(st.integers(1, size), min_size=1, max_size=size, unique=True).map(sorted)
        )
        seats = {
            s: Player(name=f"P{next(names)}", stack=draw(st.integers(1, 10**6))) for s in filled
        }
        empty = [s for s in range(1, size + 1) if s not in seats]
        opened = tuple(draw(st.permutations(empty)))
        if game is RoomGame.STUD:
            tables[number] = RoomTable(number=number, seats=seats, opened=opened)
            continue
        a, b, c = sorted(draw(st.lists(st.integers(1, size), min_size=3, max_size=3, unique=True)))
        button, small, big = draw(st.sampled_from([(a, b, c), (b, c, a), (c, a, b)]))
        tables[number] = RoomTable(
            number=number, seats=seats, button=button, small_blind=small, big_blind=big,
            opened=opened,
        )  # fmt: skip
    order = tuple(draw(st.permutations(list(tables))))
    return Room(
        file="room.yaml",
        game=game,
        table_seats=size,
        balance_within=draw(st.integers(1, 2)),
        move_from=draw(st.sampled_from([MoveFrom.BREAK_ORDER, MoveFrom.TABLE_NUMBER])),
        break_order=order,
        tables=tables,
    )


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(rooms())
def test_balancing_leaves_the_tables_within_the_tolerance(room: Room) -> None:
    report = balance(room)
    seats = {n: dict(t.seats) for n, t in room.tables.items()}
    for move in report.moves:
        from_table, to_table = room.tables[move.from_table], room.tables[move.to_table]
        player = seats[move.from_table].pop(move.from_seat)  # a filled seat empties
        assert player.name == move.player and player.stack == move.stack
        assert move.to_seat not in seats[move.to_table]  # never a seat already filled
        assert 1 <= move.to_seat <= room.table_seats
        if room.game is not RoomGame.STUD:
            # never the small blind: last hand's big blind seat is the next small blind
            assert move.to_seat != to_table.big_blind
            assert move.position != Role.SMALL_BLIND.value
            # the player moved is the big blind next: the first player after the big blind
            assert from_table.big_blind is not None
            assert (
                move.from_seat
                == clockwise(
                    seats[move.from_table] | {move.from_seat: player}, after=from_table.big_blind
                )[0]
            )
        seats[move.to_table][move.to_seat] = player
    counts = {n: len(s) for n, s in seats.items()}
    assert counts == report.after
    assert max(counts.values()) - min(counts.values()) <= room.balance_within
    assert report.balanced
    before = sorted(p.name for t in room.tables.values() for p in t.seats.values())
    assert sorted(p.name for s in seats.values() for p in s.values()) == before


@pytest.mark.slow
@settings(max_examples=200, deadline=None)
@given(rooms(games=(RoomGame.FLOP, RoomGame.MIXED)), st.integers(0, 10**6))
def test_breaking_seats_each_player_once_in_an_empty_seat(room: Room, seed: int) -> None:
    number = room.break_order[0]
    others = [t for n, t in room.tables.items() if n != number]
    room_for = sum(room.table_seats - t.count for t in others)
    if room_for < room.tables[number].count:
        return  # cannot break: tests/tournament/break-not-enough-seats.yaml
    report = break_table(room, seed=seed)
    assert report == break_table(room, seed=seed)  # the seed reproduces the draw
    targets = [(d.to.table, d.to.seat) for d in report.draws]
    assert len(set(targets)) == len(targets) == room.tables[number].count
    for table, seat in targets:
        assert seat not in room.tables[table].seats
    assert sorted(d.player for d in report.draws) == sorted(
        p.name for p in room.tables[number].seats.values()
    )
    for n, count in report.after.items():
        assert count == room.tables[n].count + sum(1 for t, _ in targets if t == n)


@st.composite
def color_ups(draw: st.DrawFn) -> ColorUp:
    remove = draw(st.sampled_from([5, 25, 100, 500]))
    per_set = draw(st.sampled_from([2, 4, 5, 10]))
    players = draw(st.integers(1, 10))
    racers = []
    for seat in range(1, players + 1):
        chips = draw(st.integers(0, 3 * per_set))
        last = draw(st.booleans()) and chips > 0
        stack = chips * remove if last else chips * remove + draw(st.integers(1, 10**6))
        racers.append(Racer(seat=seat, name=f"P{seat}", chips=chips, stack=stack))
    return ColorUp(file="c.yaml", remove=remove, next=remove * per_set, racers=tuple(racers))


@settings(max_examples=300, deadline=None)
@given(color_ups(), st.integers(0, 10**6))
def test_a_color_up_keeps_the_chips_in_play_but_for_the_race(game: ColorUp, seed: int) -> None:
    if sum(r.chips % (game.next // game.remove) for r in game.racers) > 52:
        return  # more odd chips than one deck has cards: refused
    results, raced = color_up(game, seed=seed)
    odd_value = sum(r.odd for r in results) * game.remove
    for r in results:  # equal value first (Rule 24-C)
        assert r.exchanged * game.next + r.odd * game.remove == r.racer.chips * game.remove
        assert r.odd < game.next // game.remove
        assert len(r.cards) == r.odd
        assert not r.won or r.odd > 0  # only players with odd chips race
        assert r.stack_after is not None and r.stack_after > 0  # nobody raced out (24-A)
    assert raced == raced_chips(odd_value, game.next) == sum(r.won for r in results)
    assert 2 * abs(raced * game.next - odd_value) <= game.next
    before = sum(r.racer.chips for r in results) * game.remove
    after = sum(r.chips_after for r in results) * game.next
    saved = sum(r.protected for r in results)
    assert after - before == raced * game.next - odd_value + saved * game.next
    assert sum(r.stack_after or 0 for r in results) - sum(r.racer.stack or 0 for r in results) == (
        after - before
    )
