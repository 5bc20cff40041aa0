"""View > Theme and Edit > Preferences > Theme: the window, the margins round the board and
the game tree turn dark or light at once; the choice is stored; the slate board look."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QColor, QPalette
from PySide6.QtWidgets import QApplication, QMenu

from gogui_py.go import Point
from gogui_py.gui.board.textures import SLATE_COLOR
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.theme.palette import (
    THEME_KEY,
    apply_stored_theme,
    apply_theme,
    is_dark,
    stored_theme,
)
from gogui_py.gui.tree_view.painter import TreeColors
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show


@pytest.fixture(autouse=True)
def system_theme() -> Iterator[None]:
    """The stored theme and the look back to their defaults, the platform's palette back."""
    store = QSettings()
    yield
    store.remove(THEME_KEY)
    store.remove("view/look")
    apply_theme("system")


def theme_item(window: MainWindow, text: str) -> QAction:
    theme = next(a.menu() for a in window.view_menu.actions() if a.text() == "T&heme")
    assert isinstance(theme, QMenu)
    return next(a for a in theme.actions() if a.text() == text)


def margin_color(window: MainWindow) -> QColor:
    """The colour the board widget shows in its top-left corner (outside the board)."""
    image = window.board.grab().toImage()
    return image.pixelColor(1, 1)


def window_window(window: MainWindow) -> QColor:
    return window.palette().color(QPalette.ColorRole.Window)


def test_view_theme_dark_and_light(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    assert theme_item(window, "Follow the &System").isChecked()
    light_margin = margin_color(window)
    assert not is_dark(window.palette())

    theme_item(window, "&Dark").trigger()
    qtbot.waitUntil(lambda: window_window(window).lightness() < 128)  # type: ignore[attr-defined]
    assert theme_item(window, "&Dark").isChecked()
    assert not theme_item(window, "Follow the &System").isChecked()
    assert stored_theme(QSettings()) == "dark"
    assert margin_color(window).lightness() < 128 <= light_margin.lightness()
    tree = TreeColors.from_palette(window.tree_view.palette())
    assert tree.background.lightness() < 128  # the game tree paints on the dark base
    assert window.side_panel.palette().color(QPalette.ColorRole.Base).lightness() < 128

    theme_item(window, "&Light").trigger()
    qtbot.waitUntil(lambda: window_window(window).lightness() >= 128)  # type: ignore[attr-defined]
    assert margin_color(window).lightness() >= 128
    assert stored_theme(QSettings()) == "light"

    theme_item(window, "Follow the &System").trigger()
    assert stored_theme(QSettings()) == "system"
    assert not is_dark(window.palette())  # the platform's (light) palette here


def test_preferences_theme_follows_and_drives_the_menu(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    dialog = window.preferences.open()
    assert dialog.theme.currentData() == "system"
    dialog.theme.setCurrentIndex(dialog.theme.findData("dark"))
    qtbot.waitUntil(lambda: is_dark(window.palette()))  # type: ignore[attr-defined]
    assert theme_item(window, "&Dark").isChecked()
    assert is_dark(dialog.palette())

    theme_item(window, "&Light").trigger()
    assert dialog.theme.currentData() == "light"

    dialog.restore_defaults()
    assert dialog.theme.currentData() == "system"
    assert not QSettings().contains(THEME_KEY)
    assert theme_item(window, "Follow the &System").isChecked()
    dialog.close()


def test_slate_look_draws_a_slate_board(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    dialog = window.preferences.open()
    dialog.look.setCurrentIndex(dialog.look.findData("slate"))
    assert window.board.snapshot().look == "slate"
    image = window.board.grab().toImage()
    geometry = window.board.geometry_now()
    x, y = geometry.center(Point(3, 3))
    half = geometry.cell / 2
    dpr = image.devicePixelRatio()
    assert image.pixelColor(round((x + half) * dpr), round((y + half) * dpr)) == SLATE_COLOR
    dialog.close()


def test_stored_theme_applied_at_start() -> None:
    store = QSettings()
    store.setValue(THEME_KEY, "dark")
    assert apply_stored_theme(store) == "dark"
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    assert is_dark(app.palette())
    store.setValue(THEME_KEY, "nonsense")
    assert stored_theme(store) == "system"
    with pytest.raises(ValueError, match="unknown theme"):
        apply_theme("purple")  # type: ignore[arg-type]
