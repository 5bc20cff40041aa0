"""The match runner as a child process of the window (``python -m gogui_py.match run``).

The window never waits for it: :class:`RunnerProcess` starts it with a QProcess and
reports its output and its end by signals. Stop asks the runner to stop through the
match folder's stop request (as ``gogui-match stop`` does): the games under way
finish, then it exits; running it again resumes from the journal.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from pathlib import Path

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from gogui_py.match.journal import MatchFolder

RESTOP_MS = 500
"""While stopping, how often the stop request is made again: a runner clears it when its
run starts, so a Stop right after Start would otherwise be lost."""

SHUTDOWN_MS = 3000
"""How long :meth:`RunnerProcess.shutdown` (the application's end) waits for the runner
before it kills it (the games under way are then played again on resume)."""


class RunnerProcess(QObject):
    """One ``gogui-match run`` at a time.

    Signals:
        output(str): text the runner printed (progress lines, warnings, its summary).
        finished(int): the runner exited with this status (-1: crashed or killed).
        running_changed(bool)
    """

    output = Signal(str)
    finished = Signal(int)
    running_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._process: QProcess | None = None
        self.stopping = False
        self._folder: MatchFolder | None = None
        self._restop = QTimer(self)
        self._restop.setInterval(RESTOP_MS)
        self._restop.timeout.connect(self._request_again)

    @property
    def running(self) -> bool:
        """True from :meth:`start` until the process has ended."""
        return self._process is not None

    def pid(self) -> int | None:
        """The runner's process id while it runs."""
        if self._process is None:
            return None
        pid = self._process.processId()
        return int(pid) if pid else None

    def start(self, match_file: Path, parallel: int) -> None:
        """Run ``match_file`` (resuming its journal) with ``parallel`` games at once."""
        if self._process is not None:
            return
        process = QProcess(self)
        process.setProcessChannelMode(QProcess.ProcessChannelMode.MergedChannels)
        process.setWorkingDirectory(str(match_file.parent))
        process.readyReadStandardOutput.connect(self._on_output)
        process.finished.connect(self._on_finished)
        process.errorOccurred.connect(self._on_error)
        self._process = process
        self.stopping = False
        arguments = ["-m", "gogui_py.match", "run", str(match_file), "--quiet"]
        process.start(sys.executable, [*arguments, "--parallel", str(max(1, parallel))])
        self.running_changed.emit(True)

    def request_stop(self, folder: MatchFolder) -> None:
        """Ask the runner to stop once the games under way are finished."""
        if self._process is None:
            return
        self.stopping = True
        self._folder = folder
        try:
            folder.request_stop()
        except OSError as error:
            self.output.emit(f"cannot ask the runner to stop: {error}\n")
        self._restop.start()

    def _request_again(self) -> None:
        folder = self._folder
        if folder is not None and self._process is not None and not folder.stop_requested():
            try:
                folder.request_stop()
            except OSError:
                self._restop.stop()

    def kill(self) -> None:
        """End the runner at once (its engines see their input close and exit); the
        games under way are lost, the counted ones are in the journal."""
        if self._process is not None:
            self._process.kill()

    def shutdown(self, folder: MatchFolder | None) -> None:
        """For the application's end: ask the runner to stop, interrupt it, wait at most
        :data:`SHUTDOWN_MS` (the only wait on the GUI thread, when it is closing), then
        kill it."""
        process = self._process
        if process is None:
            return
        if folder is not None:
            self.request_stop(folder)
        pid = self.pid()
        if pid is not None:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGINT)
        if not process.waitForFinished(SHUTDOWN_MS):
            process.kill()
            process.waitForFinished(3000)

    def _on_output(self) -> None:
        if self._process is not None:
            data = bytes(self._process.readAllStandardOutput().data())
            if data:
                self.output.emit(data.decode("utf-8", "replace"))

    def _on_error(self, error: QProcess.ProcessError) -> None:
        if error == QProcess.ProcessError.FailedToStart and self._process is not None:
            self.output.emit(f"cannot start the runner: {self._process.errorString()}\n")
            self._ended(-1)

    def _on_finished(self, code: int, status: QProcess.ExitStatus) -> None:
        self._on_output()
        self._ended(code if status == QProcess.ExitStatus.NormalExit else -1)

    def _ended(self, code: int) -> None:
        process, self._process = self._process, None
        if process is None:
            return
        process.deleteLater()
        self._restop.stop()
        if self._folder is not None:
            self._folder.clear_stop()  # made again after the runner took it: not for the next run
            self._folder = None
        self.stopping = False
        self.running_changed.emit(False)
        self.finished.emit(code)
