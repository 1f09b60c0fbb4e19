"""The library's entry points, exported by `floorcli` itself: each is one call a program makes.

The command line (`floorcli.cli`) answers with the same functions, so a program and a dealer
get the same rulings.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from floorcli.answers.hand import ask_answer
from floorcli.answers.load import load_hand as _load_any
from floorcli.audit.results import FileResult
from floorcli.audit.run import audit_file as _audit_file
from floorcli.engine.replay import Replay, replay_hand
from floorcli.model.hand import Hand
from floorcli.profiles.loader import Profile
from floorcli.profiles.loader import load_profile as _load_profile


def load_hand(path: str | Path, *, rules: str | None = None) -> Hand:
    """Read and check a hand: a floorcli hand file, a PHH file, or a shipped example by name.

    `rules` is the profile for a file that names none.  Bad input raises `FloorError` naming
    the file and the line.
    """
    return _load_any(Path(path), default_rules=rules)


def replay(hand: Hand) -> Replay:
    """Every ruling of the hand's history, in order (`.rulings`), and the state after it
    (`.final`); `.stands` is False when a ruling corrected or refused an action."""
    return replay_hand(hand)


def ask(hand: Hand) -> dict[str, Any]:
    """What `floorcli ask --json` prints: who acts, to call, the raise limits, the legal
    actions and the pots after the history (SPEC section 4's pinned keys).  When an action
    of the history did not stand, the explanation starts by saying which one."""
    return ask_answer(replay_hand(hand)).report


def load_profile(name: str | Path) -> Profile:
    """A house-rule profile: a shipped name (`tda-nlhe`) or a path to a profile file, with
    everything it `extends`."""
    return _load_profile(name)


def audit_file(
    path: str | Path, *, data: bytes | None = None, rules: str | None = None
) -> FileResult:
    """Replay every hand of one file (PHH or a hand file) and collect what is irregular;
    never raises for a bad file (it is listed as skipped, with the reason).

    With `data` the file's bytes are given and nothing is read: `path` only names the file
    (its suffix says the format).  Results of many files add up (`floorcli.audit.results`).
    """
    return _audit_file(path, rules, data=data)


__all__ = ["ask", "audit_file", "load_hand", "load_profile", "replay"]
