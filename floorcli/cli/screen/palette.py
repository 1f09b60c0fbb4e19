"""The screen's colours: two palettes, chosen by ``FLOORCLI_PALETTE``.

``classic`` (the default) colours as the line mode does (a ruling green, yellow or red,
`floorcli.cli.render.glance.VERDICT_STYLE`); ``okabe-ito`` uses the colour-blind-safe palette
of Okabe and Ito ("Color Universal Design", 2008: bluish green, orange, vermillion, sky blue),
which people with any of the common colour-vision deficiencies tell apart.  Colour only
repeats what the words already say: every mark is also a letter or a word, and with
``NO_COLOR`` set Textual draws the screen without colour.
"""

from __future__ import annotations

import os
from dataclasses import dataclass

__all__ = ["PALETTES", "PALETTE_ENV", "Palette", "palette"]

PALETTE_ENV = "FLOORCLI_PALETTE"


@dataclass(frozen=True, slots=True, kw_only=True)
class Palette:
    """Rich styles for what the screen marks."""

    name: str
    ok: str
    corrected: str
    illegal: str
    to_act: str
    all_in: str
    out: str  # folded, away, dead, not dealt in

    def verdict(self, word: str) -> str:
        """The style of a ruling's verdict (``ok``, ``corrected``, ``illegal``)."""
        return {"ok": self.ok, "corrected": self.corrected, "illegal": self.illegal}.get(word, "")


# One row a mark: its style in the classic palette, then in Okabe and Ito's.
_COLOURS: dict[str, tuple[str, str]] = {
    "ok": ("green", "#009E73"),
    "corrected": ("yellow", "#E69F00"),
    "illegal": ("bold red", "bold #D55E00"),
    "to_act": ("bold reverse", "bold #000000 on #E69F00"),
    "all_in": ("cyan", "#56B4E9"),
    "out": ("dim", "dim"),
}

PALETTES = {
    name: Palette(name=name, **{mark: styles[n] for mark, styles in _COLOURS.items()})
    for n, name in enumerate(("classic", "okabe-ito"))
}


def palette() -> Palette:
    """The palette ``FLOORCLI_PALETTE`` names (``classic`` when unset).

    Raises `FloorError` naming the two palettes for any other name."""
    from floorcli.errors import FloorError

    name = os.environ.get(PALETTE_ENV, "").strip().lower() or "classic"
    if name not in PALETTES:
        shown = ascii(os.environ[PALETTE_ENV])
        raise FloorError(f"{PALETTE_ENV}={shown}: write {' or '.join(PALETTES)}")
    return PALETTES[name]
