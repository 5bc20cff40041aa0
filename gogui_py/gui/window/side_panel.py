"""The panel beside the board: players, captures, and the node's comment."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QPlainTextEdit, QVBoxLayout, QWidget

from gogui_py.game.game import Game
from gogui_py.game.info import GameInfo
from gogui_py.go import Color
from gogui_py.gui.i18n import translate


class SidePanel(QWidget):
    """Players with ranks and prisoners, komi and result, and the comment of the node.

    The comment is an editor: ``comment_edited`` carries the text after each user edit
    (never for text set by :meth:`show_game`); ``selection_changed`` the selected text.
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
            dot = QLabel("●" if color is Color.BLACK else "○")
            dot.setFont(QFont(dot.font().family(), 14))
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
        layout.addWidget(self.comment, 1)

    def _on_comment_text_changed(self) -> None:
        if not self._showing:
            self.comment_edited.emit(self.comment.toPlainText())

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
            parts = [game.tree.game_id or translate("MainWindow", "Game")]
        if info.handicap:
            parts.append(translate("MainWindow", "handicap {}").format(info.handicap))
        if info.result:
            parts.append(translate("MainWindow", "result {}").format(info.result))
        self.summary.setText(" · ".join(parts))
        text = game.current.comment
        if self.comment.toPlainText() != text:
            self._showing = True
            try:
                self.comment.setPlainText(text)
            finally:
                self._showing = False
