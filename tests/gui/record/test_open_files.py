"""Opening files the ways a user does: every corpus record, drag and drop."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QMessageBox, QRadioButton

from gogui_py.go import BoardSize, Color
from gogui_py.gui.dialogs.new_game import NewGameDialog, NewGameSettings
from tests.conftest import corpus_dir
from tests.gui.conftest import WindowFactory

FOLDERS = ("gnugo", "gogui", "katrain", "pachi")


@pytest.mark.parametrize("folder", FOLDERS)
def test_every_corpus_file_opens_without_an_error_dialog(
    qtbot: object, make_window: WindowFactory, folder: str
) -> None:
    window = make_window("--program", "")
    files = sorted(corpus_dir(folder).glob("*.sgf"))
    assert files
    for path in files:
        assert window.files.open_path(path, ask=False), path
        assert window.findChild(QMessageBox) is None, path
        assert window.controller.path == path
        window.controller.to_end()
        window.controller.to_start()
        assert window.board.snapshot().size == window.controller.game.tree.size


def _drop(window: object, path: Path) -> None:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(path))])
    enter = QDragEnterEvent(
        QPoint(50, 50),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, enter)  # type: ignore[arg-type]
    assert enter.isAccepted()
    drop = QDropEvent(
        QPointF(50, 50),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(window, drop)  # type: ignore[arg-type]


def test_drag_and_drop_opens_the_file(qtbot: object, make_window: WindowFactory) -> None:
    path = corpus_dir("gogui", "statistics-game-1.sgf")
    window = make_window("--program", "")
    window.show()
    _drop(window, path)
    assert window.controller.path == path
    assert window.controller.game.tree.size == BoardSize(9, 9)


def test_new_game_dialog_sets_size_komi_and_players(
    qtbot: object, make_window: WindowFactory
) -> None:
    players = [("program:engine", "GNU Go 3.8"), ("entry:1", "gogui-py MC engine")]
    dialog = NewGameDialog(NewGameSettings(BoardSize(19, 19), 7.5, frozenset()), players)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    buttons = {b.text(): b for b in dialog.findChildren(QRadioButton)}
    buttons["9x9"].click()
    assert dialog.size_spin.value() == 9
    dialog.size_spin.setValue(23)
    dialog.komi_spin.setValue(0.5)
    black, white = dialog.player_combos[Color.BLACK], dialog.player_combos[Color.WHITE]
    assert [black.itemText(i) for i in range(black.count())] == [
        "Person",
        "GNU Go 3.8",
        "gogui-py MC engine",
    ]
    assert black.currentText() == white.currentText() == "Person"
    black.setCurrentIndex(1)
    white.setCurrentIndex(2)
    settings = dialog.settings()
    assert settings.size == BoardSize(23, 23)
    assert settings.komi == 0.5
    assert settings.computer == frozenset({Color.BLACK, Color.WHITE})
    assert (settings.black, settings.white) == ("program:engine", "entry:1")


def test_guessed_encoding_warning_points_to_reopen_with_encoding(
    make_window: WindowFactory, tmp_path: Path
) -> None:
    path = tmp_path / "latin.sgf"
    path.write_bytes("(;GM[1]FF[4]C[café crème brûlée à la française])".encode("cp1252"))
    window = make_window("--program", "")
    assert window.files.open_path(path, ask=False)
    (warning,) = window.controller.warnings
    assert warning.startswith("line 1, column 1: not UTF-8 and no CA: read as ")
    assert warning.endswith("; File > More > Reopen with Encoding to change")
