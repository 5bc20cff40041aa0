"""Paint what lies over the stones: markup, labels, move numbers, arrows, halos, dimming.

Each function draws one kind of overlay of a :class:`BoardSnapshot` in logical
pixels; the painter (:mod:`gogui_py.gui.board.painter`) calls them in order.
Text is blitted from a :class:`GlyphCache` so 361 move numbers cost about as
much as 361 stones; their positions are kept per snapshot and per geometry
(:meth:`GlyphCache.blit_memo`), so the next move places only its own number.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from gogui_py.game.annotations import MOVE_RGB
from gogui_py.go import Color, Point
from gogui_py.gui.board.glyph_cache import (
    Blit,
    GlyphCache,
    GlyphTable,
    NumberLayer,
    blit_centred,
    fit_label,
    fitted_pixel_size,
)
from gogui_py.gui.board.hex_geometry import HexGeometry
from gogui_py.gui.board.layout import Geometry
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.stone_cache import StoneCache

ON_BLACK = QColor(240, 240, 240)
"""Markup and text on a black stone."""
ON_WHITE = QColor(20, 20, 20)
"""Markup and text on a white stone."""
ON_EMPTY = QColor(25, 20, 12)
"""Markup and text on the wood."""
LAST_NUMBER_ON_BLACK = QColor(255, 110, 90)
"""Move number of the last move on a black stone."""
LAST_NUMBER_ON_WHITE = QColor(214, 40, 28)
"""Move number of the last move on a white stone."""
SELECTION_COLOR = QColor(30, 105, 255, 105)
"""Fill of selected points (``SL``)."""
HIGHLIGHT_COLOR = QColor(255, 138, 20)
"""Halo around highlighted points (points named in the comment)."""
DIMMED_WOOD_OPACITY = 0.62
"""Opacity of the bare wood laid over a dimmed point (fades grid and star point)."""
DIMMED_STONE_OPACITY = 0.4
"""Opacity of a stone on a dimmed point."""
ARROW_COLOR = QColor(24, 22, 20)
"""Arrows and lines (``AR``, ``LN``); opaque (translucent antialiased strokes are slow)."""
ARROW_OUTLINE = QColor(246, 238, 222)
"""Light edge under arrows and lines so they show on black stones too."""


ANNOTATION_COLORS = {kind: QColor(*rgb) for kind, rgb in MOVE_RGB.items()}
"""Move annotations' colours (bad move red, doubtful purple, interesting blue, good
green: Sabaki's, :data:`gogui_py.game.annotations.MOVE_RGB`)."""


def paint_annotation(painter: QPainter, geometry: Geometry, point: Point, kind: str) -> None:
    """A ring in the colour of move annotation ``kind`` just inside the edge of the stone
    at ``point`` (unknown kinds draw nothing)."""
    color = ANNOTATION_COLORS.get(kind)
    if color is None:
        return
    x, y = geometry.center(point)
    width = max(1.5, geometry.cell * 0.09)
    radius = max(1.0, geometry.stone_diameter() / 2 - width / 2)
    painter.setPen(QPen(color, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(x, y), radius, radius)


def contrast_color(snapshot: BoardSnapshot, point: Point) -> QColor:
    """Colour that stands out on whatever lies at ``point`` (stone or wood)."""
    color = snapshot.color_at(point)
    if color is Color.BLACK:
        return ON_BLACK
    return ON_WHITE if color is Color.WHITE else ON_EMPTY


def cell_polygon(geometry: HexGeometry, point: Point) -> QPolygonF:
    """The hexagon of ``point`` on a Hex board, in logical pixels."""
    return QPolygonF([QPointF(x, y) for x, y in geometry.corners(point)])


def cell_rect(geometry: Geometry, point: Point, dpr: float) -> QRectF:
    """The square one cell wide around ``point``, edges on device pixels (tiles seamlessly)."""
    x, y = geometry.center(point)
    half = geometry.cell / 2
    left, top = round((x - half) * dpr), round((y - half) * dpr)
    right, bottom = round((x + half) * dpr), round((y + half) * dpr)
    return QRectF(left / dpr, top / dpr, (right - left) / dpr, (bottom - top) / dpr)


def fade_points(
    painter: QPainter, geometry: Geometry, points: frozenset[Point], wood: QPixmap, dpr: float
) -> None:
    """Lay translucent bare wood over each point's cell: grid lines there look faded (``DD``).

    On a Hex board the wood is clipped to the point's hexagon.
    """
    painter.save()
    painter.setOpacity(DIMMED_WOOD_OPACITY)
    for point in points:
        if not geometry.size.contains(point) or point in geometry.removed:
            continue
        if isinstance(geometry, HexGeometry):
            path = QPainterPath()
            path.addPolygon(cell_polygon(geometry, point))
            painter.setClipPath(path)
            rect = _hex_bounds(geometry, point, dpr)
        else:
            rect = cell_rect(geometry, point, dpr)
        source = QRectF(rect.x() * dpr, rect.y() * dpr, rect.width() * dpr, rect.height() * dpr)
        painter.drawPixmap(rect, wood, source)
    painter.restore()


def _hex_bounds(geometry: HexGeometry, point: Point, dpr: float) -> QRectF:
    """The bounding box of ``point``'s hexagon, edges on device pixels."""
    x, y = geometry.center(point)
    half_w, half_h = geometry.cell / 2 + 1, geometry.radius + 1
    left, top = math.floor((x - half_w) * dpr), math.floor((y - half_h) * dpr)
    right, bottom = math.ceil((x + half_w) * dpr), math.ceil((y + half_h) * dpr)
    return QRectF(left / dpr, top / dpr, (right - left) / dpr, (bottom - top) / dpr)


def paint_selection(
    painter: QPainter,
    geometry: Geometry,
    points: list[Point],
    dpr: float,
    *,
    stones: StoneCache | None = None,
) -> None:
    """Cover each point's cell with a translucent blue rounded square (``SL``);
    on a Hex board, its hexagon.

    With ``stones`` the squares are blitted from its cache (same pixels).
    """
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SELECTION_COLOR)
    radius = geometry.cell * 0.12
    for point in points:
        if isinstance(geometry, HexGeometry):
            painter.drawPolygon(cell_polygon(geometry, point))
            continue
        rect = cell_rect(geometry, point, dpr)
        if stones is None:
            painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
            continue
        device_width, device_height = round(rect.width() * dpr), round(rect.height() * dpr)
        tile = stones.rounded_tile(device_width, device_height, radius, dpr, SELECTION_COLOR)
        painter.drawPixmap(rect.topLeft(), tile)
    painter.restore()


def paint_highlights(
    painter: QPainter,
    geometry: Geometry,
    points: frozenset[Point],
    stones: StoneCache,
    dpr: float,
) -> None:
    """A soft coloured halo (a glowing ring just outside a stone) around each point."""
    halo = stones.halo(geometry.stone_diameter(), dpr, HIGHLIGHT_COLOR)
    for point in points:
        if geometry.size.contains(point):
            x, y = geometry.center(point)
            painter.drawPixmap(
                QPointF(
                    round(x * dpr - halo.half_side) / dpr, round(y * dpr - halo.half_side) / dpr
                ),
                halo.pixmap,
            )


def paint_mark(
    painter: QPainter, geometry: Geometry, point: Point, kind: str, color: QColor
) -> None:
    """Draw SGF markup ``kind`` (``CR``, ``SQ``, ``TR``, ``MA``, territory ``TB``/``TW``)
    at ``point``; ignore others."""
    x, y = geometry.center(point)
    size = geometry.cell * 0.26
    if kind in ("TB", "TW"):
        side = geometry.cell * 0.34
        black = kind == "TB"
        painter.setPen(QPen(QColor(255, 255, 255) if black else QColor(0, 0, 0), 1.0))
        painter.setBrush(QColor(0, 0, 0) if black else QColor(255, 255, 255))
        painter.drawRect(QRectF(x - side / 2, y - side / 2, side, side))
        return
    pen = QPen(color)
    pen.setWidthF(max(1.0, geometry.cell * 0.07))
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
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
    painter: QPainter,
    geometry: Geometry,
    point: Point,
    wood: QPixmap,
    dpr: float,
    *,
    width: float | None = None,
) -> None:
    """Cover the lines around ``point`` with bare wood (under a label on an empty point).

    ``width`` is the logical width to clear (default 0.68 cell), at most one cell (the
    point's own square).
    """
    x, y = geometry.center(point)
    cell = geometry.cell
    half_w = round(min(cell, max(cell * 0.68, width or 0.0)) * dpr / 2)
    half_h = round(cell * 0.34 * dpr)
    left, top = round(x * dpr) - half_w, round(y * dpr) - half_h
    painter.drawPixmap(
        QRectF(left / dpr, top / dpr, 2 * half_w / dpr, 2 * half_h / dpr),
        wood,
        QRectF(left, top, 2 * half_w, 2 * half_h),
    )


LABEL_ROOM = 0.82
"""Width a label may take, as a fraction of the cell (a gap is left to the next point)."""
LABEL_IN_MARK = 0.5
"""Width a label may take inside a circle or square mark on its point, in cells."""
WIDE_LABEL = 0.5
"""A label wider than this many cells clears the grid from its whole square, so two such
labels side by side are not joined by a stub of line that reads as a dash."""
FAINT_MARK = 0.45
"""Opacity of a triangle or cross mark under a label on its point."""


def label_glyph(
    glyphs: GlyphCache,
    geometry: Geometry,
    text: str,
    color: QColor,
    dpr: float,
    *,
    share: float = LABEL_ROOM,
) -> QPixmap:
    """The cached pixmap of label ``text``, fitted into its point (:func:`fit_label`:
    shrunk to ``share`` of the cell, then cut with an ellipsis)."""
    room = max(1.0, geometry.cell * share - 2)  # the pixmap pads the text by 2 px
    shown, size = fit_label(text, geometry.stone_diameter(), room)
    return glyphs.glyph(shown, color, size, dpr)


def paint_label(
    painter: QPainter,
    geometry: Geometry,
    snapshot: BoardSnapshot,
    point: Point,
    text: str,
    *,
    glyphs: GlyphCache,
    wood: QPixmap,
    dpr: float,
    mark: str = "",
) -> None:
    """Draw a text label centred on ``point``, never outside the point's square; on
    wood, the grid under it is hidden (the whole square for a label wider than usual).

    A ``mark`` on the same point is drawn too: a circle or square (``CR``, ``SQ``) as
    usual with the label shrunk inside it (:data:`LABEL_IN_MARK`), a circled letter as in
    printed diagrams; a triangle or cross (``TR``, ``MA``), which leaves no room inside,
    faded to :data:`FAINT_MARK` under the label.
    """
    color = contrast_color(snapshot, point)
    inside = mark in ("CR", "SQ")
    share = LABEL_IN_MARK if inside else LABEL_ROOM
    glyph = label_glyph(glyphs, geometry, text, color, dpr, share=share)
    if snapshot.is_empty(point):
        wide = glyph.width() / dpr > geometry.cell * WIDE_LABEL
        hide_grid(painter, geometry, point, wood, dpr, width=geometry.cell if wide else None)
    if mark:
        painter.save()
        painter.setOpacity(1.0 if inside else FAINT_MARK)
        paint_mark(painter, geometry, point, mark, color)
        painter.restore()
    x, y = geometry.center(point)
    if max(glyph.width(), glyph.height()) / dpr > geometry.cell:
        painter.save()
        painter.setClipRect(cell_rect(geometry, point, dpr))
        blit_centred(painter, glyph, x, y, dpr)
        painter.restore()
    else:
        blit_centred(painter, glyph, x, y, dpr)


def paint_numbers(
    painter: QPainter,
    geometry: Geometry,
    snapshot: BoardSnapshot,
    numbers: list[tuple[Point, int]],
    *,
    glyphs: GlyphCache,
    dpr: float,
) -> None:
    """Write each move number on its stone (none on empty points); the last move's in red.

    ``numbers`` must be derived from ``snapshot`` alone: the laid-out blits are
    kept in ``glyphs`` for this snapshot object, so repainting it (hover,
    partial updates) only blits cached pixmaps.
    """
    key = (geometry, dpr)
    layer = glyphs.layer(snapshot, key)
    if layer is None:
        layer = _lay_out(geometry, snapshot, numbers, glyphs=glyphs, dpr=dpr)
        glyphs.keep_layer(snapshot, key, layer)
    blit_all(painter, layer.blits)


def number_layer(
    geometry: Geometry,
    snapshot: BoardSnapshot,
    covered: set[Point],
    *,
    glyphs: GlyphCache,
    dpr: float,
) -> NumberLayer:
    """The move numbers of ``snapshot`` on points not ``covered`` by marks or labels, laid out.

    ``covered`` must be derived from ``snapshot`` alone: the layer is kept in
    ``glyphs`` for this snapshot object (as by :func:`paint_numbers`).
    """
    key = (geometry, dpr)
    layer = glyphs.layer(snapshot, key)
    if layer is None:
        size = snapshot.size
        numbers = [(p, n) for p, n in snapshot.numbers if p not in covered and size.contains(p)]
        layer = _lay_out(geometry, snapshot, numbers, glyphs=glyphs, dpr=dpr)
        glyphs.keep_layer(snapshot, key, layer)
    return layer


def blit_all(painter: QPainter, blits: list[Blit]) -> None:
    """Draw every pixmap at its position."""
    draw = painter.drawPixmap
    for position, pixmap in blits:
        draw(position, pixmap)


def _lay_out(
    geometry: Geometry,
    snapshot: BoardSnapshot,
    numbers: list[tuple[Point, int]],
    *,
    glyphs: GlyphCache,
    dpr: float,
) -> NumberLayer:
    last = snapshot.last_move
    blits = number_blits(geometry, snapshot, numbers, glyphs=glyphs, dpr=dpr) if numbers else []
    return NumberLayer(blits, last is not None and any(p == last for p, _ in numbers))


def number_blits(
    geometry: Geometry,
    snapshot: BoardSnapshot,
    numbers: list[tuple[Point, int]],
    *,
    glyphs: GlyphCache,
    dpr: float,
) -> list[Blit]:
    """Pixmaps and positions of the move numbers on the stones of ``snapshot``.

    Numbers up to 99 share one text size, larger ones a smaller size that fits
    three digits. Blits already placed for this geometry are reused
    (:meth:`GlyphCache.blit_memo`).
    """
    memo = glyphs.blit_memo((geometry, dpr))
    width = snapshot.size.width
    last_move = snapshot.last_move
    last_index = -1 if last_move is None else last_move.y * width + last_move.x
    cells = snapshot.cells
    blits: list[Blit] = []
    placer: _Placer | None = None
    for point, number in numbers:
        index = point.y * width + point.x
        value = cells[index]
        if not value:
            continue
        key = (index, number, value, index == last_index)
        blit = memo.get(key)
        if blit is None:
            if placer is None:
                placer = _Placer(geometry, glyphs, dpr)
            blit = memo[key] = placer.place(point, number, value, is_last=index == last_index)
        blits.append(blit)
    return blits


class _Placer:
    """Lays out move numbers for one geometry and ratio (the glyph tables looked up once)."""

    def __init__(self, geometry: Geometry, glyphs: GlyphCache, dpr: float) -> None:
        diameter = geometry.stone_diameter()
        short, long = fitted_pixel_size(2, diameter), fitted_pixel_size(3, diameter)

        def sizes(color: QColor) -> tuple[GlyphTable, GlyphTable]:
            return glyphs.table(color, short, dpr), glyphs.table(color, long, dpr)

        self.normal = {1: sizes(ON_BLACK), 2: sizes(ON_WHITE)}
        self.last = {1: sizes(LAST_NUMBER_ON_BLACK), 2: sizes(LAST_NUMBER_ON_WHITE)}
        self.dpr = dpr
        self.cell, self.step, self.shift = geometry.cell, geometry.row_step, geometry.row_shift
        self.left, self.top = geometry.origin
        self.displayed = geometry.displayed

    def place(self, point: Point, number: int, value: int, *, is_last: bool) -> Blit:
        """The blit of ``number`` on a stone of cell ``value`` at ``point``."""
        dpr = self.dpr
        tables = self.last[value] if is_last else self.normal[value]
        pixmap, half_w, half_h = tables[number > 99][str(number)]
        x, y = self.displayed(point)
        position = QPointF(
            round((self.left + x * self.cell + y * self.shift) * dpr - half_w) / dpr,
            round((self.top + y * self.step) * dpr - half_h) / dpr,
        )
        return position, pixmap


def paint_connectors(painter: QPainter, geometry: Geometry, snapshot: BoardSnapshot) -> None:
    """Draw ``LN`` lines and ``AR`` arrows (line plus filled head at the end point).

    Opaque colours and flat caps: antialiased strokes that are translucent or
    have round caps go through Qt's slow path stroker (0.5 ms a line).
    """
    size = snapshot.size
    cell = geometry.cell
    width = max(1.2, cell * 0.07)
    head_length, head_half = max(5.0, cell * 0.34), max(3.0, cell * 0.15)
    shapes: list[tuple[QLineF, QPolygonF | None]] = []
    for pairs, with_head in ((snapshot.lines, False), (snapshot.arrows, True)):
        for start, end in pairs:
            if start == end or not (size.contains(start) and size.contains(end)):
                continue
            (x0, y0), (x1, y1) = geometry.center(start), geometry.center(end)
            length = math.hypot(x1 - x0, y1 - y0)
            ux, uy = (x1 - x0) / length, (y1 - y0) / length
            if not with_head:
                shapes.append((QLineF(x0, y0, x1, y1), None))
                continue
            base_x, base_y = x1 - ux * head_length, y1 - uy * head_length
            head = QPolygonF(
                [
                    QPointF(x1, y1),
                    QPointF(base_x - uy * head_half, base_y + ux * head_half),
                    QPointF(base_x + uy * head_half, base_y - ux * head_half),
                ]
            )
            inner_x, inner_y = x1 - ux * head_length * 0.8, y1 - uy * head_length * 0.8
            shapes.append((QLineF(x0, y0, inner_x, inner_y), head))
    if not shapes:
        return
    painter.save()
    for color, pen_width in ((ARROW_OUTLINE, width + 1.6), (ARROW_COLOR, width)):
        pen = QPen(color, pen_width)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
        painter.setPen(pen)
        painter.setBrush(QBrush(color))
        for line, arrow_head in shapes:
            painter.drawLine(line)
            if arrow_head is not None:
                painter.drawPolygon(arrow_head)
    painter.restore()
