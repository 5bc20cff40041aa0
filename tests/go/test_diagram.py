"""ASCII diagrams: exact output, tolerant input, round trips."""

from __future__ import annotations

import pytest

from gogui_py.go import Board, BoardSize, Color, Move, Point
from gogui_py.go.diagram import from_diagram, to_diagram


def test_to_diagram_exact_text() -> None:
    board = (
        Board.empty(BoardSize(4, 3))
        .play(Move(Color.BLACK, Point(0, 0)))
        .play(Move(Color.WHITE, Point(3, 2)))
    )
    assert to_diagram(board) == "X . . .\n. . . .\n. . . O"


def test_from_diagram_reads_stones_at_their_points() -> None:
    board = from_diagram(
        """
        X . O
        . . .
        """
    )
    assert board.size == BoardSize(3, 2)
    assert board.get(Point(0, 0)) is Color.BLACK
    assert board.get(Point(2, 0)) is Color.WHITE
    assert board.count(Color.BLACK) == 1
    assert board.count(Color.WHITE) == 1
    assert board.ko is None
    assert board.prisoners(Color.BLACK) == 0


@pytest.mark.parametrize(
    "text",
    [
        "X.O\n+++",
        "\n\n   X . O  \n\n  + . .\n\n",
        "X  .   O\n.\t.\t.",
        "  X . O\n. + .   ",
    ],
)
def test_from_diagram_tolerates_layout(text: str) -> None:
    assert to_diagram(from_diagram(text)) == "X . O\n. . ."


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("X . O\n. .", "row 2 has 2 points, expected 3"),
        ("X . Q", "bad diagram character 'Q'"),
        ("  \n\n", "empty diagram"),
        ("." * 53, "out of range"),
    ],
)
def test_from_diagram_rejects(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        from_diagram(text)


@pytest.mark.parametrize(
    "text",
    [
        "X",
        ".",
        "X O\nO X",
        "X . . O . X O\n. . X . . . O",
        "X\n.\nO\nO\nX",
        "\n".join(" ".join("XO."[(x * y + x) % 3] for x in range(19)) for y in range(19)),
        "\n".join(" ".join("X.O"[(x + y) % 3] for x in range(52)) for y in range(3)),
    ],
)
def test_round_trip(text: str) -> None:
    board = from_diagram(text)
    assert to_diagram(board) == text
    assert from_diagram(to_diagram(board)) == board
