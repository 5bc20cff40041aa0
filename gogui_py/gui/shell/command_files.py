"""The GTP shell's command files (GoGui's Tools > Save Commands…, Send File…, Send Recent):
the commands sent to a program saved one per line as a ``.gtp`` file, and such a file
sent to the program of the shell's current tab, one command after another.

A file holding a command that changes the board (:data:`BOARD_COMMANDS`: play,
genmove, undo, clear_board, boardsize, loadsgf, handicap…) is refused, with the lines
named: the graphical board would no longer be in sync with the program (GoGui warns the
same way). The commands go the way typed ones go (:attr:`GtpShell.command_entered`,
sent by the program's own thread), so nothing waits on the program here.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QSettings
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from gogui_py.gui.dialogs.file_path import ask_file_path
from gogui_py.gui.i18n import translate
from gogui_py.gui.shell.commands import board_commands, gtp_file_commands
from gogui_py.gui.shell.log_file import write_text_atomic
from gogui_py.gui.shell.widget import GtpShellWidget


class ShellTabs(Protocol):
    """What the command files use of :class:`~gogui_py.gui.shell.shell.GtpShell`: its
    tabs (one per program, keyed) and sending to them."""

    def page(self, key: str) -> GtpShellWidget | None:
        """The tab of ``key``, or None."""

    def current_page(self) -> GtpShellWidget | None:
        """The tab shown, or None when there is none."""

    def current_key(self) -> str:
        """The key of the tab shown, "" when there is none."""

    def send_lines(self, key: str, lines: list[str]) -> None:
        """Send ``lines`` to program ``key`` as if typed one after another."""

    def append_note(self, key: str, text: str, warning: bool = False) -> None:
        """Show a message of the GUI in the tab of ``key``."""


RECENT_KEY = "gtp_shell/recent_files"
MAX_RECENT = 10
SHOWN_REFUSED = 3
"""Refused lines named in the message (then "…")."""

AskPath = Callable[[QWidget, str], str | None]
"""Asks for a file name given a suggested one (or a folder); None when cancelled."""


def ask_commands_save_path(parent: QWidget, suggested: str) -> str | None:
    """The standard "Save Commands" file dialog (``.gtp`` files)."""
    return ask_file_path(
        parent, translate("Shell", "Save Commands"), suggested, _gtp_filters(), save=True
    )


def ask_gtp_file(parent: QWidget, folder: str) -> str | None:
    """The standard "Send File" open dialog (``.gtp`` files)."""
    return ask_file_path(
        parent, translate("Shell", "Send File"), folder, _gtp_filters(), save=False
    )


def _gtp_filters() -> str:
    return translate("Shell", "GTP files (*.gtp);;All files (*)")


class CommandFiles(QObject):
    """The Commands menu of a :class:`GtpShell`: Save Commands…, Send File…, Send Recent.

    Args:
        shell: the shell's tabs (the current one is the program acted on).
        parent: the shell itself, parent of the menu and the dialogs.
        settings: where the recent files persist (``gtp_shell/recent_files``); None
            keeps them for this session.
        ask_save_path, ask_open_path: how the file names are asked for.
    """

    def __init__(
        self,
        shell: ShellTabs,
        parent: QWidget,
        settings: QSettings | None,
        ask_save_path: AskPath = ask_commands_save_path,
        ask_open_path: AskPath = ask_gtp_file,
    ) -> None:
        super().__init__(parent)
        self._shell = shell
        self._parent = parent
        self._settings = settings
        self.ask_save_path = ask_save_path
        self.ask_open_path = ask_open_path
        self.message: QMessageBox | None = None
        """The last message shown (window-modal, not blocking)."""
        self.recent: list[str] = self._stored_recent()
        """Files sent, newest first, at most MAX_RECENT."""
        menu = self.menu = QMenu(translate("Shell", "Commands"), parent)
        self.save_action = menu.addAction(translate("Shell", "Save &Commands…"))
        self.save_action.triggered.connect(lambda _=False: self.ask_and_save())
        self.send_action = menu.addAction(translate("Shell", "Send &File…"))
        self.send_action.triggered.connect(lambda _=False: self.ask_and_send())
        self.recent_menu = menu.addMenu(translate("Shell", "Send &Recent"))
        menu.aboutToShow.connect(self.update_menu)
        self.update_menu()

    # -- operations ---------------------------------------------------------------

    def save_commands(self, path: str) -> int:
        """Write the commands sent to the current tab's program (one per line, no ids,
        no answers) to ``path`` atomically; returns how many.

        Raises:
            LookupError: when there is no tab.
            OSError: when the file cannot be written.
        """
        page = self._shell.current_page()
        if page is None:
            raise LookupError("no program to save the commands of")
        commands = page.sent_commands()
        write_text_atomic(path, "".join(f"{command}\n" for command in commands))
        return len(commands)

    def send_file(self, path: str) -> bool:
        """Send the commands of the ``.gtp`` file ``path`` to the current tab's program,
        in order (:func:`gtp_file_commands`); True when they were sent.

        Refused, with a message in the log and a message box, when no program is
        attached, the file cannot be read, holds no command, or holds a command that
        changes the board (:func:`board_commands`).
        """
        key = self._shell.current_key()
        page = self._shell.page(key)
        name = os.path.basename(path)
        if page is None or not page.attached:
            return self._refuse(
                key, translate("Shell", "No program attached: {} not sent").format(name)
            )
        try:
            text = Path(path).read_text(encoding="utf-8", errors="replace")
        except OSError as exc:
            return self._refuse(key, translate("Shell", "Could not read {}: {}").format(name, exc))
        commands = gtp_file_commands(text)
        refused = board_commands(commands)
        if refused:
            lines = ", ".join(
                translate("Shell", "line {}: {}").format(number, line)
                for number, line in refused[:SHOWN_REFUSED]
            )
            if len(refused) > SHOWN_REFUSED:
                lines += ", …"
            message = translate(
                "Shell",
                "{} was not sent: it holds commands that change the board ({}). "
                "The board would no longer be in sync with the program.",
            ).format(name, lines)
            return self._refuse(key, message)
        if not commands:
            return self._refuse(key, translate("Shell", "{} holds no commands").format(name))
        self._remember(path)
        page.append_note(
            translate("Shell", "— sending {} commands from {} —").format(len(commands), name)
        )
        self._shell.send_lines(key, [line for _, line in commands])
        return True

    def ask_and_save(self) -> None:
        """Save Commands…: ask for a file name, then :meth:`save_commands`."""
        if self._shell.current_page() is None:
            return
        path = self.ask_save_path(self._parent, "commands.gtp")
        if not path:
            return
        try:
            self.save_commands(path)
        except OSError as exc:
            self._show(translate("Shell", "Could not save the commands:\n{}").format(exc))

    def ask_and_send(self) -> None:
        """Send File…: ask for a ``.gtp`` file (in the folder of the last one), send it."""
        folder = os.path.dirname(self.recent[0]) if self.recent else ""
        path = self.ask_open_path(self._parent, folder)
        if path:
            self.send_file(path)

    # -- menu -----------------------------------------------------------------------

    def update_menu(self) -> None:
        """Enable the entries for the current tab; list the recent files."""
        page = self._shell.current_page()
        attached = page is not None and page.attached
        self.save_action.setEnabled(page is not None)
        self.send_action.setEnabled(attached)
        menu = self.recent_menu
        menu.clear()
        for index, path in enumerate(self.recent, start=1):
            action = menu.addAction(f"&{index % 10} {os.path.basename(path)}")
            action.setToolTip(path)
            action.setData(path)
            action.triggered.connect(lambda _=False, path=path: self.send_file(path))
        menu.setToolTipsVisible(True)
        menu.setEnabled(attached and bool(self.recent))

    def _refuse(self, key: str, message: str) -> bool:
        self._shell.append_note(key, message, warning=True)
        self._show(message)
        return False

    def _show(self, text: str) -> None:
        box = self.message = QMessageBox(
            QMessageBox.Icon.Warning,
            translate("Shell", "GTP Shell"),
            text,
            QMessageBox.StandardButton.Ok,
            self._parent,
        )
        box.open()  # window-modal, does not block the event loop

    def _remember(self, path: str) -> None:
        path = os.path.abspath(path)
        self.recent = [path, *(p for p in self.recent if p != path)][:MAX_RECENT]
        if self._settings is not None:
            self._settings.setValue(RECENT_KEY, list(self.recent))

    def _stored_recent(self) -> list[str]:
        if self._settings is None:
            return []
        value = self._settings.value(RECENT_KEY, [])
        if isinstance(value, str):
            return [value]
        return [str(item) for item in value][:MAX_RECENT] if isinstance(value, list) else []


class CommandFilesMenu(QMenu):
    """The command files offered outside the shell (GoGui's Tools menu): Save Commands…,
    Send File…, Send Recent, acting like the shell's own Commands menu (on the program of
    its current tab).

    Args:
        title: the menu's title.
        files: the shell's :class:`CommandFiles`, or None while there is no shell (no
            program attached yet: every entry is then disabled); called on each use, so
            the shell can be made late.
        parent: the menu's parent.
    """

    def __init__(
        self, title: str, files: Callable[[], CommandFiles | None], parent: QWidget
    ) -> None:
        super().__init__(title, parent)
        self._files = files
        self.save_action = self.addAction(translate("Shell", "Save &Commands…"))
        self.save_action.triggered.connect(lambda _=False: self._run(CommandFiles.ask_and_save))
        self.send_action = self.addAction(translate("Shell", "Send &File…"))
        self.send_action.triggered.connect(lambda _=False: self._run(CommandFiles.ask_and_send))
        self.recent_menu = self.addMenu(translate("Shell", "Send &Recent"))
        self.recent_menu.setToolTipsVisible(True)
        self.aboutToShow.connect(self.update_menu)
        self.update_menu()

    def _run(self, operation: Callable[[CommandFiles], None]) -> None:
        files = self._files()
        if files is not None:
            operation(files)

    def send_recent(self, path: str) -> bool:
        """Send the recent file ``path`` (:meth:`CommandFiles.send_file`); False when not
        sent (no shell, or refused)."""
        files = self._files()
        return files is not None and files.send_file(path)

    def update_menu(self) -> None:
        """Enable the entries as the shell's Commands menu has them; list its recent
        files."""
        files = self._files()
        if files is not None:
            files.update_menu()
        self.save_action.setEnabled(files is not None and files.save_action.isEnabled())
        self.send_action.setEnabled(files is not None and files.send_action.isEnabled())
        menu = self.recent_menu
        menu.clear()
        recent = [] if files is None else files.recent
        for index, path in enumerate(recent, start=1):
            action = menu.addAction(f"&{index % 10} {os.path.basename(path)}")
            action.setToolTip(path)
            action.setData(path)
            action.triggered.connect(lambda _=False, path=path: self.send_recent(path))
        menu.setEnabled(files is not None and files.recent_menu.isEnabled())
