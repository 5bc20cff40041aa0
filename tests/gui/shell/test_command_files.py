"""The GTP shell's Commands menu (GoGui's Save Commands…, Send File…, Send Recent) and the
Command Numbers option: on the shell alone, then with a real engine in the window."""

from __future__ import annotations

import itertools
from pathlib import Path

from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from gogui_py.gui.shell.command_files import MAX_RECENT, RECENT_KEY
from gogui_py.gui.shell.commands import board_commands, gtp_file_commands, without_id
from gogui_py.gui.shell.traffic import LogLine, without_gtp_id
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import fake_engine, show, wait_engine
from tests.gui.shell.helpers import make_shell

TRAFFIC = [
    ("sent", "1 protocol_version"),
    ("received", "=1 2"),
    ("sent", "2 name"),
    ("received", "=2 Fake\n"),
    ("stderr", "thinking..."),
    ("sent", "3 list_commands"),
    ("received", "=3 name\nversion"),
    ("sent", "4 bogus"),
    ("received", "?4 unknown command"),
]


def feed(entries: list[tuple[str, str]]) -> object:
    pending = list(entries)

    def source() -> list[tuple[str, str]]:
        taken = list(pending)
        pending.clear()
        return taken

    return source


# -- pure parts -------------------------------------------------------------------------


def test_gtp_file_lines_and_board_commands() -> None:
    text = "# set up\nname\n\n  version  # the version\n12 play b D4\r\nGENMOVE w\tx\nkomi 6.5\n"
    commands = gtp_file_commands(text)
    assert commands == [
        (2, "name"),
        (4, "version"),
        (5, "12 play b D4"),
        (6, "GENMOVE w x"),
        (7, "komi 6.5"),
    ]
    assert board_commands(commands) == [(5, "12 play b D4"), (6, "GENMOVE w x")]
    assert board_commands(gtp_file_commands("quit\nundo\nloadsgf a.sgf\nset_free_handicap D4")) == [
        (1, "quit"),
        (2, "undo"),
        (3, "loadsgf a.sgf"),
        (4, "set_free_handicap D4"),
    ]
    assert without_id("12 name") == "name" and without_id("name 12") == "name 12"


def test_ids_hidden_from_commands_and_answers() -> None:
    def text(kind: str, line: str, continued: bool = False) -> str:
        return without_gtp_id(LogLine(kind, line, 0.0, 0, continued)).text  # type: ignore[arg-type]

    assert text("sent", "12 name") == "name"
    assert text("received", "=12 GNU Go") == "= GNU Go"
    assert text("received", "=12") == "="
    assert text("failure", "?3 unknown command") == "? unknown command"
    assert text("received", "=12 more", continued=True) == "=12 more"
    assert text("stderr", "12 apples") == "12 apples"


# -- the shell alone ------------------------------------------------------------------------


def test_save_commands_writes_only_the_commands_sent(qtbot: QtBot, tmp_path: Path) -> None:
    asked: list[str] = []
    target = tmp_path / "session.gtp"

    def ask(_parent: object, suggested: str) -> str:
        asked.append(suggested)
        return str(target)

    shell = make_shell(qtbot, ask_commands_path=ask)
    assert not shell.commands_button.isEnabled()
    page = shell.add_program("engine", "Engine: Fake", feed(TRAFFIC))  # type: ignore[arg-type]
    page.poll()
    assert shell.commands_button.isEnabled()
    shell.files.update_menu()
    assert shell.files.save_action.isEnabled()
    shell.files.save_action.trigger()
    assert asked == ["commands.gtp"]
    assert target.read_text() == "protocol_version\nname\nlist_commands\nbogus\n"


def test_command_numbers_option_shows_or_hides_ids(qtbot: QtBot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "shell.ini"), QSettings.Format.IniFormat)
    shell = make_shell(qtbot, settings=settings)
    assert shell.ids_box.isChecked()  # the ids the programs are sent are shown
    page = shell.add_program("engine", "Engine: Fake", feed(TRAFFIC))  # type: ignore[arg-type]
    page.poll()
    assert "2 name\n=2 Fake\n" in page.log_text()
    assert "2 name\n=2 Fake" in page.log_view.toPlainText()
    shell.ids_box.setChecked(False)
    qtbot.waitUntil(lambda: page.backlog == 0)
    assert "name\n= Fake\n" in page.log_text() and "=2" not in page.log_text()
    shown = page.log_view.toPlainText()
    assert "protocol_version\n= 2\nname\n= Fake" in shown
    assert "? unknown command" in shown and "?4" not in shown
    assert settings.value("gtp_shell/command_numbers") == "false"
    again = make_shell(qtbot, settings=settings)
    assert not again.ids_box.isChecked()


def test_send_file_refuses_board_commands_and_sends_the_others(
    qtbot: QtBot, tmp_path: Path
) -> None:
    settings = QSettings(str(tmp_path / "shell.ini"), QSettings.Format.IniFormat)
    shell = make_shell(qtbot, settings=settings)
    page = shell.add_program("engine", "Engine: Fake", feed([]))  # type: ignore[arg-type]
    sent: list[tuple[str, str]] = []
    states: list[tuple[str, str]] = []
    shell.command_entered.connect(lambda key, line: sent.append((key, line)))
    shell.state_command_entered.connect(lambda key, name: states.append((key, name)))
    bad = tmp_path / "moves.gtp"
    bad.write_text("name\nplay b d4\ngenmove w\n")
    assert not shell.files.send_file(str(bad))
    assert sent == []
    qtbot.waitUntil(lambda: "moves.gtp was not sent" in page.log_text())
    log = page.log_text()
    assert "line 2: play b d4, line 3: genmove w" in log
    assert "no longer be in sync" in log
    message = shell.files.message
    assert message is not None and message.isVisible() and "line 2: play b d4" in message.text()
    message.close()
    good = tmp_path / "info.gtp"
    good.write_text("# who are you\nname\nversion\nkomi 7.5\n")
    assert shell.files.send_file(str(good))
    assert sent == [("engine", "name"), ("engine", "version"), ("engine", "komi 7.5")]
    assert states == [("engine", "komi")]  # resynced after, as when typed
    assert shell.history.entries == ()  # a file's commands are not typed ones
    qtbot.waitUntil(lambda: "sending 3 commands from info.gtp" in page.log_text())
    # Send Recent lists the file sent (not the refused one) and sends it again.
    shell.files.update_menu()
    recent = shell.files.recent_menu
    assert recent.isEnabled()
    assert [a.text() for a in recent.actions()] == ["&1 info.gtp"]
    assert settings.value(RECENT_KEY) == [str(good)]
    recent.actions()[0].trigger()
    assert len(sent) == 6


def test_recent_files_are_capped_and_need_a_program(qtbot: QtBot, tmp_path: Path) -> None:
    shell = make_shell(qtbot)
    shell.files.update_menu()
    assert not shell.files.send_action.isEnabled() and not shell.files.recent_menu.isEnabled()
    shell.add_program("engine", "Engine: Fake", feed([]))  # type: ignore[arg-type]
    for index in range(MAX_RECENT + 2):
        path = tmp_path / f"f{index}.gtp"
        path.write_text("name\n")
        assert shell.files.send_file(str(path))
    assert len(shell.files.recent) == MAX_RECENT
    assert shell.files.recent[0].endswith(f"f{MAX_RECENT + 1}.gtp")
    shell.remove_program("engine")
    shell.files.update_menu()
    assert not shell.files.send_action.isEnabled() and not shell.files.recent_menu.isEnabled()
    assert not shell.files.send_file(shell.files.recent[0])
    assert shell.files.message is not None
    shell.files.message.close()


# -- with an engine ---------------------------------------------------------------------------


def test_send_file_to_an_engine_shows_its_answers(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window("--program", fake_engine("minimal_engine.py"), "--size", "9")
    show(qtbot, window)
    wait_engine(qtbot, window)
    window.shell_dock.show()
    shell = window.shell
    page = shell.page("engine")
    assert page is not None
    commands = tmp_path / "ask.gtp"
    commands.write_text("name\nversion\nplay b E5\n")
    asked: list[str] = []

    def ask(_parent: object, folder: str) -> str:
        asked.append(folder)
        return str(commands)

    shell.files.ask_open_path = ask
    shell.files.update_menu()
    assert shell.files.send_action.isEnabled()
    shell.files.send_action.trigger()
    assert asked == [""]
    qtbot.waitUntil(lambda: "ask.gtp was not sent" in page.log_text(), timeout=5000)
    assert shell.files.message is not None
    shell.files.message.close()
    commands.write_text("name\nversion\n")
    shell.files.send_action.trigger()
    # The answers appear after the commands, numbered: "12 name" answered "=12 ...".
    qtbot.waitUntil(lambda: "version" in page.sent_commands(), timeout=10000)
    qtbot.waitUntil(
        lambda: page.log_text().rstrip().splitlines()[-1].startswith("="), timeout=10000
    )
    log = page.log_text().split("sending 2 commands from ask.gtp", 1)[1].splitlines()
    name_line = next(line for line in log if line.endswith(" name"))
    number = name_line.split()[0]
    assert number.isdigit()
    answer = log[log.index(name_line) + 1]
    assert answer.startswith(f"={number} ")  # the engine's name, answered with the id
    assert any(line.endswith(" version") for line in log)
    # Without numbers: the same log shows "name" answered "= ...".
    shell.ids_box.setChecked(False)
    plain = page.log_text().split("sending 2 commands from ask.gtp", 1)[1].splitlines()
    # ("name" alone may also be a line of the list_commands answer, answered before)
    assert any(a == "name" and b.startswith("= ") for a, b in itertools.pairwise(plain))
    shell.ids_box.setChecked(True)
    # Save Commands writes the commands the engine got, the GUI's and the file's.
    saved = tmp_path / "saved.gtp"
    shell.files.ask_save_path = lambda _parent, _name: str(saved)
    shell.files.save_action.trigger()
    lines = saved.read_text().splitlines()
    last_name = len(lines) - 1 - lines[::-1].index("name")
    assert "version" in lines[last_name + 1 :]  # the file's two commands, in order
    assert "list_commands" in lines and not any(line[0].isdigit() for line in lines)
