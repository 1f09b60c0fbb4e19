"""Paths as a user types them."""

from __future__ import annotations

from pathlib import Path

__all__ = ["user_path"]


def user_path(text: str | Path) -> Path:
    """`text` with a leading ``~`` or ``~user`` made the home folder, as a shell would; left
    as typed when there is no such home (``~nosuchuser/x.yaml``: Python raises there), so
    that the file is then reported as not found or its folder as missing, in one line.

    >>> user_path("~nosuchuser-x7/hand.yaml")
    PosixPath('~nosuchuser-x7/hand.yaml')
    >>> user_path("hands/a.yaml")
    PosixPath('hands/a.yaml')
    """
    path = Path(text)
    try:
        return path.expanduser()
    except RuntimeError:  # "Could not determine home directory."
        return path
