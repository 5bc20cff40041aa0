"""The mark of a folded node (its subtree hidden, GoGui's Hide Subtree): a short stub
leaving the node to the right, ending in a small boxed plus, like a tree view's expander.

Drawn in content coordinates, as :mod:`gogui_py.gui.tree_view.painter`. The mark
reaches at most ``0.2`` cell past the node's cell (inside the padding at the graph's
right end); the cell to the right of a folded node is always empty (its line ends there
and another line starts at least two columns further).
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QPainter, QPen

from gogui_py.gui.tree_view.geometry import TreeGeometry
from gogui_py.gui.tree_view.painter import TreeColors

BOX = 0.38
"""Side of the plus box, in cells."""


def fold_mark_rect(geometry: TreeGeometry, col: int, row: int) -> QRectF:
    """The box of the mark of the folded node in cell ``(col, row)`` (content pixels)."""
    side = max(5.0, geometry.cell * BOX)
    x = geometry.cell_left(col + 1) - side / 2
    y = geometry.centre(col, row)[1] - side / 2
    return QRectF(x, y, side, side)


def paint_fold_marks(
    painter: QPainter,
    geometry: TreeGeometry,
    cells: Iterable[tuple[int, int]],
    colors: TreeColors,
) -> None:
    """Draw the fold mark of the folded nodes at ``cells`` ``(col, row)``."""
    width = max(1.0, geometry.cell / 16)
    pen = QPen(colors.line, width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    for col, row in cells:
        box = fold_mark_rect(geometry, col, row)
        x, y = geometry.centre(col, row)
        stub_start = x + geometry.stone_diameter / 2
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if box.left() > stub_start:
            painter.drawLine(QLineF(stub_start, y, box.left(), y))
        painter.setBrush(colors.background)
        painter.drawRect(box)
        inset = box.width() * 0.25
        painter.drawLine(QLineF(box.left() + inset, y, box.right() - inset, y))
        cx = box.center().x()
        painter.drawLine(QLineF(cx, box.top() + inset, cx, box.bottom() - inset))
