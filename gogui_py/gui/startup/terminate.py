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
import os
import signal
import socket
from collections.abc import Callable

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from gogui_py.tools import crash_log

TERMINATED_STATUS = 128 + signal.SIGTERM
"""The exit status after a SIGTERM."""

_wakeup: tuple[socket.socket, socket.socket] | None = None
"""The wake-up socket pair, made once and kept for the process's lifetime: the wake-up
descriptor must never name a closed (and then reused) file."""
_current: Terminator | None = None
"""The terminator of the window that is up (None once that window is destroyed: then a
SIGTERM has its default action)."""


class Terminator(QObject):
    """Ends the session on SIGTERM with ``end`` (journal, programs), then quits the
    application with :data:`TERMINATED_STATUS`; see the module documentation."""

    def __init__(self, parent: QObject, end: Callable[[], None], reader: socket.socket) -> None:
        super().__init__(parent)
        self._end = end
        self._ending = False
        self._reader = reader
        self._notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)

    def _drain(self) -> None:
        """The wake-up bytes: read them (the Python handler has run by now)."""
        with contextlib.suppress(OSError):
            while self._reader.recv(512):
                pass

    def request(self) -> None:
        """A SIGTERM came: end the session from the event loop."""
        if not self._ending:
            self._ending = True
            QTimer.singleShot(0, self.terminate)

    def terminate(self) -> None:
        """End the session now (what a SIGTERM does)."""
        self._ending = True
        crash_log.append(crash_log.format_message("ended by SIGTERM (a request to end)"))
        try:
            self._end()
        finally:
            QApplication.exit(TERMINATED_STATUS)


def _on_sigterm(_signum: int, _frame: object) -> None:
    terminator = _current
    if terminator is None:  # no window up any more: end as SIGTERM's default action does
        signal.signal(signal.SIGTERM, signal.SIG_DFL)
        os.kill(os.getpid(), signal.SIGTERM)
        return
    terminator.request()


def install(parent: QObject, end: Callable[[], None]) -> Terminator | None:
    """Handle SIGTERM from now on for the window ``parent`` (see the module
    documentation); None where signals cannot be handled (not the main thread)."""
    global _wakeup, _current  # noqa: PLW0603 - one handler and one wake-up fd per process
    # first: unregistering puts back the action faulthandler found (the default)
    with contextlib.suppress(RuntimeError, ValueError):
        faulthandler.unregister(signal.SIGTERM)
    try:
        if _wakeup is None:
            reader, writer = socket.socketpair()
            for end_point in (reader, writer):
                end_point.setblocking(False)
            signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
            _wakeup = (reader, writer)
        signal.signal(signal.SIGTERM, _on_sigterm)
    except (ValueError, OSError):  # not the main thread, no socket pair
        return None
    terminator = _current = Terminator(parent, end, _wakeup[0])
    parent.destroyed.connect(_forget)
    return terminator


def _forget() -> None:
    """The window is destroyed: a later SIGTERM has its default action."""
    global _current  # noqa: PLW0603
    _current = None
