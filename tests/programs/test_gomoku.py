"""The Gomoku ruler and the five-in-a-row opponent: rules and opponent by diagram tables, a
real subprocess through GtpClient.

Diagrams are rows of ``X``/``O``/``.`` top first; ``*`` marks the expected point(s).
"""

from __future__ import annotations

import random
import sys

import pytest

from gogui_py.go import Color, Point
from gogui_py.gtp import GtpClient
from gogui_py.gtp.errors import GtpFailure
from gogui_py.programs.five_in_a_row import (
    BLACK,
    WHITE,
    Grid,
    completions,
    fours_in_line,
    near_points,
)
from gogui_py.programs.five_opponent import choose_move
from gogui_py.programs.gomoku import GomokuGame, GomokuRules

ARGV = [sys.executable, "-m", "gogui_py.programs.gomoku"]

# A full 5 x 5 board with no five: 13 black, 12 white stones.
DRAWN = ["X X O O X", "O O X X O", "X X O O X", "O O X X O", "X X O O X"]


def stars(diagram: str) -> tuple[Grid, set[Point]]:
    rows = ["".join(line.split()) for line in diagram.splitlines() if line.strip()]
    marked = {Point(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == "*"}
    return Grid.from_diagram(diagram.replace("*", ".")), marked


def play_all(game: GomokuGame, black: list[Point], white: list[Point]) -> None:
    for index, point in enumerate(black):
        game.play(Color.BLACK, point)
        if index < len(white):
            game.play(Color.WHITE, white[index])


def test_five_wins_and_undo_reopens_the_game() -> None:
    game = GomokuGame()
    play_all(game, [Point(x, 7) for x in range(3, 8)], [Point(x, 0) for x in range(4)])
    assert game.legal_moves() == []
    assert game.winner() is Color.BLACK
    assert game.result() == "Black wins with five in a row. B+"
    assert game.board_gfx() == "COLOR green D8 E8 F8 G8 H8"
    game.undo()
    assert game.winner() is None
    assert len(game.legal_moves()) == 225 - 8
    assert game.board_gfx() == ""


def test_overline_wins_in_freestyle() -> None:
    game = GomokuGame(9)
    black = [Point(0, 4), Point(1, 4), Point(2, 4), Point(4, 4), Point(5, 4), Point(3, 4)]
    play_all(game, black, [Point(x, 0) for x in range(0, 9, 2)])
    assert game.winning_line() == [Point(x, 4) for x in range(6)]
    assert game.result().endswith(". B+")


def test_white_wins_and_full_board_is_a_draw() -> None:
    game = GomokuGame(7)
    play_all(game, [Point(0, y) for y in (0, 2, 4, 6, 1)], [Point(6, y) for y in range(5)])
    assert game.result() == "White wins with five in a row. W+"
    grid = Grid.from_diagram("\n".join(DRAWN))
    game.reset(5, 5)
    cells = [Point(i % 5, i // 5) for i in range(25)]
    play_all(
        game,
        [p for p in cells if grid.get(p) == BLACK],
        [p for p in cells if grid.get(p) == WHITE],
    )
    assert game.legal_moves() == []
    assert game.winner() is None
    assert game.result() == "Draw. 0"


def test_never_lists_pass_and_refuses_illegal_moves() -> None:
    game = GomokuGame()
    assert None not in game.legal_moves()
    game.play(Color.BLACK, Point(7, 7))
    for color, point in [
        (Color.WHITE, Point(7, 7)),
        (Color.BLACK, Point(0, 0)),
        (Color.WHITE, None),
    ]:
        with pytest.raises(ValueError, match="illegal move"):
            game.play(color, point)
    game.undo()
    with pytest.raises(ValueError):
        game.undo()
    for width, height in [(4, 15), (15, 26)]:
        with pytest.raises(ValueError):
            game.reset(width, height)
    game.reset(5, 25)
    assert (game.width, game.height) == (5, 25)


def test_fours_and_completions() -> None:
    grid = Grid.from_diagram(". X X X . X . X X X .")
    grid.set(Point(5, 0), BLACK)
    assert len(fours_in_line(grid, Point(5, 0), BLACK, (1, 0), exact=True)) == 2
    assert completions(grid, Point(5, 0), BLACK, exact=True) == {Point(4, 0), Point(6, 0)}
    assert near_points(Grid(9, 9), 2) == [Point(4, 4)]


OPPONENT_TABLE = [
    pytest.param(
        """
        . . . . . . . . .
        * X X X X * . . .
        . . . . . . . . .
        . O O O O . . . .
        . . . . . . . . .
        """,
        BLACK,
        id="takes-its-five-rather-than-blocking",
    ),
    pytest.param(
        """
        . . . . . . . . .
        . O X X X X * . .
        . . . . . . . . .
        . . . O O O . . .
        . . . . . . . . .
        """,
        WHITE,
        id="blocks-a-four",
    ),
    pytest.param(
        """
        . . . . . . . . .
        . . X X * X X . .
        . . . . . . . . .
        . O . O . O . . .
        . . . . . . . . .
        """,
        WHITE,
        id="blocks-a-split-four",
    ),
    pytest.param(
        """
        . . . . . . . . . .
        . . . . . . . . . .
        . . . * X X X * . .
        . . . . . . . . . .
        . . . . O . . . . .
        . . . . . . . . . .
        """,
        WHITE,
        id="blocks-an-open-three",
    ),
    pytest.param(
        """
        . . . . . . . . . .
        . . . . . . . . . .
        . . . * X X X * . .
        . . . . . . . . . .
        . . . . O . O . . .
        . . . . . . . . . .
        """,
        BLACK,
        id="makes-an-open-four",
    ),
]


@pytest.mark.parametrize(("diagram", "stone"), OPPONENT_TABLE)
def test_opponent_table(diagram: str, stone: int) -> None:
    grid, expected = stars(diagram)
    before = grid.to_diagram()
    assert choose_move(grid, stone, GomokuRules()) in expected
    assert grid.to_diagram() == before


def test_opponent_beats_a_random_player() -> None:
    wins = 0
    for seed in range(10):
        rng = random.Random(seed)
        game = GomokuGame(9)
        engine = Color.BLACK if seed % 2 == 0 else Color.WHITE
        while game.legal_moves():
            color = game.to_move()
            legal = game.legal_moves()
            game.play(color, game.genmove(color) if color is engine else rng.choice(legal))
        wins += game.winner() is engine
    assert wins == 10


def test_ruler_through_a_subprocess() -> None:
    with GtpClient(ARGV, timeout=20) as client:
        assert client.send("gogui-rules_game_id") == "Gomoku"
        assert client.send("gogui-rules_board_size") == "15"
        assert client.send("gogui-rules_side_to_move") == "black"
        legal = client.send("gogui-rules_legal_moves").split()
        assert len(legal) == 225
        assert "pass" not in legal
        with pytest.raises(GtpFailure):
            client.send("play", "b", "pass")
        with pytest.raises(GtpFailure):
            client.send("boardsize", "4")
        client.send("boardsize", "7")
        assert client.send("gogui-rules_board_size") == "7"
        for row in range(1, 5):
            client.send("play", "b", f"A{row}")
            client.send("play", "w", f"G{row}")
        assert client.send("genmove", "b") == "A5"  # the win in one
        assert client.send("gogui-rules_legal_moves") == ""
        assert client.send("gogui-rules_final_result").split()[-1] == "B+"
        assert client.send("gogui-rules_board_gfx") == "COLOR green A5 A4 A3 A2 A1"
        board = client.send("gogui-rules_board").split("\n")
        assert board[-1] == "X . . . . . O"
        client.send("undo")
        assert client.send("genmove", "b") == "A5"


def test_full_game_genmove_against_genmove_through_a_subprocess() -> None:
    with GtpClient([*ARGV, "--size", "9"], timeout=20) as client:
        moves = 0
        while client.send("gogui-rules_legal_moves"):
            client.send("genmove", client.send("gogui-rules_side_to_move"))
            moves += 1
        assert moves <= 81
        assert client.send("gogui-rules_final_result").split()[-1] in ("B+", "W+", "0")
