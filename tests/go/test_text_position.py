"""Positions read from pasted text (File > Import > Position from Text)."""

from __future__ import annotations

import pytest

from gogui_py.game.export.ascii import to_ascii
from gogui_py.game.export.diagram import Diagram
from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.text_position import TextPositionError, parse_text_position

GNUGO_SHOWBOARD = (
    "= \n"
    + """\
   A B C D E F G H J
 9 . . . . . . . . . 9
 8 . . . . . . . . . 8
 7 . . + . . . + . . 7     WHITE (O) has captured 0 pieces
 6 . . . . . . . . . 6     BLACK (X) has captured 1 pieces
 5 . . . . X(O). . . 5
 4 . . . . . . . . . 4
 3 . . + . . . + . . 3
 2 . . . . . . . . . 2
 1 . . . . . . . . X 1
   A B C D E F G H J

"""
)


def test_gnugo_showboard_with_notes_and_last_move_mark() -> None:
    position = parse_text_position(GNUGO_SHOWBOARD)
    assert position.size == BoardSize.square(9)
    assert position.black == (Point(4, 4), Point(8, 8))
    assert position.white == (Point(5, 4),)
    assert position.to_move is None


def test_plain_diagram_with_all_symbols_and_side_to_move() -> None:
    text = "x @ . +\n# O o ,\n. . X .\nWhite to play\n"
    position = parse_text_position(text)
    assert position.size == BoardSize.of(4, 3)
    assert position.black == (Point(0, 0), Point(1, 0), Point(0, 1), Point(2, 2))
    assert position.white == (Point(1, 1), Point(2, 1))
    assert position.to_move is Color.WHITE


def test_compact_rows_borders_and_frames() -> None:
    text = "+-----+\n|XO...|\n|.....|\n|..X..|\n|.....|\n|....O|\n+-----+\nX to move"
    position = parse_text_position(text)
    assert position.size == BoardSize.square(5)
    assert position.black == (Point(0, 0), Point(2, 2))
    assert position.white == (Point(1, 0), Point(4, 4))
    assert position.to_move is Color.BLACK


def test_own_ascii_export_with_coordinates_and_marks() -> None:
    size = BoardSize.square(13)
    diagram = Diagram(
        size=size,
        stones=(
            (Point(3, 9), Color.BLACK),
            (Point(9, 3), Color.WHITE),
            (Point(12, 0), Color.WHITE),
        ),
        marks=((Point(5, 5), "TR"),),
        labels=((Point(6, 6), "A"),),
    )
    text = to_ascii(diagram, coordinates=True)
    position = parse_text_position(text)
    assert position.size == size
    assert position.black == (Point(3, 9),)
    assert position.white == (Point(12, 0), Point(9, 3))
    again = parse_text_position(to_ascii(diagram, coordinates=False))
    assert again == position


def test_nineteen_by_nineteen_two_digit_row_numbers() -> None:
    rows = [f"{19 - y:2d} " + " ".join("." * 19) + f" {19 - y}" for y in range(19)]
    rows[15] = rows[15][:3] + "X" + rows[15][4:]  # A4
    position = parse_text_position("\n".join(rows))
    assert position.size == BoardSize.square(19)
    assert position.black == (Point(0, 15),)


def test_unknown_character_names_line_and_column() -> None:
    with pytest.raises(TextPositionError) as caught:
        parse_text_position(". . .\n. ? .\n. . .")
    assert (caught.value.line, caught.value.column) == (2, 3)
    assert str(caught.value).startswith("line 2, column 3: '?'")


def test_rows_of_unequal_length() -> None:
    with pytest.raises(TextPositionError) as caught:
        parse_text_position(". . .\n. . . .\n. . .")
    assert (caught.value.line, caught.value.column) == (2, 7)
    assert "4 points in this row, 3 in the first row" in str(caught.value)


def test_move_number_inside_a_row_is_refused() -> None:
    with pytest.raises(TextPositionError) as caught:
        parse_text_position("3 . . .\n2 . 12 . 2\n1 . . . 1")
    assert (caught.value.line, caught.value.column) == (2, 5)
    assert "move number '12'" in str(caught.value)


def test_text_between_rows_is_an_error() -> None:
    with pytest.raises(TextPositionError) as caught:
        parse_text_position(". .\nhello there\n. .")
    assert caught.value.line == 2


def test_no_board() -> None:
    with pytest.raises(TextPositionError, match="no board in the text"):
        parse_text_position("Hello, world\n\n")


def test_board_too_large() -> None:
    with pytest.raises(TextPositionError, match="at most 52"):
        parse_text_position("\n".join(["." * 53] * 2))
