"""`floorcli audit --engine dask`: the same report as the local audit, on a Dask LocalCluster.

Issue 15, "Past one machine: Dask".  Skipped where the `floorcli[dask]` extra is not installed;
CI installs it (`.ci/run`).
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

distributed = pytest.importorskip("distributed")

from floorcli.audit import cluster  # noqa: E402 - after the skip
from floorcli.audit.listing import list_files  # noqa: E402
from floorcli.audit.run import audit_listing  # noqa: E402
from floorcli.cli.app import app  # noqa: E402

# distributed's scheduler leaves sockets for the garbage collector (its own, not floorcli's).
pytestmark = [
    pytest.mark.filterwarnings("ignore::ResourceWarning"),
    pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning"),
]

DATA = Path(__file__).resolve().parent / "data" / "phh"
CORPUS = Path(__file__).resolve().parents[2] / "shared" / "corpus" / "phh"
runner = CliRunner()


def corpus_sample() -> list[Path]:
    """The test hands, and where the shared corpus is beside the checkout, its WSOP folder
    (every variant, skips included) and 300 Pluribus hands."""
    sample = [DATA]
    if CORPUS.is_dir():
        sample.append(CORPUS / "wsop")
        sample += sorted((CORPUS / "pluribus").rglob("*.phh"))[:300]
    return sample


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    with (
        distributed.LocalCluster(
            n_workers=2,
            threads_per_worker=1,
            processes=True,
            dashboard_address=":0",
            silence_logs=logging.CRITICAL,
        ) as local,
        distributed.Client(local) as connected,
    ):
        yield connected


def test_the_corpus_sample_on_a_local_cluster_equals_the_local_run(client: Any) -> None:
    listing = list_files(corpus_sample())
    local = audit_listing(listing, jobs=1).report()
    told: list[int] = []
    on_dask = cluster.audit_on_dask(listing, client=client, batch=16, progress=told.append)
    assert on_dask.report() == local
    assert sum(told) == len(listing.names) == local["files"]  # the progress bar reaches the end


def test_a_batch_that_fails_after_its_retries_is_reported_never_lost(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # In-process workers (threads) see the patched task: every batch fails, every try.
    def broken(names: list[str], rules: str | None, max_bytes: int) -> dict[str, Any]:
        raise MemoryError("worker ran out of memory")

    monkeypatch.setattr(cluster, "run_batch", broken)
    listing = list_files([DATA])
    with (
        distributed.LocalCluster(
            n_workers=1, processes=False, dashboard_address=":0", silence_logs=logging.CRITICAL
        ) as local,
        distributed.Client(local) as threads,
    ):
        summary = cluster.audit_on_dask(listing, client=threads, batch=5)
    assert sorted(s["file"] for s in summary.skipped) == listing.names
    assert {s["kind"] for s in summary.skipped} == {"engine-error"}
    assert summary.skipped[0]["reason"] == (
        "not audited: its batch failed on the cluster after 2 retries "
        "(MemoryError: worker ran out of memory)"
    )
    assert summary.hands == 0 and summary.files == 12
    assert summary.exit_code() == 1


def test_the_command_on_a_local_cluster_with_a_manifest_and_out(tmp_path: Path) -> None:
    manifest = tmp_path / "files.txt"
    manifest.write_text(
        f"# today's hands\n{DATA / 'irregular.phh'}\n\nfile://{DATA / 'heads-up.phh'}\n"
    )
    out = tmp_path / "irregular.jsonl"
    args = ["audit", "--files-from", str(manifest), "--json", "-j", "2", "--out", str(out)]
    local = runner.invoke(app, args)
    on_dask = runner.invoke(app, [*args, "--engine", "dask", "--force"])  # the same --out
    assert on_dask.exit_code == local.exit_code == 1  # irregular.phh's short raise
    assert json.loads(on_dask.output) == json.loads(local.output)
    (line,) = out.read_text().splitlines()
    record = json.loads(line)
    assert (record["phh"], record["advice"]) == ("p3 cbr 150", "the floor reads it as p3 cbr 200")
    assert json.loads(local.output)["hands"] == 2


REAL_RUN_BATCH = cluster.run_batch


def dies_once(names: list[str], rules: str | None, max_bytes: int) -> dict[str, Any]:
    """The real task, but the first worker to run a batch holding irregular.phh is killed
    (out of memory, a node lost), once: a marker file remembers it across processes."""
    import os

    where = os.environ.get("FLOORCLI_TEST_MARKER")  # a restarted worker has none: no kill
    marker = Path(where) if where else None
    if marker and any(n.endswith("irregular.phh") for n in names) and not marker.exists():
        marker.write_text("killed")
        os._exit(9)
    return REAL_RUN_BATCH(names, rules, max_bytes)


def test_a_killed_worker_loses_no_hand(
    client: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = tmp_path / "killed"
    client.run(os_environ_set, "FLOORCLI_TEST_MARKER", str(marker))
    monkeypatch.setattr(cluster, "run_batch", dies_once)
    listing = list_files([DATA])
    local = audit_listing(listing, jobs=1).report()
    on_dask = cluster.audit_on_dask(listing, client=client, batch=3)
    assert marker.exists()  # a worker was killed mid-audit ...
    assert on_dask.report() == local  # ... and its batch was done again elsewhere


def os_environ_set(key: str, value: str) -> None:
    import os

    os.environ[key] = value


def test_one_large_phhs_is_shared_among_the_workers_in_parts(client: Any, tmp_path: Path) -> None:
    from floorcli.audit.parts import cut_files
    from tests.test_phhs_parts import awkward

    path = tmp_path / "day.phhs"
    path.write_bytes(awkward(4, hands=60))  # irregular actions, chip mismatches, CRLF
    listing = list_files([path])
    local = audit_listing(listing, jobs=1).report()
    told: list[int] = []
    on_dask = cluster.audit_on_dask(listing, client=client, part_bytes=500, progress=told.append)
    assert len(cut_files([str(path)], 500)[1]) > 10  # a task a part
    assert on_dask.report() == local and local["hands"] > 30
    assert sum(told) == 1  # the file, once
