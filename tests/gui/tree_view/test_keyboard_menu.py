"""The game tree's context menu from the keyboard: with the tree focused, the Menu key,
Shift+F10 or a keyboard context-menu event open the menu of the current node, scrolled into
view, at its place on screen (as the board's menu opens at its keyboard cursor)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMenu

from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.tree_view import GameTreeView
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show

MOVES = "".join(
    f";{'BW'[i % 2]}[{'abcdefghi'[i % 9]}{'abcdefghi'[(i * 4) // 9 % 9]}]" for i in range(60)
)
RECORD = f"(;FF[4]GM[1]SZ[9]{MOVES})"
"""A main line of 60 moves: far wider than the tree pane."""


def focused_tree_far_from_view(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> MainWindow:
    """A window at move 50, the tree focused and scrolled back to the start, so that the
    current node is out of view."""
    path = tmp_path / "long.sgf"
    path.write_text(RECORD)
    window = make_window("--program", "")
    show(qtbot, window)
    assert window.files.open_path(path, ask=False)
    node = window.controller.game.tree.root
    for _ in range(50):
        node = node.children[0]
    window.controller.navigate(lambda game: game.go_to(node))
    view = window.tree_view
    view.horizontalScrollBar().setValue(0)
    assert not view.viewport().rect().intersects(view.cell_rect(node))  # out of view
    view.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(view.hasFocus)  # type: ignore[attr-defined]
    return window


def press_menu_key(view: GameTreeView) -> None:
    QTest.keyClick(view, Qt.Key.Key_Menu)


def press_shift_f10(view: GameTreeView) -> None:
    QTest.keyClick(view, Qt.Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)


def send_keyboard_event(view: GameTreeView) -> None:
    # The position of a keyboard request means nothing (here the padding, where no node is).
    event = QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(0, 0), QPoint(0, 0))
    QApplication.sendEvent(view, event)


@pytest.mark.parametrize("ask", [press_menu_key, press_shift_f10, send_keyboard_event])
def test_keyboard_opens_the_current_nodes_menu_at_the_node(
    qtbot: object,
    make_window: WindowFactory,
    tmp_path: Path,
    ask: Callable[[GameTreeView], None],
) -> None:
    window = focused_tree_far_from_view(qtbot, make_window, tmp_path)
    view = window.tree_view
    current = window.controller.game.current
    with qtbot.waitSignal(view.context_requested, timeout=5000) as blocker:  # type: ignore[attr-defined]
        ask(view)
    node, position = blocker.args
    assert node is current
    cell = view.cell_rect(current)
    assert view.viewport().rect().contains(cell)  # scrolled into view
    assert position == view.viewport().mapToGlobal(cell.center())
    menu = window.tree_menu
    assert isinstance(menu, QMenu)
    qtbot.waitUntil(menu.isVisible)  # type: ignore[attr-defined]
    texts = [a.text().replace("&", "") for a in menu.actions()]
    assert "Go to Node" in texts
    menu.close()
    window.activateWindow()  # a closed popup can stay the offscreen platform's active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)  # type: ignore[attr-defined]


def test_a_mouse_request_on_empty_space_still_opens_nothing(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = focused_tree_far_from_view(qtbot, make_window, tmp_path)
    view = window.tree_view
    asked: list[object] = []
    view.context_requested.connect(lambda node, _pos: asked.append(node))
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, QPoint(1, 1), QPoint(1, 1))
    QApplication.sendEvent(view.viewport(), event)
    assert asked == []
