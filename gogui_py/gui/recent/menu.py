"""File > Open Recent: the files last opened or saved, most recent first (QSettings key
:data:`SETTINGS_KEY`), pruned of missing files each time the menu opens, with *Clear Menu*.

The list learns of files from the :class:`~gogui_py.gui.record.controller.GameController`:
``file_opened`` (File > Open, the command line, a dropped file, this menu) and a save
(``modified_changed(False)`` or a new :attr:`path` on ``changed``). Pasted or recovered
records have no path and are not listed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QWidget

from gogui_py.gui.i18n import translate
from gogui_py.gui.recent.recent_list import from_stored, menu_labels, prune, remember
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.record.file_ops import FileOps

SETTINGS_KEY = "recent/files"
"""The QSettings key of the list (absolute paths, most recent first)."""


class RecentFiles(QObject):
    """The Open Recent submenu (:attr:`menu`) and the list behind it."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        files: FileOps,
        store: QSettings,
    ) -> None:
        super().__init__(window)
        self._controller = controller
        self._files = files
        self._store = store
        self._last_path: Path | None = None
        self.menu = QMenu(translate("Menu", "Open &Recent"), window)
        self.menu.setToolTipsVisible(True)
        self.menu.aboutToShow.connect(self.rebuild)
        controller.file_opened.connect(self._on_file_opened)
        controller.changed.connect(self._on_changed)
        controller.modified_changed.connect(self._on_modified_changed)
        if controller.path is not None:  # a file given on the command line
            self._note(controller.path)
        self.rebuild()

    # --- the list ----------------------------------------------------------------------------
    def paths(self) -> list[str]:
        """The stored list, most recent first (files that are gone included)."""
        return from_stored(self._store.value(SETTINGS_KEY))

    def _write(self, paths: list[str]) -> None:
        if paths:
            self._store.setValue(SETTINGS_KEY, paths)
        else:
            self._store.remove(SETTINGS_KEY)

    def add(self, path: str | Path) -> None:
        """Put ``path`` first in the list."""
        self._write(remember(self.paths(), str(path)))

    def clear(self) -> None:
        """File > Open Recent > Clear Menu."""
        self._write([])
        self.rebuild()

    def _note(self, path: Path) -> None:
        self._last_path = path
        self.add(path)

    def _on_file_opened(self) -> None:
        if self._controller.path is not None:
            self._note(self._controller.path)

    def _on_changed(self) -> None:
        path = self._controller.path
        if path is not None and path != self._last_path:  # Save As to a new name
            self._note(path)
        elif path is None:
            self._last_path = None

    def _on_modified_changed(self, modified: bool) -> None:
        path = self._controller.path
        if not modified and path is not None:  # saved (or a file opened)
            self._note(path)

    # --- the menu ----------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Fill the menu from the list, dropping (from the list too) files that are gone."""
        stored = self.paths()
        paths = prune(stored)
        if paths != stored:
            self._write(paths)
        menu = self.menu
        menu.clear()
        for path, label in zip(paths, menu_labels(paths), strict=True):
            action = menu.addAction(label)
            action.setToolTip(path)
            action.setStatusTip(path)
            action.setData(path)
            action.triggered.connect(lambda _=False, p=path: self.open(p))
        if not paths:
            empty = menu.addAction(translate("Menu", "No Recent Files"))
            empty.setEnabled(False)
        menu.addSeparator()
        clear = menu.addAction(translate("Menu", "&Clear Menu"))
        clear.setEnabled(bool(paths))
        clear.triggered.connect(self.clear)

    def entries(self) -> list[QAction]:
        """The menu's file entries (as shown: the menu is rebuilt first)."""
        self.rebuild()
        return [a for a in self.menu.actions() if a.data()]

    def open(self, path: str) -> bool:
        """Open ``path`` (asking first about unsaved work); True when it was opened."""
        return self._files.open_path(path)
