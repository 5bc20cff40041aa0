"""The Analyze dock's search field from the keyboard: Up/Down move in the command list
(not Go > Previous/Next Variation), Enter runs the selected command."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.gui.analysis.test_window import scripted_engine
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show

VARIATIONS = "(;GM[1]FF[4]SZ[9];B[ee](;W[dd];B[cc])(;W[cd]))"


def test_up_and_down_in_the_search_field_move_in_the_list_not_the_game(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "variations.sgf"
    path.write_text(VARIATIONS, encoding="utf-8")
    window = make_window(str(path), "--program", scripted_engine())
    show(qtbot, window)
    dock = window.analysis.widget
    qtbot.waitUntil(lambda: dock.commands.count() == 7, timeout=15000)  # type: ignore[attr-defined]
    window.controller.navigate(lambda g: g.go_to(g.tree.root.children[0].children[1]))
    node = window.controller.game.current
    QTest.keyClick(window, Qt.Key.Key_F8)
    search = dock.search
    search.setFocus()
    qtbot.waitUntil(search.hasFocus, timeout=3000)  # type: ignore[attr-defined]
    QTest.keyClicks(search, "s")  # the labels with an s
    listed = [dock.commands.item(row).text() for row in range(dock.commands.count())]
    assert listed[:2] == ["Stones", "Labels"]
    QTest.keyClick(search, Qt.Key.Key_Down)
    assert dock.commands.currentRow() == 0
    QTest.keyClick(search, Qt.Key.Key_Down)
    assert dock.commands.currentRow() == 1
    QTest.keyClick(search, Qt.Key.Key_Up)
    assert dock.commands.currentRow() == 0
    assert search.hasFocus() and search.text() == "s"
    assert window.controller.game.current is node  # no variation step
    QTest.keyClick(search, Qt.Key.Key_Return)  # runs Stones
    qtbot.waitUntil(lambda: window.board.snapshot().gfx is not None, timeout=10000)  # type: ignore[attr-defined]
