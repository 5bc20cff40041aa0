"""Tools > Matches… in the main window: the match window, made when first asked for."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.gui.i18n import translate
from gogui_py.gui.programs.catalog import ProgramList

if TYPE_CHECKING:
    from gogui_py.gui.match.window import MatchWindow


class MatchesLink(QObject):
    """The Matches… action of ``menu`` and the one match window of ``window``.

    Args:
        programs: the engine list matches are built from.
        open_game: opens a finished game's record in the main window.
        rulers: the ruler list New Match offers as referees (None: the bundled rulers).
    """

    def __init__(
        self,
        window: QMainWindow,
        menu: QMenu,
        programs: Callable[[], ProgramList],
        open_game: Callable[[Path], None],
        rulers: Callable[[], ProgramList] | None = None,
    ) -> None:
        super().__init__(window)
        self._main = window
        self._programs = programs
        self._open_game = open_game
        self._rulers = rulers
        self.window: MatchWindow | None = None
        self.action = QAction(translate("Menu", "&Matches…"), window)
        self.action.triggered.connect(self.show)
        menu.addAction(self.action)

    def show(self) -> MatchWindow:
        """Show the match window (made on first use) and return it."""
        if self.window is None:
            from gogui_py.gui.match.window import MatchWindow  # noqa: PLC0415 - pyqtgraph

            self.window = MatchWindow(self._programs, self._open_game, self._main, self._rulers)
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def shutdown(self) -> None:
        """The runner of the match window stops (the application ends)."""
        if self.window is not None:
            self.window.shutdown()
