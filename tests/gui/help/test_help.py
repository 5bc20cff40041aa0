"""Help > User Manual (F1) and Help > About gogui-py."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import qVersion
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from gogui_py import __version__
from gogui_py.gui.help import HelpLink
from gogui_py.gui.help.manual import SHORTCUTS_MARK, manual_text
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory


def help_link(window: MainWindow) -> HelpLink:
    link = window.features.installed["help"]
    assert isinstance(link, HelpLink)
    return link


def test_help_menu_is_last_with_manual_on_f1(make_window: WindowFactory, qtbot: QtBot) -> None:
    window = make_window("--program", "")
    link = help_link(window)
    bar = window.menuBar()
    qtbot.waitUntil(lambda: bar.actions()[-1] is link.menu.menuAction(), timeout=5000)
    assert bar.actions()[-1].text() == "&Help"
    assert [a.text() for a in link.menu.actions() if not a.isSeparator()] == [
        "&User Manual",
        "&About gogui-py",
    ]
    assert link.manual_action.shortcut() == QKeySequence("F1")


def test_manual_window_shows_sections_and_the_real_shortcuts(
    make_window: WindowFactory,
) -> None:
    window = make_window("--program", "")
    link = help_link(window)
    link.manual_action.trigger()
    manual = link.manual
    assert manual is not None and manual.isVisible()
    text = manual.browser.toPlainText()
    for section in ("Features", "Keys", "Rulers", "Analyze commands", "Program list"):
        assert section in text
    assert "Command line" in text and "--program CMD" in text and "--recover WHAT" in text
    assert SHORTCUTS_MARK not in manual.browser.toMarkdown()
    # the table lists the window's own menu shortcuts
    assert "File > Open…" in text and "Ctrl+O" in text
    assert "Game > Pass" in text and "F2" in text
    assert "Help > User Manual" in text and "F1" in text
    link.manual_action.trigger()  # again: the same window, raised
    assert link.manual is manual


def test_manual_ships_in_the_package() -> None:
    text = manual_text()
    assert text.startswith("# gogui-py User Manual") and SHORTCUTS_MARK in text


def test_about_shows_the_versions(make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    help_link(window).about_action.trigger()
    boxes = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1
    box = boxes[0]
    assert box.windowTitle() == "About gogui-py"
    text = box.text()
    assert f"gogui-py {__version__}" in text
    assert f"Qt {qVersion()}" in text
    assert f"PySide6 {PySide6.__version__}" in text
    assert f"Python {platform.python_version()}" in text
    box.close()
