"""`floorcli table`: live mode for a dealer, typed actions answered as they happen.

Registered in `floorcli.cli.app.build_app`.  The command reads a hand file or its flags, starts
the table (`floorcli.table.hand`) and hands it to the loop (`floorcli.cli.live.loop`).  rich
is imported only when something is drawn.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

from floorcli.cli.boundary import command
from floorcli.cli.complete import complete_hand, complete_profile
from floorcli.cli.flags import profile_flag
from floorcli.errors import FloorError

if TYPE_CHECKING:
    from floorcli.cli.live.start import Start

__all__ = ["SCREEN_ENV", "full_screen", "table", "table_request"]


@command
def table(
    hand: Annotated[
        Path | None,
        typer.Argument(
            metavar="HAND",
            autocompletion=complete_hand,
            help="start from this hand file or shipped example (its actions are replayed)",
            show_default=False,
        ),
    ] = None,
    *,
    rules: Annotated[
        str,
        typer.Option(
            "--rules",
            metavar="NAME",
            autocompletion=complete_profile,
            help="profile when starting from flags (e.g. tda-plo)",
        ),
    ] = "tda-nlhe",
    blinds: Annotated[
        str | None,
        typer.Option(
            "--blinds",
            metavar="SB,BB",
            help="blinds, e.g. 5,10 (default: the profile's; none if it names none)",
        ),
    ] = None,
    ante: Annotated[
        str | None, typer.Option("--ante", metavar="AMOUNT", help="ante amount, e.g. 5 or 0.05")
    ] = None,
    stacks: Annotated[
        str | None,
        typer.Option(
            "--stacks", metavar="CHIPS,...", help="stacks of seats 1, 2, 3 ..., e.g. 1000,800,1200"
        ),
    ] = None,
    seats: Annotated[
        str | None,
        typer.Option(
            "--seats",
            metavar="SEAT:CHIPS,...",
            help="seat:stack or seat:name:stack, e.g. 1:1000,4:Alice:800",
        ),
    ] = None,
    button: Annotated[
        int | None,
        typer.Option(
            "--button", min=1, metavar="SEAT", help="the button seat (default: the last seat)"
        ),
    ] = None,
    settings: Annotated[
        list[str] | None,
        typer.Option(
            "--set",
            metavar="KEY=VALUE",
            help="any profile setting, key=value (repeatable), e.g. --set structure=fixed-limit",
        ),
    ] = None,
    upcards: Annotated[
        str | None,
        typer.Option(
            "--upcards",
            metavar="SEAT:CARD,...",
            help="stud: each seat's third-street upcard, e.g. 1:Kh,2:3c,3:9d",
        ),
    ] = None,
    save: Annotated[
        Path | None,
        typer.Option(
            "--save",
            metavar="FILE",
            help="on leaving, save the hand here (default: ask at a terminal; with input "
            "from a pipe or file, save to table-<date>-<time>.yaml); refused before the hand "
            "starts when its folder does not exist or it exists without --force",
        ),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="let --save replace an existing file")
    ] = False,
    resume: Annotated[
        Path | None,
        typer.Option(
            "--resume",
            metavar="JOURNAL",
            help="take up an unfinished session from its journal (FILE.journal), typing "
            "every line again",
        ),
    ] = None,
    levels: Annotated[
        Path | None,
        typer.Option(
            "--levels",
            metavar="FILE",
            help="a tournament's blind levels (a YAML file with 'levels:'): hand 1 at the "
            "first level, 'next level' and levels by minutes or hands move on (TDA 2024 Rule 23)",
        ),
    ] = None,
    json: Annotated[bool, typer.Option("--json", help="one JSON object a line per answer")] = False,
    explain: Annotated[
        bool,
        typer.Option(
            "--explain",
            "-v",
            help="after each action the whole ruling (arithmetic, rule) and every option, "
            "not the few words a dealer reads at a glance ('why' gives them once)",
        ),
    ] = False,
    screen: Annotated[
        bool,
        typer.Option(
            "--screen",
            help="the full-screen table (seat map, pots, ruling log): the default when input "
            "and output are a terminal; it journals and saves as the lines do",
        ),
    ] = False,
    lines: Annotated[
        bool,
        typer.Option(
            "--lines",
            help="the typed lines and answers, one after another, even at a terminal (as "
            "with input or output piped; FLOORCLI_TABLE=lines makes it the default)",
        ),
    ] = False,
) -> int:
    """Live mode for a dealer: type actions as they happen; the ruling and the next options."""
    from floorcli.cli.live.greeting import greet
    from floorcli.cli.live.start import start

    if screen and json:
        raise FloorError("--screen draws the table; --json writes lines: give one of them")
    if screen and lines:
        raise FloorError("--screen draws the table; --lines writes lines: give one of them")
    request = table_request(
        hand,
        rules=rules,
        blinds=blinds,
        ante=ante,
        stacks=stacks,
        seats=seats,
        button=button,
        settings=settings,
        upcards=upcards,
        levels=levels,
        save=save,
        force=force,
        resume=resume,
        json=json,
    )
    if request is None:
        return 0  # stud with no upcards typed: nothing was dealt, nothing to save
    session, outcome, resumed = start(request)
    session.explain = explain
    if full_screen(screen=screen, lines=lines or json):  # textual is imported only here
        from floorcli.cli.screen import run_screen

        return run_screen(session, outcome, resumed=resumed)
    greet(session, outcome, resumed=resumed)
    return session.run()


def table_request(
    hand: Path | None,
    *,
    rules: str,
    blinds: str | None,
    ante: str | None,
    stacks: str | None,
    seats: str | None,
    button: int | None,
    settings: list[str] | None,
    upcards: str | None,
    levels: Path | None,
    save: Path | None,
    force: bool,
    resume: Path | None,
    json: bool,
) -> Start | None:
    """What `floorcli table`'s arguments ask to start (`floorcli serve` reads the same): a
    hand file, the flags, or an unfinished session's journal; None when a stud table was
    given no upcards (nothing was dealt)."""
    from floorcli.cli.live.start import Start

    profile_flag(rules)
    flags = stacks or seats or blinds or ante is not None or button is not None or settings
    flags = flags or upcards
    if resume is None and hand is None and not flags:  # bare: an unfinished session first
        from floorcli.cli.live.start import bare_resume

        resume = bare_resume(save)
    if resume is not None:
        if hand is not None or flags:
            raise FloorError("--resume takes the table as it was started; give no hand or flags")
        text, file, base = "{}", str(resume), None
    elif hand is not None:
        if flags:
            raise FloorError(
                "give either a hand file or --stacks/--seats/--blinds/--ante/--button/--set, "
                "not both"
            )
        text, file, base = _file_text(hand)
    else:
        from floorcli.table.hand import hand_from_flags, hand_yaml

        data = hand_from_flags(
            rules=rules,
            blinds=blinds,
            ante=ante,
            button=button,
            stacks=stacks,
            seats=seats,
            settings=settings or [],
            upcards=upcards,
        )
        from floorcli.cli.boundary import visible
        from floorcli.cli.live.upcards import needs_upcards, read_upcards

        def say(text: str) -> None:
            typer.echo(visible(text))  # a typed line is echoed escaped

        if needs_upcards(data) and not read_upcards(data, say=say, as_json=json):
            return None
        text, file, base = hand_yaml(data), "the command line", None
    if levels is not None:  # the structure joins the hand: journaled, saved, resumed with it
        from floorcli.sessions.filelevels import hand_with_levels

        if resume is not None:
            raise FloorError("--resume takes the table as it was started; give no --levels")
        text = hand_with_levels(text, file, levels)
    return Start(
        hand_yaml=text,
        file=file,
        base=base,
        save=save,
        force=force,
        resume=resume,
        as_json=json,
        input_file=None if base is None or resume is not None else Path(file),
    )


SCREEN_ENV = "FLOORCLI_TABLE"
"""``FLOORCLI_TABLE=lines``: a bare `floorcli table` at a terminal opens the lines."""


def full_screen(*, screen: bool, lines: bool) -> bool:
    """Whether the table opens on the full screen: asked for (`--screen`), or neither face
    asked for and both input and output a terminal that can draw one (not ``TERM=dumb``),
    unless ``FLOORCLI_TABLE=lines`` says lines."""
    import os
    import sys

    if screen or lines:
        return screen
    if not (sys.stdin.isatty() and sys.stdout.isatty()) or os.environ.get("TERM") == "dumb":
        return False  # piped, or a terminal that cannot draw a screen: the lines
    return os.environ.get(SCREEN_ENV, "").strip().lower() != "lines"


def _file_text(hand: Path) -> tuple[str, str, str]:
    """The hand file's text, its name and its folder; `-` reads it from standard input, and
    the dealer's lines then come from the terminal (`_lines_from_terminal`)."""
    from floorcli.formats.handfile import resolve_hand
    from floorcli.textio.limits import STDIN_NAME, is_stdin, stdin_text
    from floorcli.textio.yamlsrc import load_yaml, read_yaml_file

    if is_stdin(hand):
        text = stdin_text()
        load_yaml(text, STDIN_NAME)  # not YAML: refused here with the line
        _lines_from_terminal()
        return text, STDIN_NAME, str(Path.cwd())
    path = resolve_hand(hand)
    if path.exists() and not path.is_file():  # a pipe, a device: read once, or endless
        raise FloorError("is not a regular file; save the hand to a file first", file=str(path))
    # unreadable, too large or not YAML: refused here with the file and line
    read_yaml_file(path)  # the reader's own size limit (`textio.limits`)
    # the folder is kept absolute: a resumed session finds `rules: my-room.yaml` from anywhere
    return path.read_text(encoding="utf-8-sig"), str(path), str(path.parent.resolve())


def _lines_from_terminal() -> None:
    """After the hand was read from standard input (`table -`), the table reads the dealer's
    typed lines from the terminal (/dev/tty), as if typed there from the start; with no
    terminal (a cron job, a pipe end to end) there is nobody to type them: refused in one
    line."""
    import os

    from floorcli.errors import FloorError

    try:
        fd = os.open("/dev/tty", os.O_RDWR | os.O_NOCTTY)
    except OSError:
        raise FloorError(
            "table -: the hand came from standard input, so the dealer's lines must be typed "
            "at a terminal, and there is none; save the hand to a file and name it"
        ) from None
    os.dup2(fd, 0)
    os.close(fd)
