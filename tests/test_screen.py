"""The audit's fast lane (`floorcli.audit.fastlane`) against the engine, on PHH hands.

`screen_game(game)` confirms a hand on plain counters, or returns None and leaves the rulings to
the engine (`replay_game(game)`).  What must hold for every hand:

- whenever the lane confirms a hand, the engine replays it without an error, rules every
  action `ok`, does not stop, and ends with the same players (every field) on the same street;
- whenever the engine rules every action `ok` and nobody is all-in before the deal (a starting
  stack at or below the player's ante and blind), the lane confirms the hand: it must not send
  plain hands to the slow lane.

The random hands (hypothesis) are played by the engine step by step: mostly legal actions from
`options.options` (fold, check/call, the minimum, the maximum, an amount between, all-in),
with board deals where the engine reaches a new street, and sometimes an irregular one (a
player out of turn, an amount one below the minimum or one above the maximum, a raise to the
call, a raise when the betting is not re-opened or capped, an action after the hand is over,
a board dealt early or late).  The pinned examples below check the lane's edges one rule at a
time, and the corpus test runs a sample of real PHH hands.
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

import pytest
from hypothesis import HealthCheck, event, given, note, settings
from hypothesis import strategies as st

from floorcli.answers.phh import replay_game
from floorcli.answers.pots import pots_of_players
from floorcli.audit.phhlane import screen_game
from floorcli.engine import options
from floorcli.engine.deal import deal
from floorcli.engine.replay import HandOver, MarkerMismatch, Walk
from floorcli.engine.rulings import Verdict
from floorcli.engine.state import State
from floorcli.errors import FloorError, NotationError, ReplayError
from floorcli.formats.phh import PhhGame, iter_games, read_game
from floorcli.formats.phh.variants import DRAWS, GAMES
from floorcli.model.actions import Action, Street, StreetMarker, Verb

T = TypeVar("T")

FILE = "random.phh"
CORPUS = Path(__file__).resolve().parents[1] / ".." / "shared" / "corpus" / "phh"
BOARDS = ("d db AcKd2h", "d db 7s", "d db 9c")
BOARD_STREETS = (Street.FLOP, Street.TURN, Street.RIVER)
STREET_NUMBER = {Street.PREFLOP: 0, Street.FLOP: 1, Street.TURN: 2, Street.RIVER: 3}
PROFILES = {
    "NT": ["tda-nlhe", "cash-nlhe", "roberts-nlhe", "limit-holdem"],
    "PO": ["tda-plo", "home-plo", "cash-nlhe"],
    "FT": ["limit-holdem", "tda-nlhe"],
}
MAX_STEPS = 80


# ---------------------------------------------------------------- random choices


class Chooser(Protocol):
    """Where a random hand's choices come from: hypothesis draws, or a seeded `Random`."""

    def integer(self, low: int, high: int) -> int: ...

    def choice(self, options: Sequence[T]) -> T: ...

    def chance(self, percent: int) -> bool: ...


class Drawn:
    """Choices drawn by hypothesis (they shrink towards the first option and to False)."""

    def __init__(self, data: st.DataObject) -> None:
        self.data = data

    def integer(self, low: int, high: int) -> int:
        return self.data.draw(st.integers(low, high))

    def choice(self, options: Sequence[T]) -> T:
        return self.data.draw(st.sampled_from(options))

    def chance(self, percent: int) -> bool:
        return percent > 0 and self.data.draw(st.integers(0, 99)) >= 100 - percent


class Seeded:
    """Choices from a seeded `random.Random` (the deterministic test)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def integer(self, low: int, high: int) -> int:
        return self.rng.randint(low, high)

    def choice(self, options: Sequence[T]) -> T:
        return options[self.rng.randrange(len(options))]

    def chance(self, percent: int) -> bool:
        return self.rng.randrange(100) < percent


# ---------------------------------------------------------------- a random PHH hand


def random_header(c: Chooser) -> dict[str, Any]:
    """A PHH hand without actions: players, stacks, blinds, antes, limits and house settings."""
    n = c.integer(2, 9)
    variant = c.choice(["NT", "PO", "FT"])
    big = c.integer(2, 40)
    blinds = [c.integer(1, big), big]
    if n >= 3 and c.chance(20):
        blinds.append(c.choice([2 * big, big + c.integer(0, 2 * big)]))  # a UTG straddle
    ante_kind = c.choice(["none", "all", "big-blind", "button", "none"])
    if c.chance(4):
        blinds, ante_kind = [], "all"  # an ante-only game: the button's left opens
    ante = c.integer(1, big)
    antes = [0] * n
    if ante_kind == "all":
        antes = [ante] * n
    elif ante_kind == "big-blind":  # heads-up PHH lists antes reversed: the big blind's is last
        antes[1 if n == 2 else len(blinds) - 1] = ante
    elif ante_kind == "button":
        antes[0 if n == 2 else n - 1] = ante
    forced = max(blinds, default=0) + ante
    stacks = []
    kinds = ["deep", "mid", "few", "few"] + (["short"] if c.chance(40) else [])
    for _ in range(n):
        kind = c.choice(kinds)
        if kind == "short":  # often at or below the forced bets (or none): all-in before the deal
            stacks.append(c.integer(0, forced + big))
        elif kind == "few":  # all-in for less than a raise: the betting may stay closed
            stacks.append(c.integer(forced + 1, forced + 6 * big))
        elif kind == "mid":
            stacks.append(c.integer(3 * big, 25 * big))
        else:
            stacks.append(c.integer(50 * big, 300 * big))
    extra: dict[str, object] = {"rules": c.choice(PROFILES[variant])}
    if c.chance(50):
        extra["incomplete_raise"] = c.choice(["full-bet", "half-bet"])
    if c.chance(50):
        extra["cumulative_allins"] = c.choice([True, False])
    if c.chance(50):
        extra["min_raise_basis"] = c.choice(["last-full-raise", "cumulative"])
    if c.chance(40):
        extra["raise_cap"] = c.choice(["null", 1, 2, 3, 4])
        extra["heads_up_uncapped"] = c.choice(["never", "round-start", "any-time"])
    if c.chance(15):
        extra["short_allin_counts_toward_cap"] = c.choice([True, False])
    if variant == "PO" and c.chance(70):
        extra["pot_limit_preflop"] = c.choice(["true-pot", "posted", "assumed-call"])
    if ante_kind == "big-blind" and c.chance(60):
        extra["big_blind_ante_order"] = c.choice(["blind-first", "ante-first"])
    data: dict[str, Any] = {
        "variant": variant,
        "antes": antes,
        "blinds_or_straddles": blinds + [0] * (n - len(blinds)),
        "starting_stacks": stacks,
    }
    if c.chance(20):  # seat numbers, clockwise from the small blind to the button
        pool = list(range(1, 11))
        numbers = sorted(pool.pop(c.integer(0, len(pool) - 1)) for _ in range(n))
        turn = c.integer(0, n - 1)
        data["seats"] = numbers[turn:] + numbers[:turn]
    if variant == "FT":
        small_bet = c.choice([big, big, 2 * big, c.integer(1, 2 * big)])
        data.update(small_bet=small_bet, big_bet=2 * small_bet)
    elif c.chance(80):
        data["min_bet"] = c.choice([big, big, c.integer(1, 2 * big)])
    data["_floorcli"] = extra
    data["actions"] = []
    return data


def entry_of(
    state: State, text: str, boards: int, index_of: Sequence[int]
) -> Action | StreetMarker | None:
    """The engine entry a PHH action becomes (as `floorcli.formats.phh` reads it), or None
    when the PHH reader refuses it outright (a player who is not there, a fourth board).
    `index_of[k - 1]` is the player index of PHH position k."""
    words = text.split()
    if words[0] == "d":
        if boards >= len(BOARD_STREETS):
            return None
        street = BOARD_STREETS[boards]
        cards = words[2]
        return StreetMarker(
            street=street, cards=(cards[0:2], cards[2:4], cards[4:6]) if len(cards) == 6 else ()
        )
    position, verb = int(words[0][1:]), words[1]
    if position > len(index_of):
        return None
    i = index_of[position - 1]
    who = str(state.players[i].seat)
    if verb == "f":
        return Action(who=who, verb=Verb.FOLD)
    betting_now = state.street.is_betting
    if verb == "cc":
        owes = not betting_now or options.effective_bet(state, i) > state.players[i].bet
        return Action(who=who, verb=Verb.CALL if owes else Verb.CHECK)
    facing = not betting_now or state.current_bet > 0
    return Action(who=who, verb=Verb.RAISE if facing else Verb.BET, amount=int(words[2]))


def legal_action(c: Chooser, state: State, opts: options.Options, me: str) -> str:
    """A legal action for the player to act (`me`, their PHH name), in PHH."""
    assert state.actor is not None
    p = state.players[state.actor]
    menu = ["cc"] * 4 + (["f"] * 2 if opts.to_call else [])
    if opts.can_raise:
        menu += ["min", "max", "mid", "all-in"]
        if p.all_in_to - state.current_bet < state.last_full_raise:
            menu += ["all-in"] * 4  # a short all-in: often, it may leave the betting closed
    elif p.stack <= opts.to_call:
        menu.append("all-in")  # all-in for no more than the call: a call
    pick = c.choice(menu)
    if pick == "cc" and not opts.to_call and c.chance(3):
        pick = "f"  # a fold with nothing to call stands
    if pick in ("f", "cc"):
        return f"{me} {pick}"
    if pick == "all-in" and (p.stack <= opts.to_call or p.all_in_to == opts.max_raise_to):
        return f"{me} cbr {p.all_in_to}"
    low, high = opts.min_raise_to, opts.max_raise_to
    assert low is not None and high is not None
    if pick == "min":
        return f"{me} cbr {low}"
    if pick == "max":
        return f"{me} cbr {high}"
    return f"{me} cbr {c.integer(low, high)}"  # between them (all-in is over a limit's maximum)


def irregular_action(c: Chooser, state: State, opts: options.Options, me: str) -> str:
    """An action the engine should not rule `ok` as written (it rules on it all the same)."""
    assert state.actor is not None
    p = state.players[state.actor]
    n = len(state.players)
    menu = ["out of turn", "out of turn", "raise to the call", "nobody"]
    if opts.can_raise:
        menu += ["below the minimum", "above the maximum"] * 4
        if opts.max_raise_to != p.all_in_to:
            menu += ["above the maximum"] * 4  # a pot-limit or fixed-limit maximum
    elif p.stack > opts.to_call:
        menu += ["raise not allowed"] * 12  # not re-opened, capped, or nobody left to call it
    pick = c.choice(menu)
    if pick == "out of turn":
        other = c.choice([k for k in range(1, n + 1) if f"p{k}" != me])
        verb = c.choice(["cc", "f", "cbr"])
        amount = f" {opts.min_raise_to or state.current_bet + state.last_full_raise}"
        return f"p{other} {verb}" + (amount if verb == "cbr" else "")
    if pick == "nobody":
        return f"p{n + 1} cc"
    if pick == "raise to the call":
        return f"{me} cbr {opts.call_to}"
    if pick == "below the minimum":
        assert opts.min_raise_to is not None
        return f"{me} cbr {max(0, opts.min_raise_to - 1)}"
    if pick == "above the maximum":
        assert opts.max_raise_to is not None
        return f"{me} cbr {opts.max_raise_to + 1}"
    to = c.choice([p.all_in_to, min(p.all_in_to, state.current_bet + state.last_full_raise)])
    return f"{me} cbr {to}"


SLIPS = ("action", "action", "action", "early board", "late board", "after the hand")
"""The irregular steps: an irregular action, a board dealt while the betting is open or after
the new street's first action, an action or a board after the hand is over."""


def random_hand(c: Chooser) -> dict[str, Any]:
    """A random PHH hand, its actions played by the engine as they are written.

    A third of the hands are plain, a third have one irregular step (`SLIPS`: from a random
    early step on, where it fits, else after the hand is over) and a third several.  Whenever
    a raise is not allowed, the non-plain hands often try one."""
    data = random_header(c)
    walk = Walk(state=replay_game(read_game(data, file=FILE)).result.final)
    state = walk.state
    n = len(state.players)
    seats = data.get("seats") or list(range(1, n + 1))
    index_of = [sorted(seats).index(seat) for seat in seats]
    mode = c.choice(["plain", "one", "several"])
    slip = c.integer(0, 10) if mode == "one" else MAX_STEPS
    kind = c.choice(SLIPS) if mode == "one" else ""
    rate = c.choice([4, 12]) if mode == "several" else 0  # percent of irregular steps
    steps = c.integer(0, 30) if c.chance(5) else MAX_STEPS  # sometimes a history cut short
    actions: list[str] = data["actions"]
    boards = 0
    if c.chance(30):  # hole cards: the PHH reader passes over them
        actions += [f"d dh p{k} ????" for k in range(1, n + 1)]

    def enter(text: str) -> bool:
        """Write one action and play it; False once the engine can go no further."""
        nonlocal state, walk, boards
        actions.append(text)
        entry = entry_of(state, text, boards, index_of)
        if entry is None:
            return False
        if isinstance(entry, StreetMarker):
            boards += 1
        try:
            walk, ruling = walk.step(entry)
        except (NotationError, HandOver, MarkerMismatch):
            return False
        state = walk.state
        return ruling is None or ruling.verdict is not Verdict.ILLEGAL

    pending = ""  # an irregular step waiting for a place where it fits
    for k in range(steps):
        if k == slip:
            pending = kind
        elif not pending and c.chance(rate):
            pending = c.choice(SLIPS)
        number = STREET_NUMBER.get(state.street)
        if number is None:  # showdown or complete
            if state.street is Street.SHOWDOWN and c.chance(30):
                actions += [f"p{j} sm ????" for j in range(1, n + 1)]  # shown: passed over
            if state.street is Street.SHOWDOWN or c.chance(20):
                while boards < len(BOARDS) and not c.chance(10):
                    if not enter(BOARDS[boards]):
                        break
            if pending and c.chance(85):  # an action after the hand is over
                enter(f"p{c.integer(1, n)} {c.choice(['cc', 'f', 'cbr 999999'])}")
            elif pending:
                enter("d db 2c")  # a fourth board deal (or a board after the betting)
            break
        if boards < number and pending == "late board":
            pending = ""  # the new street's board comes after its first action
        elif boards < number:
            if not enter(BOARDS[boards]):  # the new street's board, before anyone acts on it
                break
            continue
        elif pending == "early board" and boards < len(BOARDS):
            enter(BOARDS[boards])  # a board dealt while this round's betting is still open
            break
        opts = options.options(state)
        assert state.actor is not None
        me = f"p{index_of.index(state.actor) + 1}"
        closed = not opts.can_raise and state.players[state.actor].stack > opts.to_call
        if pending == "action" or (mode != "plain" and closed and c.chance(60)):
            pending = "" if pending == "action" else pending
            text = irregular_action(c, state, opts, me)
        else:
            text = legal_action(c, state, opts, me)
        if not enter(text):
            break
    if c.chance(5):
        in_dollars(data)
    return data


def in_dollars(data: dict[str, Any]) -> None:
    """Write every amount in hundredths (as PHH files of cash games do): 250 chips is 2.5."""
    for key in ("starting_stacks", "antes", "blinds_or_straddles"):
        data[key] = [v / 100 for v in data[key]]
    for key in ("min_bet", "small_bet", "big_bet"):
        if key in data:
            data[key] /= 100
    for k, text in enumerate(data["actions"]):
        words = text.split()
        if len(words) == 3 and words[1] == "cbr":
            data["actions"][k] = f"{words[0]} cbr {int(words[2]) / 100}"


# ---------------------------------------------------------------- the property


def phh_text(data: dict[str, Any]) -> str:
    """The hand as a .phh file (TOML), one action a line."""
    lines = []
    for key, value in data.items():
        if key == "actions":
            lines.append("actions = [")
            lines += [f"  {json.dumps(a)}," for a in value]
            lines.append("]")
        elif isinstance(value, dict):
            pairs = ", ".join(f"{k} = {json.dumps(v)}" for k, v in value.items())
            lines.append(f"{key} = {{{pairs}}}")
        else:
            lines.append(f"{key} = {json.dumps(value)}")
    return "\n".join(lines)


def all_in_before_the_deal(game: PhhGame) -> bool:
    """Some player's starting stack is at or below their forced bets (ante and blind)."""
    _, forced = deal(game.rules, game.specs, game.seats[-1])
    due: Counter[int] = Counter()
    for f in forced:
        due[f.seat] += f.due
    return any(spec.stack <= due[spec.seat] for spec in game.specs)


def check_game(game: PhhGame, where: str = "") -> str:
    """Screen and replay one hand and check that they agree; the outcome, for counting."""
    screened = screen_game(game)
    try:
        result = replay_game(game).result
    except FloorError as err:
        assert screened is None, f"{where}the lane confirmed a hand the engine refuses: {err}"
        return "engine refuses the history"
    not_ok = [r for r in result.rulings if r.verdict is not Verdict.OK]
    stands = not result.stopped and not not_ok
    if screened is not None:
        assert stands, (
            f"{where}the lane confirmed a hand the engine rules on: action {not_ok[0].index} "
            f"'{not_ok[0].input}' is {not_ok[0].verdict}: {not_ok[0].explanation}"
        )
        assert screened.street == result.final.street, where
        for ours, engine in zip(screened.players, result.final.players, strict=True):
            assert ours == engine, f"{where}lane {ours}\n  engine {engine}"
        assert screened.players == result.final.players, where
        # The pots the chip check shares out are the engine's pots (split_pots, with the
        # lane's shortcut for a hand won by the one player left with chips behind).
        assert screened.pots() == pots_of_players(result.final.players), where
        return "confirmed"
    if stands and (game.variant in GAMES or game.variant in DRAWS):
        return "deferred: a stud or draw game (replayed by the engine)"
    # Each betting action's token beside its ruling (one ruling a betting action, in order):
    # a `cbr` the engine made a bet or raise to more than written was read as the minimum
    # (a `cbr` all-in for no more than the call is a call, and stays out of it).
    betting = [t for t in game.tokens if t[1] in ("f", "cc", "cbr")]
    covering = len(betting) == len(result.rulings) and any(
        t[1] == "cbr"
        and r.action in ("bet", "raise")
        and round(float(t[2]) * game.scale) < (r.to or 0)
        for t, r in zip(betting, result.rulings, strict=True)
    )
    if stands and covering:
        # A PHH bet covering every opponent, below the minimum: the engine reads it as the
        # minimum (engine.replay.as_played); the lane leaves that reading to the engine.
        return "deferred: a bet covering every opponent, read as the minimum"
    if stands:
        assert all_in_before_the_deal(game), f"{where}the lane deferred a hand that stands"
        return "deferred: all-in before the deal"
    return f"deferred: engine rules {not_ok[0].verdict}"


RANDOM_HANDS = int(os.environ.get("FLOORCLI_SCREEN_HANDS", "500"))
"""How many random hands the property plays: 500, or e.g. FLOORCLI_SCREEN_HANDS=20000 for the
long check (issue 27: `.venv/bin/python -m pytest -n 0 -m slow tests/test_screen.py -k
agrees_with_the_engine`)."""


@pytest.mark.slow
@settings(
    max_examples=RANDOM_HANDS,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(st.data())
def test_screen_agrees_with_the_engine(data: st.DataObject) -> None:
    """Random hands: a hand the lane confirms stands in the engine with the same end, and a
    hand that stands (nobody all-in before the deal) is confirmed."""
    hand = random_hand(Drawn(data))
    note(phh_text(hand))
    outcome = check_game(read_game(hand, file=FILE))
    event(outcome)
    event(f"variant {hand['variant']}")


@pytest.mark.slow
def test_random_hands_reach_every_outcome() -> None:
    """The same generator on fixed seeds: the property is not vacuous (both directions and
    every kind of deferral happen often)."""
    outcomes: Counter[str] = Counter()
    for seed in range(300):
        hand = random_hand(Seeded(seed))
        outcomes[check_game(read_game(hand, file=FILE), f"seed {seed}: ")] += 1
    assert outcomes["confirmed"] >= 60, outcomes
    assert outcomes["deferred: all-in before the deal"] >= 10, outcomes
    assert outcomes["deferred: engine rules illegal"] >= 10, outcomes
    assert outcomes["deferred: engine rules corrected"] >= 10, outcomes
    assert outcomes["engine refuses the history"] >= 10, outcomes


# ---------------------------------------------------------------- pinned examples


def game_of(
    actions: list[str],
    *,
    variant: str = "NT",
    stacks: list[int] | None = None,
    blinds: list[int] | None = None,
    **extra: object,
) -> PhhGame:
    """A three-handed hand (p1 small blind, p2 big blind, p3 button) with these actions."""
    stacks = stacks or [1000, 1000, 1000]
    blinds = blinds or [5, 10, 0]
    data: dict[str, Any] = {
        "variant": variant,
        "antes": [0, 0, 0],
        "blinds_or_straddles": blinds,
        "starting_stacks": stacks,
        "actions": actions,
    }
    if variant == "FT":
        data.update(small_bet=blinds[1], big_bet=2 * blinds[1])
    else:
        data["min_bet"] = blinds[1]
    if extra:
        data["_floorcli"] = extra
    return read_game(data, file="pinned.phh")


def verdicts(game: PhhGame) -> list[Verdict]:
    return [r.verdict for r in replay_game(game).result.rulings]


LIMPED = ["p3 cc", "p1 cc", "p2 cc", "d db AcKd2h"]
"""Blinds 5/10, three-handed: the button and the small blind call, the big blind checks."""


def test_short_all_in_does_not_reopen_the_betting() -> None:
    # TDA 2024 Rule 47-A, full bet rule: on the flop p1 bets 20; p2 is all-in to 30 (40 - 10
    # pre-flop), only 10 more, less than the full bet of 20, so the betting is not re-opened
    # to p1, who already acted: p1 may call 30 or fold, not re-raise.
    short = [*LIMPED, "p1 cbr 20", "p2 cbr 30", "p3 cc"]
    reraise = game_of([*short, "p1 cbr 100"], stacks=[1000, 40, 1000], rules="tda-nlhe")
    assert screen_game(reraise) is None
    assert verdicts(reraise)[-1] is Verdict.ILLEGAL
    call = game_of([*short, "p1 cc", "d db 7s"], stacks=[1000, 40, 1000], rules="tda-nlhe")
    assert check_game(call) == "confirmed"
    screened = screen_game(call)
    assert screened is not None
    assert [p.stack for p in screened.players] == [960, 0, 960]


def test_raise_below_the_minimum_is_deferred() -> None:
    # TDA 2024 Rule 40: blinds 50/100, the first raise is to at least 100 + 100 = 200; a raise
    # to 150 is brought up to 200 by the engine (corrected), so the lane defers it.
    below = game_of(["p3 cbr 150"], blinds=[50, 100, 0], stacks=[10000] * 3)
    assert screen_game(below) is None
    assert verdicts(below) == [Verdict.CORRECTED]
    at = game_of(["p3 cbr 200", "p1 f", "p2 cc"], blinds=[50, 100, 0], stacks=[10000] * 3)
    assert check_game(at) == "confirmed"


def test_pot_limit_raise_above_the_pot_is_deferred() -> None:
    # Pot limit (tda-plo, true pot), blinds 1/2: the first raiser (the button, first to act
    # three-handed) calls 2 into a pot of 1 + 2 = 3, making 5, and may raise by 5: to
    # 2 + 5 = 7 at most.  To 8 is over the maximum (the engine corrects it to 7).
    over = game_of(["p3 cbr 8"], variant="PO", blinds=[1, 2, 0], stacks=[500] * 3)
    assert screen_game(over) is None
    assert verdicts(over) == [Verdict.CORRECTED]
    pot = game_of(["p3 cbr 7", "p1 cc", "p2 cc"], variant="PO", blinds=[1, 2, 0], stacks=[500] * 3)
    assert check_game(pot) == "confirmed"
    screened = screen_game(pot)
    assert screened is not None
    assert [p.stack for p in screened.players] == [493, 493, 493]


def test_fixed_limit_cap_is_deferred() -> None:
    # raise_cap 3 (limit-holdem): a bet and three raises.  Blinds 5/10, small bet 10: on the
    # flop p1 bets 10, p2 raises to 20, p3 to 30, p1 to 40 (the third raise: capped); p2's
    # raise to 50 would be a fourth raise and is illegal (the round began three-handed, so
    # heads_up_uncapped: round-start does not lift the cap).  Calling 40 stands.
    capped = [*LIMPED, "p1 cbr 10", "p2 cbr 20", "p3 cbr 30", "p1 cbr 40"]
    fourth = game_of([*capped, "p2 cbr 50"], variant="FT", rules="limit-holdem", raise_cap=3)
    assert screen_game(fourth) is None
    assert verdicts(fourth)[-1] is Verdict.ILLEGAL
    called = game_of([*capped, "p2 cc", "p3 cc"], variant="FT", rules="limit-holdem", raise_cap=3)
    assert check_game(called) == "confirmed"


def test_raise_cap_is_counted_afresh_each_street() -> None:
    # raise_cap 1, heads_up_uncapped: any-time.  Preflop p3 raises three-handed (the cap is
    # reached with three in the hand); on the turn, heads-up, p1 bets, p2 raises (the cap,
    # reached with two) and p1 raises again: uncapped, as the engine counts each street
    # afresh (a lane that kept the preflop mark deferred the hand).
    actions = [
        *["p3 cbr 20", "p1 cc", "p2 cc", "d db AcKd2h", "p1 cbr 10", "p2 cc", "p3 f"],
        *["d db 7s", "p1 cbr 10", "p2 cbr 20", "p1 cbr 30", "p2 cc"],
    ]
    game = game_of(actions, rules="tda-nlhe", raise_cap=1, heads_up_uncapped="any-time")
    assert check_game(game) == "confirmed"


def test_action_after_the_hand_is_over_is_deferred() -> None:
    # The button and the small blind fold: the big blind wins and the hand is over, so
    # another action cannot stand (the PHH reader refuses it).
    over = game_of(["p3 f", "p1 f", "p2 cc"])
    assert screen_game(over) is None
    with pytest.raises(ReplayError, match="already over"):
        replay_game(over)
    assert check_game(game_of(["p3 f", "p1 f"])) == "confirmed"


def test_board_dealt_while_the_betting_is_open_is_deferred() -> None:
    # Only the button has acted before the flop: the small and big blinds are still to act,
    # so a flop written here disagrees with the betting (the PHH reader refuses it: a street
    # marker must stand where the street was dealt).
    early = game_of(["p3 cc", "d db AcKd2h", "p1 cc"])
    assert screen_game(early) is None
    with pytest.raises(ReplayError, match="betting is at the preflop"):
        replay_game(early)
    assert check_game(game_of(LIMPED)) == "confirmed"


def test_all_in_before_the_deal_goes_to_the_engine() -> None:
    # p2's stack of 10 is exactly the big blind of 10: all-in before the deal (seed 000,
    # All-in before the deal).  The lane does not play short forced bets and returns None; the
    # engine replays the hand and every action stands: p1 and p3 each put in 10 pre-flop and
    # 10 on the river, 1000 - 20 = 980 behind, p2 all-in with 0.
    actions = ["p3 cc", "p1 cc", "d db AcKd2h", "p1 cc", "p3 cc", "d db 7s", "p1 cc", "p3 cc"]
    short = game_of([*actions, "d db 9c", "p1 cbr 10", "p3 cc"], stacks=[1000, 10, 1000])
    assert screen_game(short) is None
    assert check_game(short) == "deferred: all-in before the deal"
    result = replay_game(short).result
    assert result.final.street is Street.SHOWDOWN
    assert [p.stack for p in result.final.players] == [980, 0, 980]


# ---------------------------------------------------------------- corpus


@pytest.mark.slow
def test_corpus_sample_agrees() -> None:
    """Every 20th PHH file of the shared corpus (sorted): the lane and the engine agree."""
    if not CORPUS.is_dir():
        pytest.skip(f"no PHH corpus at {CORPUS}")
    files = sorted(CORPUS.rglob("*.phh"))[::20]
    outcomes: Counter[str] = Counter()
    for path in files:
        for name, game, _text in iter_games(path):
            if isinstance(game, FloorError):
                continue
            where = f"{path.relative_to(CORPUS)}{f' [{name}]' if name else ''}: "
            outcomes[check_game(game, where)] += 1
    assert outcomes["confirmed"] > 0, outcomes
