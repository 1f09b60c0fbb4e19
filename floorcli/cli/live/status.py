"""The live table's short screens: the greeting, the status line before each prompt, `stacks`,
and the status commands while a stud hand waits for its upcards.

They read the `ask` answer (`floorcli.answers.hand.ask_report`) and the engine's players, or,
while the next stud hand waits, the players seated for it (`table.stud.carried_stacks`,
the stacks that hand is dealt with); they only word them, so the status line says exactly
what `ask` would and a waiting hand's `stacks` what its deal will start from.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from floorcli.engine.state import State
from floorcli.profiles.amounts import amounts_of

if TYPE_CHECKING:
    from floorcli.profiles.settings import Rules
    from floorcli.table.hand import Table
    from floorcli.table.session import LiveSession

__all__ = [
    "WAITING_WORDS",
    "greeting",
    "pots_line",
    "rules_lines",
    "stacks_lines",
    "status_line",
    "waiting_lines",
]

WAITING_WORDS = ("", "stacks", "pots", "hand", "why", "explain")
"""The status commands (and an empty line) that answer for a stud hand waiting for its upcards."""


def greeting(table: Table) -> str:
    """The first line: the game, its stakes and the seats.  Fixed limit names its two bet
    sizes (`--blinds 5,10` alone gives a small bet of 10 and a big bet of 20); a stud game
    names its ante and bring-in and no button (the house deals: no button moves)."""
    from floorcli.cli.render.glance import chips
    from floorcli.profiles.amounts import amount_json
    from floorcli.profiles.choices import Game, Structure

    rules = table.hand.rules
    a = amounts_of(rules)
    names = {p.seat: p.name for p in table.initial.players if p.name}

    def named(seat: int) -> str:  # 'Ann (seat 1)', or 'seat 3' when it has no name
        return f"{names[seat]} (seat {seat})" if seat in names else f"seat {seat}"

    stud = rules.game is not Game.COMMUNITY
    head = f"{rules.name} {rules.structure.value}"
    if rules.blinds or not stud:
        head += " " + ("/".join(map(a, rules.blinds)) or "no blinds")
    stakes = [head]
    if rules.structure is Structure.FIXED_LIMIT and rules.small_bet and rules.big_bet:
        stakes.append(f"small bet {a(rules.small_bet)}, big bet {a(rules.big_bet)}")
    if stud:
        stakes += [f"ante {a(rules.ante)}"] if rules.ante else []
        stakes.append(f"bring-in {a(rules.bring_in or rules.small_bet or rules.opening_bet)}")
    else:
        stakes.append(f"button {named(table.initial.button)}")
    seats = "; ".join(
        f"{named(p.seat)} {chips(amount_json(p.starting_stack, rules.decimals))}"
        for p in table.initial.players
    )
    return f"{', '.join(stakes)}. Seats: {seats}. 'help' for commands."


def status_line(
    report: Mapping[str, Any], names: Mapping[int, str] | None = None, *, deal: str | None = None
) -> str:
    """One line: the street, who acts by name with their choices, the pot
    (`floorcli.cli.render.glance.status_text`, the line each answer ends with); `deal` what
    to type when a stud street waits for its cards (`floorcli.table.streets.street_to_deal`).

    >>> status_line({"street": "preflop", "to_act": 4, "to_call": 25, "min_raise_to": 40,
    ...     "max_raise_to": 1400, "legal": ["fold", "call", "raise"],
    ...     "pots": [{"amount": 40, "eligible": [1, 2, 3, 4]}]}, {4: "Dan"})
    'preflop | Dan (seat 4) to act: call 25 · raise 40-1,400 · fold | pot 40'
    >>> status_line({"street": "showdown", "to_act": None, "to_call": 0, "min_raise_to": None,
    ...     "max_raise_to": None, "legal": [], "pots": [{"amount": 800, "eligible": [1, 2]}]})
    'showdown | pot 800'
    >>> status_line({"street": "complete", "to_act": None,
    ...     "pots": [{"amount": 45, "eligible": [3]}],
    ...     "uncalled": {"seat": 3, "amount": 20, "matched_to": 10}})
    'complete | Seat 3 is the last player in | pot 25 · uncalled 20 back to Seat 3'
    >>> status_line({"street": "fifth", "to_act": None, "to_call": 0, "min_raise_to": None,
    ...     "max_raise_to": None, "legal": [], "pots": [{"amount": 38, "eligible": [1, 3]}]},
    ...     deal="deal fifth street: type its upcards, e.g. 'fifth 1:Kh 3:3c'")
    "fifth | pot 38 | deal fifth street: type its upcards, e.g. 'fifth 1:Kh 3:3c'"
    """
    from floorcli.cli.render.glance import status_text

    return status_text(report, names or {}, deal=deal)


def stacks_lines(state: State, won: Mapping[int, int] | None = None) -> list[str]:
    """Every seat: its stack behind, what it has in this hand (this round's bet), and
    whether it folded, is all-in or is to act.  Once pots are awarded (`won`: the chips given
    each seat, uncalled chips returned included) the stacks are counted with them.

    Seat 3 raised to 25 from 1000: 975 behind, 25 in.
    """
    actor = state.to_act
    a = _chips_of(state.rules.decimals)
    won = won or {}
    rows = []
    for p in state.players:
        name = f"{p.name} (seat {p.seat})" if p.name else f"Seat {p.seat}"
        mark = (
            "folded"
            if p.folded
            else "all-in"
            if p.is_all_in
            else "to act"
            if actor is not None and p.seat == actor.seat
            else ""
        )
        if won.get(p.seat):
            mark = f"+{a(won[p.seat])} pushed"
        behind, now = a(p.stack + won.get(p.seat, 0)), "" if won else f" ({a(p.bet)} this round)"
        row = f"  {name:<18} {behind:>9} behind  {a(p.committed):>7} in{now}  {mark}".rstrip()
        if len(row) > 80:  # a long name or big amounts: no padding, then no round
            row = f"  {name} {behind} behind, {a(p.committed)} in{now}  {mark}".rstrip()
        if len(row) > 80:
            row = f"  {name} {behind} behind, {a(p.committed)} in  {mark}".rstrip()
        rows.append(row)
    total = sum(p.committed for p in state.players) - sum(won.values())
    started = sum(p.starting_stack for p in state.players)
    rows.append(
        f"  {a(total)} in the pot{' still to award' if won and total else ''}; started with "
        f"{a(started)}"
    )
    return rows


def waiting_lines(live: LiveSession, word: str) -> list[str]:
    """What a status command (`WAITING_WORDS`) says while the next stud hand waits for its
    third-street upcards: the hand being dealt, not the one that ended.

    `stacks`: each seated player's stack carried into the hand (the awards applied, busted
    players gone, joins and rebuys made), away players marked; `pots`: no pot yet (the antes
    and the bring-in are posted once the upcards are in: Robert's Rules of Poker v5,
    Seven-Card Stud); `hand`, `why` and an empty line: the words of the prompt, which seats
    need an upcard.
    """
    from floorcli.sessions.table import Status
    from floorcli.table.stud import carried_stacks
    from floorcli.table.studsession import waiting_hint

    assert live.waiting and live.stud is not None
    hint = waiting_hint(live) + "."
    number = live.number
    a = _chips_of(live.table.hand.rules.decimals)
    if word == "pots":
        return [
            f"no pot yet: hand {number}'s antes and bring-in are posted once its third-street "
            f"upcards are in; {a(0)} in all"
        ]
    if word == "hand":
        return [f"no actions yet: hand {number} is not dealt", hint]
    if word != "stacks":
        return [hint]
    dealt = carried_stacks(live.seated)
    rows = []
    for seat, here in live.seated.items():
        named = here.player.name not in live.stud.auto
        name = f"{here.player.name} (seat {seat})" if named else f"Seat {seat}"
        mark = (
            ""
            if seat in dealt
            else "away, not dealt in"
            if here.status is Status.AWAY
            else "not dealt in"
        )
        rows.append(f"  {name:<18} {a(here.player.stack):>9} behind  {mark}".rstrip())
    total = a(sum(dealt.values()))
    seats = ", ".join(map(str, dealt)) or "none"
    rows.append(
        f"  {total} in play at hand {number} (seats {seats}); no pot until the upcards are in"
    )
    return rows


def _chips_of(decimals: int) -> Callable[[int], str]:
    """An amount in chips (or cents) as the table writes it, with thousands separators."""
    from floorcli.cli.render.glance import chips
    from floorcli.profiles.amounts import amount_json

    return lambda amount: chips(amount_json(amount, decimals))


def rules_lines(rules: Rules) -> list[str]:
    """`rules`: the profile's name and description, then every setting, its value and where
    it came from."""
    from floorcli.profiles.amounts import typed_setting
    from floorcli.profiles.settings import SETTINGS
    from floorcli.profiles.validate import format_value

    rows = [f"{rules.name}: {rules.description}".rstrip(": ")]
    for key in SETTINGS:
        value = format_value(typed_setting(key, getattr(rules, key), rules.decimals))
        source = rules.sources.get(key, "floorcli default")
        rows.append(f"  {key:<27} {value:<18} {source}")
    return rows


def pots_line(state: State) -> str:
    """`pots`: each pot and who may win it, then the chips in all (the uncalled chips aside,
    not in the total)."""
    from floorcli.answers.pots import describe_pots, division_of
    from floorcli.profiles.shown import grouped

    n = state.rules.decimals
    division = division_of(state)
    pots = describe_pots(division, state.players, n, amount=grouped)
    return f"{pots}; {grouped(division.total, n)} in all"
