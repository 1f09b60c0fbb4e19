"""The answers as plain data: what `ask` and `replay` print with --json (SPEC section 4).

`ask_file` and `replay_file` answer for a hand file; `ask_report` and `replay_report` build the
pinned objects from a state or a replay (the live table and `compare` use them too).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import Enum
from functools import partial
from pathlib import Path
from typing import Any

from floorcli.answers.amounts import exact_amounts
from floorcli.answers.load import load_hand
from floorcli.answers.pots import (
    describe_pots,
    division_of,
    owner,
    show_order,
    splits,
    uncalled_words,
)
from floorcli.engine.deal import deal_hand
from floorcli.engine.options import Options, options
from floorcli.engine.replay import Replay, Ruling, replay_hand
from floorcli.engine.state import State
from floorcli.errors import FloorError
from floorcli.formats.handfile import MAX_HAND_BYTES, hand_of, resolve_hand
from floorcli.model.actions import Street
from floorcli.model.hand import Forced, Hand
from floorcli.profiles.amounts import amount_text
from floorcli.profiles.choices import ShowOrder, Structure
from floorcli.profiles.loader import build_rules
from floorcli.profiles.settings import Rules
from floorcli.textio.yamlsrc import LineDict, load_yaml, read_yaml_file


def explain(state: State, opts: Options) -> str:
    """The dealer's answer in words, with the arithmetic and the rule."""
    a = partial(amount_text, decimals=state.rules.decimals)
    division = division_of(state)
    if state.street is Street.COMPLETE:
        winner = state.in_hand[0]
        back = uncalled_words(division, state.players, state.rules.decimals)
        return f"Only {winner.label} is left: they win {a(division.total)} without a showdown" + (
            f"; {back}." if back else "."
        )
    pots = describe_pots(division, state.players, state.rules.decimals)
    if state.street is Street.SHOWDOWN:
        return f"No more betting is possible: the hand goes to the showdown. Pots: {pots}."
    actor = state.to_act
    if actor is None:
        # A stud street whose upcards are still to be dealt: they decide who acts first.
        street = state.street
        form = "'seventh'" if street.value == "seventh" else f"'{street.value} 1:7h 3:2c ...'"
        return (
            f"The {street.label} is to be dealt; its upcards decide who acts first (write "
            f"{form}, an upcard for every player still in). Pots: {pots}."
        )
    if opts.to_call:
        head = f"{actor.label} to act on the {state.street.label}: {a(opts.to_call)} to call"
        if opts.call_to < state.current_bet or opts.to_call == actor.stack:
            head += " (all they have)" if opts.to_call == actor.stack else ""
        head += f" (the bet is {a(state.current_bet)})."
    else:
        head = f"{actor.label} to act on the {state.street.label}: nothing to call."
    if opts.can_raise and opts.min_raise and opts.max_raise:
        word = "raise" if state.current_bet else "bet"
        tail = (
            f" A {word} is to at least {a(opts.min_raise.to)} ({opts.min_raise.why}; "
            f"{opts.min_raise.rule}) and at most {a(opts.max_raise.to)} ({opts.max_raise.why})."
        )
        if state.rules.structure is Structure.FIXED_LIMIT and opts.min_raise.to < opts.max_raise.to:
            # Two sizes and nothing between (a stud open pair on fourth street).
            tail = (
                f" A {word} is to {a(opts.min_raise.to)} or {a(opts.max_raise.to)}, nothing "
                f"between ({opts.min_raise.why}; {opts.max_raise.why}; {opts.min_raise.rule})."
            )
        if opts.min_raise.to == opts.max_raise.to:  # fixed limit, or all-in: one amount
            tail = (
                f" A {word} is to {a(opts.min_raise.to)} ({opts.min_raise.why}; "
                f"{opts.min_raise.rule})."
            )
    else:
        tail = f" No bet or raise: {opts.why_not} ({opts.why_not_rule})."
    return f"{head}{tail} Pots: {pots}."


def show_rule(state: State) -> dict[str, Any]:
    """How the hands are shown, by `show_order`: ``all_tabled`` (every hand face up at once)
    and ``show_rule`` (the rule, in words).

    TDA 2024 Rule 16: once a player is all-in and the betting is complete, every hand is
    tabled at once; Rule 17-A otherwise (the last aggressor, else the first to act).
    """
    if state.rules.show_order is ShowOrder.TDA:
        if any(p.is_all_in for p in state.in_hand):
            return {"all_tabled": True, "show_rule": "TDA 2024 Rule 16"}
        return {"all_tabled": False, "show_rule": "TDA 2024 Rule 17-A"}
    return {"all_tabled": False, "show_rule": "Robert's Rules, The Showdown 7"}


def ask_report(state: State) -> dict[str, Any]:
    """The pinned `ask --json` object; at the showdown also `show_order` and `splits`."""
    opts = options(state)
    extra: dict[str, Any] = {}
    if state.street is Street.SHOWDOWN:
        extra = {"show_order": show_order(state), "splits": splits(state), **show_rule(state)}
    division = division_of(state)
    back = division.uncalled
    report = {
        "street": state.street.value,
        "to_act": opts.seat,
        "to_call": opts.to_call,
        "current_bet": state.current_bet,
        "min_raise_to": opts.min_raise_to,
        "max_raise_to": opts.max_raise_to,
        "can_raise": opts.can_raise,
        "legal": list(opts.legal),
        "pots": [{"amount": p.amount, "eligible": list(p.eligible)} for p in division.pinned()],
        "uncalled": None if back is None else back.as_dict(),
        "explanation": explain(state, opts),
        **extra,
    }
    exact: dict[str, Any] = exact_amounts(report, state.rules.decimals)  # a hand in cents: as typed
    return exact


def ruling_dict(ruling: Ruling, decimals: int = 0) -> dict[str, Any]:
    """One ruling as pinned by `replay --json` (amounts as typed: `decimals`)."""
    data = {
        "index": ruling.index,
        "input": ruling.input,
        "seat": ruling.seat,
        "action": ruling.action,
        "to": ruling.to,
        "added": ruling.added,
        "verdict": ruling.verdict.value,
        "reopens": ruling.reopens,
        "all_in": ruling.all_in,
        "explanation": ruling.explanation,
        "rule": ruling.rule,
    }
    exact: dict[str, Any] = exact_amounts(data, decimals)
    return exact


def forced_dict(forced: Forced) -> dict[str, Any]:
    """A forced bet posted at the deal."""
    return {"seat": forced.seat, "kind": forced.kind, "amount": forced.amount, "due": forced.due}


def replay_report(result: Replay, forced: tuple[Forced, ...]) -> dict[str, Any]:
    """The pinned `replay --json` object (plus the forced bets posted at the deal)."""
    return {
        "forced": [forced_dict(f) for f in forced],
        "rulings": [ruling_dict(r) for r in result.rulings],
        "final": ask_report(result.final),
    }


@dataclass(frozen=True, slots=True, kw_only=True)
class HandAnswer:
    """What `ask` or `replay` answers for one hand file.

    `report` is the pinned `--json` object; `stands` is False when a ruling corrected or
    refused an action (the command's exit code 1); `notes` are lines for stderr (the
    `--rules` flag overruling the file's profile); `short` is each ruling of the report in
    one line (`floorcli.answers.summary`), when asked for.
    """

    report: dict[str, Any]
    stands: bool
    notes: tuple[str, ...] = ()
    short: tuple[str, ...] = ()
    returned_to: str = ""
    """Who the uncalled chips go back to, as the text names them (``Seat 1 (Ann)``)."""


STDIN = Path("-")


def read_hand(
    path: Path,
    *,
    default_rules: str | None = None,
    rules: str | None = None,
    text: str | None = None,
    number: str | None = None,
) -> tuple[Hand, tuple[str, ...]]:
    """The hand at `path` (or, for `-`, the hand file `text` read from standard input) and the
    notes for stderr.  `rules` (the `--rules` flag) rules the hand whatever profile the file
    names, and a note says so when it names another; `default_rules` only fills a gap.
    `number` picks hand `[number]` of a `.phhs` file."""
    if path == STDIN or (rules and path.suffix.lower() not in (".phh", ".phhs")):
        # a hand file read once: its data give the hand and the profile it names
        if path == STDIN:
            file, base, data = "<stdin>", None, load_yaml(text or "", "<stdin>")
        else:
            found = resolve_hand(path)
            file, base = str(found), found.parent
            data = read_yaml_file(found, limit=MAX_HAND_BYTES)
        hand = hand_of(data, file=file, base=base, rules=default_rules, forced=rules)
        named = _named_profile(data) if rules else None
    else:
        hand = load_hand(path, default_rules=rules or default_rules, number=number)
        named = None
    notes: tuple[str, ...] = ()
    if named and rules and named != rules:
        notes = (f"note: --rules {rules} rules this hand; the file names '{named}'",)
    return hand, notes


def _named_profile(data: object) -> str | None:
    """The profile a hand file's `rules:` line names, if any."""
    named = data.get("rules") if isinstance(data, LineDict) else None
    return named if isinstance(named, str) else None


def rules_summary(rules: Rules) -> dict[str, Any]:
    """The profile that ruled and the settings the hand changed (`rules` in `--json`).

    An override is a setting the hand file set (cited ``set in <file>``) or whose value
    differs from the profile's own.
    """
    try:
        base: Rules | None = build_rules(rules.name, decimals=rules.decimals)
    except FloorError:  # a profile that needs the hand's settings to be complete
        base = None
    overrides = {
        f.name: _plain(getattr(rules, f.name))
        for f in fields(rules)
        if f.name not in ("name", "sources", "description", "decimals")
        and (
            rules.sources.get(f.name, "").startswith("set in ")
            or (base is not None and getattr(rules, f.name) != getattr(base, f.name))
        )
    }
    return {"profile": rules.name, "overrides": overrides}


def _plain(value: object) -> object:
    """A setting's value as JSON: enums as their text, tuples as lists."""
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, Enum):
        return value.value
    return value


def replay_file(
    path: Path,
    *,
    default_rules: str | None = None,
    rules: str | None = None,
    text: str | None = None,
    short: bool = False,
    irregular: bool = False,
    number: str | None = None,
) -> HandAnswer:
    """Replay the hand file at `path`: one ruling per action, then the answer after them.

    `default_rules` is the profile for a file that names none; `rules` wins over the file's.
    `short` also words each ruling in one line (`HandAnswer.short`); `irregular` keeps only
    the rulings that are not ok.  Bad input raises a `FloorError`.
    """
    parsed, notes = read_hand(
        path, default_rules=default_rules, rules=rules, text=text, number=number
    )
    result = replay_hand(parsed)
    dealt, forced = deal_hand(parsed)
    report = replay_report(result, forced)
    report["rules"] = rules_summary(parsed.rules)
    report = exact_amounts(report, parsed.rules.decimals)
    if irregular:
        report["rulings"] = [r for r in report["rulings"] if r["verdict"] != "ok"]
    lines: tuple[str, ...] = ()
    if short:
        from floorcli.answers.summary import short_lines

        lines = tuple(short_lines(parsed, dealt, irregular=irregular))
    back = owner(result.final)
    return HandAnswer(
        report=report, stands=result.stands, notes=notes, short=lines, returned_to=back
    )


def ask_file(
    path: Path,
    *,
    default_rules: str | None = None,
    rules: str | None = None,
    text: str | None = None,
    number: str | None = None,
) -> HandAnswer:
    """The state after the hand file's history: who acts, to call, the raise limits, the pots.

    When an action of the history did not stand, the explanation starts by saying which one
    (the answer is for the table as the floor ruled it).  `number` picks a hand of a `.phhs`.
    """
    parsed, notes = read_hand(
        path, default_rules=default_rules, rules=rules, text=text, number=number
    )
    answer = ask_answer(replay_hand(parsed))
    return HandAnswer(
        report=answer.report, stands=answer.stands, notes=notes, returned_to=answer.returned_to
    )


def ask_answer(result: Replay) -> HandAnswer:
    """`ask`'s answer after a replayed history (`ask_file` without the reading), with the
    profile and overrides that ruled (`rules`)."""
    report = ask_report(result.final)
    report["rules"] = rules_summary(result.final.rules)
    report = exact_amounts(report, result.final.rules.decimals)
    if not result.stands:
        bad = next(r for r in result.rulings if r.verdict != "ok")
        report["explanation"] = (
            f"Note: action {bad.index} ('{bad.input}') was {bad.verdict.value}; "
            f"see 'floorcli replay'. {report['explanation']}"
        )
    return HandAnswer(report=report, stands=result.stands, returned_to=owner(result.final))
