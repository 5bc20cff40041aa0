"""The exception hooks: a report goes to the crash log and a dialog, from any thread."""

from __future__ import annotations

import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from types import TracebackType

import pytest
from PySide6.QtWidgets import QMessageBox

from gogui_py.gui.startup.guard import DIALOG_TITLE, ErrorReporter
from gogui_py.tools.crash_log import ExcInfo


def _exc_info(message: str = "broken on purpose") -> ExcInfo:
    try:
        raise ValueError(message)
    except ValueError as exc:
        return (type(exc), exc, exc.__traceback__)


@pytest.fixture
def reporter(tmp_path: Path) -> Iterator[ErrorReporter]:
    guard = ErrorReporter(log=tmp_path / "crash.log")
    guard.install()
    yield guard
    guard.uninstall()
    for box in list(guard.dialogs):
        box.close()


def _one_dialog(qtbot: object, guard: ErrorReporter) -> QMessageBox:
    qtbot.waitUntil(lambda: len(guard.dialogs) == 1 and guard.dialogs[0].isVisible())  # type: ignore[attr-defined]
    return guard.dialogs[0]


def test_excepthook_logs_and_shows_a_dialog(
    qtbot: object, reporter: ErrorReporter, tmp_path: Path
) -> None:
    assert sys.excepthook == reporter.excepthook
    sys.excepthook(*_exc_info())
    box = _one_dialog(qtbot, reporter)
    assert box.windowTitle() == DIALOG_TITLE
    assert "ValueError: broken on purpose" in box.text()
    assert str(tmp_path / "crash.log") in box.text()
    assert "Traceback (most recent call last)" in box.detailedText()
    log = (tmp_path / "crash.log").read_text(encoding="utf-8")
    assert "ValueError: broken on purpose" in log and "where: main thread" in log
    box.reject()  # the user closes it
    qtbot.waitUntil(lambda: not reporter.dialogs)  # type: ignore[attr-defined]


def test_a_thread_exception_reaches_the_dialog_on_the_gui_thread(
    qtbot: object, reporter: ErrorReporter, tmp_path: Path
) -> None:
    def fail() -> None:
        raise RuntimeError("reader thread failed")

    thread = threading.Thread(target=fail, name="reader")
    thread.start()
    thread.join()
    box = _one_dialog(qtbot, reporter)
    assert "RuntimeError: reader thread failed" in box.text()
    assert "where: thread reader" in (tmp_path / "crash.log").read_text(encoding="utf-8")
    box.reject()


def test_keyboard_interrupt_is_no_error(reporter: ErrorReporter, tmp_path: Path) -> None:
    seen: list[type[BaseException]] = []

    def previous(kind: type[BaseException], _e: BaseException, _t: TracebackType | None) -> None:
        seen.append(kind)

    reporter.uninstall()
    saved = sys.excepthook
    sys.excepthook = previous
    try:
        reporter.install()
        try:
            raise KeyboardInterrupt
        except KeyboardInterrupt as exc:
            reporter.excepthook(KeyboardInterrupt, exc, exc.__traceback__)
    finally:
        reporter.uninstall()
        sys.excepthook = saved
    assert seen == [KeyboardInterrupt]
    assert not reporter.dialogs
    assert not (tmp_path / "crash.log").exists()


def test_fatal_shows_a_modal_dialog_and_returns_once_closed(qtbot: object, tmp_path: Path) -> None:
    guard = ErrorReporter(log=tmp_path / "crash.log", probe=True)  # probe: closes itself
    assert guard.fatal(_exc_info("cannot start"), where="building") == tmp_path / "crash.log"
    assert not guard.dialogs
    assert "where: building" in (tmp_path / "crash.log").read_text(encoding="utf-8")


def test_unraisable_is_logged_without_a_dialog(reporter: ErrorReporter, tmp_path: Path) -> None:
    class Broken:
        def __del__(self) -> None:
            raise OSError("in __del__")

    Broken()
    assert "OSError: in __del__" in (tmp_path / "crash.log").read_text(encoding="utf-8")
    assert not reporter.dialogs


def test_errors_while_a_dialog_is_open_do_not_open_more(
    qtbot: object, reporter: ErrorReporter, tmp_path: Path
) -> None:
    for n in range(5):
        reporter.excepthook(*_exc_info(f"error {n}"))
    box = _one_dialog(qtbot, reporter)
    assert "error 0" in box.text()
    assert "4 more errors" in box.informativeText()
    assert (tmp_path / "crash.log").read_text(encoding="utf-8").count("ValueError: error") == 5
    box.reject()
    qtbot.waitUntil(lambda: not reporter.dialogs)  # type: ignore[attr-defined]
    reporter.excepthook(*_exc_info("later"))
    assert "later" in _one_dialog(qtbot, reporter).text()
