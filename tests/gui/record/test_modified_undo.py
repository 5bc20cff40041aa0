"""The modified mark follows the undo history: undoing every edit back to the opened or saved
record leaves it unmodified (as text editors do); redoing past that point, or editing after
undoing past it, makes it modified again."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from gogui_py.game.history import EditHistory
from gogui_py.game.sgf_io import load_file, to_sgf
from gogui_py.go import Color, Move, Point
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory

RECORD = "(;FF[4]GM[1]SZ[9]KM[7]PB[Black]PW[White];B[ee];W[cc])"
COLLECTION = "(;FF[4]GM[1]SZ[9]GN[one];B[ee])(;FF[4]GM[1]SZ[9]GN[two];B[cc])"


def _no_question(*args: object) -> QMessageBox.StandardButton:
    raise AssertionError(f"asked: {args[2] if len(args) > 2 else args}")


def _open(make_window: WindowFactory, path: Path, text: str) -> MainWindow:
    path.write_text(text, encoding="utf-8")
    window = make_window("--program", "", str(path))
    assert not window.controller.modified
    return window


def _undo_item(window: MainWindow, times: int = 1) -> None:
    for _ in range(times):
        assert window.edit_actions.undo.isEnabled()
        window.edit_actions.undo.trigger()


def _redo_item(window: MainWindow) -> None:
    assert window.edit_actions.redo.isEnabled()
    window.edit_actions.redo.trigger()


def _edit_a_lot(window: MainWindow) -> None:
    controller = window.controller
    controller.to_end()
    assert controller.play(Move(Color.BLACK, Point(6, 6)))
    controller.edit(lambda game: game.set_comment(game.current, "a note"))
    controller.edit(lambda game: game.set_comment(game.current, "a note, longer"))
    info = controller.info
    info.player_black = "Someone"
    controller.edit(lambda game: game.set_info(info))


def test_undoing_every_edit_leaves_the_file_unmodified(
    make_window: WindowFactory, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = _open(make_window, tmp_path / "game.sgf", RECORD)
    controller = window.controller
    _edit_a_lot(window)
    assert controller.modified and window.isWindowModified()
    _undo_item(window, 3)  # game info, the comment (one step while typing), the move
    assert to_sgf(controller.games) == to_sgf(load_file(tmp_path / "game.sgf").games)
    assert not controller.modified
    assert not window.isWindowModified()  # no modified mark in the title
    monkeypatch.setattr(QMessageBox, "question", _no_question)
    assert window.files.confirm_discard()  # closing does not ask to save
    _redo_item(window)
    assert controller.modified and window.isWindowModified()
    _undo_item(window)
    assert not controller.modified


def test_the_save_is_the_clean_point_and_an_edit_after_undoing_past_it_loses_it(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _open(make_window, tmp_path / "game.sgf", RECORD)
    controller = window.controller
    controller.to_end()
    assert controller.play(Move(Color.BLACK, Point(6, 6)))
    assert controller.play(Move(Color.WHITE, Point(2, 6)))
    assert window.files.save()
    assert not controller.modified
    _undo_item(window)
    assert controller.modified  # the saved file has the move
    _redo_item(window)
    assert not controller.modified
    _undo_item(window, 2)
    assert controller.modified  # before the save: not the file either
    assert controller.play(Move(Color.BLACK, Point(3, 3)))
    _undo_item(window)
    assert controller.modified  # the saved state cannot be reached any more
    assert window.files.save()
    assert not controller.modified


def test_a_collection_is_modified_while_any_of_its_games_is(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "two.sgf"
    path.write_text(COLLECTION, encoding="utf-8")
    window = make_window("--program", "")
    assert window.files.open_path(path, ask=False)
    controller = window.controller
    controller.to_end()
    controller.play(Move(Color.WHITE, Point(2, 2)))
    controller.select_game(1)
    controller.to_end()
    controller.play(Move(Color.WHITE, Point(6, 6)))
    _undo_item(window)
    assert controller.modified  # game 1 still has its move
    controller.select_game(0)
    _undo_item(window)
    assert not controller.modified and not window.isWindowModified()


def test_an_edit_around_the_history_keeps_the_record_modified(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _open(make_window, tmp_path / "game.sgf", RECORD)
    controller = window.controller
    controller.edit(lambda game: game.tree.set_properties(game.tree.root, {"GN": ["x"]}))
    assert controller.modified
    controller.play(Move(Color.BLACK, Point(6, 6)))
    _undo_item(window)
    assert controller.modified  # undo cannot take GN back off: the file differs


def test_handicap_stones_placed_around_the_history_stay_modified(
    make_window: WindowFactory,
) -> None:
    window = make_window("--program", "", "--size", "9")
    controller = window.controller
    controller.play(Move(Color.BLACK, Point(4, 4)))
    _undo_item(window)
    assert not controller.modified
    controller.place_handicap([Point(2, 2), Point(6, 6)])
    assert controller.modified and not window.edit_actions.undo.isEnabled()


def test_a_recovered_record_stays_modified_when_its_history_is_undone(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    window = _open(make_window, tmp_path / "game.sgf", RECORD)
    controller = window.controller
    controller.to_end()
    controller.play(Move(Color.BLACK, Point(6, 6)))
    history = EditHistory()
    history.restore(controller.game.history.undo_stack)
    trees = list(controller.games)
    other = make_window("--program", "", "--size", "9")
    other.controller.adopt(trees, tmp_path / "game.sgf", 0, {0: history})
    assert other.controller.modified
    _undo_item(other)
    assert other.controller.modified and other.isWindowModified()  # never saved
    assert other.files.save()
    assert not other.controller.modified
