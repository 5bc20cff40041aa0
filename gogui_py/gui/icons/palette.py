"""Icons drawn in the colours of the application's palette, so they stay readable in a dark
theme (issue 15): the navigation tool bar's arrows and the program strip's toggles.

Qt's standard icons (``QStyle.standardIcon``: arrows, media skip and seek) are fixed, nearly
black pictures, invisible on a dark tool bar. A :class:`PaletteIcon` is instead drawn by a
function from the palette at the moment it is shown: nothing is drawn before the first paint
(issue 10's launch target), each size, mode and palette is drawn once and cached, and a new
palette (View > Theme) gives new pictures at the next paint without anyone re-setting the
icons.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QIcon,
    QIconEngine,
    QPainter,
    QPalette,
    QPixmap,
    QPolygonF,
)

IconDraw = Callable[[QPainter, QRectF, QPalette, QIcon.Mode], None]
"""Draws an icon into a square of logical pixels, with the palette and the icon's mode
(Normal, Disabled, Active, Selected)."""

_CACHE_LIMIT = 256
_cache: dict[tuple[object, ...], QPixmap] = {}


def is_dark_palette(palette: QPalette) -> bool:
    """True when ``palette``'s window colour is dark (lightness under 128)."""
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def icon_color(palette: QPalette, mode: QIcon.Mode) -> QColor:
    """The colour of a glyph icon: the palette's button text (its disabled one for a
    disabled icon)."""
    group = (
        QPalette.ColorGroup.Disabled if mode == QIcon.Mode.Disabled else QPalette.ColorGroup.Active
    )
    return palette.color(group, QPalette.ColorRole.ButtonText)


class PaletteIcon(QIconEngine):
    """An icon engine drawing with ``draw`` in the application palette's colours.

    ``name`` identifies the drawing in the pixmap cache (one name, one drawing).
    """

    def __init__(self, name: str, draw: IconDraw) -> None:
        super().__init__()
        self._name = name
        self._draw = draw

    def clone(self) -> QIconEngine:
        return PaletteIcon(self._name, self._draw)

    def key(self) -> str:
        return "gogui_py.palette_icon"

    def paint(self, painter: QPainter, rect: QRect, mode: QIcon.Mode, state: QIcon.State) -> None:
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._draw(painter, QRectF(rect), QGuiApplication.palette(), mode)
        painter.restore()

    def pixmap(self, size: QSize, mode: QIcon.Mode, state: QIcon.State) -> QPixmap:
        return self.scaledPixmap(size, mode, state, 1.0)

    def scaledPixmap(
        self, size: QSize, mode: QIcon.Mode, state: QIcon.State, scale: float
    ) -> QPixmap:
        palette = QGuiApplication.palette()
        colors = tuple(
            palette.color(group, role).rgba()
            for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Disabled)
            for role in (QPalette.ColorRole.Window, QPalette.ColorRole.ButtonText)
        )
        key = (self._name, size.width(), size.height(), scale, mode, colors)
        cached = _cache.get(key)
        if cached is not None:
            return cached
        pixmap = QPixmap(round(size.width() * scale), round(size.height() * scale))
        pixmap.setDevicePixelRatio(scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(size.width(), size.height())
        square = QRectF((size.width() - side) / 2, (size.height() - side) / 2, side, side)
        self._draw(painter, square, palette, mode)
        painter.end()
        if len(_cache) >= _CACHE_LIMIT:
            _cache.clear()
        _cache[key] = pixmap
        return pixmap


def palette_icon(name: str, draw: IconDraw) -> QIcon:
    """A :class:`QIcon` drawn by ``draw`` in the palette's colours (nothing drawn yet)."""
    return QIcon(PaletteIcon(name, draw))


# -- the navigation glyphs ------------------------------------------------------------


def _triangle(
    painter: QPainter, rect: QRectF, x: float, width: float, *, left: bool, half: float = 4.5
) -> None:
    """A filled triangle pointing left or right, ``x``, ``width`` and ``half`` its height in
    16ths of ``rect``."""
    unit = rect.width() / 16
    middle = rect.center().y()
    top, bottom = middle - half * unit, middle + half * unit
    x0, x1 = rect.left() + x * unit, rect.left() + (x + width) * unit
    tip, base = (x0, x1) if left else (x1, x0)
    painter.drawPolygon(
        QPolygonF([QPointF(tip, middle), QPointF(base, top), QPointF(base, bottom)])
    )


def _bar(painter: QPainter, rect: QRectF, x: float) -> None:
    unit = rect.width() / 16
    painter.drawRect(QRectF(rect.left() + x * unit, rect.top() + 3.5 * unit, 1.6 * unit, 9 * unit))


def _glyph(shapes: Callable[[QPainter, QRectF], None]) -> IconDraw:
    def draw(painter: QPainter, rect: QRectF, palette: QPalette, mode: QIcon.Mode) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(icon_color(palette, mode))
        shapes(painter, rect)

    return draw


def _vertical(painter: QPainter, rect: QRectF, up: bool) -> None:
    unit = rect.width() / 16
    left, right, centre = rect.left() + 3 * unit, rect.left() + 13 * unit, rect.center().x()
    y0, y1 = rect.top() + 4.5 * unit, rect.top() + 11.5 * unit
    tip, base = (y0, y1) if up else (y1, y0)
    painter.drawPolygon(
        QPolygonF([QPointF(centre, tip), QPointF(left, base), QPointF(right, base)])
    )


def _mirror(shapes: Callable[[QPainter, QRectF], None]) -> Callable[[QPainter, QRectF], None]:
    """The same shapes flipped left to right."""

    def mirrored(painter: QPainter, rect: QRectF) -> None:
        painter.save()
        painter.translate(rect.left() + rect.right(), 0)
        painter.scale(-1, 1)
        shapes(painter, rect)
        painter.restore()

    return mirrored


def _skip_back(painter: QPainter, rect: QRectF) -> None:
    _bar(painter, rect, 2)
    _triangle(painter, rect, 3.6, 5.2, left=True)
    _triangle(painter, rect, 8.8, 5.2, left=True)


def _seek_back(painter: QPainter, rect: QRectF) -> None:
    _triangle(painter, rect, 2.5, 5.5, left=True)
    _triangle(painter, rect, 8, 5.5, left=True)


def _back(painter: QPainter, rect: QRectF) -> None:
    _triangle(painter, rect, 4.5, 6.5, left=True, half=5.5)


NAVIGATION_GLYPHS: dict[str, IconDraw] = {
    "skip-backward": _glyph(_skip_back),
    "seek-backward": _glyph(_seek_back),
    "backward": _glyph(_back),
    "forward": _glyph(_mirror(_back)),
    "seek-forward": _glyph(_mirror(_seek_back)),
    "skip-forward": _glyph(_mirror(_skip_back)),
    "up": _glyph(lambda painter, rect: _vertical(painter, rect, up=True)),
    "down": _glyph(lambda painter, rect: _vertical(painter, rect, up=False)),
}
"""The navigation tool bar's glyphs by name (Beginning, Backward 10, Backward, Forward,
Forward 10, End, Previous and Next Variation)."""


def navigation_icon(name: str) -> QIcon:
    """The navigation glyph ``name`` (a key of :data:`NAVIGATION_GLYPHS`) in the palette's
    button-text colour.

    Raises:
        KeyError: for an unknown name.
    """
    return palette_icon(name, NAVIGATION_GLYPHS[name])
