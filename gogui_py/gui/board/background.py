"""The cached board background: wood (or felt, or hexagons), lines, star points, coordinates.

Everything that does not change from move to move is rendered once per
(style, look, geometry, devicePixelRatio, window colour) into one pixmap the size of
the widget; a repaint starts by blitting it. The look (wood texture, plain colour, high
contrast, slate: :class:`~gogui_py.gui.board.textures.BoardLook`) is that of ``"go"`` and
``"grid"`` boards. This module draws the ``"go"``
and ``"grid"`` styles; :mod:`~gogui_py.gui.board.cells_background` draws
``"cells"`` and :mod:`~gogui_py.gui.board.hex_background` ``"hex"``.

Removed points (a ruler's ``?`` cells) are holes of window colour; a hole on
the outermost row or column reaches out through the margin, so the board's
outline follows the cells that are there.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from gogui_py.go import Point
from gogui_py.go.handicap import star_points
from gogui_py.gui.board.geometry import BoardGeometry, CellGeometry
from gogui_py.gui.board.hex_geometry import HexGeometry
from gogui_py.gui.board.layout import Geometry, geometry_class
from gogui_py.gui.board.snapshot import Look, Style
from gogui_py.gui.board.textures import (
    COORDINATE_COLOR,
    LINE_COLOR,
    WOOD_COLOR,
    BoardLook,
    board_look,
    device_aligned,
    new_pixmap,
    paint_labels,
    removed_holes,
    runs,
    wood_texture,
)

__all__ = [
    "COORDINATE_COLOR",
    "LINE_COLOR",
    "WOOD_COLOR",
    "BackgroundCache",
    "render_background",
    "render_style",
    "render_wood",
    "wood_texture",
]


class BackgroundCache:
    """Holds the background for the last (style, look, geometry, dpr, window colour) asked
    for.

    Two pixmaps are kept: the full background and the bare board (no lines,
    star points or coordinates), from which labels on empty points hide the
    lines under them and dimmed points are faded.
    """

    def __init__(self) -> None:
        self._key: tuple[str, str, Geometry, float, int] | None = None
        self._pixmaps: tuple[QPixmap, QPixmap] | None = None

    def _get(
        self, geometry: Geometry, dpr: float, window: QColor, style: Style, look: Look
    ) -> tuple[QPixmap, QPixmap]:
        key = (style, look, geometry, dpr, window.rgba())
        if self._pixmaps is None or key != self._key:
            self._pixmaps = render_style(style, geometry, dpr, window, look)
            self._key = key
        return self._pixmaps

    def pixmap(
        self,
        geometry: Geometry,
        dpr: float,
        window: QColor,
        style: Style = "go",
        look: Look = "wood",
    ) -> QPixmap:
        """The background of a ``style`` board in ``look`` laid out by ``geometry`` at
        ratio ``dpr``, ``window`` around the board.

        Raises:
            ValueError: when ``geometry`` is not the class of ``style`` boards.
        """
        return self._get(geometry, dpr, window, style, look)[0]

    def wood(
        self,
        geometry: Geometry,
        dpr: float,
        window: QColor,
        style: Style = "go",
        look: Look = "wood",
    ) -> QPixmap:
        """The same without lines, star points or coordinates."""
        return self._get(geometry, dpr, window, style, look)[1]

    def clear(self) -> None:
        """Forget the pixmaps (the next call renders again)."""
        self._key = None
        self._pixmaps = None


def render_style(
    style: Style, geometry: Geometry, dpr: float, window: QColor, look: Look = "wood"
) -> tuple[QPixmap, QPixmap]:
    """The full and bare backgrounds of a ``style`` board (see :class:`BackgroundCache`);
    ``look`` is used by ``"go"`` and ``"grid"`` boards.

    Raises:
        ValueError: when ``geometry`` is not the class of ``style`` boards.
    """
    if type(geometry) is not geometry_class(style):
        raise ValueError(f"{type(geometry).__name__} does not lay out {style!r} boards")
    # Imported when first drawn: most sessions show Go boards only (start-up time).
    if isinstance(geometry, HexGeometry):
        from gogui_py.gui.board.hex_background import render_hex  # noqa: PLC0415

        return render_hex(geometry, dpr, window)
    if isinstance(geometry, CellGeometry):
        from gogui_py.gui.board.cells_background import render_cells  # noqa: PLC0415

        return render_cells(geometry, dpr, window)
    wood = render_wood(geometry, dpr, window, look)
    return render_background(wood, geometry, dpr, stars=style == "go", look=look), wood


def render_wood(
    geometry: BoardGeometry, dpr: float, window: QColor, look: Look = "wood"
) -> QPixmap:
    """Render the window colour and the bare board of ``look`` (with holes at removed
    points).

    The pixmap covers ``geometry.width`` x ``geometry.height`` logical pixels
    (at least 1 x 1) with ``devicePixelRatio`` set to ``dpr``.
    """
    pixmap = new_pixmap(geometry.width, geometry.height, dpr, window)
    if geometry.cell > 0:
        painter = QPainter(pixmap)
        _paint_wood(painter, geometry, dpr, board_look(look))
        for hole in removed_holes(geometry, dpr):
            painter.fillRect(hole, window)
        painter.end()
    return pixmap


def render_background(
    wood: QPixmap,
    geometry: BoardGeometry,
    dpr: float,
    *,
    stars: bool = True,
    look: Look = "wood",
) -> QPixmap:
    """A copy of ``wood`` with grid lines, star points (unless ``stars`` is false)
    and coordinates drawn on it in the colours of ``look``."""
    pixmap = wood.copy()
    pixmap.setDevicePixelRatio(dpr)
    if geometry.cell <= 0:
        return pixmap
    colors = board_look(look)
    painter = QPainter(pixmap)
    _paint_grid(painter, geometry, dpr, colors)
    if stars:
        _paint_star_points(painter, geometry, colors.lines)
    if geometry.coordinates:
        paint_labels(painter, geometry.cell, geometry.coordinate_labels(), colors.labels)
    painter.end()
    return pixmap


def _paint_wood(painter: QPainter, geometry: BoardGeometry, dpr: float, look: BoardLook) -> None:
    x, y, w, h = geometry.board_rect()
    rect = QRectF(
        device_aligned(x, dpr),
        device_aligned(y, dpr),
        device_aligned(w, dpr),
        device_aligned(h, dpr),
    )
    shadow = rect.translated(max(1.0, geometry.cell * 0.06), max(1.0, geometry.cell * 0.06))
    painter.fillRect(shadow, QColor(0, 0, 0, 40))
    if look.textured:
        texture = wood_texture()
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, texture, QRectF(texture.rect()))
    else:
        painter.fillRect(rect, look.fill)
    painter.setPen(look.border)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect.adjusted(0, 0, -1 / dpr, -1 / dpr))


def _paint_grid(painter: QPainter, geometry: BoardGeometry, dpr: float, look: BoardLook) -> None:
    """Lines as filled rectangles snapped to device pixels, so they stay crisp.

    A line joins neighbouring points that are both on the board; the outermost
    lines are thicker.
    """
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    cell = geometry.cell
    thin = max(1, round(dpr * 0.75), round(cell * dpr / 44))
    if look.line_scale > 1:  # thicker, and at least one device pixel more
        thin = max(thin + 1, round(thin * look.line_scale))
    thick = thin + max(1, round(thin * 0.8))
    left, top = geometry.origin
    width, height = geometry.size
    removed = geometry.removed

    def weight(index: int, count: int) -> int:
        return thick if index in (0, count - 1) else thin

    def line(across: int, first: int, last: int, *, horizontal: bool) -> None:
        count, other = (height, width) if horizontal else (width, height)
        own = weight(across, count)
        start = (left if horizontal else top) + first * cell - weight(first, other) / (2 * dpr)
        end = (left if horizontal else top) + last * cell + weight(last, other) / (2 * dpr)
        middle = (top if horizontal else left) + across * cell - own / (2 * dpr)
        a, b = device_aligned(start, dpr), device_aligned(end, dpr)
        m = device_aligned(middle, dpr)
        rect = QRectF(a, m, b - a, own / dpr) if horizontal else QRectF(m, a, own / dpr, b - a)
        painter.fillRect(rect, look.lines)

    def present(x: int, y: int) -> bool:
        return Point(x, y) not in removed

    for y in range(height):
        for first, last in runs([present(x, y) for x in range(width)]):
            if last > first or width == 1:
                line(y, first, last, horizontal=True)
    for x in range(width):
        for first, last in runs([present(x, y) for y in range(height)]):
            if last > first or height == 1:
                line(x, first, last, horizontal=False)


def _paint_star_points(painter: QPainter, geometry: BoardGeometry, color: QColor) -> None:
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    radius = max(1.5, geometry.cell * 0.1)
    for point in star_points(geometry.size):
        if point not in geometry.removed:
            x, y = geometry.center(point)
            painter.drawEllipse(QPointF(x, y), radius, radius)
