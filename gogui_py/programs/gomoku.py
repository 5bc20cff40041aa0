"""The bundled Gomoku ruler: ``python -m gogui_py.programs.gomoku [--size N]``.

Rules (../shared/specs/rulers.md "Rulers gogui-py ships"): freestyle Gomoku on
a 15 x 15 board by default (sizes 5-25 through ``boardsize``, rectangles
allowed). Black moves first; a row of five or more stones of one colour in any
line wins at once; a full board without a win is a draw (``Draw. 0``). Nobody
ever passes, so ``pass`` is never a legal move. The winning row is drawn in
green through ``gogui-rules_board_gfx``.

:class:`GomokuGame` is also the base of :class:`gogui_py.programs.renju.RenjuGame`,
which overrides the hooks marked below. The opponent is
:func:`gogui_py.programs.five_opponent.choose_move`.
"""

from __future__ import annotations

from collections.abc import Sequence

import gogui_py
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import to_gtp
from gogui_py.programs.five_in_a_row import (
    EMPTY,
    Grid,
    color_of,
    five_line,
    makes_five,
    stone_of,
)
from gogui_py.programs.five_opponent import FiveRules, choose_move
from gogui_py.programs.ruler import NOT_OVER, run_ruler

NAME = "gogui-py Gomoku"
DEFAULT_SIZE = 15
MIN_SIZE, MAX_SIZE = 5, 25


class GomokuRules:
    """Freestyle rules for the opponent: five or more wins, every empty point is legal."""

    def wins(self, grid: Grid, point: Point, stone: int) -> bool:
        """Whether ``stone`` at ``point`` makes five or more in a row."""
        return makes_five(grid, point, stone, exact=False)

    def is_legal(self, grid: Grid, point: Point, stone: int) -> bool:
        """Whether ``point`` is empty."""
        return grid.get(point) == EMPTY

    def exact(self, stone: int) -> bool:
        """Always False: an overline wins too."""
        return False


class GomokuGame:
    """Gomoku rules and position (implements :class:`gogui_py.programs.ruler.RulerGame`)."""

    game_id = "Gomoku"
    gm = 4
    hex = False
    passes = False
    """Whether ``pass`` is a legal move (Renju: yes; two passes in a row end in a draw)."""

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self.width = self.height = size
        self.grid = Grid(size, size)
        self._moves: list[tuple[Color, Point | None]] = []
        self._fives: list[list[Point]] = []  # per move: the five it made, or []
        self._legal: list[Point | None] | None = None
        self.reset(size, size)

    # -- hooks for the variants ------------------------------------------------------

    def rules(self) -> FiveRules:
        """The rules the opponent plays by in the current position."""
        return GomokuRules()

    def exact(self, color: Color) -> bool:
        """True when only exactly five wins for ``color``."""
        return False

    def legal_points(self, color: Color) -> list[Point]:
        """Points ``color`` may play now (the game is not over), row-major from the top-left."""
        return self.grid.empty_points()

    def position_changed(self) -> None:
        """Forget everything cached about the position (called after play, undo, reset)."""
        self._legal = None

    # -- RulerGame ---------------------------------------------------------------------

    def reset(self, width: int, height: int) -> None:
        """Empty ``width`` x ``height`` board, Black to move.

        Raises:
            ValueError: unless both sides are in 5..25.
        """
        if not (MIN_SIZE <= width <= MAX_SIZE and MIN_SIZE <= height <= MAX_SIZE):
            raise ValueError(f"{self.game_id} board sizes are {MIN_SIZE}-{MAX_SIZE}")
        self.width, self.height = width, height
        self.grid = Grid(width, height)
        self._moves = []
        self._fives = []
        self.position_changed()

    def to_move(self) -> Color:
        """Black after an even number of moves (passes count), else White."""
        return Color.BLACK if len(self._moves) % 2 == 0 else Color.WHITE

    def cell(self, point: Point) -> Color | None:
        """The stone on ``point``, None when empty."""
        return color_of(self.grid.get(point))

    @property
    def moves(self) -> list[tuple[Color, Point | None]]:
        """The moves played so far (None = pass), oldest first."""
        return list(self._moves)

    def winning_line(self) -> list[Point]:
        """The stones of the five that ended the game, [] when nobody has won."""
        return self._fives[-1] if self._fives else []

    def winner(self) -> Color | None:
        """The colour that made a five, or None."""
        return self._moves[-1][0] if self.winning_line() else None

    def two_passes(self) -> bool:
        """True when the last two moves were passes."""
        return len(self._moves) >= 2 and self._moves[-1][1] is None and self._moves[-2][1] is None

    def is_over(self) -> bool:
        """A five, a full board, or (with passes) two passes in a row."""
        return self.winner() is not None or self.grid.is_full() or self.two_passes()

    def legal_moves(self) -> list[Point | None]:
        """Legal moves of the side to move (None = pass when passing is allowed); [] when over.

        Cached until the position changes."""
        if self._legal is None:
            if self.is_over():
                self._legal = []
            else:
                moves: list[Point | None] = list(self.legal_points(self.to_move()))
                if self.passes:
                    moves.append(None)
                self._legal = moves
        return self._legal

    def play(self, color: Color, point: Point | None) -> None:
        """Play ``point`` (None = pass) for ``color``.

        Raises:
            ValueError: "illegal move" when it is not ``color``'s turn or not a legal move.
        """
        if color is not self.to_move() or point not in self.legal_moves():
            raise ValueError("illegal move")
        five: list[Point] = []
        if point is not None:
            stone = stone_of(color)
            self.grid.set(point, stone)
            five = five_line(self.grid, point, stone, self.exact(color))
        self._moves.append((color, point))
        self._fives.append(five)
        self.position_changed()

    def undo(self) -> None:
        """Take back the last move.

        Raises:
            ValueError: when no move was played.
        """
        if not self._moves:
            raise ValueError("no move to undo")
        _, point = self._moves.pop()
        self._fives.pop()
        if point is not None:
            self.grid.set(point, EMPTY)
        self.position_changed()

    def result(self) -> str:
        """``Black wins with five in a row. B+``, ``White ... W+``, ``Draw. 0`` (full board),
        ``Draw: both players passed. 0``; :data:`~gogui_py.programs.ruler.NOT_OVER` before the end.
        """
        winner = self.winner()
        if winner is not None:
            return f"{winner.name_lower.capitalize()} wins with five in a row. {winner.value}+"
        if self.two_passes():
            return "Draw: both players passed. 0"
        if self.grid.is_full():
            return "Draw. 0"
        return NOT_OVER

    def captured(self) -> tuple[int, int] | None:
        """None: nothing is ever captured."""
        return None

    def board_gfx(self) -> str:
        """``COLOR green <the winning five>`` once won, else ""."""
        line = self.winning_line()
        return f"COLOR green {self.vertices(line)}" if line else ""

    def genmove(self, color: Color) -> Point | None:
        """The opponent's move (module :mod:`~gogui_py.programs.five_opponent`); None = pass,
        only when ``color`` has no legal point."""
        legal = [p for p in self.legal_moves() if p is not None]
        if not legal:
            return None
        move = choose_move(self.grid.copy(), stone_of(color), self.rules())
        return move if move in legal else legal[0]

    # -- helpers -------------------------------------------------------------------------

    def vertices(self, points: Sequence[Point]) -> str:
        """GTP vertices of ``points``, space-separated."""
        size = BoardSize(self.width, self.height)
        return " ".join(to_gtp(p, size) for p in points)


def main(argv: Sequence[str] | None = None) -> None:
    """Run the Gomoku ruler on standard input and output."""
    run_ruler(GomokuGame(), NAME, gogui_py.__version__, argv)


if __name__ == "__main__":
    main()
