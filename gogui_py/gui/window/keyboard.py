"""Keyboard and screen readers (issue 14): the window's panes reachable from the keyboard
and readable by a screen reader.

Tab goes game tree -> board -> comment; View > Next Pane (Ctrl+F6) and Previous Pane
(Ctrl+Shift+F6) cycle through them too. The board's cursor and typed vertex are the
board's own (:mod:`gogui_py.gui.board.keyboard`); its messages go to the status line.
Accessible texts (what a screen reader gets through QAccessible): the board's name names
the cursor's point (the board sets it), its description the last move ("Last move: Black
D4, captured 2. White to play."); the tree's description its current node ("Move 12, White
F3, 2 variations"); the comment editor is named, its value is the comment.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDockWidget, QMainWindow, QWidget

from gogui_py.game.game import Game
from gogui_py.game.node import Node
from gogui_py.go import Color, Move
from gogui_py.gui.board.keyboard import vertex_text
from gogui_py.gui.i18n import translate
from gogui_py.gui.window.features import WindowParts


def _color_name(color: Color) -> str:
    return translate("Board", "Black") if color is Color.BLACK else translate("Board", "White")


def spoken_move(game: Game, node: Node, move: Move) -> str:
    """``Black D4``, ``White pass``, with ``, captured 2`` when the move took stones."""
    size = game.tree.size
    vertex = translate("Board", "pass") if move.point is None else vertex_text(move.point, size)
    text = f"{_color_name(move.color)} {vertex}"
    if move.point is None or not game.tree.is_go:
        return text
    captured = game.board(node).captured_last
    if captured and move.point in captured:  # a suicide takes the mover's own stones
        return translate("Board", "{move}, suicide of {n}").format(move=text, n=len(captured))
    if captured:
        return translate("Board", "{move}, captured {n}").format(move=text, n=len(captured))
    return text


def board_description(game: Game) -> str:
    """The board's accessible description: the last move and, in Go, who plays next."""
    node = game.current
    if node.move is not None:
        text = translate("Board", "Last move: {move}.").format(
            move=spoken_move(game, node, node.move)
        )
    else:
        text = translate("Board", "No move here.")
    if game.tree.is_go:
        color = _color_name(game.to_move())
        text += " " + translate("Board", "{color} to play.").format(color=color)
    return text


def spoken_node(game: Game, node: Node) -> str:
    """The tree's accessible description: ``Move 12, White F3, 2 variations``."""
    number = game.move_number(node)
    if node.move is not None:
        head = translate("Tree", "Move {n}, {move}").format(
            n=number, move=spoken_move(game, node, node.move)
        )
    elif node.parent is None:
        head = translate("Tree", "Start")
    elif node.has_setup:
        head = translate("Tree", "Setup after move {n}").format(n=number)
    else:
        head = translate("Tree", "Empty node after move {n}").format(n=number)
    parts = [head]
    siblings = len(node.parent.children) if node.parent is not None else 1
    if siblings > 1:
        parts.append(
            translate("Tree", "variation {i} of {n}").format(i=node.child_index() + 1, n=siblings)
        )
    if len(node.children) > 1:
        parts.append(translate("Tree", "{n} variations").format(n=len(node.children)))
    if node.comment.strip():
        parts.append(translate("Tree", "commented"))
    return ", ".join(parts)


def _describe(widget: QWidget, description: str) -> None:
    """Set ``widget``'s accessible description; a screen reader is told of a change."""
    if widget.accessibleDescription() != description:
        widget.setAccessibleDescription(description)
        event = QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged)
        QAccessible.updateAccessibility(event)


def _holds(pane: QWidget, focus: QWidget) -> bool:
    return focus is pane or pane.isAncestorOf(focus)


class KeyboardLink(QObject):
    """Made by the window once complete: focus order, pane cycling, accessible texts."""

    def __init__(self, parts: WindowParts, window: QMainWindow) -> None:
        super().__init__(window)
        self._parts = parts
        board, tree, comment = parts.board, parts.tree_view, parts.side_panel.comment
        self.panes: tuple[QWidget, ...] = (tree, board, comment)
        """The panes in Tab and Ctrl+F6 order."""
        board.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the arrows to the game
        tree.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        comment.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        QWidget.setTabOrder(tree, board)
        QWidget.setTabOrder(board, comment)
        tree.setAccessibleName(translate("Tree", "Game tree"))
        comment.setAccessibleName(translate("Comment", "Comment"))
        board.key_message.connect(parts.show_message)
        parts.controller.changed.connect(self.describe)
        parts.controller.game_replaced.connect(self.describe)
        self._return_focus: QWidget | None = None
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._on_focus_changed)
        parts.session.thinking_changed.connect(self._on_thinking_changed)
        parts.view_menu.addSeparator()
        self.next_pane = self._action(window, translate("Menu", "Next &Pane"), "Ctrl+F6", 1)
        self.previous_pane = self._action(
            window, translate("Menu", "Pre&vious Pane"), "Ctrl+Shift+F6", -1
        )
        self._shell_dock = window.findChild(QDockWidget, "shell")
        if self._shell_dock is not None:
            toggle = self._shell_dock.toggleViewAction()  # View > GTP Shell (F9)
            toggle.toggled.connect(self._on_shell_toggled)  # before the dock hides
            toggle.triggered.connect(self._on_shell_triggered)  # after it shows
        if window.focusWidget() is None:
            tree.setFocus(Qt.FocusReason.OtherFocusReason)  # the arrows step through the game
        self.describe()

    def _action(self, window: QMainWindow, text: str, shortcut: str, step: int) -> QAction:
        action = QAction(text, window)
        action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _=False: self.cycle(step))
        self._parts.view_menu.addAction(action)
        return action

    def cycle(self, step: int) -> None:
        """Give the focus to the next (``step`` 1) or previous (-1) visible pane."""
        shown = [pane for pane in self.panes if pane.isVisible() and pane.isEnabled()]
        if not shown:
            return
        focus = QApplication.focusWidget()
        index = next(
            (i for i, pane in enumerate(shown) if focus is not None and _holds(pane, focus)),
            -1 if step > 0 else 0,
        )
        reason = Qt.FocusReason.TabFocusReason if step > 0 else Qt.FocusReason.BacktabFocusReason
        shown[(index + step) % len(shown)].setFocus(reason)

    def describe(self) -> None:
        """The accessible descriptions of the board, the tree and the comment."""
        parts = self._parts
        game = parts.controller.game
        _describe(parts.board, board_description(game))
        _describe(parts.tree_view, spoken_node(game, game.current))
        number = game.move_number()
        _describe(
            parts.side_panel.comment,
            translate("Comment", "Comment of move {n}").format(n=number)
            if number
            else translate("Comment", "Comment of the start"),
        )

    def _on_shell_triggered(self, shown: bool) -> None:
        """The shell shown from the menu or F9: its command line takes the keyboard."""
        if shown:
            self._parts.shell.focus_command_line()

    def _on_shell_toggled(self, shown: bool) -> None:
        """The shell about to be hidden from the menu or F9 with the focus in it: the
        focus goes to the board (not to whatever widget follows in the focus chain)."""
        dock, focus = self._shell_dock, QApplication.focusWidget()
        if shown or dock is None or not dock.isVisible() or focus is None:
            return
        if _holds(dock, focus):
            self._parts.board.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def _on_focus_changed(self, old: QWidget | None, _new: QWidget | None) -> None:
        """The tree, disabled while an engine thinks, gets the focus back afterwards."""
        tree = self._parts.tree_view
        if old is tree and not tree.isEnabled():
            self._return_focus = tree

    def _on_thinking_changed(self, thinking: bool) -> None:
        widget, self._return_focus = self._return_focus, None
        if thinking:
            self._return_focus = widget
        elif widget is not None and widget.isEnabled() and widget.isVisible():
            widget.setFocus(Qt.FocusReason.OtherFocusReason)
