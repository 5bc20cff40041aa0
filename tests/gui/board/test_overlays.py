"""Pixels of every overlay kind: marks, selection, labels, numbers, arrows, dimming, halos."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize, Color, Point
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.glyph_cache import GlyphCache, fitted_pixel_size
from gogui_py.gui.board.snapshot import BoardSnapshot
from tests.gui.board.test_rendering import is_wood, pixel, render

SIZE = BoardSize.square(9)
CENTRE = Point(4, 4)
BLACK_AT = Point(2, 2)
WHITE_AT = Point(6, 6)


def board(**overlays: object) -> BoardSnapshot:
    """A 9x9 board with a black stone at C7, a white one at G3, and ``overlays``."""
    stones = BoardSnapshot.from_stones(SIZE, {BLACK_AT: Color.BLACK, WHITE_AT: Color.WHITE})
    return dataclasses.replace(stones, **overlays)  # type: ignore[arg-type]


def box(image: QImage, geometry: BoardGeometry, point: Point, half: float = 0.3) -> list[QColor]:
    """Every device pixel in the square of ``half`` cells around ``point``."""
    x, y = geometry.center(point)
    dpr = image.devicePixelRatio()
    reach = half * geometry.cell
    xs = range(round((x - reach) * dpr), round((x + reach) * dpr) + 1)
    ys = range(round((y - reach) * dpr), round((y + reach) * dpr) + 1)
    return [image.pixelColor(px, py) for py in ys for px in xs]


def count(colors: list[QColor], test: object) -> int:
    assert callable(test)
    return sum(1 for color in colors if test(color))


def light(color: QColor) -> bool:
    return color.lightness() > 190


def dark(color: QColor) -> bool:
    return color.lightness() < 70


@pytest.mark.parametrize(
    ("kind", "dx", "dy"),
    [("CR", 0.2, 0.2), ("SQ", 0.26, 0.12), ("TR", 0.15, 0.169), ("MA", 0.2, 0.2)],
)
def test_each_mark_draws_on_wood_and_in_contrast_on_stones(
    qtbot: QtBot, kind: str, dx: float, dy: float
) -> None:
    plain, geometry = render(board())
    marked, _ = render(board(marks=((CENTRE, kind), (BLACK_AT, kind), (WHITE_AT, kind))))
    assert is_wood(pixel(plain, geometry, CENTRE, dx, dy))
    assert pixel(marked, geometry, CENTRE, dx, dy).lightness() < 90
    assert pixel(plain, geometry, BLACK_AT, dx, dy).lightness() < 80
    assert pixel(marked, geometry, BLACK_AT, dx, dy).lightness() > 180
    assert pixel(plain, geometry, WHITE_AT, dx, dy).lightness() > 200
    assert pixel(marked, geometry, WHITE_AT, dx, dy).lightness() < 90


def test_selection_tints_points_blue_on_wood_and_stones(qtbot: QtBot) -> None:
    plain, geometry = render(board())
    selected, _ = render(board(marks=((CENTRE, "SL"), (WHITE_AT, "SL"))))
    for point in (CENTRE, WHITE_AT):
        before = pixel(plain, geometry, point, 0.3, 0.3)
        after = pixel(selected, geometry, point, 0.3, 0.3)
        assert before.blue() < before.red()
        assert after.blue() > after.red() + 20
    assert pixel(selected, geometry, Point(0, 4), 0.3, 0.3) == pixel(
        plain, geometry, Point(0, 4), 0.3, 0.3
    )


def test_labels_contrast_with_stones_and_hide_the_grid_on_wood(qtbot: QtBot) -> None:
    labels = ((BLACK_AT, "A"), (WHITE_AT, "B"), (CENTRE, "C"))
    plain, geometry = render(board())
    labelled, _ = render(board(labels=labels))
    assert count(box(plain, geometry, BLACK_AT, 0.2), light) == 0
    assert count(box(labelled, geometry, BLACK_AT, 0.2), light) > 20
    assert count(box(plain, geometry, WHITE_AT, 0.2), dark) == 0
    assert count(box(labelled, geometry, WHITE_AT, 0.2), dark) > 20
    assert pixel(plain, geometry, CENTRE, 0.3, 0).lightness() < 90
    assert is_wood(pixel(labelled, geometry, CENTRE, 0.3, 0))


def test_a_long_label_shrinks_but_stays_readable(qtbot: QtBot) -> None:
    diameter = 40.0
    assert fitted_pixel_size(1, diameter) == fitted_pixel_size(2, diameter)
    assert fitted_pixel_size(3, diameter) < fitted_pixel_size(2, diameter)
    assert fitted_pixel_size(8, diameter) >= round(diameter * 0.3)


def test_move_numbers_are_drawn_on_stones_only(qtbot: QtBot) -> None:
    plain, geometry = render(board())
    numbers = ((BLACK_AT, 7), (WHITE_AT, 123), (CENTRE, 5))
    numbered, _ = render(board(numbers=numbers))
    assert count(box(numbered, geometry, BLACK_AT, 0.2), light) > 20
    assert count(box(numbered, geometry, WHITE_AT, 0.2), dark) > 20
    assert box(numbered, geometry, CENTRE, 0.45) == box(plain, geometry, CENTRE, 0.45)


def test_the_last_move_number_is_red_and_replaces_the_dot(qtbot: QtBot) -> None:
    def reddish(color: QColor) -> bool:
        return color.red() > color.green() + 80 and color.red() > color.blue() + 80

    numbers = ((BLACK_AT, 7), (WHITE_AT, 8))
    plain, geometry = render(board(numbers=numbers))
    last, _ = render(board(numbers=numbers, last_move=WHITE_AT))
    assert count(box(plain, geometry, WHITE_AT, 0.3), reddish) == 0
    assert count(box(last, geometry, WHITE_AT, 0.3), reddish) > 10
    dot, _ = render(board(last_move=WHITE_AT))
    assert pixel(dot, geometry, WHITE_AT).lightness() < 60  # the dot when no number


def test_arrow_has_a_shaft_and_a_head_and_a_line_has_no_head(qtbot: QtBot) -> None:
    start, end = Point(1, 7), Point(7, 1)  # diagonal, so it crosses no grid line lengthwise
    plain, geometry = render(board())
    arrow, _ = render(board(arrows=((start, end),)))
    line, _ = render(board(lines=((start, end),)))
    middle = Point(4, 4)
    for image in (arrow, line):
        assert pixel(image, geometry, middle, 0.5, -0.5).lightness() < 90  # on the diagonal
    assert is_wood(pixel(plain, geometry, middle, 0.5, -0.5))
    # Beside the shaft near the end: only the arrow's head is there.
    assert pixel(arrow, geometry, end, -0.28, 0.12).lightness() < 90
    assert is_wood(pixel(line, geometry, end, -0.28, 0.12))
    assert is_wood(pixel(arrow, geometry, middle, 0.5 - 0.12, -0.5 - 0.12))


def test_dimmed_points_fade_stones_and_grid(qtbot: QtBot) -> None:
    plain, geometry = render(board())
    dimmed, _ = render(board(dimmed=frozenset({BLACK_AT, WHITE_AT, CENTRE})))
    assert (
        pixel(dimmed, geometry, BLACK_AT).lightness()
        > pixel(plain, geometry, BLACK_AT).lightness() + 40
    )
    assert (
        pixel(dimmed, geometry, WHITE_AT).lightness() < pixel(plain, geometry, WHITE_AT).lightness()
    )
    grid_before = pixel(plain, geometry, CENTRE, 0.3, 0)
    grid_after = pixel(dimmed, geometry, CENTRE, 0.3, 0)
    assert grid_after.lightness() > grid_before.lightness() + 40
    assert pixel(dimmed, geometry, Point(0, 4), 0.3, 0) == pixel(
        plain, geometry, Point(0, 4), 0.3, 0
    )


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_highlighted_points_get_an_orange_halo(qtbot: QtBot, dpr: float) -> None:
    def orange(color: QColor) -> bool:
        return color.red() > 200 and color.red() - color.green() > 75 and color.blue() < 80

    plain, geometry = render(board(), dpr=dpr)
    halo, _ = render(board(highlighted=frozenset({CENTRE, BLACK_AT})), dpr=dpr)
    for point in (CENTRE, BLACK_AT):
        assert count(box(plain, geometry, point, 0.55), orange) == 0
        assert count(box(halo, geometry, point, 0.55), orange) > 20
        assert not orange(pixel(halo, geometry, point, 0.1, 0.1))  # a ring, not a disc


def test_glyph_cache_renders_each_text_once(qtbot: QtBot) -> None:
    cache = GlyphCache(capacity=2)
    red = QColor(200, 0, 0)
    first = cache.glyph("12", red, 14, 1.0)
    assert cache.glyph("12", red, 14, 1.0) is first
    assert len(cache) == 1
    table = cache.table(red, 14, 1.0)
    pixmap, half_w, half_h = table["123"]
    assert (half_w, half_h) == (pixmap.width() // 2, pixmap.height() // 2)
    assert pixmap.width() > first.width()
    assert cache.glyph("12", red, 14, 2.0).devicePixelRatio() == 2.0
    cache.glyph("12", red, 15, 1.0)  # a third table evicts the first
    assert cache.glyph("12", red, 14, 1.0) is not first


def test_a_shared_glyph_cache_follows_each_new_snapshot(qtbot: QtBot) -> None:
    glyphs = GlyphCache()
    first = board(numbers=((BLACK_AT, 7),))
    second = board(numbers=((WHITE_AT, 8),))
    image, geometry = render(first, glyphs=glyphs)
    again, _ = render(first, glyphs=glyphs)
    assert box(image, geometry, BLACK_AT) == box(again, geometry, BLACK_AT)
    moved, _ = render(second, glyphs=glyphs)
    assert count(box(moved, geometry, BLACK_AT, 0.2), light) == 0
    assert count(box(moved, geometry, WHITE_AT, 0.2), dark) > 20
    resized, bigger = render(second, side=600, glyphs=glyphs)
    assert count(box(resized, bigger, WHITE_AT, 0.2), dark) > 20
