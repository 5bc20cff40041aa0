"""Paint a :class:`BoardSnapshot`: cached background, cached stones, then markers.

A full repaint is one background blit, one blit per stone and a few vector
shapes for markers, so it stays within a few milliseconds for a full 19x19
board. The functions take the painter, the geometry, the snapshot and the
caches; they keep no state of their own.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from gogui_py.go import Color, Point
from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.snapshot import BLACK, WHITE, BoardSnapshot
from gogui_py.gui.board.stone_cache import StoneCache

GHOST_OPACITY = 0.5
"""Opacity of snapshot ghost stones (variations)."""
HOVER_OPACITY = 0.42
"""Opacity of the hover stone under the mouse."""

_ON_BLACK = QColor(240, 240, 240)
_ON_WHITE = QColor(20, 20, 20)
_ON_EMPTY = QColor(25, 20, 12)


@dataclass(frozen=True, slots=True)
class Hover:
    """A ghost stone of ``color`` shown under the mouse at ``point``."""

    point: Point
    color: Color


def paint_board(
    painter: QPainter,
    geometry: BoardGeometry,
    snapshot: BoardSnapshot,
    *,
    background: BackgroundCache,
    stones: StoneCache,
    dpr: float,
    window: QColor,
    hover: Hover | None = None,
) -> None:
    """Paint the whole board view into ``painter``'s device.

    Args:
        painter: an active painter on a device ``geometry.width`` x
            ``geometry.height`` logical pixels with device pixel ratio ``dpr``.
        geometry: layout; its ``size`` must equal ``snapshot.size``.
        snapshot: what to show.
        background, stones: caches, filled on demand.
        window: colour around the wood.
        hover: ghost stone under the mouse, drawn only on an empty point.

    Raises:
        ValueError: when the geometry and snapshot sizes differ.
    """
    if geometry.size != snapshot.size:
        raise ValueError(f"geometry for {geometry.size}, snapshot of {snapshot.size}")
    painter.drawPixmap(0, 0, background.pixmap(geometry, dpr, window))
    if geometry.cell <= 0:
        return
    paint_stones(painter, geometry, snapshot, stones, dpr)
    ghosts = list(snapshot.ghosts)
    if hover is not None and snapshot.is_empty(hover.point):
        ghosts.append((hover.point, hover.color))
    if ghosts:
        paint_ghosts(painter, geometry, snapshot, ghosts, stones=stones, dpr=dpr, hover=hover)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if snapshot.last_move is not None and snapshot.size.contains(snapshot.last_move):
        paint_last_move(painter, geometry, snapshot, snapshot.last_move)
    for point, kind in snapshot.marks:
        if snapshot.size.contains(point):
            paint_mark(painter, geometry, point, kind, contrast_color(snapshot, point))
    for point, text in snapshot.labels:
        if snapshot.size.contains(point):
            if snapshot.is_empty(point):
                hide_grid(painter, geometry, point, background.wood(geometry, dpr, window), dpr)
            paint_label(painter, geometry, snapshot, point, text)


def contrast_color(snapshot: BoardSnapshot, point: Point) -> QColor:
    """Colour that stands out on whatever lies at ``point`` (stone or wood)."""
    color = snapshot.color_at(point)
    if color is Color.BLACK:
        return _ON_BLACK
    return _ON_WHITE if color is Color.WHITE else _ON_EMPTY


def _blit_position(centre: float, half_side: int, dpr: float) -> float:
    """Logical coordinate of a pixmap edge, snapped to a whole device pixel."""
    return round(centre * dpr - half_side) / dpr


def paint_stones(
    painter: QPainter,
    geometry: BoardGeometry,
    snapshot: BoardSnapshot,
    stones: StoneCache,
    dpr: float,
) -> None:
    """Blit every stone of ``snapshot`` from the cache (with shadows)."""
    diameter = geometry.stone_diameter()
    pixmaps = {
        BLACK: stones.stone(Color.BLACK, diameter, dpr),
        WHITE: stones.stone(Color.WHITE, diameter, dpr),
    }
    cell = geometry.cell
    left, top = geometry.origin
    width = snapshot.size.width
    for index, value in enumerate(snapshot.cells):
        if value:
            stone = pixmaps[value]
            y, x = divmod(index, width)
            painter.drawPixmap(
                QPointF(
                    _blit_position(left + x * cell, stone.half_side, dpr),
                    _blit_position(top + y * cell, stone.half_side, dpr),
                ),
                stone.pixmap,
            )


def paint_ghosts(
    painter: QPainter,
    geometry: BoardGeometry,
    snapshot: BoardSnapshot,
    ghosts: list[tuple[Point, Color]],
    *,
    stones: StoneCache,
    dpr: float,
    hover: Hover | None,
) -> None:
    """Blit semi-transparent stones (no shadow) at empty points."""
    diameter = geometry.stone_diameter()
    painter.save()
    for point, color in ghosts:
        if not snapshot.is_empty(point):
            continue
        is_hover = hover is not None and (point, color) == (hover.point, hover.color)
        painter.setOpacity(HOVER_OPACITY if is_hover else GHOST_OPACITY)
        stone = stones.stone(color, diameter, dpr, shadow=False)
        x, y = geometry.center(point)
        painter.drawPixmap(
            QPointF(
                _blit_position(x, stone.half_side, dpr), _blit_position(y, stone.half_side, dpr)
            ),
            stone.pixmap,
        )
    painter.restore()


def paint_last_move(
    painter: QPainter, geometry: BoardGeometry, snapshot: BoardSnapshot, point: Point
) -> None:
    """A filled dot in a contrasting colour at the centre of the last move."""
    x, y = geometry.center(point)
    radius = max(1.5, geometry.cell * 0.16)
    color = contrast_color(snapshot, point)
    if snapshot.color_at(point) is None:
        color = QColor(200, 30, 30)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawEllipse(QPointF(x, y), radius, radius)


def paint_mark(
    painter: QPainter, geometry: BoardGeometry, point: Point, kind: str, color: QColor
) -> None:
    """Draw SGF markup ``kind`` (``CR``, ``SQ``, ``TR``, ``MA``) at ``point``; ignore others."""
    x, y = geometry.center(point)
    size = geometry.cell * 0.26
    pen = QPen(color)
    pen.setWidthF(max(1.0, geometry.cell * 0.07))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if kind == "CR":
        painter.drawEllipse(QPointF(x, y), size * 1.1, size * 1.1)
    elif kind == "SQ":
        painter.drawRect(QRectF(x - size, y - size, 2 * size, 2 * size))
    elif kind == "TR":
        r = size * 1.3
        painter.drawPolygon(
            QPolygonF(
                [
                    QPointF(x, y - r),
                    QPointF(x + r * 0.866, y + r * 0.5),
                    QPointF(x - r * 0.866, y + r * 0.5),
                ]
            )
        )
    elif kind == "MA":
        path = QPainterPath()
        path.moveTo(x - size, y - size)
        path.lineTo(x + size, y + size)
        path.moveTo(x + size, y - size)
        path.lineTo(x - size, y + size)
        painter.drawPath(path)


def hide_grid(
    painter: QPainter, geometry: BoardGeometry, point: Point, wood: QPixmap, dpr: float
) -> None:
    """Cover the lines around ``point`` with bare wood (under a label on an empty point)."""
    x, y = geometry.center(point)
    half = round(geometry.cell * 0.34 * dpr)
    left, top = round(x * dpr) - half, round(y * dpr) - half
    painter.drawPixmap(
        QRectF(left / dpr, top / dpr, 2 * half / dpr, 2 * half / dpr),
        wood,
        QRectF(left, top, 2 * half, 2 * half),
    )


def paint_label(
    painter: QPainter, geometry: BoardGeometry, snapshot: BoardSnapshot, point: Point, text: str
) -> None:
    """Draw a short text label centred on ``point`` in a colour contrasting with it."""
    x, y = geometry.center(point)
    cell = geometry.cell
    font = QFont()
    font.setPixelSize(max(4, round(cell * (0.5 if len(text) <= 2 else 0.36))))
    font.setWeight(QFont.Weight.DemiBold)
    painter.setFont(font)
    painter.setPen(contrast_color(snapshot, point))
    painter.drawText(
        QRectF(x - cell, y - cell / 2, 2 * cell, cell), Qt.AlignmentFlag.AlignCenter, text
    )
