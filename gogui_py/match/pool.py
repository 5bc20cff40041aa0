"""Where games run: the pool interface of the runner, and local worker processes.

match-runner.md "Records and reports" ("Parallel games (N workers)"). The runner hands
:class:`~gogui_py.match.game.GameTask` objects to a :class:`GamePool` and takes back
one :class:`~gogui_py.match.game.GameOutcome` per submission, as games finish; the
pool never touches the journal. :class:`LocalPool` runs games on this machine; the
Dask pool is :class:`gogui_py.match.cluster.ClusterPool`.

Local workers: with ``parallel`` 1 games run on one worker thread of this process;
with N > 1 in N worker processes forked all at once before the pool's manager thread
starts (nothing but the main thread runs at the fork; a spawned pool would also leave
multiprocessing's resource tracker process behind). On Linux each worker dies with the
runner (:func:`die_with_parent`): a runner killed mid-match (``kill -9``, the window's
quit deadline) leaves no worker playing on, and its engines see their input close.
"""

from __future__ import annotations

import concurrent.futures as cf
import contextlib
import ctypes
import multiprocessing
import os
import signal
import sys
from typing import Protocol

from gogui_py.cluster import error_text
from gogui_py.match.game import GameOutcome, GameTask
from gogui_py.match.live import play_live

WORKER_LOST = "worker lost"
"""The reason of a void game whose worker disappeared (not the engines' fault: such a
void game does not count for the halting rules)."""


class GamePool(Protocol):
    """Runs games; the runner's only view of workers."""

    def capacity(self) -> int:
        """Games it can run at once now (>= 1)."""
        ...

    def submit(self, task: GameTask, attempt: int) -> None:
        """Start ``task``; ``attempt`` counts the plays of this game id (1 first)."""
        ...

    def wait(self, timeout: float) -> list[tuple[GameTask, GameOutcome]]:
        """The games that finished, waiting at most ``timeout`` seconds for the first;
        a submission whose worker failed comes back as a void outcome."""
        ...

    def running(self) -> int:
        """Submitted games not yet returned by :meth:`wait`."""
        ...

    def close(self) -> None:
        """Cancel games not started, wait for those under way, release the workers."""
        ...


def failed_outcome(task: GameTask, reason: str) -> GameOutcome:
    """A void outcome for a game whose worker failed (``reason`` says how)."""
    return GameOutcome(
        game_id=task.game_id,
        pairing_id=task.pairing_id,
        number=task.number,
        black=task.black.label,
        white=task.white.label,
        void=True,
        result="",
        winner=None,
        reason=reason,
        moves=0,
    )


PR_SET_PDEATHSIG = 1
"""prctl(2) option: the signal this process gets when its parent ends (Linux)."""


def die_with_parent(parent: int) -> None:
    """A local worker's initializer: SIGKILL to this process when the runner ``parent``
    ends, however it ends (Linux ``prctl(PR_SET_PDEATHSIG)``; elsewhere nothing); exits
    at once if the runner is already gone."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, int(signal.SIGKILL))
    if os.getppid() != parent:
        os._exit(1)


class LocalPool:
    """``parallel`` games at once on this machine (module docstring); live files go to
    ``match_folder/live``."""

    def __init__(self, parallel: int, match_folder: str) -> None:
        self.parallel = max(1, parallel)
        self.match_folder = match_folder
        self.executor: cf.Executor
        if self.parallel == 1:
            self.executor = cf.ThreadPoolExecutor(max_workers=1, thread_name_prefix="match-game")
        else:
            context = multiprocessing.get_context("fork")
            self.executor = cf.ProcessPoolExecutor(
                max_workers=self.parallel,
                mp_context=context,
                initializer=die_with_parent,
                initargs=(os.getpid(),),
            )
        self.futures: dict[cf.Future[GameOutcome], GameTask] = {}

    def capacity(self) -> int:
        return self.parallel

    def submit(self, task: GameTask, attempt: int) -> None:
        # play_live: play_game keeping live/ID.json for a window (live module)
        self.futures[self.executor.submit(play_live, task, self.match_folder)] = task

    def wait(self, timeout: float) -> list[tuple[GameTask, GameOutcome]]:
        finished, _ = cf.wait(self.futures, timeout=timeout, return_when=cf.FIRST_COMPLETED)
        results: list[tuple[GameTask, GameOutcome]] = []
        for future in finished:
            task = self.futures.pop(future)
            try:
                outcome = future.result()
            except Exception as error:  # a worker crash voids its game
                outcome = failed_outcome(task, f"worker failure: {error_text(error)}")
            results.append((task, outcome))
        return results

    def running(self) -> int:
        return len(self.futures)

    def close(self) -> None:
        for future in self.futures:
            future.cancel()
        self.executor.shutdown(wait=True, cancel_futures=True)
