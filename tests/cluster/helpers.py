"""Shared pieces of the cluster tests (gogui-match and gogui-statistics on Dask)."""

from __future__ import annotations

from pathlib import Path


def start_dask_process_helpers() -> None:
    """Start what Dask leaves for the life of the process, so that it runs before the
    per-test leak check takes its snapshot: distributed's offload thread, and
    multiprocessing's resource tracker process (the nannies spawn their workers)."""
    from multiprocessing import resource_tracker

    from distributed.utils import _offload_executor

    _offload_executor.submit(int).result()
    resource_tracker.ensure_running()


def child_pids(pid: int) -> list[int]:
    """The child processes of ``pid`` (from /proc; [] once it is gone)."""
    found: list[int] = []
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            found += [int(c) for c in (task / "children").read_text().split()]
    except OSError:
        pass
    return found
