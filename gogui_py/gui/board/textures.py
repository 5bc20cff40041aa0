"""Colours, the wood texture and small drawing helpers shared by the board backgrounds."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPixmap

from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.snapshot import LOOKS, Look

WOOD_COLOR = QColor(226, 182, 106)
"""Average colour of the wood texture (fallback fill and label backgrounds)."""
LINE_COLOR = QColor(42, 30, 16)
"""Grid lines and star points."""
COORDINATE_COLOR = QColor(72, 52, 28)
"""Coordinate labels on wood."""


@dataclass(frozen=True, slots=True)
class BoardLook:
    """The colours of a :data:`~gogui_py.gui.board.snapshot.Look`: ``fill`` under the
    grid (the plain board; the texture's average colour when ``textured``), ``lines`` for
    grid and star points, ``labels`` for coordinates, ``border`` round the board;
    ``textured`` draws the wood texture instead of ``fill``; ``line_scale`` thickens the
    grid."""

    fill: QColor
    lines: QColor
    labels: QColor
    border: QColor
    textured: bool = False
    line_scale: float = 1.0


PLAIN_COLOR = QColor(220, 179, 92)
"""The plain board's one colour (GoGui's board colour)."""
HIGH_CONTRAST_COLOR = QColor(255, 224, 0)
"""The high-contrast board's colour: bright yellow, under black lines (and white stones
with their dark edge)."""
SLATE_COLOR = QColor(128, 138, 148)
"""The slate board's colour: a mid grey-blue, for the dark theme. Black stones (lightness
about 25) and white stones (about 246) both stand out; the near-black lines and
coordinates keep a contrast ratio over 4.5."""

_LOOKS: dict[Look, BoardLook] = {
    "wood": BoardLook(WOOD_COLOR, LINE_COLOR, COORDINATE_COLOR, QColor(150, 108, 52), True),
    "plain": BoardLook(PLAIN_COLOR, LINE_COLOR, COORDINATE_COLOR, QColor(150, 108, 52)),
    "contrast": BoardLook(
        HIGH_CONTRAST_COLOR, QColor(0, 0, 0), QColor(0, 0, 0), QColor(0, 0, 0), line_scale=1.6
    ),
    "slate": BoardLook(SLATE_COLOR, QColor(26, 30, 36), QColor(20, 24, 30), QColor(58, 64, 72)),
}


def board_look(look: Look) -> BoardLook:
    """The colours of ``look`` (one of :data:`~gogui_py.gui.board.snapshot.LOOKS`).

    Raises:
        ValueError: for an unknown look.
    """
    try:
        return _LOOKS[look]
    except KeyError:
        raise ValueError(f"unknown board look {look!r}; one of {LOOKS}") from None


@cache
def wood_texture() -> QPixmap:
    """The packaged wood texture (``gogui_py/gui/resources/wood.png``).

    Needs a ``QGuiApplication``. Falls back to a plain wood-coloured pixmap if
    the file is missing or unreadable, so the board still draws. The PNG is stored
    uncompressed (zlib level 0, no row filters): it decodes in a third of the time, and
    the first frame waits for it (issue 10); Qt reads it from its path (the package is
    files on disk, in a wheel as in the bundle: packaging/gogui-py.spec).
    """
    path = Path(__file__).resolve().parent.parent / "resources" / "wood.png"
    pixmap = QPixmap()
    if not pixmap.load(str(path)):
        pixmap = QPixmap(64, 64)
        pixmap.fill(WOOD_COLOR)
    return pixmap


def new_pixmap(width: float, height: float, dpr: float, fill: QColor) -> QPixmap:
    """A pixmap covering ``width`` x ``height`` logical pixels (at least one device pixel)
    at ratio ``dpr``, filled with ``fill``."""
    pixmap = QPixmap(max(1, math.ceil(width * dpr)), max(1, math.ceil(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(fill)
    return pixmap


def device_aligned(value: float, dpr: float) -> float:
    """``value`` (logical pixels) rounded to a whole device pixel."""
    return round(value * dpr) / dpr


LABEL_MIN_PIXELS = 8
"""The smallest coordinate font (logical pixels) drawn: below 0.4 cell a big board's
labels (52x52 at the default window size: 5 pixels) keep this size, and a label that
would then touch one drawn before it is left out (every second one, as GoGui)."""


def label_pixel_size(cell: float) -> int | None:
    """The coordinate font size in logical pixels for ``cell`` pixels: 0.4 ``cell``, at
    least :data:`LABEL_MIN_PIXELS`; None (no labels) when a cell is smaller than that."""
    if cell < LABEL_MIN_PIXELS:
        return None
    return max(LABEL_MIN_PIXELS, round(cell * 0.4))


def paint_labels(
    painter: QPainter, cell: float, labels: Iterable[tuple[str, float, float]], color: QColor
) -> list[str]:
    """Draw coordinate ``labels`` ``(text, centre x, centre y)`` in a font of
    :func:`label_pixel_size`; a label whose box (as wide as the widest text) would touch
    one drawn before it is left out, so a crowded band shows every second label. Returns
    the texts drawn (none when the cell is too small for labels)."""
    pixel_size = label_pixel_size(cell)
    if pixel_size is None:
        return []
    font = QFont()
    font.setPixelSize(pixel_size)
    font.setWeight(QFont.Weight.DemiBold)
    painter.setFont(font)
    painter.setPen(color)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    metrics = QFontMetricsF(font)
    labels = list(labels)
    # One box for all (the widest text): a crowded band keeps every second label.
    width = max((metrics.horizontalAdvance(text) for text, _x, _y in labels), default=0) + 2
    height = metrics.ascent() + 1
    bucket = 2.0 * max(width, height)
    kept: dict[tuple[int, int], list[QRectF]] = {}
    drawn: list[str] = []
    align = Qt.AlignmentFlag.AlignCenter
    for text, x, y in labels:
        ink = QRectF(x - width / 2, y - height / 2, width, height)
        bx, by = int(x // bucket), int(y // bucket)
        near = [(bx + i, by + j) for i in (-1, 0, 1) for j in (-1, 0, 1)]
        if any(ink.intersects(other) for key in near for other in kept.get(key, ())):
            continue
        kept.setdefault((bx, by), []).append(ink)
        painter.drawText(QRectF(x - cell, y - cell / 2, 2 * cell, cell), align, text)
        drawn.append(text)
    return drawn


def label_color_on(window: QColor) -> QColor:
    """Coordinate colour readable on the plain ``window`` colour (light or dark theme)."""
    return QColor(60, 56, 50) if window.lightness() >= 128 else QColor(214, 210, 200)


def removed_holes(geometry: BoardGeometry, dpr: float) -> list[QRectF]:
    """The squares (one cell, device-aligned) of the removed points; a square on
    the outermost row or column reaches to the board's edge and over its shadow."""
    if not geometry.removed:
        return []
    bx, by, bw, bh = geometry.board_rect()
    beyond = max(1.0, geometry.cell * 0.06) + 2
    last_x, last_y = geometry.size.width - 1, geometry.size.height - 1
    half = geometry.cell / 2
    holes = []
    for point in geometry.removed:
        if not geometry.size.contains(point):
            continue
        x, y = geometry.center(point)
        left = bx - beyond if point.x == 0 else x - half
        right = bx + bw + beyond if point.x == last_x else x + half
        top = by - beyond if point.y == 0 else y - half
        bottom = by + bh + beyond if point.y == last_y else y + half
        left, top = device_aligned(left, dpr), device_aligned(top, dpr)
        right, bottom = device_aligned(right, dpr), device_aligned(bottom, dpr)
        holes.append(QRectF(left, top, right - left, bottom - top))
    return holes


def runs(flags: list[bool]) -> list[tuple[int, int]]:
    """Maximal runs ``(first, last)`` of consecutive true ``flags`` (inclusive indices)."""
    found: list[tuple[int, int]] = []
    start = -1
    for index, flag in enumerate([*flags, False]):
        if flag and start < 0:
            start = index
        elif not flag and start >= 0:
            found.append((start, index - 1))
            start = -1
    return found
