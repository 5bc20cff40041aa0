"""A widget showing both players' clocks from a pure :class:`ClockSnapshot`.

Texts: ``"12:34"`` in main time (``"1:02:03"`` past an hour), ``"0:28 (3)"`` in
byo-yomi (time left in the period, periods left), ``"4:10 / 15"`` in Canadian
overtime (time left in the period, moves left in it). Times are rounded up, so
``"0:00"`` means the time is gone. The running clock is highlighted; a clock is
red when little time is left before a loss or a lost period, and when lost.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPalette, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from gogui_py.game.clock import ClockSnapshot, ColorTime, Overtime, TimeSettings, format_duration
from gogui_py.go import Color
from gogui_py.gui.i18n import color_name, translate

LOW_TIME = 10.0
"""Seconds under which a countdown that ends in a loss (or a lost period) turns red."""

TICK_MS = 100
"""Repaint interval while a clock runs and a ticker source is set."""

LOW_COLOR = QColor(200, 30, 30)

SnapshotSource = Callable[[], ClockSnapshot | None]
"""Returns the clocks now (e.g. ``lambda: clock.snapshot(time.monotonic())``)."""


def paint_stone(painter: QPainter, rect: QRectF, color: Color) -> None:
    """A flat stone of ``color`` in ``rect`` (pixels), readable on light and dark
    backgrounds: Black near-black with a mid-grey rim, White near-white with a dark rim."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if color is Color.BLACK:
        painter.setPen(QPen(QColor(150, 150, 150), 1.2))
        painter.setBrush(QColor(17, 17, 17))
    else:
        painter.setPen(QPen(QColor(70, 70, 70), 1.2))
        painter.setBrush(QColor(244, 244, 244))
    painter.drawEllipse(rect)
    painter.restore()


def stone_pixmap(color: Color, size: int = 16) -> QPixmap:
    """A ``size`` x ``size`` pixmap (transparent) of :func:`paint_stone`."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_stone(painter, QRectF(1, 1, size - 2, size - 2), color)
    painter.end()
    return pixmap


def clock_text(state: ColorTime, settings: TimeSettings) -> str:
    """The text of one clock face (see the module docstring)."""
    shown = format_duration(state.shown_seconds(settings))
    if state.lost or not state.in_overtime(settings):
        return shown
    if settings.overtime is Overtime.BYO_YOMI:
        return f"{shown} ({state.periods_left})"
    return f"{shown} / {state.stones_left}"


def is_low_time(state: ColorTime, settings: TimeSettings, threshold: float = LOW_TIME) -> bool:
    """True when the clock should be red: lost, or under ``threshold`` seconds on a
    countdown whose end loses the game or a byo-yomi period (main time followed by
    overtime does not count)."""
    if state.lost:
        return True
    if settings.overtime is not Overtime.NONE and not state.in_overtime(settings):
        return False
    return state.shown_seconds(settings) < threshold


class ClockView(QWidget):
    """Black's and White's clocks side by side; "no time limit" when there is none.

    :meth:`set_state` shows a snapshot. With :meth:`set_ticker`, a 100 ms timer
    pulls fresh snapshots while a clock runs, and stops when none runs.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("clock-view")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self._snapshot: ClockSnapshot | None = None
        self._source: SnapshotSource | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._on_timer_timeout)
        font = QFont(self.font())
        font.setPointSizeF(max(font.pointSizeF(), 9.0) * 1.5)
        font.setStyleHint(QFont.StyleHint.Monospace)
        font.setFamilies(["DejaVu Sans Mono", "Menlo", "Consolas", "monospace"])
        self._clock_font = font

    # -- state ----------------------------------------------------------------------

    @property
    def snapshot(self) -> ClockSnapshot | None:
        """The snapshot shown, None when there is no time limit."""
        return self._snapshot

    @property
    def is_ticking(self) -> bool:
        """True while the repaint timer runs."""
        return self._timer.isActive()

    def set_state(self, snapshot: ClockSnapshot | None) -> None:
        """Show ``snapshot`` (None: no time limit) and repaint."""
        self._snapshot = snapshot
        self.setToolTip(self._tool_tip())
        self._update_timer()
        self.update()

    def set_ticker(self, source: SnapshotSource | None) -> None:
        """Pull snapshots from ``source`` every 100 ms while a clock runs; None stops it."""
        self._source = source
        self._update_timer()

    def text(self, color: Color) -> str:
        """The text shown for ``color`` ("" when there is no time limit)."""
        if self._snapshot is None:
            return ""
        return clock_text(self._snapshot.of(color), self._snapshot.settings)

    def is_low(self, color: Color) -> bool:
        """True when ``color``'s clock is drawn red."""
        if self._snapshot is None:
            return False
        return is_low_time(self._snapshot.of(color), self._snapshot.settings)

    def _update_timer(self) -> None:
        running = self._snapshot is not None and self._snapshot.running is not None
        if self._source is not None and running:
            if not self._timer.isActive():
                self._timer.start()
        else:
            self._timer.stop()

    def _on_timer_timeout(self) -> None:
        if self._source is not None:
            self.set_state(self._source())

    def _tool_tip(self) -> str:
        snapshot = self._snapshot
        if snapshot is None:
            return translate("MainWindow", "No time limit")
        lines = [settings_text(snapshot.settings)]
        lines += [
            translate("TimeLeft", "{} lost on time").format(color_name(color))
            for color in Color
            if snapshot.of(color).lost
        ]
        return "\n".join(lines)

    # -- painting -------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        height = self.fontMetrics().height()
        return QSize(260, max(36, int(height * 2.4)))

    def minimumSizeHint(self) -> QSize:
        return QSize(160, self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._snapshot is None:
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(
                self.rect(), Qt.AlignmentFlag.AlignCenter, translate("MainWindow", "No time limit")
            )
            painter.end()
            return
        half = (self.width() - 6) / 2
        for index, color in enumerate((Color.BLACK, Color.WHITE)):
            box = QRectF(2 + index * (half + 2), 2, half, self.height() - 4)
            self._paint_clock(painter, box, color)
        painter.end()

    def _paint_clock(self, painter: QPainter, box: QRectF, color: Color) -> None:
        assert self._snapshot is not None
        palette = self.palette()
        running = self._snapshot.running is color
        if running:
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Highlight), 2.0))
            fill = QColor(palette.color(QPalette.ColorRole.Highlight))
            fill.setAlpha(60)
            painter.setBrush(fill)
        else:
            painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1.0))
            painter.setBrush(palette.color(QPalette.ColorRole.Base))
        painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), 6, 6)
        diameter = min(box.height() * 0.5, 20.0)
        stone = QRectF(box.left() + 8, box.center().y() - diameter / 2, diameter, diameter)
        paint_stone(painter, stone, color)
        text_box = box.adjusted(diameter + 14, 0, -6, 0)
        font = QFont(self._clock_font)
        font.setBold(running)
        painter.setFont(font)
        ink = LOW_COLOR if self.is_low(color) else palette.color(QPalette.ColorRole.Text)
        painter.setPen(ink)
        painter.drawText(
            text_box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, self.text(color)
        )


def settings_text(settings: TimeSettings) -> str:
    """:meth:`TimeSettings.describe` in the user's language (context ``TimeLeft``), e.g.
    ``"10:00 + 5 x 0:30 byo-yomi"``."""
    main = format_duration(settings.main_time)
    period = format_duration(settings.period_time)
    if settings.overtime is Overtime.BYO_YOMI:
        return translate("TimeLeft", "{0} + {1} x {2} byo-yomi").format(
            main, settings.periods, period
        )
    if settings.overtime is Overtime.CANADIAN:
        return translate("TimeLeft", "{0} + {1} moves / {2} Canadian").format(
            main, settings.stones, period
        )
    return translate("TimeLeft", "{} absolute").format(main)
