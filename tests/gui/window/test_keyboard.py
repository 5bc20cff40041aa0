"""Playing without a mouse, and what a screen reader hears (issue 14)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from gogui_py.go import Color
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gui.board.keyboard import CURSOR_INNER, cursor_rect
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, show, stone

Text = QAccessible.Text


def _window(qtbot: object, make_window: WindowFactory, *argv: str) -> MainWindow:
    window = make_window("--program", "", "--size", "9", *argv)
    show(qtbot, window)
    return window


def _focus(qtbot: object, widget: QWidget) -> None:
    widget.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(widget.hasFocus, timeout=3000)  # type: ignore[attr-defined]


def _key(qtbot: object, window: MainWindow, key: Qt.Key) -> None:
    """A key pressed where the focus is (shortcuts first, as for a user)."""
    target = QApplication.focusWidget() or window
    qtbot.keyClick(target, key)  # type: ignore[attr-defined]


def _text(widget: QWidget, which: QAccessible.Text) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(which)


def _cursor(window: MainWindow) -> str:
    return to_gtp(window.board.cursor_point(), window.controller.game.tree.size)


def test_arrows_move_the_cursor_and_enter_plays(qtbot: object, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window)
    _focus(qtbot, window.board)
    assert _cursor(window) == "E5"  # the centre of an empty board
    _key(qtbot, window, Qt.Key.Key_Left)
    _key(qtbot, window, Qt.Key.Key_Up)
    _key(qtbot, window, Qt.Key.Key_Up)
    assert _cursor(window) == "D7"
    assert window.controller.game.move_number() == 0  # the arrows did not navigate
    _key(qtbot, window, Qt.Key.Key_Return)
    assert stone(window, "D7") is Color.BLACK
    assert window.controller.game.current.move is not None
    _key(qtbot, window, Qt.Key.Key_Right)
    _key(qtbot, window, Qt.Key.Key_Space)
    assert stone(window, "E7") is Color.WHITE
    for _ in range(20):  # the cursor stops at the edge
        _key(qtbot, window, Qt.Key.Key_Down)
    assert _cursor(window) == "E1"


def test_typed_vertex_plays_or_says_why_not(qtbot: object, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window)
    _focus(qtbot, window.board)
    qtbot.keyClicks(window.board, "d4")  # type: ignore[attr-defined]
    assert "D4" in window.statusBar().currentMessage()
    _key(qtbot, window, Qt.Key.Key_Enter)
    assert stone(window, "D4") is Color.BLACK
    assert _cursor(window) == "D4"
    qtbot.keyClicks(window.board, "Z9")  # type: ignore[attr-defined]
    _key(qtbot, window, Qt.Key.Key_Return)
    assert "no column Z" in window.statusBar().currentMessage()
    assert window.controller.game.move_number() == 1
    qtbot.keyClicks(window.board, "C10")  # type: ignore[attr-defined]
    _key(qtbot, window, Qt.Key.Key_Return)
    assert "no row 10" in window.statusBar().currentMessage()
    qtbot.keyClicks(window.board, "C3")  # type: ignore[attr-defined]
    _key(qtbot, window, Qt.Key.Key_Escape)
    assert "cancelled" in window.statusBar().currentMessage()
    _key(qtbot, window, Qt.Key.Key_Return)  # plays at the cursor, not C3
    assert stone(window, "C3") is None
    assert stone(window, "D4") is Color.BLACK
    assert window.controller.game.move_number() == 1  # D4 is occupied: refused


def test_tree_focused_arrows_step_through_the_game(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = _window(qtbot, make_window)
    for vertex in ("C3", "D4", "E5"):
        click(qtbot, window, vertex)
    assert not window.board.hasFocus()  # a click leaves the arrows to the game
    assert window.tree_view.hasFocus()  # the window starts with the tree focused
    _key(qtbot, window, Qt.Key.Key_Left)
    _key(qtbot, window, Qt.Key.Key_Left)
    assert window.controller.game.move_number() == 1
    _key(qtbot, window, Qt.Key.Key_Right)
    assert window.controller.game.move_number() == 2
    _key(qtbot, window, Qt.Key.Key_Home)
    assert window.controller.game.move_number() == 0


def test_tab_and_ctrl_f6_reach_the_panes(qtbot: object, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window)
    _focus(qtbot, window.tree_view)
    _key(qtbot, window, Qt.Key.Key_Tab)
    assert window.board.hasFocus()
    _key(qtbot, window, Qt.Key.Key_Tab)
    assert window.side_panel.comment.hasFocus()
    window.keyboard.next_pane.trigger()
    assert window.tree_view.hasFocus()
    window.keyboard.previous_pane.trigger()
    assert window.side_panel.comment.hasFocus()
    window.keyboard.previous_pane.trigger()
    assert window.board.hasFocus()


def test_menus_have_mnemonics(qtbot: object, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window)
    for action in window.menuBar().actions():
        assert "&" in action.text(), action.text()
        menu = action.menu()
        assert isinstance(menu, QMenu)
        for sub in menu.actions():
            if sub.menu() is not None and sub.isVisible():
                assert "&" in sub.text(), sub.text()


def test_accessible_texts_after_a_capture(qtbot: object, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window)
    board = window.board
    assert _text(board, Text.Name) == "Board, cursor E5, empty"
    assert "Black to play" in _text(board, Text.Description)
    # Black surrounds the white stones at A1 and A2 (White to take them, B1, B2... around)
    for vertex in ("B1", "A1", "B2", "A2", "A3"):
        click(qtbot, window, vertex)
    assert stone(window, "A1") is None
    assert _text(board, Text.Description) == "Last move: Black A3, captured 2. White to play."
    _focus(qtbot, board)
    assert _text(board, Text.Name) == "Board, cursor A3, black stone"
    _key(qtbot, window, Qt.Key.Key_Down)
    assert _text(board, Text.Name) == "Board, cursor A2, empty"
    tree = window.tree_view
    assert _text(tree, Text.Name) == "Game tree"
    assert _text(tree, Text.Description) == "Move 5, Black A3, captured 2"
    comment = window.side_panel.comment
    assert _text(comment, Text.Name) == "Comment"
    window.controller.edit(lambda game: game.set_comment(game.current, "A fine capture"))
    assert _text(tree, Text.Description) == "Move 5, Black A3, captured 2, commented"
    assert "A fine capture" in _text(comment, Text.Value)
    window.controller.back(4)
    assert _text(tree, Text.Description) == "Move 1, Black B1"


def test_cursor_drawn_only_with_focus(qtbot: object, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window)
    board = window.board
    point = from_gtp("C7", window.controller.game.tree.size)
    assert point is not None
    board.keys.set_cursor(point)
    rect = cursor_rect(board.geometry_now(), point)
    x, y = round(rect.left()), round(rect.center().y())

    def yellow() -> bool:
        image = board.grab().toImage()
        dpr = image.devicePixelRatio()
        color = QColor(image.pixel(round(x * dpr), round(y * dpr)))
        return color == CURSOR_INNER

    _focus(qtbot, window.tree_view)
    assert not yellow()
    _focus(qtbot, board)
    assert yellow()
    _focus(qtbot, window.tree_view)
    assert not yellow()
