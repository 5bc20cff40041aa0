"""The playout board against gogui_py.go.Board (the reference rules), eyes, scoring."""

from __future__ import annotations

import random

import pytest

from gogui_py.go import Board, BoardSize, Color, Move, Point, from_diagram
from gogui_py.programs.playout import BLACK, PASS, WHITE, PlayoutBoard, playout


def color_of(code: int) -> Color:
    return Color.BLACK if code == BLACK else Color.WHITE


@pytest.mark.parametrize("size", [2, 3, 5, 9, 13])
def test_random_games_agree_with_the_reference_board(size: int) -> None:
    rng = random.Random(size)
    for _ in range(6):
        fast = PlayoutBoard.empty(size)
        reference = Board.empty(BoardSize.square(size))
        geo = fast.geo
        c = BLACK
        for _ in range(3 * size * size):
            for p in geo.points:
                if fast.color[p] == 0:
                    expected = reference.is_legal(Move(color_of(c), geo.point_of(p)))
                    assert fast.legal(p, c) == expected
            p = fast.random_move(c, rng.random)
            point = None if p == PASS else geo.point_of(p)
            reference = reference.play(Move(color_of(c), point))
            if p == PASS:
                fast.ko = PASS
            else:
                captured = fast.place(p, c)
                assert captured == len(reference.captured_last)
            assert fast.to_board().cells == reference.cells
            c = 3 - c


def test_from_board_keeps_stones_and_ko() -> None:
    board = from_diagram(". X O .\nX O . O\n. X O .\n. . . .")
    board = board.play(Move(Color.BLACK, Point(2, 1)))  # captures B3: a ko
    fast = PlayoutBoard.from_board(board)
    assert fast.to_board().cells == board.cells
    assert board.ko is not None and board.ko.point is not None
    assert fast.ko == fast.geo.index_of(board.ko.point)
    assert not fast.legal(fast.ko, WHITE)


@pytest.mark.parametrize(
    ("diagram", "eyes"),
    [
        (". X .\nX . X\n. X .", {(1, 1), (0, 0), (2, 0), (0, 2), (2, 2)}),
        # two opponent diagonals: a false eye; one is fine away from the edge
        (". . . . .\n. O X . .\n. X . X .\n. . X O .\n. . . . .", set()),
        (". . . . .\n. O X . .\n. X . X .\n. . X . .\n. . . . .", {(2, 2)}),
        (". X . .\nX O . .\n. . . .\n. . . .", set()),  # corner eye with an opponent diagonal
        (". X . .\nX X . .\n. . . .\n. . . .", {(0, 0)}),
    ],
)
def test_eyes(diagram: str, eyes: set[tuple[int, int]]) -> None:
    fast = PlayoutBoard.from_board(from_diagram(diagram))
    found = {tuple(fast.geo.point_of(p)) for p in fast.empties if fast.is_eye(p, BLACK)}
    assert found == eyes


def test_playout_ends_settled_and_score_is_area() -> None:
    board = PlayoutBoard.empty(9)
    first = [0] * len(board.color)
    moves = playout(board, BLACK, random.Random(3).random, first)
    assert 40 < moves < 3 * 81
    for p in board.empties:  # every empty point left is an eye of one colour
        assert (
            board.is_eye(p, BLACK)
            or board.is_eye(p, WHITE)
            or not (board.legal(p, BLACK) or board.legal(p, WHITE))
        )
    assert {first[p] for p in board.geo.points} <= {0, BLACK, WHITE}
    settled = from_diagram(". X O .\nX X O O\nX . X O\nX X O .")
    fast = PlayoutBoard.from_board(settled)
    assert fast.score(0.5) == 8 + 1 - 6 - 1 - 0.5


def test_copy_is_independent() -> None:
    board = PlayoutBoard.empty(5)
    copy = board.copy()
    copy.place(copy.geo.points[0], BLACK)
    assert board.color[board.geo.points[0]] == 0
    assert len(board.empties) == 25 and len(copy.empties) == 24
