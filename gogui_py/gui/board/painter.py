"""Paint a :class:`BoardSnapshot`: cached background, cached stones, then overlays.

A full repaint is one background blit, one blit per stone, one blit per move
number and a few vector shapes for markup, so it stays within a few
milliseconds for a full 19x19 board. The functions take the painter, the
geometry, the snapshot and the caches; they keep no state of their own.

Drawing order: wood and grid, faded wood on dimmed points, stones (dimmed ones
translucent), ghost stones, selections, highlight halos, last-move dot, marks,
labels, move numbers, lines and arrows.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap

from gogui_py.go import Color, Point
from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.glyph_cache import GlyphCache
from gogui_py.gui.board.overlays import (
    DIMMED_STONE_OPACITY,
    contrast_color,
    fade_points,
    hide_grid,
    paint_connectors,
    paint_highlights,
    paint_label,
    paint_mark,
    paint_numbers,
    paint_selection,
)
from gogui_py.gui.board.snapshot import BLACK, WHITE, BoardSnapshot
from gogui_py.gui.board.stone_cache import StoneCache

_SYMBOLS = frozenset({"CR", "SQ", "TR", "MA"})

__all__ = [
    "GHOST_OPACITY",
    "HOVER_OPACITY",
    "Hover",
    "contrast_color",
    "hide_grid",
    "paint_board",
    "paint_ghosts",
    "paint_label",
    "paint_last_move",
    "paint_mark",
    "paint_stones",
]

GHOST_OPACITY = 0.5
"""Opacity of snapshot ghost stones (variations)."""
HOVER_OPACITY = 0.42
"""Opacity of the hover stone under the mouse."""


@dataclass(frozen=True, slots=True)
class Hover:
    """A ghost stone of ``color`` shown under the mouse at ``point``."""

    point: Point
    color: Color


def paint_board(
    painter: QPainter,
    geometry: BoardGeometry,
    snapshot: BoardSnapshot,
    *,
    background: BackgroundCache,
    stones: StoneCache,
    dpr: float,
    window: QColor,
    hover: Hover | None = None,
    glyphs: GlyphCache | None = None,
) -> None:
    """Paint the whole board view into ``painter``'s device.

    Args:
        painter: an active painter on a device ``geometry.width`` x
            ``geometry.height`` logical pixels with device pixel ratio ``dpr``.
        geometry: layout; its ``size`` must equal ``snapshot.size``.
        snapshot: what to show.
        background, stones: caches, filled on demand.
        window: colour around the wood.
        hover: ghost stone under the mouse, drawn only on an empty point.
        glyphs: cache of text pixmaps (labels, move numbers); a fresh one
            per call when omitted (correct, but slower with many numbers).

    Raises:
        ValueError: when the geometry and snapshot sizes differ.
    """
    if geometry.size != snapshot.size:
        raise ValueError(f"geometry for {geometry.size}, snapshot of {snapshot.size}")
    painter.drawPixmap(0, 0, background.pixmap(geometry, dpr, window))
    if geometry.cell <= 0:
        return
    wood = background.wood(geometry, dpr, window)
    if snapshot.dimmed:
        fade_points(painter, geometry, snapshot.dimmed, wood, dpr)
    paint_stones(painter, geometry, snapshot, stones, dpr)
    ghosts = list(snapshot.ghosts)
    if hover is not None and snapshot.is_empty(hover.point):
        ghosts.append((hover.point, hover.color))
    if ghosts:
        paint_ghosts(painter, geometry, snapshot, ghosts, stones=stones, dpr=dpr, hover=hover)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    cache = glyphs if glyphs is not None else GlyphCache()
    _paint_markup(painter, geometry, snapshot, (stones, cache), wood=wood, dpr=dpr)


def _paint_markup(
    painter: QPainter,
    geometry: BoardGeometry,
    snapshot: BoardSnapshot,
    caches: tuple[StoneCache, GlyphCache],
    *,
    wood: QPixmap,
    dpr: float,
) -> None:
    """Selections, halos, last move, marks, labels, numbers, then lines and arrows."""
    stones, glyphs = caches
    size = snapshot.size
    marks = [(p, kind) for p, kind in snapshot.marks if size.contains(p)]
    selected = [p for p, kind in marks if kind == "SL"]
    if selected:
        paint_selection(painter, geometry, selected, dpr)
    if snapshot.highlighted:
        paint_highlights(painter, geometry, snapshot.highlighted, stones, dpr)
    labels = [(p, text) for p, text in snapshot.labels if size.contains(p) and text]
    covered = {p for p, kind in marks if kind in _SYMBOLS} | {p for p, _ in labels}
    numbers = [(p, n) for p, n in snapshot.numbers if p not in covered and size.contains(p)]
    last = snapshot.last_move
    if (
        last is not None
        and size.contains(last)
        and last not in covered
        and not (numbers and any(p == last for p, _ in numbers))
    ):
        paint_last_move(painter, geometry, snapshot, last)
    for point, kind in marks:
        paint_mark(painter, geometry, point, kind, contrast_color(snapshot, point))
    for point, text in labels:
        paint_label(painter, geometry, snapshot, point, text, glyphs=glyphs, wood=wood, dpr=dpr)
    if numbers:
        paint_numbers(painter, geometry, snapshot, numbers, glyphs=glyphs, dpr=dpr)
    if snapshot.arrows or snapshot.lines:
        paint_connectors(painter, geometry, snapshot)


def _blit_position(centre: float, half_side: int, dpr: float) -> float:
    """Logical coordinate of a pixmap edge, snapped to a whole device pixel."""
    return round(centre * dpr - half_side) / dpr


def paint_stones(
    painter: QPainter,
    geometry: BoardGeometry,
    snapshot: BoardSnapshot,
    stones: StoneCache,
    dpr: float,
) -> None:
    """Blit every stone of ``snapshot`` from the cache (with shadows); dimmed ones translucent."""
    diameter = geometry.stone_diameter()
    pixmaps = {
        BLACK: stones.stone(Color.BLACK, diameter, dpr),
        WHITE: stones.stone(Color.WHITE, diameter, dpr),
    }
    cell = geometry.cell
    left, top = geometry.origin
    width = snapshot.size.width
    dimmed = {p.y * width + p.x for p in snapshot.dimmed if snapshot.size.contains(p)}
    faded: list[int] = []
    for index, value in enumerate(snapshot.cells):
        if value:
            if dimmed and index in dimmed:
                faded.append(index)
                continue
            stone = pixmaps[value]
            y, x = divmod(index, width)
            painter.drawPixmap(
                QPointF(
                    _blit_position(left + x * cell, stone.half_side, dpr),
                    _blit_position(top + y * cell, stone.half_side, dpr),
                ),
                stone.pixmap,
            )
    if faded:
        painter.save()
        painter.setOpacity(DIMMED_STONE_OPACITY)
        for index in faded:
            stone = pixmaps[snapshot.cells[index]]
            y, x = divmod(index, width)
            painter.drawPixmap(
                QPointF(
                    _blit_position(left + x * cell, stone.half_side, dpr),
                    _blit_position(top + y * cell, stone.half_side, dpr),
                ),
                stone.pixmap,
            )
        painter.restore()


def paint_ghosts(
    painter: QPainter,
    geometry: BoardGeometry,
    snapshot: BoardSnapshot,
    ghosts: list[tuple[Point, Color]],
    *,
    stones: StoneCache,
    dpr: float,
    hover: Hover | None,
) -> None:
    """Blit semi-transparent stones (no shadow) at empty points."""
    diameter = geometry.stone_diameter()
    painter.save()
    for point, color in ghosts:
        if not snapshot.is_empty(point):
            continue
        is_hover = hover is not None and (point, color) == (hover.point, hover.color)
        painter.setOpacity(HOVER_OPACITY if is_hover else GHOST_OPACITY)
        stone = stones.stone(color, diameter, dpr, shadow=False)
        x, y = geometry.center(point)
        painter.drawPixmap(
            QPointF(
                _blit_position(x, stone.half_side, dpr), _blit_position(y, stone.half_side, dpr)
            ),
            stone.pixmap,
        )
    painter.restore()


def paint_last_move(
    painter: QPainter, geometry: BoardGeometry, snapshot: BoardSnapshot, point: Point
) -> None:
    """A filled dot in a contrasting colour at the centre of the last move."""
    x, y = geometry.center(point)
    radius = max(1.5, geometry.cell * 0.16)
    color = contrast_color(snapshot, point)
    if snapshot.color_at(point) is None:
        color = QColor(200, 30, 30)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawEllipse(QPointF(x, y), radius, radius)
