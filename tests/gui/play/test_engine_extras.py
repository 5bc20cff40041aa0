"""Engine extras seen by the user: move explanations as comments, the engine's
description in the game comment, CPU time, resign, interrupt, pause, terminate offer."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QMessageBox

from gogui_py.go import Color
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import click, fake_engine, hung_engine_window, show, wait_engine


def test_explanation_description_and_cpu_time(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window(
        "--program",
        fake_engine("random_engine.py", "--seed", "7"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    qtbot.waitUntil(lambda: window.session.identity.description != "", timeout=5000)  # type: ignore[attr-defined]
    click(qtbot, window, "E5")
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 2, timeout=10000)  # type: ignore[attr-defined]
    node = window.controller.game.current
    assert node.comment.startswith("random among")
    assert window.side_panel.comment.toPlainText() == node.comment
    assert "seed: 7" in window.controller.info.game_comment
    assert "CPU 0.0 s" in window.statusBar().currentMessage()


def test_resign_writes_the_result(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    click(qtbot, window, "E5")
    resign = next(a for a in window.window_actions.menus["game"].actions() if a.text() == "&Resign")
    resign.trigger()  # White (to move) resigns
    assert window.controller.info.result == "B+R"


def test_interrupt_makes_a_slow_engine_answer_at_once(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program",
        fake_engine("random_engine.py", "--genmove-delay", "30"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "E5")
    thinking_about_white = lambda: (  # noqa: E731 - the engine got E5 and thinks
        window.controller.game.move_number() == 1 and window.session.thinking
    )
    qtbot.waitUntil(thinking_about_white, timeout=5000)  # type: ignore[attr-defined]
    start = time.monotonic()
    window.session.interrupt()
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 2, timeout=20000)  # type: ignore[attr-defined]
    assert time.monotonic() - start < 20  # at once, not after the engine's 30 s
    assert window.controller.game.current.move.color is Color.WHITE  # type: ignore[union-attr]


def test_engine_without_interrupt_gets_a_terminate_offer(
    qtbot: object, make_window: WindowFactory
) -> None:
    window, engine = hung_engine_window(qtbot, make_window)
    click(qtbot, window, "E5")
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() == 1 and window.session.thinking,
        timeout=5000,
    )
    window.session.interrupt()
    box = window.findChild(QMessageBox, "terminate-offer")
    assert box is not None and "cannot be interrupted" in box.text()
    with qtbot.waitSignal(engine.closed, timeout=5000):  # type: ignore[attr-defined]
        box.button(QMessageBox.StandardButton.Yes).click()
    assert window.session.engine is None
    assert window.controller.game.move_number() == 1


def test_pause_and_resume_an_engine_game(qtbot: object, make_window: WindowFactory) -> None:
    window = make_window(
        "--program",
        fake_engine("random_engine.py", "--seed", "3", "--genmove-delay", "0.05"),
        "--size",
        "9",
        "--computer-both",
    )
    show(qtbot, window)
    qtbot.waitUntil(lambda: window.controller.game.move_number() >= 3, timeout=10000)  # type: ignore[attr-defined]
    window.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=5000)  # type: ignore[attr-defined]
    paused_at = window.controller.game.move_number()
    qtbot.wait(400)  # type: ignore[attr-defined]
    assert window.controller.game.move_number() == paused_at
    window.pause_action.setChecked(False)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.game.move_number() > paused_at, timeout=10000
    )
    window.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=5000)  # type: ignore[attr-defined]


def test_an_engine_move_is_one_undo_step_named_after_the_move(
    qtbot: object, make_window: WindowFactory
) -> None:
    """Fault 11 of issue 9: the engine's move, its comment (gomill-explain_last_move) and
    the player name it writes are undone together, as "Undo Play D4"."""
    window = make_window(
        "--program",
        fake_engine(
            "scripted_engine.py",
            "--answer",
            "genmove=D4",
            "--answer",
            "gomill-explain_last_move=White:likes:D4",
        ),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "E5")
    qtbot.waitUntil(lambda: window.controller.game.move_number() == 2, timeout=10000)  # type: ignore[attr-defined]
    assert window.controller.game.current.comment == "White:likes:D4"
    assert window.controller.info.player_white == "Scripted 1.0"
    window.edit_actions.update(window.controller.game, False)
    assert window.edit_actions.undo.text() == "&Undo Play D4"
    window.edit_actions.undo.trigger()
    assert window.controller.game.move_number() == 1
    assert window.controller.info.player_white == ""
    assert window.edit_actions.undo.text() == "&Undo Play E5"


def test_after_a_resignation_the_engine_plays_no_more(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program",
        fake_engine("random_engine.py", "--seed", "3"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "E5")
    game = window.controller.game
    qtbot.waitUntil(lambda: game.move_number() == 2 and not window.session.thinking, timeout=10000)  # type: ignore[attr-defined]
    resign = next(a for a in window.window_actions.menus["game"].actions() if a.text() == "&Resign")
    resign.trigger()  # Black (the person, to move) resigns
    assert window.controller.info.result == "W+R"
    assert window.statusBar().currentMessage() == "Black resigns: W+R"
    assert window.session.computer == frozenset({Color.WHITE})  # it still plays White…
    free = next(p for p in game.tree.size.points() if game.board().get(p) is None)
    window.board_input.click(free)
    assert game.move_number() == 3
    assert not window.session.thinking  # …but not after the resignation: no genmove
    window.controller.navigate(lambda g: g.go_to(g.tree.root))
    taken = {free, *(c.move.point for c in game.tree.root.children if c.move is not None)}
    other = next(p for p in game.tree.size.points() if p not in taken)
    window.board_input.click(other)  # a variation before the resignation: it plays on
    qtbot.waitUntil(lambda: game.move_number() == 2, timeout=10000)  # type: ignore[attr-defined]
