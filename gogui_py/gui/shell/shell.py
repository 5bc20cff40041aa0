"""The GTP shell: one tab per attached program (engine, ruler), for a dock.

Each tab is a :class:`~gogui_py.gui.shell.widget.GtpShellWidget`. The shell only
shows traffic and reports what the user typed; sending is the GUI's job (through the
program's EngineHandle), and the answer then appears in the traffic. A typed command
that changes the engine's state is reported a second time through
:attr:`GtpShell.state_command_entered` so the GUI can warn and resync.

Detaching a program keeps its log in a tab marked "(detached)" that gets a close
button; attaching the same key again reuses the tab and its log.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QStyle,
    QTabBar,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gogui_py.gui.dialogs.file_path import ask_file_path
from gogui_py.gui.i18n import translate
from gogui_py.gui.shell.command_files import (
    AskPath,
    CommandFiles,
    ask_commands_save_path,
    ask_gtp_file,
)
from gogui_py.gui.shell.commands import changes_state, command_name
from gogui_py.gui.shell.history import CommandHistory
from gogui_py.gui.shell.log_view import DEFAULT_MAX_LINES
from gogui_py.gui.shell.widget import GtpShellWidget, TrafficSource

HISTORY_KEY = "gtp_shell/history"
TIMESTAMPS_KEY = "gtp_shell/timestamps"
IDS_KEY = "gtp_shell/command_numbers"

AskSavePath = Callable[[QWidget, str], str | None]
"""Asks the user for a file name to save a log, given a suggested name; None = cancelled."""


def ask_save_path_dialog(parent: QWidget, suggested: str) -> str | None:
    """The standard "Save Log" file dialog."""
    filters = translate("Shell", "Log files (*.log *.txt);;All files (*)")
    return ask_file_path(parent, translate("Shell", "Save Log"), suggested, filters, save=True)


class GtpShell(QWidget):
    """Tabs of program logs with a shared command history, Timestamps and Command
    Numbers check boxes, and a Commands menu (:class:`CommandFiles`: Save Commands…,
    Send File…, Send Recent), Clear and Save Log… buttons acting on the current tab.

    Args:
        settings: where the command history, the options and the recent command files
            persist (keys ``gtp_shell/...``); None keeps them for this session only.
        ask_save_path: how Save Log… asks for a file name.
        max_lines: most lines each tab's log keeps.
        ask_commands_path, ask_gtp_file: how Save Commands… and Send File… ask.
    """

    command_entered = Signal(str, str)
    """(program key, command line) typed by the user; emitted first."""
    state_command_entered = Signal(str, str)
    """(program key, command name) for a typed command that changes the engine state
    (:func:`~gogui_py.gui.shell.commands.changes_state`); emitted after command_entered."""

    def __init__(
        self,
        settings: QSettings | None = None,
        ask_save_path: AskSavePath = ask_save_path_dialog,
        max_lines: int = DEFAULT_MAX_LINES,
        parent: QWidget | None = None,
        *,
        ask_commands_path: AskPath = ask_commands_save_path,
        ask_gtp_file: AskPath = ask_gtp_file,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._ask_save_path = ask_save_path
        self._max_lines = max_lines
        self.history = CommandHistory(self._stored_history())
        self._pages: dict[str, GtpShellWidget] = {}
        self._titles: dict[str, str] = {}
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.currentChanged.connect(self._on_tabs_current_changed)
        self.timestamps_box = QCheckBox(translate("Shell", "Timestamps"))
        self.timestamps_box.setChecked(self._stored_timestamps())
        self.timestamps_box.toggled.connect(self.set_timestamps)
        self.ids_box = QCheckBox(translate("Shell", "Command Numbers"))
        self.ids_box.setToolTip(
            translate("Shell", "Show the GTP ids of commands and answers (12 name, =12)")
        )
        self.ids_box.setChecked(self._stored_flag(IDS_KEY, True))
        self.ids_box.toggled.connect(self.set_show_ids)
        self.files = CommandFiles(self, self, settings, ask_commands_path, ask_gtp_file)
        self.commands_button = QToolButton()
        self.commands_button.setText(translate("Shell", "Commands"))
        self.commands_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.commands_button.setMenu(self.files.menu)
        self.clear_button = QPushButton(translate("Shell", "Clear"))
        self.clear_button.clicked.connect(self._on_clear_clicked)
        self.save_button = QPushButton(translate("Shell", "Save Log…"))
        self.save_button.clicked.connect(self._on_save_clicked)
        bar = QHBoxLayout()
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addWidget(self.timestamps_box)
        bar.addWidget(self.ids_box)
        bar.addStretch(1)
        bar.addWidget(self.commands_button)
        bar.addWidget(self.clear_button)
        bar.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.tabs, stretch=1)
        layout.addLayout(bar)
        self._update_buttons()

    # -- programs -----------------------------------------------------------------

    def add_program(
        self,
        key: str,
        title: str,
        traffic_source: TrafficSource,
        commands: Iterable[str] = (),
        *,
        tooltip: str = "",
    ) -> GtpShellWidget:
        """Show the traffic of program ``key`` in a tab titled ``title`` (``tooltip``: its
        command line) and make it current.

        A detached tab with the same key is reused (its log kept, an "attached" note
        before the new program's traffic). Returns the tab.
        """
        page = self._pages.get(key)
        if page is None:
            page = GtpShellWidget(traffic_source, commands, self.history, max_lines=self._max_lines)
            page.set_timestamps(self.timestamps_box.isChecked())
            page.set_show_ids(self.ids_box.isChecked())
            page.command_entered.connect(lambda line, key=key: self._on_page_command(key, line))
            self._pages[key] = page
            self.tabs.addTab(page, title)
        else:
            if not page.attached:  # the old program's traffic was drained at its detach
                page.append_note(f"— {title} attached —")
            page.set_traffic_source(traffic_source)
            page.set_commands(commands)
        self._titles[key] = title
        index = self.tabs.indexOf(page)
        self.tabs.setTabText(index, title)
        self.tabs.setTabToolTip(index, tooltip)
        self.tabs.tabBar().setTabButton(index, QTabBar.ButtonPosition.RightSide, None)
        self.tabs.setCurrentIndex(index)
        self._update_buttons()
        return page

    def remove_program(self, key: str) -> None:
        """The program ``key`` was detached: drain its traffic, keep the log, mark the tab
        "(detached)" with a close button. Unknown keys are ignored."""
        page = self._pages.get(key)
        if page is None or not page.attached:
            return
        page.set_traffic_source(None)
        page.append_note(translate("Shell", "— program detached —"))
        index = self.tabs.indexOf(page)
        self.tabs.setTabText(index, _detached(self._titles[key]))
        close = QToolButton()
        close.setAutoRaise(True)
        close.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_TitleBarCloseButton))
        close.setToolTip(translate("Shell", "Close this log"))
        close.clicked.connect(lambda _checked=False, key=key: self.discard_program(key))
        self.tabs.tabBar().setTabButton(index, QTabBar.ButtonPosition.RightSide, close)
        self._update_buttons()

    def discard_program(self, key: str) -> None:
        """Remove the tab of ``key`` and its log (detaching first if needed)."""
        self.remove_program(key)
        page = self._pages.pop(key, None)
        self._titles.pop(key, None)
        if page is None:
            return
        self.tabs.removeTab(self.tabs.indexOf(page))
        page.deleteLater()
        self._update_buttons()

    def set_title(self, key: str, title: str) -> None:
        """The tab title of ``key`` (e.g. once its program told its name; a detached tab
        keeps its "(detached)"). Unknown keys are ignored."""
        page = self._pages.get(key)
        if page is None or self._titles.get(key) == title:
            return
        self._titles[key] = title
        shown = title if page.attached else _detached(title)
        self.tabs.setTabText(self.tabs.indexOf(page), shown)

    def set_commands(self, key: str, commands: Iterable[str]) -> None:
        """Command names of ``key`` offered for completion. Unknown keys are ignored."""
        page = self._pages.get(key)
        if page is not None:
            page.set_commands(commands)

    def set_position_text(self, key: str, text: str) -> None:
        """Which position program ``key`` is in, shown in its tab. Unknown keys are ignored."""
        page = self._pages.get(key)
        if page is not None:
            page.set_position_text(text)

    def page(self, key: str) -> GtpShellWidget | None:
        """The tab of ``key``, or None."""
        return self._pages.get(key)

    def keys(self) -> list[str]:
        """Keys of the tabs, in tab order."""
        order = {self.tabs.indexOf(page): key for key, page in self._pages.items()}
        return [order[index] for index in sorted(order)]

    def current_page(self) -> GtpShellWidget | None:
        """The tab shown, or None when there is none."""
        widget = self.tabs.currentWidget()
        return widget if isinstance(widget, GtpShellWidget) else None

    def focus_command_line(self) -> bool:
        """Give the keyboard focus to the current tab's command line (the shell was shown
        from the keyboard: the user types at once). False when there is no tab or its
        program is detached."""
        page = self.current_page()
        if page is None or not page.command_line.isEnabled():
            return False
        page.command_line.setFocus(Qt.FocusReason.ShortcutFocusReason)
        return True

    def append_note(
        self, key: str, text: str, warning: bool = False, *, ended: bool = False
    ) -> None:
        """Show a message of the GUI in the tab of ``key`` (e.g. why a command was not
        sent), never between a command and its answer (``ended``: the request in flight
        failed, the note goes at once: :meth:`GtpShellWidget.append_note`)."""
        page = self._pages.get(key)
        if page is not None:
            page.append_note(text, warning, ended=ended)

    # -- options and actions ------------------------------------------------------

    def set_timestamps(self, on: bool) -> None:
        """Timestamps on every tab (persisted when settings were given)."""
        if self.timestamps_box.isChecked() != on:
            self.timestamps_box.setChecked(on)  # re-enters through toggled
            return
        for page in self._pages.values():
            page.set_timestamps(on)
        if self._settings is not None:
            self._settings.setValue(TIMESTAMPS_KEY, "true" if on else "false")

    def set_show_ids(self, on: bool) -> None:
        """Show the GTP ids of commands and answers on every tab (persisted when settings
        were given); the programs get ids either way."""
        if self.ids_box.isChecked() != on:
            self.ids_box.setChecked(on)  # re-enters through toggled
            return
        for page in self._pages.values():
            page.set_show_ids(on)
        if self._settings is not None:
            self._settings.setValue(IDS_KEY, "true" if on else "false")

    def current_key(self) -> str:
        """The key of the tab shown, "" when there is none."""
        page = self.current_page()
        return "" if page is None else self._key_of(page)

    def send_lines(self, key: str, lines: list[str]) -> None:
        """Send ``lines`` to program ``key`` as if typed one after another (each reported
        through :attr:`command_entered`, and :attr:`state_command_entered` when it
        changes the engine state), without adding them to the history."""
        for line in lines:
            self.command_entered.emit(key, line)
            if changes_state(line):
                self.state_command_entered.emit(key, command_name(line))

    def save_current_log(self, path: str) -> None:
        """Write the current tab's log to ``path`` (atomically).

        Raises:
            OSError: when the file cannot be written.
            LookupError: when there is no tab.
        """
        page = self.current_page()
        if page is None:
            raise LookupError("no program log to save")
        page.save_log(path)

    def _on_save_clicked(self) -> None:
        page = self.current_page()
        if page is None:
            return
        title = self._titles.get(self._key_of(page), "gtp")
        suggested = re.sub(r"[^0-9A-Za-z]+", "-", title).strip("-").lower()
        path = self._ask_save_path(self, f"{suggested or 'gtp'}.log")
        if not path:
            return
        try:
            page.save_log(path)
        except OSError as exc:
            box = QMessageBox(
                QMessageBox.Icon.Warning,
                translate("Shell", "Save Log"),
                translate("Shell", "Could not save the log:\n{}").format(exc),
                QMessageBox.StandardButton.Ok,
                self,
            )
            box.open()  # window-modal, does not block the event loop

    def _on_clear_clicked(self) -> None:
        page = self.current_page()
        if page is not None:
            page.clear_log()

    def _on_page_command(self, key: str, line: str) -> None:
        self._store_history()
        self.command_entered.emit(key, line)
        if changes_state(line):
            self.state_command_entered.emit(key, command_name(line))

    def _on_tabs_current_changed(self, _index: int) -> None:
        self._update_buttons()

    def _update_buttons(self) -> None:
        has_page = self.current_page() is not None
        self.save_button.setEnabled(has_page)
        self.clear_button.setEnabled(has_page)
        self.commands_button.setEnabled(has_page)

    def _key_of(self, page: GtpShellWidget) -> str:
        return next((key for key, value in self._pages.items() if value is page), "")

    # -- persistence --------------------------------------------------------------

    def _stored_history(self) -> list[str]:
        if self._settings is None:
            return []
        value = self._settings.value(HISTORY_KEY, [])
        if isinstance(value, str):
            return [value]
        return [str(item) for item in value] if isinstance(value, list) else []

    def _store_history(self) -> None:
        if self._settings is not None:
            self._settings.setValue(HISTORY_KEY, list(self.history.entries))

    def _stored_timestamps(self) -> bool:
        return self._stored_flag(TIMESTAMPS_KEY, False)

    def _stored_flag(self, key: str, default: bool) -> bool:
        if self._settings is None:
            return default
        return str(self._settings.value(key, "true" if default else "false")).lower() == "true"


def _detached(title: str) -> str:
    """The tab title of a program that left: ``Engine: GNU Go 3.8 (detached)``."""
    return translate("Shell", "{} (detached)").format(title)
