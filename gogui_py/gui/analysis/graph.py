"""The win-rate graph (issue 11): Black's win rate along the main line, from the stored
analysis of each move, drawn with pyqtgraph (a plotting library made for Qt); a click
jumps to that move; a move that lost more than :data:`MISTAKE_DROP` of its player's win
rate is marked. pyqtgraph (and numpy under it) is imported when the graph is first built,
not at start.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gogui_py.analysis import AnalysisUpdate
from gogui_py.game.node import Node
from gogui_py.go import Color

MISTAKE_DROP = 0.10
"""A move whose player's win rate fell by more than this (0..1) is a mistake."""


ToMove = Callable[[Node], Color]
"""The colour to play after a node (:meth:`gogui_py.game.game.Game.to_move`)."""


def main_line(root: Node) -> list[Node]:
    """``root`` and its first children down to the end."""
    line = [root]
    while line[-1].children:
        line.append(line[-1].children[0])
    return line


def main_line_series(
    root: Node, results: Mapping[Node, AnalysisUpdate], to_move: ToMove
) -> tuple[list[tuple[int, float]], list[int]]:
    """:func:`line_series` of the main line from ``root``."""
    return line_series(main_line(root), results, to_move)


def line_series(
    line: list[Node], results: Mapping[Node, AnalysisUpdate], to_move: ToMove
) -> tuple[list[tuple[int, float]], list[int]]:
    """``([(move number, Black's win rate 0..1)], [move numbers of mistakes])`` along
    ``line`` (a root-to-leaf path), for the nodes with a stored result (win rates are
    given for the side to move; turned to Black's here)."""
    series: list[tuple[int, float]] = []
    mistakes: list[int] = []
    number = 0
    previous: float | None = None
    for index, node in enumerate(line):
        if index and node.move is not None:
            number += 1
        update = results.get(node)
        if update is not None and update.candidates:
            black = black_win_rate(node, update, to_move)
            if previous is not None and node.move is not None:
                mover = node.move.color
                before = previous if mover is Color.BLACK else 1 - previous
                after = black if mover is Color.BLACK else 1 - black
                if before - after > MISTAKE_DROP:
                    mistakes.append(number)
            series.append((number, black))
            previous = black
        else:
            previous = None
    return series, mistakes


def black_win_rate(node: Node, update: AnalysisUpdate, to_move: ToMove) -> float:
    """Black's win rate (0..1) after ``node`` from its best candidate (given for the
    side to move)."""
    rate = update.candidates[0].winrate
    return rate if to_move(node) is Color.BLACK else 1 - rate


class WinrateGraph(QWidget):
    """The graph (module docstring).

    Signals:
        move_clicked(int): the user clicked the graph near move number N.
    """

    move_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # noqa: PLC0415 - numpy and pyqtgraph only when shown

        self._pg: Any = pg
        self.plot: Any = pg.PlotWidget(background=None)
        item = self.plot.getPlotItem()
        item.setYRange(0, 100, padding=0)
        item.setLimits(yMin=0, yMax=100)
        item.showGrid(y=True, alpha=0.25)
        item.setLabel("left", "Black win rate", units="%")
        item.setMouseEnabled(x=False, y=False)
        item.hideButtons()
        self.curve: Any = item.plot(
            [], [], pen=pg.mkPen("#3070c0", width=2), symbol="o", symbolSize=5
        )
        self.mistakes: Any = pg.ScatterPlotItem(size=9, brush=pg.mkBrush("#e03030"), pen=None)
        item.addItem(self.mistakes)
        self.current: Any = pg.InfiniteLine(angle=90, pen=pg.mkPen("#888888"))
        item.addItem(self.current)
        item.addItem(
            pg.InfiniteLine(pos=50, angle=0, pen=pg.mkPen("#bbbbbb", style=Qt.PenStyle.DashLine))
        )
        self.plot.scene().sigMouseClicked.connect(self._on_scene_clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)

    def sizeHint(self) -> QSize:
        """A strip under the board, not half the window."""
        return QSize(480, 150)

    def set_series(
        self, series: list[tuple[int, float]], mistakes: list[int], current: int
    ) -> None:
        """Show ``series`` (move number, Black's win rate 0..1), mark ``mistakes`` and
        the ``current`` move."""
        xs = [number for number, _ in series]
        ys = [rate * 100 for _, rate in series]
        self.curve.setData(xs, ys)
        by_move = dict(zip(xs, ys, strict=True))
        marked = [(n, by_move[n]) for n in mistakes if n in by_move]
        self.mistakes.setData([n for n, _ in marked], [y for _, y in marked])
        self.current.setValue(current)
        last = max(xs, default=0)
        self.plot.getPlotItem().setXRange(0, max(10, last), padding=0.02)

    def move_at(self, scene_pos: QPointF) -> int | None:
        """The move number nearest to a point of the plot's scene (None outside it)."""
        view = self.plot.getPlotItem().getViewBox()
        if not view.sceneBoundingRect().contains(scene_pos):
            return None
        x: float = view.mapSceneToView(scene_pos).x()
        return max(0, round(x))

    def _on_scene_clicked(self, event: Any) -> None:
        number = self.move_at(event.scenePos())
        if number is not None:
            self.move_clicked.emit(number)
