"""Run every ```console block of README.md and docs/**/*.md and print or rewrite its output.

A console block holds one or more `$ ...` command lines, each followed by what it prints with a
100-column terminal.  A command that starts with `floorcli` runs as `python -P -m floorcli`
(floorcli as installed, as the `floorcli` script finds it, not through the scratch folder's
link to the repository: so every run reads the same compiled modules); any other command (a
pipe into `floorcli table`, `cat` of a file it wrote) runs in bash with `floorcli` defined as
that same `python -P -m floorcli`.  The commands of one block run in order in
one fresh scratch directory that links to the repository's files, so a file one command writes
is there for the next and nothing lands in the repository.

`python scripts/readme_examples.py --write` refreshes every output in place;
`python scripts/readme_examples.py` lists the stale ones (exit 1); tests/test_readme.py and
tests/test_docs.py check that they are still true.  Blocks fenced as ```text are shown, never run
(measurements, the shared corpus).
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"
BLOCK = re.compile(r"```console\n(\$ .*?)```", re.DOTALL)


def pages() -> list[Path]:
    """README.md, then every Markdown page of the docs site, in a stable order."""
    return [README, *sorted(DOCS.rglob("*.md"))]


def _env() -> dict[str, str]:
    return {**os.environ, "COLUMNS": "100", "NO_COLOR": "1", "TERM": "dumb"}


def _scratch() -> tempfile.TemporaryDirectory[str]:
    """A fresh directory whose entries link to the repository's top level."""
    scratch = tempfile.TemporaryDirectory(prefix="floorcli-docs-")
    for entry in ROOT.iterdir():
        if not entry.name.startswith("."):
            (Path(scratch.name) / entry.name).symlink_to(entry)
    return scratch


def _tidy(out: str) -> str:
    """Trailing spaces dropped, one newline at the end; nothing printed stays nothing."""
    return "".join(line.rstrip() + "\n" for line in out.splitlines())


def run(command: str, cwd: Path | str = ROOT) -> str:
    """What `command` prints (stdout, then stderr) in a 100-column terminal."""
    if command.startswith("floorcli ") and not any(c in command for c in "|<>;&"):
        argv = [sys.executable, "-P", "-m", "floorcli", *shlex.split(command)[1:]]
    else:
        define = f'floorcli() {{ {shlex.quote(sys.executable)} -P -m floorcli "$@"; }}\n'
        argv = ["bash", "-c", define + command]
    done = subprocess.run(argv, cwd=cwd, env=_env(), capture_output=True, text=True, check=False)
    return _tidy(done.stdout + done.stderr)


def split(body: str) -> list[tuple[str, str]]:
    """(command, shown output) of each `$ ` line of one block's body."""
    steps: list[tuple[str, str]] = []
    for line in body.splitlines(keepends=True):
        if line.startswith("$ "):
            steps.append((line[2:].rstrip("\n"), ""))
        elif steps:
            command, shown = steps[-1]
            steps[-1] = (command, shown + line)
    return steps


def run_block(body: str) -> list[tuple[str, str]]:
    """(command, what it prints now) of each command of a block, run in one scratch directory."""
    with _scratch() as where:
        return [(command, run(command, cwd=where)) for command, _ in split(body)]


def blocks(text: str) -> list[str]:
    """The body of every console block (its `$ ` lines and their outputs)."""
    return [m.group(1) for m in BLOCK.finditer(text)]


def examples(path: Path) -> list[tuple[str, str]]:
    """(test id, block body) of every console block of one page."""
    name = path.relative_to(ROOT).as_posix()
    found = []
    for body in blocks(path.read_text(encoding="utf-8")):
        first = split(body)[0][0]
        found.append((f"{name}: {first}", body))
    return found


def refreshed(body: str) -> str:
    return "".join(f"$ {command}\n{out}" for command, out in run_block(body))


def main() -> int:
    stale = 0
    for path in pages():
        text = path.read_text(encoding="utf-8")
        if "--write" in sys.argv:
            new = BLOCK.sub(lambda m: f"```console\n{refreshed(m.group(1))}```", text)
            if new != text:
                path.write_text(new, encoding="utf-8")
                print(f"refreshed: {path.relative_to(ROOT)}")
            continue
        for test_id, body in examples(path):
            if refreshed(body) != body:
                stale += 1
                print(f"stale: {test_id}")
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
