"""Dots on the legal points of a ruler's game: shown where they tell the player something,
by a rule that does not flicker over an Othello game."""

from __future__ import annotations

import pytest

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.rules import RulerPosition
from gogui_py.gui.rules.shown import shown
from gogui_py.gui.rules.view import legal_dots_inform


def _position(size: int, stones: int, legal: int) -> RulerPosition:
    """``stones`` cells taken (alternately black and white), the first ``legal`` empty
    cells legal."""
    area = size * size
    cells = bytes([1 + i % 2 for i in range(stones)] + [0] * (area - stones))
    points = tuple(Point(i % size, i // size) for i in range(stones, stones + legal))
    return RulerPosition(BoardSize.square(size), False, cells, Color.WHITE, points, False)


@pytest.mark.parametrize(
    ("size", "stones", "legal", "shown_"),
    [
        (8, 4, 4, True),  # Othello's start: 4 of 60
        (8, 57, 4, True),  # Othello's endgame: 4 of 7
        (8, 61, 3, True),  # 3 empty, all legal: few cells empty (hidden before)
        (8, 63, 1, True),  # the last empty cell
        (8, 62, 1, True),  # one of two
        (8, 60, 0, False),  # no legal point (a pass)
        (15, 5, 220, False),  # Gomoku, Renju for White: every empty cell
        (15, 0, 225, False),  # an empty Gomoku or Renju board
        (15, 25, 195, False),  # Renju for Black: 5 forbidden of 200
        (11, 0, 121, False),  # Hex
        (11, 30, 91, False),  # Hex in the middle game
    ],
)
def test_dots_only_where_they_inform(size: int, stones: int, legal: int, shown_: bool) -> None:
    assert legal_dots_inform(_position(size, stones, legal)) is shown_


def test_dots_stay_in_an_othello_endgame_where_every_empty_cell_is_legal() -> None:
    """8 empty cells, all legal: too many for "few empty", but Othello had illegal cells
    earlier (the session marks its positions ``dots``), so the dots stay."""
    endgame = _position(8, 56, 8)
    assert not legal_dots_inform(endgame)  # this position alone tells nothing
    assert legal_dots_inform(shown(endgame, dots=True))
    assert not legal_dots_inform(shown(_position(8, 56, 0), dots=True))  # a forced pass
