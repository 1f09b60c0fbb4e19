"""`floorcli table` as a process, for the tests that drive it: in a pseudo-terminal (pexpect)
or through pipes, or killed once its journal holds the lines typed."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
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


def killed(*args: str, cwd: Path, lines: list[str], save: str = "t.yaml") -> Path:
    """`floorcli table ARGS --save SAVE` in `cwd` fed `lines`, killed (SIGKILL) once all of them
    are in its journal (or after 30 s).  The journal."""
    journal = cwd / f"{save}.journal"
    proc = subprocess.Popen(
        [sys.executable, "-m", "floorcli", "table", *args, "--save", save],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        cwd=cwd,
        text=True,
    )
    assert proc.stdin is not None
    proc.stdin.write("".join(f"{line}\n" for line in lines))
    proc.stdin.flush()
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if journal.exists() and journal.read_bytes().count(b"\n") > len(lines):
            break
        time.sleep(0.02)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    with contextlib.suppress(BrokenPipeError):
        proc.stdin.close()
    return journal


def replayed_as_printed(
    cwd: Path, saved: str, printed: str, names: Callable[[int], Mapping[int, str]]
) -> tuple[int, int]:
    """`floorcli replay SAVED --json` in `cwd`; every ruling of it (but the posts at the deal)
    found in order in `printed` (wrapped lines read as one) as the table's glance words it,
    with `names(hand)` naming the seats.  The number of hands and of rulings found."""
    from floorcli.cli.render.glance import acted_words

    replayed = subprocess.run(
        [sys.executable, "-m", "floorcli", "replay", saved, "--json"],
        cwd=cwd,
        capture_output=True,
        text=True,
    )
    assert replayed.returncode == 0, replayed.stderr
    hands = json.loads(replayed.stdout)
    text = " ".join(printed.split())
    at = count = 0
    for hand in hands:
        for ruling in hand["rulings"]:
            if " post " in ruling["input"]:
                continue  # posted at the deal, as 'Hand N: ... forced bets' says
            glance = f"{ruling['verdict']} {acted_words(ruling, names(hand['hand']))}"
            found = text.find(glance, at)
            assert found >= 0, (hand["hand"], ruling["input"], glance)
            at = found + 1
            count += 1
    return len(hands), count
