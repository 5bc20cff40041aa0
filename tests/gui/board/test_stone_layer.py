"""The stone layer, the selection tiles and the number memo give the pixels of a full paint.

Every repaint shortcut (the background with the stones composed once per
position and redrawn only around changed points, cached selection squares,
move number blits looked up instead of placed) is checked against painting
everything afresh; the caches must follow a resize, a new ratio and a new
window colour, and the numbers must still show in contrast on both colours.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize, Color, Point
from gogui_py.gtp.gfx import Gfx
from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.glyph_cache import GlyphCache
from gogui_py.gui.board.layout import Geometry, snapshot_geometry
from gogui_py.gui.board.overlays import ON_BLACK, ON_WHITE, number_blits, paint_selection
from gogui_py.gui.board.painter import paint_board
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.stone_cache import StoneCache
from gogui_py.gui.board.stone_layer import INCREMENTAL_LIMIT, StoneLayer
from gogui_py.gui.board.widget import BoardWidget

WINDOW = QColor(200, 200, 200)
SIZE = BoardSize.square(19)


def numbered_board(style: str = "go", size: BoardSize = SIZE) -> BoardSnapshot:
    """Every point taken (a mixed pattern), numbered, some dimmed, a gfx fill, a last move."""
    stones = {
        point: Color.BLACK if (point.x * 7 + point.y * 3) % 2 else Color.WHITE
        for point in size.points()
    }
    snapshot = BoardSnapshot.from_stones(size, stones)
    return dataclasses.replace(
        snapshot,
        style=style,  # type: ignore[arg-type]
        numbers=tuple((point, index + 1) for index, point in enumerate(size.points())),
        last_move=Point(3, 2),
        dimmed=frozenset({Point(1, 1), Point(2, 1)}),
        gfx=Gfx(fills=((Point(4, 4), "#ff0000"), (Point(5, 4), "#0000ff"))),
    )


def with_cells(snapshot: BoardSnapshot, changes: dict[int, int]) -> BoardSnapshot:
    """``snapshot`` with the cells at the given indices set to new values."""
    cells = bytearray(snapshot.cells)
    for index, value in changes.items():
        cells[index] = value
    return dataclasses.replace(snapshot, cells=bytes(cells))


class Painter:
    """Paints snapshots into images with caches kept between paints (as the widget does)."""

    def __init__(self, width: int, height: int, dpr: float) -> None:
        self.width, self.height, self.dpr = width, height, dpr
        self.background, self.stones = BackgroundCache(), StoneCache()
        self.glyphs, self.layer = GlyphCache(), StoneLayer()

    def paint(self, snapshot: BoardSnapshot, *, cached: bool = True) -> QImage:
        """``snapshot`` painted with the kept caches, or with fresh ones and no layer."""
        dpr = self.dpr
        image = QImage(
            round(self.width * dpr),
            round(self.height * dpr),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        image.setDevicePixelRatio(dpr)
        painter = QPainter(image)
        geometry = snapshot_geometry(snapshot, self.width, self.height)
        caches: tuple[BackgroundCache, StoneCache, GlyphCache, StoneLayer | None] = (
            (self.background, self.stones, self.glyphs, self.layer)
            if cached
            else (BackgroundCache(), StoneCache(), GlyphCache(), None)
        )
        paint_board(
            painter,
            geometry,
            snapshot,
            background=caches[0],
            stones=caches[1],
            dpr=dpr,
            window=WINDOW,
            glyphs=caches[2],
            layer=caches[3],
        )
        painter.end()
        return image


def differing_pixels(first: QImage, second: QImage) -> int:
    """How many pixels differ between two images of the same size and format."""
    assert first.size() == second.size()
    a = first.convertToFormat(QImage.Format.Format_ARGB32)
    b = second.convertToFormat(QImage.Format.Format_ARGB32)
    left, right = bytes(a.constBits()), bytes(b.constBits())
    return sum(1 for i in range(0, len(left), 4) if left[i : i + 4] != right[i : i + 4])


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("style", ["go", "cells", "hex"])
def test_the_layer_paints_what_blitting_every_stone_paints(
    qtbot: QtBot, dpr: float, style: str
) -> None:
    size = BoardSize.square(11) if style == "hex" else SIZE
    width, height = (520, 340) if style == "hex" else (420, 420)
    painter = Painter(width, height, dpr)
    snapshot = numbered_board(style, size)
    assert differing_pixels(painter.paint(snapshot), painter.paint(snapshot, cached=False)) == 0
    assert painter.layer.full_renders == 1
    painter.paint(snapshot)
    assert painter.layer.full_renders == 1  # the same position: the layer is kept


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_a_few_changed_stones_are_redrawn_in_place_as_a_full_paint_would(
    qtbot: QtBot, dpr: float
) -> None:
    painter = Painter(430, 430, dpr)
    first = numbered_board()
    painter.paint(first)
    # Captures (stones gone), a colour swap, a stone next to a dimmed one, the edges.
    changes = {0: 0, 1: 0, 20: 3 - first.cells[20], 21: 0, 180: 0, 181: 0, 360: 0, 42: 0}
    second = dataclasses.replace(with_cells(first, changes), last_move=Point(2, 2))
    assert differing_pixels(painter.paint(second), painter.paint(second, cached=False)) == 0
    back = painter.paint(first)  # the stones come back
    assert differing_pixels(back, painter.paint(first, cached=False)) == 0
    assert painter.layer.full_renders == 1
    many = with_cells(first, dict.fromkeys(range(INCREMENTAL_LIMIT + 1), 0))
    assert differing_pixels(painter.paint(many), painter.paint(many, cached=False)) == 0
    assert painter.layer.full_renders == 2


def test_the_layer_follows_size_ratio_window_colour_and_style(qtbot: QtBot) -> None:
    snapshot = numbered_board()
    layer, background, stones = StoneLayer(), BackgroundCache(), StoneCache()

    def compose(geometry: Geometry, dpr: float, window: QColor, shown: BoardSnapshot) -> QImage:
        pixmap = layer.pixmap(
            geometry, shown, background=background, stones=stones, dpr=dpr, window=window
        )
        return pixmap.toImage()

    small, large = BoardGeometry(SIZE, 300, 300), BoardGeometry(SIZE, 500, 500)
    assert compose(small, 1.0, WINDOW, snapshot).width() == 300
    assert compose(large, 1.0, WINDOW, snapshot).width() == 500  # resized
    hidpi = compose(large, 2.0, WINDOW, snapshot)  # a screen of another ratio
    assert (hidpi.width(), hidpi.devicePixelRatio()) == (1000, 2.0)
    assert layer.full_renders == 3
    red = compose(large, 2.0, QColor(255, 0, 0), snapshot)  # a new window colour
    assert layer.full_renders == 4
    assert red.pixelColor(1, 1) == QColor(255, 0, 0)
    cells = dataclasses.replace(snapshot, style="cells")
    compose(snapshot_geometry(cells, 500, 500), 2.0, WINDOW, cells)  # another style
    assert layer.full_renders == 5
    background.clear()  # (a palette change clears the background)
    compose(snapshot_geometry(cells, 500, 500), 2.0, WINDOW, cells)
    assert layer.full_renders == 6


@pytest.fixture
def widget(qtbot: QtBot) -> Iterator[BoardWidget]:
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(600, 600)
    board.show()
    qtbot.waitExposed(board)
    yield board


def fresh_paint(widget: BoardWidget) -> QImage:
    """The widget's snapshot painted with fresh caches and no layer, as the widget would."""
    geometry = widget.geometry_now()
    image = QImage(widget.width(), widget.height(), QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_board(
        painter,
        geometry,
        widget.snapshot(),
        background=BackgroundCache(),
        stones=StoneCache(),
        dpr=1.0,
        window=widget.palette().window().color(),
    )
    painter.end()
    return image


def test_numbers_show_in_contrast_on_black_and_white_stones_of_the_widget(
    widget: BoardWidget,
) -> None:
    numbered = dataclasses.replace(numbered_board(), dimmed=frozenset(), gfx=None)
    plain = dataclasses.replace(numbered, numbers=())
    black, white = Point(0, 1), Point(0, 0)  # stones of 20 and 1
    assert numbered.color_at(black) is Color.BLACK and numbered.color_at(white) is Color.WHITE
    counts = []
    for snapshot in (plain, numbered):
        widget.set_snapshot(snapshot)
        QApplication.processEvents()
        image = widget.grab().toImage()
        assert differing_pixels(image, fresh_paint(widget)) == 0
        counts.append((near(widget, image, black, ON_BLACK), near(widget, image, white, ON_WHITE)))
    (light_on_black, dark_on_white), (light_text, dark_text) = counts
    assert light_on_black == 0 and dark_on_white == 0
    assert light_text > 8 and dark_text > 8


def near(widget: BoardWidget, image: QImage, point: Point, color: QColor) -> int:
    """Pixels close to ``color`` within a fifth of a cell of ``point``'s centre."""
    geometry = widget.geometry_now()
    x, y = geometry.center(point)
    reach = round(geometry.cell * 0.2)
    return sum(
        1
        for dx in range(-reach, reach + 1)
        for dy in range(-reach, reach + 1)
        if _close(image.pixelColor(round(x) + dx, round(y) + dy), color)
    )


def _close(color: QColor, target: QColor, tolerance: int = 12) -> bool:
    return (
        abs(color.red() - target.red()) <= tolerance
        and abs(color.green() - target.green()) <= tolerance
        and abs(color.blue() - target.blue()) <= tolerance
    )


def test_a_resized_widget_paints_its_numbers_afresh(widget: BoardWidget) -> None:
    snapshot = numbered_board()
    widget.set_snapshot(snapshot)
    QApplication.processEvents()
    before = widget.grab().toImage()
    widget.resize(451, 451)
    QApplication.processEvents()
    after = widget.grab().toImage()
    assert after.width() == 451
    assert differing_pixels(after, fresh_paint(widget)) == 0
    widget.resize(600, 600)
    QApplication.processEvents()
    assert differing_pixels(widget.grab().toImage(), before) == 0


def test_a_new_position_on_the_widget_matches_a_fresh_paint(widget: BoardWidget) -> None:
    first = numbered_board()
    widget.set_snapshot(first)
    widget.repaint()
    second = dataclasses.replace(
        with_cells(first, {40: 0, 41: 0, 100: 3 - first.cells[100]}),
        numbers=first.numbers[:-1],
        last_move=Point(5, 5),
    )
    widget.set_snapshot(second)
    QApplication.processEvents()
    assert differing_pixels(widget.grab().toImage(), fresh_paint(widget)) == 0


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_cached_selection_squares_give_the_drawn_pixels(qtbot: QtBot, dpr: float) -> None:
    snapshot = numbered_board()
    geometry = BoardGeometry(SIZE, 415, 415)
    points = [Point(0, 0), Point(3, 7), Point(18, 18), Point(9, 10)]
    images = []
    for stones in (None, StoneCache()):
        image = QImage(
            round(415 * dpr), round(415 * dpr), QImage.Format.Format_ARGB32_Premultiplied
        )
        image.setDevicePixelRatio(dpr)
        image.fill(QColor(220, 180, 120))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_selection(painter, geometry, points, dpr, stones=stones)
        painter.end()
        images.append(image)
    assert differing_pixels(images[0], images[1]) == 0
    assert snapshot.size == SIZE


def test_number_blits_are_reused_and_forgotten_on_a_new_geometry(qtbot: QtBot) -> None:
    snapshot = numbered_board()
    numbers = list(snapshot.numbers)
    glyphs = GlyphCache()
    geometry = BoardGeometry(SIZE, 400, 400)
    first = number_blits(geometry, snapshot, numbers, glyphs=glyphs, dpr=1.0)
    again = number_blits(geometry, snapshot, numbers, glyphs=glyphs, dpr=1.0)
    assert all(a is b for a, b in zip(first, again, strict=True))
    fresh = number_blits(geometry, snapshot, numbers, glyphs=GlyphCache(), dpr=1.0)
    assert [position for position, _ in fresh] == [position for position, _ in first]
    resized = BoardGeometry(SIZE, 500, 500)
    moved = number_blits(resized, snapshot, numbers, glyphs=glyphs, dpr=1.0)
    assert moved[0][0] != first[0][0]
    assert isinstance(moved[0][0], QPointF)
    assert len(glyphs.blit_memo((resized, 1.0))) == len(numbers)
