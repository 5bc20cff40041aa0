"""The bundled Othello ruler: ``python -m gogui_py.programs.othello [--size N]``.

Rules (../shared/specs/rulers.md, "Rulers gogui-py ships"): an N x N board, N even in
6..16 (8 by default); the four centre points start with D4 and E5 white, D5 and E4 black
on 8x8 (GTP vertices, rows from 1 at the bottom, the numbering GRhino uses, so the two
agree on every vertex); Black moves first. A move must flip at least one line of
opponent discs in any of the 8 directions, bounded by a disc of the mover. A side with
no such move has exactly ``pass`` as its legal list; when neither side can move the
legal list is empty and the game is over. The result is the plain disc count (empty
points are counted for nobody): ``Black wins 36-28. B+8``, ``White wins 40-24. W+16``
(the winner's count first) or ``Draw 32-32. 0``.

The ruler lists neither ``gogui-rules_captured_count`` nor ``gogui-rules_board_gfx``
(``captured()`` and ``board_gfx()`` are None): flipped discs are not captures, and the
GUI marks the legal moves itself from the legal list, so a move costs a controller
four ruler commands (``play``, board, side to move, legal moves). ``flipped()`` still
counts the discs each side has flipped.

The opponent (``genmove``) is a negamax alpha-beta search (default depth 4, 3 on boards
above 10x10) over an evaluation of mobility, corners, the X- and C-squares next to empty
corners, edges, and the disc count once the board is full or blocked.

The board is held as two bitboards (Python ints; bit ``y * N + x`` for ``Point(x, y)``,
``y`` from the top).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass

import gogui_py
from gogui_py.go import Color, Point
from gogui_py.programs.ruler import run_ruler

GAME_ID = "Othello"
SGF_GM = 2
DEFAULT_SIZE = 8
MIN_SIZE = 6
MAX_SIZE = 16
NAME = "gogui-py Othello"

_WIN = 1_000_000
"""Score of a won final position (plus the disc margin), far above any heuristic."""


@dataclass(frozen=True)
class Position:
    """One position: the bitboards of each colour and the side to move."""

    black: int
    white: int
    to_move: Color

    def discs(self, color: Color) -> int:
        """Bitboard of ``color``'s discs."""
        return self.black if color is Color.BLACK else self.white


class Geometry:
    """Shift tables for an N x N bitboard (the 8 directions, masked against wrap-around)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.full = (1 << (size * size)) - 1
        left_column = sum(1 << (y * size) for y in range(size))
        right_column = left_column << (size - 1)
        not_left = self.full & ~left_column
        not_right = self.full & ~right_column
        self.directions: list[tuple[int, int]] = []
        """(shift, mask): a positive shift moves bits up (``<<``), a negative one down."""
        for dy in (-1, 0, 1):
            for dx in (-1, 0, 1):
                if dx == 0 and dy == 0:
                    continue
                mask = not_left if dx == 1 else not_right if dx == -1 else self.full
                self.directions.append((dy * size + dx, mask))
        corners = [0, size - 1, size * (size - 1), size * size - 1]
        self.corners = sum(1 << bit for bit in corners)
        edges = (
            left_column
            | right_column
            | ((1 << size) - 1)
            | (((1 << size) - 1) << (size - 1) * size)
        )
        self.edges = edges & ~self.corners
        self.x_squares: list[tuple[int, int]] = []
        """(corner bit, X-square bit): the diagonal neighbour of each corner."""
        self.c_squares: list[tuple[int, int]] = []
        """(corner bit, both C-square bits): the edge neighbours of each corner."""
        for cx, cy in ((0, 0), (size - 1, 0), (0, size - 1), (size - 1, size - 1)):
            nx = 1 if cx == 0 else size - 2
            ny = 1 if cy == 0 else size - 2
            corner = self.bit(cx, cy)
            self.x_squares.append((corner, self.bit(nx, ny)))
            self.c_squares.append((corner, self.bit(nx, cy) | self.bit(cx, ny)))
        self.x_bits = sum(x_square for _, x_square in self.x_squares)

    def bit(self, x: int, y: int) -> int:
        """The bitboard of the single point (x, y)."""
        return 1 << (y * self.size + x)

    def legal(self, own: int, other: int) -> int:
        """Bitboard of the moves of the side owning ``own`` against ``other``."""
        empty = self.full & ~(own | other)
        moves = 0
        steps = self.size - 3
        for shift, mask in self.directions:
            if shift > 0:
                run = (own << shift) & mask & other
                for _ in range(steps):
                    run |= (run << shift) & mask & other
                moves |= (run << shift) & mask & empty
            else:
                back = -shift
                run = (own >> back) & mask & other
                for _ in range(steps):
                    run |= (run >> back) & mask & other
                moves |= (run >> back) & mask & empty
        return moves

    def flips(self, move: int, own: int, other: int) -> int:
        """Bitboard of the discs a move at bit ``move`` flips (0 when it flips none)."""
        flipped = 0
        for shift, mask in self.directions:
            run = 0
            cursor = move
            while True:
                cursor = (cursor << shift) & mask if shift > 0 else (cursor >> -shift) & mask
                if not cursor & other:
                    break
                run |= cursor
            if run and cursor & own:
                flipped |= run
        return flipped


def bits(board: int) -> list[int]:
    """The single-bit boards set in ``board``, lowest first."""
    result = []
    while board:
        low = board & -board
        result.append(low)
        board ^= low
    return result


class Searcher:
    """Negamax alpha-beta over an Othello :class:`Geometry` (see the module docstring)."""

    def __init__(self, geometry: Geometry, depth: int) -> None:
        self.geometry = geometry
        self.depth = depth
        self.nodes = 0

    def best_move(self, own: int, other: int) -> int:
        """The best move bit for the side owning ``own``; 0 for pass (no legal move)."""
        moves = self.geometry.legal(own, other)
        if not moves:
            return 0
        best, best_score = 0, -_WIN * 10
        alpha = -_WIN * 10
        for move in self._ordered(moves):
            flipped = self.geometry.flips(move, own, other)
            score = -self._negamax(
                other & ~flipped, own | move | flipped, self.depth - 1, -_WIN * 10, -alpha
            )
            if score > best_score:
                best, best_score = move, score
                alpha = max(alpha, score)
        return best

    def _ordered(self, moves: int) -> list[int]:
        """Corners first, X-squares last: good cut-offs for little work."""
        geometry = self.geometry
        x_bits = geometry.x_bits
        return sorted(
            bits(moves),
            key=lambda m: 0 if m & geometry.corners else 2 if m & x_bits else 1,
        )

    def _negamax(self, own: int, other: int, depth: int, alpha: int, beta: int) -> int:
        self.nodes += 1
        geometry = self.geometry
        moves = geometry.legal(own, other)
        if not moves:
            replies = geometry.legal(other, own)
            if not replies:
                return self._final(own, other)
            return -self._negamax(other, own, depth, -beta, -alpha)
        if depth <= 0:
            return self.evaluate(own, other, moves, geometry.legal(other, own))
        for move in self._ordered(moves):
            flipped = geometry.flips(move, own, other)
            score = -self._negamax(other & ~flipped, own | move | flipped, depth - 1, -beta, -alpha)
            if score >= beta:
                return score
            alpha = max(alpha, score)
        return alpha

    @staticmethod
    def _final(own: int, other: int) -> int:
        margin = own.bit_count() - other.bit_count()
        if margin > 0:
            return _WIN + margin
        if margin < 0:
            return -_WIN + margin
        return 0

    def evaluate(self, own: int, other: int, own_moves: int, other_moves: int) -> int:
        """Heuristic score for the side owning ``own`` (higher is better)."""
        geometry = self.geometry
        mine, theirs = own_moves.bit_count(), other_moves.bit_count()
        score = 100 * (mine - theirs) // (mine + theirs + 1)
        score += 30 * (
            (own & geometry.corners).bit_count() - (other & geometry.corners).bit_count()
        )
        score += 2 * ((own & geometry.edges).bit_count() - (other & geometry.edges).bit_count())
        empty = geometry.full & ~(own | other)
        for corner, x_square in geometry.x_squares:
            if corner & empty:
                score -= 15 * bool(own & x_square) - 15 * bool(other & x_square)
        for corner, c_pair in geometry.c_squares:
            if corner & empty:
                score -= 4 * ((own & c_pair).bit_count() - (other & c_pair).bit_count())
        return score


class Othello:
    """The Othello rules and position (a :class:`gogui_py.programs.ruler.RulerGame`).

    Pure Python, no I/O. Points are ``Point(x, y)`` with ``y`` from the top.
    """

    game_id: str = GAME_ID
    gm: int = SGF_GM
    hex: bool = False

    def __init__(self, size: int = DEFAULT_SIZE, depth: int | None = None) -> None:
        """An Othello game on ``size`` x ``size``; ``depth`` overrides the search depth.

        Raises:
            ValueError: for a size that is odd or outside 6..16, or a depth below 1.
        """
        if depth is not None and depth < 1:
            raise ValueError(f"search depth must be at least 1, not {depth}")
        self.depth = depth
        self.width = self.height = size
        self._geometry = Geometry(DEFAULT_SIZE)
        self._position = Position(0, 0, Color.BLACK)
        self._history: list[tuple[Position, tuple[int, int]]] = []
        self._flipped = (0, 0)
        self.reset(size, size)

    def reset(self, width: int, height: int) -> None:
        """Start a new game at the initial position on a ``width`` x ``height`` board.

        Raises:
            ValueError: unless the board is square with an even side in 6..16.
        """
        if width != height or width % 2 or not MIN_SIZE <= width <= MAX_SIZE:
            raise ValueError(f"Othello needs an even square board {MIN_SIZE}-{MAX_SIZE}")
        self.width = self.height = width
        geometry = Geometry(width)
        low, high = width // 2 - 1, width // 2
        # Top-left and bottom-right of the centre are black: with rows counted from the
        # bottom on 8x8 that puts white on D4 and E5, black on D5 and E4 (as GRhino does).
        black = geometry.bit(low, low) | geometry.bit(high, high)
        white = geometry.bit(high, low) | geometry.bit(low, high)
        self._geometry = geometry
        self._position = Position(black, white, Color.BLACK)
        self._history = []
        self._flipped = (0, 0)

    @classmethod
    def from_diagram(cls, diagram: str, to_move: Color = Color.BLACK) -> Othello:
        """A game set up from rows of ``X`` (black), ``O`` (white) and ``.`` (empty), top row
        first; spaces are ignored. No history: nothing to undo, no flips counted.

        Raises:
            ValueError: for another character, rows of unequal length, or a size
                :meth:`reset` refuses.
        """
        rows = [line.replace(" ", "") for line in diagram.strip().splitlines()]
        game = cls(len(rows))
        geometry = game._geometry
        black = white = 0
        for y, row in enumerate(rows):
            if len(row) != len(rows) or set(row) - set("XO."):
                raise ValueError(f"bad diagram row {row!r}")
            for x, symbol in enumerate(row):
                if symbol == "X":
                    black |= geometry.bit(x, y)
                elif symbol == "O":
                    white |= geometry.bit(x, y)
        game._position = Position(black, white, to_move)
        return game

    def to_diagram(self) -> str:
        """Rows of ``X``/``O``/``.`` without spaces, top row first, joined by newlines."""
        symbols = {Color.BLACK: "X", Color.WHITE: "O", None: "."}
        return "\n".join(
            "".join(symbols[self.cell(Point(x, y))] for x in range(self.width))
            for y in range(self.height)
        )

    @property
    def position(self) -> Position:
        """The current position (immutable)."""
        return self._position

    def to_move(self) -> Color:
        """The side to move (after a forced pass too: passing is an explicit move)."""
        return self._position.to_move

    def cell(self, point: Point) -> Color | None:
        """The disc on ``point``, or None. ValueError for a point off the board."""
        if not (0 <= point.x < self.width and 0 <= point.y < self.height):
            raise ValueError(f"point {point} off the board")
        bit = self._geometry.bit(point.x, point.y)
        if self._position.black & bit:
            return Color.BLACK
        if self._position.white & bit:
            return Color.WHITE
        return None

    def _own_other(self, color: Color) -> tuple[int, int]:
        position = self._position
        return position.discs(color), position.discs(color.opponent)

    def _legal_bits(self, color: Color) -> int:
        own, other = self._own_other(color)
        return self._geometry.legal(own, other)

    def is_over(self) -> bool:
        """True when neither side has a move."""
        return not self._legal_bits(Color.BLACK) and not self._legal_bits(Color.WHITE)

    def legal_moves(self) -> list[Point | None]:
        """Moves of the side to move, top row first; ``[None]`` (pass) when it has none but
        the other side has one; ``[]`` when the game is over."""
        color = self._position.to_move
        moves = self._legal_bits(color)
        if moves:
            return [self._point(bit) for bit in bits(moves)]
        if self._legal_bits(color.opponent):
            return [None]
        return []

    def _point(self, bit: int) -> Point:
        y, x = divmod(bit.bit_length() - 1, self.width)
        return Point(x, y)

    def play(self, color: Color, point: Point | None) -> None:
        """Play ``color`` at ``point`` (None = pass), flipping discs.

        Raises:
            ValueError: "not your turn" when ``color`` is not to move; "illegal move"
                when the move is not in :meth:`legal_moves`.
        """
        position = self._position
        if color is not position.to_move:
            raise ValueError("not your turn")
        if point not in self.legal_moves():
            raise ValueError("illegal move")
        self._history.append((position, self._flipped))
        if point is None:
            self._position = Position(position.black, position.white, color.opponent)
            return
        own, other = self._own_other(color)
        move = self._geometry.bit(point.x, point.y)
        flipped = self._geometry.flips(move, own, other)
        own |= move | flipped
        other &= ~flipped
        black, white = (own, other) if color is Color.BLACK else (other, own)
        self._position = Position(black, white, color.opponent)
        by_black, by_white = self._flipped
        count = flipped.bit_count()
        self._flipped = (
            (by_black + count, by_white)
            if color is Color.BLACK
            else (
                by_black,
                by_white + count,
            )
        )

    def undo(self) -> None:
        """Take back the last move (a pass too). ValueError when nothing to undo."""
        if not self._history:
            raise ValueError("nothing to undo")
        self._position, self._flipped = self._history.pop()

    def counts(self) -> tuple[int, int]:
        """Discs on the board: (Black's, White's)."""
        return self._position.black.bit_count(), self._position.white.bit_count()

    def result(self) -> str:
        """The disc count as a sentence whose last word is the SGF RE value.

        ``Black wins 36-28. B+8``, ``White wins 40-24. W+16`` (the winner's count first),
        ``Draw 32-32. 0``. Meaningful once the game is over; before that it reports the
        current count.
        """
        black, white = self.counts()
        if black > white:
            return f"Black wins {black}-{white}. B+{black - white}"
        if white > black:
            return f"White wins {white}-{black}. W+{white - black}"
        return f"Draw {black}-{white}. 0"

    def flipped(self) -> tuple[int, int]:
        """Discs flipped so far: (by Black, by White)."""
        return self._flipped

    def captured(self) -> tuple[int, int] | None:
        """None: flipped discs are not captures (no ``gogui-rules_captured_count``)."""
        return None

    def board_gfx(self) -> str | None:
        """None: no ``gogui-rules_board_gfx`` (the GUI marks the legal moves itself)."""
        return None

    def _search_depth(self) -> int:
        if self.depth is not None:
            return self.depth
        return 4 if self.width <= 10 else 3

    def genmove(self, color: Color) -> Point | None:
        """The search's move for ``color`` in the current position (whoever is to move);
        None when ``color`` has no legal move. Does not play it."""
        own, other = self._own_other(color)
        move = Searcher(self._geometry, self._search_depth()).best_move(own, other)
        return self._point(move) if move else None


def main(argv: Sequence[str] | None = None) -> None:
    """``python -m gogui_py.programs.othello [--size N] [--depth D]``: run the ruler on
    standard input and output (``--depth`` sets the search depth of ``genmove``)."""
    parser = argparse.ArgumentParser(add_help=False)
    parser.add_argument("--depth", type=int, default=None)
    options, rest = parser.parse_known_args(argv)
    try:
        game = Othello(depth=options.depth)
    except ValueError as error:
        parser.error(str(error))
    run_ruler(game, NAME, gogui_py.__version__, rest)


if __name__ == "__main__":
    main()
