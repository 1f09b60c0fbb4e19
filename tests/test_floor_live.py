"""The floor's decisions typed in live mode (`floorcli table`): `floor <seat> dead|forfeit
<amount>|no-raise|stands <to>` names its own seat, so the fast input (the seat left out on its
turn) leaves it as typed and the table rules it as replay does (tests/scenarios/disputes-floor*)."""

from __future__ import annotations

from floorcli.engine.rulings import Verdict
from floorcli.table.hand import Table, hand_from_flags, start_table


def table(lines: list[str]) -> Table:
    data = hand_from_flags(
        rules="tda-nlhe",
        blinds="100,200",
        ante=None,
        button=6,
        stacks=",".join(["10000"] * 6),
        seats=None,
    )
    t = start_table(data, file="flags").table
    for line in lines:
        out = t.enter(line)
        assert out.ruling is not None, out.hint
        assert out.ruling.verdict is not Verdict.ILLEGAL, out.ruling.explanation
        t = out.table
    return t


def test_a_floor_decision_is_typed_as_is_in_live_mode() -> None:
    # TDA 2024 Rule 52-A's example: 600 opened, a raise to 1000 (the minimum is 1200) stands.
    t = table(["3 call", "4 call", "5 call", "6 call", "1 call", "2 check", "1 bet 600"])
    out = t.enter("floor 2 stands 1000")
    assert out.ruling is not None, out.hint
    assert out.ruling.verdict is Verdict.CORRECTED
    assert (out.ruling.action, out.ruling.to) == ("raise", 1000)
    dead = table(["3 call"]).enter("floor 4 dead")
    assert dead.ruling is not None, dead.hint
    assert dead.ruling.action == "dead"
