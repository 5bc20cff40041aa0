"""Variation-graph layout: every node of a game tree on a grid cell, as GoGui and Sabaki draw it.

The column of a node is its depth (the root is column 0, so in a game whose
root holds no move the column is the move number). Rows:

- a first child (``children[0]``, the main variation) stays on its parent's row,
  so every *line* (a node and its first children down to a leaf) is one row;
- the line of every other child starts one column right of its parent, on the
  first row below the parent's that lies below every node already placed in
  the columns the line covers and in the parent's column (where a vertical
  *trunk* joins the parent's variations), so nothing overlaps; the cell left
  of the line's first node stays empty, so a line never seems to continue another;
- lines are placed in document order (SGF pre-order): the variations of deeper
  nodes of a line come above those of shallower nodes, and the whole subtree of
  ``children[1]`` above ``children[2]``.

Edges, in grid units (cell centres): a first child is joined to its parent by a
horizontal segment; another child at ``(c, r)`` by a diagonal from
``(c - 1, r - 1)``, the lower end of the parent's trunk (or the parent itself
when ``r`` is the next row).

Computing is iterative and O(n) (60,000 nodes, 10,000 levels deep); queries of
a grid rectangle cost O(rows * log) plus the number of results, so a view draws
only what is visible.
"""

from __future__ import annotations

import gc
from bisect import bisect_left, bisect_right
from collections.abc import Iterator

from gogui_py.game.node import Node

_ROW_SHIFT = 32
_COL_MASK = (1 << _ROW_SHIFT) - 1

Edge = tuple[int, int, int, int]
"""A line segment ``(col_a, row_a, col_b, row_b)`` between two cell centres."""


class _Line:
    """The nodes of one row segment: a node and its first children down to a leaf."""

    __slots__ = ("end", "nodes", "start")

    def __init__(self, start: int, nodes: list[Node]) -> None:
        self.start = start
        self.end = start + len(nodes) - 1
        self.nodes = nodes


class TreeLayout:
    """Grid positions of every node of a tree; build with :meth:`compute`.

    A layout is a snapshot: after a structural change of the tree (node added,
    removed or moved) compute a new one.
    """

    def __init__(
        self,
        root: Node,
        positions: dict[Node, int],
        rows: list[list[_Line]],
        trunks: dict[int, list[tuple[int, int]]],
        columns: int,
    ) -> None:
        """Use :meth:`compute`."""
        self.root = root
        self._positions = positions
        self._rows = rows
        self._row_ends = [[line.end for line in row] for row in rows]
        self._trunks = trunks
        self._trunk_ends = {col: [end for _, end in spans] for col, spans in trunks.items()}
        self._columns = columns

    # -- building ---------------------------------------------------------------

    @staticmethod
    def compute(root: Node) -> TreeLayout:
        """Lay out the tree below ``root`` (see the module docstring for the rules).

        The cyclic garbage collector is paused meanwhile: nothing built here is
        garbage, and its collections (which walk the whole tree) would double the time.
        """
        enabled = gc.isenabled()
        gc.disable()
        try:
            return TreeLayout._compute(root)
        finally:
            if enabled:
                gc.enable()

    @staticmethod
    def _compute(root: Node) -> TreeLayout:
        positions: dict[Node, int] = {}
        rows: list[list[_Line]] = []
        free: list[int] = []  # per column: the first row below everything placed there
        # Stack of lines to place: (first node, its column, its parent's row or -1).
        stack: list[tuple[Node, int, int]] = [(root, 0, -1)]
        while stack:
            start, col, parent_row = stack.pop()
            nodes = [start]
            node = start
            while node.children:
                node = node.children[0]
                nodes.append(node)
            end = col + len(nodes) - 1
            if len(free) <= end:
                free.extend([0] * (end + 1 - len(free)))
            row = max(free[col : end + 1])
            row = max(row, parent_row + 1)
            if parent_row >= 0:
                row = max(row, free[col - 1])
                # The trunk down to row - 1, and the cell left of the line stays empty.
                free[col - 1] = max(free[col - 1], row + 1)
            for index in range(col, end + 1):
                free[index] = row + 1
            key = (row << _ROW_SHIFT) + col
            for placed in nodes:
                positions[placed] = key  # ints: no tuples for the garbage collector
                key += 1
            while len(rows) <= row:
                rows.append([])
            rows[row].append(_Line(col, nodes))
            # Pre-order: the variations of the deepest node first, children[1] first.
            for offset, placed in enumerate(nodes):
                children = placed.children
                for child in reversed(children[1:]):
                    stack.append((child, col + offset + 1, row))
        for row_lines in rows:
            row_lines.sort(key=lambda line: line.start)
        trunks = _trunks(positions)
        return TreeLayout(root, positions, rows, trunks, len(free))

    # -- queries ----------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        """``(columns, rows)`` of the grid (at least ``(1, 1)``)."""
        return self._columns, len(self._rows)

    def __len__(self) -> int:
        """Number of nodes laid out."""
        return len(self._positions)

    def __contains__(self, node: object) -> bool:
        return node in self._positions

    def position(self, node: Node) -> tuple[int, int]:
        """``(col, row)`` of ``node``.

        Raises:
            KeyError: for a node that was not in the tree when the layout was computed.
        """
        key = self._positions[node]
        return key & _COL_MASK, key >> _ROW_SHIFT

    def nodes_in(self, col0: int, col1: int, row0: int, row1: int) -> list[Node]:
        """The nodes whose cell lies in columns ``col0..col1`` and rows ``row0..row1``.

        Bounds are inclusive and may lie outside the grid. Ordered by row, then column.
        """
        return [node for _, _, node in self.cells_in(col0, col1, row0, row1)]

    def cells_in(self, col0: int, col1: int, row0: int, row1: int) -> list[tuple[int, int, Node]]:
        """``(col, row, node)`` for every node in the rectangle of :meth:`nodes_in`."""
        found: list[tuple[int, int, Node]] = []
        for row in range(max(0, row0), min(len(self._rows) - 1, row1) + 1):
            lines = self._rows[row]
            index = bisect_left(self._row_ends[row], col0)
            while index < len(lines) and lines[index].start <= col1:
                line = lines[index]
                first = max(col0, line.start)
                last = min(col1, line.end)
                nodes = line.nodes
                start = line.start
                found.extend((col, row, nodes[col - start]) for col in range(first, last + 1))
                index += 1
        return found

    def node_at(self, col: int, row: int) -> Node | None:
        """The node in cell ``(col, row)``, None for an empty cell."""
        found = self.nodes_in(col, col, row, row)
        return found[0] if found else None

    def parent_edge(self, node: Node) -> Edge | None:
        """The segment drawn into ``node`` from its parent or its parent's trunk.

        None for the root. Raises KeyError for a node not in the layout.
        """
        if node.parent is None:
            return None
        key = self._positions[node]
        col, row = key & _COL_MASK, key >> _ROW_SHIFT
        parent_row = self._positions[node.parent] >> _ROW_SHIFT
        if row == parent_row:
            return (col - 1, row, col, row)
        return (col - 1, row - 1, col, row)

    def trunks_in(self, col0: int, col1: int, row0: int, row1: int) -> list[Edge]:
        """Vertical trunks (``col, top, col, bottom``) in columns ``col0..col1`` touching rows
        ``row0..row1``: each runs from a parent with variations down to the row above its
        last variation."""
        found: list[Edge] = []
        for col in range(max(0, col0), min(self._columns - 1, col1) + 1):
            spans = self._trunks.get(col)
            if not spans:
                continue
            index = bisect_left(self._trunk_ends[col], row0)
            stop = bisect_right(spans, (row1, self._columns + len(self._rows)))
            found.extend((col, top, col, bottom) for top, bottom in spans[index:stop])
        return found

    def parent_edges(self, col0: int, col1: int, row0: int, row1: int) -> list[Edge]:
        """Every segment to draw for the cells in columns ``col0..col1``, rows ``row0..row1``.

        The parent edges of the nodes in the rectangle and of the nodes one column to
        its right (whose edges cross into it), plus the trunks through it.
        """
        edges: list[Edge] = []
        for node in self.nodes_in(col0, col1 + 1, row0, row1 + 1):
            edge = self.parent_edge(node)
            if edge is not None:
                edges.append(edge)
        edges.extend(self.trunks_in(col0, col1, row0, row1))
        return edges

    def iter_positions(self) -> Iterator[tuple[Node, tuple[int, int]]]:
        """Every ``(node, (col, row))`` (for tests and tools; O(n))."""
        for node, key in self._positions.items():
            yield node, (key & _COL_MASK, key >> _ROW_SHIFT)


def _trunks(positions: dict[Node, int]) -> dict[int, list[tuple[int, int]]]:
    """Per column, sorted disjoint ``(top, bottom)`` row spans of the variation trunks."""
    trunks: dict[int, list[tuple[int, int]]] = {}
    for node, key in positions.items():
        children = node.children
        if len(children) < 2:
            continue
        col, row = key & _COL_MASK, key >> _ROW_SHIFT
        bottom = (positions[children[-1]] >> _ROW_SHIFT) - 1
        if bottom > row:
            trunks.setdefault(col, []).append((row, bottom))
    for spans in trunks.values():
        spans.sort()
    return trunks
