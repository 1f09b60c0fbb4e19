"""How `--help` reads: commands in the order a user meets them, each described whole, every
argument and option with a word a person would write (`HAND`, `--rules NAME`), and the exit
codes every command follows.

typer's own help shows a value's Python type (`<str>`, `<list[str]>`, `<int range>`) and
wraps a required argument in braces (`{hand}`); `Command` and `Group` below write the names
instead.  `build_app` (`floorcli.cli.app`) and `floorcli.cli.rules` build their commands and
groups with these classes.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any

from typer import _click as click  # typer's own copy of click: its commands are built on it
from typer._click import exceptions as problems
from typer.core import TyperCommand, TyperGroup, TyperOption
from typer.exceptions import Abort

from floorcli.cli.usage import argument_name, option_name, usage_line

__all__ = ["COMMAND_ORDER", "EXIT_CODES", "Command", "Group"]

COMMAND_ORDER = (
    "ask",
    "replay",
    "table",
    "serve",
    "potmax",
    "sidepots",
    "compare",
    "blinds",
    "balance",
    "break",
    "colorup",
    "audit",
    "convert",
    "rules",
    "examples",
)
"""The order `floorcli --help` lists the commands in: the order a user meets them.  A
command not named here comes after these, in the order it was registered."""

EXIT_CODES = (
    (0, "every action stands, or the question was answered (a table left as meant)"),
    (
        1,
        "something for the floor: a ruling corrected or refused an action (replay, ask, "
        "audit), the profiles rule differently (compare), a recorded hand's blinds disagree "
        "(blinds), a player must move or a table must halt (balance)",
    ),
    (
        2,
        "bad input: one line on stderr naming the file and line, or the flag, and what to "
        "write instead (a file that cannot be read or written too)",
    ),
    (130, "stopped by Ctrl-C (the table saves first)"),
)
"""The exit codes of every command: the README's table and `floorcli --help` both show these
(tests/test_conventions.py holds the two and every command to them)."""


def _help_text(param: click.Parameter, ctx: click.Context) -> str:
    """The parameter's help with its default and whether it is required, as typer writes
    them, but no number range (`[x>=1]`): the help says what the number is."""
    record = param.get_help_record(ctx)
    text = record[1] if record else ""
    for word in ("x>=1", "x>=0"):
        text = text.replace(f"; {word}]", "]").replace(f"  [{word}]", "")
    return text


def _number_places(param: TyperOption) -> tuple[int, ...] | None:
    """Which of an option's values are whole numbers: `()` for every value (`--jobs N`),
    `(0,)` for the first of a tuple (`--write-hand N FILE`: a number, then a file); None for
    an option without one."""
    kind = param.type
    if isinstance(kind, click.types.IntParamType):
        return ()
    if isinstance(kind, click.types.Tuple):  # `tuple[int, Path] | None` too
        places = tuple(
            n for n, part in enumerate(kind.types) if isinstance(part, click.types.IntParamType)
        )
        return places or None
    return None


class WholeNumberOption(TyperOption):
    """An option taking a whole number (`--jobs N`, `--seed N`), read by the one rule for
    numbers (`floorcli.textio.numbers.plain_number`): typer's int also reads ``+3`` and
    ``1_000``; here they are refused with the plain number to write."""

    def process_value(self, ctx: click.Context, value: Any) -> Any:
        from floorcli.textio.numbers import plain_number

        words = value if isinstance(value, list | tuple) else (value,)
        places = _number_places(self) or ()  # `--write-hand N FILE`: only N is a number
        for n, word in enumerate(words):
            if places and n not in places:
                continue
            plain = plain_number(word) if isinstance(word, str) else None
            if plain is not None:
                raise problems.BadParameter(
                    f"{word} is not a number as floorcli reads them; write "
                    f"{max(self.opts, key=len)} {plain}",
                    ctx=ctx,
                    param=self,
                )
        return super().process_value(ctx, value)


class Command(TyperCommand):
    """A command whose help names every value in words (see the module's docstring)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        for param in self.params:  # whole-number options read by the one rule for numbers
            if type(param) is TyperOption and _number_places(param) is not None:
                param.__class__ = WholeNumberOption

    def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
        """typer's own parsing, with the command named in every refusal (its option parser
        leaves a missing value's context out, so the line could not say which `--pot`)."""
        try:
            return super().parse_args(ctx, args)
        except problems.UsageError as err:
            if err.ctx is None:
                err.ctx, err.cmd = ctx, self
            raise

    def collect_usage_pieces(self, ctx: click.Context) -> list[str]:
        pieces = [self.options_metavar] if self.options_metavar else []
        pieces += [
            argument_name(p) for p in self.get_params(ctx) if p.param_type_name == "argument"
        ]
        return pieces

    def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        arguments: list[tuple[str, str]] = []
        options: list[tuple[str, str]] = []
        for param in self.get_params(ctx):
            if getattr(param, "hidden", False):
                continue
            if param.param_type_name == "option":
                options.append((option_name(param), _help_text(param, ctx)))
            elif param.param_type_name == "argument":
                arguments.append((argument_name(param).strip("[]"), _help_text(param, ctx)))
        if arguments:
            with formatter.section("Arguments"):
                formatter.write_dl(arguments)
        if options:
            with formatter.section("Options"):
                formatter.write_dl(options)


def _description(command: click.Command) -> str:
    """A command's whole first paragraph, on one line."""
    text = command.short_help or command.help or ""
    return " ".join(text.split("\n\n")[0].split())


class Group(TyperGroup):
    """A group listing its commands in `COMMAND_ORDER` with their whole descriptions; the
    top-level group ends its help with the exit codes."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        names = super().list_commands(ctx)
        known = [name for name in COMMAND_ORDER if name in names]
        return known + [name for name in names if name not in COMMAND_ORDER]

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        rows = []
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                rows.append((name, _description(command)))
        if rows:
            with formatter.section("Commands"):
                formatter.write_dl(rows)

    def main(
        self,
        args: Sequence[str] | None = None,
        prog_name: str | None = None,
        complete_var: str | None = None,
        standalone_mode: bool = True,
        windows_expand_args: bool = True,
        **extra: Any,
    ) -> Any:
        """Run the command line as typer does, but a line typer cannot read is refused in
        one `error:` line (`floorcli.cli.usage`), not typer's `Usage:` box."""
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, False, windows_expand_args, **extra)
        try:
            code = super().main(args, prog_name, complete_var, False, windows_expand_args, **extra)
        except problems.NoArgsIsHelpError as err:  # `floorcli` alone: the help
            err.show()
            sys.exit(err.exit_code)
        except click.ClickException as err:
            from floorcli.cli.boundary import error

            error(usage_line(err))
            sys.exit(err.exit_code)
        except Abort:
            click.echo("Aborted!", err=True)
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)

    def format_epilog(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        super().format_epilog(ctx, formatter)
        if ctx.parent is None:
            with formatter.section("Exit codes (every command)"):
                formatter.write_dl([(str(code), meaning) for code, meaning in EXIT_CODES])
