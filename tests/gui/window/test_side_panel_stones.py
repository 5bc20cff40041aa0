"""The side panel's player markers and the clock's stones are drawn stones: Black's is
black and White's white whatever the theme, with a rim that shows on either background."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from gogui_py.go import Color
from gogui_py.gui.clock.view import stone_pixmap
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.theme.palette import THEME_KEY, apply_theme
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show


@pytest.fixture(autouse=True)
def system_theme() -> Iterator[None]:
    """The stored theme back to its default, the platform's palette back."""
    yield
    QSettings().remove(THEME_KEY)
    apply_theme("system")


def marker(window: MainWindow, color: Color) -> QImage:
    label = window.side_panel.findChild(QLabel, f"stone-{color.value}")
    assert isinstance(label, QLabel)
    assert label.text() == ""  # no ●/○ glyph in the text colour
    return label.grab().toImage()


def centre(image: QImage) -> QColor:
    return image.pixelColor(image.width() // 2, image.height() // 2)


def test_stone_pixmaps_are_black_and_white_with_a_contrasting_rim(qtbot: QtBot) -> None:
    black = stone_pixmap(Color.BLACK, 16).toImage()
    white = stone_pixmap(Color.WHITE, 16).toImage()
    assert centre(black).lightness() < 40 and centre(white).lightness() > 220
    rim = black.pixelColor(8, 1)  # the top of the outline
    assert rim.alpha() > 0 and rim.lightness() > 90  # shows on a dark background
    assert white.pixelColor(8, 1).lightness() < 160  # and White's on a light one


def test_side_panel_markers_in_the_dark_theme(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    apply_theme("dark")
    qtbot.waitUntil(lambda: window.palette().color(window.backgroundRole()).lightness() < 128)
    assert centre(marker(window, Color.BLACK)).lightness() < 40  # a black stone, not white
    assert centre(marker(window, Color.WHITE)).lightness() > 220
