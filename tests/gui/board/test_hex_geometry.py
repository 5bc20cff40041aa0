"""HexGeometry (pure, no Qt), CellGeometry, removed points and geometry_for."""

from __future__ import annotations

import math

import pytest

from gogui_py.go import BoardSize, Point
from gogui_py.go.vertex import from_gtp, to_gtp
from gogui_py.gui.board.geometry import BoardGeometry, CellGeometry
from gogui_py.gui.board.hex_geometry import HexGeometry
from gogui_py.gui.board.layout import geometry_for, matches, snapshot_geometry
from gogui_py.gui.board.snapshot import BoardSnapshot

SIZES = [BoardSize.square(11), BoardSize.of(5, 3), BoardSize.of(3, 7), BoardSize.square(1)]
AREAS = [(700, 444), (300, 600), (1000, 1000), (57, 900), (640, 480)]


def gtp_neighbours(point: Point, size: BoardSize) -> set[Point]:
    """rulers.md "Geometry": neighbours of column c, row r, in GTP terms."""
    vertex = to_gtp(point, size)
    column, row = point.x, int(vertex[1:])
    found = set()
    for dc, dr in ((-1, 0), (1, 0), (0, 1), (1, 1), (-1, -1), (0, -1)):
        c, r = column + dc, row + dr
        if 0 <= c < size.width and 1 <= r <= size.height:
            found.add(Point(c, size.height - r))
    return found


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("area", AREAS, ids=str)
@pytest.mark.parametrize("coordinates", [True, False])
def test_centres_round_trip(size: BoardSize, area: tuple[int, int], coordinates: bool) -> None:
    geometry = HexGeometry(size, *area, coordinates=coordinates)
    assert geometry.cell > 0
    for point in size.points():
        assert geometry.point_at(*geometry.center(point)) == point


def test_rows_shift_half_a_cell_right_and_the_top_row_is_leftmost() -> None:
    geometry = HexGeometry(BoardSize.square(11), 700, 444)
    x0, y0 = geometry.center(Point(0, 0))
    x1, y1 = geometry.center(Point(0, 1))
    assert x1 - x0 == pytest.approx(geometry.cell / 2)
    assert y1 - y0 == pytest.approx(geometry.cell * math.sqrt(3) / 2)
    assert geometry.center(Point(1, 0))[0] - x0 == pytest.approx(geometry.cell)
    a11 = from_gtp("A11", BoardSize.square(11))
    assert a11 == Point(0, 0)  # the top-left cell is A11; A1 is the leftmost of the bottom row


@pytest.mark.parametrize("size", [BoardSize.square(11), BoardSize.of(5, 3)], ids=str)
def test_the_six_cells_at_one_cell_distance_are_the_rulers_neighbours(size: BoardSize) -> None:
    geometry = HexGeometry(size, 800, 600)
    for point in size.points():
        cx, cy = geometry.center(point)
        near = {
            other
            for other in size.points()
            if other != point
            and math.dist(geometry.center(other), (cx, cy)) == pytest.approx(geometry.cell)
        }
        assert near == gtp_neighbours(point, size)


def test_pixels_near_the_edges_go_to_the_nearer_cell() -> None:
    size = BoardSize.square(11)
    geometry = HexGeometry(size, 800, 600)
    point = Point(5, 5)
    cx, cy = geometry.center(point)
    for neighbour in gtp_neighbours(point, size):
        nx, ny = geometry.center(neighbour)
        assert geometry.point_at(cx + 0.48 * (nx - cx), cy + 0.48 * (ny - cy)) == point
        assert geometry.point_at(cx + 0.52 * (nx - cx), cy + 0.52 * (ny - cy)) == neighbour
    # Just inside each corner of the hexagon.
    for x, y in geometry.corners(point):
        assert geometry.point_at(cx + 0.95 * (x - cx), cy + 0.95 * (y - cy)) == point


def test_outside_the_board_and_on_removed_cells_gives_none() -> None:
    size = BoardSize.square(11)
    removed = frozenset({Point(0, 0), Point(4, 7)})
    geometry = HexGeometry(size, 800, 600, removed=removed)
    for point in removed:
        assert geometry.point_at(*geometry.center(point)) is None
    assert geometry.point_at(*geometry.center(Point(1, 0))) == Point(1, 0)
    x, y = geometry.center(Point(0, 5))
    assert geometry.point_at(x - 0.6 * geometry.cell, y) is None  # left of the first column
    x, y = geometry.center(Point(10, 10))
    assert geometry.point_at(x, y + 0.7 * geometry.radius * 2) is None  # below the last row
    assert geometry.point_at(0, 0) is None
    assert geometry.point_at(799, 599) is None
    assert HexGeometry(size, 0, 0).point_at(0, 0) is None


@pytest.mark.parametrize("size", SIZES, ids=str)
@pytest.mark.parametrize("area", AREAS, ids=str)
def test_board_band_and_labels_fit_in_the_area(size: BoardSize, area: tuple[int, int]) -> None:
    width, height = area
    geometry = HexGeometry(size, width, height)
    x, y, w, h = geometry.board_rect()
    assert x >= 0 and y >= 0 and x + w <= width + 1e-6 and y + h <= height + 1e-6
    for point in size.points():
        for cx, cy in geometry.corners(point):
            assert x <= cx <= x + w and y <= cy <= y + h
    half_label = 0.3 * geometry.cell
    for _, lx, ly in geometry.coordinate_labels():
        assert half_label <= lx <= width - half_label
        assert half_label * 0.8 <= ly <= height - half_label * 0.8
    # The board fills the area in one direction.
    units_x, units_y = geometry.units()
    assert geometry.cell == pytest.approx(min(width / units_x, height / units_y))


def test_labels_name_columns_and_rows_as_gtp_and_follow_the_slant() -> None:
    size = BoardSize.square(11)
    geometry = HexGeometry(size, 700, 444)
    labels = geometry.coordinate_labels()
    texts = [text for text, _, _ in labels]
    for letter in "ABCDEFGHJKL":
        assert texts.count(letter) == 2
    assert "I" not in texts
    for number in range(1, 12):
        assert texts.count(str(number)) == 2
    top_of_cells = geometry.center(Point(0, 0))[1] - geometry.radius
    bottom_of_cells = geometry.center(Point(0, 10))[1] + geometry.radius
    letters = [(x, y) for text, x, y in labels if text.isalpha()]
    assert sum(y < top_of_cells for _, y in letters) == 11
    assert sum(y > bottom_of_cells for _, y in letters) == 11
    # Row numbers on the left: "11" beside the top row, "1" beside the bottom row, each
    # left of its row's first cell and further right row by row (the slant).
    left = {text: (x, y) for text, x, y in labels if text.isdigit() and x < 350}
    for y_index in range(11):
        text = str(11 - y_index)
        cx, cy = geometry.center(Point(0, y_index))
        assert left[text][1] == pytest.approx(cy)
        assert left[text][0] < cx - geometry.cell / 2
    assert left["1"][0] - left["11"][0] == pytest.approx(10 * geometry.cell / 2)


def test_coordinates_take_room_and_preferred_height_fits() -> None:
    size = BoardSize.square(11)
    with_labels = HexGeometry(size, 800, 800)
    without = HexGeometry(size, 800, 800, coordinates=False)
    assert without.cell > with_labels.cell
    height = with_labels.preferred_height(700)
    fitted = HexGeometry(size, 700, height)
    units_x, units_y = fitted.units()
    assert 700 / units_x == pytest.approx(height / units_y)
    assert height < 700  # a Hex rhombus is wider than high


def test_stones_fit_in_their_hexagons() -> None:
    geometry = HexGeometry(BoardSize.square(11), 700, 444)
    inner_radius = geometry.cell / 2
    assert geometry.stone_diameter() / 2 < inner_radius
    assert geometry.stone_diameter() > 0.8 * geometry.cell


def test_removed_points_are_not_hit_on_square_boards() -> None:
    size = BoardSize.square(9)
    removed = frozenset({Point(0, 0), Point(8, 8)})
    for geometry in (
        BoardGeometry(size, 500, 500, removed=removed),
        CellGeometry(size, 500, 500, removed=removed),
    ):
        assert geometry.point_at(*geometry.center(Point(0, 0))) is None
        assert geometry.point_at(*geometry.center(Point(8, 8))) is None
        assert geometry.point_at(*geometry.center(Point(1, 0))) == Point(1, 0)


def test_cell_geometry_has_lines_between_cells_inside_the_margin() -> None:
    geometry = CellGeometry(BoardSize.square(8), 560, 560)
    cell = geometry.cell
    lx, ly, lw, lh = geometry.lines_rect()
    gx, gy, _, _ = geometry.grid_rect()
    assert (lx, ly) == (gx - cell / 2, gy - cell / 2)
    assert (lw, lh) == (8 * cell, 8 * cell)
    bx, by, bw, bh = geometry.board_rect()
    assert bx < lx and by < ly and lx + lw < bx + bw and ly + lh < by + bh
    top_y, bottom_y, left_x, right_x = geometry.label_centers()
    assert by < top_y - 0.2 * cell and top_y + 0.2 * cell < ly  # the labels clear the lines
    assert ly + lh < bottom_y - 0.2 * cell and bottom_y + 0.2 * cell < by + bh
    assert bx < left_x - 0.3 * cell and left_x + 0.3 * cell < lx
    assert lx + lw < right_x - 0.3 * cell and right_x + 0.3 * cell < bx + bw
    assert geometry.stone_diameter() < cell
    x, y = geometry.center(Point(3, 3))
    assert geometry.point_at(x + 0.49 * cell, y - 0.49 * cell) == Point(3, 3)  # a cell corner
    assert (
        geometry.coordinate_labels()
        == BoardGeometry(BoardSize.square(8), 560, 560).coordinate_labels()
    )


def test_geometry_for_picks_the_class_of_each_style() -> None:
    size = BoardSize.square(9)
    assert type(geometry_for("go", size, 100, 100)) is BoardGeometry
    assert type(geometry_for("grid", size, 100, 100)) is BoardGeometry
    assert type(geometry_for("cells", size, 100, 100)) is CellGeometry
    assert type(geometry_for("hex", size, 100, 100)) is HexGeometry
    snapshot = BoardSnapshot(size, bytes(81), style="hex", removed=frozenset({Point(1, 1)}))
    geometry = snapshot_geometry(snapshot, 300, 200, coordinates=False)
    assert isinstance(geometry, HexGeometry)
    assert geometry.removed == snapshot.removed and not geometry.coordinates
    assert matches(geometry, snapshot)
    assert not matches(HexGeometry(size, 300, 200), snapshot)
    assert not matches(BoardGeometry(size, 300, 200), BoardSnapshot(size, bytes(81), style="cells"))
