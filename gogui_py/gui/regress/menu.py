"""Tools > Regression Tests… in the main window: the regression window, made when first
asked for (the runner and the window's modules are imported then, not at start-up)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QMenu

from gogui_py.gui.i18n import translate

if TYPE_CHECKING:
    from gogui_py.gui.programs.menu import EngineMenu
    from gogui_py.gui.regress.board_link import BoardHost, ShowMarks
    from gogui_py.gui.regress.program_choice import Choice
    from gogui_py.gui.regress.window import RegressWindow
    from gogui_py.regress.model import RegressTest, TestResult

    class RegressHost(BoardHost, Protocol):
        """The main window as the link uses it."""

        @property
        def engine_menu(self) -> EngineMenu: ...


class RegressLink(QObject):
    """The Regression Tests… action of ``menu`` and the one regression window of ``window``.

    Args:
        window: the main window (parent).
        menu: where the action goes (Tools).
        host: the main window's parts the tests use: its attached engines and program
            list (the engines offered), its board (a test's position).
        show_marks: draws a test's markup over the main board (the analysis overlay).
    """

    def __init__(
        self, window: QMainWindow, menu: QMenu, host: RegressHost, show_marks: ShowMarks
    ) -> None:
        super().__init__(window)
        self._main = window
        self._host = host
        self._show_marks = show_marks
        self.window: RegressWindow | None = None
        self.action = QAction(translate("Menu", "&Regression Tests…"), window)
        self.action.triggered.connect(self.show)
        menu.addAction(self.action)

    def show(self) -> RegressWindow:
        """Show the regression window (made on first use) and return it."""
        if self.window is None:
            from gogui_py.gui.regress.window import RegressWindow  # noqa: PLC0415 - start-up

            self.window = RegressWindow(self._choices, self._open_test, self._main)
        self.window.refresh_choices()  # engines attached or detached since
        self.window.show()
        self.window.raise_()
        self.window.activateWindow()
        return self.window

    def _choices(self) -> list[Choice]:
        from gogui_py.gui.regress.program_choice import choices_of  # noqa: PLC0415

        host = self._host
        return choices_of(host.session.programs.engines(), host.engine_menu.programs)

    def _open_test(self, test: RegressTest, result: TestResult | None) -> str:
        from gogui_py.gui.regress.board_link import show_test  # noqa: PLC0415

        return show_test(self._host, self._show_marks, test, result)

    def shutdown(self) -> None:
        """The run of the regression window stops and its engines end (the application
        ends)."""
        if self.window is not None:
            self.window.shutdown()
