"""A regression run off the GUI thread: the files read, then run, results as signals.

:class:`RegressRun` reads the ``.tst`` files (:func:`gogui_py.regress.suite.parse_suite`)
and runs them (:func:`gogui_py.regress.runner.run_files`) on a Python thread of its own;
each engine is a process the runner starts and ends (never the window's attached one).
The GUI thread only receives signals (queued to it: the object lives there) and never
waits on GTP. Stop sets the runner's cancel event; :meth:`RegressRun.shutdown` (the
window closes, the application quits) also waits for the thread, so nothing outlives it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal

from gogui_py.regress.model import FileResult, RegressTest, TestResult
from gogui_py.regress.runner import run_files
from gogui_py.regress.suite import SuiteError, parse_suite

SHUTDOWN_WAIT = 15.0
"""Seconds :meth:`RegressRun.shutdown` waits for the runner to end its engines."""

Select = Callable[[RegressTest], bool]


@dataclass(frozen=True)
class RunRequest:
    """What to run.

    Attributes:
        program: the engine's command line (a process started per file).
        paths: the ``.tst`` files, absolute.
        parallel: engine processes at once (the files' positions shared among them).
        timeout: seconds per command.
        number: run only this numbered test of the (single) file (a rerun); the
            unnumbered commands, i.e. the set-up, still run. None: every test.
    """

    program: tuple[str, ...]
    paths: tuple[str, ...]
    parallel: int = 1
    timeout: float = 60.0
    number: int | None = None

    def select(self) -> Select | None:
        """The runner's test filter for :attr:`number`."""
        number = self.number
        if number is None:
            return None
        return lambda test: test.number == number


class RegressRun(QObject):
    """One run of :class:`RunRequest` on a Python thread (module docstring).

    Signals:
        planned(list): the numbered tests of every readable file, in file order, before
            any runs (the rerun: only the selected test).
        unreadable(str, str): a file that could not be read (path, why); it is skipped.
        result(object): a :class:`~gogui_py.regress.model.TestResult`, as each test ends.
        finished(list): the :class:`~gogui_py.regress.model.FileResult` of each file run
            (fewer when stopped), after the thread's work is done; an empty list and
            ``failed`` when the runner raised.
        failed(str): the runner raised (a bad command line...): what it said.
    """

    planned = Signal(list)
    unreadable = Signal(str, str)
    result = Signal(object)
    finished = Signal(list)
    failed = Signal(str)

    def __init__(self, request: RunRequest, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.request = request
        self.cancel = threading.Event()
        self._thread = threading.Thread(target=self._work, name="regress-run", daemon=False)

    def start(self) -> None:
        """Start the thread (once)."""
        self._thread.start()

    @property
    def running(self) -> bool:
        """True until the thread has ended."""
        return self._thread.is_alive()

    def stop(self) -> None:
        """Ask the runner to stop (no wait): ``finished`` follows when it has."""
        self.cancel.set()

    def shutdown(self, wait: float = SHUTDOWN_WAIT) -> bool:
        """Stop and wait up to ``wait`` seconds for the thread; True when it ended."""
        self.cancel.set()
        if self._thread.ident is not None:
            self._thread.join(wait)
        return not self._thread.is_alive()

    def join(self) -> None:
        """Wait for the thread after ``finished`` (it has nothing left to do then)."""
        if self._thread.ident is not None:
            self._thread.join()

    def _work(self) -> None:
        request = self.request
        results: list[FileResult] = []
        try:
            paths = self._plan(request.paths, request.select())
            if paths and not self.cancel.is_set():
                results = run_files(
                    request.program,
                    paths,
                    parallel=request.parallel,
                    timeout=request.timeout,
                    select=request.select(),
                    on_result=self._on_result,
                    cancel=self.cancel,
                )
        except Exception as error:
            self.failed.emit(f"{type(error).__name__}: {error}")
        finally:
            self.finished.emit(results)

    def _plan(self, paths: Sequence[str], select: Select | None) -> list[str]:
        """Read every file; emit the tests; return the readable paths."""
        tests: list[RegressTest] = []
        readable: list[str] = []
        for path in paths:
            try:
                suite = parse_suite(path)
            except (SuiteError, OSError) as error:
                self.unreadable.emit(path, str(error))
                continue
            readable.append(path)
            tests.extend(t for t in suite if select is None or select(t))
        self.planned.emit(tests)
        return readable

    def _on_result(self, result: TestResult) -> None:
        self.result.emit(result)
