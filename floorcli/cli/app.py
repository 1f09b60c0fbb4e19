"""The command line: each command reads its input, calls the library, renders the answer.

Errors from the library (`FloorError`) become one line on stderr and exit code 2.

Startup is kept cheap: this module imports nothing heavy at the top.  `main` answers a plain
`floorcli ask HAND` / `floorcli replay HAND` (with `--json` and `--rules NAME`) directly,
without importing typer (and through it pydantic), click or rich; every other command line,
including any unusual spelling of those two, goes to the typer app built by `build_app`.
Both paths run the same `run_hand`, so their output and exit codes are the same.

To add a command: define it in a `floorcli/cli_<name>.py` module (typer imported there) and
register it in `build_app` below.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    import typer

T = TypeVar("T")

APP_HELP = (
    "The poker rulebook at the table: replays a hand under house rules and explains every ruling."
)


@functools.cache
def build_app() -> typer.Typer:
    """The full typer app: every command is registered here, in the order `--help` lists them."""
    import typer

    from floorcli.cli import hand as cli_hand
    from floorcli.cli import table as cli_table
    from floorcli.cli.audit import audit, convert
    from floorcli.cli.blinds import blinds
    from floorcli.cli.compare import compare
    from floorcli.cli.rules import rules_app

    app = typer.Typer(
        name="floorcli",
        help=APP_HELP,
        no_args_is_help=True,
        add_completion=False,
        pretty_exceptions_enable=False,
        rich_markup_mode=None,
    )
    # Sub-apps (groups) with their own commands.
    app.add_typer(rules_app, name="rules")
    # Commands.
    app.command()(blinds)
    app.command()(cli_hand.replay)
    app.command()(cli_hand.ask)
    app.command()(cli_hand.examples)
    app.command()(cli_table.table)
    app.command()(cli_table.potmax)
    app.command()(cli_table.sidepots)
    app.command()(audit)
    app.command()(convert)
    app.command()(compare)
    return app


def __getattr__(name: str) -> Any:
    """`floorcli.cli.app.app`, built on first use (so importing this module stays cheap)."""
    if name == "app":
        return build_app()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def guarded(run: Callable[[], T]) -> T:
    """Run a command body; a `FloorError` becomes one line on stderr and exit 2."""
    import typer

    from floorcli.errors import FloorError

    try:
        return run()
    except FloorError as err:
        from floorcli.cli.render import error

        error(str(err))
        raise typer.Exit(2) from None


def run_hand(command: str, hand: Path, *, as_json: bool, rules: str | None) -> int:
    """`ask` or `replay` on one hand file: print the answer, return the exit code.

    0 when every action stood, 1 when a ruling corrected or refused one; a `FloorError`
    (bad input) is left to the caller.
    """
    from floorcli.answers.hand import ask_report, replay_report
    from floorcli.answers.load import load_hand
    from floorcli.engine.replay import deal_hand, replay_hand

    parsed = load_hand(hand, default_rules=rules)
    result = replay_hand(parsed)
    if command == "replay":
        _, forced = deal_hand(parsed)
        report = replay_report(result, forced)
    else:
        report = ask_report(result.final)
        if not result.stands:
            bad = next(r for r in result.rulings if r.verdict != "ok")
            report["explanation"] = (
                f"Note: action {bad.index} ('{bad.input}') was {bad.verdict.value}; "
                f"see 'floorcli replay'. {report['explanation']}"
            )
    if as_json:
        import json

        sys.stdout.write(json.dumps(report, indent=2) + "\n")
    else:
        from floorcli.cli import render

        if command == "replay":
            render.render_replay(report, str(hand))
        else:
            render.render_ask(report, str(hand))
    return 0 if result.stands else 1


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


def _fast(args: tuple[str, Path, bool, str | None]) -> int:
    from floorcli.errors import FloorError

    command, hand, as_json, rules = args
    try:
        return run_hand(command, hand, as_json=as_json, rules=rules)
    except FloorError as err:
        from floorcli.cli.render import error

        error(str(err))
        return 2


def main() -> None:
    """Console-script entry point."""
    args = fast_args(sys.argv[1:])
    if args is not None:
        sys.exit(_fast(args))
    build_app()()
