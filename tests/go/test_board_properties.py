"""Property tests: random move sequences keep the board consistent."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from gogui_py.go import Board, BoardSize, Color, Move, Point
from tests.conftest import examples

sizes = st.builds(BoardSize, st.integers(1, 7), st.integers(1, 7))


def check_invariants(board: Board, stones_placed: int) -> None:
    """No group without liberties; stones on board + prisoners == stones placed."""
    for point, _ in board.stones():
        assert board.liberties(point) > 0, point
    on_board = board.count(Color.BLACK) + board.count(Color.WHITE)
    captured = board.prisoners(Color.BLACK) + board.prisoners(Color.WHITE)
    assert on_board + captured == stones_placed


@settings(max_examples=examples(200), deadline=None)
@given(size=sizes, picks=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=120))
def test_random_legal_games_stay_consistent(size: BoardSize, picks: list[tuple[int, int]]) -> None:
    board = Board.empty(size)
    color = Color.BLACK
    placed = 0
    for x, y in picks:
        move = Move(color, Point(x % size.width, y % size.height))
        if not board.is_legal(move):
            assert board.legality(move) in ("occupied", "suicide", "ko")
            move = Move.pass_(color)
        before = board.prisoners(color)
        board = board.play(move)
        placed += not move.is_pass
        assert board.prisoners(color) - before == len(board.captured_last)
        if board.ko is not None:
            assert board.ko.color is color.opponent
            assert board.ko.point is not None
            assert board.get(board.ko.point) is None
        check_invariants(board, placed)
        color = color.opponent


@settings(max_examples=examples(200), deadline=None)
@given(size=sizes, picks=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=120))
def test_unchecked_replay_with_suicides_stays_consistent(
    size: BoardSize, picks: list[tuple[int, int]]
) -> None:
    board = Board.empty(size)
    color = Color.BLACK
    placed = 0
    for x, y in picks:
        point = Point(x % size.width, y % size.height)
        if board.get(point) is None:
            suicide = board.legality(Move(color, point)) == "suicide"
            board = board.play(Move(color, point), check=False)
            placed += 1
            if suicide:  # the suicide took its own stone away, for the opponent
                assert board.get(point) is None
                assert point in board.captured_last
            check_invariants(board, placed)
        color = color.opponent


@settings(max_examples=examples(150), deadline=None)
@given(
    side=st.integers(2, 7),  # sgfmill needs at least 2x2
    picks=st.lists(st.tuples(st.integers(0, 6), st.integers(0, 6)), max_size=150),
)
def test_unchecked_replay_matches_sgfmill(side: int, picks: list[tuple[int, int]]) -> None:
    from sgfmill import boards

    board = Board.empty(BoardSize.square(side))
    reference = boards.Board(side)
    colour = "b"
    for x, y in picks:
        point = Point(x % side, y % side)
        if board.get(point) is None:
            color = Color.BLACK if colour == "b" else Color.WHITE
            board = board.play(Move(color, point), check=False)
            ko = reference.play(side - 1 - point.y, point.x, colour)
            expected_ko = None if ko is None else Point(ko[1], side - 1 - ko[0])
            assert (None if board.ko is None else board.ko.point) == expected_ko
        colour = "w" if colour == "b" else "b"
    expected = {
        (Point(col, side - 1 - row), Color.BLACK if colour == "b" else Color.WHITE)
        for colour, (row, col) in reference.list_occupied_points()
    }
    assert set(board.stones()) == expected
