"""Load a hand from any format floorcli reads: a hand file (YAML) or PHH.

A PHH hand is replayed as it is read (`floorcli.answers.phh`): its `cc` and `cbr` become the
check, call, bet or raise they were, so the `Hand` reads like one from a hand file.
"""

from __future__ import annotations

from pathlib import Path

from floorcli.formats.handfile import load_yaml_hand, resolve_hand
from floorcli.model.hand import Hand


def load_hand(path: Path, *, default_rules: str | None = None) -> Hand:
    """Read and check a hand file, a PHH file, or a shipped example by name; errors name the
    file and the line."""
    path = resolve_hand(path)
    if path.suffix.lower() in (".phh", ".phhs"):
        from floorcli.answers.phh import load_phh  # TOML is read only for PHH files

        return load_phh(path, default_rules=default_rules)
    return load_yaml_hand(path, default_rules=default_rules)


__all__ = ["load_hand"]
