"""`floorcli audit` reads every listed file exactly once, or says why not; exit codes; odd text.

Issue 14 ("Audit: every file read exactly once, or said") and issue 15 ("Reports in the file's
own terms": exit 1 when anything is irregular, a chip total does not match or a file could not
be read; the text summary names every skipped file).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from floorcli.audit import listing as listed
from floorcli.audit.run import audit, audit_listing
from floorcli.cli.audit import audit as audit_command

DATA = Path(__file__).resolve().parent / "data" / "phh"
HALF_CHIPS = DATA / "nt-half-chips.phh"  # one chip mismatch a file: a record for every read
CLEAN = DATA / "heads-up.phh"

app = typer.Typer()
app.command()(audit_command)
app.command("noop")(lambda: None)
runner = CliRunner()


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    """The real command in its own process (a FIFO read by mistake would hang: the timeout
    turns that into a failure)."""
    return subprocess.run(
        [sys.executable, "-m", "floorcli", "audit", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_a_folder_that_changes_during_the_run_reports_every_original_file_once(
    tmp_path: Path,
) -> None:
    originals = []
    for k in range(40):
        target = tmp_path / f"{k:02}.phh"
        shutil.copy(HALF_CHIPS, target)
        originals.append(str(target))
    listing = listed.list_files([tmp_path])
    assert listing.names == originals
    # The folder changes after the listing: 10 files deleted, 10 new ones added.
    for name in originals[5:15]:
        os.remove(name)
    for k in range(40, 50):
        shutil.copy(HALF_CHIPS, tmp_path / f"{k:02}.phh")
    summary = audit_listing(listing, jobs=2, batch=3)
    read = [m["file"] for m in summary.chip_mismatches]
    gone = [s["file"] for s in summary.skipped]
    assert sorted(read + gone) == originals  # each original file exactly once, no new one
    assert gone == originals[5:15]
    assert {s["kind"] for s in summary.skipped} == {"unreadable"}
    assert summary.files == 40
    assert summary.exit_code() == 1  # a file could not be read


def test_workers_give_the_listing_order_result_whatever_the_jobs(tmp_path: Path) -> None:
    for k in range(30):
        shutil.copy(HALF_CHIPS if k % 3 else CLEAN, tmp_path / f"{k:02}.phh")
    one = audit([tmp_path], jobs=1).report()
    two = audit([tmp_path], jobs=2, batch=1).report()
    assert one == two
    assert one["files"] == 30 and one["hands"] == 30
    assert len(one["chip_mismatches"]) == 20  # k = 1, 2, 4, 5, ...: 30 - 10 clean files


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_a_device_and_links_to_them_are_reported_never_read(tmp_path: Path) -> None:
    shutil.copy(CLEAN, tmp_path / "a.phh")
    os.mkfifo(tmp_path / "pipe.phh")
    os.symlink(tmp_path / "pipe.phh", tmp_path / "to-pipe.phh")
    os.symlink("/dev/zero", tmp_path / "zero.phh")  # endless bytes: a device
    done = run_cli(str(tmp_path), "--json", "-j", "1")
    assert done.returncode == 1, done.stderr
    report = json.loads(done.stdout)
    skipped = {Path(s["file"]).name: (s["kind"], s["reason"]) for s in report["skipped"]}
    assert skipped == {
        "pipe.phh": ("not a file", "not read: a FIFO (named pipe), not a hand file"),
        "to-pipe.phh": ("not a file", "not read: a link to a FIFO (named pipe), not a hand file"),
        "zero.phh": ("not a file", "not read: a link to a device, not a hand file"),
    }
    assert report["hands"] == 1


def test_a_fifo_swapped_in_after_the_listing_is_not_read(tmp_path: Path) -> None:
    target = tmp_path / "a.phh"
    shutil.copy(CLEAN, target)
    listing = listed.list_files([tmp_path])
    target.unlink()
    os.mkfifo(target)  # no writer: a blocking open would wait forever
    summary = audit_listing(listing, jobs=1)
    assert [(s["kind"], s["reason"]) for s in summary.skipped] == [
        ("not a file", "not read: a FIFO (named pipe), not a hand file")
    ]


@pytest.mark.parametrize("size", [0, 1, 65_535, 65_536, 65_537, (1 << 20) - 1, 1 << 20, 3_000_000])
def test_a_file_is_read_whole_whatever_its_size(tmp_path: Path, size: int) -> None:
    """One read of a byte more than the size ends at the file's end; sizes around the
    64 KiB chunks and the 1 MiB from which a file is read in chunks."""
    data = bytes(range(256)) * (size // 256) + bytes(size % 256)
    (tmp_path / "a.phh").write_bytes(data)
    assert listed.read_regular(str(tmp_path / "a.phh")) == data


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="Linux /proc")
def test_a_file_whose_size_says_zero_is_still_read_to_its_end() -> None:
    """/proc files are regular with st_size 0 yet hold text: read on to the end."""
    assert listed.read_regular("/proc/self/status").startswith(b"Name:")


def test_a_file_over_the_size_limit_is_skipped_with_the_flag_to_raise_it(tmp_path: Path) -> None:
    shutil.copy(CLEAN, tmp_path / "a.phh")
    size = (tmp_path / "a.phh").stat().st_size
    result = runner.invoke(app, ["audit", str(tmp_path), "--json", "--max-size", "100"])
    assert result.exit_code == 1, result.output
    (skip,) = json.loads(result.output)["skipped"]
    assert skip["kind"] == "too large"
    assert skip["reason"] == (
        f"not read: {size:,} bytes is over the limit of 100 "
        "(raise it with --max-size, e.g. --max-size 4G)"
    )
    result = runner.invoke(app, ["audit", str(tmp_path), "--json", "--max-size", "1K"])
    assert result.exit_code == 0, result.output
    bad = runner.invoke(app, ["audit", str(tmp_path), "--max-size", "lots"])
    assert bad.exit_code == 2
    assert "--max-size: 'lots' is not a size" in bad.output


def test_an_unlistable_folder_is_reported(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "locked").mkdir()
    shutil.copy(CLEAN, tmp_path / "a.phh")
    real = os.scandir

    def scandir(path: str) -> object:
        if str(path).endswith("locked"):  # as if chmod 000 (root reads through that)
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    summary = audit([tmp_path], jobs=1)
    assert summary.hands == 1
    assert summary.skipped == [
        {
            "file": str(tmp_path / "locked"),
            "hand": None,
            "kind": "unreadable",
            "reason": "cannot list the folder: Permission denied",
        }
    ]
    assert summary.exit_code() == 1


def test_exit_codes(tmp_path: Path) -> None:
    # Nothing wrong: 0.  A chip total that does not match: 1.  An unsupported game only: 0
    # (said, not a fault).  A file that cannot be read: 1.
    assert runner.invoke(app, ["audit", str(CLEAN), "-j", "1"]).exit_code == 0
    assert runner.invoke(app, ["audit", str(HALF_CHIPS), "-j", "1"]).exit_code == 1
    other = tmp_path / "other.phh"  # a variant code the PHH standard does not define
    other.write_text("variant = 'XX'\nactions = []\n")
    assert runner.invoke(app, ["audit", str(other), "-j", "1"]).exit_code == 0
    assert runner.invoke(app, ["audit", str(DATA / "corrupt.phh"), "-j", "1"]).exit_code == 1


def test_the_text_summary_names_every_skipped_file_and_survives_odd_text(tmp_path: Path) -> None:
    odd = tmp_path / "odd [bold].phh"
    odd.write_text("variant = '[/x]'\nactions = []\n")
    escape = tmp_path / "esc.phh"
    escape.write_text('variant = "\\u001b]52;c;aGk=\\u0007"\nactions = []\n')  # TOML escapes
    result = runner.invoke(app, ["audit", str(tmp_path), "-j", "1"])
    assert result.exit_code == 0, result.output
    text = " ".join(result.output.split())  # the terminal wraps long lines
    assert f"skipped: {odd}: variant [/x] (an unknown variant) is not supported" in text
    assert "unsupported variant [/x]" in text
    assert "\x1b" not in result.output
    assert "\\x1b]52;c;aGk=\\x07" in text


def test_absurd_jobs_are_capped_at_the_cores(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    for k in range(6):
        shutil.copy(CLEAN, tmp_path / f"{k}.phh")
    started: list[int] = []

    def fan_out(chunks: list[list[str]], work: object, *, jobs: int, **_: object) -> list[object]:
        started.append(jobs)
        return []

    monkeypatch.setattr("floorcli.audit.fanout.fan_out", fan_out)
    monkeypatch.setattr(os, "cpu_count", lambda: 2)
    audit([tmp_path], jobs=100_000, batch=1)
    assert started == [2]  # 6 batches, 2 cores: 2 workers, not 100,000


def test_without_jobs_a_few_hundred_files_start_no_worker(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without --jobs: one worker per 500 files (FILES_PER_WORKER), so 600 files on 4 cores
    start 2 workers and 6 files start none; --jobs given is kept."""
    from floorcli.cli.auditrun import run_audit

    started: list[int] = []

    def fan_out(chunks: list[list[str]], work: object, *, jobs: int, **_: object) -> list[object]:
        started.append(jobs)
        return []

    monkeypatch.setattr("floorcli.audit.fanout.fan_out", fan_out)
    monkeypatch.setattr(os, "cpu_count", lambda: 4)
    few, many = tmp_path / "few", tmp_path / "many"
    few.mkdir()
    many.mkdir()
    for k in range(6):
        shutil.copy(CLEAN, few / f"{k}.phh")
    for k in range(600):  # copies: 600 links to one file are one file (read once)
        shutil.copy(CLEAN, many / f"{k}.phh")
    run_audit([str(few)], json=True)
    assert started == []  # 6 files: one process, no worker started
    run_audit([str(many)], json=True)
    run_audit([str(many)], json=True, jobs=3)
    assert started == [2, 3]  # 600 files: 2 workers (ceil(600 / 500)); with --jobs 3, 3


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_out_on_a_full_device_is_one_line_naming_it(jobs: str) -> None:
    """/dev/full takes no byte (ENOSPC, as a full disk): one line naming the file, exit 2."""
    done = run_cli(str(DATA / "irregular.phh"), "--out", "/dev/full", "--jobs", jobs)
    assert done.returncode == 2
    # The flag whose file it is comes first (issue 26: every refusal names its flag).
    assert done.stderr == (
        "error: --out: /dev/full: cannot write the file: No space left on device\n"
    )


def test_out_never_replaces_a_file_without_force(tmp_path: Path) -> None:
    """`--out FILE` is refused in one line (exit 2) when FILE exists, and the file is left as
    it was; `--force` replaces it with the records found."""
    out = tmp_path / "found.jsonl"
    out.write_text("yesterday's records\n")
    refused = run_cli(str(DATA / "irregular.phh"), "--out", str(out))
    assert refused.returncode == 2
    assert refused.stderr.count("\n") == 1 and "--force" in refused.stderr
    assert out.read_text() == "yesterday's records\n"
    done = run_cli(str(DATA / "irregular.phh"), "--out", str(out), "--force", "--json")
    assert done.returncode == 1
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert {r.pop("kind") for r in records} == {"irregular"}  # each record says its kind
    assert records == json.loads(done.stdout)["irregular"]
    assert records  # irregular.phh has irregular actions to write
    assert sorted(p.name for p in tmp_path.iterdir()) == ["found.jsonl"]


def _walked(top: Path) -> list[str]:
    """The hand files under `top` as `os.walk` lists them (the listing before it read the
    folders' entries itself): files in name order, then each sub-folder, links not followed."""
    names = []
    for root, dirs, files in os.walk(top):
        dirs.sort()
        files.sort()
        names += [os.path.join(root, f) for f in files if f.lower().endswith(listed._HAND_ENDINGS)]
    return names


def test_the_listing_walks_folders_as_os_walk_does(tmp_path: Path) -> None:
    """Nested folders, upper-case suffixes, other files, a link to a file and one to a folder
    (not followed), a FIFO: the same files in the same order as `os.walk`, each regular
    file listed once (the link to a file listed is that file), everything else checked."""
    for folder in ("b", "a/z", "a/c", "A"):
        (tmp_path / folder).mkdir(parents=True, exist_ok=True)
    for name in ("b/2.phh", "b/1.PHH", "a/z/x.yaml", "a/c/y.phhs", "a/top.yml", "A/n.txt", "r.phh"):
        shutil.copy(CLEAN, tmp_path / name)
    (tmp_path / "a" / "link.phh").symlink_to(tmp_path / "r.phh")
    (tmp_path / "a" / "folder-link").symlink_to(tmp_path / "b")
    os.mkfifo(tmp_path / "b" / "0.phh")
    listing = listed.list_files([tmp_path])
    kept = [s["file"] for s in listing.skipped]
    assert kept == [str(tmp_path / "b" / "0.phh")]
    # a/link.phh is r.phh (one device and inode): listed once, where it is met first
    link = str(tmp_path / "a" / "link.phh")
    assert listing.names == [n for n in _walked(tmp_path) if n not in kept and n != link]
    assert str(tmp_path / "r.phh") in listing.names


def test_a_folder_tree_deeper_than_the_recursion_limit_is_listed(tmp_path: Path) -> None:
    """`os.walk` (Python 3.12+) walks any depth; the listing must too, not stop with a
    RecursionError."""
    deep = tmp_path
    for _ in range(sys.getrecursionlimit() + 20):
        deep = deep / "d"
        deep.mkdir()
    (deep / "x.phh").write_text("variant = 'NT'\n", encoding="utf-8")
    (tmp_path / "a.phh").write_text("variant = 'NT'\n", encoding="utf-8")
    (tmp_path / "e").mkdir()
    (tmp_path / "e" / "b.phh").write_text("variant = 'NT'\n", encoding="utf-8")
    deepest = str(deep / "x.phh")
    try:
        found = listed.list_files([tmp_path])
    finally:  # removed bottom up: pytest's own clean-up recurses and would leave it behind
        (deep / "x.phh").unlink()
        while deep != tmp_path:
            deep.rmdir()
            deep = deep.parent
    assert found.names == [
        str(tmp_path / "a.phh"),
        deepest,
        str(tmp_path / "e" / "b.phh"),
    ]


def test_a_file_too_large_counts_the_same_named_or_in_a_folder(tmp_path: Path) -> None:
    """Found too large when the listing looks at it (named on the command line) or when it
    is opened (in a folder): skipped with the same reason, and not counted as read either way."""
    shutil.copy(CLEAN, tmp_path / "a.phh")
    (tmp_path / "big.phh").write_bytes((CLEAN.read_bytes() + b"\n") * 20)
    in_folder = runner.invoke(app, ["audit", str(tmp_path), "--json", "--max-size", "2K"])
    named = runner.invoke(
        app,
        ["audit", str(tmp_path / "a.phh"), str(tmp_path / "big.phh"), "--json", "--max-size", "2K"],
    )
    assert json.loads(in_folder.output) == json.loads(named.output)
    report = json.loads(named.output)
    assert (report["files"], [s["kind"] for s in report["skipped"]]) == (1, ["too large"])


def test_out_to_a_reader_that_stops_ends_quietly(tmp_path: Path) -> None:
    """`--out /dev/stdout | head -1`: the reader leaves after one record, and the audit ends
    quietly as any closed pipe does (docs/safety.md), not with a 'Broken pipe' error."""
    for k in range(3000):  # records enough to outlast the pipe's buffer (copies: links to
        shutil.copy(DATA / "irregular.phh", tmp_path / f"{k}.phh")  # one file are one file)
    done = subprocess.run(
        [
            "bash",
            "-c",
            f'"{sys.executable}" -m floorcli audit "{tmp_path}" -j 1 --out /dev/stdout '
            '| head -1 >/dev/null; echo "${PIPESTATUS[0]}"',
        ],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.stdout == "0\n", done.stderr
    assert done.stderr == ""
