"""The window in two steps (issue 10): the start shows what the first frame needs and
completes the window once painted; the completed window is the one made in one step, so
every menu item, shortcut, tool bar and dock the rest of the suite tests is there."""

from __future__ import annotations

import builtins
import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QMenu, QToolBar

from gogui_py.gui.app import build_window, parse_args
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.startup import feature_hook

GAME = "(;FF[4]GM[1]SZ[19]KM[6.5]PB[Ann]PW[Bob];B[pd];W[dp];B[pp]C[third move];W[dd])"
OTHELLO = "(;FF[4]GM[2]SZ[8]AB[de][ed]AW[dd][ee])"


def _menu(menu: QMenu) -> list[object]:
    """Every item of ``menu``: text, shortcuts, check state, enabled, and its submenu."""
    items: list[object] = []
    for action in menu.actions():
        submenu = action.menu()
        items.append(
            (
                action.text(),
                action.isSeparator(),
                [key.toString() for key in action.shortcuts()],
                action.isCheckable(),
                action.isChecked(),
                action.isEnabled(),
                _menu(submenu) if isinstance(submenu, QMenu) else None,
            )
        )
    return items


def _menu_bar(window: MainWindow) -> list[object]:
    items: list[object] = []
    for action in window.menuBar().actions():
        menu = action.menu()
        assert isinstance(menu, QMenu)
        items.append((action.text(), _menu(menu)))
    return items


def _shortcuts(window: MainWindow) -> set[str]:
    return {key.toString() for a in window.findChildren(QAction) for key in a.shortcuts()}


def _tool_bars(window: MainWindow) -> list[object]:
    return [
        (bar.objectName(), [(a.text(), a.isEnabled(), a.isChecked()) for a in bar.actions()])
        for bar in window.findChildren(QToolBar)
    ]


def _docks(window: MainWindow) -> list[tuple[str, bool]]:
    return sorted(
        (dock.windowTitle(), dock.isHidden()) for dock in window.findChildren(QDockWidget)
    )


@pytest.fixture
def windows() -> Iterator[list[MainWindow]]:
    made: list[MainWindow] = []
    yield made
    for window in made:
        window.controller._set_modified(False)
        window.session.shutdown()
        if window.completed:
            window.ruler.shutdown()
        window.close()
        window.deleteLater()


def _record(tmp_path: Path, text: str, name: str = "game.sgf") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def _deferred(path: str, windows: list[MainWindow]) -> MainWindow:
    """As the start makes it: the first frame's window, then the record opened."""
    options = parse_args(["--program", "", path])
    window = build_window(replace(options, file=None), complete=False)
    windows.append(window)
    assert window.files.open_path(path, ask=False)
    return window


def test_the_first_frame_shows_the_record_menus_tool_bars_and_docks(
    qtbot: object, tmp_path: Path, windows: list[MainWindow]
) -> None:
    path = _record(tmp_path, GAME)
    first = _deferred(path, windows)
    whole = build_window(parse_args(["--program", "", path]))
    windows.append(whole)
    assert not first.completed
    # what the first frame paints is what the complete window paints
    assert first.board.snapshot() == whole.board.snapshot()
    assert [a.text() for a in first.menuBar().actions()] == [
        a.text() for a in whole.menuBar().actions()
    ]
    assert _tool_bars(first) == _tool_bars(whole)
    assert _docks(first) == _docks(whole)
    assert first.position_label.text() == whole.position_label.text()
    assert first.side_panel.summary.text() == whole.side_panel.summary.text() == "Komi 6.5"
    assert first.windowTitle() == whole.windowTitle()
    assert first.tree_view.layout_ is not None


def test_once_completed_the_window_is_the_one_made_in_one_step(
    qtbot: object, tmp_path: Path, windows: list[MainWindow]
) -> None:
    path = _record(tmp_path, GAME)
    first = _deferred(path, windows)
    first.complete()
    first.complete()  # once only: nothing is added twice
    whole = build_window(parse_args(["--program", "", path]))
    windows.append(whole)
    assert first.completed and whole.completed
    assert _menu_bar(first) == _menu_bar(whole)
    assert _tool_bars(first) == _tool_bars(whole)
    assert _docks(first) == _docks(whole)
    assert _shortcuts(first) == _shortcuts(whole)
    assert {"F2", "F5", "F6", "F9", "Esc", "Ctrl+G", "Ctrl+T", "Left", "Right"} <= _shortcuts(first)
    # the input reaches the game: a step forward in the completed window
    first.controller.to_start()
    first.window_actions.navigation[3].trigger()  # Forward
    assert first.controller.game.move_number() == 1


def test_a_record_of_another_game_opened_before_completion_still_calls_its_ruler(
    qtbot: object, tmp_path: Path, windows: list[MainWindow]
) -> None:
    window = _deferred(_record(tmp_path, OTHELLO, "othello.sgf"), windows)
    messages: list[str] = []
    window.controller.message.connect(messages.append)
    window.complete()  # the record's ruler is looked for on the next turn of the event loop
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: any("ruler" in text.lower() for text in messages), timeout=10000
    )


def test_the_feature_hook_is_set_aside_until_restored() -> None:
    hooked = builtins.__import__
    assert hooked is getattr(builtins, "__feature_import__", None), "PySide6 hook installed"
    restore = feature_hook.set_aside()
    try:
        assert builtins.__import__ is builtins.__orig_import__  # type: ignore[attr-defined]
        from PySide6.QtWidgets import QStyleFactory  # a lazily made PySide6 class

        assert QStyleFactory.keys()
        assert feature_hook.set_aside()() is None  # nothing to set aside twice
    finally:
        restore()
    assert builtins.__import__ is hooked
    restore()  # a second call does nothing
    assert builtins.__import__ is hooked


REST = (
    "gogui_py.gtp.client",  # processes: the programs start after the first paint
    "gogui_py.gui.programs.catalog",
    "gogui_py.gui.dialogs.new_game",
    "gogui_py.gui.rules.menu",
    "gogui_py.gui.window.analysis_link",
    "gogui_py.gui.match.menu",
    "gogui_py.gui.regress.menu",
)
"""Modules of the rest of the window, not needed for its first frame (start-up time)."""


def test_the_first_frame_imports_none_of_the_rest(tmp_path: Path) -> None:
    path = _record(tmp_path, GAME)
    script = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from gogui_py.gui.app import build_window, parse_args\n"
        "app = QApplication([])\n"
        f"window = build_window(parse_args(['--program', '', {path!r}]), complete=False)\n"
        f"print(sorted(m for m in {REST!r} if m in sys.modules))\n"
        "window.complete()\n"
        f"print(sorted(m for m in {REST!r} if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    before, after = done.stdout.splitlines()[-2:]
    assert before == "[]"
    assert after != "[]"  # the rest comes with complete()
