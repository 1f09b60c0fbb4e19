"""Whole hands on the full screen, played through Textual's Pilot by keys (F2-F9) and by
clicks on the action buttons, the session checked after each action: the line journaled and
saved is the ordinary line the dealer's shorthand makes, and the numbers are the rulebook's.

The table: the README's (blinds 5/10; Ann 1,000, Bob 1,000, Cy 400 on the button).  Pot-limit
sizes are `(3L+T)+S` (TDA 2024 Rule 48; `floorcli.betting.potlimit`); fixed-limit sizes are the
small bet before the turn (the big blind) and a bet and three raises (`rulesets/limit-holdem`).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from screens import Typist, play, table_app, texts
from typer.testing import CliRunner

from floorcli.answers.hand import ruling_dict
from floorcli.cli.app import build_app
from floorcli.cli.screen.app import TableApp
from floorcli.engine.state import State


def steps(app: TableApp) -> list[str]:
    """The lines of the hand being played, as journaled and saved."""
    return [s.text for s in app.session.table.steps]


def stack(app: TableApp, seat: int) -> int:
    """A seat's chips behind, with the pots awarded to it at the end of the hand."""
    behind = next(p.stack for p in app.session.table.state.players if p.seat == seat)
    return behind + app.session.live.awarded().get(seat, 0)


def replay_agrees(save: Path, app: TableApp) -> None:
    """`replay` of the saved file gives the rulings the screen gave, hand by hand."""
    out = CliRunner().invoke(build_app(), ["replay", str(save), "--json"])
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout)
    hands = data if isinstance(data, list) else [data]
    played = [h.table for h in app.session.live.played]
    if not app.session.live.waiting:
        played.append(app.session.table)
    assert len(hands) == len(played)
    for hand, table in zip(hands, played, strict=True):
        assert hand["rulings"] == [ruling_dict(r) for r in table.rulings]


def test_a_no_limit_hand_by_keys(tmp_path: Path) -> None:
    save = tmp_path / "keys.yaml"
    app = table_app(save)

    async def script(app: TableApp, typed: Typist) -> None:
        await typed.press("f4")  # call: Cy calls the big blind of 10
        assert steps(app) == ["3 call"] and stack(app, 3) == 390  # 400 - 10
        await typed.press("f4")  # Ann completes: 10 - her 5 = 5
        assert steps(app)[-1] == "1 call" and stack(app, 1) == 990
        await typed.press("f3")  # Bob's option: check
        assert steps(app)[-1] == "2 check"
        assert "main 30: seats 1 2 3" in texts(app, "#centre")  # 3 x 10
        await typed("flop Ah Kd 2c")
        assert "flop  Ah Kd 2c" in texts(app, "#centre")
        await typed.press("f5")  # min: the smallest bet is the big blind, 10 (TDA Rule 40-A)
        assert steps(app)[-1] == "1 bet 10"
        await typed.press("f6")  # pot: (3L+T)+S = 3 x 10 + 30 + 0 = raise to 60
        assert steps(app)[-1] == "2 raise 60"
        await typed.press("f2")  # fold
        assert steps(app)[-1] == "3 fold" and "folded" in texts(app, "#seats")
        await typed.press("f8")  # all-in: Ann's 990 behind and in front
        assert steps(app)[-1] == "1 allin"
        assert "to call 930" in texts(app, "#centre")  # 990 - Bob's 60
        await typed.press("f9")  # undo: Ann to act again, facing 60 - her 10 = 50
        assert steps(app)[-1] == "3 fold" and "to call 50" in texts(app, "#centre")
        await typed.press("f8")
        await typed.press("f4")  # Bob calls 930, all-in
        assert steps(app)[-1] == "2 call"
        # the pot: 30 + 990 + 990 = 2,010 (Cy's 10 is in the 30)
        assert "main 2,010: seats 1 2" in texts(app, "#centre")
        await typed("2 wins")
        assert stack(app, 2) == 2010  # 1,000 - 10 - 980 + 2,010
        assert "  2  Bob       BB      2,010" in texts(app, "#seats")  # as the map shows it
        await typed("next")  # Ann busts: hand 2, heads-up
        assert texts(app, "#status").startswith("hand 2 · tda-nlhe 5/10")
        await typed("quit")

    play(app, script)
    assert app.code == 0
    replay_agrees(save, app)


def test_a_pot_limit_hand_by_clicks(tmp_path: Path) -> None:
    save = tmp_path / "clicks.yaml"
    app = table_app(save, rules="tda-plo")

    async def script(app: TableApp, typed: Typist) -> None:
        await typed.click("#act-call")
        await typed.click("#act-call")
        await typed.click("#act-check")
        assert steps(app) == ["3 call", "1 call", "2 check"]
        await typed("flop Ah Kd 2c")
        # Ann may bet up to the pot, 30 (3 x 10): the pot-limit maximum is said apart
        assert "bet 10-30" in texts(app, "#centre")
        assert "pot-limit max 30" in texts(app, "#centre")
        await typed.click("#act-min")
        assert steps(app)[-1] == "1 bet 10"
        await typed.click("#act-pot")  # (3L+T)+S = 3 x 10 + 30 + 0 = 60
        assert steps(app)[-1] == "2 raise 60"
        await typed.click("#act-fold")
        # Ann: call 50 makes the pot 100 + 50 = 150, raise by it: 60 + 150 = 210
        assert "pot-limit max 210" in texts(app, "#centre")
        await typed.click("#act-max")
        assert steps(app)[-1] == "1 raise 210"
        await typed.click("#act-call")  # Bob calls 210 - 60 = 150
        assert steps(app)[-1] == "2 call" and stack(app, 2) == 780  # 1,000 - 10 - 210
        assert "main 450: seats 1 2" in texts(app, "#centre")  # 30 + 210 + 210
        await typed("turn 5s")
        await typed.click("#act-check")
        await typed.click("#act-check")
        await typed("river 9c")
        await typed.click("#act-check")
        await typed.click("#act-check")
        assert steps(app)[-2:] == ["1 check", "2 check"]
        await typed("1 wins")
        assert stack(app, 1) == 1230  # 1,000 - 220 + 450
        await typed("quit")

    play(app, script)
    replay_agrees(save, app)


def test_a_fixed_limit_round_by_clicks_and_history(tmp_path: Path) -> None:
    save = tmp_path / "limit.yaml"
    app = table_app(save, rules="limit-holdem")

    async def script(app: TableApp, typed: Typist) -> None:
        # fixed limit: one size; before the flop a raise is the small bet of 10 (the big
        # blind): Cy raises to 20, and 'min' and 'max' are both that size
        assert "raise to 20" in texts(app, "#centre")
        await typed.click("#act-max")
        assert steps(app) == ["3 raise 20"]
        await typed.click("#act-min")  # Ann re-raises to 30
        assert steps(app)[-1] == "1 raise 30"
        await typed.click("#act-call")  # Bob calls 30 - 10 = 20
        assert stack(app, 2) == 970
        await typed("3 c")
        await typed.press("up")  # the line typed before, back in the input line
        assert app.query_one("#line").value == "3 c"  # type: ignore[attr-defined]
        await typed.press("down")
        assert app.query_one("#line").value == ""  # type: ignore[attr-defined]
        assert "main 90: seats 1 2 3" in texts(app, "#centre")  # 3 x 30
        await typed("quit")

    play(app, script)
    replay_agrees(save, app)


def test_a_stud_street_by_keys(tmp_path: Path) -> None:
    save = tmp_path / "stud.yaml"
    settings = ("small_bet=10", "big_bet=20", "ante=1", "bring_in=5")
    app = table_app(
        save,
        rules="stud",
        blinds=None,
        seats=None,
        stacks="100,1000,1000",
        settings=settings,
        upcards="1:Kh,2:3c,3:9d",
    )

    async def script(app: TableApp, typed: Typist) -> None:
        # the 3c is lowest: seat 2 brings in 5; antes 3 x 1 + 5 = 8 (Robert's Rules, Stud)
        assert "main 8: seats 1 2 3" in texts(app, "#centre")
        assert "> 3" in texts(app, "#seats")  # left of the bring-in acts first
        await typed.press("f4")
        await typed.press("f4")
        assert steps(app) == ["3 call", "1 call"]
        assert "main 18: seats 1 2 3" in texts(app, "#centre")  # 8 + 5 + 5
        await typed.press("f3")  # nobody to act: the dealer's hint, nothing changed
        assert "nobody is to act" in app.entries[-1].summary and len(steps(app)) == 2
        await typed("fourth 1:7h 2:2c 3:Qs")
        await typed.press("f5")  # the small bet, 10, on fourth street
        assert steps(app)[-1] == "1 bet 10"
        await typed("quit")

    play(app, script)
    replay_agrees(save, app)


def test_each_line_asks_for_the_report_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # the answer, the status and the screen's map and centre share one `ask` answer a state
    import floorcli.answers.hand as hand

    asked: list[int] = []
    real = hand.ask_report

    def counted(state: State) -> dict[str, Any]:
        asked.append(1)
        return real(state)

    app = table_app(tmp_path / "once.yaml")

    async def script(app: TableApp, typed: Typist) -> None:
        monkeypatch.setattr(hand, "ask_report", counted)
        # two actions: asked once each; a refused line leaves the state as it was: not again
        for line, times in (("r 30", 1), ("c", 1), ("fodl", 0)):
            asked.clear()
            await typed(line)
            assert len(asked) == times, line
        await typed("quit")

    play(app, script)


def test_a_live_straddle_is_marked_on_the_map(tmp_path: Path) -> None:
    # cash-nlhe: one live straddle left of the big blind, 2 x 10 = 20 (Robert's Rules of Poker
    # v5, Section 14 no-limit rule 12); it sets the new minimum (rule 2): Dan (button) faces 20,
    # call 20 or raise to 40 (20 + a raise of 20)
    seats = "1:Ann:1000,2:Bob:1000,3:Cy:1000,4:Dan:1000"
    app = table_app(tmp_path / "str.yaml", rules="cash-nlhe", seats=seats)

    async def script(app: TableApp, typed: Typist) -> None:
        await typed("3 straddle 20")
        rows = texts(app, "#seats")
        assert "  3  Cy        STR       980     20" in rows
        assert "> 4  Dan       D       1,000         to act" in rows
        assert "to call 20" in texts(app, "#centre") and "raise to 40-1,000" in texts(
            app, "#centre"
        )
        await typed("quit")

    play(app, script)


def test_the_clock_is_shown_on_the_status_bar_and_runs_out_as_in_line_mode(tmp_path: Path) -> None:
    # TDA 2024 Rule 29: a player put on the clock has 25 seconds and a 5-second countdown
    # (the profile's clock_seconds and clock_countdown).  The status bar names who is on it;
    # the screen's once-a-second tick plays `time` when it has run out, as the line mode does
    # before the next typed line, and the hand facing a bet is dead (a fold).
    from floorcli.table.clock import Clock

    app = table_app(tmp_path / "clock.yaml")

    async def script(app: TableApp, typed: Typist) -> None:
        await typed("3 raise 30")
        await typed("clock 1")  # Ann, the small blind, is to act facing Cy's 30
        assert "clock: Ann (seat 1)" in texts(app, "#status")
        clock = app.session.live.clock
        assert isinstance(clock, Clock)
        # 30 seconds past the start: as if the clock had run out unseen
        app.session.live = replace(app.session.live, clock=replace(clock, started=-1e9))
        app.tick()
        await typed.pilot.pause()
        assert steps(app)[-1] == "1 fold"  # `time` played: the hand is folded
        assert app.session.table.state.players[0].folded  # Ann faced 30: her hand is dead
        await typed("quit")

    play(app, script)
