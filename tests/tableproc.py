"""`floorcli table` as a process, for the tests that drive it: in a pseudo-terminal (pexpect)
or through pipes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pexpect


def spawn(*args: str, cwd: Path) -> pexpect.spawn:
    """`floorcli table ARGS` in a 40x200 pseudo-terminal in `cwd`."""
    return pexpect.spawn(
        sys.executable,
        ["-m", "floorcli", "table", *args],
        cwd=str(cwd),
        encoding="utf-8",
        timeout=30,
        dimensions=(40, 200),
        env={**os.environ, "TERM": "dumb"},
    )


def run(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    """`floorcli table ARGS` with `stdin` piped in, in `cwd`."""
    return subprocess.run(
        [sys.executable, "-m", "floorcli", "table", *args],
        input=stdin,
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
    )
