"""The eight symmetries of a square board (the dihedral group of the square), for showing
a board flipped or rotated (View > Board Orientation) without changing the position.

A :class:`Symmetry` maps a point of the real board to the point where it is displayed:
first an optional transposition (``(x, y) -> (y, x)``, the mirror through the top-left
to bottom-right diagonal), then an optional left-right mirror, then an optional top-bottom
mirror. Points follow the package convention (``x`` from the left, ``y`` from the top).
A transposing symmetry changes a non-square board's shape (:meth:`Symmetry.fits`).
"""

from __future__ import annotations

from dataclasses import dataclass

from gogui_py.go.point import BoardSize, Point

_PROBE = BoardSize(3, 3)
_PROBES = (Point(0, 0), Point(1, 0))
"""Two points of a 3x3 board whose images tell every symmetry apart."""


@dataclass(frozen=True, slots=True)
class Symmetry:
    """Transpose, then mirror left-right (``flip_x``), then top-bottom (``flip_y``)."""

    transpose: bool = False
    flip_x: bool = False
    flip_y: bool = False

    @property
    def is_identity(self) -> bool:
        """True when every point is shown where it is."""
        return not (self.transpose or self.flip_x or self.flip_y)

    def displayed_size(self, size: BoardSize) -> BoardSize:
        """The shape of a ``size`` board once mapped (width and height swap on transposing)."""
        return BoardSize(size.height, size.width) if self.transpose else size

    def fits(self, size: BoardSize) -> bool:
        """True when the symmetry keeps the shape of a ``size`` board (any on a square one;
        a non-square one allows no transposition: the identity, the two mirrors and the
        half turn)."""
        return size.is_square or not self.transpose

    def apply(self, point: Point, size: BoardSize) -> Point:
        """Where ``point`` of a ``size`` board is displayed (a point of
        :meth:`displayed_size`); points off the board map the same way."""
        if self.is_identity:
            return point
        x, y = point
        width, height = size
        if self.transpose:
            x, y, width, height = y, x, height, width
        if self.flip_x:
            x = width - 1 - x
        if self.flip_y:
            y = height - 1 - y
        return Point(x, y)

    def inverse(self) -> Symmetry:
        """The symmetry undoing this one (``s.inverse().apply(s.apply(p, size),
        s.displayed_size(size)) == p``)."""
        if self.transpose:
            return Symmetry(True, self.flip_y, self.flip_x)
        return self

    def unapply(self, point: Point, size: BoardSize) -> Point:
        """The point of a ``size`` board displayed at ``point`` (inverse of :meth:`apply`)."""
        return self.inverse().apply(point, self.displayed_size(size))

    def then(self, other: Symmetry) -> Symmetry:
        """This symmetry followed by ``other`` (``other`` acts on the displayed board)."""
        wanted = [other.apply(self.apply(p, _PROBE), _PROBE) for p in _PROBES]
        for candidate in ALL_SYMMETRIES:
            if [candidate.apply(p, _PROBE) for p in _PROBES] == wanted:
                return candidate
        raise AssertionError("the symmetries of the square are closed")  # pragma: no cover

    def swaps_axes(self) -> bool:
        """True when displayed columns are real rows (and displayed rows real columns)."""
        return self.transpose


IDENTITY = Symmetry()
"""Every point where it is."""
FLIP_HORIZONTAL = Symmetry(flip_x=True)
"""Mirror left-right: the left edge shown on the right."""
FLIP_VERTICAL = Symmetry(flip_y=True)
"""Mirror top-bottom: the first row (A1's) shown at the top."""
ROTATE_CLOCKWISE = Symmetry(transpose=True, flip_x=True)
"""A quarter turn clockwise: the top-left corner goes to the top-right."""
ROTATE_COUNTERCLOCKWISE = Symmetry(transpose=True, flip_y=True)
"""A quarter turn counter-clockwise: the top-left corner goes to the bottom-left."""
ROTATE_180 = Symmetry(flip_x=True, flip_y=True)
"""A half turn: the top-left corner goes to the bottom-right."""
TRANSPOSE = Symmetry(transpose=True)
"""Mirror through the top-left to bottom-right diagonal."""
ALL_SYMMETRIES = tuple(
    Symmetry(transpose, flip_x, flip_y)
    for transpose in (False, True)
    for flip_x in (False, True)
    for flip_y in (False, True)
)
"""The eight symmetries of the square, the identity first."""
