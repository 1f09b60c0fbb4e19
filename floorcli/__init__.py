"""floorcli: the poker rulebook at the table, as a library.

Load a hand (a floorcli hand file or PHH), replay it under its house-rule profile and read
every ruling, ask what the table looks like after it, load a profile, audit a file:

>>> import floorcli
>>> hand = floorcli.load_hand("situation-6")
>>> floorcli.ask(hand)["min_raise_to"]
41
>>> floorcli.replay(hand).stands
True

Everything floorcli refuses raises `FloorError` (with `file`, `line` and the message).  The
names are loaded on first use, so importing floorcli (and starting the command line) stays
cheap; `floorcli.cli` is the command line built on this API.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from floorcli.errors import FloorError

if TYPE_CHECKING:
    from floorcli.api import ask, audit_file, load_hand, load_profile, replay

__version__ = "0.1.0"

__all__ = ["FloorError", "ask", "audit_file", "load_hand", "load_profile", "replay"]

_LAZY = frozenset({"ask", "audit_file", "load_hand", "load_profile", "replay"})


def __getattr__(name: str) -> Any:
    """The API functions, imported from `floorcli.api` when first asked for."""
    if name in _LAZY:
        value = getattr(importlib.import_module("floorcli.api"), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'floorcli' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_LAZY])
