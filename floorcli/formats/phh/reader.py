"""Read PHH (the Poker Hand History standard: TOML, `.phh` one hand, `.phhs` many).

A hand is read into a `PhhGame`: its rules, seats, chip scale and the actions the betting
follows, nothing replayed.  Replaying it is the engine's job (`floorcli.answers.phh`), and
the audit's fast lane screens it first (`floorcli.audit.phhlane`).
"""

from __future__ import annotations

import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, NamedTuple

from floorcli.errors import FloorError, HandFileError, UnsupportedVariant
from floorcli.formats.phh.actions import (
    plain_actions,
    third_street_upcards,
    tokens_from_plain,
    tokens_of,
)
from floorcli.formats.phh.header import (
    GAMES,
    STRUCTURES,
    VARIANT_NAMES,
    Token,
    cbr_amount,
    number_of,
    setup_of,
    shared_setup,
)
from floorcli.formats.phh.numbers import MAX_DIGITS
from floorcli.model.seats import SeatSpec
from floorcli.profiles.settings import Rules
from floorcli.textio.limits import MAX_PARSED_BYTES, too_large
from floorcli.textio.numbers import MAX_CHIPS

try:  # rtoml parses these files about 13x faster than tomllib (see benchmarks/README-section.md)
    import rtoml

    def _parse(text: str) -> dict[str, Any]:
        data: dict[str, Any] = rtoml.loads(text)
        return data

    _TOML_ERRORS: tuple[type[Exception], ...] = (rtoml.TomlParsingError,)
except ImportError:  # pragma: no cover - the fallback when rtoml has no wheel for a platform
    import tomllib

    def _parse(text: str) -> dict[str, Any]:
        return tomllib.loads(text)

    _TOML_ERRORS = (tomllib.TOMLDecodeError,)


class PhhGame(NamedTuple):
    """One PHH hand read but not yet replayed: its rules, seats and actions in chips.

    An immutable record made once for every hand an audit reads: a named tuple, which is
    built in a third of the time of a frozen dataclass (made with keywords all the same)."""

    file: str
    name: str | None
    variant: str
    rules: Rules
    specs: tuple[SeatSpec, ...]
    seats: tuple[int, ...]
    """The seat numbers in PHH position order (the button last)."""
    written: list[Token] | None
    """The actions' tokens as read one by one; None when `plain` holds them."""
    plain: list[str] | None
    """A hand's actions when every one is written the usual way (`plain_actions`)."""
    scale: int
    finishing_stacks: tuple[float, ...] | None
    positions: tuple[int, ...]
    """For each PHH position, the index of its seat in `specs`."""
    upcards: tuple[tuple[int, str], ...] = ()
    """A stud hand's third-street upcards as (seat, card) pairs."""
    table: str | None = None
    """The hand's table in a `.phhs` file (`[2]`), None in a `.phh` file; `name` is the
    hand's label (the table's name, else the hand's own `hand` field)."""
    finishing_problem: str | None = None
    """Why `finishing_stacks` as written cannot be checked (not a list of one stack a
    player), or None; `audit` reports it as a chip mismatch instead of skipping the check."""
    straddles: tuple[tuple[int, int], ...] = ()
    """(seat, chips) of each straddle posted as an action before the first written one."""

    @property
    def tokens(self) -> list[Token]:
        """(actor, verb, argument, action number) of each action the betting follows."""
        if self.written is not None:
            return self.written
        assert self.plain is not None
        return tokens_from_plain(self.plain)

    @property
    def button(self) -> int:
        """The button's seat: the last PHH position."""
        return self.seats[-1]


# ---------------------------------------------------------------- TOML


def loads(text: str, *, file: str) -> dict[str, Any]:
    """Parse TOML; a syntax error is a `HandFileError` naming the file."""
    try:
        data = _parse(text)
    except _TOML_ERRORS as err:
        first = str(err).strip().splitlines()[0] if str(err).strip() else "bad TOML"
        raise HandFileError(f"not valid TOML (PHH is TOML): {first}", file=file) from None
    return data


def read_text(path: str | Path) -> str:
    """The file's text; an unreadable file is a `HandFileError`."""
    try:
        return _read_bytes(path).decode("utf-8")
    except (OSError, UnicodeDecodeError) as err:
        reason = err.strerror if isinstance(err, OSError) and err.strerror else str(err)
        raise HandFileError(f"cannot read the file: {reason}", file=str(path)) from None


_ONE_AT_A_TIME = (
    " (pick one hand with --hand N, or 'floorcli audit' it: both read a hand at a time)"
)


def _read_bytes(path: str | Path) -> bytes:
    """The file's bytes with plain system calls (a third faster than `open` for the many
    small files of a corpus), at most `MAX_PARSED_BYTES` of them."""
    fd = os.open(path, os.O_RDONLY)
    try:
        chunks = []
        total = 0
        while chunk := os.read(fd, 1 << 16):
            chunks.append(chunk)
            total += len(chunk)
            if total > MAX_PARSED_BYTES:  # a device or a runaway file: refused, not held
                hint = "" if not str(path).lower().endswith(".phhs") else _ONE_AT_A_TIME
                raise HandFileError(too_large(MAX_PARSED_BYTES) + hint, file=str(path))
    finally:
        os.close(fd)
    return b"".join(chunks)


def tables(
    path: str | Path, text: str, *, many: bool | None = None
) -> list[tuple[str | None, dict[str, Any]]]:
    """The hands of a file: one for `.phh`, each top-level table of a `.phhs` (`many`:
    whether the text is a `.phhs`, when its name does not say: standard input)."""
    file = str(path)
    data = loads(text, file=file)
    if not (file.lower().endswith(".phhs") if many is None else many):
        return [(None, data)]
    hands: list[tuple[str | None, dict[str, Any]]] = [
        (str(k), dict(v)) for k, v in data.items() if isinstance(v, Mapping)
    ]
    if not hands:
        raise HandFileError(
            "a .phhs file holds hands as TOML tables ([1], [2], ...); none found", file=file
        )
    return hands


def only_table(path: str | Path, text: str) -> tuple[str | None, dict[str, Any]]:
    """The one hand of a PHH file (a `.phhs` file must hold exactly one)."""
    found = tables(path, text)
    if len(found) != 1:
        names = ", ".join(str(n) for n, _ in found[:5])
        raise HandFileError(
            f"holds {len(found)} hands ({names}{', ...' if len(found) > 5 else ''}); "
            f"pick one with --hand N (e.g. --hand {found[0][0]}); "
            "'floorcli audit' replays them all",
            file=str(path),
        )
    return found[0]


# ---------------------------------------------------------------- reading


def iter_games(
    path: str | Path,
    *,
    default_rules: str | None = None,
    text: str | None = None,
    many: bool | None = None,
) -> Iterator[tuple[str | None, PhhGame | FloorError, str]]:
    """(table name, hand read but not replayed, the file's text) for every hand of a file;
    a hand that cannot be read is its error.  `text` is the file's text when the caller has
    it already (the file is then not read); `many` as `tables` takes it."""
    if text is None:
        text = read_text(path)
    file = str(path)
    for name, data in tables(path, text, many=many):
        try:
            game = read_game(data, file=file, name=name, default_rules=default_rules)
        except FloorError as err:
            err.file = err.file or file
            yield name, err, text
        else:
            yield name, game, text


def read_game(
    data: Mapping[str, Any],
    *,
    file: str,
    name: str | None = None,
    default_rules: str | None = None,
) -> PhhGame:
    """Read one hand's PHH fields into rules, seats and actions (nothing replayed yet)."""
    where = f"hand {name}: " if name is not None else ""
    variant = data.get("variant")
    if not isinstance(variant, str):
        raise HandFileError(f"{where}no variant: PHH needs e.g. variant = 'NT'", file=file)
    if variant not in STRUCTURES:
        what = VARIANT_NAMES.get(variant, "an unknown variant")
        raise UnsupportedVariant(
            f"{where}variant {variant} ({what}) is not supported; floorcli replays "
            + ", ".join(f"{v} ({VARIANT_NAMES[v]})" for v in STRUCTURES),
            variant=variant,
            file=file,
        )
    plain = plain_actions(data)  # the usual spelling: read in one pass, amounts bounded
    setup = shared_setup(data, default_rules) if plain is not None else None
    written: list[Token] | None = None
    if setup is None:
        tokens, whole = (
            (tokens_from_plain(plain), True) if plain is not None else tokens_of(data, file, where)
        )
        if whole:  # whole chips in ASCII digits: only the length can be wrong
            for token in tokens:
                if len(token[2]) > MAX_DIGITS and token[1] == "cbr":
                    cbr_amount(token, file=file, where=where)
        setup = setup_of(data, tokens, whole, default_rules, file, where)
        written = None if plain is not None else tokens
    hand_label = name if name is not None else data.get("hand")
    finishing = data.get("finishing_stacks")
    fin: tuple[float, ...] | None = None
    if isinstance(finishing, list) and len(finishing) == len(setup.seats):
        scale = setup.scale
        if _whole_chips(finishing):  # as `number_of` takes them, in seat order
            fin = tuple([float(finishing[i]) * scale for i in setup.order])
        else:
            values = [
                float(number_of(v, what=f"{where}finishing_stacks", file=file)) * scale
                for v in finishing
            ]
            fin = tuple(values[i] for i in setup.order)
    problem = (
        None
        if finishing is None or fin is not None
        else _finishing_problem(finishing, n=len(setup.seats))
    )
    rules, specs, seats, scale = setup.rules, setup.specs, setup.seats, setup.scale
    upcards = _stud_upcards(written or [], seats, file, where) if variant in GAMES else ()
    return PhhGame(
        file=file,
        name=None if hand_label is None else str(hand_label),
        variant=variant,
        rules=rules,
        specs=specs,
        seats=seats,
        written=written,
        plain=plain,
        scale=scale,
        finishing_stacks=fin,
        positions=setup.positions,
        upcards=upcards,
        table=name,
        finishing_problem=problem,
        straddles=setup.straddles,
    )


def _finishing_problem(finishing: object, *, n: int) -> str:
    """Why a `finishing_stacks` that is not a list of `n` stacks cannot be checked.

    >>> _finishing_problem("lost", n=3)
    "finishing_stacks is 'lost', not a list of 3 stacks (one a player): the chips cannot be checked"
    """
    shown = f"a list of {len(finishing)}" if isinstance(finishing, list) else repr(finishing)[:40]
    return (
        f"finishing_stacks is {shown}, not a list of {n} stacks (one a player): "
        "the chips cannot be checked"
    )


def _whole_chips(values: list[Any]) -> bool:
    """Whether every value is an `int` (not a `bool`) from 0 to `MAX_CHIPS`."""
    # A loop, not `all` over a generator (twice the cost): read for every hand.
    for v in values:  # noqa: SIM110
        if type(v) is not int or not 0 <= v <= MAX_CHIPS:
            return False
    return True


def _stud_upcards(
    tokens: list[Token], seats: tuple[int, ...], file: str, where: str
) -> tuple[tuple[int, str], ...]:
    """A stud hand's third-street upcards; the bring-in must be among the known ones."""
    upcards = third_street_upcards(tokens, seats)
    known = {seat for seat, _ in upcards}
    pb = next((t for t in tokens if t[1] == "pb"), None)
    if not upcards or (pb is not None and seats[int(pb[0][1:]) - 1] not in known):
        who = f"{pb[0]}'s upcard" if pb is not None and upcards else "the third-street upcards"
        raise HandFileError(
            f"{where}stud: {who} must be known to find the bring-in: deal each player's "
            "first three cards with the upcard last, e.g. 'd dh p1 ????7h'",
            file=file,
        )
    return upcards


__all__ = [
    "PhhGame",
    "iter_games",
    "loads",
    "only_table",
    "read_game",
    "read_text",
    "tables",
]
