"""The window's size, place, docks and tool bars come back in the next window
(:mod:`gogui_py.gui.window.layout_memory`); View's pane items; Reset Window Layout."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings, Qt
from PySide6.QtWidgets import QDockWidget, QMenu, QToolBar

from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.window import layout_memory
from gogui_py.gui.window.layout_memory import LayoutMemory, saved_dock_names
from tests.gui.conftest import WindowFactory


def _shown(qtbot: object, window: MainWindow) -> MainWindow:
    window.show()
    qtbot.waitExposed(window)  # type: ignore[attr-defined]
    return window


def _view_item(window: MainWindow, text: str) -> object:
    for action in window.view_menu.actions():
        if action.text() == text:
            return action
    raise AssertionError(f"no View > {text}: {[a.text() for a in window.view_menu.actions()]}")


def _memory(window: MainWindow) -> LayoutMemory:
    memory = window.findChild(LayoutMemory)
    assert isinstance(memory, LayoutMemory)
    return memory


def test_a_closed_window_comes_back_with_its_size_place_and_docks(
    qtbot: object, make_window: WindowFactory
) -> None:
    first = _shown(qtbot, make_window("--program", ""))
    default = first.geometry()
    first.tree_dock.toggleViewAction().trigger()  # Game Tree off (Ctrl+T)
    first.shell_dock.toggleViewAction().trigger()  # GTP Shell on (F9)
    first.setGeometry(31, 42, 640, 480)
    qtbot.waitUntil(lambda: first.geometry() == QRect(31, 42, 640, 480), timeout=5000)  # type: ignore[attr-defined]
    assert first.geometry() != default
    assert first.close()
    assert saved_dock_names(str(QSettings().value("window/docks"))) >= {"comment", "shell"}

    second = make_window("--program", "")
    assert second.geometry() == QRect(31, 42, 640, 480)  # before it is shown
    _shown(qtbot, second)
    assert second.tree_dock.isHidden()
    assert second.shell_dock.isVisible()
    qtbot.waitUntil(lambda: second.shell_dock.widget() is not None, timeout=5000)  # type: ignore[attr-defined]
    assert second.shell_dock.widget() is second.shell  # the shell was made for it
    assert _view_item(second, "Game &Tree").isChecked() is False  # type: ignore[attr-defined]
    assert _view_item(second, "GTP &Shell").isChecked() is True  # type: ignore[attr-defined]


def test_the_first_frame_keeps_the_shell_hidden_until_the_window_is_completed(
    qtbot: object, make_window: WindowFactory
) -> None:
    from gogui_py.gui.app import build_window, parse_args

    first = _shown(qtbot, make_window("--program", ""))
    first.shell_dock.toggleViewAction().trigger()
    assert first.close()
    window = build_window(parse_args(["--program", ""]), complete=False)
    try:
        _shown(qtbot, window)  # the first frame: no shell (it needs the programs)
        assert window.shell_dock.isHidden() and window._shell is None
        window.complete()
        qtbot.waitUntil(window.shell_dock.isVisible, timeout=5000)  # type: ignore[attr-defined]
        qtbot.waitUntil(lambda: window._shell is not None, timeout=5000)  # type: ignore[attr-defined]
    finally:
        window.session.shutdown()
        window.ruler.shutdown()
        window.close()
        window.deleteLater()


def test_an_analysis_dock_made_later_comes_back_where_it_was(
    qtbot: object, make_window: WindowFactory
) -> None:
    first = _shown(qtbot, make_window("--program", ""))
    first.analysis_link.actions.analyze.trigger()  # Engine > Analyze Commands: the room
    dock = first.analysis.dock
    qtbot.waitUntil(dock.isVisible, timeout=5000)  # type: ignore[attr-defined]
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, dock)
    assert first.close()

    second = _shown(qtbot, make_window("--program", ""))
    assert second.analysis_link.built  # the saved layout had it: made at completion
    again = second.findChild(QDockWidget, "analyze")
    assert isinstance(again, QDockWidget) and again.isVisible()
    assert second.dockWidgetArea(again) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert second.analysis_link.actions.analyze.isChecked()


def test_a_layout_of_another_version_is_dropped(qtbot: object, make_window: WindowFactory) -> None:
    first = _shown(qtbot, make_window("--program", ""))
    first.tree_dock.toggleViewAction().trigger()
    assert first.close()
    QSettings().setValue("window/layout_version", layout_memory.LAYOUT_VERSION + 1)
    second = _shown(qtbot, make_window("--program", ""))
    assert second.tree_dock.isVisible()  # the default docks


def test_view_items_toggle_the_comment_dock_and_the_tool_bars(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = _shown(qtbot, make_window("--program", ""))
    comment = window.findChild(QDockWidget, "comment")
    assert isinstance(comment, QDockWidget) and comment.isVisible()
    item = _view_item(window, "Comm&ent Panel")
    assert item.isCheckable() and item.isChecked()  # type: ignore[attr-defined]
    item.trigger()  # type: ignore[attr-defined]
    assert not comment.isVisible() and not item.isChecked()  # type: ignore[attr-defined]
    comment.show()  # as the tool bar's context menu would: the item follows
    assert item.isChecked()  # type: ignore[attr-defined]
    bars = _view_item(window, "Tool Ba&rs").menu()  # type: ignore[attr-defined]
    assert isinstance(bars, QMenu)
    navigation = window.findChild(QToolBar, "navigation")
    assert isinstance(navigation, QToolBar) and navigation.isVisible()
    texts = [a.text() for a in bars.actions()]
    assert texts == ["&Navigation", "&Tools"]
    bars.actions()[0].trigger()
    assert not navigation.isVisible()
    bars.actions()[0].trigger()
    assert navigation.isVisible()


def test_view_last_move_marker_follows_the_setting_both_ways(
    qtbot: object, make_window: WindowFactory, tmp_path: object
) -> None:
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    record = tmp_path / "game.sgf"
    record.write_text("(;FF[4]GM[1]SZ[9];B[cc];W[gg])", encoding="utf-8")
    window = _shown(qtbot, make_window("--program", "", str(record)))
    window.controller.forward(2)  # at W[gg]
    item = _view_item(window, "Sho&w Last Move")
    assert item.isChecked() and window.board.snapshot().last_move is not None  # type: ignore[attr-defined]
    item.trigger()  # type: ignore[attr-defined]
    assert window.settings.view.last_move is False
    assert window.board.snapshot().last_move is None
    window.settings.update_view(last_move=True)  # as Edit > Preferences does
    assert item.isChecked()  # type: ignore[attr-defined]
    assert window.board.snapshot().last_move is not None


def test_reset_window_layout_brings_back_the_default_docks(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = _shown(qtbot, make_window("--program", ""))
    window.tree_dock.toggleViewAction().trigger()
    window.shell_dock.toggleViewAction().trigger()
    window.setGeometry(5, 5, 500, 450)
    window.close()  # saved
    assert QSettings().contains("window/state")
    window = _shown(qtbot, make_window("--program", ""))
    assert window.tree_dock.isHidden()
    _view_item(window, "Reset Window La&yout").trigger()  # type: ignore[attr-defined]
    assert window.tree_dock.isVisible()
    assert window.shell_dock.isHidden()
    assert not QSettings().contains("window/state")
    screen = window.screen().availableGeometry()
    assert screen.contains(window.geometry())
    assert window.geometry().center() == screen.center()
