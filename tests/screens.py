"""The full-screen table for the tests: a table started from flags as `floorcli table` starts
it, and Textual's headless Pilot to type, press and click on it."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path

from textual.pilot import Pilot

from floorcli.cli.live.start import Start, start
from floorcli.cli.screen import open_screen
from floorcli.cli.screen.app import TableApp
from floorcli.table.hand import hand_from_flags, hand_yaml

NIGHT = "1:Ann:1000,2:Bob:1000,3:Cy:400"  # the README's table: blinds 5/10, Cy on the button


def table_app(
    save: Path | None = None,
    resume: Path | None = None,
    *,
    rules: str = "tda-nlhe",
    blinds: str | None = "5,10",
    seats: str | None = NIGHT,
    stacks: str | None = None,
    settings: tuple[str, ...] = (),
    upcards: str | None = None,
) -> TableApp:
    """A table started from flags on the screen, saving to `save` (or taken up from the
    journal `resume`)."""
    data = hand_from_flags(
        rules=rules,
        blinds=blinds,
        ante=None,
        button=None,
        stacks=stacks,
        seats=seats,
        settings=list(settings),
        upcards=upcards,
    )
    request = Start(
        hand_yaml="{}" if resume else hand_yaml(data),
        file=str(resume) if resume else "the command line",
        base=None,
        save=save,
        force=False,
        resume=resume,
        as_json=False,
    )
    session, outcome, resumed = start(request)
    return open_screen(session, outcome, resumed=resumed)


class Typist:
    """Types a line on the screen (each key pressed, then enter); presses a key; clicks."""

    def __init__(self, pilot: Pilot[int]) -> None:
        self.pilot = pilot

    async def __call__(self, line: str) -> None:
        keys = ["space" if ch == " " else ch for ch in line]
        await self.pilot.press(*keys, "enter")
        await self.pilot.pause()

    async def click(self, selector: str) -> None:
        await self.pilot.click(selector)
        # A button ignores a second tap for 0.2 s (Textual's press effect: an accidental
        # double tap is one action); a dealer's next tap comes later than that.
        await self.pilot.pause(0.3)

    async def press(self, *keys: str) -> None:
        await self.pilot.press(*keys)
        await self.pilot.pause()


Play = Callable[[TableApp, Typist], Awaitable[None]]


def play(app: TableApp, script: Play, size: tuple[int, int] = (80, 24)) -> None:
    """Run `script` on the app at `size` (80x24 unless given)."""

    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await script(app, Typist(pilot))

    asyncio.run(main())


def texts(app: TableApp, selector: str) -> str:
    """The words a widget shows (`#seats`, `#centre`, `#ring`, `#status`)."""
    return str(app.query_one(selector).render())
