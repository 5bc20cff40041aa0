"""New Game offers every board SGF can hold (up to 52x52), with a note beyond GTP's 25."""

from __future__ import annotations

from PySide6.QtWidgets import QRadioButton
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize
from gogui_py.gui.dialogs.new_game import NewGameDialog, NewGameSettings
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show


def test_dialog_accepts_52(qtbot: QtBot) -> None:
    dialog = NewGameDialog(NewGameSettings(BoardSize.square(19), 7.5, frozenset()))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.size_spin.maximum() == 52
    assert not dialog.size_note.isVisible()
    radio = next(b for b in dialog.findChildren(QRadioButton) if b.text() == "19x19")
    assert radio.isChecked()
    dialog.size_spin.setValue(52)
    assert dialog.size_spin.value() == 52
    assert not any(b.isChecked() for b in dialog.findChildren(QRadioButton))
    assert dialog.settings().size == BoardSize.square(52)
    assert dialog.size_note.isVisible()
    assert "25x25" in dialog.size_note.text()
    assert dialog.size_note.height() >= dialog.size_note.heightForWidth(dialog.size_note.width())
    dialog.size_spin.setValue(53)  # beyond SGF: clamped
    assert dialog.size_spin.value() == 52
    dialog.size_spin.setValue(25)
    assert not dialog.size_note.isVisible()
    radio.click()
    assert dialog.size_spin.value() == 19 and radio.isChecked()


def test_new_52_game_is_shown(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    window.start_new_game(NewGameSettings(BoardSize.square(52), 7.5, frozenset()))
    assert window.controller.game.tree.size == BoardSize.square(52)
    assert window.board.snapshot().size == BoardSize.square(52)
    window.board.resize(800, 800)
    geometry = window.board.geometry_now()
    assert geometry.cell >= 12  # a readable grid in an 800-pixel board
