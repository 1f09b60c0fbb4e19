"""The records of a played session checked before `replay` or `blinds` reports on it: a file
edited by hand may say what no table could have saved.

Each hand's `won` (the chips each seat took) is checked against the hand replayed: every
amount a whole number of chips (or of cents, in a session in cents) and not negative; every
seat that takes chips one that could win them (in a pot it is eligible for, or the owner of
uncalled chips returned: a folded seat wins nothing), no seat more than the pots it is in;
and all of them together exactly the chips put in.  Then each hand's stacks are checked
against the last: a seat in both starts the next hand with what it had behind plus what it
took, and a `rebuy` typed between the hands (kept in the notes of the hand before or after)
may add to it.  The first record that cannot be is refused with its file and line
(`HandFileError`) and what to write.
"""

from __future__ import annotations

from pathlib import Path

from floorcli.engine.replay import replay_hand
from floorcli.errors import HandFileError
from floorcli.formats.handfile import parse_hand
from floorcli.model.hand import Hand
from floorcli.profiles.shown import grouped
from floorcli.table.played import hand_data
from floorcli.textio.numbers import decimal_of, scaled
from floorcli.textio.yamlsrc import LineDict, LineList

__all__ = ["check_records"]


def check_records(path: Path, data: LineDict, hands: LineList) -> None:
    """Refuse (`HandFileError`, file and line) the first `won` or stack a table could not
    have saved; see the module's words."""
    file = str(path)
    ended: dict[int, int] | None = None  # what each seat had after the last hand
    names: dict[str, int] = {}
    last = LineDict()
    for number, entry in enumerate(hands, start=1):
        hand = parse_hand(hand_data(data, entry, number, file=file), file=file, base=path.parent)
        assert isinstance(entry, LineDict)  # hand_data refused any other
        names.update({s.name.lower(): s.seat for s in hand.seats if s.name})
        if ended is not None:
            for seat in _joined(data, number - 1):  # a new player: its own stack
                ended.pop(seat, None)
            rebuys = _rebuys([last, entry], names)
            _check_stacks(hand, ended, rebuys, file, number, entry)
        ended, last = _check_won(hand, entry, file, number), entry


def _joined(data: LineDict, after: int) -> list[int]:
    """The seats a player joined at after hand `after` (the session's `events`)."""
    events = data.get("events")
    event = events.get(after) if isinstance(events, LineDict) else None
    joins = event.get("join") if isinstance(event, LineDict) else None
    return [s for s in joins if isinstance(s, int)] if isinstance(joins, LineDict) else []


def _check_won(hand: Hand, entry: LineDict, file: str, number: int) -> dict[int, int] | None:
    """The chips each seat has after the hand (None when it records no `won`: not over)."""
    won = entry.get("won")
    if won is None:
        return None
    line = entry.key_line("won")
    where = f"hands: hand {number}: won"
    if not isinstance(won, LineDict):
        raise HandFileError(
            f"{where}: write the chips each seat took, e.g. 'won: {{2: 150}}'", file=file, line=line
        )
    final = replay_hand(hand).final
    decimals = hand.rules.decimals
    division = final.division
    took: dict[int, int] = {}
    for seat, value in won.items():
        at = won.key_line(seat) or line
        amount = _chips(value, decimals)
        if amount is None:
            unit = "a whole number of chips" if not decimals else f"at most {decimals} decimals"
            raise HandFileError(
                f"{where}: seat {seat}: {value!r} is not an amount of chips; write {unit}, "
                "0 or more",
                file=file,
                line=at,
            )
        player = next((p for p in final.players if p.seat == seat), None)
        if player is None:
            raise HandFileError(
                f"{where}: seat {seat} was not dealt in; write the seats of this hand's `seats`",
                file=file,
                line=at,
            )
        back = division.uncalled
        could = sum(p.amount for p in division.pots if seat in p.eligible)
        could += back.amount if back is not None and back.seat == seat else 0
        if amount > could:
            why = "folded and can win nothing" if player.folded else "is in pots of"
            most = "" if player.folded else f" {grouped(could, decimals)}"
            raise HandFileError(
                f"{where}: seat {seat} takes {grouped(amount, decimals)}, but {player.label} "
                f"{why}{most}; write what it took from the pots it was in",
                file=file,
                line=at,
            )
        took[seat] = amount
    put_in = sum(p.committed for p in final.players)
    if sum(took.values()) != put_in:
        raise HandFileError(
            f"{where}: the seats take {grouped(sum(took.values()), decimals)} in all, but "
            f"{grouped(put_in, decimals)} was put in; write awards that add up to "
            f"{grouped(put_in, decimals)}",
            file=file,
            line=line,
        )
    return {p.seat: p.stack + took.get(p.seat, 0) for p in final.players}


def _chips(value: object, decimals: int) -> int | None:
    """`value` in units of ``10**-decimals`` chips, or None: negative, a word, a fraction."""
    exact = decimal_of(value) if not isinstance(value, str) else None
    if exact is None or exact < 0:
        return None
    try:
        return scaled(exact, decimals)
    except ValueError:
        return None


def _rebuys(entries: list[LineDict], names: dict[str, int]) -> dict[int, int] | None:
    """The most each seat may have added by a `rebuy` typed between two hands (in the notes
    of the one before or after); None when a rebuy names someone not found (any stack may
    then have grown)."""
    out: dict[int, int] = {}
    notes = [n for e in entries for n in (e.get("notes") or []) if isinstance(n, str)]
    for note in notes:
        words = str(note).split()
        if len(words) != 3 or words[0].lower() != "rebuy":
            continue
        seat = int(words[1]) if words[1].isascii() and words[1].isdigit() else None
        seat = seat if seat is not None else names.get(words[1].lower())
        exact = decimal_of(words[2])
        if seat is None or exact is None:
            return None
        out[seat] = out.get(seat, 0) + int(exact.scaleb(6))  # compared in millionths
    return out


def _check_stacks(
    hand: Hand,
    ended: dict[int, int],
    rebuys: dict[int, int] | None,
    file: str,
    number: int,
    entry: LineDict,
) -> None:
    """Each seat in this hand and the last starts with what it ended with (plus a rebuy)."""
    seats = entry.get("seats")
    decimals = hand.rules.decimals
    for spec in hand.seats:
        was = ended.get(spec.seat)
        if was is None or spec.stack == was:
            continue  # a new player, or the chips it had
        added = (spec.stack - was) * 10 ** (6 - decimals)  # in millionths, as the rebuys
        if rebuys is None or 0 < added <= rebuys.get(spec.seat, 0):
            continue
        line = seats.key_line(spec.seat) if isinstance(seats, LineDict) else None
        raise HandFileError(
            f"hands: hand {number}: seats: seat {spec.seat} starts with "
            f"{grouped(spec.stack, decimals)}, but it ended hand {number - 1} with "
            f"{grouped(was, decimals)}; write {grouped(was, decimals)} (a rebuy is typed "
            "'rebuy SEAT AMOUNT' between the hands)",
            file=file,
            line=line or entry.line,
        )
