"""`floorcli serve`: the full-screen table in a browser, for a tablet or phone at the podium.

It takes every option of `floorcli table` (read from the table command's own parameters, see
`with_table_options`) but the choice of face (`--json`, `--screen`, `--lines`), and starts the
table as `floorcli table` does: the hand from a file or the flags, the save target checked,
the journal made.  Then it
serves that one table with textual-serve: each browser that opens the page gets the same
`floorcli table --screen --resume JOURNAL` (`floorcli.cli.serve.web`), so the browser, the
screen and the line mode write one journal and save one file.

textual-serve (and aiohttp under it) is the extra ``floorcli[serve]``; without it the command
says in one line what to install.
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from typing import Annotated, Any

import typer

from floorcli.cli.boundary import command
from floorcli.errors import FloorError

__all__ = ["MISSING", "serve", "with_table_options"]

MISSING = "floorcli serve needs textual-serve: pip install 'floorcli[serve]'"
"""The one line `floorcli serve` says when the extra is not installed."""

_NOT_SERVED = ("json", "screen", "lines")
"""`floorcli table` options that serving decides itself: the browser draws the screen."""


def with_table_options(body: Callable[..., int]) -> Callable[..., int]:
    """`body` as a typer command that takes every argument and option of `floorcli table`
    (their names, types, defaults and help, read from the table command itself) but the
    choice of face (`--json`, `--screen`, `--lines`), then its own keyword options; `body`
    receives them all as keywords."""
    from floorcli.cli.live import table

    theirs = [
        p
        for p in inspect.signature(table, eval_str=True).parameters.values()
        if p.name not in _NOT_SERVED
    ]
    ours = [
        p
        for p in inspect.signature(body, eval_str=True).parameters.values()
        if p.kind is not inspect.Parameter.VAR_KEYWORD
    ]
    body.__signature__ = inspect.Signature([*theirs, *ours])  # type: ignore[attr-defined]
    return body


@command
@with_table_options
def serve(
    *,
    host: Annotated[
        str,
        typer.Option(
            "--host",
            help="the address to listen on; any but this machine's own (127.0.0.1) needs "
            "the random token printed at start in every address",
        ),
    ] = "127.0.0.1",
    port: Annotated[
        int,
        typer.Option("--port", min=0, max=65535, help="the port (0: any free one)"),
    ] = 8000,
    **table: Any,
) -> int:
    """The full-screen table in a browser (a tablet at the podium): one table, one browser
    at a time, journaled and saved as `floorcli table` does."""
    _check_host(host)
    try:
        import textual_serve  # noqa: F401  (the extra: only its presence is asked here)
    except ImportError:
        raise FloorError(MISSING) from None
    from floorcli.cli.live import table_request
    from floorcli.cli.live.start import start
    from floorcli.cli.serve.process import Served
    from floorcli.cli.serve.web import serve_table

    explain = bool(table.pop("explain"))
    request = table_request(json=False, **table)
    if request is None:
        return 0  # stud with no upcards typed: nothing was dealt, nothing to serve
    session, _, _ = start(request)  # bad input is refused here, before serving
    if session.journal is None:  # pragma: no cover - start always makes one
        raise FloorError("the table has no journal to serve")
    journal = session.journal.release().resolve()  # made now, so every browser resumes it
    served = Served(
        journal=journal,
        target=(session.save_to or session.journal.target).resolve(),
        force=request.force,
        explain=explain,
        host=host,
        port=port,
    )
    return serve_table(served)


_HOST_NAME = re.compile(
    r"(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
    r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*"
)


def _check_host(host: str) -> None:
    """Refuse, before anything starts, a `--host` that is neither an address nor a host name
    (whether a name resolves is asked when the server starts)."""
    import ipaddress

    try:
        ipaddress.ip_address(host)
    except ValueError:
        if not _HOST_NAME.fullmatch(host):
            raise FloorError(
                f"--host {host}: not an address or a host name; write e.g. --host 127.0.0.1 "
                "or --host 0.0.0.0"
            ) from None
