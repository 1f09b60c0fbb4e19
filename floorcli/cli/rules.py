"""`floorcli rules list/show/check`: the shipped profiles, every setting of one, validate a file.

Errors are printed bare (the message alone, no ``error:``), as this group always has.
"""

from __future__ import annotations

from typing import Annotated

import typer

from floorcli.cli.boundary import command
from floorcli.cli.complete import complete_profile
from floorcli.cli.helptext import Command, Group
from floorcli.cli.render import write_json

__all__ = ["rules_app"]

rules_app = typer.Typer(
    cls=Group,
    help="House-rule profiles: list the shipped ones, show every setting of one, check a file.",
    no_args_is_help=True,
)

JsonOption = Annotated[bool, typer.Option("--json", help="print JSON instead of a table")]


@rules_app.command("list", cls=Command)
@command(bare=True)
def list_command(*, as_json: JsonOption = False) -> None:
    """List the shipped profiles with their descriptions."""
    from floorcli.answers.rules import profiles_report
    from floorcli.cli.render.rules import render_list

    profiles = profiles_report()
    if as_json:
        write_json(profiles)
    else:
        render_list(profiles)


@rules_app.command("show", cls=Command)
@command(bare=True)
def show_command(
    *,
    name_or_path: Annotated[
        str,
        typer.Argument(
            metavar="NAME_OR_PATH",
            autocompletion=complete_profile,
            help="A shipped profile name (e.g. tda-nlhe) or a .yaml path.",
        ),
    ],
    as_json: JsonOption = False,
) -> None:
    """Show every setting of a profile with its value, meaning and source."""
    from floorcli.answers.rules import profile_report
    from floorcli.cli.render.rules import render_profile
    from floorcli.profiles.loader import load_profile

    profile = load_profile(name_or_path)
    if as_json:
        write_json(profile_report(profile))
    else:
        render_profile(profile)


@rules_app.command("check", cls=Command)
@command(bare=True)
def check_command(
    *,
    file: Annotated[
        str,
        typer.Argument(
            metavar="FILE",
            autocompletion=complete_profile,
            help="A profile file (or a shipped profile name).",
        ),
    ],
    as_json: Annotated[
        bool,
        typer.Option(
            "--json",
            help='print one line of JSON: {"ok": true, "file": ..., "profile": ..., '
            '"settings": how many settings the file sets itself}',
        ),
    ] = False,
) -> None:
    """Validate a profile file and what it extends; print ok or the first error."""
    from floorcli.answers.rules import check_report
    from floorcli.cli.render.rules import render_check
    from floorcli.profiles.loader import load_profile

    report = check_report(load_profile(file))
    if as_json:
        write_json(report, indent=None)
    else:
        render_check(report)
