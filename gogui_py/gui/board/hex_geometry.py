"""Pixel <-> point geometry of a Hex board (pure, no Qt).

A Hex board is a rhombus of hexagonal cells (../shared/specs/rulers.md
"Geometry"): ``Point(x, y)`` is column ``x`` of row ``y`` counted from the top,
and each row is shifted half a cell to the right of the row above it, so the
top row is leftmost. The hexagons stand on a point (a corner at the top and at
the bottom); neighbours are ``(x-1, y)``, ``(x+1, y)``, ``(x, y-1)``,
``(x+1, y-1)``, ``(x-1, y+1)`` and ``(x, y+1)``.

Units are logical pixels. ``cell`` is the distance between the centres of two
neighbours (the width of a hexagon across its flat sides). Around the cells
lies a band coloured by the side that joins those edges, and, when
coordinates are shown, the labels: column letters above and below, row
numbers left and right following the slant.

Of the board orientations (View > Board Orientation) only the half turn keeps a Hex
board's shape: with ``symmetry`` :data:`~gogui_py.go.symmetry.ROTATE_180` (and no removed
cells) each cell is drawn at its rotated place and the labels name the real cells next to
them; any other symmetry is ignored.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

from gogui_py.go import BoardSize, Point
from gogui_py.go.symmetry import IDENTITY, ROTATE_180, Symmetry
from gogui_py.go.vertex import column_to_gtp

SQRT3 = math.sqrt(3.0)
RADIUS = 1 / SQRT3
"""Distance from a hexagon's centre to its corners, in cells."""
BAND = 0.3
"""Width in cells of the coloured edge band beyond the outermost hexagon corners."""
COLUMN_LABEL_GAP = 0.42
"""Distance in cells from the band's outer edge to the centre of a column letter."""
ROW_LABEL_GAP = 0.5
"""Horizontal distance in cells from the band's outer edge to the centre of a row number."""
_LABEL_HALF_WIDTH = 0.32
_LABEL_HALF_HEIGHT = 0.25
_SPACE = 0.12
"""Free room in cells around everything drawn."""

# Outward normals of the rhombus sides: top, right, bottom, left.
_NORMALS = ((0.0, -1.0), (SQRT3 / 2, -0.5), (0.0, 1.0), (-SQRT3 / 2, 0.5))


def _unit_center(x: float, y: float) -> tuple[float, float]:
    """Centre of ``(x, y)`` in cells, relative to the centre of ``Point(0, 0)``."""
    return x + y / 2, y * SQRT3 / 2


@dataclass(frozen=True)
class HexGeometry:
    """Layout of a ``size`` Hex board in a ``width`` x ``height`` pixel area.

    Attributes:
        size: board dimensions in cells (columns x rows).
        width, height: the drawing area in logical pixels (may be 0).
        coordinates: whether room is kept for coordinate labels on all four sides.
        removed: cells that are not part of the board (never hit, not drawn).
        symmetry: the board's orientation (only the half turn applies: see the module).
    """

    size: BoardSize
    width: float
    height: float
    coordinates: bool = True
    removed: frozenset[Point] = frozenset()
    symmetry: Symmetry = IDENTITY

    @cached_property
    def shown_symmetry(self) -> Symmetry:
        """The symmetry applied: the half turn when asked for and no cell is removed,
        else the identity."""
        return ROTATE_180 if self.symmetry == ROTATE_180 and not self.removed else IDENTITY

    def displayed(self, point: Point) -> Point:
        """The place where the real cell ``point`` is drawn."""
        return self.shown_symmetry.apply(point, self.size)

    def real(self, shown: Point) -> Point:
        """The real cell drawn at place ``shown`` (inverse of :meth:`displayed`)."""
        return self.shown_symmetry.unapply(shown, self.size)

    # --- layout in cells ----------------------------------------------------------

    def _side_offsets(self, distance: float) -> tuple[float, float, float, float]:
        """``n . p`` of the four sides (top, right, bottom, left) pushed out by ``distance``."""
        last_x, last_y = self.size.width - 1, self.size.height - 1
        anchors = (
            _unit_center(0, 0),
            _unit_center(last_x, 0),
            _unit_center(0, last_y),
            _unit_center(0, 0),
        )
        top, right, bottom, left = (
            nx * ax + ny * ay + distance
            for (nx, ny), (ax, ay) in zip(_NORMALS, anchors, strict=True)
        )
        return top, right, bottom, left

    def unit_outline(self, distance: float) -> list[tuple[float, float]]:
        """Corners (top-left, top-right, bottom-right, bottom-left) in cells of the
        rhombus through the cell centres pushed ``distance`` cells outward."""
        top, right, bottom, left = self._side_offsets(distance)
        top_y, bottom_y = -top, bottom  # the top and bottom normals are vertical

        def meet(y: float, normal: tuple[float, float], offset: float) -> tuple[float, float]:
            nx, ny = normal
            return (offset - ny * y) / nx, y

        return [
            meet(top_y, _NORMALS[3], left),
            meet(top_y, _NORMALS[1], right),
            meet(bottom_y, _NORMALS[1], right),
            meet(bottom_y, _NORMALS[3], left),
        ]

    def _unit_labels(self) -> list[tuple[str, float, float]]:
        """Coordinate labels with their centres in cells (see :meth:`coordinate_labels`)."""
        width, height = self.size
        outer = RADIUS + BAND
        column_offset = outer + COLUMN_LABEL_GAP
        row_offset = outer * 2 / SQRT3 + ROW_LABEL_GAP
        labels: list[tuple[str, float, float]] = []
        for x in range(width):
            text = column_to_gtp(self.real(Point(x, 0)).x)
            tx, ty = _unit_center(x, 0)
            labels.append((text, tx, ty - column_offset))
            bx, by = _unit_center(x, height - 1)
            labels.append((text, bx, by + column_offset))
        for y in range(height):
            text = str(height - self.real(Point(0, y)).y)
            lx, ly = _unit_center(0, y)
            labels.append((text, lx - row_offset, ly))
            rx, ry = _unit_center(width - 1, y)
            labels.append((text, rx + row_offset, ry))
        return labels

    @cached_property
    def _extent(self) -> tuple[float, float, float, float]:
        """``(left, top, right, bottom)`` in cells of all that is drawn, room included."""
        xs = [x for x, _ in self.unit_outline(RADIUS + BAND)]
        ys = [y for _, y in self.unit_outline(RADIUS + BAND)]
        if self.coordinates:
            for _, x, y in self._unit_labels():
                xs += [x - _LABEL_HALF_WIDTH, x + _LABEL_HALF_WIDTH]
                ys += [y - _LABEL_HALF_HEIGHT, y + _LABEL_HALF_HEIGHT]
        return min(xs) - _SPACE, min(ys) - _SPACE, max(xs) + _SPACE, max(ys) + _SPACE

    def units(self) -> tuple[float, float]:
        """Width and height of everything drawn, in cells."""
        left, top, right, bottom = self._extent
        return right - left, bottom - top

    # --- pixels -------------------------------------------------------------------

    @cached_property
    def cell(self) -> float:
        """Distance between the centres of neighbouring cells in pixels (>= 0)."""
        units_x, units_y = self.units()
        return max(0.0, min(self.width / units_x, self.height / units_y))

    @property
    def radius(self) -> float:
        """Distance from a cell's centre to its corners in pixels."""
        return self.cell * RADIUS

    @property
    def band(self) -> float:
        """Width of the coloured edge band beyond the outermost corners in pixels."""
        return self.cell * BAND

    @property
    def row_step(self) -> float:
        """Vertical distance between the centres of adjacent rows in pixels."""
        return self.cell * SQRT3 / 2

    @property
    def row_shift(self) -> float:
        """Horizontal shift of each row against the row above it in pixels (half a cell)."""
        return self.cell / 2

    @cached_property
    def origin(self) -> tuple[float, float]:
        """Pixel centre ``(x, y)`` of ``Point(0, 0)``, the top-left cell."""
        left, top, _, _ = self._extent
        units_x, units_y = self.units()
        cell = self.cell
        return (
            (self.width - units_x * cell) / 2 - left * cell,
            (self.height - units_y * cell) / 2 - top * cell,
        )

    def _pixel(self, ux: float, uy: float) -> tuple[float, float]:
        left, top = self.origin
        return left + ux * self.cell, top + uy * self.cell

    def center(self, point: Point) -> tuple[float, float]:
        """Pixel centre ``(x, y)`` of ``point`` as displayed (off-board points
        extrapolate)."""
        return self._pixel(*_unit_center(*self.displayed(point)))

    def corners(self, point: Point) -> list[tuple[float, float]]:
        """The six corners of ``point``'s hexagon in pixels, clockwise from the top."""
        x, y = self.center(point)
        r = self.radius
        half = self.cell / 2
        return [
            (x, y - r),
            (x + half, y - r / 2),
            (x + half, y + r / 2),
            (x, y + r),
            (x - half, y + r / 2),
            (x - half, y - r / 2),
        ]

    def outline(self, distance: float) -> list[tuple[float, float]]:
        """Corners (top-left, top-right, bottom-right, bottom-left) in pixels of the
        rhombus through the cell centres pushed ``distance`` pixels outward.

        ``outline(radius)`` passes through the outermost hexagon corners,
        ``outline(radius + band)`` is the outer edge of the coloured band.
        """
        cell = self.cell
        if cell <= 0:
            return [self.origin] * 4
        return [self._pixel(x, y) for x, y in self.unit_outline(distance / cell)]

    def point_at(self, x: float, y: float) -> Point | None:
        """The cell whose hexagon holds pixel ``(x, y)``.

        Returns ``None`` outside the board, on a removed cell, or when the board
        has no room (cell 0).
        """
        cell = self.cell
        if cell <= 0:
            return None
        left, top = self.origin
        row = (y - top) / self.row_step
        column = (x - left) / cell - row / 2
        # Round the cube coordinates (column, -column - row, row) to the nearest cell.
        third = -column - row
        rx, ry, rz = math.floor(column + 0.5), math.floor(third + 0.5), math.floor(row + 0.5)
        dx, dy, dz = abs(rx - column), abs(ry - third), abs(rz - row)
        if dx > dy and dx > dz:
            rx = -ry - rz
        elif dy <= dz:
            rz = -rx - ry
        shown = Point(rx, rz)
        if not self.size.contains(shown):
            return None
        point = self.real(shown)
        return point if point not in self.removed else None

    def board_rect(self) -> tuple[float, float, float, float]:
        """Bounding rectangle ``(x, y, w, h)`` of the cells with their coloured band."""
        corners = self.outline(self.radius + self.band)
        xs = [x for x, _ in corners]
        ys = [y for _, y in corners]
        return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)

    def stone_diameter(self) -> float:
        """Diameter of a stone in pixels: a little under the hexagon's inner circle."""
        return self.cell * 0.86

    def coordinate_labels(self) -> list[tuple[str, float, float]]:
        """Coordinate labels ``(text, x, y)``, ``(x, y)`` the pixel centre of the text.

        Column letters (A.., skipping I) above the top row and below the bottom
        row; row numbers (1 at the bottom) left of the first and right of the
        last cell of each row, so they follow the slant.
        """
        return [(text, *self._pixel(x, y)) for text, x, y in self._unit_labels()]

    def preferred_height(self, width: float) -> float:
        """Height that fits the board exactly at ``width`` (for heightForWidth)."""
        units_x, units_y = self.units()
        return width * units_y / units_x
