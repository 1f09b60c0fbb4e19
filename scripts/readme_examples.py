"""Run every ```console block of README.md and print or rewrite its output.

Each block starts with one `$ floorcli ...` line; the rest of the block is what that command
prints with a 100-column terminal.  `python scripts/readme_examples.py --write` refreshes the
outputs; tests/test_readme.py checks that they are still true.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
BLOCK = re.compile(r"```console\n\$ (floorcli [^\n]*)\n(.*?)```", re.DOTALL)


def run(command: str) -> str:
    """What `command` prints (stdout, then stderr) in a 100-column terminal."""
    argv = shlex.split(command)
    env = {**os.environ, "COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb"}
    done = subprocess.run(
        [sys.executable, "-m", "floorcli", *argv[1:]],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    out = done.stdout + done.stderr
    return "\n".join(line.rstrip() for line in out.splitlines()) + "\n"


def blocks(text: str) -> list[tuple[str, str]]:
    """(command, shown output) of every console block."""
    return [(m.group(1), m.group(2)) for m in BLOCK.finditer(text)]


def main() -> int:
    text = README.read_text(encoding="utf-8")
    if "--write" in sys.argv:
        new = BLOCK.sub(lambda m: f"```console\n$ {m.group(1)}\n{run(m.group(1))}```", text)
        README.write_text(new, encoding="utf-8")
        return 0
    stale = [cmd for cmd, shown in blocks(text) if run(cmd) != shown]
    for cmd in stale:
        print(f"stale: {cmd}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
