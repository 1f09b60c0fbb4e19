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

EXAMPLES = readme_examples.examples(ROOT / "README.md")


def test_the_readme_is_a_front_page() -> None:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").count("\n")
    assert lines <= 250, f"README.md has {lines} lines: move the detail to docs/"


def test_the_readme_shows_each_main_use() -> None:
    commands = {body.split()[2] for _, body in EXAMPLES}
    assert {"ask", "replay", "potmax", "audit"} <= commands


@pytest.mark.parametrize(("test_id", "body"), EXAMPLES, ids=[i for i, _ in EXAMPLES])
def test_readme_example_output_is_what_the_command_prints(test_id: str, body: str) -> None:
    assert readme_examples.refreshed(body) == body, (
        f"{test_id} is stale: run python scripts/readme_examples.py --write"
    )
