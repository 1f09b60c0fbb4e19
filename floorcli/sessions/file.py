"""Read a session file (SPEC section 4, `floorcli blinds`); `floorcli.sessions.write` writes a hand.

```yaml
rules: tda-nlhe
blinds: [1, 2]
seats: {1: Frank, 2: Alice, 3: {name: Bob, stack: 150}}   # seat -> name, or {name, stack}
button: 1                                                 # the button of hand 1
events: {1: {leave: [Alice]}}                             # after hand N: leave, join, away, back
hands: 3
```

In a kill game (`kill_pot_over`, `kill_win_streak`) an event may also record who won the hand:
`2: {won: {player: Alice, pot: 450}}`, or a list of winners for a split pot.

Every problem is a `HandFileError` naming the file and line and saying what to write instead.
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path
from typing import TypeVar

from floorcli.errors import FloorError, HandFileError, RulesetError, close_match_hint
from floorcli.model.hand import Kill, kill_rules
from floorcli.profiles import loader
from floorcli.profiles.settings import SETTINGS, Game, Rules
from floorcli.sessions.model import (
    Event,
    EventKind,
    Player,
    Result,
    Session,
    Share,
)
from floorcli.sessions.write import hand_file_text
from floorcli.textio.yamlsrc import LineDict, LineList, read_yaml_file

__all__ = [
    "DEFAULT_STACK_BIG_BLINDS",
    "MAX_HANDS",
    "SESSION_KEYS",
    "hand_file_text",
    "load_session",
    "parse_session",
]

SESSION_KEYS = (
    frozenset(
        {
            "rules",
            "seats",
            "button",
            "events",
            "hands",
            "missed_blinds",
            "new_player",
            "source",
            "notes",
        }
    )
    - SETTINGS.keys()
)
"""Top-level keys of a session file besides profile settings (`missed_blinds` and `new_player`
are read here until `floorcli.profiles.settings.SETTINGS` has them; then they come from the
profile)."""

MAX_HANDS = 10_000
DEFAULT_STACK_BIG_BLINDS = 100
"""A seat written without a stack starts with this many big blinds."""

E = TypeVar("E", bound=StrEnum)

_SEATS_HINT = "write seats as 'seats: {1: Alice, 2: {name: Bob, stack: 200}}'"
_EVENT_HINT = "an event is e.g. '1: {leave: [Alice], join: {7: {name: Gina, stack: 200}}}'"
_WON_HINT = (
    "write e.g. 'won: {player: Alice, pot: 450}', or for a split pot "
    "'won: [{player: Alice, pot: 225}, {player: Bob, pot: 225}]'"
)
WON = "won"


def load_session(path: Path) -> Session:
    """Read and check a session file."""
    file = str(path)
    data = read_yaml_file(path)
    return parse_session(data, file=file, base=path.parent)


def _refuse(message: str, file: str, line: int | None) -> HandFileError:
    return HandFileError(message, file=file, line=line)


def parse_session(data: object, *, file: str, base: Path | None = None) -> Session:
    """Build a `Session` from loaded YAML (a `LineDict`)."""
    if not isinstance(data, LineDict):
        raise _refuse(
            "a session file is a mapping with rules, blinds, seats, button, events and hands "
            "(see 'floorcli blinds --help')",
            file,
            getattr(data, "line", 1) or 1,
        )
    if "actions" in data:
        raise _refuse(
            "a session file has no actions: they belong to one hand; write that hand with "
            "'floorcli blinds SESSION --write-hand N FILE' and add the actions there",
            file,
            data.key_line("actions"),
        )
    overrides = loader.validate_settings(data, file, allow_hand_keys=SESSION_KEYS)
    profile = data.get("rules")
    if not isinstance(profile, str) or not profile.strip():
        shown = "missing" if profile is None else repr(profile)
        raise _refuse(
            f"rules: {shown}: name the profile at the top, e.g. 'rules: tda-nlhe' (one of "
            "'floorcli rules list', or the path of your own profile)",
            file,
            data.key_line("rules"),
        )
    try:
        rules = loader.build_rules(profile, overrides, file=Path(file).name, base=base)
        found = loader.find_profile(profile, base=base)
    except FloorError as err:
        if err.file is None:
            err.file, err.line = file, data.key_line("rules")
        raise
    if found.parent != loader.shipped_dir():
        profile = str(found)
    if not rules.blinds:
        raise _refuse(
            f"no blinds: the profile {rules.name} sets none; add e.g. 'blinds: [1, 2]'",
            file,
            data.line,
        )
    keys = ("missed_blinds", "new_player")
    sources: dict[str, str] = {k: rules.sources[k] for k in keys if k in rules.sources}
    missed, new = rules.missed_blinds, rules.new_player
    stack = DEFAULT_STACK_BIG_BLINDS * rules.big_blind
    players = _seats(data, file, stack)
    hands, hands_line = _hands(data, file)
    button = _button(data, file, players)
    _check_kill(data, file, rules)
    events, event_lines, results = _events(data, file, hands, stack, rules)
    return Session(
        file=file,
        profile=profile,
        rules=rules,
        overrides=overrides,
        missed_blinds=missed,
        new_player=new,
        players=players,
        button=button,
        events=events,
        hands=hands,
        hands_line=hands_line,
        event_lines=event_lines,
        sources=sources,
        results=results,
    )


_KILL_KEYS = ("kill_pot_over", "kill_win_streak")


def _check_kill(data: LineDict, file: str, rules: Rules) -> None:
    """A kill game's triggers need a kill blind the table can post (seed 002, Kill game)."""
    if rules.kill_pot_over is None and rules.kill_win_streak is None:
        return
    key = next((k for k in _KILL_KEYS if k in data), "rules")
    line = data.key_line(key)
    if rules.kill_win_streak == 0:
        raise _refuse(
            "kill_win_streak: 0 wins in a row would put the kill on every hand; write the "
            "number of pots in a row that triggers the kill, e.g. 'kill_win_streak: 2' (seed "
            "002, Kill game: two pots in a row), or null for none",
            file,
            data.key_line("kill_win_streak"),
        )
    if rules.game is not Game.COMMUNITY:
        raise _refuse(
            f"{key}: a kill game needs blinds (game: community); {rules.game} has none",
            file,
            line,
        )
    kill = Kill(seat=0, kind=rules.kill_kind)
    problem = None
    if kill.of(rules.big_blind) is None:
        problem = f"the kill blind, {kill.times} x the big blind of {rules.big_blind}"
    else:
        try:
            kill_rules(rules, kill)
        except RulesetError as err:
            problem = err.message.replace(" is not a whole number of chips", "")
    if problem is not None:
        raise _refuse(
            f"{key}: a {kill.kind} kill multiplies by {kill.times}, but {problem} is not a "
            "whole number of chips; use kill_kind: full or amounts that divide",
            file,
            line,
        )


def _name(value: object, where: str, file: str, line: int) -> str:
    if isinstance(value, str) and value.strip() and " " not in value.strip():
        name = value.strip()
        if not name.isdigit():
            return name
    raise _refuse(
        f"{where}: {value!r} is not a player's name; use one word with a letter in it, e.g. "
        "Alice (names are how events and actions name players)",
        file,
        line,
    )


def _seat_number(key: object, where: str, file: str, line: int) -> int:
    if isinstance(key, int) and not isinstance(key, bool) and key >= 1:
        return key
    raise _refuse(
        f"{where}: {key!r} is not a seat number; seats are numbered 1, 2, 3 ...", file, line
    )


def _player(seat: int, value: object, where: str, file: str, line: int, stack: int) -> Player:
    """A seat's value: a name, or {name, stack}."""
    if isinstance(value, LineDict):
        unknown = sorted(str(k) for k in value if k not in ("name", "stack"))
        if unknown:
            raise _refuse(
                f"{where}: unknown key '{unknown[0]}'; a seat has 'name' and 'stack'",
                file,
                value.key_line(unknown[0]),
            )
        if "name" not in value:
            raise _refuse(f"{where}: no name; {_SEATS_HINT}", file, line)
        name = _name(value["name"], where, file, value.key_line("name"))
        raw = value.get("stack", stack)
        if isinstance(raw, bool) or not isinstance(raw, int) or raw <= 0:
            raise _refuse(
                f"{where}: the stack {raw!r} is not a positive whole number of chips; "
                f"write e.g. {{name: {name}, stack: {stack}}}",
                file,
                value.key_line("stack"),
            )
        return Player(seat=seat, name=name, stack=raw)
    if isinstance(value, int) and not isinstance(value, bool):
        raise _refuse(
            f"{where}: a session names its players: write '{seat}: Alice' or "
            f"'{seat}: {{name: Alice, stack: {value}}}'",
            file,
            line,
        )
    return Player(seat=seat, name=_name(value, where, file, line), stack=stack)


def _seats(data: LineDict, file: str, stack: int) -> tuple[Player, ...]:
    raw = data.get("seats")
    if not isinstance(raw, LineDict) or not raw:
        raise _refuse(f"no seats; {_SEATS_HINT}", file, data.key_line("seats"))
    players: list[Player] = []
    names: dict[str, int] = {}
    for key, value in raw.items():
        line = raw.key_line(key)
        seat = _seat_number(key, "seats", file, line)
        player = _player(seat, value, f"seat {seat}", file, line, stack)
        if player.name.lower() in names:
            raise _refuse(
                f"seat {seat}: the name '{player.name}' is already seat "
                f"{names[player.name.lower()]}'s; give each player a different name",
                file,
                line,
            )
        names[player.name.lower()] = seat
        players.append(player)
    if len(players) < 2:
        raise _refuse(f"a session needs at least two players; {_SEATS_HINT}", file, raw.line)
    return tuple(sorted(players, key=lambda p: p.seat))


def _button(data: LineDict, file: str, players: tuple[Player, ...]) -> int:
    button = data.get("button")
    seated = ", ".join(str(p.seat) for p in players)
    if isinstance(button, int) and not isinstance(button, bool):
        if any(p.seat == button for p in players):
            return button
        problem = f"seat {button} is empty"
    else:
        problem = "missing" if button is None else f"{button!r} is not a seat number"
    raise _refuse(
        f"button: {problem}; write the seat of the player with the button in hand 1, e.g. "
        f"'button: {players[0].seat}' (seated: {seated})",
        file,
        data.key_line("button"),
    )


def _hands(data: LineDict, file: str) -> tuple[int, int]:
    hands = data.get("hands")
    line = data.key_line("hands")
    if isinstance(hands, int) and not isinstance(hands, bool) and 1 <= hands <= MAX_HANDS:
        return hands, line
    shown = "missing" if hands is None else repr(hands)
    raise _refuse(
        f"hands: {shown}: write how many hands to walk, a whole number from 1 to {MAX_HANDS}, "
        "e.g. 'hands: 3'",
        file,
        line,
    )


def _events(
    data: LineDict, file: str, hands: int, stack: int, rules: Rules
) -> tuple[tuple[Event, ...], dict[int, int], tuple[Result, ...]]:
    raw = data.get("events")
    if raw is None:
        return (), {}, ()
    if not isinstance(raw, LineDict):
        raise _refuse(
            f"events: write a mapping from hand number to what happens after it; {_EVENT_HINT}",
            file,
            data.key_line("events"),
        )
    events: list[Event] = []
    results: list[Result] = []
    lines: dict[int, int] = {}
    for key, value in raw.items():
        line = raw.key_line(key)
        if isinstance(key, bool) or not isinstance(key, int) or key < 1:
            raise _refuse(
                f"events: {key!r} is not a hand number; events are keyed by the hand they "
                f"follow, 1 to {hands - 1}; {_EVENT_HINT}",
                file,
                line,
            )
        last_result = key == hands and isinstance(value, LineDict) and set(value) == {WON}
        if key >= hands and not last_result:
            raise _refuse(
                f"events: {key}: an event after hand {key} changes nothing, the session ends "
                f"after hand {hands} (hands: {hands}); remove it or write 'hands: {key + 1}'",
                file,
                line,
            )
        lines[key] = line
        if value is None:
            continue
        if not isinstance(value, LineDict):
            raise _refuse(f"events: {key}: {_EVENT_HINT}", file, line)
        if WON in value:
            results.append(_won(key, value[WON], file, value.key_line(WON), rules))
        events.extend(_one_event(key, value, file, stack))
    return tuple(events), lines, tuple(results)


def _won(after: int, raw: object, file: str, line: int, rules: Rules) -> Result:
    """`won: Alice`, `won: {player: Alice, pot: 450}`, or a list of those (a split pot)."""
    where = f"events: {after}: won"
    if rules.kill_pot_over is None and rules.kill_win_streak is None:
        raise _refuse(
            f"{where}: a hand's result only matters in a kill game, and no kill trigger is "
            "set; set kill_pot_over or kill_win_streak (seed 002, Kill game), or remove it",
            file,
            line,
        )
    items = raw if isinstance(raw, LineList) else LineList([raw], line=line)
    if not items:
        raise _refuse(f"{where}: no winner; {_WON_HINT}", file, line)
    shares: list[Share] = []
    for i, item in enumerate(items):
        item_line = items.item_line(i) if items.item_lines else line
        pot: int | None = None
        if isinstance(item, LineDict):
            unknown = sorted(str(k) for k in item if k not in ("player", "pot"))
            if unknown:
                raise _refuse(
                    f"{where}: unknown key '{unknown[0]}'; {_WON_HINT}",
                    file,
                    item.key_line(unknown[0]),
                )
            if "player" not in item:
                raise _refuse(f"{where}: no player; {_WON_HINT}", file, item.line or item_line)
            raw_pot = item.get("pot")
            if raw_pot is not None:
                if isinstance(raw_pot, bool) or not isinstance(raw_pot, int) or raw_pot <= 0:
                    raise _refuse(
                        f"{where}: pot {raw_pot!r} is not a positive whole number of chips; "
                        f"{_WON_HINT}",
                        file,
                        item.key_line("pot"),
                    )
                pot = raw_pot
            item_line = item.key_line("player")
            item = item["player"]
        name = _name(item, where, file, item_line)
        if any(s.name.lower() == name.lower() for s in shares):
            raise _refuse(
                f"{where}: {name} is named twice; write one entry with everything {name} won",
                file,
                item_line,
            )
        shares.append(Share(name=name, pot=pot))
    if len(shares) == 1 and shares[0].pot is None and rules.kill_pot_over is not None:
        raise _refuse(
            f"{where}: how big was {shares[0].name}'s pot? kill_pot_over is "
            f"{rules.kill_pot_over}, so write e.g. 'won: {{player: {shares[0].name}, pot: "
            f"{rules.kill_pot_over + 1}}}'",
            file,
            line,
        )
    return Result(hand=after, shares=tuple(shares), line=line)


def _one_event(after: int, value: LineDict, file: str, stack: int) -> list[Event]:
    kinds = [k.value for k in EventKind]
    events: list[Event] = []
    for word, items in value.items():
        line = value.key_line(word)
        where = f"events: {after}: {word}"
        if word == WON:
            continue
        if word not in kinds:
            raise _refuse(
                f"events: {after}: unknown event {word!r}"
                f"{close_match_hint(word, [*kinds, WON])}; an event "
                f"is {', '.join(kinds)}, or {WON} (a kill game's result)",
                file,
                line,
            )
        kind = EventKind(word)
        if kind is EventKind.JOIN:
            if not isinstance(items, LineDict) or not items:
                raise _refuse(
                    f"{where}: write the new players by seat, e.g. "
                    "'join: {7: {name: Gina, stack: 200}}'",
                    file,
                    line,
                )
            for seat_key, who in items.items():
                seat_line = items.key_line(seat_key)
                seat = _seat_number(seat_key, where, file, seat_line)
                player = _player(seat, who, f"{where}: seat {seat}", file, seat_line, stack)
                events.append(
                    Event(
                        after=after,
                        kind=kind,
                        name=player.name,
                        seat=seat,
                        stack=player.stack,
                        line=seat_line,
                    )
                )
            continue
        names = LineList([items], line=line) if isinstance(items, str) else items
        if not isinstance(names, LineList) or not names:
            raise _refuse(
                f"{where}: write a list of names, e.g. '{word}: [Alice, Bob]'", file, line
            )
        if isinstance(items, str):
            names.item_lines.append(line)
        for i, who in enumerate(names):
            item_line = names.item_line(i)
            name = _name(who, where, file, item_line)
            events.append(Event(after=after, kind=kind, name=name, line=item_line))
    return events
