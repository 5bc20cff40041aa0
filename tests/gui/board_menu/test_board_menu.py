"""The board's context menu in the main window: its entries, Play Here, Add Label, Copy
Vertex Name, Analyze Here, the menu on a right click, disabled entries while thinking."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMenu

from gogui_py.go import Color, Point
from gogui_py.go.vertex import from_gtp
from gogui_py.gui.board_menu import BoardMenu
from gogui_py.gui.editing.board_input import Tool
from gogui_py.gui.main_window import MainWindow
from tests.gui.analysis.test_window import scripted_window
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show, stone


def board_menu(window: MainWindow) -> BoardMenu:
    found = window.features.installed["board_menu"]
    assert isinstance(found, BoardMenu)
    return found


def point(window: MainWindow, vertex: str) -> Point:
    found = from_gtp(vertex, window.controller.game.tree.size)
    assert found is not None
    return found


def entry(menu: QMenu, prefix: str) -> QAction:
    for action in menu.actions():
        if action.text().replace("&", "").startswith(prefix):
            return action
    raise AssertionError(f"no {prefix!r} in {[a.text() for a in menu.actions()]}")


def test_right_click_opens_the_menu_with_its_entries(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--size", "9")
    show(qtbot, window)
    board = window.board
    x, y = board.geometry_now().center(point(window, "D4"))
    qtbot.mouseClick(board, Qt.MouseButton.RightButton, pos=QPoint(round(x), round(y)))  # type: ignore[attr-defined]
    menu = board_menu(window).menu
    assert menu is not None
    qtbot.waitUntil(menu.isVisible, timeout=5000)  # type: ignore[attr-defined]
    texts = [a.text().replace("&", "") for a in menu.actions() if not a.isSeparator()]
    texts = [t for t in texts if t != "Analyze Here"]  # with the default program's commands
    assert texts == ["Play Here", "Board Tool", "Add Label…", "Copy Vertex Name (D4)"]
    assert all(a.isEnabled() for a in menu.actions() if not a.isSeparator())
    menu.close()
    assert window.controller.game.move_number() == 0, "a right click plays no move"


def test_play_here_plays_the_side_to_move_whatever_the_tool(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--size", "9")
    window.board_input.set_tool(Tool.TRIANGLE)
    entry(board_menu(window).build(point(window, "D4")), "Play Here").trigger()
    assert stone(window, "D4") is Color.BLACK
    menu = board_menu(window).build(point(window, "D4"))
    assert not entry(menu, "Play Here").isEnabled(), "D4 holds a stone"
    entry(board_menu(window).build(point(window, "E5")), "Play Here").trigger()
    assert stone(window, "E5") is Color.WHITE


def test_board_tool_submenu_picks_the_tool(make_window: WindowFactory) -> None:
    window = make_window("--size", "9")
    tools = entry(board_menu(window).build(point(window, "D4")), "Board Tool").menu()
    assert isinstance(tools, QMenu)
    entry(tools, "Triangle").trigger()
    assert window.board_input.tool is Tool.TRIANGLE
    assert window.edit_actions.tools[Tool.TRIANGLE].isChecked()


def test_add_label_puts_the_text_at_the_point(make_window: WindowFactory) -> None:
    window = make_window("--size", "9")
    menus = board_menu(window)
    asked: list[tuple[str, str]] = []

    def answer(_parent: object, prompt: str, current: str) -> str | None:
        asked.append((prompt, current))
        return "  ko   threat "

    menus.ask_label = answer
    entry(menus.build(point(window, "C3")), "Add Label").trigger()
    assert window.controller.game.markup().labels == {point(window, "C3"): "ko threat"}
    assert asked == [("Label at C3:", "")]
    assert "ko threat" in dict(window.board.snapshot().labels).values()


def test_copy_vertex_name(make_window: WindowFactory) -> None:
    window = make_window("--size", "19")
    entry(board_menu(window).build(point(window, "D4")), "Copy Vertex Name").trigger()
    assert QGuiApplication.clipboard().text() == "D4"


def test_entries_are_disabled_while_the_engine_thinks(make_window: WindowFactory) -> None:
    window = make_window("--size", "9")
    window.session.set_thinking(True)
    try:
        menu = board_menu(window).build(point(window, "D4"))
        enabled = {
            a.text().replace("&", "")
            for a in menu.actions()
            if a.isEnabled() and not a.isSeparator()
        }
        assert enabled == {"Copy Vertex Name (D4)"}
        entry(menu, "Copy Vertex Name").trigger()
        assert QGuiApplication.clipboard().text() == "D4"
    finally:
        window.session.set_thinking(False)


def test_analyze_here_runs_a_point_command_at_the_point(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = scripted_window(qtbot, make_window)
    room = window.analysis
    analyze = entry(board_menu(window).build(point(window, "C3")), "Analyze Here").menu()
    assert isinstance(analyze, QMenu)
    assert [a.text() for a in analyze.actions()] == ["Where"]
    analyze.actions()[0].trigger()
    qtbot.waitUntil(lambda: "C3 here" in room.widget.answer.toPlainText(), timeout=10000)  # type: ignore[attr-defined]
    assert window.controller.game.move_number() == 0
    assert room.dock.isVisible(), "a text answer shows in the Analyze dock"
