"""The two faces of one session: a bare `floorcli table` at a terminal opens the full screen,
`--lines` (or `FLOORCLI_TABLE=lines`, or a pipe) the lines; both drive the same session,
write the same journal and save the same file, so a screen killed with -9 is taken up by the
lines and `replay` of what they save agrees with what the screen ruled.  Colour is never the
only mark: NO_COLOR and the okabe-ito palette.

The table: the README's (blinds 5/10; Ann 1,000, Bob 1,000, Cy 400 on the button).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pexpect
import pytest
from rich.text import Text
from screens import NIGHT, Typist, play, table_app, texts
from textual.widgets import Static

from floorcli.cli.screen.app import TableApp
from floorcli.cli.screen.palette import PALETTES
from floorcli.table.journal import SUFFIX
from tests.inproc import run_table as run

FLAGS = ["--blinds", "5,10", "--seats", NIGHT]
EXAMPLES = Path(__file__).resolve().parents[1] / "examples"


def at_a_terminal(*args: str, cwd: Path, env: dict[str, str]) -> pexpect.spawn:
    """`floorcli table ARGS` in an 80x24 pseudo-terminal, with `env` as its whole setting."""
    floorcli = str(Path(sys.executable).parent / "floorcli")
    return pexpect.spawn(
        floorcli, ["table", *args], dimensions=(24, 80), encoding="utf-8", timeout=60,
        cwd=str(cwd), env=env,
    )  # fmt: skip


def terminal_env() -> dict[str, str]:
    """The environment of a dealer's terminal: no FLOORCLI_TABLE, a TERM that draws."""
    env = {k: v for k, v in os.environ.items() if k != "FLOORCLI_TABLE"}
    return {**env, "TERM": "xterm-256color"}


@pytest.mark.slow
def test_a_bare_table_at_a_terminal_opens_the_screen_and_lines_keeps_the_lines(
    tmp_path: Path,
) -> None:
    screen = at_a_terminal(*FLAGS, "--save", "s.yaml", cwd=tmp_path, env=terminal_env())
    screen.expect("call F4")  # the action buttons: the full screen, not a prompt
    screen.expect("to call 10")  # Cy facing the big blind
    screen.send("\x11")  # Ctrl+Q: save (nothing typed) and leave
    screen.expect(pexpect.EOF)
    screen.close()
    assert "table> " not in (screen.before or "")
    lines = at_a_terminal(*FLAGS, "--lines", cwd=tmp_path, env=terminal_env())
    lines.expect("table> ")  # the line mode's prompt
    lines.sendline("q")  # nothing typed: nothing to save
    lines.expect(pexpect.EOF)
    lines.close()
    assert lines.exitstatus == 0


def test_other_commands_do_not_import_textual() -> None:
    # `floorcli ask` starts as fast as before: textual only when the screen opens
    code = (
        "import sys\n"
        "from floorcli.cli.app import main\n"
        f"sys.argv = ['floorcli', 'ask', {str(EXAMPLES / 'situation-6.yaml')!r}]\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print('textual' in sys.modules, file=sys.stderr)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stderr.strip().splitlines()[-1] == "False", out.stderr
    assert "to call      11" in out.stdout  # Situation 6: seat 4 calls 31 - 20 = 11


def test_piped_input_keeps_the_lines_byte_for_byte(tmp_path: Path) -> None:
    # FLOORCLI_TABLE is unset: a pipe alone decides (Cy all-in to 400; README)
    env = {k: v for k, v in os.environ.items() if k != "FLOORCLI_TABLE"}
    out = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *FLAGS, "--save", "p.yaml"],
        input="a\n", cwd=tmp_path, capture_output=True, text=True, env=env,
    )  # fmt: skip
    lined = run(*FLAGS, "--lines", "--save", "q.yaml", cwd=tmp_path, stdin="a\n")
    assert out.returncode == lined.returncode == 0
    assert out.stdout.replace("p.yaml", "q.yaml") == lined.stdout
    assert "table> a\nok  Cy (seat 3) raises to 400, all-in" in out.stdout


KILLED = """
import asyncio, os, sys
sys.path.insert(0, {tests!r})
from pathlib import Path
from screens import play, table_app

async def script(app, typed):
    await typed.press("f8")  # Cy all-in to 400
    await typed.click("#act-fold")  # Ann folds
    os.kill(os.getpid(), 9)  # kill -9: no quit, no save, no clean-up

play(table_app(Path({save!r})), script)
"""


def test_a_screen_killed_with_9_is_taken_up_by_the_lines_and_replay_agrees(
    tmp_path: Path,
) -> None:
    save = tmp_path / "night.yaml"
    code = KILLED.format(tests=str(Path(__file__).parent), save=str(save))
    killed = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    journal = Path(str(save) + SUFFIX)
    assert journal.exists() and not save.exists()
    # the lines take it up: every journaled line typed again, then Bob calls 400 - 10 = 390
    lines = run("--resume", str(journal), "--lines", cwd=tmp_path, stdin="c\n")
    assert lines.returncode == 0, lines.stderr
    assert "ok  Bob (seat 2) calls 390" in lines.stdout
    assert save.exists() and not journal.exists()
    replayed = run_replay(save, tmp_path)
    assert [r["input"] for r in replayed] == ["3 allin", "1 fold", "2 call"]
    # the same lines on the screen give the same rulings
    app = table_app(tmp_path / "again.yaml")

    async def script(app: TableApp, typed: Typist) -> None:
        for line in ("3 allin", "1 fold", "2 call"):
            await typed(line)
        await typed("quit")

    play(app, script)
    assert run_replay(tmp_path / "again.yaml", tmp_path) == replayed


def run_replay(save: Path, cwd: Path) -> list[dict[str, object]]:
    out = subprocess.run(
        [sys.executable, "-m", "floorcli", "replay", str(save), "--json"],
        cwd=cwd, capture_output=True, text=True, check=True,
    )  # fmt: skip
    rulings: list[dict[str, object]] = json.loads(out.stdout)["rulings"]
    return rulings


def test_the_okabe_ito_palette_marks_the_player_to_act_in_words_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("FLOORCLI_PALETTE", "okabe-ito")
    app = table_app(tmp_path / "n.yaml")
    assert app.colours is PALETTES["okabe-ito"]

    async def script(app: TableApp, typed: Typist) -> None:
        shown = app.query_one("#seats", Static).content
        assert isinstance(shown, Text)
        # the row of the player to act: '>' in the text, and Okabe-Ito orange behind it
        spans = [s for s in shown.spans if "E69F00" in str(s.style).upper()]
        assert len(spans) == 1
        row = str(shown)[spans[0].start : spans[0].end]
        assert row.startswith("> 3  Cy")

    play(app, script)


def test_an_unknown_palette_is_one_line_and_exit_2(tmp_path: Path) -> None:
    env = {**os.environ, "FLOORCLI_PALETTE": "rainbow"}
    out = subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *FLAGS, "--screen"],
        cwd=tmp_path, capture_output=True, text=True, env=env, stdin=subprocess.DEVNULL,
    )  # fmt: skip
    assert out.returncode == 2
    assert out.stderr.strip() == "error: FLOORCLI_PALETTE='rainbow': write classic or okabe-ito"


def test_screen_and_lines_are_refused_together(tmp_path: Path) -> None:
    out = run(*FLAGS, "--screen", "--lines", cwd=tmp_path)
    assert out.returncode == 2
    assert "--screen draws the table; --lines writes lines: give one of them" in out.stderr


def test_no_color_marks_every_seat_in_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = table_app(tmp_path / "n.yaml")

    async def script(app: TableApp, typed: Typist) -> None:
        await typed("a")  # Cy all-in to 400
        await typed("f")  # Ann folds
        seats = texts(app, "#seats")
        assert "  3  Cy        D           0    400  all-in" in seats
        assert "  1  Ann       SB        995      5  folded" in seats
        assert "> 2  Bob       BB        990     10  to act" in seats

    play(app, script)


@pytest.mark.parametrize(
    ("web", "size", "rows"),
    [
        # a phone (390x844 CSS pixels at the page's 8-pixel font: 97 columns, 84 rows):
        # four rows a button, about 40 CSS pixels, four buttons to a row
        (True, (97, 84), 4),
        (True, (120, 40), 4),  # a tablet on its side at 16 pixels: the ring map too
        (True, (80, 24), 1),  # a short page keeps the terminal's one row of buttons
        (False, (97, 84), 1),  # so does a tall terminal
        (False, (80, 24), 1),
        (False, (120, 40), 1),
    ],
)
def test_buttons_are_touch_sized_in_a_browser_with_the_rows_for_it(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    web: bool,
    size: tuple[int, int],
    rows: int,
) -> None:
    monkeypatch.setattr(TableApp, "is_web", property(lambda self: web))
    app = table_app(tmp_path / "n.yaml")

    async def script(app: TableApp, typed: Typist) -> None:
        boxes = [button.region for button in app.query("#actions Button")]
        assert len(boxes) == 8 and all(box.height == rows for box in boxes)
        # every button on the screen, above the input line and the status bar
        assert all(box.bottom <= size[1] - 2 and box.right <= size[0] for box in boxes)
        assert len({box.y for box in boxes}) == (2 if rows > 1 else 1)
        await typed.click("#act-call")  # a tap on the button plays it: Cy calls the 10
        assert [s.text for s in app.session.table.steps] == ["3 call"]

    play(app, script, size)
