"""Game > Play Single Move through the session's own engine move (pytest-qt): one move,
the computer colours untouched, no engine move after it, even an illegal one."""

from __future__ import annotations

from typing import Any

from gogui_py.go import Color
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.navigation import NavigationCommands
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine, show, wait_engine

WAIT_MS = 30_000


def _single_move(window: MainWindow) -> Any:
    commands = window.features.installed["navigation"]
    assert isinstance(commands, NavigationCommands)
    return commands.play_single_move


def _idle_at(window: MainWindow, moves: int) -> bool:
    return window.controller.game.move_number() == moves and not window.session.thinking


def test_the_computers_colour_does_not_answer_a_single_move(
    qtbot: Any, make_window: WindowFactory
) -> None:
    engine = fake_engine("random_engine.py", "--seed", "3")
    window = make_window("--program", engine, "--size", "9", "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    action = _single_move(window)
    qtbot.waitUntil(action.isEnabled, timeout=WAIT_MS)
    assert window.session.computer == frozenset({Color.WHITE})
    action.trigger()  # Black to move: the engine plays Black's move, once
    qtbot.waitUntil(lambda: _idle_at(window, 1), timeout=WAIT_MS)
    move = window.controller.game.current.move
    assert move is not None and move.color is Color.BLACK
    qtbot.wait(300)  # White is the computer's, yet no move follows a single move
    assert window.controller.game.move_number() == 1
    assert window.session.computer == frozenset({Color.WHITE})
    window.edit_actions.update(window.controller.game, window.session.thinking)
    assert window.edit_actions.undo.text().startswith("&Undo Play ")  # one undo step


def test_an_illegal_single_move_keeps_the_computer_colours(
    qtbot: Any, make_window: WindowFactory
) -> None:
    engine = fake_engine("scripted_engine.py", "--answer", "genmove=A1")
    window = make_window("--program", engine, "--size", "9", "--computer-black")
    show(qtbot, window)
    wait_engine(qtbot, window)
    qtbot.waitUntil(lambda: _idle_at(window, 1), timeout=WAIT_MS)  # Black's A1
    action = _single_move(window)
    qtbot.waitUntil(action.isEnabled, timeout=WAIT_MS)
    action.trigger()  # White to move: the engine answers A1, taken
    qtbot.waitUntil(
        lambda: "illegal" in window.statusBar().currentMessage() and not window.session.thinking,
        timeout=WAIT_MS,
    )
    assert window.controller.game.move_number() == 1
    assert window.session.computer == frozenset({Color.BLACK})  # a single move keeps it
