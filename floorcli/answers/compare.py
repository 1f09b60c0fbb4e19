"""Where two house-rule profiles rule differently on the same hand, side by side.

`compare` replays one hand file under each profile (the file's own `rules:` replaced, its
other overrides kept) and lists every action whose ruling differs (what it became, the
amount, the verdict, whether it re-opens the betting) and the answers after the history that
differ.  Once two replays diverge, the later actions are ruled on different tables, so every
difference from there on is listed too.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from floorcli.answers.hand import ask_report, ruling_dict
from floorcli.answers.load import load_hand
from floorcli.engine.replay import replay_hand
from floorcli.formats.handfile import parse_hand, resolve_hand
from floorcli.model.hand import Hand
from floorcli.textio.yamlsrc import LineDict, read_yaml_file

RULING_KEYS = ("action", "to", "added", "verdict", "reopens", "all_in")
FINAL_KEYS = (
    "street",
    "to_act",
    "to_call",
    "current_bet",
    "min_raise_to",
    "max_raise_to",
    "can_raise",
    "legal",
    "pots",
    "show_order",
)


def hand_under(path: Path, profile: str) -> Hand:
    """The hand file at `path` played under `profile` instead of the one it names."""
    path = resolve_hand(path)
    if path.suffix.lower() in (".phh", ".phhs"):
        return load_hand(path, default_rules=profile)
    data = read_yaml_file(path)
    if not isinstance(data, LineDict):
        return load_hand(path)  # not a mapping: load_hand says what is wrong
    data["rules"] = profile
    return parse_hand(data, file=str(path), base=path.parent)


def compare(path: Path, profiles: list[str]) -> dict[str, Any]:
    """Every ruling and final answer on which the profiles disagree (two or more profiles).

    Returns ``{"hand", "profiles", "rulings": [{"index", "input", "by_profile": {name:
    ruling}}], "final": {key: {name: value}}, "same": bool}``.
    """
    reports = []
    for name in profiles:
        result = replay_hand(hand_under(path, name))
        reports.append(
            ([ruling_dict(r) for r in result.rulings], ask_report(result.final), result.stopped)
        )
    rulings: list[dict[str, Any]] = []
    longest = max(len(r[0]) for r in reports)
    for n in range(longest):
        seen = [r[0][n] if n < len(r[0]) else None for r in reports]
        shown = [None if s is None else tuple(s[k] for k in RULING_KEYS) for s in seen]
        if len(set(shown)) > 1:
            first = next(s for s in seen if s is not None)
            rulings.append(
                {
                    "index": n + 1,
                    "input": first["input"],
                    "by_profile": dict(zip(profiles, seen, strict=True)),
                }
            )
    final: dict[str, dict[str, Any]] = {}
    for key in FINAL_KEYS:
        values = [r[1].get(key) for r in reports]
        if any(v != values[0] for v in values):
            final[key] = dict(zip(profiles, values, strict=True))
    return {
        "hand": str(path),
        "profiles": profiles,
        "rulings": rulings,
        "final": final,
        "same": not rulings and not final,
    }
