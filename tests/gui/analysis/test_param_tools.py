"""Engine > Snapshot / Restore / Save Parameters and Reattach With Parameters in the main
window, with real engine processes (tests/engines/param_engine.py, GNU Go)."""

from __future__ import annotations

import shlex
from pathlib import Path

from PySide6.QtWidgets import QApplication, QComboBox
from pytestqt.qtbot import QtBot

from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.analysis.room import AnalysisRoom
from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.programs.program import Program
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine, gnugo_command, show

WAIT = 20000


def param_engine(*flags: str) -> str:
    return fake_engine("param_engine.py", *flags)


def ask(qtbot: QtBot, program: Program, *words: str) -> str:
    """What ``program`` answers to ``words`` (sent on its bridge thread)."""
    got: list[str] = []

    def send(client: GtpClient, _sync: EngineSync) -> str:
        return client.send(words[0], *words[1:])

    program.handle.submit(send, lambda answer: got.append(str(answer)))
    qtbot.waitUntil(lambda: bool(got), timeout=WAIT)
    return got[0]


def ready(qtbot: QtBot, window: MainWindow) -> tuple[AnalysisRoom, Program]:
    """The room and the primary engine once its analyze commands are read."""
    room = window.analysis
    programs = window.session.programs

    def listed() -> bool:
        program = programs.primary()
        return program is not None and room.catalog.commands_of(program) is not None

    qtbot.waitUntil(listed, timeout=WAIT)
    program = programs.primary()
    assert program is not None
    return room, program


def statuses(room: AnalysisRoom) -> list[str]:
    messages: list[str] = []
    room.status.connect(messages.append)
    return messages


def shown_level(qtbot: QtBot, room: AnalysisRoom) -> str:
    """The ``level`` the Analyze dock's form shows after running Search."""
    room.widget.params.clear()
    assert room.widget.select_label("Search")
    room.widget.run_selected()
    qtbot.waitUntil(lambda: "level" in room.widget.params.fields, timeout=WAIT)
    field = room.widget.params.fields["level"]
    assert isinstance(field, QComboBox)
    return field.currentText()


def test_snapshot_then_restore_brings_a_changed_value_back(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("--program", param_engine(), "--size", "9")
    show(qtbot, window)
    room, program = ready(qtbot, window)
    actions = window.analysis_link.actions
    messages = statuses(room)
    assert not actions.restore_params.isEnabled()
    actions.snapshot_params.trigger()
    qtbot.waitUntil(actions.restore_params.isEnabled, timeout=WAIT)
    # Search (4 values) and Style %m (1); Ask needs a typed string: not asked
    assert "Snapshot of Param 1.0: 5 values from 2 commands" in messages
    assert shown_level(qtbot, room) == "normal"
    room.runner.set_param(program, "param_search", "level", "fast")  # as the form sends it
    qtbot.waitUntil(lambda: "level = fast" in room.widget.answer.toPlainText(), timeout=WAIT)
    assert shown_level(qtbot, room) == "fast"
    actions.restore_params.trigger()
    done = "Restore Parameters: 5 of 5 values sent to Param 1.0"
    qtbot.waitUntil(lambda: done in messages, timeout=WAIT)
    assert window.statusBar().currentMessage() == done
    assert shown_level(qtbot, room) == "normal"


def test_refused_values_are_told_in_the_pane_and_status_bar_not_a_dialog(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("--program", param_engine("--locked", "max_nodes"), "--size", "9")
    show(qtbot, window)
    room, _program = ready(qtbot, window)
    actions = window.analysis_link.actions
    messages = statuses(room)
    actions.snapshot_params.trigger()
    qtbot.waitUntil(actions.restore_params.isEnabled, timeout=WAIT)
    actions.restore_params.trigger()
    done = "Restore Parameters: 4 of 5 values sent to Param 1.0; 1 refused (see the Analyze pane)"
    qtbot.waitUntil(lambda: done in messages, timeout=WAIT)
    assert (
        "Restore Parameters: Param 1.0 refused 'param_search max_nodes 1000': "
        "max_nodes cannot be changed"
    ) in room.widget.answer.toPlainText()
    assert QApplication.activeModalWidget() is None


def test_save_writes_a_gtp_file_of_the_current_values(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window("--program", param_engine("--version", "2.5"), "--size", "9")
    show(qtbot, window)
    room, program = ready(qtbot, window)
    messages = statuses(room)
    room.runner.set_param(program, "param_search", "tag", "two words")
    qtbot.waitUntil(lambda: "tag = two words" in room.widget.answer.toPlainText(), timeout=WAIT)
    target = tmp_path / "saved.gtp"
    suggested: list[str] = []
    answers: list[str | None] = [None, str(target)]  # cancelled first, then a file

    def ask_path(name: str) -> str | None:
        suggested.append(name)
        return answers.pop(0)

    room.param_tools.ask_path = ask_path
    window.analysis_link.actions.save_params.trigger()
    assert suggested == ["param-parameters.gtp"] and not target.exists()  # cancelled
    window.analysis_link.actions.save_params.trigger()
    done = f"Saved 5 values from 2 commands to {target}"
    qtbot.waitUntil(lambda: done in messages, timeout=WAIT)
    lines = target.read_text().splitlines()
    assert lines[0] == "# Parameters of Param 2.5"
    assert lines[1].startswith("# Saved by gogui-py on ")
    assert lines[3:] == [
        "param_search ponder 0",
        "param_search level normal",
        "param_search tag two words",
        "param_search max_nodes 1000",
        "param_style b mood calm",
    ]
    assert [p.name for p in tmp_path.iterdir()] == ["saved.gtp"]  # no temporary left


def test_reattach_restarts_the_program_and_sends_it_the_values(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("--program", param_engine(), "--size", "9")
    show(qtbot, window)
    room, program = ready(qtbot, window)
    programs = window.session.programs
    messages = statuses(room)
    roles, pid = program.roles, ask(qtbot, program, "pid")
    room.runner.set_param(program, "param_search", "level", "strong")
    room.runner.set_param(program, "param_style b", "mood", "wild")  # Style %m, black
    qtbot.waitUntil(lambda: "mood = wild" in room.widget.answer.toPlainText(), timeout=WAIT)
    window.analysis_link.actions.reattach_params.trigger()
    done = "Reattach With Parameters: 5 of 5 values sent to Param 1.0"
    qtbot.waitUntil(lambda: done in messages, timeout=WAIT)
    assert "Reattaching Param 1.0 with 5 values from 2 commands…" in messages
    again = programs.primary()
    assert again is not None and again is not program and again.running
    assert program not in programs.programs and len(programs.programs) == 1
    assert again.roles == roles and again.argv == program.argv
    assert ask(qtbot, again, "pid") != pid  # a new process
    assert "level strong" in ask(qtbot, again, "param_search")
    assert ask(qtbot, again, "param_style", "b") == "[list/calm/wild] mood wild"
    assert not window.analysis_link.actions.restore_params.isEnabled()  # no snapshot taken


def test_the_tools_act_on_the_program_the_dock_lists_and_gnugo_has_no_parameters(
    qtbot: QtBot, make_window: WindowFactory
) -> None:
    window = make_window("--program", gnugo_command(), "--size", "9")
    show(qtbot, window)
    room, gnugo = ready(qtbot, window)
    programs = window.session.programs
    other = programs.attach(shlex.split(param_engine()), "param")
    qtbot.waitUntil(lambda: room.catalog.commands_of(other) is not None, timeout=WAIT)
    messages = statuses(room)
    box = room.widget.program_box
    actions = window.analysis_link.actions
    box.setCurrentIndex(room.catalog.programs().index(gnugo))
    actions.snapshot_params.trigger()
    assert messages[-1] == f"Snapshot Parameters: {gnugo.name} has no parameter commands"
    actions.save_params.trigger()
    assert messages[-1] == f"Save Parameters: {gnugo.name} has no parameter commands"
    assert not actions.restore_params.isEnabled()
    box.setCurrentIndex(room.catalog.programs().index(other))
    actions.snapshot_params.trigger()
    qtbot.waitUntil(actions.restore_params.isEnabled, timeout=WAIT)
    assert messages[-1] == "Snapshot of Param 1.0: 5 values from 2 commands"
