"""Move annotations shown in the window: the status line names them, the board and the
game tree ring the move in its colour, Edit > Annotate checks follow the current node."""

from __future__ import annotations

from functools import partial

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from gogui_py.game.annotations import annotations_of
from gogui_py.game.game import Game
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.annotations import AnnotationChecks
from gogui_py.gui.main_window import MainWindow
from tests.conftest import corpus_dir
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, show


def _checks(window: MainWindow) -> AnnotationChecks:
    checks = window.features.installed["annotations"]
    assert isinstance(checks, AnnotationChecks)
    return checks


def _action(window: MainWindow, kind: str, emphasis: int = 1) -> QAction:
    return next(a for a in _checks(window).actions if a.data() == (kind, emphasis))


def _checked(window: MainWindow) -> list[object]:
    return [a.data() for a in _checks(window).actions if a.isChecked()]


def _tree_pixels(window: MainWindow, rgb: tuple[int, int, int]) -> int:
    """Pixels near ``rgb`` in the current node's cell of the game tree."""
    QApplication.processEvents()
    view = window.tree_view
    image = view.viewport().grab().toImage()
    rect = view.cell_rect(window.controller.game.current)
    dpr = image.devicePixelRatio()
    count = 0
    for dx in range(rect.width()):
        for dy in range(rect.height()):
            color = image.pixelColor(round((rect.x() + dx) * dpr), round((rect.y() + dy) * dpr))
            found = (color.red(), color.green(), color.blue())
            count += all(abs(c - v) < 40 for c, v in zip(found, rgb, strict=True))
    return count


def test_bad_move_in_status_board_tree_and_menu(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    window.tree_view.resize(400, 200)
    click(qtbot, window, "E5")
    e5 = from_gtp("E5", window.controller.game.tree.size)
    assert "Bad move" not in window.position_label.text()
    assert _tree_pixels(window, (240, 35, 17)) == 0
    assert _checked(window) == []
    _action(window, "BM", 2).trigger()  # Edit > Annotate > Very Bad Move (??)
    assert annotations_of(window.controller.game.current).move == ("BM", 2)
    assert window.position_label.text() == "Move 1 · B E5 · Very bad move ??"
    assert window.board.snapshot().annotation == (e5, "BM")
    assert _tree_pixels(window, (240, 35, 17)) > 10  # the node's red ring
    assert _checked(window) == [("BM", 2)]
    _action(window, "GW").trigger()
    assert window.position_label.text() == "Move 1 · B E5 · Very bad move ?? · Good for White"
    assert set(_checked(window)) == {("BM", 2), ("GW", 1)}
    window.controller.back()
    assert _checked(window) == []  # the checks follow the node
    assert window.board.snapshot().annotation is None
    assert "bad move" not in window.position_label.text()
    window.controller.forward()
    assert set(_checked(window)) == {("BM", 2), ("GW", 1)}


def test_good_move_is_green_in_the_tree(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    click(qtbot, window, "C3")
    assert _tree_pixels(window, (89, 168, 15)) == 0
    _action(window, "TE").trigger()
    assert window.position_label.text().endswith("Good move !")
    assert _tree_pixels(window, (89, 168, 15)) > 10
    assert _tree_pixels(window, (240, 35, 17)) == 0


def test_annotations_of_the_ff4_example(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("--program", "", str(corpus_dir("gogui", "ff4_ex.sgf")))
    show(qtbot, window)
    controller = window.controller
    seen: dict[str, str] = {}
    for node in controller.game.tree.iter_nodes():
        if node.comment.startswith("Marked as"):
            controller.navigate(partial(Game.go_to, node=node))
            seen[node.comment.split('"')[1]] = window.position_label.text()
    assert seen["Doubtful move"].endswith("Doubtful move ?!")
    assert seen["Interesting move"].endswith("Interesting move !?")
    assert seen["Tesuji"].endswith("Good move !")
    assert seen["Very good for Black"].endswith("Very good for Black")
    assert seen["Unclear position"].endswith("Unclear position")
