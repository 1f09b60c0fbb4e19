"""Live-answer benchmark: the cost of one `floorcli table` answer at the 1st, 1,000th ...
10,000th action of one hand.  It must be flat: nothing per answer may walk the earlier actions.

Run from the repository root:  python benchmarks/live_answer.py [--actions N] [--window W]
[--repeat R]  (the hand is played R times and each answer's fastest time kept, so a busy
machine's noise does not pass for growth).  With --hands H it plays a session of H hands
instead (`next` after each, the button and blinds moved as `floorcli blinds` moves them) and
prints the cost of an answer, and of `next`, in the first hands and in the last: the played
hands are kept, and nothing per answer walks them.

The hand is heads-up no-limit 5/10 with deep stacks, the two players raising the minimum
back and forth (`r min`, fast input), so every action is a full ruling: the typed line
expanded, ruled on, the next player's options and pots computed and drawn to an in-memory
console.  For each window of W actions starting at the 1st, the 1,000th ... the median is
printed; the last line is the ratio of the last window to the first (flat: about 1x).  Not a
test: the numbers depend on the machine.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time


def answer_times(actions: int) -> list[float]:
    """Seconds for each of `actions` answers, in order."""
    from rich.console import Console  # noqa: TID251  (an in-memory console to draw on)

    from floorcli.answers.hand import ask_report, ruling_dict
    from floorcli.cli.render.hand import render_table_answer
    from floorcli.table.hand import hand_from_flags, start_table

    console = Console(file=io.StringIO(), highlight=False, soft_wrap=True, width=100)
    deep = str(100 * actions + 1000)  # each min raise adds 10: never all-in
    data = hand_from_flags(
        rules="tda-nlhe", blinds="5,10", ante=None, button=2, stacks=f"{deep},{deep}", seats=None
    )
    table = start_table(data, file="bench").table
    times = []
    for _ in range(actions):
        start = time.perf_counter()
        outcome = table.enter("r min")
        table = outcome.table
        ruling = None if outcome.ruling is None else ruling_dict(outcome.ruling)
        render_table_answer(console, ruling, ask_report(table.state))
        times.append(time.perf_counter() - start)
        if not outcome.stood:
            raise SystemExit(f"the benchmark hand stopped: {outcome.hint}")
    return times


def session_times(hands: int, per_hand: int) -> tuple[list[list[float]], list[float]]:
    """Seconds for each answer of each hand of a session of `hands` hands, and for each
    `next`: every hand is `per_hand` minimum raises heads-up, then a fold."""
    from rich.console import Console  # noqa: TID251  (an in-memory console to draw on)

    from floorcli.answers.hand import ask_report, ruling_dict
    from floorcli.cli.render.hand import render_table_answer
    from floorcli.table.hand import hand_from_flags, start_table
    from floorcli.table.session import LiveSession

    console = Console(file=io.StringIO(), highlight=False, soft_wrap=True, width=100)
    deep = str(100 * per_hand * hands + 1000)  # never all-in, whoever loses every hand
    data = hand_from_flags(
        rules="tda-nlhe",
        blinds="5,10",
        ante=None,
        button=2,
        stacks=None,
        seats=f"1:Ann:{deep},2:Bob:{deep}",
    )
    live = LiveSession.begin(start_table(data, file="bench").table)
    answers: list[list[float]] = []
    nexts: list[float] = []
    for _ in range(hands):
        times = []
        for line in ["r min"] * per_hand + ["f"]:
            start = time.perf_counter()
            step = live.enter(line)
            live = step.live
            outcome = step.outcome
            assert outcome is not None
            ruling = None if outcome.ruling is None else ruling_dict(outcome.ruling)
            render_table_answer(console, ruling, ask_report(live.table.state))
            times.append(time.perf_counter() - start)
            if not outcome.stood:
                raise SystemExit(f"the benchmark hand stopped: {outcome.hint}")
        answers.append(times)
        start = time.perf_counter()
        step = live.next_hand()
        nexts.append(time.perf_counter() - start)
        if step.hint:
            raise SystemExit(f"the benchmark session stopped: {step.hint}")
        live = step.live
    return answers, nexts


def session_main(hands: int, per_hand: int, repeat: int) -> None:
    runs = [session_times(hands, per_hand) for _ in range(repeat)]
    answers = [
        [min(times) for times in zip(*(run[0][h] for run in runs), strict=True)]
        for h in range(hands)
    ]
    nexts = [min(run[1][h] for run in runs) for h in range(hands)]
    window = max(1, min(10, hands // 2))
    first = statistics.median(t for hand in answers[:window] for t in hand) * 1000
    last = statistics.median(t for hand in answers[-window:] for t in hand) * 1000
    n_first = statistics.median(nexts[:window]) * 1000
    n_last = statistics.median(nexts[-window:]) * 1000
    print(f"hands {1:>4} - {window:<4} {first:7.3f} ms an answer   {n_first:7.3f} ms a 'next'")
    print(
        f"hands {hands - window + 1:>4} - {hands:<4} {last:7.3f} ms an answer   "
        f"{n_last:7.3f} ms a 'next'"
    )
    print(
        f"last / first            {last / first:7.2f}x               {n_last / n_first:7.2f}x"
        "  (flat: about 1x)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=10_000)
    parser.add_argument("--window", type=int, default=200)
    parser.add_argument(
        "--repeat", type=int, default=3, help="play the hand N times; each answer's fastest"
    )
    parser.add_argument("--hands", type=int, default=0, help="play a session of N hands")
    parser.add_argument("--per-hand", type=int, default=20, help="answers in each hand")
    args = parser.parse_args()
    if args.hands:
        session_main(args.hands, args.per_hand, args.repeat)
        return
    runs = [answer_times(args.actions) for _ in range(args.repeat)]
    times = [min(answer) for answer in zip(*runs, strict=True)]  # the least disturbed time
    starts = [0, *range(999, args.actions - args.window + 1, 1000)]
    if starts[-1] != args.actions - args.window:
        starts.append(args.actions - args.window)
    medians = []
    for first in starts:
        median = statistics.median(times[first : first + args.window]) * 1000
        medians.append(median)
        print(f"actions {first + 1:>6} - {first + args.window:<6} {median:7.3f} ms an answer")
    print(f"last / first window                 {medians[-1] / medians[0]:7.2f}x  (flat: about 1x)")


if __name__ == "__main__":
    main()
