"""The GTP shell in the main window, from the keyboard: Up/Down in the command line
recall the history (not Go > Previous/Next Variation), F9 puts the focus in the command
line and gives it back to the board when it hides the shell."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.shell.command_line import CommandLine
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show, wait_engine

DUMMY = f"{sys.executable} -m gogui_py.tools.dummy"
VARIATIONS = "(;GM[1]FF[4]SZ[9];B[ee](;W[dd];B[cc])(;W[cd]))"
"""Two variations after Black's first move: Up/Down (Go menu) step between them."""


def dummy_window(qtbot: object, make_window: WindowFactory, tmp_path: Path) -> MainWindow:
    """A shown window with gogui-dummy attached (no colour) and :data:`VARIATIONS` open at
    the second variation's move."""
    record = tmp_path / "variations.sgf"
    record.write_text(VARIATIONS, encoding="utf-8")
    window = make_window(str(record), "--program", DUMMY, "--computer-none")
    show(qtbot, window)
    wait_engine(qtbot, window)
    controller = window.controller
    controller.navigate(lambda game: game.go_to(game.tree.root.children[0].children[1]))
    assert controller.game.current.move is not None
    return window


def command_line(qtbot: object, window: MainWindow) -> CommandLine:
    qtbot.waitUntil(lambda: window.shell.current_page() is not None, timeout=10000)  # type: ignore[attr-defined]
    page = window.shell.current_page()
    assert page is not None
    return page.command_line


def f9(window: MainWindow) -> None:
    """F9 pressed where the focus is (the window's shortcuts see it first)."""
    QTest.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_F9)


def test_up_and_down_in_the_command_line_browse_the_history_not_the_game(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = dummy_window(qtbot, make_window, tmp_path)
    window.shell_dock.show()
    line = command_line(qtbot, window)
    line.setFocus()
    qtbot.waitUntil(line.hasFocus, timeout=3000)  # type: ignore[attr-defined]
    node = window.controller.game.current
    for command in ("name", "version"):
        QTest.keyClicks(line, command)
        QTest.keyClick(line, Qt.Key.Key_Return)
    QTest.keyClick(line, Qt.Key.Key_Up)
    assert line.text() == "version"
    QTest.keyClick(line, Qt.Key.Key_Up)
    assert line.text() == "name"
    assert window.controller.game.current is node  # Go > Previous Variation did not fire
    QTest.keyClick(line, Qt.Key.Key_Down)
    assert line.text() == "version"
    assert window.controller.game.current is node


def test_the_arrows_still_move_through_the_game_from_the_tree(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = dummy_window(qtbot, make_window, tmp_path)
    window.shell_dock.show()
    command_line(qtbot, window)
    tree = window.tree_view
    tree.setFocus()
    qtbot.waitUntil(tree.hasFocus, timeout=3000)  # type: ignore[attr-defined]
    node = window.controller.game.current
    QTest.keyClick(tree, Qt.Key.Key_Up)
    assert window.controller.game.current is not node


def test_f9_puts_the_focus_in_the_command_line_and_back_on_the_board(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = dummy_window(qtbot, make_window, tmp_path)
    QTest.keyClick(window, Qt.Key.Key_F8)  # the Analyze dock: next in the focus chain
    window.tree_view.setFocus()
    qtbot.waitUntil(window.tree_view.hasFocus, timeout=3000)  # type: ignore[attr-defined]
    assert not window.shell_dock.isVisible()
    f9(window)
    assert window.shell_dock.isVisible()
    line = command_line(qtbot, window)
    qtbot.waitUntil(line.hasFocus, timeout=3000)  # type: ignore[attr-defined]
    QTest.keyClicks(QApplication.focusWidget() or window, "nam")  # the user types at once
    assert line.text() == "nam"
    f9(window)
    assert not window.shell_dock.isVisible()
    qtbot.waitUntil(window.board.hasFocus, timeout=3000)  # type: ignore[attr-defined]


def test_f9_hiding_the_shell_leaves_the_focus_elsewhere_alone(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = dummy_window(qtbot, make_window, tmp_path)
    f9(window)
    command_line(qtbot, window)
    comment = window.side_panel.comment
    comment.setFocus()
    qtbot.waitUntil(comment.hasFocus, timeout=3000)  # type: ignore[attr-defined]
    f9(window)
    assert not window.shell_dock.isVisible()
    assert comment.hasFocus()
