"""The one error boundary: a `FloorError` becomes one line on stderr and exit code 2.

Every command runs its body through `run` (the argv fast path calls it directly) or is
decorated with `command` (the typer commands).  Nothing heavy is imported here: the fast path
reaches this module without loading typer, click or rich.
"""

from __future__ import annotations

import contextlib
import functools
import os
import re
import sys
from collections.abc import Callable, Mapping
from typing import ParamSpec, overload

from floorcli.errors import FloorError

__all__ = [
    "INTERRUPTED",
    "closed_pipe",
    "command",
    "error",
    "interrupted",
    "run",
    "standard_streams",
    "typed",
    "visible",
]

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


INTERRUPTED = 130
"""The exit code after Ctrl-C (128 + SIGINT), as shells report it."""

_said: list[bool] = []


def interrupted(*, bare: bool = False) -> None:
    """Say once that Ctrl-C stopped the command (typer turns a Ctrl-C outside a command body
    into exit 130 silently; the entry point then calls this too)."""
    if not _said:
        _said.append(True)
        error("stopped (Ctrl-C)", bare=bare)


def blamed(message: str, flags: Mapping[str, str]) -> str:
    """`message` with the flag whose value it is about put first, when it names no flag:
    ``--levels: nan: cannot read: No such file or directory``.  `flags` maps each value
    given on the command line (as the library shows it, a path's ``.`` for ``""``) to its
    flag; a value counts when the message has it as a word of its own (a number never
    counts: `4` in ``hand.yaml:4`` is a line), and a message that starts with the file and
    its line (``bad.yaml:2: ...``) is named enough.

    >>> blamed("nan: cannot read", {"nan": "--levels"})
    '--levels: nan: cannot read'
    >>> blamed("--pot x: not an amount", {"x": "--pot"})
    '--pot x: not an amount'
    """
    if not flags or any(flag in message for flag in set(flags.values())):
        return message
    hits = {
        flag
        for value, flag in flags.items()
        if value
        if not (value.isascii() and value.isdigit() and len(value) <= 6)
        and re.search(rf"(?:^|[\s'\"(]){re.escape(value)}(?=$|[\s'\":;,)])", message)
        and not re.match(rf"{re.escape(value)}:\d+:", message)  # its file and line: named
    }
    return f"{hits.pop()}: {message}" if len(hits) == 1 else message


def run(
    body: Callable[[], int | None], *, bare: bool = False, flags: Mapping[str, str] | None = None
) -> int:
    """Run a command body and return its exit code (None counts as 0).

    A `FloorError` (bad input) is written by `error` and gives exit code 2; so does a file
    the system refuses (`OSError`: no permission, a name too long), named in one line.
    Ctrl-C gives one line and exit code 130.  A reader that stops reading (``| head -1``)
    ends the command quietly with exit code 0 (`closed_pipe`): nothing went wrong with the
    hand, so nothing is reported as irregular.  `flags` (a value given on the command line
    -> its flag) names the flag in a message about its value (`blamed`).
    """
    given = flags or {}
    try:
        return body() or 0
    except FloorError as err:
        error(blamed(str(err), given), bare=bare)
        return 2
    except BrokenPipeError:
        return closed_pipe()
    except KeyboardInterrupt:
        interrupted(bare=bare)
        return INTERRUPTED
    except OSError as err:
        where = f"{err.filename}: " if err.filename is not None else ""
        error(blamed(f"{where}{err.strerror or err}", given), bare=bare)
        return 2


def closed_pipe() -> int:
    """Stdout's reader has gone: send what is left of stdout nowhere (so that Python's own
    flush at exit does not complain) and give exit code 0."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # stdout is not a real file (a test's capture)
        pass
    return 0


def standard_streams() -> None:
    """Make the standard streams safe to use whatever the shell gave.

    A stream the shell closed (`floorcli ask HAND >&-`, `floorcli table <&-`) gets /dev/null
    in its place: stdin reads as empty input (the table saves what it has), stdout and stderr
    write nowhere.  Python leaves such a stream None, which every write and `isatty` would
    trip over with a traceback; and the number stays taken, so a file floorcli opens later (a
    journal, a save) can never become "stdout".

    Stdin reads bytes that are not UTF-8 (a terminal set to Latin-1, a pasted binary) as
    surrogate escapes instead of failing: under a strict locale one such byte stopped the
    read of everything around it (the table lost the lines before it, `ask -` crashed).
    `typed` writes them as escapes.
    """
    for fd, name in ((0, "stdin"), (1, "stdout"), (2, "stderr")):
        if getattr(sys, name) is not None:
            continue
        try:
            os.fstat(fd)
        except OSError:  # closed: put /dev/null on that number
            null = os.open(os.devnull, os.O_RDWR)
            if null != fd:
                os.dup2(null, fd)
                os.close(null)
        stream = open(fd, "r" if fd == 0 else "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        setattr(sys, name, stream)
    with contextlib.suppress(AttributeError, ValueError):  # not a text file (a test's capture)
        sys.stdin.reconfigure(errors="surrogateescape")  # type: ignore[union-attr]


def typed(line: str) -> str:
    r"""A line read from stdin with each byte that is not UTF-8 (read as a surrogate escape)
    written as its escape, so that the line can be journaled, saved and shown, and still says
    which bytes came.

    >>> typed("3 call \udcff\udcfe")
    '3 call \\xff\\xfe'
    """
    if line.isascii():
        return line
    return line.encode("utf-8", "surrogateescape").decode("utf-8", "backslashreplace")


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
            code = run(lambda: func(*args, **kwargs), bare=bare, flags=_flags_given(kwargs))
            if code:
                import typer

                raise typer.Exit(code)

        return wrapper

    return decorate if body is None else decorate(body)


def _flags_given(values: Mapping[str, object]) -> dict[str, str]:
    """Each text or path given to an option of the running typer command -> its flag
    (``{"nan": "--levels"}``), for `blamed`."""
    from typer._click.globals import get_current_context

    ctx = get_current_context(silent=True)
    if ctx is None:
        return {}
    found: dict[str, str] = {}
    for param in ctx.command.params:
        if param.param_type_name != "option" or getattr(param, "is_flag", False):
            continue
        value = values.get(param.name or "")
        for item in value if isinstance(value, list | tuple) else (value,):
            if isinstance(item, str | os.PathLike):  # "" reads as the folder "."
                found[str(item) or "."] = max(param.opts, key=len)
    return found
