"""Streaming analysis (F4) during a game (issue 11): the analysing engine's own genmove
stops the stream, the move is played and the analysis resumes on the new position; an
analyzer that hangs once it streams is stopped with a message while the engine playing
goes on playing."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox

from gogui_py.go import Point
from gogui_py.gui.programs.catalog import ProgramEntry
from gogui_py.gui.programs.program import Role
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import (
    click,
    fake_engine,
    gnugo_command,
    show,
    stone,
    wait_engine,
    warning_text,
)

D4 = Point(3, 15)


def test_genmove_stops_the_analysis_and_it_resumes_after_the_move(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window(
        "--program", fake_engine("lz_engine.py"), "--size", "19", "--computer-white"
    )
    show(qtbot, window)
    wait_engine(qtbot, window)
    room = window.analysis
    qtbot.waitUntil(lambda: room.analyzer() is not None, timeout=15000)  # type: ignore[attr-defined]
    QTest.keyClick(window, Qt.Key.Key_F4)
    assert room.stream_toggle.isChecked()
    qtbot.waitUntil(lambda: window.board.snapshot().gfx is not None, timeout=10000)  # type: ignore[attr-defined]
    click(qtbot, window, "K10")  # the person's move; the analysing engine plays White
    game = window.controller.game
    qtbot.waitUntil(lambda: game.move_number() == 2, timeout=15000)  # type: ignore[attr-defined]
    after = game.current
    assert after.move is not None and after.move.is_pass  # lz_engine's genmove passes
    # Analysis resumed on the position after the engine's move: its candidates are drawn.
    qtbot.waitUntil(lambda: after in room.streaming.results, timeout=15000)  # type: ignore[attr-defined]
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: (gfx := window.board.snapshot().gfx) is not None and (D4, "52") in gfx.labels,
        timeout=10000,
    )
    assert room.stream_toggle.isChecked() and room.streaming.active
    page = window.shell.page("engine")
    assert page is not None
    qtbot.waitUntil(lambda: "genmove w" in page.log_text(), timeout=10000)  # type: ignore[attr-defined]
    lines = page.log_text().splitlines()
    genmove = next(i for i, line in enumerate(lines) if "genmove w" in line)
    # It streamed before its genmove (stopped for it, or genmove would wait behind it)
    # and streams again after it, for Black to move after its pass.
    assert any("lz-analyze b" in line for line in lines[:genmove])
    assert any("lz-analyze b" in line for line in lines[genmove + 1 :])
    assert not window.session.thinking


def test_a_hung_analyzer_is_stopped_and_the_player_plays_on(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", gnugo_command(), "--size", "19", "--computer-white")
    show(qtbot, window)
    wait_engine(qtbot, window)
    programs = window.session.programs
    gnugo = programs.primary()
    hung = window.engine_menu.attach(ProgramEntry("Hung", fake_engine("lz_engine.py", "--hang")))
    assert gnugo is not None and hung is not None
    qtbot.waitUntil(lambda: hung.running, timeout=15000)  # type: ignore[attr-defined]
    row = window.program_strip.row(hung)
    assert row is not None and row.analyzer_button is not None
    qtbot.mouseClick(row.analyzer_button, Qt.MouseButton.LeftButton)  # type: ignore[attr-defined]
    assert programs.with_role(Role.ANALYZER) is hung
    room = window.analysis
    room.streaming.stop_timeout = 2.0  # seconds it gets to end a stream once asked
    room.stream_toggle.setChecked(True)
    qtbot.waitUntil(lambda: window.board.snapshot().gfx is not None, timeout=10000)  # type: ignore[attr-defined]
    click(qtbot, window, "K10")  # a new position: the stream is asked to stop; it never ends
    game = window.controller.game
    qtbot.waitUntil(lambda: game.move_number() == 2, timeout=30000)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: warning_text(window) != "", timeout=20000)  # type: ignore[attr-defined]
    text = warning_text(window)
    assert "did not stop within 2 s" in text and "hangs" in text, text
    assert "record is intact" in text
    assert programs.engines() == [gnugo]
    assert not room.stream_toggle.isChecked()
    assert window.program_strip.row(hung) is None
    box = window.findChild(QMessageBox)
    assert box is not None
    box.accept()
    qtbot.waitUntil(window.board.is_interactive, timeout=15000)  # type: ignore[attr-defined]
    # GNU Go's answer to K10 depends on how long it may read (C3 on a loaded machine):
    # Black plays a point it left empty
    free = next(v for v in ("C3", "R16", "C17") if stone(window, v) is None)
    click(qtbot, window, free)  # GNU Go still plays White
    qtbot.waitUntil(lambda: game.move_number() == 4, timeout=30000)  # type: ignore[attr-defined]
    assert gnugo.running and gnugo.plays(game.current.move.color)  # type: ignore[union-attr]
