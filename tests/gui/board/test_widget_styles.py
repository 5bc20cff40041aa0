"""BoardWidget with other games' boards: Hex hit testing, removed cells, legal dots, sizes."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.board.geometry import BoardGeometry, CellGeometry
from gogui_py.gui.board.hex_geometry import HexGeometry
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.widget import BoardWidget
from tests.gui.board.test_widget import centre_of, click, drag, pixel_at

HEX = BoardSize.square(11)
NINE = BoardSize.square(9)
CORNER = Point(0, 0)


@pytest.fixture
def widget(qtbot: QtBot) -> Iterator[BoardWidget]:
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(700, 560)
    board.show()
    qtbot.waitExposed(board)
    yield board


def vertex(text: str, size: BoardSize) -> Point:
    point = from_gtp(text, size)
    assert point is not None
    return point


@pytest.mark.parametrize("style", ["go", "cells", "hex"])
def test_clicks_on_removed_cells_emit_nothing(
    qtbot: QtBot, widget: BoardWidget, style: str
) -> None:
    snapshot = BoardSnapshot(
        NINE,
        bytes(81),
        style=style,  # type: ignore[arg-type]
        to_move=Color.BLACK,
        removed=frozenset({CORNER}),
    )
    widget.set_snapshot(snapshot)
    removed_at = centre_of(widget, CORNER)
    neighbour = Point(1, 0)
    with (
        qtbot.assertNotEmitted(widget.point_clicked),
        qtbot.assertNotEmitted(widget.point_right_clicked),
        qtbot.assertNotEmitted(widget.point_dragged),
    ):
        click(widget, removed_at)
        click(widget, removed_at, Qt.MouseButton.RightButton)
        drag(widget, centre_of(widget, neighbour), removed_at)
        drag(widget, removed_at, centre_of(widget, neighbour))
    QTest.mouseMove(widget, centre_of(widget, Point(4, 4)))
    qtbot.waitUntil(lambda: widget.hover() is not None, timeout=1000)
    QTest.mouseMove(widget, removed_at)
    qtbot.waitUntil(lambda: widget.hover() is None, timeout=1000)  # no ghost off the board
    with qtbot.waitSignal(widget.point_clicked, timeout=1000) as blocker:
        click(widget, centre_of(widget, neighbour))
    assert blocker.args == [neighbour]


def test_hex_clicks_hit_the_hexagon_under_the_mouse(qtbot: QtBot, widget: BoardWidget) -> None:
    widget.set_snapshot(BoardSnapshot(HEX, bytes(121), style="hex"))
    geometry = widget.geometry_now()
    assert isinstance(geometry, HexGeometry)
    f6 = vertex("F6", HEX)
    x, y = geometry.center(f6)
    for target, position in (
        (f6, QPoint(round(x), round(y))),
        (f6, QPoint(round(x + geometry.cell * 0.4), round(y))),  # near the right edge
        (vertex("G6", HEX), QPoint(round(x + geometry.cell * 0.6), round(y))),  # next cell
        (vertex("F5", HEX), QPoint(round(x), round(y + geometry.radius * 1.2))),  # below, left
    ):
        with qtbot.waitSignal(widget.point_clicked, timeout=1000) as blocker:
            click(widget, position)
        assert blocker.args == [target]
    with qtbot.assertNotEmitted(widget.point_clicked):
        click(widget, QPoint(3, 3))


def test_hex_stone_and_hover_show_in_their_cell(qtbot: QtBot, widget: BoardWidget) -> None:
    f6 = vertex("F6", HEX)
    snapshot = dataclasses.replace(
        BoardSnapshot.from_stones(HEX, {f6: Color.BLACK}), style="hex", to_move=Color.BLACK
    )
    widget.set_snapshot(snapshot)
    assert pixel_at(widget, f6, 0.2, 0.2).lightness() < 60
    empty = vertex("C3", HEX)
    wood = pixel_at(widget, empty, 0.2, 0.2)
    QTest.mouseMove(widget, centre_of(widget, empty))
    qtbot.waitUntil(lambda: widget.hover() is not None, timeout=1000)
    assert pixel_at(widget, empty, 0.2, 0.2).lightness() < wood.lightness() - 30


def test_legal_dots_show_on_the_widget(widget: BoardWidget) -> None:
    size = BoardSize.square(8)
    d3 = vertex("D3", size)
    plain = BoardSnapshot(size, bytes(64), style="cells", to_move=Color.BLACK)
    widget.set_snapshot(plain)
    felt = pixel_at(widget, d3)
    widget.set_snapshot(dataclasses.replace(plain, legal=frozenset({d3})))
    assert pixel_at(widget, d3).lightness() < felt.lightness() - 15
    widget.set_snapshot(plain)
    assert pixel_at(widget, d3) == felt


def test_geometry_follows_the_style_and_is_kept_between_paints(widget: BoardWidget) -> None:
    assert type(widget.geometry_now()) is BoardGeometry
    widget.set_snapshot(BoardSnapshot(NINE, bytes(81), style="cells"))
    cells = widget.geometry_now()
    assert type(cells) is CellGeometry
    assert widget.geometry_now() is cells
    widget.set_snapshot(BoardSnapshot(NINE, bytes(81), style="cells", last_move=Point(1, 1)))
    assert widget.geometry_now() is cells  # same layout: kept
    widget.set_snapshot(BoardSnapshot(HEX, bytes(121), style="hex"))
    assert type(widget.geometry_now()) is HexGeometry
    widget.resize(600, 500)
    resized = widget.geometry_now()
    assert (resized.width, resized.height) == (600, 500)


def test_hex_size_hints_keep_the_rhombus_shape(widget: BoardWidget) -> None:
    widget.set_snapshot(BoardSnapshot(HEX, bytes(121), style="hex"))
    hint = widget.sizeHint()
    assert hint.width() > hint.height() > 0
    assert widget.minimumSizeHint().width() < hint.width()
    height = widget.heightForWidth(700)
    assert height < 700
    widget.resize(700, height)
    geometry = widget.geometry_now()
    x, y, w, h = geometry.board_rect()
    assert x >= 0 and y >= 0 and x + w <= 700.5 and y + h <= height + 0.5
    with_labels = geometry.cell
    widget.set_show_coordinates(False)
    assert widget.geometry_now().cell > with_labels
