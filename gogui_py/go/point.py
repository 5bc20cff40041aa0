"""Points and board sizes (see the package docstring for the convention)."""

from __future__ import annotations

from typing import NamedTuple

MAX_BOARD_SIZE = 52
"""Largest width or height representable with SGF's a-z, A-Z point letters."""


class Point(NamedTuple):
    """An intersection: ``x`` column from 0 at the left, ``y`` row from 0 at the top."""

    x: int
    y: int


class BoardSize(NamedTuple):
    """Board dimensions in points: ``width`` columns by ``height`` rows."""

    width: int
    height: int

    @staticmethod
    def square(size: int) -> BoardSize:
        """A ``size`` x ``size`` board.

        Raises:
            ValueError: unless 1 <= size <= 52.
        """
        return BoardSize.of(size, size)

    @staticmethod
    def of(width: int, height: int) -> BoardSize:
        """A ``width`` x ``height`` board.

        Raises:
            ValueError: unless both are in 1..52.
        """
        if not (1 <= width <= MAX_BOARD_SIZE and 1 <= height <= MAX_BOARD_SIZE):
            raise ValueError(f"board size out of range 1-{MAX_BOARD_SIZE}: {width}x{height}")
        return BoardSize(width, height)

    @property
    def is_square(self) -> bool:
        """True for an N x N board."""
        return self.width == self.height

    @property
    def area(self) -> int:
        """Number of points."""
        return self.width * self.height

    def contains(self, point: Point) -> bool:
        """True when ``point`` lies on this board."""
        return 0 <= point.x < self.width and 0 <= point.y < self.height

    def points(self) -> list[Point]:
        """All points in row-major order from the top-left."""
        return [Point(x, y) for y in range(self.height) for x in range(self.width)]

    def __str__(self) -> str:
        return str(self.width) if self.is_square else f"{self.width}x{self.height}"
