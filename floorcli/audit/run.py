"""Replay many hand histories (PHH and floorcli hand files) and collect what is irregular.

`audit` lists the files once (`floorcli.audit.listing`: every listed file is read once or
reported), replays them in worker processes (`floorcli.audit.fanout`: each worker claims the
next batch of the list as it frees up), and adds up one `FileResult` a batch.  An irregular
action is any ruling that is not `ok`;
a hand that cannot be ruled on at some action (an action after the hand is over, a board
dealt while the betting is open) is irregular with the verdict `error`.  A variant floorcli
does not play, or a file that cannot be read, is skipped with the reason, never counted as
irregular.

Chip accounting (where PHH gives `finishing_stacks`): chips are conserved, every stack is a
whole number of chips, and the pots of the final state can be shared among their eligible
players so as to give exactly the finishing stacks (`floorcli.audit.chips`).
"""

from __future__ import annotations

import functools
import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from floorcli.audit.chips import chip_result, chip_unchecked, chips_problem
from floorcli.audit.listing import (
    DEFAULT_MAX_BYTES,
    HAND_SUFFIXES,
    Listing,
    NotReadable,
    is_url,
    list_files,
    read_any,
)
from floorcli.audit.parts import Done, InOrder, Part, batches, cut_files, weight
from floorcli.audit.phhlane import screen_game
from floorcli.audit.results import FileResult, Summary
from floorcli.audit.stream import phhs_chunks
from floorcli.errors import (
    FloorError,
    HandFileError,
    ReplayError,
    UnsupportedHand,
    UnsupportedVariant,
)
from floorcli.formats import is_phh
from floorcli.formats.phh.reader import PhhGame, iter_games
from floorcli.textio.limits import STDIN_NAME

# ---------------------------------------------------------------- one file


def audit_file(
    path: str | Path,
    default_rules: str | None = None,
    *,
    data: bytes | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    kind: str | None = None,
) -> FileResult:
    """Replay every hand of one file; never raises for a bad file.

    With `data`, the file's bytes are given and nothing is read from disk: `path` only names
    the file (its suffix says the format, or `kind`: `.phh`, `.phhs`, `.yaml`), so a program
    may audit hands from anywhere (`audit -`: standard input).  Without, the file is read
    only when it is a regular file of at most `max_bytes`.
    """
    result = FileResult(file=str(path))
    _audit_into(result, str(path), default_rules, data, max_bytes, kind)
    return result


def audit_task(default_rules: str | None, max_bytes: int, batch: Sequence[str | Part]) -> Done:
    """A worker's task: a batch of whole files, or one part of a large `.phhs`
    (`floorcli.audit.parts`) with whether the file stopped in it (the sequential reader
    would read no further)."""
    if len(batch) == 1 and isinstance(part := batch[0], Part):
        result = FileResult(file=part.file)
        stopped = _audit_into(result, part.file, default_rules, None, max_bytes, part=part)
        return Done(0, result, part, stopped)
    names = [t for t in batch if isinstance(t, str)]
    return Done(len(names), audit_files(names, default_rules, max_bytes))


def _audit_into(
    result: FileResult,
    path: str,
    default_rules: str | None,
    data: bytes | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    kind: str | None = None,
    *,
    part: Part | None = None,
) -> bool:
    """Add one file's hands to `result` (one result may gather a batch of files); whether
    it stopped at a file that could not be read on."""
    try:
        if part is not None or (
            data is None and path.lower().endswith(".phhs") and not is_url(path)
        ):
            _audit_phhs(path, default_rules, result, max_bytes, part)
            return False
        if data is None:
            data = read_any(path, max_bytes=max_bytes)
        text = _decode(path, data)
        if is_phh(kind or path):
            many = None if kind is None else kind == ".phhs"
            _audit_phh(path, default_rules, result, text, many=many)
        else:
            _audit_yaml(Path(path), default_rules, result, text)
    except FloorError as err:
        result.skipped.append(_skip(path, None, err))
        return True
    except Exception as err:  # a worker must report, never die, on any file
        result.skipped.append(
            {
                "file": path,
                "hand": None,
                "kind": "crash",
                "reason": f"{type(err).__name__}: {err}",
            }
        )
        return True
    return False


def _audit_phhs(
    path: str, default_rules: str | None, result: FileResult, max_bytes: int, part: Part | None
) -> None:
    """A `.phhs` file on disk (or a `part` of it), one hand at a time (`floorcli.audit.stream`):
    memory stays flat however many hands it holds; lines are reported as lines of the file."""
    hands = 0
    where = None if part is None else (part.start, part.stop, part.line)
    for start, text in phhs_chunks(path, max_bytes=max_bytes, part=where):
        hands += 1
        before = len(result.irregular)
        _audit_phh(path, default_rules, result, text)
        for record in result.irregular[before:]:
            if record.get("line"):
                record["line"] += start - 1
    if not hands and part is None:
        raise HandFileError(
            "a .phhs file holds hands as TOML tables ([1], [2], ...); none found", file=path
        )


def _skip(file: str, hand: str | None, err: FloorError) -> dict[str, Any]:
    if isinstance(err, NotReadable):
        kind = err.kind
    elif isinstance(err, UnsupportedVariant):
        kind = f"unsupported variant {err.variant}"
    else:
        kind = "unsupported" if isinstance(err, UnsupportedHand) else "unreadable"
    return {"file": file, "hand": hand, "kind": kind, "reason": err.message}


def _decode(file: str, data: bytes) -> str:
    """A file's bytes as text; not UTF-8 is a `HandFileError` naming the file."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as err:
        raise HandFileError(
            f"cannot read: not UTF-8 text (byte 0x{data[err.start]:02x} at offset "
            f"{err.start}); save the file as UTF-8",
            file=file,
        ) from None


def _audit_phh(
    file: str,
    default_rules: str | None,
    result: FileResult,
    given: str | None = None,
    *,
    many: bool | None = None,
) -> None:
    """Every hand of a PHH file: the fast lane (`floorcli.audit.fastlane`) confirms the hands with
    nothing to rule on; any other hand is replayed by the engine for its rulings."""
    for name, game, text in iter_games(file, default_rules=default_rules, text=given, many=many):
        if isinstance(game, FloorError):
            result.skipped.append(_skip(file, name, game))
            continue
        assert isinstance(game, PhhGame)
        screened = screen_game(game)
        if screened is not None:
            result.hands += 1
            if game.finishing_problem is not None:
                chip_unchecked(result, game, screened.behind)
            elif game.finishing_stacks is not None:
                problem = chips_problem(
                    screened.seats,
                    screened.behind,
                    screened.starting_total,
                    screened.pots,
                    game.finishing_stacks,
                )
                chip_result(result, game, problem)
            continue
        _engine_phh(file, name, game, text, result)


def _engine_phh(file: str, name: str | None, game: PhhGame, text: str, result: FileResult) -> None:
    """A hand the fast lane did not confirm, replayed by the engine, which rules on every
    action (the engine is loaded on the first such hand: a clean corpus never loads it)."""
    from floorcli.answers.phh import replay_game
    from floorcli.audit.chips import chip_problem
    from floorcli.audit.phhterms import error_record, irregular_record
    from floorcli.engine.rulings import Verdict

    try:
        item = replay_game(game, text)
    except ReplayError as err:
        result.hands += 1
        result.irregular.append(error_record(game, err.index, err.message, text, err.state))
        return
    except FloorError as err:  # not a hand after all (a seventh player, a fourth board):
        result.skipped.append(_skip(file, name, err))  # unreadable, as when read
        return
    result.hands += 1
    for ruling in item.result.rulings:
        if ruling.verdict is not Verdict.OK:
            result.irregular.append(irregular_record(game, item, ruling, text))
    if item.result.stopped:
        return
    if game.finishing_problem is not None:
        players = {p.seat: p for p in item.result.final.players}
        chip_unchecked(
            result, game, [players[s.seat].stack + players[s.seat].reserve for s in game.specs]
        )
    elif game.finishing_stacks is not None:
        problem = chip_problem(item.result.final.players, game.finishing_stacks, game.specs)
        chip_result(result, game, problem)


def _audit_yaml(path: Path, default_rules: str | None, result: FileResult, text: str) -> None:
    """A hand file, read as `replay` reads it: a profile it names by path is found beside it,
    then in the current folder.  A profile file met in a folder is not a hand: it is passed
    over (`FileResult.not_hands`), neither a hand nor a skip."""
    from floorcli.engine.replay import replay_hand
    from floorcli.formats.handfile import hand_of
    from floorcli.textio.yamlsrc import load_yaml

    data = load_yaml(text, str(path))
    if is_profile(data):
        result.not_hands += 1
        return
    base = None if str(path) == STDIN_NAME else path.parent
    hand = hand_of(data, file=str(path), base=base, rules=default_rules, forced=None)
    replayed = replay_hand(hand)
    result.hands += 1
    _rulings(result, str(path), None, replayed.rulings)


def is_profile(data: object) -> bool:
    """Whether a YAML file's data is a profile (`name:` or `extends:`, no seats nor actions),
    not a hand.

    >>> is_profile({"name": "house", "extends": "tda-nlhe"}), is_profile({"seats": {1: 100}})
    (True, False)
    """
    return (
        isinstance(data, Mapping)
        and ("name" in data or "extends" in data)
        and not ("seats" in data or "actions" in data)
    )


def _rulings(result: FileResult, file: str, hand: str | None, rulings: Sequence[Any]) -> None:
    from floorcli.engine.rulings import Verdict

    for r in rulings:
        if r.verdict is not Verdict.OK:
            result.irregular.append(
                {
                    "file": file,
                    "hand": hand,
                    "index": r.index,
                    "seat": r.seat,
                    "verdict": r.verdict.value,
                    "action": r.action,
                    "input": r.input,
                    "explanation": r.explanation,
                }
            )


# ---------------------------------------------------------------- many files


def audit_files(
    files: Sequence[str], default_rules: str | None = None, max_bytes: int = DEFAULT_MAX_BYTES
) -> FileResult:
    """Replay a batch of files and add up what they contribute (one result a batch keeps
    the traffic between worker processes small)."""
    total = FileResult(file="")
    for name in files:
        _audit_into(total, name, default_rules, None, max_bytes)
    return total


def audit(
    paths: Iterable[str | Path],
    *,
    default_rules: str | None = None,
    jobs: int | None = None,
    batch: int = 32,
    max_bytes: int = DEFAULT_MAX_BYTES,
    progress: Callable[[int], None] | None = None,
) -> Summary:
    """Replay every hand under `paths`; `jobs` worker processes (None: every core).

    The files are listed once (`list_files`), then audited (`audit_listing`).
    """
    listing = list_files(paths, max_bytes=max_bytes)
    return audit_listing(
        listing,
        default_rules=default_rules,
        jobs=jobs,
        batch=batch,
        max_bytes=max_bytes,
        progress=progress,
    )


def audit_listing(
    listing: Listing,
    *,
    default_rules: str | None = None,
    jobs: int | None = None,
    batch: int = 32,
    max_bytes: int = DEFAULT_MAX_BYTES,
    progress: Callable[[int], None] | None = None,
    on_result: Callable[[FileResult, int], None] | None = None,
    part_bytes: int | None = None,
) -> Summary:
    """Replay every listed file, each exactly once; what the listing skipped is reported.

    The workers share the list in batches of `batch` (`floorcli.audit.fanout`); `progress`
    is told how many more files are done, batch by batch, and `on_result` is given each
    batch's result with its number of files (as it is done with one process, at the end with
    several), so that totals kept from it count files and hands together.
    """
    jobs = jobs or os.cpu_count() or 1
    summary = Summary()
    summary.skipped.extend(listing.skipped)
    work = functools.partial(audit_task, default_rules, max_bytes)
    # Never more workers than tasks, nor than cores (`--jobs 100000` is not 100,000 forks);
    # with several, a large `.phhs` is cut into parts for them to share (`audit.parts`).
    jobs = min(jobs, os.cpu_count() or 1)
    names, parts = cut_files(listing.names, part_bytes) if jobs > 1 else (listing.names, [])
    jobs = min(jobs, len(names) + len(parts)) or 1
    chunks: list[list[str | Part]] = [[p] for p in parts]
    chunks.extend([*b] for b in batches(names, batch, workers=jobs))

    def hand_on(result: FileResult, files: int) -> None:
        summary.add(result, files=files)
        if on_result is not None:
            on_result(result, files)

    ordered = InOrder(hand_on)
    if jobs == 1:
        for chunk in chunks:
            ordered.add(work(chunk))
            if progress is not None:
                progress(weight(chunk))
    else:
        from floorcli.audit.fanout import fan_out

        for done in fan_out(chunks, work, jobs=jobs, progress=progress, weight=weight):
            ordered.add(done)
    summary.sort()
    return summary


__all__ = [
    "HAND_SUFFIXES",
    "FileResult",
    "Summary",
    "audit",
    "audit_file",
    "audit_files",
    "audit_listing",
    "batches",
    "list_files",
]
