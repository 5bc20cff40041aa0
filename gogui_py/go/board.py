"""Immutable Go board snapshots: stones, captures, suicide and simple ko.

A :class:`Board` is a value: :meth:`Board.play` and :meth:`Board.with_setup`
return new boards and never change the receiver. Cells are stored as
``bytes`` in row-major order from the top-left (``0`` empty, ``1`` black,
``2`` white), so a board is cheap to copy, compare and hash.

Rules implemented: captures of opponent groups left without liberties, suicide
(refused by default, executed when replaying records), and the simple ko rule
(an immediate single-stone recapture is refused). Positional superko is not
checked here; it needs the game history (gogui_py.game).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Iterator
from typing import Literal, NamedTuple

from gogui_py.go.color import Color
from gogui_py.go.move import Move
from gogui_py.go.point import BoardSize, Point
from gogui_py.go.vertex import to_gtp

IllegalReason = Literal["occupied", "suicide", "ko", "off board"]
"""Why a move is illegal (the ``reason`` of :class:`IllegalMoveError`)."""

EMPTY, BLACK, WHITE = 0, 1, 2
"""Cell codes in :attr:`Board.cells`."""

_COLORS: tuple[Color | None, Color, Color] = (None, Color.BLACK, Color.WHITE)


class IllegalMoveError(ValueError):
    """A move refused by the rules.

    ``reason`` is one of ``"occupied"``, ``"suicide"``, ``"ko"``, ``"off board"``;
    ``str(error)`` is a message for the user, e.g. ``"Point D4 is occupied"``.
    """

    def __init__(self, reason: IllegalReason, move: Move, size: BoardSize) -> None:
        self.reason: IllegalReason = reason
        self.move = move
        super().__init__(_message(reason, move, size))


def _message(reason: IllegalReason, move: Move, size: BoardSize) -> str:
    point = move.point
    if reason == "suicide":
        return "Suicide is not allowed"
    if reason == "ko":
        return "Ko: retake not allowed yet"
    assert point is not None
    if reason == "occupied":
        return f"Point {to_gtp(point, size)} is occupied"
    return f"Point ({point.x}, {point.y}) is off the {size.width}x{size.height} board"


class _Geometry(NamedTuple):
    """Per-size lookup tables shared by every board of that size."""

    size: BoardSize
    neighbours: tuple[tuple[int, ...], ...]  # orthogonal neighbour indices of each cell
    points: tuple[Point, ...]  # Point of each cell index


@functools.cache
def _geometry(size: BoardSize) -> _Geometry:
    width, height = size
    neighbours: list[tuple[int, ...]] = []
    for y in range(height):
        for x in range(width):
            index = y * width + x
            adjacent: list[int] = []
            if y > 0:
                adjacent.append(index - width)
            if x > 0:
                adjacent.append(index - 1)
            if x < width - 1:
                adjacent.append(index + 1)
            if y < height - 1:
                adjacent.append(index + width)
            neighbours.append(tuple(adjacent))
    points = tuple(Point(x, y) for y in range(height) for x in range(width))
    return _Geometry(size, tuple(neighbours), points)


def _dead_group(
    cells: bytearray | bytes, start: int, neighbours: tuple[tuple[int, ...], ...]
) -> list[int] | None:
    """The indices of the group at ``start`` if it has no liberty, else None."""
    color = cells[start]
    group = [start]
    seen = {start}
    stack = [start]
    while stack:
        for n in neighbours[stack.pop()]:
            value = cells[n]
            if value == EMPTY:
                return None
            if value == color and n not in seen:
                seen.add(n)
                group.append(n)
                stack.append(n)
    return group


def _group_indices(cells: bytes, start: int, neighbours: tuple[tuple[int, ...], ...]) -> set[int]:
    color = cells[start]
    seen = {start}
    stack = [start]
    while stack:
        for n in neighbours[stack.pop()]:
            if cells[n] == color and n not in seen:
                seen.add(n)
                stack.append(n)
    return seen


class Board:
    """An immutable position: size, stones, the simple-ko point and prisoners.

    Create with :meth:`empty` (or ``Board(size)``), then :meth:`play` moves or
    apply :meth:`with_setup`. Equality and hashing use the size, the cells, the
    ko move and the prisoner counts (not ``captured_last``).
    """

    __slots__ = ("_black_prisoners", "_captured", "_cells", "_geo", "_ko", "_white_prisoners")

    _geo: _Geometry
    _cells: bytes
    _ko: Move | None
    _captured: tuple[Point, ...]
    _black_prisoners: int
    _white_prisoners: int

    def __init__(self, size: BoardSize) -> None:
        """An empty board of ``size``."""
        self._geo = _geometry(BoardSize.of(size.width, size.height))
        self._cells = bytes(size.width * size.height)
        self._ko = None
        self._captured = ()
        self._black_prisoners = 0
        self._white_prisoners = 0

    @staticmethod
    def empty(size: BoardSize) -> Board:
        """An empty board of ``size`` (1..52 by 1..52, raises ValueError otherwise)."""
        return Board(size)

    def _derive(
        self, cells: bytes, ko: Move | None, captured: tuple[Point, ...], black: int, white: int
    ) -> Board:
        board = object.__new__(Board)
        board._geo = self._geo
        board._cells = cells
        board._ko = ko
        board._captured = captured
        board._black_prisoners = black
        board._white_prisoners = white
        return board

    # -- read-only attributes -------------------------------------------------

    @property
    def size(self) -> BoardSize:
        """The board dimensions."""
        return self._geo.size

    @property
    def cells(self) -> bytes:
        """Row-major cells from the top-left, ``width*height`` bytes: 0 empty, 1 black, 2 white."""
        return self._cells

    @property
    def ko(self) -> Move | None:
        """The one move the simple-ko rule forbids right now, else None."""
        return self._ko

    @property
    def captured_last(self) -> tuple[Point, ...]:
        """Stones removed by the move that produced this board (own stones on suicide)."""
        return self._captured

    # -- queries ----------------------------------------------------------------

    def _index(self, point: Point) -> int:
        width, height = self._geo.size
        x, y = point
        if not (0 <= x < width and 0 <= y < height):
            raise ValueError(f"point {tuple(point)} off a {width}x{height} board")
        return y * width + x

    def get(self, point: Point) -> Color | None:
        """The colour of the stone at ``point``, None if empty. ValueError if off the board."""
        return _COLORS[self._cells[self._index(point)]]

    def prisoners(self, color: Color) -> int:
        """Number of stones captured BY ``color`` so far."""
        return self._black_prisoners if color is Color.BLACK else self._white_prisoners

    def stones(self) -> Iterator[tuple[Point, Color]]:
        """Every stone as ``(point, colour)``, row-major from the top-left."""
        points = self._geo.points
        for index, value in enumerate(self._cells):
            if value:
                color = _COLORS[value]
                assert color is not None
                yield points[index], color

    def count(self, color: Color) -> int:
        """Number of stones of ``color`` on the board."""
        return self._cells.count(BLACK if color is Color.BLACK else WHITE)

    def group(self, point: Point) -> frozenset[Point]:
        """The points of the group (string) at ``point``; empty set for an empty point."""
        index = self._index(point)
        if self._cells[index] == EMPTY:
            return frozenset()
        points = self._geo.points
        found = _group_indices(self._cells, index, self._geo.neighbours)
        return frozenset(points[i] for i in found)

    def liberties(self, point: Point) -> int:
        """Number of distinct empty points adjacent to the group at ``point`` (0 if empty)."""
        index = self._index(point)
        cells = self._cells
        if cells[index] == EMPTY:
            return 0
        neighbours = self._geo.neighbours
        found = _group_indices(cells, index, neighbours)
        return len({n for i in found for n in neighbours[i] if cells[n] == EMPTY})

    # -- moves ------------------------------------------------------------------

    def legality(self, move: Move) -> IllegalReason | None:
        """None if ``move`` is legal, else why not: "occupied", "suicide", "ko", "off board".

        A pass is always legal.
        """
        point = move.point
        if point is None:
            return None
        width, height = self._geo.size
        if not (0 <= point.x < width and 0 <= point.y < height):
            return "off board"
        index = point.y * width + point.x
        reason = self._quick_reason(move, index)
        if reason is not None:
            return reason
        return "suicide" if self._place(move.color, index, True) is None else None

    def is_legal(self, move: Move) -> bool:
        """True when :meth:`legality` finds nothing wrong."""
        return self.legality(move) is None

    def _quick_reason(self, move: Move, index: int) -> IllegalReason | None:
        if self._cells[index] != EMPTY:
            return "occupied"
        ko = self._ko
        if ko is not None and ko.point == move.point and ko.color is move.color:
            return "ko"
        return None

    def play(self, move: Move, *, check: bool = True) -> Board:
        """The board after ``move``.

        With ``check=True`` illegal moves raise :class:`IllegalMoveError`
        (occupied point, suicide, simple ko, off board). With ``check=False``
        (replaying SGF records, FF[4] "How to execute a move") an occupied point
        is overwritten and a suicide removes the player's own group, counted as
        prisoners of the opponent; points off the board still raise
        ``IllegalMoveError`` with reason "off board". A pass returns a board with
        the ko cleared and ``captured_last`` empty.
        """
        point = move.point
        if point is None:
            return self._derive(self._cells, None, (), self._black_prisoners, self._white_prisoners)
        width, height = self._geo.size
        x, y = point
        if not (0 <= x < width and 0 <= y < height):
            raise IllegalMoveError("off board", move, self._geo.size)
        index = y * width + x
        if check:
            reason = self._quick_reason(move, index)
            if reason is not None:
                raise IllegalMoveError(reason, move, self._geo.size)
        board = self._place(move.color, index, check)
        if board is None:
            raise IllegalMoveError("suicide", move, self._geo.size)
        return board

    def _place(self, color: Color, index: int, forbid_suicide: bool) -> Board | None:
        """Put a stone and resolve captures; None for a refused suicide."""
        own = BLACK if color is Color.BLACK else WHITE
        other = 3 - own
        cells = bytearray(self._cells)
        cells[index] = own
        neighbours = self._geo.neighbours
        captured: list[int] = []
        for n in neighbours[index]:
            if cells[n] == other:
                dead = _dead_group(cells, n, neighbours)
                if dead is not None:
                    for i in dead:
                        cells[i] = EMPTY
                    captured.extend(dead)
        black, white = self._black_prisoners, self._white_prisoners
        points = self._geo.points
        if captured:
            if own == BLACK:
                black += len(captured)
            else:
                white += len(captured)
            ko = _ko_after_capture(cells, index, captured, self._geo, color)
            return self._derive(bytes(cells), ko, tuple(points[i] for i in captured), black, white)
        own_dead = _dead_group(cells, index, neighbours)
        if own_dead is None:
            return self._derive(bytes(cells), None, (), black, white)
        if forbid_suicide:
            return None
        for i in own_dead:
            cells[i] = EMPTY
        if own == BLACK:
            white += len(own_dead)
        else:
            black += len(own_dead)
        return self._derive(bytes(cells), None, tuple(points[i] for i in own_dead), black, white)

    def with_setup(
        self,
        black: Iterable[Point] = (),
        white: Iterable[Point] = (),
        empty: Iterable[Point] = (),
    ) -> Board:
        """The board with stones added or removed (SGF AB, AW, AE), applied in that order.

        No captures are made and prisoners are unchanged; the ko is cleared and
        ``captured_last`` is empty. Raises ValueError for points off the board.
        """
        cells = bytearray(self._cells)
        for points, code in ((black, BLACK), (white, WHITE), (empty, EMPTY)):
            for point in points:
                cells[self._index(point)] = code
        return self._derive(bytes(cells), None, (), self._black_prisoners, self._white_prisoners)

    # -- value semantics --------------------------------------------------------

    def _key(self) -> tuple[BoardSize, bytes, Move | None, int, int]:
        return (
            self._geo.size,
            self._cells,
            self._ko,
            self._black_prisoners,
            self._white_prisoners,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        size = self._geo.size
        return (
            f"<Board {size.width}x{size.height} black={self.count(Color.BLACK)}"
            f" white={self.count(Color.WHITE)} ko={self._ko}>"
        )


def _ko_after_capture(
    cells: bytearray,
    index: int,
    captured: list[int],
    geo: _Geometry,
    color: Color,
) -> Move | None:
    """The simple-ko move forbidden after a capture at ``index``, if any.

    Ko arises when exactly one stone was captured and the capturing stone is a
    single stone whose only liberty is the captured point.
    """
    if len(captured) != 1:
        return None
    own = cells[index]
    for n in geo.neighbours[index]:
        value = cells[n]
        if value == own or (value == EMPTY and n != captured[0]):
            return None
    return Move(color.opponent, geo.points[captured[0]])
