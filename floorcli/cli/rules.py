"""`floorcli rules list/show/check`: the shipped profiles, every setting of one, validate a file."""

from __future__ import annotations

import json
from enum import StrEnum
from typing import Annotated, NoReturn

import typer

from floorcli.errors import FloorError
from floorcli.profiles.loader import format_value, list_profiles, load_profile, settings_table

rules_app = typer.Typer(
    help="House-rule profiles: list the shipped ones, show every setting of one, check a file.",
    no_args_is_help=True,
)

JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON instead of a table.")]


def _fail(err: FloorError) -> NoReturn:
    """Print a refused input on one line to stderr and exit 2."""
    typer.echo(str(err), err=True)
    raise typer.Exit(2) from None


def _json_value(value: object) -> object:
    if isinstance(value, StrEnum):
        return value.value
    if isinstance(value, tuple):
        return list(value)
    return value


@rules_app.command("list")
def list_command(*, as_json: JsonOption = False) -> None:
    """List the shipped profiles with their descriptions."""
    try:
        profiles = list_profiles()
    except FloorError as err:
        _fail(err)
    if as_json:
        rows = [{"name": name, "description": text} for name, text in profiles]
        typer.echo(json.dumps(rows, indent=2))
        return
    width = max((len(name) for name, _ in profiles), default=0)
    for name, text in profiles:
        typer.echo(f"{name:<{width}}  {text}")


@rules_app.command("show")
def show_command(
    *,
    name_or_path: Annotated[
        str,
        typer.Argument(
            metavar="NAME_OR_PATH", help="A shipped profile name (e.g. tda-nlhe) or a .yaml path."
        ),
    ],
    as_json: JsonOption = False,
) -> None:
    """Show every setting of a profile with its value, meaning and source."""
    try:
        profile = load_profile(name_or_path)
    except FloorError as err:
        _fail(err)
    rows = settings_table(profile)
    if as_json:
        document: dict[str, object] = {"name": profile.name, "description": profile.description}
        if profile.extends is not None:
            document["extends"] = profile.extends
        document["settings"] = {
            key: {"value": _json_value(value), "meaning": meaning, "source": source}
            for key, value, meaning, source in rows
        }
        typer.echo(json.dumps(document, indent=2))
        return
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    title = f"{profile.name}: {profile.description}" if profile.description else profile.name
    caption = f"extends {' -> '.join(profile.chain[1:])}" if profile.extends else None
    table = Table(title=Text(title), caption=Text(caption) if caption else None)
    table.add_column("setting", no_wrap=True)
    table.add_column("value", overflow="fold")
    table.add_column("meaning", ratio=1)
    table.add_column("source", ratio=1)
    for key, value, meaning, source in rows:
        table.add_row(Text(key), Text(format_value(value)), Text(meaning), Text(source))
    Console().print(table)


@rules_app.command("check")
def check_command(
    *,
    file: Annotated[
        str, typer.Argument(metavar="FILE", help="A profile file (or a shipped profile name).")
    ],
    as_json: JsonOption = False,
) -> None:
    """Validate a profile file and what it extends; print ok or the first error."""
    try:
        profile = load_profile(file)
    except FloorError as err:
        _fail(err)
    count = len(profile.settings)
    if as_json:
        report = {"ok": True, "file": profile.file, "profile": profile.name, "settings": count}
        typer.echo(json.dumps(report))
        return
    noun = "setting" if count == 1 else "settings"
    typer.echo(f"ok: {profile.file} (profile {profile.name}, {count} {noun})")
