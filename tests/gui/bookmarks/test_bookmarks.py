"""Go > Bookmarks: add a bookmark of a saved record, see it in the menu, open the file at
its position from another game, rename and delete bookmarks."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QInputDialog, QMessageBox

from gogui_py.go import BoardSize
from gogui_py.gui.bookmarks import BookmarksMenu
from gogui_py.gui.bookmarks.editor import BookmarkEditor
from gogui_py.gui.bookmarks.store import load_bookmarks, save_bookmarks
from gogui_py.gui.dialogs.new_game import NewGameSettings
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show

TREE = (
    "(;GM[1]FF[4]SZ[9];B[aa];W[bb](;B[cc]C[main three];W[dd])"
    "(;B[ce]C[side three];W[de];B[ff]C[side five]))"
)


@pytest.fixture(autouse=True)
def no_bookmarks(qapp: object) -> Iterator[None]:
    """The settings are shared by the whole run: no bookmark before or after a test."""
    save_bookmarks(QSettings(), [])
    yield
    save_bookmarks(QSettings(), [])


def _window(qtbot: object, make_window: WindowFactory, path: Path) -> MainWindow:
    path.write_text(TREE, encoding="utf-8")
    window = make_window("--program", "", str(path))
    show(qtbot, window)
    return window


def _bookmarks(window: MainWindow) -> BookmarksMenu:
    menu = window.features.installed["bookmarks"]
    assert isinstance(menu, BookmarksMenu)
    return menu


def _add(window: MainWindow, name: str | None = None) -> None:
    menu = _bookmarks(window)
    menu.add.trigger()
    dialog = menu.name_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Add Bookmark"
    if name is not None:
        dialog.setTextValue(name)
    dialog.accept()


def test_add_bookmark_and_open_it_from_another_game(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "joseki.sgf"
    window = _window(qtbot, make_window, path)
    menu = _bookmarks(window)
    assert menu.menu.menuAction() in window.features.menu("go").actions()
    assert menu.add.shortcut().toString() == "Ctrl+B"
    controller = window.controller
    controller.forward(3)
    controller.next_variation()  # B[ce], "side three"
    controller.forward(2)  # B[ff], move 5 of variation 2
    _add(window)
    assert [a.text() for a in menu.items] == ["joseki.sgf, move 5"]
    stored = load_bookmarks(QSettings())
    assert stored[0].path == path.resolve() and stored[0].move == 5
    assert stored[0].variation == "2"
    window.start_new_game(_nine())
    assert controller.path is None
    menu.items[0].trigger()
    assert controller.path == path
    assert controller.game.move_number() == 5
    assert window.side_panel.comment.toPlainText() == "side five"
    assert "Move 5" in window.position_label.text()


def _nine() -> NewGameSettings:
    return NewGameSettings(BoardSize(9, 9), 6.5, frozenset())


def test_bookmark_needs_a_saved_file(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    _bookmarks(window).add.trigger()
    assert window.findChild(QInputDialog, "add-bookmark") is None
    boxes = [box for box in window.findChildren(QMessageBox) if box.isVisible()]
    assert boxes and "saved file" in boxes[-1].text()
    assert _bookmarks(window).items == []


def test_edit_bookmarks_renames_and_deletes(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _window(qtbot, make_window, tmp_path / "game.sgf")
    menu = _bookmarks(window)
    _add(window, "start")
    window.controller.forward(3)
    _add(window, "main three")
    assert [a.text() for a in menu.items] == ["start", "main three"]
    menu.edit.trigger()
    editor = window.findChild(BookmarkEditor, "edit-bookmarks")
    assert editor is not None and editor.isVisible()
    editor.list.item(1).setText("Three on the main line")
    editor.list.setCurrentRow(0)
    editor.delete_current()
    editor.accept()
    assert [a.text() for a in menu.items] == ["Three on the main line"]
    assert [b.name for b in load_bookmarks(QSettings())] == ["Three on the main line"]
    window.controller.to_start()
    menu.items[0].trigger()  # the open file: no reopening, just the position
    assert window.side_panel.comment.toPlainText() == "main three"


def test_opening_a_bookmark_asks_before_unsaved_work_is_dropped(
    qtbot: object, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _window(qtbot, make_window, tmp_path / "game.sgf")
    menu = _bookmarks(window)
    window.controller.forward(3)
    _add(window, "three")
    window.start_new_game(_nine())
    window.controller.edit(lambda game: game.play(None))  # unsaved work
    asked: list[str] = []

    def cancel(*args: object, **_kwargs: object) -> QMessageBox.StandardButton:
        asked.append(str(args[2]))
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", cancel)
    menu.items[0].trigger()
    assert asked and "unsaved changes" in asked[0]
    assert window.controller.path is None and window.controller.game.move_number() == 1
