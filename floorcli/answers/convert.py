"""`floorcli convert`: write a `Hand` as PHH or as a floorcli hand file (YAML).

A hand file becomes PHH with the players listed from the small blind round to the button,
`cc` for checks and calls, `cbr` for bets and raises (an `allin` as the total it reaches),
unknown hole cards (`d dh p1 ????`) and a board deal (`d db`) wherever the betting reached a
new street.  The profile and any house setting PHH has no field for go in the user-defined
table `_floorcli` (PHH tools ignore fields that start with an underscore), so converting to
PHH and back replays identically.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from pathlib import Path

from floorcli.answers.convertamounts import PHH_AMOUNTS, toml_value, yaml_setting
from floorcli.answers.convertsettings import (
    house_settings,
    posted_straddles,
    profile_name,
    unwritten_game,
)
from floorcli.answers.phhwrite import UNREADABLE as _UNREADABLE
from floorcli.answers.phhwrite import board_line, checked_phh, checked_yaml, phh_antes, phh_verb
from floorcli.answers.phhwrite import ruled as _ruled
from floorcli.answers.usertext import USER_TEXT, leading_comments, read_source, user_text
from floorcli.answers.variants import VARIANTS, draw_lines, source_variant, stud_deal, variant_of
from floorcli.engine.deal import deal_street
from floorcli.engine.forced import is_bring_in_completion
from floorcli.engine.replay import HandOver, apply, deal_hand, resolve
from floorcli.engine.rulings import Verdict
from floorcli.errors import FileExistsRefused, FloorError, HandFileError
from floorcli.formats.handseats import RESERVED_NAMES
from floorcli.formats.phh import EXTRA_KEY, HOLE_CARDS
from floorcli.formats.phh.extra import STRADDLES
from floorcli.formats.phh.variants import GAMES
from floorcli.model.actions import (
    DRAW_STREETS,
    FORCED_VERBS,
    Action,
    Street,
    StreetMarker,
    Verb,
)
from floorcli.model.hand import Hand
from floorcli.profiles.amounts import AMOUNT_SETTINGS, amount_text, amounts_of
from floorcli.profiles.choices import Draws, Game, Structure
from floorcli.textio.atomic import same_file, write_atomic
from floorcli.textio.limits import is_stdin
from floorcli.textio.yamlsrc import one_line, yaml_flow

_BOARD = (Street.FLOP, Street.TURN, Street.RIVER)


def convert_file(
    source: Path,
    target: Path,
    *,
    default_rules: str | None = None,
    force: bool = False,
    session: Callable[[Path], str | None] | None = None,
) -> None:
    """Read `source` (hand file or PHH) and write `target` in the format its suffix names.

    A `.phhs` target holds one hand, or every hand of a played session when `session` (the
    table's reader of a saved session as `.phhs`) reads `source` as one.

    The target is written atomically (`write_atomic`): never over an existing file unless
    `force`, never over `source` itself, and a kill mid-write leaves the old file whole.
    """
    if not is_stdin(source) and same_file(source, target):
        raise HandFileError(
            "is the file being converted; write the conversion to another name",
            file=str(target),
        )
    suffix = target.suffix.lower()
    if suffix not in (".phh", ".phhs", ".yaml", ".yml"):
        raise HandFileError(
            f"cannot tell the format to write from '{one_line(target.name)}': name it .phh "
            "(PHH), .phhs (PHH, one hand or a whole session) or .yaml (a floorcli hand file)",
            file=str(target),
        )
    if not force and (target.exists() or target.is_symlink()):
        raise FileExistsRefused(target)
    if suffix == ".phhs" and session is not None and (whole := session(source)) is not None:
        write_atomic(target, whole, force=force)
        return
    hand, kept, comments = read_source(source, default_rules=default_rules)
    if suffix in (".phh", ".phhs"):
        text = comments + checked_phh(hand, to_phh(hand, variant=source_variant(source), kept=kept))
        if suffix == ".phhs":
            text = f"[1]\n{text}"
    else:
        written = checked_yaml(hand, to_yaml(hand, source=str(source), kept=kept))
        converted, _, rest = written.partition("\n")
        text = f"{converted}\n{comments}{rest}"
    write_atomic(target, text, force=force)


# ---------------------------------------------------------------- PHH


def to_phh(hand: Hand, *, variant: str | None = None, kept: Mapping[str, str] | None = None) -> str:
    """The hand as a PHH document (players from the small blind to the button); `variant`
    keeps a source's own flop-game variant (NS, FO/8) where it fits the rules; `kept` (the
    hand file's `source` and `notes`) goes in the `_floorcli` table."""
    rules = hand.rules
    found = variant_of(rules, variant)
    if found is None:
        raise HandFileError(
            f"PHH has no {rules.structure.value} {rules.game.value} variant; it writes no-limit "
            "(NT), pot-limit (PO) and fixed-limit (FT) hands and fixed-limit stud games "
            "(F7S, F7S/8, FR)",
            file=hand.file,
        )
    variant = found
    stud = variant in GAMES
    if rules.button_blind and len(rules.blinds) != 1:
        raise HandFileError(
            "PHH writes one blind posted by the button (short deck), not several (button_blind)",
            file=hand.file,
        )
    if hand.kill is not None:
        what = "kill hand (a kill blind and multiplied limits)"
        raise HandFileError(f"PHH output does not cover a {what} yet", file=hand.file)
    if hand.away:  # PHH has no hand killed at the deal: its player would act in the file
        away = ", ".join(map(str, hand.away))
        what = f"hand killed at the deal (away: [{away}], TDA 2024 Rule 30)"
        raise HandFileError(f"PHH output does not cover a {what} yet", file=hand.file)
    seats = sorted(s.seat for s in hand.seats)
    if hand.button not in seats:
        raise HandFileError(
            f"the button is on seat {hand.button}, where nobody sits; PHH puts the button "
            "on the last player",
            file=hand.file,
        )
    order = [s for s in seats if s > hand.button] + [s for s in seats if s <= hand.button]
    n = len(order)
    if len(rules.blinds) > n:
        raise HandFileError(f"{len(rules.blinds)} blinds for {n} players", file=hand.file)
    blinds = list(rules.blinds) + [0] * (n - len(rules.blinds))
    if rules.button_blind:
        blinds = [0] * (n - 1) + list(rules.blinds)
    antes = phh_antes(rules, n, hand.file)
    straddles = posted_straddles(hand, order)
    for k, (_, to) in enumerate(straddles, start=len(rules.blinds)):
        blinds[k] = to
    spec = {s.seat: s for s in hand.seats}
    fields: list[tuple[str, object]] = [("variant", variant), ("antes", antes)]
    if stud:
        fields.append(("bring_in", rules.bring_in or rules.small_bet))
    else:
        fields.append(("blinds_or_straddles", blinds))
    if rules.structure is Structure.FIXED_LIMIT:
        fields += [("small_bet", rules.small_bet), ("big_bet", rules.big_bet)]
    else:
        fields.append(("min_bet", rules.opening_bet))
    fields += [
        ("starting_stacks", [spec[s].stack for s in order]),
        ("seats", order),
    ]
    if any(spec[s].name for s in order):
        fields.append(("players", [spec[s].name or "" for s in order]))
    d = rules.decimals
    out = [f"{k} = {toml_value(v, decimals=d, amount=k in PHH_AMOUNTS)}" for k, v in fields]
    out.append("actions = [")
    lines = _phh_actions(hand, order, variant, posted=len(straddles))
    out += [f"  {json.dumps(a)}," for a in lines]
    out.append("]")
    extra = {
        "rules": profile_name(rules),
        **house_settings(rules),
        **unwritten_game(rules, antes),
        **({STRADDLES: len(straddles)} if straddles else {}),
        **(kept or {}),
    }
    inline = ", ".join(
        f"{k} = {toml_value(v, decimals=d, amount=k in AMOUNT_SETTINGS)}" for k, v in extra.items()
    )
    out.append(f"{EXTRA_KEY} = {{{inline}}}")
    return "\n".join(out) + "\n"


def _phh_actions(hand: Hand, order: list[int], variant: str, *, posted: int = 0) -> list[str]:
    """The PHH action lines of `hand`; its first `posted` entries are straddles written into
    `blinds_or_straddles` (`posted_straddles`): played, not written, and refused unless legal."""
    position = {seat: k for k, seat in enumerate(order, start=1)}
    up = dict(hand.upcards)
    lines = [
        f"d dh p{k} {'??' * (HOLE_CARDS[variant] - 1)}{up.get(seat, '??')}"
        if seat in up or variant in GAMES
        else f"d dh p{k} {'??' * HOLE_CARDS[variant]}"
        for k, seat in enumerate(order, start=1)
    ]
    state, forced = deal_hand(hand)
    bring_in = next((f.seat for f in forced if f.kind == "bring-in"), None)
    dealt = 0
    drew = 0
    stopped = False
    for n, entry in enumerate(hand.entries, start=1):
        if isinstance(entry, StreetMarker):
            if entry.street in DRAW_STREETS:
                lines += draw_lines(entry.seats, entry.drawn, position)
                drew = max(drew, DRAW_STREETS.index(entry.street))
                continue
            if entry.street.is_stud:
                lines += stud_deal(state, entry, position)
                if not stopped and state.street is entry.street and state.actor is None:
                    state = deal_street(state, entry)
                continue
            lines.append(board_line(entry.street, entry.cards))
            dealt = max(dealt, _BOARD.index(entry.street) + 1)
            continue
        if n <= posted:  # a straddle in blinds_or_straddles: played, never an action line
            state, ruling = apply(state, entry, index=n)
            if ruling.verdict is Verdict.OK:
                continue
        if entry.verb in FORCED_VERBS:
            raise HandFileError(
                f"'{entry}': PHH has no {entry.verb.value} action (only forced bets in "
                "blinds_or_straddles)",
                file=hand.file,
            )
        if entry.verb in (Verb.FLOOR, Verb.POT) or any(m.unclear for m in entry.motions):
            raise HandFileError(
                f"'{entry}': PHH has no floor decisions or declarations to read; write the "
                "plain action it became (e.g. '3 fold', '3 raise 120') to convert the hand",
                file=hand.file,
            )
        try:
            i = resolve(state, entry.who)
        except FloorError as err:
            raise HandFileError(f"'{entry}': {err.message}", file=hand.file) from None
        actor = f"p{position[state.players[i].seat]}"
        if bring_in is not None:
            if not is_bring_in_completion(state, i, entry):
                lines.append(f"p{position[bring_in]} pb")
            bring_in = None
        if not stopped and state.street in DRAW_STREETS:  # a draw not written: all stand pat
            while drew < DRAW_STREETS.index(state.street):
                live = tuple(p.seat for p in state.in_hand)
                lines += draw_lines(live, (0,) * len(live), position)
                drew += 1
        if not stopped and state.street in _BOARD:
            while dealt < _BOARD.index(state.street) + 1:
                lines.append(board_line(_BOARD[dealt], ()))
                dealt += 1
        if entry.is_table_action and stopped:
            raise HandFileError(
                _UNREADABLE.format(entry=entry, why="after an illegal action"), file=hand.file
            )
        verb = phh_verb(state, i, entry, stopped, hand.file)
        lines.append(f"{actor} {verb}")
        if stopped:
            continue
        before = state.current_bet
        try:
            state, ruling = apply(state, entry, index=n)
        except HandOver:
            raise HandFileError(f"'{entry}': the hand is already over", file=hand.file) from None
        if entry.is_table_action:  # the action it was ruled to be, the words kept beside it
            if ruling.verdict is Verdict.ILLEGAL:
                raise HandFileError(
                    _UNREADABLE.format(entry=entry, why="ruled illegal"), file=hand.file
                )
            lines[-1] = f"{actor} {_ruled(state.players[i], before, state.rules.decimals)}"
            lines[-1] += f" # floorcli: {one_line(str(entry)).replace('#', '')}"
        if entry.verb is Verb.COMPLETE or entry.is_bare_wager:  # as the total it reached
            to = amount_text(state.players[i].bet, state.rules.decimals)
            lines[-1] = f"{actor} {'cc' if ruling.action == 'call' else f'cbr {to}'}"
        if ruling.verdict is Verdict.ILLEGAL:
            if entry.verb is Verb.CHECK:
                raise HandFileError(
                    f"'{entry}': PHH cannot record a check facing a bet ('cc' is a call)",
                    file=hand.file,
                )
            stopped = True
    if bring_in is not None:
        lines.append(f"p{position[bring_in]} pb")
    return lines


# ---------------------------------------------------------------- YAML


def yaml_name(name: str | None, taken: set[str]) -> str | None:
    """A player's name as a hand file can use it in actions (one word), or None."""
    if not name:
        return None
    word = re.sub(r"\s+", "_", name.strip())
    if not word or word.isdigit() or word.lower() in RESERVED_NAMES or word.lower() in taken:
        return None
    taken.add(word.lower())
    return word


def to_yaml(hand: Hand, *, source: str = "", kept: Mapping[str, str] | None = None) -> str:
    """The hand as a floorcli hand file.  Every text is quoted where YAML needs it (a name
    or file name with a newline or a colon cannot add keys); `kept` (`source`, `notes`) is
    written back as it was."""
    rules = hand.rules
    out = [f"# converted from {one_line(Path(source).name)} by floorcli convert"] if source else []
    out.append(f"rules: {yaml_flow(profile_name(rules))}")
    out += [f"{key}: {_quoted(value)}" for key, value in (kept or {}).items()]
    a = amounts_of(rules)
    for key, value in house_settings(rules, exclude=()).items():
        out.append(f"{key}: {yaml_setting(key, value, rules.decimals)}")
    out.append(f"button: {hand.button}")
    out.append("seats:")
    taken: set[str] = set()
    for s in hand.seats:
        name = yaml_name(s.name, taken)
        if name:
            out.append(f"  {s.seat}: {{name: {_quoted(name)}, stack: {a(s.stack)}}}")
        else:
            out.append(f"  {s.seat}: {a(s.stack)}")
    if rules.draws is not Draws.NONE and any(
        isinstance(e, StreetMarker) and e.drawn for e in hand.entries
    ):
        raise HandFileError(
            "a hand file has no draw notation yet: keep a draw game's hand in PHH",
            file=hand.file,
        )
    if rules.game is not Game.COMMUNITY:
        missing = sorted({s.seat for s in hand.seats} - {seat for seat, _ in hand.upcards})
        if missing:
            raise HandFileError(
                "a stud hand file needs every third-street upcard; "
                + ("seats " if len(missing) > 1 else "seat ")
                + f"{', '.join(map(str, missing))} "
                + ("have" if len(missing) > 1 else "has")
                + " none (unknown in the source)",
                file=hand.file,
            )
        pairs = ", ".join(f"{seat}: {card}" for seat, card in hand.upcards)
        out.append(f"upcards: {{{pairs}}}")
    out.append("actions:")
    out += [
        f"  - {_quoted(e.text(rules.decimals) if isinstance(e, Action) else str(e))}"
        for e in hand.entries
    ]
    if not hand.entries:
        out[-1] = "actions: []"
    return "\n".join(out) + "\n"


def _quoted(text: str) -> str:
    r"""`text` as a double-quoted YAML string: readable, every control character escaped.

    >>> _quoted("Zoë"), _quoted("a\nb: 1")
    ('"Zoë"', '"a\\nb: 1"')
    """
    return json.dumps(text, ensure_ascii=not text.isprintable())


__all__ = [
    "USER_TEXT",
    "VARIANTS",
    "convert_file",
    "house_settings",
    "leading_comments",
    "to_phh",
    "to_yaml",
    "user_text",
    "variant_of",
]
