"""The bundled Hex ruler: ``python -m gogui_py.programs.hex [--size N]``.

Rules (../shared/specs/rulers.md "Rulers gogui-py ships"): an N x N rhombus,
``11 hex`` by default, sizes 2-19 (square only) through ``boardsize``. Black
moves first and joins the top and bottom rows, White joins the left and right
columns. Nobody ever passes and there are no draws; the game is over as soon as
a move connects its colour's two edges. The swap (pie) rule is not offered.

Geometry: each row is drawn half a cell to the right of the row above it, so in
Point terms (x from the left, y from the TOP) the neighbours of (x, y) are
(x-1, y), (x+1, y), (x, y-1), (x+1, y-1), (x-1, y+1), (x, y+1) — the same as
rulers.md "Geometry" with rows counted from the bottom.

The opponent (:meth:`HexGame.genmove`) takes a win in one, else blocks the
other side's win in one, else picks the move that most widens the gap between
the two sides' shortest connection distances (empty cell = 1, own stone = 0,
enemy stone = wall), preferring the centre on ties.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator, Sequence

import gogui_py
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import to_gtp
from gogui_py.programs.ruler import run_ruler

NAME = "gogui-py Hex"
DEFAULT_SIZE = 11
MIN_SIZE, MAX_SIZE = 2, 19
CANDIDATES = 12
"""How many cells the opponent examines exactly after the quick ranking."""

_UNREACHABLE = 10_000


class HexGame:
    """Hex rules and position (implements :class:`gogui_py.programs.ruler.RulerGame`)."""

    game_id = "Hex"
    gm = 11
    hex = True

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self.width = self.height = size
        self._stones: dict[Point, Color] = {}
        self._moves: list[Point] = []
        self._winner: Color | None = None
        self._chain: frozenset[Point] = frozenset()
        self.reset(size, size)

    # -- RulerGame -------------------------------------------------------------------------

    def reset(self, width: int, height: int) -> None:
        """Empty ``width`` x ``height`` board, Black to move.

        Raises:
            ValueError: unless width == height and 2 <= size <= 19.
        """
        if width != height or not MIN_SIZE <= width <= MAX_SIZE:
            raise ValueError(f"Hex needs a square board of {MIN_SIZE}-{MAX_SIZE}: {width}x{height}")
        self.width = self.height = width
        self._stones.clear()
        self._moves.clear()
        self._winner, self._chain = None, frozenset()

    @classmethod
    def from_diagram(cls, text: str) -> HexGame:
        """A position from rows of ``X`` (Black), ``O`` (White), ``.`` top row first.

        Spaces are ignored; the board is square. The stones are setup (not undoable);
        the side to move follows from the counts (White when Black has more stones).

        Raises:
            ValueError: for a non-square or unsupported size, other characters,
                or both sides connected.
        """
        rows = [line.replace(" ", "") for line in text.strip().splitlines()]
        game = cls(len(rows))
        symbols = {"X": Color.BLACK, "O": Color.WHITE}
        for y, row in enumerate(rows):
            if len(row) != len(rows) or set(row) - {"X", "O", "."}:
                raise ValueError(f"bad diagram row {row!r}")
            for x, char in enumerate(row):
                if char in symbols:
                    game._stones[Point(x, y)] = symbols[char]
        winners = [c for c in Color if game._connected_chain(c)]
        if len(winners) > 1:
            raise ValueError("both sides connected")
        if winners:
            game._winner, game._chain = winners[0], frozenset(game._connected_chain(winners[0]))
        return game

    def to_move(self) -> Color:
        """White when Black has more stones, else Black (no passes in Hex)."""
        blacks = sum(1 for c in self._stones.values() if c is Color.BLACK)
        return Color.WHITE if blacks > len(self._stones) - blacks else Color.BLACK

    def cell(self, point: Point) -> Color | None:
        """The stone on ``point`` (x from the left, y from the top) or None."""
        return self._stones.get(point)

    def legal_moves(self) -> list[Point | None]:
        """Every empty cell, top row first; [] once someone has connected."""
        if self._winner is not None:
            return []
        return [p for p in self._points() if p not in self._stones]

    def play(self, color: Color, point: Point | None) -> None:
        """Place a stone of the side to move on an empty cell; checks the connection.

        Raises:
            ValueError: "illegal move" for a pass, an occupied or off-board cell,
                the wrong colour, or a move after the end.
        """
        if (
            point is None
            or color is not self.to_move()
            or self._winner is not None
            or not self._on_board(point)
            or point in self._stones
        ):
            raise ValueError("illegal move")
        self._stones[point] = color
        self._moves.append(point)
        chain = self._group(point)
        if self._joins_edges(color, chain):
            self._winner, self._chain = color, frozenset(chain)

    def undo(self) -> None:
        """Take back the last stone (and any win it made).

        Raises:
            ValueError: on an empty board.
        """
        if not self._moves:
            raise ValueError("nothing to undo")
        del self._stones[self._moves.pop()]
        self._winner, self._chain = None, frozenset()

    @property
    def winner(self) -> Color | None:
        """The colour that has connected its edges, or None while the game goes on."""
        return self._winner

    def result(self) -> str:
        """``Black wins by connecting top and bottom. B+`` / ``White wins by connecting left
        and right. W+``; ``The game is not over. ?`` before the end."""
        if self._winner is Color.BLACK:
            return "Black wins by connecting top and bottom. B+"
        if self._winner is Color.WHITE:
            return "White wins by connecting left and right. W+"
        return "The game is not over. ?"

    def captured(self) -> tuple[int, int] | None:
        """Hex has no captures: None."""
        return None

    def board_gfx(self) -> str:
        """``COLOR green <winning chain>`` and a TEXT line once the game is over; else ""."""
        if self._winner is None:
            return ""
        size = BoardSize(self.width, self.height)
        vertices = " ".join(to_gtp(p, size) for p in self._points() if p in self._chain)
        return f"COLOR green {vertices}\nTEXT {self.result().rsplit(' ', 1)[0]}"

    def genmove(self, color: Color) -> Point | None:
        """A move for ``color`` (see the module docstring); None only when the game is over."""
        empty = [p for p in self.legal_moves() if p is not None]
        if not empty:
            return None
        mine, theirs = self._through(color), self._through(color.opponent)
        win = [p for p in empty if mine[p] == 1]
        if win:
            return win[0]
        threats = [p for p in empty if theirs[p] == 1]
        if threats:
            return min(threats, key=lambda p: (mine[p], self._off_centre(p)))
        ranked = sorted(empty, key=lambda p: (mine[p] + theirs[p], self._off_centre(p)))
        own_now = self.distance(color)
        return max(ranked[:CANDIDATES], key=lambda p: self._gain(color, p, own_now, mine[p]))

    # -- geometry --------------------------------------------------------------------------

    def _points(self) -> list[Point]:
        return [Point(x, y) for y in range(self.height) for x in range(self.width)]

    def _on_board(self, point: Point) -> bool:
        return 0 <= point.x < self.width and 0 <= point.y < self.height

    def neighbours(self, point: Point) -> Iterator[Point]:
        """The up to six cells next to ``point`` on the board."""
        x, y = point
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (1, -1), (-1, 1), (0, 1)):
            near = Point(x + dx, y + dy)
            if self._on_board(near):
                yield near

    def _group(self, start: Point) -> set[Point]:
        color = self._stones[start]
        group, todo = {start}, [start]
        while todo:
            for near in self.neighbours(todo.pop()):
                if near not in group and self._stones.get(near) is color:
                    group.add(near)
                    todo.append(near)
        return group

    def _edges(self, color: Color) -> tuple[list[Point], list[Point]]:
        """The two edges ``color`` joins: top and bottom rows (Black), left and right (White)."""
        n = self.width
        if color is Color.BLACK:
            return [Point(i, 0) for i in range(n)], [Point(i, n - 1) for i in range(n)]
        return [Point(0, i) for i in range(n)], [Point(n - 1, i) for i in range(n)]

    def _joins_edges(self, color: Color, chain: set[Point]) -> bool:
        first, second = self._edges(color)
        return not chain.isdisjoint(first) and not chain.isdisjoint(second)

    def _connected_chain(self, color: Color) -> set[Point]:
        """A group of ``color`` joining its two edges, or an empty set."""
        for start in self._edges(color)[0]:
            if self._stones.get(start) is color:
                group = self._group(start)
                if self._joins_edges(color, group):
                    return group
        return set()

    # -- the opponent's measures -----------------------------------------------------------

    def _distances(
        self, color: Color, sources: list[Point], blocked: Point | None
    ) -> dict[Point, int]:
        """Cheapest cost from an edge to each cell, the cell included (0-1 BFS).

        Empty cells cost 1, ``color``'s stones 0; enemy stones and ``blocked`` are walls.
        """
        dist: dict[Point, int] = {}
        queue: deque[tuple[int, Point]] = deque()

        def cost(point: Point) -> int | None:
            stone = self._stones.get(point)
            if point == blocked or stone is color.opponent:
                return None
            return 0 if stone is color else 1

        for point in sources:
            step = cost(point)
            if step is not None and dist.get(point, _UNREACHABLE) > step:
                dist[point] = step
                queue.append((step, point))
        while queue:
            d, point = queue.popleft()
            if d > dist[point]:
                continue
            for near in self.neighbours(point):
                step = cost(near)
                if step is not None and d + step < dist.get(near, _UNREACHABLE):
                    dist[near] = d + step
                    if step == 0:
                        queue.appendleft((d, near))
                    else:
                        queue.append((d + 1, near))
        return dist

    def _through(self, color: Color) -> dict[Point, int]:
        """For each empty cell: the empty cells ``color`` still needs on its best connection
        through that cell (1 = a win in one)."""
        first, second = self._edges(color)
        down = self._distances(color, first, None)
        up = self._distances(color, second, None)
        return {
            p: down.get(p, _UNREACHABLE) + up.get(p, _UNREACHABLE) - 1
            for p in self._points()
            if p not in self._stones
        }

    def distance(self, color: Color, blocked: Point | None = None) -> int:
        """Empty cells ``color`` needs to connect its edges (0 = connected, large = cut off)."""
        first, second = self._edges(color)
        dist = self._distances(color, first, blocked)
        return min((dist.get(p, _UNREACHABLE) for p in second), default=_UNREACHABLE)

    def _gain(self, color: Color, point: Point, own_now: int, through: int) -> tuple[int, int]:
        """How good a stone of ``color`` on ``point`` is: (enemy distance - own, tie-break)."""
        own = min(own_now, through - 1)
        enemy = self.distance(color.opponent, blocked=point)
        return enemy - own, -self._off_centre(point)

    def _off_centre(self, point: Point) -> int:
        """Hex distance from the centre of the rhombus (lower is more central)."""
        c = (self.width - 1) // 2
        dx, dy = point.x - c, point.y - c
        return max(abs(dx), abs(dy), abs(dx + dy))


def main(argv: Sequence[str] | None = None) -> None:
    """Run the Hex ruler on standard input and output."""
    run_ruler(HexGame(), NAME, gogui_py.__version__, argv)


if __name__ == "__main__":
    main()
