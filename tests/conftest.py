"""Shared helpers: the acceptance runner's subset matcher and running one hand through the library."""

from __future__ import annotations

import itertools
import json
import os
from pathlib import Path
from typing import Any

import pytest
import typer
import typer.main
import typer.testing
import yaml

import floorcli
from floorcli.answers.hand import ask_report, replay_report
from floorcli.engine.deal import deal_hand
from floorcli.engine.replay import replay_hand
from floorcli.errors import FloorError
from floorcli.formats.handfile import parse_hand
from floorcli.model.hand import Hand
from floorcli.textio.yamlsrc import LineDict, load_yaml

# Hypothesis (6.131+) also draws integers it finds as literals in every local module already in
# sys.modules, so with derandomize=True the examples still changed with what else the process had
# imported (the whole suite, one file, scripts/random_hands.py loaded by importlib).  Keeping that
# pool empty makes each property test generate the same examples however it is run.
try:
    from hypothesis.internal.conjecture import providers as _providers
except ImportError:  # pragma: no cover - another Hypothesis layout: nothing to pin
    pass
else:
    if hasattr(_providers, "_get_local_constants") and hasattr(_providers, "_local_constants"):
        _empty = _providers._local_constants
        _providers._get_local_constants = lambda: _empty  # type: ignore[attr-defined]


def _typer_shape(app: typer.Typer) -> tuple[object, ...]:
    """What typer builds a click command from: the callback, each command, each sub-app."""
    return (
        app.registered_callback,
        tuple((c.name, c.callback, c.cls) for c in app.registered_commands),
        tuple((g.name, _typer_shape(g.typer_instance)) for g in app.registered_groups),
    )


_built: dict[int, tuple[typer.Typer, tuple[object, ...], Any]] = {}
_build = typer.main.get_command


def _built_command(app: typer.Typer) -> Any:
    """`typer.main.get_command(app)`, built once per app and shape.

    typer builds the click command from the functions' signatures at every `CliRunner.invoke`
    and every call of the app: 0.16 s of the 0.25 s a `compare` took in-process, repeated for
    each of thousands of invocations.  A click command is made to be run many times (click's
    own apps are built once, at import); the cached one is rebuilt when a command or a sub-app
    is added to the app.  The runs themselves (parsing, the command, its output) are not
    touched."""
    shape = _typer_shape(app)
    cached = _built.get(id(app))
    if cached is not None and cached[0] is app and cached[1] == shape:
        return cached[2]
    command = _build(app)
    _built[id(app)] = (app, shape, command)  # holding `app` keeps its id from being reused
    return command


typer.main.get_command = _built_command  # Typer.__call__ looks it up here at each call
typer.testing._get_command = _built_command  # CliRunner.invoke


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: one worker more than the cores.  Some tests wait on a process they started
    (a table killed at every line, a night at a pseudo-terminal, the served table and its
    browser); a third worker keeps both cores busy meanwhile.  On a clean 2-core clone: 216 s
    with 2 workers, 187 s with 3, 204 s with 4 (docs/speed.md)."""
    return (os.cpu_count() or 1) + 1


def pytest_configure(config: pytest.Config) -> None:
    """Compile floorcli's modules once, before any test starts a Python.

    The suite starts hundreds of Pythons (xdist's workers, `python -m floorcli` where the
    process is what is tested, the README and docs examples).  Where bytecode is not written
    (PYTHONDONTWRITEBYTECODE, as on the machines it was timed on) each of them compiled
    floorcli from source again: 0.2 s of the 0.7 s of CPU a `floorcli table` took to start.
    The first process of a run (xdist's controller, or the only one with `-n 0`) writes them
    where any Python run writes them unless told not to, `floorcli/__pycache__/` (ignored by
    git); every later process reads them.  Up-to-date files are left as they are; Python checks
    each against its source's size and time, so what runs is always the source's code."""
    if hasattr(config, "workerinput"):
        return
    import compileall
    import contextlib

    with contextlib.suppress(OSError):  # a read-only install: each process compiles, as before
        compileall.compile_dir(Path(floorcli.__file__).parent, quiet=1)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Hand the long runs out first, and to every worker alike.

    `--dist worksteal` first gives each of the N workers one contiguous share of the collection
    (the first len/N tests, then half of the rest, ...) and later moves tests from the end of a
    long queue to an idle worker.  With the long runs simply sorted first, they all fell in the
    first share: one worker ran every `slow` test one after another (about 40 % of the suite's
    time, more than its third) while the others ran out of work and stole the short ones.  Each
    share now opens with every Nth long run, so that the long runs start at once on all the
    workers, and the short tests follow in their files' order.  Every worker sorts its
    collection the same way, as xdist requires."""
    workers = int(getattr(config, "workerinput", {}).get("workercount", 1))
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    quick = iter([item for item in items if item.get_closest_marker("slow") is None])
    shares: list[list[pytest.Item]] = [slow[k::workers] for k in range(workers)]
    left = len(items)
    for k, share in enumerate(shares):
        size = left // (workers - k)  # as worksteal deals them: what is left, shared out
        share.extend(itertools.islice(quick, max(0, size - len(share))))
        left -= len(share)
    shares[-1].extend(quick)
    items[:] = [item for share in shares for item in share]


def match(expected: Any, actual: Any, path: str = "$") -> list[str]:
    """Mismatches between `expected` and `actual` (empty when `actual` satisfies `expected`).

    The semantics of ../shared/acceptance/run.py: a mapping matches when every key it names
    matches; a list matches element by element and must have the same length; a mapping with
    integer keys against a list names 1-based entries of it; strings compare case-insensitively.
    """
    if isinstance(expected, dict):
        if isinstance(actual, list) and all(isinstance(k, int) for k in expected):
            problems: list[str] = []
            for index, sub in expected.items():
                if not 1 <= index <= len(actual):
                    problems.append(f"{path}[{index}]: missing (only {len(actual)} entries)")
                else:
                    problems += match(sub, actual[index - 1], f"{path}[{index}]")
            return problems
        if not isinstance(actual, dict):
            return [f"{path}: expected an object, got {json.dumps(actual)}"]
        problems = []
        for key, sub in expected.items():
            if key not in actual:
                problems.append(f"{path}.{key}: missing")
            else:
                problems += match(sub, actual[key], f"{path}.{key}")
        return problems
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(actual) != len(expected):
            return [f"{path}: expected {json.dumps(expected)}, got {json.dumps(actual)}"]
        problems = []
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            problems += match(e, a, f"{path}[{i}]")
        return problems
    if isinstance(expected, str) and isinstance(actual, str):
        if expected.lower() == actual.lower():
            return []
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    if expected != actual or type(expected) is not type(actual):
        return [f"{path}: expected {json.dumps(expected)}, got {json.dumps(actual)}"]
    return []


def hand_from(data: dict[str, Any], file: str = "case.yaml") -> Hand:
    """A `Hand` from a hand file given as plain data (as a case's `input`)."""
    loaded = load_yaml(yaml.safe_dump(data, sort_keys=False), file)
    assert isinstance(loaded, LineDict)
    return parse_hand(loaded, file=file)


def run_hand(command: str, data: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """What `floorcli <command> HAND --json` prints, and its exit code, without a subprocess.

    Bad input (a `FloorError`) is exit code 2 with the message under "error".
    """
    try:
        hand = hand_from(data)
        result = replay_hand(hand)
    except FloorError as err:
        return 2, {"error": str(err)}
    code = 0 if result.stands else 1
    if command == "ask":
        return code, ask_report(result.final)
    if command == "replay":
        _, forced = deal_hand(hand)
        return code, replay_report(result, forced)
    raise ValueError(f"unknown command {command!r}")


@pytest.fixture(autouse=True)
def _lines_at_a_terminal(monkeypatch: pytest.MonkeyPatch) -> None:
    """The many pseudo-terminal tests of the line mode (`floorcli table` in a pty) expect its
    lines: `FLOORCLI_TABLE=lines` (documented in docs/screen.md) keeps them, as a dealer who
    prefers lines sets it.  The full-screen tests pass `--screen`, or clear it."""
    monkeypatch.setenv("FLOORCLI_TABLE", "lines")
