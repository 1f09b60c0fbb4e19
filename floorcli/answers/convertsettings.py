"""What `convert` writes of a hand's rules besides PHH's own fields: the profile's name and the
settings that differ from it (`house_settings`), and the game settings PHH holds only as their
effect this hand (`unwritten_game`); PHH keeps them in the user-defined `_floorcli` table."""

from __future__ import annotations

from collections.abc import Mapping

from floorcli.answers.variants import VARIANTS
from floorcli.engine.replay import deal_hand, resolve
from floorcli.errors import FloorError
from floorcli.formats.phh import DEFAULT_PROFILES
from floorcli.model.actions import Action, Verb
from floorcli.model.hand import Hand
from floorcli.profiles import loader
from floorcli.profiles.choices import Structure
from floorcli.profiles.settings import SETTINGS, Rules

__all__ = ["GAME_KEYS", "house_settings", "posted_straddles", "profile_name", "unwritten_game"]

GAME_KEYS = (
    "structure",
    "game",
    "draws",
    "blinds",
    "button_blind",
    "bring_in",
    "ante",
    "ante_mode",
    "min_bet",
    "small_bet",
    "big_bet",
)


def house_settings(rules: Rules, *, exclude: tuple[str, ...] = GAME_KEYS) -> dict[str, object]:
    """Settings of `rules` that differ from its profile's (all of them when it cannot be found).

    A house setting (any but `GAME_KEYS`) is compared with the profile at the hand's own bet
    sizes: a fixed-limit profile without them (limit-holdem, stud) cannot be built, and against
    floorcli's defaults a house rule equal to a default but not to the profile (`raise_cap:
    null`, `incomplete_raise: full-bet` under limit-holdem) would be left out.  The game's own
    settings are compared with the profile as it stands, so a hand file names the sizes.
    """
    sizes = {k: getattr(rules, k) for k in ("small_bet", "big_bet")}
    house = _base(rules, sizes)
    game = house if set(sizes) <= set(exclude) else _base(rules, {})
    return {
        key: getattr(rules, key)
        for key in SETTINGS
        if key not in exclude
        and getattr(rules, key) != getattr(game if key in GAME_KEYS else house, key)
    }


def _base(rules: Rules, sizes: Mapping[str, object]) -> Rules:
    """The rules of `rules`'s profile (in its hand's decimals) with `sizes` on top, or
    floorcli's defaults when the profile cannot be found or built."""
    try:  # a hand in cents: the profile in cents
        profile = loader.load_profile(rules.name)
        return loader.build_rules(profile, sizes, decimals=rules.decimals)
    except FloorError:
        return Rules()


def profile_name(rules: Rules) -> str:
    try:
        loader.load_profile(rules.name)
    except FloorError:
        return DEFAULT_PROFILES[VARIANTS.get(rules.structure, "NT")]
    return rules.name


def unwritten_game(rules: Rules, antes: list[int]) -> dict[str, object]:
    """The game settings PHH's own fields hold only as their effect this hand, kept so the
    hand reads back under the very same settings: `min_bet: null` (the opening bet follows
    the big blind; PHH's `min_bet` is that bet in chips) and an ante nobody pays (`ante_mode:
    none`; PHH's `antes` are all 0).  Neither changes what a PHH tool deals or plays."""
    kept: dict[str, object] = {}
    if rules.min_bet is None and rules.structure is not Structure.FIXED_LIMIT:
        kept["min_bet"] = None
    if rules.ante and not any(antes):
        kept.update(ante=rules.ante, ante_mode=rules.ante_mode.value)
    return kept


def posted_straddles(hand: Hand, order: list[int]) -> list[tuple[int, int]]:
    """(seat, chips) of the straddles a hand opens with that PHH's `blinds_or_straddles` can
    hold: plain straddle actions, each by the next player left of the last forced bet (under
    the gun, then the re-straddle), two blinds before them; none when the hand has no such
    straddle (a Mississippi straddle, a straddle in a table dispute: `convert` refuses it)."""
    rules = hand.rules
    if len(rules.blinds) != 2 or rules.button_blind:
        return []
    state, _ = deal_hand(hand)
    found: list[tuple[int, int]] = []
    for entry in hand.entries:
        if not isinstance(entry, Action) or entry.verb is not Verb.STRADDLE:
            break
        k = len(rules.blinds) + len(found)
        if entry.is_table_action or entry.amount is None or k >= len(order) - 1:
            return []
        try:
            seat = state.players[resolve(state, entry.who)].seat
        except FloorError:
            return []
        if seat != order[k]:
            return []
        found.append((seat, entry.amount))
    return found
