"""The Engine menu: attach a program from the program list, edit the list, reattach,
detach. Names and versions reported by engines are stored back in the list."""

from __future__ import annotations

import shlex

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMenu

from gogui_py.gui.play_session import PlaySession
from gogui_py.gui.programs import ProgramEntry, ProgramList, default_label


class EngineMenu(QObject):
    """Builds and rebuilds the Engine menu from the persisted program list."""

    def __init__(self, window: QMainWindow, session: PlaySession, menu: QMenu) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._menu = menu
        self._settings = QSettings()
        self.programs = ProgramList.load(self._settings, "engine")
        self.last: ProgramEntry | None = None
        self.detach = QAction("&Detach", window)
        self.detach.triggered.connect(session.detach)
        self.reattach = QAction("&Reattach", window)
        self.reattach.setShortcut("Ctrl+R")
        self.reattach.triggered.connect(self._on_reattach_triggered)
        menu.aboutToShow.connect(self.update)
        session.engine_changed.connect(self.update)
        self.rebuild()

    def rebuild(self) -> None:
        """Recreate the menu items from the program list."""
        menu = self._menu
        menu.clear()
        for entry in self.programs:
            action = menu.addAction(f"Attach {entry.label}")
            action.triggered.connect(lambda _=False, e=entry: self.attach(e))
        menu.addSeparator()
        menu.addAction("Attach &Program…").triggered.connect(self._on_attach_command_triggered)
        menu.addAction("&Edit Programs…").triggered.connect(self._on_edit_triggered)
        menu.addSeparator()
        menu.addAction(self.reattach)
        menu.addAction(self.detach)
        self.update()

    def update(self) -> None:
        """Enable Detach and Reattach for the current state."""
        self.detach.setEnabled(self._session.engine is not None)
        self.reattach.setEnabled(self.last is not None)

    def attach(self, entry: ProgramEntry) -> None:
        """Start ``entry`` as the engine."""
        try:
            argv = entry.argv()
        except ValueError as exc:
            self._window.statusBar().showMessage(f"{entry.label}: {exc}", 8000)
            return
        self.last = entry
        self._session.attach(argv, entry.label, cwd=entry.cwd())
        handle = self._session.engine
        if handle is not None:
            handle.started.connect(lambda name, version: self._remember(entry, name, version))
        self.update()

    def attach_default(self) -> None:
        """Attach the first program of the list (GNU Go when installed, else the bundled
        engine): the opponent out of the box."""
        if len(self.programs):
            self.attach(self.programs[0])

    def _remember(self, entry: ProgramEntry, name: str, version: str) -> None:
        updated = self.programs.update_identity(entry, name, version)
        if updated is not None:
            self.programs.save(self._settings)
            if self.last is entry:
                self.last = updated

    def _on_reattach_triggered(self) -> None:
        if self.last is not None:
            self.attach(self.last)

    def _on_attach_command_triggered(self) -> None:
        command = ask_command_line(self._window, "Attach Program", "Command line of a GTP engine:")
        if command is not None:
            self.attach(ProgramEntry(default_label(command), command))

    def _on_edit_triggered(self) -> None:
        edited = edit_program_list(self._window, self.programs, self._settings)
        if edited is not None:
            self.programs = edited
            self.rebuild()


def ask_command_line(window: QMainWindow, title: str, prompt: str) -> str | None:
    """Ask for a program's command line; None when cancelled, empty or not parseable
    (then a status message says why)."""
    command, ok = QInputDialog.getText(window, title, prompt)
    if not ok or not command.strip():
        return None
    try:
        shlex.split(command)
    except ValueError as exc:
        window.statusBar().showMessage(f"Bad command line: {exc}", 8000)
        return None
    return command


def edit_program_list(
    window: QMainWindow, programs: ProgramList, settings: QSettings
) -> ProgramList | None:
    """Edit ``programs`` in the program list dialog; the accepted list is saved in
    ``settings`` and returned (None when cancelled)."""
    from gogui_py.gui.dialogs.programs import ProgramListDialog  # noqa: PLC0415 - start-up

    dialog = ProgramListDialog(programs, window)
    if not dialog.exec():
        return None
    edited = dialog.program_list()
    edited.save(settings)
    return edited
