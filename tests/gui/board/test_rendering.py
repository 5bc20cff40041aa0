"""Stone and background caches, star points, and paint_board into QImages (HiDPI too)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize, Color, Point
from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.glyph_cache import GlyphCache
from gogui_py.gui.board.layout import Geometry
from gogui_py.gui.board.painter import Hover, paint_board
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.stone_cache import StoneCache

WINDOW = QColor(200, 200, 200)


def render(
    snapshot: BoardSnapshot,
    side: int = 400,
    dpr: float = 1.0,
    hover: Hover | None = None,
    glyphs: GlyphCache | None = None,
) -> tuple[QImage, BoardGeometry]:
    geometry = BoardGeometry(snapshot.size, side, side)
    return paint_image(snapshot, geometry, dpr, hover=hover, glyphs=glyphs), geometry


def paint_image(
    snapshot: BoardSnapshot,
    geometry: Geometry,
    dpr: float = 1.0,
    hover: Hover | None = None,
    glyphs: GlyphCache | None = None,
) -> QImage:
    """``snapshot`` painted with fresh caches into an image the size of ``geometry``."""
    width, height = round(geometry.width), round(geometry.height)
    image = QImage(
        round(width * dpr), round(height * dpr), QImage.Format.Format_ARGB32_Premultiplied
    )
    image.setDevicePixelRatio(dpr)
    painter = QPainter(image)
    paint_board(
        painter,
        geometry,
        snapshot,
        background=BackgroundCache(),
        stones=StoneCache(),
        dpr=dpr,
        window=WINDOW,
        hover=hover,
        glyphs=glyphs,
    )
    painter.end()
    return image


def pixel(
    image: QImage, geometry: BoardGeometry, point: Point, dx: float = 0, dy: float = 0
) -> QColor:
    """Colour at ``point``'s centre shifted by (dx, dy) cells, in device pixels."""
    x, y = geometry.center(point)
    dpr = image.devicePixelRatio()
    return image.pixelColor(
        round((x + dx * geometry.cell) * dpr), round((y + dy * geometry.cell) * dpr)
    )


def is_wood(color: QColor) -> bool:
    return color.red() > 170 and color.green() > 120 and color.blue() < color.green() - 20


def test_stone_cache_reuses_pixmaps_per_size_and_ratio(qtbot: QtBot) -> None:
    cache = StoneCache(capacity=3)
    first = cache.stone(Color.BLACK, 30, 1.0)
    assert cache.stone(Color.BLACK, 30, 1.0) is first
    hidpi = cache.stone(Color.BLACK, 30, 2.0)
    assert hidpi.pixmap.devicePixelRatio() == 2.0
    assert hidpi.pixmap.width() >= 60 > first.pixmap.width()
    cache.stone(Color.WHITE, 30, 1.0)
    cache.stone(Color.WHITE, 31, 1.0)
    assert len(cache) == 3
    assert cache.stone(Color.BLACK, 30, 1.0) is not first  # evicted, rendered again


def test_stone_pixmap_is_dark_or_light_at_the_centre(qtbot: QtBot) -> None:
    cache = StoneCache()
    for color, dark in ((Color.BLACK, True), (Color.WHITE, False)):
        stone = cache.stone(color, 40, 1.0)
        image = stone.pixmap.toImage()
        centre = image.pixelColor(stone.half_side, stone.half_side)
        assert (centre.lightness() < 80) is dark
        assert (centre.lightness() > 200) is not dark
        assert image.pixelColor(0, 0).alpha() == 0


def test_background_is_cached_until_the_geometry_changes(qtbot: QtBot) -> None:
    cache = BackgroundCache()
    geometry = BoardGeometry(BoardSize.square(19), 400, 400)
    first = cache.pixmap(geometry, 1.0, WINDOW)
    assert cache.pixmap(BoardGeometry(BoardSize.square(19), 400, 400), 1.0, WINDOW) is first
    assert cache.pixmap(BoardGeometry(BoardSize.square(19), 401, 400), 1.0, WINDOW) is not first


def test_background_has_grid_lines_and_wood(qtbot: QtBot) -> None:
    image, geometry = render(BoardSnapshot.empty(BoardSize.square(19)), side=800)
    assert pixel(image, geometry, Point(5, 5)).lightness() < 90  # crossing of two lines
    assert is_wood(pixel(image, geometry, Point(5, 5), 0.5, 0.5))
    assert pixel(image, geometry, Point(3, 3), 0.06, 0.06).lightness() < 90  # star point
    assert is_wood(pixel(image, geometry, Point(4, 4), 0.06, 0.06))  # no star point there


@pytest.mark.parametrize("dpr", [1.0, 2.0])
def test_stones_and_last_move_are_painted(qtbot: QtBot, dpr: float) -> None:
    size = BoardSize.square(19)
    snapshot = BoardSnapshot.from_stones(
        size, {Point(3, 15): Color.BLACK, Point(4, 15): Color.WHITE}
    )
    image, geometry = render(snapshot, dpr=dpr)
    assert image.width() == round(400 * dpr)
    assert pixel(image, geometry, Point(3, 15), 0.25, 0.25).lightness() < 80
    white = pixel(image, geometry, Point(4, 15), -0.2, -0.2)
    assert white.lightness() > 220 and abs(white.red() - white.blue()) < 20
    with_marker = BoardSnapshot(size, snapshot.cells, last_move=Point(3, 15))
    marked, _ = render(with_marker, dpr=dpr)
    assert pixel(image, geometry, Point(3, 15)).lightness() < 80
    assert pixel(marked, geometry, Point(3, 15)).lightness() > 180


def test_ghosts_hover_marks_and_labels_change_pixels(qtbot: QtBot) -> None:
    size = BoardSize.square(9)
    plain, geometry = render(BoardSnapshot.empty(size))
    ghosted = BoardSnapshot(size, bytes(81), ghosts=((Point(2, 2), Color.BLACK),))
    hovered, _ = render(BoardSnapshot.empty(size), hover=Hover(Point(2, 2), Color.BLACK))
    for image, _ in (render(ghosted), (hovered, None)):
        before = pixel(plain, geometry, Point(2, 2), 0.25, 0.25)
        after = pixel(image, geometry, Point(2, 2), 0.25, 0.25)
        assert after.lightness() < before.lightness() - 30
    marked, _ = render(BoardSnapshot(size, bytes(81), marks=((Point(4, 4), "SQ"),)))
    assert pixel(marked, geometry, Point(4, 4), 0.26, 0).lightness() < 90
    assert is_wood(pixel(plain, geometry, Point(4, 4), 0.26, 0.1))
    labelled, _ = render(BoardSnapshot(size, bytes(81), labels=((Point(6, 6), "A"),)))
    # Grid hidden beside the label: the line pixel becomes wood.
    assert pixel(plain, geometry, Point(6, 6), 0.3, 0).lightness() < 90
    assert is_wood(pixel(labelled, geometry, Point(6, 6), 0.3, 0))


def test_size_mismatch_is_an_error(qtbot: QtBot) -> None:
    image = QImage(100, 100, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    try:
        with pytest.raises(ValueError, match="snapshot of 9"):
            paint_board(
                painter,
                BoardGeometry(BoardSize.square(19), 100, 100),
                BoardSnapshot.empty(BoardSize.square(9)),
                background=BackgroundCache(),
                stones=StoneCache(),
                dpr=1.0,
                window=WINDOW,
            )
    finally:
        painter.end()
