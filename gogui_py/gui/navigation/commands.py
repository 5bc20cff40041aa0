"""GoGui's Go > Go to Variation…, Edit > Find Next Comment, Edit > Delete Side Variations
and Game > Play Single Move.

Variation names are GoGui's (:func:`gogui_py.game.navigation.variation_string`): for each
branch point on the way from the root, the number of the branch taken, from 1, joined by
dots; ``"2.1"`` is the second branch at the first branch point, then the first branch at
the next one; an empty name is the start of the main line.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QInputDialog, QMenu, QMessageBox, QWidget

from gogui_py.game.editing import has_side_variations
from gogui_py.game.navigation import next_commented, node_by_variation, variation_string
from gogui_py.gui.i18n import translate
from gogui_py.gui.play.session import PlaySession
from gogui_py.gui.play.single_move import play_single_move
from gogui_py.gui.window.actions import insert_after

GO_TO_VARIATION_SHORTCUT = "Ctrl+Shift+G"
FIND_NEXT_COMMENT_SHORTCUT = "Ctrl+Shift+F"
"""GoGui's is F4, which is the analysis' here (Engine > Stream Analysis)."""
PLAY_SINGLE_MOVE_SHORTCUT = "Shift+F5"


def _add(menu: QMenu, text: str, shortcut: str = "") -> QAction:
    action = menu.addAction(text)
    if shortcut:
        action.setShortcut(QKeySequence(shortcut))
    return action


class NavigationCommands(QObject):
    """The four commands, their menu items and their enabled states (nothing that moves
    the position while an engine thinks)."""

    def __init__(
        self,
        window: QWidget,
        session: PlaySession,
        menus: dict[str, QMenu],
        after_play: QAction | None = None,
    ) -> None:
        super().__init__(window)
        self._window = window
        self._session = session
        self._controller = controller = session.controller
        self.variation_dialog: QInputDialog | None = None
        self.confirm_box: QMessageBox | None = None
        go, edit, game = menus["go"], menus["edit"], menus["game"]
        self.go_to_variation = _add(
            go, translate("Menu", "Go to &Variation…"), GO_TO_VARIATION_SHORTCUT
        )
        self.go_to_variation.triggered.connect(self.ask_variation)
        edit.addSeparator()
        self.find_next_comment = _add(
            edit, translate("Menu", "Find &Next Comment"), FIND_NEXT_COMMENT_SHORTCUT
        )
        self.find_next_comment.triggered.connect(self.next_comment)
        self.delete_side_variations = _add(edit, translate("Menu", "Delete &Side Variations"))
        self.delete_side_variations.triggered.connect(self.ask_delete_side_variations)
        self.play_single_move = QAction(translate("Menu", "Play Si&ngle Move"), window)
        self.play_single_move.setShortcut(QKeySequence(PLAY_SINGLE_MOVE_SHORTCUT))
        self.play_single_move.triggered.connect(lambda: play_single_move(session))
        insert_after(game, after_play, self.play_single_move)
        controller.changed.connect(self.update)
        session.thinking_changed.connect(lambda _thinking: self.update())
        session.engine_changed.connect(self.update)
        self.update()

    def update(self) -> None:
        """Enable what can be done now."""
        idle = not self._session.thinking
        for action in (self.go_to_variation, self.find_next_comment):
            action.setEnabled(idle)
        game = self._controller.game
        self.delete_side_variations.setEnabled(idle and has_side_variations(game.current))
        self.play_single_move.setEnabled(idle and self._session.engine is not None)

    # --- Go to Variation ---------------------------------------------------------------
    def ask_variation(self) -> None:
        """Ask a variation name (window-modal, not blocking); OK goes there."""
        if self._session.thinking:
            return
        dialog = self.variation_dialog = QInputDialog(self._window)
        dialog.setObjectName("go-to-variation")
        dialog.setWindowTitle(translate("Navigation", "Go to Variation"))
        dialog.setLabelText(
            translate(
                "Navigation",
                "Variation (branch numbers from the root, e.g. 2.1;\nempty: the main line):",
            )
        )
        dialog.setTextValue(variation_string(self._controller.game.current))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.textValueSelected.connect(self.go_to)
        dialog.open()

    def go_to(self, variation: str) -> bool:
        """Go to the first node of ``variation``; False (and a message) when the record has
        no such variation."""
        if self._session.thinking:
            return False
        node = node_by_variation(self._controller.game.tree.root, variation)
        if node is None:
            text = translate("Navigation", "No variation {} in this game").format(variation)
            self._controller.message.emit(text)
            return False
        self._controller.navigate(lambda game: game.go_to(node))
        return True

    # --- Find Next Comment ---------------------------------------------------------------
    def next_comment(self) -> bool:
        """Go to the next node in tree order that has a comment; past the last one, from
        the start again (said in the status bar). False when no node has a comment."""
        if self._session.thinking:
            return False
        game = self._controller.game
        node = next_commented(game.current)
        if node is None and game.current is not game.tree.root:
            node = next_commented(game.tree.root, include=True)
            if node is not None:
                self._controller.message.emit(
                    translate("Navigation", "No more comments: continued from the start")
                )
        if node is None or node is game.current:
            self._controller.message.emit(translate("Navigation", "No other node has a comment"))
            return False
        self._controller.navigate(lambda g: g.go_to(node))
        return True

    # --- Delete Side Variations ------------------------------------------------------------
    def ask_delete_side_variations(self) -> None:
        """Ask (window-modal, not blocking), then delete every variation but the one
        through the current node, as one undo step."""
        if self._session.thinking or not has_side_variations(self._controller.game.current):
            return
        box = self.confirm_box = QMessageBox(
            QMessageBox.Icon.Question,
            translate("Navigation", "Delete Side Variations"),
            translate(
                "Navigation",
                "All variations but the one through the current position will be deleted.\n"
                "Edit > Undo brings them back.",
            ),
            QMessageBox.StandardButton.Cancel,
            self._window,
        )
        box.setObjectName("delete-side-variations")
        delete = box.addButton(translate("Navigation", "Delete"), QMessageBox.ButtonRole.AcceptRole)
        box.setDefaultButton(delete)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.setWindowModality(Qt.WindowModality.WindowModal)
        box.buttonClicked.connect(lambda button: self.delete() if button is delete else None)
        box.open()

    def delete(self) -> bool:
        """Delete the side variations now (no question); True when some were."""
        if self._session.thinking:
            return False
        return self._controller.edit(lambda game: game.delete_side_variations())
