"""`floorcli ARGS` run in the test's own process, for the tests where a separate process is not
the point: the same `floorcli.cli.app.main` a console script runs (the argv fast path, the typer
app, the boundary that turns errors into one line and an exit code), with its standard streams,
argv, folder and environment set as a `subprocess.run` would give them, and put back after.

A subprocess costs a Python start and floorcli's imports (0.2 to 0.4 s of CPU); this costs the
command.  Tests of what only a process shows (a closed pipe, a signal, a pseudo-terminal, what
a fresh interpreter imports) spawn one."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

from floorcli.cli import app as cli_app


class _Stream(io.TextIOWrapper):
    """A text stream over bytes, as a pipe is: `.buffer` for the byte readers and writers,
    never a terminal."""

    def __init__(self, data: bytes = b"") -> None:
        super().__init__(io.BytesIO(data), encoding="utf-8", errors="strict", newline=None)

    def text(self) -> str:
        self.flush()
        raw = self.buffer.getvalue()  # type: ignore[attr-defined]
        return bytes(raw).decode("utf-8", "replace").replace("\r\n", "\n")


def run(
    *args: str,
    cwd: Path | str | None = None,
    stdin: str = "",
    env: Mapping[str, str] | None = None,
) -> subprocess.CompletedProcess[str]:
    """What `subprocess.run([python, "-m", "floorcli", *args], input=stdin, cwd=cwd, env=env,
    capture_output=True, text=True)` returns, run in this process.

    `env` replaces the environment as it would for a process (without it, this process's own
    is used).  COLUMNS is 80 unless `env` sets it: a process whose output is a pipe has no
    terminal to measure."""
    saved_streams = (sys.stdin, sys.stdout, sys.stderr)
    saved_argv = sys.argv
    saved_env = dict(os.environ)
    saved_cwd = os.getcwd()
    out, err = _Stream(), _Stream()
    code: int
    try:
        if env is not None:
            os.environ.clear()
            os.environ.update(env)
        os.environ.setdefault("COLUMNS", "80")
        if cwd is not None:
            os.chdir(cwd)
        sys.stdin, sys.stdout, sys.stderr = _Stream(stdin.encode("utf-8")), out, err
        sys.argv = ["floorcli", *args]
        try:
            cli_app.main()
            code = 0
        except SystemExit as done:
            code = done.code if isinstance(done.code, int) else 0 if done.code is None else 1
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved_streams
        sys.argv = saved_argv
        os.chdir(saved_cwd)
        os.environ.clear()
        os.environ.update(saved_env)
    return subprocess.CompletedProcess(
        ["floorcli", *args], code, stdout=out.text(), stderr=err.text()
    )


def run_table(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """`floorcli table ARGS` with `stdin` piped in, in `cwd`, in this process (as
    `tableproc.run` runs it in its own)."""
    return run("table", *args, cwd=cwd, stdin=stdin)
