"""Pixel <-> point geometry of the board view (pure, no Qt).

Units are logical pixels (Qt's device-independent pixels). The grid is centred
in a ``width`` x ``height`` area with square cells; around the outermost lines
lies a margin of wood that holds half a stone plus, when coordinates are shown,
a band for the coordinate labels. The cell size is rounded down to a whole
pixel once it is large enough, so every intersection sits on a whole pixel and
grid lines stay crisp.

:class:`CellGeometry` lays out an Othello board the same way: each point is the
centre of a square cell, the lines run half a cell from the centres. Hex boards
have their own layout (:mod:`gogui_py.gui.board.hex_geometry`).

A geometry may show the board flipped or rotated (its ``symmetry``, View > Board
Orientation): :meth:`BoardGeometry.displayed` maps a real point to the intersection it is
drawn on, so everything placed through :meth:`BoardGeometry.center` follows and
:meth:`BoardGeometry.point_at` answers the real point; the coordinate labels name the real
vertices shown next to them. Only symmetries that keep the board's shape apply, and none
on boards with removed points (their backgrounds are drawn from the real points).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

from gogui_py.go import BoardSize, Point
from gogui_py.go.symmetry import IDENTITY, Symmetry
from gogui_py.go.vertex import column_to_gtp

MARGIN_WITH_COORDINATES = 1.5
"""Wood beyond the outermost line, in cells, when coordinates are shown."""
MARGIN_WITHOUT_COORDINATES = 0.75
"""Wood beyond the outermost line, in cells, without coordinates."""
LABEL_DISTANCE = 1.0
"""Distance in cells from the outermost line to the centre of a coordinate label."""
_MIN_INTEGRAL_CELL = 6.0


@dataclass(frozen=True)
class BoardGeometry:
    """Layout of a ``size`` board in a ``width`` x ``height`` pixel area.

    Attributes:
        size: board dimensions in points.
        width, height: the drawing area in logical pixels (may be 0).
        coordinates: whether room is kept for coordinate labels on all four sides.
        removed: points that are not part of the board (never hit by
            :meth:`point_at`, not drawn).
        symmetry: how the board is shown flipped or rotated (see the module; ignored
            when it does not keep the board's shape or points are removed).
    """

    size: BoardSize
    width: float
    height: float
    coordinates: bool = True
    removed: frozenset[Point] = frozenset()
    symmetry: Symmetry = IDENTITY

    @cached_property
    def shown_symmetry(self) -> Symmetry:
        """The symmetry applied: ``symmetry`` when it keeps the shape and no point is
        removed, else the identity."""
        symmetry = self.symmetry
        if self.removed or not symmetry.fits(self.size):
            return IDENTITY
        return symmetry

    def displayed(self, point: Point) -> Point:
        """The intersection where the real ``point`` is drawn."""
        return self.shown_symmetry.apply(point, self.size)

    def real(self, shown: Point) -> Point:
        """The real point drawn on intersection ``shown`` (inverse of :meth:`displayed`)."""
        return self.shown_symmetry.unapply(shown, self.size)

    @property
    def margin(self) -> float:
        """Wood beyond the outermost lines, in cells."""
        return MARGIN_WITH_COORDINATES if self.coordinates else MARGIN_WITHOUT_COORDINATES

    @cached_property
    def cell(self) -> float:
        """Distance between adjacent lines in pixels (>= 0), whole once >= 6 px."""
        units_x, units_y = self.units()
        raw = max(0.0, min(self.width / units_x, self.height / units_y))
        if raw < _MIN_INTEGRAL_CELL:
            return raw
        cell = math.floor(raw)
        while cell > 1 and not self._fits(cell):
            cell -= 1
        return float(cell)

    def _fits(self, cell: int) -> bool:
        inset = 2 * round(self.margin * cell)
        return (self.size.width - 1) * cell + inset <= self.width and (
            self.size.height - 1
        ) * cell + inset <= self.height

    @property
    def inset(self) -> float:
        """Wood beyond the outermost lines in pixels (whole when the cell is)."""
        exact = self.margin * self.cell
        return float(round(exact)) if self.cell >= _MIN_INTEGRAL_CELL else exact

    def units(self) -> tuple[float, float]:
        """Width and height of the wood in cells (lines - 1 + both margins)."""
        return (
            self.size.width - 1 + 2 * self.margin,
            self.size.height - 1 + 2 * self.margin,
        )

    @cached_property
    def origin(self) -> tuple[float, float]:
        """Pixel centre ``(x, y)`` of ``Point(0, 0)``, the top-left intersection."""
        wood_width, wood_height = self._wood_size()
        left = (self.width - wood_width) / 2
        top = (self.height - wood_height) / 2
        if self.cell >= _MIN_INTEGRAL_CELL:
            left, top = float(math.floor(left)), float(math.floor(top))
        return left + self.inset, top + self.inset

    def _wood_size(self) -> tuple[float, float]:
        return (
            (self.size.width - 1) * self.cell + 2 * self.inset,
            (self.size.height - 1) * self.cell + 2 * self.inset,
        )

    @property
    def row_step(self) -> float:
        """Vertical distance between the centres of adjacent rows in pixels (one cell)."""
        return self.cell

    @property
    def row_shift(self) -> float:
        """Horizontal shift of each row against the row above it in pixels (none)."""
        return 0.0

    def center(self, point: Point) -> tuple[float, float]:
        """Pixel centre ``(x, y)`` of ``point`` as displayed (off-board points
        extrapolate)."""
        left, top = self.origin
        x, y = self.displayed(point)
        return left + x * self.cell, top + y * self.cell

    def point_at(self, x: float, y: float) -> Point | None:
        """The real point whose displayed cell (a square one cell wide around it) holds
        pixel ``(x, y)``.

        Returns ``None`` in the margins, outside the board, on a removed point,
        or when the board has no room (cell 0). A pixel exactly half-way between
        two points goes to the one further right/down.
        """
        cell = self.cell
        if cell <= 0:
            return None
        left, top = self.origin
        fx = (x - left) / cell
        fy = (y - top) / cell
        px = math.floor(fx + 0.5)
        py = math.floor(fy + 0.5)
        shown = Point(px, py)
        if not self.size.contains(shown):
            return None
        point = self.real(shown)
        return point if point not in self.removed else None

    def board_rect(self) -> tuple[float, float, float, float]:
        """The wood rectangle ``(x, y, w, h)`` in pixels, inside the area."""
        wood_width, wood_height = self._wood_size()
        left, top = self.origin
        return left - self.inset, top - self.inset, wood_width, wood_height

    def grid_rect(self) -> tuple[float, float, float, float]:
        """Rectangle ``(x, y, w, h)`` through the outermost lines' centres."""
        left, top = self.origin
        return (
            left,
            top,
            (self.size.width - 1) * self.cell,
            (self.size.height - 1) * self.cell,
        )

    def stone_diameter(self) -> float:
        """Diameter of a stone in pixels: a little under one cell, so stones don't touch."""
        return self.cell * 0.96

    def label_centers(self) -> tuple[float, float, float, float]:
        """Coordinates of the label bands: ``(top_y, bottom_y, left_x, right_x)``.

        Column letters are centred on ``top_y`` and ``bottom_y``; row numbers
        on ``left_x`` and ``right_x``.
        """
        gx, gy, gw, gh = self.grid_rect()
        offset = LABEL_DISTANCE * self.cell
        return gy - offset, gy + gh + offset, gx - offset, gx + gw + offset

    def coordinate_labels(self) -> list[tuple[str, float, float]]:
        """Coordinate labels ``(text, x, y)``, ``(x, y)`` the pixel centre of the text:
        column letters (A.., skipping I) above and below, row numbers (1 at the
        bottom) left and right, as GTP names the points. On a flipped or rotated
        board each label names the real vertices on its line (a transposed board has
        the numbers above and below, the letters at the sides)."""
        top_y, bottom_y, left_x, right_x = self.label_centers()
        width, height = self.size
        left, top = self.origin
        labels: list[tuple[str, float, float]] = []
        for x in range(width):
            cx = left + x * self.cell
            text = self._line_name(self.real(Point(x, 0)), along_column=True)
            labels += [(text, cx, top_y), (text, cx, bottom_y)]
        for y in range(height):
            cy = top + y * self.cell
            text = self._line_name(self.real(Point(0, y)), along_column=False)
            labels += [(text, left_x, cy), (text, right_x, cy)]
        return labels

    def _line_name(self, point: Point, *, along_column: bool) -> str:
        """The name of the real line through ``point`` shown as a displayed column
        (``along_column``) or row: a column letter or a row number."""
        if along_column != self.shown_symmetry.swaps_axes():
            return column_to_gtp(point.x)
        return str(self.size.height - point.y)

    def preferred_height(self, width: float) -> float:
        """Height that gives square cells filling ``width`` exactly (for heightForWidth)."""
        units_x, units_y = self.units()
        return width * units_y / units_x


@dataclass(frozen=True)
class CellGeometry(BoardGeometry):
    """Layout of an Othello board: each point is the centre of a square cell.

    Same margins and fitting as :class:`BoardGeometry` (the outer lines lie half
    a cell beyond the outermost centres, well inside the margin, the coordinate
    labels half a cell beyond them); the discs are a little smaller than a cell.
    """

    def stone_diameter(self) -> float:
        """Diameter of a disc in pixels: 0.84 of a cell, a rim of felt around it."""
        return self.cell * 0.84

    def lines_rect(self) -> tuple[float, float, float, float]:
        """Rectangle ``(x, y, w, h)`` through the outer lines (the cells' outer edges)."""
        gx, gy, gw, gh = self.grid_rect()
        half = self.cell / 2
        return gx - half, gy - half, gw + self.cell, gh + self.cell
