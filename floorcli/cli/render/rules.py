"""`floorcli rules` for people: the profile list, and every setting of one as a table."""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

from floorcli.cli.boundary import visible

if TYPE_CHECKING:
    from floorcli.profiles.loader import Profile

__all__ = ["render_check", "render_list", "render_profile"]


def render_list(profiles: list[dict[str, str]]) -> None:
    """One line a profile: its name, then its description."""
    width = max((len(p["name"]) for p in profiles), default=0)
    for p in profiles:
        typer.echo(visible(f"{p['name']:<{width}}  {p['description']}"))


def render_profile(profile: Profile) -> None:
    """Every setting with its value, meaning and source; what the profile extends below."""
    from rich.table import Table
    from rich.text import Text

    from floorcli.cli.render import console as make_console
    from floorcli.profiles.loader import format_value, settings_table

    title = f"{profile.name}: {profile.description}" if profile.description else profile.name
    caption = f"extends {' -> '.join(profile.chain[1:])}" if profile.extends else None
    table = Table(title=Text(visible(title)), caption=Text(visible(caption)) if caption else None)
    table.add_column("setting", no_wrap=True)
    table.add_column("value", overflow="fold")
    table.add_column("meaning", ratio=1)
    table.add_column("source", ratio=1)
    for key, value, meaning, source in settings_table(profile):
        table.add_row(
            Text(key), Text(visible(format_value(value))), Text(meaning), Text(visible(source))
        )
    make_console().print(table)


def render_check(report: dict[str, object]) -> None:
    """``ok: FILE (profile NAME, N settings)``."""
    count = report["settings"]
    noun = "setting" if count == 1 else "settings"
    typer.echo(visible(f"ok: {report['file']} (profile {report['profile']}, {count} {noun})"))
