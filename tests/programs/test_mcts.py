"""The tree search on small positions: it finds a capture, stops on interrupt, is
reproducible, values positions for the side to move, scores a jigo as half a win."""

from __future__ import annotations

import random

import pytest

from gogui_py.go import Point, from_diagram
from gogui_py.programs.mcts import Search, SearchLimits, black_reward, candidate_moves
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


def test_position_value_is_the_mean_of_the_playouts_for_the_side_to_move() -> None:
    board = PlayoutBoard.from_board(from_diagram(CAPTURE))
    search = Search(board, BLACK, 0.5, random.Random(1))
    assert search.value == 0.5  # before any playout
    search.run(SearchLimits(playouts=600, seconds=30))
    children = search.ranked()
    mean = sum(c.visits * c.win_rate for c in children) / sum(c.visits for c in children)
    assert abs(search.value - mean) < 1e-9  # every playout goes through one root move
    assert search.value > 0.7  # Black, to move, captures and wins
    white = Search(PlayoutBoard.from_board(from_diagram(CAPTURE)), 3 - BLACK, 0.5, random.Random(1))
    white.run(SearchLimits(playouts=600, seconds=30))
    assert white.value < search.value  # White to move escapes or not: worse for White


def test_a_jigo_is_half_a_win_and_the_margin_a_small_bonus() -> None:
    assert black_reward(0.0, 81) == 0.5
    assert 0.95 < black_reward(1.0, 81) < black_reward(40.0, 81) < 1.0
    assert black_reward(81.0, 81) == pytest.approx(1.0)  # the bonus is clamped
    assert black_reward(-81.0, 81) == pytest.approx(0.0)
    assert 0.0 < black_reward(-40.0, 81) < black_reward(-1.0, 81) < 0.05
