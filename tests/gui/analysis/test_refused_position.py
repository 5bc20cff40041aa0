"""Analysis only of the displayed position: a program that refuses to be brought there
(Leela Zero refuses ``boardsize 9``) is sent no analysis command; the stream stops with a
message naming it and the refused command, an analyze command says so in the dock. F4
picks an attached program that can stream when none is chosen (QA defects 1 and 2)."""

from __future__ import annotations

import re
import shlex

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.programs.catalog import ProgramEntry
from gogui_py.gui.programs.program import Program, Role
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine, gnugo_command, show, wait_engine


def refusing_engine() -> str:
    """An engine with lz-analyze and an analyze command that refuses every board size."""
    flags = [
        "--fail=boardsize=unacceptable size",
        "--answer=lz-analyze=",
        "--answer=gogui-analyze_commands=string/Echo/echo hello",
    ]
    return fake_engine("scripted_engine.py", *(shlex.quote(f) for f in flags))


def started(qtbot: object, window: MainWindow) -> Program:
    """The window's first engine once its command list is read."""
    wait_engine(qtbot, window)
    program = window.session.programs.primary()
    assert program is not None
    catalog = window.analysis.catalog
    qtbot.waitUntil(lambda: catalog.supported(program) is not None, timeout=15000)  # type: ignore[attr-defined]
    return program


def log(window: MainWindow, key: str = "engine") -> str:
    page = window.shell.page(key)
    assert page is not None
    return page.log_text()


def sent(window: MainWindow, command: str) -> bool:
    """True when the shell shows ``command`` sent (``12 lz-analyze b 10``)."""
    return re.search(rf"^\d+ {command}\b", log(window), re.MULTILINE) is not None


def test_no_analysis_is_sent_to_a_program_that_refused_the_board_size(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", refusing_engine(), "--size", "19")
    show(qtbot, window)
    started(qtbot, window)
    room = window.analysis
    QTest.keyClick(window, Qt.Key.Key_F4)
    bar = window.statusBar()
    expected = "Scripted refused boardsize 19: unacceptable size"
    qtbot.waitUntil(lambda: bar.currentMessage() == expected, timeout=15000)  # type: ignore[attr-defined]
    assert not room.stream_toggle.isChecked() and not room.streaming.active
    assert window.board.snapshot().gfx is None  # no candidates drawn
    qtbot.waitUntil(lambda: sent(window, "boardsize 19"), timeout=5000)  # type: ignore[attr-defined]
    assert not sent(window, "lz-analyze")


def test_an_analyze_command_is_not_sent_to_a_program_that_refused_the_board_size(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", refusing_engine(), "--size", "19")
    show(qtbot, window)
    started(qtbot, window)
    dock = window.analysis.widget
    assert dock.select_label("Echo")
    dock.run_selected()
    expected = "Echo: Scripted refused boardsize 19: unacceptable size"
    qtbot.waitUntil(lambda: expected in dock.answer.toPlainText(), timeout=15000)  # type: ignore[attr-defined]
    assert not sent(window, "echo")
    qtbot.waitUntil(lambda: dock.hint.text() == "", timeout=5000)  # type: ignore[attr-defined]


def test_f4_picks_the_attached_program_that_can_stream(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", gnugo_command(), "--size", "19")
    show(qtbot, window)
    gnugo = started(qtbot, window)
    leela = window.engine_menu.attach(ProgramEntry("Leela", fake_engine("lz_engine.py")))
    assert leela is not None
    catalog = window.analysis.catalog
    qtbot.waitUntil(lambda: catalog.supported(leela) is not None, timeout=15000)  # type: ignore[attr-defined]
    room = window.analysis
    QTest.keyClick(window, Qt.Key.Key_F4)
    assert room.stream_toggle.isChecked()
    assert room.streaming.program is leela
    assert Role.ANALYZER in leela.roles and Role.ANALYZER not in gnugo.roles
    row = window.program_strip.row(leela)
    assert row is not None and row.analyzer_button is not None
    assert row.analyzer_button.isChecked()  # the strip shows which program analyses
    qtbot.waitUntil(lambda: window.board.snapshot().gfx is not None, timeout=15000)  # type: ignore[attr-defined]
    assert not sent(window, "lz-analyze")  # GNU Go was never asked


def test_f4_without_a_program_that_can_stream_goes_off_and_says_why(
    qtbot: object, make_window: WindowFactory
) -> None:
    window = make_window("--program", gnugo_command(), "--size", "19")
    show(qtbot, window)
    started(qtbot, window)
    room = window.analysis
    QTest.keyClick(window, Qt.Key.Key_F4)
    assert not room.stream_toggle.isChecked()
    text = window.statusBar().currentMessage()
    assert text.startswith("Analysis: GNU Go has no lz-analyze or kata-analyze"), text
    assert "Analyzer" in text  # how to choose one
