"""House-rule profiles: find them, validate them against `SETTINGS`, merge `extends`, build `Rules`.

A profile is a YAML file with `name`, `description`, `sources` (a citation per setting) and
settings.  `extends: NAME` builds on another profile (a shipped name or a path); the child's
settings and citations win key by key.  A hand file may override any setting at its top level;
`build_rules` applies those overrides and the checks that need the whole picture (a fixed-limit
game needs its bet sizes, which usually come from the hand file).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from floorcli.errors import FloorError, HandFileError, RulesetError, close_match_hint
from floorcli.profiles.amounts import (
    AMOUNT_SETTINGS,
    scale_settings,
    scaled_settings,
    typed_setting,
)
from floorcli.profiles.choices import Structure
from floorcli.profiles.profile import FROM_BLINDS, Profile, at_decimals, limit_bets
from floorcli.profiles.settings import SETTINGS, Rules
from floorcli.profiles.validate import ENUMS, profile_decimals, refuse, validate_settings
from floorcli.textio.paths import user_path
from floorcli.textio.yamlvalues import LineDict

__all__ = [
    "DEFAULT_SOURCE",
    "Profile",
    "at_decimals",
    "build_rules",
    "find_profile",
    "list_profiles",
    "load_profile",
    "settings_table",
    "shipped_dir",
]

MAX_PROFILE_BYTES = 1_000_000
"""The largest profile file read (the shipped ones are a few kilobytes)."""
MAX_EXTENDS = 16
"""The longest `extends` chain followed (a profile, its parent, ...)."""
PROFILE_SUFFIXES = (".yaml", ".yml")
"""A profile file's name ends in one of these; any other file is refused by its name alone."""

DEFAULT_SOURCE = "floorcli default"
"""The source shown for a setting no profile in the chain chooses."""

_DEFAULTS = Rules()


@functools.cache
def shipped_dir() -> Path:
    """The shipped profiles: `floorcli/_rulesets` in a wheel, else the checkout's `rulesets/`."""
    installed = Path(__file__).resolve().parents[1] / "_rulesets"
    if installed.is_dir():
        return installed
    return Path(__file__).resolve().parents[2] / "rulesets"


def _shipped_names() -> list[str]:
    folder = shipped_dir()
    return sorted(p.stem for p in folder.glob("*.yaml")) if folder.is_dir() else []


def _display(path: Path) -> str:
    """How a profile file is named in messages: shipped ones by file name, others by path."""
    if path.parent == shipped_dir():
        return path.name
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return str(path)
    return str(path) if relative.startswith("..") else relative


def find_profile(
    name_or_path: str | Path,
    *,
    base: Path | None = None,
    file: str | None = None,
    line: int | None = None,
) -> Path:
    """A shipped profile's name, or a path (absolute, relative to `base`, or to the cwd).

    `file` and `line` say where the name was written, for the error when it is unknown.
    """
    text = str(name_or_path)
    looks_like_path = (
        isinstance(name_or_path, Path)
        or any(sep in text for sep in ("/", "\\"))
        or text.endswith(PROFILE_SUFFIXES)
    )
    if not looks_like_path:
        shipped = shipped_dir() / f"{text}.yaml"
        if _is(shipped, "file"):
            return shipped
    given = user_path(text)
    candidates = [given] if given.is_absolute() else [*([base / given] if base else []), given]
    for candidate in candidates:
        if _is(candidate, "file"):
            if candidate.suffix.lower() not in PROFILE_SUFFIXES:
                raise refuse(
                    f"{text} is not a profile file: a profile file's name ends in .yaml or "
                    ".yml; floorcli reads no other file for rules: or extends:",
                    file,
                    line,
                )
            return candidate.resolve()
    names = _shipped_names()
    if looks_like_path:
        folder = next((c for c in candidates if _is(c, "dir")), None)
        problem = "is a folder, not a profile file" if folder else "not found"
        places = " and ".join([*([str(base)] if base else []), "the current folder"])
        raise refuse(
            f"profile file {text} {problem} (looked in {places}); "
            f"shipped profiles are {', '.join(names)}",
            file,
            line,
        )
    hint = close_match_hint(text, names, fold=True)
    raise refuse(
        f"unknown profile {text!r}{hint}; shipped profiles are {', '.join(names)}, "
        "or give the path of a .yaml file",
        file,
        line,
    )


def _is(path: Path, kind: str) -> bool:
    """`path.is_file()` / `is_dir()`, false for a name the system cannot even look up (too
    long, a NUL byte) instead of an error."""
    try:
        return path.is_file() if kind == "file" else path.is_dir()
    except (OSError, ValueError):
        return False


@dataclass(frozen=True, slots=True, kw_only=True)
class _File:
    """One profile file, validated, before `extends` is resolved."""

    values: dict[str, object]
    lines: dict[str, int]
    decimals: int


@functools.lru_cache(maxsize=256)
def _read_cached(path: Path, display: str, mtime_ns: int, size: int) -> _File:
    data = _shipped(path)
    if data is None:
        from floorcli.textio.yamlsrc import read_yaml_file

        try:
            data = read_yaml_file(path, name=display, limit=MAX_PROFILE_BYTES)
        except HandFileError as err:
            raise RulesetError(err.message, file=err.file, line=err.line) from None
    if data is None:
        raise refuse(
            "the profile is empty; write name:, description:, sources: and settings", display, 1
        )
    decimals = profile_decimals(data, display)
    if decimals:  # amounts in cents: counted in cents, as a hand file's are
        data = scaled_settings(data, decimals)  # type: ignore[arg-type]
    checked = validate_settings(data, display, decimals=decimals)  # type: ignore[arg-type]
    assert isinstance(checked, LineDict)
    return _File(values=dict(checked), lines=dict(checked.key_lines), decimals=decimals)


def _shipped(path: Path) -> object | None:
    """A shipped profile as parsed when it was shipped, while the file is unchanged."""
    if path.parent != shipped_dir():
        return None
    from floorcli.profiles.shipped import shipped_document

    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_PROFILE_BYTES + 1)  # no more than the YAML reader reads
    except OSError:
        return None  # the YAML reader says why
    return shipped_document(path, raw)


def _read(path: Path, display: str) -> _File:
    try:
        stat = path.stat()
    except OSError as err:
        raise refuse(f"cannot read: {err.strerror or err}", display, None) from None
    return _read_cached(path, display, stat.st_mtime_ns, stat.st_size)


def _load_chain(path: Path, seen: tuple[Path, ...]) -> Profile:
    display = _display(path)
    own = _read(path, display)
    extends = own.values.get("extends")
    settings: dict[str, object] = {}
    sources: dict[str, str] = {}
    where: dict[str, tuple[str, int]] = {}
    chain: tuple[str, ...] = (display,)
    decimals = own.decimals
    values = own.values
    if isinstance(extends, str):
        line = own.lines["extends"]
        if len(seen) + 1 >= MAX_EXTENDS:
            raise refuse(
                f"extends: a chain of more than {MAX_EXTENDS} profiles; floorcli follows at "
                "most that many: extend a shipped profile directly",
                display,
                line,
            )
        parent_path = find_profile(extends, base=path.parent, file=display, line=line)
        if parent_path in (*seen, path):
            loop = [_display(p) for p in (*seen, path)]
            loop = loop[loop.index(_display(parent_path)) :]
            raise refuse(
                f"extends: {' -> '.join([*loop, _display(parent_path)])} is a cycle; "
                "remove one of these extends",
                display,
                line,
            )
        parent = _load_chain(parent_path, (*seen, path))
        decimals = max(own.decimals, parent.decimals)  # both counted in the finer unit
        parent = at_decimals(parent, decimals)
        values = scale_settings(own.values, 10 ** (decimals - own.decimals))
        settings, sources, where = dict(parent.settings), dict(parent.sources), dict(parent.where)
        chain = (display, *parent.chain)
    cited = own.values.get("sources", {})
    assert isinstance(cited, dict)
    for key, value in values.items():
        if key not in SETTINGS:
            continue
        unchanged = key in settings and settings[key] == value and key in sources
        settings[key] = value
        where[key] = (display, own.lines[key])
        if not unchanged:
            sources[key] = f"set in {display}"
    sources.update(cited)
    name = own.values.get("name")
    description = own.values.get("description")
    return Profile(
        name=name if isinstance(name, str) else path.stem,
        description=description if isinstance(description, str) else "",
        path=path,
        file=display,
        extends=extends if isinstance(extends, str) else None,
        chain=chain,
        settings=settings,
        sources=sources,
        where=where,
        decimals=decimals,
    )


def load_profile(
    name_or_path: str | Path,
    *,
    base: Path | None = None,
    file: str | None = None,
    line: int | None = None,
) -> Profile:
    """Read a profile and everything it `extends`; parsed files are cached by path and mtime."""
    return _load_chain(find_profile(name_or_path, base=base, file=file, line=line), ())


def limit_bets_of(name: str, settings: Mapping[str, object]) -> dict[str, int | float]:
    """The fixed-limit bets a game started from its blinds alone takes (`limit_bets`): the
    sizes profile `name` and the `settings` (with the `blinds`) leave out."""
    try:
        profile = load_profile(name)
    except FloorError:
        return {}  # whoever builds the rules says what is wrong with the profile
    blinds = settings.get("blinds")
    return limit_bets(profile, settings, blinds) if isinstance(blinds, list) else {}


def list_profiles() -> list[tuple[str, str]]:
    """Every shipped profile as (name, description), sorted by name."""
    return [(name, load_profile(name).description) for name in _shipped_names()]


def settings_table(profile: Profile) -> list[tuple[str, object, str, str]]:
    """Every setting in `SETTINGS` order as (key, value, meaning, source); defaults included.

    In a profile in cents each amount is the exact `Decimal` it was typed as (``0.50``).
    """
    rows = []
    for key, setting in SETTINGS.items():
        if key in profile.settings:
            value = profile.settings[key]
            source = profile.sources.get(key, f"set in {profile.where[key][0]}")
        else:
            value, source = getattr(_DEFAULTS, key), DEFAULT_SOURCE
            if key in AMOUNT_SETTINGS:
                value = scale_settings({key: value}, 10**profile.decimals)[key]
        value = typed_setting(key, value, profile.decimals)
        rows.append((key, value, setting.meaning, source))
    return rows


def _coerce(key: str, value: object) -> object:
    """Accept an override given as plain YAML values (lists, enum strings) as well."""
    if isinstance(value, list):
        return tuple(value)
    if key in ENUMS and isinstance(value, str) and not isinstance(value, StrEnum):
        return ENUMS[key](value)
    return value


def _cross_check(
    values: Mapping[str, object], where: dict[str, tuple[str, int]], at: tuple[str, int | None]
) -> None:
    """Checks that need the whole picture: each betting structure's own sizes are present."""
    structure = values.get("structure", _DEFAULTS.structure)
    needs = {
        Structure.FIXED_LIMIT: (("small_bet", "big_bet"), "small_bet: 10 and big_bet: 20"),
        Structure.SPREAD_LIMIT: (("spread",), "spread: [2, 10]"),
        Structure.CAP_LIMIT: (("cap",), "cap: 100"),
    }.get(structure)  # type: ignore[call-overload]
    if needs is None:
        return
    keys, example = needs
    missing = [key for key in keys if values.get(key) is None]
    if not missing:
        return
    origin = where.get("structure")
    came_from = f" (set in {origin[0]})" if origin and origin[0] != at[0] else ""
    raise refuse(
        f"structure {structure}{came_from} needs {' and '.join(keys)}; "
        f"missing {', '.join(missing)}: write e.g. {example}",
        at[0],
        at[1],
    )


def build_rules(
    profile: str | Path | Profile,
    overrides: Mapping[str, object] | None = None,
    *,
    file: str = "<overrides>",
    base: Path | None = None,
    decimals: int = 0,
) -> Rules:
    """The `Rules` of a profile with a hand file's (already validated) overrides on top.

    The overrides' amounts are in units of ``10**-decimals`` chips (a hand in cents has
    scaled them).  The rules count amounts in the finer of that unit and the profile's own
    (`Rules.decimals`): a whole-chip hand under a profile in cents is ruled in cents, and its
    reader scales its stacks and actions to `Rules.decimals`.

    An overridden setting is cited as ``set in <file>`` unless the hand cites it under
    `sources` or leaves the profile's value unchanged.
    """
    prof = profile if isinstance(profile, Profile) else load_profile(profile, base=base)
    unit = max(decimals, prof.decimals)
    prof = at_decimals(prof, unit)
    factor = 10 ** (unit - decimals)  # the overrides, when the profile is finer than the hand
    values = dict(prof.settings)
    sources = dict(prof.sources)
    where = dict(prof.where)
    at: tuple[str, int | None] = prof.where.get("structure", (prof.file, None))
    if overrides is not None:
        at = (file, overrides.line if isinstance(overrides, LineDict) else None)
        for key, raw in overrides.items():
            if key not in SETTINGS:
                continue
            value = _coerce(key, raw)
            if factor > 1 and key in AMOUNT_SETTINGS:
                value = scale_settings({key: value}, factor)[key]
            if not (key in values and values[key] == value and key in sources):
                sources[key] = f"set in {file}"
            values[key] = value
            line = overrides.key_line(key) if isinstance(overrides, LineDict) else 0
            where[key] = (file, line)
        cited = overrides.get("sources")
        if isinstance(cited, Mapping):
            sources.update({str(k): str(v) for k, v in cited.items()})
    blinds = values.get("blinds")
    sized = list(blinds) if isinstance(blinds, (list, tuple)) else []
    for key, size in limit_bets(prof, values, sized).items():
        values[key] = size  # fixed limit from the blinds alone, as the table starts it
        sources.setdefault(key, FROM_BLINDS[key])
    _cross_check(values, where, at)
    return Rules(
        name=prof.name,
        description=prof.description,
        sources=sources,
        decimals=unit,
        **values,  # type: ignore[arg-type]
    )
