"""The eight symmetries of the square (gogui_py.go.symmetry)."""

from __future__ import annotations

import itertools

import pytest

from gogui_py.go import BoardSize, Point
from gogui_py.go.symmetry import (
    ALL_SYMMETRIES,
    FLIP_HORIZONTAL,
    FLIP_VERTICAL,
    IDENTITY,
    ROTATE_180,
    ROTATE_CLOCKWISE,
    ROTATE_COUNTERCLOCKWISE,
    TRANSPOSE,
    Symmetry,
)

NINE = BoardSize.square(9)


def test_eight_distinct_symmetries() -> None:
    images = {tuple(s.apply(p, NINE) for p in NINE.points()) for s in ALL_SYMMETRIES}
    assert len(images) == 8
    assert ALL_SYMMETRIES[0] == IDENTITY and IDENTITY.is_identity


def test_named_symmetries_move_the_corners() -> None:
    top_left = Point(0, 0)
    assert FLIP_HORIZONTAL.apply(top_left, NINE) == Point(8, 0)
    assert FLIP_VERTICAL.apply(top_left, NINE) == Point(0, 8)
    assert ROTATE_CLOCKWISE.apply(top_left, NINE) == Point(8, 0)
    assert ROTATE_CLOCKWISE.apply(Point(8, 0), NINE) == Point(8, 8)
    assert ROTATE_COUNTERCLOCKWISE.apply(top_left, NINE) == Point(0, 8)
    assert ROTATE_180.apply(Point(2, 1), NINE) == Point(6, 7)
    assert TRANSPOSE.apply(Point(2, 1), NINE) == Point(1, 2)


@pytest.mark.parametrize("symmetry", ALL_SYMMETRIES)
def test_inverse_undoes(symmetry: Symmetry) -> None:
    size = NINE
    for point in size.points():
        shown = symmetry.apply(point, size)
        assert symmetry.displayed_size(size).contains(shown)
        assert symmetry.unapply(shown, size) == point
    assert symmetry.then(symmetry.inverse()) == IDENTITY


def test_composition() -> None:
    assert ROTATE_CLOCKWISE.then(ROTATE_CLOCKWISE) == ROTATE_180
    assert ROTATE_CLOCKWISE.then(ROTATE_COUNTERCLOCKWISE) == IDENTITY
    assert FLIP_HORIZONTAL.then(FLIP_VERTICAL) == ROTATE_180
    four = ROTATE_CLOCKWISE
    for _ in range(3):
        four = four.then(ROTATE_CLOCKWISE)
    assert four == IDENTITY
    for first, second in itertools.product(ALL_SYMMETRIES, repeat=2):
        both = first.then(second)
        for point in NINE.points():
            assert both.apply(point, NINE) == second.apply(first.apply(point, NINE), NINE)


def test_non_square_boards_keep_their_shape() -> None:
    size = BoardSize.of(7, 5)
    fitting = [s for s in ALL_SYMMETRIES if s.fits(size)]
    assert fitting == [IDENTITY, FLIP_VERTICAL, FLIP_HORIZONTAL, ROTATE_180]
    assert ROTATE_180.apply(Point(0, 0), size) == Point(6, 4)
    assert TRANSPOSE.displayed_size(size) == BoardSize(5, 7)
    assert all(s.fits(NINE) for s in ALL_SYMMETRIES)
