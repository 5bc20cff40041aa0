"""The Elo plot: per pairing, the Elo estimate after each counted game with its 95 %
interval as a shaded band, drawn with pyqtgraph as the analysis graph is (imported when
the plot is built). The Elo axis spans the finite values. An infinite estimate or bound
(one side won every decided game so far: the Wilson interval of
:mod:`gogui_py.match.results` then still has one finite end) is drawn on the axis's
edge, the estimate as a triangle pointing off the plot, so the band shows from the
finite bound to the edge.
"""

from __future__ import annotations

import html
import math
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QVBoxLayout, QWidget

from gogui_py.gui.i18n import translate
from gogui_py.gui.match.progress import EloPoint
from gogui_py.match.config import Pairing

ELO_LIMIT = 800.0
"""The Elo axis spans at most +-ELO_LIMIT."""

EDGE_MARGIN = 0.04
"""Room beyond +-span (a fraction of the range) so the marks on the edge show whole."""

COLORS = ("#3070c0", "#c04040", "#30a050", "#a060c0", "#c08020", "#40a0a0")


def clip(value: float, limit: float = ELO_LIMIT) -> float:
    """``value`` within +-``limit`` (infinities too)."""
    if math.isnan(value):
        return 0.0
    return max(-limit, min(limit, value))


def symbol(elo: float) -> str:
    """The estimate's mark: a dot, a triangle up (+inf) or down (-inf) on the edge."""
    if math.isinf(elo):
        return "t1" if elo > 0 else "t"
    return "o"


class EloPlot(QWidget):
    """The plot (module docstring). ``curves[pairing_id]`` is the estimate's curve."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        import pyqtgraph as pg  # noqa: PLC0415 - numpy and pyqtgraph only when shown

        self._pg: Any = pg
        self.plot: Any = pg.PlotWidget(background=None)
        item = self.plot.getPlotItem()
        item.showGrid(x=True, y=True, alpha=0.25)
        item.setLabel("left", translate("Match", "Elo (first - second)"))
        item.setLabel("bottom", "games")
        item.hideButtons()
        item.getAxis("left").enableAutoSIPrefix(False)
        item.getAxis("bottom").enableAutoSIPrefix(False)
        self.span = 400.0
        """The Elo axis runs over +-span (plus :data:`EDGE_MARGIN`); infinities at +-span."""
        item.setYRange(-self.span, self.span, padding=EDGE_MARGIN)
        item.addItem(
            pg.InfiniteLine(pos=0, angle=0, pen=pg.mkPen("#999999", style=Qt.PenStyle.DashLine))
        )
        self.curves: dict[str, Any] = {}
        self._bands: dict[str, tuple[Any, Any, Any]] = {}
        self._shown: dict[str, int] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)

    def sizeHint(self) -> QSize:
        return QSize(420, 260)

    def set_pairings(self, pairings: Sequence[Pairing]) -> None:
        """One curve and band per pairing (the previous ones removed)."""
        pg, item = self._pg, self.plot.getPlotItem()
        for curve in self.curves.values():
            item.removeItem(curve)
        for low, high, band in self._bands.values():
            for thing in (low, high, band):
                item.removeItem(thing)
        self.curves, self._bands, self._shown = {}, {}, {}
        legend = []
        for index, pairing in enumerate(pairings):
            color = COLORS[index % len(COLORS)]
            edge = pg.mkPen(color, width=1, style=Qt.PenStyle.DotLine)
            low = pg.PlotCurveItem([], [], pen=edge)
            high = pg.PlotCurveItem([], [], pen=edge)
            fill = pg.mkColor(color)
            fill.setAlpha(50)
            band = pg.FillBetweenItem(low, high, brush=pg.mkBrush(fill))
            for thing in (low, high, band):
                item.addItem(thing)
            self._bands[pairing.id] = (low, high, band)
            self.curves[pairing.id] = item.plot(
                [], [], pen=pg.mkPen(color, width=2), symbol="o", symbolSize=5,
                symbolBrush=color, symbolPen=None,
            )  # fmt: skip
            name = html.escape(f"{pairing.first} vs {pairing.second}")
            legend.append(f'<span style="color:{color}">●</span> {name}')
        item.setTitle(" &nbsp; ".join(legend) or None, size="8pt")
        longest = max((p.games for p in pairings), default=10)
        item.setXRange(0, max(2, longest), padding=0.02)

    def set_history(self, history: Mapping[str, Sequence[EloPoint]]) -> None:
        """Draw every pairing's estimates (a pairing whose points did not change is
        left alone, unless the Elo axis changed: infinities are drawn on its edge)."""
        if self._fit_y(history):
            self._shown = {}
        span = self.span
        for pairing_id, points in history.items():
            curve = self.curves.get(pairing_id)
            if curve is None or self._shown.get(pairing_id) == len(points):
                continue
            self._shown[pairing_id] = len(points)
            xs = [p.games for p in points]
            curve.setData(
                xs, [clip(p.elo, span) for p in points], symbol=[symbol(p.elo) for p in points]
            )
            low, high, _band = self._bands[pairing_id]
            low.setData(xs, [clip(p.low, span) for p in points])
            high.setData(xs, [clip(p.high, span) for p in points])

    def _fit_y(self, history: Mapping[str, Sequence[EloPoint]]) -> bool:
        """The Elo axis spans the finite values shown (at least +-200, at most the
        limit); True when its span changed."""
        values = [
            abs(v)
            for points in history.values()
            for p in points
            for v in (p.elo, p.low, p.high)
            if math.isfinite(v)
        ]
        span = min(ELO_LIMIT, max(200.0, 1.1 * max(values, default=0.0)))
        if span == self.span:
            return False
        self.span = span
        self.plot.getPlotItem().setYRange(-span, span, padding=EDGE_MARGIN)
        return True

    def points(self, pairing_id: str) -> list[tuple[float, float]]:
        """The (games, Elo) points drawn for ``pairing_id``."""
        curve = self.curves.get(pairing_id)
        if curve is None:
            return []
        xs, ys = curve.getData()
        if xs is None or ys is None:
            return []
        return [(float(x), float(y)) for x, y in zip(xs, ys, strict=True)]

    def band(self, pairing_id: str) -> list[tuple[float, float, float]]:
        """The (games, low, high) Elo interval drawn for ``pairing_id``."""
        low, high, _band = self._bands[pairing_id]
        xs, lows = low.getData()
        _xs, highs = high.getData()
        if xs is None or lows is None or highs is None:
            return []
        return [(float(x), float(a), float(b)) for x, a, b in zip(xs, lows, highs, strict=True)]
