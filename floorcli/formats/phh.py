"""Read PHH (the Poker Hand History standard: TOML, `.phh` one hand, `.phhs` many) into `Hand`s.

PHH lists players by position: the first is the small blind, the last holds the button
(heads-up the list is the big blind then the button, and `antes` and `blinds_or_straddles`
apply reversed).  floorcli seats them 1..N in that order (or at the `seats` numbers when the
file gives them), so the button is the last seat.  `cbr X` is a bet or raise to X, `cc` a
check or a call, `f` a fold; `d db` deals the board (a street marker, checked against the
betting); hole cards, shows and mucks are not rulings and are passed over.

Reading a PHH hand replays it: `cc` is written as check or call, and `cbr` as bet or raise,
from the state it was made in, so the replay is returned with the `Hand`.
"""

from __future__ import annotations

import functools
import os
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from floorcli.audit.fastlane import BOARD, CALL, FOLD, RAISE, Screened, screen
from floorcli.engine import options
from floorcli.engine.replay import HandOver, MarkerMismatch, Replay, Walk, deal
from floorcli.errors import (
    FloorError,
    HandFileError,
    NotationError,
    ReplayError,
    UnsupportedHand,
    UnsupportedVariant,
)
from floorcli.model.actions import Action, Entry, Street, StreetMarker, Verb
from floorcli.model.hand import Hand, SeatSpec
from floorcli.profiles import loader
from floorcli.profiles.settings import Rules, Structure
from floorcli.textio.yamlsrc import LineDict

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

STRUCTURES = {"NT": Structure.NO_LIMIT, "PO": Structure.POT_LIMIT, "FT": Structure.FIXED_LIMIT}
"""The PHH variants floorcli replays, and their betting structure."""

DEFAULT_PROFILES = {"NT": "tda-nlhe", "PO": "tda-plo", "FT": "limit-holdem"}
"""The profile for a hand that names none and is read without `--rules`."""

VARIANT_NAMES = {
    "NT": "no-limit Texas hold'em",
    "NS": "no-limit short-deck hold'em",
    "PO": "pot-limit Omaha",
    "FT": "fixed-limit Texas hold'em",
    "FO/8": "fixed-limit Omaha hi-lo",
    "F7S": "fixed-limit seven-card stud",
    "F7S/8": "fixed-limit seven-card stud hi-lo",
    "FR": "fixed-limit razz",
    "N2L1D": "no-limit 2-7 single draw",
    "F2L3D": "fixed-limit 2-7 triple draw",
    "FB": "fixed-limit badugi",
}

HOLE_CARDS = {"NT": 2, "PO": 4, "FT": 2}
EXTRA_KEY = "_floorcli"
"""A user-defined PHH field (leading underscore): the profile and house settings of the hand."""

_CARD = re.compile(r"[2-9TJQKA][cdhs]")
_PLAYER = re.compile(r"p[1-9][0-9]*")
_PLAIN = re.compile(r"(p[1-9][0-9]*) (f|cc)|(p[1-9][0-9]*) cbr ([0-9]+)|d db (\S+)")
"""`pN f`, `pN cc`, `pN cbr X` in whole chips and `d db CARDS`, written with single spaces."""
_BOARD = (Street.FLOP, Street.TURN, Street.RIVER)


@dataclass(frozen=True, slots=True, kw_only=True)
class PhhHand:
    """One PHH hand read and replayed."""

    file: str
    name: str | None
    variant: str
    hand: Hand
    result: Replay
    finishing_stacks: tuple[float, ...] | None
    scale: int


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


def _read_bytes(path: str | Path) -> bytes:
    """The file's bytes with plain system calls (a third faster than `open` for the many
    small files of a corpus)."""
    fd = os.open(path, os.O_RDONLY)
    try:
        chunks = []
        while chunk := os.read(fd, 1 << 16):
            chunks.append(chunk)
    finally:
        os.close(fd)
    return b"".join(chunks)


def tables(path: str | Path, text: str) -> list[tuple[str | None, dict[str, Any]]]:
    """The hands of a file: one for `.phh`, each top-level table of a `.phhs`."""
    file = str(path)
    data = loads(text, file=file)
    if not file.lower().endswith(".phhs"):
        return [(None, data)]
    hands: list[tuple[str | None, dict[str, Any]]] = [
        (str(k), dict(v)) for k, v in data.items() if isinstance(v, Mapping)
    ]
    if not hands:
        raise HandFileError(
            "a .phhs file holds hands as TOML tables ([1], [2], ...); none found", file=file
        )
    return hands


# ---------------------------------------------------------------- reading


def iter_hands(
    path: Path, *, default_rules: str | None = None
) -> Iterator[tuple[str | None, PhhHand | FloorError]]:
    """(table name, hand) for every hand of a PHH file; a hand that cannot be read is its error."""
    text = read_text(path)
    for name, data in tables(path, text):
        try:
            hand = read_hand(
                data, file=str(path), name=name, default_rules=default_rules, text=text
            )
        except FloorError as err:
            err.file = err.file or str(path)
            yield name, err
        else:
            yield name, hand


def iter_games(
    path: str | Path, *, default_rules: str | None = None
) -> Iterator[tuple[str | None, PhhGame | FloorError, str]]:
    """(table name, hand read but not replayed, the file's text) for every hand of a file;
    a hand that cannot be read is its error."""
    text = read_text(path)
    file = str(path)
    for name, data in tables(path, text):
        try:
            game = read_game(data, file=file, name=name, default_rules=default_rules)
        except FloorError as err:
            err.file = err.file or file
            yield name, err, text
        else:
            yield name, game, text


def load_phh(path: Path, *, default_rules: str | None = None) -> Hand:
    """The one hand of a PHH file (a `.phhs` file must hold exactly one)."""
    text = read_text(path)
    found = tables(path, text)
    if len(found) != 1:
        names = ", ".join(str(n) for n, _ in found[:5])
        raise HandFileError(
            f"holds {len(found)} hands ({names}{', ...' if len(found) > 5 else ''}); "
            "'floorcli audit' replays them all, or split one out into a .phh file",
            file=str(path),
        )
    name, data = found[0]
    return read_hand(data, file=str(path), name=name, default_rules=default_rules, text=text).hand


@dataclass(frozen=True, slots=True, kw_only=True)
class PhhGame:
    """One PHH hand read but not yet replayed: its rules, seats and actions in chips."""

    file: str
    name: str | None
    variant: str
    rules: Rules
    specs: tuple[SeatSpec, ...]
    seats: tuple[int, ...]
    tokens: list[tuple[str, str, str, int]]
    scale: int
    finishing_stacks: tuple[float, ...] | None
    positions: tuple[int, ...]
    """For each PHH position, the index of its seat in `specs`."""

    def replay(self, text: str = "") -> PhhHand:
        """Replay the hand with the engine: a ruling for every action."""
        hand, result = _replay(
            self.rules, self.specs, self.seats, self.tokens, self.scale, file=self.file, text=text
        )
        return PhhHand(
            file=self.file,
            name=self.name,
            variant=self.variant,
            hand=hand,
            result=result,
            finishing_stacks=self.finishing_stacks,
            scale=self.scale,
        )

    def screen(self) -> Screened | None:
        """The audit's fast lane (`floorcli.audit.fastlane`): the end of the hand when every action
        stands as written, else None (replay it for the rulings)."""
        index = self.positions
        moves: list[tuple[int, ...]] = []
        boards = 0
        scale = self.scale
        for actor, verb, arg, _k in self.tokens:
            if verb == "db":
                moves.append((BOARD, boards))
                boards += 1
            else:
                position = int(actor[1:])
                if position > len(index):
                    return None
                who = index[position - 1]
                if verb == "f":
                    moves.append((FOLD, who))
                elif verb == "cc":
                    moves.append((CALL, who))
                else:
                    moves.append((RAISE, who, round(float(arg) * scale)))
        return screen(self.rules, self.specs, self.seats[-1], moves)


def read_hand(
    data: Mapping[str, Any],
    *,
    file: str,
    name: str | None = None,
    default_rules: str | None = None,
    text: str = "",
) -> PhhHand:
    """Build and replay one hand from its PHH fields."""
    return read_game(data, file=file, name=name, default_rules=default_rules).replay(text)


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
            "NT (no-limit hold'em), PO (pot-limit Omaha) and FT (fixed-limit hold'em)",
            variant=variant,
            file=file,
        )
    tokens, whole = _tokens(data, file, where)
    setup = _setup_of(data, tokens, whole, default_rules, file, where)
    hand_label = name if name is not None else data.get("hand")
    finishing = data.get("finishing_stacks")
    fin: tuple[float, ...] | None = None
    if isinstance(finishing, list) and len(finishing) == len(setup.seats):
        values = [float(_number_of(v)) * setup.scale for v in finishing]
        fin = tuple(values[i] for i in setup.order)
    rules, specs, seats, scale = setup.rules, setup.specs, setup.seats, setup.scale
    return PhhGame(
        file=file,
        name=None if hand_label is None else str(hand_label),
        variant=variant,
        rules=rules,
        specs=specs,
        seats=seats,
        tokens=tokens,
        scale=scale,
        finishing_stacks=fin,
        positions=setup.positions,
    )


class _Setup(NamedTuple):
    """What a hand's header decides: the rules, the seats, the chip scale."""

    rules: Rules
    specs: tuple[SeatSpec, ...]
    seats: tuple[int, ...]
    order: tuple[int, ...]
    """Indexes of the PHH positions in seat order."""
    positions: tuple[int, ...]
    """For each PHH position, the index of its seat in seat order (`order` inverted)."""
    scale: int


_HEADER = (
    "variant",
    "starting_stacks",
    "antes",
    "blinds_or_straddles",
    "min_bet",
    "small_bet",
    "big_bet",
    EXTRA_KEY,
    "seats",
    "players",
)


def _setup_of(
    data: Mapping[str, Any],
    tokens: Sequence[tuple[str, str, str, int]],
    whole: bool,
    default_rules: str | None,
    file: str,
    where: str,
) -> _Setup:
    """The hand's setup; hands with the same header (a corpus repeats a few games) share
    one, read once.  A header with a problem is read again to word the error."""
    if whole:  # whole-chip bets: the header alone decides the scale
        try:
            key = tuple(_hashable(data.get(k)) for k in _HEADER)
            return _cached_setup(key, default_rules)
        except (FloorError, TypeError):
            pass
    return _setup(data, tokens, default_rules, file, where)


class _TableKey(tuple[tuple[str, object], ...]):
    """A TOML table as part of a cache key."""


def _hashable(value: object) -> object:
    """A header value as a cache key (a list nested in a list stays a list: unhashable, so
    that hand is read without the cache)."""
    if type(value) is list:
        return tuple(value)
    if type(value) is dict:
        return _TableKey(sorted((str(k), _hashable(v)) for k, v in value.items()))
    return value


def _unhashable(value: object) -> object:
    if isinstance(value, _TableKey):
        return {k: _unhashable(v) for k, v in value}
    if isinstance(value, tuple):
        return [_unhashable(v) for v in value]
    return value


@functools.lru_cache(maxsize=1024)
def _cached_setup(key: tuple[object, ...], default_rules: str | None) -> _Setup:
    data = {k: _unhashable(v) for k, v in zip(_HEADER, key, strict=True) if v is not None}
    return _setup(data, (), default_rules, "PHH", "")


def _setup(
    data: Mapping[str, Any],
    tokens: Sequence[tuple[str, str, str, int]],
    default_rules: str | None,
    file: str,
    where: str,
) -> _Setup:
    variant = str(data.get("variant"))
    stacks = _numbers(data, "starting_stacks", file, where)
    n = len(stacks)
    if n < 2:
        raise HandFileError(f"{where}starting_stacks: a hand needs at least two players", file=file)
    if any(s != s or s in (float("inf"), float("-inf")) for s in stacks):
        raise UnsupportedHand(
            f"{where}starting_stacks has an unknown (inf) stack; floorcli needs every stack",
            file=file,
        )
    antes = _numbers(data, "antes", file, where, length=n)
    blinds = _numbers(data, "blinds_or_straddles", file, where, length=n)
    sizes = {k: data[k] for k in ("min_bet", "small_bet", "big_bet") if k in data}
    sized = [_number_of(v) for v in sizes.values()]
    amounts = [float(t[2]) for t in tokens if t[1] == "cbr"]
    scale = _scale([*stacks, *antes, *blinds, *sized, *amounts])
    if scale is None:
        raise UnsupportedHand(
            f"{where}amounts finer than 1/10000 of a chip; floorcli counts whole chips", file=file
        )
    stacks_i = [_chips(v, scale) for v in stacks]
    overrides = _game_settings(
        variant, [_chips(v, scale) for v in antes], [_chips(v, scale) for v in blinds], file, where
    )
    for key, value in sizes.items():
        overrides[key] = _chips(_number_of(value), scale)
    extra = data.get(EXTRA_KEY, {})
    if not isinstance(extra, Mapping):
        raise HandFileError(
            f"{where}{EXTRA_KEY} is a table of floorcli settings, e.g. "
            f"{EXTRA_KEY} = {{rules = 'tda-nlhe'}}",
            file=file,
        )
    extra = {k: None if v == "null" else v for k, v in extra.items()}
    profile = extra.pop("rules", None) or default_rules or DEFAULT_PROFILES[variant]
    overrides.update(extra)
    rules = _rules(str(profile), _freeze(overrides), file)
    seats = _seat_numbers(data, n, file, where)
    names = _names(data, n)
    order = sorted(range(n), key=seats.__getitem__)
    specs = tuple(SeatSpec(seat=seats[i], stack=stacks_i[i], name=names[i]) for i in order)
    positions = [0] * n
    for k, i in enumerate(order):
        positions[i] = k
    return _Setup(
        rules=rules,
        specs=specs,
        seats=tuple(seats),
        order=tuple(order),
        positions=tuple(positions),
        scale=scale,
    )


def _number_of(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise HandFileError(f"{value!r} is not a number")
    return value


def _numbers(
    data: Mapping[str, Any], key: str, file: str, where: str, *, length: int | None = None
) -> list[float]:
    raw = data.get(key)
    if not isinstance(raw, list):
        raise HandFileError(f"{where}{key}: PHH needs a list of numbers, one a player", file=file)
    if length is not None and len(raw) != length:
        raise HandFileError(
            f"{where}{key} has {len(raw)} entries for {length} players (starting_stacks)",
            file=file,
        )
    out: list[float] = []
    for value in raw:
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
            raise HandFileError(
                f"{where}{key}: {value!r} is not a non-negative number of chips", file=file
            )
        out.append(value)
    return out


def _scale(values: Sequence[float]) -> int | None:
    """The smallest power of ten that makes every amount whole (1 for whole chips)."""
    for scale in (1, 10, 100, 1000, 10000):
        if all(abs(v * scale - round(v * scale)) < 1e-6 for v in values):
            return scale
    return None


def _chips(value: float, scale: int) -> int:
    return round(value * scale)


def _game_settings(
    variant: str, antes: list[int], blinds: list[int], file: str, where: str
) -> dict[str, object]:
    """structure, blinds, ante and ante_mode from PHH's per-position lists."""
    n = len(blinds)
    settings: dict[str, object] = {"structure": STRUCTURES[variant].value}
    nonzero = [i for i, b in enumerate(blinds) if b]
    if n == 2:
        if blinds[0] and not blinds[1]:
            raise UnsupportedHand(
                f"{where}heads-up blinds_or_straddles {blinds}: only a small blind; "
                "floorcli needs the button's blind first",
                file=file,
            )
        posted = [b for b in blinds if b]
    else:
        if nonzero != list(range(len(nonzero))) or len(nonzero) > 3:
            raise UnsupportedHand(
                f"{where}blinds_or_straddles {blinds}: floorcli reads up to three forced "
                "bets left of the button (small blind, big blind, an under-the-gun straddle)",
                file=file,
            )
        posted = [blinds[i] for i in nonzero]
    if posted:
        settings["blinds"] = posted
    effective = antes[::-1] if n == 2 else antes
    paid = [i for i, a in enumerate(effective) if a]
    if not paid:
        settings["ante"] = 0
        return settings
    big_blind = (0 if len(posted) == 2 else 1) if n == 2 else max(len(posted) - 1, 0)
    if len(paid) == n and len(set(effective)) == 1:
        settings.update(ante=effective[0], ante_mode="all")
    elif paid == [big_blind] and posted:
        settings.update(ante=effective[big_blind], ante_mode="big-blind")
    elif paid == [n - 1]:
        settings.update(ante=effective[n - 1], ante_mode="button")
    else:
        raise UnsupportedHand(
            f"{where}antes {antes}: floorcli reads equal antes, a big blind ante or a button ante",
            file=file,
        )
    return settings


def _freeze(settings: Mapping[str, object]) -> tuple[tuple[str, object], ...]:
    return tuple(sorted((k, tuple(v) if isinstance(v, list) else v) for k, v in settings.items()))


def _rules(profile: str, settings: tuple[tuple[str, object], ...], file: str) -> Rules:
    """A profile with the hand's settings on top.  A corpus repeats a few games, so the
    rules are built once per game; a bad setting is reported naming the file."""
    try:
        return _cached_rules(profile, settings)
    except FloorError:
        return _build_rules(profile, settings, Path(file).name)


@functools.lru_cache(maxsize=256)
def _cached_rules(profile: str, settings: tuple[tuple[str, object], ...]) -> Rules:
    return _build_rules(profile, settings, "PHH")


def _build_rules(profile: str, settings: tuple[tuple[str, object], ...], file: str) -> Rules:
    raw = {k: list(v) if isinstance(v, tuple) else v for k, v in settings}
    checked = loader.validate_settings(LineDict(raw, line=1), file)
    return loader.build_rules(profile, checked, file=file)


def _seat_numbers(data: Mapping[str, Any], n: int, file: str, where: str) -> list[int]:
    raw = data.get("seats")
    if raw is None:
        return list(range(1, n + 1))
    ok = (
        isinstance(raw, list)
        and len(raw) == n
        and all(isinstance(s, int) and not isinstance(s, bool) and s > 0 for s in raw)
        and len(set(raw)) == n
    )
    if ok:
        button, ordered = raw[-1], sorted(raw)
        clockwise = [s for s in ordered if s > button] + [s for s in ordered if s <= button]
        ok = clockwise == list(raw)
    if not ok:
        raise HandFileError(
            f"{where}seats {raw!r}: write one distinct seat number a player, clockwise from "
            "the small blind to the button",
            file=file,
        )
    return list(raw)


def _names(data: Mapping[str, Any], n: int) -> list[str | None]:
    raw = data.get("players")
    if not isinstance(raw, list) or len(raw) != n:
        return [None] * n
    return [str(x).strip() or None if x is not None else None for x in raw]


def _tokens(
    data: Mapping[str, Any], file: str, where: str
) -> tuple[list[tuple[str, str, str, int]], bool]:
    """(actor, verb, argument, action number) of each action that the betting follows
    (commentary, hole cards and shown hands left out), and whether every bet is in whole
    chips."""
    raw = data.get("actions", [])
    if not isinstance(raw, list):
        raise HandFileError(f"{where}actions: PHH needs a list of strings", file=file)
    out: list[tuple[str, str, str, int]] = []
    whole = True
    for k, item in enumerate(raw, start=1):
        if not isinstance(item, str):
            raise HandFileError(f"{where}action {k}: {item!r} is not a string", file=file)
        if item.startswith("d dh "):
            continue  # hole cards: nothing to rule on
        plain = _PLAIN.fullmatch(item)
        if plain is not None:  # the usual spelling, read in one step
            actor, verb, raiser, amount, board = plain.groups()
            if actor is not None:
                out.append((actor, verb, "", k))
            elif raiser is not None:
                out.append((raiser, "cbr", amount, k))
            else:
                out.append(("d", "db", board, k))
            continue
        words = (item.split("#", 1)[0] if "#" in item else item).split()
        if not words:
            continue
        actor, verb = words[0], words[1] if len(words) > 1 else ""
        arg = words[2] if len(words) == 3 else " ".join(words[2:])
        player = _PLAYER.fullmatch(actor) is not None
        if (actor == "d" and verb == "db") or (player and verb in ("f", "cc")):
            out.append((actor, verb, arg, k))
        elif (actor == "d" and verb == "dh") or (player and verb == "sm"):
            continue
        elif player and verb == "cbr":
            if not (arg.isascii() and arg.isdigit()):
                whole = False
                try:
                    float(arg)
                except ValueError:
                    raise HandFileError(
                        f"{where}action {k} '{item}': 'cbr' needs an amount, e.g. 'p3 cbr 300'",
                        file=file,
                    ) from None
            out.append((actor, verb, arg, k))
        elif verb in ("sd", "pb"):
            raise UnsupportedHand(
                f"{where}action {k} '{item}': draws and bring-ins are not supported", file=file
            )
        else:
            raise HandFileError(
                f"{where}action {k} '{item}': not a PHH action (d db, d dh, pN f, pN cc, "
                "pN cbr X, pN sm)",
                file=file,
            )
    return out, whole


def _lines(text: str, tokens: Sequence[tuple[str, str, str, int]]) -> dict[int, int]:
    """The line of each action in the file's text (best effort: 0 when not found)."""
    lines: dict[int, int] = {}
    pos = text.find("actions")
    line = text.count("\n", 0, pos) + 1 if pos >= 0 else 0
    for actor, verb, _arg, k in tokens:
        needle = f"{actor} {verb}"
        found = text.find(needle, pos) if pos >= 0 else -1
        if found >= 0:
            line += text.count("\n", pos, found)
            pos = found
        lines[k] = line
    return lines


def _replay(
    rules: Rules,
    specs: tuple[SeatSpec, ...],
    seats: Sequence[int],
    tokens: list[tuple[str, str, str, int]],
    scale: int,
    *,
    file: str,
    text: str,
) -> tuple[Hand, Replay]:
    """Turn PHH actions into floorcli entries while replaying them (cc: check or call)."""
    button = seats[-1]
    state, _ = deal(rules, specs, button)
    walk = Walk(state=state)
    entries: list[Entry] = []
    numbers: list[int] = []
    boards = 0
    for actor, verb, arg, k in tokens:
        entry: Entry
        if actor == "d":
            if verb == "dh":
                continue
            if boards >= len(_BOARD):
                raise HandFileError(f"action {k} 'd db {arg}': a fourth board deal", file=file)
            cards = _CARD.findall(arg)
            street = _BOARD[boards]
            boards += 1
            want = 3 if street is Street.FLOP else 1
            entry = StreetMarker(street=street, cards=tuple(cards) if len(cards) == want else ())
        elif verb == "sm":
            continue
        else:
            position = int(actor[1:])
            if position > len(seats):
                raise HandFileError(
                    f"action {k} '{actor} {verb}': there are {len(seats)} players", file=file
                )
            entry = _action(walk.state, str(seats[position - 1]), verb, arg, scale)
        entries.append(entry)
        numbers.append(k)
        if walk.stopped:
            continue
        state = walk.state
        try:
            walk, _ = walk.step(entry)
        except NotationError as err:
            raise ReplayError(f"action {k}: {err.message}", file=file, index=k) from None
        except HandOver:
            raise ReplayError(
                f"action {k} '{entry}': the hand is already over ({state.street.value})",
                file=file,
                index=k,
            ) from None
        except MarkerMismatch:
            raise ReplayError(
                f"action {k} '{entry}': the board is dealt but the betting is at the "
                f"{state.street.value}",
                file=file,
                index=k,
            ) from None
    by_number = _lines(text, tokens) if text else {}
    hand = Hand(
        file=file,
        rules=rules,
        seats=specs,
        button=button,
        entries=tuple(entries),
        lines=tuple(by_number.get(k, 0) for k in numbers),
    )
    return hand, walk.result


def _action(state: Any, who: str, verb: str, arg: str, scale: int) -> Action:
    """A PHH player action as floorcli writes it, given the state it is made in."""
    if verb == "f":
        return Action(who=who, verb=Verb.FOLD)
    index = next((i for i, p in enumerate(state.players) if str(p.seat) == who), None)
    if index is None or not state.street.is_betting:
        owes = verb == "cc"
        facing = True
    else:
        p = state.players[index]
        owes = options.effective_bet(state, index) > p.bet
        facing = state.current_bet > 0
    if verb == "cc":
        return Action(who=who, verb=Verb.CALL if owes else Verb.CHECK)
    amount = _chips(float(arg), scale)
    return Action(who=who, verb=Verb.RAISE if facing else Verb.BET, amount=amount)


__all__ = [
    "DEFAULT_PROFILES",
    "EXTRA_KEY",
    "STRUCTURES",
    "PhhGame",
    "PhhHand",
    "iter_games",
    "iter_hands",
    "load_phh",
    "loads",
    "read_game",
    "read_hand",
    "tables",
]
