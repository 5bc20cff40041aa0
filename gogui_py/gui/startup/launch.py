"""Build the window, show it, run the event loop: a start that never ends silently.

:func:`run` builds the main window under an :class:`~gogui_py.gui.startup.guard.ErrorReporter`:
an exception while building it is logged and shown in a dialog and the run ends with
status 1; an exception later (a slot, a thread) is logged and shown while the window
keeps running; an event loop that ends before the window was ever painted is logged and
gives a non-zero status too.

Hidden test hooks (environment variables, not for users):

- ``GOGUI_PY_STARTUP_PROBE=1``: once the window's central widget has been painted, print
  ``gogui-py: window shown <wall-clock time>`` and close the window (tests, benchmarks);
  error dialogs close themselves.
- ``GOGUI_PY_STARTUP_FAULT=<kind>``: inject a failure: ``build`` (an exception while the
  window is built), ``slot`` (an exception in a slot once it is shown), ``thread`` (in a
  Python thread), ``abort`` (``abort()`` before the window is built: the faulthandler
  dump), ``interrupt`` (KeyboardInterrupt while it is built, as SIGINT would raise).
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from gogui_py.gui.startup import FAULT_ENV, PROBE_ENV, SHOWN_LINE
from gogui_py.gui.startup.guard import ErrorReporter
from gogui_py.tools import crash_log

DEFERRED_FALLBACK_MS = 3000
"""The deferred set-up runs this long after ``show()`` when no paint has come by then."""

__all__ = ["FAULT_ENV", "PROBE_ENV", "SHOWN_LINE", "FirstPaint", "Launch", "run"]


class InjectedFaultError(RuntimeError):
    """The failure asked for by ``GOGUI_PY_STARTUP_FAULT`` (tests only)."""


def _raise_injected(kind: str) -> None:
    raise InjectedFaultError(f"injected start-up fault: {kind}")


class FirstPaint(QObject):
    """Calls ``callback`` once, right after the first paint event of ``widget`` has
    been handled (from the event loop, not inside the paint)."""

    def __init__(self, widget: QWidget, callback: Callable[[], None]) -> None:
        super().__init__(widget)
        self._callback = callback
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._callback)
        return False


class Launch:
    """One run of the application; see the module documentation."""

    def __init__(
        self,
        app: QApplication,
        build: Callable[[], QMainWindow],
        *,
        after_paint: Callable[[QMainWindow], None] | None = None,
        close: Callable[[QMainWindow], None] | None = None,
        env: Mapping[str, str] | None = None,
        log: Path | None = None,
    ) -> None:
        """``build`` makes the window; ``after_paint(window)`` does the set-up deferred
        until it has been painted once; ``close(window)`` closes it without questions
        (probe mode; default ``window.close``)."""
        env = os.environ if env is None else env
        self.app = app
        self._build = build
        self._after_paint = after_paint
        self._close = close or QMainWindow.close
        self.probe = bool(env.get(PROBE_ENV))
        self.fault = env.get(FAULT_ENV, "")
        self.reporter = ErrorReporter(log=log, probe=self.probe)
        self.window: QMainWindow | None = None
        self.shown = False
        self._first_paint: FirstPaint | None = None
        self._deferred_done = False

    def run(self) -> int:
        """Build, show, run the event loop; the exit status."""
        failed = self.start()
        if failed is not None:
            return failed
        return self.finish(self.app.exec())

    def start(self) -> int | None:
        """Install the hooks, build and show the window: None, or the exit status of a
        start that failed (the dialog has been shown and closed)."""
        self.reporter.install()
        try:
            if self.fault == "abort":
                os.abort()  # faulthandler writes the stack to the crash log
            if self.fault == "build":
                _raise_injected(self.fault)
            if self.fault == "interrupt":
                raise KeyboardInterrupt
            window = self.window = self._build()
            self._first_paint = FirstPaint(window.centralWidget() or window, self._painted)
            window.show()
            # a window that is not painted (mapped on a hidden workspace without a
            # compositor) still gets its deferred set-up
            QTimer.singleShot(DEFERRED_FALLBACK_MS, window, self._run_deferred)
        except KeyboardInterrupt:  # Ctrl+C, or SIGINT to our process group: no error
            message = "interrupted (SIGINT) before the window was shown"
            crash_log.append(crash_log.format_message(message), self.reporter.log)
            print(f"gogui-py: {message}", file=sys.stderr)
            return 130
        except Exception:
            exc_type, exc, tb = sys.exc_info()
            assert exc_type is not None and exc is not None
            self.reporter.fatal((exc_type, exc, tb), where="building the main window")
            return 1
        return None

    def finish(self, status: int) -> int:
        """The exit status once the event loop has ended with ``status``: not 0 when the
        window was never painted (then the log says so)."""
        if self.shown:
            return status
        crash_log.append(
            crash_log.format_message(
                f"the event loop ended (status {status}) before the window was shown"
            ),
            self.reporter.log,
        )
        print("gogui-py: the window was never shown", file=sys.stderr)
        return status or 1

    def _run_deferred(self) -> None:
        """The deferred set-up (``after_paint``), once: at the first paint, or after
        :data:`DEFERRED_FALLBACK_MS` when no paint came."""
        if self._deferred_done or self.window is None:
            return
        self._deferred_done = True
        if self._after_paint is not None:
            self._after_paint(self.window)

    def _painted(self) -> None:
        painted_at = time.time()
        window = self.window
        assert window is not None
        self.shown = True
        self.reporter.parent_window = window
        self._run_deferred()
        if self.fault == "slot":
            QTimer.singleShot(0, lambda: _raise_injected("slot"))
        elif self.fault == "thread":
            thread = threading.Thread(target=_raise_injected, args=("thread",), name="fault")
            thread.start()
            thread.join()
        if self.probe:
            print(f"{SHOWN_LINE} {painted_at:.6f}", flush=True)
            # after the deferred set-up and any injected fault have had their turn
            QTimer.singleShot(0, lambda: QTimer.singleShot(0, lambda: self._close(window)))


def run(
    app: QApplication,
    build: Callable[[], QMainWindow],
    *,
    after_paint: Callable[[QMainWindow], None] | None = None,
    close: Callable[[QMainWindow], None] | None = None,
) -> int:
    """Run the application (see :class:`Launch`); the exit status. The hooks stay
    installed until the process ends."""
    return Launch(app, build, after_paint=after_paint, close=close).run()
