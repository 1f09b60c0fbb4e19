"""`floorcli serve` in a real browser: Debian's chromium (/usr/bin/chromium, installed by
.ci/run), driven by Playwright through its executable_path, at phone size (390x844, touch):
it opens the served page, taps call, sees the ruling, and saves the screenshot the docs use
(`scripts/serve_screenshot.py` writes docs/img/serve-phone.png the same way).

Skipped, with the reason, only on a machine without /usr/bin/chromium (or Playwright); in CI
(``CI`` set, or ``FLOORCLI_REQUIRE_BROWSER=1``, which .ci/run sets) a missing browser fails.
"""

from __future__ import annotations

import importlib.util
import json
import os
import struct
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location(
    "serve_screenshot", ROOT / "scripts" / "serve_screenshot.py"
)
assert _spec is not None and _spec.loader is not None
shots = sys.modules.setdefault("serve_screenshot", importlib.util.module_from_spec(_spec))
if not hasattr(shots, "served"):
    _spec.loader.exec_module(shots)


def _missing() -> str | None:
    if not shots.CHROMIUM.exists():
        return f"{shots.CHROMIUM} is not installed (apt-get install chromium)"
    if importlib.util.find_spec("playwright") is None:
        return "Playwright is not installed (pip install -e '.[test]')"
    return None


def _required() -> bool:
    return bool(os.environ.get("CI")) or os.environ.get("FLOORCLI_REQUIRE_BROWSER") == "1"


@pytest.mark.slow
def test_a_phone_taps_call_and_sees_the_ruling(tmp_path: Path) -> None:
    missing = _missing()
    if missing is not None:
        if _required():
            pytest.fail(f"the browser test must run here: {missing}")
        pytest.skip(missing)
    shot = tmp_path / "serve-phone.png"
    seen = shots.take(shot, tmp_path)
    base = seen.url.rstrip("/")
    # the page and everything it loaded came from this server: nothing from the network
    assert seen.requests and all(url.startswith(base + "/") for url in seen.requests)
    assert any(url.endswith("/static/roboto-mono.ttf") for url in seen.requests)
    # 80 columns or more fit a 390-pixel phone (the page picks the font size)
    assert seen.size[0] >= 80
    # the ruling the README's table gives Cy's call: "Cy (seat 3) calls 10"
    assert shots.RULING in seen.shown
    # the tap (or, on a screen without buttons, the typed word) reached the session: one
    # line journaled, kept when the server stopped
    journal = tmp_path / "night.yaml.journal"
    lines = [json.loads(row) for row in journal.read_text().splitlines()[1:]]
    assert len(lines) == 1 and (seen.tapped or lines == ["call"])
    # the tapped button is touch-sized: 40 CSS pixels tall or more (four rows of the page's
    # 8-pixel font, about 10 pixels a row), and wider than tall
    assert seen.tapped
    width, height = seen.button
    assert height >= 40 and width >= height
    # a PNG of the phone's 390x844 CSS pixels
    head = shot.read_bytes()[:24]
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    assert struct.unpack(">II", head[16:24]) == (390, 844)
