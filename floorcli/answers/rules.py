"""The house-rule profiles as plain data: what `floorcli rules list/show/check --json` print."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from floorcli.profiles.loader import Profile, list_profiles, settings_table

__all__ = ["check_report", "profile_report", "profiles_report"]


def _json_value(value: object) -> object:
    if isinstance(value, StrEnum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value


def profiles_report() -> list[dict[str, str]]:
    """The shipped profiles, each with its description, in the order `rules list` shows them."""
    return [{"name": name, "description": text} for name, text in list_profiles()]


def profile_report(profile: Profile) -> dict[str, Any]:
    """Every setting of `profile` with its value, meaning and source (`rules show --json`)."""
    document: dict[str, Any] = {"name": profile.name, "description": profile.description}
    if profile.extends is not None:
        document["extends"] = profile.extends
    document["settings"] = {
        key: {"value": _json_value(value), "meaning": meaning, "source": source}
        for key, value, meaning, source in settings_table(profile)
    }
    return document


def check_report(profile: Profile) -> dict[str, Any]:
    """A profile file that loaded: its file, name and how many settings it sets itself."""
    return {
        "ok": True,
        "file": profile.file,
        "profile": profile.name,
        "settings": len(profile.settings),
    }
