"""How `ask` grows with the size of a hand: seats (everybody calls) and actions (heads-up
raises), each size doubled.

    .venv/bin/python benchmarks/scaling.py

Prints the seconds for each size and the ratio to the size before it: a ratio near 2 is
linear (the promise: nothing grows faster than the work); near 4 would be quadratic.
Reading the file is included, as `floorcli ask` does it.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from floorcli.answers.hand import ask_file


def seats_hand(n: int) -> str:
    """n players, blinds 1-2, everybody calls."""
    seats = [f"  {k}: 1000" for k in range(1, n + 1)]
    calls = [f"  - {k} call" for k in range(3, n + 1)]
    head = ["rules: tda-nlhe", "blinds: [1, 2]", f"table_seats: {n}", "button: 1", "seats:"]
    return "\n".join([*head, *seats]) + ("\nactions:\n" + "\n".join(calls) + "\n")


def raises_hand(n: int) -> str:
    """Two deep stacks raising each other n times."""
    raises = [f"  - {1 if k % 2 == 0 else 2} raise {4 * (k + 1)}" for k in range(n)]
    head = "rules: tda-nlhe\nblinds: [1, 2]\nbutton: 1\nseats: {1: 100000000, 2: 100000000}\n"
    return head + "actions:\n" + "\n".join(raises) + "\n"


def seconds(text: str, folder: Path) -> float:
    path = folder / "hand.yaml"
    path.write_text(text, encoding="utf-8")
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        ask_file(path)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for label, make, sizes in (
            ("seats", seats_hand, (500, 1000, 2000, 4000)),
            ("actions", raises_hand, (1000, 2000, 4000, 8000)),
        ):
            before = None
            for n in sizes:
                took = seconds(make(n), folder)
                ratio = f"  x{took / before:.1f}" if before else ""
                print(f"{label:>8} {n:>6}  {took:7.3f} s{ratio}")
                before = took


if __name__ == "__main__":
    main()
