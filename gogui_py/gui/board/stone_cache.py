"""Pre-rendered stone pixmaps: each stone kind is drawn with gradients once per size.

Drawing a shaded stone with radial gradients costs tens of microseconds per
stone; a repaint of a full board instead blits a cached pixmap per stone.
Pixmaps are rendered at device resolution (``devicePixelRatio``), so stones are
sharp on HiDPI screens. Othello boards use flat discs (one colour, a slight
edge) instead of the shaded stones.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QRadialGradient

from gogui_py.go import Color

SHADOW_OFFSET = 0.07
"""Shadow displacement down and right, as a fraction of the stone diameter."""
SHADOW_BLUR = 0.09
"""Half-width of the shadow's soft edge, as a fraction of the diameter."""

_BLACK_STOPS = ((0.0, QColor(112, 112, 112)), (0.28, QColor(48, 48, 50)), (1.0, QColor(8, 8, 10)))
_DISC_COLORS = {
    Color.BLACK: (QColor(24, 24, 26), QColor(84, 84, 88)),
    Color.WHITE: (QColor(242, 242, 238), QColor(150, 150, 144)),
}
"""Fill and edge of the flat discs."""
_WHITE_STOPS = (
    (0.0, QColor(255, 255, 255)),
    (0.45, QColor(244, 243, 238)),
    (0.85, QColor(214, 211, 202)),
    (1.0, QColor(176, 172, 162)),
)


class StonePixmap(NamedTuple):
    """A cached stone image and where its stone centre lies inside it.

    Attributes:
        pixmap: image with ``devicePixelRatio`` set; transparent around the stone.
        half_side: distance in device pixels from the pixmap's left (and top)
            edge to the stone centre; a whole number.
    """

    pixmap: QPixmap
    half_side: int


class StoneCache:
    """Least-recently-used cache of stone pixmaps keyed by (colour, size, dpr, shadow, flat).

    Needs a ``QGuiApplication``. ``capacity`` bounds the number of pixmaps
    kept (resizing the window creates new sizes).
    """

    def __init__(self, capacity: int = 16) -> None:
        self._capacity = capacity
        self._pixmaps: OrderedDict[tuple[Color, int, float, bool, bool], StonePixmap] = (
            OrderedDict()
        )
        self._halos: dict[tuple[int, int, float], StonePixmap] = {}
        self._dots: dict[tuple[int, int, float], StonePixmap] = {}
        self._tiles: dict[tuple[int, int, float, int, float], QPixmap] = {}

    def __len__(self) -> int:
        return len(self._pixmaps)

    def stone(
        self, color: Color, diameter: float, dpr: float, shadow: bool = True, flat: bool = False
    ) -> StonePixmap:
        """The pixmap of a ``color`` stone ``diameter`` logical pixels wide at ratio ``dpr``.

        With ``shadow`` the image includes a soft shadow down and to the right;
        ``flat`` gives an Othello disc (one colour with a slight edge) instead
        of a shaded stone.
        """
        device_diameter = max(1, round(diameter * dpr))
        key = (color, device_diameter, dpr, shadow, flat)
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        rendered = render_stone(color, device_diameter, dpr, shadow, flat)
        self._pixmaps[key] = rendered
        while len(self._pixmaps) > self._capacity:
            self._pixmaps.popitem(last=False)
        return rendered

    def halo(self, diameter: float, dpr: float, color: QColor) -> StonePixmap:
        """A soft ``color`` ring around a stone ``diameter`` logical pixels wide (highlights).

        Antialiased translucent strokes are slow to draw each time; the ring is
        rendered once per size. Only the last few sizes are kept.
        """
        device_diameter = max(1, round(diameter * dpr))
        key = (device_diameter, color.rgba(), dpr)
        cached = self._halos.get(key)
        if cached is None:
            if len(self._halos) >= 4:
                self._halos.clear()
            cached = self._halos[key] = render_halo(device_diameter, dpr, color)
        return cached

    def dot(self, diameter: float, dpr: float, color: QColor) -> StonePixmap:
        """A small antialiased ``color`` dot ``diameter`` logical pixels wide (legal moves).

        Only the last few sizes and colours are kept.
        """
        device_diameter = max(1, round(diameter * dpr))
        key = (device_diameter, color.rgba(), dpr)
        cached = self._dots.get(key)
        if cached is None:
            if len(self._dots) >= 4:
                self._dots.clear()
            cached = self._dots[key] = render_dot(device_diameter, dpr, color)
        return cached

    def rounded_tile(
        self, device_width: int, device_height: int, radius: float, dpr: float, color: QColor
    ) -> QPixmap:
        """A ``color`` rounded square filling a cell ``device_width`` x ``device_height``
        device pixels, inset half a logical pixel (selections).

        Translucent antialiased rounded rectangles are slow to fill each time
        (close to a millisecond); blitted at a device pixel the tile gives the
        same pixels. Only the last few sizes and colours are kept.
        """
        key = (device_width, device_height, radius, color.rgba(), dpr)
        cached = self._tiles.get(key)
        if cached is None:
            if len(self._tiles) >= 8:
                self._tiles.clear()
            cached = self._tiles[key] = render_rounded_tile(
                device_width, device_height, radius, dpr, color
            )
        return cached

    def clear(self) -> None:
        """Forget every pixmap."""
        self._pixmaps.clear()
        self._halos.clear()
        self._dots.clear()
        self._tiles.clear()


def render_stone(
    color: Color, device_diameter: int, dpr: float, shadow: bool, flat: bool = False
) -> StonePixmap:
    """Render one stone (or a ``flat`` disc) ``device_diameter`` device pixels wide
    into a new pixmap."""
    pad = math.ceil(device_diameter * (SHADOW_OFFSET + SHADOW_BLUR)) + 1 if shadow else 1
    half_side = (device_diameter + 1) // 2 + pad
    pixmap = QPixmap(2 * half_side, 2 * half_side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    centre = QPointF(half_side, half_side)
    radius = device_diameter / 2
    if shadow:
        _paint_shadow(painter, centre, radius)
    if flat:
        paint_disc(painter, color, centre, radius)
    else:
        paint_stone(painter, color, centre, radius)
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return StonePixmap(pixmap, half_side)


def _paint_shadow(painter: QPainter, centre: QPointF, radius: float) -> None:
    offset = 2 * radius * SHADOW_OFFSET
    blur = 2 * radius * SHADOW_BLUR
    shadow_centre = centre + QPointF(offset, offset)
    outer = radius + blur
    gradient = QRadialGradient(shadow_centre, outer)
    gradient.setColorAt(0.0, QColor(0, 0, 0, 110))
    gradient.setColorAt(max(0.0, (radius - blur) / outer), QColor(0, 0, 0, 90))
    gradient.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.setBrush(gradient)
    painter.drawEllipse(shadow_centre, outer, outer)


def paint_stone(painter: QPainter, color: Color, centre: QPointF, radius: float) -> None:
    """Draw a shaded stone directly with gradients (the slow path the cache avoids).

    Light comes from the upper left: a radial gradient whose focal point is
    offset toward it gives the highlight; white stones get a faint rim so they
    stand out on light wood.
    """
    focal = centre + QPointF(-0.35 * radius, -0.4 * radius)
    gradient = QRadialGradient(centre, radius * 1.02, focal)
    for position, stop_color in _BLACK_STOPS if color is Color.BLACK else _WHITE_STOPS:
        gradient.setColorAt(position, stop_color)
    painter.setBrush(gradient)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawEllipse(centre, radius, radius)
    if color is Color.WHITE:
        rim = max(0.6, radius / 30)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QColor(96, 88, 76, 110))
        pen = painter.pen()
        pen.setWidthF(rim)
        painter.setPen(pen)
        painter.drawEllipse(centre, radius - rim / 2, radius - rim / 2)


def paint_disc(painter: QPainter, color: Color, centre: QPointF, radius: float) -> None:
    """Draw a flat Othello disc: one colour with a slight edge, no shading."""
    fill, edge = _DISC_COLORS[color]
    rim = max(1.0, radius * 0.07)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(edge)
    painter.drawEllipse(centre, radius, radius)
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius - rim, radius - rim)


def render_dot(device_diameter: int, dpr: float, color: QColor) -> StonePixmap:
    """Render a filled antialiased dot ``device_diameter`` device pixels wide."""
    half_side = (device_diameter + 1) // 2 + 1
    pixmap = QPixmap(2 * half_side, 2 * half_side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    radius = device_diameter / 2
    painter.drawEllipse(QPointF(half_side, half_side), radius, radius)
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return StonePixmap(pixmap, half_side)


def render_rounded_tile(
    device_width: int, device_height: int, radius: float, dpr: float, color: QColor
) -> QPixmap:
    """Render the tile of :meth:`StoneCache.rounded_tile`."""
    pixmap = QPixmap(max(1, device_width), max(1, device_height))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    rect = QRectF(0, 0, device_width / dpr, device_height / dpr).adjusted(0.5, 0.5, -0.5, -0.5)
    painter.drawRoundedRect(rect, radius, radius)
    painter.end()
    return pixmap


def render_halo(device_diameter: int, dpr: float, color: QColor) -> StonePixmap:
    """Render a glowing ring just outside a stone ``device_diameter`` device pixels wide."""
    radius = device_diameter * 0.52
    glow = device_diameter * 0.13
    half_side = math.ceil(radius + glow) + 2
    pixmap = QPixmap(2 * half_side, 2 * half_side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    centre = QPointF(half_side, half_side)
    outer = radius + glow
    gradient = QRadialGradient(centre, outer)
    faint, strong = QColor(color), QColor(color)
    faint.setAlpha(0)
    strong.setAlpha(150)
    gradient.setColorAt(max(0.0, (radius - glow) / outer), faint)
    gradient.setColorAt(radius / outer, strong)
    gradient.setColorAt(1.0, faint)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    painter.drawEllipse(centre, outer, outer)
    pen = QPen(color)
    pen.setWidthF(max(1.5 * dpr, device_diameter * 0.08))
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, radius, radius)
    painter.end()
    pixmap.setDevicePixelRatio(dpr)
    return StonePixmap(pixmap, half_side)
