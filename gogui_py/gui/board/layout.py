"""Which geometry lays out a board of each style (pure, no Qt).

``"go"`` and ``"grid"`` boards use :class:`BoardGeometry` (points on line
crossings), ``"cells"`` boards :class:`CellGeometry` (points at cell centres),
``"hex"`` boards :class:`HexGeometry`.
"""

from __future__ import annotations

from gogui_py.go import BoardSize, Point
from gogui_py.go.symmetry import IDENTITY, Symmetry
from gogui_py.gui.board.geometry import BoardGeometry, CellGeometry
from gogui_py.gui.board.hex_geometry import HexGeometry
from gogui_py.gui.board.snapshot import BoardSnapshot, Style

Geometry = BoardGeometry | HexGeometry
"""Any board layout (:class:`CellGeometry` is a :class:`BoardGeometry`)."""

_CLASSES: dict[str, type[BoardGeometry] | type[HexGeometry]] = {
    "go": BoardGeometry,
    "grid": BoardGeometry,
    "cells": CellGeometry,
    "hex": HexGeometry,
}


def geometry_class(style: Style) -> type[BoardGeometry] | type[HexGeometry]:
    """The geometry class laying out boards of ``style``.

    Raises:
        KeyError: for an unknown style.
    """
    return _CLASSES[style]


def geometry_for(
    style: Style,
    size: BoardSize,
    width: float,
    height: float,
    *,
    coordinates: bool = True,
    removed: frozenset[Point] = frozenset(),
    symmetry: Symmetry = IDENTITY,
) -> Geometry:
    """The layout of a ``size`` board of ``style`` in a ``width`` x ``height`` area, shown
    with ``symmetry`` (flipped or rotated, where it keeps the board's shape)."""
    return _CLASSES[style](size, width, height, coordinates, removed, symmetry)


def snapshot_geometry(
    snapshot: BoardSnapshot, width: float, height: float, coordinates: bool = True
) -> Geometry:
    """The layout :func:`~gogui_py.gui.board.painter.paint_board` expects for ``snapshot``."""
    return geometry_for(
        snapshot.style,
        snapshot.size,
        width,
        height,
        coordinates=coordinates,
        removed=snapshot.removed,
    )


def matches(geometry: Geometry, snapshot: BoardSnapshot) -> bool:
    """True when ``geometry`` lays out ``snapshot``: same size, style's class, removed points."""
    return (
        geometry.size == snapshot.size
        and type(geometry) is _CLASSES[snapshot.style]
        and geometry.removed == snapshot.removed
    )
