"""The live dealer session behind `floorcli table`: pure logic, no terminal and no printing.

A `Table` holds the hand as the dealer has typed it: the starting position (profile, its
overrides, seats, button) and one `Step` per line that stood (an action with its ruling, or a
street marker).  `enter` rules on one typed line and returns a new `Table`; `undo` drops the
last step; `hand_file_text` writes a hand file that `floorcli replay` reads back to the same
rulings.  Every typed line, including the mistyped, refused and undone ones, is kept in `log`
so nothing typed is lost; the saved file lists those under `notes`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from floorcli.engine.deal import deal_hand
from floorcli.engine.replay import HandOver, MarkerMismatch, Ruling, Verdict, Walk
from floorcli.engine.state import State
from floorcli.errors import FloorError, NotationError
from floorcli.formats.handfile import parse_hand
from floorcli.model.actions import Action, StreetMarker
from floorcli.model.hand import Forced, Hand
from floorcli.table.chain import Chain
from floorcli.table.remarks import Remark, actions_yaml
from floorcli.table.streets import street_to_deal
from floorcli.table.typed import read
from floorcli.textio.yamlsrc import LineDict, LineList, dump_yaml

__all__ = ["Outcome", "Step", "Table", "plain", "start_table"]


@dataclass(frozen=True, slots=True, kw_only=True)
class Step:
    """One typed line that stood: the text, the ruling (None for a street marker), and the
    engine's walk of the hand after it."""

    text: str
    ruling: Ruling | None
    walk: Walk
    typed: str = ""

    @property
    def state(self) -> State:
        """The hand after this line."""
        return self.walk.state


@dataclass(frozen=True, slots=True, kw_only=True)
class Outcome:
    """What one typed line did: a new table, and either a ruling or a one-line hint."""

    table: Table
    ruling: Ruling | None = None
    hint: str = ""

    @property
    def stood(self) -> bool:
        """True when the line was added to the hand (ok or corrected, or a street marker)."""
        return not self.hint and (self.ruling is None or self.ruling.verdict is not Verdict.ILLEGAL)


@dataclass(frozen=True, slots=True, kw_only=True)
class Table:
    """A hand in progress at the table."""

    hand: Hand
    header: Mapping[str, Any]
    initial: State
    forced: tuple[Forced, ...]
    chain: Chain[Step] = field(default_factory=Chain)
    typed: Chain[str] = field(default_factory=Chain)
    saved_at: int = 0
    comments: str = ""  # the hand file's own leading `#` lines, kept in what is saved
    remarks: tuple[Remark, ...] = ()  # its `# ...` at the end of action lines, kept too

    @property
    def steps(self) -> tuple[Step, ...]:
        """Every line that stood, in order (O(n): for saving and listing, not per answer)."""
        return tuple(self.chain)

    @property
    def log(self) -> tuple[str, ...]:
        """Every line typed, in order."""
        return tuple(self.typed)

    @property
    def walk(self) -> Walk:
        """The engine's walk of the hand up to the last line that stood."""
        last = self.chain.last
        return last.walk if last else Walk(state=self.initial, keep_rulings=False)

    @property
    def state(self) -> State:
        """The hand after the last line that stood."""
        last = self.chain.last
        return last.state if last else self.initial

    @property
    def rulings(self) -> tuple[Ruling, ...]:
        """The ruling on every action that stood, in order."""
        return tuple(s.ruling for s in self.steps if s.ruling is not None)

    @property
    def is_over(self) -> bool:
        """No more betting: a showdown, or one player left."""
        return not self.state.street.is_betting

    @property
    def dirty(self) -> bool:
        """Something was typed since the last save."""
        return len(self.typed) > self.saved_at

    def note(self, text: str) -> Table:
        """The table with `text` added to the log of everything typed."""
        return replace(self, typed=self.typed.push(text))

    def enter(self, text: str) -> Outcome:
        """Rule on one typed action or street marker.

        A line that cannot be read, names a seat not dealt in, or comes after the betting is
        over gets a hint and changes nothing; an illegal action gets its ruling and changes
        nothing; anything else is added to the hand.
        """
        logged = self.note(text)
        typed = " ".join(text.split())
        try:
            entry = read(text, self.state)
        except NotationError as err:
            return Outcome(table=logged, hint=err.message)
        try:
            after, ruling = self.walk.step(entry)
        except MarkerMismatch:
            assert isinstance(entry, StreetMarker)
            return Outcome(table=logged, hint=self._marker_hint(entry))
        except NotationError as err:
            return Outcome(table=logged, hint=err.message)
        except HandOver:
            return Outcome(
                table=logged,
                hint="the hand is over (no more betting); 'undo' to change the last action, "
                "'save FILE' to keep it",
            )
        if ruling is None:  # a street marker
            done = Step(text=str(entry), ruling=None, walk=after, typed=typed)
            return Outcome(table=replace(logged, chain=self.chain.push(done)))
        if ruling.verdict is Verdict.ILLEGAL:
            return Outcome(table=logged, ruling=ruling)
        assert isinstance(entry, Action)  # a ruling is on an action
        # the action as the grammar writes it: 'seat 4 raises to 200' is saved as '4 raise 200'
        text = entry.text(self.state.rules.decimals)
        done = Step(text=text, ruling=ruling, walk=after, typed=typed)
        return Outcome(table=replace(logged, chain=self.chain.push(done)), ruling=ruling)

    def undo(self) -> tuple[Table, Step | None]:
        """Drop the last line that stood; the undone line stays in the log."""
        last = self.chain.last
        if last is None:
            return self.note("undo"), None
        return replace(self.note("undo"), chain=self.chain.pop()), last

    def _marker_hint(self, marker: StreetMarker) -> str:
        street = self.state.street
        if marker.street in self.walk.bet_on or marker.street is street:
            return f"the {marker.street.value} has already been bet on; no marker needed now"
        deal = street_to_deal(self.state)
        if deal:  # a stud street waits for its upcards: it comes first, not its betting
            return f"the {marker.street.value} street cannot be dealt yet; {deal}"
        actor = self.state.to_act
        who = f"{actor.label} is to act" if actor else "the round is open"
        return (
            f"the {marker.street.value} cannot be dealt yet: the {street.value} betting is not "
            f"over ({who})"
        )

    def hand_file_text(self) -> str:
        """A hand file of this hand: the starting position and every line that stood.

        `floorcli replay` on it gives the same rulings as the session.  Lines typed but not
        in the hand (mistyped, refused, undone) are kept under `notes`.
        """
        head = {k: plain(v) for k, v in self.header.items() if k not in ("actions", "notes")}
        text = "# written by 'floorcli table'\n" + self.comments + dump_yaml(head, flow=None)
        text += actions_yaml([s.text for s in self.steps], self.remarks)
        had = plain(self.header.get("notes") or [])  # the hand file's own notes come first
        notes = had if isinstance(had, list) else [had]
        extra = self.not_in_hand()
        notes += ["typed at the table, not in the hand:", *extra] if extra else []
        return text + (dump_yaml({"notes": notes}) if notes else "")

    def not_in_hand(self, used: tuple[str, ...] = ()) -> list[str]:
        """Lines typed at this hand that are not among its actions (nor in `used`: lines
        the session keeps elsewhere, such as awards)."""
        kept = Counter(s.typed or s.text for s in self.steps)
        kept.update(" ".join(line.split()) for line in used)
        extra = []
        for line in self.log:
            if kept[" ".join(line.split())] > 0:
                kept[" ".join(line.split())] -= 1
            else:
                extra.append(line)
        return extra

    def saved(self) -> Table:
        """The table, remembering that everything typed so far is saved."""
        return replace(self, saved_at=len(self.typed))


def plain(value: Any) -> Any:
    """YAML-loaded values (LineDict, LineList, enums, tuples) as plain data for dumping."""
    if isinstance(value, dict):
        return {plain(k): plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    if isinstance(value, str):
        return str(value)
    return value


def start_table(data: LineDict, *, file: str, base: Path | None = None) -> Outcome:
    """A table from a hand mapping (a hand file's, or one built from command-line flags).

    The hand's own actions are replayed; the first one that does not stand ends the replay
    and comes back as the outcome's ruling or hint (the table holds the actions before it).
    """
    if isinstance(data.get("rules"), str) and base is not None:
        rules = str(data["rules"])
        candidate = base / rules
        if ("/" in rules or rules.endswith((".yaml", ".yml"))) and candidate.is_file():
            data = LineDict(data, line=data.line)
            data["rules"] = str(candidate.resolve())
    actions = data.get("actions")
    header = LineDict({k: v for k, v in data.items() if k != "actions"}, line=data.line)
    header.key_lines = dict(data.key_lines)
    hand = parse_hand(header, file=file, base=base)
    initial, forced = deal_hand(hand)
    table = Table(hand=hand, header=header, initial=initial, forced=forced)
    lines = actions if isinstance(actions, LineList) else []
    for i, item in enumerate(lines):
        outcome = table.enter(str(item))
        if not outcome.stood:
            where = f"{file}:{actions.item_line(i)}" if isinstance(actions, LineList) else file
            hint = f"{where}: {outcome.hint}" if outcome.hint else ""
            rest = tuple(str(x) for x in lines[i + 1 :])
            typed = outcome.table.typed
            for line in rest:
                typed = typed.push(line)
            kept = replace(outcome.table, typed=typed, saved_at=0)
            return replace(outcome, table=kept, hint=hint)
        table = outcome.table
    return Outcome(table=replace(table, saved_at=len(table.typed)))


def seats_from_flags(
    *, stacks: str | None, seats: str | None
) -> dict[int, int | float | dict[str, object]]:
    """Seats from `--stacks 1000,800,1200` (seats 1, 2, 3 ...) or
    `--seats 1:1000,3:Alice:800` (seat:stack or seat:name:stack).

    >>> seats_from_flags(stacks="100,200", seats=None)
    {1: 100, 2: 200}
    >>> seats_from_flags(stacks=None, seats="2:500,5:Bob:300")
    {2: 500, 5: {'name': 'Bob', 'stack': 300}}
    """
    from floorcli.formats.amounts import list_items, typed_amount

    if (stacks is None) == (seats is None):
        raise FloorError(
            "give the seats as --stacks 1000,1000,1000 (seats 1, 2, 3 ...) or "
            "--seats 1:1000,4:Alice:800, or start from a hand file"
        )
    out: dict[int, int | float | dict[str, object]] = {}
    if stacks is not None:
        for n, word in enumerate(list_items(stacks, flag="--stacks", slash=False), start=1):
            out[n] = typed_amount(word, context=f"--stacks {stacks}")
        return out
    assert seats is not None
    for item in list_items(seats, flag="--seats", slash=False):
        parts = item.split(":")
        if len(parts) not in (2, 3) or not (parts[0].isascii() and parts[0].isdigit()):
            raise FloorError(
                f"--seats: '{item}' is not seat:stack or seat:name:stack; "
                "write e.g. --seats 1:1000,4:Alice:800"
            )
        stack = typed_amount(parts[-1], context=f"--seats {item}")
        if int(parts[0]) in out:
            raise FloorError(
                f"--seats {seats}: seat {int(parts[0])} is given twice; give each seat once, "
                "e.g. --seats 1:1000,2:800"
            )
        if len(parts) == 3:
            out[int(parts[0])] = {"name": parts[1], "stack": stack}
        else:
            out[int(parts[0])] = stack
    return out


def hand_from_flags(
    *,
    rules: str,
    blinds: str | None,
    ante: int | str | None,
    button: int | None,
    stacks: str | None,
    seats: str | None,
    settings: list[str] | tuple[str, ...] = (),
    upcards: str | None = None,
) -> LineDict:
    """The hand mapping `floorcli table` starts from when it is given flags, not a file.

    `settings` are ``key=value`` overrides of any profile setting (`--set`); the value is
    read as YAML (``spread=[2, 10]``, ``structure=fixed-limit``) and checked with the rest
    of the hand, as a hand file's top-level override would be.
    """
    from floorcli.answers.calculators import blinds_from_flag
    from floorcli.formats.amounts import typed_amount
    from floorcli.profiles.loader import limit_bets_of

    table_seats = seats_from_flags(stacks=stacks, seats=seats)
    if not table_seats:  # `--stacks ""`, `--seats " "`
        raise FloorError("--stacks/--seats name no seat; write e.g. --stacks 1000,1000,1000")
    data = LineDict({"rules": rules})
    data.update(settings_from_flags(settings))
    if blinds is not None:
        data["blinds"] = blinds_from_flag(blinds)
        data.update(limit_bets_of(rules, data))  # fixed limit from the blinds alone
    if ante is not None:
        data["ante"] = typed_amount(str(ante), context=f"--ante {ante}")
    data["button"] = button if button is not None else max(table_seats)
    data["seats"] = LineDict(
        {k: LineDict(v) if isinstance(v, dict) else v for k, v in table_seats.items()}
    )
    if upcards is not None:
        data["upcards"] = LineDict(upcards_from_flag(upcards))
    return data


def upcards_from_flag(text: str) -> dict[int, str]:
    """A stud game's third-street upcards from ``--upcards 1:Kh,2:3c,3:9d``.

    >>> upcards_from_flag("1:Kh, 2:3c,3:9d")
    {1: 'Kh', 2: '3c', 3: '9d'}
    """
    out: dict[int, str] = {}
    from floorcli.formats.amounts import list_items

    for item in list_items(text, flag="--upcards", slash=False):
        seat, _, card = item.partition(":")
        if not seat.isascii() or not seat.isdigit() or not card:
            raise FloorError(
                f"--upcards: '{item}' is not seat:card; write e.g. --upcards 1:Kh,2:3c,3:9d"
            )
        out[int(seat)] = card
    return out


def settings_from_flags(settings: list[str] | tuple[str, ...]) -> dict[str, object]:
    """``--set key=value`` flags as hand-file overrides; only profile settings may be set.

    >>> settings_from_flags(["structure=fixed-limit", "small_bet=10", "spread=[2, 10]"])
    {'structure': 'fixed-limit', 'small_bet': 10, 'spread': [2, 10]}
    """
    from floorcli.errors import close_match_hint
    from floorcli.profiles.settings import SETTINGS
    from floorcli.textio.yamlsrc import load_yaml

    out: dict[str, object] = {}
    for item in settings:
        key, eq, value = item.partition("=")
        key = key.strip()
        if not eq or not key or not value.strip():
            raise FloorError(
                f"--set {item}: write key=value, e.g. --set structure=fixed-limit "
                "('floorcli rules show tda-nlhe' lists every setting)"
            )
        if key not in SETTINGS:
            raise FloorError(
                f"--set {item}: '{key}' is not a setting"
                f"{close_match_hint(key, SETTINGS, fold=True)}; "
                "'floorcli rules show tda-nlhe' lists every setting"
            )
        out[key] = load_yaml(value, f"--set {item}")
    return out


def hand_yaml(data: Mapping[str, Any]) -> str:
    """A hand mapping as YAML text that reads back to the same hand.

    >>> print(hand_yaml({"rules": "tda-nlhe", "seats": {1: 100, 2: 100}, "button": 2}), end="")
    rules: tda-nlhe
    seats:
      1: 100
      2: 100
    button: 2
    """
    return dump_yaml(plain(data))
