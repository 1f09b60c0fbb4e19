"""`floorcli table --screen`: the full-screen table, played through Textual's headless Pilot at
80x24.  Every number comes from a worked example: the README's night (the line mode's own
answers to the same lines) and seed 001, Situation 6 (README's `floorcli ask situation-6`)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from screens import NIGHT, Typist, play, table_app
from typer.testing import CliRunner

from floorcli.answers.hand import ruling_dict
from floorcli.cli.app import build_app
from floorcli.cli.live.start import Start, start
from floorcli.cli.screen import open_screen
from floorcli.cli.screen.app import TableApp
from floorcli.table.journal import SUFFIX

EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def night(save: Path | None = None, resume: Path | None = None) -> TableApp:
    """The README's table on the screen, saving to `save` (or taken up from `resume`)."""
    return table_app(save, resume)


def seats(app: TableApp) -> str:
    return str(app.query_one("#seats").render())


def centre(app: TableApp) -> str:
    return str(app.query_one("#centre").render())


def test_the_cli_app_does_not_import_textual() -> None:
    # every other command starts as fast as before: textual only with --screen
    code = "import sys, floorcli.cli.app; print('textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_night_by_keys_map_centre_log_hint_undo_and_save(tmp_path: Path) -> None:
    save = tmp_path / "night.yaml"
    app = night(save)

    async def script(app: TableApp, typed: Typist) -> None:
        # blinds 5 and 10 posted; Cy (button, 400) to act: call 10, raise 20-400 (README)
        assert "> 3  Cy        D         400" in seats(app)
        assert "main 15: seats 1 2 3" in centre(app)  # 5 + 10
        await typed("a")
        # Cy all-in to 400 (raise of 390); Ann to call 400 - 5 = 395, min raise 400 + 390
        # = 790, max her 1,000 (README: 'call 395 · raise 790-1,000')
        assert "  3  Cy        D           0    400  all-in" in seats(app)
        assert "> 1  Ann       SB        995      5  to act" in seats(app)
        assert "to call 395" in centre(app) and "raise to 790-1,000" in centre(app)
        assert "main 415: seats 1 2 3" in centre(app)  # 400 + 5 + 10
        await typed("fodl")  # refused: the hint, nothing changed (README)
        assert "did you mean 'fold'?" in app.entries[-1].summary
        assert "to call 395" in centre(app)
        await typed("f")
        assert "folded" in seats(app) and "Bob (seat 2) to act" in centre(app)
        assert "to call 390" in centre(app)  # 400 - 10
        await typed("undo")
        assert "> 1  Ann" in seats(app) and "to call 395" in centre(app)
        await typed("f")
        await typed("c")
        # Bob calls 390: 400 + 400 + 5 = 805 (README: 'showdown | pot 805')
        assert "showdown" in centre(app) and "main 805: seats 2 3" in centre(app)
        summaries = [e.summary for e in app.entries]
        assert [s.split()[0] for s in summaries] == ["(start)", "a", "fodl", "f", "undo", "f", "c"]
        assert "ok  Bob (seat 2) calls 390" in summaries[-1]
        detail = app.entries[-1].detail  # the full explanation and its rule
        assert detail.startswith("ok: Bob (seat 2) calls 400, adding 390")
        # the rule it rests on, on a line of its own: tda-nlhe's own, TDA 2024 Rule 50-A (act in turn)
        assert "TDA 2024 Rule 50-A" in detail.splitlines()[1]
        status = str(app.query_one("#status").render())
        assert status.startswith("hand 1 · tda-nlhe 5/10 · ^q saves and quits to …")
        assert status.endswith("/night.yaml") and len(status) <= 78
        await typed("quit")

    play(app, script)
    assert app.code == 0 and save.exists()
    assert not Path(str(save) + SUFFIX).exists()  # saved: its journal is no longer needed
    assert "saved 3 lines to" in app.farewell()  # a, f, c (line mode counts the same)
    out = CliRunner().invoke(build_app(), ["replay", str(save), "--json"])
    rulings = json.loads(out.stdout)["rulings"]
    played = [ruling_dict(r) for r in app.session.table.rulings]
    assert [(r["input"], r["verdict"]) for r in rulings] == [
        (r["input"], r["verdict"]) for r in played
    ]
    assert rulings == played


def test_situation_6_on_the_map_and_in_the_centre(tmp_path: Path) -> None:
    # Seed 001 Situation 6: 4 raises to 20, 5 all-in 26, 6 all-in 31, 8 calls 31.
    path = EXAMPLES / "situation-6.yaml"
    request = Start(
        hand_yaml=path.read_text(encoding="utf-8"),
        file=str(path),
        base=str(path.parent),
        save=tmp_path / "s6.yaml",
        force=False,
        resume=None,
        as_json=False,
    )
    session, outcome, _ = start(request)
    app = open_screen(session, outcome)

    async def script(app: TableApp, typed: Typist) -> None:
        shown = centre(app)
        # main: 5 + 10 + 20 + 26 + 26 + 26 = 113 (4, 5, 6, 8); side: 31 - 26 twice = 10
        assert "main 113: seats 4 5 6 8" in shown and "side 10: seats 4 6 8" in shown
        # seat 4 calls 31 - 20 = 11; raise to 41 (31 + the full raise of 10) up to 1,000
        assert "to call 11" in shown and "raise to 41-1,000" in shown
        rows = seats(app)
        assert "> 4  Seat 4              980     20  to act" in rows
        assert "  5  Seat 5                0     26  all-in" in rows
        app.save_screenshot("s6.svg", path=str(tmp_path))

    play(app, script)
    svg = (tmp_path / "s6.svg").read_text(encoding="utf-8")
    assert "Seat&#160;4" in svg or "Seat 4" in svg


def test_a_screenshot_names_the_players(tmp_path: Path) -> None:
    app = night(tmp_path / "n.yaml")

    async def script(app: TableApp, typed: Typist) -> None:
        await typed("r 400")
        app.save_screenshot("night.svg", path=str(tmp_path))
        await typed("quit")  # saved: the journal is closed and removed

    play(app, script)
    svg = (tmp_path / "night.svg").read_text(encoding="utf-8")
    assert all(name in svg for name in ("Ann", "Bob", "Cy"))


KILLED = """
import asyncio, os, sys
sys.path.insert(0, {tests!r})
from test_table_screen import night, play
from pathlib import Path

app = night(Path({save!r}))

async def script(app, typed):
    await typed("a")
    await typed("f")
    os._exit(9)  # killed mid-session: no quit, no save, no clean-up

play(app, script)
"""


def test_a_killed_screen_resumes_from_its_journal(tmp_path: Path) -> None:
    save = tmp_path / "night.yaml"
    code = KILLED.format(tests=str(Path(__file__).parent), save=str(save))
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert run.returncode == 9, run.stderr
    journal = Path(str(save) + SUFFIX)
    assert not save.exists() and journal.exists()
    again = night(resume=journal)  # every journaled line typed again, as line mode does
    # Cy all-in to 400, Ann folds: Bob to call 400 - 10 = 390
    assert "to call 390" in centre_of(again)
    assert [s.text for s in again.session.table.steps] == [
        "3 allin",
        "1 fold",
    ]  # as typed, seats filled in
    assert again.session.journal is not None
    again.session.leave(interrupted=False)  # saves to --save, removes the journal
    assert save.exists() and not journal.exists()


def centre_of(app: TableApp) -> tuple[str, ...]:
    from floorcli.cli.screen.view import centre_lines, look

    return centre_lines(look(app.session.live, app.session.report()))


def test_screen_and_json_are_refused_together() -> None:
    out = CliRunner().invoke(build_app(), ["table", "--screen", "--json", "--blinds", "5,10"])
    assert out.exit_code == 2
    assert "--screen draws the table; --json writes lines" in out.output


def test_no_color_keeps_the_player_to_act_marked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")  # Textual turns the screen monochrome
    app = night(tmp_path / "n.yaml")
    assert app.no_color

    async def script(app: TableApp, typed: Typist) -> None:
        assert "> 3  Cy" in seats(app)  # the player to act: a marker, not only a colour

    play(app, script)


def test_the_screen_in_a_real_terminal_saves_on_ctrl_q(tmp_path: Path) -> None:
    import pexpect

    floorcli = str(Path(sys.executable).parent / "floorcli")
    args = ["table", "--screen", "--blinds", "5,10", "--seats", NIGHT, "--save", "real.yaml"]
    child = pexpect.spawn(
        floorcli, args, dimensions=(24, 80), encoding="utf-8", timeout=60, cwd=str(tmp_path)
    )
    child.expect("to call 10")  # Cy to act: the big blind of 10
    child.send("a\r")
    child.expect("to call 395")  # 400 - Ann's 5
    child.send("\x11")  # Ctrl+Q: save and leave
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "saved 1 line to real.yaml" in child.before
    out = CliRunner().invoke(build_app(), ["replay", str(tmp_path / "real.yaml")])
    assert "3 allin" in out.stdout and "raises to 400" in out.stdout


def test_the_buttons_play_the_lines_the_dealer_would_type(tmp_path: Path) -> None:
    save = tmp_path / "buttons.yaml"
    app = night(save)

    async def script(app: TableApp, typed: Typist) -> None:
        # Cy (seat 3) to act facing the big blind of 10: min raise to 20 (10 + a raise of 10,
        # TDA 2024 Rule 40-B)
        await typed.click("#act-min")
        assert [s.text for s in app.session.table.steps] == ["3 raise 20"]
        # Ann (SB, 5 in) calls 20 - 5 = 15 by F4
        await typed.press("f4")
        assert app.session.table.steps[-1].text == "1 call"
        assert "to call 10" in centre(app)  # Bob: 20 - his 10
        await typed.click("#act-undo")
        assert [s.text for s in app.session.table.steps] == ["3 raise 20"]
        await typed.click("#act-call")
        assert "Bob (seat 2) to act" in centre(app) and "to call 10" in centre(app)
        await typed("quit")

    play(app, script)
    assert app.code == 0
    saved = save.read_text(encoding="utf-8")
    assert "3 raise 20" in saved and "1 call" in saved
