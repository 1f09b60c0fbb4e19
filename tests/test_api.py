"""The public library API (`import floorcli`): the names a program needs, answering exactly as
the command line does."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import asdict
from pathlib import Path

import pytest

import floorcli
from floorcli.cli.app import main

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples").glob("*.yaml"))
PHH = sorted((ROOT / "tests" / "data" / "phh").glob("*.phh*"))


def test_every_exported_name_is_there_and_documented() -> None:
    for name in floorcli.__all__:
        value = getattr(floorcli, name)
        assert value.__doc__, name
    assert set(dir(floorcli)) >= set(floorcli.__all__)


def test_importing_floorcli_loads_no_engine() -> None:
    """The API is loaded on first use: `import floorcli` (and so the command line's start-up)
    does not pay for the engine."""
    probe = (
        "import sys, floorcli; print(sorted(m for m in sys.modules if m.startswith('floorcli')))"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert json.loads(done.stdout.replace("'", '"')) == ["floorcli", "floorcli.errors"]


@pytest.mark.parametrize("path", EXAMPLES, ids=[p.stem for p in EXAMPLES])
def test_ask_is_what_ask_json_prints(
    path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "argv", ["floorcli", "ask", str(path), "--json"])
    with pytest.raises(SystemExit):
        main()
    printed = json.loads(capsys.readouterr().out)
    assert floorcli.ask(floorcli.load_hand(path)) == printed


@pytest.mark.parametrize("path", EXAMPLES[:8] + PHH, ids=[p.name for p in EXAMPLES[:8] + PHH])
def test_audit_of_bytes_is_the_audit_of_the_file(path: Path) -> None:
    from_disk = floorcli.audit_file(path)
    from_bytes = floorcli.audit_file(str(path), data=path.read_bytes())
    assert asdict(from_bytes) == asdict(from_disk)


def test_audit_of_bytes_that_are_not_text_skips_the_file() -> None:
    result = floorcli.audit_file("hand.phh", data=b"\xff\xfe")
    assert result.hands == 0
    assert [s["kind"] for s in result.skipped] == ["unreadable"]


def test_a_bad_hand_is_a_floor_error_naming_the_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("rules: tda-nlhe\nbutton: 1\nseats: {1: 100, 2: 100}\nactions: [1 raize 5]\n")
    with pytest.raises(floorcli.FloorError) as caught:
        floorcli.load_hand(bad)
    assert caught.value.file == str(bad)
    assert caught.value.line == 4
