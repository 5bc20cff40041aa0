"""The board shown flipped or rotated (geometry, keyboard, widget): display only."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.symmetry import (
    ALL_SYMMETRIES,
    FLIP_HORIZONTAL,
    FLIP_VERTICAL,
    IDENTITY,
    ROTATE_180,
    ROTATE_CLOCKWISE,
    TRANSPOSE,
    Symmetry,
)
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.board.hex_geometry import HexGeometry
from gogui_py.gui.board.keyboard import BoardKeys
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.widget import BoardWidget

NINE = BoardSize.square(9)
A1 = Point(0, 8)
Key = Qt.Key
NONE = Qt.KeyboardModifier.NoModifier


def geometry(symmetry: Symmetry, size: BoardSize = NINE) -> BoardGeometry:
    return BoardGeometry(size, 400, 400, symmetry=symmetry)


@pytest.mark.parametrize("symmetry", ALL_SYMMETRIES)
def test_point_at_answers_the_real_point_drawn_there(symmetry: Symmetry) -> None:
    shown = geometry(symmetry)
    for point in NINE.points():
        x, y = shown.center(point)
        assert shown.point_at(x, y) == point
        assert shown.center(point) == geometry(IDENTITY).center(symmetry.apply(point, NINE))


def test_flipped_board_draws_a1_top_left_and_labels_name_real_lines() -> None:
    flipped = geometry(FLIP_VERTICAL)
    plain = geometry(IDENTITY)
    assert flipped.center(A1) == plain.center(Point(0, 0))
    assert flipped.grid_rect() == plain.grid_rect()
    top_y, _, left_x, _ = flipped.label_centers()
    _, first_row_y = plain.center(Point(0, 0))
    texts = {(x, y): text for text, x, y in flipped.coordinate_labels()}
    assert texts[(left_x, first_row_y)] == "1"  # row 1 shown at the top
    first_column_x, _ = plain.center(Point(0, 0))
    assert texts[(first_column_x, top_y)] == "A"


def test_transposed_board_has_numbers_above_and_letters_beside() -> None:
    transposed = geometry(TRANSPOSE)
    top_y, _, left_x, _ = transposed.label_centers()
    above = [text for text, _, y in transposed.coordinate_labels() if y == top_y]
    beside = [text for text, x, _ in transposed.coordinate_labels() if x == left_x]
    assert above == [str(n) for n in range(9, 0, -1)]
    assert beside == list("ABCDEFGHJ")


def test_only_shape_keeping_symmetries_apply() -> None:
    wide = BoardSize.of(13, 9)
    assert geometry(ROTATE_180, wide).shown_symmetry == ROTATE_180
    assert geometry(ROTATE_CLOCKWISE, wide).shown_symmetry == IDENTITY
    removed = dataclasses.replace(geometry(FLIP_VERTICAL), removed=frozenset({Point(4, 4)}))
    assert removed.shown_symmetry == IDENTITY
    hex_board = HexGeometry(BoardSize.square(5), 400, 400, symmetry=ROTATE_180)
    assert hex_board.shown_symmetry == ROTATE_180
    assert HexGeometry(NINE, 400, 400, symmetry=FLIP_VERTICAL).shown_symmetry == IDENTITY
    plain_hex = HexGeometry(BoardSize.square(5), 400, 400)
    corner = Point(0, 0)
    assert hex_board.center(corner) == pytest.approx(plain_hex.center(Point(4, 4)))
    assert hex_board.point_at(*hex_board.center(corner)) == corner
    column_labels = [t for t, _, y in hex_board.coordinate_labels() if y < plain_hex.origin[1]]
    assert column_labels == list("EDCBA")


def test_arrows_move_the_cursor_on_the_screen() -> None:
    keys = BoardKeys()
    snapshot = BoardSnapshot.empty(NINE)
    keys.set_cursor(A1)
    keys.press(Key.Key_Right, NONE, snapshot, ROTATE_CLOCKWISE)
    # Turned clockwise, A1 is top-left; one step right on the screen is A2.
    assert keys.cursor(snapshot) == Point(0, 7)
    keys.press(Key.Key_Up, NONE, snapshot, ROTATE_CLOCKWISE)
    assert keys.cursor(snapshot) == Point(0, 7), "the cursor stops at the screen's top edge"


@pytest.fixture
def widget(qtbot: QtBot) -> Iterator[BoardWidget]:
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(400, 400)
    board.show()
    qtbot.waitExposed(board)
    yield board


def pixel(widget: BoardWidget, shown: Point) -> QColor:
    """The colour near the intersection ``shown`` of the screen (not a real point), a
    quarter cell off its lines: a stone's there, else wood."""
    plain = BoardGeometry(NINE, widget.width(), widget.height())
    x, y = plain.center(shown)
    x, y = x + plain.cell / 4, y + plain.cell / 4
    image = widget.grab().toImage()
    dpr = image.devicePixelRatio()
    return image.pixelColor(round(x * dpr), round(y * dpr))


def test_painted_stone_follows_a_vertical_flip(widget: BoardWidget) -> None:
    widget.set_snapshot(BoardSnapshot.from_stones(NINE, {A1: Color.BLACK}))
    assert pixel(widget, Point(0, 8)).lightness() < 60
    assert pixel(widget, Point(0, 0)).lightness() > 100
    widget.set_symmetry(FLIP_VERTICAL)
    assert pixel(widget, Point(0, 0)).lightness() < 60, "A1 is shown top-left"
    assert pixel(widget, Point(0, 8)).lightness() > 100
    widget.set_symmetry(FLIP_HORIZONTAL)
    assert pixel(widget, Point(8, 8)).lightness() < 60, "A1 is shown bottom-right"
    assert widget.snapshot().color_at(A1) is Color.BLACK


def test_click_reports_the_real_point(qtbot: QtBot, widget: BoardWidget) -> None:
    widget.set_snapshot(BoardSnapshot.empty(NINE))
    widget.set_symmetry(ROTATE_CLOCKWISE)
    plain = BoardGeometry(NINE, widget.width(), widget.height())
    x, y = plain.center(Point(8, 0))  # the top-right corner of the screen
    with qtbot.waitSignal(widget.point_clicked) as clicked:
        QTest.mouseClick(widget, Qt.MouseButton.LeftButton, NONE, QPoint(round(x), round(y)))
    assert clicked.args == [Point(0, 0)], "turned clockwise, A9 lies top-right"


def test_menu_key_asks_for_the_menu_at_the_cursor(qtbot: QtBot, widget: BoardWidget) -> None:
    widget.set_snapshot(BoardSnapshot.empty(NINE))
    widget.keys.set_cursor(A1)
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus, timeout=5000)
    with qtbot.waitSignal(widget.point_right_clicked) as asked:
        QTest.keyClick(widget, Key.Key_F10, Qt.KeyboardModifier.ShiftModifier)
    point, position = asked.args
    x, y = widget.geometry_now().center(A1)
    assert point == A1
    assert position == widget.mapToGlobal(QPoint(round(x), round(y)))
    with qtbot.waitSignal(widget.point_right_clicked) as asked:
        QTest.keyClick(widget, Key.Key_Menu)
    assert asked.args[0] == A1
