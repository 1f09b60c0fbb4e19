"""Flags that name a thing (`--rules NAME`): a name that is wrong is blamed on the flag.

Nothing heavy is imported here: the argv fast path uses it too.
"""

from __future__ import annotations

from pathlib import Path

from floorcli.errors import FloorError

__all__ = ["profile_flag"]


def profile_flag(name: str | None, flag: str = "--rules") -> None:
    """Refuse a profile flag naming no profile, with the flag's name first:
    ``--rules tda-nlh: unknown profile 'tda-nlh' (did you mean 'tda-nlhe'?); ...``.

    A relative path that is not in the current folder is left alone: a hand file's own
    folder may hold it, and the hand's reader says so when it does not.  A folder, or an
    absolute path that is no file, is refused here.
    """
    if name is None:
        return
    looks_like_path = "/" in name or Path(name).suffix.lower() in (".yaml", ".yml")
    path = Path(name)
    if looks_like_path and (path.is_dir() or path.is_absolute()) and not path.is_file():
        what = "is a folder" if path.is_dir() else "does not exist"  # no hand's folder holds it
        raise FloorError(f"{flag} {name}: {what}; give a profile file or a profile name")
    if looks_like_path and not Path(name).is_file():
        return
    from floorcli.profiles.loader import load_profile

    try:
        load_profile(name)
    except FloorError as err:
        raise FloorError(f"{flag} {name}: {err}", hint=err.hint) from None
