"""Where two house-rule profiles rule differently on the same hand, side by side.

`compare` replays one hand file under each profile (the file's own `rules:` replaced, its
other overrides kept) and lists every action whose ruling differs (what it became, the
amount, the verdict, whether it re-opens the betting) and the answers after the history that
differ.  Once two replays diverge, the later actions are ruled on different tables, so every
difference from there on is listed too.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, replace
from functools import partial
from pathlib import Path
from typing import Any

from floorcli.answers.hand import ask_report, ruling_dict
from floorcli.answers.load import load_hand
from floorcli.engine.replay import replay_hand
from floorcli.errors import FloorError
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


Played = tuple[list[dict[str, Any]], dict[str, Any]]


def _play(hand: Hand) -> Played:
    """The rulings (as JSON dicts) and the final answers of one replay."""
    result = replay_hand(hand)
    return [ruling_dict(r) for r in result.rulings], ask_report(result.final)


def _shown(rulings: list[dict[str, Any]], n: int) -> tuple[Any, ...] | None:
    """What makes ruling `n` differ: its action, amount, verdict, re-opening and all-in."""
    return None if n >= len(rulings) else tuple(rulings[n][k] for k in RULING_KEYS)


def _ruling_changed(base: list[dict[str, Any]], n: int, played: Played) -> bool:
    return _shown(played[0], n) != _shown(base, n)


def _final_changed(base: dict[str, Any], key: str, played: Played) -> bool:
    return played[1].get(key) != base.get(key)


def compare(path: Path, profiles: list[str]) -> dict[str, Any]:
    """Every ruling and final answer on which the profiles disagree (two or more profiles).

    Returns ``{"hand", "profiles", "summary", "rulings": [{"index", "input", "by_profile":
    {name: ruling}, "settings": [key]}], "final": {key: {name: value}}, "same": bool,
    "settings": {key: {name: value}}, "final_settings": {key: [setting]}}``: `settings` are the
    settings whose values differ; each difference names the settings that change it when set
    alone (the first profile with that one setting taken from another), or all of them when no
    one setting does it alone.
    """
    text = stdin_text() if is_stdin(path) else None  # `-`: standard input, read once
    hands = [hand_under(path, name, text) for name in profiles]
    plays = [_play(h) for h in hands]
    settings = _settings_that_differ(profiles, [h.rules for h in hands])
    alone = _played_alone(hands, settings)
    base_rulings, base_final = plays[0]
    rulings: list[dict[str, Any]] = []
    for n in range(max(len(p[0]) for p in plays)):
        seen = [p[0][n] if n < len(p[0]) else None for p in plays]
        if len({_shown(p[0], n) for p in plays}) > 1:
            first = next(s for s in seen if s is not None)
            rulings.append(
                {
                    "index": n + 1,
                    "input": first["input"],
                    "by_profile": dict(zip(profiles, seen, strict=True)),
                    "settings": _causes(
                        settings,
                        alone,
                        partial(_ruling_changed, base_rulings, n),
                    ),
                }
            )
    final: dict[str, dict[str, Any]] = {}
    final_settings: dict[str, list[str]] = {}
    for key in FINAL_KEYS:
        values = [p[1].get(key) for p in plays]
        if any(v != values[0] for v in values):
            final[key] = dict(zip(profiles, values, strict=True))
            final_settings[key] = _causes(
                settings,
                alone,
                partial(_final_changed, base_final, key),
            )
    return {
        "hand": str(path),
        "profiles": profiles,
        "summary": _summary(profiles, len(base_rulings), rulings, final),
        "rulings": rulings,
        "final": final,
        "same": not rulings and not final,
        "settings": settings,
        "final_settings": final_settings,
    }


def _played_alone(
    hands: list[Hand], settings: dict[str, dict[str, str]]
) -> dict[str, list[Played]]:
    """For each differing setting, the hand replayed under the first profile with only that
    setting taken from each other profile that differs on it.  A combination the engine
    cannot play (a setting that needs another to make sense) is left out."""
    base = hands[0]
    out: dict[str, list[Played]] = {}
    for key in settings:
        for hand in hands[1:]:
            value = getattr(hand.rules, key)
            if value == getattr(base.rules, key):
                continue
            try:
                rules = replace(base.rules, **{key: value})
                out.setdefault(key, []).append(_play(replace(base, rules=rules)))
            except (FloorError, ValueError, TypeError, KeyError):
                continue
    return out


def _causes(
    settings: dict[str, dict[str, str]],
    alone: dict[str, list[Played]],
    changed: Callable[[Played], bool],
) -> list[str]:
    """The differing settings that change a row when set alone; all of them when none does
    (the row needs two or more settings together)."""
    named = [key for key in settings if any(changed(p) for p in alone.get(key, []))]
    return named or list(settings)


def _summary(
    profiles: list[str],
    actions: int,
    rulings: list[dict[str, Any]],
    final: dict[str, dict[str, Any]],
) -> str:
    """One sentence: how many rulings and final answers differ.

    >>> _summary(["tda-nlhe", "cash-nlhe"], 5, [{}], {"pots": {}, "to_call": {}})
    'tda-nlhe and cash-nlhe: 1 of 5 rulings and 2 final answers differ.'
    >>> _summary(["a", "b", "c"], 2, [], {})
    'a, b and c rule the same on all 2 actions.'
    >>> _summary(["a", "b"], 3, [], {"pots": {}})
    'a and b: 1 final answer differs.'
    """
    names = ", ".join(profiles[:-1]) + f" and {profiles[-1]}"
    if not rulings and not final:
        return f"{names} rule the same on all {actions} actions."
    parts = []
    if rulings:
        parts.append(f"{len(rulings)} of {actions} rulings")
    if final:
        parts.append(f"{len(final)} final answer{'s' if len(final) != 1 else ''}")
    one = len(parts) == 1 and len(rulings or final) == 1
    return f"{names}: {' and '.join(parts)} {'differs' if one else 'differ'}."


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
