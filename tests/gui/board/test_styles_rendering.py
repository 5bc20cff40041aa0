"""paint_board for every style into QImages: felt, discs, hexagons, removed cells, gfx, dots."""

from __future__ import annotations

import dataclasses
import math

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gtp.gfx import parse_gfx
from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.hex_geometry import HexGeometry
from gogui_py.gui.board.layout import Geometry, snapshot_geometry
from gogui_py.gui.board.painter import paint_board
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.stone_cache import StoneCache
from tests.gui.board.test_rendering import WINDOW, is_wood, paint_image

EIGHT = BoardSize.square(8)
HEX = BoardSize.square(11)


def render(
    snapshot: BoardSnapshot, width: int = 480, height: int = 480, dpr: float = 1.0
) -> tuple[QImage, Geometry]:
    geometry = snapshot_geometry(snapshot, width, height)
    return paint_image(snapshot, geometry, dpr), geometry


def at(image: QImage, geometry: Geometry, point: Point, dx: float = 0, dy: float = 0) -> QColor:
    """Colour at ``point``'s centre shifted by (dx, dy) cells."""
    x, y = geometry.center(point)
    dpr = image.devicePixelRatio()
    return image.pixelColor(
        round((x + dx * geometry.cell) * dpr), round((y + dy * geometry.cell) * dpr)
    )


def is_felt(color: QColor) -> bool:
    return color.green() > color.red() + 40 and color.green() > color.blue() + 20


def othello_start() -> BoardSnapshot:
    stones = {
        from_gtp(v, EIGHT): color
        for v, color in (
            ("D4", Color.WHITE),
            ("E5", Color.WHITE),
            ("D5", Color.BLACK),
            ("E4", Color.BLACK),
        )
    }
    snapshot = BoardSnapshot.from_stones(EIGHT, {p: c for p, c in stones.items() if p})
    return dataclasses.replace(snapshot, style="cells")


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_cells_are_green_felt_with_lines_between_them_and_flat_discs(
    qtbot: QtBot, dpr: float
) -> None:
    image, geometry = render(othello_start(), dpr=dpr)
    assert is_felt(at(image, geometry, Point(0, 0)))  # a cell's centre is felt, not a line
    assert is_felt(at(image, geometry, Point(7, 7), 0.3, -0.3))
    assert at(image, geometry, Point(1, 1), 0.5, 0.2).lightness() < 50  # line between cells
    assert at(image, geometry, Point(1, 1), 0.2, 0.5).lightness() < 50
    black, white = Point(3, 3), Point(3, 4)  # D5 and D4
    assert at(image, geometry, black).lightness() < 40
    assert at(image, geometry, white).lightness() > 225
    for point in (black, white):  # flat: no highlight toward the light as on Go stones
        centre = at(image, geometry, point)
        assert abs(at(image, geometry, point, -0.2, -0.2).lightness() - centre.lightness()) < 8
    assert is_felt(at(image, geometry, black, 0.47, 0))  # a rim of felt around the disc


def test_go_stones_have_a_highlight_where_discs_have_none(qtbot: QtBot) -> None:
    go = dataclasses.replace(othello_start(), style="go")
    image, geometry = render(go)
    centre = at(image, geometry, Point(3, 3))
    assert at(image, geometry, Point(3, 3), -0.2, -0.2).lightness() > centre.lightness() + 8


def test_grid_style_has_lines_but_no_star_points(qtbot: QtBot) -> None:
    size = BoardSize.square(19)
    go_image, geometry = render(BoardSnapshot.empty(size), 800, 800)
    grid_image, _ = render(BoardSnapshot(size, bytes(361), style="grid"), 800, 800)
    d4 = Point(3, 15)
    assert at(go_image, geometry, d4, 0.06, 0.06).lightness() < 90  # Go: star point
    assert is_wood(at(grid_image, geometry, d4, 0.06, 0.06))  # grid: none
    assert at(grid_image, geometry, d4).lightness() < 90  # the lines still cross there
    assert is_wood(at(grid_image, geometry, d4, 0.5, 0.5))


@pytest.mark.parametrize("style", ["go", "grid", "cells", "hex"])
def test_removed_cells_show_the_window_colour(qtbot: QtBot, style: str) -> None:
    size = BoardSize.square(9)
    removed = frozenset({Point(0, 0), Point(4, 4)})
    snapshot = BoardSnapshot(size, bytes(81), style=style, removed=removed)  # type: ignore[arg-type]
    image, geometry = render(snapshot)
    for point in removed:
        assert at(image, geometry, point) == WINDOW
        assert at(image, geometry, point, 0.2, 0.2) == WINDOW
    plain, _ = render(dataclasses.replace(snapshot, removed=frozenset()))
    assert at(plain, geometry, Point(4, 4), 0.2, 0.2) != WINDOW
    assert at(image, geometry, Point(5, 4), 0.2, 0.2) != WINDOW  # its neighbour is there


def test_removed_point_takes_its_lines_away_on_go_boards(qtbot: QtBot) -> None:
    size = BoardSize.square(9)
    snapshot = BoardSnapshot(size, bytes(81), removed=frozenset({Point(0, 0)}))
    image, geometry = render(snapshot)
    # The top line between A9 (removed) and B9 is gone; between B9 and C9 it is there.
    assert is_wood(at(image, geometry, Point(0, 0), 0.75, 0))
    assert at(image, geometry, Point(1, 0), 0.5, 0).lightness() < 90
    plain, _ = render(dataclasses.replace(snapshot, removed=frozenset()))
    assert at(plain, geometry, Point(0, 0), 0.75, 0).lightness() < 90


def test_hex_cells_stones_and_edge_bands(qtbot: QtBot) -> None:
    f6 = from_gtp("F6", HEX)
    e7 = from_gtp("E7", HEX)
    assert f6 is not None and e7 is not None
    snapshot = dataclasses.replace(
        BoardSnapshot.from_stones(HEX, {f6: Color.BLACK, e7: Color.WHITE}), style="hex"
    )
    image, geometry = render(snapshot, 700, 444)
    assert isinstance(geometry, HexGeometry)
    assert at(image, geometry, f6).lightness() < 60
    assert at(image, geometry, f6, 0.3, 0.2).lightness() < 60
    assert at(image, geometry, e7, 0.2, 0.2).lightness() > 200
    assert is_wood(at(image, geometry, Point(2, 2)))
    # A line on the border between two cells of a row (antialiased: its darkest pixel).
    x, y = geometry.center(Point(2, 2))
    x += geometry.cell / 2
    line = [image.pixelColor(round(x) + dx, round(y)).lightness() for dx in (-1, 0, 1)]
    assert min(line) < 90
    outside = (geometry.radius + geometry.band / 2) / geometry.cell
    slant = outside * 2 / math.sqrt(3)
    assert at(image, geometry, Point(5, 0), 0, -outside).lightness() < 60  # top: Black
    assert at(image, geometry, Point(5, 10), 0, outside).lightness() < 60  # bottom: Black
    left = at(image, geometry, Point(0, 5), -slant, 0)
    right = at(image, geometry, Point(10, 5), slant, 0)
    for color in (left, right):  # White's sides, whiter than the window
        assert color.lightness() > 225


def test_legal_dots_on_empty_points_only(qtbot: QtBot) -> None:
    d3 = from_gtp("D3", EIGHT)
    assert d3 is not None
    start = dataclasses.replace(othello_start(), to_move=Color.BLACK)
    plain, geometry = render(start)
    legal = dataclasses.replace(start, legal=frozenset({d3, Point(3, 3)}))
    dotted, _ = render(legal)
    before, after = at(plain, geometry, d3), at(dotted, geometry, d3)
    assert is_felt(before)
    assert after.lightness() < before.lightness() - 15
    assert at(dotted, geometry, d3, 0.3, 0.3) == at(plain, geometry, d3, 0.3, 0.3)  # small
    assert at(dotted, geometry, Point(3, 3)) == at(plain, geometry, Point(3, 3))  # occupied
    white = dataclasses.replace(legal, to_move=Color.WHITE)
    light, _ = render(white)
    assert at(light, geometry, d3).lightness() > before.lightness() + 30


def test_gfx_fills_influence_marks_labels_and_variations(qtbot: QtBot) -> None:
    size = BoardSize.square(9)
    gfx = parse_gfx(
        "COLOR red E5\nINFLUENCE C3 1 G3 -1\nMARK B8\nLABEL H8 x\nVAR b C7 w pass b D7\nTEXT hi",
        size,
    )
    base = BoardSnapshot.empty(size)
    plain, geometry = render(base)
    image, _ = render(dataclasses.replace(base, gfx=gfx))

    def point(vertex: str) -> Point:
        found = from_gtp(vertex, size)
        assert found is not None
        return found

    red = at(image, geometry, point("E5"), 0.3, 0.3)
    assert red.red() > red.green() + 60 and is_wood(at(plain, geometry, point("E5"), 0.3, 0.3))
    assert at(image, geometry, point("C3"), 0.2, 0.2).lightness() < 40  # black square
    light = at(image, geometry, point("G3"), 0.2, 0.2)
    assert light.lightness() > 240  # white square
    assert at(image, geometry, point("B8"), 0.2, 0.2).lightness() < 90  # the cross
    assert is_wood(at(plain, geometry, point("B8"), 0.2, 0.2))
    assert is_wood(at(image, geometry, point("H8"), 0.3, 0))  # the label hides the grid
    for vertex in ("C7", "D7"):  # translucent black stones with their numbers
        shaded = at(image, geometry, point(vertex), 0.3, 0.3)
        assert shaded.lightness() < at(plain, geometry, point(vertex), 0.3, 0.3).lightness() - 30


def test_gfx_fills_a_hexagon(qtbot: QtBot) -> None:
    gfx = parse_gfx("COLOR blue F6", HEX)
    image, geometry = render(BoardSnapshot(HEX, bytes(121), style="hex", gfx=gfx), 700, 444)
    f6 = from_gtp("F6", HEX)
    assert f6 is not None
    inside = at(image, geometry, f6, 0.4, 0)
    assert inside.blue() > inside.red() + 60
    beyond = at(image, geometry, f6, 0.6, 0)  # the next cell of the row
    assert is_wood(beyond)


def test_a_geometry_of_another_style_or_removed_set_is_an_error(qtbot: QtBot) -> None:
    image = QImage(200, 200, QImage.Format.Format_ARGB32_Premultiplied)
    size = BoardSize.square(9)
    cases: list[tuple[Geometry, BoardSnapshot]] = [
        (BoardGeometry(size, 200, 200), BoardSnapshot(size, bytes(81), style="cells")),
        (BoardGeometry(size, 200, 200), BoardSnapshot(size, bytes(81), style="hex")),
        (
            BoardGeometry(size, 200, 200),
            BoardSnapshot(size, bytes(81), removed=frozenset({Point(0, 0)})),
        ),
    ]
    painter = QPainter(image)
    try:
        for geometry, snapshot in cases:
            with pytest.raises(ValueError, match="does not lay out"):
                paint_board(
                    painter,
                    geometry,
                    snapshot,
                    background=BackgroundCache(),
                    stones=StoneCache(),
                    dpr=1.0,
                    window=WINDOW,
                )
    finally:
        painter.end()


def test_background_cache_keys_on_the_style(qtbot: QtBot) -> None:
    cache = BackgroundCache()
    geometry = BoardGeometry(BoardSize.square(19), 400, 400)
    go = cache.pixmap(geometry, 1.0, WINDOW, "go")
    assert cache.pixmap(geometry, 1.0, WINDOW, "go") is go
    grid = cache.pixmap(geometry, 1.0, WINDOW, "grid")
    assert grid is not go
    assert grid.toImage() != go.toImage()
    with pytest.raises(ValueError, match="does not lay out 'hex'"):
        cache.pixmap(geometry, 1.0, WINDOW, "hex")
