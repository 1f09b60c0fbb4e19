"""Hand-history formats beyond floorcli's own hand files: PHH (the Poker Hand History standard)."""

from __future__ import annotations

from pathlib import Path

PHH_SUFFIXES = frozenset({".phh", ".phhs"})
_ENDINGS = tuple(PHH_SUFFIXES)


def is_phh(path: str | Path) -> bool:
    """True for a `.phh` or `.phhs` file name.

    >>> is_phh("hands/day-1.PHHS"), is_phh(Path("hand.yaml"))
    (True, False)
    """
    return str(path).lower().endswith(_ENDINGS)


__all__ = ["PHH_SUFFIXES", "is_phh"]
