"""Read a hand file: the profile, its overrides, the seats, the button and the actions."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from pathlib import Path

from floorcli.errors import FloorError, HandFileError, NotationError, RulesetError
from floorcli.formats.cents import hand_decimals, scale_hand
from floorcli.formats.handseats import RESERVED_NAMES, button_of, on_the_table, seats_of
from floorcli.formats.notation import is_card, parse_entry
from floorcli.model.actions import Action, Entry, StreetMarker, Verb
from floorcli.model.hand import Hand, Kill, kill_rules
from floorcli.model.seats import SeatSpec
from floorcli.profiles import loader
from floorcli.profiles.choices import Game, KillKind
from floorcli.profiles.settings import Rules
from floorcli.profiles.validate import validate_settings
from floorcli.textio.yamlsrc import LineDict, LineList, load_yaml, read_yaml_file

MAX_HAND_BYTES = 16_000_000
"""The largest hand file read (a hand of 4,000 seats is about 100 kB); a device such as
/dev/zero named as a hand file is refused after that many bytes instead of read forever."""
HAND_KEYS = frozenset(
    {"rules", "seats", "button", "actions", "source", "notes", "kill", "upcards", "away", "levels"}
)
"""Keys of a hand file besides settings (`levels`: the blind levels of a live table's session,
`floorcli.sessions.levels`; one hand is played at its own blinds and ante)."""


def examples_dir() -> Path:
    """The shipped example hands: inside an installed wheel, else the checkout's examples/."""
    here = Path(__file__).resolve().parents[1]
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
    """The file a hand argument names: a path, or the name of a shipped example.

    A bare name that is neither (`situaton-6`, or any name without a suffix) is refused with
    the closest example's name and where they are listed; any other missing file is left to
    the reader's own "cannot read".
    """
    if arg.exists() or arg.parent != Path(".") or str(arg) == "-":
        return arg
    folder = examples_dir()
    for candidate in (folder / arg.name, folder / f"{arg.name}.yaml"):
        if candidate.is_file():
            return candidate
    from floorcli.errors import close_match_hint

    name = arg.name.removesuffix(".yaml")
    hint = close_match_hint(name, sorted(p.stem for p in folder.glob("*.yaml")))
    if hint or not arg.suffix:
        raise HandFileError(
            f"no file '{arg}' here, and no shipped example of that name{hint}; "
            "'floorcli examples' lists the examples"
        )
    return arg


def load_yaml_hand(
    path: Path, *, default_rules: str | None = None, rules: str | None = None
) -> Hand:
    """Read and check a hand file (or a shipped example by name); errors name file and line.

    `default_rules` is the profile for a file that names none; `rules` (from the command line)
    wins over the file's own.  PHH files are read by `floorcli.answers.load.load_hand`, which
    replays them as it reads.
    """
    path = resolve_hand(path)
    data = read_yaml_file(path, limit=MAX_HAND_BYTES)
    return hand_of(data, file=str(path), base=path.parent, rules=default_rules, forced=rules)


def parse_yaml_hand(
    text: str, *, file: str, default_rules: str | None = None, rules: str | None = None
) -> Hand:
    """A hand file's text read and checked as `load_yaml_hand` reads a file (a profile path in
    it is found from the current folder)."""
    data = load_yaml(text, file)
    return hand_of(data, file=file, base=None, rules=default_rules, forced=rules)


def hand_of(
    data: object, *, file: str, base: Path | None, rules: str | None, forced: str | None
) -> Hand:
    """A hand from a hand file's loaded YAML (`load_yaml`, `read_yaml_file`): `rules` fills
    a missing profile, `forced` (the `--rules` flag) wins over the file's own."""
    if not isinstance(data, LineDict):
        raise HandFileError(
            "a hand file is a mapping with rules, seats, button and actions "
            "(see the README's hand file section)",
            file=file,
            line=getattr(data, "line", 1),
        )
    return parse_hand(data, file=file, base=base, default_rules=rules, rules_flag=forced)


def parse_hand(
    data: LineDict,
    *,
    file: str,
    base: Path | None = None,
    default_rules: str | None = None,
    rules_flag: str | None = None,
) -> Hand:
    """Build a `Hand` from loaded YAML (`rules_flag`, when given, wins over the file's
    profile).  A hand typed in cents is played in cents (`floorcli.formats.cents`)."""
    decimals = hand_decimals(data, file)
    typed = data
    if decimals:
        data = scale_hand(typed, decimals)
    overrides = validate_settings(data, file, allow_hand_keys=HAND_KEYS, decimals=decimals)
    profile = rules_flag or data.get("rules", default_rules)
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
        rules = loader.build_rules(
            profile, overrides, file=Path(file).name, base=base, decimals=decimals
        )
    except FloorError as err:
        if err.file is None and rules_flag is not None:  # the command line's mistake
            err.message = f"--rules {rules_flag}: {err.message}"
        elif err.file is None:
            err.file, err.line = file, data.key_line("rules")
        raise
    if rules.decimals > decimals:  # a profile in cents over a hand in whole chips (or tenths)
        decimals = rules.decimals
        data = scale_hand(typed, decimals)
    seats = seats_of(data, file)
    stud = rules.game is not Game.COMMUNITY
    # House-dealt stud needs no button: the dealer sits before the first seat.
    dealer = stud and data.get("button") is None
    button = seats[-1].seat if dealer else button_of(data, file, seats)
    on_the_table(data, file, seats, button, rules.table_seats)
    entries, lines = _actions(data, file, decimals, seated={s.seat for s in seats})
    kill = _kill(data, file, seats, rules)
    upcards = _upcards(data, file, seats, rules)
    away = _away(data, file, seats)
    return Hand(
        file=file,
        rules=rules,
        seats=seats,
        button=button,
        entries=entries,
        lines=lines,
        kill=kill,
        upcards=upcards,
        away=away,
    )


KILL_HINT = "write e.g. 'kill: {seat: 4, kind: full}' (kind full or half; default kill_kind)"
UPCARDS_HINT = "write e.g. 'upcards: {1: Kh, 2: 3c, 3: 9d}', one third-street upcard a seat"


def _kill(data: LineDict, file: str, seats: tuple[SeatSpec, ...], rules: Rules) -> Kill | None:
    """`kill: 4` or `kill: {seat: 4, kind: half}`: this hand is a kill hand."""
    raw = data.get("kill")
    if raw is None:
        return None
    line = data.key_line("kill")
    kind = rules.kill_kind
    if isinstance(raw, LineDict):
        unknown = set(raw) - {"seat", "kind"}
        if unknown:
            bad = sorted(map(str, unknown))[0]
            raise HandFileError(f"kill: unknown key '{bad}'; {KILL_HINT}", file=file, line=line)
        if raw.get("kind") is not None:
            try:
                kind = KillKind(str(raw.get("kind")))
            except ValueError:
                raise HandFileError(
                    f"kill: kind {raw.get('kind')!r} is not one of full, half", file=file, line=line
                ) from None
        raw = raw.get("seat")
    if isinstance(raw, list):
        raise HandFileError(
            f"kill: {len(raw)} seats written; only one kill is allowed per deal (WSOP 2026 "
            f"Live Action Rule 202): {KILL_HINT}",
            file=file,
            line=line,
        )
    if isinstance(raw, bool) or not isinstance(raw, int) or raw not in {s.seat for s in seats}:
        dealt = ", ".join(str(s.seat) for s in seats)
        raise HandFileError(
            f"kill: {raw!r} is not a seat dealt in ({dealt}); {KILL_HINT}", file=file, line=line
        )
    if rules.game is not Game.COMMUNITY or not rules.blinds:
        raise HandFileError(
            "kill: a kill blind needs a game with blinds (game: community, blinds: [...])",
            file=file,
            line=line,
        )
    kill = Kill(seat=raw, kind=kind)
    try:
        kill_rules(rules, kill)
    except RulesetError as err:
        raise HandFileError(
            f"kill: a {kind} kill multiplies the limits by {kill.times}, but {err.message}",
            file=file,
            line=line,
        ) from None
    if kill.of(rules.big_blind) is None:
        raise HandFileError(
            f"kill: a {kind} kill blind is {kill.times} x the big blind of {rules.big_blind}, "
            "not a whole number of chips",
            file=file,
            line=line,
        )
    return kill


def _upcards(
    data: LineDict, file: str, seats: tuple[SeatSpec, ...], rules: Rules
) -> tuple[tuple[int, str], ...]:
    """Stud: `upcards: {seat: card}`, the third-street upcard of every seat."""
    raw = data.get("upcards")
    stud = rules.game is not Game.COMMUNITY
    line = data.key_line("upcards") if "upcards" in data else data.line
    if raw is None:
        if stud:
            raise HandFileError(
                f"game {rules.game} needs the third-street upcards to find the bring-in; "
                + UPCARDS_HINT,
                file=file,
                line=line,
            )
        return ()
    if not stud:
        raise HandFileError(
            "upcards: only stud games have upcards; set 'game: stud' (or stud-hi-lo, razz)",
            file=file,
            line=line,
        )
    if not isinstance(raw, LineDict):
        raise HandFileError(f"upcards: not a mapping; {UPCARDS_HINT}", file=file, line=line)
    dealt = {s.seat for s in seats}
    cards: dict[int, str] = {}
    for key, card in raw.items():
        at = raw.key_line(key)
        if key not in dealt:
            raise HandFileError(
                f"upcards: {key!r} is not a seat dealt in ({', '.join(map(str, sorted(dealt)))})",
                file=file,
                line=at,
            )
        if not isinstance(card, str) or not is_card(card):
            raise HandFileError(
                f"upcards: seat {key}: {card!r} is not a card; write rank then suit, e.g. Kh, 3c",
                file=file,
                line=at,
            )
        cards[key] = card
    missing = sorted(dealt - set(cards))
    if missing:
        raise HandFileError(
            f"upcards: no upcard for seat {', '.join(map(str, missing))}; " + UPCARDS_HINT,
            file=file,
            line=line,
        )
    if len({c.lower() for c in cards.values()}) != len(cards):
        raise HandFileError("upcards: the same card is written twice", file=file, line=line)
    return tuple(sorted(cards.items()))


def _away(data: LineDict, file: str, seats: tuple[SeatSpec, ...]) -> tuple[int, ...]:
    """`away: [7]`: seats dealt in while away, their hands killed at the deal (TDA 2024
    Rule 30): their forced bets are posted, then they never act and win no pot."""
    raw = data.get("away")
    if raw is None:
        return ()
    line = data.key_line("away")
    hint = "write e.g. 'away: [7]', the seats dealt in whose players are away"
    items = [raw] if isinstance(raw, int) and not isinstance(raw, bool) else raw
    if not isinstance(items, list) or not all(
        isinstance(s, int) and not isinstance(s, bool) for s in items
    ):
        raise HandFileError(f"away: {raw!r} is not a list of seats; {hint}", file=file, line=line)
    dealt = {s.seat for s in seats}
    for seat in items:
        if seat not in dealt:
            where = ", ".join(map(str, sorted(dealt)))
            raise HandFileError(
                f"away: {seat} is not a seat dealt in ({where}); {hint}", file=file, line=line
            )
    if len(dealt - set(items)) < 1:
        raise HandFileError(
            "away: every seat is away; at least one player must be at the table",
            file=file,
            line=line,
        )
    return tuple(sorted(set(items)))


def _actions(
    data: LineDict, file: str, decimals: int = 0, *, seated: AbstractSet[int] = frozenset()
) -> tuple[tuple[Entry, ...], tuple[int, ...]]:
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
        before = raw[i - 1] if i and lines and lines[-1] == line else None
        if isinstance(item, float) and before is not None:  # [5 chips 1.00,0.50]
            raise HandFileError(_comma_hint(before, item), file=file, line=line)
        if isinstance(item, bool) or not isinstance(item, (str, int)):
            raise HandFileError(
                f"action {i + 1}: {item!r} is not an action; write e.g. '3 raise 25'",
                file=file,
                line=line,
            )
        try:
            entry = parse_entry(str(item), decimals=decimals)
        except NotationError as err:
            cut = before is not None and _cut_at_comma(item, entries[-1], seated, parsed=False)
            message = _comma_hint(before, item) if cut else err.message
            raise HandFileError(message, file=file, line=line) from None
        if before is not None and _cut_at_comma(item, entries[-1], seated, parsed=True):
            raise HandFileError(_comma_hint(before, item), file=file, line=line)
        entries.append(entry)
        lines.append(line)
    return tuple(entries), tuple(lines)


def _cut_at_comma(item: object, before: Entry, seated: AbstractSet[int], *, parsed: bool) -> bool:
    """True when an item of a [flow, list] is the end of the action before it, cut off at a
    comma: a bare number, or after chips (``[5 chips 1000,500 then says raise]``) words that
    begin with a number not a seat's (`parsed`: the item reads as an action of its own)."""
    first = str(item).split()[0] if str(item).split() else ""
    if not first.replace(",", "").isdigit():
        return False
    if isinstance(item, int) or len(str(item).split()) == 1:
        return not parsed
    if not isinstance(before, Action):
        return False
    last = before.motions[-1]
    pushed = last.verb is Verb.CHIPS and not last.said
    return pushed and (not parsed or int(first.replace(",", "")) not in seated)


def _comma_hint(before: object, item: object) -> str:
    """What to write for an action a [flow, list] split at its commas."""
    whole = f" ('{before},{item}')" if isinstance(item, str) else ""
    return (
        f"'{item}' is the end of '{before}' cut off at a comma: in a [flow, list] a comma "
        f"ends an item; quote the action{whole} or write one action a line"
    )


__all__ = [
    "HAND_KEYS",
    "RESERVED_NAMES",
    "Hand",
    "StreetMarker",
    "list_examples",
    "load_yaml_hand",
    "parse_hand",
    "resolve_hand",
]
