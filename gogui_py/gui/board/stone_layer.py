"""The board position composed once: background, what lies under the stones, and the stones.

A full repaint of a 19x19 board used to blit the background and then 361
stone pixmaps; most repaints (hover, markup, move numbers switched on, the
window exposed again) show the same position. :class:`StoneLayer` keeps the
background with the faded (dimmed) points, the gfx field colours and the
stones drawn on it in one pixmap, so a repaint of an unchanged position is one
opaque blit. When a few stones change (a move, captures) only the squares of
those points are drawn again, clipped, in the same order as a full redraw, so
the layer stays pixel-identical to drawing everything afresh.

Stone positions are computed once per geometry and ratio (:class:`Placement`).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPixmap

from gogui_py.go import Color, Point
from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.gfx_paint import paint_fills
from gogui_py.gui.board.hex_geometry import HexGeometry
from gogui_py.gui.board.layout import Geometry
from gogui_py.gui.board.overlays import DIMMED_STONE_OPACITY, fade_points
from gogui_py.gui.board.snapshot import BLACK, WHITE, BoardSnapshot
from gogui_py.gui.board.stone_cache import StoneCache, StonePixmap

INCREMENTAL_LIMIT = 24
"""Most changed points redrawn in place; more and the whole layer is composed again."""


class Placement:
    """Where a stone pixmap goes at every point of one geometry and device pixel ratio.

    ``corners(half_side)`` lists, by cell index (row-major), the device pixel
    of the top-left corner of a pixmap whose centre lies ``half_side`` device
    pixels right of and below it; ``positions(half_side)`` the same in
    logical pixels for :meth:`QPainter.drawPixmap`. Both are computed once.
    """

    def __init__(self, geometry: Geometry, dpr: float) -> None:
        self.geometry = geometry
        self.dpr = dpr
        width = geometry.size.width
        cell, step, shift = geometry.cell, geometry.row_step, geometry.row_shift
        left, top = geometry.origin
        shown = (
            geometry.displayed(Point(x, y))
            for y in range(geometry.size.height)
            for x in range(width)
        )
        self.centres: list[tuple[float, float]] = [
            ((left + x * cell + y * shift) * dpr, (top + y * step) * dpr) for x, y in shown
        ]
        """Device coordinates of each point's centre (as displayed), by cell index."""
        self._corners: dict[int, list[tuple[int, int]]] = {}
        self._positions: dict[int, list[QPointF]] = {}

    def corners(self, half_side: int) -> list[tuple[int, int]]:
        """Device top-left corners of pixmaps centred ``half_side`` device pixels in."""
        corners = self._corners.get(half_side)
        if corners is None:
            corners = self._corners[half_side] = [
                (round(x - half_side), round(y - half_side)) for x, y in self.centres
            ]
        return corners

    def positions(self, half_side: int) -> list[QPointF]:
        """Logical top-left corners of the same pixmaps (device pixels snapped)."""
        positions = self._positions.get(half_side)
        if positions is None:
            dpr = self.dpr
            positions = self._positions[half_side] = [
                QPointF(x / dpr, y / dpr) for x, y in self.corners(half_side)
            ]
        return positions


def stone_pixmaps(
    geometry: Geometry, snapshot: BoardSnapshot, stones: StoneCache, dpr: float
) -> dict[int, StonePixmap]:
    """The cached stone pixmaps by cell value (flat discs on ``"cells"`` boards)."""
    diameter = geometry.stone_diameter()
    flat = snapshot.style == "cells"
    return {
        BLACK: stones.stone(Color.BLACK, diameter, dpr, flat=flat),
        WHITE: stones.stone(Color.WHITE, diameter, dpr, flat=flat),
    }


def blit_stones(
    painter: QPainter,
    snapshot: BoardSnapshot,
    pixmaps: dict[int, StonePixmap],
    placement: Placement,
    indices: list[int] | None = None,
) -> None:
    """Blit the stones of ``snapshot`` (those at ``indices`` only, if given, in order).

    Stones on dimmed points are drawn translucent after the others.
    """
    cells = snapshot.cells
    size = snapshot.size
    width = size.width
    dimmed = {p.y * width + p.x for p in snapshot.dimmed if size.contains(p)}
    black, white = pixmaps[BLACK], pixmaps[WHITE]
    targets = {
        BLACK: (placement.positions(black.half_side), black.pixmap),
        WHITE: (placement.positions(white.half_side), white.pixmap),
    }
    draw = painter.drawPixmap
    order = range(len(cells)) if indices is None else indices
    faded: list[int] = []
    for index in order:
        value = cells[index]
        if value:
            if dimmed and index in dimmed:
                faded.append(index)
                continue
            positions, pixmap = targets[value]
            draw(positions[index], pixmap)
    if faded:
        painter.save()
        painter.setOpacity(DIMMED_STONE_OPACITY)
        for index in faded:
            positions, pixmap = targets[cells[index]]
            draw(positions[index], pixmap)
        painter.restore()


class StoneLayer:
    """The background with the stones of the last position drawn on it (see the module).

    The layer is kept for one (geometry, ratio, style, background, stone
    pixmaps, dimmed points, gfx fills): a resize, a new ratio, another style,
    a new window colour (the background cache cleared) or new stone pixmaps
    compose it again; a new position with few changed points redraws those
    points only.
    """

    def __init__(self) -> None:
        self._pixmap: QPixmap | None = None
        self._key: tuple[object, ...] | None = None
        self._cells = b""
        self._placement: Placement | None = None
        self.full_renders = 0
        """Times the whole layer was composed (for tests and benchmarks)."""

    def clear(self) -> None:
        """Forget the layer (the next call composes it again)."""
        self._pixmap = None
        self._key = None
        self._cells = b""
        self._placement = None

    def placement(self, geometry: Geometry, dpr: float) -> Placement:
        """The stone positions for ``geometry`` at ratio ``dpr`` (kept while they stay)."""
        placement = self._placement
        if placement is None or placement.dpr != dpr or placement.geometry != geometry:
            placement = self._placement = Placement(geometry, dpr)
        return placement

    def pixmap(
        self,
        geometry: Geometry,
        snapshot: BoardSnapshot,
        *,
        background: BackgroundCache,
        stones: StoneCache,
        dpr: float,
        window: QColor,
    ) -> QPixmap:
        """The layer for ``snapshot`` laid out by ``geometry``: blit it at (0, 0)."""
        style, look = snapshot.style, snapshot.look
        board = background.pixmap(geometry, dpr, window, style, look)
        wood = background.wood(geometry, dpr, window, style, look)
        pixmaps = stone_pixmaps(geometry, snapshot, stones, dpr)
        gfx = snapshot.gfx
        fills = gfx.fills if gfx is not None else ()
        key = (
            geometry,
            dpr,
            style,
            board.cacheKey(),
            wood.cacheKey(),
            pixmaps[BLACK].pixmap.cacheKey(),
            pixmaps[WHITE].pixmap.cacheKey(),
            snapshot.dimmed,
            fills,
        )
        cells = snapshot.cells
        layer = self._pixmap
        if layer is not None and key == self._key:
            if cells == self._cells:
                return layer
            changed = [
                index
                for index, (before, after) in enumerate(zip(self._cells, cells, strict=True))
                if before != after
            ]
            hex_fading = isinstance(geometry, HexGeometry) and bool(snapshot.dimmed)
            if len(changed) <= INCREMENTAL_LIMIT and not hex_fading:
                # (Fading clips to hexagons, which would replace the square's clip.)
                self._redraw(
                    layer,
                    changed,
                    geometry=geometry,
                    snapshot=snapshot,
                    backgrounds=(board, wood),
                    pixmaps=pixmaps,
                    dpr=dpr,
                )
                self._cells = cells
                return layer
        placement = self.placement(geometry, dpr)
        layer = board.copy()
        painter = QPainter(layer)
        try:
            _paint_under(painter, geometry, snapshot, wood, dpr)
            blit_stones(painter, snapshot, pixmaps, placement)
        finally:
            painter.end()
        self._pixmap, self._key, self._cells = layer, key, cells
        self.full_renders += 1
        return layer

    def _redraw(
        self,
        layer: QPixmap,
        changed: list[int],
        *,
        geometry: Geometry,
        snapshot: BoardSnapshot,
        backgrounds: tuple[QPixmap, QPixmap],
        pixmaps: dict[int, StonePixmap],
        dpr: float,
    ) -> None:
        """Draw the squares of the ``changed`` cells again, each clipped to itself.

        Each square covers the old and the new stone with its shadow; in it
        the background is copied back and every stone reaching into it is
        blitted again in drawing order, so the result equals a full redraw.
        """
        board, wood = backgrounds
        placement = self.placement(geometry, dpr)
        half = max(pixmaps[BLACK].half_side, pixmaps[WHITE].half_side)
        corners = placement.corners(half)
        reach = 2 * half + 4  # a stone whose corner lies this near may overlap the square
        occupied = [index for index, value in enumerate(snapshot.cells) if value]
        painter = QPainter(layer)
        try:
            for index in changed:
                # One device pixel of margin: clip edges need not fall on whole pixels.
                x, y = corners[index]
                x, y, side = x - 1, y - 1, 2 * half + 2
                painter.setClipRect(QRectF(x / dpr, y / dpr, side / dpr, side / dpr))
                painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
                painter.drawPixmap(0, 0, board)
                painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceOver)
                _paint_under(painter, geometry, snapshot, wood, dpr)
                near = [
                    other
                    for other in occupied
                    if abs(corners[other][0] - x) <= reach and abs(corners[other][1] - y) <= reach
                ]
                blit_stones(painter, snapshot, pixmaps, placement, near)
        finally:
            painter.end()


def _paint_under(
    painter: QPainter, geometry: Geometry, snapshot: BoardSnapshot, wood: QPixmap, dpr: float
) -> None:
    """What lies between the background and the stones: faded points, gfx field colours."""
    if snapshot.dimmed:
        fade_points(painter, geometry, snapshot.dimmed, wood, dpr)
    gfx = snapshot.gfx
    if gfx is not None and gfx.fills:
        paint_fills(painter, geometry, gfx.fills, dpr)
