"""The game list of a collection: one at a time, whether it came by itself after opening
or by File > More > Select Game of Collection (Ctrl+Shift+L)."""

from __future__ import annotations

import pytest

from gogui_py.gui.dialogs.game_list import GameListDialog
from gogui_py.gui.main_window import MainWindow
from tests.conftest import corpus_dir
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import show
from tests.gui.window.test_view_actions import select_game


def lists_shown(window: MainWindow) -> list[GameListDialog]:
    return [d for d in window.findChildren(GameListDialog) if d.isVisible()]


def test_select_game_raises_the_list_already_shown(
    qtbot: object, make_window: WindowFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocking: list[GameListDialog] = []

    def exec_(dialog: GameListDialog) -> int:  # a blocking list would hang the test
        blocking.append(dialog)
        return 0

    monkeypatch.setattr(GameListDialog, "exec", exec_)
    window = make_window("--program", "")
    show(qtbot, window)
    assert window.files.open_path(corpus_dir("gogui", "ff4_ex.sgf"), ask=False)
    qtbot.waitUntil(lambda: len(lists_shown(window)) == 1, timeout=10000)  # type: ignore[attr-defined]
    [offered] = lists_shown(window)
    select_game(window).trigger()
    assert lists_shown(window) == [offered] and not blocking  # raised, not a second one
    offered.table.selectRow(1)
    offered.accept()
    assert window.controller.game_index == 1 and "(2/2)" in window.windowTitle()
    assert lists_shown(window) == []

    select_game(window).trigger()  # no list shown: the menu opens one
    [chosen] = lists_shown(window)
    select_game(window).trigger()
    assert lists_shown(window) == [chosen] and not blocking
    chosen.table.selectRow(0)
    chosen.accept()
    assert window.controller.game_index == 0 and "(1/2)" in window.windowTitle()
