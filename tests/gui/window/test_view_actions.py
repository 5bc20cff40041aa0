"""File > More: items enabled only when they apply to the record shown (as GoGui greys out
inapplicable items)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog

from gogui_py.go import BoardSize
from gogui_py.gui.i18n import translate, without_mnemonic
from gogui_py.gui.main_window import MainWindow
from tests.conftest import corpus_dir
from tests.gui.conftest import WindowFactory

CLEAN = "(;FF[4]GM[1]SZ[9]KM[7];B[ee];W[cc])"
COLLECTION = "(;FF[4]GM[1]SZ[9];B[ee])(;FF[4]GM[1]SZ[9];B[cc])"
TRUNCATED = "(;FF[4]GM[1]SZ[9]KM[7];B[ee];W[cc];B[dd"
"""Cut short in the middle of a move: read with repairs (the missing ``]`` and ``)``)."""


def more_item(window: MainWindow, text: str) -> QAction:
    """The File > More item showing ``text`` (English, context ``Menu``), as the user sees it."""
    wanted = without_mnemonic(translate("Menu", text))
    menu = window.window_actions.menus["file_extra"]
    for action in menu.actions():
        if without_mnemonic(action.text()) == wanted:
            return action
    raise AssertionError(f"File > More has no {wanted!r}")


def select_game(window: MainWindow) -> QAction:
    return more_item(window, "Select &Game of Collection…")


def repairs(window: MainWindow) -> QAction:
    return more_item(window, "Show &Repairs Made on Reading…")


def open_record(qtbot: object, window: MainWindow, path: Path) -> None:
    """Open ``path``; a collection offers its game list (after the file is shown): close it."""
    assert window.files.open_path(path, ask=False), path
    if len(window.controller.games) > 1:

        def game_list() -> QDialog | None:
            shown = [d for d in window.findChildren(QDialog) if d.isVisible()]
            return shown[0] if shown else None

        qtbot.waitUntil(lambda: game_list() is not None, timeout=5000)  # type: ignore[attr-defined]
        dialog = game_list()
        assert dialog is not None
        dialog.reject()


def test_more_items_follow_the_record_shown(
    qtbot: object, make_window: WindowFactory, tmp_path: Path
) -> None:
    (tmp_path / "clean.sgf").write_text(CLEAN, encoding="utf-8")
    (tmp_path / "collection.sgf").write_text(COLLECTION, encoding="utf-8")
    (tmp_path / "truncated.sgf").write_text(TRUNCATED, encoding="utf-8")
    window = make_window("--program", "")
    # a new, empty game: one game, read from no file
    assert not select_game(window).isEnabled()
    assert not repairs(window).isEnabled()

    open_record(qtbot, window, tmp_path / "clean.sgf")
    assert window.controller.warnings == [] and len(window.controller.games) == 1
    assert not select_game(window).isEnabled()
    assert not repairs(window).isEnabled()

    open_record(qtbot, window, tmp_path / "collection.sgf")
    assert select_game(window).isEnabled()
    assert not repairs(window).isEnabled()
    window.controller.select_game(1)  # another game of the same collection
    assert select_game(window).isEnabled()

    open_record(qtbot, window, tmp_path / "truncated.sgf")
    assert window.controller.warnings  # the file really was repaired
    assert repairs(window).isEnabled()
    assert not select_game(window).isEnabled()

    window.controller.new_game(BoardSize.square(9), 7.0)  # File > New Game
    assert not select_game(window).isEnabled()
    assert not repairs(window).isEnabled()


def test_a_clean_corpus_file_has_no_repairs_to_show(
    qtbot: object, make_window: WindowFactory
) -> None:
    path = corpus_dir("sabaki", "chinese.sgf")
    window = make_window(str(path))
    assert window.controller.path == path and window.controller.warnings == []
    assert not repairs(window).isEnabled()
    assert not select_game(window).isEnabled()


def reopen(window: MainWindow) -> QAction:
    return more_item(window, "Reopen with &Encoding…")


def test_reopen_with_encoding_needs_a_file(
    qtbot: object, make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = make_window("--program", "")
    assert window.controller.path is None
    assert not reopen(window).isEnabled()  # an untitled game: no file to read again
    saved = str(tmp_path / "saved.sgf")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: (saved, ""))
    assert window.files.save_as()  # File > Save As
    assert window.controller.path == tmp_path / "saved.sgf"
    assert reopen(window).isEnabled()
    window.controller.new_game(BoardSize.square(9), 7.0)  # File > New Game
    assert not reopen(window).isEnabled()
    open_record(qtbot, window, tmp_path / "saved.sgf")
    assert reopen(window).isEnabled()
