"""The README's examples are real: every ```console block is run and its output compared."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location(
    "readme_examples", ROOT / "scripts" / "readme_examples.py"
)
assert spec is not None and spec.loader is not None
readme_examples = importlib.util.module_from_spec(spec)
spec.loader.exec_module(readme_examples)

BLOCKS = readme_examples.blocks((ROOT / "README.md").read_text(encoding="utf-8"))


def test_the_readme_has_examples() -> None:
    commands = {cmd.split()[1] for cmd, _ in BLOCKS}
    assert {"ask", "replay", "rules"} <= commands


@pytest.mark.parametrize(("command", "shown"), BLOCKS, ids=[cmd for cmd, _ in BLOCKS])
def test_readme_example_output_is_what_the_command_prints(command: str, shown: str) -> None:
    assert readme_examples.run(command) == shown, (
        f"README output of '{command}' is stale: run python scripts/readme_examples.py --write"
    )
