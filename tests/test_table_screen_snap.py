"""Snapshots of the full-screen table (pytest-textual-snapshot): the seat map, the centre, the
log and the actions pinned as SVG at 80x24 (a line a seat) and at 120x40 (cards round the
centre), for no limit, pot limit, fixed limit and stud.  A change to what the screen shows
fails here until the SVGs are looked at and written again (`pytest --snapshot-update`).

Each table is the README's (blinds 5/10; Ann 1,000, Bob 1,000, Cy 400 on the button) after a
few lines, so the map has chips in front, a folded seat or an all-in; stud is the seat 1 100,
seats 2 and 3 1,000 of tests/test_table_stud_session.py (ante 1, bring-in 5).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from screens import table_app

from floorcli.cli.screen.app import TableApp

SIZES = [(80, 24), (120, 40)]
GAMES: dict[str, tuple[dict[str, Any], list[str]]] = {
    # Cy raises to 30, Ann folds: Bob (BB 10) to call 20, raise 50-1,000
    "no-limit": ({}, ["r 30", "f"]),
    # Cy calls 10, Ann calls 5; Bob may raise to at most the pot: 3 x 10 + 0 = 40
    "pot-limit": ({"rules": "tda-plo"}, ["c", "c"]),
    # Cy raises to 20 (one small bet of 10 more), Ann re-raises to 30: Bob to call 20
    "fixed-limit": ({"rules": "limit-holdem"}, ["r", "r"]),
    # 3c lowest brings in 5; seat 3 calls, seat 1 completes to 10: seat 2 to call 5
    "stud": (
        {
            "rules": "stud",
            "blinds": None,
            "seats": None,
            "stacks": "100,1000,1000",
            "settings": ("small_bet=10", "big_bet=20", "ante=1", "bring_in=5"),
            "upcards": "1:Kh,2:3c,3:9d",
        },
        ["c", "r"],
    ),
}


def typed_keys(lines: list[str]) -> list[str]:
    keys: list[str] = []
    for line in lines:
        keys += ["space" if ch == " " else ch for ch in line] + ["enter"]
    return keys


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(GAMES))
def test_the_table_on_screen(
    game: str,
    size: tuple[int, int],
    snap_compare: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.chdir(tmp_path)  # the status bar names the save as given: the same each run
    flags, lines = GAMES[game]
    app: TableApp = table_app(Path(f"{game}.yaml"), **flags)
    assert snap_compare(app, press=typed_keys(lines), terminal_size=size)
