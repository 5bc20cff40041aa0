"""Board looks: wood texture, plain colour, high contrast (Edit > Preferences)."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtGui import QColor, QImage
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize, Color, Point
from gogui_py.gui.board.background import BackgroundCache
from gogui_py.gui.board.image import render_image
from gogui_py.gui.board.layout import snapshot_geometry
from gogui_py.gui.board.snapshot import LOOKS, BoardSnapshot, changed_points
from gogui_py.gui.board.textures import HIGH_CONTRAST_COLOR, PLAIN_COLOR, board_look

NINE = BoardSize.square(9)
SIDE = 360


def square_colour(image: QImage, snapshot: BoardSnapshot, point: Point) -> QColor:
    """The colour inside the grid square right-below ``point``."""
    geometry = snapshot_geometry(snapshot, SIDE, SIDE, False)
    x, y = geometry.center(point)
    return image.pixelColor(round(x + geometry.cell / 2), round(y + geometry.cell / 2))


@pytest.mark.parametrize("style", ["go", "grid"])
def test_each_look_fills_the_board_with_its_colour(qtbot: QtBot, style: str) -> None:
    base = dataclasses.replace(BoardSnapshot.empty(NINE), style=style)  # type: ignore[arg-type]
    seen = {}
    for look in LOOKS:
        snapshot = dataclasses.replace(base, look=look)
        seen[look] = square_colour(render_image(snapshot, SIDE, SIDE), snapshot, Point(3, 3))
    assert seen["plain"] == PLAIN_COLOR
    assert seen["contrast"] == HIGH_CONTRAST_COLOR
    assert seen["wood"] not in (PLAIN_COLOR, HIGH_CONTRAST_COLOR)


def test_high_contrast_lines_are_black_and_thicker(qtbot: QtBot) -> None:
    def line_width(look: str) -> int:
        snapshot = dataclasses.replace(BoardSnapshot.empty(NINE), look=look)  # type: ignore[arg-type]
        image = render_image(snapshot, SIDE, SIDE)
        geometry = snapshot_geometry(snapshot, SIDE, SIDE, False)
        x, y = geometry.center(Point(4, 4))
        column = round(x + geometry.cell / 2)
        lines = board_look(snapshot.look).lines
        return sum(
            image.pixelColor(column, row) == lines
            for row in range(round(y - geometry.cell / 3), round(y + geometry.cell / 3))
        )

    assert board_look("contrast").lines == QColor(0, 0, 0)
    assert line_width("contrast") > line_width("plain") >= 1


def test_stones_stay_on_every_look(qtbot: QtBot) -> None:
    for look in LOOKS:
        snapshot = dataclasses.replace(
            BoardSnapshot.from_stones(NINE, {Point(4, 4): Color.BLACK}), look=look
        )
        image = render_image(snapshot, SIDE, SIDE)
        x, y = snapshot_geometry(snapshot, SIDE, SIDE, False).center(Point(4, 4))
        assert image.pixelColor(round(x), round(y)).lightness() < 80


def test_cache_renders_again_for_another_look(qtbot: QtBot) -> None:
    snapshot = BoardSnapshot.empty(NINE)
    geometry = snapshot_geometry(snapshot, SIDE, SIDE, False)
    cache = BackgroundCache()
    window = QColor(240, 240, 240)
    wood = cache.pixmap(geometry, 1.0, window)
    assert cache.pixmap(geometry, 1.0, window, "go", "wood") is wood
    plain = cache.pixmap(geometry, 1.0, window, "go", "plain")
    assert plain is not wood and cache.wood(geometry, 1.0, window, "go", "plain") is not None


def test_a_look_change_redraws_everything_and_unknown_looks_are_refused() -> None:
    snapshot = BoardSnapshot.empty(NINE)
    assert changed_points(snapshot, dataclasses.replace(snapshot, look="contrast")) is None
    with pytest.raises(ValueError, match="look"):
        dataclasses.replace(snapshot, look="neon")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="look"):
        board_look("neon")  # type: ignore[arg-type]
