"""`floorcli blinds SESSION`: button and blinds for successive hands as players come and go.

Registered by the main app with ``app.command()(blinds)``.  Reads the session, plans every
hand (`floorcli.sessions.plan.plan_hands`), prints a table (`floorcli.cli.render.blinds`) or
JSON, and can write one hand as a hand file.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from floorcli.cli.boundary import command
from floorcli.errors import FloorError

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator

    from floorcli.sessions.model import Session
    from floorcli.sessions.plan import HandPlan
    from floorcli.table.chipcount import ChipCount
    from floorcli.table.played import HandCheck

__all__ = ["blinds", "list_sessions", "session_file", "write_chunks"]

SessionArg = Annotated[
    Path,
    typer.Argument(
        metavar="SESSION",
        help="session file (YAML): rules, blinds, seats, button, events after each hand, hands; "
        "'-' reads it from standard input; or the name of a shipped example session",
        show_default=False,
    ),
]
JsonOpt = Annotated[
    bool, typer.Option("--json", help="print the plan as JSON (its keys: docs/commands/blinds.md)")
]
WriteHandOpt = Annotated[
    tuple[int, Path] | None,
    typer.Option(
        "--write-hand",
        metavar="N FILE",
        help="also write hand N as a hand file (seats, button, blinds and posts) for "
        "replay/ask/table; FILE '-' prints it instead of the plan",
        show_default=False,
    ),
]


ForceOpt = Annotated[
    bool,
    typer.Option("--force", help="with --write-hand: replace FILE if it exists (never SESSION)"),
]


@command
def blinds(
    session: SessionArg,
    *,
    json: JsonOpt = False,
    write_hand: WriteHandOpt = None,
    force: ForceOpt = False,
) -> int:
    """Button and blinds hand by hand as players leave, join, step away and come back; on a
    session played at 'floorcli table', whether each recorded hand agrees."""
    from floorcli.cli.render import json_text
    from floorcli.cli.render.blinds import render_plans
    from floorcli.sessions.file import parse_session
    from floorcli.sessions.model import report_chunks
    from floorcli.sessions.plan import iter_plans, plan_hands
    from floorcli.table.played import check_session, hands_of, session_of, stud_session
    from floorcli.textio.limits import STDIN_NAME, is_stdin
    from floorcli.textio.yamlsrc import LineDict, read_yaml_file

    session = session_file(session)
    data = read_yaml_file(session)
    if is_stdin(session):  # named in the title and in messages as every command names it
        session = Path(STDIN_NAME)
    hands = hands_of(data)
    checks: tuple[HandCheck, ...] = ()
    counts: tuple[ChipCount, ...] = ()
    if hands is not None and isinstance(data, LineDict):
        from floorcli.table.records import check_records

        if stud_session(data, hands, file=str(session), base=session.parent):
            check_records(session, data, hands)
            said = f"{session}: a stud session has no button or blinds to check"
            if json:
                from floorcli.cli.render import write_json

                write_json({"message": said, "checks": []})
            else:
                typer.echo(said)
            return 0
        from floorcli.table.chipcount import chip_counts

        loaded = session_of(data, file=str(session), base=session.parent)
        plans, checks = check_session(loaded, data, hands)
        counts = chip_counts(loaded, data, hands, base=session.parent)
        if all(c.agrees for c in checks):  # else a differing hand is what to fix first
            check_records(session, data, hands)  # a won or a stack no table could save
    else:
        loaded = parse_session(data, file=str(session), base=session.parent)
        if write_hand is None:  # streamed: each hand is printed as it is planned
            for _ in iter_plans(loaded):
                pass  # a first walk refuses a bad session before anything is printed
            if json:
                write_chunks(report_chunks(loaded, iter_plans(loaded), json_text))
            else:
                _render_in_parts(iter_plans(loaded), str(session), render_plans)
            return 0
        plans = plan_hands(loaded)
    if write_hand is not None:
        number, target = write_hand
        text = _write_hand(loaded, plans, number, target, force=force)
        if str(target) == "-":
            sys.stdout.write(text)
            return 0
    if json:
        if hands is None:
            write_chunks(report_chunks(loaded, plans, json_text))
        else:
            from floorcli.cli.render import write_json
            from floorcli.sessions.plan import session_report

            report = session_report(loaded, plans)
            report["checks"] = [
                {"hand": c.hand, "agrees": c.agrees, "differences": list(c.differences)}
                for c in checks
            ]
            decimals = loaded.rules.decimals
            report["chip_counts"] = [c.to_json(decimals) for c in counts]
            write_json(report)
    else:
        render_plans(plans, str(session))
        _render_checks(checks)
        _render_counts(counts, loaded.rules.decimals)
    if write_hand is not None:
        from floorcli.cli.boundary import visible

        typer.echo(
            visible(
                f"wrote hand {write_hand[0]} to {write_hand[1]}; replay it with "
                f"'floorcli replay {write_hand[1]}'"
            ),
            err=True,
        )
    return 0 if all(c.agrees for c in checks) else 1  # a chip count only says: a rebuy adds


def session_file(arg: Path) -> Path:
    """The file a session argument names: a path, `-`, or a shipped example session's name
    (`floorcli blinds cash-night`), as `floorcli.formats.handfile.resolve_hand` finds a hand.

    A bare name that is neither is refused with the closest example's name; any other missing
    file is left to the reader's own "cannot read".
    """
    from floorcli.errors import HandFileError, close_match_hint
    from floorcli.formats.handfile import examples_dir

    if arg.exists() or arg.parent != Path(".") or str(arg) == "-":
        return arg
    folder = examples_dir() / "sessions"
    for candidate in (folder / arg.name, folder / f"{arg.name}.yaml"):
        if candidate.is_file():
            return candidate
    hint = close_match_hint(arg.name.removesuffix(".yaml"), [n for n, _ in list_sessions()])
    if hint or not arg.suffix:
        raise HandFileError(
            f"no file '{arg}' here, and no shipped example session of that name{hint}; "
            "'floorcli examples' lists the examples"
        )
    return arg


def list_sessions() -> list[tuple[str, str]]:
    """(name, what it shows) of every shipped example session: the first sentence of its
    opening comment, cut at its first semicolon when longer than a line."""
    from floorcli.formats.handfile import examples_dir

    found = []
    for path in sorted((examples_dir() / "sessions").glob("*.yaml")):
        comment = []
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.startswith("#"):
                break
            comment.append(line.lstrip("# ").strip())
        first = re.split(r"(?<=\.) ", " ".join(comment), maxsplit=1)[0]
        if len(first) > 100:
            first = first.split("; ", 1)[0]
        found.append((path.stem, first if first.endswith(".") else first + "."))
    return found


def _render_counts(counts: tuple[ChipCount, ...], decimals: int) -> None:
    """The chip counts of a played session, one line a hand (`floorcli.table.chipcount`)."""
    from floorcli.cli.boundary import visible

    for count in counts:
        typer.echo(visible(count.words(decimals)))


def _render_checks(checks: tuple[HandCheck, ...]) -> None:
    """One line per recorded hand: agrees, or what differs."""
    from floorcli.cli.boundary import visible

    for c in checks:
        if c.agrees:
            typer.echo(f"hand {c.hand}: the recorded button and posts agree")
        else:
            typer.echo(visible(f"hand {c.hand}: DOES NOT AGREE: {'; '.join(c.differences)}"))
    if checks:
        bad = [str(c.hand) for c in checks if not c.agrees]
        typer.echo(
            f"{len(checks) - len(bad)} of {len(checks)} recorded hands agree"
            + (f"; check hand {', '.join(bad)}" if bad else "")
        )


def write_chunks(chunks: Iterable[str]) -> None:
    """Write text to stdout piece by piece as it comes (the streamed `--json`)."""
    for chunk in chunks:
        sys.stdout.write(chunk)


PART = 100
"""Hands per table when a session is printed: a longer session prints one table (and its
reasons) per hundred hands as they are planned, instead of holding every hand first."""


def _render_in_parts(
    plans: Iterator[HandPlan], file_name: str, render: Callable[..., None]
) -> None:
    part: list[HandPlan] = []
    first = True
    for plan in plans:
        part.append(plan)
        if len(part) == PART:
            render(tuple(part), file_name, hands=None if first else (part[0].hand, plan.hand))
            part, first = [], False
    if part:
        render(tuple(part), file_name, hands=None if first else (part[0].hand, part[-1].hand))


def _write_hand(
    loaded: Session, plans: tuple[HandPlan, ...], number: int, target: Path, *, force: bool
) -> str:
    """Hand `number` as a hand file, written to `target` atomically (never over the session
    file, nor over another file without `force`); not written when `target` is '-'."""
    from floorcli.sessions.file import hand_file_text
    from floorcli.textio.atomic import same_file, write_atomic

    if not 1 <= number <= len(plans):
        raise FloorError(
            f"--write-hand {number}: the session has hands 1 to {len(plans)}; "
            f"write e.g. '--write-hand {len(plans)} hand.yaml'"
        )
    if str(target) == "-":
        return hand_file_text(loaded, plans[number - 1], out_dir=None)
    if same_file(Path(loaded.file), target):
        raise FloorError(
            "--write-hand: that is the session file itself; write the hand to another name",
            file=str(target),
        )
    text = hand_file_text(loaded, plans[number - 1], out_dir=target.resolve().parent)
    write_atomic(target, text, force=force)
    return text
