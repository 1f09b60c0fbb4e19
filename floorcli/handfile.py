"""Read a hand file: the profile, its overrides, the seats, the button and the actions."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from floorcli import rulesets
from floorcli.engine import Forced, Replay, SeatSpec, deal, replay
from floorcli.errors import FloorError, HandFileError, NotationError
from floorcli.model import Action, Entry, StreetMarker
from floorcli.notation import parse_entry
from floorcli.rules import Rules
from floorcli.state import State
from floorcli.yamlsrc import LineDict, LineList, read_yaml_file

RESERVED_NAMES = frozenset({"flop", "turn", "river"})
HAND_KEYS = frozenset({"rules", "seats", "button", "actions", "source", "notes"})
SEATS_HINT = "write seats as 'seats: {1: 1000, 2: {name: Alice, stack: 1000}}'"


@dataclass(frozen=True, slots=True, kw_only=True)
class Hand:
    """A parsed hand file, ready to deal and replay."""

    file: str
    rules: Rules
    seats: tuple[SeatSpec, ...]
    button: int
    entries: tuple[Entry, ...]
    lines: tuple[int, ...]

    def deal(self) -> tuple[State, tuple[Forced, ...]]:
        """The state before the first action, and the forced bets posted."""
        return deal(self.rules, self.seats, self.button)

    def replay(self) -> Replay:
        """Every ruling of the history (errors name this file and the line)."""
        state, _ = self.deal()
        try:
            return replay(state, self.entries, self.lines)
        except FloorError as err:
            err.file = err.file or self.file
            raise

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions, without street markers."""
        return tuple(e for e in self.entries if isinstance(e, Action))


def examples_dir() -> Path:
    """The shipped example hands: inside an installed wheel, else the checkout's examples/."""
    here = Path(__file__).resolve().parent
    installed = here / "_examples"
    return installed if installed.is_dir() else here.parent / "examples"


def list_examples() -> list[tuple[str, str]]:
    """(name, first comment line) of every shipped example hand."""
    found = []
    for path in sorted(examples_dir().glob("*.yaml")):
        first = path.read_text(encoding="utf-8").splitlines()[:1]
        summary = first[0].lstrip("# ").strip() if first and first[0].startswith("#") else ""
        found.append((path.stem, summary))
    return found


def resolve_hand(arg: Path) -> Path:
    """The file a hand argument names: a path, or the name of a shipped example."""
    if arg.exists() or arg.parent != Path("."):
        return arg
    for candidate in (examples_dir() / arg.name, examples_dir() / f"{arg.name}.yaml"):
        if candidate.is_file():
            return candidate
    return arg


def load_hand(path: Path, *, default_rules: str | None = None) -> Hand:
    """Read and check a hand file (or a shipped example by name); errors name file and line."""
    path = resolve_hand(path)
    file = str(path)
    data = read_yaml_file(path)
    if not isinstance(data, LineDict):
        raise HandFileError(
            "a hand file is a mapping with rules, seats, button and actions "
            "(see the README's hand file section)",
            file=file,
            line=getattr(data, "line", 1),
        )
    return parse_hand(data, file=file, base=path.parent, default_rules=default_rules)


def parse_hand(
    data: LineDict, *, file: str, base: Path | None = None, default_rules: str | None = None
) -> Hand:
    """Build a `Hand` from loaded YAML."""
    overrides = rulesets.validate_settings(data, file, allow_hand_keys=HAND_KEYS)
    profile = data.get("rules", default_rules)
    if profile is None:
        raise HandFileError(
            "no profile: add 'rules: tda-nlhe' (or another of 'floorcli rules list', "
            "or a path to your own profile) at the top",
            file=file,
            line=data.line,
        )
    if not isinstance(profile, str):
        raise HandFileError(
            f"rules: {profile!r} is not a profile name; write e.g. 'rules: tda-nlhe'",
            file=file,
            line=data.key_line("rules"),
        )
    try:
        rules = rulesets.build_rules(profile, overrides, file=Path(file).name, base=base)
    except FloorError as err:
        if err.file is None:
            err.file, err.line = file, data.key_line("rules")
        raise
    seats = _seats(data, file)
    button = _button(data, file, seats)
    entries, lines = _actions(data, file)
    return Hand(file=file, rules=rules, seats=seats, button=button, entries=entries, lines=lines)


def _seats(data: LineDict, file: str) -> tuple[SeatSpec, ...]:
    raw = data.get("seats")
    if not isinstance(raw, LineDict) or not raw:
        raise HandFileError(f"no seats; {SEATS_HINT}", file=file, line=data.key_line("seats"))
    seats: list[SeatSpec] = []
    names: dict[str, int] = {}
    for key, value in raw.items():
        line = raw.key_line(key)
        if isinstance(key, bool) or not isinstance(key, int) or key < 1:
            raise HandFileError(
                f"seats: {key!r} is not a seat number; seats are numbered 1, 2, 3 ...",
                file=file,
                line=line,
            )
        name: str | None = None
        if isinstance(value, LineDict):
            unknown = set(value) - {"name", "stack"}
            if unknown:
                raise HandFileError(
                    f"seat {key}: unknown key '{sorted(map(str, unknown))[0]}'; a seat has "
                    "'name' and 'stack'",
                    file=file,
                    line=value.key_line(next(iter(unknown))),
                )
            name = value.get("name")
            if name is not None:
                name = str(name)
                if name.lower() in RESERVED_NAMES:
                    raise HandFileError(
                        f"seat {key}: '{name}' is a street marker word and cannot name a player; "
                        "choose another name",
                        file=file,
                        line=value.key_line("name"),
                    )
                if name.isdigit() or not name.strip() or " " in name.strip():
                    raise HandFileError(
                        f"seat {key}: the name '{name}' cannot be used in actions; "
                        "use one word with a letter in it, e.g. Alice",
                        file=file,
                        line=value.key_line("name"),
                    )
                if name.lower() in names:
                    raise HandFileError(
                        f"seat {key}: the name '{name}' is already seat {names[name.lower()]}'s; "
                        "give each player a different name",
                        file=file,
                        line=value.key_line("name"),
                    )
                names[name.lower()] = key
            value = value.get("stack")
            line = raw.key_line(key)
        if isinstance(value, bool) or not isinstance(value, int) or value <= 0:
            raise HandFileError(
                f"seat {key}: the stack {value!r} is not a positive whole number of chips; "
                f"{SEATS_HINT}",
                file=file,
                line=line,
            )
        seats.append(SeatSpec(seat=key, stack=value, name=name))
    if len(seats) < 2:
        raise HandFileError(
            "a hand needs at least two seats; " + SEATS_HINT, file=file, line=raw.line
        )
    return tuple(sorted(seats, key=lambda s: s.seat))


def _button(data: LineDict, file: str, seats: tuple[SeatSpec, ...]) -> int:
    button = data.get("button")
    line = data.key_line("button")
    if button is None:
        raise HandFileError(
            f"no button: add the seat holding the dealer button, e.g. 'button: {seats[-1].seat}'",
            file=file,
            line=line,
        )
    if isinstance(button, bool) or not isinstance(button, int) or button < 1:
        occupied = ", ".join(str(s.seat) for s in seats)
        raise HandFileError(
            f"button: {button!r} is not a seat number; write the seat holding the dealer "
            f"button, e.g. 'button: {seats[-1].seat}' (seats: {occupied})",
            file=file,
            line=line,
        )
    return button


def _actions(data: LineDict, file: str) -> tuple[tuple[Entry, ...], tuple[int, ...]]:
    raw = data.get("actions")
    if raw is None:
        return (), ()
    if not isinstance(raw, LineList):
        raise HandFileError(
            "actions: write a list, one action a line, e.g. 'actions: [3 raise 25, 4 call]'",
            file=file,
            line=data.key_line("actions"),
        )
    entries: list[Entry] = []
    lines: list[int] = []
    for i, item in enumerate(raw):
        line = raw.item_line(i)
        if isinstance(item, bool) or not isinstance(item, (str, int)):
            raise HandFileError(
                f"action {i + 1}: {item!r} is not an action; write e.g. '3 raise 25'",
                file=file,
                line=line,
            )
        try:
            entry = parse_entry(str(item))
        except NotationError as err:
            raise HandFileError(err.message, file=file, line=line) from None
        entries.append(entry)
        lines.append(line)
    return tuple(entries), tuple(lines)


__all__ = ["HAND_KEYS", "Hand", "StreetMarker", "load_hand", "parse_hand"]
