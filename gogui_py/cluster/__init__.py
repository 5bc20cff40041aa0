"""A Dask cluster to run tasks on (``--cluster ADDRESS`` of gogui-match and
gogui-statistics): an existing scheduler, or an embedded ``LocalCluster``.

- :mod:`~gogui_py.cluster.connect`: the ``ADDRESS`` forms (``tcp://HOST:PORT``,
  ``local``, ``local:N``), an embedded cluster of quiet single-thread workers, a client
  opened and closed.

No Qt and nothing of the game: the match and statistics packages submit their own tasks.
"""

from gogui_py.cluster.connect import (
    CLOSE_TIMEOUT,
    CONNECT_TIMEOUT,
    QUEUED_PER_THREAD,
    QUIET_WORKERS,
    ClusterError,
    check_reachable,
    close_client,
    default_capacity,
    error_text,
    open_client,
    parse_address,
    start_local_cluster,
)

__all__ = [
    "CLOSE_TIMEOUT",
    "CONNECT_TIMEOUT",
    "QUEUED_PER_THREAD",
    "QUIET_WORKERS",
    "ClusterError",
    "check_reachable",
    "close_client",
    "default_capacity",
    "error_text",
    "open_client",
    "parse_address",
    "start_local_cluster",
]
