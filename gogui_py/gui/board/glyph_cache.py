"""Pre-rendered text pixmaps for move numbers and labels on the board.

Laying out and rasterising text is the slow part of drawing move numbers: a
full 19x19 board carries 361 of them. Each distinct (text, colour, pixel
size, weight, ratio) is rendered once into a transparent pixmap at device
resolution; a repaint blits it, as stones are blitted from the stone cache.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from functools import cache, lru_cache
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPixmap

NUMBER_WIDTH = 0.74
"""Widest move number ("888") as a fraction of the stone diameter."""
MIN_LABEL_SIZE = 0.3
"""Smallest text size of a long label, as a fraction of the stone diameter."""
MIN_LABEL_PIXELS = 7
"""Smallest text size of a label in logical pixels (unless the whole text is smaller)."""
ELLIPSIS = "\u2026"


@cache
def board_font(pixel_size: int, bold: bool = True) -> QFont:
    """The font of board text (numbers, labels) at ``pixel_size`` logical pixels."""
    font = QFont()
    font.setPixelSize(max(1, pixel_size))
    font.setWeight(QFont.Weight.DemiBold if bold else QFont.Weight.Normal)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


@cache
def fitted_pixel_size(length: int, diameter: float) -> int:
    """Pixel size of board text ``length`` characters long, to fit on a stone.

    One or two characters use about half the diameter; three shrink so that
    three wide digits span at most :data:`NUMBER_WIDTH` of it. Longer labels
    shrink down to :data:`MIN_LABEL_SIZE` of the diameter and then overflow
    the point rather than become unreadable.
    """
    base = max(4, round(diameter * (0.47 if length <= 2 else 0.44)))
    width = QFontMetricsF(board_font(base)).horizontalAdvance("8" * max(1, length))
    limit = diameter * (NUMBER_WIDTH if length <= 3 else 0.96)
    if width > limit and width > 0:
        floor = 4 if length <= 3 else max(4, round(diameter * MIN_LABEL_SIZE))
        base = max(floor, math.floor(base * limit / width))
    return base


@lru_cache(maxsize=2048)
def fit_label(text: str, diameter: float, room: float) -> tuple[str, int]:
    """What a label ``text`` shows within ``room`` logical pixels: (text, pixel size).

    The text keeps the size :func:`fitted_pixel_size` gives its length when it fits
    (its measured width, so wide glyphs such as CJK count as they are drawn); else the
    size shrinks until it fits, down to :data:`MIN_LABEL_SIZE` of the stone
    ``diameter`` (at least :data:`MIN_LABEL_PIXELS`); a text still too wide is cut
    with an ellipsis ("…") to ``room``. Results are cached (font metrics are slow).
    """
    size = fitted_pixel_size(len(text), diameter)
    if _advance(text, size) <= room:
        return text, size
    floor = min(size, max(MIN_LABEL_PIXELS, round(diameter * MIN_LABEL_SIZE)))
    shrunk = max(floor, math.floor(size * room / _advance(text, size)))
    while shrunk > floor and _advance(text, shrunk) > room:
        shrunk -= 1
    if _advance(text, shrunk) <= room:
        return text, shrunk
    metrics = QFontMetricsF(board_font(shrunk))
    elided = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
    return (elided or ELLIPSIS), shrunk


def _advance(text: str, pixel_size: int) -> float:
    """Width of ``text`` in the board font at ``pixel_size``, logical pixels."""
    return QFontMetricsF(board_font(pixel_size)).horizontalAdvance(text)


Blit = tuple[QPointF, QPixmap]
"""A pixmap and the logical position of its top-left corner."""
BlitKey = tuple[int, int, int, bool]
"""A move number's blit: (cell index, number, cell value, on the last move)."""


class NumberLayer(NamedTuple):
    """The move numbers of one snapshot laid out: what a repaint of it blits."""

    blits: list[Blit]
    """Pixmaps and positions, in drawing order."""
    numbered_last: bool
    """Whether the last move carries its number (then no last-move dot is drawn)."""


class GlyphTable(dict[str, tuple[QPixmap, int, int]]):
    """Rendered texts of one colour, size and ratio: text -> (pixmap, half width, half height).

    Half sizes are in device pixels; missing texts are rendered on first use.
    """

    def __init__(self, color: QColor, font: QFont, dpr: float) -> None:
        super().__init__()
        self.color = QColor(color)
        self.font = font
        self.dpr = dpr

    def __missing__(self, text: str) -> tuple[QPixmap, int, int]:
        pixmap = render_text(text, self.color, self.font, self.dpr)
        entry = (pixmap, pixmap.width() // 2, pixmap.height() // 2)
        self[text] = entry
        return entry


class GlyphCache:
    """Least-recently-used cache of :class:`GlyphTable` by (colour, pixel size, weight, ratio).

    Needs a ``QGuiApplication``. ``capacity`` bounds the number of tables
    (each colour and text size in use takes one; resizing the window makes new
    sizes).
    """

    def __init__(self, capacity: int = 32) -> None:
        self._capacity = capacity
        self._tables: OrderedDict[tuple[int, int, bool, float], GlyphTable] = OrderedDict()
        self._layer: tuple[object, object, NumberLayer] | None = None
        self._memo_key: object = None
        self._memo: dict[BlitKey, Blit] = {}

    def __len__(self) -> int:
        """Number of rendered texts held."""
        return sum(len(table) for table in self._tables.values())

    def table(self, color: QColor, pixel_size: int, dpr: float, bold: bool = True) -> GlyphTable:
        """The table of texts in ``color``, ``pixel_size`` px high, at ratio ``dpr``."""
        key = (color.rgba(), pixel_size, bold, dpr)
        table = self._tables.get(key)
        if table is not None:
            self._tables.move_to_end(key)
            return table
        table = GlyphTable(color, board_font(pixel_size, bold), dpr)
        self._tables[key] = table
        while len(self._tables) > self._capacity:
            self._tables.popitem(last=False)
        return table

    def glyph(
        self, text: str, color: QColor, pixel_size: int, dpr: float, bold: bool = True
    ) -> QPixmap:
        """A pixmap of ``text`` in ``color``, ``pixel_size`` px high, at ratio ``dpr``.

        The pixmap has ``devicePixelRatio`` ``dpr`` and its text is centred in
        it; blit it with :func:`blit_centred`.
        """
        return self.table(color, pixel_size, dpr, bold)[text][0]

    def layer(self, owner: object, key: object) -> NumberLayer | None:
        """The blits kept by :meth:`keep_layer` for the same ``owner`` object and equal ``key``.

        ``owner`` is compared by identity (an immutable snapshot), ``key`` by
        equality (geometry, ratio). Repainting an unchanged board (hover,
        partial updates) then skips laying out its texts again.
        """
        kept = self._layer
        if kept is not None and kept[0] is owner and kept[1] == key:
            return kept[2]
        return None

    def keep_layer(self, owner: object, key: object, layer: NumberLayer) -> None:
        """Remember ``layer`` for ``owner`` and ``key`` (one layer is kept)."""
        self._layer = (owner, key, layer)

    def blit_memo(self, key: object) -> dict[BlitKey, Blit]:
        """Move number blits laid out for ``key`` (geometry and ratio), by :data:`BlitKey`.

        A new position mostly shows the numbers of the last one where they
        were; they are looked up here instead of being placed again. The memo
        is emptied when ``key`` changes (resize, new ratio or style) and when
        it grows past a few boards' worth.
        """
        if key != self._memo_key or len(self._memo) > 4096:
            self._memo_key = key
            self._memo = {}
        return self._memo

    def clear(self) -> None:
        """Forget every pixmap."""
        self._tables.clear()
        self._layer = None
        self._memo_key = None
        self._memo = {}


def render_text(text: str, color: QColor, font: QFont, dpr: float) -> QPixmap:
    """Render ``text`` centred in a new transparent pixmap just large enough for it."""
    metrics = QFontMetricsF(font)
    width = metrics.horizontalAdvance(text) + 2
    height = metrics.height() + 2
    pixmap = QPixmap(max(1, math.ceil(width * dpr)), max(1, math.ceil(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setFont(font)
    painter.setPen(color)
    painter.drawText(
        QRectF(0, 0, pixmap.width() / dpr, pixmap.height() / dpr),
        Qt.AlignmentFlag.AlignCenter,
        text,
    )
    painter.end()
    return pixmap


def blit_centred(painter: QPainter, pixmap: QPixmap, x: float, y: float, dpr: float) -> None:
    """Draw ``pixmap`` with its centre at logical ``(x, y)``, snapped to device pixels."""
    left = round(x * dpr - pixmap.width() / 2) / dpr
    top = round(y * dpr - pixmap.height() / 2) / dpr
    painter.drawPixmap(QPointF(left, top), pixmap)
