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

from pathlib import Path

from floorcli.errors import FloorError, RulesetError
from floorcli.model.hand import Kill, kill_rules
from floorcli.profiles import loader
from floorcli.profiles.choices import Game
from floorcli.profiles.settings import SETTINGS, Rules
from floorcli.profiles.validate import validate_settings
from floorcli.sessions.filecents import scale_session, session_decimals
from floorcli.sessions.fileevents import read_events
from floorcli.sessions.filelevels import levels_of
from floorcli.sessions.fileseats import (
    SEATS_HINT,
    read_player,
    read_seat_number,
    refuse,
)
from floorcli.sessions.levels import at_level
from floorcli.sessions.model import Player, Session
from floorcli.sessions.write import hand_file_text
from floorcli.textio.yamlsrc import LineDict, read_yaml_file

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
            "levels",
            "level",
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


def load_session(path: Path) -> Session:
    """Read and check a session file."""
    file = str(path)
    data = read_yaml_file(path)
    return parse_session(data, file=file, base=path.parent)


def parse_session(data: object, *, file: str, base: Path | None = None) -> Session:
    """Build a `Session` from loaded YAML (a `LineDict`)."""
    if not isinstance(data, LineDict):
        raise refuse(
            "a session file is a mapping with rules, blinds, seats, button, events and hands "
            "(see 'floorcli blinds --help')",
            file,
            getattr(data, "line", 1) or 1,
        )
    if "actions" in data:
        raise refuse(
            "a session file has no actions: they belong to one hand; write that hand with "
            "'floorcli blinds SESSION --write-hand N FILE' and add the actions there",
            file,
            data.key_line("actions"),
        )
    decimals = session_decimals(data, file)
    typed = data
    if decimals:  # a session in cents is planned in cents (`sessions.filecents`)
        data = scale_session(typed, decimals)
    overrides = validate_settings(data, file, allow_hand_keys=SESSION_KEYS)
    profile = data.get("rules")
    if not isinstance(profile, str) or not profile.strip():
        shown = "missing" if profile is None else repr(profile)
        raise refuse(
            f"rules: {shown}: name the profile at the top, e.g. 'rules: tda-nlhe' (one of "
            "'floorcli rules list', or the path of your own profile)",
            file,
            data.key_line("rules"),
        )
    try:
        found = loader.find_profile(profile, base=base)
        rules = loader.build_rules(
            profile, overrides, file=Path(file).name, base=base, decimals=decimals
        )
    except FloorError as err:
        if err.file is None:
            err.file, err.line = file, data.key_line("rules")
        raise
    if rules.decimals > decimals:  # a profile in cents: the session is counted in cents too
        data = scale_session(typed, rules.decimals)
        overrides = validate_settings(data, file, allow_hand_keys=SESSION_KEYS)
    if found.parent != loader.shipped_dir():
        profile = str(found)
    levels, ups = levels_of(data, file, base, rules)
    if levels:  # hand 1 is played at the first level (or the one `level:` names)
        first = at_level(rules, levels[ups.get(0, 1) - 1])
        for key in ("blinds", "ante", "ante_mode"):
            if key in data and getattr(first, key) != getattr(rules, key):
                raise refuse(
                    f"{key}: the levels set the blinds and ante of every hand, and hand 1's "
                    f"level says {first.cite(key)}; remove '{key}'",
                    file,
                    data.key_line(key),
                )
        rules = first
    if not rules.blinds:
        raise refuse(
            f"no blinds: the profile {rules.name} sets none; add e.g. 'blinds: [1, 2]'",
            file,
            data.line,
        )
    keys = ("missed_blinds", "new_player")
    sources: dict[str, str] = {k: rules.sources[k] for k in keys if k in rules.sources}
    missed, new = rules.missed_blinds, rules.new_player
    stack = DEFAULT_STACK_BIG_BLINDS * rules.big_blind
    players = _seats(data, file, stack, rules.table_seats)
    hands, hands_line = _hands(data, file)
    button = _button(data, file, players)
    _check_kill(data, file, rules)
    events, event_lines, results = read_events(data, file, hands, stack, rules)
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
        levels=levels,
        level_ups=ups,
    )


_KILL_KEYS = ("kill_pot_over", "kill_win_streak")


def _check_kill(data: LineDict, file: str, rules: Rules) -> None:
    """A kill game's triggers need a kill blind the table can post (seed 002, Kill game)."""
    if rules.kill_pot_over is None and rules.kill_win_streak is None:
        return
    key = next((k for k in _KILL_KEYS if k in data), "rules")
    line = data.key_line(key)
    if rules.kill_win_streak == 0:
        raise refuse(
            "kill_win_streak: 0 wins in a row would put the kill on every hand; write the "
            "number of pots in a row that triggers the kill, e.g. 'kill_win_streak: 2' (seed "
            "002, Kill game: two pots in a row), or null for none",
            file,
            data.key_line("kill_win_streak"),
        )
    if rules.game is not Game.COMMUNITY:
        raise refuse(
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
        raise refuse(
            f"{key}: a {kill.kind} kill multiplies by {kill.times}, but {problem} is not a "
            "whole number of chips; use kill_kind: full or amounts that divide",
            file,
            line,
        )


def _seats(data: LineDict, file: str, stack: int, size: int) -> tuple[Player, ...]:
    raw = data.get("seats")
    if not isinstance(raw, LineDict) or not raw:
        raise refuse(f"no seats; {SEATS_HINT}", file, data.key_line("seats"))
    players: list[Player] = []
    names: dict[str, int] = {}
    for key, value in raw.items():
        line = raw.key_line(key)
        seat = read_seat_number(key, "seats", file, line, size)
        player = read_player(seat, value, f"seat {seat}", file, line, stack)
        if player.name.lower() in names:
            raise refuse(
                f"seat {seat}: the name '{player.name}' is already seat "
                f"{names[player.name.lower()]}'s; give each player a different name",
                file,
                line,
            )
        names[player.name.lower()] = seat
        players.append(player)
    if len(players) < 2:
        raise refuse(f"a session needs at least two players; {SEATS_HINT}", file, raw.line)
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
    raise refuse(
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
    raise refuse(
        f"hands: {shown}: write how many hands to walk, a whole number from 1 to {MAX_HANDS}, "
        "e.g. 'hands: 3'",
        file,
        line,
    )
