"""The Renju ruler: RIF forbidden points by diagram tables, the game, the opponent, and the
program through a real subprocess.

Diagrams are rows of ``X``/``O``/``.`` top first; ``*`` marks the point under test (empty).
"""

from __future__ import annotations

import random
import sys

import pytest

from gogui_py.go import Color, Point
from gogui_py.gtp import GtpClient
from gogui_py.gtp.errors import GtpFailure
from gogui_py.programs.five_in_a_row import BLACK, WHITE, Grid, has_straight_four
from gogui_py.programs.five_opponent import choose_move
from gogui_py.programs.renju import (
    DOUBLE_FOUR,
    DOUBLE_THREE,
    OVERLINE,
    RenjuGame,
    RenjuRules,
    forbidden_points,
    forbidden_reason,
)

ARGV = [sys.executable, "-m", "gogui_py.programs.renju"]


def with_star(diagram: str) -> tuple[Grid, Point]:
    """The grid of ``diagram`` and the point marked ``*`` (left empty)."""
    rows = ["".join(line.split()) for line in diagram.splitlines() if line.strip()]
    star = next(Point(x, y) for y, row in enumerate(rows) for x, c in enumerate(row) if c == "*")
    return Grid.from_diagram(diagram.replace("*", ".")), star


def play_diagram(game: RenjuGame, diagram: str) -> None:
    """Reset ``game`` to the diagram's size and reach its position by alternate moves, Black
    first, choosing each time the first stone (row-major) that is legal and ends nothing."""
    grid = Grid.from_diagram(diagram.replace("*", "."))
    game.reset(grid.width, grid.height)
    points = [Point(i % grid.width, i // grid.width) for i in range(len(grid.cells))]
    pending = {
        Color.BLACK: [p for p in points if grid.get(p) == BLACK],
        Color.WHITE: [p for p in points if grid.get(p) == WHITE],
    }
    while pending[Color.BLACK] or pending[Color.WHITE]:
        color = game.to_move()
        for point in pending[color]:
            if point in game.legal_moves():
                game.play(color, point)
                if game.legal_moves():
                    pending[color].remove(point)
                    break
                game.undo()
        else:
            raise AssertionError(f"cannot set up {color} at {pending[color]}")


# The recursive case (13 x 13): the horizontal three X X * can only become a straight four at
# F6 (the point right of *), and F6 would then be a double-three (vertical and diagonal threes),
# so the horizontal three is false and * (E6) is allowed with its single true (vertical) three.
RECURSIVE = """
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . X . . X . . . . .
. . . . X . X . . . . . .
O . X X * . . . . . . . .
. . . . . X . . . . . . .
. . . . . X . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
. . . . . . . . . . . . .
"""

FORBIDDEN_TABLE = [
    pytest.param(
        """
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . X . . . .
        . . X X * . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """,
        DOUBLE_THREE,
        id="double-three",
    ),
    pytest.param(
        """
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . X . . . .
        . X . X * . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """,
        DOUBLE_THREE,
        id="double-three-with-a-split-three",
    ),
    pytest.param(
        """
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . X . . . .
        . O X X * . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """,
        None,
        id="false-double-three-blocked-by-white",
    ),
    pytest.param(
        """
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . . . .
        . . X . . . . . .
        X X * . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """,
        None,
        id="false-double-three-blocked-by-the-edge",
    ),
    pytest.param(
        """
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . X . . . . .
        . . . . X . . . . .
        O . X X * . . X . .
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        """,
        None,
        id="false-double-three-only-an-overline-makes-it-straight",
    ),
    pytest.param(RECURSIVE, None, id="false-double-three-straight-four-point-forbidden"),
    pytest.param(
        RECURSIVE.replace(". . . . X . . X . . . . .", ". . . . X . . . . . . . ."),
        DOUBLE_THREE,
        id="same-without-the-stone-that-forbids-F8",
    ),
    pytest.param(
        """
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . X . . . .
        O X X X * . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """,
        None,
        id="four-three-allowed",
    ),
    pytest.param(
        """
        . . . . . . . . .
        . . . . X . . . .
        . . . . X . . . .
        . . . . X . . . .
        O X X X * . . . .
        . . . . . . . . .
        . . . . . . . . .
        """,
        DOUBLE_FOUR,
        id="double-four-in-two-lines",
    ),
    pytest.param(". X X X . * . X X X .\n. . . . . . . . . . .", DOUBLE_FOUR, id="XXX.*.XXX"),
    pytest.param(". X . X * X . X .\n. . . . . . . . .", DOUBLE_FOUR, id="X.X*X.X"),
    pytest.param(". . X X * X X X . .\n. . . . . . . . . .", OVERLINE, id="overline"),
    pytest.param(
        """
        . . . . . . . . . .
        . . . . . X . . X .
        . . . . . X . X . .
        . . . . . X X . . .
        . X X X X * . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        """,
        None,
        id="five-with-a-double-four-is-a-five",
    ),
    pytest.param(
        """
        . . . . . . . . . .
        . . . . . X . . X .
        . . . . . X . X . .
        . . . . . X X . . .
        . . X X X * . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        """,
        DOUBLE_FOUR,
        id="same-without-the-five-is-a-double-four",
    ),
    pytest.param(
        """
        . . . . . . . . . .
        . . . . . X . . . .
        . . . . . X . . . .
        . . . . . X . . . .
        . X X X X * X . . .
        . . . . . X . . . .
        . . . . . . . . . .
        """,
        None,
        id="five-with-an-overline-in-another-line-is-a-five",
    ),
    pytest.param(
        """
        . . . . . . . . . .
        . . . . . . . . . .
        . . . . . X . . . .
        . . . . . X . . . .
        . X X X X * X . . .
        . . . . . X . . . .
        . . . . . . . . . .
        . . . . . . . . . .
        """,
        OVERLINE,
        id="overline-with-a-straight-four-is-forbidden",
    ),
]


@pytest.mark.parametrize(("diagram", "reason"), FORBIDDEN_TABLE)
def test_forbidden_point_table(diagram: str, reason: str | None) -> None:
    grid, star = with_star(diagram)
    before = grid.to_diagram()
    assert forbidden_reason(grid, star) == reason
    assert grid.to_diagram() == before  # the search restores the grid
    assert (star in forbidden_points(grid)) == (reason is not None)


@pytest.mark.parametrize(
    ("row", "straight"),
    [(". X X X X .", True), ("O X X X X .", False), (". X X . X X .", False)],
)
def test_straight_four_versus_four(row: str, straight: bool) -> None:
    grid = Grid.from_diagram(row)
    assert has_straight_four(grid, Point(2, 0), BLACK, (1, 0), exact=True) is straight


def test_exact_five_wins_for_black_and_a_five_with_a_double_four_too() -> None:
    game = RenjuGame()
    diagram = FORBIDDEN_TABLE[-4].values[0]
    assert isinstance(diagram, str)
    whites = "O . O . O . O . O .\n. . . . . . . . . .\nO . O . O . O . O ."
    play_diagram(game, diagram + whites)
    assert game.to_move() is Color.BLACK
    assert Point(5, 4) in game.legal_moves()
    game.play(Color.BLACK, Point(5, 4))
    assert game.legal_moves() == []
    assert game.result() == "Black wins with five in a row. B+"
    assert game.board_gfx() == "COLOR green B6 C6 D6 E6 F6"


def test_overline_wins_for_white() -> None:
    game = RenjuGame()
    play_diagram(
        game,
        """
        X . . X . . X . .
        . . . . . . . . .
        . O O * O O O . .
        . . . . . . . . .
        X . . X . . . . X
        """,
    )
    game.play(Color.WHITE, Point(3, 2))
    assert game.winner() is Color.WHITE
    assert game.result() == "White wins with five in a row. W+"


def test_legal_moves_exclude_forbidden_points_and_undo_restores_them() -> None:
    game = RenjuGame()
    diagram = FORBIDDEN_TABLE[0].values[0]
    assert isinstance(diagram, str)
    grid, star = with_star(diagram)
    play_diagram(game, diagram + "O . O . O . O . .")
    assert game.to_move() is Color.BLACK
    legal = game.legal_moves()
    assert None in legal  # pass is always legal in renju
    assert game.forbidden() == {star: DOUBLE_THREE}
    assert star not in legal
    assert len(legal) == grid.width * (grid.height + 1) - 8 - 1 + 1
    with pytest.raises(ValueError, match="illegal move"):
        game.play(Color.BLACK, star)
    assert game.board_gfx() == "MARK E5\nTEXT Forbidden for Black: E5 double-three"
    game.play(Color.BLACK, None)
    assert game.to_move() is Color.WHITE
    assert star in game.legal_moves()  # White may play there
    game.play(Color.WHITE, Point(0, 0))
    game.undo()
    game.undo()
    assert game.forbidden() == {star: DOUBLE_THREE}
    assert game.legal_moves() == legal


def test_two_passes_end_the_game_in_a_draw() -> None:
    game = RenjuGame()
    game.play(Color.BLACK, Point(7, 7))
    game.play(Color.WHITE, None)
    assert game.legal_moves()
    game.play(Color.BLACK, None)
    assert game.legal_moves() == []
    assert game.result() == "Draw: both players passed. 0"
    game.undo()
    assert game.to_move() is Color.BLACK
    assert len(game.legal_moves()) == 15 * 15 - 1 + 1


BLACK_CANNOT_BLOCK = """
. . . . . . . . .
. . . . . . . . .
. . X X * . . . .
. . . . O X . . .
. . . . O . X . .
. . . . O . . . .
. . . . O . . . .
. . . . X . . . .
. . . . . . . . O
"""
TEMPTING_DOUBLE_THREE = """
. . . . . . . . .
. . . . . . . . .
. . . . X . . . .
. . . . X . . . .
. . X X * . . . .
. . . . . . . . .
. . . . . . . . .
O . O . . . O . O
"""


@pytest.mark.parametrize(
    "diagram",
    [
        pytest.param(BLACK_CANNOT_BLOCK, id="white-four-whose-five-point-is-forbidden"),
        pytest.param(TEMPTING_DOUBLE_THREE, id="tempting-double-three"),
    ],
)
def test_opponent_never_plays_a_forbidden_point_as_black(diagram: str) -> None:
    grid, star = with_star(diagram)
    game = RenjuGame()
    play_diagram(game, diagram)
    assert game.to_move() is Color.BLACK
    assert game.forbidden().get(star) == DOUBLE_THREE
    move = game.genmove(Color.BLACK)
    assert move != star
    assert move in game.legal_moves()
    assert choose_move(grid, BLACK, RenjuRules()) == move  # forbidden points found alike


def test_opponent_beats_a_random_player_with_both_colours() -> None:
    wins = 0
    for seed in range(8):
        rng = random.Random(seed)
        game = RenjuGame()
        engine = Color.BLACK if seed % 2 == 0 else Color.WHITE
        while game.legal_moves():
            color = game.to_move()
            points = [p for p in game.legal_moves() if p is not None]
            move = game.genmove(color) if color is engine else rng.choice(points)
            if color is Color.BLACK:
                assert move not in game.forbidden()
            game.play(color, move)
        wins += game.winner() is engine
    assert wins == 8


def test_ruler_through_a_subprocess() -> None:
    # Black's E5 is a double-three on 9 x 9 (diagram "double-three" above).
    with GtpClient(ARGV, timeout=20) as client:
        assert client.send("gogui-rules_game_id") == "Renju"
        assert client.send("gogui-rules_board_size") == "15"
        client.send("boardsize", "9")
        for move in ["b E7", "w A1", "b E6", "w J1", "b C5", "w A9", "b D5", "w J9"]:
            client.send("play", *move.split())
        legal = client.send("gogui-rules_legal_moves").split()
        assert "E5" not in legal
        assert "pass" in legal
        assert len(legal) == 81 - 8 - 1 + 1
        gfx = client.send("gogui-rules_board_gfx").split("\n")
        assert gfx == ["MARK E5", "TEXT Forbidden for Black: E5 double-three"]
        with pytest.raises(GtpFailure, match="illegal move"):
            client.send("play", "b", "E5")
        move = client.send("genmove", "b")
        assert move != "E5"
        assert move in legal
        assert client.send("gogui-rules_side_to_move") == "white"
        assert client.send("gogui-rules_final_result").split()[-1] == "?"
        client.send("play", "w", "pass")
        client.send("play", "b", "pass")
        assert client.send("gogui-rules_legal_moves") == ""
        assert client.send("gogui-rules_final_result") == "Draw: both players passed. 0"
        client.send("undo")
        assert "pass" in client.send("gogui-rules_legal_moves").split()
