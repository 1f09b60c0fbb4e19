"""A played session (as `floorcli table` saves it) written as one `.phhs` file: each hand a
TOML table (`[1]`, `[2]`, ...) holding the PHH document `convert` writes for that hand."""

from __future__ import annotations

from pathlib import Path

from floorcli.answers.convert import to_phh
from floorcli.answers.phhwrite import checked_phh
from floorcli.errors import HandFileError
from floorcli.formats.handfile import parse_hand
from floorcli.table.played import hand_data, read_played

__all__ = ["session_phhs"]


def session_phhs(path: Path) -> str | None:
    """The played session at `path` as a `.phhs` document, or None when `path` is not one.

    A hand PHH cannot hold is refused with its number (HandFileError, one line).
    """
    played = read_played(path)
    if played is None:
        return None
    data, hands = played
    out = []
    for number, entry in enumerate(hands, start=1):
        hand = parse_hand(
            hand_data(data, entry, number, file=str(path)), file=str(path), base=path.parent
        )
        try:
            document = checked_phh(hand, to_phh(hand))
        except HandFileError as err:
            raise HandFileError(f"hand {number}: {err.message}", file=str(path)) from None
        out.append(f"[{number}]\n{document}")
    return "\n".join(out)
