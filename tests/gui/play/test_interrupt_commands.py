"""Game > Interrupt Engine (Esc) with no move awaited stops the command the engine runs
for the GTP shell or the Analyze dock (gogui-dummy's gogui-dummy-sleep, which ends on
``# interrupt``), or says in the status line why nothing was interrupted."""

from __future__ import annotations

import sys
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QInputDialog

from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine, show, wait_engine

DUMMY = f"{sys.executable} -m gogui_py.tools.dummy"
SLEEP = 120
"""Seconds gogui-dummy is asked to sleep: far longer than any wait here."""


def _window(qtbot: object, make_window: WindowFactory, program: str = DUMMY) -> MainWindow:
    window = make_window("--program", program, "--size", "9", "--computer-none")
    show(qtbot, window)
    wait_engine(qtbot, window)
    qtbot.waitUntil(lambda: window.shell.current_page() is not None, timeout=10000)  # type: ignore[attr-defined]
    return window


def _interrupt_action(window: MainWindow) -> QAction:
    game = window.window_actions.menus["game"]
    return next(a for a in game.actions() if a.text() == "&Interrupt Engine")


def _log(window: MainWindow) -> str:
    page = window.shell.current_page()
    assert page is not None
    page.poll()
    return page.log_view.toPlainText()


def _interrupted(window: MainWindow, again: Callable[[], None]) -> bool:
    """gogui-dummy answered ``interrupted``; if not yet, interrupt ``again`` (an interrupt
    that overtook the command on its way to the program finds it idle and is lost, and
    the user presses Esc again)."""
    if "interrupted" in _log(window):
        return True
    again()
    return False


def _type(window: MainWindow, command: str) -> None:
    page = window.shell.current_page()
    assert page is not None
    QTest.keyClicks(page.command_line, command)
    QTest.keyClick(page.command_line, Qt.Key.Key_Return)


def test_esc_interrupts_a_command_typed_in_the_shell(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = _window(qtbot, make_window)
    engine = window.session.engine
    assert engine is not None
    window.shell_dock.show()
    _type(window, f"gogui-dummy-sleep {SLEEP}")
    sent = f"gogui-dummy-sleep {SLEEP}"  # the command sent (not the analyze list naming it)
    qtbot.waitUntil(lambda: sent in _log(window), timeout=10000)  # type: ignore[attr-defined]
    assert engine.busy
    line = window.shell.current_page().command_line  # type: ignore[union-attr]
    QTest.keyClick(line, Qt.Key.Key_Escape)
    assert "Interrupting" in window.statusBar().currentMessage()
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: _interrupted(window, lambda: QTest.keyClick(line, Qt.Key.Key_Escape)),
        timeout=30000,
    )
    qtbot.waitUntil(lambda: not engine.busy, timeout=10000)  # type: ignore[attr-defined]
    assert "# interrupt" in _log(window)  # the program's own interrupt (gogui-interrupt)


def test_one_esc_stops_the_command_running_and_the_one_queued_behind_it(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = _window(qtbot, make_window)
    engine = window.session.engine
    assert engine is not None
    window.shell_dock.show()
    _type(window, f"gogui-dummy-sleep {SLEEP}")
    qtbot.waitUntil(lambda: f"sleep {SLEEP}" in _log(window), timeout=10000)  # type: ignore[attr-defined]
    _type(window, f"gogui-dummy-sleep {SLEEP + 1}")  # queued behind the first
    line = window.shell.current_page().command_line  # type: ignore[union-attr]
    QTest.keyClick(line, Qt.Key.Key_Escape)  # one press
    assert "Interrupting" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: _log(window).count("interrupted") == 2, timeout=30000)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not engine.busy, timeout=10000)  # type: ignore[attr-defined]
    log = _log(window)
    assert log.index(f"gogui-dummy-sleep {SLEEP + 1}") < log.rindex("# interrupt")


def test_interrupt_engine_stops_an_analyze_command(
    qtbot: object, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot, make_window)
    engine = window.session.engine
    assert engine is not None
    dock = window.analysis.widget
    qtbot.waitUntil(lambda: dock.select_label("Dummy Sleep"), timeout=10000)  # type: ignore[attr-defined]
    monkeypatch.setattr(QInputDialog, "getText", lambda *_args, **_kw: (str(SLEEP), True))
    with qtbot.waitSignal(window.analysis.runner.running, timeout=10000):  # type: ignore[attr-defined]
        dock.run_selected()
    sent = f"gogui-dummy-sleep {SLEEP}"  # the command sent (not the analyze list naming it)
    qtbot.waitUntil(lambda: sent in _log(window), timeout=10000)  # type: ignore[attr-defined]
    action = _interrupt_action(window)
    action.trigger()
    assert "Interrupting" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: _interrupted(window, action.trigger), timeout=30000)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: not engine.busy, timeout=10000)  # type: ignore[attr-defined]


def test_interrupt_with_nothing_running_says_so(qtbot: object, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window)
    engine = window.session.engine
    assert engine is not None
    qtbot.waitUntil(lambda: not engine.busy, timeout=10000)  # type: ignore[attr-defined]
    _interrupt_action(window).trigger()
    assert window.statusBar().currentMessage() == "No engine command is running"


def test_an_engine_without_interrupt_is_named_in_the_status_line(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = _window(qtbot, make_window, fake_engine("scripted_engine.py", "--hang", "genmove"))
    engine = window.session.engine
    assert engine is not None
    window.shell_dock.show()
    _type(window, "genmove b")  # typed: no move awaited by the session
    qtbot.waitUntil(lambda: "genmove b" in _log(window), timeout=10000)  # type: ignore[attr-defined]
    assert engine.busy  # it hangs on the command sent
    _interrupt_action(window).trigger()
    assert "cannot be interrupted" in window.statusBar().currentMessage()
