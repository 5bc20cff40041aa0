"""gogui_py.go.rules: ruler positions, SGF results from final_result texts, GM numbers."""

from __future__ import annotations

import dataclasses

import pytest

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.rules import (
    BLACK,
    EMPTY,
    GAME_NUMBERS,
    REMOVED,
    WHITE,
    RulerPosition,
    game_number,
    sgf_result,
)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Black wins 36-28. B+8", "B+8"),
        ("White wins 40-24. W+16", "W+16"),
        ("Draw 32-32. 0", "0"),
        ("Black wins by connecting top and bottom. B+", "B+"),
        ("White wins by resignation: w+r", "W+R"),
        ("b+resign", "B+R"),
        ("W+Time", "W+T"),
        ("lost on forfeit B+F.", "B+F"),
        ("W+3.5", "W+3.5"),
        ("(B+12)", "B+12"),
        ("Game drawn. Draw", "0"),
        ("draw.", "0"),
        ("White wins by 4 points.", None),
        ("The game is not over. ?", None),
        ("", None),
        ("B+8 is what it was not", None),
        ("X+3", None),
        ("B+eight", None),
    ],
)
def test_sgf_result_reads_the_last_word(text: str, expected: str | None) -> None:
    assert sgf_result(text) == expected


def test_game_numbers_of_the_bundled_games_and_others() -> None:
    assert [game_number(g) for g in ("Go", "Othello", "Gomoku", "Renju", "Hex")] == [
        1,
        2,
        4,
        4,
        11,
    ]
    assert game_number("Amazons") == 18
    assert game_number("Chess") == 3
    assert game_number("LINES-OF-ACTION") == 9 == GAME_NUMBERS["Lines of action"]
    assert game_number("othello") == 2
    assert game_number("Nogo") is None
    assert game_number("") is None


def test_game_ids_are_capitalised_as_rulers_answer_them() -> None:
    for game_id in GAME_NUMBERS:
        assert game_id[0].isupper() and game_id[1:] == game_id[1:].lower(), game_id


def position(**changes: object) -> RulerPosition:
    size = BoardSize(3, 2)
    base = RulerPosition(
        size=size,
        hex=False,
        cells=bytes([BLACK, EMPTY, REMOVED, EMPTY, WHITE, EMPTY]),
        to_move=Color.WHITE,
        legal=(Point(1, 0), Point(0, 1)),
        pass_legal=False,
    )
    return dataclasses.replace(base, **changes)  # type: ignore[arg-type]


def test_position_cells_legality_and_game_over() -> None:
    pos = position()
    assert pos.cell(Point(0, 0)) == BLACK and pos.cell(Point(1, 1)) == WHITE
    assert pos.cell(Point(2, 0)) == REMOVED and pos.cell(Point(2, 1)) == EMPTY
    assert pos.is_legal(Point(1, 0)) and pos.is_legal(Point(0, 1))
    assert not pos.is_legal(Point(2, 1)) and not pos.is_legal(None)
    assert not pos.game_over
    assert position(legal=(), pass_legal=True).is_legal(None)
    assert not position(legal=(), pass_legal=True).game_over
    over = position(legal=(), result="White wins. W+")
    assert over.game_over and over.result == "White wins. W+"
    assert pos.captured is None and pos.gfx == "" and pos.result == ""
    with pytest.raises(ValueError, match="off"):
        pos.cell(Point(3, 0))


def test_position_needs_one_cell_per_point() -> None:
    with pytest.raises(ValueError, match="5 cells"):
        position(cells=bytes(5))


def test_position_is_immutable() -> None:
    pos = position()
    with pytest.raises(dataclasses.FrozenInstanceError):
        pos.pass_legal = True  # type: ignore[misc]
    assert hash(pos) == hash(position())
