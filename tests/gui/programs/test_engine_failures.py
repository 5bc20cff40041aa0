"""Engines that die, hang or talk garbage: a message, no freeze, the record intact.

The engines are our fake engines (tests/engines/) run as real subprocesses. The
autouse fixtures fail any test that leaves the engine process or its thread behind.
"""

from __future__ import annotations

import time

from gogui_py.go import Color
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import (
    MAX_STALL_MS,
    click,
    fake_engine,
    hung_engine_window,
    longest_stall,
    show,
    stone,
    wait_engine,
    warning_text,
)


def test_engine_dying_mid_genmove_gives_a_message_and_keeps_the_record(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program",
        fake_engine("scripted_engine.py", "--eof-mid", "genmove"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    with longest_stall() as stall:
        click(qtbot, window, "C3")
        qtbot.waitUntil(lambda: warning_text(window) != "", timeout=5000)  # type: ignore[attr-defined]
        assert stall() < MAX_STALL_MS
    text = warning_text(window)
    assert "died" in text and "record is intact" in text
    assert window.session.engine is None
    assert not window.session.thinking
    assert window.controller.game.move_number() == 1
    assert stone(window, "C3") is Color.BLACK
    # Still playable without the engine.
    click(qtbot, window, "D3")
    assert stone(window, "D3") is Color.WHITE


def test_hung_engine_never_freezes_and_detach_kills_it(
    qtbot: object, make_window: WindowFactory
) -> None:
    window, engine = hung_engine_window(qtbot, make_window)
    with longest_stall() as stall:
        click(qtbot, window, "C3")
        qtbot.waitUntil(lambda: window.session.thinking, timeout=5000)  # type: ignore[attr-defined]
        qtbot.wait(500)  # type: ignore[attr-defined]
        assert window.session.thinking
        assert not window.board.is_interactive()
        assert stall() < MAX_STALL_MS
        start = time.monotonic()
        window.window_actions.detach.trigger()  # type: ignore[union-attr]
        # Detaching does not wait for the hung engine (its kill comes 1.5 s later).
        assert time.monotonic() - start < 1.0
        # The status no longer says it is thinking.
        assert (
            window.statusBar()
            .currentMessage()
            .endswith("detached while thinking: no move was played")
        )
        with qtbot.waitSignal(engine.closed, timeout=5000):  # type: ignore[attr-defined]
            pass
        assert stall() < MAX_STALL_MS
    assert window.session.engine is None
    assert not window.session.thinking
    assert window.board.is_interactive()
    assert stone(window, "C3") is Color.BLACK
    assert window.controller.game.move_number() == 1


def test_genmove_timeout_gives_a_message_and_the_engine_stays(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program",
        fake_engine("scripted_engine.py", "--delay", "genmove=3"),
        "--size",
        "9",
        "--computer-white",
    )
    window.session.genmove_timeout = 0.5
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "C3")
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=5000)  # type: ignore[attr-defined]
    assert "no answer to 'genmove w' within 0.5 s" in window.statusBar().currentMessage()
    assert window.session.engine is not None
    assert window.controller.game.move_number() == 1


def test_garbage_move_from_the_engine_is_not_played(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program",
        fake_engine("scripted_engine.py", "--answer", "genmove=Z99"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "C3")
    qtbot.waitUntil(lambda: not window.session.thinking, timeout=5000)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "Z99" in warning_text(window), timeout=5000)  # type: ignore[attr-defined]
    assert "no longer plays a colour" in window.statusBar().currentMessage()
    assert window.controller.game.move_number() == 1
    assert window.controller.game.board().count(Color.WHITE) == 0
    engines = window.session.programs.engines()
    assert engines and all(not program.colors for program in engines)  # attached, no colour


def test_engine_that_cannot_start_gives_a_message(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", "/nonexistent/engine --gtp", "--size", "9")
    window.show()
    qtbot.waitUntil(lambda: warning_text(window) != "", timeout=5000)  # type: ignore[attr-defined]
    assert "Could not start engine" in warning_text(window)
    assert window.session.engine is None
    click(qtbot, window, "C3")
    assert stone(window, "C3") is Color.BLACK


def test_random_engine_plays_a_whole_game_to_two_passes(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program",
        fake_engine("random_engine.py", "--seed", "3"),
        "--size",
        "5",
        "--komi",
        "0.5",
        "--computer-both",
    )
    show(qtbot, window)
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: window.controller.info.result != "", timeout=30000
    )
    game = window.controller.game
    assert game.is_game_over()
    assert game.move_number() > 10
    assert window.controller.info.result[0] in "BW0"


def test_an_answer_numbered_for_another_command_detaches_the_engine_at_once(
    qtbot: object, make_window: WindowFactory
) -> None:
    """Fault 8 of issue 9: genmove answered with a wrong id is a protocol error shown at
    once (not "thinking..." until the 600 s timeout); the engine is detached, the record
    kept."""
    window = make_window(
        "--program",
        fake_engine("scripted_engine.py", "--wrong-id", "genmove", "--answer", "genmove=D4"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "C3")
    qtbot.waitUntil(lambda: warning_text(window) != "", timeout=10000)  # type: ignore[attr-defined]
    text = warning_text(window)
    assert "numbered" in text and "out of step" in text
    assert window.session.engine is None
    assert not window.session.thinking
    assert window.controller.game.move_number() == 1
    assert stone(window, "C3") is Color.BLACK


def test_a_wrongly_numbered_answer_at_start_is_named(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program", fake_engine("scripted_engine.py", "--wrong-id", "name"), "--size", "9"
    )
    window.show()
    qtbot.waitUntil(lambda: warning_text(window) != "", timeout=10000)  # type: ignore[attr-defined]
    text = warning_text(window)
    assert "Could not start" in text and "numbered 8" in text
    assert "within" not in text  # not "no answer within 30 s"


def test_a_click_the_dying_engine_was_told_of_enters_the_record(
    qtbot: object, make_window: WindowFactory
) -> None:
    """Fault 12 of issue 9: the engine dies when told of the person's move: the move is
    the person's and enters the record; only the engine's part fails, with a message."""
    window = make_window(
        "--program",
        fake_engine("scripted_engine.py", "--eof-mid", "play"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "C3")
    qtbot.waitUntil(lambda: warning_text(window) != "", timeout=10000)  # type: ignore[attr-defined]
    assert "died" in warning_text(window)
    assert stone(window, "C3") is Color.BLACK
    assert window.controller.game.move_number() == 1
    assert window.session.engine is None and not window.session.thinking


def test_a_move_the_engine_refuses_stays_out_of_the_record(
    qtbot: object, make_window: WindowFactory
) -> None:
    """The other side of fault 12: an engine that answers '?' (it refuses the move by its
    rules) keeps it out of the record, and stays attached."""
    window = make_window(
        "--program",
        fake_engine("scripted_engine.py", "--fail", "play=illegal_move"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "C3")
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: "refused the move" in window.statusBar().currentMessage(), timeout=10000
    )
    assert stone(window, "C3") is None
    assert window.session.engine is not None


def test_an_engine_refusing_to_move_is_reported_and_stops_playing(
    qtbot: object, make_window: WindowFactory
) -> None:
    """GoGui shows a dialog when genmove fails; the engine then plays no colour, so the
    turn is plainly the person's and the record keeps only the person's move."""
    window = make_window(
        "--program",
        fake_engine("scripted_engine.py", "--fail", "genmove=board_too_large"),
        "--size",
        "9",
        "--computer-white",
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    click(qtbot, window, "C3")
    qtbot.waitUntil(lambda: "board_too_large" in warning_text(window), timeout=5000)  # type: ignore[attr-defined]
    assert "refused to play" in warning_text(window)
    assert "no longer plays a colour" in window.statusBar().currentMessage()
    engines = window.session.programs.engines()
    assert engines and all(not program.colors for program in engines)
    assert window.controller.game.move_number() == 1
    click(qtbot, window, "D4")  # the person plays White; no genmove follows
    assert stone(window, "D4") is Color.WHITE
    assert not window.session.thinking
