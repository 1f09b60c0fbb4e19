"""A command line typer cannot read becomes one `error:` line, as bad input does everywhere.

typer (click) refuses an unknown option, a missing value, a word that is not a number or a
missing argument with its four-line `Usage:` box; `usage_line` writes the same refusal as
the rest of floorcli writes bad input: one line naming the flag and what to write instead
(`--jobs two: not a whole number; write --jobs N, N a whole number from 1`).
`helptext.Group.main` (the app's top group) calls it, so the typer app and a test's
`CliRunner` both give the one line.
"""

from __future__ import annotations

from typer import _click as click
from typer._click import exceptions as problems

__all__ = ["argument_name", "option_name", "usage_line"]


def argument_name(param: click.Parameter) -> str:
    """An argument as a user writes it: `HAND`, `[HAND]` when it may be left out, `PATH...`
    when it takes several."""
    name = param.metavar or (param.name or "value").upper()
    if param.nargs != 1 and not name.endswith("..."):
        name += "..."
    return name if param.required else f"[{name}]"


def option_name(param: click.Parameter) -> str:
    """An option as a user writes it: `-v, --explain`, `--rules NAME`."""
    names = ", ".join(sorted(param.opts, key=len))
    if getattr(param, "is_flag", False) or getattr(param, "count", False):
        return names
    return f"{names} {param.metavar or (param.name or 'value').upper()}"


def _flag(param: click.Parameter) -> str:
    """The name a user writes: the longest of an option's names, an argument's metavar."""
    if param.param_type_name == "argument":
        return param.metavar or (param.name or "value").upper()
    return max(param.opts, key=len)


def _what(param: click.Parameter) -> str:
    """What to write for `param`: `--jobs N, N a whole number from 1`, `--save PATH`."""
    if param.param_type_name == "argument":
        shown = argument_name(param).strip("[]")
    else:
        name = option_name(param)
        shown = name.split(", ")[-1] if ", " in name else name
        shown = shown if " " in shown else f"{max(param.opts, key=len)} {shown.split()[-1]}"
    descriptor = getattr(param, "type_descriptor", None)
    annotation = getattr(descriptor, "annotation", None)
    if annotation is int:
        info = descriptor.parameter_info  # type: ignore[union-attr]
        metavar = shown.split()[-1]
        low, high = getattr(info, "min", None), getattr(info, "max", None)
        words = f"{metavar} a whole number (digits only)"
        if low is not None and high is not None:
            words = f"{metavar} a whole number from {low} to {high}"
        elif low is not None:
            words = f"{metavar} a whole number from {low}"
        return f"{shown}, {words}"
    return shown


def _param_named(ctx: click.Context | None, name: str) -> click.Parameter | None:
    """The option of the failing command called `name` (`--pot`, `-j`)."""
    if ctx is None:
        return None
    for param in ctx.command.get_params(ctx):
        if name in param.opts or name in getattr(param, "secondary_opts", ()):
            return param
    return None


def _reason(message: str) -> str:
    """click's sentence as a clause: no final stop, a small first letter."""
    text = message.strip().rstrip(".")
    return text[:1].lower() + text[1:] if text[:2] != text[:2].upper() else text


def _help(ctx: click.Context | None) -> str:
    """`see 'floorcli ask --help'` for the command that failed."""
    return f"see '{ctx.command_path} --help'" if ctx is not None else "see 'floorcli --help'"


def usage_line(err: click.ClickException) -> str:
    """The one line (without `error: `) saying what was wrong with the command line and
    what to write instead."""
    ctx = getattr(err, "ctx", None)
    if isinstance(err, problems.NoSuchOption):
        close = sorted(err.possibilities or ())
        maybe = f" (did you mean {' or '.join(close)}?)" if close else ""
        where = ctx.command_path if ctx is not None else "floorcli"
        return f"{err.option_name}: '{where}' has no such option{maybe}; {_help(ctx)}"
    if isinstance(err, problems.BadOptionUsage):
        param = _param_named(ctx, err.option_name)
        reason = _reason(err.message).replace(f"option '{err.option_name}' ", "")
        reason = reason.replace("requires an argument", "needs a value")
        reason = reason.replace("requires 2 arguments", "needs two values")
        reason = reason.replace(f"Option '{err.option_name}' ", "")
        if param is None:
            return f"{err.option_name}: {reason}; {_help(ctx)}"
        if getattr(param, "is_flag", False):
            return f"{err.option_name}: {reason}; write {err.option_name} alone"
        return f"{err.option_name}: {reason}; write {_what(param)}"
    if isinstance(err, problems.MissingParameter) and err.param is not None:
        flag = _flag(err.param)
        kind = "argument" if err.param.param_type_name == "argument" else "option"
        if kind == "argument" and ctx is not None:
            usage = " ".join([ctx.command_path, *ctx.command.collect_usage_pieces(ctx)])
            return f"{flag} is missing; write {usage}"
        if kind == "argument":
            return f"{flag} is missing; {_help(ctx)}"
        return f"{flag} is required; write {_what(err.param)}"
    if isinstance(err, problems.BadParameter) and err.param is not None:
        reason = _reason(err.message)
        if "not a valid int" in reason:  # click: "valid int", typer 0.29: "valid integer"
            reason = "not a whole number"
        if "; write " in reason:  # the reason says what to write (`WholeNumberOption`)
            return f"{_flag(err.param)}: {reason}"
        return f"{_flag(err.param)}: {reason}; write {_what(err.param)}"
    if isinstance(err, problems.UsageError):
        return f"{_reason(err.message)}; {_help(ctx)}"
    return _reason(err.format_message())
