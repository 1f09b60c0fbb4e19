"""Which engine runs an audit: worker processes on this machine, or a Dask cluster."""

from __future__ import annotations

from collections.abc import Callable

from floorcli.audit.listing import DEFAULT_MAX_BYTES, Listing
from floorcli.audit.results import FileResult, Summary
from floorcli.audit.run import audit_listing

__all__ = ["ENGINES", "audit_with"]

ENGINES = ("local", "dask")


def audit_with(
    listing: Listing,
    *,
    engine: str = "local",
    scheduler: str | None = None,
    default_rules: str | None = None,
    jobs: int | None = None,
    max_bytes: int = DEFAULT_MAX_BYTES,
    progress: Callable[[int], None] | None = None,
    on_result: Callable[[FileResult, int], None] | None = None,
) -> Summary:
    """The audit of the listed files on `engine`: `local` (worker processes on this machine,
    `audit_listing`) or `dask` (a Dask cluster, `floorcli.audit.cluster.audit_on_dask`)."""
    if engine == "dask":
        from floorcli.audit.cluster import audit_on_dask

        return audit_on_dask(
            listing,
            scheduler=scheduler,
            default_rules=default_rules,
            jobs=jobs,
            max_bytes=max_bytes,
            progress=progress,
            on_result=on_result,
        )
    return audit_listing(
        listing,
        default_rules=default_rules,
        jobs=jobs,
        max_bytes=max_bytes,
        progress=progress,
        on_result=on_result,
    )
