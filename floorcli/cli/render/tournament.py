"""What `floorcli balance`, `floorcli break` and `floorcli colorup` print: words for the
floor, JSON for programs (the keys are in docs/tournament.md)."""

from __future__ import annotations

import textwrap
from typing import Any

import typer

from floorcli.cli.boundary import visible
from floorcli.tournament.balance import BalanceReport
from floorcli.tournament.breaking import BreakReport
from floorcli.tournament.colorup import RULE_24, ColorUp, RaceResult, raced_chips

__all__ = [
    "balance_json",
    "break_json",
    "colorup_json",
    "render_balance",
    "render_break",
    "render_colorup",
]

WIDTH = 100


def _say(text: str, indent: str = "") -> None:
    """One paragraph, wrapped at 100 columns, control characters escaped."""
    lines = textwrap.wrap(visible(text), WIDTH, initial_indent=indent, subsequent_indent=indent)
    typer.echo("\n".join(lines))


def _chips(stack: int | None) -> str:
    return "" if stack is None else f" ({stack:,})"


def balance_json(report: BalanceReport) -> dict[str, Any]:
    """`balance --json`."""
    return {
        "room": report.room.file,
        "balance_within": report.room.balance_within,
        "tables": [
            {
                "table": t.table,
                "players": t.players,
                "short": t.short,
                "out_of_balance": t.out_of_balance,
                "halt": t.halt,
                "explanation": t.explanation,
                "rule": t.rule,
            }
            for t in report.tables
        ],
        "moves": [
            {
                "move": m.move,
                "player": m.player,
                "stack": m.stack,
                "from_table": m.from_table,
                "from_seat": m.from_seat,
                "to_table": m.to_table,
                "to_seat": m.to_seat,
                "position": m.position,
                "explanation": m.explanation,
                "rule": m.rule,
            }
            for m in report.moves
        ],
        "after": [{"table": n, "players": c} for n, c in report.after.items()],
        "balanced": report.balanced,
    }


def render_balance(report: BalanceReport) -> None:
    """`balance` as words."""
    room = report.room
    players = sum(t.players for t in report.tables)
    _say(
        f"{room.file}: {len(room.tables)} tables of {room.table_seats} seats, {players} "
        f"players, {room.game.value} game, balanced within {room.balance_within}"
    )
    for t in report.tables:
        short = f"{t.short} short" if t.short else "most players"
        state = ", out of balance" if t.out_of_balance else ""
        halt = "  HALT" if t.halt else ""
        typer.echo(f"  table {t.table}: {t.players} players, {short}{state}{halt}")
    for t in report.tables:
        if t.explanation:
            _say(t.explanation)
            _say(f"({t.rule})", "  ")
    for m in report.moves:
        where = f"table {m.to_table} seat {m.to_seat}"
        then = "" if m.position == "-" else f": {m.position} next hand"
        _say(
            f"Move {m.move}: {m.player}{_chips(m.stack)} from table {m.from_table} seat "
            f"{m.from_seat} to {where}{then}"
        )
        _say(m.explanation, "  ")
        _say(f"({m.rule})", "  ")
    after = ", ".join(f"table {n} {c}" for n, c in report.after.items())
    if not report.moves:
        verdict = "no move: the tables are balanced" if report.balanced else "no move made"
    else:
        verdict = f"after the moves: {after}"
    state = "balanced" if report.balanced else "still out of balance"
    _say(f"{verdict.capitalize()} ({state} within {room.balance_within}).")


def break_json(report: BreakReport) -> dict[str, Any]:
    """`break --json`."""
    return {
        "table": report.table,
        "explanation": f"Breaking {report.why}",
        "seed": report.seed,
        "seat_cards": [{"table": c.table, "seat": c.seat} for c in report.seat_cards],
        "stacked": [{"table": c.table, "seat": c.seat} for c in report.stacked],
        "draws": [
            {
                "player": d.player,
                "stack": d.stack,
                "from_seat": d.from_seat,
                "card": str(d.card),
                "to_table": d.to.table,
                "to_seat": d.to.seat,
                "position": d.position.value,
            }
            for d in report.draws
        ],
        "after": [{"table": n, "players": c} for n, c in report.after.items()],
        "balanced": report.balanced,
        "rule": "TDA 2024 Rules 10-A, 10-B (Illustration Addendum), 8-A; WSOP 2026 Rule 66",
    }


def render_break(report: BreakReport, room_file: str) -> None:
    """`break` as words."""
    _say(
        f"Breaking {report.why}: {len(report.draws)} players to new seats by the 2-step "
        f"random draw, seed {report.seed}."
    )
    _say(
        "Step 1, the seat cards, shown to the players then scrambled face down: "
        + ", ".join(map(str, report.seat_cards))
        + "."
    )
    by_seat = sorted(report.draws, key=lambda d: d.from_seat)
    _say(
        "Step 2, one card face up to each player, seat 1 first: "
        + ", ".join(f"{d.player} (seat {d.from_seat}) {d.card}" for d in by_seat)
        + ". The seat cards go out from the top of the stack, highest card first:"
    )
    for d in report.draws:
        then = {
            "dealt in": "dealt in next hand",
            "waits for the button": "between the button and the small blind: waits for the "
            "button to pass",
        }.get(d.position.value, f"{d.position.value} next hand")
        _say(f"{d.card}  {d.player}{_chips(d.stack)}: {d.to}, {then}", "  ")
    _say("(TDA 2024 Rules 10-A, 10-B and its Illustration Addendum, 8-A; WSOP 2026 Rule 66)", "  ")
    after = ", ".join(f"table {n} {c}" for n, c in report.after.items())
    state = "balanced" if report.balanced else "out of balance: run 'floorcli balance'"
    _say(f"After the break: {after} ({state}).")
    _say(f"The same draw again: floorcli break {room_file} --seed {report.seed}")


def colorup_json(
    game: ColorUp, results: tuple[RaceResult, ...], raced: int, seed: int
) -> dict[str, Any]:
    """`colorup --json`."""
    odd_value = sum(r.odd for r in results) * game.remove
    return {
        "remove": game.remove,
        "next": game.next,
        "seed": seed,
        "odd_chips": sum(r.odd for r in results),
        "odd_value": odd_value,
        "raced": raced,
        "players": [
            {
                "seat": r.racer.seat,
                "name": r.racer.name,
                "chips": r.racer.chips,
                "exchanged": r.exchanged,
                "odd": r.odd,
                "cards": [str(c) for c in r.cards],
                "won": r.won,
                "not_raced_out": r.protected,
                "next_chips": r.chips_after,
                "stack": r.racer.stack,
                "stack_after": r.stack_after,
            }
            for r in sorted(results, key=lambda r: r.racer.seat)
        ],
        "value_before": sum(r.racer.chips for r in results) * game.remove,
        "value_after": sum(r.chips_after for r in results) * game.next,
        "rule": RULE_24,
    }


def render_colorup(game: ColorUp, results: tuple[RaceResult, ...], raced: int, seed: int) -> None:
    """`colorup` as words, with the arithmetic."""
    rm, nx = game.remove, game.next
    per_set = nx // rm
    _say(
        f"Color-up: the {rm:,} chips leave play for {nx:,}s ({per_set} x {rm:,} = {nx:,}); "
        f"seed {seed}."
    )
    typer.echo("1. Equal value first:")
    ordered = sorted(results, key=lambda r: r.racer.seat)
    for r in ordered:
        _say(
            f"seat {r.racer.seat} {r.racer.name}: {r.racer.chips} x {rm:,} = "
            f"{r.racer.chips * rm:,} = {r.exchanged} x {nx:,} (exchanged) + {r.odd} x {rm:,} "
            "(odd)",
            "   ",
        )
    odd = sum(r.odd for r in results)
    value = odd * rm
    whole, rest = divmod(value, nx)
    rounding = (
        ""
        if not rest
        else f"; the {rest:,} left is {'at least' if 2 * rest >= nx else 'under'} half a "
        f"{nx:,}: rounded {'up' if 2 * rest >= nx else 'down'}"
    )
    assert raced == raced_chips(value, nx)
    _say(
        f"2. The odd chips: {odd} x {rm:,} = {value:,} = {whole} x {nx:,}"
        f"{f' + {rest:,}' if rest else ''}{rounding}: {raced} x {nx:,} raced."
    )
    typer.echo("3. The race, one card per odd chip from seat 1, at most one chip a player:")
    for r in ordered:
        if r.cards:
            got = f": wins a {nx:,}" if r.won else ""
            _say(f"seat {r.racer.seat} {r.racer.name}: {' '.join(map(str, r.cards))}{got}", "   ")
    saved = [r for r in ordered if r.protected]
    if saved:
        names = ", ".join(r.racer.name for r in saved)
        _say(
            f"4. Nobody is raced out: {names} lost their last chips in the race and "
            f"{'gets' if len(saved) == 1 else 'each get'} one {nx:,}, the lowest chip still "
            "in play."
        )
    else:
        typer.echo("4. Nobody is raced out: every player keeps chips.")
    before = sum(r.racer.chips for r in results) * rm
    after = sum(r.chips_after for r in results) * nx
    change = (
        "the same value"
        if after == before
        else f"{after - before:+,}: the race rounds to whole chips"
        + (" and nobody is raced out" if saved else "")
    )
    _say(f"In play: {before:,} in {rm:,}s became {after:,} in {nx:,}s ({change}). ({RULE_24})")
