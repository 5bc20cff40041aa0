"""The win-rate graph (issue 11): Black's win rate along the main line, drawn with
pyqtgraph (a plotting library made for Qt), up to three curves with a legend: the analysis
(the session's results, else the analysis lines recorded in the comments, so a reopened
file shows its graph without an engine) and, in engine games, each engine's own estimate
from its ``gomill-explain_last_move`` comments (:mod:`gogui_py.analysis.recorded`). A
click jumps to that move; a move that lost more than :data:`MISTAKE_DROP` of its player's
analysed win rate is marked. pyqtgraph (and numpy under it) is imported when the graph is
first built, not at start.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QPointF, QSize, Qt, Signal
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gogui_py.analysis import AnalysisUpdate
from gogui_py.analysis.recorded import MISTAKE_DROP, LineSeries, line_numbers
from gogui_py.game.node import Node
from gogui_py.go import Color
from gogui_py.gui.i18n import translate
from gogui_py.sgf.values import simpletext_from_sgf

__all__ = [
    "MISTAKE_DROP",
    "LineSeries",
    "ToMove",
    "WinrateGraph",
    "line_record",
    "main_line",
    "main_line_record",
    "player_names",
]

ToMove = Callable[[Node], Color]
"""The colour to play after a node (:meth:`gogui_py.game.game.Game.to_move`)."""


def main_line(root: Node) -> list[Node]:
    """``root`` and its first children down to the end."""
    line = [root]
    while line[-1].children:
        line.append(line[-1].children[0])
    return line


def line_record(
    line: list[Node], results: Mapping[Node, AnalysisUpdate], to_move: ToMove
) -> LineSeries:
    """Every series of the graph along ``line``: the analysis (``results`` first, else
    the recorded analysis lines), both engines' own estimates, Black's score lead
    (:func:`gogui_py.analysis.recorded.line_numbers`)."""
    return line_numbers(line, to_move, results)


def main_line_record(
    root: Node, results: Mapping[Node, AnalysisUpdate], to_move: ToMove
) -> LineSeries:
    """:func:`line_record` of the main line from ``root``."""
    return line_record(main_line(root), results, to_move)


def player_names(root: Node) -> tuple[str, str]:
    """The record's Black and White player names (``PB``, ``PW``; "" when absent)."""

    def name(ident: str) -> str:
        values = root.props.get(ident)
        return simpletext_from_sgf(values[0]).strip() if values else ""

    return name("PB"), name("PW")


class WinrateGraph(QWidget):
    """The graph (module docstring).

    Attributes:
        curve: the analysis curve (Black's win rate in %).
        black_curve, white_curve: the Black and the White engine's own estimates (%).
        mistakes: the marks on the analysis curve.
        current: the vertical line at the current move.

    Signals:
        move_clicked(int): the user clicked the graph near move number N.
    """

    move_clicked = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # noqa: PLC0415 - numpy and pyqtgraph only when shown

        self._pg: Any = pg
        self._shown: tuple[LineSeries, tuple[str, ...]] | None = None
        self._current = -1
        self._last = -1
        self.plot: Any = pg.PlotWidget(background=None)
        item = self.plot.getPlotItem()
        item.setYRange(0, 100, padding=0)
        item.setLimits(yMin=0, yMax=100)
        item.showGrid(y=True, alpha=0.25)
        # a short label: the strip under the board is about 150 px high
        item.setLabel("left", translate("Analysis", "B win %"))
        item.getAxis("left").setToolTip(translate("Analysis", "Black's win rate (%)"))
        item.setMouseEnabled(x=False, y=False)
        item.hideButtons()
        self._legend: list[str] = []  # drawn as the plot's title: it never hides a point
        self.curve: Any = item.plot(
            [], [], pen=pg.mkPen("#3070c0", width=2), symbol="o", symbolSize=5
        )
        self.black_curve: Any = item.plot(
            [], [], pen=pg.mkPen("#202020", width=1), symbol="t", symbolSize=5,
            symbolBrush="#202020", symbolPen=None,
        )  # fmt: skip
        self.white_curve: Any = item.plot(
            [], [], pen=pg.mkPen("#909090", width=1), symbol="s", symbolSize=5,
            symbolBrush="#ffffff", symbolPen="#707070",
        )  # fmt: skip
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

    def set_record(
        self, record: LineSeries, current: int, names: tuple[str, str] = ("", "")
    ) -> None:
        """Show the curves of ``record`` (win rates 0..1, drawn in %), its mistakes and
        the ``current`` move number; ``names``: the Black and White players (PB, PW) for
        the engine curves' legend ("": "Black engine", "White engine"). Nothing is
        redrawn when all of it is what is shown already."""
        if current != self._current:
            self._current = current
            self.current.setValue(current)  # stepping moves only this line
        if (record, names) == self._shown:
            return
        self._shown = (record, names)
        curves = (
            (self.curve, record.analysis, "Analysis", '<span style="color:#3070c0">●</span>'),
            (self.black_curve, record.black_engine, _label(names[0], Color.BLACK), "▼"),
            (self.white_curve, record.white_engine, _label(names[1], Color.WHITE), "□"),
        )
        last = 0
        for curve, points, _name, _mark in curves:
            xs = [number for number, _ in points]
            curve.setData(xs, [rate * 100 for _, rate in points])
            last = max(last, *xs) if xs else last
        by_move = dict(record.analysis)
        marked = [n for n in record.mistakes if n in by_move]
        self.mistakes.setData(marked, [by_move[n] * 100 for n in marked])
        legend = [(name, mark) for _curve, points, name, mark in curves if points]
        if [name for name, _ in legend] != self._legend:
            self._legend = [name for name, _ in legend]
            title = " &nbsp; ".join(f"{mark} {html.escape(name)}" for name, mark in legend)
            self.plot.getPlotItem().setTitle(title or None, size="8pt")
        if last != self._last:
            self._last = last
            self.plot.getPlotItem().setXRange(0, max(10, last), padding=0.02)

    def legend_labels(self) -> list[str]:
        """The names in the legend (the plot's title), in order: the curves that have
        points."""
        return list(self._legend)

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


def _label(name: str, color: Color) -> str:
    """The legend of an engine's curve: ``GNU Go (Black)``, else ``Black engine``."""
    colour = color.name_lower.capitalize()
    return f"{name} ({colour})" if name else f"{colour} engine"
