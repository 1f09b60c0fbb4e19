"""Shell completion: profile names for `--rules` and `rules show`, example names (and hand
files) for a hand argument.

Each function takes what the user has typed of the word and returns (value, description)
pairs, as typer's `autocompletion` expects; `floorcli --install-completion` installs the
shell's side.
"""

from __future__ import annotations

from pathlib import Path

__all__ = ["complete_example", "complete_hand", "complete_profile"]

HAND_SUFFIXES = (".yaml", ".yml", ".phh", ".phhs")


def complete_profile(incomplete: str) -> list[tuple[str, str]]:
    """The shipped profiles whose names begin with `incomplete`, and .yaml files there."""
    from floorcli.profiles.loader import list_profiles

    found = [(name, about) for name, about in list_profiles() if name.startswith(incomplete)]
    return found + _files(incomplete, (".yaml", ".yml"))


def complete_example(incomplete: str) -> list[tuple[str, str]]:
    """The shipped example hands whose names begin with `incomplete`."""
    from floorcli.formats.handfile import list_examples

    return [(name, about) for name, about in list_examples() if name.startswith(incomplete)]


def complete_hand(incomplete: str) -> list[tuple[str, str]]:
    """A hand argument: the example names, then hand files and folders beginning so."""
    return complete_example(incomplete) + _files(incomplete, HAND_SUFFIXES)


def _files(incomplete: str, suffixes: tuple[str, ...]) -> list[tuple[str, str]]:
    """Files with one of `suffixes` and folders whose path begins with `incomplete`."""
    folder, _, stem = incomplete.rpartition("/")
    where = Path(folder or ".")
    try:
        entries = sorted(where.iterdir())
    except OSError:
        return []
    found = []
    for entry in entries:
        if not entry.name.startswith(stem) or entry.name.startswith("."):
            continue
        typed = f"{folder}/{entry.name}" if folder else entry.name
        if entry.is_dir():
            found.append((typed + "/", "folder"))
        elif entry.suffix.lower() in suffixes:
            found.append((typed, "file"))
    return found
