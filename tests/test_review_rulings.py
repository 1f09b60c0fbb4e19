"""What a refused action says the player may do instead: a fixed-limit raise or an all-in that
is the only legal size is one number, never a range of one (`raise to 30-30`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path


def rulings(*args: str, lines: list[str], cwd: Path) -> list[dict[str, object]]:
    """The rulings of a piped `floorcli table --json`, in order."""
    result = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *args, "--json", "--save", "t.yaml"],
        input="\n".join(lines) + "\n",
        cwd=cwd,
        capture_output=True,
        text=True,
        env={**os.environ, "COLUMNS": "80", "NO_COLOR": "1"},
    )
    assert result.returncode == 0, result.stderr
    objects = [json.loads(row) for row in result.stdout.splitlines()]
    return [o["ruling"] for o in objects if o.get("ruling")]


def test_a_fixed_limit_check_facing_a_raise_names_the_one_raise_size(tmp_path: Path) -> None:
    # limit-holdem 5/10, button 3: the small bet is the big blind, 10 (Hold'em betting rules,
    # Betting Limits). Seat 3 raises one bet to 10 + 10 = 20; seat 1 (small blind 5) owes
    # 20 - 5 = 15 and may raise one bet more, to 20 + 10 = 30, and to nothing else.
    args = ["--rules", "limit-holdem", "--blinds", "5,10", "--stacks", "500,500,500"]
    last = rulings(*args, lines=["r", "x"], cwd=tmp_path)[-1]
    assert last["verdict"] == "illegal"
    assert last["explanation"] == (
        "Seat 1 may not check facing a bet: 15 to call. They may fold, call 15 or raise to 30."
    )


def test_a_no_limit_check_when_all_in_is_the_only_raise_names_it_once(tmp_path: Path) -> None:
    # no-limit 5/10, button 3, stacks 1000: seat 3 raises to 600; the minimum re-raise is
    # 600 + 590 = 1190 (TDA 2024 Rule 43-A), more than seat 1's 1000, so the only raise is
    # all-in to 1000 (table stakes); seat 1 owes 600 - 5 = 595.
    args = ["--blinds", "5,10", "--stacks", "1000,1000,1000"]
    last = rulings(*args, lines=["r 600", "x"], cwd=tmp_path)[-1]
    assert last["explanation"] == (
        "Seat 1 may not check facing a bet: 595 to call. They may fold, call 595 or raise to 1000."
    )
