"""The cached board background: wood, grid lines, star points and coordinates.

Everything that does not change from move to move is rendered once per
(geometry, devicePixelRatio, window colour) into one pixmap the size of the
widget; a repaint starts by blitting it.
"""

from __future__ import annotations

import math
from functools import cache
from importlib import resources

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap

from gogui_py.go import Point
from gogui_py.go.handicap import star_points
from gogui_py.go.vertex import column_to_gtp
from gogui_py.gui.board.geometry import BoardGeometry

WOOD_COLOR = QColor(226, 182, 106)
"""Average colour of the wood texture (fallback fill and label backgrounds)."""
LINE_COLOR = QColor(42, 30, 16)
"""Grid lines and star points."""
COORDINATE_COLOR = QColor(72, 52, 28)
"""Coordinate labels."""


@cache
def wood_texture() -> QPixmap:
    """The packaged wood texture (``gogui_py/gui/resources/wood.png``).

    Needs a ``QGuiApplication``. Falls back to a plain wood-coloured pixmap if
    the file is missing or unreadable, so the board still draws.
    """
    data = resources.files("gogui_py.gui").joinpath("resources", "wood.png").read_bytes()
    pixmap = QPixmap()
    if not pixmap.loadFromData(data, "PNG"):
        pixmap = QPixmap(64, 64)
        pixmap.fill(WOOD_COLOR)
    return pixmap


class BackgroundCache:
    """Holds the background for the last (geometry, dpr, window colour) asked for.

    Two pixmaps are kept: the full background and the bare wood (no grid), from
    which labels on empty points hide the lines under them.
    """

    def __init__(self) -> None:
        self._key: tuple[BoardGeometry, float, int] | None = None
        self._pixmaps: tuple[QPixmap, QPixmap] | None = None

    def _get(self, geometry: BoardGeometry, dpr: float, window: QColor) -> tuple[QPixmap, QPixmap]:
        key = (geometry, dpr, window.rgba())
        if self._pixmaps is None or key != self._key:
            wood = render_wood(geometry, dpr, window)
            self._pixmaps = (render_background(wood, geometry, dpr), wood)
            self._key = key
        return self._pixmaps

    def pixmap(self, geometry: BoardGeometry, dpr: float, window: QColor) -> QPixmap:
        """The background for ``geometry`` at ratio ``dpr``, ``window`` around the wood."""
        return self._get(geometry, dpr, window)[0]

    def wood(self, geometry: BoardGeometry, dpr: float, window: QColor) -> QPixmap:
        """The same without grid, star points or coordinates."""
        return self._get(geometry, dpr, window)[1]

    def clear(self) -> None:
        """Forget the pixmaps (the next call renders again)."""
        self._key = None
        self._pixmaps = None


def render_wood(geometry: BoardGeometry, dpr: float, window: QColor) -> QPixmap:
    """Render the window colour and the bare wood into a new pixmap.

    The pixmap covers ``geometry.width`` x ``geometry.height`` logical pixels
    (at least 1 x 1) with ``devicePixelRatio`` set to ``dpr``.
    """
    pixmap = QPixmap(
        max(1, math.ceil(geometry.width * dpr)), max(1, math.ceil(geometry.height * dpr))
    )
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(window)
    if geometry.cell > 0:
        painter = QPainter(pixmap)
        _paint_wood(painter, geometry, dpr)
        painter.end()
    return pixmap


def render_background(wood: QPixmap, geometry: BoardGeometry, dpr: float) -> QPixmap:
    """A copy of ``wood`` with grid lines, star points and coordinates drawn on it."""
    pixmap = wood.copy()
    pixmap.setDevicePixelRatio(dpr)
    if geometry.cell <= 0:
        return pixmap
    painter = QPainter(pixmap)
    _paint_grid(painter, geometry, dpr)
    _paint_star_points(painter, geometry)
    if geometry.coordinates:
        _paint_coordinates(painter, geometry)
    painter.end()
    return pixmap


def _device_aligned(value: float, dpr: float) -> float:
    return round(value * dpr) / dpr


def _paint_wood(painter: QPainter, geometry: BoardGeometry, dpr: float) -> None:
    x, y, w, h = geometry.board_rect()
    rect = QRectF(
        _device_aligned(x, dpr),
        _device_aligned(y, dpr),
        _device_aligned(w, dpr),
        _device_aligned(h, dpr),
    )
    shadow = rect.translated(max(1.0, geometry.cell * 0.06), max(1.0, geometry.cell * 0.06))
    painter.fillRect(shadow, QColor(0, 0, 0, 40))
    texture = wood_texture()
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    painter.drawPixmap(rect, texture, QRectF(texture.rect()))
    painter.setPen(QColor(150, 108, 52))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect.adjusted(0, 0, -1 / dpr, -1 / dpr))


def _paint_grid(painter: QPainter, geometry: BoardGeometry, dpr: float) -> None:
    """Lines as filled rectangles snapped to device pixels, so they stay crisp."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    cell = geometry.cell
    thin = max(1, round(dpr * 0.75), round(cell * dpr / 44))
    thick = thin + max(1, round(thin * 0.8))
    gx, gy, gw, gh = geometry.grid_rect()
    width, height = geometry.size
    for index in range(width):
        weight = thick if index in (0, width - 1) else thin
        x = _device_aligned(gx + index * cell - weight / (2 * dpr), dpr)
        top = _device_aligned(gy - thick / (2 * dpr), dpr)
        painter.fillRect(QRectF(x, top, weight / dpr, gh + thick / dpr), LINE_COLOR)
    for index in range(height):
        weight = thick if index in (0, height - 1) else thin
        y = _device_aligned(gy + index * cell - weight / (2 * dpr), dpr)
        left = _device_aligned(gx - thick / (2 * dpr), dpr)
        painter.fillRect(QRectF(left, y, gw + thick / dpr, weight / dpr), LINE_COLOR)


def _paint_star_points(painter: QPainter, geometry: BoardGeometry) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(LINE_COLOR)
    radius = max(1.5, geometry.cell * 0.1)
    for point in star_points(geometry.size):
        x, y = geometry.center(point)
        painter.drawEllipse(QPointF(x, y), radius, radius)


def _paint_coordinates(painter: QPainter, geometry: BoardGeometry) -> None:
    cell = geometry.cell
    pixel_size = round(cell * 0.4)
    if pixel_size < 5:
        return
    font = QFont()
    font.setPixelSize(pixel_size)
    font.setWeight(QFont.Weight.DemiBold)
    painter.setFont(font)
    painter.setPen(COORDINATE_COLOR)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    top_y, bottom_y, left_x, right_x = geometry.label_centers()
    align = Qt.AlignmentFlag.AlignCenter
    width, height = geometry.size
    for x in range(width):
        cx, _ = geometry.center(Point(x, 0))
        text = column_to_gtp(x)
        for cy in (top_y, bottom_y):
            painter.drawText(QRectF(cx - cell, cy - cell / 2, 2 * cell, cell), align, text)
    for y in range(height):
        _, cy = geometry.center(Point(0, y))
        text = str(height - y)
        for cx in (left_x, right_x):
            painter.drawText(QRectF(cx - cell, cy - cell / 2, 2 * cell, cell), align, text)
