"""Games as tasks on a Dask distributed cluster (``gogui-match run --cluster ADDRESS``).

Issue 12, "Scale". ``ADDRESS`` is a scheduler (``tcp://HOST:8786``) or ``local`` /
``local:N`` for an embedded ``LocalCluster`` started and closed by the run
(:mod:`gogui_py.cluster.connect`, shared with gogui-statistics).

Each game is one task, :func:`play_published` (pure and picklable),
under the key ``game-ID-ATTEMPT-RUN``: a new key per play, so Dask never hands back
the result of an earlier play. Results stream back as tasks complete (Dask's
``as_completed``; :meth:`ClusterPool.wait` takes them in completion order) and the
controller alone writes the match folder.

A worker lost mid-game (its process killed, its machine gone): the game's half is
lost with it (the worker only returns a finished game), and the scheduler starts the
task again on another worker by itself (up to its ``allowed-failures``, default 3)
- the replay keeps the key, so one result comes back. Past that, the future fails with
``KilledWorker``: the runner records a void game (reason "worker lost", not counted
for the halting rules) and plays it again under the next attempt. Either way the game
is counted once: the runner ignores a second result for a counted id.

At most ``parallel`` games are submitted at once (default: two per worker thread of the
cluster, :data:`~gogui_py.cluster.QUEUED_PER_THREAD`, looked up as workers come and go),
so a stop or an SPRT decision schedules no more games while those submitted finish.

Live boards: the workers may not see the match folder, so a worker sends each game's
live state (:class:`PublishedLive`) as a Dask event on the run's own topic, and the
controller writes it to ``live/`` (:func:`~gogui_py.match.live.store_live`); a window
following the folder shows cluster games as it shows local ones.
"""

from __future__ import annotations

import contextlib
import uuid
from typing import TYPE_CHECKING, Any

from gogui_py.cluster import (
    CLOSE_TIMEOUT,
    close_client,
    default_capacity,
    error_text,
    open_client,
)
from gogui_py.match.game import GameOutcome, GameTask
from gogui_py.match.live import LiveWriter, play_with, store_live
from gogui_py.match.play import play_game
from gogui_py.match.pool import WORKER_LOST, failed_outcome

if TYPE_CHECKING:
    from distributed import Future, LocalCluster, as_completed


class PublishedLive(LiveWriter):
    """A :class:`~gogui_py.match.live.LiveWriter` on a cluster worker: the live state
    goes to the controller as an event on ``topic`` (``[game id, JSON text or None]``),
    which writes the file. Never raises (a live board is only a view)."""

    def __init__(self, task: GameTask, topic: str) -> None:
        super().__init__(task, "")
        self.topic = topic

    def store(self, text: str | None) -> None:
        from distributed import get_worker  # noqa: PLC0415 (runs on a Dask worker)

        with contextlib.suppress(Exception):  # no worker (a test calling it bare) or closing
            get_worker().log_event(self.topic, [self.task.game_id, text])


def play_published(task: GameTask, topic: str) -> GameOutcome:
    """The cluster's task: :func:`~gogui_py.match.play.play_game` sending the live
    state on ``topic`` (picklable: the workers import this module)."""
    return play_with(PublishedLive(task, topic))


class ClusterPool:
    """A :class:`~gogui_py.match.pool.GamePool` on a Dask cluster (module docstring).

    Args:
        address: ``tcp://HOST:PORT``, ``local`` or ``local:N``.
        parallel: games submitted at once (None:
            :data:`~gogui_py.cluster.QUEUED_PER_THREAD` per worker thread of the cluster).
        match_folder: where the controller writes the live files of the games under
            way (None: none are sent).

    Raises:
        ClusterError: the scheduler cannot be reached, or the cluster cannot start.
    """

    def __init__(
        self, address: str, parallel: int | None = None, match_folder: str | None = None
    ) -> None:
        from distributed import as_completed  # noqa: PLC0415 (slow; only for --cluster)

        self.parallel = parallel
        self.token = uuid.uuid4().hex[:8]
        self.futures: dict[str, tuple[Future[Any], GameTask]] = {}
        self.cluster: LocalCluster | None
        self.client, self.cluster = open_client(address)
        self.completed: as_completed = as_completed([], loop=self.client.loop)
        self.match_folder = match_folder
        self.playing: set[str] = set()  # game ids in flight: late live events of others dropped
        self.topic = f"gogui-live-{self.token}"
        if match_folder is not None:
            self.client.subscribe_topic(self.topic, self._live_event)

    def _live_event(self, event: tuple[float, Any]) -> None:
        """A worker's live state (:class:`PublishedLive`) -> ``live/`` (on the client's
        event loop thread; small atomic writes)."""
        _, message = event
        with contextlib.suppress(TypeError, ValueError):
            game_id, text = message
            if self.match_folder is not None and game_id in self.playing:
                store_live(self.match_folder, game_id, text if isinstance(text, str) else None)

    def capacity(self) -> int:
        if self.parallel is not None:
            return max(1, self.parallel)
        return default_capacity(self.client)

    def submit(self, task: GameTask, attempt: int) -> None:
        key = f"game-{task.game_id}-{attempt}-{self.token}"
        if self.match_folder is None:
            future = self.client.submit(play_game, task, key=key, pure=False)
        else:
            future = self.client.submit(play_published, task, self.topic, key=key, pure=False)
        self.futures[key] = (future, task)
        self.playing.add(task.game_id)
        self.completed.add(future)

    def wait(self, timeout: float) -> list[tuple[GameTask, GameOutcome]]:
        condition = self.completed.thread_condition  # notified as each future completes
        with condition:
            if not self.completed.has_ready():
                condition.wait(timeout)
        results: list[tuple[GameTask, GameOutcome]] = []
        for future in self.completed.next_batch(block=False):
            entry = self.futures.pop(str(future.key), None)
            if entry is not None:
                results.append((entry[1], self._outcome(future, entry[1])))
                self._game_ended(entry[1].game_id)
        return results

    def _game_ended(self, game_id: str) -> None:
        """No more live state for ``game_id`` (its worker removed the file, unless it was
        lost mid-game: removed here too)."""
        self.playing.discard(game_id)
        if self.match_folder is not None:
            store_live(self.match_folder, game_id, None)

    @staticmethod
    def _outcome(future: Future[Any], task: GameTask) -> GameOutcome:
        from distributed import KilledWorker  # noqa: PLC0415 (loaded with the client)

        try:
            outcome = future.result(timeout=CLOSE_TIMEOUT)
        except KilledWorker:
            return failed_outcome(task, f"{WORKER_LOST}: its worker died (Dask KilledWorker)")
        except Exception as error:  # the task failed on its worker, or the client lost it
            return failed_outcome(task, f"worker failure: {error_text(error)}")
        if not isinstance(outcome, GameOutcome):
            return failed_outcome(task, f"worker failure: a {type(outcome).__name__} came back")
        return outcome

    def running(self) -> int:
        return len(self.futures)

    def close(self) -> None:
        """Release the futures, close the client and an embedded cluster (its nannies
        and worker processes end)."""
        for future, task in self.futures.values():
            future.release()
            self._game_ended(task.game_id)
        self.futures.clear()
        close_client(self.client, self.cluster)
        self.cluster = None
