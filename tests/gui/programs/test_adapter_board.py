"""The board playing the minimal engine through gogui-adapter (issue 16): the adapter's
undo (a replay: the engine has none) lets the window take moves back and branch."""

from __future__ import annotations

import sys

from gogui_py.go import Color
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import ENGINES, click, show, stone, wait_engine


def adapter_command() -> str:
    engine = f"{sys.executable} {ENGINES / 'minimal_engine.py'}"
    return f"{sys.executable} -m gogui_py.tools.adapter '{engine}'"


def test_board_plays_and_undoes_through_the_adapter(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", adapter_command(), "--size", "9", "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    game = window.controller.game
    click(qtbot, window, "E5")
    qtbot.waitUntil(lambda: game.move_number() == 2, timeout=10000)  # type: ignore[attr-defined]
    assert stone(window, "A9") is Color.WHITE  # the minimal engine's first legal point
    click(qtbot, window, "D4")
    qtbot.waitUntil(lambda: game.move_number() == 4, timeout=10000)  # type: ignore[attr-defined]
    assert stone(window, "B9") is Color.WHITE
    window.controller.back(2)  # the engine is taken back by the adapter's undo
    click(qtbot, window, "C3")
    qtbot.waitUntil(lambda: game.move_number() == 4, timeout=10000)  # type: ignore[attr-defined]
    # The engine's board lost D4 and B9: it answers B9 again, on the new variation.
    assert stone(window, "B9") is Color.WHITE
    assert stone(window, "D4") is None and stone(window, "C3") is Color.BLACK
    assert window.session.engine is not None and window.session.engine.is_running
