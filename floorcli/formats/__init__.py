"""Hand-history formats beyond floorcli's own hand files: PHH (the Poker Hand History standard)."""

from __future__ import annotations

from pathlib import Path

PHH_SUFFIXES = frozenset({".phh", ".phhs"})


def is_phh(path: Path) -> bool:
    """True for a `.phh` or `.phhs` file name."""
    return path.suffix.lower() in PHH_SUFFIXES


__all__ = ["PHH_SUFFIXES", "is_phh"]
