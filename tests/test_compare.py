"""`floorcli compare`: where two profiles rule differently on the same hand."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from floorcli.answers.compare import compare
from floorcli.cli.app import build_app


def test_verbal_vs_chips_differs_between_tda_and_cash() -> None:
    report = compare(Path("disputes-verbal"), ["tda-nlhe", "cash-nlhe"])
    assert not report["same"]
    [row] = report["rulings"]
    assert row["index"] == 2
    assert row["by_profile"]["tda-nlhe"]["action"] == "call"
    assert row["by_profile"]["cash-nlhe"]["to"] == 100
    assert report["final"]["to_call"] == {"tda-nlhe": 25, "cash-nlhe": 100}


def test_same_rulings_exit_zero() -> None:
    result = CliRunner().invoke(
        build_app(), ["compare", "situation-4", "--rules", "tda-nlhe", "--rules", "tda-plo"]
    )
    assert result.exit_code in (0, 1)
    same = CliRunner().invoke(
        build_app(),
        ["compare", "disputes-chips", "--rules", "tda-nlhe", "--rules", "tda-nlhe", "--json"],
    )
    assert same.exit_code == 0
    assert json.loads(same.stdout)["same"] is True


def test_one_profile_is_refused() -> None:
    result = CliRunner().invoke(build_app(), ["compare", "disputes-chips", "--rules", "tda-nlhe"])
    assert result.exit_code == 2
