"""The entry point: the typer app, the argv fast path, and `main`.

Each command lives in the module of its group (`hand`, `blinds`, `tournament`, `table`,
`calculators`, `audit`, `compare`, `rules`): it reads its input, calls one library function
and renders the answer (`floorcli.cli.render`).  Errors from the library (`FloorError`)
become one line on stderr and exit code 2 in one place, `floorcli.cli.boundary`.

Startup is kept cheap: this module imports nothing heavy at the top.  `main` answers a plain
`floorcli ask HAND` / `floorcli replay HAND` (with `--json` and `--rules NAME`) and a plain
`floorcli audit PATH...` (`audit_args`) directly, without importing typer (and through it
pydantic), click or rich; every other command line, including any unusual spelling of those,
goes to the typer app built by `build_app`.  Both paths run the same `run_hand` / `run_audit`
through the same boundary, so their output and exit codes are the same
(tests/test_fast_path.py checks it).

To add a command: define it in a `floorcli/cli/<group>.py` module (typer imported there) and
register it in `build_app` below.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import typer

APP_HELP = (
    "The poker rulebook at the table: replays a hand under house rules and explains every ruling."
)


@functools.cache
def build_app() -> typer.Typer:
    """The full typer app: every command is registered here, in the order `--help` lists them."""
    import typer

    from floorcli.cli import hand as cli_hand
    from floorcli.cli.audit import audit, convert
    from floorcli.cli.blinds import blinds
    from floorcli.cli.calculators import potmax, sidepots
    from floorcli.cli.compare import compare
    from floorcli.cli.helptext import Command, Group
    from floorcli.cli.live import table
    from floorcli.cli.rules import rules_app
    from floorcli.cli.serve import serve
    from floorcli.cli.tournament import balance, break_table, colorup
    from floorcli.cli.version import main_options

    app = typer.Typer(
        name="floorcli",
        help=APP_HELP,
        cls=Group,
        no_args_is_help=True,
        add_completion=True,
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
    )

    app.callback()(main_options)
    # In the order a user meets them (`helptext.COMMAND_ORDER` orders `--help` the same way).
    for body in (
        cli_hand.ask,
        cli_hand.replay,
        table,
        serve,
        potmax,
        sidepots,
        compare,
        blinds,
        balance,
        colorup,
        audit,
        convert,
    ):
        app.command(cls=Command)(body)
    app.command(name="break", cls=Command)(break_table)
    app.add_typer(rules_app, name="rules")
    app.command(cls=Command)(cli_hand.examples)
    return app


def __getattr__(name: str) -> Any:
    """`floorcli.cli.app.app`, built on first use (so importing this module stays cheap)."""
    if name == "app":
        return build_app()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def fast_args(argv: Sequence[str]) -> tuple[str, Path, bool, str | None] | None:
    """(command, hand, json, rules) for a plain `ask`/`replay` command line, else None.

    Only the simplest spellings qualify: the command, one hand argument, and at most one each
    of `--json` and `--rules NAME` / `--rules=NAME`.  Anything else is typer's to parse.

    >>> fast_args(["ask", "situation-6", "--json"])
    ('ask', PosixPath('situation-6'), True, None)
    >>> fast_args(["ask", "--help"]) is None
    True
    """
    if not argv or argv[0] not in ("ask", "replay"):
        return None
    hand: str | None = None
    as_json = False
    rules: str | None = None
    rest = list(argv[1:])
    while rest:
        word = rest.pop(0)
        if word == "--json" and not as_json:
            as_json = True
        elif word.startswith("--rules=") and rules is None and len(word) > 8:
            rules = word[8:]
        elif word == "--rules" and rules is None and rest and not rest[0].startswith("-"):
            rules = rest.pop(0)
        elif word and not word.startswith("-") and hand is None:
            hand = word
        else:
            return None
    if hand is None:
        return None
    return argv[0], Path(hand), as_json, rules


_AUDIT_OPTIONS = {"--jobs": "jobs", "-j": "jobs", "--rules": "rules", "--max-size": "max_size"}


def audit_args(argv: Sequence[str]) -> tuple[list[str], dict[str, Any]] | None:
    """(paths, options) for a plain `audit` command line, else None.

    Plain: the paths (none starting with '-') and at most one each of `--json`, `--jobs N`
    (`-j N`, digits), `--rules NAME` and `--max-size SIZE` (or `--option=VALUE`).  Anything
    else (help, another option, a value starting with '-') is typer's to parse.  One pass over
    the words: 2,000 paths cost 2,000 steps.

    >>> audit_args(["audit", "a.phh", "hands", "--json", "-j", "2"])
    (['a.phh', 'hands'], {'json': True, 'jobs': 2})
    >>> audit_args(["audit", "a.phh", "--jobs", "two"]) is None
    True
    """
    if not argv or argv[0] != "audit":
        return None
    paths: list[str] = []
    options: dict[str, Any] = {}
    at, end = 1, len(argv)
    while at < end:
        word = argv[at]
        at += 1
        if word == "--json" and "json" not in options:
            options["json"] = True
            continue
        name, equals, value = word.partition("=")
        key = _AUDIT_OPTIONS.get(name if name != "-j" or not equals else word)
        if key is not None:
            if not equals:
                if at == end:
                    return None
                value = argv[at]
                at += 1
            if key in options or not value or value.startswith("-"):
                return None
            if key == "jobs":
                if not (value.isascii() and value.isdigit()):
                    return None
                options[key] = int(value)
            else:
                options[key] = value
            continue
        if not word or word.startswith("-"):
            return None
        paths.append(word)
    return (paths, options) if paths else None


def _fast(args: tuple[str, Path, bool, str | None]) -> int:
    """Answer a command line `fast_args` accepted, through the same boundary as typer's.

    The cyclic garbage collector is paused meanwhile: importing what answering needs makes
    some 20,000 objects and no garbage, and the collections they set off were about 5 % of a
    cold `ask` (issue 27).  The answer makes hardly any cycles (frozen values, freed by
    reference counting); the YAML reader already pauses it while it loads a file."""
    import gc

    from floorcli.cli.boundary import run
    from floorcli.cli.handrun import run_hand

    command, hand, as_json, rules = args
    collecting = gc.isenabled()
    gc.disable()
    try:
        return run(lambda: run_hand(command, hand, as_json=as_json, rules=rules))
    finally:
        if collecting:
            gc.enable()


def _fast_audit(paths: list[str], options: dict[str, Any]) -> int:
    """Answer an audit command line `audit_args` accepted, through the same boundary."""
    from floorcli.cli.auditrun import run_audit
    from floorcli.cli.boundary import run

    return run(lambda: run_audit(paths, **options))


def main() -> None:
    """Console-script entry point.

    Ctrl-C at any moment (even while the command line is still being read) ends with one
    line and exit code 130; a closed pipe on stdout ends quietly (`boundary.closed_pipe`);
    a standard stream the shell closed reads or writes as /dev/null, and stdin never fails on
    a byte that is not UTF-8 (`boundary.standard_streams`).
    """
    from floorcli.cli import boundary

    try:
        boundary.standard_streams()
        argv = sys.argv[1:]
        args = fast_args(argv)
        audit = audit_args(argv) if args is None else None
        if args is not None:
            code = _fast(args)
        elif audit is not None:
            code = _fast_audit(*audit)
        else:
            code = _typer()
        sys.stdout.flush()
    except KeyboardInterrupt:
        code = boundary.INTERRUPTED
    except BrokenPipeError:
        code = boundary.closed_pipe()
    if code == boundary.INTERRUPTED:
        boundary.interrupted()
    sys.exit(code)


def _typer() -> int:
    """Run the typer app and return its exit code."""
    try:
        build_app()()
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else 0 if done.code is None else 1
    return 0
