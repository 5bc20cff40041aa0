"""Coordinate labels stay readable on big boards: a font of at least
:data:`LABEL_MIN_PIXELS`, every second label where they would touch."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.textures import LABEL_MIN_PIXELS, label_pixel_size, paint_labels
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show


def _paint(geometry: BoardGeometry) -> tuple[list[str], QImage]:
    image = QImage(round(geometry.width), round(geometry.height), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    drawn = paint_labels(painter, geometry.cell, geometry.coordinate_labels(), QColor("black"))
    painter.end()
    return drawn, image


def _ink_height(image: QImage, rect: QRectF) -> int:
    """Rows of ``rect`` in ``image`` holding dark pixels (the height of the text there)."""
    rows = 0
    for y in range(max(0, int(rect.top())), min(image.height(), int(rect.bottom()) + 1)):
        xs = range(max(0, int(rect.left())), min(image.width(), int(rect.right()) + 1))
        rows += any(image.pixelColor(x, y).lightness() < 128 for x in xs)
    return rows


def test_label_size_has_a_minimum() -> None:
    assert label_pixel_size(40) == 16  # 0.4 cell on ordinary boards
    assert label_pixel_size(13) == LABEL_MIN_PIXELS >= 7
    assert label_pixel_size(LABEL_MIN_PIXELS - 1) is None


def test_52_board_labels_readable(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("--program", "", "--size", "52")
    show(qtbot, window)
    qtbot.waitUntil(lambda: window.board.geometry_now().cell > 0, timeout=5000)
    geometry = window.board.geometry_now()
    assert isinstance(geometry, BoardGeometry)
    assert geometry.size == BoardSize(52, 52)
    pixels = label_pixel_size(geometry.cell)
    assert pixels is not None and pixels >= LABEL_MIN_PIXELS
    drawn, image = _paint(geometry)
    # every row number, the column letters at least every second one
    rows = [str(n) for n in range(1, 53)]
    assert all(drawn.count(row) == 2 for row in rows)
    columns = [text for text in drawn if text.isalpha()]
    assert 52 <= len(columns) <= 2 * 52
    # the text the user sees is as high as the font's digits, not 5-pixel specks
    font = QFont()
    font.setPixelSize(LABEL_MIN_PIXELS)
    digits = QFontMetricsF(font).tightBoundingRect("52").height()
    _top_y, _bottom_y, left_x, _right_x = geometry.label_centers()
    y52 = geometry.origin[1]
    box = QRectF(left_x - geometry.cell / 2, y52 - geometry.cell / 2, geometry.cell, geometry.cell)
    assert _ink_height(image, box) >= digits - 1 >= 4


def test_crowded_labels_do_not_touch() -> None:
    geometry = BoardGeometry(BoardSize(52, 52), 560, 560)
    assert geometry.cell < 2 * LABEL_MIN_PIXELS
    drawn, _image = _paint(geometry)
    assert drawn  # still labelled
    top = [text for text in drawn if text.isalpha()][::2]  # top and bottom alternate
    assert top[:3] == ["A", "C", "E"]  # every second column letter
