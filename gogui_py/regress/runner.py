"""Running ``.tst`` files against a GTP engine: one file serially, or several files over
N engines at once.

:func:`run_file` runs one file from its start to its end on one engine process
(restarted when it fails): what is sent, and what happens when the engine fails, is
:mod:`~gogui_py.regress.session`'s docstring (docs/regress.md "When the engine fails").

:func:`run_files` with ``parallel`` = N > 1 cuts every file into *segments* at its
position set-ups (:mod:`~gogui_py.regress.segments` has the rule) and shares them
among N worker threads, each with an engine. The segments wait in one queue per file,
in file order, under one lock; a worker takes the next segment of the file its engine
serves, else the first of a file no engine has begun (in the order given), else it
joins the file with the most segments left. So every file is spread over the engines
that are free, and an engine is restarted rarely:

- within a file a worker keeps its engine from one segment to the next, and sends it
  only the settings of the file it has not had (segments are taken in file order);
- to serve another file a worker closes its engine and starts a new one in that
  file's folder: no file's settings (which GTP cannot undo) or working directory reach
  another file, as in GoGui, where each file has its own engine.

The results are put back in file order per file.

Cancel: a watcher thread closes every running engine as soon as the cancel event is
set, even in the middle of a command, and any engine started meanwhile, until the run
has stopped.
"""

from __future__ import annotations

import collections
import os
import threading
import time
from collections.abc import Sequence
from pathlib import Path

from gogui_py.regress.model import FileResult
from gogui_py.regress.segments import Segment, count_settings, log_of, split
from gogui_py.regress.session import (
    CLOSE_SECONDS,
    KILL_GRACE,
    MAX_FAILED_STARTS,
    MAX_LOG_LINE_CHARS,
    MAX_LOG_LINES,
    EngineSession,
    FileTally,
    OnResult,
    OnTraffic,
    Options,
    Select,
)
from gogui_py.regress.suite import Suite, read_suite

__all__ = [
    "CANCEL_POLL",
    "CLOSE_SECONDS",
    "KILL_GRACE",
    "MAX_FAILED_STARTS",
    "MAX_LOG_LINES",
    "MAX_LOG_LINE_CHARS",
    "OnResult",
    "OnTraffic",
    "Select",
    "resolve_program",
    "run_file",
    "run_files",
]

CANCEL_POLL = 0.05
"""Seconds between two looks of the cancel watcher at its events."""


def resolve_program(program: Sequence[str]) -> list[str]:
    """``program`` with a relative executable path (``./engine``) made absolute from the
    current directory: the engine is started in each test file's folder, where a
    relative path would name another file. Names without a slash (found on PATH) and
    arguments are left alone."""
    argv = list(program)
    if argv and os.sep in argv[0] and not os.path.isabs(argv[0]) and os.path.exists(argv[0]):
        argv[0] = os.path.abspath(argv[0])
    return argv


class _CancelWatch:
    """Closes the engines of the registered sessions as soon as ``cancel`` is set, and
    those started meanwhile, until :meth:`stop`. Nothing runs without a cancel event."""

    def __init__(self, cancel: threading.Event | None) -> None:
        self._cancel = cancel
        self._sessions: set[EngineSession] = set()
        self._lock = threading.Lock()
        self._done = threading.Event()
        self._thread: threading.Thread | None = None
        if cancel is not None:
            self._thread = threading.Thread(target=self._watch, name="regress-cancel")
            self._thread.start()

    def add(self, session: EngineSession) -> None:
        with self._lock:
            self._sessions.add(session)

    def discard(self, session: EngineSession) -> None:
        with self._lock:
            self._sessions.discard(session)

    def stop(self) -> None:
        """End the watcher (the run has stopped) and wait for it."""
        self._done.set()
        if self._thread is not None:
            self._thread.join()

    def _watch(self) -> None:
        cancel = self._cancel
        assert cancel is not None
        while not self._done.is_set():
            if cancel.wait(CANCEL_POLL):
                with self._lock:
                    sessions = list(self._sessions)
                for session in sessions:
                    session.abort()
                self._done.wait(CANCEL_POLL)


def _whole(suite: Suite, options: Options) -> Segment:
    """The whole of ``suite`` as one segment (a serial run): only the ``--gtpfile``
    commands come before it."""
    prefix = tuple(log_of(options.setup).commands())
    return Segment(0, 0, tuple(suite.lines), prefix, count_settings(prefix), 0, None, 0)


def _run_suite(program: Sequence[str], suite: Suite, options: Options) -> FileResult:
    """One file from start to end on one engine (restarted when it fails)."""
    tally = FileTally(suite)
    watch = _CancelWatch(options.cancel)
    session = EngineSession(resolve_program(program), tally, options)
    watch.add(session)
    started = time.monotonic()
    done = False
    try:
        done = session.run(_whole(suite, options))
    finally:
        watch.stop()
        session.close(CLOSE_SECONDS if done else KILL_GRACE)
        tally.active(started, time.monotonic())
    return tally.result(cancelled=not done)


def run_file(
    program: Sequence[str],
    path: str | Path,
    *,
    timeout: float = 60.0,
    select: Select | None = None,
    on_result: OnResult | None = None,
    cancel: threading.Event | None = None,
    setup: Sequence[str] = (),
    on_traffic: OnTraffic | None = None,
) -> FileResult:
    """Run the ``.tst`` file at ``path`` against the engine ``program``, serially, on one
    engine process (restarted when it fails; module docstring).

    Args:
        program: the engine's argv; a relative executable path is taken from the
            current directory (:func:`resolve_program`).
        path: the ``.tst`` file.
        timeout: seconds each command may take (float).
        select: which numbered tests to send (all when None).
        on_result: called in this thread after each test's result.
        cancel: when set (from any thread), the engine is closed at once and the run
            stops; the command in flight gets no result, ``cancelled`` is True.
        setup: commands sent after each start of the engine (GoGui's ``-gtpfile``).
        on_traffic: called with (path, log line) for every line of GTP traffic.

    Returns:
        The file's results (one per test sent, in file order) and timings:
        ``seconds`` its wall time, engine start and close included.

    Raises:
        SuiteError: when the file cannot be read (nothing is started).
    """
    options = Options(timeout, select, on_result, cancel, tuple(setup), on_traffic)
    return _run_suite(program, read_suite(path), options)


def run_files(
    program: Sequence[str],
    paths: Sequence[str | Path],
    *,
    parallel: int = 1,
    timeout: float = 60.0,
    select: Select | None = None,
    on_result: OnResult | None = None,
    cancel: threading.Event | None = None,
    setup: Sequence[str] = (),
    on_traffic: OnTraffic | None = None,
) -> list[FileResult]:
    """Run several ``.tst`` files on up to ``parallel`` engines at once.

    Every file is read before any engine starts. ``parallel`` <= 1: the files one after
    the other, each as :func:`run_file`. ``parallel`` = N > 1: the files' segments
    (segments.py) are shared by N engines (module docstring), so one long file is
    spread over them too. ``on_result`` is then called from the workers' threads, as
    each result comes (several at once, a file's results not always in file order).

    Returns:
        One :class:`FileResult` per path, in the order of ``paths``, its results in
        file order. With ``parallel`` > 1 a file's ``seconds`` is its wall time from
        the moment an engine began its first segment to the moment the last of its
        engines was done with it (closed), while other files ran too; its
        ``engine_seconds`` is summed over its engines, so it may exceed ``seconds``.
        A file not finished when ``cancel`` is set is ``cancelled`` (one not started
        has no results). Other arguments: :func:`run_file`.

    Raises:
        SuiteError: when a file cannot be read (nothing is started).
    """
    suites = [read_suite(path) for path in paths]
    options = Options(timeout, select, on_result, cancel, tuple(setup), on_traffic)
    if parallel <= 1:
        return [
            FileResult(suite.path, cancelled=True)
            if options.cancelled()
            else _run_suite(program, suite, options)
            for suite in suites
        ]
    return _Parallel(resolve_program(program), suites, options).run(parallel)


class _Parallel:
    """The segments of several files over N engines (module docstring)."""

    def __init__(self, argv: list[str], suites: list[Suite], options: Options) -> None:
        self._argv = argv
        self._options = options
        self._tallies = [FileTally(suite) for suite in suites]
        self._queues = [
            collections.deque(split(suite, index, select=options.select, setup=options.setup))
            for index, suite in enumerate(suites)
        ]
        self._segments = [len(queue) for queue in self._queues]
        self._started = [False] * len(suites)
        self._done = [0] * len(suites)
        self._lock = threading.Lock()
        self._errors: list[BaseException] = []
        self._watch = _CancelWatch(options.cancel)

    def run(self, workers: int) -> list[FileResult]:
        threads = [
            threading.Thread(target=self._work, name=f"regress-{number + 1}")
            for number in range(min(workers, sum(self._segments)))
        ]
        try:
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        finally:
            self._watch.stop()
        if self._errors:
            raise self._errors[0]
        return [
            tally.result(cancelled=self._done[index] < self._segments[index])
            for index, tally in enumerate(self._tallies)
        ]

    def _next(self, current: int | None) -> Segment | None:
        """The next segment for a worker whose engine serves file ``current``: the next
        one of that file; else the first of a file no engine has begun (in the order
        given); else the next one of the file with the most left (the worker joins the
        engines already on it). None when all are taken, or the run is cancelled."""
        if self._options.cancelled():
            return None
        with self._lock:
            queues = self._queues
            if current is not None and queues[current]:
                return queues[current].popleft()
            for index, queue in enumerate(queues):
                if queue and not self._started[index]:
                    self._started[index] = True
                    return queue.popleft()
            most = max(range(len(queues)), key=lambda index: len(queues[index]), default=None)
            return queues[most].popleft() if most is not None and queues[most] else None

    def _work(self) -> None:
        """One worker: segments from the queue until it is empty or the run cancelled."""
        session: EngineSession | None = None
        session_file: int | None = None
        try:
            while (segment := self._next(session_file)) is not None:
                tally = self._tallies[segment.file]
                if session is not None and session.tally is not tally:
                    self._close(session, CLOSE_SECONDS)
                    session = None
                if session is None:
                    session = EngineSession(self._argv, tally, self._options)
                    session_file = segment.file
                    self._watch.add(session)
                started = time.monotonic()
                finished = session.run(segment)
                tally.active(started, time.monotonic())
                if not finished:
                    break
                with self._lock:
                    self._done[segment.file] += 1
        except BaseException as error:  # re-raised by run() once every worker ended
            with self._lock:
                self._errors.append(error)
        finally:
            if session is not None:
                grace = KILL_GRACE if self._options.cancelled() or self._errors else CLOSE_SECONDS
                self._close(session, grace)

    def _close(self, session: EngineSession, seconds: float) -> None:
        session.close(seconds)
        self._watch.discard(session)
