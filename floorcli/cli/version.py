"""`floorcli --version`: the app's own options, read before any command.

Registered as the typer app's callback in `floorcli.cli.app.build_app`.
"""

from __future__ import annotations

from typing import Annotated

import typer

__all__ = ["main_options"]


def _print_version(value: bool) -> None:
    """Print the version and stop, when `--version` was given."""
    if value:
        from floorcli import __version__

        typer.echo(f"floorcli {__version__}")
        raise typer.Exit()


def main_options(
    *,
    version: Annotated[
        bool,
        typer.Option(
            "--version",
            callback=_print_version,
            is_eager=True,
            help="print floorcli's version and exit",
        ),
    ] = False,
) -> None:
    """The poker rulebook at the table: replays a hand under house rules and explains every
    ruling."""
