"""Drawing of the game-tree graph: edges, node glyphs, comment and mistake marks, the
current node.

Everything is drawn in content coordinates (the caller translates the painter by
the scroll offsets) and only for the cells it is given, so a frame costs what is
visible, not the size of the tree. Stones are blitted from a
:class:`~gogui_py.gui.board.stone_cache.StoneCache`.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPalette, QPen, QPolygonF

from gogui_py.game.annotations import move_annotation
from gogui_py.game.node import Node
from gogui_py.game.variation_layout import Edge
from gogui_py.go import Color
from gogui_py.gui.board.overlays import ANNOTATION_COLORS
from gogui_py.gui.board.stone_cache import StoneCache
from gogui_py.gui.tree_view.geometry import TreeGeometry

PASS_OPACITY = 0.4
COMMENT_COLOR = QColor(232, 140, 30)
MISTAKE_COLOR = QColor(224, 40, 40)
"""The ring around a move the analysis judged a mistake (the win-rate graph's red)."""


def blend(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` moved a fraction ``t`` (0..1) toward ``b``, opaque."""
    return QColor(
        round(a.red() + (b.red() - a.red()) * t),
        round(a.green() + (b.green() - a.green()) * t),
        round(a.blue() + (b.blue() - a.blue()) * t),
    )


@dataclass(frozen=True)
class TreeColors:
    """The view's colours, derived from a palette so dark themes work.

    Attributes:
        background: behind the graph (palette Base).
        line: edges between nodes.
        path: edges on the current path (root to current, and on to the end of
            its main variation).
        current: the opaque fill of the current node's cell.
        current_ring: the outline of the current node's cell.
        empty: glyph of nodes with neither a move nor setup.
        ruler_text: column numbers of the ruler.
        stone_rim: the rim drawn round black stones and setup squares on a dark
            background (Sabaki's grey rim), so they stand out; None on a light one.
    """

    background: QColor
    line: QColor
    path: QColor
    current: QColor
    current_ring: QColor
    empty: QColor
    ruler_text: QColor
    stone_rim: QColor | None = None

    @staticmethod
    def from_palette(palette: QPalette) -> TreeColors:
        """Colours for ``palette``."""
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        highlight = palette.color(QPalette.ColorRole.Highlight)
        return TreeColors(
            background=base,
            line=blend(base, text, 0.42),
            path=highlight,
            current=blend(base, highlight, 0.3),
            current_ring=highlight,
            empty=blend(base, text, 0.55),
            ruler_text=blend(palette.color(QPalette.ColorRole.Window), text, 0.6),
            stone_rim=blend(base, text, 0.62) if base.lightness() < 128 else None,
        )


def paint_edges(
    painter: QPainter,
    geometry: TreeGeometry,
    edges: Iterable[Edge],
    color: QColor,
    width: float,
) -> None:
    """Draw ``edges`` (grid segments between cell centres) with one pen.

    One ``drawLine`` per edge: ``drawLines`` strokes a batch as one path, where the
    overlapping caps of joined segments cancel out (odd-even fill) differently
    depending on which segments are in the batch, so a partial repaint after
    scrolling would not match a full one.
    """
    pen = QPen(color, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    painter.setPen(pen)
    centre = geometry.centre
    for col_a, row_a, col_b, row_b in edges:
        xa, ya = centre(col_a, row_a)
        xb, yb = centre(col_b, row_b)
        painter.drawLine(QLineF(xa, ya, xb, yb))


def paint_current(
    painter: QPainter, geometry: TreeGeometry, col: int, row: int, colors: TreeColors
) -> None:
    """The current node's highlight: a rounded, filled and outlined cell."""
    inset = max(1.0, geometry.cell * 0.06)
    cell = geometry.cell
    rect = QRectF(
        geometry.cell_left(col) + inset,
        geometry.cell_top(row) + inset,
        cell - 2 * inset,
        cell - 2 * inset,
    )
    pen = QPen(colors.current_ring, max(1.0, cell / 16))
    painter.setPen(pen)
    painter.setBrush(colors.current)
    radius = cell * 0.22
    painter.drawRoundedRect(rect, radius, radius)


def paint_nodes(
    painter: QPainter,
    geometry: TreeGeometry,
    cells: Sequence[tuple[int, int, Node]],
    stones: StoneCache,
    colors: TreeColors,
    *,
    mistakes: Collection[Node] = (),
) -> None:
    """Draw the glyph of every ``(col, row, node)``, a mark on commented nodes, a ring in
    its colour around a move annotated bad, good, doubtful or interesting (Sabaki's
    colours), and a red ring around the nodes in ``mistakes`` (over the annotation's).

    A move is a shaded stone (a pass a faint one); a setup node a small square,
    black, white, split or grey (only AE); a node with neither a small ring.
    """
    dpr = painter.device().devicePixelRatioF()
    diameter = geometry.stone_diameter
    pixmaps = {color: stones.stone(color, diameter, dpr) for color in Color}
    rimmed: list[tuple[float, float]] = []
    commented: list[tuple[float, float]] = []
    marked: list[tuple[float, float]] = []
    annotated: list[tuple[float, float, QColor]] = []
    for col, row, node in cells:
        x, y = geometry.centre(col, row)
        move = node.move
        if move is not None:
            stone = pixmaps[move.color]
            if move.point is None:
                painter.setOpacity(PASS_OPACITY)
            painter.drawPixmap(
                QPointF(x - stone.half_side / dpr, y - stone.half_side / dpr), stone.pixmap
            )
            if move.point is None:
                painter.setOpacity(1.0)
            if move.color is Color.BLACK and colors.stone_rim is not None:
                rimmed.append((x, y))
        elif node.has_setup:
            _paint_setup(painter, node, QPointF(x, y), diameter, colors)
        else:
            _paint_empty(painter, QPointF(x, y), diameter, colors)
        if node.comment:
            commented.append((x, y))
        annotation = move_annotation(node)
        if annotation is not None and annotation[0] in ANNOTATION_COLORS:
            annotated.append((x, y, ANNOTATION_COLORS[annotation[0]]))
        if mistakes and node in mistakes:
            marked.append((x, y))
    if rimmed:
        _paint_rims(painter, geometry, rimmed, colors)
    if annotated:
        _paint_annotation_rings(painter, geometry, annotated)
    if marked:
        _paint_mistake_rings(painter, geometry, marked)
    if commented:
        _paint_comment_marks(painter, geometry, commented, colors)


def _paint_setup(
    painter: QPainter, node: Node, centre: QPointF, diameter: float, colors: TreeColors
) -> None:
    side = diameter * 0.78
    rect = QRectF(centre.x() - side / 2, centre.y() - side / 2, side, side)
    rim = colors.stone_rim or QColor(40, 40, 40)
    outline = QPen(rim, max(1.0, diameter / 16))
    black, white = bool(node.add_black), bool(node.add_white)
    painter.setPen(Qt.PenStyle.NoPen)
    if black and white:
        painter.setBrush(QColor(248, 248, 244))
        painter.drawRect(rect)
        painter.setBrush(QColor(24, 24, 26))
        painter.drawPolygon(QPolygonF([rect.topLeft(), rect.topRight(), rect.bottomLeft()]))
    else:
        fill = QColor(24, 24, 26) if black else QColor(248, 248, 244) if white else colors.empty
        painter.setBrush(fill)
        painter.drawRect(rect)
    painter.setPen(outline)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(rect)


def _paint_rims(
    painter: QPainter,
    geometry: TreeGeometry,
    centres: Sequence[tuple[float, float]],
    colors: TreeColors,
) -> None:
    """The rim of each black stone on a dark background (a pass's too: its faint stone
    would vanish), on the stone's edge."""
    assert colors.stone_rim is not None
    width = max(1.0, geometry.cell / 20)
    radius = geometry.stone_diameter / 2 - width / 2
    painter.setPen(QPen(colors.stone_rim, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for x, y in centres:
        painter.drawEllipse(QPointF(x, y), radius, radius)


def _paint_empty(painter: QPainter, centre: QPointF, diameter: float, colors: TreeColors) -> None:
    radius = diameter * 0.26
    painter.setPen(QPen(colors.empty, max(1.2, diameter / 10)))
    painter.setBrush(colors.background)
    painter.drawEllipse(centre, radius, radius)


def _paint_comment_marks(
    painter: QPainter,
    geometry: TreeGeometry,
    centres: Sequence[tuple[float, float]],
    colors: TreeColors,
) -> None:
    """A small orange dot at the upper right of each commented node's stone."""
    radius = max(2.0, geometry.cell * 0.12)
    offset = geometry.stone_diameter * 0.42
    painter.setPen(QPen(colors.background, max(1.0, radius * 0.45)))
    painter.setBrush(COMMENT_COLOR)
    for x, y in centres:
        painter.drawEllipse(QPointF(x + offset, y - offset), radius, radius)


def _paint_annotation_rings(
    painter: QPainter, geometry: TreeGeometry, rings: Sequence[tuple[float, float, QColor]]
) -> None:
    """A ring in the annotation's colour just outside each annotated node's stone."""
    width = max(1.5, geometry.cell / 11)
    radius = min(geometry.stone_diameter / 2 + width, geometry.cell / 2 - width / 2)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for x, y, color in rings:
        painter.setPen(QPen(color, width))
        painter.drawEllipse(QPointF(x, y), radius, radius)


def _paint_mistake_rings(
    painter: QPainter, geometry: TreeGeometry, centres: Sequence[tuple[float, float]]
) -> None:
    """A red ring just outside each marked node's stone (inside its cell)."""
    width = max(1.5, geometry.cell / 11)
    radius = min(geometry.stone_diameter / 2 + width, geometry.cell / 2 - width / 2)
    painter.setPen(QPen(MISTAKE_COLOR, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for x, y in centres:
        painter.drawEllipse(QPointF(x, y), radius, radius)
