"""Help (issue 15): Help > User Manual (F1) and Help > About gogui-py, in the Help menu
(the window's last, made with its first frame)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox

from gogui_py.gui.help.manual import ManualWindow, about_box, manual_markdown
from gogui_py.gui.i18n import translate
from gogui_py.gui.window.features import Features

__all__ = ["HelpLink", "install"]


class HelpLink(QObject):
    """The Help menu (:attr:`menu`) of ``window``, its manual window and About box."""

    def __init__(self, window: QMainWindow, menu: QMenu) -> None:
        super().__init__(window)
        self._window = window
        self.manual: ManualWindow | None = None
        self.menu = menu
        self.manual_action = QAction(translate("Menu", "&User Manual"), window)
        self.manual_action.setShortcut(QKeySequence("F1"))
        self.manual_action.triggered.connect(self.show_manual)
        self.about_action = QAction(translate("Menu", "&About gogui-py"), window)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(self.show_about)
        self.menu.addAction(self.manual_action)
        self.menu.addSeparator()
        self.menu.addAction(self.about_action)

    def show_manual(self) -> ManualWindow:
        """Help > User Manual: the manual's window (made once, its key table then), raised."""
        if self.manual is None:
            self.manual = ManualWindow(self._window, manual_markdown(self._window.menuBar()))
        self.manual.show()
        self.manual.raise_()
        self.manual.activateWindow()
        return self.manual

    def show_about(self) -> QMessageBox:
        """Help > About gogui-py: the versions of gogui-py, Qt, PySide6 and Python."""
        return about_box(self._window)


def install(features: Features) -> None:
    """Fill the Help menu (``features.installed["help"]``)."""
    link = HelpLink(features.window, features.menu("help"))
    features.installed["help"] = link
