"""The pot tools used at the table without a hand: `potmax` and `sidepots` as data.

`potmax_report` and `sidepots_report` are the `--json` objects, each with its explanation in
words; the command line draws them as text.  The arithmetic is `floorcli.betting.potlimit` and
`floorcli.betting.pots.divide` (the pots and the uncalled chips, as every command divides
them), imported when a report is built.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

from floorcli.answers.amounts import exact_amounts
from floorcli.errors import FloorError
from floorcli.model.seats import clockwise
from floorcli.profiles.amounts import amount_text

if TYPE_CHECKING:
    from floorcli.betting.pots import Pot

__all__ = [
    "Contribution",
    "blinds_from_flag",
    "check_blinds_order",
    "parse_contribution",
    "potmax_report",
    "sidepots_report",
]


# ---------------------------------------------------------------- potmax


def potmax_report(
    *,
    pot: int,
    bets: Sequence[int],
    mine: int = 0,
    blinds: Sequence[int] = (),
    variant: str | None = None,
    stack: int | None = None,
    decimals: int = 0,
    big_blind: int | None = None,
) -> dict[str, Any]:
    """The pot-limit maximum for a player to act, both ways, and the minimum bet or raise
    (the `potmax --json` object).  `stack` is the player's chips behind (beyond `mine`): both
    limits stop at the all-in total `mine + stack`.  Amounts are in units of
    ``10**-decimals`` chips (cents: 2) and shown as typed."""
    from floorcli.betting.potlimit import pot_limit, preflop_additions
    from floorcli.betting.words import MIN_RAISE_RULE

    a = partial(amount_text, decimals=decimals)
    check_blinds_order(blinds, "--blinds", decimals)
    if mine and mine not in bets:
        shown = ", ".join(map(a, bets)) or "none"
        raise FloorError(
            f"--mine {a(mine)} is not one of the bets of the round ({shown}); list your own "
            "bet in --bets too"
        )
    additions: list[tuple[int, str]] = []
    current: int | None = None
    if blinds or variant:
        if not blinds:
            raise FloorError("--preflop needs the blinds: add e.g. --blinds 1,2")
        posted = list(bets[: len(blinds)])
        shortfall = sum(max(0, due - got) for due, got in zip(blinds, posted, strict=False))
        smaller = [
            (due, got) for due, got in zip(blinds, posted, strict=False) if due < max(blinds)
        ]
        additions = preflop_additions(
            variant or "true-pot",
            big_blind=max(blinds),
            smaller_blinds=smaller,
            shortfall=shortfall,
        )
        current = max(max(bets, default=0), max(blinds))
    limit = pot_limit(start=pot, bets=bets, mine=mine, current_bet=current, additions=additions)
    adds = limit.max_to - mine
    if limit.last:
        head = (
            f"The maximum raise is to {a(limit.max_to)}: the bet of {a(limit.last)} plus the "
            f"pot after the call ({a(limit.pot_after_call)})."
        )
    else:
        head = f"The maximum bet is {a(limit.max_to)}: the pot ({a(limit.pot_after_call)})."
    tail = f" It adds {a(adds)} chips" + (f" to the {a(mine)} already in." if mine else ".")
    low = _min_raise(bets, blinds, decimals)
    if low is None and not bets and big_blind:  # an unopened round after the flop
        low = (big_blind, f"The minimum bet is the big blind, {a(big_blind)} (TDA 2024 Rule 43-A).")
    min_to = low[0] if low else None
    max_to = limit.max_to
    if stack is not None:
        all_in = mine + stack
        if all_in < max_to:
            max_to = all_in
            adds = stack
            tail += f" With {a(stack)} behind, your all-in is to {a(all_in)}: that is your maximum."
        if min_to is not None and all_in < min_to:
            min_to = all_in
    if low:
        tail += f" {low[1]}"
    elif not bets:
        tail += (
            f" The minimum bet is the big blind ({MIN_RAISE_RULE}): --big-blind gives the number."
        )
    report = {
        "max_raise_to": max_to,
        "min_raise_to": min_to,
        "pot_max_to": limit.max_to,
        "to_call": limit.call,
        "adds": adds,
        "pot_after_call": limit.pot_after_call,
        "last": limit.last,
        "trail": limit.trail,
        "start": limit.start,
        "mine": mine,
        "additions": [{"amount": a, "why": w} for a, w in limit.additions],
        "pot_count": limit.max_text(decimals),
        "shortcut": limit.shortcut_text(decimals),
        "explanation": head + tail,
    }
    exact: dict[str, Any] = exact_amounts(report, decimals)
    return exact


def check_blinds_order(blinds: Sequence[int], flag: str, decimals: int = 0) -> None:
    """Refuse blinds written from the big blind down (``--blinds 2,1``): they go from the
    small blind up (`flag` names where they were typed)."""
    if list(blinds) != sorted(blinds):
        a = partial(amount_text, decimals=decimals)
        raise FloorError(
            f"{flag} {','.join(map(a, blinds))}: the blinds go from the small blind up; "
            f"write {flag} {','.join(map(a, sorted(blinds)))}"
        )


def blinds_from_flag(text: str) -> list[int | float]:
    """``--blinds 0.25,0.50`` as typed (`floorcli.formats.notation.typed_amount`: exact, cents
    kept as written), refused when written from the big blind down (``--blinds 2,1``).

    >>> blinds_from_flag("5,10")
    [5, 10]
    """
    from floorcli.formats.amounts import list_items, typed_amount
    from floorcli.textio.numbers import decimal_of

    words = list_items(text, flag="--blinds", required=True)
    values = [typed_amount(w, context=f"--blinds {text}") for w in words]
    exact = [decimal_of(v) or 0 for v in values]
    if exact != sorted(exact):
        ordered = ",".join(w for _, w in sorted(zip(exact, words, strict=True)))
        raise FloorError(
            f"--blinds {text}: the blinds go from the small blind up; write --blinds {ordered}"
        )
    return list(values)


def _min_raise(
    bets: Sequence[int], blinds: Sequence[int], decimals: int = 0
) -> tuple[int, str] | None:
    """The smallest bet or raise-to after `bets` (pre-flop they start with `blinds`), and why.

    The engine's own rule and words (`floorcli.betting.raises.min_raise`,
    `floorcli.betting.words.min_raise_limit`): a raise is at least the largest prior full bet
    or raise of the round (TDA 2024 Rule 43-A); a smaller raise can only have been a short
    all-in, which leaves the last full raise as it was (TDA 2024 Rule 47-A).  None when nothing
    was bet and no blinds were given (the minimum bet is unknown).

    Seed 000, Table 1: 20 in the pot, A bets 5, B raises to 35 (a raise of 30): the next
    raise is to at least 35 + 30 = 65.

    >>> _min_raise([5, 35, 35], [])
    (65, 'The minimum raise is to 65: 35 + the last full raise of 30 = 65 (TDA 2024 Rule 43-A).')
    >>> _min_raise([], [1, 2])[0]
    4
    """
    from floorcli.betting.raises import min_raise
    from floorcli.betting.words import MIN_RAISE_RULE, min_raise_limit
    from floorcli.profiles.settings import Rules

    current = full = max(blinds, default=0)
    for bet in bets[len(blinds) :]:
        if bet > current:
            full = max(full, bet - current)
            current = bet
    if not full:
        return None
    rules = Rules(blinds=tuple(blinds), decimals=decimals) if blinds else Rules(decimals=decimals)
    low = min_raise(
        rules, unit=full, current_bet=current, last_full_raise=full, full_bet_level=current
    )
    words = min_raise_limit(low, rules)
    shown = amount_text(low.to, decimals)
    return low.to, f"The minimum raise is to {shown}: {words.why} ({MIN_RAISE_RULE})."


# ---------------------------------------------------------------- sidepots

_STATUS = {
    "in": "in",
    "allin": "all-in",
    "all-in": "all-in",
    "a": "all-in",
    "folded": "folded",
    "fold": "folded",
    "f": "folded",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class Contribution:
    """One player's chips in the hand, as typed: `3:120:allin`."""

    seat: int
    total: int
    status: str


def parse_contribution(text: str, *, decimals: int = 0) -> Contribution:
    """``SEAT:TOTAL[:allin|folded]`` (the total in units of ``10**-decimals`` chips).

    >>> parse_contribution("3:120:allin")
    Contribution(seat=3, total=120, status='all-in')
    """
    from floorcli.formats.amounts import parse_amount

    parts = text.split(":")
    status = _STATUS.get(parts[2].lower()) if len(parts) == 3 else "in"
    seat_ok = parts[0].isascii() and parts[0].isdigit() and 0 < len(parts[0]) <= 6
    if len(parts) not in (2, 3) or not seat_ok or int(parts[0]) < 1 or status is None:
        raise FloorError(
            f"'{text}' is not SEAT:TOTAL or SEAT:TOTAL:allin or SEAT:TOTAL:folded; "
            "write e.g. 1:30 2:10:allin 3:30:folded"
        )
    return Contribution(
        seat=int(parts[0]),
        total=parse_amount(parts[1], context=text, decimals=decimals),
        status=status,
    )


def sidepots_report(
    players: Sequence[Contribution], *, ante: int = 0, button: int | None = None, decimals: int = 0
) -> dict[str, Any]:
    """Main and side pots, eligibility, uncalled chips and the odd chip (`sidepots --json`);
    amounts in units of ``10**-decimals`` chips (cents: 2), shown as typed."""
    from floorcli.betting.pots import Stake, divide

    seen: set[int] = set()
    for c in players:
        if c.seat in seen:
            raise FloorError(f"seat {c.seat} is given twice; give each seat once")
        seen.add(c.seat)
    if len(players) < 2:
        raise FloorError("give at least two players, e.g. 1:30 2:10:allin")
    if not any(c.status != "folded" for c in players):
        raise FloorError("everyone folded: at least one player must still be in the hand")
    stakes = [
        Stake(
            seat=c.seat,
            dead=min(ante, c.total),
            live=c.total - min(ante, c.total),
            folded=c.status == "folded",
            all_in=c.status == "all-in",
            owes_ante=ante > 0,
        )
        for c in players
    ]
    # The uncalled chips go back to their owner before the pots are made: they are never a
    # pot (seed 000, All-in before the deal: the excess is paid back).  The contributions are
    # the hand's last (`final`): a player in for less than the top has called all they will.
    division = divide(stakes, final=True)
    pots = list(division.pots)
    uncalled = None if division.uncalled is None else division.uncalled.as_dict()
    out_pots = []
    for n, pot in enumerate(pots):
        name = "main pot" if n == 0 else f"side pot {n}" if len(pots) > 2 else "side pot"
        entry: dict[str, Any] = {"name": name, "amount": pot.amount, "eligible": list(pot.eligible)}
        entry["split"] = _split(pot, button) if len(pot.eligible) > 1 else None
        out_pots.append(entry)
    total = sum(c.total for c in players)
    report = {
        "total": total,
        "pots": out_pots,
        "uncalled": uncalled,
        "odd_chip": _odd_chip_note(button, sorted(seen)),
        "explanation": _sidepots_text(out_pots, uncalled, total, ante, decimals),
    }
    exact: dict[str, Any] = exact_amounts(report, decimals)
    return exact


def _split(pot: Pot, button: int | None) -> dict[str, Any]:
    """An even split among every eligible seat, the odd chips to the first seats clockwise."""
    share, odd = divmod(pot.amount, len(pot.eligible))
    order = clockwise(pot.eligible, after=button) if button is not None else []
    return {
        "ways": len(pot.eligible),
        "each": share,
        "odd_chips": odd,
        "odd_chips_to": order[:odd] if odd and order else [],
    }


def _odd_chip_note(button: int | None, seats: Sequence[int]) -> str:
    rule = (
        "In a split pot the odd chip goes to the first tied hand clockwise from the button "
        "(Robert's Rules of Poker, Ties rule 5a)"
    )
    if button is None:
        return rule + "; give --button to name the seats in that order."
    order = ", ".join(map(str, clockwise(seats, after=button)))
    return f"{rule}: from button seat {button}, the order is {order}."


def _sidepots_text(
    pots: list[dict[str, Any]],
    uncalled: dict[str, int] | None,
    total: int,
    ante: int,
    decimals: int = 0,
) -> str:
    a = partial(amount_text, decimals=decimals)
    parts = [f"{a(total)} chips in all" + (f" (antes of {a(ante)} are dead money)" if ante else "")]
    if uncalled:
        parts[0] += f", {a(total - uncalled['amount'])} in the pots"
    for pot in pots:
        seats = ", ".join(map(str, pot["eligible"]))
        if len(pot["eligible"]) == 1:
            parts.append(f"{pot['name']} {a(pot['amount'])}: only seat {seats} can win it")
        else:
            parts.append(f"{pot['name']} {a(pot['amount'])}: seats {seats}")
    text = "; ".join(parts) + "."
    if uncalled:
        text += (
            f" Seat {uncalled['seat']}'s last {a(uncalled['amount'])} was not called (the most "
            f"anyone else bet was {a(uncalled['matched_to'])}"
            + (", antes aside" if ante else "")
            + "): it goes back to them."
        )
    return text
