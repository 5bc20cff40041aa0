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

How it is computed: a line is an interval of columns (from its parent's column,
the trunk's, to its last node's) dropped onto a *skyline* (per column, the first
free row) in document order, like a Tetris piece: its row is the skyline's
maximum over the interval, and the interval's skyline becomes that row + 1.
The parent's row needs no term of its own: the parent's line already raised the
skyline of the parent's column past it. Building is iterative and O(n) (60,000
nodes, 10,000 levels deep).

After an edit, :meth:`TreeLayout.update` changes the layout in place: the lines
of the changed subtrees are rebuilt (the subtrees of untouched children are kept
as they are, as slices of the document order), and only the lines from the first
changed one on are dropped again, starting from the nearest skyline checkpoint.
Queries of a grid rectangle cost the rows' few lines plus the number of results,
so a view draws only what is visible.

Folding (GoGui's "Hide Subtree", display only): the children of a *folded* node are
left out, as if it were a leaf; :meth:`TreeLayout.fold` and :meth:`TreeLayout.unfold`
change the layout in place like an edit of that node's children (the lines of its
subtree only, then the drop from there on), and edits keep the incremental path.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator
from operator import attrgetter

from gogui_py.game.gc_pause import no_cyclic_gc
from gogui_py.game.node import Node
from gogui_py.game.tree import NodeAdded, NodeMoved, NodeRemoved
from gogui_py.game.variation_walks import (
    chain as _chain,
)
from gogui_py.game.variation_walks import (
    chain_folded as _chain_folded,
)
from gogui_py.game.variation_walks import (
    has_ancestor_in as _has_ancestor_in,
)
from gogui_py.game.variation_walks import (
    last_line_start as _last_line_start,
)
from gogui_py.game.variation_walks import (
    last_line_start_folded as _last_line_start_folded,
)
from gogui_py.game.variation_walks import (
    next_after as _next_after,
)
from gogui_py.game.variation_walks import (
    push_variations as _push_variations,
)

Edge = tuple[int, int, int, int]
"""A line segment ``(col_a, row_a, col_b, row_b)`` between two cell centres."""

_CHECKPOINT = 256
"""Lines between two saved skylines: an update drops at most this many unchanged lines again."""

_MAX_DIRTY = 256
"""Changed parents above which an update lays the whole tree out again (cheaper then)."""


class _Line:
    """One row segment: a node and its first children down to a leaf."""

    __slots__ = (
        "end",
        "index",
        "last",
        "low",
        "nodes",
        "parent_line",
        "row",
        "start",
        "stop",
    )

    def __init__(self, start: int, nodes: list[Node]) -> None:
        self.start = start
        self.nodes = nodes
        self.end = self.stop = self.low = 0
        self.set_end()
        self.row = -1  # not placed yet
        self.index = -1  # position in document order
        self.parent_line: _Line | None = None  # the line of its first node's parent
        self.last = False  # its first node is the last of several children: it ends a trunk

    def set_end(self) -> None:
        """Recompute the columns it covers after ``nodes`` changed."""
        self.end = self.start + len(self.nodes) - 1
        self.stop = self.end + 1
        # From the parent's column (the trunk's) to the last node's; the root's from 0.
        self.low = self.start - 1 if self.start else 0


class TreeLayout:
    """Grid positions of every node of a tree.

    Build with :meth:`compute`; after a structural change (node added, removed or
    moved) call :meth:`update` with the changes, or compute a new one.
    """

    def __init__(self, root: Node, folded: Iterable[Node] = ()) -> None:
        """Use :meth:`compute`."""
        self.root = root
        self._folded: set[Node] = set(folded)  # nodes whose children are not laid out
        self._lines: list[_Line] = []  # document order
        self._where: dict[Node, tuple[_Line, int]] = {}  # node -> (its line, its column)
        self._skylines: list[list[int]] = [[]]  # the skyline before line k * _CHECKPOINT
        # Per trunk column, the lines that end a trunk (kept in row order when queried).
        self._enders: dict[int, list[_Line]] = {}
        # Built on demand after each placement: lines by (row, start), and the trunks.
        self._by_row: list[_Line] | None = None
        self._by_row_keys: list[int] = []
        self._ender_rows: dict[int, list[int]] = {}  # per column, its enders' rows
        self._size = (1, 1)

    # -- building ---------------------------------------------------------------

    @staticmethod
    def compute(root: Node, folded: Iterable[Node] = ()) -> TreeLayout:
        """Lay out the tree below ``root`` (see the module docstring for the rules),
        without the subtrees below the nodes of ``folded`` (those nodes stay).

        The cyclic garbage collector is paused meanwhile: nothing built here is
        garbage, and its collections (which walk the whole tree) would double the time.
        """
        layout = TreeLayout(root, folded)
        with no_cyclic_gc():
            layout._lines = layout._build([(root, 0)], frozenset())
            layout._place(0)
        return layout

    def update(self, changes: Iterable[object]) -> None:
        """Follow the structural changes in ``changes`` (others are ignored), in place.

        ``changes`` are the :class:`~gogui_py.game.tree.NodeAdded`,
        :class:`~gogui_py.game.tree.NodeRemoved` and :class:`~gogui_py.game.tree.NodeMoved`
        of one edit (or of several; the tree is read as it is now). The result equals
        :meth:`compute` on the changed tree. Cost: the nodes added, removed or moved
        to another line, the lines of changed subtrees, and dropping the lines from
        the first changed one on again (a cheap loop over lines, not nodes).
        """
        parents: set[Node] = set()
        removed: list[Node] = []
        for change in changes:
            if isinstance(change, NodeAdded | NodeMoved):
                parents.add(change.parent)
            elif isinstance(change, NodeRemoved):
                parents.add(change.parent)
                removed.append(change.node)
        if self._folded:  # changes below a fold change nothing shown
            parents = {parent for parent in parents if not self._hidden_children(parent)}
        if not parents:
            return
        self._relayout(parents)
        for node in removed:
            if not self._attached(node):
                self._forget(node)

    def _relayout(self, parents: set[Node]) -> None:
        """Rebuild below ``parents`` (or lay everything out again when that fails)."""
        with no_cyclic_gc():
            try:
                done = len(parents) <= _MAX_DIRTY and self._rebuild(parents)
            except (KeyError, ValueError, IndexError):  # a change list that does not fit
                done = False
            if not done:
                self.__dict__.update(TreeLayout.compute(self.root, self._folded).__dict__)

    # -- folding ----------------------------------------------------------------

    @property
    def folded(self) -> frozenset[Node]:
        """The folded nodes (some may be hidden below another fold)."""
        return frozenset(self._folded)

    def is_hidden(self, node: Node) -> bool:
        """True when ``node`` is in the tree but below a folded node. O(depth)."""
        parent = node.parent
        return parent is not None and self._hidden_children(parent)

    def _hidden_children(self, node: Node) -> bool:
        """True when the children of ``node`` are not shown: it or an ancestor is folded."""
        folded = self._folded
        walk: Node | None = node
        while walk is not None:
            if walk in folded:
                return True
            walk = walk.parent
        return False

    def fold(self, node: Node) -> bool:
        """Hide the subtree below ``node`` (``node`` stays); False when nothing changed
        (already folded). Cost: the nodes of that subtree, and an update of one node."""
        if node in self._folded:
            return False
        self._folded.add(node)
        if node in self._where:  # else hidden below another fold: nothing shown changes
            self._relayout({node})
        where = self._where
        stack = list(node.children)
        while stack:
            walk = stack.pop()
            if where.pop(walk, None) is not None:
                stack.extend(walk.children)
        return True

    def unfold(self, nodes: Iterable[Node]) -> bool:
        """Show again the subtrees below ``nodes`` (those folded; folds below them stay);
        False when none was folded. Cost: the nodes shown again, an update of each."""
        opened = {node for node in nodes if node in self._folded}
        if not opened:
            return False
        self._folded -= opened
        shown = {node for node in opened if node in self._where}
        if shown:
            self._relayout(shown)
        return True

    def unfold_all(self) -> bool:
        """Show every subtree (one full layout); False when nothing was folded."""
        folded, self._folded = self._folded, set()
        if folded:
            self.__dict__.update(TreeLayout.compute(self.root).__dict__)
        return bool(folded)

    def _rebuild(self, parents: set[Node]) -> bool:
        """Rebuild the lines of the subtrees whose children changed; False to start over."""
        dirty: set[Node] = set()  # changed parents and their ancestors
        for parent in parents:
            if not self._attached(parent):
                continue  # removed since: its subtree is gone with it
            walk: Node | None = parent
            while walk is not None and walk not in dirty:
                dirty.add(walk)
                walk = walk.parent
        tops = [p for p in parents if p in dirty and not _has_ancestor_in(p, parents)]
        where = self._where
        try:
            regions = [(where[top][0].index, top) for top in tops]
        except KeyError:
            return False
        if not regions:
            return True
        regions.sort(key=lambda region: region[0], reverse=True)
        lines = self._lines
        end: int | None = None  # where the changed lines end, in the new document order
        for index, top in regions:
            line, col = where[top]
            chain = self._chain(top)
            line.nodes[col - line.start + 1 :] = chain[1:]
            line.set_end()
            for offset, node in enumerate(chain[1:], start=col + 1):
                where[node] = (line, offset)
            after = _next_after(top)
            stop = len(lines) if after is None else where[after][0].index
            work: list[tuple[Node, int]] = []
            self._push_variations(work, chain, col)
            kept: list[tuple[int, int]] = []
            new = self._build(work, dirty, (index + 1, stop), kept)
            # The old lines outside the kept slices are gone (replaced or removed).
            kept.sort()
            position = index + 1
            for first, last in [*kept, (stop, stop)]:
                for gone in lines[position:first]:
                    self._unplace(gone)
                position = last + 1
            lines[index + 1 : stop] = new
            shift = len(new) - (stop - index - 1)
            end = index + 1 + len(new) if end is None else end + shift
        self._place(min(index for index, _ in regions), unchanged_from=end)
        return True

    def _build(
        self,
        work: list[tuple[Node, int]],
        dirty: set[Node] | frozenset[Node],
        span: tuple[int, int] = (0, 0),
        kept: list[tuple[int, int]] | None = None,
    ) -> list[_Line]:
        """The lines, in document order, of the subtrees on the ``work`` stack.

        ``work`` holds ``(first node, column)`` of lines to lay out, the next on top.
        The line of a node outside ``dirty`` that started a line in the old document
        order's ``span`` (indices ``lo <= i < hi``) is kept with its whole block (the
        lines of its subtree, a slice of the old document order); ``kept`` receives the
        ``(first, last)`` indices of those slices.
        """
        lo, hi = span
        out: list[_Line] = []
        where = self._where
        lines = self._lines
        while work:
            start, col = work.pop()
            line = None
            if start not in dirty:
                known = where.get(start)
                if known is not None and known[0].nodes[0] is start and lo <= known[0].index < hi:
                    first = known[0].index
                    last = where[self._last_line_start(start)][0].index
                    if first <= last < hi:
                        line = known[0]
                        out.extend(lines[first : last + 1])
                        if kept is not None:
                            kept.append((first, last))
            if line is None:
                nodes = self._chain(start)
                line = _Line(col, nodes)
                for offset, node in enumerate(nodes, start=col):
                    where[node] = (line, offset)
                out.append(line)
                self._push_variations(work, nodes, col)
            parent = start.parent
            if parent is not None:  # its parent's line or place among siblings may be new
                line.parent_line = where[parent][0]
                self._set_last(line, parent.children[-1] is start)
        return out

    def _chain(self, node: Node) -> list[Node]:
        """The nodes of the line starting at ``node`` (ending at a fold)."""
        return _chain_folded(node, self._folded) if self._folded else _chain(node)

    def _push_variations(self, work: list[tuple[Node, int]], chain: list[Node], col: int) -> None:
        folded = self._folded
        if folded and chain[-1] in folded:
            chain = chain[:-1]  # a fold ends its line: its variations are hidden
        _push_variations(work, chain, col)

    def _last_line_start(self, node: Node) -> Node:
        if self._folded:
            return _last_line_start_folded(node, self._folded)
        return _last_line_start(node)

    def _set_last(self, line: _Line, last: bool) -> None:
        if last == line.last:
            return
        line.last = last
        if last:
            self._enders.setdefault(line.start - 1, []).append(line)
        else:
            self._enders[line.start - 1].remove(line)
        self._ender_rows.pop(line.start - 1, None)

    def _place(self, first: int, unchanged_from: int | None = None) -> None:
        """Drop the lines from index ``first`` on onto the skyline (see the module docstring).

        The loop is kept to what placing needs (about half a microsecond per line); the
        row index and the trunks are built when first queried. ``unchanged_from``: the
        lines from there on are the ones placed before, in the same order; placing stops
        at the first checkpoint past it where they also kept their index and the skyline
        came out as before (their rows cannot change: the rest is as it was).
        """
        lines = self._lines
        skylines = self._skylines
        checkpoint = first // _CHECKPOINT
        old_skylines = skylines[checkpoint + 1 :] if unchanged_from is not None else []
        del skylines[checkpoint + 1 :]
        free = list(skylines[checkpoint])
        begin = checkpoint * _CHECKPOINT
        next_checkpoint = begin + _CHECKPOINT
        for index, line in enumerate(lines[begin:], begin):
            if index == next_checkpoint:
                kept = len(skylines) - checkpoint - 1  # old skylines already replaced
                if (
                    unchanged_from is not None
                    and index >= unchanged_from
                    and line.index == index
                    and kept < len(old_skylines)
                    and _same_skyline(free, old_skylines[kept])
                ):
                    skylines.extend(old_skylines[kept:])
                    self._by_row = None
                    self._ender_rows = {}
                    return
                skylines.append(free.copy())
                next_checkpoint += _CHECKPOINT
            low = line.low
            stop = line.stop
            if stop > len(free):  # the skyline grows as wide as the widest line
                free.extend([0] * (stop - len(free)))
            row = max(free[low:stop])
            free[low:stop] = [row + 1] * (stop - low)
            line.row = row
            line.index = index
        while free and free[-1] == 0:
            free.pop()
        self._size = (max(1, len(free)), max(1, max(free, default=1)))
        self._by_row = None
        self._ender_rows = {}

    def _unplace(self, line: _Line) -> None:
        """Take a line that left the document order out of the trunk index."""
        line.row = -1
        line.index = -1
        self._set_last(line, False)

    def _forget(self, node: Node) -> None:
        """Drop a removed subtree's nodes (those not laid out again elsewhere)."""
        stack = [node]
        where = self._where
        while stack:
            walk = stack.pop()
            where.pop(walk, None)
            stack.extend(walk.children)

    def _attached(self, node: Node) -> bool:
        """True when ``node`` is in this layout's tree."""
        walk = node
        while walk.parent is not None:
            walk = walk.parent
        return walk is self.root

    # -- queries ----------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        """``(columns, rows)`` of the grid (at least ``(1, 1)``)."""
        return self._size

    def __len__(self) -> int:
        """Number of nodes laid out."""
        return len(self._where)

    def __contains__(self, node: object) -> bool:
        return node in self._where

    def position(self, node: Node) -> tuple[int, int]:
        """``(col, row)`` of ``node``.

        Raises:
            KeyError: for a node that is not in the layout.
        """
        line, col = self._where[node]
        return col, line.row

    def nodes_in(self, col0: int, col1: int, row0: int, row1: int) -> list[Node]:
        """The nodes whose cell lies in columns ``col0..col1`` and rows ``row0..row1``.

        Bounds are inclusive and may lie outside the grid. Ordered by row, then column.
        """
        return [node for _, _, node in self.cells_in(col0, col1, row0, row1)]

    def cells_in(self, col0: int, col1: int, row0: int, row1: int) -> list[tuple[int, int, Node]]:
        """``(col, row, node)`` for every node in the rectangle of :meth:`nodes_in`."""
        by_row = self._by_row
        if by_row is None:  # after a placement; a stable sort keeps document order in a row
            by_row = self._by_row = sorted(self._lines, key=_row_of)
            self._by_row_keys = list(map(_row_of, by_row))
        keys = self._by_row_keys
        found: list[tuple[int, int, Node]] = []
        wanted = [
            line
            for line in by_row[bisect_left(keys, row0) : bisect_right(keys, row1)]
            if line.end >= col0 and line.start <= col1
        ]
        wanted.sort(key=_row_start)  # by row, then column
        for line in wanted:
            row = line.row
            start = line.start
            nodes = line.nodes
            found.extend(
                (col, row, nodes[col - start])
                for col in range(max(col0, start), min(col1, line.end) + 1)
            )
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
        line, col = self._where[node]
        row = line.row
        if line.nodes[0] is not node:  # a first child, on its parent's line
            return (col - 1, row, col, row)
        return (col - 1, row - 1, col, row)

    def trunks_in(self, col0: int, col1: int, row0: int, row1: int) -> list[Edge]:
        """Vertical trunks (``col, top, col, bottom``) in columns ``col0..col1`` touching rows
        ``row0..row1``: each runs from a parent with variations down to the row above its
        last variation."""
        found: list[Edge] = []
        for col in range(max(0, col0), min(self._size[0] - 1, col1) + 1):
            enders = self._enders.get(col)
            if not enders:
                continue
            rows = self._ender_rows.get(col)
            if rows is None:  # after a placement: the column's enders in row order again
                enders.sort(key=_row_of)  # nearly sorted already: about linear
                rows = self._ender_rows[col] = list(map(_row_of, enders))
            # The trunks of a column are disjoint, so their ends come in the same order.
            for index in range(bisect_left(rows, row0 + 1), len(enders)):
                line = enders[index]
                top = line.parent_line.row if line.parent_line is not None else line.row
                if top > row1:
                    break
                if line.row - 1 > top:
                    found.append((col, top, col, line.row - 1))
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
        for node, (line, col) in self._where.items():
            yield node, (col, line.row)


# -- helpers (the tree walks: gogui_py.game.variation_walks) ----------------------------


def _same_skyline(a: list[int], b: list[int]) -> bool:
    """True when the skylines ``a`` and ``b`` are equal (missing columns count as 0)."""
    if len(a) < len(b):
        a, b = b, a
    return a[: len(b)] == b and not any(a[len(b) :])


_row_start = attrgetter("row", "start")
_row_of = attrgetter("row")
