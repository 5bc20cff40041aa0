"""Tools > GTP Shell: the shell's command files (Save Commands…, Send File…, Send Recent)
offered from the main window, as GoGui's Tools menu does."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from gogui_py.gui.main_window import MainWindow
from gogui_py.gui.shell.command_files import CommandFilesMenu
from tests.gui.conftest import WindowFactory
from tests.gui.helpers import gnugo_command, show, wait_engine


def _shell_menu(window: MainWindow) -> CommandFilesMenu:
    """The GTP Shell submenu as the user finds it in the Tools menu (opened)."""
    tools = window.features.menu("tools")
    titles = {a.text(): a.menu() for a in tools.actions() if isinstance(a.menu(), QMenu)}
    menu = titles["GTP &Shell"]
    assert isinstance(menu, CommandFilesMenu)
    menu.aboutToShow.emit()
    return menu


def _items(menu: QMenu) -> dict[str, bool]:
    return {a.text(): a.isEnabled() for a in menu.actions() if a.text()}


def test_items_disabled_without_a_program(qtbot: QtBot, make_window: WindowFactory) -> None:
    window = make_window("--program", "", "--size", "9")
    show(qtbot, window)
    menu = _shell_menu(window)
    assert _items(menu) == {
        "Save &Commands…": False,
        "Send &File…": False,
        "Send &Recent": False,
    }
    assert window.shell_dock.widget() is None  # no shell made for the menu


def test_send_file_from_the_tools_menu(
    qtbot: QtBot, make_window: WindowFactory, tmp_path: Path
) -> None:
    window = make_window("--program", gnugo_command(), "--size", "9")
    show(qtbot, window)
    wait_engine(qtbot, window)
    qtbot.waitUntil(lambda: window.shell.page("engine") is not None, timeout=10000)
    page = window.shell.page("engine")
    assert page is not None
    qtbot.waitUntil(lambda: page.attached, timeout=10000)
    menu = _shell_menu(window)
    assert _items(menu) == {
        "Save &Commands…": True,
        "Send &File…": True,
        "Send &Recent": False,  # nothing sent yet
    }
    commands = tmp_path / "ask.gtp"
    commands.write_text("# asked from the Tools menu\nversion\nknown_command showboard\n")
    asked: list[str] = []

    def ask(_parent: object, folder: str) -> str:
        asked.append(folder)
        return str(commands)

    window.shell.files.ask_open_path = ask
    menu.send_action.trigger()
    assert asked == [""]
    qtbot.waitUntil(lambda: "known_command showboard" in page.sent_commands(), timeout=10000)
    qtbot.waitUntil(lambda: page.log_text().rstrip().endswith("true"), timeout=10000)
    assert "sending 2 commands from ask.gtp" in page.log_text()
    # Send Recent now lists the file and sends it again.
    menu = _shell_menu(window)
    assert _items(menu)["Send &Recent"]
    recent = menu.recent_menu.actions()
    assert [a.text() for a in recent] == ["&1 ask.gtp"]
    recent[0].trigger()
    qtbot.waitUntil(
        lambda: page.log_text().count("sending 2 commands from ask.gtp") == 2, timeout=10000
    )
    # Save Commands writes what the engine got.
    saved = tmp_path / "saved.gtp"
    window.shell.files.ask_save_path = lambda _parent, _name: str(saved)
    menu.save_action.trigger()
    assert "known_command showboard" in saved.read_text().splitlines()
