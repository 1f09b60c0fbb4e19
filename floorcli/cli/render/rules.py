"""`floorcli rules` for people: the profile list, and every setting of one, a block each."""

from __future__ import annotations

from typing import TYPE_CHECKING

import typer

from floorcli.cli.boundary import visible

if TYPE_CHECKING:
    from floorcli.profiles.loader import Profile

__all__ = ["profile_text", "render_check", "render_list", "render_profile"]


def render_list(profiles: list[dict[str, str]]) -> None:
    """A table: each profile's name and what it is, and how to see one whole."""
    from rich.table import Table

    from floorcli.cli.render import console

    table = Table()
    table.add_column("profile", no_wrap=True)
    table.add_column("what it plays")
    for p in profiles:
        table.add_row(visible(p["name"]), visible(p["description"]))
    out = console()
    out.print(table, markup=False, highlight=False)
    out.print("'floorcli rules show NAME' lists every setting of one", markup=False)


WIDTH = 80
"""`rules show` fits a terminal of this many columns."""


def profile_text(profile: Profile, width: int = WIDTH) -> str:
    """Every setting as a block that fits `width` columns: ``key: value``, then its meaning
    and its source, indented; the profile's name, description and what it extends on top.
    Text from the profile file is shown with control characters escaped (`visible`).
    """
    import textwrap

    from floorcli.profiles.loader import settings_table
    from floorcli.profiles.validate import format_value

    def wrapped(text: str, indent: str = "    ") -> list[str]:
        return textwrap.wrap(
            visible(text), width=width, initial_indent=indent, subsequent_indent=indent + "  "
        ) or [indent]

    lines = [visible(profile.name)]
    if profile.description:
        lines += wrapped(profile.description, "  ")
    if profile.extends:
        lines += wrapped(f"extends {' -> '.join(profile.chain[1:])}", "  ")
    for key, value, meaning, source in settings_table(profile):
        lines.append("")
        lines += wrapped(f"{key}: {format_value(value)}", "")
        lines += wrapped(meaning)
        lines += wrapped(f"source: {source}")
    return "\n".join(lines)


def render_profile(profile: Profile) -> None:
    """Every setting with its value, meaning and source, a block each (80 columns)."""
    typer.echo(profile_text(profile))


def render_check(report: dict[str, object]) -> None:
    """``ok: FILE (profile NAME, N settings)``."""
    count = report["settings"]
    noun = "setting" if count == 1 else "settings"
    typer.echo(visible(f"ok: {report['file']} (profile {report['profile']}, {count} {noun})"))
