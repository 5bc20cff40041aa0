"""The background of an Othello (``"cells"``) board: green felt, cell lines, frame, coordinates.

Each point is the centre of a square cell; the lines run between the cells
(W+1 by H+1 of them), a darker frame carries the coordinates, and on boards of
six cells or more four small dots mark the corners of the centre area, as on
an Othello board. Removed cells are holes of window colour, their edges
drawn only where a cell of the board borders them.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPixmap

from gogui_py.go import Point
from gogui_py.gui.board.geometry import CellGeometry
from gogui_py.gui.board.textures import (
    device_aligned,
    new_pixmap,
    paint_labels,
    removed_holes,
    runs,
)

FELT_COLOR = QColor(34, 124, 70)
"""The cells' green."""
FRAME_COLOR = QColor(22, 82, 46)
"""The frame around the cells (under the coordinates)."""
CELL_LINE_COLOR = QColor(12, 40, 22)
"""Lines between the cells and the dots."""
FELT_COORDINATE_COLOR = QColor(210, 232, 212)
"""Coordinate labels on the frame."""


def render_cells(geometry: CellGeometry, dpr: float, window: QColor) -> tuple[QPixmap, QPixmap]:
    """The full background and the bare felt (no lines, dots or coordinates) of an
    Othello board laid out by ``geometry`` at ratio ``dpr``, ``window`` around it."""
    bare = new_pixmap(geometry.width, geometry.height, dpr, window)
    if geometry.cell <= 0:
        return bare.copy(), bare
    painter = QPainter(bare)
    _paint_felt(painter, geometry, dpr)
    for hole in removed_holes(geometry, dpr):
        painter.fillRect(hole, window)
    painter.end()
    full = bare.copy()
    full.setDevicePixelRatio(dpr)
    painter = QPainter(full)
    _paint_lines(painter, geometry, dpr)
    _paint_dots(painter, geometry)
    if geometry.coordinates:
        paint_labels(painter, geometry.cell, geometry.coordinate_labels(), FELT_COORDINATE_COLOR)
    painter.end()
    return full, bare


def _aligned_rect(rect: tuple[float, float, float, float], dpr: float) -> QRectF:
    x, y, w, h = rect
    left, top = device_aligned(x, dpr), device_aligned(y, dpr)
    return QRectF(left, top, device_aligned(x + w, dpr) - left, device_aligned(y + h, dpr) - top)


def _paint_felt(painter: QPainter, geometry: CellGeometry, dpr: float) -> None:
    frame = _aligned_rect(geometry.board_rect(), dpr)
    offset = max(1.0, geometry.cell * 0.06)
    painter.fillRect(frame.translated(offset, offset), QColor(0, 0, 0, 45))
    painter.fillRect(frame, FRAME_COLOR)
    felt = _aligned_rect(geometry.lines_rect(), dpr)
    gradient = QLinearGradient(felt.topLeft(), felt.bottomRight())
    gradient.setColorAt(0.0, FELT_COLOR.lighter(108))
    gradient.setColorAt(1.0, FELT_COLOR.darker(106))
    painter.fillRect(felt, gradient)


def _line_weights(geometry: CellGeometry, dpr: float) -> tuple[int, int]:
    """Device widths of the inner and the outer lines."""
    thin = max(1, round(dpr * 0.9), round(geometry.cell * dpr / 36))
    return thin, thin + max(1, round(thin * 0.6))


def _paint_lines(painter: QPainter, geometry: CellGeometry, dpr: float) -> None:
    """Cell edges as filled rectangles snapped to device pixels; an edge is drawn
    where a cell of the board lies on at least one side of it."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    thin, thick = _line_weights(geometry, dpr)
    cell = geometry.cell
    left, top, _, _ = geometry.lines_rect()
    width, height = geometry.size
    removed = geometry.removed

    def present(x: int, y: int) -> bool:
        return 0 <= x < width and 0 <= y < height and Point(x, y) not in removed

    def weight(index: int, count: int) -> int:
        return thick if index in (0, count) else thin

    for j in range(height + 1):
        own = weight(j, height)
        flags = [present(x, j - 1) or present(x, j) for x in range(width)]
        for first, last in runs(flags):
            a = device_aligned(left + first * cell - weight(first, width) / (2 * dpr), dpr)
            b = device_aligned(left + (last + 1) * cell + weight(last + 1, width) / (2 * dpr), dpr)
            y = device_aligned(top + j * cell - own / (2 * dpr), dpr)
            painter.fillRect(QRectF(a, y, b - a, own / dpr), CELL_LINE_COLOR)
    for i in range(width + 1):
        own = weight(i, width)
        flags = [present(i - 1, y) or present(i, y) for y in range(height)]
        for first, last in runs(flags):
            a = device_aligned(top + first * cell - weight(first, height) / (2 * dpr), dpr)
            b = device_aligned(top + (last + 1) * cell + weight(last + 1, height) / (2 * dpr), dpr)
            x = device_aligned(left + i * cell - own / (2 * dpr), dpr)
            painter.fillRect(QRectF(x, a, own / dpr, b - a), CELL_LINE_COLOR)


def _paint_dots(painter: QPainter, geometry: CellGeometry) -> None:
    """Dots on the line crossings two cells in from each corner (boards of 6 cells or more)."""
    width, height = geometry.size
    if width < 6 or height < 6:
        return
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(CELL_LINE_COLOR)
    left, top, _, _ = geometry.lines_rect()
    cell = geometry.cell
    radius = max(1.5, cell * 0.075)
    for i in (2, width - 2):
        for j in (2, height - 2):
            around = [Point(x, y) for x in (i - 1, i) for y in (j - 1, j)]
            if not any(p in geometry.removed for p in around):
                painter.drawEllipse(QPointF(left + i * cell, top + j * cell), radius, radius)
