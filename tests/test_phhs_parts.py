"""A large `.phhs` cut into parts for several workers: the same hands, the same report (issue 27).

The cut (`floorcli.formats.phh.cuts.hand_cuts`) must fall only where the sequential reader
(`floorcli.formats.phh.chunks.hand_chunks`) starts a hand, and the parts' results, handed on in
the file's order (`floorcli.audit.parts.InOrder`), must add up to the report of the file read
in one piece, whatever the parts and whatever order the workers finish them in.
"""

from __future__ import annotations

import io
import json
import os
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from floorcli.audit import parts as parts_module
from floorcli.audit.listing import list_files
from floorcli.audit.parts import InOrder, Part, cut_files, weight
from floorcli.audit.results import FileResult, Summary
from floorcli.audit.run import audit_listing, audit_task
from floorcli.audit.stream import phhs_chunks
from floorcli.cli.app import app
from floorcli.cli.auditrun import records
from floorcli.formats.phh import cuts
from floorcli.formats.phh.chunks import hand_chunks
from floorcli.formats.phh.cuts import hand_cuts

DATA = Path(__file__).resolve().parent / "data" / "phh"
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "phh"
runner = CliRunner()

# Blinds 50/100; p3 (the button) and p1 (the small blind) fold: the big blind wins 150, and
# every stack is where it started but p1's (-50) and p2's (+50).
HAND = """[{n}]
variant = "NT"
antes = [0, 0, 0]
blinds_or_straddles = [50, 100, 0]
min_bet = 100
starting_stacks = [1000, 1000, 1000]
actions = {actions}
finishing_stacks = {finish}
"""
FOLDS = '["p3 f", "p1 f"]', "[950, 1050, 1000]"
# p3 raises to 150 where the minimum raise is to 200 (TDA 2024 Rule 40: a raise is at least
# the big blind, 100 + 100): irregular; p1 and p2 fold, p3 wins 50 + 100 and gets his 150
# back: 850 + 300 = 1150, p1 950, p2 900.
SHORT = '["p3 cbr 150", "p1 f", "p2 f"]', "[950, 900, 1150]"
# The folds, but finishing stacks that do not add up: 3,000 chips at the start, 3,100 at the
# end: a chip mismatch.
WRONG = FOLDS[0], "[950, 1150, 1000]"


def one_hand(n: int, rng: random.Random, *, broken: bool = False) -> str:
    """A hand, now and then with an irregular action, a chip mismatch, a multi-line string
    holding lines that look like hands, or a dotted table; `broken`: TOML that does not read
    (the file stops there, as a too large hand stops it)."""
    kind = 8 if broken else rng.randrange(8)
    actions, finish = (FOLDS, SHORT, WRONG)[kind % 3] if kind < 6 else FOLDS
    text = HAND.format(n=n, actions=actions, finish=finish)
    if kind == 6:  # a literal multi-line string with `[N]` lines and a basic one's quotes
        text += f"notes = '''\n[{n + 1}]\n\"\"\"\n[ {n + 2} ]  # not a hand\n'''\n"
    elif kind == 7:  # a basic one, its closing quotes escaped once, then closed
        text += f'event = """\n[{n + 1}]\n\\""" still open\n[x]\n"""\n[{n}.meta]\na = 1\n'
    elif kind == 8:  # not TOML
        text = f"[{n}]\nvariant = \n"
    return text + rng.choice(["", "\n", "# a comment\n", "\n\n"])


def awkward(seed: int, hands: int = 20) -> bytes:
    """A `.phhs` of awkward hands; with some seeds CRLF line ends, a leading comment, a
    byte-order mark, no newline at the end, a hand that does not read near the end."""
    rng = random.Random(seed)
    broken = hands - 3 if seed % 4 == 2 else 0
    text = rng.choice(["", "# day 1\n", "title = 'x'\n"]) + "".join(
        one_hand(n, rng, broken=n == broken) for n in range(1, hands + 1)
    )
    if seed % 2:
        text = text.replace("\n", "\r\n")
    data = text.encode()
    if seed % 3 == 0:
        data = data.rstrip(b"\r\n")
    if seed % 5 == 0:
        data = b"\xef\xbb\xbf" + data
    return data


def session_files(tmp_path: Path) -> Iterator[Path]:
    """The repository's `.phhs`, awkward generated ones, and where the shared corpus is
    beside the checkout, a `.phhs` of its first 300 `.phh` hands (as benchmarks/million.py
    writes the million)."""
    yield DATA / "session.phhs"
    for seed in range(6):
        path = tmp_path / f"awkward{seed}.phhs"
        path.write_bytes(awkward(seed))
        yield path
    if CORPUS.is_dir():
        hands = [p.read_text(encoding="utf-8").rstrip() for p in sorted(CORPUS.rglob("*.phh"))]
        path = tmp_path / "corpus.phhs"
        path.write_text("".join(f"[{n + 1}]\n{h}\n\n" for n, h in enumerate(hands[:300])))
        yield path


def sequential_starts(data: bytes) -> list[tuple[int, int]]:
    """(byte offset, line) of every hand the sequential reader gives."""
    lines = data.splitlines(keepends=True) if b"\r" not in data else _split_lf(data)
    offsets = [0]
    for line in lines:
        offsets.append(offsets[-1] + len(line))
    return [(offsets[line - 1], line) for line, _ in hand_chunks("s.phhs", lines)]


def _split_lf(data: bytes) -> list[bytes]:
    """Lines as a binary file gives them: ending at b"\\n" only."""
    return [line + b"\n" for line in data.split(b"\n")[:-1]] + (
        [data.rsplit(b"\n", 1)[-1]] if not data.endswith(b"\n") else []
    )


@pytest.mark.parametrize("block", [7, 64, 1 << 20])
def test_the_cuts_are_the_sequential_readers_hand_starts(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, block: int
) -> None:
    monkeypatch.setattr(cuts, "BLOCK", block)  # blocks end inside strings, hands, lines
    for path in session_files(tmp_path):
        data = path.read_bytes()
        starts = sequential_starts(data)
        assert len(starts) > 1
        found = hand_cuts(io.BytesIO(data), 1)  # a cut at every hand but the first
        assert [tuple(c) for c in found] == starts[1:], path.name


def part_chunks(path: Path, every: int) -> list[tuple[int, str]]:
    """Every hand of every part of the file cut every `every` bytes, parts in order."""
    whole, parts = cut_files([str(path)], every)
    if whole:
        return list(phhs_chunks(str(path)))
    out: list[tuple[int, str]] = []
    for part in parts:
        out += phhs_chunks(str(path), part=(part.start, part.stop, part.line))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("which", range(4))  # one file a test: the long run shared out
def test_parts_cut_at_every_offset_hold_the_hands_of_the_file(tmp_path: Path, which: int) -> None:
    path = [DATA / "session.phhs", *list(session_files(tmp_path))[1:4]][which]
    expected = list(phhs_chunks(str(path)))
    size = path.stat().st_size
    for every in range(1, size + 2):  # a target at every byte: a cut at every hand
        assert part_chunks(path, every) == expected, (path.name, every)


def summed(path: Path, every: int, seed: int, max_bytes: int = 1 << 24) -> tuple[Any, Any]:
    """The report of the file's parts audited in a random order and handed on in order,
    and the `--out` records in the order they were handed on."""
    summary = Summary()
    told: list[dict[str, Any]] = []

    def hand_on(result: FileResult, files: int) -> None:
        summary.add(result, files=files)
        told.extend(records(result))

    whole, parts = cut_files([str(path)], every)
    tasks: list[list[str | Part]] = [[p] for p in parts] + [[n] for n in whole]
    random.Random(seed).shuffle(tasks)
    ordered = InOrder(hand_on)
    for task in tasks:
        ordered.add(audit_task(None, max_bytes, task))
    assert sum(weight(t) for t in tasks) == 1  # the progress bar counts the file once
    summary.sort()
    return summary.report(), in_order(told)


def in_order(told: list[dict[str, Any]]) -> list[str]:
    """`--out`'s records: the same ones, a part's records together (its irregular actions,
    then its chip mismatches) where the whole file's come kind by kind."""
    return sorted(json.dumps(r, sort_keys=True) for r in told)


def one_piece(path: Path, max_bytes: int = 1 << 24) -> tuple[Any, Any]:
    told: list[dict[str, Any]] = []
    listing = list_files([path], max_bytes=max_bytes)
    report = audit_listing(
        listing, jobs=1, max_bytes=max_bytes, on_result=lambda r, _: told.extend(records(r))
    )
    return report.report(), in_order(told)


def test_the_report_of_the_parts_is_the_report_of_the_file(tmp_path: Path) -> None:
    for path in session_files(tmp_path):
        expected = one_piece(path)
        size = path.stat().st_size
        for seed, every in enumerate(random.Random(path.name).sample(range(1, size), 12)):
            assert summed(path, every, seed) == expected, (path.name, every)
        assert expected[0]["files"] == 1
        assert expected[0]["hands"] > (1 if path.parent == DATA else 10)


def test_the_awkward_files_hold_every_kind_of_finding(tmp_path: Path) -> None:
    path = tmp_path / "a.phhs"
    path.write_bytes(awkward(6, hands=40))
    report, told = one_piece(path)
    assert report["irregular"] and report["chip_mismatches"] and report["skipped"]
    assert len(told) == len(report["irregular"] + report["chip_mismatches"] + report["skipped"])


@pytest.mark.parametrize("bad", ["too large", "not UTF-8"])
def test_a_hand_that_stops_the_file_drops_the_parts_after_it(tmp_path: Path, bad: str) -> None:
    rng = random.Random(3)
    hands = [one_hand(n, rng) for n in range(1, 31)]
    if bad == "too large":
        hands[14] = hands[14] + "# " + "x" * 2000 + "\n"
    else:
        hands[14] = hands[14].replace("variant", "# \udcff\nvariant")
    path = tmp_path / "stops.phhs"
    path.write_bytes("".join(hands).encode("utf-8", "surrogateescape"))
    expected = one_piece(path, max_bytes=1500)
    assert expected[0]["files"] == (0 if bad == "too large" else 1)  # a too large hand: unread
    (stop,) = expected[0]["skipped"]  # the file stopped there
    assert stop["hand"] is None and "line " in stop["reason"]
    assert 5 < expected[0]["hands"] < 25
    for seed, every in enumerate(range(50, path.stat().st_size, 97)):
        assert summed(path, every, seed, max_bytes=1500) == expected, every


def test_a_file_changed_after_it_was_cut_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "moving.phhs"
    path.write_bytes(awkward(2))
    _, parts = cut_files([str(path)], 300)
    path.write_bytes(b"# one line more\n" + awkward(2))
    done = audit_task(None, 1 << 24, [parts[1]])
    assert done.stopped and done.result.skipped[0]["kind"] == "unreadable"
    assert "the file changed while it was audited" in done.result.skipped[0]["reason"]


def test_jobs_2_on_one_file_gives_the_report_of_jobs_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(parts_module, "PART_BYTES", 500)  # a part every few hands
    path = tmp_path / "day.phhs"
    path.write_bytes(awkward(4, hands=60))
    outs, reports = [], []
    for jobs in ("1", "2"):
        out = tmp_path / f"out{jobs}.jsonl"
        done = runner.invoke(app, ["audit", str(path), "--json", "-j", jobs, "--out", str(out)])
        assert done.exit_code == 1, done.output  # the irregular hands
        reports.append(json.loads(done.output))
        outs.append(sorted(out.read_text().splitlines()))
    assert reports[0] == reports[1] and reports[0]["hands"] > 30
    assert outs[0] == outs[1] and len(outs[0]) > 10
    if (os.cpu_count() or 1) > 1:  # where --jobs 2 has two workers, the file was cut
        assert len(cut_files([str(path)])[1]) > 10


@pytest.mark.slow
def test_ctrl_c_on_one_file_in_parts_prints_the_totals_handed_on(tmp_path: Path) -> None:
    """A real SIGINT while two workers share the parts of one file: exit 130, and the totals
    count what was handed on (nothing: two workers hand their results on at the end)."""
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "big.phhs"
    with path.open("w") as out:  # 50,000 hands of 200 bytes: 10 MB, two parts or more
        out.writelines(HAND.format(n=n, actions=FOLDS[0], finish=FOLDS[1]) for n in range(50_000))
    child = subprocess.Popen(
        [sys.executable, "-m", "floorcli", "audit", str(path), "-j", "2"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    time.sleep(1.5)  # started, the file cut; 50,000 hands take the workers seconds
    child.send_signal(signal.SIGINT)
    stdout, stderr = child.communicate(timeout=60)
    assert child.returncode == 130, stderr
    first, second = stderr.splitlines()
    assert first.startswith("audit stopped: 0 of 1 files audited so far: 0 hands, "), first
    assert second == "error: stopped (Ctrl-C)"
    assert stdout == ""
