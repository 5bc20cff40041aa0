"""Draw a program's gfx markup (:class:`~gogui_py.gtp.gfx.Gfx`, analyze.md "gfx commands").

Field colours are translucent fills of the point's cell (square, or hexagon on
a Hex board) drawn under the stones; influence is a black (positive) or white
(negative) square sized by the value, over stones and board; marks and labels
join the snapshot's own (a gfx label replaces the snapshot's label on the same
point); variations are translucent stones carrying their move number. Points
off the board or removed are skipped. The gfx text is not drawn.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from gogui_py.go import Color, Point
from gogui_py.gtp.gfx import Gfx
from gogui_py.gui.board.glyph_cache import GlyphCache, blit_centred
from gogui_py.gui.board.hex_geometry import HexGeometry
from gogui_py.gui.board.layout import Geometry
from gogui_py.gui.board.overlays import (
    ON_BLACK,
    ON_WHITE,
    cell_polygon,
    cell_rect,
    contrast_color,
    label_glyph,
)
from gogui_py.gui.board.snapshot import BoardSnapshot

FILL_ALPHA = 150
"""Opacity (0-255) of gfx field colours: the lines stay visible through them."""
INFLUENCE_SIDE = 0.6
"""Side of the square of influence 1 (or -1), in cells."""


def _on_board(snapshot: BoardSnapshot, point: Point) -> bool:
    return snapshot.size.contains(point) and point not in snapshot.removed


def gfx_marks(gfx: Gfx, snapshot: BoardSnapshot) -> list[tuple[Point, str]]:
    """The gfx marks on points of the board."""
    return [(p, kind) for p, kind in gfx.marks if _on_board(snapshot, p)]


def gfx_labels(
    gfx: Gfx, snapshot: BoardSnapshot, labels: list[tuple[Point, str]]
) -> list[tuple[Point, str]]:
    """``labels`` (the snapshot's) with the gfx labels laid over them; none where a gfx
    variation stone carries its number."""
    numbered = {p for p, _, _ in gfx.variation}
    own = {p: text for p, text in gfx.labels if text and _on_board(snapshot, p)}
    merged = [(p, text) for p, text in labels if p not in own]
    merged += own.items()
    return [(p, text) for p, text in merged if p not in numbered]


def paint_fills(
    painter: QPainter, geometry: Geometry, fills: tuple[tuple[Point, str], ...], dpr: float
) -> None:
    """Translucent field colours ``(point, "#rrggbb")`` over each point's cell."""
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, isinstance(geometry, HexGeometry))
    for point, name in fills:
        if not geometry.size.contains(point) or point in geometry.removed:
            continue
        color = QColor(name)
        color.setAlpha(FILL_ALPHA)
        painter.setBrush(color)
        if isinstance(geometry, HexGeometry):
            painter.drawPolygon(cell_polygon(geometry, point))
        else:
            painter.drawRect(cell_rect(geometry, point, dpr))
    painter.restore()


def paint_influence(
    painter: QPainter, geometry: Geometry, influence: tuple[tuple[Point, float], ...]
) -> None:
    """A black square for each positive value, a white one (grey edge) for each negative
    value, its side :data:`INFLUENCE_SIDE` cells times the magnitude."""
    painter.save()
    for point, value in influence:
        if value == 0 or not geometry.size.contains(point) or point in geometry.removed:
            continue
        side = geometry.cell * INFLUENCE_SIDE * min(1.0, abs(value))
        x, y = geometry.center(point)
        if value > 0:
            painter.setPen(QPen(QColor(255, 255, 255, 150), 1.0))
            painter.setBrush(QColor(0, 0, 0))
        else:
            painter.setPen(QPen(QColor(90, 90, 90), 1.0))
            painter.setBrush(QColor(255, 255, 255))
        painter.drawRect(QRectF(x - side / 2, y - side / 2, side, side))
    painter.restore()


def paint_variation_numbers(
    painter: QPainter,
    geometry: Geometry,
    snapshot: BoardSnapshot,
    variation: tuple[tuple[Point, Color, int], ...],
    *,
    glyphs: GlyphCache,
    dpr: float,
) -> None:
    """Write each gfx variation move's number on its translucent stone (or on the stone
    already there)."""
    for point, color, number in variation:
        if not _on_board(snapshot, point):
            continue
        if snapshot.is_empty(point):
            text_color = ON_BLACK if color is Color.BLACK else ON_WHITE
        else:
            text_color = contrast_color(snapshot, point)
        glyph = label_glyph(glyphs, geometry, str(number), text_color, dpr)
        x, y = geometry.center(point)
        blit_centred(painter, glyph, x, y, dpr)
