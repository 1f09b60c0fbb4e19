"""The table's process for one browser (textual-serve's `AppService`): the same floorcli
table on the served journal, started without a shell, ended with its browser and with its
server (even a server killed -9: no table is left holding the journal).
"""

from __future__ import annotations

import asyncio
import signal
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web
from textual_serve.app_service import AppService

__all__ = ["Served", "TableProcess", "bounded", "relay", "table_command"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Served:
    """The table to serve and where."""

    journal: Path
    target: Path
    force: bool
    explain: bool
    host: str
    port: int


def table_command(served: Served) -> list[str]:
    """The command line every browser's table runs: the same floorcli on the same journal
    (it saves where the journal says, with the same --force and --explain)."""
    argv = [sys.executable, "-m", "floorcli", "table", "--screen", "--resume", str(served.journal)]
    return argv + ["--force"] * served.force + ["--explain"] * served.explain


class TableProcess(AppService):
    """textual-serve's process of one browser's table, run without a shell, ending with its
    browser's connection when it ends (left, or killed)."""

    def __init__(self, argv: list[str], **kwargs: Any) -> None:
        import shlex

        super().__init__(shlex.join(argv), **kwargs)
        self.argv = argv

    async def _open_app_process(
        self, width: int = 80, height: int = 24
    ) -> asyncio.subprocess.Process:
        environment = self._build_environment(width=width, height=height)
        self._process = process = await asyncio.create_subprocess_exec(
            *self.argv,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=environment,
            preexec_fn=_ends_with_server(),
        )
        assert process.stdin is not None
        self._stdin = process.stdin
        return process

    async def run(self) -> None:
        await super().run()
        await self.remote_close()  # the table ended: so does its page's connection

    async def end(self, *, wait: float = 10.0) -> None:
        """Ask the table to close (its journal stays); kill it if it has not within `wait`
        seconds (every line is on disk before it is ruled on: nothing is lost)."""
        try:
            await asyncio.wait_for(self.stop(), wait)
        except TimeoutError:
            if self._process is not None and self._process.returncode is None:
                self._process.kill()
                await self._process.wait()

    @property
    def pid(self) -> int | None:
        """The table's process id while it runs."""
        return None if self._process is None else self._process.pid


def _ends_with_server() -> Callable[[], None] | None:
    """On Linux, what makes the table's process end (SIGTERM) when the server's does, even
    by kill -9: no table is left running that holds its journal.  Elsewhere nothing."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    prctl = ctypes.CDLL(None, use_errno=True).prctl  # looked up here, not in the new process

    def ask() -> None:
        prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG

    return ask


async def relay(socket: web.WebSocketResponse, process: TableProcess) -> None:
    """What the page sends (textual-serve's messages: keys, size, ping, focus) to the table."""
    async for message in socket:
        if message.type != WSMsgType.TEXT:
            continue
        try:
            kind, *rest = message.json()
        except (ValueError, TypeError):
            continue
        data = rest[0] if rest else None
        if kind == "stdin" and isinstance(data, str):
            await process.send_bytes(data.encode("utf-8"))
        elif kind == "resize" and isinstance(data, dict):
            width = bounded(str(data.get("width")), 80, 20, 500)
            height = bounded(str(data.get("height")), 24, 10, 500)
            await process.set_terminal_size(width, height)
        elif kind == "ping":
            await socket.send_json(["pong", data])
        elif kind == "blur":
            await process.blur()
        elif kind == "focus":
            await process.focus()


def bounded(text: str | None, default: int, low: int, high: int) -> int:
    """A number the page sent (`default` when it is none), kept within [low, high].

    >>> bounded("9999", 80, 20, 500), bounded("x", 80, 20, 500), bounded(None, 24, 10, 500)
    (500, 80, 24)
    """
    try:
        return min(high, max(low, int(text or default)))
    except ValueError:
        return default
