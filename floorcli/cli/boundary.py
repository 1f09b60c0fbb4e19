"""The one error boundary: a `FloorError` becomes one line on stderr and exit code 2.

Every command runs its body through `run` (the argv fast path calls it directly) or is
decorated with `command` (the typer commands).  Nothing heavy is imported here: the fast path
reaches this module without loading typer, click or rich.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import ParamSpec, overload

from floorcli.errors import FloorError

__all__ = ["INTERRUPTED", "command", "error", "run", "visible"]

P = ParamSpec("P")


def visible(text: str) -> str:
    r"""`text` safe for a terminal line: control characters (a newline, ESC starting a
    terminal sequence, C1 controls) are shown as escapes instead of acting.

    >>> visible("seat \x1b]52;c;aGk=\x07 folds\nnext")
    'seat \\x1b]52;c;aGk=\\x07 folds\\nnext'
    """
    if text.isprintable():
        return text
    return "".join(
        c if c.isprintable() or c == "\t" else c.encode("unicode_escape").decode("ascii")
        for c in text
    )


def error(message: str, *, bare: bool = False) -> None:
    """Write `message` as one line on stderr: ``error: <message>``, tabs expanded, control
    characters escaped (`visible`).

    `bare` writes the message alone, as `floorcli rules` has always printed its errors.
    """
    line = message if bare else f"error: {message}".expandtabs(8)
    sys.stderr.write(visible(line) + "\n")


def run(body: Callable[[], int | None], *, bare: bool = False) -> int:
    """Run a command body and return its exit code (None counts as 0).

    A `FloorError` (bad input) is written by `error` and gives exit code 2; Ctrl-C
    (`KeyboardInterrupt`) stops the command quietly with exit code 130, as a shell does.
    """
    try:
        return body() or 0
    except FloorError as err:
        error(str(err), bare=bare)
        return 2
    except KeyboardInterrupt:
        sys.stderr.write("\n")
        return INTERRUPTED


INTERRUPTED = 130
"""The exit code of a command stopped by Ctrl-C (128 + SIGINT), as shells report it."""


@overload
def command(body: Callable[P, int | None], /) -> Callable[P, None]: ...


@overload
def command(*, bare: bool = False) -> Callable[[Callable[P, int | None]], Callable[P, None]]: ...


def command(
    body: Callable[P, int | None] | None = None, /, *, bare: bool = False
) -> Callable[P, None] | Callable[[Callable[P, int | None]], Callable[P, None]]:
    """Decorate a typer command whose body returns its exit code (None for 0).

    Used bare (``@command``) or with options (``@command(bare=True)``).  The wrapper keeps the
    body's signature, so typer reads the same arguments and options from it.
    """

    def decorate(func: Callable[P, int | None]) -> Callable[P, None]:
        @functools.wraps(func)
        def wrapper(*args: P.args, **kwargs: P.kwargs) -> None:
            code = run(lambda: func(*args, **kwargs), bare=bare)
            if code:
                import typer

                raise typer.Exit(code)

        return wrapper

    return decorate if body is None else decorate(body)
