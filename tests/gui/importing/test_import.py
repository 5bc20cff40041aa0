"""File > Import: a position from a pasted diagram, and SGF from the clipboard."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QDialogButtonBox, QMessageBox, QWidget

from gogui_py.go import BoardSize, Color, Move, Point
from gogui_py.go.text_position import TextPosition
from gogui_py.gui.importing import ImportLink
from gogui_py.gui.importing.text_dialog import TextImportDialog
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory

SHOWBOARD = """\
   A B C D E F G
 7 . . . . . . . 7
 6 . . X . . . . 6
 5 . . + . + . . 5     WHITE (O) has captured 0 pieces
 4 . . . O . . . 4
 3 . . + . + . . 3
 2 . # . . . o . 2
 1 . . . . . . . 1
   A B C D E F G
White to play
"""


def import_link(window: MainWindow) -> ImportLink:
    link = window.features.installed["importing"]
    assert isinstance(link, ImportLink)
    return link


def stones(window: MainWindow) -> tuple[set[Point], set[Point]]:
    """The black and white stones the board shows."""
    snapshot = window.board.snapshot()
    width = snapshot.size.width
    black = {Point(i % width, i // width) for i, c in enumerate(snapshot.cells) if c == 1}
    white = {Point(i % width, i // width) for i, c in enumerate(snapshot.cells) if c == 2}
    return black, white


def warnings(window: MainWindow) -> list[str]:
    return [box.text() for box in window.findChildren(QMessageBox) if box.isVisible()]


def test_import_menu_in_file_menu(make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    link = import_link(window)
    file_menu = window.window_actions.menus["file"]
    titles = [a.text() for a in file_menu.actions()]
    assert "&Import" in titles and titles.index("&Import") < titles.index("&Export…")
    assert [a.text() for a in link.menu.actions()] == [
        "Position from &Text…",
        "SGF from &Clipboard",
    ]


def test_position_from_text_dialog_shows_errors_then_imports(
    make_window: WindowFactory, qtbot: object
) -> None:
    window = make_window("--program", "")
    seen: list[str] = []

    def ask(parent: QWidget, text: str) -> TextPosition | None:
        dialog = TextImportDialog(parent, text)
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
        dialog.editor.setPlainText(". . .\n. ? .\n. . .")
        dialog.show()
        ok.click()
        assert dialog.isVisible()  # a bad text keeps the dialog open, with why
        assert dialog.error.isVisible()
        seen.append(dialog.error.text())
        assert dialog.editor.textCursor().blockNumber() == 1
        assert dialog.editor.textCursor().positionInBlock() == 2
        dialog.editor.setPlainText(SHOWBOARD)
        ok.click()
        assert not dialog.isVisible()
        return dialog.position

    link = import_link(window)
    link._ask = ask
    assert link.import_text_dialog()
    assert seen == ["Not a board diagram: line 2, column 3: '?' is not a point of the board"]
    controller = window.controller
    assert controller.game.tree.size == BoardSize.square(7)
    assert controller.path is None and controller.modified
    black, white = stones(window)
    assert black == {Point(2, 1), Point(1, 5)}  # C6, B2
    assert white == {Point(3, 3), Point(5, 5)}  # D4, F2
    assert controller.game.to_move() is Color.WHITE
    root = controller.game.tree.root
    assert not root.children and set(root.add_white) == white  # setup, not moves


def test_import_text_asks_before_dropping_unsaved_work(
    make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window("--program", "")
    assert window.controller.play(Move(Color.BLACK, Point(3, 3)))
    monkeypatch.setattr(
        QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Cancel
    )
    assert not import_link(window).import_text(SHOWBOARD)
    assert window.controller.game.tree.size == BoardSize.square(19)  # kept
    monkeypatch.setattr(
        QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Discard
    )
    assert import_link(window).import_text(SHOWBOARD)
    assert window.board.snapshot().size == BoardSize.square(7)


def test_bad_text_gives_a_warning_and_keeps_the_game(make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    assert not import_link(window).import_text(". . .\n. . . .\n")
    assert any("line 2, column 7" in text for text in warnings(window))
    assert window.board.snapshot().size == BoardSize.square(19)


def test_sgf_from_clipboard_opens_a_new_unsaved_record(make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    QGuiApplication.clipboard().setText("(;FF[4]GM[1]SZ[9]AB[cc][dd]AW[ee];B[gg])")
    import_link(window).clipboard_action.trigger()
    controller = window.controller
    assert controller.path is None and controller.modified
    assert window.board.snapshot().size == BoardSize.square(9)
    black, white = stones(window)
    assert black == {Point(2, 2), Point(3, 3)} and white == {Point(4, 4)}
    controller.to_end()
    assert Point(6, 6) in stones(window)[0]


def test_clipboard_that_is_not_sgf_is_refused_clearly(make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    QGuiApplication.clipboard().setText("just some words")
    assert not import_link(window).import_clipboard_sgf()
    assert any("not SGF" in text for text in warnings(window))
    QGuiApplication.clipboard().clear()
    assert not import_link(window).import_clipboard_sgf()
    assert any("holds no text" in text for text in warnings(window))
    assert window.controller.game.tree.size == BoardSize.square(19)
