"""Blind levels of a tournament: the structure, the level of each hand, the rules at a level.

A session file (or a levels file, `floorcli table --levels FILE`) may hold a structure:

```yaml
levels:
  - {blinds: [100, 200], ante: 200, ante_mode: big-blind, minutes: 20}
  - {blinds: [200, 400], ante: 400, ante_mode: big-blind, hands: 10}
  - {break: 15}                     # a break of 15 minutes between two levels
  - {blinds: [300, 600], ante: 600, ante_mode: big-blind, minutes: 20}
```

Each level has its `blinds` (1 to 3 amounts, smallest first), an `ante` (default none) and
`ante_mode` (`all`, `big-blind`, `button`; default the profile's), and lasts `minutes` or
`hands`.  A level by `hands` ends by itself after that many hands; a level by `minutes` ends
when the clock says so: at the table by its clock or `next level`, in a session file by an
event ``N: {level: 3}`` (level 3 from hand N + 1).  Levels are numbered 1, 2, 3 ... without
the breaks.

TDA 2024 Rule 23: a new level starts on announcement and applies to the next hand; a hand
started at the prior level by mistake continues at the prior level once substantial action
(Rule 36) has occurred (`substantial_action`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from floorcli.errors import HandFileError
from floorcli.profiles.amounts import amounts_of
from floorcli.profiles.choices import AnteMode
from floorcli.profiles.settings import Rules
from floorcli.textio.yamlsrc import LineDict, LineList

__all__ = [
    "RULE_NEW_LEVEL",
    "RULE_SA",
    "Level",
    "LevelWalk",
    "at_level",
    "read_levels",
    "substantial_action",
]

RULE_NEW_LEVEL = "TDA 2024 Rule 23"
RULE_SA = "TDA 2024 Rule 36"
_HINT = (
    "write each level as e.g. '{blinds: [100, 200], ante: 200, ante_mode: big-blind, "
    "minutes: 20}' (or 'hands: 10' instead of minutes), or a break as '{break: 15}'"
)
_KEYS = ("blinds", "ante", "ante_mode", "minutes", "hands")
_MODES = ", ".join(m.value for m in AnteMode)


@dataclass(frozen=True, slots=True, kw_only=True)
class Level:
    """One level of the structure: its number, blinds, ante, and how long it lasts."""

    number: int
    blinds: tuple[int, ...]
    ante: int = 0
    ante_mode: AnteMode = AnteMode.NONE
    minutes: int | None = None
    hands: int | None = None
    break_before: int = 0  # minutes of break before this level starts (0: none)

    def words(self, decimals: int = 0) -> str:
        """``level 2: blinds 200/400, big-blind ante 400``.

        >>> Level(number=2, blinds=(200, 400), ante=400, ante_mode=AnteMode.BIG_BLIND).words()
        'level 2: blinds 200/400, big-blind ante 400'
        >>> Level(number=1, blinds=(25, 50)).words()
        'level 1: blinds 25/50, no ante'
        """
        a = amounts_of(Rules(decimals=decimals))
        blinds = "/".join(a(b) for b in self.blinds)
        return f"level {self.number}: blinds {blinds}, {self.ante_words(decimals)}"

    def ante_words(self, decimals: int = 0) -> str:
        """``big-blind ante 400``, ``ante 25 each``, ``button ante 50``, ``no ante``."""
        if not self.ante or self.ante_mode is AnteMode.NONE:
            return "no ante"
        amount = amounts_of(Rules(decimals=decimals))(self.ante)
        if self.ante_mode is AnteMode.ALL:
            return f"ante {amount} each"
        return f"{self.ante_mode.value} ante {amount}"

    @property
    def length(self) -> str:
        """``20 minutes`` or ``10 hands``."""
        if self.hands is not None:
            return f"{self.hands} hand{'s' * (self.hands != 1)}"
        return f"{self.minutes} minute{'s' * (self.minutes != 1)}"

    def to_json(self) -> dict[str, object]:
        return {
            "level": self.number,
            "blinds": list(self.blinds),
            "ante": self.ante,
            "ante_mode": self.ante_mode.value,
            "minutes": self.minutes,
            "hands": self.hands,
            "break_before": self.break_before,
        }


def at_level(rules: Rules, level: Level) -> Rules:
    """The profile's rules with the level's blinds and ante (everything else as it was)."""
    return replace(rules, blinds=level.blinds, ante=level.ante, ante_mode=level.ante_mode)


def level_overrides(overrides: Mapping[str, object], level: Level) -> dict[str, object]:
    """A session's overrides with the level's blinds and ante (written into each hand file)."""
    return {
        **overrides,
        "blinds": list(level.blinds),
        "ante": level.ante,
        "ante_mode": level.ante_mode.value,
    }


def _whole(value: object, where: str, file: str, line: int, *, least: int = 1) -> int:
    if isinstance(value, int) and not isinstance(value, bool) and value >= least:
        return value
    raise HandFileError(
        f"{where}: {value!r} is not a whole number{' of at least 1' * (least == 1)}; {_HINT}",
        file=file,
        line=line,
    )


def read_levels(raw: object, *, file: str, line: int, rules: Rules) -> tuple[Level, ...]:
    """The structure under a `levels:` key, checked (every problem names the file and line)."""
    if not isinstance(raw, LineList) or not raw:
        raise HandFileError(f"levels: write a list of levels; {_HINT}", file=file, line=line)
    scale = 10**rules.decimals  # a session in cents counts its levels in cents too
    levels: list[Level] = []
    pause = 0
    for i, item in enumerate(raw):
        at = raw.item_line(i) if raw.item_lines else line
        where = f"levels: item {i + 1}"
        if not isinstance(item, LineDict):
            raise HandFileError(f"{where}: {item!r} is not a level; {_HINT}", file=file, line=at)
        if "break" in item:
            if len(item) != 1:
                raise HandFileError(
                    f"{where}: a break holds only its minutes, e.g. '{{break: 15}}'",
                    file=file,
                    line=item.line or at,
                )
            pause += _whole(item["break"], f"{where}: break", file, item.key_line("break"))
            continue
        unknown = sorted(str(k) for k in item if k not in _KEYS)
        if unknown:
            raise HandFileError(
                f"{where}: unknown key '{unknown[0]}' (a level has {', '.join(_KEYS)}); {_HINT}",
                file=file,
                line=item.key_line(unknown[0]),
            )
        blinds = _blinds(item, where, file, at)
        ante = 0
        if "ante" in item:
            ante = _whole(item["ante"], f"{where}: ante", file, item.key_line("ante"), least=0)
        mode = rules.ante_mode if ante else AnteMode.NONE
        if "ante_mode" in item:
            word = item["ante_mode"]
            if word not in [m.value for m in AnteMode]:
                raise HandFileError(
                    f"{where}: ante_mode: {word!r} is not one of {_MODES}",
                    file=file,
                    line=item.key_line("ante_mode"),
                )
            mode = AnteMode(word)
        if ante and mode is AnteMode.NONE:
            raise HandFileError(
                f"{where}: an ante of {ante} with ante_mode none; write who pays it "
                "(ante_mode: all, big-blind or button) or remove the ante",
                file=file,
                line=item.key_line("ante"),
            )
        timed = [k for k in ("minutes", "hands") if k in item]
        if len(timed) != 1:
            raise HandFileError(
                f"{where}: say how long the level lasts, in 'minutes' or in 'hands' (one of "
                f"them); {_HINT}",
                file=file,
                line=item.line or at,
            )
        key = timed[0]
        length = _whole(item[key], f"{where}: {key}", file, item.key_line(key))
        levels.append(
            Level(
                number=len(levels) + 1,
                blinds=tuple(b * scale for b in blinds),
                ante=ante * scale,
                ante_mode=mode if ante else AnteMode.NONE,
                minutes=length if key == "minutes" else None,
                hands=length if key == "hands" else None,
                break_before=pause if levels else 0,
            )
        )
        pause = 0
    if not levels:
        raise HandFileError(f"levels: only breaks; {_HINT}", file=file, line=line)
    return tuple(levels)


def _blinds(item: LineDict, where: str, file: str, line: int) -> tuple[int, ...]:
    raw = item.get("blinds")
    at = item.key_line("blinds") if "blinds" in item else item.line or line
    if isinstance(raw, list) and 1 <= len(raw) <= 3:
        amounts = [_whole(b, f"{where}: blinds", file, at) for b in raw]
        if amounts == sorted(amounts):
            return tuple(amounts)
    raise HandFileError(
        f"{where}: blinds: {raw!r}: write 1 to 3 amounts, smallest first, e.g. "
        "'blinds: [100, 200]'",
        file=file,
        line=at,
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class LevelWalk:
    """Which level each hand is played at: `step` goes to the next hand.

    `ups` are the level changes a session records (after hand N, level K: `events: {N:
    {level: K}}`, or `next level` at the table); a level by `hands` also ends by itself.
    """

    levels: tuple[Level, ...]
    ups: Mapping[int, int]
    level: Level | None = None
    played: int = 0  # hands dealt at this level so far
    note: str = ""  # why the level changed before this hand (empty: it did not)

    def step(self, hand: int) -> LevelWalk:
        """The walk at hand `hand` (hands are stepped in order from 1)."""
        if not self.levels:
            return self
        current = self.level
        note = ""
        if current is None:
            current = self.levels[min(self.ups.get(0, 1), len(self.levels)) - 1]
            return replace(self, level=current, played=1, note="")
        if hand - 1 in self.ups:
            number = self.ups[hand - 1]
            new = self.levels[number - 1]
            note = (
                f"Level {number} was announced after hand {hand - 1}: it applies from this hand "
                f"({RULE_NEW_LEVEL})."
            )
        elif current.hands is not None and self.played >= current.hands:
            if current.number == len(self.levels):
                return replace(self, played=self.played + 1, note="")
            new = self.levels[current.number]
            note = (
                f"Level {current.number} lasted {current.length}: level {new.number} applies "
                f"from this hand ({RULE_NEW_LEVEL})."
            )
        else:
            return replace(self, played=self.played + 1, note="")
        if new.break_before and new.number == current.number + 1:
            note += f" A break of {new.break_before} minutes came before it."
        return replace(self, level=new, played=1, note=note)


def substantial_action(actions: Sequence[str]) -> bool:
    """Has substantial action occurred (TDA 2024 Rule 36)?  Either two actions in turn of which
    at least one puts chips in (any two but two checks or two folds), or any three actions in
    turn; posted blinds do not count.  `actions` are the voluntary actions in order, each its
    action word (`fold`, `check`, `call`, `bet`, `raise`, `allin`).

    >>> substantial_action(["fold", "fold"]), substantial_action(["fold", "call"])
    (False, True)
    >>> substantial_action(["check", "check"]), substantial_action(["fold", "fold", "fold"])
    (False, True)
    """
    chips = sum(1 for a in actions if a in ("call", "bet", "raise", "allin"))
    return len(actions) >= 3 or (len(actions) == 2 and chips >= 1)
