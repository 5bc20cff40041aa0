"""BoardWidget: clicks, wheel, pixels of what it shows, interactivity and resizing."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QColor, QPaintEvent, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gogui_py.go import BoardSize, Color, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.board.snapshot import BoardSnapshot
from gogui_py.gui.board.widget import BoardWidget

SIZE = BoardSize.square(19)
D4 = Point(3, 15)


@pytest.fixture
def widget(qtbot: QtBot) -> Iterator[BoardWidget]:
    board = BoardWidget()
    qtbot.addWidget(board)
    board.resize(600, 600)
    board.show()
    qtbot.waitExposed(board)
    yield board


def centre_of(widget: BoardWidget, point: Point) -> QPoint:
    x, y = widget.geometry_now().center(point)
    return QPoint(round(x), round(y))


def pixel_at(widget: BoardWidget, point: Point, dx: float = 0, dy: float = 0) -> QColor:
    """Colour of the widget at ``point``'s centre shifted by (dx, dy) cells."""
    geometry = widget.geometry_now()
    x, y = geometry.center(point)
    image = widget.grab().toImage()
    dpr = image.devicePixelRatio()
    return image.pixelColor(
        round((x + dx * geometry.cell) * dpr), round((y + dy * geometry.cell) * dpr)
    )


def click(
    widget: BoardWidget, position: QPoint, button: Qt.MouseButton = Qt.MouseButton.LeftButton
) -> None:
    QTest.mouseClick(widget, button, Qt.KeyboardModifier.NoModifier, position)


def wheel(widget: BoardWidget, delta_y: int) -> None:
    position = QPointF(widget.width() / 2, widget.height() / 2)
    event = QWheelEvent(
        position,
        widget.mapToGlobal(position),
        QPoint(0, 0),
        QPoint(0, delta_y),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def test_click_on_d4_emits_its_point(qtbot: QtBot, widget: BoardWidget) -> None:
    assert from_gtp("D4", SIZE) == D4
    with qtbot.waitSignal(widget.point_clicked, timeout=1000) as blocker:
        click(widget, centre_of(widget, D4))
    assert blocker.args == [D4]


def test_click_in_the_margin_or_with_the_right_button_emits_nothing(
    qtbot: QtBot, widget: BoardWidget
) -> None:
    with qtbot.assertNotEmitted(widget.point_clicked):
        click(widget, QPoint(2, 2))
        click(widget, centre_of(widget, D4), Qt.MouseButton.RightButton)


def test_not_interactive_ignores_clicks(qtbot: QtBot, widget: BoardWidget) -> None:
    widget.set_interactive(False)
    with qtbot.assertNotEmitted(widget.point_clicked):
        click(widget, centre_of(widget, D4))
    widget.set_interactive(True)
    with qtbot.waitSignal(widget.point_clicked, timeout=1000):
        click(widget, centre_of(widget, D4))


def test_wheel_down_is_forward_and_up_is_back(widget: BoardWidget) -> None:
    steps: list[int] = []
    widget.wheel_scrolled.connect(steps.append)
    wheel(widget, -120)
    wheel(widget, 240)
    assert steps == [1, -1, -1]
    steps.clear()
    wheel(widget, -60)  # half a notch (high-resolution wheel): nothing yet
    assert steps == []
    wheel(widget, -60)
    assert steps == [1]


def test_black_stone_is_dark_and_empty_points_show_wood(widget: BoardWidget) -> None:
    widget.set_snapshot(BoardSnapshot.from_stones(SIZE, {D4: Color.BLACK}))
    assert pixel_at(widget, D4).lightness() < 80
    assert pixel_at(widget, D4, 0.3, 0.3).lightness() < 80
    wood = pixel_at(widget, Point(10, 4), 0.3, 0.3)
    assert wood.red() > 170 and wood.blue() < wood.green() - 20


def test_last_move_marker_changes_the_stone_centre(widget: BoardWidget) -> None:
    plain = BoardSnapshot.from_stones(SIZE, {D4: Color.BLACK})
    widget.set_snapshot(plain)
    before = pixel_at(widget, D4)
    widget.set_snapshot(dataclasses.replace(plain, last_move=D4))
    after = pixel_at(widget, D4)
    assert after.lightness() > before.lightness() + 100


def test_hover_ghost_shows_on_empty_points_only_when_interactive(
    qtbot: QtBot, widget: BoardWidget
) -> None:
    empty = Point(10, 10)
    widget.set_snapshot(dataclasses.replace(BoardSnapshot.empty(SIZE), to_move=Color.BLACK))
    wood = pixel_at(widget, empty, 0.25, 0.25)
    QTest.mouseMove(widget, centre_of(widget, empty))
    qtbot.waitUntil(lambda: widget.hover() is not None, timeout=1000)
    assert pixel_at(widget, empty, 0.25, 0.25).lightness() < wood.lightness() - 30
    widget.set_interactive(False)
    assert widget.hover() is None
    assert pixel_at(widget, empty, 0.25, 0.25) == wood
    widget.set_interactive(True)
    widget.set_hover_color(None)
    assert widget.hover() is None
    widget.set_hover_color(Color.WHITE)
    assert pixel_at(widget, empty, 0.25, 0.25).lightness() > wood.lightness()


def test_hover_ghost_is_hidden_when_another_position_is_shown(
    qtbot: QtBot, widget: BoardWidget
) -> None:
    """Fault 4 of issue 9: a click at A19, Home, then Right 30 times with the keys: the
    ghost left under the unmoved mouse passed for a variation stone."""
    empty = Point(0, 0)
    start = dataclasses.replace(BoardSnapshot.empty(SIZE), to_move=Color.BLACK)
    widget.set_snapshot(start)
    wood = pixel_at(widget, empty, 0.25, 0.25)
    QTest.mouseMove(widget, centre_of(widget, empty))
    qtbot.waitUntil(lambda: widget.hover() is not None, timeout=1000)
    other = dataclasses.replace(
        BoardSnapshot.from_stones(SIZE, {D4: Color.BLACK}), to_move=Color.WHITE
    )
    widget.set_snapshot(other)  # navigation: the mouse did not move
    assert widget.hover() is None
    assert pixel_at(widget, empty, 0.25, 0.25) == wood
    QTest.mouseMove(widget, centre_of(widget, Point(1, 0)))
    qtbot.waitUntil(lambda: widget.hover() is not None, timeout=1000)  # back with the mouse


class PaintCounter(QObject):
    """Counts paint events and remembers the region of the last one."""

    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.last_region = QRect()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.count += 1
            self.last_region = event.region().boundingRect()
        return False


def test_same_snapshot_does_not_repaint(qtbot: QtBot, widget: BoardWidget) -> None:
    snapshot = BoardSnapshot.from_stones(SIZE, {D4: Color.WHITE})
    widget.set_snapshot(snapshot)
    QApplication.processEvents()
    counter = PaintCounter()
    widget.installEventFilter(counter)
    widget.set_snapshot(BoardSnapshot.from_stones(SIZE, {D4: Color.WHITE}))
    QApplication.processEvents()
    assert counter.count == 0
    assert widget.snapshot() == snapshot
    widget.set_snapshot(BoardSnapshot.empty(SIZE))
    qtbot.waitUntil(lambda: counter.count > 0, timeout=1000)
    widget.removeEventFilter(counter)


def test_one_move_repaints_only_around_it(qtbot: QtBot, widget: BoardWidget) -> None:
    widget.set_snapshot(BoardSnapshot.empty(SIZE))
    QApplication.processEvents()
    counter = PaintCounter()
    widget.installEventFilter(counter)
    widget.set_snapshot(BoardSnapshot.from_stones(SIZE, {D4: Color.BLACK}))
    qtbot.waitUntil(lambda: counter.count > 0, timeout=1000)
    widget.removeEventFilter(counter)
    cell = widget.geometry_now().cell
    region = counter.last_region
    assert region.contains(centre_of(widget, D4))
    assert region.width() < 2 * cell and region.height() < 2 * cell


@pytest.mark.parametrize("size", [SIZE, BoardSize.of(7, 5), BoardSize.square(1)], ids=str)
def test_resizing_keeps_every_point_inside(widget: BoardWidget, size: BoardSize) -> None:
    widget.set_snapshot(BoardSnapshot.empty(size))
    for width, height in ((300, 500), (800, 400), (1000, 1000), (251, 250), (120, 90)):
        widget.resize(width, height)
        geometry = widget.geometry_now()
        assert (geometry.width, geometry.height) == (width, height)
        for point in size.points():
            x, y = geometry.center(point)
            assert 0 < x < width and 0 < y < height
            assert geometry.point_at(x, y) == point
        bx, by, bw, bh = geometry.board_rect()
        assert bx >= 0 and by >= 0 and bx + bw <= width and by + bh <= height


def test_coordinates_toggle_and_size_hints(widget: BoardWidget) -> None:
    with_labels = widget.geometry_now().cell
    widget.set_show_coordinates(False)
    assert widget.geometry_now().cell > with_labels
    hint = widget.sizeHint()
    assert hint.width() == hint.height()
    assert widget.minimumSizeHint().width() < hint.width()
    assert widget.hasHeightForWidth()
    widget.set_snapshot(BoardSnapshot.empty(BoardSize.of(7, 5)))
    assert widget.heightForWidth(700) < 700


def drag(widget: BoardWidget, start: QPoint, end: QPoint) -> None:
    QTest.mousePress(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(widget, end)
    QTest.mouseRelease(widget, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def test_drag_from_one_point_to_another_emits_point_dragged_and_no_click(
    qtbot: QtBot, widget: BoardWidget
) -> None:
    q16 = from_gtp("Q16", SIZE)
    assert q16 is not None
    drags: list[tuple[Point, Point]] = []
    widget.point_dragged.connect(lambda start, end: drags.append((start, end)))
    with qtbot.assertNotEmitted(widget.point_clicked):
        drag(widget, centre_of(widget, D4), centre_of(widget, q16))
    assert drags == [(D4, q16)]
    with qtbot.assertNotEmitted(widget.point_dragged):
        drag(widget, centre_of(widget, D4), QPoint(2, 2))  # released off the board
        click(widget, centre_of(widget, D4))
    widget.set_interactive(False)
    with qtbot.assertNotEmitted(widget.point_dragged):
        drag(widget, centre_of(widget, D4), centre_of(widget, q16))


def test_right_click_on_a_point_emits_it_with_the_global_position(
    qtbot: QtBot, widget: BoardWidget
) -> None:
    position = centre_of(widget, D4)
    with qtbot.waitSignal(widget.point_right_clicked, timeout=1000) as blocker:
        click(widget, position, Qt.MouseButton.RightButton)
    assert blocker.args == [D4, widget.mapToGlobal(position)]
    with qtbot.assertNotEmitted(widget.point_right_clicked):
        click(widget, QPoint(2, 2), Qt.MouseButton.RightButton)


def test_move_numbers_show_on_the_widget(widget: BoardWidget) -> None:
    plain = BoardSnapshot.from_stones(SIZE, {D4: Color.BLACK})
    widget.set_snapshot(plain)
    before = pixel_at(widget, D4, 0.05, 0.1)
    widget.set_snapshot(dataclasses.replace(plain, numbers=((D4, 88),)))
    image = widget.grab().toImage()
    geometry = widget.geometry_now()
    x, y = geometry.center(D4)
    reach = round(geometry.cell * 0.2)
    lights = sum(
        1
        for dx in range(-reach, reach + 1)
        for dy in range(-reach, reach + 1)
        if image.pixelColor(round(x) + dx, round(y) + dy).lightness() > 190
    )
    assert before.lightness() < 80 and lights > 10
