"""PHH's variant codes for floorcli's rules, and how a stud street or a draw is written in PHH.

`variant_of` picks the code from the rules (structure, `game`, `draws`), keeping a source's
own code (NS, FO/8, FB) where it fits; `stud_deal` and `draw_lines` write a stud street's
deals and a draw as PHH actions (used by `floorcli.answers.convert`).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from floorcli.engine.state import State
from floorcli.formats.phh import STRUCTURES
from floorcli.formats.phh.reader import only_table, read_text
from floorcli.formats.phh.variants import DRAWS, GAMES
from floorcli.model.actions import Street, StreetMarker
from floorcli.profiles.choices import Draws, Game, Structure
from floorcli.profiles.settings import Rules

VARIANTS = {Structure.NO_LIMIT: "NT", Structure.POT_LIMIT: "PO", Structure.FIXED_LIMIT: "FT"}
"""The plain board-game variant of each structure (PHH has no pot-limit hold'em code)."""
STUD_VARIANTS = {Game.STUD: "F7S", Game.STUD_HI_LO: "F7S/8", Game.RAZZ: "FR"}
DRAW_VARIANTS = {
    (Draws.SINGLE, Structure.NO_LIMIT): "N2L1D",
    (Draws.TRIPLE, Structure.FIXED_LIMIT): "F2L3D",
}
"""The draw variants by draws and structure (a triple-draw PHH source may say FB: badugi)."""


def source_variant(source: Path) -> str | None:
    """The variant a PHH source names (NS, FO/8 and FB are written back as themselves)."""
    if source.suffix.lower() not in (".phh", ".phhs"):
        return None
    _, data = only_table(source, read_text(source))
    variant = data.get("variant")
    return variant if isinstance(variant, str) else None


def variant_of(rules: Rules, wanted: str | None = None) -> str | None:
    """The PHH variant of a hand under `rules`: `wanted` when it fits the rules' structure,
    game and draws (a short-deck, Omaha hi-lo or badugi source), else the plain one (NT, PO,
    FT, F7S, F7S/8, FR, N2L1D, F2L3D); None when PHH has none."""
    game = rules.game
    if (
        wanted in STRUCTURES
        and STRUCTURES[wanted] is rules.structure
        and GAMES.get(wanted, Game.COMMUNITY) is game
        and DRAWS.get(wanted, Draws.NONE) is rules.draws
    ):
        return wanted
    if game is not Game.COMMUNITY:
        return STUD_VARIANTS[game] if rules.structure is Structure.FIXED_LIMIT else None
    if rules.draws is not Draws.NONE:
        return DRAW_VARIANTS.get((rules.draws, rules.structure))
    return VARIANTS.get(rules.structure)


def draw_lines(seats: Sequence[int], drawn: Sequence[int], position: dict[int, int]) -> list[str]:
    """A draw as PHH writes it: `pN sd ????` (the cards discarded; `pN sd` stands pat), then
    the replacement cards dealt, `d dh pN ????`, in the same order.

    >>> draw_lines((1, 4), (2, 0), {1: 1, 4: 2})
    ['p1 sd ????', 'p2 sd', 'd dh p1 ????']
    """
    lines = [f"p{position[s]} sd {'??' * k}".rstrip() for s, k in zip(seats, drawn, strict=True)]
    return lines + [
        f"d dh p{position[s]} {'??' * k}" for s, k in zip(seats, drawn, strict=True) if k
    ]


def stud_deal(state: State, marker: StreetMarker, position: dict[int, int]) -> list[str]:
    """A stud street as PHH deals: one upcard a player (seventh street: one down card to each
    player still in)."""
    live = tuple(sorted(p.seat for p in state.players if not p.folded))
    if marker.street is Street.SEVENTH or not marker.cards:
        return [f"d dh p{position[s]} ??" for s in live]
    seats = marker.seats or live
    return [f"d dh p{position[s]} {c}" for s, c in zip(seats, marker.cards, strict=True)]


__all__ = [
    "DRAW_VARIANTS",
    "STUD_VARIANTS",
    "VARIANTS",
    "draw_lines",
    "source_variant",
    "stud_deal",
    "variant_of",
]
