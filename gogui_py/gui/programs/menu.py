"""The Engine menu: attach a program from the program list, edit the list, reattach,
detach. Names and versions reported by engines are stored back in the list."""

from __future__ import annotations

import shlex
from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMainWindow, QMenu

from gogui_py.go import Color
from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.catalog import ProgramEntry, ProgramList, default_label
from gogui_py.gui.programs.default_engine import default_engine
from gogui_py.gui.programs.program import Program
from gogui_py.gui.programs.program_set import ProgramSet
from gogui_py.match.labels import name_suffixes


class EngineMenu(QObject):
    """Builds and rebuilds the Engine menu from the persisted program list.

    Args:
        attach: attaches one more engine (argv, label, folder, entry, colours; None: the
            colours play gives a new engine).
        detach: detaches every engine (GoGui's Detach).
    """

    def __init__(
        self,
        window: QMainWindow,
        programs: ProgramSet,
        menu: QMenu,
        *,
        attach: Callable[
            [list[str], str, str | None, ProgramEntry | None, frozenset[Color] | None], Program
        ],
        detach: Callable[[], None],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._programs = programs
        self._attach = attach
        self._menu = menu
        self._settings = QSettings()
        self.programs = ProgramList.load(self._settings, "engine")
        self.detach = QAction(translate("Menu", "&Detach"), window)
        self.detach.triggered.connect(detach)
        self.reattach = QAction(translate("Menu", "&Reattach"), window)
        self.reattach.setShortcut("Ctrl+R")
        self.reattach.triggered.connect(self._on_reattach_triggered)
        menu.aboutToShow.connect(self.update)
        programs.changed.connect(self.update)
        programs.started.connect(self._on_program_started)
        self.rebuild()

    def rebuild(self) -> None:
        """Recreate the menu items from the program list."""
        menu = self._menu
        menu.clear()
        for entry in self.programs:
            action = menu.addAction(
                translate("Menu", "Attach {}").format(entry.label.replace("&", "&&"))
            )
            action.triggered.connect(lambda _=False, e=entry: self.attach(e))
        menu.addSeparator()
        menu.addAction(translate("Menu", "Attach &Program…")).triggered.connect(
            self._on_attach_command_triggered
        )
        menu.addAction(translate("Menu", "&Edit Programs…")).triggered.connect(
            self._on_edit_triggered
        )
        menu.addSeparator()
        menu.addAction(self.reattach)
        self.reattach_menu = menu.addMenu(translate("Menu", "Reatta&ch Program"))
        menu.addAction(self.detach)
        self.update()

    def update(self) -> None:
        """Enable Detach and Reattach for the current state."""
        self.detach.setEnabled(bool(self._programs.engines()))
        self.reattach.setEnabled("engine" in self._programs.last)
        submenu = getattr(self, "reattach_menu", None)
        if submenu is not None:
            submenu.clear()
            detached = self._programs.detached_engines
            suffixes = name_suffixes([(gone.name or gone.label, gone.argv) for gone in detached])
            for gone, suffix in zip(detached, suffixes, strict=True):
                text = (gone.name or gone.label) + suffix
                action = submenu.addAction(text.replace("&", "&&"))
                action.triggered.connect(
                    lambda _=False, g=gone: self._programs.reattach_detached(g)
                )
            submenu.setEnabled(bool(self._programs.detached_engines))

    def attach(self, entry: ProgramEntry, colors: frozenset[Color] | None = None) -> Program | None:
        """Attach ``entry`` as one more engine playing ``colors`` (None: as play decides);
        None when its command line is bad."""
        try:
            argv = entry.argv()
        except ValueError as exc:
            self._window.statusBar().showMessage(f"{entry.label}: {exc}", 8000)
            return None
        program = self._attach(argv, entry.label, entry.cwd(), entry, colors)
        self.update()
        return program

    def attach_default(self) -> None:
        """Attach the default engine (Edit > Preferences; else the first program of the
        list, GNU Go when installed or the bundled engine): the opponent out of the box."""
        entry = default_engine(self.programs, self._settings)
        if entry is not None:
            self.attach(entry)

    def _on_program_started(self, program: Program) -> None:
        """Names and versions reported by engines are stored back in the list."""
        entry = program.entry
        if entry is None or self._programs.kind(program) != "engine":
            return
        updated = self.programs.update_identity(entry, program.handle.name, program.handle.version)
        if updated is not None:
            self.programs.save(self._settings)
            program.entry = updated

    def _on_reattach_triggered(self) -> None:
        self._programs.reattach("engine")

    def _on_attach_command_triggered(self) -> None:
        command = ask_command_line(
            self._window,
            translate("Menu", "Attach Program"),
            translate("Menu", "Command line of a GTP engine:"),
        )
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
        window.statusBar().showMessage(
            translate("MainWindow", "Bad command line: {}").format(exc), 8000
        )
        return None
    return command


def edit_program_list(
    window: QMainWindow, programs: ProgramList, settings: QSettings
) -> ProgramList | None:
    """Edit ``programs`` in the program list dialog; the accepted list is saved in
    ``settings`` and returned (None when cancelled)."""
    from gogui_py.gui.programs.list_dialog import ProgramListDialog  # noqa: PLC0415 - start-up

    dialog = ProgramListDialog(programs, window)
    if not dialog.exec():
        return None
    edited = dialog.program_list()
    edited.save(settings)
    return edited
