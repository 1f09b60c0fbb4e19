"""Ctrl-C ends every command with exit code 130 (128 + SIGINT, as a shell reports an
interrupted program: docs/safety.md, docs/getting-started.md), through the one boundary
(`floorcli.cli.boundary`): `floorcli table` (after it saves, tests/test_table_resume.py) and
`floorcli audit` alike."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import typer
from typer.main import get_command
from typer.testing import CliRunner

from floorcli.cli.app import build_app
from floorcli.cli.boundary import INTERRUPTED, command

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _callbacks() -> list[tuple[str, object]]:
    """Every command of the app (the `rules` group's too) with its body."""
    found: list[tuple[str, object]] = []
    todo: list[tuple[str, Any]] = [("floorcli", get_command(build_app()))]
    while todo:
        name, cmd = todo.pop()
        if hasattr(cmd, "commands"):  # a group (typer's own click): its commands
            todo.extend((f"{name} {sub}", c) for sub, c in cmd.commands.items())
        else:
            found.append((name, cmd.callback))
    return sorted(found, key=lambda pair: pair[0])


@pytest.mark.parametrize(
    ("name", "callback"), _callbacks(), ids=lambda v: v if isinstance(v, str) else ""
)
def test_every_command_runs_through_the_boundary(name: str, callback: object) -> None:
    # `functools.wraps` in `boundary.command` keeps the body as `__wrapped__`: a body that is
    # not wrapped would meet Ctrl-C as click does ("Aborted!", exit code 1).
    assert hasattr(callback, "__wrapped__"), f"{name} does not run through boundary.command"


def test_the_boundary_turns_ctrl_c_into_130() -> None:
    @command
    def body() -> int:
        raise KeyboardInterrupt

    with pytest.raises(typer.Exit) as stopped:
        body()
    assert stopped.value.exit_code == INTERRUPTED == 130


def test_ctrl_c_during_an_audit_exits_130(monkeypatch: pytest.MonkeyPatch) -> None:
    import floorcli.audit.engines

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(floorcli.audit.engines, "audit_with", interrupted)
    result = CliRunner().invoke(build_app(), ["audit", str(EXAMPLES)])
    assert result.exit_code == 130, result.output
