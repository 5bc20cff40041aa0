"""File > Import: a position from a text diagram (GoGui's Import > Text Position) and an
SGF record from the clipboard (the File menu's Paste SGF as New Game). Both become a new,
untitled, unsaved record after the unsaved-changes question
(:meth:`FileOps.confirm_discard`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMenu, QWidget

from gogui_py.game.tree import GameTree
from gogui_py.go.text_position import TextPosition, TextPositionError, parse_text_position
from gogui_py.gui.i18n import translate
from gogui_py.gui.importing.text_dialog import TextImportDialog
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.record.file_ops import FileOps, show_warning

AskText = Callable[[QWidget, str], TextPosition | None]
"""Shows the text dialog (parent, initial text); the position read, or None (cancelled)."""


def ask_position(parent: QWidget, text: str) -> TextPosition | None:
    """Run :class:`TextImportDialog` modally; the position, or None when cancelled."""
    dialog = TextImportDialog(parent, text)
    try:
        return dialog.position if dialog.exec() == TextImportDialog.DialogCode.Accepted else None
    finally:
        dialog.deleteLater()


class ImportLink(QObject):
    """The File > Import submenu (:attr:`menu`) and its two commands."""

    def __init__(
        self,
        window: QWidget,
        controller: GameController,
        files: FileOps,
        paste_sgf: Callable[[], bool],
        ask: AskText = ask_position,
    ) -> None:
        """``paste_sgf``: :meth:`gogui_py.gui.export.link.ExportLink.paste_sgf` (one command,
        in two menus); ``ask``: the text dialog (tests give the answer)."""
        super().__init__(window)
        self._window = window
        self._controller = controller
        self._files = files
        self._ask = ask
        self._paste_sgf = paste_sgf
        self.menu = QMenu(translate("Menu", "&Import"), window)
        self.text_action = QAction(translate("Menu", "Position from &Text…"), window)
        self.text_action.triggered.connect(self.import_text_dialog)
        self.clipboard_action = QAction(translate("Menu", "SGF from &Clipboard"), window)
        self.clipboard_action.triggered.connect(self.import_clipboard_sgf)
        self.menu.addAction(self.text_action)
        self.menu.addAction(self.clipboard_action)

    # --- position from text ------------------------------------------------------------------
    def import_text_dialog(self) -> bool:
        """File > Import > Position from Text…: the dialog starts with the clipboard's text
        when that is a diagram. True when a position was imported."""
        if not self._files.confirm_discard():
            return False
        clipboard = QGuiApplication.clipboard().text()
        try:
            parse_text_position(clipboard)
        except TextPositionError:
            clipboard = ""
        position = self._ask(self._window, clipboard)
        if position is None:
            return False
        self.show_position(position)
        return True

    def import_text(self, text: str) -> bool:
        """Import the diagram ``text`` (after the unsaved-changes question); a text that
        is no diagram gives a warning with line and column. True when imported."""
        try:
            position = parse_text_position(text)
        except TextPositionError as error:
            self._warn(translate("Import", "Cannot import the position"), str(error))
            return False
        if not self._files.confirm_discard():
            return False
        self.show_position(position)
        return True

    def show_position(self, position: TextPosition) -> None:
        """Show ``position`` as a new untitled record: its stones as setup on the root,
        the side to move as PL, the komi of the game shown before."""
        tree = GameTree.new(position.size, self._controller.info.komi)
        tree.set_setup(tree.root, black=position.black, white=position.white)
        if position.to_move is not None:
            tree.set_player(tree.root, position.to_move)
        self._controller.adopt([tree], None)
        size = position.size
        self._controller.message.emit(
            translate("Import", "Imported a {}x{} position: {} black and {} white stones").format(
                size.width, size.height, len(position.black), len(position.white)
            )
        )

    # --- SGF from the clipboard --------------------------------------------------------------
    def import_clipboard_sgf(self) -> bool:
        """File > Import > SGF from Clipboard: Edit's Paste SGF as New Game (the clipboard's
        SGF as a new untitled record, after the unsaved-changes question). True when
        opened."""
        return self._paste_sgf()

    def _warn(self, title: str, text: str) -> None:
        show_warning(self._window, title, text)
