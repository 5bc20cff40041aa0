"""The game tree's context-menu entries of GoGui's tree panel: Hide Subtree, Show Subtree,
Show All, Node Info…, Subtree Statistics…, Scroll to Current.

Folding is display only (:meth:`GameTreeView.fold`): the record is unchanged, and
going to a node inside a hidden subtree shows it again. Hiding the subtree that holds
the current node first goes to the folded node, as GoGui does. The info windows are
non-modal text windows, one of each kind, following the node last asked about.
"""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QMenu,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from gogui_py.game.navigation import is_below
from gogui_py.game.node import Node
from gogui_py.gui.i18n import translate
from gogui_py.gui.tree_menu.texts import node_info_text, node_title, statistics_text
from gogui_py.gui.window.features import WindowParts


class TextWindow(QDialog):
    """A non-modal window showing a read-only, monospaced text (GoGui's TextViewer)."""

    def __init__(self, parent: QWidget, title: str) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.text = QPlainTextEdit()
        self.text.setReadOnly(True)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.text.setFont(font)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addWidget(buttons)
        self.resize(460, 340)

    def show_text(self, heading: str, text: str) -> None:
        """Show ``text`` (the window titled with ``heading``) and raise the window."""
        self.setWindowTitle(heading)
        self.text.setPlainText(text)
        self.show()
        self.raise_()


class TreeMenu:
    """The tree view's folding and information entries for one main window."""

    def __init__(self, parts: WindowParts, window: QWidget) -> None:
        self._parts = parts
        self._window = window
        self.node_info = TextWindow(window, translate("TreeMenu", "Node Info"))
        self.statistics = TextWindow(window, translate("TreeMenu", "Subtree Statistics"))

    def add_entries(self, menu: QMenu, node: Node) -> None:
        """Add the entries for ``node`` to the tree's context ``menu``."""
        view = self._parts.tree_view
        folded = view.folded
        has_children = bool(node.children)
        inner_folds = any(is_below(other, node) for other in folded)
        for text, run, enabled in (
            (
                translate("Menu", "&Hide Subtree"),
                self.hide_subtree,
                has_children and node not in folded,
            ),
            (translate("Menu", "&Show Subtree"), self.show_subtree, node in folded or inner_folds),
            (translate("Menu", "Show &All"), lambda _node: self.show_all(), bool(folded)),
        ):
            action = menu.addAction(text)
            action.triggered.connect(lambda _=False, run=run: run(node))
            action.setEnabled(enabled)
        menu.addSeparator()
        for text, run in (
            (translate("Menu", "Node &Info…"), self.show_node_info),
            (translate("Menu", "Su&btree Statistics…"), self.show_statistics),
        ):
            menu.addAction(text).triggered.connect(lambda _=False, run=run: run(node))
        scroll = menu.addAction(translate("Menu", "Scro&ll to Current"))
        scroll.triggered.connect(lambda _=False: self.scroll_to_current())
        scroll.setEnabled(node is not self._parts.controller.game.current)

    # -- operations ---------------------------------------------------------------

    def hide_subtree(self, node: Node) -> None:
        """Fold ``node``; when the current node is inside, go to ``node`` first."""
        controller = self._parts.controller
        if is_below(controller.game.current, node):
            controller.navigate(lambda game: game.go_to(node))
        view = self._parts.tree_view
        view.fold(node)
        view.scroll_to(node)

    def show_subtree(self, node: Node) -> None:
        """Unfold ``node`` and every fold below it."""
        view = self._parts.tree_view
        view.unfold(node, subtree=True)
        view.scroll_to(node)

    def show_all(self) -> None:
        """Unfold every hidden subtree."""
        view = self._parts.tree_view
        view.unfold_all()
        view.scroll_to(self._parts.controller.game.current)

    def show_node_info(self, node: Node) -> None:
        """The Node Info window for ``node``: its SGF properties."""
        game = self._parts.controller.game
        heading = translate("TreeMenu", "Node Info: {}").format(node_title(game, node))
        self.node_info.show_text(heading, node_info_text(game, node))

    def show_statistics(self, node: Node) -> None:
        """The Subtree Statistics window for the subtree below ``node``."""
        game = self._parts.controller.game
        heading = translate("TreeMenu", "Subtree Statistics: {}").format(node_title(game, node))
        self.statistics.show_text(heading, statistics_text(game, node))

    def scroll_to_current(self) -> None:
        """Scroll the tree view to the current node."""
        self._parts.tree_view.scroll_to(self._parts.controller.game.current)
