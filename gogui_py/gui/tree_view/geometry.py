"""Pixel geometry of the game-tree view: grid cells <-> content pixels, and what is visible.

Content coordinates are logical pixels of the whole (unscrolled) graph, origin at
its top-left corner; the view subtracts its scroll offsets. Cell ``(col, row)``
covers ``[pad + col * cell, pad + (col + 1) * cell)`` horizontally and the same
with ``row`` vertically.
"""

from __future__ import annotations

from dataclasses import dataclass

MIN_CELL = 12
MAX_CELL = 48


@dataclass(frozen=True)
class TreeGeometry:
    """Cell size and padding, in logical pixels.

    Attributes:
        cell: side of one grid cell (one node); MIN_CELL..MAX_CELL.
        pad: blank border around the graph.
    """

    cell: int = 24
    pad: int = 6

    def __post_init__(self) -> None:
        if not MIN_CELL <= self.cell <= MAX_CELL:
            raise ValueError(f"cell size {self.cell} outside {MIN_CELL}..{MAX_CELL}")

    @property
    def stone_diameter(self) -> float:
        """Diameter of a node's stone."""
        return self.cell * 0.68

    def content_size(self, columns: int, rows: int) -> tuple[int, int]:
        """``(width, height)`` of a graph of ``columns`` x ``rows`` cells with its padding."""
        return 2 * self.pad + columns * self.cell, 2 * self.pad + rows * self.cell

    def cell_left(self, col: int) -> int:
        """Content x of the left edge of column ``col``."""
        return self.pad + col * self.cell

    def cell_top(self, row: int) -> int:
        """Content y of the top edge of row ``row``."""
        return self.pad + row * self.cell

    def centre(self, col: int, row: int) -> tuple[float, float]:
        """Content ``(x, y)`` of the centre of cell ``(col, row)``."""
        half = self.cell / 2
        return self.cell_left(col) + half, self.cell_top(row) + half

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """The cell ``(col, row)`` containing content point ``(x, y)``; None in the padding."""
        if x < self.pad or y < self.pad:
            return None
        return int((x - self.pad) // self.cell), int((y - self.pad) // self.cell)

    def cells_touching(
        self, x0: float, y0: float, x1: float, y1: float
    ) -> tuple[int, int, int, int]:
        """``(col0, col1, row0, row1)`` (inclusive) of cells meeting content rect
        ``[x0, x1) x [y0, y1)``; may lie outside the grid (callers clamp)."""
        col0 = int((x0 - self.pad) // self.cell)
        row0 = int((y0 - self.pad) // self.cell)
        col1 = int((x1 - 1 - self.pad) // self.cell)
        row1 = int((y1 - 1 - self.pad) // self.cell)
        return col0, col1, row0, row1

    def scroll_to_show(
        self, col: int, row: int, scroll: tuple[int, int], view: tuple[int, int]
    ) -> tuple[int, int]:
        """Scroll offsets that show cell ``(col, row)`` in a ``view`` (width, height) area.

        Unchanged when the cell (with a margin of one cell, where the view is big
        enough) is already inside; on an axis where it is just outside, the least
        scroll that shows it; when it is far away (more than half the view), it is
        centred on that axis. Offsets are not clamped to the scroll range.
        """
        return (
            self._axis(self.cell_left(col), scroll[0], view[0]),
            self._axis(self.cell_top(row), scroll[1], view[1]),
        )

    def _axis(self, start: int, offset: int, extent: int) -> int:
        margin = self.cell if extent >= 3 * self.cell else 0
        low = max(0, start - margin)
        high = start + self.cell + margin
        if low >= offset and high <= offset + extent:
            return offset
        if high < offset - extent // 2 or low > offset + extent + extent // 2:
            return start + self.cell // 2 - extent // 2
        if low < offset:
            return low
        return high - extent
