"""The GTP shell's tabs: programs attached and detached, typed commands reported,
history and options persisted, Save Log; and a real flooding engine behind it."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QTabBar, QWidget
from pytestqt.qtbot import QtBot

from gogui_py.gtp.client import GtpClient
from gogui_py.gtp.sync import EngineSync
from gogui_py.gui.programs.bridge import EngineHandle
from gogui_py.gui.shell import GtpShell, split_command_line
from tests.gui.helpers import MAX_STALL_MS, longest_stall
from tests.gui.shell.helpers import make_shell

ENGINES = Path(__file__).resolve().parents[2] / "engines"


def no_traffic() -> list[tuple[str, str]]:
    return []


def tab_texts(shell: GtpShell) -> list[str]:
    return [shell.tabs.tabText(i) for i in range(shell.tabs.count())]


def type_command(shell: GtpShell, key: str, line: str) -> None:
    page = shell.page(key)
    assert page is not None
    QTest.keyClicks(page.command_line, line)
    QTest.keyClick(page.command_line, Qt.Key.Key_Return)


def test_one_tab_per_program(qtbot: QtBot) -> None:
    shell = make_shell(qtbot)
    assert not shell.save_button.isEnabled()
    engine = shell.add_program("engine", "Engine: GNU Go", no_traffic, ["genmove"])
    ruler = shell.add_program("ruler", "Ruler: Othello", no_traffic, ["gogui-rules_game_id"])
    assert tab_texts(shell) == ["Engine: GNU Go", "Ruler: Othello"]
    assert shell.keys() == ["engine", "ruler"]
    assert shell.current_page() is ruler
    assert shell.save_button.isEnabled()
    assert engine.command_line.commands() == ["genmove"]
    shell.set_commands("engine", ["play", "undo"])
    assert engine.command_line.commands() == ["play", "undo"]


def test_detach_keeps_the_log_and_reattach_reuses_the_tab(qtbot: QtBot) -> None:
    traffic = [[("sent", "1 quit"), ("received", "=1")]]
    shell = make_shell(qtbot)
    page = shell.add_program("engine", "Engine: GNU Go", lambda: traffic.pop() if traffic else [])
    shell.remove_program("engine")
    assert tab_texts(shell) == ["Engine: GNU Go (detached)"]
    assert not page.command_line.isEnabled()
    assert isinstance(
        shell.tabs.tabBar().tabButton(0, QTabBar.ButtonPosition.RightSide), QWidget
    ), "a detached log can be closed"
    qtbot.waitUntil(lambda: page.backlog == 0)
    assert [line.text for line in page.log_lines()] == ["1 quit", "=1", "— program detached —"]
    again = shell.add_program("engine", "Engine: GNU Go 3.8", no_traffic)
    assert again is page
    assert tab_texts(shell) == ["Engine: GNU Go 3.8"]
    assert page.command_line.isEnabled()
    assert shell.tabs.tabBar().tabButton(0, QTabBar.ButtonPosition.RightSide) is None
    qtbot.waitUntil(lambda: page.backlog == 0)
    assert page.log_lines()[-1].text == "— Engine: GNU Go 3.8 attached —"


def test_closing_a_detached_log_removes_its_tab(qtbot: QtBot) -> None:
    shell = make_shell(qtbot)
    shell.add_program("engine", "Engine", no_traffic)
    shell.add_program("ruler", "Ruler", no_traffic)
    shell.remove_program("ruler")
    button = shell.tabs.tabBar().tabButton(1, QTabBar.ButtonPosition.RightSide)
    assert button is not None
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert tab_texts(shell) == ["Engine"]
    assert shell.page("ruler") is None
    shell.discard_program("engine")  # attached: detached first, then removed
    assert tab_texts(shell) == []
    assert not shell.save_button.isEnabled()
    shell.remove_program("unknown")  # ignored


def test_typed_commands_are_reported_with_state_changes(qtbot: QtBot) -> None:
    shell = make_shell(qtbot)
    shell.add_program("engine", "Engine", no_traffic)
    shell.add_program("ruler", "Ruler", no_traffic)
    typed: list[tuple[str, str]] = []
    state: list[tuple[str, str]] = []
    shell.command_entered.connect(lambda key, line: typed.append((key, line)))
    shell.state_command_entered.connect(lambda key, name: state.append((key, name)))
    type_command(shell, "engine", "showboard")
    type_command(shell, "engine", "5 play b D4")
    type_command(shell, "ruler", "reg_genmove w")
    type_command(shell, "ruler", "undo")
    assert typed == [
        ("engine", "showboard"),
        ("engine", "5 play b D4"),
        ("ruler", "reg_genmove w"),
        ("ruler", "undo"),
    ]
    assert state == [("engine", "play"), ("ruler", "undo")]
    assert shell.history.entries == ("showboard", "5 play b D4", "reg_genmove w", "undo")


def test_history_and_timestamps_persist_in_settings(qtbot: QtBot, tmp_path: Path) -> None:
    path = str(tmp_path / "settings.ini")
    settings = QSettings(path, QSettings.Format.IniFormat)
    shell = make_shell(qtbot, settings=settings)
    shell.add_program("engine", "Engine", no_traffic)
    type_command(shell, "engine", "name")
    type_command(shell, "engine", "version")
    shell.timestamps_box.setChecked(True)
    settings.sync()

    again = make_shell(qtbot, settings=QSettings(path, QSettings.Format.IniFormat))
    assert again.history.entries == ("name", "version")
    assert again.timestamps_box.isChecked()
    page = again.add_program("engine", "Engine", no_traffic)
    assert page.timestamps
    QTest.keyClick(page.command_line, Qt.Key.Key_Up)
    assert page.command_line.text() == "version"


def test_timestamps_apply_to_every_tab(qtbot: QtBot) -> None:
    shell = make_shell(qtbot)
    engine = shell.add_program("engine", "Engine", no_traffic)
    ruler = shell.add_program("ruler", "Ruler", no_traffic)
    shell.set_timestamps(True)
    assert shell.timestamps_box.isChecked()
    assert engine.timestamps and ruler.timestamps
    shell.timestamps_box.setChecked(False)
    assert not engine.timestamps and not ruler.timestamps


def test_save_log_button_writes_the_current_tab(qtbot: QtBot, tmp_path: Path) -> None:
    target = tmp_path / "engine.log"
    asked: list[str] = []

    def ask(_parent: QWidget, suggested: str) -> str | None:
        asked.append(suggested)
        return str(target)

    traffic = [[("sent", "1 name"), ("received", "=1 GNU Go")]]
    shell = make_shell(qtbot, ask_save_path=ask)
    shell.add_program("ruler", "Ruler", no_traffic)
    shell.add_program("engine", "Engine: GNU Go", lambda: traffic.pop() if traffic else [])
    shell.append_note("engine", "not sent: control character in argument", warning=True)
    QTest.mouseClick(shell.save_button, Qt.MouseButton.LeftButton)
    assert asked == ["engine-gnu-go.log"]
    assert target.read_text() == "1 name\n=1 GNU Go\nnot sent: control character in argument\n"


def test_save_current_log_without_a_tab_is_an_error(qtbot: QtBot, tmp_path: Path) -> None:
    shell = make_shell(qtbot)
    with pytest.raises(LookupError):
        shell.save_current_log(str(tmp_path / "x.log"))


@pytest.fixture
def flooding_engine(qtbot: QtBot) -> Iterator[EngineHandle]:
    """Our scripted fake engine, writing 20 MB to stderr on ``echo``."""
    argv = [sys.executable, str(ENGINES / "scripted_engine.py"), "--stderr-flood", "echo=20"]
    handle = EngineHandle(argv, "Flood")
    with qtbot.waitSignal(handle.started, timeout=10_000):
        pass
    yield handle
    assert handle.wait_closed()


def test_a_real_engine_flooding_stderr_never_stalls_the_shell(
    qtbot: QtBot, flooding_engine: EngineHandle
) -> None:
    shell = make_shell(qtbot)
    page = shell.add_program("engine", "Engine: Scripted", flooding_engine.take_traffic)
    answers: list[object] = []

    def send(key: str, line: str) -> None:  # what the main window does
        name, args = split_command_line(line)

        def request(client: GtpClient, _sync: EngineSync) -> str:
            return client.send(name, *args)

        flooding_engine.submit(request, answers.append)

    shell.command_entered.connect(send)
    with longest_stall() as stall:
        type_command(shell, "engine", "echo hello")
        qtbot.waitUntil(lambda: bool(answers), timeout=60_000)

        def answer_shown() -> bool:  # the last traffic is pulled and shown
            return page.backlog == 0 and any(
                line.kind == "received" and line.display_text().endswith(" hello")
                for line in page.log_lines()
            )

        qtbot.waitUntil(answer_shown, timeout=20_000)
    assert answers == ["hello"]
    assert stall() < MAX_STALL_MS, f"the event loop stalled {stall():.0f} ms"
    lines = page.log_lines()
    texts = [line.display_text() for line in lines]
    # the command line itself may have been pushed out of the bounded log by the flood
    received = [text for line, text in zip(lines, texts, strict=True) if line.kind == "received"]
    assert received[-1].startswith("=") and received[-1].endswith(" hello")
    assert any(text.endswith("lines skipped") for text in texts)
    assert page.log_view.line_count <= 20_000


def test_a_failed_save_shows_a_message_without_blocking(qtbot: QtBot, tmp_path: Path) -> None:
    shell = make_shell(qtbot, ask_save_path=lambda _p, _s: str(tmp_path / "missing" / "a.log"))
    shell.add_program("engine", "Engine", no_traffic)
    QTest.mouseClick(shell.save_button, Qt.MouseButton.LeftButton)  # returns: not modal-blocking
    box = shell.findChild(QMessageBox)
    assert box is not None and box.isVisible()
    assert "Could not save the log" in box.text()
    box.close()
