"""`floorcli serve`: the table in a browser, tried with real HTTP requests and a real
websocket on a free port (the server is `python -m floorcli serve --port 0`, as a person runs
it; the websocket speaks textual-serve's messages, as its page does).

The table is the README's night (blinds 5/10; Ann seat 1, Bob seat 2, Cy seat 3 on the
button), and every ruling checked is the README's own answer to the same line.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location(
    "serve_screenshot", ROOT / "scripts" / "serve_screenshot.py"
)
assert _spec is not None and _spec.loader is not None
shots = sys.modules.setdefault("serve_screenshot", importlib.util.module_from_spec(_spec))
if not hasattr(shots, "served"):
    _spec.loader.exec_module(shots)

WAIT = 90.0  # seconds: CI's two cores are shared, a table's process may take a while to start


def request(url: str, path: str, *, host: str | None = None) -> tuple[int, dict[str, str], str]:
    """GET `path` from the server at `url` (optionally with another Host header): status,
    headers, body."""
    import http.client
    from urllib.parse import urlsplit

    where = urlsplit(url)
    connection = http.client.HTTPConnection(where.hostname or "", where.port, timeout=WAIT)
    try:
        connection.request("GET", path, headers={"Host": host} if host else {})
        response = connection.getresponse()
        body = response.read().decode("utf-8", "replace")
        return response.status, {k.lower(): v for k, v in response.getheaders()}, body
    finally:
        connection.close()


class Browser:
    """A websocket to the table, as textual-serve's page opens it: keys in, screen out."""

    def __init__(self, url: str, socket: aiohttp.ClientWebSocketResponse) -> None:
        self.url = url
        self.socket = socket
        self.shown = bytearray()

    async def until(self, text: bytes) -> None:
        """Read the screen until `text` has been drawn."""
        deadline = time.monotonic() + WAIT
        while text not in self.shown:
            message = await self.socket.receive(timeout=max(0.1, deadline - time.monotonic()))
            if message.type in (aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSE):
                raise AssertionError(f"the table closed before drawing {text!r}")
            if message.type == aiohttp.WSMsgType.BINARY:
                self.shown.extend(message.data)

    async def type(self, *lines: str, journal: Path) -> None:
        """Type each line and Enter, as a dealer does: the next once the last is journaled
        (keys that arrive in one burst read as a paste, Enter and all, in any terminal)."""
        for line in lines:
            count = len(journal_rows(journal)) + 1
            await self.socket.send_json(["stdin", line + "\r"])
            if line != "quit":  # leaving removes the journal
                await asyncio.to_thread(journal_lines, journal, count)

    async def closed(self) -> None:
        """Wait until the server closes this browser's connection."""
        deadline = time.monotonic() + WAIT
        while not self.socket.closed:
            message = await self.socket.receive(timeout=max(0.1, deadline - time.monotonic()))
            if message.type in (aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSE):
                return


async def connect(
    session: aiohttp.ClientSession, url: str, *, origin: str | None = None
) -> aiohttp.ClientWebSocketResponse:
    own = "http://" + url.split("/")[2]
    return await session.ws_connect(url + "ws?width=80&height=24", origin=origin or own)


def journal_rows(path: Path) -> list[str]:
    """The typed lines of a journal (none before it is made)."""
    rows = path.read_text(encoding="utf-8").splitlines()[1:] if path.exists() else []
    return [json.loads(row) for row in rows]


def journal_lines(path: Path, count: int) -> list[str]:
    """The typed lines of a journal, once it holds `count` of them."""
    deadline = time.monotonic() + WAIT
    while len(rows := journal_rows(path)) < count and time.monotonic() < deadline:
        time.sleep(0.1)
    return rows


def children(pid: int) -> list[int]:
    """The processes `pid` started (each browser's table)."""
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def listening_on(port: int) -> set[str]:
    """The addresses a TCP socket listens on at `port` (from /proc/net/tcp and tcp6)."""
    found: set[str] = set()
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            rows = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for row in rows:
            local, state = row.split()[1], row.split()[3]
            address, _, hex_port = local.partition(":")
            if state == "0A" and int(hex_port, 16) == port:  # 0A: LISTEN
                found.add(address)
    return found


def floorcli(*args: str, cwd: Path, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "floorcli", *args],
        cwd=cwd,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=WAIT,
        env={**os.environ, "COLUMNS": "100", "NO_COLOR": "1"},
    )


def test_without_the_extra_one_line_says_what_to_install(tmp_path: Path) -> None:
    blocked = (
        "import sys; sys.modules['textual_serve'] = None; "
        "sys.argv = ['floorcli', 'serve', '--port', '0']; "
        "from floorcli.cli.app import main; main()"
    )
    done = subprocess.run(
        [sys.executable, "-c", blocked], cwd=tmp_path, capture_output=True, text=True, timeout=WAIT
    )
    assert done.returncode == 2
    assert (
        done.stderr == "error: floorcli serve needs textual-serve: pip install 'floorcli[serve]'\n"
    )
    assert done.stdout == ""
    assert list(tmp_path.iterdir()) == []  # nothing started, no journal made


def test_bad_input_is_refused_before_serving(tmp_path: Path) -> None:
    done = floorcli("serve", "--blinds", "5,10", "--seats", "1:Ann:x", "--port", "0", cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith("error: ") and len(done.stderr.splitlines()) == 1
    assert "http://" not in done.stdout
    assert list(tmp_path.iterdir()) == []


def test_same_options_as_the_table(tmp_path: Path) -> None:
    """`serve --help` lists the table's own options (read from the command, not copied) but
    the choice of face, and its own --host and --port."""
    table = floorcli("table", "--help", cwd=tmp_path).stdout
    served = floorcli("serve", "--help", cwd=tmp_path).stdout
    for option in ("--rules", "--blinds", "--seats", "--stacks", "--save", "--resume", "--set"):
        assert option in table and option in served
    assert "--json" in table and "--json" not in served
    assert "--screen" in table and "--screen" not in served
    assert "--lines" in table and "--lines" not in served
    assert "--host" in served and "--port" in served


def test_this_machine_only_by_default(tmp_path: Path) -> None:
    with shots.served(tmp_path) as (url, _):
        port = int(url.rsplit(":", 1)[1].strip("/"))
        assert url == f"http://127.0.0.1:{port}/"
        assert listening_on(port) == {"0100007F"}  # 127.0.0.1, and no other address
        status, headers, page = request(url, "/")
        assert status == 200
        assert f'data-session-websocket-url="ws://127.0.0.1:{port}/ws"' in page
        # nothing on the page comes from elsewhere: textual-serve's own page loads its font
        # from a web font service; this one from /static/, and the policy forbids the rest
        assert "googleapis" not in page and "https:" not in page
        assert "default-src 'none'" in headers["content-security-policy"]
        assert "frame-ancestors 'none'" in headers["content-security-policy"]
        for name, kind in (("textual.js", "javascript"), ("roboto-mono.ttf", "font/ttf")):
            status, headers, _ = request(url, f"/static/{name}")
            assert (status, kind in headers["content-type"]) == (200, True)
        # no folder is served: only the files named in floorcli.cli.serve.web
        for path in (
            "/static/",
            "/static/js/textual.js",
            "/static/..%2f..%2fpyproject.toml",
            "/static/../../../etc/passwd",
            "/night.yaml.journal",
            "/download/anything",
        ):
            assert request(url, path)[0] == 404, path
        # a page that has renamed its own address to 127.0.0.1 ("DNS rebinding") is refused
        assert request(url, "/", host=f"podium.example:{port}")[0] == 403
        assert request(url, "/", host=f"localhost:{port}")[0] == 200

        async def foreign_page() -> int:
            async with aiohttp.ClientSession() as session:
                try:
                    await connect(session, url, origin="http://podium.example")
                except aiohttp.WSServerHandshakeError as refused:
                    return refused.status
            return 101

        # another site open in the dealer's browser cannot connect to the table
        assert asyncio.run(foreign_page()) == 403


def test_off_this_machine_the_token_is_the_key(tmp_path: Path) -> None:
    with shots.served(tmp_path, "--host", "0.0.0.0") as (shown, _):
        log = (tmp_path / "serve.log").read_text()
        token = shown.rstrip("/").rsplit("/", 1)[1]
        port = int(shown.split("/")[2].rsplit(":", 1)[1])
        assert len(token) >= 32  # secrets.token_urlsafe(24): 192 random bits
        assert "token" in log.splitlines()[1]
        assert listening_on(port) == {"00000000"}  # 0.0.0.0, as asked
        url = f"http://127.0.0.1:{port}/"  # the requests stay on this machine
        for path in ("/", "/ws", "/static/textual.js", "/static/fit.js", f"/{token[:-1]}/"):
            assert request(url, path)[0] == 403, path
        assert request(url, f"/{token}x/")[0] == 403
        status, _, page = request(url, f"/{token}/")
        assert status == 200
        assert f"ws://127.0.0.1:{port}/{token}/ws" in page
        assert request(url, f"/{token}/static/textual.js")[0] == 200
        # the Host is written into the page and its policy: only a host name passes
        assert request(url, f"/{token}/", host="podium; script-src *")[0] == 400
        assert request(url, f"/{token}/static/../../x")[0] in (403, 404)

        async def without_token() -> int:
            async with aiohttp.ClientSession() as session:
                try:
                    await connect(session, url)
                except aiohttp.WSServerHandshakeError as refused:
                    return refused.status
            return 101

        assert asyncio.run(without_token()) == 403


def test_one_browser_at_a_time_and_leaving_saves(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A second browser is refused (409) while one plays: two never write the journal.  The
    next browser takes up the same table; leaving it saves and stops the server; nothing but
    the save (and the server's own log here) is left in the folder, nothing in HOME."""
    home = tmp_path / "home"
    home.mkdir()
    folder = tmp_path / "night"
    folder.mkdir()
    journal = folder / "night.yaml.journal"
    for name in ("HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"):
        monkeypatch.setenv(name, str(home))  # the server and its tables write nothing there

    async def night(url: str, server: subprocess.Popen[bytes]) -> None:
        async with aiohttp.ClientSession() as session:
            first = Browser(url, await connect(session, url))
            await first.until(b"Ann")
            status, _, page = await asyncio.to_thread(request, url, "/")
            assert status == 409 and "open in another browser" in page
            try:
                await connect(session, url)
                raise AssertionError("a second browser was let in")
            except aiohttp.WSServerHandshakeError as refused:
                assert refused.status == 409
            await first.type("c", journal=journal)  # README: Cy (seat 3) calls 10
            assert await asyncio.to_thread(journal_lines, journal, 1) == ["c"]
            await first.socket.close()

            second = Browser(url, await connect(session, url))  # the same table, taken up
            await second.until(b"Ann")
            await second.type(
                "f", "quit", journal=journal
            )  # README: Ann (seat 1) folds; then leave and save
            await second.closed()
        await asyncio.to_thread(server.wait, WAIT)

    with shots.served(folder) as (url, server):
        asyncio.run(night(url, server))
    log = (folder / "serve.log").read_text()
    assert server.returncode == 0, log
    assert "the table was left and saved to" in log
    assert sorted(p.name for p in folder.iterdir()) == ["night.yaml", "serve.log"]
    assert list(home.iterdir()) == []
    replay = json.loads(floorcli("replay", "night.yaml", "--json", cwd=folder).stdout)
    # README: Cy (seat 3) calls 10, then Ann (seat 1) folds (the small blind, 5 in)
    assert [(r["seat"], r["action"], r["to"]) for r in replay["rulings"]] == [
        (3, "call", 10),
        (1, "fold", None),
    ]


def test_kill_9_of_the_browsers_table_loses_nothing(tmp_path: Path) -> None:
    """The README's night played in the browser; its table killed (-9) after six lines; the
    server stopped; `floorcli table --resume` in line mode has every line and answers as the
    README does."""

    async def night(url: str, server: subprocess.Popen[bytes]) -> None:
        async with aiohttp.ClientSession() as session:
            browser = Browser(url, await connect(session, url))
            await browser.until(b"Ann")
            journal = tmp_path / "night.yaml.journal"
            await browser.type("a", "f", "c", "3 wins", "next", "r pot", journal=journal)
            lines = await asyncio.to_thread(journal_lines, journal, 6)
            assert lines == ["a", "f", "c", "3 wins", "next", "r pot"]
            (table,) = children(server.pid)
            os.kill(table, signal.SIGKILL)
            await browser.closed()  # the page's connection ends with its table

    with shots.served(tmp_path) as (url, server):
        asyncio.run(night(url, server))
    log = (tmp_path / "serve.log").read_text()
    assert "the table is kept in" in log, log
    resumed = floorcli("table", "--resume", "night.yaml.journal", cwd=tmp_path, stdin="map\n")
    assert resumed.returncode == 0, resumed.stderr
    # README's map after 'r pot' in hand 2: Ann raised to 35 (pot: 10 to call + 25 in the pot
    # with the call = 35), Bob (small blind, 5 in) to act, Cy posted the big blind 10
    assert "1  Ann  D   960 behind  35 in front" in resumed.stdout
    assert "2  Bob  SB  595 behind   5 in front  to act" in resumed.stdout
    assert "3  Cy   BB  795 behind  10 in front" in resumed.stdout
    # the README night ends with the same words
    assert "saved 4 lines of 2 hands to night.yaml" in resumed.stdout
    assert not (tmp_path / "night.yaml.journal").exists()


def test_kill_9_of_the_server_ends_its_table_too(tmp_path: Path) -> None:
    """The server killed (-9) while a browser plays: its table's process ends as well (it
    would hold the journal's lock), and `floorcli table --resume` takes every line up."""

    async def night(url: str, server: subprocess.Popen[bytes]) -> int:
        async with aiohttp.ClientSession() as session:
            browser = Browser(url, await connect(session, url))
            await browser.until(b"Ann")
            await browser.type("c", journal=tmp_path / "night.yaml.journal")
            (table,) = children(server.pid)
            server.kill()
            await asyncio.to_thread(server.wait, WAIT)
            return table

    with shots.served(tmp_path) as (url, server):
        table = asyncio.run(night(url, server))
    deadline = time.monotonic() + WAIT
    while Path(f"/proc/{table}").exists() and time.monotonic() < deadline:
        stat = Path(f"/proc/{table}/stat").read_text(errors="replace")
        if stat.rsplit(")", 1)[1].split()[0] == "Z":
            break  # ended, not yet reaped
        time.sleep(0.1)
    else:
        assert not Path(f"/proc/{table}").exists(), "the table outlived its server"
    resumed = floorcli("table", "--resume", "night.yaml.journal", cwd=tmp_path, stdin="")
    assert resumed.returncode == 0, resumed.stderr
    assert "saved 1 line" in resumed.stdout
