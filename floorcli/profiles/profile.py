"""A profile after `extends` (`Profile`), and the same profile counted in a finer unit.

The loader (`floorcli.profiles.loader`) builds it; a hand in cents counts the profile's
amounts in its own unit (`at_decimals`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from floorcli.profiles.amounts import scale_settings

__all__ = ["FROM_BLINDS", "Profile", "at_decimals", "limit_bets"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Profile:
    """A profile after `extends`: its settings, their citations and where each was set.

    Amounts are whole numbers in units of ``10**-decimals`` chips: a profile whose amounts
    are all whole chips has ``decimals=0``; one that writes any in cents (``min_bet: 0.50``,
    itself or a profile it extends) has ``decimals=2`` and every amount in cents.
    """

    name: str
    description: str
    path: Path
    file: str
    extends: str | None
    chain: tuple[str, ...]
    settings: dict[str, object]
    sources: dict[str, str]
    where: dict[str, tuple[str, int]]
    decimals: int = 0


def at_decimals(profile: Profile, decimals: int) -> Profile:
    """`profile` with its amounts in units of ``10**-decimals`` chips (a hand's unit, at
    least as fine as the profile's own).

    >>> home = Profile(name="home", description="", path=Path("home.yaml"), file="home.yaml",
    ...     extends=None, chain=("home.yaml",), settings={"min_bet": 50, "blinds": (25, 50)},
    ...     sources={}, where={}, decimals=2)
    >>> at_decimals(home, 3).settings, at_decimals(home, 3).decimals
    ({'min_bet': 500, 'blinds': (250, 500)}, 3)
    """
    if decimals == profile.decimals:
        return profile
    if decimals < profile.decimals:
        raise ValueError(f"{profile.file} is counted in {profile.decimals} decimal places")
    settings = scale_settings(profile.settings, 10 ** (decimals - profile.decimals))
    return replace(profile, settings=settings, decimals=decimals)


FROM_BLINDS = {
    "small_bet": "not set, so the big blind (Hold'em betting rules, Betting Limits: the big "
    "blind is the size of a small bet)",
    "big_bet": "not set, so twice the small bet (fixed limit: the bets double on the turn and "
    "river, as in a 10-20 game)",
}
"""The source `rules show` and a ruling cite for a bet size `limit_bets` added."""


def limit_bets(
    profile: Profile, settings: Mapping[str, object], blinds: Sequence[int | float]
) -> dict[str, int | float]:
    """The bet sizes of a fixed-limit game given only its blinds: the small bet is the big
    blind and the big bet twice the small bet (a 5/10 game bets 10 and 20: "the big blind is
    the size of a small bet", Hold'em betting rules, Betting Limits; the bets double on the
    turn and river, the game's posted limits).  A size the profile or the
    `settings` give is kept; nothing is added for another structure or without blinds.

    >>> from floorcli.profiles.loader import load_profile
    >>> limit_bets(load_profile("limit-holdem"), {}, [5, 10])
    {'small_bet': 10, 'big_bet': 20}
    >>> limit_bets(load_profile("limit-holdem"), {"small_bet": 20}, [10, 20])
    {'big_bet': 40}
    >>> limit_bets(load_profile("tda-nlhe"), {}, [5, 10])
    {}
    """
    merged = {**profile.settings, **settings}
    if str(merged.get("structure")) != "fixed-limit" or not blinds:
        return {}
    small = merged.get("small_bet")
    added: dict[str, int | float] = {}
    if small is None:
        small = added["small_bet"] = blinds[-1]
    if merged.get("big_bet") is None and isinstance(small, (int, float)):
        added["big_bet"] = 2 * small
    return added
