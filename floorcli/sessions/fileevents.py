"""A session file's `events`: after hand N, players leave, join, step away, come back or win.

`read_events` checks the `events` mapping (SPEC section 4) and returns the events, the line of
each hand's entry and, in a kill game, each hand's result (`won`).
"""

from __future__ import annotations

from floorcli.errors import close_match_hint
from floorcli.profiles.choices import ButtonRule, MissedBlinds, NewPlayer, Straddle
from floorcli.profiles.settings import Rules
from floorcli.sessions.fileseats import (
    read_flag,
    read_name,
    read_player,
    read_seat_number,
    refuse,
)
from floorcli.sessions.model import Event, EventKind, Result, Share
from floorcli.textio.yamlsrc import LineDict, LineList

__all__ = ["WON", "read_events"]

_EVENT_HINT = "an event is e.g. '1: {leave: [Alice], join: {7: {name: Gina, stack: 200}}}'"
_WON_HINT = (
    "write e.g. 'won: {player: Alice, pot: 450}', or for a split pot "
    "'won: [{player: Alice, pot: 225}, {player: Bob, pot: 225}]'; a pot won without a full "
    "bet beyond the blinds: 'won: {player: Alice, walk: true}'"
)
WON = "won"
LEVEL = "level"


def read_events(
    data: LineDict, file: str, hands: int, stack: int, rules: Rules
) -> tuple[tuple[Event, ...], dict[int, int], tuple[Result, ...]]:
    """The events, the line of each hand's entry, and the results (`won`) of a kill game."""
    raw = data.get("events")
    if raw is None:
        return (), {}, ()
    if not isinstance(raw, LineDict):
        raise refuse(
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
            raise refuse(
                f"events: {key!r} is not a hand number; events are keyed by the hand they "
                f"follow, 1 to {hands - 1}; {_EVENT_HINT}",
                file,
                line,
            )
        last_result = key == hands and isinstance(value, LineDict) and set(value) == {WON}
        if key >= hands and not last_result:
            raise refuse(
                f"events: {key}: an event after hand {key} changes nothing, the session ends "
                f"after hand {hands} (hands: {hands}); remove it or write 'hands: {key + 1}'",
                file,
                line,
            )
        lines[key] = line
        if value is None:
            continue
        if not isinstance(value, LineDict):
            raise refuse(f"events: {key}: {_EVENT_HINT}", file, line)
        if WON in value:
            results.append(_won(key, value[WON], file, value.key_line(WON), rules))
        events.extend(_one_event(key, value, file, stack, rules))
    return tuple(events), lines, tuple(results)


def _won(after: int, raw: object, file: str, line: int, rules: Rules) -> Result:
    """`won: Alice`, `won: {player: Alice, pot: 450}`, or a list of those (a split pot)."""
    where = f"events: {after}: won"
    if rules.kill_pot_over is None and rules.kill_win_streak is None:
        raise refuse(
            f"{where}: a hand's result only matters in a kill game, and no kill trigger is "
            "set; set kill_pot_over or kill_win_streak (WSOP 2026 Live Action Rules, Kill Pots), "
            "or remove it",
            file,
            line,
        )
    items = raw if isinstance(raw, LineList) else LineList([raw], line=line)
    if not items:
        raise refuse(f"{where}: no winner; {_WON_HINT}", file, line)
    shares: list[Share] = []
    for i, item in enumerate(items):
        item_line = items.item_line(i) if items.item_lines else line
        pot: int | None = None
        walk = False
        if isinstance(item, LineDict):
            unknown = sorted(str(k) for k in item if k not in ("player", "pot", "walk"))
            if unknown:
                raise refuse(
                    f"{where}: unknown key '{unknown[0]}'; {_WON_HINT}",
                    file,
                    item.key_line(unknown[0]),
                )
            if "player" not in item:
                raise refuse(f"{where}: no player; {_WON_HINT}", file, item.line or item_line)
            raw_pot = item.get("pot")
            if raw_pot is not None:
                if isinstance(raw_pot, bool) or not isinstance(raw_pot, int) or raw_pot <= 0:
                    raise refuse(
                        f"{where}: pot {raw_pot!r} is not a positive whole number of chips; "
                        f"{_WON_HINT}",
                        file,
                        item.key_line("pot"),
                    )
                pot = raw_pot
            walk = read_flag(item, "walk", where, file)
            item_line = item.key_line("player")
            item = item["player"]
        name = read_name(item, where, file, item_line)
        if any(s.name.lower() == name.lower() for s in shares):
            raise refuse(
                f"{where}: {name} is named twice; write one entry with everything {name} won",
                file,
                item_line,
            )
        shares.append(Share(name=name, pot=pot, walk=walk))
    if len(shares) == 1 and shares[0].pot is None and rules.kill_pot_over is not None:
        raise refuse(
            f"{where}: how big was {shares[0].name}'s pot? kill_pot_over is "
            f"{rules.kill_pot_over}, so write e.g. 'won: {{player: {shares[0].name}, pot: "
            f"{rules.kill_pot_over + 1}}}'",
            file,
            line,
        )
    return Result(hand=after, shares=tuple(shares), line=line)


RULE_NO_BUY = (
    "TDA 2024 Rules 8-A and 10-A: a new player is dealt in anywhere except between the small "
    "blind and the button, with nothing to post; Rule 32: tournament play uses a dead button; "
    "Rule 30: an absent player is blinded off"
)


def _is_tournament_entry(rules: Rules) -> bool:
    """A tournament's seats: absent players blinded off (TDA 2024 Rule 30), new players dealt in
    free (Rules 8-A and 10-A), a dead button (Rule 32); buying the button (WSOP 2026 Live Action
    Rule 158) is a cash game's way in and has no place there."""
    return (
        rules.missed_blinds is MissedBlinds.BLINDED_OFF
        and rules.new_player is NewPlayer.FREE
        and rules.button_rule is ButtonRule.DEAD
    )


def _one_event(after: int, value: LineDict, file: str, stack: int, rules: Rules) -> list[Event]:
    kinds = [k.value for k in EventKind]
    events: list[Event] = []
    for word, items in value.items():
        line = value.key_line(word)
        where = f"events: {after}: {word}"
        if word in (WON, LEVEL):  # `sessions.filelevels` reads a level change
            continue
        if word not in kinds:
            raise refuse(
                f"events: {after}: unknown event {word!r}"
                f"{close_match_hint(word, [*kinds, WON, LEVEL])}; an event "
                f"is {', '.join(kinds)}, {LEVEL} (a new blind level), or {WON} (a kill game's "
                "result)",
                file,
                line,
            )
        kind = EventKind(word)
        if kind is EventKind.JOIN:
            if not isinstance(items, LineDict) or not items:
                raise refuse(
                    f"{where}: write the new players by seat, e.g. "
                    "'join: {7: {name: Gina, stack: 200}}'",
                    file,
                    line,
                )
            for seat_key, who in items.items():
                seat_line = items.key_line(seat_key)
                seat = read_seat_number(seat_key, where, file, seat_line, rules.table_seats)
                at = f"{where}: seat {seat}"
                player = read_player(seat, who, at, file, seat_line, stack, flags=("buys_button",))
                buys = read_flag(who, "buys_button", at, file)
                if buys and _is_tournament_entry(rules):
                    assert isinstance(who, LineDict)  # read_flag found the key in it
                    raise refuse(
                        f"{at}: buys_button: there is no buying the button in a tournament "
                        f"({RULE_NO_BUY}); remove 'buys_button: true' (new_player: free deals "
                        "the player in)",
                        file,
                        who.key_line("buys_button"),
                    )
                events.append(
                    Event(
                        after=after,
                        kind=kind,
                        name=player.name,
                        seat=seat,
                        stack=player.stack,
                        line=seat_line,
                        buys_button=buys,
                    )
                )
            continue
        single = isinstance(items, str) or (kind is EventKind.BACK and isinstance(items, LineDict))
        names = LineList([items], line=line) if single else items
        if not isinstance(names, LineList) or not names:
            raise refuse(f"{where}: write a list of names, e.g. '{word}: [Alice, Bob]'", file, line)
        if single:
            names.item_lines.append(line)
        for i, who in enumerate(names):
            item_line = names.item_line(i)
            straddle = False
            if kind is EventKind.BACK and isinstance(who, LineDict):
                straddle = _back_straddle(who, where, file, rules)
                item_line = who.key_line("name") if "name" in who else who.line or item_line
                who = who.get("name")
            name = read_name(who, where, file, item_line)
            events.append(
                Event(after=after, kind=kind, name=name, line=item_line, straddle=straddle)
            )
    return events


def _back_straddle(who: LineDict, where: str, file: str, rules: Rules) -> bool:
    """`back: [{name: David, straddle: true}]`: back as the under-the-gun straddle."""
    unknown = sorted(str(k) for k in who if k not in ("name", "straddle"))
    if unknown or "name" not in who:
        key = unknown[0] if unknown else "name"
        raise refuse(
            f"{where}: {'unknown key ' + repr(key) if unknown else 'no name'}; write a name, or "
            "'{name: David, straddle: true}' to come back as the under-the-gun straddle",
            file,
            who.key_line(key) if unknown else who.line,
        )
    straddle = read_flag(who, "straddle", where, file)
    if straddle and rules.straddle is Straddle.NONE:
        raise refuse(
            f"{where}: straddle: {rules.cite('straddle')}: this game has no straddle to come back "
            "as (WSOP 2026 Live Action Rule 160); write the name alone to post the missed blinds",
            file,
            who.key_line("straddle"),
        )
    return straddle
