"""Starting `floorcli table`: the hand (from flags or a file), the save target checked before
the hand starts, and the journal (a new one, or an unfinished one resumed).

`start` returns a ready `TableSession` and the outcome to greet with.  The save target is
refused up front when its folder does not exist, or when it exists and `--force` was not
given; a default target (``table-<date>-<time>.yaml``) is claimed with its journal, so two
sessions never pick the same name.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from floorcli.cli.boundary import visible
from floorcli.errors import FloorError

if TYPE_CHECKING:
    from floorcli.cli.live.loop import TableSession
    from floorcli.table.hand import Outcome
    from floorcli.table.journal import JournalStart

__all__ = ["Start", "bare_resume", "start"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Start:
    """What the command line asked for."""

    hand_yaml: str
    file: str
    base: str | None
    save: Path | None
    force: bool
    resume: Path | None
    as_json: bool
    input_file: Path | None = None  # the hand file the table starts from: never written over


def start(request: Start) -> tuple[TableSession, Outcome, int]:
    """The session, the outcome to greet with, and how many journal lines were typed again
    (0 for a new session)."""
    from floorcli.cli.live.loop import TableSession
    from floorcli.cli.live.targets import check_target
    from floorcli.table.journal import SUFFIX, Journal, find_unfinished, read_whole

    if request.save is not None:
        check_target(request.save, force=request.force, input_file=request.input_file)
    found = request.resume or _offer(find_unfinished(request.save), request)
    if found is not None:
        whole = read_whole(found)
        begun, lines = whole.start, list(whole.lines)
        outcome = _outcome(begun)
        _same_profile(begun, outcome, found)
        named = _started_in(begun, Path(begun.target)) if begun.named else None  # its --save
        journal = Journal.reopen(found)
        journal.damaged = whole.damaged
        session = TableSession(
            outcome.table,
            as_json=request.as_json,
            save_to=request.save or named,
            default=found.with_name(found.name.removesuffix(SUFFIX)),  # beside its journal
            force=request.force,
            journal=journal,
        )
        session.input_file = _input_of(begun)
        for number, why in whole.damaged:  # said, skipped; the journal is kept
            sys.stderr.write(
                visible(
                    f"warning: {found}:{number}: a damaged line ({why}) was skipped; the "
                    "lines after it were typed again, and the journal is kept when the "
                    "session ends: read it, then remove it"
                )
                + "\n"
            )
        session.resume(lines)
        return session, outcome, len(lines)
    if request.save is not None:
        begun = _begun(request, request.save)
        outcome = _outcome(begun)  # bad input is refused before a journal is written
        journal = Journal.create(_profiled(begun, outcome))
    else:
        outcome = _outcome(_begun(request, Path("table.yaml")))
        journal = _claim(request, outcome)
    session = TableSession(
        outcome.table,
        as_json=request.as_json,
        save_to=request.save,
        default=journal.target,  # a movable journal's own name, when it was taken meanwhile
        force=request.force,
        journal=journal,
    )
    session.input_file = request.input_file
    return session, outcome, 0


def _started_in(begun: JournalStart, path: Path) -> Path:
    """`path` as named in the folder the table started in (resumed from another one)."""
    if begun.folder is None or path.is_absolute() or Path(begun.folder) == Path.cwd():
        return path
    return Path(begun.folder, path)


def _input_of(begun: JournalStart) -> Path | None:
    """The hand file a session started from (None for one from flags)."""
    return None if begun.base is None else _started_in(begun, Path(begun.file))


def _profiled(begun: JournalStart, outcome: Outcome) -> JournalStart:
    """The start with the profile the table rules by, for a resume to check."""
    from floorcli.table.journal import profile_of

    return replace(begun, profile=profile_of(outcome.table.hand.rules))


def _same_profile(begun: JournalStart, outcome: Outcome, found: Path) -> None:
    """Refuse a resume under a profile that changed since the session started."""
    from floorcli.table.journal import changed_settings, profile_of

    if begun.profile is None:
        return  # a journal of an older floorcli: it kept no profile
    changed = changed_settings(begun.profile, profile_of(outcome.table.hand.rules))
    if changed:
        raise FloorError(
            f"{found}: the profile changed since the session started ({'; '.join(changed)}); "
            "put it back as it was to resume, or start a new table"
        )


def _begun(request: Start, target: Path, *, named: bool = True) -> JournalStart:
    from floorcli.table.journal import JournalStart

    return JournalStart(
        hand_yaml=request.hand_yaml,
        file=request.file,
        base=request.base,
        target=str(target),
        named=named,
        folder=str(Path.cwd()),
    )


def _claim(request: Start, outcome: Outcome) -> Journal:
    """The journal of a default target: a free ``table-<date>-<time>.yaml`` name now, and the
    next free one if another session takes it before the first line is typed."""
    from floorcli.table.journal import Journal, default_target

    begun = _profiled(_begun(request, default_target(), named=False), outcome)
    return Journal.create(begun, movable=True)


def _outcome(begun: JournalStart) -> Outcome:
    from floorcli.table.hand import start_table
    from floorcli.table.remarks import remarks_of
    from floorcli.textio.yamlsrc import LineDict, LineList, load_yaml

    data = load_yaml(begun.hand_yaml, begun.file)
    if not isinstance(data, LineDict):
        raise FloorError(
            "a hand file is a mapping with rules, seats, button and actions", file=begun.file
        )
    base = None if begun.base is None else Path(begun.base)
    folder = base or (None if begun.folder is None else Path(begun.folder))
    try:  # a profile named by a flag is found in the folder the table started in
        outcome = start_table(data, file=begun.file, base=folder)
        comments = _leading_comments(begun.hand_yaml)
        actions = data.get("actions")
        remarks = (
            remarks_of(begun.hand_yaml, actions, actions.item_lines)
            if isinstance(actions, LineList)
            else ()
        )
        return replace(outcome, table=replace(outcome.table, comments=comments, remarks=remarks))
    except FloorError as err:
        if base is None:  # from flags: no file or line to name; settings are --set flags
            err.file, err.line = None, None
            raise FloorError(
                f"{err.message} (from the command line: --set key=value for a setting, "
                "e.g. --set small_bet=10 --set big_bet=20; --upcards 1:Kh,2:3c for stud)"
            ) from None
        raise


def _leading_comments(text: str) -> str:
    """The ``#`` lines a hand file starts with (its own words on where the hand is from).

    >>> _leading_comments("# Friday, table 3\\n\\n#  hand 12\\nrules: tda-nlhe\\n# late")
    '# Friday, table 3\\n#  hand 12\\n'
    """
    kept = []
    for row in text.splitlines():
        if row.strip() and not row.lstrip().startswith("#"):
            break
        if row.strip() and not row.startswith("# written by 'floorcli table'"):
            kept.append(row.rstrip() + "\n")
    return "".join(kept)


def bare_resume(save: Path | None) -> Path | None:
    """A bare `floorcli table` (no hand, no flags): the unfinished journal to take up, beside
    `--save` or the newest in the current folder.  At a terminal it asks; from a pipe it
    refuses (exit 2) with the exact command that takes the journal up.  None: no journal, or
    the dealer said no."""
    import shlex

    from floorcli.table.journal import find_unfinished, read_journal

    found = find_unfinished(save)
    if found is None:
        return None
    _, lines = read_journal(found)
    typed = f"{len(lines)} line{'s' * (len(lines) != 1)} typed"
    if not sys.stdin.isatty():
        raise FloorError(
            f"{found} holds an unfinished session ({typed}); take it up with: "
            f"floorcli table --resume {shlex.quote(str(found))}"
        )
    try:
        answer = input(visible(f"An unfinished session is in {found} ({typed}). Resume it? [Y/n] "))
    except EOFError:
        answer = "n"
    return found if answer.strip().lower() in ("", "y", "yes") else None


def _offer(found: Path | None, request: Start) -> Path | None:
    """Ask at a terminal whether to resume an unfinished session; elsewhere say how."""
    if found is None:
        return None
    from floorcli.table.journal import read_journal

    _, lines = read_journal(found)
    if not sys.stdin.isatty():
        if request.save is not None:
            raise FloorError(
                f"{found} holds an unfinished session ({len(lines)} lines typed); take it up "
                f"with 'floorcli table --resume {found}', or remove it"
            )
        sys.stderr.write(
            visible(
                f"note: {found} holds an unfinished session ({len(lines)} lines typed); "
                f"'floorcli table --resume {found}' takes it up"
            )
            + "\n"
        )
        return None
    try:
        answer = input(
            visible(
                f"An unfinished session is in {found} ({len(lines)} lines typed). Resume it? [Y/n] "
            )
        )
    except EOFError:
        answer = "n"
    if answer.strip().lower() in ("", "y", "yes"):
        return found
    if request.save is not None:
        raise FloorError(f"{found} holds an unfinished session; resume it or remove it first")
    return None


if TYPE_CHECKING:
    from floorcli.table.journal import Journal
