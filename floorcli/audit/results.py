"""What an audit found: one `FileResult` per file or batch, added up into a `Summary`."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True, kw_only=True)
class FileResult:
    """What one file contributed: hands replayed, irregular actions, skips, chip mismatches."""

    file: str
    hands: int = 0
    irregular: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[dict[str, Any]] = field(default_factory=list)
    chip_mismatches: list[dict[str, Any]] = field(default_factory=list)
    chip_checked: int = 0


@dataclass(slots=True, kw_only=True)
class Summary:
    """The totals of an audit: the pinned `audit --json` object plus counts for the table."""

    files: int = 0
    hands: int = 0
    irregular: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[dict[str, Any]] = field(default_factory=list)
    chip_mismatches: list[dict[str, Any]] = field(default_factory=list)
    chip_checked: int = 0

    def add(self, result: FileResult, *, files: int = 1) -> None:
        """Add what `files` files contributed (one `FileResult` for a file or a batch)."""
        self.files += files
        self.hands += result.hands
        self.irregular.extend(result.irregular)
        self.skipped.extend(result.skipped)
        self.chip_mismatches.extend(result.chip_mismatches)
        self.chip_checked += result.chip_checked

    def sort(self) -> None:
        """Results in file order (workers finish in any order)."""
        self.irregular.sort(key=lambda r: (r["file"], str(r["hand"]), r["index"]))
        self.skipped.sort(key=lambda r: (r["file"], str(r.get("hand"))))
        self.chip_mismatches.sort(key=lambda r: (r["file"], str(r["hand"])))

    def irregular_by_kind(self) -> Counter[str]:
        """``corrected bet``, ``illegal check`` ...: verdict and action of each irregular ruling."""
        return Counter(f"{r['verdict']} {r['action']}".strip() for r in self.irregular)

    def skipped_by_reason(self) -> Counter[str]:
        return Counter(r["kind"] for r in self.skipped)

    def report(self) -> dict[str, Any]:
        """The pinned `audit --json` object (SPEC section 4), with a few extra keys."""
        return {
            "hands": self.hands,
            "files": self.files,
            "irregular": self.irregular,
            "skipped": self.skipped,
            "chip_mismatches": self.chip_mismatches,
            "chips_checked": self.chip_checked,
        }
