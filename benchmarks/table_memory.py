"""Table memory benchmark: what a live session holds after N hands (issue 26: it grew about
20 KB a hand, 140 MB at 5,000 hands, while a finished hand needs only its record).

Run from the repository root:  python benchmarks/table_memory.py [--hands N]

Four players at 5/10 (1,000 each), every hand the same night's routine typed through the
dealer (`floorcli.table.dealer`, as the terminal loop types it): everyone calls or checks to
the river, the hand is checked down, one seat (in turn, so that the chips go round) wins, and
`next`.  The process's peak memory (`ru_maxrss`, after a garbage collection) is printed at hand 100,
at the last hand, and per hand in between; then the session is saved to text (as `save`
would), to show the records are all still there.  Not a test: the numbers depend on Python.
"""

from __future__ import annotations

import argparse
import gc
import resource
import time


def night(hands: int) -> None:
    from floorcli.table.dealer import dealer_for
    from floorcli.table.hand import hand_from_flags, start_table
    from floorcli.table.savefile import session_file_text
    from floorcli.table.session import LiveSession

    data = hand_from_flags(
        rules="tda-nlhe",
        blinds="5,10",
        ante=None,
        button=4,
        stacks="1000,1000,1000,1000",
        seats=None,
    )
    live = LiveSession.begin(start_table(data, file="bench").table)
    marks: dict[int, int] = {}
    begun = time.perf_counter()
    for number in range(1, hands + 1):
        while (actor := live.table.state.to_act) is not None:
            reply = dealer_for(live).line(f"{actor.seat} call")
            if reply.outcome is None or not reply.outcome.stood:  # nothing to call: check
                reply = dealer_for(live).line(f"{actor.seat} check")
            assert reply.outcome is not None and reply.outcome.stood, reply.hint
            live = reply.live
        winner = (number % 4) + 1
        live = dealer_for(live).line(f"{winner} wins").live
        reply = dealer_for(live).line("next")
        assert not reply.hint, reply.hint
        live = reply.live
        if number in (100, hands):
            gc.collect()
            marks[number] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    took = time.perf_counter() - begun
    text = session_file_text(live)
    first, last = marks[100], marks[hands]
    per_hand = (last - first) / max(1, hands - 100)
    print(f"hands: {hands} ({took:.1f} s)")
    print(f"memory at hand 100: {first / 1e6:.1f} MB; at hand {hands}: {last / 1e6:.1f} MB")
    print(f"per hand after the 100th: {per_hand / 1e3:.1f} KB")
    print(f"saved text: {len(text) / 1e6:.2f} MB, {text.count('- button:')} hands")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hands", type=int, default=5000)
    night(parser.parse_args().hands)


if __name__ == "__main__":
    main()
