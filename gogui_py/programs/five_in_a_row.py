"""Five-in-a-row line analysis shared by the Gomoku and Renju rulers (pure, no I/O).

A :class:`Grid` holds stones as small integers (:data:`EMPTY`, :data:`BLACK`,
:data:`WHITE`; :data:`OFF` for a point off the board) at ``Point(x, y)``, x from
0 at the left, y from 0 at the TOP (the package convention). Lines run in the
four :data:`DIRECTIONS`. The terms follow the renju rules (RIF):

- a *five* is an unbroken row of five stones; an *overline* six or more;
- a *four* is a set of four stones that one more stone turns into a five; the
  empty points that do so are its *completions*;
- a *straight four* is a four with two completions (``. X X X X .``).

``exact`` arguments select Black's renju rule (only exactly five counts) rather
than freestyle (five or more).
"""

from __future__ import annotations

from collections.abc import Iterator

from gogui_py.go import Color, Point

EMPTY, BLACK, WHITE, OFF = 0, 1, 2, 3
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (0, 1), (1, 1), (1, -1))
"""Line directions (dx, dy): horizontal, vertical, the two diagonals."""

_DIAGRAM_CELLS = {".": EMPTY, "+": EMPTY, "X": BLACK, "O": WHITE}
_CELL_TEXT = {EMPTY: ".", BLACK: "X", WHITE: "O"}


def stone_of(color: Color) -> int:
    """:data:`BLACK` or :data:`WHITE` for ``color``."""
    return BLACK if color is Color.BLACK else WHITE


def color_of(stone: int) -> Color | None:
    """The colour of a stone code; None for :data:`EMPTY` (and :data:`OFF`)."""
    return Color.BLACK if stone == BLACK else Color.WHITE if stone == WHITE else None


def opponent(stone: int) -> int:
    """The other player's stone code."""
    return WHITE if stone == BLACK else BLACK


class Grid:
    """A ``width`` x ``height`` board of stone codes (see the module docstring)."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.cells = [EMPTY] * (width * height)

    @staticmethod
    def from_diagram(text: str) -> Grid:
        """A grid from rows (top first) of ``X``/``O``/``.``; whitespace is ignored.

        Raises:
            ValueError: for an empty diagram, unequal rows or another character.
        """
        rows = ["".join(line.split()) for line in text.splitlines()]
        rows = [row for row in rows if row]
        if not rows or any(len(row) != len(rows[0]) for row in rows):
            raise ValueError("diagram rows missing or of unequal length")
        grid = Grid(len(rows[0]), len(rows))
        for y, row in enumerate(rows):
            for x, char in enumerate(row):
                if char not in _DIAGRAM_CELLS:
                    raise ValueError(f"bad diagram character {char!r}")
                grid.set(Point(x, y), _DIAGRAM_CELLS[char])
        return grid

    def to_diagram(self) -> str:
        """Rows (top first) of ``X``/``O``/``.`` separated by spaces, joined by newlines."""
        width = self.width
        return "\n".join(
            " ".join(_CELL_TEXT[c] for c in self.cells[start : start + width])
            for start in range(0, len(self.cells), width)
        )

    def copy(self) -> Grid:
        """An independent copy."""
        grid = Grid(self.width, self.height)
        grid.cells = list(self.cells)
        return grid

    def at(self, x: int, y: int) -> int:
        """The stone code at column x, row y; :data:`OFF` off the board."""
        if 0 <= x < self.width and 0 <= y < self.height:
            return self.cells[y * self.width + x]
        return OFF

    def get(self, point: Point) -> int:
        """The stone code at ``point`` (:data:`OFF` off the board)."""
        return self.at(point.x, point.y)

    def set(self, point: Point, stone: int) -> None:
        """Put ``stone`` (or :data:`EMPTY`) at ``point``, which must be on the board."""
        self.cells[point.y * self.width + point.x] = stone

    def empty_points(self) -> list[Point]:
        """Empty points in row-major order from the top-left."""
        width = self.width
        return [Point(i % width, i // width) for i, c in enumerate(self.cells) if c == EMPTY]

    def is_full(self) -> bool:
        """True when no point is empty."""
        return EMPTY not in self.cells


def run_bounds(grid: Grid, point: Point, stone: int, d: tuple[int, int]) -> tuple[int, int]:
    """Offsets (back <= 0, forward >= 0) of the ends of the unbroken row of ``stone`` through
    ``point`` along ``d``, counting ``point`` itself as ``stone`` whatever it holds."""
    dx, dy = d
    forward = 0
    while grid.at(point.x + (forward + 1) * dx, point.y + (forward + 1) * dy) == stone:
        forward += 1
    back = 0
    while grid.at(point.x + (back - 1) * dx, point.y + (back - 1) * dy) == stone:
        back -= 1
    return back, forward


def run_length(grid: Grid, point: Point, stone: int, d: tuple[int, int]) -> int:
    """Length of the row of ``stone`` through ``point`` along ``d`` (``point`` counted)."""
    back, forward = run_bounds(grid, point, stone, d)
    return forward - back + 1


def is_five(length: int, exact: bool) -> bool:
    """Whether a row of ``length`` stones is a winning five (``exact``: exactly five)."""
    return length == 5 if exact else length >= 5


def makes_five(grid: Grid, point: Point, stone: int, exact: bool) -> bool:
    """Whether ``stone`` at ``point`` makes a five in some direction."""
    return any(is_five(run_length(grid, point, stone, d), exact) for d in DIRECTIONS)


def makes_overline(grid: Grid, point: Point, stone: int) -> bool:
    """Whether ``stone`` at ``point`` makes a row of six or more."""
    return any(run_length(grid, point, stone, d) >= 6 for d in DIRECTIONS)


def five_line(grid: Grid, point: Point, stone: int, exact: bool) -> list[Point]:
    """The points of a five through ``point`` (its stones), or [] when there is none."""
    for d in DIRECTIONS:
        back, forward = run_bounds(grid, point, stone, d)
        if is_five(forward - back + 1, exact):
            return [Point(point.x + k * d[0], point.y + k * d[1]) for k in range(back, forward + 1)]
    return []


def line_points(point: Point, d: tuple[int, int], reach: int) -> Iterator[Point]:
    """Points ``point + k*d`` for k in -reach..reach, k != 0 (may be off the board)."""
    for k in range(-reach, reach + 1):
        if k:
            yield Point(point.x + k * d[0], point.y + k * d[1])


def fours_in_line(
    grid: Grid, point: Point, stone: int, d: tuple[int, int], exact: bool
) -> dict[frozenset[Point], list[Point]]:
    """The fours along ``d`` that include the stone at ``point`` (which must hold ``stone``).

    Returns:
        Each four's set of stones mapped to its completions (two for a straight four).
        ``X X X . p . X X X`` gives two fours: a double four in one line.
    """
    fours: dict[frozenset[Point], list[Point]] = {}
    for q in line_points(point, d, 4):
        if grid.get(q) != EMPTY:
            continue
        back, forward = run_bounds(grid, q, stone, d)
        if not is_five(forward - back + 1, exact):
            continue
        run = [Point(q.x + k * d[0], q.y + k * d[1]) for k in range(back, forward + 1)]
        if point in run:
            fours.setdefault(frozenset(run) - {q}, []).append(q)
    return fours


def has_straight_four(
    grid: Grid, point: Point, stone: int, d: tuple[int, int], exact: bool
) -> bool:
    """Whether the stone at ``point`` is part of a straight four along ``d``."""
    return any(len(ends) >= 2 for ends in fours_in_line(grid, point, stone, d, exact).values())


def completions(grid: Grid, point: Point, stone: int, exact: bool) -> set[Point]:
    """Empty points that would make a five with the stone at ``point``, in all directions."""
    found: set[Point] = set()
    for d in DIRECTIONS:
        for ends in fours_in_line(grid, point, stone, d, exact).values():
            found.update(ends)
    return found


def near_points(grid: Grid, reach: int) -> list[Point]:
    """Empty points within ``reach`` (king moves) of a stone; the centre on an empty board."""
    stones = [i for i, c in enumerate(grid.cells) if c in (BLACK, WHITE)]
    if not stones:
        return [Point(grid.width // 2, grid.height // 2)]
    marked = set()
    for i in stones:
        x, y = i % grid.width, i // grid.width
        for ny in range(max(0, y - reach), min(grid.height, y + reach + 1)):
            for nx in range(max(0, x - reach), min(grid.width, x + reach + 1)):
                if grid.cells[ny * grid.width + nx] == EMPTY:
                    marked.add(ny * grid.width + nx)
    return [Point(i % grid.width, i // grid.width) for i in sorted(marked)]
