"""The tree search on small positions: it finds a capture, stops on interrupt, is reproducible."""

from __future__ import annotations

import random

from gogui_py.go import Point, from_diagram
from gogui_py.programs.mcts import Search, SearchLimits, candidate_moves
from gogui_py.programs.playout import BLACK, PASS, PlayoutBoard

CAPTURE = """
. . . . .
. X X X .
X O O O .
. X X X .
. . . . .
"""


def test_search_finds_the_capture_that_wins() -> None:
    board = PlayoutBoard.from_board(from_diagram(CAPTURE))
    search = Search(board, BLACK, 0.5, random.Random(1))
    result = search.run(SearchLimits(playouts=600, seconds=30))
    assert result.move == board.geo.index_of(Point(4, 2))
    assert result.win_rate > 0.8
    assert result.pv[0] == result.move and len(result.pv) >= 2
    assert result.playouts <= 600
    assert sum(visits for visits, _ in result.moves.values()) == result.playouts


def test_interrupted_search_stops_at_once() -> None:
    board = PlayoutBoard.empty(9)
    search = Search(board, BLACK, 7.5, random.Random(1), interrupted=lambda: True)
    result = search.run(SearchLimits(playouts=100000, seconds=60))
    assert result.playouts == 16
    assert result.move in board.empties


def test_same_seed_same_move() -> None:
    def best(seed: int) -> tuple[int, float]:
        board = PlayoutBoard.empty(7)
        result = Search(board, BLACK, 7.5, random.Random(seed)).run(SearchLimits(200, 30))
        return result.move, result.win_rate

    assert best(4) == best(4)


def test_no_candidate_move_means_pass() -> None:
    board = PlayoutBoard.from_board(from_diagram("X X X\nX . X\nX X X"))
    assert candidate_moves(board, BLACK) == []
    result = Search(board, BLACK, 0.5, random.Random(1)).run(SearchLimits(100, 30))
    assert result.move == PASS
