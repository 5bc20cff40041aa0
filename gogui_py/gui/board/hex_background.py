"""The background of a Hex board: wooden hexagons in a rhombus, edges coloured by side.

Black joins the top and bottom edges, White the left and right ones
(../shared/specs/rulers.md, the bundled Hex ruler), so the band around the
cells is black along the top and bottom rows and white along the first and
last columns, the colours meeting on the diagonals at the corners. Removed
cells are not drawn: window colour shows there.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QTransform,
)

from gogui_py.go import Point
from gogui_py.gui.board.hex_geometry import HexGeometry
from gogui_py.gui.board.textures import (
    LINE_COLOR,
    label_color_on,
    new_pixmap,
    paint_labels,
    wood_texture,
)

BLACK_EDGE = QColor(30, 30, 32)
"""Band along the edges Black joins (top and bottom)."""
WHITE_EDGE = QColor(244, 242, 236)
"""Band along the edges White joins (left and right)."""
EDGE_OUTLINE = QColor(60, 56, 50)
"""Thin line around the band, so a white band shows on a light window."""


def hexagon(geometry: HexGeometry, point: Point) -> QPolygonF:
    """The hexagon of ``point`` as a polygon in logical pixels."""
    return QPolygonF([QPointF(x, y) for x, y in geometry.corners(point)])


def cells_path(geometry: HexGeometry) -> QPainterPath:
    """The outline of all cells on the board (removed ones left out), as one simplified
    path (filling one outline is several times faster than filling every hexagon)."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    for point in geometry.size.points():
        if point not in geometry.removed:
            path.addPolygon(hexagon(geometry, point))
            path.closeSubpath()
    return path.simplified()


def cell_edges(geometry: HexGeometry) -> list[QLineF]:
    """Every side of the cells on the board once (a side two cells share is one line).

    Each cell draws its three sides facing right (up-right, right, down-right
    neighbours), and its left-facing sides only where no cell of the board lies.
    """
    size, removed = geometry.size, geometry.removed

    def present(x: int, y: int) -> bool:
        return 0 <= x < size.width and 0 <= y < size.height and Point(x, y) not in removed

    lines: list[QLineF] = []
    for point in size.points():
        if point in removed:
            continue
        corners = [QPointF(x, y) for x, y in geometry.corners(point)]
        sides = [0, 1, 2]  # corner index where the side starts: up-right, right, down-right
        x, y = point
        sides += [
            side
            for side, (nx, ny) in ((3, (x - 1, y + 1)), (4, (x - 1, y)), (5, (x, y - 1)))
            if not present(nx, ny)
        ]
        lines += [QLineF(corners[side], corners[(side + 1) % 6]) for side in sides]
    return lines


def render_hex(geometry: HexGeometry, dpr: float, window: QColor) -> tuple[QPixmap, QPixmap]:
    """The full background and the bare board (no cell outlines or coordinates) of a Hex
    board laid out by ``geometry`` at ratio ``dpr``, ``window`` around it."""
    bare = new_pixmap(geometry.width, geometry.height, dpr, window)
    if geometry.cell <= 0:
        return bare.copy(), bare
    painter = QPainter(bare)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    path = cells_path(geometry)
    _paint_bands(painter, geometry, window)
    _paint_cells(painter, geometry, path)
    painter.end()
    full = bare.copy()
    full.setDevicePixelRatio(dpr)
    painter = QPainter(full)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    pen = QPen(LINE_COLOR, max(1.0 / dpr, geometry.cell * 0.035))
    pen.setCapStyle(Qt.PenCapStyle.SquareCap)
    painter.setPen(pen)
    painter.drawLines(cell_edges(geometry))
    if geometry.coordinates:
        paint_labels(painter, geometry.cell, geometry.coordinate_labels(), label_color_on(window))
    painter.end()
    return full, bare


def _paint_bands(painter: QPainter, geometry: HexGeometry, window: QColor) -> None:
    """The coloured band under the cells' edges: four quadrilaterals between the rhombus
    through the edge cells' centres and the band's outer edge, black along the top and
    bottom, white along the sides, meeting on the corners' bisectors; removed cells are
    cut out of it in window colour."""
    outer = [QPointF(x, y) for x, y in geometry.outline(geometry.radius + geometry.band)]
    inner = [QPointF(x, y) for x, y in geometry.outline(0.0)]
    offset = max(1.0, geometry.cell * 0.05)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 40))
    painter.drawPolygon(QPolygonF(outer).translated(offset, offset))
    for side, color in enumerate((BLACK_EDGE, WHITE_EDGE, BLACK_EDGE, WHITE_EDGE)):
        end = (side + 1) % 4
        painter.setBrush(color)
        painter.drawPolygon(QPolygonF([outer[side], outer[end], inner[end], inner[side]]))
    painter.setPen(QPen(EDGE_OUTLINE, max(1.0, geometry.cell * 0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolygon(QPolygonF(outer))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(window)
    for point in geometry.removed:
        if geometry.size.contains(point):
            painter.drawPolygon(hexagon(geometry, point))


def _paint_cells(painter: QPainter, geometry: HexGeometry, path: QPainterPath) -> None:
    """Fill the cells with the wood texture stretched over the board."""
    x, y, w, h = geometry.board_rect()
    texture = wood_texture().scaled(
        max(1, round(w)),
        max(1, round(h)),
        Qt.AspectRatioMode.IgnoreAspectRatio,
        Qt.TransformationMode.SmoothTransformation,
    )
    brush = QBrush(texture)
    brush.setTransform(QTransform().translate(x, y))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillPath(path, brush)
