"""Write docs/images/screen.svg: the full-screen table as Textual draws it (its own SVG
screenshot), for the README's front page and docs/screen.md.

    python scripts/screen_shot.py            # write docs/images/screen.svg

The table: six players at blinds 5/10 (Dan on the button, Eve and Fay the blinds), at 120x40:
Ann raises to 30, Bob goes all-in for 300, Cy all-in for 1,200, Dan calls all-in for 800; Eve
to act, a main pot and a side pot on the table.  The lines are played through
Textual's headless Pilot exactly as a dealer types them; the session's journal and save go to
a temporary folder.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "images" / "screen.svg"
SEATS = "1:Ann:1000,2:Bob:300,3:Cy:1200,4:Dan:800,5:Eve:1000,6:Fay:650"
LINES = ("r 30", "a", "a", "c")


def main() -> None:
    from floorcli.cli.live.start import Start, start
    from floorcli.cli.screen import open_screen
    from floorcli.table.hand import hand_from_flags, hand_yaml

    data = hand_from_flags(
        rules="tda-nlhe",
        blinds="5,10",
        ante=None,
        button=4,
        stacks=None,
        seats=SEATS,
        settings=[],
        upcards=None,
    )
    with tempfile.TemporaryDirectory() as folder:
        os.chdir(folder)  # the status bar names the save as given: night.yaml
        request = Start(
            hand_yaml=hand_yaml(data),
            file="the command line",
            base=None,
            save=Path("night.yaml"),
            force=False,
            resume=None,
            as_json=False,
        )
        session, outcome, resumed = start(request)
        app = open_screen(session, outcome, resumed=resumed)

        async def shoot() -> None:
            async with app.run_test(size=(120, 40)) as pilot:
                for line in LINES:
                    keys = ["space" if ch == " " else ch for ch in line]
                    await pilot.press(*keys, "enter")
                    await pilot.pause()
                PAGE.parent.mkdir(exist_ok=True)
                app.save_screenshot(PAGE.name, path=str(PAGE.parent))
                app.action_leave()

        asyncio.run(shoot())
    print(f"wrote {PAGE.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
