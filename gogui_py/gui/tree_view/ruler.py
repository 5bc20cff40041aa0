"""The column ruler above the game-tree graph: a tick per column, a number every 5 columns.

The column of a node is its depth, which in a game whose root holds no move is
the move number along every variation without setup-only nodes.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from gogui_py.gui.tree_view.geometry import TreeGeometry
from gogui_py.gui.tree_view.painter import TreeColors

LABEL_EVERY = 5
HEIGHT = 17


class ColumnRuler(QWidget):
    """Column numbers for a horizontally scrolled graph; the view moves it with
    :meth:`set_view`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._geometry = TreeGeometry()
        self._offset = 0
        self._columns = 1
        font = QFont(self.font())
        font.setPointSizeF(max(6.5, font.pointSizeF() * 0.78))
        self.setFont(font)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def sizeHint(self) -> QSize:
        return QSize(100, HEIGHT)

    def set_view(self, geometry: TreeGeometry, offset: int, columns: int) -> None:
        """Show ``columns`` columns of ``geometry`` scrolled ``offset`` pixels to the left."""
        if (geometry, offset, columns) != (self._geometry, self._offset, self._columns):
            self._geometry, self._offset, self._columns = geometry, offset, columns
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        colors = TreeColors.from_palette(self.palette())
        window = self.palette().color(QPalette.ColorRole.Window)
        painter.fillRect(event.rect(), window)
        geometry = self._geometry
        col0, col1, _, _ = geometry.cells_touching(
            self._offset + event.rect().left() - geometry.cell * 2,
            0,
            self._offset + event.rect().right() + geometry.cell * 2,
            1,
        )
        height = self.height()
        painter.setPen(QPen(colors.line, 1))
        painter.drawLine(QLineF(0, height - 0.5, self.width(), height - 0.5))
        painter.setPen(QPen(colors.ruler_text, 1))
        for col in range(max(0, col0), min(self._columns - 1, col1) + 1):
            x = geometry.centre(col, 0)[0] - self._offset
            if col % LABEL_EVERY == 0:
                box = QRectF(x - 30, 0, 60, height - 4)
                painter.drawText(box, Qt.AlignmentFlag.AlignCenter, str(col))
            else:
                painter.drawLine(QLineF(x, height - 3, x, height - 1))
        painter.end()
