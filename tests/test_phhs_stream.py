"""A `.phhs` file is audited one hand at a time: memory flat in the number of hands (issue 14)."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest

from floorcli.audit.run import audit_file

# Blinds 50/100; p3 (the button) and p1 (the small blind) fold: the big blind wins 150, and
# every stack is where it started but p1's (-50) and p2's (+50).
HAND = """[{n}]
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [1000, 1000, 1000]
actions = ["p3 f", "p1 f"]
finishing_stacks = [950, 1050, 1000]

"""
LINES = HAND.count("\n")  # 10 lines a hand


def write_session(path: Path, hands: int, short_at: int | None = None) -> None:
    with path.open("w") as out:
        for n in range(1, hands + 1):
            text = HAND.format(n=n)
            if n == short_at:  # a raise to 150 where the minimum is 200 (TDA 2024 Rule 40)
                text = text.replace('["p3 f", "p1 f"]', '["p3 cbr 150", "p1 f", "p2 f"]')
                text = text.replace("[950, 1050, 1000]", "[950, 900, 1150]")
            out.write(text)


def peak_bytes(path: Path) -> tuple[int, int]:
    tracemalloc.start()
    try:
        result = audit_file(path)
        return result.hands, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


@pytest.mark.slow
def test_ten_times_the_hands_is_not_ten_times_the_memory(tmp_path: Path) -> None:
    small, large = tmp_path / "small.phhs", tmp_path / "large.phhs"
    write_session(small, 1_000)
    write_session(large, 10_000)  # 1.2 MB of text; read whole, it was held with its tables
    hands_small, peak_small = peak_bytes(small)
    hands_large, peak_large = peak_bytes(large)
    assert (hands_small, hands_large) == (1_000, 10_000)
    assert peak_large < 2 * peak_small + 200_000, (peak_small, peak_large)
    assert peak_large < large.stat().st_size / 2  # never the whole file at once


def test_a_streamed_hand_is_located_by_its_line_in_the_whole_file(tmp_path: Path) -> None:
    path = tmp_path / "day.phhs"
    write_session(path, 2_000, short_at=1_500)  # well past the first 64 kB
    result = audit_file(path)
    assert result.hands == 2_000
    assert not result.chip_mismatches  # 950 + 900 + 1150 = 3000: conserved and possible
    (record,) = result.irregular
    # Hand [1500] starts at line 10 * 1499 + 1 = 14,991; its actions are 6 lines further down.
    assert (record["hand"], record["phh"]) == ("1500", "p3 cbr 150")
    assert record["line"] == LINES * 1_499 + 1 + 6
    assert record["advice"] == "the floor reads it as p3 cbr 200"
