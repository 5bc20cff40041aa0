"""BoardGeometry: pixel <-> point mapping, margins, fitting (pure, no Qt)."""

from __future__ import annotations

import pytest

from gogui_py.go import BoardSize, Point
from gogui_py.gui.board.geometry import BoardGeometry

SIZES = [BoardSize.square(9), BoardSize.square(13), BoardSize.square(19), BoardSize.of(7, 5)]
AREAS = [(100, 100), (333, 257), (1000, 1000), (57, 900), (640, 480), (1280, 1023)]


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("area", AREAS, ids=str)
@pytest.mark.parametrize("coordinates", [True, False])
def test_point_at_center_round_trips(
    size: BoardSize, area: tuple[int, int], coordinates: bool
) -> None:
    geometry = BoardGeometry(size, *area, coordinates=coordinates)
    for point in size.points():
        assert geometry.point_at(*geometry.center(point)) == point


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_point_at_takes_the_nearest_point_within_half_a_cell(size: BoardSize) -> None:
    geometry = BoardGeometry(size, 700, 600)
    cell = geometry.cell
    x, y = geometry.center(Point(2, 1))
    assert geometry.point_at(x + 0.49 * cell, y - 0.49 * cell) == Point(2, 1)
    assert geometry.point_at(x + 0.51 * cell, y) == Point(3, 1)
    assert geometry.point_at(x, y - 0.51 * cell) == Point(2, 0)


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_clicks_in_the_margin_give_none(size: BoardSize) -> None:
    geometry = BoardGeometry(size, 800, 800)
    cell = geometry.cell
    left, top = geometry.origin
    right, bottom = geometry.center(Point(size.width - 1, size.height - 1))
    assert geometry.point_at(left - 0.6 * cell, top) is None
    assert geometry.point_at(left, top - 0.6 * cell) is None
    assert geometry.point_at(right + 0.6 * cell, bottom) is None
    assert geometry.point_at(right, bottom + 0.6 * cell) is None
    assert geometry.point_at(0, 0) is None
    assert geometry.point_at(799, 799) is None
    # Just inside the half cell around the corner point still hits it.
    assert geometry.point_at(left - 0.45 * cell, top - 0.45 * cell) == Point(0, 0)


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("area", AREAS, ids=str)
def test_cell_is_whole_and_the_board_fits(size: BoardSize, area: tuple[int, int]) -> None:
    width, height = area
    geometry = BoardGeometry(size, width, height)
    if geometry.cell >= 6:  # below that, whole pixels would waste too much of the area
        assert geometry.cell == int(geometry.cell)
        assert geometry.origin == tuple(int(v) for v in geometry.origin)
    x, y, w, h = geometry.board_rect()
    assert x >= 0 and y >= 0 and x + w <= width and y + h <= height
    # The board uses most of the area: two pixels more per cell would not fit.
    units_x, units_y = geometry.units()
    assert geometry.cell > 0
    assert units_x * (geometry.cell + 2) > width or units_y * (geometry.cell + 2) > height
    # Stones (half a cell around each centre) stay on the wood.
    gx, gy, gw, gh = geometry.grid_rect()
    radius = geometry.stone_diameter() / 2
    assert gx - radius >= x and gy - radius >= y
    assert gx + gw + radius <= x + w and gy + gh + radius <= y + h


def test_board_is_centred_with_square_cells() -> None:
    geometry = BoardGeometry(BoardSize.square(19), 1000, 600)
    x, y, w, h = geometry.board_rect()
    assert w == h
    assert abs((x + w / 2) - 500) <= 1
    assert abs((y + h / 2) - 300) <= 1


def test_coordinates_take_room() -> None:
    with_labels = BoardGeometry(BoardSize.square(19), 800, 800, coordinates=True)
    without = BoardGeometry(BoardSize.square(19), 800, 800, coordinates=False)
    assert without.cell > with_labels.cell
    top_y, bottom_y, left_x, right_x = with_labels.label_centers()
    bx, by, bw, bh = with_labels.board_rect()
    gx, gy, gw, gh = with_labels.grid_rect()
    radius = with_labels.stone_diameter() / 2
    assert by < top_y < gy - radius
    assert gy + gh + radius < bottom_y < by + bh
    assert bx < left_x < gx - radius
    assert gx + gw + radius < right_x < bx + bw


def test_tiny_areas_have_no_points() -> None:
    geometry = BoardGeometry(BoardSize.square(19), 0, 0)
    assert geometry.cell == 0
    assert geometry.point_at(0, 0) is None
    small = BoardGeometry(BoardSize.square(19), 40, 40)
    assert 0 < small.cell < 6
    assert small.point_at(*small.center(Point(18, 18))) == Point(18, 18)


def test_one_by_one_board() -> None:
    geometry = BoardGeometry(BoardSize.square(1), 200, 200)
    assert geometry.point_at(100, 100) == Point(0, 0)
    assert geometry.point_at(5, 5) is None


def test_preferred_height_gives_square_cells() -> None:
    geometry = BoardGeometry(BoardSize.of(7, 5), 0, 0)
    height = geometry.preferred_height(700)
    fitted = BoardGeometry(BoardSize.of(7, 5), 700, height)
    units_x, units_y = fitted.units()
    assert height == pytest.approx(700 * units_y / units_x)
    assert fitted.cell == int(700 / units_x)
