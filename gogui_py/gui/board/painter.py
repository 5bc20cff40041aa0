"""Paint a :class:`BoardSnapshot`: cached background, cached stones, then overlays.

A full repaint is one blit of the stone layer (the background with the
stones of the position composed once:
:class:`~gogui_py.gui.board.stone_layer.StoneLayer`; without it, one
background blit and one blit per stone), one blit per move number (laid out
once per snapshot) and a few vector shapes or cached tiles for markup, so it
stays well under a millisecond for a full 19x19 board with 361 numbers. The
functions take the painter, the geometry, the snapshot and the caches; they
keep no state of their own.

Drawing order: background (wood and grid, felt and cell lines, or hexagons),
faded wood on dimmed points, gfx field colours, stones (dimmed ones
translucent), ghost stones (variations, gfx variations, the hover stone),
legal-move dots, gfx influence, selections, highlight halos, move-annotation ring,
last-move dot,
marks, labels, gfx variation numbers, move numbers, lines and arrows.

The snapshot's ``style`` picks the background, the stones (shaded stones or
flat Othello discs) and, through the geometry the caller built for it
(:func:`~gogui_py.gui.board.layout.snapshot_geometry`), where points lie.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from gogui_py.go import Color, Point
from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.gfx_paint import (
    gfx_labels,
    gfx_marks,
    paint_fills,
    paint_influence,
    paint_variation_numbers,
)
from gogui_py.gui.board.glyph_cache import GlyphCache
from gogui_py.gui.board.layout import Geometry, matches
from gogui_py.gui.board.overlays import (
    ANNOTATION_COLORS,
    blit_all,
    contrast_color,
    fade_points,
    hide_grid,
    number_layer,
    paint_annotation,
    paint_connectors,
    paint_highlights,
    paint_label,
    paint_mark,
    paint_selection,
)
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.stone_cache import StoneCache
from gogui_py.gui.board.stone_layer import Placement, StoneLayer, blit_stones, stone_pixmaps

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
    "paint_legal",
    "paint_mark",
    "paint_stones",
]

GHOST_OPACITY = 0.5
"""Opacity of snapshot ghost stones (variations)."""
HOVER_OPACITY = 0.42
"""Opacity of the hover stone under the mouse."""
LEGAL_DOT = 0.2
"""Diameter of a legal-move dot, in cells."""
_LEGAL_COLORS = {
    Color.BLACK: QColor(0, 0, 0, 90),
    Color.WHITE: QColor(255, 255, 255, 215),
    None: QColor(0, 0, 0, 64),
}


@dataclass(frozen=True, slots=True)
class Hover:
    """A ghost stone of ``color`` shown under the mouse at ``point``."""

    point: Point
    color: Color


def paint_board(
    painter: QPainter,
    geometry: Geometry,
    snapshot: BoardSnapshot,
    *,
    background: BackgroundCache,
    stones: StoneCache,
    dpr: float,
    window: QColor,
    hover: Hover | None = None,
    glyphs: GlyphCache | None = None,
    layer: StoneLayer | None = None,
) -> None:
    """Paint the whole board view into ``painter``'s device.

    Args:
        painter: an active painter on a device ``geometry.width`` x
            ``geometry.height`` logical pixels with device pixel ratio ``dpr``.
        geometry: layout of ``snapshot``: its size, the class of its style and
            its removed points (:func:`~gogui_py.gui.board.layout.snapshot_geometry`).
        snapshot: what to show.
        background, stones: caches, filled on demand.
        window: colour around the wood.
        hover: ghost stone under the mouse, drawn only on an empty point.
        glyphs: cache of text pixmaps (labels, move numbers); a fresh one
            per call when omitted (correct, but slower with many numbers).
        layer: the background with the stones composed for the last position
            (:class:`~gogui_py.gui.board.stone_layer.StoneLayer`); without it
            the background and every stone are blitted each time.

    Raises:
        ValueError: when the geometry does not lay out the snapshot (size,
            style or removed points differ).
    """
    if geometry.size != snapshot.size:
        raise ValueError(f"geometry for {geometry.size}, snapshot of {snapshot.size}")
    if not matches(geometry, snapshot):
        raise ValueError(
            f"{type(geometry).__name__} does not lay out this {snapshot.style!r} snapshot"
            " (style or removed points differ)"
        )
    style, look = snapshot.style, snapshot.look
    if layer is None or geometry.cell <= 0:
        painter.drawPixmap(0, 0, background.pixmap(geometry, dpr, window, style, look))
        if geometry.cell <= 0:
            return
    wood = background.wood(geometry, dpr, window, style, look)
    gfx = snapshot.gfx
    if layer is not None:
        pixmap = layer.pixmap(
            geometry, snapshot, background=background, stones=stones, dpr=dpr, window=window
        )
        painter.drawPixmap(0, 0, pixmap)
    else:
        if snapshot.dimmed:
            fade_points(painter, geometry, snapshot.dimmed, wood, dpr)
        if gfx is not None and gfx.fills:
            paint_fills(painter, geometry, gfx.fills, dpr)
        paint_stones(painter, geometry, snapshot, stones, dpr)
    ghosts = list(snapshot.ghosts)
    if gfx is not None and gfx.variation:
        ghosts += [(point, color) for point, color, _ in gfx.variation]
    if hover is not None and snapshot.is_empty(hover.point):
        ghosts.append((hover.point, hover.color))
    if ghosts:
        paint_ghosts(painter, geometry, snapshot, ghosts, stones=stones, dpr=dpr, hover=hover)
    if snapshot.legal:
        paint_legal(painter, geometry, snapshot, stones, dpr)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if gfx is not None and gfx.influence:
        paint_influence(painter, geometry, gfx.influence)
    cache = glyphs if glyphs is not None else GlyphCache()
    _paint_markup(painter, geometry, snapshot, (stones, cache), wood=wood, dpr=dpr)


def _paint_markup(
    painter: QPainter,
    geometry: Geometry,
    snapshot: BoardSnapshot,
    caches: tuple[StoneCache, GlyphCache],
    *,
    wood: QPixmap,
    dpr: float,
) -> None:
    """Selections, halos, last move, marks, labels, numbers, then lines and arrows."""
    stones, glyphs = caches
    size = snapshot.size
    gfx = snapshot.gfx
    marks = [(p, kind) for p, kind in snapshot.marks if size.contains(p)]
    labels = [(p, text) for p, text in snapshot.labels if size.contains(p) and text]
    variation: tuple[tuple[Point, Color, int], ...] = ()
    if gfx is not None:
        marks += gfx_marks(gfx, snapshot)
        labels = gfx_labels(gfx, snapshot, labels)
        variation = gfx.variation
    selected = [p for p, kind in marks if kind == "SL"]
    if selected:
        paint_selection(painter, geometry, selected, dpr, stones=stones)
    if snapshot.highlighted:
        paint_highlights(painter, geometry, snapshot.highlighted, stones, dpr)
    covered = (
        {p for p, kind in marks if kind in _SYMBOLS}
        | {p for p, _ in labels}
        | {p for p, _, _ in variation}
    )
    numbers = number_layer(geometry, snapshot, covered, glyphs=glyphs, dpr=dpr)
    annotation = snapshot.annotation
    if annotation is not None and size.contains(annotation[0]):
        paint_annotation(painter, geometry, *annotation)
    last = snapshot.last_move
    if (
        last is not None
        and size.contains(last)
        and last not in covered
        and not numbers.numbered_last
    ):
        paint_last_move(painter, geometry, snapshot, last)
    labelled = {p for p, _ in labels}
    under: dict[Point, str] = {}
    for point, kind in marks:
        if point in labelled and kind in _SYMBOLS:
            under[point] = kind  # drawn with the label, after the wood that clears the grid
        else:
            paint_mark(painter, geometry, point, kind, contrast_color(snapshot, point))
    for point, text in labels:
        paint_label(
            painter,
            geometry,
            snapshot,
            point,
            text,
            glyphs=glyphs,
            wood=wood,
            dpr=dpr,
            mark=under.get(point, ""),
        )
    if variation:
        paint_variation_numbers(painter, geometry, snapshot, variation, glyphs=glyphs, dpr=dpr)
    if numbers.blits:
        blit_all(painter, numbers.blits)
    if snapshot.arrows or snapshot.lines:
        paint_connectors(painter, geometry, snapshot)


def _blit_position(centre: float, half_side: int, dpr: float) -> float:
    """Logical coordinate of a pixmap edge, snapped to a whole device pixel."""
    return round(centre * dpr - half_side) / dpr


def paint_stones(
    painter: QPainter,
    geometry: Geometry,
    snapshot: BoardSnapshot,
    stones: StoneCache,
    dpr: float,
) -> None:
    """Blit every stone of ``snapshot`` from the cache (with shadows); dimmed ones translucent.

    Othello boards (style ``"cells"``) get flat discs.
    """
    pixmaps = stone_pixmaps(geometry, snapshot, stones, dpr)
    blit_stones(painter, snapshot, pixmaps, Placement(geometry, dpr))


def paint_ghosts(
    painter: QPainter,
    geometry: Geometry,
    snapshot: BoardSnapshot,
    ghosts: list[tuple[Point, Color]],
    *,
    stones: StoneCache,
    dpr: float,
    hover: Hover | None,
) -> None:
    """Blit semi-transparent stones (no shadow; flat discs on ``"cells"``) at empty points."""
    diameter = geometry.stone_diameter()
    flat = snapshot.style == "cells"
    painter.save()
    for point, color in ghosts:
        if not snapshot.is_empty(point):
            continue
        is_hover = hover is not None and (point, color) == (hover.point, hover.color)
        painter.setOpacity(HOVER_OPACITY if is_hover else GHOST_OPACITY)
        stone = stones.stone(color, diameter, dpr, shadow=False, flat=flat)
        x, y = geometry.center(point)
        painter.drawPixmap(
            QPointF(
                _blit_position(x, stone.half_side, dpr), _blit_position(y, stone.half_side, dpr)
            ),
            stone.pixmap,
        )
    painter.restore()


def paint_legal(
    painter: QPainter,
    geometry: Geometry,
    snapshot: BoardSnapshot,
    stones: StoneCache,
    dpr: float,
) -> None:
    """A small translucent dot (in the colour to move) on each empty legal point."""
    dot = stones.dot(max(3.0, geometry.cell * LEGAL_DOT), dpr, _LEGAL_COLORS[snapshot.to_move])
    for point in snapshot.legal:
        if snapshot.is_empty(point):
            x, y = geometry.center(point)
            painter.drawPixmap(
                QPointF(
                    _blit_position(x, dot.half_side, dpr), _blit_position(y, dot.half_side, dpr)
                ),
                dot.pixmap,
            )


def paint_last_move(
    painter: QPainter, geometry: Geometry, snapshot: BoardSnapshot, point: Point
) -> None:
    """A filled dot in a contrasting colour at the centre of the last move (in its move
    annotation's colour, a little larger and outlined, when it is annotated)."""
    x, y = geometry.center(point)
    radius = max(1.5, geometry.cell * 0.16)
    color = contrast_color(snapshot, point)
    if snapshot.color_at(point) is None:
        color = QColor(200, 30, 30)
    painter.setPen(Qt.PenStyle.NoPen)
    annotation = snapshot.annotation
    if annotation is not None and annotation[0] == point and annotation[1] in ANNOTATION_COLORS:
        painter.setPen(QPen(color, max(1.0, geometry.cell * 0.03)))
        color = ANNOTATION_COLORS[annotation[1]]
        radius = max(2.0, geometry.cell * 0.2)
    painter.setBrush(color)
    painter.drawEllipse(QPointF(x, y), radius, radius)
