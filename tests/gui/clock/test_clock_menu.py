"""Game > Clock: Halt and Resume freeze and restart the running clock; Set Time Left…
changes what the clocks show, what the record holds and what the engine is told."""

from __future__ import annotations

from PySide6.QtWidgets import QDialogButtonBox, QLabel

from gogui_py.game.clock import TimeLeft, TimeSettings
from gogui_py.go import BoardSize, Color
from gogui_py.gui.clock.menu import ClockMenu
from gogui_py.gui.clock.time_left import TimeLeftDialog
from gogui_py.gui.dialogs.new_game import NewGameSettings
from gogui_py.gui.main_window import MainWindow
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, fake_engine, show, wait_engine

NINE = BoardSize(9, 9)


def _window(qtbot: object, make_window: WindowFactory, settings: TimeSettings) -> MainWindow:
    window = make_window("--program", "")
    show(qtbot, window)
    window.start_new_game(NewGameSettings(NINE, 6.5, frozenset(), time=settings))
    return window


def _menu(window: MainWindow) -> ClockMenu:
    menu = window.features.installed["clock_menu"]
    assert isinstance(menu, ClockMenu)
    return menu


def _open_dialog(window: MainWindow) -> TimeLeftDialog:
    _menu(window).set_time_left.trigger()
    dialog = window.findChild(TimeLeftDialog, "time-left-dialog")
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_clock_submenu_in_game_menu(qtbot: object, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window, TimeSettings.absolute(600))
    menu = _menu(window)
    assert menu.menu.menuAction() in window.features.menu("game").actions()
    assert [a.text() for a in menu.menu.actions() if a.text()] == [
        "&Halt",
        "&Resume",
        "Set &Time Left…",
    ]
    assert menu.halt.isEnabled() and not menu.resume.isEnabled()


def test_halt_freezes_the_clock_and_resume_runs_it(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = _window(qtbot, make_window, TimeSettings.absolute(600))
    menu = _menu(window)
    clock = window.game_clock.clock
    assert clock is not None

    def running() -> Color | None:
        return clock.running

    assert running() is Color.BLACK
    qtbot.wait(1100)  # type: ignore[attr-defined]
    menu.halt.trigger()
    assert running() is None
    frozen = window.clock_view.text(Color.BLACK)
    assert frozen != "10:00"  # a second and more was charged
    assert not menu.halt.isEnabled() and menu.resume.isEnabled()
    qtbot.wait(1100)  # type: ignore[attr-defined]
    assert window.clock_view.text(Color.BLACK) == frozen
    click(qtbot, window, "E5")  # the game goes on while the clock is halted
    assert running() is None
    assert window.clock_view.text(Color.BLACK) == frozen
    assert window.controller.game.move_number() == 1
    menu.resume.trigger()
    assert running() is Color.WHITE
    assert menu.halt.isEnabled() and not menu.resume.isEnabled()


def test_set_time_left_changes_the_clocks_and_the_record(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = _window(qtbot, make_window, TimeSettings.absolute(600))
    _menu(window).halt.trigger()
    dialog = _open_dialog(window)
    assert dialog.field(Color.WHITE).text() == "10:00"
    assert not dialog.field(Color.BLACK, count=True).isVisibleTo(dialog)  # absolute time
    dialog.field(Color.BLACK).setText("5:00")
    dialog.field(Color.WHITE).setText("150")
    dialog.accept()
    assert window.clock_view.text(Color.BLACK) == "5:00"
    assert window.clock_view.text(Color.WHITE) == "2:30"
    root = window.controller.game.tree.root
    assert root.props["BL"] == ["300"] and root.props["WL"] == ["150"]
    assert window.game_clock.for_engine(Color.WHITE)[1] == TimeLeft(150, 0, 0)


def test_set_time_left_in_byo_yomi_and_bad_input(qtbot: object, make_window: WindowFactory) -> None:
    window = _window(qtbot, make_window, TimeSettings.byo_yomi(600, 5, 30))
    _menu(window).halt.trigger()
    dialog = _open_dialog(window)
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    dialog.field(Color.BLACK).setText("soon")
    assert not ok.isEnabled()
    error = dialog.findChild(QLabel, "time-left-error")
    assert error is not None and "Not a time" in error.text()
    dialog.field(Color.BLACK).setText("0:20")
    dialog.field(Color.BLACK, count=True).setText("0")
    assert not ok.isEnabled()
    dialog.field(Color.BLACK, count=True).setText("3")
    assert ok.isEnabled()
    ok.click()
    assert window.clock_view.text(Color.BLACK) == "0:20 (3)"
    assert window.clock_view.text(Color.WHITE) == "10:00"
    assert window.game_clock.for_engine(Color.BLACK)[1] == TimeLeft(20, 1, 3)
    assert window.controller.game.tree.root.props["OB"] == ["3"]


def test_no_clock_no_set_time_left(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "")
    show(qtbot, window)
    menu = _menu(window)
    menu.update()
    assert not menu.set_time_left.isEnabled() and not menu.halt.isEnabled()


def test_pausing_an_engine_game_stops_the_clock_until_resumed(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = _window(qtbot, make_window, TimeSettings.absolute(300))
    clock = window.game_clock.clock
    assert clock is not None and clock.running is Color.BLACK
    window.pause_action.setChecked(True)  # Game > Pause Engine Game (F6)
    assert clock.running is None
    label = window.statusBar().findChild(QLabel, "paused-label")
    assert label is not None and label.isVisible() and label.text() == "Paused"
    click(qtbot, window, "E5")  # a move while paused charges nobody
    assert clock.running is None
    window.start_new_game(NewGameSettings(NINE, 6.5, frozenset(), time=TimeSettings.absolute(300)))
    paused_clock = window.game_clock.clock
    assert paused_clock is not None and paused_clock.running is None  # a new game waits too
    window.pause_action.setChecked(False)
    assert paused_clock.running is Color.BLACK
    assert not label.isVisible()


def test_the_delay_between_engine_moves_is_not_charged_to_the_engines(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", fake_engine("random_engine.py", "--seed", "5"))
    show(qtbot, window)
    wait_engine(qtbot, window)
    window.session.move_delay = 60.0  # Game > Delay Between Engine Moves (longer than the test)
    both = frozenset({Color.BLACK, Color.WHITE})
    window.start_new_game(NewGameSettings(NINE, 6.5, both, time=TimeSettings.absolute(300)))
    game = window.controller.game
    qtbot.waitUntil(lambda: game.move_number() == 1 and not window.session.thinking, timeout=10000)  # type: ignore[attr-defined]
    clock = window.game_clock.clock
    assert clock is not None
    assert clock.running is None  # White's clock starts with its genmove, after the delay
    window.session.move_delay = 0.0
    window.session.maybe_computer_move()  # (what the delay's end does)
    assert window.session.thinking and clock.running is Color.WHITE
