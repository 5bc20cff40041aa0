"""Editing a record in the window: tools, undo/redo, comments, tree view, collections,
find, encodings — each checked by what the user sees."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import QApplication, QMenu, QMessageBox

from gogui_py.game.sgf_io import load_file
from gogui_py.go import Color
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.editing.board_input import Tool
from tests.conftest import corpus_dir
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, show, stone


def point(vertex: str, size: int = 9) -> object:
    from gogui_py.go import BoardSize

    return from_gtp(vertex, BoardSize(size, size))


def test_undo_and_redo_moves_with_the_keyboard(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    for vertex in ("C3", "D4", "E5"):
        click(qtbot, window, vertex)
    assert window.controller.game.move_number() == 3
    assert window.edit_actions.undo.text() == "&Undo Play E5"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # type: ignore[attr-defined]
    assert stone(window, "E5") is None
    assert window.controller.game.move_number() == 2
    layout = window.tree_view.layout_
    assert layout is not None and layout.size[0] == 3  # root + 2 moves
    qtbot.keyClick(  # type: ignore[attr-defined]
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert stone(window, "E5") is Color.BLACK
    assert window.controller.game.move_number() == 3


def test_markup_tools_draw_on_the_board_and_undo(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    click(qtbot, window, "E5")
    window.edit_actions.tools[Tool.TRIANGLE].trigger()
    click(qtbot, window, "C3")
    window.edit_actions.tools[Tool.LABEL_LETTER].trigger()
    click(qtbot, window, "G7")
    click(qtbot, window, "G3")
    snapshot = window.board.snapshot()
    assert (point("C3"), "TR") in snapshot.marks
    assert dict(snapshot.labels) == {point("G7"): "A", point("G3"): "B"}
    assert window.controller.game.move_number() == 1  # markup does not play
    window.edit_actions.tools[Tool.ARROW].trigger()
    board = window.board
    geometry = board.geometry_now()
    start = geometry.center(point("C3"))  # type: ignore[arg-type]
    end = geometry.center(point("G7"))  # type: ignore[arg-type]
    qtbot.mousePress(board, Qt.MouseButton.LeftButton, pos=QPoint(*map(round, start)))  # type: ignore[attr-defined]
    qtbot.mouseMove(board, QPoint(*map(round, end)))  # type: ignore[attr-defined]
    qtbot.mouseRelease(board, Qt.MouseButton.LeftButton, pos=QPoint(*map(round, end)))  # type: ignore[attr-defined]
    assert window.board.snapshot().arrows == ((point("C3"), point("G7")),)
    window.edit_actions.undo.trigger()
    assert window.board.snapshot().arrows == ()
    window.edit_actions.undo.trigger()
    assert point("G3") not in dict(window.board.snapshot().labels)


def test_setup_tool_on_a_move_node_makes_a_setup_child(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    click(qtbot, window, "E5")
    window.edit_actions.tools[Tool.SETUP_WHITE].trigger()
    click(qtbot, window, "C3")
    game = window.controller.game
    assert game.current.move is None
    assert game.current.add_white == (point("C3"),)
    assert game.current.parent is not None and game.current.parent.move is not None
    assert stone(window, "C3") is Color.WHITE
    click(qtbot, window, "C3")  # clicking it again takes it away
    assert stone(window, "C3") is None


def test_typing_a_comment_is_one_undo_step(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    click(qtbot, window, "E5")
    editor = window.side_panel.comment
    editor.setFocus()
    qtbot.keyClicks(editor, "Black takes tengen")  # type: ignore[attr-defined]
    assert window.controller.game.current.comment == "Black takes tengen"
    assert window.controller.modified
    window.edit_actions.undo.trigger()
    assert window.controller.game.current.comment == ""
    assert editor.toPlainText() == ""


def test_selected_comment_text_highlights_named_points(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    window.controller.edit(lambda g: g.set_comment(g.current, "Look at C3 and G7, not Z9"))
    editor = window.side_panel.comment
    cursor = editor.textCursor()
    cursor.select(QTextCursor.SelectionType.Document)
    editor.setTextCursor(cursor)
    assert window.board.snapshot().highlighted == frozenset({point("C3"), point("G7")})


def test_tree_view_click_jumps_to_the_node(qtbot: object, make_window: WindowFactory) -> None:
    path = corpus_dir("gnugo", "katsunari-gnugo2.W+4.sgf")
    window = make_window("--program", "", str(path))
    show(qtbot, window)
    game = window.controller.game
    target = game.tree.main_line()[5]
    rect = window.tree_view.cell_rect(target)
    qtbot.mouseClick(  # type: ignore[attr-defined]
        window.tree_view.viewport(), Qt.MouseButton.LeftButton, pos=rect.center()
    )
    assert game.current is target
    assert window.controller.game.move_number() == 5


def test_collection_game_list_and_find(qtbot: object, make_window: WindowFactory) -> None:
    path = corpus_dir("gogui", "ff4_ex.sgf")
    window = make_window("--program", "", str(path))
    show(qtbot, window)
    assert len(window.controller.games) == 2
    assert "(1/2)" in window.windowTitle()
    window.controller.select_game(1)
    assert "(2/2)" in window.windowTitle()
    assert window.controller.game.tree is window.controller.games[1]
    window.controller.select_game(0)
    window.dialogs._search(re.compile("Doubtful"), True)
    assert "Doubtful move" in window.controller.game.current.comment
    assert window.side_panel.comment.toPlainText() == window.controller.game.current.comment


def test_edit_menu_truncate_and_make_main_variation(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    click(qtbot, window, "C3")
    window.controller.back()
    click(qtbot, window, "D4")  # a second variation
    game = window.controller.game
    assert len(game.tree.root.children) == 2
    actions = {a.text().replace("&", ""): a for a in window.edit_actions.node_edits}
    actions["Make Main Variation"].trigger()
    assert game.tree.root.children[0].move.point == point("D4")  # type: ignore[union-attr]
    actions["Truncate"].trigger()
    assert len(game.tree.root.children) == 1
    assert game.current is game.tree.root


def test_saving_over_a_repaired_file_asks_first(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    source = corpus_dir("gnugo", "9handicap.sgf")  # no ';' before the root: repaired
    target = tmp_path / "9handicap.sgf"
    target.write_bytes(source.read_bytes())
    window = make_window("--program", "", str(target))
    assert window.controller.warnings
    answered: list[str] = []

    def answer(button: QMessageBox.StandardButton) -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox):
            answered.append(box.text())
            box.button(button).click()
        else:
            QTimer.singleShot(20, lambda: answer(button))

    QTimer.singleShot(20, lambda: answer(QMessageBox.StandardButton.Cancel))
    assert not window.files.save()
    assert answered and "repaired" in answered[0]
    assert target.read_bytes() == source.read_bytes()
    QTimer.singleShot(20, lambda: answer(QMessageBox.StandardButton.Save))
    assert window.files.save()
    assert target.read_bytes().startswith(b"(;FF[4]CA[UTF-8]")
    assert not window.controller.confirm_overwrite
    assert load_file(target).warnings == []


def test_reopen_with_another_encoding(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "latin.sgf"
    path.write_bytes("(;GM[1]SZ[9]PB[J\u00f6rg]C[h\u00f6rru])".encode("latin-1"))
    window = make_window("--program", "", str(path))
    assert window.controller.info.player_black == "J\u00f6rg"
    assert window.files.open_path(path, ask=False, encoding="cp1251")
    assert window.controller.encoding == "cp1251"
    assert window.controller.info.player_black == "J\u0446rg"


def test_label_tool_asks_for_text_and_tree_menu_edits(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    click(qtbot, window, "E5")
    asked: list[str] = []

    def ask(prompt: str, default: str) -> str | None:
        asked.append(prompt)
        return "ko\tthreat"

    window.board_input._ask_text = ask
    window.edit_actions.tools[Tool.LABEL_TEXT].trigger()
    click(qtbot, window, "C3")
    assert asked == ["Label at C3:"]
    assert dict(window.board.snapshot().labels) == {point("C3"): "ko threat"}
    game = window.controller.game
    menu = tree_context_menu_for(window, game.current)
    texts = [a.text() for a in menu.actions() if a.text()]
    assert "&Truncate" in texts and "&Make Main Variation" in texts
    next(a for a in menu.actions() if a.text() == "&Truncate").trigger()
    assert game.move_number() == 0
    assert not game.tree.root.children


def tree_context_menu_for(window: object, node: object) -> QMenu:
    from gogui_py.gui.editing.edit_actions import tree_context_menu

    return tree_context_menu(window, window.controller, node)  # type: ignore[arg-type, attr-defined]


def test_opening_a_collection_offers_the_game_list(
    qtbot: object, make_window: WindowFactory
) -> None:
    from gogui_py.gui.dialogs.game_list import GameListDialog

    window = make_window("--program", "")
    show(qtbot, window)
    assert window.files.open_path(corpus_dir("gogui", "ff4_ex.sgf"), ask=False)
    qtbot.waitUntil(lambda: window.findChild(GameListDialog) is not None)  # type: ignore[attr-defined]
    dialog = window.findChild(GameListDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.table.selectRow(1)
    dialog.accept()
    assert window.controller.game_index == dialog.selected()
