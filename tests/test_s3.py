"""`floorcli audit s3://...`: hand files in an S3 bucket, read through fsspec and s3fs.

The bucket is moto's S3 server on this machine (no network, no account): the same HTTP API
s3fs speaks to AWS.  The audit of the bucket must equal the audit of the same files on disk,
file for file, on the local engine and on a Dask cluster; a bucket that does not exist is a
skipped file with its reason and exit code 1, never an empty "all clear".
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from floorcli.cli.app import app

moto_server = pytest.importorskip("moto.server", reason="moto[server] is in the test extra")
pytest.importorskip("s3fs", reason="s3fs is the floorcli[s3] extra")
pytest.importorskip("fsspec")

runner = CliRunner()
DATA = Path(__file__).resolve().parent / "data" / "phh"
BUCKET = "card-room"


@pytest.fixture(scope="module")
def endpoint() -> Iterator[str]:
    server = moto_server.ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    try:
        yield f"http://{host}:{port}"
    finally:
        server.stop()


@pytest.fixture
def bucket(endpoint: str, monkeypatch: pytest.MonkeyPatch) -> str:
    """The test hands in s3://card-room/day1/ (and the environment that points s3fs there:
    set before any Dask worker starts, so the workers inherit it)."""
    import boto3
    import fsspec

    for key, value in {
        "AWS_ENDPOINT_URL": endpoint,
        "AWS_ACCESS_KEY_ID": "test",
        "AWS_SECRET_ACCESS_KEY": "test",
        "AWS_DEFAULT_REGION": "us-east-1",
    }.items():
        monkeypatch.setenv(key, value)
    fsspec.filesystem("s3").clear_instance_cache()
    s3 = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1")
    if BUCKET not in {b["Name"] for b in s3.list_buckets().get("Buckets", [])}:
        s3.create_bucket(Bucket=BUCKET)
        for path in sorted(DATA.iterdir()):
            s3.put_object(Bucket=BUCKET, Key=f"day1/{path.name}", Body=path.read_bytes())
    return f"s3://{BUCKET}/day1/"


def by_name(report: dict[str, Any]) -> dict[str, Any]:
    """The report with each file named by its own name only (a path or a URL before it)."""

    def named(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
        rows = [{**row, "file": row["file"].rsplit("/", 1)[-1]} for row in rows]
        return sorted(rows, key=lambda row: json.dumps(row, sort_keys=True))

    return {k: named(v) if isinstance(v, list) else v for k, v in report.items()}


def audit(*args: str) -> tuple[int, dict[str, Any]]:
    result = runner.invoke(app, ["audit", *args, "--json"])
    assert result.exit_code in (0, 1), result.output
    return result.exit_code, json.loads(result.stdout)


def test_a_bucket_audits_like_the_same_files_on_disk(bucket: str) -> None:
    local_code, local = audit(str(DATA), "--jobs", "1")
    s3_code, s3 = audit(bucket, "--jobs", "1")
    assert s3_code == local_code == 1  # irregular.phh holds a short raise; corrupt.phh unreadable
    assert s3["hands"] == local["hands"] > 10
    assert by_name(s3) == by_name(local)
    assert all(row["file"].startswith(bucket) for row in s3["irregular"])


def test_a_bucket_on_a_dask_cluster(bucket: str) -> None:
    pytest.importorskip("distributed", reason="the floorcli[dask] extra")
    _, local = audit(str(DATA), "--jobs", "1")
    code, on_dask = audit(bucket, "--engine", "dask", "--jobs", "2")
    assert code == 1
    assert by_name(on_dask) == by_name(local)


def test_a_missing_bucket_is_a_skipped_file_not_an_all_clear(bucket: str) -> None:
    code, report = audit("s3://no-such-bucket/day1/", "--jobs", "1")
    assert code == 1
    assert report["hands"] == 0
    (skipped,) = report["skipped"]
    assert skipped["file"] == "s3://no-such-bucket/day1/"
    assert (
        skipped["reason"].startswith("cannot read the file") or "cannot list" in skipped["reason"]
    )
