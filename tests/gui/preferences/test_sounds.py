"""Sounds for moves and captures: off by default, a knock per move, two for a capture."""

from __future__ import annotations

import array

import pytest
from PySide6.QtCore import QSettings

from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.preferences.sounds import RATE, SOUNDS_KEY, MoveSounds, samples
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click
from tests.gui.preferences.test_dialog import open_preferences


class Recorder:
    def __init__(self) -> None:
        self.sounds: list[array.array[int]] = []

    def __call__(self, data: array.array[int]) -> None:
        self.sounds.append(data)


@pytest.fixture
def window(qtbot: object, make_window: WindowFactory) -> MainWindow:
    made = make_window("--program", "", "--size", "9")
    made.show()
    qtbot.waitExposed(made)  # type: ignore[attr-defined]
    return made


def recording(window: MainWindow) -> Recorder:
    """The window's sounds go to a recorder (no audio device in the tests)."""
    recorder = Recorder()
    window.preferences.sounds = MoveSounds(QSettings(), recorder)
    window.preferences.sounds.follow(window.controller.game)
    return recorder


def test_the_two_sounds() -> None:
    move, capture = samples("move"), samples("capture")
    assert 0.04 * RATE < len(move) < 0.1 * RATE and len(capture) > len(move)
    assert max(move) > 8000 and min(move) < -8000  # loud enough, no clipping (16 bits)


def test_sounds_are_off_by_default_and_on_from_the_dialog(
    qtbot: object, window: MainWindow
) -> None:
    recorder = recording(window)
    click(qtbot, window, "A2")
    assert window.preferences.sounds.played == [] and recorder.sounds == []
    dialog = open_preferences(window)
    assert not dialog.sounds.isChecked()
    dialog.sounds.setChecked(True)
    assert QSettings().value(SOUNDS_KEY) == "true"
    click(qtbot, window, "A1")  # White
    click(qtbot, window, "B1")  # Black takes A1
    assert window.preferences.sounds.played == ["move", "capture"]
    assert recorder.sounds == [samples("move"), samples("capture")]
    window.controller.back()  # a step back is silent, a step forward sounds
    window.controller.forward()
    assert window.preferences.sounds.played == ["move", "capture", "capture"]
    dialog.sounds.setChecked(False)
    click(qtbot, window, "J9")
    assert window.preferences.sounds.played == ["move", "capture", "capture"]


def test_without_an_audio_device_the_status_bar_says_so_once(
    qtbot: object, window: MainWindow
) -> None:
    messages: list[str] = []
    sounds = window.preferences.sounds
    sounds._unavailable = messages.append  # the real backend: miniaudio
    QSettings().setValue(SOUNDS_KEY, "true")
    click(qtbot, window, "E5")
    click(qtbot, window, "E4")
    assert sounds.played == ["move", "move"]
    assert len(messages) <= 1  # none where a device plays; else told once
    assert all(text.startswith("No sound:") for text in messages)
    sounds.close()
