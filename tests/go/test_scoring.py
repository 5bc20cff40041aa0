"""Scoring of small finished positions, counted by hand."""

from __future__ import annotations

import pytest

from gogui_py.go import Board, BoardSize, Color, Move, Point
from gogui_py.go.diagram import from_diagram
from gogui_py.go.scoring import Score, score, territory

DRAW = """
    . X . O .
    . X . O .
    . X . O .
    . X . O .
    . X . O .
    """

# Black 7 stones + 3 territory (A5 A4 A1); White 6 stones + 6 territory (D5-E3);
# C1 D1 E1 are dame.
DAME = """
    . X O . .
    . X O . .
    X X O . .
    X X O O O
    . X . . .
    """

# As DAME plus a dead White stone at A5 and a dead Black stone at E4.
DEAD = """
    O X O . .
    . X O . X
    X X O . .
    X X O O O
    . X . . .
    """


def ownership(board: Board, dead: list[Point] | None = None) -> str:
    """Territory as a diagram: X / O owner, '.' nobody's or a stone."""
    owned = territory(board, dead or [])
    rows = []
    for y in range(board.size.height):
        cells = []
        for x in range(board.size.width):
            owner = owned.get(Point(x, y))
            cells.append("." if owner is None else ("X" if owner is Color.BLACK else "O"))
        rows.append(" ".join(cells))
    return "\n".join(rows)


def test_territory_of_dame_position() -> None:
    assert ownership(from_diagram(DAME)) == "\n".join(
        ["X . . O O", "X . . O O", ". . . O O", ". . . . .", "X . . . ."]
    )


def test_territory_includes_points_of_dead_stones() -> None:
    board = from_diagram(DEAD)
    assert ownership(board, [Point(0, 0), Point(4, 1)]) == ownership(from_diagram(DAME))
    # Unmarked, the intruders make both regions neutral.
    assert ownership(board) == "\n".join(
        [". . . . .", ". . . . .", ". . . . .", ". . . . .", "X . . . ."]
    )


@pytest.mark.parametrize(
    ("diagram", "dead", "komi", "expected"),
    [
        pytest.param(DRAW, [], 0.0, (10, 10, 5, 5, 0, 0, 0.0, 0.0), id="draw"),
        pytest.param(DAME, [], 0.5, (10, 12, 3, 6, 0, 0, -2.5, -3.5), id="dame"),
        pytest.param(
            DEAD,
            [Point(0, 0), Point(4, 1)],
            0.5,
            (10, 12, 3, 6, 1, 1, -2.5, -3.5),
            id="dead-stones",
        ),
        pytest.param(DEAD, [], 0.5, (9, 7, 1, 0, 0, 0, 1.5, 0.5), id="dead-not-marked"),
        pytest.param(". . .\n. . .", [], 6.5, (0, 0, 0, 0, 0, 0, -6.5, -6.5), id="empty"),
    ],
)
def test_score(
    diagram: str,
    dead: list[Point],
    komi: float,
    expected: tuple[int, int, int, int, int, int, float, float],
) -> None:
    result = score(from_diagram(diagram), komi, dead)
    assert (
        result.black_area,
        result.white_area,
        result.black_territory,
        result.white_territory,
        result.black_prisoners,
        result.white_prisoners,
        result.area_result,
        result.territory_result,
    ) == expected
    assert result.komi == komi


def test_result_strings() -> None:
    assert score(from_diagram(DRAW), 0).result_string() == "0"
    assert score(from_diagram(DRAW), 0).result_string(territory=True) == "0"
    dame = score(from_diagram(DAME), 0.5)
    assert dame.result_string() == "W+2.5"
    assert dame.result_string(territory=True) == "W+3.5"
    unmarked = score(from_diagram(DEAD), 0.5)
    assert unmarked.result_string() == "B+1.5"
    assert unmarked.result_string(territory=True) == "B+0.5"
    whole = Score(10, 7, 5, 2, 0, 0, 0.0, 3.0, -1.0)
    assert whole.result_string() == "B+3"
    assert whole.result_string(territory=True) == "W+1"


def test_prisoners_from_play_count_in_territory_scoring() -> None:
    board = from_diagram(
        """
        O X . O .
        . X . O .
        . X . O .
        . X . O .
        . X . O .
        """
    ).play(Move(Color.BLACK, Point(0, 1)))
    assert board.prisoners(Color.BLACK) == 1
    result = score(board, 0.0)
    # Black: 6 stones + A5 A3 A2 A1; White: 5 stones + 5 on the E file.
    assert (result.black_area, result.white_area) == (10, 10)
    assert (result.black_territory, result.white_territory) == (4, 5)
    assert (result.black_prisoners, result.white_prisoners) == (1, 0)
    assert result.area_result == 0
    assert result.territory_result == 0


def test_dead_empty_points_ignored_and_off_board_rejected() -> None:
    board = from_diagram(DAME)
    assert score(board, 0.5, [Point(0, 0)]) == score(board, 0.5)
    with pytest.raises(ValueError, match="off"):
        score(board, 0.5, [Point(7, 7)])
    assert territory(Board.empty(BoardSize.square(9))) == {}
