"""The table on a phone at the podium: `floorcli serve` opened in a real browser (Debian's
chromium, driven by Playwright through its executable_path) at phone size, 390x844; the
call button tapped; the ruling seen; a screenshot taken.

`python scripts/serve_screenshot.py` writes docs/img/serve-phone.png, which docs/serve.md
shows; tests/test_serve_browser.py runs the same steps in a temporary folder.  Playwright's
own browser builds are never installed or fetched: the browser is /usr/bin/chromium, with a
fresh profile folder, no background networking and no sandbox (CI runs as root).

The button is found where the screen draws it: the same table opened by Textual's headless
Pilot at the size the page reported, laid out as in a browser, `#act-call`'s cells turned
into the page's pixels (its box is `Seen.button`).  A
screen without action buttons gets the word typed instead (``call`` and Enter).
"""

from __future__ import annotations

import asyncio
import json
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SHOT = ROOT / "docs" / "img" / "serve-phone.png"
CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"width": 390, "height": 844}
# The README's table: blinds 5/10, Ann (seat 1), Bob (seat 2), Cy (seat 3) on the button.
NIGHT = ["--blinds", "5,10", "--seats", "1:Ann:1000,2:Bob:1000,3:Cy:400"]
# Cy acts first preflop (three-handed, the button is left of the big blind) and calls the
# big blind: 10 (README, `c` after the opening lines).
RULING = b"Cy (seat 3) calls 10"
WAIT = 90.0  # seconds for the table to answer: generous, CI's two cores are shared


@dataclass
class Seen:
    """What the browser did and saw."""

    url: str
    tapped: bool = False
    requests: list[str] = field(default_factory=list)
    shown: bytearray = field(default_factory=bytearray)  # every byte the terminal was sent
    size: tuple[int, int] = (80, 24)  # the terminal's columns and rows, as the page sent them
    button: tuple[float, float] = (0.0, 0.0)  # the call button's width and height in CSS pixels


@contextmanager
def served(folder: Path, *extra: str) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    """`floorcli serve` of the README's table in `folder` on a free port: its address and
    process; stopped with Ctrl+C (SIGINT) at the end.  What it prints goes to
    `folder`/serve.log (its first line is the address)."""
    argv = [sys.executable, "-m", "floorcli", "serve", *NIGHT, "--save", "night.yaml"]
    log = folder / "serve.log"
    with log.open("wb") as out:
        process = subprocess.Popen(
            [*argv, "--port", "0", *extra], cwd=folder, stdout=out, stderr=subprocess.STDOUT
        )
    try:
        deadline = time.monotonic() + WAIT
        while "http://" not in (first := log.read_text().partition("\n")[0]):
            if process.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"floorcli serve did not start:\n{log.read_text()}")
            time.sleep(0.1)
        yield "http://" + first.split("http://", 1)[1].split()[0], process
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def call_cell(size: tuple[int, int], folder: Path) -> tuple[float, float, int, int] | None:
    """The middle of the `#act-call` button, in cells, and its width and height in cells, on
    the README's table at `size` (columns, rows); None when the screen has no such button."""
    from floorcli.cli.live.greeting import greet
    from floorcli.cli.live.start import Start, start
    from floorcli.cli.screen.app import TableApp
    from floorcli.table.hand import hand_from_flags, hand_yaml

    data = hand_from_flags(
        rules="tda-nlhe",
        blinds="5,10",
        ante=None,
        button=None,
        stacks=None,
        seats=NIGHT[3],
        settings=[],
        upcards=None,
    )
    request = Start(
        hand_yaml=hand_yaml(data),
        file="the command line",
        base=None,
        save=folder / "replica.yaml",  # nothing is typed: no journal, nothing saved
        force=False,
        resume=None,
        as_json=False,
    )
    session, outcome, _ = start(request)

    class Served(TableApp):
        """The table laid out as in the browser (its touch-sized buttons)."""

        @property
        def is_web(self) -> bool:
            return True

    app = Served(session)
    greet(session, outcome)

    async def where() -> tuple[float, float, int, int] | None:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            found = app.query("#act-call")
            if not found:
                return None
            region = found.first().region
            middle = region.x + region.width / 2, region.y + region.height / 2
            return (*middle, region.width, region.height)

    with ThreadPoolExecutor(1) as thread:  # Playwright's own event loop runs in this one
        return thread.submit(asyncio.run, where()).result()


def tap_call(url: str, shot: Path, scratch: Path) -> Seen:
    """Open `url` at phone size, tap call (or type it), wait for the ruling, screenshot;
    the browser's profile and the Pilot's table are made in `scratch`."""
    from playwright.sync_api import sync_playwright

    seen = Seen(url=url)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch_persistent_context(
            str(scratch / "chromium-profile"),
            executable_path=str(CHROMIUM),
            headless=True,
            args=ARGS,
            viewport=PHONE,
            screen=PHONE,
            device_scale_factor=1,
            is_mobile=True,
            has_touch=True,
        )
        try:
            page = browser.new_page()
            page.on("request", lambda request: seen.requests.append(request.url))
            page.on("websocket", lambda socket: _watch(socket, seen))
            page.goto(url)
            _until(page, lambda: b"Ann" in seen.shown, "the table's first screen")
            page.wait_for_timeout(500)  # drawn, and the input line has the focus
            cell = call_cell(seen.size, scratch)
            if cell is not None:
                box = page.locator(".xterm-screen").bounding_box()
                assert box is not None
                cols, rows = seen.size
                x = box["x"] + cell[0] * box["width"] / cols
                y = box["y"] + cell[1] * box["height"] / rows
                seen.button = (cell[2] * box["width"] / cols, cell[3] * box["height"] / rows)
                page.touchscreen.tap(x, y)
                seen.tapped = True
            else:
                page.locator("textarea.xterm-helper-textarea").focus()
                page.keyboard.type("call")
                page.keyboard.press("Enter")
            _until(page, lambda: RULING in seen.shown, "the ruling on the call")
            page.wait_for_timeout(800)  # the ruling drawn on the page
            shot.parent.mkdir(parents=True, exist_ok=True)
            page.screenshot(path=str(shot))
        finally:
            browser.close()
    return seen


def _watch(socket: Any, seen: Seen) -> None:
    def received(payload: str | bytes) -> None:
        if isinstance(payload, bytes):
            seen.shown.extend(payload)

    def sent(payload: str | bytes) -> None:
        message = json.loads(payload) if isinstance(payload, str) else None
        if isinstance(message, list) and message and message[0] == "resize":
            seen.size = (int(message[1]["width"]), int(message[1]["height"]))

    socket.on("framereceived", received)
    socket.on("framesent", sent)


def _until(page: Any, done: Any, what: str) -> None:
    deadline = time.monotonic() + WAIT
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError(f"the page never showed {what} within {WAIT:.0f} s")
        page.wait_for_timeout(100)


def take(shot: Path, folder: Path) -> Seen:
    """Serve the README's table from `folder`, tap call at phone size, save `shot`."""
    with served(folder) as (url, _):
        return tap_call(url, shot, folder)


def main() -> int:
    with tempfile.TemporaryDirectory() as scratch:
        seen = take(SHOT, Path(scratch))
    how = "tapped" if seen.tapped else "typed"
    print(f"{how} call at {seen.size[0]}x{seen.size[1]}; wrote {SHOT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
