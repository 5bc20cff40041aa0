"""The GTP shell dock with a real engine: traffic shown, typed commands answered,
state-changing commands followed by a resync."""

from __future__ import annotations

from PySide6.QtCore import Qt

from gogui_py.go import Color
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, fake_engine, show, stone, wait_engine


def test_shell_shows_traffic_and_answers_typed_commands(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program",
        fake_engine("random_engine.py", "--seed", "1"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    window.shell_dock.show()
    page = window.shell.page("engine")
    assert page is not None
    click(qtbot, window, "E5")
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 2, timeout=10000)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "genmove w" in page.log_text(), timeout=5000)  # type: ignore[attr-defined]
    assert "play b E5" in page.log_text()
    line = page.command_line
    qtbot.keyClicks(line, "showboard")  # type: ignore[attr-defined]
    qtbot.keyClick(line, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "showboard" in page.log_text().split("genmove w", 1)[1], timeout=5000)  # type: ignore[attr-defined]
    # The command list from list_commands completes in the command line.
    qtbot.waitUntil(lambda: "genmove" in line.commands(), timeout=5000)  # type: ignore[attr-defined]


def test_state_changing_command_in_the_shell_resyncs_the_engine(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program",
        fake_engine("random_engine.py", "--seed", "2"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    window.shell_dock.show()
    page = window.shell.page("engine")
    assert page is not None
    line = page.command_line
    qtbot.keyClicks(line, "play b A1")  # type: ignore[attr-defined]
    qtbot.keyClick(line, Qt.Key.Key_Return)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "changed the engine's position" in page.log_text(), timeout=5000)  # type: ignore[attr-defined]
    # The game is untouched; the engine's next move starts from the real position.
    assert stone(window, "A1") is None
    click(qtbot, window, "A1")
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 2, timeout=10000)  # type: ignore[attr-defined]
    assert stone(window, "A1") is Color.BLACK
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: "clear_board" in page.log_text().split("changed the engine's position", 1)[1],
        timeout=5000,
    )
