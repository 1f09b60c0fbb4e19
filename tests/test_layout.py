"""The package layout: data flows one way through the subpackages, no import circles, short modules.

The layers (a package may import only the packages listed for it) are the table in
docs/design.md; this test is what keeps that table true.  Imports inside functions count too: a
lazy import hides a circle, it does not remove it.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from functools import cache
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "floorcli"

MAX_LINES = 400

# package -> the packages it may import (besides itself).  Top-level leaf modules count as packages.
ALLOWED: dict[str, frozenset[str]] = {
    "errors": frozenset(),
    "textio": frozenset({"errors"}),
    "profiles": frozenset({"errors", "textio"}),
    "model": frozenset({"errors", "profiles"}),
    "betting": frozenset({"errors", "profiles", "model"}),
    "engine": frozenset({"errors", "profiles", "model", "betting"}),
    "formats": frozenset({"errors", "textio", "profiles", "model"}),
    "sessions": frozenset({"errors", "textio", "profiles", "model", "engine", "formats"}),
    "tournament": frozenset({"errors", "textio", "profiles", "model", "formats"}),
    "answers": frozenset(
        {"errors", "textio", "profiles", "model", "betting", "engine", "formats", "sessions"}
    ),
    "table": frozenset(
        {
            "errors",
            "textio",
            "profiles",
            "model",
            "betting",
            "engine",
            "formats",
            "sessions",
            "answers",
        }
    ),
    "audit": frozenset(
        {"errors", "textio", "profiles", "model", "betting", "engine", "formats", "answers"}
    ),
    "cli": frozenset(
        {
            "errors",
            "textio",
            "profiles",
            "model",
            "betting",
            "engine",
            "formats",
            "sessions",
            "answers",
            "table",
            "audit",
            "tournament",
        }
    ),
    "api": frozenset(
        {
            "errors",
            "textio",
            "profiles",
            "model",
            "betting",
            "engine",
            "formats",
            "answers",
            "audit",
        }
    ),
    "__init__": frozenset({"errors", "api"}),
    "__main__": frozenset({"cli"}),
}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    if parts[-1] == "__init__" and len(parts) > 1:
        parts = parts[:-1]
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


@cache
def imports_of(name: str) -> frozenset[str]:
    """Every floorcli module `name` imports, at the top or inside a function."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: set[str] = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            targets = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            if target.startswith("floorcli") and target != "floorcli" and target != name:
                found.add(target)
    return frozenset(found)


def layer(name: str) -> str:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def graph() -> dict[str, frozenset[str]]:
    """Every module's floorcli imports (parsed when a test asks, not in every xdist worker's
    collection: each layer test needs only its own module's)."""
    return {name: imports_of(name) for name in MODULES}


@pytest.mark.parametrize("name", sorted(MODULES))
def test_imports_follow_the_layers(name: str) -> None:
    own = layer(name)
    wrong = sorted(t for t in imports_of(name) if layer(t) != own and layer(t) not in ALLOWED[own])
    assert not wrong, f"{name} ({own}) may not import {wrong}; allowed: {sorted(ALLOWED[own])}"


def test_no_import_circles() -> None:
    try:
        order = list(TopologicalSorter(graph()).static_order())
    except CycleError as err:
        pytest.fail(f"import circle: {' -> '.join(err.args[1])}")
    assert set(order) == set(MODULES)


def test_every_module_imports_alone_in_dependency_order() -> None:
    """A fresh interpreter imports each module after exactly its own dependencies (all but
    `__main__`, which runs the program)."""
    order = [n for n in TopologicalSorter(graph()).static_order() if n != "floorcli.__main__"]
    script = f"import importlib\nfor name in {order!r}:\n    importlib.import_module(name)\n"
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("name", sorted(MODULES))
def test_modules_stay_short(name: str) -> None:
    lines = MODULES[name].read_text(encoding="utf-8").count("\n")
    assert lines <= MAX_LINES, f"{MODULES[name]} has {lines} lines (at most {MAX_LINES})"
