"""benchmarks/million.py runs on a tiny input: it writes its `.phhs` files from a folder of
`.phh` hands, audits them as a user does, and reads back the number of hands (no time is
asserted: the numbers belong to the machine)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

REPO = Path(__file__).resolve().parents[1]
VARIANTS = REPO / "tests" / "data" / "phh-variants"


def _million() -> ModuleType:
    """benchmarks/million.py as a module (benchmarks/ is not a package)."""
    spec = importlib.util.spec_from_file_location("million", REPO / "benchmarks" / "million.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["million"] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc (Linux)")
def test_million_writes_numbered_hands_and_audits_them(tmp_path: Path) -> None:
    million = _million()
    hands = million.corpus_hands(VARIANTS)
    # 7 hands as 1 file and as 3 parts of 3, 3 and 1 (7 / 3 rounded up is 3)
    paths = million.write_files(tmp_path, hands, 7, 3)
    assert [p.name for p in paths] == ["big.phhs", "part-01.phhs", "part-02.phhs", "part-03.phhs"]
    big = paths[0].read_text(encoding="utf-8")
    assert big.startswith("[1]\n") and "\n[7]\n" in big and "\n[8]\n" not in big
    assert "".join(p.read_text(encoding="utf-8") for p in paths[1:]) == big
    row = million.run("smoke", [str(paths[0])])
    assert (row.hands, row.code) == (7, 0)  # the audit's JSON read back: every hand clean
    assert row.main_mb > 0  # its peak memory was polled


def test_million_main_prints_a_row_a_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    million = _million()
    million.main(
        ["--hands", "12", "--parts", "2", "--folder", str(tmp_path), "--corpus", str(VARIANTS)]
    )
    out = capsys.readouterr().out
    # the one file as a user names it, then with --jobs 1 and --jobs 2, then the 2 parts with
    # --jobs 1 and --jobs 2: every row audits all 12 hands (the 9 variant hands, then the
    # first 3 again) and exits 0
    rows = [line for line in out.splitlines() if "hands/s" in line]
    assert len(rows) == 5
    assert all(" 12 hands " in line and line.endswith("exit 0") for line in rows)
    # (whether the 0.1 s poll sees --jobs 2's workers of a 12-hand run is timing: not asserted)
    assert list(tmp_path.iterdir()) == []  # the temporary folder is gone
