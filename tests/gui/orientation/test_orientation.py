"""View > Board Orientation in the main window: display only, clicks play the real vertex,
the entries follow the board's shape."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, Qt

from gogui_py.go import Color, Point
from gogui_py.go.symmetry import FLIP_VERTICAL, IDENTITY, ROTATE_180, ROTATE_CLOCKWISE
from gogui_py.gui.board.geometry import BoardGeometry
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.orientation import Orientation
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show, stone


def orientation(window: MainWindow) -> Orientation:
    found = window.features.installed["orientation"]
    assert isinstance(found, Orientation)
    return found


def texts(window: MainWindow) -> list[str]:
    return [a.text().replace("&", "") for a in orientation(window).menu.actions() if a.text()]


def test_the_view_menu_has_the_orientation_entries(make_window: WindowFactory) -> None:
    window = make_window("--size", "9")
    view = [a.text().replace("&", "") for a in window.view_menu.actions()]
    assert "Board Orientation" in view
    assert texts(window) == [
        "Flip Horizontally",
        "Flip Vertically",
        "Rotate Clockwise",
        "Rotate Counterclockwise",
        "Rotate 180°",
        "Transpose",
        "Reset Orientation",
    ]


def test_steps_compose_and_reset(make_window: WindowFactory) -> None:
    window = make_window("--size", "9")
    turn = orientation(window)
    turn.steps[2].trigger()  # clockwise
    assert window.board.symmetry() == ROTATE_CLOCKWISE
    turn.steps[2].trigger()
    assert window.board.symmetry() == ROTATE_180
    assert "rotated 180°" in window.statusBar().currentMessage()
    turn.update_actions()
    assert turn.reset.isEnabled()
    turn.reset.trigger()
    assert window.board.symmetry() == IDENTITY
    turn.update_actions()
    assert not turn.reset.isEnabled()


def test_a_click_on_a_rotated_board_plays_the_real_vertex(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--size", "9")
    show(qtbot, window)
    orientation(window).steps[2].trigger()  # clockwise: A9 (top-left) goes top-right
    board = window.board
    plain = BoardGeometry(board.geometry_now().size, board.width(), board.height())
    x, y = plain.center(Point(8, 0))  # the screen's top-right intersection
    qtbot.mouseClick(board, Qt.MouseButton.LeftButton, pos=QPoint(round(x), round(y)))  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 1, timeout=5000)  # type: ignore[attr-defined]
    assert stone(window, "A9") is Color.BLACK
    move = window.controller.game.current.move
    assert move is not None and move.point == Point(0, 0)
    assert board.snapshot().color_at(Point(0, 0)) is Color.BLACK, "the snapshot is not turned"


def test_a_non_square_board_takes_the_mirrors_and_the_half_turn(
    tmp_path: Path, make_window: WindowFactory
) -> None:
    path = tmp_path / "wide.sgf"
    path.write_text("(;GM[1]FF[4]SZ[13:9];B[aa])")
    window = make_window(str(path))
    turn = orientation(window)
    turn.update_actions()
    enabled = {a.text().replace("&", "") for a in turn.steps if a.isEnabled()}
    assert enabled == {"Flip Horizontally", "Flip Vertically", "Rotate 180°"}
    turn.turn(ROTATE_CLOCKWISE)
    assert window.board.symmetry() == IDENTITY
    assert "cannot be shown" in window.statusBar().currentMessage()
    turn.steps[1].trigger()
    assert window.board.symmetry() == FLIP_VERTICAL
