"""Commands that go through a dialog: game info, game list, warnings, find, go to move,
reopen with another encoding.

The dialog modules are imported when first used: start-up time matters (issue #2).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QInputDialog, QWidget

from gogui_py.gui.i18n import translate
from gogui_py.gui.record.controller import GameController
from gogui_py.gui.record.file_ops import FileOps

if TYPE_CHECKING:
    from gogui_py.gui.dialogs.find import FindDialog
    from gogui_py.gui.dialogs.game_list import GameListDialog


class DialogOps(QObject):
    """Opens the dialogs and applies what they return through the controller."""

    def __init__(self, controller: GameController, files: FileOps, window: QWidget) -> None:
        super().__init__(window)
        self._controller = controller
        self._files = files
        self._window = window
        self._find: FindDialog | None = None
        self._game_list: GameListDialog | None = None  # the one shown, if any
        self._last_pattern: re.Pattern[str] | None = None

    def game_info(self) -> None:
        """Edit the game information of the current game."""
        from gogui_py.gui.dialogs.game_info import GameInfoDialog  # noqa: PLC0415 - start-up

        dialog = GameInfoDialog(self._controller.info, self._window)
        if dialog.exec():
            info = dialog.info()
            self._controller.edit(lambda game: game.set_info(info))

    def select_game(self) -> None:
        """Choose a game of the file's collection: the game list (raised when shown)."""
        if len(self._controller.games) < 2:
            self._controller.message.emit(translate("FileOps", "The file holds a single game"))
            return
        self._show_game_list()

    def offer_game_list(self) -> None:
        """After opening a collection: the game list, without blocking (window-modal)."""
        if self._game_list is not None:  # one of the file read before
            self._game_list.close()
            self._game_list = None
        self._show_game_list()

    def _show_game_list(self) -> None:
        """Show the game list of the collection, or raise the one already shown: one list
        at a time, whether it came by itself after opening or by the menu."""
        from gogui_py.gui.dialogs.game_list import GameListDialog  # noqa: PLC0415 - start-up

        if self._game_list is not None:
            self._game_list.show()
            self._game_list.raise_()
            self._game_list.activateWindow()
            return
        controller = self._controller
        dialog = GameListDialog(controller.games, controller.game_index, self._window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.accepted.connect(lambda: controller.select_game(dialog.selected()))
        dialog.finished.connect(lambda _result: self._forget_game_list(dialog))
        self._game_list = dialog
        dialog.open()

    def _forget_game_list(self, dialog: QObject) -> None:
        if self._game_list is dialog:
            self._game_list = None

    def show_warnings(self) -> None:
        """List what was repaired when the file was read."""
        from gogui_py.gui.dialogs.warnings import WarningsDialog  # noqa: PLC0415 - start-up

        lines = self._controller.warnings
        if not lines:
            self._controller.message.emit(
                translate("FileOps", "No problems were found when the file was read")
            )
            return
        name = (
            self._controller.path.name
            if self._controller.path
            else translate("FileOps", "the file")
        )
        WarningsDialog(
            translate("FileOps", "Problems repaired in {}").format(name), lines, self._window
        ).exec()

    def find(self) -> None:
        """Open the (non-modal) find-in-comments dialog."""
        from gogui_py.gui.dialogs.find import FindDialog  # noqa: PLC0415 - start-up

        if self._find is None:
            self._find = FindDialog(self._window)
            self._find.find_next.connect(lambda pattern: self._search(pattern, True))
            self._find.find_previous.connect(lambda pattern: self._search(pattern, False))
        self._find.show()
        self._find.raise_()
        self._find.activateWindow()

    def find_again(self, forward: bool) -> None:
        """Find Next / Find Previous with the last pattern."""
        if self._last_pattern is None:
            self.find()
        else:
            self._search(self._last_pattern, forward)

    def _search(self, pattern: re.Pattern[str], forward: bool) -> None:
        self._last_pattern = pattern
        node = self._controller.game.find_comment(pattern, forward)
        status = (
            ""
            if node is not None
            else translate("FileOps", "Not found: {}").format(pattern.pattern)
        )
        if self._find is not None:
            self._find.set_status(status)
        if node is None:
            self._controller.message.emit(status)
            return
        self._controller.navigate(lambda game: game.go_to(node))

    def go_to_move(self) -> None:
        """Go to a move number of the current variation."""
        game = self._controller.game
        number, ok = QInputDialog.getInt(
            self._window,
            translate("FileOps", "Go to Move"),
            translate("FileOps", "Move number:"),
            game.move_number(),
            0,
            100000,
        )
        if ok:
            self._controller.navigate(lambda g: g.go_to_move(number))

    def reopen_with_encoding(self) -> None:
        """Read the file again with an encoding the user chooses."""
        from gogui_py.gui.dialogs.encoding import EncodingDialog  # noqa: PLC0415 - start-up

        controller = self._controller
        if controller.path is None:
            controller.message.emit(translate("FileOps", "The game has no file to reopen"))
            return
        dialog = EncodingDialog(controller.encoding, self._window)
        if dialog.exec() and self._files.confirm_discard():
            self._files.open_path(controller.path, ask=False, encoding=dialog.encoding())
