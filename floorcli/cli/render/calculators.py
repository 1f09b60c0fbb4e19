"""The pot tools' answers as plain text: `potmax` and `sidepots` (no rich needed)."""

from __future__ import annotations

from typing import Any

__all__ = ["potmax_text", "sidepots_text"]


def potmax_text(report: dict[str, Any]) -> str:
    """The `potmax` answer as text: the maximum, the call, the pot count and the shortcut."""
    low = report["min_raise_to"]
    verb = "raise to" if report["last"] else "bet     "  # nothing bet yet: a bet
    lines = [
        f"max {verb}   {report['max_raise_to']}",
        f"min {verb}   {low if low is not None else 'the big blind (--big-blind N)'}",
        f"to call        {report['to_call']}",
        f"pot count      {report['pot_count']}",
        f"(3L+T)+S       {report['shortcut'].split(' = ', 1)[1]}"
        f"   (L {report['last']}, T {report['trail']}, S {report['start']})",
        "",
        report["explanation"],
    ]
    return "\n".join(lines)


def sidepots_text(report: dict[str, Any]) -> str:
    """The `sidepots` answer as text: one line a pot, the uncalled chips, the explanation."""
    lines = []
    for pot in report["pots"]:
        seats = ", ".join(map(str, pot["eligible"]))
        line = f"{pot['name']:<12} {pot['amount']:>6}  seats {seats}"
        split = pot["split"]
        if split:
            line += f"  (split {split['ways']} ways: {split['each']} each"
            odd = split["odd_chips"]
            if odd:
                seats = ", ".join(map(str, split["odd_chips_to"]))
                to = f"seat {seats}" if seats else "the first tied hand left of the button"
                line += f", {odd} odd chip{'s' if odd > 1 else ''} to {to}"
            line += ")"
        lines.append(line)
    if report["uncalled"]:
        u = report["uncalled"]
        lines.append(f"{'uncalled':<12} {u['amount']:>6}  back to seat {u['seat']}")
    lines += ["", report["explanation"], report["odd_chip"]]
    return "\n".join(lines)
