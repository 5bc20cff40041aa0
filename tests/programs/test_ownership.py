"""The playout score estimate (gogui_py.programs.ownership) on known and real positions."""

from __future__ import annotations

from pathlib import Path

import pytest

from gogui_py.game.game import Game
from gogui_py.game.sgf_io import load_file
from gogui_py.go import Board, BoardSize, Color, Point
from gogui_py.programs.ownership import (
    EstimateCancelledError,
    ownership,
    playout_estimate,
)
from tests.go.test_estimate import INVADER, SPLIT, WALL, board_of

B, W = Color.BLACK, Color.WHITE
CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus"


def test_walls_split_the_board_as_bouzy_does() -> None:
    found = playout_estimate(board_of(SPLIT), 7.5, B)
    assert all(found.owner[Point(0, y)] is B for y in range(9))
    assert all(found.owner[Point(x, y)] is W for y in range(9) for x in range(4, 9))
    assert all(Point(2, y) not in found.owner for y in range(9))  # dame between the walls
    assert found.result_string() == "W+43.5"
    assert playout_estimate(board_of(WALL), 0, W).result_string() == "B+81"


def test_invader_is_dead_and_its_point_is_white() -> None:
    found = playout_estimate(board_of(INVADER), 0, W)
    assert found.dead == {Point(7, 4)}
    assert found.owner[Point(7, 4)] is W
    assert (found.black, found.white) == (0, 81)


def test_ownership_is_reproducible_and_in_range() -> None:
    board = board_of(INVADER)
    first = ownership(board, W, 50)
    assert first == ownership(board, W, 50)  # seeded from the position
    assert len(first) == 81 and all(-1 <= value <= 1 for value in first)
    assert first[4 * 9 + 0] < 0  # behind White's wall
    with pytest.raises(EstimateCancelledError):
        ownership(board, W, 50, cancelled=lambda: True)
    with pytest.raises(ValueError, match="square"):
        ownership(Board.empty(BoardSize(9, 7)), B)


def test_non_square_board_falls_back_to_bouzy() -> None:
    found = playout_estimate(Board.empty(BoardSize(9, 7)), 6.5, B)
    assert found.result_string() == "W+6.5"


@pytest.mark.parametrize(
    ("name", "winner"),
    [
        ("regress/games/rosebud4.sgf", "B+"),  # B+31.5
        ("katrain/panda1.sgf", "W+"),  # W+34.5
    ],
)
def test_real_final_positions_get_the_winner(name: str, winner: str) -> None:
    path = CORPUS / name
    if not path.is_file():
        pytest.skip("no ../shared/corpus")
    tree = load_file(path).games[0]
    game = Game(tree)
    game.to_end()
    board = game.board()
    found = playout_estimate(board, tree.info.komi, game.to_move())
    assert found.result_string().startswith(winner)
    assert found.black + found.white > 0.85 * board.size.area  # little left neutral
