"""The heavy playout policy and the tree priors of the bundled Go engine."""

from __future__ import annotations

import random

from gogui_py.go import Point, from_diagram
from gogui_py.programs.mcts import candidate_moves
from gogui_py.programs.playout import BLACK, PASS, WHITE, PlayoutBoard
from gogui_py.programs.policy import (
    PRIOR_EVEN,
    PRIOR_SELF_ATARI,
    atari_liberty,
    heavy_playout,
    pattern_key,
    pattern_table,
    policy_move,
    priors,
    self_atari,
)

ATARI = """
. X . . .
. X O X .
. X O X .
. . X . .
. . . . .
"""
"""White C4-C3 in atari: its last liberty is C5."""


def board_of(diagram: str) -> PlayoutBoard:
    return PlayoutBoard.from_board(from_diagram(diagram))


def index(board: PlayoutBoard, x: int, y: int) -> int:
    return board.geo.index_of(Point(x, y))


def test_atari_liberty_and_self_atari() -> None:
    board = board_of(ATARI)
    c5 = index(board, 2, 0)
    assert atari_liberty(board, index(board, 2, 1)) == c5
    assert atari_liberty(board, index(board, 2, 2)) == c5
    assert atari_liberty(board, index(board, 1, 1)) == PASS
    assert self_atari(board, c5, WHITE) == 3  # extending leaves three stones in atari
    assert self_atari(board, c5, BLACK) == 0  # captures
    corner = board_of("X . .\n. X .\n. . .")
    assert self_atari(corner, index(corner, 1, 0), WHITE) == 1  # a lone stone in atari
    assert self_atari(corner, index(corner, 1, 0), BLACK) == 0  # connects


def test_the_policy_captures_a_group_in_atari_after_the_last_move() -> None:
    board = board_of(ATARI)
    last = index(board, 2, 3)  # black C2 put white in atari
    assert policy_move(board, BLACK, last, lambda: 0.0) == index(board, 2, 0)
    rnd = random.Random(1).random
    assert policy_move(board, BLACK, PASS, rnd) in candidate_moves(board, BLACK)


def test_pattern_table_is_symmetric_in_colour_and_rotation() -> None:
    table = pattern_table()
    hane = board_of(". . . . .\n. X O . .\n. . . . .\n. . . . .\n. . . . .")
    below = index(hane, 2, 2)  # under the white stone, diagonal to black: a hane
    key = pattern_key(hane.color, below, hane.geo.stride)
    assert table[key]
    swapped = board_of(". . . . .\n. O X . .\n. . . . .\n. . . . .\n. . . . .")
    assert table[pattern_key(swapped.color, below, swapped.geo.stride)]
    empty = PlayoutBoard.empty(5)
    assert not table[pattern_key(empty.color, index(empty, 2, 2), empty.geo.stride)]


def test_priors_favour_the_capture_and_punish_self_atari() -> None:
    board = board_of(ATARI)
    moves = candidate_moves(board, BLACK)
    values = dict(zip(moves, priors(board, BLACK, index(board, 2, 3), moves), strict=True))
    capture = values[index(board, 2, 0)]
    far = values[index(board, 4, 4)]
    assert capture[1] / capture[0] > far[1] / far[0]
    corner = board_of("X . .\n. X .\n. . .")
    white = candidate_moves(corner, WHITE)
    rates = dict(zip(white, priors(corner, WHITE, PASS, white), strict=True))
    visits, wins = rates[index(corner, 1, 0)]  # a lone stone in atari
    assert visits - wins >= PRIOR_EVEN // 2 + PRIOR_SELF_ATARI


def test_heavy_playouts_end_and_fill_no_own_eye() -> None:
    rnd = random.Random(3).random
    for _ in range(20):
        board = PlayoutBoard.empty(7)
        first = [0] * len(board.color)
        moves = heavy_playout(board, BLACK, PASS, rnd, first)
        assert 0 < moves < 3 * 49
        assert not [p for p in board.empties if board.color[p] != 0]
        assert any(first)
