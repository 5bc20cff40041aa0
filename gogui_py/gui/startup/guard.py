"""Unexpected exceptions: written to the crash log and shown in a dialog, never lost.

:class:`ErrorReporter` installs ``sys.excepthook`` (exceptions that reach the top of the
main thread, and those PySide6 reports from slots and event handlers),
``threading.excepthook`` (Python threads: program readers) and ``sys.unraisablehook``
(``__del__`` and the like: logged, no dialog). The report goes to the crash log
(:mod:`gogui_py.tools.crash_log`) and stderr, then a dialog tells the user, with the
traceback under "Show Details". A report from another thread reaches the dialog through a
queued signal: widgets are only touched on the GUI thread.
"""

from __future__ import annotations

import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QThread, QTimer, Signal, Slot
from PySide6.QtWidgets import QApplication, QWidget

from gogui_py.gui.i18n import translate
from gogui_py.tools import crash_log
from gogui_py.tools.crash_log import ExcInfo

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

DIALOG_TITLE = "gogui-py: unexpected error"
PROBE_DIALOG_LINE = "gogui-py: error dialog shown:"
"""Printed (probe mode) when an error dialog was shown; it is then closed at once."""


def summary(exc: BaseException) -> str:
    """``TypeName: message`` on one line (at most 300 characters)."""
    text = traceback.format_exception_only(type(exc), exc)[-1].strip()
    return text if len(text) <= 300 else text[:299] + "…"


class ErrorReporter(QObject):
    """The hooks of one application run; see the module documentation.

    ``probe``: test mode (``GOGUI_PY_STARTUP_PROBE``): each dialog prints
    :data:`PROBE_DIALOG_LINE` and is closed as soon as it is shown, so a start that
    fails still ends by itself.
    """

    _report_later = Signal(str, str, str)  # summary, details, log path ('' if none)

    def __init__(self, *, log: Path | None = None, probe: bool = False) -> None:
        super().__init__()
        self.log = log
        self.probe = probe
        self.parent_window: QWidget | None = None
        """The main window once it is shown: dialogs are centred on it."""
        self.dialogs: list[QMessageBox] = []
        """Dialogs shown and not yet closed (tests look at them)."""
        self.reports = 0
        self.more = 0
        """Errors reported while a dialog was open (logged, not shown again)."""
        self._previous: tuple[Any, Any, Any] | None = None
        self._report_later.connect(self._show)

    # --- hooks ------------------------------------------------------------------------------
    def install(self) -> None:
        """Install the three hooks (the previous ones are kept for :meth:`uninstall`)."""
        if self._previous is None:
            self._previous = (sys.excepthook, threading.excepthook, sys.unraisablehook)
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook
        sys.unraisablehook = self.unraisablehook

    def uninstall(self) -> None:
        """Put the previous hooks back."""
        if self._previous is not None:
            sys.excepthook, threading.excepthook, sys.unraisablehook = self._previous
            self._previous = None

    def excepthook(
        self, exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
    ) -> None:
        """``sys.excepthook``: log and show. Ctrl+C (KeyboardInterrupt) is not an error:
        it goes to the previous hook as before."""
        if issubclass(exc_type, KeyboardInterrupt) and self._previous is not None:
            self._previous[0](exc_type, exc, tb)
            return
        self.report((exc_type, exc, tb), where=_thread_name())

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        """``threading.excepthook``: log and show (the dialog on the GUI thread)."""
        if args.exc_value is None or issubclass(args.exc_type, SystemExit):
            return
        name = args.thread.name if args.thread is not None else "a thread"
        self.report((args.exc_type, args.exc_value, args.exc_traceback), where=f"thread {name}")

    def unraisablehook(self, unraisable: Any) -> None:
        """``sys.unraisablehook``: logged (and printed) only; no dialog for a ``__del__``."""
        exc = unraisable.exc_value
        if exc is None:
            return
        where = f"unraisable: {unraisable.err_msg or 'Exception ignored in'} {unraisable.object!r}"
        crash_log.write_report(
            (type(exc), exc, unraisable.exc_traceback), where=where, path=self.log
        )

    # --- reports ----------------------------------------------------------------------------
    def report(self, exc_info: ExcInfo, *, where: str = "") -> Path | None:
        """Write ``exc_info`` to the log and show the dialog (from any thread; the dialog
        does not block the caller). Returns the log's path (None: not writable)."""
        self.reports += 1
        path = crash_log.write_report(exc_info, where=where, path=self.log)
        details = "".join(traceback.format_exception(*exc_info))
        text, log_text = summary(exc_info[1]), str(path or "")
        app = QApplication.instance()
        if app is None:
            return path
        if QThread.currentThread() is app.thread():
            self._show(text, details, log_text)
        else:
            self._report_later.emit(text, details, log_text)
        return path

    def fatal(self, exc_info: ExcInfo, *, where: str = "start-up") -> Path | None:
        """A failure that ends the start: log it, show the dialog and wait until it is
        closed (the caller then exits with a non-zero status)."""
        self.reports += 1
        path = crash_log.write_report(exc_info, where=where, path=self.log)
        if QApplication.instance() is not None:
            details = "".join(traceback.format_exception(*exc_info))
            box = self._dialog(summary(exc_info[1]), details, str(path or ""), starting=True)
            box.exec()
            self._forget(box)
        return path

    @Slot(str, str, str)
    def _show(self, text: str, details: str, log: str) -> None:
        if self.dialogs:  # one at a time: an error in a paint would open one per repaint
            self.more += 1
            self.dialogs[0].setInformativeText(
                translate("Startup", "{} more errors since, in the log.").format(self.more)
            )
            return
        self.more = 0
        box = self._dialog(text, details, log, starting=False)
        box.finished.connect(lambda _result: self._forget(box))
        box.open()

    def _dialog(self, text: str, details: str, log: str, *, starting: bool) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox  # noqa: PLC0415 - start-up time

        what = (
            translate("Startup", "gogui-py could not start.")
            if starting
            else (
                translate(
                    "Startup",
                    "gogui-py met an unexpected error; it keeps running, but save your game "
                    "under a new name to be safe.",
                )
            )
        )
        where = (
            translate("Startup", "The details were written to {}.").format(log)
            if log
            else translate("Startup", "The crash log could not be written.")
        )
        box = QMessageBox(
            QMessageBox.Icon.Critical,
            DIALOG_TITLE,
            f"{what}\n\n{text}\n\n{where}",
            QMessageBox.StandardButton.Close if starting else QMessageBox.StandardButton.Ok,
            self.parent_window,
        )
        box.setDetailedText(details)
        self.dialogs.append(box)
        if self.probe:
            print(f"{PROBE_DIALOG_LINE} {text}", flush=True)
            QTimer.singleShot(0, box, box.reject)
        return box

    def _forget(self, box: QMessageBox) -> None:
        if box in self.dialogs:
            self.dialogs.remove(box)
        box.deleteLater()


def _thread_name() -> str:
    thread = threading.current_thread()
    return "main thread" if thread is threading.main_thread() else f"thread {thread.name}"
