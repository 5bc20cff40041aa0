"""Reach a Dask cluster: ``--cluster ADDRESS`` (issue 12 "Scale", issue 16).

``ADDRESS`` is a scheduler (``tcp://HOST:8786``, started with ``dask scheduler`` and
``dask worker tcp://HOST:8786 --nthreads 1`` on each machine where the engines are
installed, with gogui-py in the workers' Python), or ``local`` / ``local:N`` for an
embedded ``LocalCluster`` of N single-thread worker processes (default: the CPU count)
started by :func:`open_client` and closed by :func:`close_client`.

An embedded cluster's worker processes end with the process that started them
(distributed's nanny holds a pipe open to each worker, which exits at once when it
closes): a controller killed mid-run (``kill -9``) leaves no worker running tasks, and
the engines those workers started see their input close. A remote cluster finishes the
tasks under way (a task is one call; it cannot be interrupted) and runs no others: the
scheduler forgets the futures of a client that is gone.

Dask is imported only here and only when a cluster is used (it is slow to import).
"""

from __future__ import annotations

import logging
import os
import socket
import traceback
import urllib.parse
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from distributed import Client, LocalCluster

CONNECT_TIMEOUT = 20.0
"""Seconds to reach a scheduler (or start a LocalCluster) before giving up."""

CLOSE_TIMEOUT = 10.0
"""Seconds to close the client and an embedded cluster."""


class ClusterError(Exception):
    """The cluster cannot be reached or started (the message says why)."""


def parse_address(address: str) -> tuple[str, int | None]:
    """``("local", N)`` for ``local[:N]`` (N None: the CPU count), else ``(address,
    None)``.

    Raises:
        ClusterError: ``local:`` with something other than a positive integer.
    """
    if address == "local":
        return "local", None
    if address.startswith("local:"):
        count = address.removeprefix("local:")
        if not count.isdigit() or int(count) < 1:
            raise ClusterError(f"--cluster {address}: expected local:N with N >= 1")
        return "local", int(count)
    return address, None


def check_reachable(address: str) -> None:
    """Fail fast when nothing listens at a ``tcp://HOST:PORT`` scheduler address (Dask's
    own connect retries until its timeout); other schemes pass.

    Raises:
        OSError: the connection is refused or times out (:data:`CONNECT_TIMEOUT`).
    """
    parts = urllib.parse.urlsplit(address if "://" in address else f"tcp://{address}")
    if parts.scheme != "tcp" or parts.hostname is None or parts.port is None:
        return
    with socket.create_connection((parts.hostname, parts.port), timeout=CONNECT_TIMEOUT):
        pass


WORKERS_TIMEOUT = 120.0
"""Seconds an embedded cluster's workers have to register with its scheduler."""

QUIET_WORKERS: dict[str, object] = {
    "distributed.worker.profile.enabled": False,
    "distributed.admin.tick.interval": "200ms",
    "distributed.worker.memory.monitor-interval": "1s",
    "distributed.admin.system-monitor.interval": "2s",
}
"""Dask settings of an embedded cluster: a task (a game) is one long call waiting on
engine pipes, so the workers' statistical profiler (a stack sample every 10 ms), the
20 ms event-loop tick watch and the 100 ms memory monitor only take CPU from the engines
(measured on 2 cores, 40 GNU Go match games: the controller's CPU 1.2 s -> 0.85 s).
A remote cluster keeps its own settings."""


def start_local_cluster(workers: int) -> LocalCluster:
    """An embedded ``LocalCluster`` of ``workers`` single-thread worker processes (with
    their nannies, which restart a killed worker), quiet settings, no dashboard.

    Raises:
        OSError, TimeoutError, RuntimeError, ValueError: as Dask's start raises them.
    """
    import dask  # noqa: PLC0415 (slow to import; only for --cluster)
    from distributed import LocalCluster  # noqa: PLC0415

    with dask.config.set(QUIET_WORKERS):  # read by the workers as they start
        return LocalCluster(
            n_workers=workers,
            threads_per_worker=1,
            processes=True,
            dashboard_address=None,
            silence_logs=logging.ERROR,
        )


def error_text(error: BaseException) -> str:
    """``Type: message`` of an exception, one line."""
    return "".join(traceback.format_exception_only(type(error), error)).strip()


QUEUED_PER_THREAD = 2
"""Tasks (games) in flight per worker thread by default: the one running and one queued,
so a worker starts its next task without waiting for the controller's round trip
(measured on 2 cores, 100 GNU Go match games: 0.71-0.84x the local processes' throughput
with one, see benchmarks/bench_match.py). After a stop or an SPRT decision the queued
games are played too, like the ones under way."""


def default_capacity(client: Client) -> int:
    """Tasks to keep submitted at once on ``client``'s cluster: :data:`QUEUED_PER_THREAD`
    per worker thread, looked up now (workers come and go); at least 1, also when the
    scheduler cannot be asked."""
    try:
        return max(1, QUEUED_PER_THREAD * int(sum(client.nthreads().values())))
    except (OSError, TimeoutError):
        return 1


def open_client(address: str) -> tuple[Client, LocalCluster | None]:
    """A Dask client of ``address`` (module docstring), and the embedded cluster it
    started (None for a scheduler address); close both with :func:`close_client`.

    Raises:
        ClusterError: a bad ``local:N``, the scheduler cannot be reached, or the
            embedded cluster cannot start (the message names ``address``).
    """
    from distributed import Client  # noqa: PLC0415 (slow to import; only for --cluster)

    where, workers = parse_address(address)
    cluster: LocalCluster | None = None
    try:
        if where == "local":
            count = workers or os.cpu_count() or 1
            cluster = start_local_cluster(count)
            client = Client(cluster, timeout=CONNECT_TIMEOUT)
            # every worker registered before the first task goes out: else the first
            # ones can all queue behind a single worker's running game
            client.wait_for_workers(count, timeout=WORKERS_TIMEOUT)
            return client, cluster
        check_reachable(where)
        return Client(where, timeout=CONNECT_TIMEOUT), None
    except (OSError, TimeoutError, RuntimeError, ValueError) as error:
        if cluster is not None:
            cluster.close(timeout=CLOSE_TIMEOUT)
        raise ClusterError(f"cannot use the cluster {address}: {error_text(error)}") from None


def close_client(client: Client, cluster: LocalCluster | None) -> None:
    """Close ``client``, then the embedded ``cluster`` if any (its nannies and worker
    processes end), each within :data:`CLOSE_TIMEOUT`."""
    try:
        client.close(timeout=CLOSE_TIMEOUT)
    finally:
        if cluster is not None:
            cluster.close(timeout=CLOSE_TIMEOUT)
