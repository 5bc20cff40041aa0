"""Clocks in the window: running, recorded per move, restored, lost on time, and told
to the engine (time_settings / time_left before genmove)."""

from __future__ import annotations

import re

from gogui_py.game.clock import TimeSettings
from gogui_py.go import BoardSize, Color
from gogui_py.gui.dialogs.new_game import NewGameSettings
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, fake_engine, show, wait_engine

NINE = BoardSize(9, 9)


def test_clock_runs_records_each_move_and_restores(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    window.start_new_game(
        NewGameSettings(NINE, 6.5, frozenset(), time=TimeSettings.byo_yomi(600, 5, 30))
    )
    root = window.controller.game.tree.root
    assert root.props["TM"] == ["600"] and "byo-yomi" in root.props["OT"][0]
    clock = window.game_clock.clock
    assert clock is not None

    def running() -> Color | None:
        return clock.running

    assert running() is Color.BLACK
    assert window.clock_view.text(Color.BLACK) == "10:00"
    qtbot.wait(300)  # type: ignore[attr-defined]
    click(qtbot, window, "E5")
    node = window.controller.game.current
    black_left = float(node.props["BL"][0])
    assert 590.0 < black_left < 600.0  # 0.3 s and more counted; 10 s of slack for load
    assert running() is Color.WHITE
    click(qtbot, window, "C3")
    window.controller.back(2)
    # Back at the start: both clocks show their full time again, and nothing runs.
    assert running() is None
    assert window.clock_view.text(Color.BLACK) == "10:00"
    window.controller.forward(1)
    assert window.clock_view.text(Color.BLACK) == TimeSettings_text(black_left)


def TimeSettings_text(seconds: float) -> str:
    from gogui_py.game.clock import format_duration

    return format_duration(seconds)


def test_loss_on_time_ends_the_game(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    window.start_new_game(NewGameSettings(NINE, 6.5, frozenset(), time=TimeSettings.absolute(0.4)))
    qtbot.waitUntil(lambda: window.controller.info.result == "W+T", timeout=5000)  # type: ignore[attr-defined]
    assert "lost on time" in window.statusBar().currentMessage()
    assert window.game_clock.clock is not None and window.game_clock.clock.running is None


def test_engine_is_told_its_time_before_genmove(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window(
        "--program", fake_engine("random_engine.py", "--seed", "4"), "--computer-white"
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    window.shell_dock.show()
    window.start_new_game(
        NewGameSettings(
            NINE, 6.5, frozenset({Color.WHITE}), time=TimeSettings.canadian(300, 10, 60)
        )
    )
    click(qtbot, window, "E5")
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 2, timeout=10000)  # type: ignore[attr-defined]
    page = window.shell.page("engine")
    assert page is not None
    qtbot.waitUntil(lambda: "genmove w" in page.log_text(), timeout=5000)  # type: ignore[attr-defined]
    log = page.log_text()
    assert "time_settings 300 60 10" in log
    assert re.search(r"time_left w (29\d|300) 0", log)  # whole seconds, rounded down
    assert log.index("time_left w") < log.index("genmove w")
    white = window.controller.game.current
    assert "WL" in white.props
