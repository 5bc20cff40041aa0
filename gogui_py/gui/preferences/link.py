"""Edit > Preferences… in a main window: the action, the dialog it opens, and the move
sounds the preferences may turn on."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.gui.i18n import translate
from gogui_py.gui.preferences.dialog import PreferencesDialog
from gogui_py.gui.preferences.sounds import Backend, MoveSounds
from gogui_py.gui.programs.catalog import ProgramList
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.window.settings import Settings

SHORTCUT = "Ctrl+,"
"""The common shortcut of Preferences (Sabaki and most desktop programs)."""
MESSAGE_MS = 8000


class HasPrograms(Protocol):
    """The Engine menu (its engine list, as edited by Engine > Edit Programs…)."""

    programs: ProgramList


class PreferencesLink:
    """Adds Edit > Preferences… to ``window`` and opens the dialog on ``settings``; the
    default engine is chosen from ``engines.programs``; the moves of ``controller``'s
    record sound when the preferences say so (``backend`` plays them: miniaudio by
    default)."""

    def __init__(
        self,
        window: QMainWindow,
        settings: Settings,
        controller: GameController,
        engines: HasPrograms,
        backend: Backend | None = None,
    ) -> None:
        self._window = window
        self._settings = settings
        self._engines = engines
        self.dialog: PreferencesDialog | None = None
        self.action = QAction(translate("Menu", "Pre&ferences…"), window)
        self.action.setShortcut(QKeySequence(SHORTCUT))
        self.action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.action.triggered.connect(self.open)
        menu = edit_menu(window)
        menu.addSeparator()
        menu.addAction(self.action)
        self.sounds = MoveSounds(settings.store, backend, self._on_sounds_unavailable)
        self.sounds.follow(controller.game)
        controller.changed.connect(lambda: self.sounds.follow(controller.game))
        window.destroyed.connect(lambda _=None: self.sounds.close())

    def open(self) -> PreferencesDialog:
        """Show the dialog, made anew with the current program list (an open one is
        closed first)."""
        if self.dialog is not None:
            self.dialog.close()
            self.dialog.deleteLater()
        dialog = PreferencesDialog(self._settings, self._engines.programs, self._window)
        self.dialog = dialog
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def _on_sounds_unavailable(self, text: str) -> None:
        self._window.statusBar().showMessage(text, MESSAGE_MS)


def edit_menu(window: QMainWindow) -> QMenu:
    """The window's Edit menu.

    Raises:
        LookupError: when the window has none.
    """
    for action in window.menuBar().actions():
        menu = action.menu()
        if isinstance(menu, QMenu) and action.text() == translate("Menu", "&Edit"):
            return menu
    raise LookupError("the window has no Edit menu")
