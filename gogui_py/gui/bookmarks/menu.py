"""Go > Bookmarks: Add Bookmark…, Edit Bookmarks…, and one item per bookmark that opens
its file (asking before unsaved work is dropped) at its position (GoGui's bookmarks)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMenu, QWidget

from gogui_py.game.bookmarks import Bookmark, bookmark_here
from gogui_py.gui.bookmarks.editor import BookmarkEditor, describe
from gogui_py.gui.bookmarks.store import load_bookmarks, save_bookmarks
from gogui_py.gui.i18n import translate
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.record.file_ops import FileOps, show_warning

ADD_SHORTCUT = "Ctrl+B"
"""GoGui's."""


def default_name(path: Path, move: int) -> str:
    """The name Add Bookmark offers: ``game.sgf, move 23`` (``game.sgf`` at the start)."""
    if move == 0:
        return path.name
    return translate("Bookmarks", "{}, move {}").format(path.name, move)


class BookmarksMenu(QObject):
    """The Bookmarks submenu; bookmarks are kept in ``store``. ``busy()`` is True while an
    engine thinks (no bookmark is opened then)."""

    def __init__(
        self,
        window: QWidget,
        parent_menu: QMenu,
        controller: GameController,
        files: FileOps,
        store: QSettings,
        *,
        busy: Callable[[], bool],
    ) -> None:
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._files = files
        self._store = store
        self._busy = busy
        self.bookmarks = load_bookmarks(store)
        self.name_dialog: QInputDialog | None = None
        self.editor: BookmarkEditor | None = None
        self.menu = parent_menu.addMenu(translate("Menu", "Boo&kmarks"))
        self.menu.setObjectName("bookmarks-menu")
        self.add = QAction(translate("Menu", "&Add Bookmark…"), window)
        self.add.setShortcut(QKeySequence(ADD_SHORTCUT))
        self.add.triggered.connect(self.ask_add)
        self.edit = QAction(translate("Menu", "&Edit Bookmarks…"), window)
        self.edit.triggered.connect(self.ask_edit)
        self.items: list[QAction] = []
        self.menu.aboutToShow.connect(self.update)
        self.rebuild()

    # --- the menu ----------------------------------------------------------------------
    def rebuild(self) -> None:
        """The menu's items from :attr:`bookmarks`."""
        self.menu.clear()
        self.menu.addAction(self.add)
        self.menu.addAction(self.edit)
        self.items = []
        if self.bookmarks:
            self.menu.addSeparator()
        for bookmark in self.bookmarks:
            action = self.menu.addAction(bookmark.name.replace("&", "&&"))
            action.setToolTip(describe(bookmark))
            action.triggered.connect(lambda _=False, b=bookmark: self.open(b))
            self.items.append(action)
        self.menu.setToolTipsVisible(True)
        self.update()

    def update(self) -> None:
        """Nothing opens a file while an engine thinks."""
        idle = not self._busy()
        for action in self.items:
            action.setEnabled(idle)
        self.edit.setEnabled(bool(self.bookmarks))

    def _store_all(self) -> None:
        save_bookmarks(self._store, self.bookmarks)
        self.rebuild()

    # --- Add Bookmark ------------------------------------------------------------------------
    def check_here(self) -> str:
        """Why no bookmark can be set here (``""``: one can)."""
        controller = self._controller
        if controller.path is None:
            return translate("Bookmarks", "Bookmarks need a saved file: save the game first.")
        if controller.modified:
            return translate(
                "Bookmarks", "The game has unsaved changes: save it before setting a bookmark."
            )
        node = controller.game.current
        if node.parent is not None and node.move is None:
            return translate(
                "Bookmarks", "Bookmarks can be set at the start of the game or at a move only."
            )
        return ""

    def ask_add(self) -> None:
        """Ask the bookmark's name (window-modal, not blocking); OK adds it."""
        reason = self.check_here()
        if reason:
            show_warning(self._window, translate("Bookmarks", "Cannot set bookmark"), reason)
            return
        path = self._controller.path
        assert path is not None
        dialog = self.name_dialog = QInputDialog(self._window)
        dialog.setObjectName("add-bookmark")
        dialog.setWindowTitle(translate("Bookmarks", "Add Bookmark"))
        dialog.setLabelText(translate("Bookmarks", "Name:"))
        dialog.setTextValue(default_name(path, self._controller.game.move_number()))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.textValueSelected.connect(self.add_here)
        dialog.open()

    def add_here(self, name: str) -> Bookmark | None:
        """Bookmark the current position as ``name`` (the default name when blank)."""
        if self.check_here():
            return None
        path = self._controller.path
        assert path is not None
        game = self._controller.game
        name = name.strip() or default_name(path, game.move_number())
        bookmark = bookmark_here(game, path.resolve(), name)
        self.bookmarks.append(bookmark)
        self._store_all()
        self._controller.message.emit(translate("Bookmarks", "Bookmark added: {}").format(name))
        return bookmark

    # --- Edit Bookmarks ------------------------------------------------------------------------
    def ask_edit(self) -> None:
        """The list of bookmarks to rename or delete (window-modal, not blocking)."""
        editor = self.editor = BookmarkEditor(self.bookmarks, self._window)
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.setWindowModality(Qt.WindowModality.WindowModal)
        editor.accepted.connect(lambda: self.set_bookmarks(editor.bookmarks()))
        editor.open()

    def set_bookmarks(self, bookmarks: list[Bookmark]) -> None:
        """Keep ``bookmarks`` (in this order) instead of the present ones."""
        self.bookmarks = list(bookmarks)
        self._store_all()

    # --- opening ------------------------------------------------------------------------------
    def open(self, bookmark: Bookmark) -> bool:
        """Open the bookmark's file (unless it is the open, unmodified one; asking before
        unsaved work is dropped) and go to its position."""
        if self._busy():
            return False
        controller = self._controller
        same = controller.path is not None and _same_file(controller.path, bookmark.path)
        if (not same or controller.modified) and not self._files.open_path(bookmark.path):
            return False
        node = bookmark.node(controller.game)
        if node is None:
            controller.message.emit(
                translate("Bookmarks", "{}: the bookmarked position is not in the file").format(
                    bookmark.name
                )
            )
            return False
        controller.navigate(lambda game: game.go_to(node))
        return True


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return False
