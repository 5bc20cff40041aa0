"""An analyze command answered with a line that is no GTP response (gogui-dummy's Dummy
Invalid, QA defect 5): the dock shows it at once as an error, as GoGui's GtpClient shows
invalid responses, and waits for a valid answer no longer than its timeout; then the
error says so and the program's queue goes on (the engine's move comes)."""

from __future__ import annotations

import sys

from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, show, wait_engine

DUMMY = f"{sys.executable} -m gogui_py.tools.dummy"


def dummy_window(qtbot: object, make_window: WindowFactory) -> MainWindow:
    window = make_window("--program", DUMMY, "--size", "9", "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    dock = window.analysis.widget
    qtbot.waitUntil(lambda: dock.select_label("Dummy Invalid"), timeout=15000)  # type: ignore[attr-defined]
    return window


def test_an_invalid_answer_is_shown_at_once_and_the_wait_is_bounded(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = dummy_window(qtbot, make_window)
    room = window.analysis
    room.runner.timeout = 3.0  # seconds a valid answer is awaited
    dock = room.widget
    dock.run_selected()
    invalid = "Dummy Invalid: gogui-dummy sent an invalid response (no = or ?): "
    qtbot.waitUntil(lambda: invalid in dock.answer.toPlainText(), timeout=10000)  # type: ignore[attr-defined]
    assert "This is an invalid GTP response" in dock.answer.toPlainText()
    assert dock.hint.text() == "Waiting up to 3 s for a valid answer…"
    assert window.statusBar().currentMessage().startswith(invalid)
    click(qtbot, window, "E5")  # the person's move: the engine answers once it is free
    timed_out = "Dummy Invalid: no answer to 'gogui-dummy-invalid' within 3 s"
    qtbot.waitUntil(lambda: timed_out in dock.answer.toPlainText(), timeout=15000)  # type: ignore[attr-defined]
    assert dock.hint.text() == ""
    game = window.controller.game
    qtbot.waitUntil(lambda: game.move_number() == 2, timeout=15000)  # type: ignore[attr-defined]
    assert not window.session.thinking
