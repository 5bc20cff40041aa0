"""The games of a statistics run as tasks on a Dask cluster (``--cluster ADDRESS``).

Issue 16, as gogui-match does it (:mod:`gogui_py.match.cluster`): ``ADDRESS`` is a
scheduler (``tcp://HOST:8786``) or ``local[:N]`` for an embedded ``LocalCluster`` of N
single-thread worker processes (:mod:`gogui_py.cluster.connect`). Each game (file and
game number) is one task, :func:`~gogui_py.statistics.runner.run_one_game`: the worker
starts its own engine, runs the game's commands, closes the engine and returns the
game's :class:`~gogui_py.statistics.runner.GameResult`. Each submission has a key of its
own (``statistics-INDEX-ATTEMPT-RUN``), so Dask never hands back an earlier result. The
results come back as games finish (Dask's ``as_completed``; progress is reported in that
order) and are returned in the order of the jobs, as a local run returns them: the same
report. (One difference: a fresh engine per game gives no value to the first
``cputime`` answer of each game, which a local engine carries over from its last game.)

A worker lost mid-game (its process killed, its machine gone): the scheduler runs the
task again on another worker by itself (up to its ``allowed-failures``, default 3);
past that the future fails with ``KilledWorker`` and the game is submitted once more
under a new key. If that fails too, the game's result says so (``error`` "worker lost:
..."): it is counted as a failed game in the report. Either way a game has one result.
A task that fails on its worker otherwise (an exception outside the engine's errors) is
a failed game, not retried.

At most ``parallel`` games are submitted at once (0:
:data:`~gogui_py.cluster.QUEUED_PER_THREAD` per worker thread, looked up as workers come
and go): the games not submitted yet stay with the controller, so a controller that
stops or is killed leaves at most those few running on a remote cluster (an embedded one
ends with it).
"""

from __future__ import annotations

import collections
import uuid
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from gogui_py.cluster import (
    CLOSE_TIMEOUT,
    close_client,
    default_capacity,
    error_text,
    open_client,
)
from gogui_py.statistics.runner import (
    GameJob,
    GameResult,
    Progress,
    StatisticsOptions,
    run_one_game,
)

if TYPE_CHECKING:
    from distributed import Client, Future

WORKER_LOST = "worker lost"
"""The start of the error of a game whose worker died twice (:class:`KilledWorker`)."""

ATTEMPTS = 2
"""Submissions of a game whose worker is lost: the first and one retry."""


def run_on_cluster(
    jobs: Sequence[GameJob], options: StatisticsOptions, progress: Progress | None = None
) -> list[GameResult]:
    """Run every job on the cluster ``options.cluster`` (module docstring); the results
    in the order of ``jobs``. Jobs that cannot be run (``position`` None) are not sent.

    The client and an embedded cluster are closed before returning, also on
    KeyboardInterrupt (the games under way on a remote cluster finish there).

    Raises:
        ValueError: ``options.cluster`` is None.
        ClusterError: the cluster cannot be reached or started.
    """
    if options.cluster is None:
        raise ValueError("run_on_cluster needs options.cluster")
    client, cluster = open_client(options.cluster)
    try:
        return _ClusterRun(client, jobs, options, progress).run()
    finally:
        close_client(client, cluster)


class _ClusterRun:
    """One run's submissions and results (module docstring)."""

    def __init__(
        self,
        client: Client,
        jobs: Sequence[GameJob],
        options: StatisticsOptions,
        progress: Progress | None,
    ) -> None:
        from distributed import as_completed  # noqa: PLC0415 (slow; only for --cluster)

        self.client = client
        self.jobs = jobs
        self.options = options
        self.progress = progress
        self.token = uuid.uuid4().hex[:8]
        self.results: list[GameResult | None] = [None] * len(jobs)
        self.done = 0
        self.pending: collections.deque[tuple[int, int]] = collections.deque()  # (index, attempt)
        self.futures: dict[str, tuple[Future[Any], int, int]] = {}
        self.completed = as_completed([], loop=client.loop)

    def run(self) -> list[GameResult]:
        for index, job in enumerate(self.jobs):
            if job.position is None:
                self._finish(index, GameResult(job, error=job.error))
            else:
                self.pending.append((index, 1))
        try:
            while self.pending or self.futures:
                self._submit_some()
                future = next(self.completed)
                entry = self.futures.pop(str(future.key), None)
                if entry is not None:
                    self._collect(future, entry[1], entry[2])
        finally:
            for future, _, _ in self.futures.values():
                future.release()
            self.futures.clear()
        return [
            r if r is not None else GameResult(self.jobs[i], error="not run")
            for i, r in enumerate(self.results)
        ]

    def _capacity(self) -> int:
        if self.options.parallel > 0:
            return self.options.parallel
        return default_capacity(self.client)

    def _submit_some(self) -> None:
        capacity = self._capacity()
        while self.pending and len(self.futures) < capacity:
            index, attempt = self.pending.popleft()
            key = f"statistics-{index}-{attempt}-{self.token}"
            future = self.client.submit(
                run_one_game, self.jobs[index], self.options, key=key, pure=False
            )
            self.futures[key] = (future, index, attempt)
            self.completed.add(future)

    def _collect(self, future: Future[Any], index: int, attempt: int) -> None:
        from distributed import KilledWorker  # noqa: PLC0415 (loaded with the client)

        job = self.jobs[index]
        try:
            result = future.result(timeout=CLOSE_TIMEOUT)
        except KilledWorker:
            if attempt < ATTEMPTS:
                self.pending.appendleft((index, attempt + 1))  # next, on another worker
                return
            reason = f"its worker died on each of {ATTEMPTS} tries (Dask KilledWorker)"
            result = GameResult(job, error=f"{WORKER_LOST}: {reason}")
        except Exception as error:  # the task failed on its worker, or the client lost it
            result = GameResult(job, error=f"worker failure: {error_text(error)}")
        if not isinstance(result, GameResult):
            result = GameResult(job, error=f"worker failure: a {type(result).__name__} came back")
        self._finish(index, result)

    def _finish(self, index: int, result: GameResult) -> None:
        self.results[index] = result
        self.done += 1
        if self.progress is not None:
            self.progress(result, self.done, len(self.jobs))
