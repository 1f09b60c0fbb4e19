"""The command line: each command reads its input, calls the library, renders the answer.

Errors from the library (`FloorError`) become one line on stderr and exit code 2.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, TypeVar

import typer

from floorcli.cli_blinds import blinds
from floorcli.cli_rules import rules_app

app = typer.Typer(
    name="floorcli",
    help="The poker rulebook at the table: replays a hand under house rules and explains "
    "every ruling.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
)
app.add_typer(rules_app, name="rules")
app.command()(blinds)

T = TypeVar("T")

HandArg = Annotated[Path, typer.Argument(help="hand file (YAML)", show_default=False)]
JsonOpt = Annotated[bool, typer.Option("--json", help="print JSON (the keys of SPEC section 4)")]
RulesOpt = Annotated[
    str | None,
    typer.Option("--rules", help="profile for a hand file that names none (e.g. tda-nlhe)"),
]


def guarded(run: Callable[[], T]) -> T:
    """Run a command body; a `FloorError` becomes one line on stderr and exit 2."""
    from floorcli.errors import FloorError

    try:
        return run()
    except FloorError as err:
        from floorcli.render import error

        error(str(err))
        raise typer.Exit(2) from None


@app.command()
def replay(hand: HandArg, *, json: JsonOpt = False, rules: RulesOpt = None) -> None:
    """Replay a hand's actions: one ruling per action (exit 1 if any was corrected or refused)."""

    def run() -> int:
        from floorcli.handfile import load_hand
        from floorcli.report import replay_report

        parsed = load_hand(hand, default_rules=rules)
        _, forced = parsed.deal()
        result = parsed.replay()
        report = replay_report(result, forced)
        from floorcli import render

        if json:
            render.print_json(report)
        else:
            render.render_replay(report, str(hand))
        return 0 if result.stands else 1

    raise typer.Exit(guarded(run))


@app.command()
def ask(hand: HandArg, *, json: JsonOpt = False, rules: RulesOpt = None) -> None:
    """The state after the history: who acts, to call, min and max raise-to, legal actions, pots."""

    def run() -> int:
        from floorcli.handfile import load_hand
        from floorcli.report import ask_report

        parsed = load_hand(hand, default_rules=rules)
        result = parsed.replay()
        report = ask_report(result.final)
        if not result.stands:
            bad = next(r for r in result.rulings if r.verdict != "ok")
            report["explanation"] = (
                f"Note: action {bad.index} ('{bad.input}') was {bad.verdict.value}; "
                f"see 'floorcli replay'. {report['explanation']}"
            )
        from floorcli import render

        if json:
            render.print_json(report)
        else:
            render.render_ask(report, str(hand))
        return 0 if result.stands else 1

    raise typer.Exit(guarded(run))


@app.command()
def examples() -> None:
    """List the shipped example hands (the seeds' worked examples); replay one by name."""
    from floorcli.handfile import examples_dir, list_examples

    for name, summary in list_examples():
        typer.echo(f"{name:<26} {summary}")
    typer.echo(f"\n(in {examples_dir()}; e.g. 'floorcli replay situation-6')")


def main() -> None:
    """Console-script entry point."""
    app()
