"""New Game's time systems: each gives the clock it names (absolute time included)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from gogui_py.game.clock import Overtime, TimeSettings
from gogui_py.go import BoardSize, Color
from gogui_py.gui.dialogs.new_game import NewGameDialog, NewGameSettings
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show


def _dialog(qtbot: QtBot, current: TimeSettings | None = None) -> NewGameDialog:
    settings = NewGameSettings(BoardSize.square(9), 7.5, frozenset(), time=current)
    dialog = NewGameDialog(settings)
    qtbot.addWidget(dialog)
    return dialog


def _choose(dialog: NewGameDialog, label: str) -> None:
    index = dialog.time_combo.findText(label)
    assert index >= 0, label
    dialog.time_combo.setCurrentIndex(index)


@pytest.mark.parametrize(
    ("label", "expected"),
    [
        ("No time limit", None),
        ("Absolute", TimeSettings.absolute(600.0)),
        ("Byo-yomi", TimeSettings.byo_yomi(600.0, 5, 30.0)),
        ("Canadian", TimeSettings.canadian(600.0, 5, 30.0)),
    ],
)
def test_each_time_system_gives_its_settings(
    qtbot: QtBot, label: str, expected: TimeSettings | None
) -> None:
    dialog = _dialog(qtbot)
    _choose(dialog, label)
    dialog.main_minutes.setValue(10)
    dialog.period_seconds.setValue(30)
    dialog.period_count.setValue(5)
    assert dialog.settings().time == expected


def test_absolute_time_needs_some_main_time(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    _choose(dialog, "Byo-yomi")
    dialog.main_minutes.setValue(0)  # byo-yomi alone is a time system
    assert dialog.settings().time == TimeSettings.byo_yomi(0.0, 5, 30.0)
    _choose(dialog, "Absolute")
    assert dialog.main_minutes.value() == 1
    assert dialog.settings().time == TimeSettings.absolute(60.0)


def test_the_dialog_shows_the_current_absolute_time(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot, TimeSettings.absolute(900.0))
    assert dialog.time_combo.currentText() == "Absolute"
    assert dialog.main_minutes.value() == 15
    assert dialog.settings().time == TimeSettings.absolute(900.0)


def test_a_game_with_absolute_time_has_a_clock(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    window.start_new_game(
        NewGameSettings(BoardSize.square(9), 7.5, frozenset(), time=TimeSettings.absolute(600.0))
    )
    clock = window.game_clock.snapshot()
    assert clock is not None and clock.settings.overtime is Overtime.NONE
    for color in (Color.BLACK, Color.WHITE):
        assert window.clock_view.text(color) == "10:00"
