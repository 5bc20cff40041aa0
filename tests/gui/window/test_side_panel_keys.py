"""Keys in the comment editor move its text cursor, not the game: Ctrl+Up/Ctrl+Down
(Go > Previous/Next Earlier Variation elsewhere) move by paragraph, Up/Down by line."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show

RECORD = "(;GM[1]FF[4]SZ[9];B[ee](;W[dd]C[first line\nsecond line\nthird line];B[cc])(;W[cd]))"
"""The first variation's White move has a three-paragraph comment; a second variation
follows Black's move, so Ctrl+Down (Next Earlier Variation) would leave the node."""


def _window(qtbot: object, make_window: WindowFactory, tmp_path: Path) -> MainWindow:
    path = tmp_path / "commented.sgf"
    path.write_text(RECORD, encoding="utf-8")
    window = make_window(str(path), "--program", "")
    show(qtbot, window)
    window.controller.navigate(lambda g: g.go_to(g.tree.root.children[0].children[0]))
    return window


def test_ctrl_arrows_in_the_comment_move_by_paragraph_not_through_the_game(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(qtbot, make_window, tmp_path)
    node = window.controller.game.current
    comment = window.side_panel.comment
    assert comment.toPlainText().startswith("first line")
    window.side_panel.edit_comment()
    qtbot.waitUntil(comment.hasFocus, timeout=3000)  # type: ignore[attr-defined]
    QTest.keyClick(comment, Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    control = Qt.KeyboardModifier.ControlModifier
    QTest.keyClick(comment, Qt.Key.Key_Down, control)
    assert window.controller.game.current is node  # Next Earlier Variation did not fire
    assert comment.textCursor().block().text() == "second line"
    assert comment.textCursor().positionInBlock() == 0
    QTest.keyClick(comment, Qt.Key.Key_Down, control | Qt.KeyboardModifier.ShiftModifier)
    assert comment.textCursor().selectedText() == "second line\u2029"  # a paragraph selected
    QTest.keyClick(comment, Qt.Key.Key_Down, control)
    QTest.keyClick(comment, Qt.Key.Key_Down, control)  # the last paragraph: to its end
    assert comment.textCursor().atEnd()
    QTest.keyClick(comment, Qt.Key.Key_Up, control)
    assert comment.textCursor().block().text() == "third line"
    assert comment.textCursor().positionInBlock() == 0
    QTest.keyClick(comment, Qt.Key.Key_Up, control)
    assert comment.textCursor().block().text() == "second line"
    QTest.keyClick(comment, Qt.Key.Key_Up)  # Previous Variation elsewhere
    assert comment.textCursor().block().text() == "first line"
    assert window.controller.game.current is node
    assert comment.toPlainText().startswith("first line")  # nothing typed or lost


def test_ctrl_down_on_the_tree_still_goes_to_the_next_earlier_variation(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(qtbot, make_window, tmp_path)
    window.controller.navigate(lambda g: g.go_to(g.current.children[0]))  # B[cc]
    node = window.controller.game.current
    tree = window.tree_view
    tree.setFocus()
    qtbot.waitUntil(tree.hasFocus, timeout=3000)  # type: ignore[attr-defined]
    QTest.keyClick(tree, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.game.current is not node
