"""What an audit found: one `FileResult` per file or batch, added up into a `Summary`."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

_NOT_READ = frozenset({"too large", "not a file"})
"""Skips of a file that was never read: it is not counted among the files read."""


@dataclass(slots=True, kw_only=True)
class FileResult:
    """What one file contributed: hands replayed, irregular actions, skips, chip mismatches."""

    file: str
    hands: int = 0
    irregular: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[dict[str, Any]] = field(default_factory=list)
    chip_mismatches: list[dict[str, Any]] = field(default_factory=list)
    chip_checked: int = 0
    not_hands: int = 0
    """Files read that hold no hand (a profile beside the hands): not counted as files."""

    def merge(self, other: FileResult) -> FileResult:
        """This result and `other` added up (a batch's result from its files' results);
        neither is changed.

        >>> a = FileResult(file="a.phh", hands=2)
        >>> b = FileResult(file="b.phh", hands=3, chip_checked=1)
        >>> merged = a.merge(b)
        >>> merged.hands, merged.chip_checked, a.hands
        (5, 1, 2)
        """
        return FileResult(
            file=self.file if self.file == other.file else "",
            hands=self.hands + other.hands,
            irregular=self.irregular + other.irregular,
            skipped=self.skipped + other.skipped,
            chip_mismatches=self.chip_mismatches + other.chip_mismatches,
            chip_checked=self.chip_checked + other.chip_checked,
            not_hands=self.not_hands + other.not_hands,
        )

    def as_dict(self) -> dict[str, Any]:
        """Plain data (JSON, msgpack, pickle alike): what a cluster worker sends back.

        >>> r = FileResult(file="a.phh", hands=1)
        >>> FileResult.from_dict(r.as_dict()) == r
        True
        """
        return {
            "file": self.file,
            "hands": self.hands,
            "irregular": self.irregular,
            "skipped": self.skipped,
            "chip_mismatches": self.chip_mismatches,
            "chip_checked": self.chip_checked,
            "not_hands": self.not_hands,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> FileResult:
        """The result `as_dict` gave."""
        return cls(
            file=str(data["file"]),
            hands=int(data["hands"]),
            irregular=list(data["irregular"]),
            skipped=list(data["skipped"]),
            chip_mismatches=list(data["chip_mismatches"]),
            chip_checked=int(data["chip_checked"]),
            not_hands=int(data.get("not_hands", 0)),
        )


def is_unsupported(skip: dict[str, Any]) -> bool:
    """A hand skipped because floorcli does not play it (not a fault of the file)."""
    return str(skip.get("kind", "")).startswith("unsupported")


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
        """Add what `files` files contributed (one `FileResult` for a file or a batch).

        A file found too large or not a regular file when it was opened is not counted as
        read, as it is not when the listing finds it so (`floorcli.audit.listing`: a
        folder's files are looked at only when opened)."""
        refused = sum(1 for s in result.skipped if s.get("kind") in _NOT_READ and not s["hand"])
        self.files += files - refused - result.not_hands
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

    def unread(self) -> list[dict[str, Any]]:
        """Skips that are not an unsupported game: a file or hand that could not be read."""
        return [s for s in self.skipped if not is_unsupported(s)]

    def exit_code(self) -> int:
        """1 when any action is irregular, a chip total does not match, or a file or hand
        could not be read; 0 when nothing is wrong (unsupported games are said, not faults)."""
        return 1 if self.irregular or self.chip_mismatches or self.unread() else 0

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
