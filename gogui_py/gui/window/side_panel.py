"""The panel beside the board: players, captures, and the node's comment."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QTextCursor
from PySide6.QtWidgets import (
    QGridLayout,
    QLabel,
    QPlainTextEdit,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gogui_py.game.game import Game
from gogui_py.game.info import GameInfo
from gogui_py.go import Color
from gogui_py.gui.clock.view import stone_pixmap
from gogui_py.gui.i18n import translate
from gogui_py.gui.play.engine_moves import readable_result
from gogui_py.gui.rules.shown import game_name


def _paragraph_key(event: QKeyEvent) -> bool:
    """Ctrl+Up or Ctrl+Down, with or without Shift (a key press or its shortcut override)."""
    control, shift = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier
    return (
        event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress)
        and event.key() in (Qt.Key.Key_Up, Qt.Key.Key_Down)
        and event.modifiers() in (control, control | shift)
    )


class SidePanel(QWidget):
    """Players with ranks and prisoners, komi and result, and the comment of the node.

    The comment is an editor (:attr:`comment`, the raw text) covered by its rendered view
    (:attr:`comment_view`, attached by the comments feature: Markdown, links) while the
    editor has no focus; a click on the view (not on a link) or Tab to the editor edits.
    ``comment_edited`` carries the text after each user edit (never for text set by
    :meth:`show_game`); ``selection_changed`` the text selected in either.
    """

    comment_edited = Signal(str)
    selection_changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self._layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        grid = QGridLayout()
        self._players: dict[Color, QLabel] = {}
        self._prisoners: dict[Color, QLabel] = {}
        for row, color in enumerate((Color.BLACK, Color.WHITE)):
            dot = QLabel()
            dot.setObjectName(f"stone-{color.value}")
            dot.setPixmap(stone_pixmap(color, 16))
            grid.addWidget(dot, row, 0)
            self._players[color] = QLabel()
            self._players[color].setObjectName(f"player-{color.value}")
            self._players[color].setTextInteractionFlags(
                Qt.TextInteractionFlag.TextSelectableByMouse
            )
            grid.addWidget(self._players[color], row, 1)
            self._prisoners[color] = QLabel()
            self._prisoners[color].setAlignment(Qt.AlignmentFlag.AlignRight)
            grid.addWidget(self._prisoners[color], row, 2)
        grid.setColumnStretch(1, 1)
        layout.addLayout(grid)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        self.comment = QPlainTextEdit()
        self.comment.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.comment.setPlaceholderText(
            translate("MainWindow", "No comment (type here to add one)")
        )
        self.comment.setTabChangesFocus(True)
        self._showing = False
        self.comment.textChanged.connect(self._on_comment_text_changed)
        self.comment.selectionChanged.connect(
            lambda: self.selection_changed.emit(self.comment.textCursor().selectedText())
        )
        self.comment.installEventFilter(self)
        self._comment_stack = QGridLayout()
        self._comment_stack.addWidget(self.comment, 0, 0)
        layout.addLayout(self._comment_stack, 1)
        self.comment_view: QTextBrowser | None = None
        """The rendered comment (a feature's, :meth:`attach_comment_view`); None: raw only."""
        self._render: Callable[[str], None] = lambda _text: None

    def attach_comment_view(self, view: QTextBrowser, render: Callable[[str], None]) -> None:
        """Show the comment through ``view`` (laid over the editor while not editing);
        ``render(text)`` puts the raw comment into it. Text selected in it is reported
        as :attr:`selection_changed`; call :meth:`edit_comment` when a click there should
        start editing."""
        self.comment_view, self._render = view, render
        view.selectionChanged.connect(
            lambda: self.selection_changed.emit(view.textCursor().selectedText())
        )
        self._comment_stack.addWidget(view, 0, 0)
        self._update_comment_mode()

    def _on_comment_text_changed(self) -> None:
        if not self._showing:
            self.comment_edited.emit(self.comment.toPlainText())
        self._update_comment_mode()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.comment and isinstance(event, QKeyEvent) and _paragraph_key(event):
            # claimed before the window's shortcuts (Go > Next/Previous Earlier Variation)
            event.accept()
            if event.type() == QEvent.Type.KeyPress:
                self._move_by_paragraph(event)
            return True
        if watched is self.comment and event.type() in (
            QEvent.Type.FocusIn,
            QEvent.Type.FocusOut,
        ):
            self._update_comment_mode()
        return super().eventFilter(watched, event)

    def _move_by_paragraph(self, event: QKeyEvent) -> None:
        """Ctrl+Down: to the start of the next paragraph (the end of the last); Ctrl+Up:
        to the start of this paragraph, or of the previous one when already there (as
        word processors do); with Shift the selection grows."""
        cursor = self.comment.textCursor()
        mode = (
            QTextCursor.MoveMode.KeepAnchor
            if event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            else QTextCursor.MoveMode.MoveAnchor
        )
        op = QTextCursor.MoveOperation
        if event.key() == Qt.Key.Key_Down:
            cursor.movePosition(op.NextBlock if cursor.block().next().isValid() else op.End, mode)
        elif cursor.positionInBlock() > 0:
            cursor.movePosition(op.StartOfBlock, mode)
        else:
            cursor.movePosition(op.PreviousBlock, mode)
        self.comment.setTextCursor(cursor)

    @property
    def editing_comment(self) -> bool:
        """True while the comment shows its raw text (the editor has the focus, or the
        comment is empty); else it shows rendered (:attr:`comment_view`)."""
        return self.comment.hasFocus() or not self.comment.toPlainText()

    def edit_comment(self) -> None:
        """Show the raw comment in the editor, the cursor at its end, with the focus."""
        if self.comment_view is not None:
            self.comment_view.hide()
        self.comment.moveCursor(QTextCursor.MoveOperation.End)
        self.comment.setFocus(Qt.FocusReason.MouseFocusReason)

    def _update_comment_mode(self) -> None:
        """The rendered comment over the editor unless editing (Sabaki: rendered, edited
        raw)."""
        view = self.comment_view
        if view is None:
            return
        if self.editing_comment:
            view.hide()
            return
        self._render(self.comment.toPlainText())
        view.raise_()
        view.show()

    def add_comment_header(self, widget: QWidget) -> None:
        """Put ``widget`` (a header line: the node's position annotation) just above the
        comment."""
        layout = self._layout
        items = [layout.itemAt(i) for i in range(layout.count())]
        index = next(
            i for i, item in enumerate(items) if item and item.layout() is self._comment_stack
        )
        layout.insertWidget(index, widget)

    def add_top(self, widget: QWidget) -> None:
        """Put ``widget`` (the clocks) above the players."""
        self._layout.insertWidget(0, widget)

    def show_game(self, game: Game, captured: tuple[int, int] | None = None) -> None:
        """Refresh from the current node of ``game``.

        Go shows the prisoners of the position; other games the ``captured`` counts
        (by Black, by White) of their ruler, nothing when it counts none; komi is Go's only.
        """
        info = GameInfo.from_root(game.tree.root)
        is_go = game.tree.is_go
        if is_go:
            board = game.board()
            captured = (board.prisoners(Color.BLACK), board.prisoners(Color.WHITE))
        names = {Color.BLACK: info.player_black, Color.WHITE: info.player_white}
        ranks = {Color.BLACK: info.rank_black, Color.WHITE: info.rank_white}
        for color in (Color.BLACK, Color.WHITE):
            black = color is Color.BLACK
            default = (
                translate("MainWindow", "Black") if black else translate("MainWindow", "White")
            )
            name = names[color] or default
            rank = ranks[color]
            self._players[color].setText(f"{name} {rank}".strip())
            count = "" if captured is None else str(captured[color is Color.WHITE])
            captures = translate("MainWindow", "captures: {}").format(count)
            self._prisoners[color].setText(captures if count else "")
        if is_go:
            parts = [translate("MainWindow", "Komi {}").format(f"{info.komi:g}")]
        else:
            parts = [game_name(game.tree)]
        if info.handicap:
            parts.append(translate("MainWindow", "handicap {}").format(info.handicap))
        if info.result:
            result = readable_result(info.result)
            parts.append(translate("MainWindow", "result {}").format(result))
        self.summary.setText(" · ".join(parts))
        text = game.current.comment
        if self.comment.toPlainText() != text:
            self._showing = True
            try:
                self.comment.setPlainText(text)
            finally:
                self._showing = False
