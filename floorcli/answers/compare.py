"""Where two house-rule profiles rule differently on the same hand, side by side.

`compare` replays one hand file under each profile (the file's own `rules:` replaced, its
other overrides kept) and lists every action whose ruling differs (what it became, the
amount, the verdict, whether it re-opens the betting) and the answers after the history that
differ.  Once two replays diverge, the later actions are ruled on different tables, so every
difference from there on is listed too.
"""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import Any

from floorcli.answers.hand import ask_report, ruling_dict
from floorcli.answers.load import load_hand
from floorcli.engine.replay import replay_hand
from floorcli.formats.handfile import parse_hand, parse_yaml_hand, resolve_hand
from floorcli.model.hand import Hand
from floorcli.profiles.settings import Rules
from floorcli.profiles.shown import shown_value
from floorcli.textio.limits import STDIN_NAME, is_stdin, stdin_text
from floorcli.textio.yamlsrc import LineDict, load_yaml, read_yaml_file

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


def hand_under(path: Path, profile: str, text: str | None = None) -> Hand:
    """The hand file at `path` played under `profile` instead of the one it names; `text`
    is the hand file's text read from standard input, for `-` (read once, by the caller)."""
    if text is not None:
        data = load_yaml(text, STDIN_NAME)
        if not isinstance(data, LineDict):
            return parse_yaml_hand(text, file=STDIN_NAME)  # says what is wrong
        data["rules"] = profile
        return parse_hand(data, file=STDIN_NAME, base=None)
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
    ruling}, "settings": [key]}], "final": {key: {name: value}}, "same": bool, "settings":
    {key: {name: value}}, "final_settings": {key: [setting]}}``: `settings` are the settings
    whose values differ, and each difference names those its rulings quote (the cause).
    """
    reports = []
    all_rules = []
    text = stdin_text() if is_stdin(path) else None
    for name in profiles:
        hand = hand_under(path, name, text)
        all_rules.append(hand.rules)
        result = replay_hand(hand)
        reports.append(
            ([ruling_dict(r) for r in result.rulings], ask_report(result.final), result.stopped)
        )
    settings = _settings_that_differ(profiles, all_rules)
    rulings: list[dict[str, Any]] = []
    longest = max(len(r[0]) for r in reports)
    for n in range(longest):
        seen = [r[0][n] if n < len(r[0]) else None for r in reports]
        shown = [None if s is None else tuple(s[k] for k in RULING_KEYS) for s in seen]
        if len(set(shown)) > 1:
            first = next(s for s in seen if s is not None)
            words = " ".join(f"{s['rule']} {s['explanation']}" for s in seen if s is not None)
            rulings.append(
                {
                    "index": n + 1,
                    "input": first["input"],
                    "by_profile": dict(zip(profiles, seen, strict=True)),
                    "settings": _named_in(settings, words),
                }
            )
    final: dict[str, dict[str, Any]] = {}
    final_settings: dict[str, list[str]] = {}
    explained = " ".join(r[1]["explanation"] for r in reports)
    for key in FINAL_KEYS:
        values = [r[1].get(key) for r in reports]
        if any(v != values[0] for v in values):
            final[key] = dict(zip(profiles, values, strict=True))
            final_settings[key] = _named_in(settings, explained)
    return {
        "hand": str(path),
        "profiles": profiles,
        "rulings": rulings,
        "final": final,
        "same": not rulings and not final,
        "settings": settings,
        "final_settings": final_settings,
    }


def _settings_that_differ(profiles: list[str], all_rules: list[Rules]) -> dict[str, dict[str, str]]:
    """Every setting whose value differs between the profiles: ``{key: {profile: value}}``,
    each value in words (`shown_value`)."""
    out: dict[str, dict[str, str]] = {}
    for f in fields(Rules):
        if f.name in ("name", "description", "sources"):
            continue
        values = [getattr(r, f.name) for r in all_rules]
        if any(v != values[0] for v in values):
            out[f.name] = {
                name: shown_value(f.name, v) for name, v in zip(profiles, values, strict=True)
            }
    return out


def _named_in(settings: dict[str, dict[str, str]], words: str) -> list[str]:
    """The differing settings a ruling's rule or explanation quotes (``key: value``): the
    settings that caused the difference.  All of them when none is quoted."""
    named = [key for key in settings if f"{key}: " in words]
    return named or list(settings)
