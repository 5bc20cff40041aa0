"""SIGTERM once the window is up: a request to end (a desktop session logging out, a
supervisor, ``kill PID``), not a crash.

Until the window is complete, :func:`gogui_py.tools.crash_log.enable_faulthandler`
keeps writing the Python stacks of a SIGTERM into the crash log (a start that ends
without a window must say where it was: issue 10). From then on :func:`install` replaces
that with a handler that ends the session the way a logout should: nobody can answer a
question, so none is asked; the unsaved record is journaled at once (the recovery file
stays, and the next start offers it), the programs are told to quit, one dated line
goes to the crash log, and the event loop ends with status 143 (128 + SIGTERM, the
shells' convention for "ended by SIGTERM").

A Python signal handler only runs when Python code does; Qt's event loop waits in C++,
so the signal's byte is written to a socket (:func:`signal.set_wakeup_fd`) that a
:class:`QSocketNotifier` watches: the notifier's slot runs, and the handler with it.
"""

from __future__ import annotations

import contextlib
import faulthandler
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from gogui_py.tools import crash_log

TERMINATED_STATUS = 128 + signal.SIGTERM
"""The exit status after a SIGTERM."""


class Terminator(QObject):
    """Ends the session on SIGTERM with ``end`` (journal, programs), then quits the
    application with :data:`TERMINATED_STATUS`; see the module documentation."""

    def __init__(self, parent: QObject, end: Callable[[], None]) -> None:
        super().__init__(parent)
        self._end = end
        self._ending = False
        self._reader, self._writer = socket.socketpair()
        for end_point in (self._reader, self._writer):
            end_point.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        with contextlib.suppress(RuntimeError, ValueError):
            faulthandler.unregister(signal.SIGTERM)
        signal.signal(signal.SIGTERM, self._on_sigterm)

    def _drain(self) -> None:
        """The wake-up bytes: read them (the Python handler has run by now)."""
        with contextlib.suppress(OSError):
            while self._reader.recv(512):
                pass

    def _on_sigterm(self, _signum: int, _frame: object) -> None:
        if not self._ending:
            self._ending = True
            QTimer.singleShot(0, self.terminate)

    def terminate(self) -> None:
        """End the session now (also what a SIGTERM does)."""
        self._ending = True
        crash_log.append(crash_log.format_message("ended by SIGTERM (a request to end)"))
        try:
            self._end()
        finally:
            QApplication.exit(TERMINATED_STATUS)

    def uninstall(self) -> None:
        """The default SIGTERM action back, the wake-up socket closed (tests)."""
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        signal.set_wakeup_fd(self._previous_fd)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()


def install(parent: QObject, end: Callable[[], None]) -> Terminator | None:
    """Handle SIGTERM from now on (see the module documentation); None where signals
    cannot be handled (not the main thread, no SIGTERM)."""
    try:
        return Terminator(parent, end)
    except (ValueError, OSError):  # set_wakeup_fd outside the main thread, no socketpair
        return None
