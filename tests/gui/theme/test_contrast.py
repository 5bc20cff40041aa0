"""Contrast in the dark theme (and still in the light one): the navigation tool bar's arrows,
the black stones (and passes) of the game tree and the program strip's toggles stand out of
their background by at least 3:1 (WCAG's contrast ratio for graphical objects)."""

from __future__ import annotations

import math
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSettings
from PySide6.QtGui import QColor, QImage, QPalette
from PySide6.QtWidgets import QWidget

from gogui_py.go import Color
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.theme.palette import THEME_KEY, apply_theme, is_dark
from gogui_py.gui.theme.switch import theme_switch
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine, show, wait_engine

MIN_CONTRAST = 3.0


@pytest.fixture(autouse=True)
def system_theme() -> Iterator[None]:
    yield
    QSettings().remove(THEME_KEY)
    apply_theme("system")


def luminance(color: QColor) -> float:
    """WCAG 2 relative luminance of an opaque colour."""

    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * channel(color.red())
        + 0.7152 * channel(color.green())
        + 0.0722 * channel(color.blue())
    )


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio, 1 (same) to 21 (black on white)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def contrasting(image: QImage, background: QColor, rect: QRect | None = None) -> int:
    """How many pixels of ``image`` (in ``rect``, device pixels) reach MIN_CONTRAST
    against ``background``."""
    area = rect if rect is not None else image.rect()
    return sum(
        contrast(image.pixelColor(x, y), background) >= MIN_CONTRAST
        for x in range(area.left(), area.right() + 1)
        for y in range(area.top(), area.bottom() + 1)
    )


def choose(qtbot: object, window: MainWindow, theme: str) -> None:
    theme_switch().choose(theme, QSettings())  # type: ignore[arg-type]
    dark = theme == "dark"
    qtbot.waitUntil(lambda: is_dark(window.palette()) == dark)  # type: ignore[attr-defined]


def grab(widget: QWidget) -> QImage:
    widget.repaint()
    return widget.grab().toImage()


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_navigation_icons_stand_out(qtbot: object, make_window: WindowFactory, theme: str) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    choose(qtbot, window, theme)
    actions = window.window_actions.navigation
    assert len(actions) == 8
    for action in actions:
        button = window.findChild(QWidget, "navigation").widgetForAction(action)  # type: ignore[union-attr]
        image = grab(button)
        background = image.pixelColor(1, 1)
        assert background == button.palette().color(QPalette.ColorRole.Window) or theme == "light"
        icon = image.rect().adjusted(2, 2, -2, -2)
        ratio = image.devicePixelRatio()
        # At least the area of a small arrow (5 x 4 logical pixels) in strong contrast.
        assert contrasting(image, background, icon) >= 20 * ratio * ratio, action.text()


RECORD = "(;FF[4]GM[1]SZ[9];B[cc];W[gg];B[];W[ee](;B[dd])(;B[ff];W[]))"
"""Black stones on the main line, a black pass, and black stones in a variation."""


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_black_tree_stones_and_passes_stand_out(
    qtbot: object, make_window: WindowFactory, tmp_path: Path, theme: str
) -> None:
    path = tmp_path / "record.sgf"
    path.write_text(RECORD)
    window = make_window("--program", "")
    show(qtbot, window)
    assert window.files.open_path(path, ask=False)  # the current node: the root
    choose(qtbot, window, theme)
    view = window.tree_view
    layout = view.layout_
    assert layout is not None
    image = grab(view.viewport())
    ratio = image.devicePixelRatio()
    background = view.palette().color(QPalette.ColorRole.Base)
    assert image.pixelColor(1, 1) == background
    radius = view.geometry_.stone_diameter / 2
    edge_band = max(3.0, view.geometry_.cell / 8)  # the edges run through the centres
    columns, rows = layout.size
    blacks = [
        node
        for node in layout.nodes_in(0, columns, 0, rows)
        if node.move is not None and node.move.color is Color.BLACK
    ]
    assert len(blacks) == 4  # B C7, the pass, B D6 and B F4
    if theme == "light":  # a pass stays a faint stone there, as before
        blacks = [node for node in blacks if node.move.point is not None]  # type: ignore[union-attr]
    for node in blacks:
        cell = view.cell_rect(node)
        cx, cy = cell.center().x() + 0.5, cell.center().y() + 0.5
        strong = 0
        for x in range(math.floor((cx - radius) * ratio), math.ceil((cx + radius) * ratio)):
            for y in range(math.floor((cy - radius) * ratio), math.ceil((cy + radius) * ratio)):
                dx, dy = x / ratio - cx, y / ratio - cy
                if dx * dx + dy * dy <= radius * radius and abs(dy) > edge_band:
                    strong += contrast(image.pixelColor(x, y), background) >= MIN_CONTRAST
        # A visible outline: strong pixels along at least half the circumference.
        assert strong >= math.pi * radius * ratio, (node.move, strong)


@pytest.mark.parametrize("theme", ["dark", "light"])
def test_strip_toggles_stand_out(qtbot: object, make_window: WindowFactory, theme: str) -> None:
    window = make_window("--program", fake_engine("random_engine.py"))
    show(qtbot, window)
    wait_engine(qtbot, window)
    choose(qtbot, window, theme)
    row = window.program_strip.rows[0]
    assert row.analyzer_button is not None
    for button in (*row.color_buttons.values(), row.analyzer_button):
        button.setChecked(False)  # the raised look: the strip's own background
        image = grab(button)
        background = image.pixelColor(1, 1)
        ratio = image.devicePixelRatio()
        icon = image.rect().adjusted(2, 2, -2, -2)
        # An outline round an 18-pixel icon: well over 30 logical pixels in strong contrast.
        assert contrasting(image, background, icon) >= 30 * ratio * ratio, button.objectName()
