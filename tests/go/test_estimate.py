"""The score estimate without an engine (gogui_py.go.estimate) on known positions."""

from __future__ import annotations

import time

import pytest

from gogui_py.go import Board, BoardSize, Color, Point
from gogui_py.go.estimate import Estimate, estimate, influence

B, W = Color.BLACK, Color.WHITE


def board_of(rows: list[str]) -> Board:
    """A board from text rows (top first): ``X`` black, ``O`` white, ``.`` empty."""
    size = BoardSize(len(rows[0]), len(rows))
    black = [Point(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == "X"]
    white = [Point(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == "O"]
    return Board.empty(size).with_setup(black=black, white=white)


def test_empty_board_is_even() -> None:
    found = estimate(Board.empty(BoardSize.square(19)), komi=0)
    assert (found.black, found.white) == (0, 0)
    assert found.owner == {}
    assert found.result_string() == "0"
    assert estimate(Board.empty(BoardSize.square(9)), komi=6.5).result_string() == "W+6.5"


WALL = [
    "..X......",
    "..X......",
    "..X......",
    "..X......",
    "..X......",
    "..X......",
    "..X......",
    "..X......",
    "..X......",
]


def test_living_wall_owns_its_side() -> None:
    found = estimate(board_of(WALL))
    for y in range(9):
        for x in range(9):
            if x != 2:
                assert found.owner[Point(x, y)] is B, (x, y)
    assert found.black == 81 and found.white == 0
    assert found.result_string() == "B+81"


SPLIT = [
    ".X.O.....",
    ".X.O.....",
    ".X.O.....",
    ".X.O.....",
    ".X.O.....",
    ".X.O.....",
    ".X.O.....",
    ".X.O.....",
    ".X.O.....",
]


def test_walls_split_the_board() -> None:
    found = estimate(board_of(SPLIT), komi=7.5)
    assert all(found.owner[Point(0, y)] is B for y in range(9))
    assert all(found.owner[Point(x, y)] is W for y in range(9) for x in range(4, 9))
    assert all(Point(2, y) not in found.owner for y in range(9))  # between the walls
    assert (found.black, found.white) == (18, 54)
    assert found.result == 18 - 54 - 7.5
    assert found.result_string() == "W+43.5"


INVADER = [
    "...O.....",
    "...O.....",
    "...O.....",
    "...O.....",
    "...O...X.",
    "...O.....",
    "...O.....",
    "...O.....",
    "...O.....",
]


def test_isolated_stone_in_enemy_territory_is_dead() -> None:
    found = estimate(board_of(INVADER))
    assert found.dead == {Point(7, 4)}
    assert found.owner[Point(7, 4)] is W  # its point counts for White
    assert all(color is W for color in found.owner.values())
    assert found.black == 0
    assert found.white == 81


def test_two_eyed_group_lives_in_the_corner() -> None:
    rows = [
        ".X.XO....",
        "XXXXO....",
        "OOOOO....",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
        ".........",
    ]
    found = estimate(board_of(rows))
    assert not found.dead & {Point(1, 0), Point(3, 0)}
    assert found.owner[Point(0, 0)] is B and found.owner[Point(2, 0)] is B


def test_lone_stone_in_the_open_is_alive_but_owns_little() -> None:
    found = estimate(board_of(["." * 9] * 4 + ["....X...."] + ["." * 9] * 4), komi=6.5)
    assert found.dead == frozenset()
    assert found.owner == {}  # a first stone does not own the open board
    assert found.black == 1
    assert found.result_string() == "W+5.5"


def test_influence_signs() -> None:
    size = BoardSize.square(5)
    values = influence(board_of(["X....", "X....", "X...O", "X...O", "X...O"]).cells, size)
    assert values[0] > 0 and values[4 * 5 + 4] < 0
    with pytest.raises(ValueError, match="cells"):
        influence(b"\0" * 3, size)


def test_result_strings() -> None:
    size = BoardSize.square(9)
    assert Estimate(size, {}, frozenset(), 40, 41, 6.5).result_string() == "W+7.5"
    assert Estimate(size, {}, frozenset(), 45, 36, 6.5).result_string() == "B+2.5"
    assert Estimate(size, {}, frozenset(), 45, 36, 9).result_string() == "0"


def test_fast_enough_on_19x19() -> None:
    """A busy middle-game position (every third point a stone) in well under 100 ms."""
    size = BoardSize.square(19)
    black = [Point(x, y) for y in range(19) for x in range(19) if (x * 7 + y * 3) % 6 == 0]
    white = [Point(x, y) for y in range(19) for x in range(19) if (x * 5 + y * 11) % 6 == 1]
    board = Board.empty(size).with_setup(black=black, white=[p for p in white if p not in black])
    start = time.perf_counter()
    estimate(board, 7.5)
    assert time.perf_counter() - start < 1.0  # generous for a loaded machine (about 10 ms)


def test_given_dead_stones_replace_the_guess() -> None:
    board = board_of(INVADER)
    found = estimate(board, dead_stones=frozenset())  # the invader declared alive
    assert found.dead == frozenset() and found.black == 1
    wall = estimate(board, dead_stones=frozenset({Point(3, 0), Point(0, 0)}))
    assert wall.dead == {Point(3, 0)}  # an empty point named dead is ignored
