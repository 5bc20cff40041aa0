"""Moves."""

from __future__ import annotations

from typing import NamedTuple

from gogui_py.go.color import Color
from gogui_py.go.point import Point


class Move(NamedTuple):
    """A move of ``color`` at ``point``; ``point is None`` means a pass."""

    color: Color
    point: Point | None

    @property
    def is_pass(self) -> bool:
        """True for a pass."""
        return self.point is None

    @staticmethod
    def pass_(color: Color) -> Move:
        """A pass by ``color``."""
        return Move(color, None)
