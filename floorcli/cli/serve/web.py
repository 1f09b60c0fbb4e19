"""The web server of `floorcli serve`: one table, played in one browser at a time.

Each browser that opens the page runs the same `floorcli table --screen --resume JOURNAL`
(textual-serve's `AppService`, over a websocket), so every face of the table types into one
journal and saves one file.  While no browser plays it the server holds the journal's lock,
so no other `floorcli table` takes it up meanwhile; the lock passes to the browser's table and
back.  When the table is left (``quit`` or Ctrl+Q saves it and removes the journal) the server
stops; Ctrl+C stops it too, the table kept in its journal.

What is served: the page (`floorcli.cli.serve.page`) and three files textual-serve ships (its
terminal script, its style, the Roboto Mono font), each named here: no folder is served and
nothing else is read.  The guard refuses (403):

- with a token (any address but this machine's own): every path not under ``/<token>/``;
- without one: a Host header that is not this machine's (a web page that has renamed its
  own address to 127.0.0.1 cannot reach the table: "DNS rebinding");
- a websocket from a page of another origin (another site open in the dealer's browser
  cannot drive the table).

A second browser, while one plays the table, is refused (409) with the reason: two tables
never write one journal.
"""

from __future__ import annotations

import asyncio
import ipaddress
import re
import secrets
import signal
from collections.abc import Awaitable, Callable
from pathlib import Path

import textual_serve
from aiohttp import web
from textual_serve.download_manager import DownloadManager

from floorcli.cli.boundary import visible
from floorcli.cli.serve.page import FIT_JS, PAGE_CSS, busy_page, headers, page
from floorcli.cli.serve.process import Served, TableProcess, bounded, relay, table_command
from floorcli.errors import FloorError
from floorcli.table.journal import Journal, read_journal

__all__ = ["TableServer", "is_local", "serve_table"]

_SHIPPED = Path(textual_serve.__file__).parent / "static"
_FILES = {
    "textual.js": (_SHIPPED / "js" / "textual.js", "text/javascript"),
    "xterm.css": (_SHIPPED / "css" / "xterm.css", "text/css"),
    "roboto-mono.ttf": (_SHIPPED / "fonts" / "RobotoMono-VariableFont_wght.ttf", "font/ttf"),
}
_OWN = {"page.css": (PAGE_CSS, "text/css"), "fit.js": (FIT_JS, "text/javascript")}
_LOCAL_NAMES = ("127.0.0.1", "localhost", "::1")
_HOST = re.compile(r"[A-Za-z0-9.:\[\]-]{1,255}")
_BUSY = (
    "This table is open in another browser. One browser plays it at a time, so that two "
    "never write its journal at once: close it there and reload this page (a browser that "
    "went away without closing is let go within half a minute)."
)


def is_local(host: str) -> bool:
    """`host` is this machine's own address (no token needed).

    >>> is_local("127.0.0.1"), is_local("localhost"), is_local("0.0.0.0"), is_local("::1")
    (True, True, False, True)
    """
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:  # a host name: it may be any address
        return False


class TableServer:
    """The aiohttp application of one served table."""

    def __init__(self, served: Served, token: str | None) -> None:
        self.served = served
        self.token = token
        self.prefix = f"/{token}" if token else ""
        self.browser: web.WebSocketResponse | None = None  # the one browser playing
        self.process: TableProcess | None = None
        self.turn = asyncio.Lock()  # held while a browser's table runs or closes
        self.left = asyncio.Event()  # the table was left (saved): serving ends
        self.hold: Journal | None = None

    # -- the journal's lock, held while no browser plays

    def take_hold(self) -> None:
        if self.hold is None and self.served.journal.exists():
            try:
                self.hold = Journal.reopen(self.served.journal)
            except FloorError:  # another table has it: its own lock keeps it single
                self.hold = None

    def let_go(self) -> None:
        if self.hold is not None:
            self.hold.release()
            self.hold = None

    # -- the application

    def application(self) -> web.Application:
        app = web.Application(middlewares=[self.guard])
        base = self.prefix + "/"
        app.router.add_get(base, self.index)
        app.router.add_get(base + "ws", self.socket)
        app.router.add_get(base + "static/{name}", self.static)
        if self.prefix:
            app.router.add_get(self.prefix, self.to_index)
        return app

    @web.middleware
    async def guard(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """Refuse (403) what is not this table's: see the module's docstring."""
        if not _HOST.fullmatch(request.host):  # it is written into the page and a header
            return _refused(400, "This request names no host this table can answer to.")
        if self.token is not None:
            first = request.path.split("/")[1] if request.path.startswith("/") else ""
            if not secrets.compare_digest(first.encode(), self.token.encode()):
                return _refused(403, "This table needs the address printed by floorcli serve.")
        elif _name_of(request.host) not in {*_LOCAL_NAMES, self.served.host}:
            return _refused(403, "This table answers only to this machine's own address.")
        if request.path.endswith("/ws") and request.headers.get("Origin") != (
            f"http://{request.host}"
        ):
            return _refused(403, "This table's connection is only for its own page.")
        response = await handler(request)
        response.headers.update(headers(f"ws://{request.host}"))
        return response

    async def to_index(self, request: web.Request) -> web.StreamResponse:
        raise web.HTTPFound(self.prefix + "/")

    async def index(self, request: web.Request) -> web.StreamResponse:
        for _ in range(20):  # a reload: the page it replaces lets go of the table first
            if self.browser is None:
                break
            await asyncio.sleep(0.1)
        else:
            return _refused(409, _BUSY)
        size = bounded(request.query.get("fontsize"), 16, 6, 40)
        text = page(
            title=f"floorcli table: {self.served.target.name}",
            static=f"{self.prefix}/static/",
            socket=f"ws://{request.host}{self.prefix}/ws",
            font_size=size,
        )
        return web.Response(text=text, content_type="text/html")

    async def static(self, request: web.Request) -> web.StreamResponse:
        name = request.match_info["name"]
        if name in _OWN:
            text, kind = _OWN[name]
            return web.Response(text=text, content_type=kind)
        if name in _FILES:
            path, kind = _FILES[name]
            return web.Response(body=path.read_bytes(), content_type=kind)
        raise web.HTTPNotFound()

    async def socket(self, request: web.Request) -> web.StreamResponse:
        """The websocket of the one browser playing the table."""
        if self.browser is not None or self.left.is_set():
            return _refused(409, _BUSY)
        socket = web.WebSocketResponse(heartbeat=15)
        self.browser = socket
        try:
            async with self.turn:  # the table of a page just closed ends first
                await socket.prepare(request)
                width = bounded(request.query.get("width"), 80, 20, 500)
                height = bounded(request.query.get("height"), 24, 10, 500)
                self.let_go()
                self.process = TableProcess(
                    table_command(self.served),
                    write_bytes=socket.send_bytes,
                    write_str=socket.send_str,
                    close=socket.close,
                    download_manager=DownloadManager(),
                )
                try:
                    await self.process.start(width, height)
                    await relay(socket, self.process)
                finally:
                    self.browser = None
                    await self.process.end()
                    self.process = None
                    if not self.served.journal.exists():
                        self.left.set()  # left and saved: its journal is gone
                    else:
                        self.take_hold()
        finally:
            if self.browser is socket:
                self.browser = None
        return socket

    async def close(self) -> None:
        """Close the browser's table (its journal stays) and let go of the journal."""
        if self.browser is not None:
            await self.browser.close()
        async with self.turn:
            self.let_go()


def _name_of(host: str | None) -> str:
    """The host name of a Host header, without its port or brackets.

    >>> _name_of("127.0.0.1:8000"), _name_of("[::1]:8000"), _name_of("localhost")
    ('127.0.0.1', '::1', 'localhost')
    """
    host = host or ""
    if host.startswith("["):
        return host[1:].partition("]")[0]
    return host.rpartition(":")[0] if host.count(":") == 1 else host


def _refused(status: int, message: str) -> web.Response:
    return web.Response(
        status=status,
        text=busy_page("floorcli table", message),
        content_type="text/html",
    )


def serve_table(served: Served) -> int:
    """Serve the table until it is left or Ctrl+C; say where it is and what was kept."""
    token = None if is_local(served.host) else secrets.token_urlsafe(24)
    return asyncio.run(_serve(served, token))


async def _serve(served: Served, token: str | None) -> int:
    server = TableServer(served, token)
    server.take_hold()
    runner = web.AppRunner(server.application(), access_log=None, handle_signals=False)
    await runner.setup()
    try:
        site = web.TCPSite(runner, served.host, served.port)
        await site.start()
    except OSError as err:
        await runner.cleanup()
        server.let_go()
        raise FloorError(
            f"cannot listen on {served.host} port {served.port} ({err.strerror or err}); "
            "give another with --port N (0: any free one)"
        ) from None
    port = runner.addresses[0][1]
    _announce(served, token, port)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    stopped = asyncio.create_task(stop.wait())
    left = asyncio.create_task(server.left.wait())
    await asyncio.wait({stopped, left}, return_when=asyncio.FIRST_COMPLETED)
    stopped.cancel()
    left.cancel()
    await server.close()
    await runner.cleanup()
    return _farewell(served)


def _announce(served: Served, token: str | None, port: int) -> None:
    host = served.host
    if host in ("0.0.0.0", "::", ""):
        import socket

        host = socket.gethostname()  # the machine's name; its address on the network also works
    if ":" in host:
        host = f"[{host}]"
    url = f"http://{host}:{port}/{token}/" if token else f"http://{host}:{port}/"
    print(f"floorcli serve: the table is at {url}", flush=True)
    if token:
        print("  the token in that address is the key: give it only to the table's staff")
    else:
        print("  only this machine can open it (--host 0.0.0.0 lets a tablet in, with a token)")
    print(
        f"  saves to {visible(str(served.target))}; every line is in {visible(served.journal.name)}"
    )
    print("  Ctrl+C stops serving (the table stays in its journal)", flush=True)


def _farewell(served: Served) -> int:
    """What became of the table: saved, kept in its journal, or nothing typed (no journal)."""
    journal = served.journal
    if not journal.exists():
        print(f"the table was left and saved to {visible(str(served.target))}")
        return 0
    try:
        _, lines = read_journal(journal)
    except FloorError:
        lines = ["?"]
    if not lines:
        journal.unlink(missing_ok=True)  # nothing typed: nothing to keep
        print("nothing was typed at the table: nothing to save")
        return 0
    where = visible(str(journal))
    print(f"the table is kept in {where}; 'floorcli table --resume {where}' takes it up")
    return 0
