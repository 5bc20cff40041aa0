"""A compact board for fast random playouts (the bundled Go engine's inner loop).

Cells live in flat lists over a padded board: ``stride = size + 1`` (one border
column shared by both sides, a border row above and below), so every point has
exactly four neighbours and four diagonals and no bounds checks are needed.
Stones form groups kept as circular linked lists (``nxt``) with a
representative (``gid``), a stone count and PSEUDO-liberties (empty
neighbours counted once per adjacent stone): a group is captured when its
count reaches 0, and a point ``p`` is the group's only liberty when the count
equals the number of the group's stones adjacent to ``p``. Everything is a
list of ints, so :meth:`PlayoutBoard.copy` is a handful of slices.

Rules: captures, suicide refused, simple ko; area scoring in :meth:`score`.
Playouts never fill their own eyes (an empty point whose neighbours are all
own stones, with at most one opponent diagonal, none on the edge).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import NamedTuple

from gogui_py.go.board import Board
from gogui_py.go.color import Color
from gogui_py.go.point import BoardSize, Point

EMPTY, BLACK, WHITE, BORDER = 0, 1, 2, 3
PASS = -1
"""The move index of a pass."""


class Geometry(NamedTuple):
    """Lookup tables of one board size (shared by every board of that size)."""

    size: int
    stride: int
    points: tuple[int, ...]  # board index of every point, row-major from the top-left
    neighbours: tuple[tuple[int, ...], ...]  # per index: the 4 orthogonal neighbours
    diagonals: tuple[tuple[int, ...], ...]  # per index: the 4 diagonal neighbours

    def index_of(self, point: Point) -> int:
        """Board index of ``point``."""
        return (point.y + 1) * self.stride + point.x + 1

    def point_of(self, index: int) -> Point:
        """The point at board index ``index`` (not a border cell)."""
        y, x = divmod(index, self.stride)
        return Point(x - 1, y - 1)


@functools.cache
def geometry(size: int) -> Geometry:
    """The tables for a ``size`` x ``size`` board (1..25)."""
    stride = size + 1
    cells = (size + 2) * stride + 1
    points = tuple((y + 1) * stride + x + 1 for y in range(size) for x in range(size))
    neighbours: list[tuple[int, ...]] = []
    diagonals: list[tuple[int, ...]] = []
    for p in range(cells):
        if stride < p < cells - stride - 1:
            neighbours.append((p - stride, p - 1, p + 1, p + stride))
            diagonals.append((p - stride - 1, p - stride + 1, p + stride - 1, p + stride + 1))
        else:
            neighbours.append(())
            diagonals.append(())
    return Geometry(size, stride, points, tuple(neighbours), tuple(diagonals))


class PlayoutBoard:
    """A mutable position for playouts; create with :meth:`from_board`."""

    __slots__ = ("color", "count", "empties", "geo", "gid", "ko", "libs", "nxt", "where")

    geo: Geometry
    color: list[int]
    gid: list[int]
    nxt: list[int]
    libs: list[int]
    count: list[int]
    empties: list[int]
    where: list[int]
    ko: int

    @staticmethod
    def empty(size: int) -> PlayoutBoard:
        """An empty ``size`` x ``size`` board."""
        geo = geometry(size)
        cells = len(geo.neighbours)
        board = PlayoutBoard()
        board.geo = geo
        board.color = [BORDER] * cells
        for p in geo.points:
            board.color[p] = EMPTY
        board.gid = list(range(cells))
        board.nxt = list(range(cells))
        board.libs = [0] * cells
        board.count = [0] * cells
        board.empties = list(geo.points)
        board.where = [0] * cells
        for i, p in enumerate(board.empties):
            board.where[p] = i
        board.ko = PASS
        return board

    @staticmethod
    def from_board(board: Board) -> PlayoutBoard:
        """The position of a :class:`gogui_py.go.Board` (square), ko included."""
        size = board.size.width
        result = PlayoutBoard.empty(size)
        geo = result.geo
        for point, color in board.stones():
            result.place(geo.index_of(point), BLACK if color is Color.BLACK else WHITE)
        ko = board.ko
        if ko is not None and ko.point is not None:
            result.ko = geo.index_of(ko.point)
        return result

    def copy(self) -> PlayoutBoard:
        """An independent copy."""
        board = PlayoutBoard()
        board.geo = self.geo
        board.color = self.color[:]
        board.gid = self.gid[:]
        board.nxt = self.nxt[:]
        board.libs = self.libs[:]
        board.count = self.count[:]
        board.empties = self.empties[:]
        board.where = self.where[:]
        board.ko = self.ko
        return board

    def legal(self, p: int, c: int) -> bool:
        """True when colour ``c`` may play at empty point ``p`` (no suicide, no ko)."""
        if p == self.ko:
            return False
        color = self.color
        around = self.geo.neighbours[p]
        for n in around:
            if color[n] == EMPTY:
                return True
        gid = self.gid
        libs = self.libs
        for n in around:
            cn = color[n]
            if cn == BORDER:
                continue
            r = gid[n]
            adjacent = 0
            for m in around:
                if gid[m] == r and color[m] == cn:
                    adjacent += 1
            if (libs[r] > adjacent) if cn == c else (libs[r] == adjacent):
                return True
        return False

    def is_eye(self, p: int, c: int) -> bool:
        """True when empty ``p`` is an eye of colour ``c`` (see the module docstring)."""
        color = self.color
        for n in self.geo.neighbours[p]:
            cn = color[n]
            if cn not in (c, BORDER):
                return False
        bad = 0
        edge = False
        other = 3 - c
        for d in self.geo.diagonals[p]:
            cd = color[d]
            if cd == BORDER:
                edge = True
            elif cd == other:
                bad += 1
        return bad == 0 if edge else bad < 2

    def place(self, p: int, c: int) -> int:
        """Put a stone of colour ``c`` on empty ``p`` (legality NOT checked); resolve
        captures and set the ko. Returns the number of stones captured."""
        color, gid, nxt, libs, count = self.color, self.gid, self.nxt, self.libs, self.count
        empties, where = self.empties, self.where
        last = empties.pop()
        if last != p:
            i = where[p]
            empties[i] = last
            where[last] = i
        color[p] = c
        gid[p] = p
        nxt[p] = p
        count[p] = 1
        around = self.geo.neighbours[p]
        own_libs = 0
        for n in around:
            cn = color[n]
            if cn == EMPTY:
                own_libs += 1
            elif cn != BORDER:
                libs[gid[n]] -= 1
        libs[p] = own_libs
        other = 3 - c
        captured = 0
        ko = PASS
        for n in around:
            cn = color[n]
            if cn == c:
                a, b = gid[p], gid[n]
                if a != b:
                    self._merge(a, b)
            elif cn == other and libs[gid[n]] == 0:
                captured += count[gid[n]]
                ko = n
                self._remove(gid[n])
        r = gid[p]
        self.ko = ko if captured == 1 and count[r] == 1 and libs[r] == 1 else PASS
        return captured

    def _merge(self, a: int, b: int) -> None:
        gid, nxt, count = self.gid, self.nxt, self.count
        if count[a] < count[b]:
            a, b = b, a
        s = b
        while True:
            gid[s] = a
            s = nxt[s]
            if s == b:
                break
        nxt[a], nxt[b] = nxt[b], nxt[a]
        count[a] += count[b]
        self.libs[a] += self.libs[b]

    def _remove(self, r: int) -> None:
        color, nxt, gid, libs = self.color, self.nxt, self.gid, self.libs
        empties, where = self.empties, self.where
        neighbours = self.geo.neighbours
        s = r
        while True:
            color[s] = EMPTY
            where[s] = len(empties)
            empties.append(s)
            s = nxt[s]
            if s == r:
                break
        while True:
            for n in neighbours[s]:
                if 0 < color[n] < BORDER:
                    libs[gid[n]] += 1
            s = nxt[s]
            if s == r:
                break

    def random_move(self, c: int, rnd: Callable[[], float]) -> int:
        """A random legal move for ``c`` that fills no own eye, else PASS.

        Scans the empty points from a random start.
        """
        empties = self.empties
        n = len(empties)
        start = int(rnd() * n)
        for i in range(start - n, start):
            p = empties[i]
            if not self.is_eye(p, c) and self.legal(p, c):
                return p
        return PASS

    def score(self, komi: float) -> float:
        """Area score, Black minus White minus ``komi``: stones plus empty points whose
        neighbours are all of one colour (exact once a playout has ended)."""
        color = self.color
        neighbours = self.geo.neighbours
        total = -komi
        for p in self.geo.points:
            cp = color[p]
            if cp == BLACK:
                total += 1
            elif cp == WHITE:
                total -= 1
            else:
                seen = 0
                for n in neighbours[p]:
                    seen |= 1 << color[n]
                seen &= 6
                if seen == 2:
                    total += 1
                elif seen == 4:
                    total -= 1
        return total

    def to_board(self) -> Board:
        """The position as a :class:`gogui_py.go.Board` (no ko, no prisoners)."""
        geo = self.geo
        black = [geo.point_of(p) for p in geo.points if self.color[p] == BLACK]
        white = [geo.point_of(p) for p in geo.points if self.color[p] == WHITE]
        return Board.empty(BoardSize.square(geo.size)).with_setup(black, white)


def playout(board: PlayoutBoard, c: int, rnd: Callable[[], float], first: list[int]) -> int:
    """Play random moves from ``board`` (changed in place), ``c`` to move, until two
    passes or ``3 * size * size`` moves.

    ``first[p]`` (0 on entry) receives the colour that first played at ``p``.
    Returns the number of moves played.
    """
    limit = 3 * board.geo.size * board.geo.size
    passes = 0
    moves = 0
    random_move = board.random_move
    place = board.place
    while passes < 2 and moves < limit:
        p = random_move(c, rnd)
        if p == PASS:
            passes += 1
            board.ko = PASS
        else:
            passes = 0
            place(p, c)
            if not first[p]:
                first[p] = c
        c = 3 - c
        moves += 1
    return moves
