"""Labels (LB) on the board: fitted into their point, and drawn with a mark on the same point."""

from __future__ import annotations

import dataclasses
import math

import pytest
from PySide6.QtGui import QFontMetricsF, QImage
from pytestqt.qtbot import QtBot

from gogui_py.go import Point
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.glyph_cache import ELLIPSIS, board_font, fit_label
from gogui_py.gui.board.overlays import cell_rect
from tests.gui.board.test_overlays import BLACK_AT, CENTRE, board, dark, light
from tests.gui.board.test_rendering import is_wood, render


def changed_outside(
    before: QImage, after: QImage, geometry: BoardGeometry, point: Point
) -> list[tuple[int, int]]:
    """Device pixels that differ between the images outside ``point``'s square (within two
    cells of it: the rest of the board is not looked at)."""
    rect = cell_rect(geometry, point, before.devicePixelRatio())
    band = rect.adjusted(
        -2 * geometry.cell, -2 * geometry.cell, 2 * geometry.cell, 2 * geometry.cell
    )
    left, top = max(0, int(band.left())), max(0, int(band.top()))
    right = min(before.width(), int(band.right()))
    bottom = min(before.height(), int(band.bottom()))
    return [
        (x, y)
        for y in range(top, bottom)
        for x in range(left, right)
        if before.pixel(x, y) != after.pixel(x, y) and not rect.contains(x + 0.5, y + 0.5)
    ]


def changed_inside(before: QImage, after: QImage, geometry: BoardGeometry, point: Point) -> int:
    """How many device pixels of ``point``'s square differ between the images."""
    rect = cell_rect(geometry, point, 1.0).toRect()
    return sum(
        1
        for y in range(rect.top(), rect.bottom() + 1)
        for x in range(rect.left(), rect.right() + 1)
        if before.pixel(x, y) != after.pixel(x, y)
    )


@pytest.mark.parametrize("side", [400, 640])
@pytest.mark.parametrize(
    ("point", "text"),
    [
        (Point(0, 0), "1:2"),
        (Point(1, 0), "日本"),
        (Point(4, 2), "hi ]\\ x"),
        (BLACK_AT, "a long label"),
        (CENTRE, "WWWWWWWWWWWW"),
    ],
)
def test_a_label_never_paints_outside_its_point(
    qtbot: QtBot, point: Point, text: str, side: int
) -> None:
    plain, geometry = render(board(), side)
    labelled, _ = render(board(labels=((point, text),)), side)
    assert changed_outside(plain, labelled, geometry, point) == []
    assert changed_inside(plain, labelled, geometry, point) > 30  # still drawn


def test_neighbouring_labels_stay_apart(qtbot: QtBot) -> None:
    plain, geometry = render(board())
    both, _ = render(board(labels=((Point(0, 0), "1:2"), (Point(1, 0), "日本"))))
    only_left, _ = render(board(labels=((Point(0, 0), "1:2"),)))
    assert changed_outside(plain, only_left, geometry, Point(0, 0)) == []
    assert changed_outside(only_left, both, geometry, Point(1, 0)) == []
    x = round((geometry.center(Point(0, 0))[0] + geometry.center(Point(1, 0))[0]) / 2)
    y = round(geometry.center(Point(0, 0))[1])
    # between the two labels: bare wood, no stub of grid line that reads as a dash
    assert all(is_wood(both.pixelColor(x + dx, y)) for dx in range(-2, 3))


def test_fit_label_shrinks_then_elides() -> None:
    diameter, room = 40.0, 36.0
    assert fit_label("A", diameter, room) == ("A", round(diameter * 0.47))
    text, size = fit_label("1:2", diameter, room)
    assert text == "1:2"
    shrunk_text, shrunk = fit_label("abcd", diameter, room)
    assert shrunk_text == "abcd" and round(diameter * 0.3) <= shrunk < size
    cut, smallest = fit_label("hi ]\\ x and more", diameter, room)
    assert cut.endswith(ELLIPSIS) and smallest == round(diameter * 0.3)
    assert QFontMetricsF(board_font(smallest)).horizontalAdvance(cut) <= room


def ring(image: QImage, geometry: BoardGeometry, point: Point, radius: float) -> list[int]:
    """Lightness of pixels on a circle of ``radius`` cells around ``point`` (24 samples)."""
    x, y = geometry.center(point)
    r = radius * geometry.cell
    return [
        image.pixelColor(
            round(x + r * math.cos(a * math.pi / 12)), round(y + r * math.sin(a * math.pi / 12))
        ).lightness()
        for a in range(24)
    ]


def test_a_circle_and_a_label_on_one_point_both_show(qtbot: QtBot) -> None:
    label = ((CENTRE, "A"),)
    only_label, geometry = render(board(labels=label))
    both, _ = render(board(labels=label, marks=((CENTRE, "CR"),)))
    assert sum(1 for v in ring(only_label, geometry, CENTRE, 0.286) if v < 70) == 0
    assert sum(1 for v in ring(both, geometry, CENTRE, 0.286) if v < 70) >= 16  # the circle
    x, y = (round(v) for v in geometry.center(CENTRE))
    reach = round(geometry.cell * 0.15)
    letter = [
        both.pixelColor(px, py)
        for py in range(y - reach, y + reach + 1)
        for px in range(x - reach, x + reach + 1)
    ]
    assert sum(1 for color in letter if dark(color)) > 10  # the letter inside it


def test_a_square_and_a_label_on_a_stone_both_show(qtbot: QtBot) -> None:
    label = ((BLACK_AT, "12"),)
    only_label, geometry = render(board(labels=label))
    both, _ = render(board(labels=label, marks=((BLACK_AT, "SQ"),)))
    x, y = geometry.center(BLACK_AT)
    edge = round(x), round(y - 0.26 * geometry.cell)  # the square's top side
    assert not light(only_label.pixelColor(*edge))
    assert light(both.pixelColor(*edge))


def test_a_triangle_under_a_label_shows_faintly(qtbot: QtBot) -> None:
    label = ((CENTRE, "xyz"),)
    only_label, geometry = render(board(labels=label))
    marked = dataclasses.replace(board(labels=label), marks=((CENTRE, "TR"),))
    both, _ = render(marked)
    x, y = geometry.center(CENTRE)
    apex = round(x), round(y - 0.3 * geometry.cell)  # the triangle's top edge
    assert is_wood(only_label.pixelColor(*apex))
    assert not is_wood(both.pixelColor(*apex))
